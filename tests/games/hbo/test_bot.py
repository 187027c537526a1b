"""The bot answers listed options only and beats a uniformly random player (docs/bots.md has
the 200-game measurement; these 20 fixed seeds keep the test quick and exact)."""
import copy
import random

from api.games.hbo import GAME


def test_the_bot_beats_a_random_player_with_listed_options_only():
    wins = 0
    for g in range(20):
        bot_seat, rng = g % 2, random.Random(g)
        state = GAME.new(2, {}, 5000 + g)
        while GAME.result(state) is None:
            seat = rng.choice(GAME.to_act(state))
            ds = GAME.decisions(state, seat)
            if seat == bot_seat:
                action = GAME.bot(GAME.view(state, seat), ds, rng.getrandbits(63))
                assert any(action == o["action"] for d in ds for o in d["options"])
            else:
                action = rng.choice(rng.choice(ds)["options"])["action"]
            GAME.apply(state, seat, copy.deepcopy(action))
        wins += state["result"]["winners"] == [bot_seat]
    assert wins >= 14
