"""Arbitrary JSON as an action on real matches of every game: a precise 4xx, never a 5xx,
and a refused action changes nothing."""
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.games import REGISTRY
from tests.api.helpers import bearer, seated_match

EXAMPLES = int(os.environ.get("ROOKERY_FUZZ_EXAMPLES", "60"))

scalars = st.none() | st.booleans() | st.integers(-10**20, 10**20) \
    | st.floats(allow_nan=False, allow_infinity=False) \
    | st.text(max_size=20)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=12)


def action_like(game_id):
    """Objects shaped like this game's actions: a real type with junk or shuffled fields."""
    types = sorted({o["action"]["type"] for o in _sample_options(game_id)} | {"pass", "play"})
    keys = sorted(({k for o in _sample_options(game_id) for k in o["action"]} | {"card", "area"})
                  - {"type"})
    return st.one_of(
        st.dictionaries(st.text(max_size=10), json_values, max_size=4),
        st.fixed_dictionaries({"type": st.sampled_from(types)},
                              optional={k: json_values for k in keys}))


_cache = {}


def _sample_options(game_id):
    if game_id not in _cache:
        g = REGISTRY[game_id]
        s = g.new(g.min_players, {}, 1)
        _cache[game_id] = [o for seat in g.to_act(s) for d in g.decisions(s, seat)
                           for o in d["options"]]
    return _cache[game_id]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_garbage_actions_get_precise_4xx(app, game_id):
    client = app.test_client()
    game = REGISTRY[game_id]
    mid, toks = seated_match(client, game.min_players, game=game_id, seed=2)
    seat = client.get(f"/api/v1/matches/{mid}").json["seats"]
    acting = next(s["seat"] for s in seat if s["to_act"])
    h = bearer(toks[acting])
    before = client.get(f"/api/v1/matches/{mid}/view", headers=h).json

    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
              derandomize=True)
    @given(action=action_like(game_id))
    def fuzz(action):
        listed = [o["action"] for d in client.get(f"/api/v1/matches/{mid}/decisions",
                                                  headers=h).json["decisions"] for o in d["options"]]
        if action in listed:
            return
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=h, json={"action": action})
        assert r.status_code in (409, 422), (action, r.status_code, r.json)
        assert r.mimetype == "application/problem+json" and r.json["code"]

    fuzz()
    assert client.get(f"/api/v1/matches/{mid}/view", headers=h).json == before
