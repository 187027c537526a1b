"""The frame stack (api/engine/flow.py): decision ids that name one occurrence, required versus
optional decisions, hybrid steps, an auto that waits, the after-step hook and the result slot."""
import copy

import pytest

from api.engine.errors import IllegalAction
from api.engine.flow import Flow, Step, hand_back, has_result, take_result


def _ask_decisions(state, frame, seat, lang):
    return [{"id": "q", "type": "q", "prompt": "?", "options": [
        {"label": str(v), "action": {"type": "pick", "v": v}} for v in (1, 2)]}]


def _turns_act(state, frame, seat, action):
    frame["turn"] = (frame["turn"] + 1) % 2
    frame["count"] += 1
    if frame["count"] == 4:
        state["stack"].pop()
    return [{"type": "picked", "seat": seat}]


def _together_to_act(state, frame):
    return [s for s in (0, 1) if s not in frame["done"]]


def _together_act(state, frame, seat, action):
    frame["done"].append(seat)
    if len(frame["done"]) == 2:
        state["stack"].pop()
    return []


def _sealed_act(state, frame, seat, action):
    if seat not in frame["in"]:
        frame["in"].append(seat)
    if len(frame["in"]) == 2:
        state["stack"].pop()
    return []


FLOW = Flow([
    Step("turns", to_act=lambda s, f: [f["turn"]], decisions=_ask_decisions, act=_turns_act),
    Step("together", to_act=_together_to_act, decisions=_ask_decisions, act=_together_act),
    Step("sealed", to_act=lambda s, f: [x for x in (0, 1) if x not in f["in"]],
         may_change=lambda s, f: list(f["in"]), decisions=_ask_decisions, act=_sealed_act),
])
PICK = {"type": "pick", "v": 1}


def ids(state, seat):
    return [d["id"] for d in FLOW.decisions(state, seat)]


def test_one_seat_at_a_time_every_answer_opens_a_new_occurrence():
    s = {"stack": [{"kind": "turns", "turn": 0, "count": 0}]}
    seen = []
    while s["stack"]:
        seat = FLOW.to_act(s)[0]
        (d,) = FLOW.decisions(s, seat)
        assert d["required"] is True and d["id"] == ids(s, seat)[0]   # stable while open
        assert d["id"] not in seen
        seen.append(d["id"])
        FLOW.apply(s, seat, PICK)
    # The frame got serial 1 when first acted in; each seat counts its own answers.
    assert seen == ["q@1.0.0", "q@1.1.0", "q@1.0.1", "q@1.1.1"]


def test_simultaneous_seats_keep_their_ids_when_another_answers():
    s = {"stack": [{"kind": "turns", "turn": 0, "count": 3},
                   {"kind": "together", "done": []}]}
    before = ids(s, 1)
    FLOW.apply(s, 0, PICK)
    assert ids(s, 0) == [] and ids(s, 1) == before
    FLOW.apply(s, 1, PICK)
    # The next frame is another occurrence: the serial is new even for the same step id.
    assert ids(s, 0) == ["q@2.0.0"]


def test_a_sealed_seat_keeps_its_id_while_it_revises_and_its_decision_turns_optional():
    s = {"stack": [{"kind": "turns", "turn": 0, "count": 3}, {"kind": "sealed", "in": []}]}
    (d,) = FLOW.decisions(s, 0)
    FLOW.apply(s, 0, PICK)
    (again,) = FLOW.decisions(s, 0)
    assert again["id"] == d["id"] and d["required"] and not again["required"]
    assert FLOW.to_act(s) == [1]
    FLOW.apply(s, 0, PICK)                                  # a revision: still the same question
    assert ids(s, 0) == [d["id"]]
    FLOW.apply(s, 1, PICK)                                  # the last one in closes the frame
    assert ids(s, 0) != [d["id"]]


def test_a_refused_action_changes_nothing_not_even_the_occurrence_counter():
    s = {"stack": [{"kind": "turns", "turn": 0, "count": 0}]}
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction):
        FLOW.apply(s, 1, PICK)                              # not seat 1's turn
    assert s == before and ids(s, 0) == ["q@1.0.0"]


def test_settle_waits_on_hybrids_lets_auto_wait_and_runs_the_hook_after_every_step():
    log = []

    def hybrid_auto(state, frame):
        if frame["n"] == 0:
            frame["waiting"] = 1
            return None                                     # "wait": seat 1 must act now
        state["stack"].pop()
        return [{"type": "hybrid-done"}]

    def hybrid_act(state, frame, seat, action):
        frame["waiting"], frame["n"] = None, 1
        return [{"type": "answered"}]

    flow = Flow([Step("hybrid", auto=hybrid_auto,
                      to_act=lambda s, f: [] if f.get("waiting") is None else [f["waiting"]],
                      decisions=_ask_decisions, act=hybrid_act),
                 Step("tick", auto=lambda s, f: [s["stack"].pop() and {"type": "tick"}])],
                after_step=lambda s: log.append(len(s["stack"])) or [])
    s = {"stack": [{"kind": "hybrid", "n": 0}, {"kind": "tick"}]}
    assert flow.settle(s) == [{"type": "tick"}]
    assert flow.to_act(s) == [1] and log == [2, 1]          # before the first step, after tick
    events = flow.apply(s, 1, PICK)
    assert [e["type"] for e in events] == ["answered", "hybrid-done"] and s["stack"] == []


def test_an_auto_that_waits_for_nobody_is_an_engine_bug_not_a_hang():
    flow = Flow([Step("stuck", auto=lambda s, f: None, to_act=lambda s, f: [])])
    with pytest.raises(RuntimeError, match="waits for nobody"):
        flow.settle({"stack": [{"kind": "stuck"}]})


def test_a_child_hands_its_result_to_its_parent_through_one_slot():
    s = {"stack": [{"kind": "parent"}, {"kind": "child"}]}
    parent = hand_back(s, {"picked": 3})
    assert s["stack"] == [parent] and has_result(parent)
    assert take_result(parent) == {"picked": 3} and not has_result(parent)
    assert take_result(parent, "none") == "none"
