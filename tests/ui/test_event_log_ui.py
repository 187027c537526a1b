"""The event log's numbers: a board game's log passes a hundred lines in its first rounds and a
thousand in a long game; the list leaves room for a four-digit number, so "1000." is not cut to
"00." at the log's left edge, on a phone or a desktop."""
import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

ROOM = """() => {
  const log = document.querySelector('#event-log');
  const probe = document.createElement('span');
  probe.textContent = '9999. ';
  probe.style.font = getComputedStyle(log.querySelector('li')).font;
  document.body.append(probe);
  const need = probe.getBoundingClientRect().width;
  probe.remove();
  return [need, parseFloat(getComputedStyle(log).paddingLeft)];
}"""


@pytest.mark.parametrize("width, mobile", [(390, True), (1280, False)])
def test_the_log_has_room_for_four_digit_numbers(tabs, live_server, width, mobile):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "board2e", "players": 3, "seed": 2}, timeout=10)
    seat = Seat(live_server, r.json()["id"], 0, "Ned")
    seat.start()
    page = open_as(tabs(width=width, height=844, mobile=mobile), seat, "board2e", "ru")
    expect(page.locator("#event-log li").first).to_be_visible(timeout=15000)
    need, room = page.evaluate(ROOM)
    assert room >= need, f"a number needs {need:.0f}px, the log leaves {room:.0f}px"
