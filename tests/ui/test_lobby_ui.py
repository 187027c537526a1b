"""The lobby in the browser: games, the create form from each game's options schema, match
lists, remembered seats, the language switch, and both screen widths."""
import re

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import create_match, join, screenshot

pytestmark = pytest.mark.browser


def test_lobby_shows_games_and_creates_a_match_with_options(tabs, shots):
    """The create form is built from the schema; a created match offers an invite link per seat."""
    tab = tabs()
    page = tab.goto("/")
    expect(page.locator("#games li[data-game='btwixt']")).to_contain_text("B'Twixt")
    expect(page.locator("#games li[data-game='board2e']")).to_contain_text("3–6")
    page.select_option("#create-game", "board2e")
    expect(page.locator("#opt-tides_of_battle")).not_to_be_checked()
    expect(page.locator("#opt-lannister_port_ship_in_3p")).to_be_checked()
    page.select_option("#create-game", "btwixt")
    expect(page.locator("#create-players option")).to_have_count(4)   # 3 to 6 players
    screenshot(page, shots, "lobby-desktop")
    mid = create_match(tab, "btwixt", 4, {"quick": True, "first_player": 1})
    options = requests.get(f"{tab.base}/api/v1/matches/{mid}", timeout=10).json()["options"]
    assert options["quick"] is True and options["first_player"] == 1   # typed from the schema
    page = tab.page
    expect(page.locator("#match-status")).to_have_attribute("data-status", "open")
    links = page.locator(".invite-link")
    expect(links).to_have_count(4)
    assert links.nth(2).input_value().endswith(f"#/match/{mid}?seat=2")
    # the new match is listed as open in the lobby
    page = tab.goto("/")
    expect(page.locator(f"#list-open li[data-match='{mid}']")).to_be_visible()


def test_seat_is_remembered_and_rejoinable(tabs):
    """The seat token stays in localStorage: the lobby lists the seat and the match page knows it."""
    tab = tabs()
    mid = create_match(tab, "btwixt", 3)
    join(tab, mid, 1, "Ygritte")
    page = tab.goto("/")
    item = page.locator("#my-seats .seat-item", has_text="Ygritte")
    expect(item).to_be_visible()
    item.locator("a.button").click()
    expect(page.locator("#role")).to_contain_text("seat 2")
    expect(page.locator(".seat.mine")).to_have_attribute("data-seat", "1")


def test_leaving_frees_the_seat_and_the_last_one_out_aborts(tabs):
    """Two players in two browsers; one leaves (the seat is free again, the other browser sees
    it), then the other leaves too and the match shows as aborted."""
    a, b = tabs(), tabs()
    mid = create_match(a, "btwixt", 3)
    join(a, mid, 0, "Ygritte")
    join(b, mid, 1, "Tormund")
    a.page.click("#leave-seat")
    expect(a.page.locator("#role")).not_to_contain_text("seat 1")
    expect(a.page.locator(".seat[data-seat='0']")).to_have_class(re.compile(r"\bempty\b"))
    expect(b.page.locator(".seat[data-seat='0']")).to_have_class(re.compile(r"\bempty\b"))
    expect(b.page.locator("#event-log")).to_contain_text("Seat 1 is free again")
    assert not a.page.evaluate(f"localStorage.getItem('rookery.seat.{mid}')")
    b.page.click("#leave-seat")
    expect(b.page.locator("#match-status")).to_have_attribute("data-status", "aborted")
    expect(a.page.locator("#match-status")).to_have_attribute("data-status", "aborted")
    expect(b.page.locator("#event-log")).to_contain_text("the match is aborted")
    page = a.goto("/")
    expect(page.locator(f"#list-open li[data-match='{mid}']")).to_have_count(0)


def test_seats_go_to_bots_and_come_back(tabs):
    """A player lets a bot play for them and takes the seat back; an idle player's seat is handed
    to a bot by another player, and its owner takes it back too (the live server's idle time is
    4 s). Rulers are chosen in seat order from the first player (seat 2, a bot), so once the bot
    has chosen for seat 0 the match waits on seat 1 alone."""
    a, b = tabs(), tabs()
    mid = create_match(a, "btwixt", 3, {"first_player": 2}, seed=20)
    join(a, mid, 0, "Ygritte")
    join(b, mid, 1, "Tormund")
    a.page.click("#start-bots")
    expect(a.page.locator("#match-status")).to_have_attribute("data-status", "active")
    a.page.click(".seat[data-seat='0'] .hand-over")
    expect(a.page.locator(".seat[data-seat='0'] .badge", has_text="bot")).to_be_visible()
    # The bot chooses seat 0's ruler; then the match waits on Tormund.
    expect(a.page.locator(".seat[data-seat='1']")).to_have_class(re.compile(r"\bacting\b"))
    a.page.click(".seat[data-seat='0'] .take-back")
    expect(a.page.locator(".seat[data-seat='0'] .take-back")).to_have_count(0)
    expect(a.page.locator(".seat[data-seat='0'] .badge", has_text="bot")).to_have_count(0)
    expect(b.page.locator("#event-log")).to_contain_text("plays again instead of the bot")
    # Ygritte waits for her turn: nobody may hand her seat over, however long that takes.
    expect(b.page.locator(".seat[data-seat='1']")).to_have_class(re.compile(r"\bacting\b"))
    # Tormund never acts: after the idle time Ygritte may hand his seat to a bot.
    idle = a.page.locator(".seat[data-seat='1'] .hand-over")
    expect(idle).to_be_visible(timeout=10_000)
    expect(b.page.locator(".seat[data-seat='0'] .hand-over")).to_have_count(0)
    idle.click()
    expect(b.page.locator(".seat[data-seat='1'] .take-back")).to_be_visible()
    b.page.click(".seat[data-seat='1'] .take-back")
    expect(a.page.locator(".seat[data-seat='1'] .badge", has_text="bot")).to_have_count(0)


def test_language_switch_is_remembered(tabs):
    """Russian and Bulgarian replace the interface words and game names; the choice survives a reload."""
    tab = tabs()
    page = tab.goto("/")
    expect(page.locator("#create h2")).to_have_text("New match")
    page.select_option("#lang-select", "ru")
    expect(page.locator("#create h2")).to_have_text("Новая партия")
    expect(page.locator("#games li[data-game='board2e']")).to_contain_text("настольная игра")
    page.reload()
    expect(page.locator("#create h2")).to_have_text("Новая партия")
    assert page.evaluate("document.documentElement.lang") == "ru"
    page.select_option("#create-game", "btwixt")
    expect(page.locator("label[for='opt-quick']")).to_have_text("Быстрая игра")
    expect(page.locator("#opt-rulers option[value='random']")).to_have_text("случайно")
    page.select_option("#lang-select", "bg")
    expect(page.locator("#create h2")).to_have_text("Нова партия")
    expect(page.locator("#games li[data-game='btwixt']")).to_contain_text("Между двама крале")


def test_browser_language_is_the_default(tabs):
    tab = tabs(locale="bg-BG")
    page = tab.goto("/")
    expect(page.locator("#create h2")).to_have_text("Нова партия")


def test_lobby_on_a_phone(tabs, shots):
    page = tabs(width=360, height=740).goto("/")
    expect(page.locator("#create-submit")).to_be_visible()
    screenshot(page, shots, "lobby-phone")
    page.select_option("#lang-select", "ru")
    expect(page.locator("#create h2")).to_have_text("Новая партия")
    screenshot(page, shots, "lobby-phone-ru")


def test_a_player_concedes_after_confirming(tabs):
    """Conceding takes two taps; both players then see the finished match and who gave up."""
    a, b = tabs(), tabs(width=390, height=844)
    mid = create_match(a, "btwixt", 3)
    join(a, mid, 0, "Ygritte")
    join(b, mid, 1, "Tormund")
    a.page.click("#start-bots")
    expect(b.page.locator("#match-status")).to_have_attribute("data-status", "active")
    b.page.click("#concede")
    b.page.click("#concede-no")                 # second thoughts: nothing happens
    expect(b.page.locator("#concede")).to_be_visible()
    b.page.click("#concede")
    b.page.click("#concede-yes")
    for tab in (a, b):
        expect(tab.page.locator("#match-status")).to_have_attribute("data-status", "finished")
        expect(tab.page.locator("#conceded")).to_contain_text("Tormund conceded")
    expect(a.page.locator("#event-log")).to_contain_text("Tormund concedes.")
    expect(a.page.locator("#concede")).to_have_count(0)


FORM_WORDS = """() => [...document.querySelectorAll('#create .options label, #create .options option, #create .options .hint')]
  .map((x) => x.textContent.trim()).filter(Boolean)"""


@pytest.mark.parametrize("lang", ["en", "ru", "bg"])
def test_every_games_create_form_speaks_the_readers_language(tabs, lang):
    """Each game's options in the create form are labelled, valued and explained in words of the
    page's language: no option's API name (houses, max_rounds), no spec reference, no English on
    a Russian or Bulgarian page."""
    page = tabs().goto("/")
    page.select_option("#lang-select", lang)
    for game in ("board2e", "board1e", "btwixt", "lcg2e", "hbo"):
        page.select_option("#create-game", game)
        expect(page.locator("#create .options")).to_be_visible()
        names = page.eval_on_selector_all("#create .options [name]", "xs => xs.map((x) => x.name)")
        assert names, game
        for text in page.evaluate(FORM_WORDS):
            assert text not in names and not re.search(r"\b[a-z]+_[a-z_]+\b|§", text), (game, text)
            if lang != "en":
                # an acronym (FAQ, HBO) names a document or an edition
                assert not re.search(r"\b[A-Za-z][a-z]{2,}\b", text), (game, lang, text)


def test_remembered_seats_are_read_in_one_request(tabs):
    """Seven remembered seats (one of a match that is gone) are titled from one read of the
    match list, not one request per match; the gone one keeps its game's name."""
    tab = tabs()
    named = []
    for i in range(6):
        body = {"game": "btwixt", "players": 3, **({"name": f"Table {i}"} if i % 2 else {})}
        r = requests.post(f"{tab.base}/api/v1/matches", json=body, timeout=10)
        named.append((r.json()["id"], body.get("name")))
    page = tab.goto("/")
    records = {mid: {"seat": 0, "token": "x", "name": "Ygritte", "game": "btwixt"}
               for mid, _ in named}
    records["0" * 32] = {"seat": 1, "token": "x", "name": "Ygritte", "game": "board2e"}
    page.evaluate("""(records) => { for (const [mid, rec] of Object.entries(records))
        localStorage.setItem('rookery.seat.' + mid, JSON.stringify(rec)); }""", records)
    reads = []
    page.on("request", lambda req: reads.append(req.url) if "/api/v1/matches" in req.url else None)
    page = tab.goto("/")
    for mid, name in named:
        title = page.locator(f"#my-seats li[data-match='{mid}'] .match-title")
        expect(title).to_have_text(name or re.compile("open seats"))
    expect(page.locator(f"#my-seats li[data-match='{'0' * 32}'] .match-title")).to_have_text(
        re.compile("Board Game"))
    singles = [u for u in reads if re.search(r"/api/v1/matches/[^/?]+$", u)]
    by_ids = [u for u in reads if "ids=" in u]
    assert not singles, singles
    assert len(by_ids) == 1, reads
    expect(page.locator("#my-seats .badge.turn")).to_have_count(0)


def test_remembered_seats_waiting_on_the_player_come_first_marked(tabs, live_server):
    """Of two running matches the one waiting on this browser's seat is listed first with a
    'your turn' mark (en and ru); the other, and an open one, carry no mark."""
    tab = tabs(locale="ru-RU")
    api = f"{live_server}/api/v1/matches"
    records, awaited = {}, None
    for _ in range(2):
        # B'Twixt's rulers are chosen one seat at a time, from the first player.
        mid = requests.post(api, json={"game": "btwixt", "players": 3,
                                       "options": {"first_player": 0}}, timeout=10).json()["id"]
        tokens = [requests.post(f"{api}/{mid}/join", json={"name": n}, timeout=10).json()["token"]
                  for n in ("Ygritte", "Tormund", "Osha")]
        requests.post(f"{api}/{mid}/start", json={}, timeout=10,
                      headers={"Authorization": "Bearer " + tokens[0]})
        seats = requests.get(f"{api}/{mid}", timeout=10).json()["seats"]
        # Remember the seat that acts in the first match and the one that waits in the second.
        acting = next(s["seat"] for s in seats if s["to_act"])
        seat = acting if awaited is None else (acting + 1) % 3
        records[mid] = {"seat": seat, "token": tokens[seat], "name": "Ygritte", "game": "btwixt"}
        awaited = awaited or mid
    idle = requests.post(api, json={"game": "testgame", "players": 2}, timeout=10).json()["id"]
    records[idle] = {"seat": 0, "token": "x", "name": "Ygritte", "game": "testgame"}
    page = tab.goto("/")
    page.evaluate("""(records) => { for (const [mid, rec] of Object.entries(records))
        localStorage.setItem('rookery.seat.' + mid, JSON.stringify(rec)); }""", records)
    page = tab.goto("/")
    items = page.locator("#my-seats .seat-item")
    expect(items).to_have_count(3)
    expect(items.first).to_have_attribute("data-match", awaited)
    expect(items.first.locator(".badge.turn")).to_have_text("ваш ход")
    expect(page.locator("#my-seats .badge.turn")).to_have_count(1)
