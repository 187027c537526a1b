"""Conformance of every registered game to the engine protocol (api/engine/game.py).

Random playthroughs driven only by ``decisions()``: every listed option is accepted, states
round-trip through JSON, views hide the RNG, garbage actions are refused with rule errors
only, and a game replays exactly from its seed and action log.
"""
import copy
import json
import os
import random

import pytest

from api.engine import RuleError
from api.games import REGISTRY

GAMES_PER_COUNT = int(os.environ.get("ROOKERY_CONFORMANCE_GAMES", "1"))
MAX_STEPS = int(os.environ.get("ROOKERY_CONFORMANCE_STEPS", "20000"))
# Uniform random choice among sealed place/remove options is a slow random walk in the board
# game, so most steps follow the game's own bot (itself choosing among the listed options);
# each game's own tests also drive whole games with uniform random choices.
BOT_SHARE = 0.7
CHECK_EVERY = 7  # full per-viewer checks on every 7th step keep the suite fast

GARBAGE = [None, 1, "x", [], {}, {"type": None}, {"type": 5}, {"type": "nonsense"},
           {"type": "play", "card": {"nested": []}}, {"type": "bid", "card": 10**30},
           {"type": "place", "area": None, "order": 3.5}, {"type": "pass", "extra": [1, 2]}]


def cases():
    for gid, game in sorted(REGISTRY.items()):
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(gid, n, id=f"{gid}-{n}p")


def play(game, players, seed, check=True):
    rng = random.Random(seed)
    state = game.new(players, {}, seed)
    log, said = [], []
    for step in range(MAX_STEPS):
        if game.result(state) is not None:
            break
        acting = game.to_act(state)
        assert acting, "no seat to act but no result"
        seat = rng.choice(acting)
        if check and rng.random() < 0.1:
            others = [s for s in range(players) if s not in acting and game.decisions(state, s)]
            if others:  # change a sealed submission: also a listed, accepted option
                seat = rng.choice(others)
        ds = game.decisions(state, seat)
        assert ds and all(d["options"] for d in ds), f"seat {seat} to act without options"
        for d in ds:
            assert len(d["options"]) <= 400, f"{d['type']}: {len(d['options'])} options"
        if check:
            for s in range(players):
                if s not in acting:
                    # A seat that already submitted a sealed choice may still change it;
                    # nothing else is offered to a seat the game is not waiting for.
                    assert all(d.get("sealed") for d in game.decisions(state, s))
            if rng.random() < 0.05:
                garbage = rng.choice(GARBAGE)
                before = json.dumps(state, sort_keys=True)
                with pytest.raises(RuleError):
                    game.apply(state, seat, garbage)
                assert json.dumps(state, sort_keys=True) == before, "refused action changed state"
        if game.bot is not None and rng.random() < BOT_SHARE:
            action = game.bot(game.view(state, seat), ds, rng.getrandbits(63))
            assert any(action == o["action"] for d in ds for o in d["options"]), \
                "the bot chose an option that is not listed"
        else:
            action = rng.choice(rng.choice(ds)["options"])["action"]
        events = game.apply(state, seat, copy.deepcopy(action))
        log.append((seat, action))
        said.append((json.dumps(events), events))
        assert isinstance(events, list) and all(isinstance(e.get("type"), str) for e in events)
        for e in events:  # "to" is reserved for the audience: a list of seats
            # The platform numbers every event ("id") and marks what not everyone sees
            # ("private", api/matches.py labelled): an engine field of either name would be
            # overwritten before any client saw it.
            assert not {"id", "private"} & e.keys(), e
            if "to" in e:
                assert isinstance(e["to"], list) and all(
                    isinstance(s, int) and 0 <= s < players for s in e["to"]), e
        if check and step % CHECK_EVERY == 0:
            assert json.loads(json.dumps(state)) == state, "state is not plain JSON"
            for viewer in [None, *range(players)]:
                v = game.view(state, viewer)
                assert "rng" not in v
                json.dumps(v)
    # An event is what happened then: it shares no list or object with the state, which the
    # rest of the game changes (a consumer that keeps events would see them rewritten).
    for then, event_list in said:
        assert json.dumps(event_list) == then, f"an event changed after it was returned: {then}"
    return state, log


@pytest.mark.parametrize("gid,players", list(cases()))
def test_random_playthroughs_reach_a_result(gid, players):
    game = REGISTRY[gid]
    for k in range(GAMES_PER_COUNT):
        state, log = play(game, players, seed=1000 * players + k)
        result = game.result(state)
        assert result is not None, f"{gid} did not finish in {MAX_STEPS} steps"
        assert set(result["winners"]) <= set(range(players))


@pytest.mark.parametrize("gid,players", [(g, REGISTRY[g].min_players) for g in sorted(REGISTRY)])
def test_replay_from_seed_and_log_is_exact(gid, players):
    game = REGISTRY[gid]
    state, log = play(game, players, seed=77, check=False)
    again = game.new(players, {}, 77)
    for seat, action in log:
        game.apply(again, seat, copy.deepcopy(action))
    assert again == state


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_new_is_deterministic_and_seed_dependent(gid):
    game = REGISTRY[gid]
    n = game.min_players
    assert game.new(n, {}, 5) == game.new(n, {}, 5)
    assert any(game.new(n, {}, 5) != game.new(n, {}, s) for s in range(6, 12))


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_options_schema_defaults_are_valid(gid):
    import jsonschema
    game = REGISTRY[gid]
    schema = game.options_schema
    jsonschema.Draft202012Validator.check_schema(schema)
    defaults = {k: p["default"] for k, p in schema.get("properties", {}).items() if "default" in p}
    jsonschema.validate(defaults, schema)
