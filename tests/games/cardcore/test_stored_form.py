"""The card games' stored form (``cardcore/stored.py``): a card instance keeps only what
differs from a new card, and the state comes back exactly, byte for byte, whether it was
stored short or (by an older engine) full."""
from __future__ import annotations

import copy

import orjson
import pytest

from api.games import REGISTRY
from api.games.cardcore import stored
from tests.support.snapshots import states_along_a_game


@pytest.mark.parametrize("game_id,players,seed", [("lcg2e", 2, 3), ("lcg2e", 4, 4),
                                                  ("hbo", 2, 5)])
def test_a_state_packs_smaller_and_unpacks_byte_for_byte(game_id, players, seed):
    states = states_along_a_game(game_id, players, seed, every=25, max_steps=4000)
    # the game went on long enough for cards to kneel, gain power, take attachments
    assert any(c["kneeling"] or c["power"] or c["attachments"]
               for c in states[-2]["cards"].values())
    for state in states:
        before = orjson.dumps(state)
        packed = REGISTRY[game_id].pack(state)
        assert orjson.dumps(state) == before            # the working state is untouched
        wire = orjson.dumps(packed)
        assert len(wire) < 0.5 * len(before)
        back = REGISTRY[game_id].unpack(orjson.loads(wire))
        assert orjson.dumps(back) == before


def test_changed_values_and_a_key_of_a_game_s_own_come_back_in_place():
    state = REGISTRY["lcg2e"].new(2, {}, 1)
    a, b, c = list(state["cards"])[:3]
    state["cards"][a].update(controller=1 - state["cards"][a]["owner"], kneeling=True,
                             power=2, tokens={"gold": 1}, dups=["c9"])
    state["cards"][b]["marked"] = 0                  # a key the stored form does not know
    state["cards"][c]["power"] = False               # not the start value 0: kept as it is
    before = orjson.dumps(state)
    packed = orjson.loads(orjson.dumps(stored.pack(state)))
    assert packed["cards"][a]["controller"] != packed["cards"][a]["owner"]
    assert "controller" not in packed["cards"][b] and "kneeling" not in packed["cards"][b]
    assert packed["cards"][c]["power"] is False
    assert orjson.dumps(stored.unpack(packed)) == before


def test_a_state_stored_full_by_an_older_engine_unpacks_to_itself():
    for state in states_along_a_game("lcg2e", 2, 7, every=60, max_steps=4000):
        assert orjson.dumps(stored.unpack(copy.deepcopy(state))) == orjson.dumps(state)


def test_a_match_in_the_store_keeps_the_short_form_and_plays_on(app):
    import redis

    from api.store import match_key
    client = app.test_client()
    r = client.post("/api/v1/matches", json={"game": "lcg2e", "players": 2, "seed": 4})
    mid = r.get_json()["id"]
    tokens = [client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}", "seat": i})
              .get_json()["token"] for i in range(2)]
    raw = redis.Redis.from_url(app.config["REDIS_URL"]).hget(match_key(mid), "doc")
    doc = orjson.loads(raw)
    full = REGISTRY["lcg2e"].new(2, {}, 4)
    assert len(orjson.dumps(doc["state"])) < 0.5 * len(orjson.dumps(full))
    assert all("face_down" not in c for c in doc["state"]["cards"].values())
    # the seat to move can still read its decisions and act from the stored form
    for _ in range(5):
        seat = next(s for s in range(2) if client.get(
            f"/api/v1/matches/{mid}/decisions", headers={"Authorization": f"Bearer {tokens[s]}"}
        ).get_json().get("decisions"))
        ds = client.get(f"/api/v1/matches/{mid}/decisions",
                        headers={"Authorization": f"Bearer {tokens[seat]}"}).get_json()
        action = ds["decisions"][0]["options"][0]["action"]
        r = client.post(f"/api/v1/matches/{mid}/actions", json={"action": action},
                        headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert r.status_code == 200, r.get_json()
