"""The board's stored form (``board/stored.py``): only what is present is stored, and the
state comes back exactly, byte for byte, whether it was stored sparse or (by an older engine)
full."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import orjson
import pytest

from api.games import REGISTRY
from api.games.board import stored
from tests.support.snapshots import states_along_a_game

OLD = [json.loads(line)["state"] for v in (2, 3) for line in
       (Path(__file__).parent / "stored" / f"schema_v{v}.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("game_id,players,seed", [("board2e", 6, 3), ("board2e", 3, 4),
                                                  ("board1e", 5, 5)])
def test_a_state_packs_smaller_and_unpacks_byte_for_byte(game_id, players, seed):
    for state in states_along_a_game(game_id, players, seed, every=40, max_steps=3000):
        before = orjson.dumps(state)
        packed = REGISTRY[game_id].pack(state)
        assert orjson.dumps(state) == before            # the working state is untouched
        wire = orjson.dumps(packed)
        assert len(wire) < 0.8 * len(before)
        back = REGISTRY[game_id].unpack(orjson.loads(wire))
        assert orjson.dumps(back) == before


def test_a_routed_unit_and_an_area_key_of_its_own_come_back_in_place():
    state = REGISTRY["board2e"].new(3, {}, 1)
    area = next(a for a in state["areas"].values() if len(a["units"]) >= 2)
    area["units"][1]["routed"] = True
    area["power"] = "stark"
    state["areas"]["blackwater"]["extra"] = 0   # a key the stored form does not know: kept
    before = orjson.dumps(state)
    packed = orjson.loads(orjson.dumps(REGISTRY["board2e"].pack(state)))
    assert "routed" not in packed["areas"][next(
        n for n, a in state["areas"].items() if a is area)]["units"][0]
    assert orjson.dumps(REGISTRY["board2e"].unpack(packed)) == before


def test_a_state_stored_full_by_an_older_engine_unpacks_to_itself():
    assert OLD
    for state in OLD:
        assert orjson.dumps(stored.unpack(copy.deepcopy(state))) == orjson.dumps(state)


def test_an_old_full_state_in_the_store_loads_and_plays_on(app):
    # Written as the engine before the stored form wrote it (every area in full), then loaded
    # and played through the service: the next commit stores it sparse.
    from api.store import match_key
    from tests.api.helpers import seated_match
    from tests.support.contract import ContractClient
    client = ContractClient(app.test_client())
    mid, toks = seated_match(client, 3, game="board2e", seed=7)
    store = app.extensions["rookery.matches"].store
    raw = orjson.loads(store.r.hget(match_key(mid), "doc"))
    assert all("order" not in a for a in raw["state"]["areas"].values() if not a.get("order"))
    full = stored.unpack(copy.deepcopy(raw["state"]))
    store.r.hset(match_key(mid), "doc", orjson.dumps({**raw, "state": full}))
    assert store.load(mid).doc["state"] == full
    seat = next(s for s, t in enumerate(toks) if client.get(
        f"/api/v1/matches/{mid}/decisions", headers={"Authorization": f"Bearer {t}"}
    ).json["decisions"])
    h = {"Authorization": f"Bearer {toks[seat]}"}
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=h).json["decisions"][0]
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=h,
                    json={"action": d["options"][0]["action"], "decision": d["id"]})
    assert r.status_code == 200, r.json
    again = orjson.loads(store.r.hget(match_key(mid), "doc"))
    assert len(orjson.dumps(again["state"])) < 0.8 * len(orjson.dumps(full))
