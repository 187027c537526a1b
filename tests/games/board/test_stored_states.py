"""Matches stored by an older engine load and play on (``migrations.py``).

``stored/schema_v2.jsonl`` holds mid-game states written by the schema-v2 engine (before the
board asked its questions through the engine's steps), one for each kind of pending question,
with the actions that engine offered each waiting seat. ``stored/schema_v3.jsonl`` holds
states of the schema-v3 engine (before order assignment, the house-card choice and port
captures became the engine's sealed and ask frames): orders being assigned at once, in turn
order and with a house already in; house cards with none, one and a one-card hand chosen; a
port capture; a bid tie being ordered. After the upgrade the same seats are asked and offered
exactly the same actions, and the game plays on from there.
"""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from api.games import board as B

GAME = B.GAME

STORED = [{**json.loads(line), "schema": v} for v in (2, 3) for line in
          (Path(__file__).parent / "stored" / f"schema_v{v}.jsonl").read_text().splitlines()]


def _offered(state) -> dict[str, list[str]]:
    return {str(seat): sorted(json.dumps(o["action"], sort_keys=True)
                              for d in B.decisions(state, seat) for o in d["options"])
            for seat in B.to_act(state)}


@pytest.mark.parametrize("case", STORED, ids=[f"v{c['schema']}:{c['question']}" for c in STORED])
def test_a_stored_mid_game_state_upgrades_and_plays_on(case):
    state = copy.deepcopy(case["state"])
    assert state["schema_version"] == case["schema"]
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


def test_a_house_card_chosen_before_the_upgrade_stays_chosen_and_secret():
    case = next(c for c in STORED if c["question"] == "combat_cards:one_chosen")
    old = case["state"]["combat"]
    (house,) = [h for h, ready in old["ready"].items() if ready]
    state = GAME.upgrade(copy.deepcopy(case["state"]))
    frame, seat = state["stack"][-1], state["seats"].index(house)
    assert frame["entries"][str(seat)]["card"] == old["sealed"][house]["card"]
    assert "ready" not in state["combat"] and "card" not in state["combat"]["sealed"][house]
    other = next(s for s in range(len(state["seats"])) if s != seat)
    assert B.view(state, other)["combat"]["sealed"][house] == "ready"
    assert B.view(state, seat)["combat"]["sealed"][house]["card"] == old["sealed"][house]["card"]
