"""A game's bot against a uniformly random player, engine level: the bot's seat alternates
with the game number; every answer of the bot must be one of its listed options."""
from __future__ import annotations

import copy
import random


def bot_wins(game, games: int, base_seed: int, options: dict | None = None) -> int:
    wins = 0
    for g in range(games):
        bot_seat, rng = g % 2, random.Random(g)
        state = game.new(2, options or {}, base_seed + g)
        while game.result(state) is None:
            seat = rng.choice(game.to_act(state))
            ds = game.decisions(state, seat)
            if seat == bot_seat:
                action = game.bot(game.view(state, seat), ds, rng.getrandbits(63))
                assert any(action == o["action"] for d in ds for o in d["options"]), action
            else:
                action = rng.choice(rng.choice(ds)["options"])["action"]
            game.apply(state, seat, copy.deepcopy(action))
        wins += game.result(state)["winners"] == [bot_seat]
    return wins
