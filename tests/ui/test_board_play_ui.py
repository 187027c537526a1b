"""A board2e match played as a person would, on a 1280x800 desktop and a 390x844 touch phone:
orders placed as tokens on the map, a combat the seat takes part in (its support, house card
and Blade asked on the page with the combat panel showing both sides and the totals), a
Westeros phase, card texts opened by a tap, the map's zoom kept across accepted actions, and no
raw id or JSON in the log or status lines in en, ru and bg; and orders tapped on the map while
every action's answer comes a second after the stream's events. The seat's other decisions
(marches that lead to the combat, musters) are taken through the public API with the game's
bot."""
import random
import time

import pytest
from playwright.sync_api import expect

from api.games.board.bot import choose as board_bot
from tests.ui.helpers import act_and_wait, create_match, screenshot
from tests.ui.play_helpers import Seat, narrowed, open_as, raw_problems, readable_lines

pytestmark = pytest.mark.browser

SIZES = {"desktop": dict(width=1280, height=800), "phone": dict(width=390, height=844, touch=True)}
COMBAT = {"declare_support", "accept_support", "choose_house_card", "use_valyrian_blade"}
# a place in the middle of the zoomed map (in CSS pixels of its box), and how it is read back
PANNED = [180, 420]
# (a pan as the browser makes one: the reader's wheel over the map, then the map's scroll)
PAN = """([x, y]) => { const w = document.querySelector('.map-wrap');
  w.dispatchEvent(new WheelEvent('wheel', { deltaX: x - w.scrollLeft, deltaY: y - w.scrollTop, bubbles: true }));
  w.scrollLeft = x; w.scrollTop = y; }"""
PANNED_TO = "() => { const w = document.querySelector('.map-wrap'); return [Math.round(w.scrollLeft), Math.round(w.scrollTop)]; }"


def place_orders_on_the_page(page, tabs):
    """Tap each of the seat's areas on the map and pick a token from the ones left."""
    expect(page.locator("#orders-hint")).to_be_visible()
    expect(page.locator("#token-tray .token")).to_have_count(15)
    placed = 0
    areas = page.locator("#map g.area.pickable").evaluate_all("els => els.map(e => e.dataset.area)")
    for area in areas:
        page.locator(f"#map g.area[data-area='{area}']").dispatch_event("click")
        tokens = narrowed(page, "button[data-action-type='place_order']")
        expect(tokens.first).to_be_visible()
        assert tokens.count() <= 12
        act_and_wait(page, tabs, lambda: tokens.last.click())
        placed += 1
        expect(page.locator("#token-tray .token.placed")).to_have_count(placed)
        expect(page.locator(f"#map g.area[data-area='{area}'] g.order:not(.hidden)")).to_have_count(1)
    act_and_wait(page, tabs, lambda: page.click("#decisions button[data-action-type='submit_orders']"))
    return placed


def check_combat_panel(page):
    panel = page.locator("#combat")
    expect(panel).to_be_visible()
    expect(panel.locator(".combat-side")).to_have_count(2)
    totals = panel.locator("[data-total]").all_inner_texts()
    assert all(t.isdigit() for t in totals), totals


def open_and_close_text(page, opener):
    opener.click()
    dialog = page.locator("#card-dialog")
    expect(dialog).to_be_visible()
    text = dialog.locator(".card-text").inner_text()
    assert len(text) > 10 and "(no text)" not in text, text
    page.click("#card-dialog-close")
    expect(dialog).to_have_count(0)
    return text


def answer_combat_on_the_page(page, tabs, d, seen):
    """One combat decision answered by tapping, after reading what it offers."""
    check_combat_panel(page)
    kind = d["type"]
    seen.add(kind)
    if kind == "choose_house_card":
        # every card the seat can choose shows its text: the "i" beside each option...
        infos = page.locator("#decisions .decision[data-type='choose_house_card'] .card-info")
        assert infos.count() == len(d["options"])
        for i in range(infos.count()):
            open_and_close_text(page, infos.nth(i))
        # ...and the card in the hand, whose dialog also plays it
        card = page.locator(".hc-house.mine .hcard.pickable").first
        card.click()
        expect(page.locator("#card-dialog .card-choices button")).to_have_count(1)
        act_and_wait(page, tabs, lambda: page.locator("#card-dialog .card-choices button").click())
        return
    buttons = page.locator(f"#decisions .decision[data-type='{kind}'] button.option")
    expect(buttons.first).to_be_visible()
    # support goes to our own side where offered; the Blade is used
    target = buttons.first
    act_and_wait(page, tabs, lambda: target.click())


def play(tabs, shots, size, lang):
    tab = tabs(**SIZES[size], locale={"en": "en-US", "ru": "ru-RU", "bg": "bg-BG"}[lang])
    mid = create_match(tab, "board2e", 3, {"tides_of_battle": True}, seed=7)
    me = Seat(tab.base, mid, 0, "Player")
    me.start()
    page = open_as(tab, me, "board2e", lang)
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    rnd = random.Random(7)

    screenshot(page, shots, f"board-{size}-{lang}-planning")
    # the map zoomed and scrolled stays so across the accepted actions that follow
    page.click(".map-tools .zoom")
    expect(page.locator(".map-wrap")).to_have_class("map-wrap zoomed")
    page.evaluate(PAN, PANNED)
    place_orders_on_the_page(page, tabs)
    # The zoom and where the map was panned to both survive the accepted actions (and the other
    # seats' moves, each a redraw of the whole table).
    expect(page.locator(".map-wrap")).to_have_class("map-wrap zoomed")
    assert page.evaluate(PANNED_TO) == PANNED

    seen, westeros, shot_combat = set(), False, False
    deadline = time.time() + 150
    while time.time() < deadline:
        m = me.match()
        if m["status"] != "active":
            break
        v = me.view()["view"]
        westeros = westeros or v["round"] >= 2
        if westeros and "choose_house_card" in seen \
                and page.locator("#event-log li[data-type='combat-strength']").count():
            break
        ds = me.decisions()
        if not ds:
            time.sleep(0.2)
            continue
        d = ds[0]
        version = int(m["version"])
        page.wait_for_function("v => Number(document.querySelector('#match-version').textContent"
                               ".replace(/\\D/g,'')) >= v", arg=version)
        if d["type"] in COMBAT:
            expect(page.locator(f"#decisions .decision[data-type='{d['type']}']")).to_be_visible()
            if not shot_combat:
                screenshot(page, shots, f"board-{size}-{lang}-combat")
                shot_combat = True
            answer_combat_on_the_page(page, tabs, d, seen)
        elif d["type"] == "place_orders" and d["options"] and any(
                o["action"]["type"] == "place_order" for o in d["options"]):
            me.act(board_bot(v, ds, rnd.getrandbits(32)))
        else:
            me.act(board_bot(v, ds, rnd.getrandbits(32)))
    assert "choose_house_card" in seen, f"the seat was in no combat in time: {seen}"
    assert westeros, "no Westeros phase was reached"
    expect(page.locator("#event-log li[data-type='westeros-card-revealed']").first).to_be_attached()
    expect(page.locator("#event-log li[data-type='combat-strength']").first).to_be_attached()
    summary = page.locator("#event-log li[data-type='combat-strength']").first.inner_text()
    assert any(ch.isdigit() for ch in summary), summary
    expect(page.locator(".map-wrap")).to_have_class("map-wrap zoomed")   # still, after many actions
    assert page.evaluate(PANNED_TO) == PANNED

    # Westeros cards of the round open their text by tap
    chips = page.locator("#westeros-cards .card-chip")
    if chips.count():
        open_and_close_text(page, chips.first)
        screenshot(page, shots, f"board-{size}-{lang}-westeros")
    # no raw id anywhere in the log or the status lines, in the three languages
    for other in (lang, *[x for x in ("en", "ru", "bg") if x != lang]):
        page.select_option("#lang-select", other)
        expect(page.locator("html")).to_have_attribute("lang", other)
        problems = raw_problems(readable_lines(page), other)
        assert not problems, "\n".join(problems[:20])
    return page


@pytest.mark.parametrize("size, lang", [("desktop", "en"), ("phone", "ru")])
def test_a_board_match_through_a_combat_and_a_westeros_phase(tabs, shots, size, lang):
    play(tabs, shots, size, lang)


# Every action's own answer comes a second late: the stream's events (and the refresh they
# start) reach the page first, so it shows the new version while the answer is still on its way.
SLOW_ANSWERS = """(() => { const real = window.fetch;
  window.fetch = async (url, opts) => { const res = await real(url, opts);
    if (opts && opts.method === 'POST' && String(url).endsWith('/actions')) await new Promise((ok) => setTimeout(ok, 1000));
    return res; }; })();"""


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_orders_tapped_on_the_map_while_each_answer_comes_late(tabs, size):
    tab = tabs(**SIZES[size])
    tab.context.add_init_script(SLOW_ANSWERS)
    mid = create_match(tab, "board2e", 3, seed=11)
    me = Seat(tab.base, mid, 0, "Player")
    me.start()
    page = open_as(tab, me, "board2e", "en")
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    assert place_orders_on_the_page(page, tabs) >= 2
    assert not any(d["type"] == "place_orders" for d in me.decisions())
