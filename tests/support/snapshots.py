"""States of a game as a random client plays it: the working states a stored form must keep."""
from __future__ import annotations

import copy
import random

from api.games import REGISTRY


def states_along_a_game(game_id: str, players: int, seed: int, every: int,
                        max_steps: int) -> list[dict]:
    """A copy of the state every ``every`` actions of random required answers, and the last."""
    game = REGISTRY[game_id]
    state = game.new(players, {}, seed)
    rng = random.Random(seed)
    out, steps = [], 0
    while game.result(state) is None and steps < max_steps:
        if steps % every == 0:
            out.append(copy.deepcopy(state))
        seat = rng.choice(sorted(game.to_act(state)))
        ds = [d for d in game.decisions(state, seat) if d["required"]]
        game.apply(state, seat, rng.choice([o["action"] for d in ds for o in d["options"]]))
        steps += 1
    out.append(state)
    return out
