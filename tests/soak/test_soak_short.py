"""Short soak (part of `make test`): concurrent all-bot B'Twixt matches at 3 to 6 players on two
gunicorn instances sharing one Redis, one bot worker, pollers on both instances.

board2e is not here: its all-bot matches cannot end through the current bot worker (see
test_soak_long.py and docs/performance.md), and even when they can, a whole board2e game takes
longer than this test's budget.
"""
import redis

from tests.soak.harness import run_soak

PLAN = [("btwixt", 3), ("btwixt", 4), ("btwixt", 5), ("btwixt", 6)]


def test_all_bot_btwixt_matches_finish_with_no_5xx_and_no_lost_or_doubled_action(redis_server):
    redis.Redis.from_url(redis_server.url).flushdb()
    soak, last, elapsed = run_soak(redis_server.url, PLAN, seconds=45, first_seed=7100)
    assert not soak.failures, "\n".join(soak.failures)
    assert len(last) == len(PLAN) and all(b["status"] == "finished" for b in last.values())
    assert soak.polls > len(PLAN), "the pollers never ran"
