"""Decision ids name occurrences, in every registered game (api/engine/flow.py): over random
games, an id may be offered many times while its question is open, but once it has gone from a
seat's decisions it never comes back; ``required`` is true exactly for the seats the game waits
on, and each of them has one."""
import copy
import random

import pytest

from api.games import REGISTRY

MAX_STEPS = 20_000
BOT_SHARE = 0.5       # the board game's uniform walk through sealed orders is slow
GAMES = 3


def cases():
    for gid, game in sorted(REGISTRY.items()):
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(gid, n, id=f"{gid}-{n}p")


@pytest.mark.parametrize("gid,players", list(cases()))
@pytest.mark.parametrize("k", range(GAMES))
def test_no_decision_id_reopens_once_closed(gid, players, k):
    game = REGISTRY[gid]
    rng = random.Random(f"ids/{gid}/{players}/{k}")
    state = game.new(players, {}, 500 + 10 * k + players)
    open_ids = [set() for _ in range(players)]      # offered to the seat at the last look
    closed = [set() for _ in range(players)]
    for _ in range(MAX_STEPS):
        if game.result(state) is not None:
            break
        acting = set(game.to_act(state))
        by_seat = [game.decisions(state, s) for s in range(players)]
        for s, ds in enumerate(by_seat):
            now = {d["id"] for d in ds}
            assert len(now) == len(ds), f"two open decisions share an id: {sorted(now)}"
            assert not now & closed[s], f"seat {s}: a closed decision reopened: {now & closed[s]}"
            closed[s] |= open_ids[s] - now
            open_ids[s] = now
            assert all(d["required"] == (s in acting) for d in ds), (s, acting, ds[:1])
            if s in acting:
                assert ds, f"seat {s} is waited on with nothing to decide"
        optional = [s for s in range(players) if s not in acting and by_seat[s]]
        if optional and rng.random() < 0.03:
            seat = rng.choice(optional)                   # now and then, revise a submission
        else:
            seat = rng.choice(sorted(acting))
        ds = by_seat[seat]
        if game.bot is not None and seat in acting and rng.random() < BOT_SHARE:
            action = game.bot(game.view(state, seat), ds, rng.getrandbits(63))
        else:
            action = rng.choice(rng.choice(ds)["options"])["action"]
        game.apply(state, seat, copy.deepcopy(action))
    assert game.result(state) is not None, f"{gid} did not finish in {MAX_STEPS} steps"
