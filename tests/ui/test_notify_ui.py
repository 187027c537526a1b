"""'Your move' notifications (notify.js): a player waiting on a game over days leaves its tab in
the background; once switched on, the page shows a system notification when the table starts
waiting on them while the tab is not seen, and none while it is seen or before the switch is on.
Two people at an lcg2e joust: Ned on the page, Rob through the API. The browser's Notification is
watched by a spy around the real one (its permission granted to the page); the page's visibility
is set by the test."""
import random

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

SPY = """
window.__shown = [];
window.__vis = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => window.__vis, configurable: true });
const Real = window.Notification;
if (Real) {
  window.Notification = class {
    constructor(title, opts = {}) { window.__shown.push({ title, body: opts.body, tag: opts.tag }); }
    close() {}
    static get permission() { return Real.permission; }
    static requestPermission() { return Real.requestPermission(); }
  };
}
"""


def waiting_on(page, yes):
    """The tab's title marks a seat the table waits on with ▶ (match.js)."""
    page.wait_for_function("(yes) => document.title.startsWith('▶') === yes", arg=yes)


def answer(seat, rng):
    """One listed option of the seat's first required decision, picked at random (a first
    option may be a toggle that never ends a choice)."""
    d = seat.decisions()[0]
    assert seat.act(rng.choice(d["options"])["action"])


def play_until_ned_waits_again(page, ned, rob, rng):
    """Ned answers what he is asked until the table waits on Rob alone (the page sees it), then
    Rob plays until it waits on Ned again."""
    for _ in range(200):
        if not ned.decisions():
            break
        answer(ned, rng)
    waiting_on(page, False)
    for _ in range(200):
        if ned.decisions():
            break
        answer(rob, rng)
    waiting_on(page, True)


def test_a_background_tab_notifies_its_player_of_their_move(tabs, live_server):
    tab = tabs()
    tab.context.grant_permissions(["notifications"], origin=live_server)
    tab.context.add_init_script(SPY)
    mid = requests.post(f"{live_server}/api/v1/matches", json={"game": "lcg2e", "players": 2, "seed": 4},
                        timeout=10).json()["id"]
    ned, rob = Seat(live_server, mid, 0, "Ned"), Seat(live_server, mid, 1, "Rob")
    page = open_as(tab, ned, "lcg2e")
    switch = page.locator("#notify-turn")
    expect(switch).not_to_be_checked()
    shown = lambda: page.evaluate("window.__shown")  # noqa: E731
    rng = random.Random(4)

    # switched off, a background tab stays quiet
    page.evaluate("window.__vis = 'hidden'")
    play_until_ned_waits_again(page, ned, rob, rng)
    assert shown() == []

    # switched on and in the background: one notification, naming the table
    switch.check()
    expect(switch).to_be_checked()
    play_until_ned_waits_again(page, ned, rob, rng)
    got = shown()
    assert len(got) == 1, got
    assert got[0]["title"] == "Your move" and "Ned and Rob" in got[0]["body"], got
    assert got[0]["tag"] == f"rookery-turn-{mid}"

    # seen, the tab needs no notification; the switch is remembered after a reload
    page.evaluate("window.__vis = 'visible'")
    play_until_ned_waits_again(page, ned, rob, rng)
    assert len(shown()) == 1
    page.reload()
    expect(page.locator("#notify-turn")).to_be_checked()


def test_a_phone_is_not_offered_what_its_browser_cannot_show(tabs, live_server):
    """Phones' browsers notify only from a service worker, which the site has not: no switch."""
    tab = tabs(390, 844, mobile=True)
    mid = requests.post(f"{live_server}/api/v1/matches", json={"game": "lcg2e", "players": 2, "seed": 4},
                        timeout=10).json()["id"]
    ned = Seat(live_server, mid, 0, "Ned")
    Seat(live_server, mid, 1, "Rob")
    page = open_as(tab, ned, "lcg2e")
    expect(page.locator("#concede")).to_be_visible()
    expect(page.locator("#notify-turn")).to_have_count(0)
