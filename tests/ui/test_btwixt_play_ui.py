"""A B'Twixt match played to its end on the page, on a 1280x800 desktop and a 390x844 touch
phone, against bots: every option that names a card, ally or ruler has an "i" that opens its
text, cards open their text by tap, the status line names the question in words, the result
screen comes, and no raw id or JSON shows in the log or status lines in en, ru and bg."""
import json
import time
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.ui.helpers import act_and_wait, create_match, screenshot
from tests.ui.play_helpers import Seat, open_as, raw_problems, readable_lines

pytestmark = pytest.mark.browser

SIZES = {"desktop": dict(width=1280, height=800), "phone": dict(width=390, height=844, touch=True)}
CARD_FIELDS = ("card", "ally", "ruler")
POOL = {c["id"] for c in json.loads(
    (Path(__file__).resolve().parents[2] / "api/games/btwixt/data/pool.json").read_text())["cards"]}


def names_a_card(action):
    """Whether an option names a card of the pool ("ruler": "random" names none)."""
    inner = action.get("choice") if isinstance(action.get("choice"), dict) else {}
    return any(str(x.get(k)).split("#")[0] in POOL for x in (action, inner) for k in CARD_FIELDS)


def check_texts(page, d, opened):
    """Each option naming a card carries an "i"; a card not read yet is opened once."""
    box = page.locator(f"#decisions .decision[data-decision='{d['id']}']")
    carded = [o for o in d["options"] if names_a_card(o["action"])]
    if not carded or box.locator("select.option-list").count():
        return
    infos = box.locator(".card-info")
    # the codes in one read: the bots' moves redraw the panel, and a count and reads one by
    # one could each see another drawing of it
    codes = infos.evaluate_all("els => els.map((e) => e.dataset.code.split('#')[0])")
    assert len(codes) == len(carded), (d["type"], codes, len(carded))
    for i, code in enumerate(codes):
        if code in opened:
            continue
        opened.add(code)
        infos.nth(i).click()
        expect(page.locator("#card-dialog")).to_be_visible()
        assert page.locator("#card-dialog h3").inner_text()
        page.click("#card-dialog-close")
        expect(page.locator("#card-dialog")).to_have_count(0)


def take_a_turn(page, tabs, decision_id):
    """Answer the decision shown with that id: a card in hand plays at a tap, else its first
    option. A bot's move can redraw the panel between looking and tapping; if the decision is
    gone by then, the caller reads the seat's decisions again."""
    box = page.locator(f"#decisions .decision[data-decision='{decision_id}']")
    hand = page.locator("#hand .bcard.pickable")
    buttons = box.locator("button.option:not([disabled])")
    try:
        if hand.count():
            act_and_wait(page, tabs, lambda: hand.first.click())
        elif buttons.count():
            act_and_wait(page, tabs, lambda: buttons.first.click())
        else:
            box.locator("select.option-list").first.select_option(index=0)
            act_and_wait(page, tabs, lambda: box.locator("button.primary").first.click())
    except PlaywrightTimeout:
        if box.count():
            raise


@pytest.mark.parametrize("size, lang", [("desktop", "bg"), ("phone", "en")])
def test_a_btwixt_match_to_its_end(tabs, shots, size, lang):
    tab = tabs(**SIZES[size])
    mid = create_match(tab, "btwixt", 3, {"quick": True}, seed=5)
    me = Seat(tab.base, mid, 0, "Player")
    me.start()
    page = open_as(tab, me, "btwixt", lang)
    expect(page.locator("#table .tseat")).to_have_count(3)
    screenshot(page, shots, f"btwixt-{size}-{lang}-start")
    # a tap on the seat's ruler (once chosen) or any card on the table opens its text
    opened, turns, shot_mid = set(), 0, False
    deadline = time.time() + 240
    while time.time() < deadline:
        if me.match()["status"] != "active":
            break
        ds = me.decisions()
        if not ds:
            time.sleep(0.2)
            continue
        expect(page.locator(f"#decisions .decision[data-decision='{ds[0]['id']}']")).to_be_visible()
        pending = page.locator("#pending")
        if pending.count():
            text = pending.inner_text()     # the question in words, never its id (choose-bid-card)
            asked = (me.view()["view"].get("pending") or {}).get("prompt")
            assert (not asked or asked not in text) and not raw_problems([text], lang), text
        check_texts(page, ds[0], opened)
        take_a_turn(page, tabs, ds[0]["id"])
        turns += 1
        if turns == 12 and not shot_mid:
            screenshot(page, shots, f"btwixt-{size}-{lang}-play")
            shot_mid = True
    assert me.match()["status"] == "finished", "the match did not end in time"
    assert len(opened) >= 5, opened
    card = page.locator("#result-card")
    expect(card).to_be_visible()
    # a card on the table opens its text by tap too (not only the "i" of an option)
    page.locator("#table .bcard .card-info").first.click()
    expect(page.locator("#card-dialog")).to_be_visible()
    page.click("#card-dialog-close")
    screenshot(page, shots, f"btwixt-{size}-{lang}-result")
    for other in (lang, *[x for x in ("en", "ru", "bg") if x != lang]):
        page.select_option("#lang-select", other)
        expect(page.locator("html")).to_have_attribute("lang", other)
        problems = raw_problems(readable_lines(page), other)
        assert not problems, "\n".join(problems[:20])
