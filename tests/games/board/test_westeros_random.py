"""Random legal play of Westeros phases, driven only by ``decisions()``, with garbage fuzzing.

After every step: JSON round trip, power/unit/card conservation, tracks are permutations,
decks keep their cards, and every listed action is accepted verbatim. Garbage actions must be
refused with BadAction/IllegalAction and leave the state untouched.
"""
import copy
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_westeros_kit import FLOW, check_invariants, given  # noqa: E402

from api.engine.errors import BadAction, IllegalAction  # noqa: E402
from api.games.board.tracks import bidding  # noqa: E402
from api.games.board.westeros import phase as westeros  # noqa: E402

GARBAGE = [
    {}, {"type": None}, {"type": "bid_wildlings"}, {"type": "bid_influence", "bid": 10**9},
    {"type": "bid_influence", "bid": -3}, {"type": "bid_wildlings", "bid": 1.5},
    {"type": "order_tied_bidders", "house": "nobody"}, {"type": "order_tied_bidders"},
    {"type": "choose_a_throne_of_blades", "option": ["supply"]},
    {"type": "wildling_penalty_choice", "area": "winterfell"},
    {"type": "wildling_penalty_choice", "area": "nowhere", "unit": "dragon"},
    {"type": "wildling_reward_choice", "card": {"x": 1}}, {"type": "choose_wildling_bidder"},
    {"type": "muster", "area": 3}, {"type": "destroy_unit", "area": None},
    {"type": "wildling_penalty_choice", "option": "lose_influence", "extra": True},
]


def fuzz(s, seat, rng):
    for g in rng.sample(GARBAGE, 4):
        before = copy.deepcopy(s)
        try:
            FLOW.apply(s, seat, g)
        except (BadAction, IllegalAction):
            assert s == before, g
        else:
            # the odd garbage that happens to be legal must have come from the option list
            listed = [o["action"] for d in FLOW.decisions(before, seat) for o in d["options"]]
            assert g in listed, g


def play_phase(s, rng, fuzzing=True, limit=400):
    s["restrictions"] = []
    westeros.start_westeros(s)
    FLOW.settle(s)
    steps = 0
    while s["stack"]:
        seats = FLOW.to_act(s)
        assert seats, s["stack"][-1]
        seat = rng.choice(seats)
        decisions = FLOW.decisions(s, seat)
        assert decisions and all(d["options"] for d in decisions)
        assert all(len(d["options"]) <= 300 for d in decisions)
        if fuzzing and rng.random() < 0.3:
            fuzz(s, seat, rng)
        action = rng.choice([o["action"] for d in decisions for o in d["options"]])
        FLOW.apply(s, seat, action)
        check_invariants(s)
        view = bidding.bids_view(s, s["seats"][seat])
        if view:
            assert set(view) <= {"context", "houses", "ready", "mine"}
        steps += 1
        assert steps < limit


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4), (6, 5)])
def test_random_westeros_phases(players, seed):
    rng = random.Random(seed)
    s = given(players, seed=seed)
    for _ in range(9):
        for hs in s["houses"].values():
            hs["power"] = min(hs["power"] + rng.randint(0, 4), 12)
        s["wildling_threat"] = rng.choice([s["wildling_threat"], 10, 12 - 2 * rng.randint(0, 2)])
        if s["wildling_threat"] >= 12:
            s["wildling_threat"] = 10
        play_phase(s, rng)
        s["round"] += 1


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40))
def test_random_westeros_phases_soak(seed):
    rng = random.Random(1000 + seed)
    s = given(rng.randint(3, 6), seed=seed)
    for _ in range(9):
        for hs in s["houses"].values():
            hs["power"] = min(hs["power"] + rng.randint(0, 5), 15)
        play_phase(s, rng, fuzzing=seed % 2 == 0)
