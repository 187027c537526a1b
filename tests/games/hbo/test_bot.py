"""The bot answers listed options only and beats a uniformly random player (docs/bots.md has
the 200-game measurement; these 20 fixed seeds keep the test quick and exact)."""
from api.games.hbo import GAME
from tests.support.versus_random import bot_wins


def test_the_bot_beats_a_random_player_with_listed_options_only():
    assert bot_wins(GAME, 20, 5000) >= 14
