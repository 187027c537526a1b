"""The bot answers listed options only and beats a uniformly random player (it won 183 of 200
learning jousts when measured with every learning-deck card scripted, 2 drawn; these 20 fixed
seeds keep the test quick and exact)."""
from api.games.lcg2e import GAME
from tests.support.versus_random import bot_wins


def test_the_bot_beats_a_random_player_with_listed_options_only():
    assert bot_wins(GAME, 20, 5000) >= 14


def test_the_first_player_bot_picks_itself_among_simultaneous_winners():
    from tests.games.lcg2e.joust import at_challenges
    for first in (0, 1):
        s = at_challenges(first=first, power=(15, 15))
        pick = GAME.bot(GAME.view(s, first), GAME.decisions(s, first), 7)
        assert pick == {"type": "winner", "seat": first}
