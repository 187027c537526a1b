"""Ordering simultaneous things (api/engine/order.py): the chooser names the next one until one
is left, which goes last unasked; the ordered list reaches the parent."""
import copy

import pytest

from api.engine.errors import IllegalAction
from api.engine.flow import Flow, Step, take_result
from api.engine.order import open_order, order_step


def _parent_auto(state, frame):
    state["ordered"] = take_result(frame)
    state["stack"].pop()
    return []


FLOW = Flow([
    Step("parent", auto=_parent_auto),
    order_step("forced_order", prompt=lambda s, f, seat, lang: "Which resolves first?",
               label=lambda s, f, item, lang: item.title(),
               picked=lambda s, f, item: [{"type": "placed", "item": item,
                                           "position": len(f["ordered"])}]),
])


def game(items, chooser=2):
    s = {"stack": [{"kind": "parent"}]}
    open_order(s, "forced_order", chooser, items, prompt="order")
    return s, FLOW.settle(s)


def test_the_chooser_picks_one_at_a_time_and_the_last_goes_unasked():
    s, events = game(["kill", "draw", "gain"])
    assert events == [] and FLOW.to_act(s) == [2]
    (d,) = FLOW.decisions(s, 2)
    assert [o["action"] for o in d["options"]] == [{"type": "order", "first": i}
                                                   for i in ("kill", "draw", "gain")]
    assert [o["label"] for o in d["options"]] == ["Kill", "Draw", "Gain"]
    FLOW.apply(s, 2, {"type": "order", "first": "gain"})
    assert len(FLOW.decisions(s, 2)[0]["options"]) == 2
    events = FLOW.apply(s, 2, {"type": "order", "first": "kill"})
    assert events == [{"type": "placed", "item": "kill", "position": 2},
                      {"type": "placed", "item": "draw", "position": 3}]
    assert s["ordered"] == ["gain", "kill", "draw"] and s["stack"] == []


def test_one_item_is_no_question():
    s, events = game(["only"])
    assert s["ordered"] == ["only"] and events == [{"type": "placed", "item": "only",
                                                    "position": 1}]


def test_an_item_not_pending_is_refused_and_changes_nothing():
    s, _ = game(["a", "b"])
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction):
        FLOW.apply(s, 2, {"type": "order", "first": "c"})
    assert s == before
