"""Scenario helpers for board2e tests: build states, act by house, inspect areas."""
from __future__ import annotations

import copy
import json

from api.games import board as B
from api.games.board.edition import edition_named, edition_of
from api.games.board.areas.supply import armies, limits, sizes_ok
from api.games.board.components import pieces_on_board, power_on_board
from api.games.board.planning.orders import make_order
from api.games.board.setup.new_game import empty_area
from api.games.board.tracks.bidding import open_bid
from api.engine.sealed import entry


ED = edition_named("2e")


def new_game(players=6, seed=1, **options):
    return B.new(players, options, seed)


def seat(state, house):
    return state["seats"].index(house)


def act(state, house, action):
    return B.apply(state, seat(state, house), action)


def options(state, house):
    ds = B.decisions(state, seat(state, house))
    return [o["action"] for d in ds for o in d["options"]]


def clear_board(state, keep_garrisons=True):
    """Empty every area (units, orders, tokens, neutral forces) for a hand-built scenario."""
    for a in state["areas"]:
        g = state["areas"][a]["garrison"] if keep_garrisons else None
        state["areas"][a] = empty_area()
        state["areas"][a]["garrison"] = g


def put(state, area, house, *types, routed=False):
    for t in types:
        state["areas"][area]["units"].append({"type": t, "house": house, "routed": routed})


def order(state, area, house, token, revealed=True):
    state["areas"][area]["order"] = make_order(state, house, token, revealed)


from api.engine.flow import Step  # noqa: E402

if "test_hold" not in B.FLOW.steps:
    # A frame that waits forever: scenario frames are pushed on it, so nothing else runs
    # after they pop.
    def _hold_act(s, f, seat, a):
        from api.engine.errors import IllegalAction
        raise IllegalAction("test-hold", "the scenario is over")
    B.FLOW.add(Step("test_hold", to_act=lambda s, f: [0], decisions=lambda s, f, seat, lang="en": [],
                    act=_hold_act))


def frame(state, **f):
    """Replace the pending work by one frame resting on a hold frame."""
    state["stack"] = [{"kind": "test_hold"}, f]
    return B.FLOW.settle(state)


def top(state):
    return state["stack"][-1]["kind"]


def refused(state, house, action, code=None):
    from api.engine.errors import RuleError
    import pytest
    with pytest.raises(RuleError) as e:
        act(state, house, action)
    if code:
        assert code in e.value.code, e.value.code
    return e.value


def check_invariants(state):
    assert json.loads(json.dumps(state)) == state
    total = edition_of(state).power_per_house
    for h, hs in state["houses"].items():
        assert hs["power"] >= 0
        assert hs["power"] + power_on_board(state, h) <= total
        for t, rec in ED.unit_types.items():
            assert pieces_on_board(state, h, t) <= rec["perHouse"], (h, t)
        assert len(set(hs["hand"]) | set(hs["discard"])) == len(hs["hand"]) + len(hs["discard"])
        assert set(hs["hand"]) | set(hs["discard"]) <= set(ED.house_cards_of[h])
    for a, st in state["areas"].items():
        k = ED.areas[a]["kind"]
        houses = {u["house"] for u in st["units"]}
        assert len(houses) <= 1, (a, st["units"])
        for u in st["units"]:
            assert (u["type"] == "ship") == (k != "land"), (a, u)
        if k == "port":
            assert len(st["units"]) <= 3
        if a in state["impassable"]:
            assert not st["units"]
        if st["power"]:
            assert k == "land"
    assert state["wildling_threat"] in (0, 2, 4, 6, 8, 10, 12)


def check_supply(state):
    for h in state["houses"]:
        assert sizes_ok(armies(state, h), limits(state, h)), (h, armies(state, h))


def check_views(state):
    for s, h in enumerate(state["seats"]):
        v = B.view(state, s)
        assert "rng" not in v
        assert isinstance(v["wildling_deck"], int)
        for a, st in v["areas"].items():
            o = st["order"]
            real = state["areas"][a]["order"]
            if real and not real["revealed"] and real["house"] != h:
                assert o == {"house": real["house"], "hidden": True}
        bids = v.get("bids") or {}
        for other, val in (bids.get("sealed") or {}).items():
            if other != h:
                assert val == "ready"
        if "mine" in bids:
            assert bids["mine"] == entry(open_bid(state), s)["bid"]
    sp = B.view(state, None)
    assert all(not (st["order"] or {}).get("token") or st["order"].get("revealed")
               for st in sp["areas"].values())


def clone(state):
    return copy.deepcopy(state)
