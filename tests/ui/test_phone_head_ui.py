"""The match page's head on a phone: a player opening a six-seat board game to make their move
sees the question without scrolling. The seats there are a strip of short chips (number, house
colour, name, the ▶ turn and bot marks); a tap on one unfolds what the full box shows (house,
clock, buttons). On a desktop every seat stays a box of its own, all of it shown. The head no
longer shows the match's internal version number to a player."""
import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import screenshot
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)
from tests.ui.play_helpers import Seat, open_as
from tests.ui.test_touch_targets_ui import FINGER, small_targets

pytestmark = pytest.mark.browser

# Where the question and the line saying how to answer it end on the page, and the screen's height.
WHERE = """() => {
  const bottom = (el) => Math.round(el.getBoundingClientRect().bottom + window.scrollY);
  return {question: bottom(document.querySelector('#decisions .decision legend')),
          how: bottom(document.getElementById('orders-hint')),
          seats: Math.round(document.getElementById('seats').getBoundingClientRect().height),
          screen: window.innerHeight};
}"""


def six_seat_board(tabs, live_server, width, height, **kw):
    """Ned in seat 1 of a six-seat board2e match, the rest bots; the page once the bots have
    placed their orders and the match waits on Ned alone."""
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "board2e", "players": 6, "seed": 5}, timeout=10)
    r.raise_for_status()
    ned = Seat(live_server, r.json()["id"], 0, "Ned")
    ned.start()
    page = open_as(tabs(width=width, height=height, **kw), ned, "board2e")
    expect(page.locator("#decisions .decision").first).to_be_visible(timeout=15000)
    expect(page.locator("#map")).to_be_visible()
    page.wait_for_function("() => document.querySelectorAll('#seats .seat.acting').length === 1")
    return ned, page


def test_a_six_seat_board_on_a_phone(tabs, live_server, shots, axe_source):  # noqa: F811
    ned, page = six_seat_board(tabs, live_server, 390, 844, mobile=True)
    screenshot(page, shots, "phone-head-board2e-6-390")
    page.screenshot(path=str(shots / "phone-head-board2e-6-390-first-screen.png"))
    where = page.evaluate(WHERE)
    # the question and how to answer it are on the first screen, under the header, the head
    # and the seats (six full-width seat boxes, 328 px, pushed the how-to line to 896 px)
    assert where["how"] <= where["screen"], where
    seats = ned.match()["seats"]
    acting = [s["seat"] for s in seats if s["to_act"]]
    assert acting == [0], acting
    chips = page.locator("#seats .seat")
    expect(chips).to_have_count(6)
    # the seat the table waits on is marked, and no other
    expect(page.locator("#seats .seat.acting")).to_have_attribute("data-seat", "0")
    expect(page.locator("#seats .seat[data-seat='0'] .badge.turn")).to_be_visible()
    for s in range(1, 6):
        expect(page.locator(f"#seats .seat[data-seat='{s}'] .badge.turn")).to_be_hidden()
        expect(page.locator(f"#seats .seat[data-seat='{s}'] .seat-line .badge.bot")).to_be_visible()
    # folded, a bot's chip keeps its house to a colour; a tap unfolds it: its house, its bot
    third = page.locator("#seats .seat[data-seat='2']")
    house = third.locator(".seat-role")
    expect(third.locator(".seat-line .seat-colour")).to_be_visible()
    expect(house).to_be_hidden()
    third.locator(".seat-line").tap()
    expect(house).to_be_visible()
    assert house.inner_text().strip(), "the unfolded seat names its house"
    # the move is still one tap away for Ned: the chip opened in place, the others stay folded
    expect(page.locator("#seats .seat-role:visible")).to_have_count(1)
    assert not small_targets(page), small_targets(page)
    assert not axe_violations(page, axe_source), axe_violations(page, axe_source)
    screenshot(page, shots, "phone-head-board2e-6-390-open")
    page.screenshot(path=str(shots / "phone-head-board2e-6-390-open-first-screen.png"))
    # the page redrawn (here in another language) keeps the seat unfolded; a second tap folds it
    page.select_option("#lang-select", "ru")
    expect(page.locator("#seats .seat[data-seat='0'] .seat-line")).to_contain_text("Ned")
    expect(page.locator("#to-act")).to_contain_text("Ждём")
    expect(house).to_be_visible()
    third.locator(".seat-line").tap()
    expect(house).to_be_hidden()
    # the version is not shown to a player, but the page still holds it (the browser tests
    # read it as the move counter)
    expect(page.locator("#match-version")).to_be_hidden()
    assert page.locator("#match-version").text_content().strip().isdigit()


def test_a_six_seat_board_on_a_desktop(tabs, live_server):
    ned, page = six_seat_board(tabs, live_server, 1280, 800)
    boxes = page.locator("#seats > .seat")
    expect(boxes).to_have_count(6)
    # each seat a box with everything shown: number, name, house, bot mark; nothing to unfold
    expect(page.locator("#seats summary")).to_have_count(0)
    for s in range(6):
        box = page.locator(f"#seats > .seat[data-seat='{s}']")
        expect(box.locator(".seat-role")).to_be_visible()
        assert box.locator(".seat-role").inner_text().strip()
    expect(page.locator("#seats .badge:visible", has_text="bot")).to_have_count(5)
    expect(page.locator("#seats .seat.acting .badge.turn")).to_be_visible()
    # the boxes sit side by side, each a line of its own height
    rows = {}
    # one read of all six: a bot's move redraws the seats, and a read per box could land on a
    # detached one
    for b in page.evaluate("""() => [...document.querySelectorAll('#seats > .seat')]
                                    .map(e => { const r = e.getBoundingClientRect();
                                                return {y: r.y, height: r.height}; })"""):
        assert b["height"] < FINGER, b
        rows.setdefault(round(b["y"]), []).append(b)
    assert len(rows) <= 2, rows
