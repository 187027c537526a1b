"""The board map on a touch phone: two fingers pinch it bigger, one pans it, a tap still picks an
area, and the zoom and the pan survive the page's redraws, even a quick run of them that comes
before the browser has reported the last pan (the cause of the map jumping back to the start);
a tap on an area too small for a finger zooms before it picks."""
import re

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import create_match, join, screenshot
from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

FINGER = 44

# Touches as the browser reports them (pointer events of type "touch") on the map's box, at points
# of the screen: a finger stays where it is on the glass even when a redraw in the middle of the
# gesture (another seat's move) lays the new map out a few pixels elsewhere.
TOUCH = """([kind, id, x, y]) => {
  document.querySelector('.map-wrap').dispatchEvent(new PointerEvent(kind, { pointerId: id,
    pointerType: 'touch', isPrimary: id === 1, clientX: x, clientY: y, bubbles: true, cancelable: true }));
}"""

BOX = "() => { const r = document.querySelector('.map-wrap').getBoundingClientRect(); return [r.left, r.top]; }"


def finger(page):
    """Where the map's box is on the screen as a gesture starts: its points are given from there."""
    left, top = page.evaluate(BOX)
    return lambda kind, pid, x, y: page.evaluate(TOUCH, [kind, pid, left + x, top + y])


STATE = """() => { const w = document.querySelector('.map-wrap'), m = w.querySelector('svg.map');
  return { left: w.scrollLeft, top: w.scrollTop, scale: m.getBoundingClientRect().width / w.clientWidth,
           zoomed: w.classList.contains('zoomed') }; }"""

# A pan the page has not yet been told of (the reader's wheel, then the map's scroll, whose event
# comes only with the next frame), then at once redraws: the language switched three times, each
# a whole redraw of the table.
PAN_THEN_REDRAW = """([left, top]) => {
  const w = document.querySelector('.map-wrap');
  w.dispatchEvent(new WheelEvent('wheel', { deltaX: left - w.scrollLeft, deltaY: top - w.scrollTop, bubbles: true }));
  w.scrollLeft = left; w.scrollTop = top;
  const sel = document.getElementById('lang-select');
  for (const lang of ['ru', 'bg', 'en']) { sel.value = lang; sel.dispatchEvent(new Event('change')); }
  return [w.isConnected, document.querySelector('.map-wrap') !== w];
}"""


def pinch(page, spread_from, spread_to, steps=6):
    cx, cy = 180, 200
    touch = finger(page)
    touch("pointerdown", 1, cx - spread_from / 2, cy)
    touch("pointerdown", 2, cx + spread_from / 2, cy)
    for i in range(1, steps + 1):
        half = (spread_from + (spread_to - spread_from) * i / steps) / 2
        touch("pointermove", 1, cx - half, cy)
        touch("pointermove", 2, cx + half, cy)
    touch("pointerup", 1, cx - spread_to / 2, cy)
    touch("pointerup", 2, cx + spread_to / 2, cy)


def settle(page):
    """Two frames: the restored position is in place and its scroll events are handled."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def test_pinch_pan_and_redraws_keep_the_maps_place_on_a_phone(tabs, shots):
    phone = tabs(width=390, height=844, touch=True)
    mid = create_match(phone, "board2e", 3, seed=3)
    page = join(phone, mid, 0, "Thumb")
    page.click("#start-bots")
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")

    pinch(page, 60, 180)                                     # fingers three times as far apart
    st = page.evaluate(STATE)
    assert st["zoomed"] and 2.7 < st["scale"] <= 3.05, st
    expect(page.locator(".map-tools .zoom")).to_have_attribute("aria-pressed", "true")
    pinch(page, 200, 20)                                     # and back: never below the page's width
    assert page.evaluate(STATE)["scale"] == pytest.approx(1, abs=0.01)
    pinch(page, 50, 200)                                     # to the most it goes: 4x
    st = page.evaluate(STATE)
    assert st["scale"] == pytest.approx(4, abs=0.05), st

    # one finger pans the zoomed map
    before = page.evaluate(STATE)
    touch = finger(page)
    touch("pointerdown", 1, 200, 300)
    touch("pointermove", 1, 150, 220)
    touch("pointerup", 1, 150, 220)
    after = page.evaluate(STATE)
    assert after["left"] - before["left"] == pytest.approx(50, abs=1), (before, after)
    assert after["top"] - before["top"] == pytest.approx(80, abs=1), (before, after)
    screenshot(page, shots, "board-phone-pinched")

    # pans, each followed at once by a run of redraws, in several places of the map
    for left, top in ((300, 900), (620, 1500), (40, 1600), (900, 400)):
        replaced = page.evaluate(PAN_THEN_REDRAW, [left, top])
        assert replaced == [False, True]                     # the map was drawn anew
        settle(page)
        st = page.evaluate(STATE)
        assert st["left"] == pytest.approx(left, abs=1) and st["top"] == pytest.approx(top, abs=1), st
        assert st["scale"] == pytest.approx(4, abs=0.05), st

    # the tool button still halves it back to the page's width, and a tap picks an area
    page.click(".map-tools .zoom")
    expect(page.locator(".map-wrap")).to_have_class("map-wrap")
    expect(page.locator(".map-tools .zoom")).to_have_attribute("aria-pressed", "false")
    area = page.locator("#map g.area.pickable").first.get_attribute("data-area")
    page.locator(f"#map g.area[data-area='{area}']").dispatch_event("click")
    expect(page.locator("#option-sheet button[data-action-type='place_order']").first).to_be_visible()


# Each area the decision lists: its region's box on the screen and where its name is (a point
# inside it, which the box's middle may not be).
LISTED = """() => Object.fromEntries([...document.querySelectorAll('#map g.area.pickable')].map((g) => {
  const r = g.querySelector('.shape').getBoundingClientRect();
  const n = (g.querySelector('.area-name') || g.querySelector('.shape')).getBoundingClientRect();
  return [g.dataset.area, { w: r.width, h: r.height, left: r.left, top: r.top, right: r.right, bottom: r.bottom,
                            x: n.left + n.width / 2, y: n.top + n.height / 2 }];
}))"""


def listed(page):
    return page.evaluate(LISTED)


def near(box, x, y, reach=22):
    dx = max(box["left"] - x, 0, x - box["right"])
    dy = max(box["top"] - y, 0, y - box["bottom"])
    return (dx * dx + dy * dy) ** 0.5 < reach


def test_a_tap_on_a_small_area_zooms_before_it_picks_on_a_phone(tabs, live_server):
    """Baratheon's Dragonstone is 28 x 26 px on an unzoomed 390 px map: a finger's tap there
    zooms the map around it, a second tap picks it; a big area far from small ones picks at once."""
    tab = tabs(width=390, height=844, mobile=True)
    me = ordering_seat(live_server, "Thumb")
    page = open_as(tab, me, "board2e", "en")
    expect(page.locator("#orders-hint")).to_be_visible()
    tokens = page.locator("#option-sheet button[data-action-type='place_order']")   # over the map
    page.locator(".map-wrap").scroll_into_view_if_needed()
    areas = listed(page)
    small = {a: b for a, b in areas.items() if min(b["w"], b["h"]) < FINGER}
    assert "dragonstone" in small, areas

    # a big area, away from every small one, picks at once
    big = next(a for a, b in areas.items() if a not in small
               and not any(near(s, b["x"], b["y"]) for s in small.values()))
    page.touchscreen.tap(areas[big]["x"], areas[big]["y"])
    expect(tokens.first).to_be_visible()
    assert all(f'"area":"{big}"' in k for k in tokens.evaluate_all("els => els.map(e => e.dataset.key)"))
    expect(page.locator(".map-wrap")).to_have_class("map-wrap")
    page.click("#option-sheet [data-role='sheet-close']")

    # the small one: the first tap zooms (nothing picked), and the area is now a fingertip and more
    d = listed(page)["dragonstone"]
    assert min(d["w"], d["h"]) < 30, d
    page.touchscreen.tap(d["left"] + d["w"] / 2, d["top"] + d["h"] / 2)
    expect(page.locator(".map-wrap")).to_have_class("map-wrap zoomed")
    expect(page.locator(".map-tools .zoom")).to_have_attribute("aria-pressed", "true")
    expect(tokens).to_have_count(0)
    d = listed(page)["dragonstone"]
    assert min(d["w"], d["h"]) >= 1.4 * FINGER, d
    # the second tap picks it
    page.touchscreen.tap(d["left"] + d["w"] / 2, d["top"] + d["h"] / 2)
    expect(tokens.first).to_be_visible()
    expect(tokens.first).to_have_attribute("data-key", re.compile('"area":"dragonstone"'))
    assert all('"area":"dragonstone"' in k for k in tokens.evaluate_all("els => els.map(e => e.dataset.key)"))


MAP_TOP = "Math.round(document.querySelector('.map-wrap').getBoundingClientRect().top)"
PANEL_TOP = ("Math.round(document.querySelector('#decisions fieldset.decision')"
             ".getBoundingClientRect().top)")


def ordering_seat(live_server, name):
    """Seat 0 of a 3-player board2e match (seed 7) with bots in the others, placing orders."""
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "board2e", "players": 3, "seed": 7}, timeout=10)
    me = Seat(live_server, r.json()["id"], 0, name)
    me.start()
    return me


# A box measured in the same read as it is found: the bots' orders redraw the page, and a box
# asked for apart could belong to a node already replaced (bounding_box() gives None).
BOX_OF = "e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; }"


def sheet_of(page, area):
    """The option sheet, shown, offering only that area's order tokens; and those tokens."""
    sheet = page.locator("#option-sheet")
    expect(sheet).to_be_visible()
    choices = sheet.locator("button[data-action-type='place_order']")
    keys = choices.evaluate_all("els => els.map(e => e.dataset.key)")
    assert keys and all(f'"area":"{area}"' in k for k in keys), keys
    return sheet, choices


def test_a_tap_on_the_map_brings_the_choices_over_it_on_a_phone(tabs, live_server):
    """At 390 px the decisions panel is far above the map: a tap on an area brings its order
    tokens up in a sheet over the map, and the page does not move; picking one places the order
    and puts the sheet away, the map still where it was. At 1280 px, clicking an area in sight with the
    panel's question, the panel beside the map narrows instead, with no sheet."""
    me = ordering_seat(live_server, "Thumb")
    page = open_as(tabs(width=390, height=844, mobile=True), me, "board2e", "en")
    expect(page.locator("#orders-hint")).to_be_visible()
    page.locator(".map-wrap").scroll_into_view_if_needed()
    areas = listed(page)
    area = max(areas, key=lambda a: areas[a]["w"] * areas[a]["h"])
    y = page.evaluate(MAP_TOP)
    page.touchscreen.tap(areas[area]["x"], areas[area]["y"])
    sheet, choices = sheet_of(page, area)
    assert page.evaluate(MAP_TOP) == y
    box = sheet.evaluate(BOX_OF)
    assert box["y"] + box["height"] <= 844 and box["height"] <= 0.45 * 844 + 1, box
    choices.first.tap()
    expect(page.locator(f"#map g.area[data-area='{area}'] g.order:not(.hidden)")).to_have_count(1)
    expect(sheet).to_have_count(0)
    assert abs(page.evaluate(MAP_TOP) - y) <= 2      # scroll anchoring rounds to a pixel

    desk = open_as(tabs(width=1280, height=900), me, "board2e", "en")
    expect(desk.locator("#orders-hint")).to_be_visible()
    # an area in sight with the panel's question: the window's top at the question's
    desk.evaluate("y => window.scrollBy(0, y)", desk.evaluate(PANEL_TOP) - 8)
    other, spot = min(((a, b) for a, b in listed(desk).items() if a != area), key=lambda ab: ab[1]["y"])
    assert 0 < spot["y"] < 890, (other, spot)
    desk.mouse.click(spot["x"], spot["y"])
    expect(desk.locator("#decisions [data-role='show-all']")).to_be_visible()
    expect(desk.locator("#option-sheet")).to_have_count(0)


def test_a_click_low_on_a_desktop_map_brings_the_choices_to_the_pointer(tabs, live_server):
    """At 1280 px the panel is beside the map's top: a player who scrolled down to an area low on
    the map and clicks it gets its order tokens in a sheet over the map, and the page does not
    scroll back up to the panel; picking one places the order, the map still where it was."""
    me = ordering_seat(live_server, "Mouse")
    page = open_as(tabs(width=1280, height=800), me, "board2e", "en")
    expect(page.locator("#orders-hint")).to_be_visible()
    lowest = max(listed(page).items(), key=lambda kv: kv[1]["y"])[0]
    page.evaluate("y => window.scrollBy(0, y)", listed(page)[lowest]["y"] - 650)
    spot = listed(page)[lowest]
    assert 0 < spot["y"] < 800 and page.evaluate(PANEL_TOP) < 0, (spot, page.evaluate(PANEL_TOP))
    y = page.evaluate(MAP_TOP)
    page.mouse.click(spot["x"], spot["y"])
    sheet, choices = sheet_of(page, lowest)
    assert page.evaluate(MAP_TOP) == y
    box = sheet.evaluate(BOX_OF)
    assert box["y"] + box["height"] <= 800 and box["width"] < 640, box
    choices.first.click()
    expect(page.locator(f"#map g.area[data-area='{lowest}'] g.order:not(.hidden)")).to_have_count(1)
    expect(sheet).to_have_count(0)
    assert abs(page.evaluate(MAP_TOP) - y) <= 2
