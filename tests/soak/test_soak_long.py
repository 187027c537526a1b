"""Long soak (`make soak`): many more all-bot matches of every game at every player count,
through two gunicorn instances on one Redis, checked like the short soak."""
import pytest
from tests.soak.harness import run_soak

pytestmark = pytest.mark.slow

BTWIXT = [("btwixt", p) for p in (3, 4, 5, 6) for _ in range(20)]
BOARD = [("board2e", p) for p in (3, 4, 5, 6) for _ in range(5)]
CARDS = [("lcg2e", p) for p in (2, 3, 4, 5, 6) for _ in range(6)] + [("hbo", 2)] * 20
BOARD1E = [("board1e", p) for p in (3, 4, 5) for _ in range(6)]


def _check(redis_url, plan, seconds, first_seed, workers=1):
    soak, last, elapsed = run_soak(redis_url, plan, seconds=seconds, first_seed=first_seed,
                                   workers=workers)
    assert not soak.failures, "\n".join(soak.failures)
    assert len(last) == len(plan) and all(b["status"] == "finished" for b in last.values())


def test_many_btwixt_matches_at_every_player_count(soak_redis):
    _check(soak_redis, BTWIXT, seconds=600, first_seed=8100)


def test_btwixt_matches_with_two_bot_workers(soak_redis):
    """Two workers race on the same matches; the compare-and-set must keep the game exact."""
    _check(soak_redis, BTWIXT[::2], seconds=600, first_seed=8300, workers=2)


def test_board2e_matches_at_every_player_count(soak_redis):
    _check(soak_redis, BOARD, seconds=900, first_seed=8500)


def test_board2e_matches_with_two_bot_workers(soak_redis):
    """Two workers reading the same version send the same sealed choice; only one may count
    (it was applied twice before b14391f)."""
    _check(soak_redis, BOARD[::2], seconds=600, first_seed=8700, workers=2)


def test_card_game_matches_at_every_player_count(soak_redis):
    _check(soak_redis, CARDS, seconds=600, first_seed=8900)


def test_card_game_matches_with_two_bot_workers(soak_redis):
    _check(soak_redis, CARDS[::2], seconds=600, first_seed=9100, workers=2)


def test_board1e_matches_at_every_player_count(soak_redis):
    _check(soak_redis, BOARD1E, seconds=600, first_seed=9300)
