"""Recorded games replay to the same digests (tests/support/digests.py): an engine refactor
that changes no rule changes no game. `make test` checks a sample, the soak all of them."""
import pytest

from tests.support.digests import check

GAMES = ["board2e", "board1e", "btwixt", "lcg2e", "hbo"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sample_of_recorded_games_is_unchanged(game_id):
    assert check([game_id], count=60) == {game_id: []}


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_recorded_game_is_unchanged(game_id):
    assert check([game_id]) == {game_id: []}
