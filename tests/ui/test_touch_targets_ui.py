"""Tap targets on a phone: on a 390×844 touch screen every control a finger uses — header links,
the language switch, form fields and buttons, the match page's links, piles that unfold, cards
that open their text, the windows' checkboxes (through their labels), chat — is at least 44 px
high (and an "i" button as wide), on the lobby (its lists' match titles and "My seats" too), on
an open match's page a spectator joins from (the card game's deck choice too), on the card game's, the board game's and B'Twixt's match pages while they are played, and on a
finished match's page; the header stays two rows high. The board map's areas are not counted: a
tap on one too small for a finger zooms the map first (board-zoom.js, test_board_map_ui.py)."""
import json

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

FINGER = 44

# What a finger taps, as drawn now (a closed <details>' contents have no box and are skipped). A
# checkbox counts by its label, which toggles it.
SMALL = """(finger) => {
  const small = [];
  const sel = 'button, a[href], select, input, summary, .lcard, .bcard, .pickable';
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest('svg') || el.closest('.sr-only')) continue;
    const target = (el.type === 'checkbox' || el.type === 'radio') && el.labels && el.labels.length ? el.labels[0] : el;
    const r = target.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const wide = el.matches('button.card-info, button.qty') ? finger : 1;
    if (r.height < finger - 0.5 || r.width < wide - 0.5) {
      small.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')} ` +
                 `${Math.round(r.width)}x${Math.round(r.height)} ${JSON.stringify((el.innerText || '').slice(0, 24))}`);
    }
  }
  return small;
}"""


def phone(tabs):
    return tabs(width=390, height=844, mobile=True)


def small_targets(page):
    return page.evaluate(SMALL, FINGER)


def open_every_details(page):
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")


def seated_match(base, game, players):
    r = requests.post(f"{base}/api/v1/matches", json={"game": game, "players": players, "seed": 5}, timeout=10)
    r.raise_for_status()
    seat = Seat(base, r.json()["id"], 0, "Ned")
    seat.start()
    return seat


@pytest.mark.parametrize("lang", ["en", "bg"])
def test_the_lobby_on_a_touch_phone(tabs, lang):
    page = phone(tabs).goto("/")
    page.select_option("#lang-select", lang)
    # big targets, yet a header of two rows (name and language, then the account links): with
    # the tagline it took four and pushed a match's decisions 80 px down
    header = page.locator("header").bounding_box()["height"]
    assert header <= 2 * FINGER + 24, header       # two rows, their gap and the padding
    for game in ("board2e", "btwixt", "hbo"):       # checkboxes, a number field, choices
        page.select_option("#create-game", game)
        expect(page.locator("#create .options [name]").first).to_be_visible()
        assert not small_targets(page), (game, small_targets(page))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lobby_lists_on_a_touch_phone(tabs, live_server, lang):
    # Matches in each list, named and unnamed, and this browser's seats (one of a match that is
    # gone): every title is a link a finger taps, as high as the button beside it.
    base = f"{live_server}/api/v1/matches"
    named = requests.post(base, json={"game": "btwixt", "players": 3, "name": "Ravens at Winterfell"}, timeout=10)
    requests.post(base, json={"game": "board2e", "players": 4}, timeout=10).raise_for_status()
    kept = Seat(live_server, named.json()["id"], 0, "Ned")
    running = seated_match(live_server, "lcg2e", 2)
    finished = seated_match(live_server, "hbo", 2)
    requests.post(f"{base}/{finished.mid}/concede", headers=finished.auth, timeout=10).raise_for_status()
    tabs.allow_console.append(r"404")      # the gone match's read
    tab = phone(tabs)
    page = tab.goto("/")
    seats = {kept.mid: kept.record("btwixt"), running.mid: running.record("lcg2e"),
             "0000gone0000": json.dumps({"seat": 1, "token": "x", "name": "Arya", "game": "board2e"})}
    page.evaluate("([seats, lang]) => { for (const [mid, rec] of Object.entries(seats)) "
                  "localStorage.setItem(`rookery.seat.${mid}`, rec); localStorage.setItem('rookery.lang', lang); }",
                  [seats, lang])
    page.reload()
    expect(page.locator(".seat-item a.match-title")).to_have_count(3)
    for status in ("open", "active", "finished"):
        expect(page.locator(f"#list-{status} .match-item a.match-title").first).to_be_visible()
    titles = page.locator("a.match-title")
    assert titles.count() >= 6, titles.count()
    assert not small_targets(page), small_targets(page)


@pytest.mark.parametrize("game, players, ready", [
    ("lcg2e", 2, ".lseat"), ("board2e", 3, "#round-line"), ("btwixt", 3, ".tseat")])
def test_a_match_page_in_play_and_finished_on_a_touch_phone(tabs, live_server, game, players, ready):
    seat = seated_match(live_server, game, players)
    page = open_as(phone(tabs), seat, game, "ru")
    expect(page.locator(ready).first).to_be_visible(timeout=15000)
    expect(page.locator("#decisions .decision").first).to_be_visible()
    open_every_details(page)
    assert not small_targets(page), small_targets(page)

    requests.post(f"{live_server}/api/v1/matches/{seat.mid}/concede", headers=seat.auth, timeout=10).raise_for_status()
    expect(page.locator("#action-log")).to_be_visible()
    open_every_details(page)
    assert not small_targets(page), small_targets(page)


@pytest.mark.parametrize("game", ["lcg2e", "hbo", "board2e"])
def test_an_open_match_page_to_join_on_a_touch_phone(tabs, live_server, game):
    # review14: the card game's "Build a deck" link beside the deck choice was 21 px high
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": game, "players": 2 if game != "board2e" else 3},
                      timeout=10)
    r.raise_for_status()
    page = phone(tabs).goto(f"/#/match/{r.json()['id']}")
    expect(page.locator("button.join-seat").first).to_be_visible()
    assert not small_targets(page), small_targets(page)
