"""What a player unfolds on a card game's table (a pile, the list of windows to watch) stays
unfolded when another seat's move draws the table again: the table is rebuilt from the view on
every move, and each <details> used to come back folded under the player's finger (a bot's move
between the tap on "choose windows" and the tap on a window left the window hidden). On a
390x844 phone (lcg2e) and a 1280x800 desktop (hbo); the other seat is played over the API, so
the redraw comes when the test says."""
import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import NEWER_OR_REFUSED, version
from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

# Marks the nodes drawn now, so a check after the move can tell it looks at a new drawing.
MARK = "() => document.querySelectorAll('#board details').forEach((d) => { d.dataset.drawn = 'before'; })"
UNFOLDED = """() => [...document.querySelectorAll('#board details')].map((d) => [
  d.id || d.closest('[data-seat]').dataset.seat + ' ' + d.querySelector('summary').textContent.split(' (')[0],
  d.open, d.dataset.drawn === 'before'])"""


@pytest.mark.parametrize("game, size", [("lcg2e", dict(width=390, height=844, mobile=True)),
                                        ("hbo", dict(width=1280, height=800))])
def test_what_is_unfolded_stays_so_through_another_seats_move(tabs, live_server, game, size):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": game, "players": 2, "seed": 11}, timeout=10)
    mid = r.json()["id"]
    me, other = Seat(live_server, mid, 0, "Ned"), Seat(live_server, mid, 1, "Tywin")
    for _ in range(10):             # until the other seat has something to answer
        if other.decisions():
            break
        assert me.act(me.decisions()[0]["options"][0]["action"])
    page = open_as(tabs(**size), me, game, "en")
    expect(page.locator(".lseat")).to_have_count(2)
    tap = (lambda x: x.tap()) if size.get("mobile") else (lambda x: x.click())
    tap(page.locator("#autopass-windows summary"))
    expect(page.locator("#autopass-windows [data-window]").first).to_be_visible()
    mine = page.locator(".lseat.mine .lpile")
    expect(mine).to_have_count(3)
    tap(mine.nth(1).locator("summary"))                          # one's dead pile
    tap(page.locator(".lseat:not(.mine) .lpile").first.locator("summary"))   # their discard pile
    before = page.evaluate(UNFOLDED)
    assert sorted(k for k, is_open, _ in before if is_open) == \
        ["0 Dead pile", "1 Discard pile", "autopass-windows"], before
    page.evaluate(MARK)

    at = version(page)
    assert other.act(other.decisions()[0]["options"][0]["action"])
    page.wait_for_function(NEWER_OR_REFUSED, arg=at)
    after = page.evaluate(UNFOLDED)
    assert after and not any(old for _, _, old in after), "the table was not drawn again"
    assert [(k, is_open) for k, is_open, _ in after] == [(k, is_open) for k, is_open, _ in before], after
    expect(page.locator("#autopass-windows [data-window]").first).to_be_visible()
