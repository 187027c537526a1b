"""Accessibility of the pages a person plays on, checked by axe-core (Deque's engine, from the
npm package the Makefile installs into node_modules) inside real Chromium: no violation of WCAG
2.0, 2.1 or 2.2 at levels A and AA on the lobby, the deck builder and a seated player's match
page of every game, at a desktop and a phone size. The same loads measure the cumulative layout
shift with the browser's own PerformanceObserver.
"""
import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.ui.helpers import create_match, join

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
SIZES = [(1280, 800), (390, 844)]
CLS_LIMIT = 0.1

# Sums every layout shift not caused by input since the page began (stricter than Lighthouse's
# largest five-second window). Installed before any page script runs.
CLS_PROBE = """
window.__cls = 0; window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__cls += e.value;
    window.__shifts.push({ value: e.value, nodes: (e.sources || []).map((s) => s.node && (s.node.id || s.node.className
      || s.node.nodeName)).map(String) });
  }
}).observe({ type: "layout-shift", buffered: true });
"""


@pytest.fixture(scope="module")
def axe_source():
    if not AXE.exists():
        if os.environ.get("ROOKERY_REQUIRE_NODE_TOOLS"):
            pytest.fail("axe-core is not installed (make node-tools)")
        pytest.skip("axe-core is not installed (make node-tools)")
    return AXE.read_text(encoding="utf-8")


def axe_violations(page, axe_source):
    """Runs axe on the page as it is; returns its violations as readable lines."""
    # Through the DevTools protocol, which the page's Content-Security-Policy does not govern:
    # the page itself may run no inline or eval'd script.
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source)
    tags = page.evaluate("(want) => { const have = new Set(axe.getRules().flatMap((r) => r.tags));"
                         " return want.filter((t) => have.has(t)); }", WCAG_A_AA)
    assert {"wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"} <= set(tags), tags
    result = page.evaluate("(tags) => axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })", tags)
    return [f"{v['id']} ({v['impact']}): {v['help']} — " + "; ".join(
        n["target"][0] if isinstance(n["target"][0], str) else str(n["target"]) for n in v["nodes"][:5])
        for v in result["violations"]]


def check_page(tab, path, ready, axe_source, label):
    """Loads the page afresh at each size; the layout settles, then axe and the shift total."""
    failures = []
    for width, height in SIZES:
        tab.page.set_viewport_size({"width": width, "height": height})
        page = tab.goto(path)
        page.reload()   # a fresh document (goto to another #hash of the same page would not be one)
        ready(page)
        page.wait_for_timeout(1200)   # late answers (the event log, the lists) have landed
        cls, shifts = page.evaluate("[window.__cls, window.__shifts]")
        print(f"CLS {label} {width}x{height}: {cls:.4f}")   # seen with pytest -s
        if cls >= CLS_LIMIT:
            failures.append(f"{label} {width}x{height}: layout shift {cls:.3f}: {shifts}")
        failures += [f"{label} {width}x{height}: {v}" for v in axe_violations(page, axe_source)]
    assert not failures, "\n".join(failures)


def probe_tab(tabs):
    tab = tabs()
    tab.context.add_init_script(CLS_PROBE)
    return tab


def test_lobby(tabs, axe_source):
    tab = probe_tab(tabs)
    create_match(tab, "btwixt", 3)   # the lists have an entry and "my seats" are empty

    def ready(page):
        expect(page.locator("#create-submit")).to_be_visible()
        expect(page.locator("#list-open li").first).to_be_visible()
    check_page(tab, "/", ready, axe_source, "lobby")
    page = tab.page
    assert len(page.locator("meta[name='description']").get_attribute("content")) > 50
    expect(page.locator("h1")).to_have_count(1)
    # in another language too (the page's lang, the menu's own names marked with theirs)
    page.select_option("#lang-select", "bg")
    expect(page.locator("html")).to_have_attribute("lang", "bg")
    ready(page)
    found = axe_violations(page, axe_source)
    assert not found, found


def test_deck_builder(tabs, axe_source):
    tab = probe_tab(tabs)

    def ready(page):
        expect(page.locator("#card-rows .card-row").first).to_be_visible()
    check_page(tab, "/#/decks", ready, axe_source, "deck builder")


def narrowed_by_a_map_pick(page):
    page.locator("#map g.area.pickable").first.click()
    # the narrowed panel beside the map, or on a phone the sheet over it (match.js openSheet)
    expect(page.locator("#decisions [data-role='show-all'], #option-sheet").first).to_be_visible()


def card_dialog_open(page):
    page.locator("#hand .lcard").first.click()
    expect(page.locator("#card-dialog")).to_be_visible()


@pytest.mark.parametrize("game, players, ready_selector, then", [
    ("btwixt", 3, "#timeline", None),
    ("board2e", 3, "#map g.area.pickable", narrowed_by_a_map_pick),
    ("board1e", 3, "#map g.area.pickable", narrowed_by_a_map_pick),
    ("lcg2e", 2, ".lseat", card_dialog_open),
    ("hbo", 2, ".lseat", card_dialog_open),
])
def test_match_page_of_a_seated_player(tabs, axe_source, game, players, ready_selector, then):
    tab = probe_tab(tabs)
    mid = create_match(tab, game, players, seed=4)
    page = join(tab, mid, 0, "Axe")
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator("#decisions .decision").first).to_be_visible()

    def ready(page):
        expect(page.locator(ready_selector).first).to_be_visible()
        expect(page.locator("#decisions h2")).to_be_visible()
        expect(page.locator("#event-log li").first).to_be_visible()
    check_page(tab, f"/#/match/{mid}", ready, axe_source, game)
    if then:   # a second state of the page: the panel narrowed by the map, a card's dialog
        then(tab.page)
        found = axe_violations(tab.page, axe_source)
        assert not found, (then.__name__, found)
