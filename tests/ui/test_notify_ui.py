"""'Your move' notifications (notify.js): a player waiting on a game over days leaves its tab in
the background; once switched on, the page shows a system notification when the table starts
waiting on them while the tab is not seen, and none while it is seen or before the switch is on.
Two people at an lcg2e joust: Ned on the page, Rob through the API. The browser's Notification is
watched by a spy around the real one (its permission granted to the page); the page's visibility
is set by the test."""
import random
import time

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


# What this Chromium says when the page asks it for a push subscription (a test browser's
# profile is an incognito one, which has no push service).
NO_PUSH_SERVICE = r"does not support the Push API in incognito mode"


def test_a_background_tab_notifies_its_player_of_their_move(tabs, live_server):
    """Where the browser gives no push subscription, the page's own notification remains."""
    tabs.allow_console.append(NO_PUSH_SERVICE)
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
    assert got[0]["tag"] == f"rookery-{mid}"     # as a pushed message's: one replaces the other

    # seen, the tab needs no notification; the switch is remembered after a reload
    page.evaluate("window.__vis = 'visible'")
    play_until_ned_waits_again(page, ned, rob, rng)
    assert len(shown()) == 1
    page.reload()
    expect(page.locator("#notify-turn")).to_be_checked()


def test_a_phone_is_offered_pushes_and_told_when_its_browser_has_no_push_service(tabs, live_server, shots):
    """A phone's browser notifies only through a service worker: the switch subscribes to pushes
    (frontend/sw.js, api/push.py). This Chromium has no push service (its subscribe is refused),
    so the switch says the browser cannot receive them and turns itself off: nothing is promised
    that will not come."""
    tabs.allow_console.append(NO_PUSH_SERVICE)
    tab = tabs(390, 844, mobile=True)
    tab.context.grant_permissions(["notifications"], origin=live_server)
    mid = requests.post(f"{live_server}/api/v1/matches", json={"game": "lcg2e", "players": 2, "seed": 4},
                        timeout=10).json()["id"]
    ned = Seat(live_server, mid, 0, "Ned")
    page = open_as(tab, ned, "lcg2e")
    switch = page.locator("#notify-turn")
    expect(switch).to_be_visible()         # already while the table fills: the first move may come later
    Seat(live_server, mid, 1, "Rob")
    expect(page.locator("#concede")).to_be_visible()
    expect(page.locator("label[for='notify-turn']")).to_have_text(
        "Notify me when it is my move, also with this page closed")
    # a click, not check(): the switch turns itself off again once the browser refuses, and
    # check() fails when that comes before it looks
    switch.click()
    expect(page.locator("#notify-blocked")).to_have_text("This browser cannot receive notifications from this site.")
    expect(switch).not_to_be_checked()
    page.locator(".notify").screenshot(path=str(shots / "notify-phone.png"))
    seat = requests.get(f"{live_server}/api/v1/matches/{mid}/seats/0/push", headers=ned.auth, timeout=10).json()
    assert seat["endpoint"] is None


def test_the_service_worker_shows_a_pushed_move_and_not_over_the_match_being_played(tabs, live_server):
    """What the server pushes (api.push.message) reaches the site's service worker as a push
    service would deliver it (Chromium's DevTools protocol delivers it), which shows it; a push
    about the very match the person is looking at is not shown over it."""
    from api.push import message
    tab = tabs()
    tab.context.grant_permissions(["notifications"], origin=live_server)
    here = requests.post(f"{live_server}/api/v1/matches", json={"game": "hbo", "players": 2}, timeout=10).json()["id"]
    page = tab.goto(f"/#/match/{here}")
    cdp = tab.context.new_cdp_session(page)
    regs = []
    cdp.on("ServiceWorker.workerRegistrationUpdated", lambda e: regs.extend(e["registrations"]))
    cdp.send("ServiceWorker.enable")
    page.evaluate("navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then(() => true)")
    # ready may resolve while the worker is still activating: push only to an activated one
    activated = "navigator.serviceWorker.ready.then((r) => r.active.state === 'activated')"
    deadline = time.time() + 10
    while not (regs and page.evaluate(activated)) and time.time() < deadline:
        page.wait_for_timeout(50)
    rid = regs[0]["registrationId"]
    shown = "navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((ns) => ns.map((n) => ({title: n.title, body: n.body, tag: n.tag, url: n.data.url})))"

    def push(mid, label, lang):
        data = message(mid, {"label": label, "lang": lang}).decode()
        cdp.send("ServiceWorker.deliverPushMessage", {"origin": live_server + "/", "registrationId": rid, "data": data})

    def delivered(mid, label, lang, ok):
        """What the worker shows once ``ok`` of it. A push service delivers a message again until
        the browser takes it; DevTools' delivery, late in a long run, sometimes never reaches the
        worker (nothing shown, worker activated, permission granted), so it is delivered again."""
        for _ in range(3):
            push(mid, label, lang)
            deadline = time.time() + 4
            while time.time() < deadline:
                got = page.evaluate(shown)
                if ok(got):
                    return got
                page.wait_for_timeout(50)
        inside = [w.evaluate("Promise.all([Notification.permission, self.clients.matchAll("
                             "{type: 'window', includeUncontrolled: true}).then((cs) => cs.map((c) => c.url))])")
                  for w in tab.context.service_workers]
        raise AssertionError(f"not shown as expected: {got} (registrations {regs}; in the workers: {inside})")

    got = delivered("other", "Ned and Rob — Card game", "en", lambda ns: ns)
    assert got == [{"title": "Your move", "body": "Ned and Rob — Card game: the table is waiting for you.",
                    "tag": "rookery-other", "url": f"{live_server}/#/match/other"}]
    # the same table again: replaced, not piled up
    got = delivered("other", "Ned and Rob — Card game", "bg", lambda ns: any(n["title"] == "Ваш ход" for n in ns))
    assert [n["tag"] for n in got] == ["rookery-other"]
    push(here, "Here", "en")
    # the worker takes its pushes in turn: a later one shown gave the one before its time
    got = delivered("other", "Ned and Rob — Card game", "en", lambda ns: any(n["title"] == "Your move" for n in ns))
    assert [n["tag"] for n in got] == ["rookery-other"]
