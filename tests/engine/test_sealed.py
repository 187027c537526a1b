"""Sealed simultaneous submissions (api/engine/sealed.py): each seat submits in secret, may
revise until the last one is in (one decision id all along, required then optional), the last
submission reveals; forced and empty seats; rounds in one frame; multi-action submissions."""
import copy

import pytest

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Flow
from api.engine.sealed import entry, is_in, next_round, open_sealed, sealed_step


def _bids(state, frame, seat):
    return [{"type": "bid", "bid": b} for b in range(state["power"][seat] + 1)]


def _reveal(state, frame):
    bids = {s: entry(frame, s) and entry(frame, s)["bid"] for s in frame["seats"]}
    state["revealed"].append(bids)
    if len(state["revealed"]) < state["rounds"]:
        next_round(frame)
    else:
        state["stack"].pop()
    return [{"type": "bids-revealed", "bids": {str(s): b for s, b in bids.items()}}]


FLOW = Flow([sealed_step("bid", choices=_bids, reveal=_reveal, decision_type="bid",
                         label=lambda s, f, seat, a, lang: str(a["bid"]),
                         prompt=lambda s, f, seat, lang: "Bid power",
                         submitted=lambda s, f, seat, a: [{"type": "bid-in", "seat": seat}])])


def game(power, rounds=1):
    s = {"power": power, "revealed": [], "rounds": rounds, "stack": []}
    open_sealed(s, "bid", range(len(power)))
    return s, FLOW.settle(s)


def bid(n):
    return {"type": "bid", "bid": n}


def test_submissions_are_secret_revisable_and_the_last_one_reveals_all():
    s, events = game([3, 2, 1])
    assert FLOW.to_act(s) == [0, 1, 2] and events == []
    (d,) = FLOW.decisions(s, 0)
    assert d["sealed"] and d["required"] and len(d["options"]) == 4
    assert FLOW.apply(s, 0, bid(2)) == [{"type": "bid-in", "seat": 0}]   # never the bid itself
    (again,) = FLOW.decisions(s, 0)
    assert again["id"] == d["id"] and not again["required"] and again["current"] == bid(2)
    assert FLOW.to_act(s) == [1, 2]
    FLOW.apply(s, 0, bid(3))                              # revised: still one submission
    FLOW.apply(s, 1, bid(0))
    events = FLOW.apply(s, 2, bid(1))
    assert events[-1] == {"type": "bids-revealed", "bids": {"0": 3, "1": 0, "2": 1}}
    assert s["stack"] == [] and s["revealed"] == [{0: 3, 1: 0, 2: 1}]


def test_a_seat_with_one_choice_is_submitted_for_privately_and_one_with_none_is_left_out():
    s, events = game([0, 2, 1])
    assert events == [{"type": "choice-forced", "seat": 0, "decision": "bid", "choice": bid(0),
                       "to": [0]}, {"type": "bid-in", "seat": 0}]
    assert FLOW.to_act(s) == [1, 2] and is_in(s["stack"][-1], 0)
    s, events = game([2, 2])
    frame = s["stack"][-1]
    frame["seats"].append(2)            # a seat whose choices are empty: in, with nothing
    s["power"].append(-1)
    next_round(frame)
    FLOW.settle(s)
    assert FLOW.to_act(s) == [0, 1] and is_in(frame, 2) and entry(frame, 2) is None


def test_each_round_in_the_same_frame_asks_anew():
    s, _ = game([1, 1], rounds=2)
    first = FLOW.decisions(s, 0)[0]["id"]
    FLOW.apply(s, 0, bid(1))
    FLOW.apply(s, 1, bid(0))
    assert FLOW.to_act(s) == [0, 1] and FLOW.decisions(s, 0)[0]["id"] != first


def test_a_bid_not_listed_is_refused_and_changes_nothing():
    s, _ = game([1, 1])
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction):
        FLOW.apply(s, 0, bid(5))
    assert s == before


def _orders_record(state, frame, seat, action):
    """Orders placed one by one; "ready" submits them, any change after it takes it back."""
    placed = state["orders"].setdefault(str(seat), [])
    if action["type"] == "ready":
        frame["entries"][str(seat)] = list(placed)
        return [{"type": "orders-ready", "seat": seat}]
    frame["entries"].pop(str(seat), None)
    placed.append(action["area"])
    return []


def _orders_choices(state, frame, seat):
    placed = state["orders"].get(str(seat), [])
    out = [{"type": "place", "area": a} for a in ("north", "south") if a not in placed]
    return out + ([{"type": "ready"}] if placed and not is_in(frame, seat) else [])


ORDERS = Flow([sealed_step("orders", choices=_orders_choices, record=_orders_record,
                           reveal=lambda s, f: [s["stack"].pop() and {"type": "revealed"}],
                           label=lambda *a: "x", prompt=lambda *a: "Orders",
                           decision_type="place_orders")])


def test_a_submission_built_over_several_actions_can_be_taken_back_by_a_change():
    s = {"orders": {}, "stack": []}
    open_sealed(s, "orders", [0, 1])
    ORDERS.settle(s)
    d = ORDERS.decisions(s, 0)[0]
    ORDERS.apply(s, 0, {"type": "place", "area": "north"})
    ORDERS.apply(s, 0, {"type": "ready"})
    assert ORDERS.to_act(s) == [1] and not ORDERS.decisions(s, 0)[0]["required"]
    ORDERS.apply(s, 0, {"type": "place", "area": "south"})      # a change: not ready any more
    assert ORDERS.to_act(s) == [0, 1] and ORDERS.decisions(s, 0)[0]["id"] == d["id"]
    ORDERS.apply(s, 0, {"type": "ready"})
    ORDERS.apply(s, 1, {"type": "place", "area": "south"})
    assert ORDERS.apply(s, 1, {"type": "ready"})[-1] == {"type": "revealed"}


def test_the_decision_type_may_depend_on_the_frame():
    # One sealed step for several kinds of submission (the board's bids for a track or against
    # the wildlings): the type is read from the frame, for the decision and a forced pick.
    flow = Flow([sealed_step("bid", choices=_bids, reveal=_reveal, label=lambda *a: "",
                             prompt=lambda *a: "", decision_type=lambda f: f"bid_{f['against']}")])
    s = {"power": [0, 2], "revealed": [], "rounds": 1, "stack": []}
    open_sealed(s, "bid", range(2), against="wildlings")
    events = flow.settle(s)
    assert events[0]["decision"] == "bid_wildlings"
    (d,) = flow.decisions(s, 1)
    assert d["type"] == "bid_wildlings"


def _all_at_once(state, frame, seat, action):
    """An unlisted action standing for several listed ones: every area at once, and ready."""
    areas = action.get("areas")
    if not isinstance(areas, list) or not set(areas) <= {"north", "south"}:
        raise BadAction("bad-value", "'areas' lists areas", field="areas")
    state["orders"][str(seat)] = list(areas)
    return _orders_record(state, frame, seat, {"type": "ready"})


def _why(state, frame, seat, action):
    if action["type"] == "ready" and not state["orders"].get(str(seat)):
        raise IllegalAction("illegal-action/nothing-placed", "place an order first")


IN_TURN = Flow([sealed_step("orders", choices=_orders_choices, record=_orders_record,
                            reveal=lambda s, f: [s["stack"].pop() and {"type": "revealed"}],
                            label=lambda *a: "x", prompt=lambda *a: "Orders",
                            decision_type="place_orders", in_turn=lambda f: f["in_turn"],
                            bulk={"all_orders": _all_at_once}, explain=_why)])


def test_in_turn_the_seats_submit_one_after_the_other_and_may_not_revise():
    s = {"orders": {}, "stack": []}
    open_sealed(s, "orders", [2, 0, 1], in_turn=True)
    IN_TURN.settle(s)
    assert IN_TURN.to_act(s) == [2] and IN_TURN.decisions(s, 0) == []
    (d,) = IN_TURN.decisions(s, 2)
    assert d["required"] and d["sealed"] is False       # one at a time: not simultaneous
    with pytest.raises(IllegalAction):
        IN_TURN.apply(s, 0, {"type": "place", "area": "north"})
    IN_TURN.apply(s, 2, {"type": "place", "area": "north"})
    IN_TURN.apply(s, 2, {"type": "ready"})
    assert IN_TURN.to_act(s) == [0] and IN_TURN.decisions(s, 2) == []   # no revising


def test_a_bulk_action_is_checked_whole_and_submits_a_seat():
    s = {"orders": {}, "stack": []}
    open_sealed(s, "orders", [0, 1], in_turn=False)
    IN_TURN.settle(s)
    before = copy.deepcopy(s)
    with pytest.raises(BadAction):
        IN_TURN.apply(s, 0, {"type": "all_orders", "areas": ["east"]})
    assert s == before
    assert IN_TURN.apply(s, 0, {"type": "all_orders", "areas": ["north", "south"]}) == [
        {"type": "orders-ready", "seat": 0}]
    assert is_in(s["stack"][-1], 0) and IN_TURN.to_act(s) == [1]
    IN_TURN.apply(s, 1, {"type": "place", "area": "south"})
    assert IN_TURN.apply(s, 1, {"type": "all_orders", "areas": ["north"]})[-1] == {"type": "revealed"}


def test_an_unlisted_action_gets_the_games_own_refusal_when_it_has_one():
    s = {"orders": {}, "stack": []}
    open_sealed(s, "orders", [0, 1], in_turn=False)
    IN_TURN.settle(s)
    with pytest.raises(IllegalAction) as e:
        IN_TURN.apply(s, 0, {"type": "ready"})              # not listed before a placement
    assert e.value.code == "illegal-action/nothing-placed"
    with pytest.raises(BadAction) as e:                     # no explanation: the engine's code
        IN_TURN.apply(s, 0, {"type": "place", "area": 3})
    assert e.value.code == "wrong-type"
