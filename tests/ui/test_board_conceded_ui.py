"""A board game ended by a concession says the game is over (review15 finding 9): the engine's
phase stays where the concession found it (the platform ends the match, not the game), and the
page went on saying "Round 1 of 10 · Planning phase" under the result, with the seat's order
tokens beside the map. A seat concedes in round 1's planning phase, on a 390 px phone. The
card games (lcg2e joust and melee, hbo) and B'Twixt had the same fault, tested below."""
import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

OVER = {"en": "the game is over", "ru": "игра окончена", "bg": "играта приключи"}


def concede_on_a_phone(tabs, game, players, lang, in_play):
    """Seat 0 of a new match with bots, on a 390 px phone; once ``in_play(page)`` holds, it
    concedes and the result is shown. The page."""
    tab = tabs(390, 844, mobile=True)
    mid = requests.post(f"{tab.base}/api/v1/matches", json={"game": game, "players": players, "seed": 3},
                        timeout=10).json()["id"]
    me = Seat(tab.base, mid, 0, "Ned")
    me.start()
    page = open_as(tab, me, game, lang)
    in_play(page)
    page.locator("#concede").tap()
    page.locator("#concede-yes").tap()
    expect(page.locator("#result-card")).to_be_visible()
    return page


@pytest.mark.parametrize("game, lang", [("board2e", "ru"), ("board1e", "en")])
def test_a_conceded_board_game_is_over_on_the_page(tabs, game, lang):
    page = concede_on_a_phone(tabs, game, 3, lang, lambda page: expect(
        page.locator("#round-line")).to_have_attribute("data-phase", "planning"))
    line = page.locator("#round-line")
    expect(line).to_have_attribute("data-phase", "over")
    expect(line).to_contain_text(OVER[lang])
    expect(page.locator("#board-token-tray, #bids")).to_have_count(0)


CARD_OVER = {"en": "The game is over", "ru": "Игра окончена", "bg": "Играта приключи"}


@pytest.mark.parametrize("game, players, lang", [("lcg2e", 2, "en"), ("lcg2e", 3, "bg"), ("hbo", 2, "ru")])
def test_a_conceded_card_game_is_over_on_the_page(tabs, game, players, lang):
    """The card games the same: the status line said "Setup phase · Waiting for: …" under the
    result, and a melee's council still said whom each seat may challenge."""
    page = concede_on_a_phone(tabs, game, players, lang, lambda page: expect(
        page.locator("#lcg-status")).not_to_have_attribute("data-phase", "over"))
    status = page.locator("#lcg-status")
    expect(status).to_have_attribute("data-phase", "over")
    expect(status).to_contain_text(CARD_OVER[lang])
    if players > 2:
        expect(page.locator("#council li")).to_have_count(players)
        expect(page.locator("#council")).not_to_contain_text({"bg": "може да предизвика"}[lang])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_conceded_btwixt_game_is_over_on_the_page(tabs, lang):
    """B'Twixt too: its timeline went on saying "Round 1 of 4", with a seat's turn badge and
    the pending prompt, under the result."""
    page = concede_on_a_phone(tabs, "btwixt", 4, lang, lambda page: expect(
        page.locator("#timeline")).not_to_have_attribute("data-phase", ""))
    timeline = page.locator("#timeline")
    expect(timeline).to_have_attribute("data-phase", "over")
    expect(timeline).to_contain_text(OVER[lang])
    expect(page.locator(".tseat .badge.turn, #pending")).to_have_count(0)
