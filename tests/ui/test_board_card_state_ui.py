"""The combat panel says truly whether the other side has chosen its house card (review15
finding 1): not yet during the call for support, "choosing" until it has, "chosen (hidden)"
after. The page used to read the other house's `sealed` entry, which the view shows as "ready"
from the first moment of every combat, as "card chosen".

The combat of test_board_combat_ui (4 players, seed 7): Lannister's ship, driven here over
HTTP, attacks Greyjoy's in Ironman's Bay; Greyjoy (the page's seat) is asked to support itself
from the Port of Pyke, then to choose its card. Lannister's card is held back until the page has
been checked, so each state is seen for sure.

On a 390 px phone the combat panel comes a screen below the options (review15 finding 5), so
every question asked during the combat says in the decisions panel where it stands: both sides'
strength so far, the same numbers as the panel's totals."""
import random
import time

import pytest
import requests
from playwright.sync_api import expect

from api.games.board.bot import choose as board_bot
from tests.ui.play_helpers import Seat, open_as
from tests.ui.test_board_combat_ui import GREYJOY, GREYJOY_ORDERS, LANNISTER, PLAYERS, SEED, lannister_move

pytestmark = pytest.mark.browser


def greyjoy_orders(d, placed):
    """The orders of the combat scenario, placed over HTTP; then submitted."""
    for o in d["options"]:
        a = o["action"]
        if a["type"] == "place_order" and a["area"] not in placed and a["token"].startswith(GREYJOY_ORDERS.get(a["area"], "-")):
            return a
    return next(o["action"] for o in d["options"] if o["action"]["type"] == "submit_orders")


def attacker_card(page, state, words):
    row = page.locator("#combat .combat-side.attacker tr[data-part='card'] td").first
    expect(row).to_have_text(words)
    expect(row.locator("[data-card-state]")).to_have_attribute("data-card-state", state)


def combat_note(page, decision_type, phone):
    """The strengths line in the question's own box, and the panel's totals it must match.
    The bots of the other seats may support during the check and the page redraws: the line
    and the totals are read together in the page, and read again until a redraw has settled."""
    note = page.locator(f"#decisions fieldset.decision[data-type='{decision_type}'] .combat-note")
    expect(note).to_contain_text("Lannister")
    expect(note).to_contain_text("Greyjoy")
    read = """sel => {
        const n = document.querySelector(sel), c = document.querySelector('#combat');
        if (!n || !c) return null;
        const t = s => c.querySelector(`[data-total='${s}']`)?.textContent;
        return {note: [n.dataset.attacker, n.dataset.defender], totals: [t('attacker'), t('defender')],
                text: n.textContent, noteY: n.getBoundingClientRect().top,
                combatY: c.getBoundingClientRect().top};
    }"""
    sel = f"#decisions fieldset.decision[data-type='{decision_type}'] .combat-note"
    deadline, got = time.time() + 10, None
    while time.time() < deadline:
        got = page.evaluate(read, sel)
        if got and got["note"] == got["totals"]:
            break
        time.sleep(0.1)
    assert got and got["note"] == got["totals"], got
    assert f"Lannister {got['totals'][0]} against Greyjoy {got['totals'][1]}" in got["text"]
    if phone:   # the panel is below the options there; the line comes before it
        assert got["noteY"] < got["combatY"]


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_other_sides_card_is_chosen_only_once_it_is(tabs, size):
    tab = tabs(390, 844, mobile=True) if size == "phone" else tabs(1280, 800)
    mid = requests.post(f"{tab.base}/api/v1/matches", json={"game": "board2e", "players": PLAYERS, "seed": SEED},
                        timeout=10).json()["id"]
    lannister = Seat(tab.base, mid, LANNISTER, "Lannister")
    me = Seat(tab.base, mid, GREYJOY, "Greyjoy")
    me.start()
    page = open_as(tab, me, "board2e", "en")
    rnd, placed, mine = random.Random(SEED), set(), set()
    seen = []

    def page_at_version():
        page.wait_for_function("v => Number(document.querySelector('#match-version').textContent"
                               ".replace(/\\D/g,'')) >= v", arg=int(me.match()["version"]))

    deadline = time.time() + 150
    while time.time() < deadline and "revealed" not in seen:
        lds = lannister.decisions()
        ds = me.decisions()
        if lds and lds[0]["type"] != "choose_house_card":
            assert lannister.act(lannister_move(lds, lannister.view()["view"], rnd, placed))
            continue
        if ds and ds[0]["type"] == "place_orders":
            a = greyjoy_orders(ds[0], mine)
            mine.add(a.get("area"))
            assert me.act(a)
            continue
        if ds and ds[0]["type"] == "declare_support":
            page_at_version()
            attacker_card(page, "later", "not chosen yet")
            combat_note(page, "declare_support", size == "phone")
            seen.append("later")
            assert me.act(next(o["action"] for o in ds[0]["options"] if o["action"]["side"] == "defender"))
            continue
        if ds and ds[0]["type"] == "choose_house_card" and lds:
            page_at_version()
            attacker_card(page, "choosing", "choosing a card…")
            combat_note(page, "choose_house_card", size == "phone")
            seen.append("choosing")
            assert lannister.act(lds[0]["options"][0]["action"])
            page_at_version()
            attacker_card(page, "chosen", "card chosen (hidden)")
            seen.append("chosen")
            assert me.act(ds[0]["options"][0]["action"])
            page_at_version()
            expect(page.locator("#combat .combat-side.attacker [data-card-state]")).to_have_attribute(
                "data-card-state", "revealed")
            seen.append("revealed")
            continue
        if ds:
            me.act(board_bot(me.view()["view"], ds, rnd.getrandbits(32)))
            continue
        time.sleep(0.2)
    assert seen == ["later", "choosing", "chosen", "revealed"], seen
