"""Stored B'Twixt states of schema 1 (recorded by the engine before its ability choices became
the engine's ask frames and its draft the sealed step) upgrade and play on to the end."""
import copy
import json
import random
from pathlib import Path

import pytest

from api.games import REGISTRY

STORED = json.loads((Path(__file__).parent / "data" / "stored_v1_states.json").read_text())
GAME = REGISTRY["btwixt"]


def play_out(state, players, seed):
    rng = random.Random(seed)
    for _ in range(5000):
        if GAME.result(state) is not None:
            return state
        seat = rng.choice(GAME.to_act(state))
        ds = [d for d in GAME.decisions(state, seat) if d["required"]]
        GAME.apply(state, seat, copy.deepcopy(rng.choice(rng.choice(ds)["options"])["action"]))
    raise AssertionError("the upgraded game did not end")


def test_an_open_ability_choice_upgrades_and_its_answer_reaches_the_ability():
    rec = STORED["ask"]
    old = rec["state"]
    assert old["schema_version"] == 1 and old["stack"][-1]["kind"] == "ask"
    key, seat, offered = old["stack"][-1]["key"], old["stack"][-1]["seat"], old["stack"][-1]["opts"]
    state = GAME.upgrade(copy.deepcopy(old))
    assert state["schema_version"] == GAME.schema_version == 2
    (d,) = GAME.decisions(state, seat)
    assert [o["action"] for o in d["options"]] == [{"type": "choose", "choice": v} for v in offered]
    fx = state["stack"][-2]
    assert fx["asking"] == key
    GAME.apply(state, seat, d["options"][-1]["action"])
    # The ability ran on with the pick filed under the key it asked for (the frame may be done
    # and gone from the stack by now; the object is still the one it filled).
    assert fx["p"][key] == offered[-1] and "asking" not in fx
    play_out(state, rec["players"], 1)


def test_a_draft_round_in_progress_keeps_its_picks():
    rec = STORED["draft"]
    old = rec["state"]
    picked = [s for s, c in enumerate(old["draft"]["picked"]) if c is not None]
    assert picked and old["stack"][-1] == {"kind": "draft"}
    state = GAME.upgrade(copy.deepcopy(old))
    assert "picked" not in state["draft"]
    assert sorted(set(range(rec["players"])) - set(GAME.to_act(state))) == picked
    assert GAME.view(state, picked[0])["draft"]["picked"] == [s in picked for s in range(3)]
    play_out(state, rec["players"], 2)


@pytest.mark.parametrize("name", sorted(STORED))
def test_upgrading_is_pure(name):
    old = STORED[name]["state"]
    before = copy.deepcopy(old)
    GAME.upgrade(copy.deepcopy(old))
    assert old == before
