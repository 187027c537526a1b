"""Matches are told apart by what people know, never by their id: a named match shows its name in
the lobby's lists and as its page's heading, an unnamed one its seated players ("Crow and 2 open
seats"), lists add when it was created; no text on the lobby, match and account pages looks
like a match id. On a 390 px phone and a desktop; a long name is cut with an ellipsis."""
import itertools
import json
import re
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import join, screenshot

pytestmark = pytest.mark.browser

HEX_ID = re.compile(r"\b[0-9a-f]{8,}\b")
CLOCK = re.compile(r"\d{1,2}:\d{2}")              # the created time, in any locale
SIZES = [(390, 844), (1280, 800)]
RUN = itertools.count(1)


def no_id_shown(page, where):
    text = page.evaluate("document.body.innerText")
    assert not HEX_ID.findall(text), f"{where}: {HEX_ID.findall(text)} in {text!r}"


def account_tab(tabs, base, width, height):
    """A tab logged in as a new account (through the API), and the account's name."""
    name = f"Crow{chr(ord('a') + next(RUN))}{int(time.time() * 1000) % 100000}x"
    requests.post(f"{base}/api/v1/accounts", json={"name": name, "password": "winter is coming"},
                  timeout=10).raise_for_status()
    session = requests.post(f"{base}/api/v1/sessions", json={"name": name, "password": "winter is coming"},
                            timeout=10).json()
    tab = tabs(width=width, height=height)
    tab.context.add_init_script(f"localStorage.setItem('rookery.session', "
                                f"{json.dumps(json.dumps({'token': session['token'], 'name': name, 'expires': session['expires']}))})")
    return tab, name, session["token"]


def is_cut(locator):
    """The element's text is wider than its box and ends in an ellipsis there."""
    return locator.evaluate("e => e.scrollWidth > e.clientWidth && getComputedStyle(e).textOverflow === 'ellipsis'")


@pytest.mark.parametrize("width, height", SIZES)
def test_matches_show_their_name_or_players_never_an_id(tabs, live_server, shots, width, height):
    tab, crow, session = account_tab(tabs, live_server, width, height)
    # Sixty letters: the longest a name may be, longer than a phone's line.
    name = f"The feast at Castle Black for the Night's Watch, table {width:>4}"[:60]
    named = requests.post(f"{live_server}/api/v1/matches", json={
        "game": "btwixt", "players": 3, "name": f"  {name} "}, timeout=10).json()["id"]
    unnamed = requests.post(f"{live_server}/api/v1/matches", json={
        "game": "btwixt", "players": 3}, timeout=10).json()["id"]
    # The account takes a seat of each: of the named one through the API, of the other on its
    # page (which this browser also keeps under "my seats").
    requests.post(f"{live_server}/api/v1/matches/{named}/join", json={"seat": 1},
                  headers={"Authorization": f"Bearer {session}"}, timeout=10).raise_for_status()
    page = tab.goto(f"/#/match/{unnamed}?seat=0")
    page.click("button.join-seat[data-seat='0']")
    expect(page.locator("#role")).to_contain_text(crow)
    players = f"{crow} and 2 open seats"

    # The match pages: the name, else the seated players, as the heading.
    expect(page.locator("#match-head h1")).to_have_text(players)
    expect(page.locator("#match-head .match-game")).to_contain_text("B'Twixt")
    # the browser tab too, so several open games tell apart
    expect(page).to_have_title(re.compile(f"^(▶ )?{re.escape(players)} — .*B'Twixt"))
    no_id_shown(page, "unnamed match page")
    page = tab.goto(f"/#/match/{named}")
    expect(page.locator("#match-head h1")).to_have_text(name)
    expect(page.locator(".seat[data-seat='1']")).to_contain_text(crow)
    no_id_shown(page, "named match page")
    screenshot(page, shots, f"match-titles-match-{width}")     # and no sideways overflow
    if width < 500:
        assert is_cut(page.locator("#match-head h1")), "the long name is not cut on a phone"

    # The lobby: both in the open list (title, then game, status, seats and when created), the
    # guest seat under "my seats", the account's under "my matches".
    page = tab.goto("/")
    row = page.locator(f"#list-open li[data-match='{named}']")
    expect(row.locator(".match-title")).to_have_text(name)
    expect(row.locator(".match-meta")).to_contain_text("B'Twixt")
    expect(row.locator(".match-meta")).to_have_text(CLOCK)
    other = page.locator(f"#list-open li[data-match='{unnamed}']")
    expect(other.locator(".match-title")).to_have_text(players)
    expect(other.locator(".match-meta")).to_have_text(CLOCK)
    expect(page.locator(f"#my-seats li[data-match='{unnamed}'] .match-title")).to_have_text(players)
    expect(page.locator(f"#my-matches li[data-match='{named}'] .match-title")).to_have_text(name)
    expect(page.locator(f"#my-matches li[data-match='{unnamed}'] .match-title")).to_have_text(players)
    if width < 500:
        assert is_cut(row.locator(".match-title")), "the long name is not cut on a phone"
    no_id_shown(page, "lobby")
    screenshot(page, shots, f"match-titles-lobby-{width}")

    # The account page's history.
    page = tab.goto("/#/account")
    mine = page.locator(f"#my-matches li[data-match='{named}']")
    expect(mine.locator(".match-title")).to_have_text(name)
    expect(mine.locator(".match-meta")).to_have_text(CLOCK)
    no_id_shown(page, "account page")
    screenshot(page, shots, f"match-titles-account-{width}")


def create_on_the_form(page, players=None, name=None) -> str:
    """A B'Twixt match created on the lobby's form; its id, from the match page's address."""
    page.select_option("#create-game", "btwixt")
    if players:
        page.select_option("#create-players", players)
    if name is not None:
        page.fill("#create-name", name)
    page.click("#create-submit")
    page.wait_for_url(re.compile(r"#/match/"))
    return page.url.split("#/match/")[1].split("?")[0]


def test_the_create_form_names_the_table(tabs, live_server):
    """The lobby's optional "Table name": trimmed, shown as the new match's heading; a Russian page
    names unnamed tables by their players in Russian."""
    tab = tabs(locale="en-GB")
    page = tab.goto("/")
    mid = create_on_the_form(page, name="  Wildlings\tat the Wall  ")
    expect(page.locator("#match-head h1")).to_have_text("Wildlings at the Wall")
    assert requests.get(f"{live_server}/api/v1/matches/{mid}", timeout=10).json()["name"] == \
        "Wildlings at the Wall"
    # Unnamed, in Russian: who sits, and how many seats are open, in the page's words.
    page.select_option("#lang-select", "ru")
    page = tab.goto("/")
    mid = create_on_the_form(page, players="4")
    expect(page.locator("#match-head h1")).to_have_text("4 свободных места")
    page = join(tab, mid, 0, "Игритт")
    expect(page.locator("#match-head h1")).to_have_text("Игритт и 3 свободных места")
    no_id_shown(page, "Russian match page")
