"""Short soak (part of `make test`): concurrent all-bot matches of every game — B'Twixt at 3 to 6
players, board2e at 3 and 6, board1e at 3, lcg2e's joust and a 4-player melee, hbo — on two
gunicorn instances sharing one Redis, one bot worker, pollers on both instances. (Two racing
workers are in test_soak_long.py.)"""
from tests.soak.harness import run_soak

PLAN = [("board2e", 6), ("board2e", 3), ("btwixt", 3), ("btwixt", 4), ("btwixt", 5),
        ("btwixt", 6), ("board1e", 3), ("lcg2e", 2), ("lcg2e", 4), ("hbo", 2)]


def test_all_bot_matches_of_every_game_finish_with_no_5xx_and_no_lost_or_doubled_action(soak_redis):
    soak, last, elapsed = run_soak(soak_redis, PLAN, seconds=50, first_seed=7100)
    assert not soak.failures, "\n".join(soak.failures)
    assert len(last) == len(PLAN) and all(b["status"] == "finished" for b in last.values())
    assert soak.polls > len(PLAN), "the pollers never ran"
