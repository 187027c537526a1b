"""Live updates and refusals, on the platform's small test game ("Sealed Bids", 2 seats)."""
import json

import pytest
from playwright.sync_api import expect

from tests.ui.helpers import create_match, join

pytestmark = pytest.mark.browser


def no_streaming(route):
    """A proxy that answers the event stream with plain JSON, as some buffering proxies do."""
    if "text/event-stream" in (route.request.headers.get("accept") or ""):
        route.fulfill(status=200, content_type="application/json", body="[]")
    else:
        route.continue_()


def test_falls_back_to_polling_and_still_updates(tabs):
    """With Server-Sent Events unavailable the page polls (events and ETag'd view) and still
    shows the other seat's move without a reload."""
    alice, bob = tabs(), tabs()
    bob.context.route("**/stream*", no_streaming)
    mid = create_match(alice, "testgame", 2)
    a = join(alice, mid, 0, "Alice")
    b = join(bob, mid, 1, "Bob")
    expect(b.locator("#conn")).to_have_attribute("data-mode", "polling", timeout=20000)
    expect(b.locator("#match-status")).to_have_attribute("data-status", "active")
    a.locator("#decisions button.option").first.click()          # Alice bids in secret
    expect(b.locator("#event-log li[data-type='bid-placed']")).to_have_count(1)
    expect(b.locator("#event-log")).to_contain_text("Alice")
    b.locator("#decisions button.option").first.click()          # Bob bids: both are revealed
    expect(a.locator("#event-log li[data-type='bids-revealed']")).to_have_count(1)
    expect(b.locator("#event-log li[data-type='bids-revealed']")).to_have_count(1)
    expect(a.locator("#conn")).to_have_attribute("data-mode", "live")


def test_private_events_stay_with_their_seat(tabs):
    """A seat's own secret bid appears only in that seat's log."""
    alice, bob = tabs(), tabs()
    mid = create_match(alice, "testgame", 2)
    a = join(alice, mid, 0, "Alice")
    b = join(bob, mid, 1, "Bob")
    a.locator("#decisions button.option").first.click()
    expect(a.locator("#event-log li[data-type='bid-card']")).to_have_count(1)
    expect(b.locator("#event-log li[data-type='bid-placed']")).to_have_count(1)
    assert b.locator("#event-log li[data-type='bid-card']").count() == 0


def test_refused_action_is_explained(tabs):
    """A 409 refusal shows the problem's detail in the alert line, without its machine code;
    one a person meets in play (the table moved on) is said in the page's language, without
    the decision id the server's detail names. Nothing is applied."""
    alice = tabs()
    tabs.allow_console.append(r"status of 409")
    mid = create_match(alice, "testgame", 2)
    a = join(alice, mid, 0, "Alice")
    a.click("#start-bots")
    problem = {"type": "about:blank", "title": "Illegal action", "status": 409,
               "code": "card-not-in-hand", "detail": "you can only bid a card from your hand"}
    answer = {"problem": problem}
    alice.context.route("**/actions", lambda route: route.fulfill(
        status=409, content_type="application/problem+json", body=json.dumps(answer["problem"])))
    a.locator("#decisions button.option").first.click()
    alert = a.locator("#flash [role='alert'], #flash .flash")
    expect(alert).to_contain_text("you can only bid a card from your hand")
    expect(alert).not_to_contain_text("card-not-in-hand")
    assert a.locator("#event-log li[data-type='bid-card']").count() == 0   # nothing was applied
    expect(a.locator("#decisions button.option").first).to_be_enabled()

    a.select_option("#lang-select", "ru")
    answer["problem"] = {"type": "about:blank", "title": "Decision closed", "status": 409,
                         "code": "decision-closed",
                         "detail": "decision 'r1-bid@1.0.0' is no longer open for this seat"}
    a.locator("#decisions button.option").first.click()
    expect(alert).to_contain_text("партия продвинулась")
    expect(alert).not_to_contain_text("r1-bid")
    expect(alert).not_to_contain_text("decision-closed")


# Counts the event streams a tab holds open: one per match page that is alive.
COUNT_STREAMS = """(() => {
  const open = new Set();
  window.__liveStreams = () => open.size;
  const fetch = window.fetch;
  window.fetch = function (url, opts) {
    const answer = fetch.apply(this, arguments);
    if (String(url).includes('/stream?')) {
      const stream = {};
      open.add(stream);
      const done = () => open.delete(stream);
      if (opts && opts.signal) opts.signal.addEventListener('abort', done);
      answer.then((res) => res.clone().text().then(done, done), done);
    }
    return answer;
  };
})()"""

# Quick navigations between a match's invite link and the match (a person double-clicking
# through links, the back button pressed twice): each new page replaces the one before.
HOP = """async (mid) => {
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  for (let i = 0; i < 60; i++) {
    location.hash = `#/match/${mid}?seat=1`;
    await wait(i % 4);
    location.hash = `#/match/${mid}`;
    await wait((i * 7) % 9);
  }
}"""


def test_quick_navigations_leave_one_live_match_page(tabs):
    """A page replaced by a newer navigation while it was still being made used to live on unseen:
    streaming, refreshing and drawing (on the board it took the map's touch gestures with it)."""
    tab = tabs()
    tab.context.add_init_script(COUNT_STREAMS)
    mid = create_match(tab, "testgame", 2)
    page = tab.page
    page.evaluate(HOP, mid)
    expect(page.locator("#conn")).to_have_attribute("data-mode", "live")
    page.wait_for_timeout(1500)              # a page left behind would open its stream by now
    assert page.evaluate("window.__liveStreams()") == 1
    expect(page.locator("#app .match")).to_have_count(1)
    expect(page.locator("#app .loading")).to_have_count(0)


def test_a_language_switch_during_a_refresh_still_relabels_the_decisions(tabs):
    """The last seat's join starts the match and sets off a refresh; the reader switches language
    while its first decisions are still on the way in the old one. Those labels must not be taken
    for the new language's: the question ends up in the language chosen without another move."""
    from tests.ui.test_btwixt_ui import api_join

    tab = tabs()
    mid = create_match(tab, "btwixt", 3, seed=7)
    page = join(tab, mid, 0, "Reader")
    held, holding = [], [True]
    page.route("**/decisions", lambda route: held.append(route) if holding[0] else route.continue_())
    for seat in (1, 2):
        api_join(tab.base, mid, seat, f"Api {seat}")
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the start did not make the page ask for its decisions"
    page.select_option("#lang-select", "ru")                      # ... while that answer is held
    holding[0] = False
    held[0].continue_()                                           # it arrives, labelled in English
    expect(page.locator("#decisions .decision legend").first).to_have_text("Выберите правителя")
