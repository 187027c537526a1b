"""Matches stored by an older engine load and play on (``migrations.py``).

``stored/schema_v2.jsonl`` holds mid-game states written by the schema-v2 engine (before the
board asked its questions through the engine's steps), one for each kind of pending question,
with the actions that engine offered each waiting seat. After the upgrade the same seats are
asked and offered exactly the same actions, and the game plays on from there.
"""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from api.games import board as B

GAME = B.GAME

STORED = [json.loads(line) for line in
          (Path(__file__).parent / "stored" / "schema_v2.jsonl").read_text().splitlines()]


def _offered(state) -> dict[str, list[str]]:
    return {str(seat): sorted(json.dumps(o["action"], sort_keys=True)
                              for d in B.decisions(state, seat) for o in d["options"])
            for seat in B.to_act(state)}


@pytest.mark.parametrize("case", STORED, ids=[c["question"] for c in STORED])
def test_a_stored_mid_game_state_upgrades_and_plays_on(case):
    state = copy.deepcopy(case["state"])
    assert state["schema_version"] == 2
    state = GAME.upgrade(state)
    assert state["schema_version"] == GAME.schema_version
    assert _offered(state) == case["offered"]
    rng = random.Random(case["question"])
    for _ in range(300):
        if B.result(state) is not None:
            break
        seat = rng.choice(sorted(B.to_act(state)))
        ds = [d for d in B.decisions(state, seat) if d["required"]]
        action = rng.choice([o["action"] for d in ds for o in d["options"]])
        B.apply(state, seat, copy.deepcopy(action))
