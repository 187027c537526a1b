"""The lobby's list of games says how many play each: a range where there is one, a single
number where the game has one (hbo: two), never "2–2 players" (review15 finding 4)."""
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

EXACT = {"en": "2 players", "ru": "игроков: 2", "bg": "2 играчи"}
RANGE = {"en": "2–6 players", "ru": "2–6 игроков", "bg": "2–6 играчи"}


@pytest.mark.parametrize("lang", ["en", "ru", "bg"])
def test_a_game_for_exactly_two_says_two_players(tabs, lang):
    page = tabs(390, 844, mobile=True).goto("/")
    page.select_option("#lang-select", lang)
    hbo = page.locator("#app li.game-item[data-game='hbo']")
    expect(hbo).to_contain_text(EXACT[lang])
    expect(hbo).not_to_contain_text("2–2")
    expect(page.locator("#app li.game-item[data-game='lcg2e']")).to_contain_text(RANGE[lang])
