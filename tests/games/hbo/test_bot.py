"""The bot answers listed options only and beats a uniformly random player (docs/bots.md has
the 200-game measurement; these 20 fixed seeds keep the test quick and exact)."""
from api.games.hbo import GAME
from tests.support.versus_random import bot_wins


def test_the_bot_beats_a_random_player_with_listed_options_only():
    assert bot_wins(GAME, 20, 5000) >= 14


def test_the_price_read_from_a_label_ignores_what_tells_alike_options_apart():
    # review16: "Play Little Bird on Littlefinger (1 gold) · player 1's" read as 11 gold
    from api.games.hbo.bot import _priority
    cheap = {"type": "marshal", "card": "c1", "host": "c7"}
    dear = {"type": "marshal", "card": "c2"}
    options = [{"label": "Play Little Bird on Littlefinger (1 gold) · player 1's", "action": cheap},
               {"label": "Play Tywin Lannister (7 gold)", "action": dear},
               {"label": "End marshaling", "action": {"type": "pass"}}]
    assert _priority(options) == dear
