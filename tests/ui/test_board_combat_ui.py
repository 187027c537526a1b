"""A board2e combat that surely happens, played on the page at 1280x800 and on a 390x844 touch
phone: the human places its orders on the map, supports itself in a sea battle, opens the
text of every house card it may play before choosing one, is asked about the Valyrian Steel
Blade and uses it, then goes through the next round's Westeros phase with the revealed cards'
texts opened by a tap; no raw id or JSON in the log or the status lines in en, ru and bg.

Why the scenario always arises (4 players, seed 7, no Tides of Battle): seats go to houses in
a fixed order (Baratheon, Lannister, Stark, Greyjoy), and the human holds Greyjoy, first on
the Fiefdoms track, so it holds the Blade. The test drives Lannister over HTTP: its ship in
the Golden Sound marches into Ironman's Bay, where Greyjoy's ship holds a Defense order and
Greyjoy's ship in the Port of Pyke a Support order: a combat with Greyjoy defending, its own
support declared and the Blade asked. Baratheon and Stark are the server's bots; none of their
units can reach, raid or support into Ironman's Bay or the Golden Sound in round 1, so
whatever they do cannot change that combat. Lannister passes its Messenger Raven and leaves
everything else to the game's bot, as the human does outside the combat.
"""
import json
import random
import time

import pytest
from playwright.sync_api import expect

from api.games.board.bot import choose as board_bot
from tests.ui.helpers import act_and_wait, create_match, screenshot
from tests.ui.play_helpers import Seat, narrowed, open_as, raw_problems, readable_lines

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844, "touch": True}}
LOCALES = {"en": "en-US", "ru": "ru-RU", "bg": "bg-BG"}
SEED, PLAYERS, LANNISTER, GREYJOY = 7, 4, 1, 3
# The human's orders: a Support order in the port beside the sea it defends.
GREYJOY_ORDERS = {"port_of_pyke": "support", "ironmans_bay": "defense", "pyke": "consolidate",
                  "greywater_watch": "consolidate"}
PLAYED_CARD = "balon_greyjoy"     # a card with a text, chosen after reading every option's text


class Hand:
    """The human's finger or mouse: a tap on the touch phone, a click on the desktop."""
    touch = False

    @classmethod
    def press(cls, locator):
        if cls.touch:
            locator.tap()
        else:
            locator.click()


def press(_page, locator):
    Hand.press(locator)


def keys(locator):
    return [json.loads(k) for k in locator.evaluate_all("els => els.map(e => e.dataset.key)")]


def open_text(page, opener, lang):
    """Open a card's (or token's) text by a tap and check it is there in the page's language."""
    press(page, opener)
    dialog = page.locator("#card-dialog")
    expect(dialog).to_be_visible()
    text = dialog.locator(".card-text").inner_text()
    assert len(text) > 10, text
    # the "text is in English for now" note appears only when a translation is missing
    assert dialog.locator(".lang-note").count() == 0, (lang, text)
    page.click("#card-dialog-close")
    expect(dialog).to_have_count(0)
    return text


def place_orders_on_the_page(page, tabs):
    expect(page.locator("#token-tray .token")).to_have_count(15)
    for n, (area, kind) in enumerate(GREYJOY_ORDERS.items(), start=1):
        page.locator(f"#map g.area[data-area='{area}']").dispatch_event("click")
        tokens = narrowed(page, "button[data-action-type='place_order']")
        expect(tokens.first).to_be_visible()
        i = next(i for i, a in enumerate(keys(tokens)) if a["area"] == area and a["token"].startswith(kind))
        button = tokens.nth(i)
        act_and_wait(page, tabs, lambda b=button: press(page, b))
        expect(page.locator("#token-tray .token.placed")).to_have_count(n)
        expect(page.locator(f"#map g.area[data-area='{area}'] g.order:not(.hidden)")).to_have_count(1)
    act_and_wait(page, tabs, lambda: press(page, page.locator("#decisions button[data-action-type='submit_orders']")))


def lannister_move(ds, view, rnd, placed):
    """Lannister's ship attacks Ironman's Bay; its Raven passes; the rest is the bot's."""
    d = ds[0]
    if d["type"] == "place_orders":
        opts = [o["action"] for o in d["options"] if o["action"]["type"] == "place_order" and o["action"]["area"] not in placed]
        if not opts:
            return {"type": "submit_orders"}
        for a in opts:
            if a["area"] == "the_golden_sound" and a["token"] == "march_0":
                placed.add(a["area"])
                return a
        a = next(a for a in opts if a["area"] != "the_golden_sound" and a["token"].startswith(("defense", "consolidate")))
        placed.add(a["area"])
        return a
    if d["type"] == "raven_action":
        return {"type": "raven_pass"}
    if d["type"] == "resolve_march":
        for o in d["options"]:
            a = o["action"]
            if a.get("area") == "the_golden_sound" or a.get("to") == "ironmans_bay":
                return a
    return board_bot(view, ds, rnd.getrandbits(32))


def answer_combat(page, tabs, d, lang, seen):
    """The human's combat decisions, answered on the page with the combat panel in view."""
    panel = page.locator("#combat")
    expect(panel).to_be_visible()
    expect(panel.locator(".combat-side")).to_have_count(2)
    expect(panel.locator(".combat-side[data-house='greyjoy']")).to_have_attribute("data-side", "defender")
    seen.add(d["type"])
    box = page.locator(f"#decisions .decision[data-type='{d['type']}']")
    expect(box).to_be_visible()
    if d["type"] == "choose_house_card":
        # Greyjoy's own support counts in the panel before the cards are chosen
        expect(panel.locator(".combat-side.defender tr[data-part='support'][data-house='greyjoy']")).to_have_count(1)
        infos = box.locator(".card-info")
        assert infos.count() == len(d["options"])
        for i in range(infos.count()):
            open_text(page, infos.nth(i), lang)
        press(page, page.locator(f".hc-house.mine .hcard.pickable[data-card='{PLAYED_CARD}']"))
        expect(page.locator("#card-dialog .card-choices button")).to_have_count(1)
        act_and_wait(page, tabs, lambda: page.locator("#card-dialog .card-choices button").click())
        return
    want = {"declare_support": ("side", "defender"), "use_valyrian_blade": ("use", "plus_one")}[d["type"]]
    buttons = box.locator("button.option")
    i = next(i for i, a in enumerate(keys(buttons)) if a.get(want[0]) == want[1])
    button = buttons.nth(i)
    act_and_wait(page, tabs, lambda: press(page, button))


def play(tabs, shots, size, lang):
    tab = tabs(**SIZES[size], locale=LOCALES[lang])
    Hand.touch = size == "phone"
    mid = create_match(tab, "board2e", PLAYERS, {}, seed=SEED)
    lannister = Seat(tab.base, mid, LANNISTER, "Lannister")
    me = Seat(tab.base, mid, GREYJOY, "Greyjoy")
    me.start()                      # Baratheon and Stark: the server's bots
    assert me.view()["view"]["you"] == "greyjoy"
    assert me.view()["view"]["tracks"]["fiefdoms"][0] == "greyjoy"     # the Blade's holder
    rnd = random.Random(SEED)
    page = open_as(tab, me, "board2e", lang)
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    screenshot(page, shots, f"board-combat-{size}-{lang}-planning")
    press(page, page.locator(".map-tools .zoom"))
    place_orders_on_the_page(page, tabs)

    seen, westeros_shot, combat_shot, placed = set(), False, False, set()
    deadline = time.time() + 180
    while time.time() < deadline:
        view = me.view()["view"]
        if view["round"] >= 2 and view["phase"] == "planning":
            break
        lds = lannister.decisions()
        if lds:
            # Read after the decisions: the round may have turned since ``view`` above, and
            # the orders ``placed`` remembers are round 1's.
            lview = lannister.view()["view"]
            if lview["round"] >= 2 and lview["phase"] == "planning":
                break
            assert lannister.act(lannister_move(lds, lview, rnd, placed))
            continue
        ds = me.decisions()
        if not ds:
            time.sleep(0.2)
            continue
        d = ds[0]
        page.wait_for_function("v => Number(document.querySelector('#match-version').textContent"
                               ".replace(/\\D/g,'')) >= v", arg=int(me.match()["version"]))
        if d["type"] in ("declare_support", "choose_house_card", "use_valyrian_blade"):
            if not combat_shot:
                screenshot(page, shots, f"board-combat-{size}-{lang}-combat")
                combat_shot = True
            answer_combat(page, tabs, d, lang, seen)
            continue
        if view["phase"] == "westeros" and not westeros_shot and page.locator("#westeros-cards .card-chip").count():
            screenshot(page, shots, f"board-combat-{size}-{lang}-westeros")
            westeros_shot = True
        me.act(board_bot(view, ds, rnd.getrandbits(32)))
    assert seen == {"declare_support", "choose_house_card", "use_valyrian_blade"}, seen
    view = me.view()["view"]
    assert view["round"] == 2 and view["phase"] == "planning", (view["round"], view["phase"])

    # the combat as the log tells it: the Blade used, Balon played, the final strengths
    expect(page.locator("#event-log li[data-type='blade-used']")).to_have_count(1)
    summary = page.locator("#event-log li[data-type='combat-strength']").first.inner_text()
    assert any(ch.isdigit() for ch in summary), summary
    # the summary names the house card played, which opens its text (test_log_cards_ui)
    expect(page.locator("#event-log li[data-type='combat-strength'] button.log-card[data-code='balon_greyjoy']")
           ).to_have_count(1)
    # the zoom chosen before the first order is still on after all these accepted actions
    expect(page.locator(".map-wrap")).to_have_class("map-wrap zoomed")
    # this round's Westeros cards, each opened by a tap
    chips = page.locator("#westeros-cards .card-chip")
    assert chips.count() == 3
    for i in range(3):
        open_text(page, chips.nth(i), lang)
    # the Fiefdoms track's token says what the Blade does
    blade = open_text(page, page.locator(".card-info[data-code='valyrian_steel_blade']"), lang)
    assert "+1" in blade
    screenshot(page, shots, f"board-combat-{size}-{lang}-round2")

    # no raw id in the log or the status lines, and the card texts there, in all three languages
    for other in (lang, *[x for x in LOCALES if x != lang]):
        page.select_option("#lang-select", other)
        expect(page.locator("html")).to_have_attribute("lang", other)
        problems = raw_problems(readable_lines(page), other)
        assert not problems, "\n".join(problems[:20])
        open_text(page, page.locator(f".hc-house.mine .hcard[data-card='{PLAYED_CARD}']"), other)
        open_text(page, page.locator("#westeros-cards .card-chip").first, other)


@pytest.mark.parametrize("size, lang", [("desktop", "bg"), ("phone", "ru")])
def test_a_combat_with_support_house_card_and_blade_then_westeros(tabs, shots, size, lang):
    play(tabs, shots, size, lang)
