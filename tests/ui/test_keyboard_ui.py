"""Playing with the keyboard alone (Tab, Shift+Tab, arrows, Enter), and the focus kept through the
page's redraws: after one's own move, after another player's, after a pick on the map. What a
screen reader hears (the polite live region) is recorded and checked too.
"""
import re

import pytest
import requests
from playwright.sync_api import Error as PlaywrightError, expect

from tests.ui.helpers import NEWER_OR_REFUSED, create_match, join, version
from tests.ui.test_btwixt_ui import api_join as api_join_named, api_play_first

pytestmark = pytest.mark.browser

# Everything the live region says, in order (a MutationObserver installed before the page's scripts).
HEARD = """
window.__heard = [];
new MutationObserver(() => {
  const box = document.getElementById("announce");
  const said = box && box.textContent;
  if (said && said !== window.__heard[window.__heard.length - 1]) window.__heard.push(said);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""

ENABLED_CHOICE = "#decisions [data-role='option']:not([disabled]), #decisions [data-role='list']"


def focused(page, selector) -> bool:
    return page.evaluate("(sel) => !!document.activeElement && document.activeElement.matches(sel)", selector)


def tab_to(page, selector, back=False, limit=400) -> int:
    """Presses Tab (or Shift+Tab) until the focus is on something matching selector; returns the
    number of presses."""
    for n in range(limit + 1):
        if focused(page, selector):
            return n
        page.keyboard.press("Shift+Tab" if back else "Tab")
    pytest.fail(f"{selector} not reached in {limit} presses")


def press_and_wait(page, key):
    before = version(page)
    page.keyboard.press(key)
    page.wait_for_function(NEWER_OR_REFUSED, arg=before)
    assert not page.locator("#flash .flash.error").count(), page.locator("#flash").inner_text()


def keyboard_tab(tabs):
    tab = tabs()
    tab.context.add_init_script(HEARD)
    return tab


def test_a_btwixt_match_to_its_end_with_the_keyboard_alone(tabs):
    """One person and two bots play a quick B'Twixt match to its result; every decision is made
    with Tab and Enter (arrows and Enter in a long list). After the first Tab into the panel the
    focus never has to be found again: it stays in the panel through one's own moves and the bots'."""
    tab = keyboard_tab(tabs)
    mid = create_match(tab, "btwixt", 3, {"quick": True}, seed=8)
    page = join(tab, mid, 0, "Keys")
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    presses_after_first, moves = 0, 0
    for _ in range(600):
        if page.locator("#result-card").count():
            break
        if not page.locator(ENABLED_CHOICE).count():
            page.wait_for_timeout(100)
            continue
        n = tab_to(page, ENABLED_CHOICE)
        if moves:
            presses_after_first += n
        if focused(page, "[data-role='list']"):
            page.keyboard.press("ArrowDown")      # highlights the first option; Enter confirms it
        press_and_wait(page, "Enter")
        moves += 1
    else:
        pytest.fail("the match did not finish")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "finished")
    assert int(page.locator("#timeline").get_attribute("data-round-number")) >= 2
    assert moves >= 10
    assert presses_after_first == 0, f"{presses_after_first} Tab presses to find the panel again"
    # The screen reader heard its turns and the bots' moves as the log words them, not its own.
    heard = page.evaluate("window.__heard")
    assert any("Your turn:" in h for h in heard), heard
    lines = page.locator("#event-log li").all_inner_texts()
    assert any(line in h for h in heard for line in lines if line.startswith("Bot ")), heard
    own = [(line, h) for h in heard for line in lines if re.match(r"Keys \(.*\) plays ", line) and line in h]
    assert not own, (own, lines)
    log = page.locator(".log-scroll")
    expect(log).to_have_attribute("role", "log")
    assert log.evaluate("el => el.scrollHeight > el.clientHeight")      # a whole match scrolls
    expect(log).to_have_attribute("tabindex", "0")


def test_a_board2e_planning_phase_with_the_keyboard_alone(tabs, shots):
    """Orders placed by Tab to an area of the map, Enter (focus moves to the first narrowed order),
    Enter; then the orders submitted. The focused area is visibly marked; the map is a group of
    buttons, not an image."""
    tab = keyboard_tab(tabs)
    mid = create_match(tab, "board2e", 3, seed=11)
    page = join(tab, mid, 0, "Keys")
    page.click("#start-bots")
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    expect(page.locator("#map")).to_have_attribute("role", "group")
    todo = set(page.locator("#map g.area.pickable").evaluate_all("els => els.map(e => e.dataset.area)"))
    assert todo
    ordered = set()
    while ordered != todo:
        area = "#map g.area.pickable:not(" + ",".join(f"[data-area='{a}']" for a in ordered or {"-"}) + ")"
        tab_to(page, area)
        # the focused area's ring is thick, the others' thin (read in one go: the bots' orders redraw the map)
        name, ring, others = page.evaluate("""() => {
          const width = (el) => parseFloat(getComputedStyle(el).strokeWidth);
          const area = document.activeElement;
          return [area.dataset.area, width(area.querySelector(".shape")),
                  [...document.querySelectorAll("#map g.area.pickable:not(:focus) .shape")].map(width)];
        }""")
        assert ring >= 5 and others and max(others) < 5, (ring, others)
        if not ordered:
            # a picture for the docs; the bots' orders may redraw the map under it: try again
            for _ in range(3):
                try:
                    page.locator(f"#map g.area[data-area='{name}']").screenshot(
                        path=str(shots / "board-area-focused.png"))
                    break
                except PlaywrightError:
                    page.wait_for_timeout(100)
        page.keyboard.press("Enter")
        # the focus is on the first of the narrowed orders for that area
        page.wait_for_function("() => document.activeElement && document.activeElement.matches("
                               "\"#decisions [data-action-type='place_order']\")")
        press_and_wait(page, "Enter")
        expect(page.locator(f"#map g.area[data-area='{name}'] g.order")).to_have_count(1)
        ordered.add(name)
    # back up from the map to the panel (it comes first in the page) and submit
    tab_to(page, "#decisions [data-action-type='submit_orders']", back=True)
    press_and_wait(page, "Enter")
    expect(page.locator("#event-log li[data-type='orders-revealed']")).to_have_count(1)
    expect(page.locator("#map g.order.hidden")).to_have_count(0)


def luminance(colour: str) -> float:
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", colour)[:3])
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def over(colour: str, opacity: float, ground: str) -> str:
    """A colour drawn with some opacity over a ground, as the eye sees it."""
    top = [int(x) for x in re.findall(r"\d+", colour)[:3]]
    under = [int(x) for x in re.findall(r"\d+", ground)[:3]]
    return "rgb({}, {}, {})".format(*(round(t * opacity + u * (1 - opacity)) for t, u in zip(top, under)))


# Every text on the map with the fill it is drawn on: the shape (disc, token, area) drawn before it
# in its own group, with that shape's opacity; axe leaves SVG text "incomplete".
MAP_TEXTS = """() => [...document.querySelectorAll("#map text")].map((text) => {
  let ground = text.previousElementSibling;
  while (ground && !["rect", "circle", "ellipse", "path"].includes(ground.localName)) ground = ground.previousElementSibling;
  if (!ground) return null;
  const g = getComputedStyle(ground), t = getComputedStyle(text);
  const opacity = parseFloat(g.opacity) * parseFloat(g.fillOpacity) * parseFloat(getComputedStyle(ground.parentNode).opacity);
  return [text.textContent, t.fill, g.fill, opacity];
}).filter(Boolean)"""


def test_map_colours_meet_contrast(tabs):
    """What axe cannot judge inside the SVG map: the numbers on neutral-force discs and garrisons
    (text, 4.5:1) and the ring of a pickable area (3:1) against land, sea and port."""
    tab = tabs()
    mid = create_match(tab, "board2e", 3, seed=11)
    page = join(tab, mid, 0, "Eyes")
    page.click("#start-bots")
    expect(page.locator("#map g.area.pickable").first).to_be_visible()
    # read in one go: the map is redrawn as the bots place their orders
    colours = page.evaluate("""() => {
      const css = (sel, p) => getComputedStyle(document.querySelector(sel))[p];
      const out = { ring: css("#map g.area.pickable .shape", "stroke") };
      for (const disc of ["neutral", "garrison"]) {
        out[disc] = [css(`#map g.${disc} circle, #map g.${disc} path`, "fill"), css(`#map g.${disc} text`, "fill")];
      }
      for (const kind of ["land", "sea", "port"]) {
        out[kind] = css(`#map g.area.${kind}:not(.pickable):not(.impassable) .shape`, "fill");
      }
      return out;
    }""")
    for disc in ("neutral", "garrison"):
        assert contrast(*colours[disc]) >= 4.5, (disc, colours[disc])
    texts = page.evaluate(MAP_TEXTS)
    assert len(texts) > 58
    sea = "rgb(207, 227, 238)"     # the map's own background, under anything translucent
    low = [(label, fg, bg, round(contrast(fg, over(bg, op, sea)), 2)) for label, fg, bg, op in texts
           if contrast(fg, over(bg, op, sea)) < 4.5]
    assert not low, low
    ring = colours["ring"]
    for kind in ("land", "sea", "port"):
        assert contrast(ring, colours[kind]) >= 3, (kind, ring, colours[kind])
    assert contrast(ring, "rgb(255, 255, 255)") >= 3


def api_join(base, mid, seat):
    r = requests.post(f"{base}/api/v1/matches/{mid}/join", json={"name": f"Api {seat}", "seat": seat}, timeout=10)
    r.raise_for_status()
    return r.json()["token"]


def test_focus_and_highlight_survive_another_players_move(tabs):
    """A player has the focus on an area of the order panel (the board's own way of asking for
    orders) and another player places an order: the page redraws for the new version and the
    same area keeps the focus. Then a narrowed option survives the next move the same way, and
    Enter on it places the order."""
    tab = tabs()
    mid = create_match(tab, "board2e", 3, seed=11)
    page = join(tab, mid, 0, "Mine")
    tokens = {seat: api_join(tab.base, mid, seat) for seat in (1, 2)}
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    areas = page.locator("#decisions .order-area")
    expect(areas.first).to_be_visible()
    second = areas.nth(1).get_attribute("data-area")
    areas.nth(1).focus()

    def other_moves(seat):
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        decisions = requests.get(f"{tab.base}/api/v1/matches/{mid}/decisions", headers=auth, timeout=10).json()
        action = next(o["action"] for o in decisions["decisions"][0]["options"]
                      if o["action"].get("type") == "place_order")
        before = version(page)
        r = requests.post(f"{tab.base}/api/v1/matches/{mid}/actions", json={"action": action}, headers=auth, timeout=10)
        assert r.status_code == 200, r.text
        page.wait_for_function("v => Number(document.querySelector('#match-version').textContent"
                               ".replace(/\\D/g,'')) > v", arg=before)
        page.wait_for_timeout(300)   # the decisions of the new version are in and drawn

    other_moves(1)
    assert focused(page, f"#decisions .order-area[data-area='{second}']")
    assert page.evaluate("document.activeElement.isConnected")

    # A pick on the map (Enter on an area) narrows the panel to that area's orders; the second
    # one is focused.
    page.locator("#map g.area.pickable").first.focus()
    page.keyboard.press("Enter")
    button = page.locator("#decisions [data-role='option'][data-action-type='place_order']").nth(1)
    key = button.get_attribute("data-key")
    button.focus()
    other_moves(2)
    assert focused(page, f"#decisions [data-role='option'][data-key='{key}']")
    expect(page.locator("#decisions [data-role='show-all']")).to_be_visible()   # still narrowed
    # Enter on the focused option places that order; the panel goes back to the areas.
    press_and_wait(page, "Enter")
    expect(page.locator("#map g.order:not(.hidden)")).to_have_count(1)
    page.wait_for_function("() => document.activeElement && document.activeElement.closest('#decisions')")


def test_language_changes_only_on_an_explicit_choice(tabs):
    """Arrow keys on the closed language menu do not switch the page (WCAG 3.2.2); Enter does, and
    the choice is remembered on the next visit."""
    tab = tabs()
    page = tab.goto("/")
    expect(page.locator("h1")).to_have_count(1)
    title = page.locator("h1").inner_text()
    page.focus("#lang-select")
    page.keyboard.press("ArrowDown")
    assert page.locator("#lang-select").input_value() == "ru"
    page.wait_for_timeout(300)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.locator("h1").inner_text() == title
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("h1")).to_have_text(re.compile(r"[А-Яа-я]"))
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("#lang-select")).to_have_value("ru")
    # leaving the menu with an unchosen value puts it back to the page's language
    page.focus("#lang-select")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    expect(page.locator("#lang-select")).to_have_value("ru")
    assert page.evaluate("document.documentElement.lang") == "ru"


def test_the_focus_goes_to_the_result_when_the_match_ends(tabs):
    """A quick B'Twixt game played to its end (through the API, for speed) while the player's focus
    rests in the decision panel: when the panel goes, the focus lands on the result's heading."""
    tab = tabs()
    mid = create_match(tab, "btwixt", 3, {"quick": True}, seed=3)
    page = join(tab, mid, 0, "Solo")
    mine = page.evaluate(f"JSON.parse(localStorage.getItem('rookery.seat.{mid}')).token")
    tokens = [mine] + [api_join_named(tab.base, mid, seat, f"Api {seat}") for seat in (1, 2)]
    page.locator("#decisions h2").focus()
    for _ in range(2000):
        match = requests.get(f"{tab.base}/api/v1/matches/{mid}", timeout=10).json()
        acting = [s["seat"] for s in match["seats"] if s["to_act"]]
        if match["status"] != "active" or not acting:
            break
        api_play_first(tab.base, mid, tokens[acting[0]], tabs)
    expect(page.locator("#result-card")).to_be_visible()
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'result-title'")
