"""Asking one seat to pick one of stored options (api/engine/ask.py): what is listed is exactly
what is accepted, a single option is taken and announced, the pick reaches the parent."""
import copy

import pytest

from api.engine.ask import ask, ask_step
from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Flow, Step, take_result

COLOURS = [{"type": "choose", "choice": {"colour": c}} for c in ("red", "green")]


def _parent_auto(state, frame):
    """Asks once, then files the answer and ends."""
    if "asked" not in frame:
        frame["asked"] = True
        ask(state, "ask", frame["seat"], frame["options"], prompt="colour",
            public=frame.get("public", False))
        return []
    state["picked"] = take_result(frame)
    state["stack"].pop()
    return [{"type": "parent-done"}]


FLOW = Flow([
    Step("parent", auto=_parent_auto),
    ask_step("ask", prompt=lambda s, f, seat, lang: {"en": "Pick", "ru": "Выберите"}[lang],
             label=lambda s, f, a, lang: a["choice"]["colour"].upper(), announce=True),
])


def game(options, seat=1, public=False):
    state = {"stack": [{"kind": "parent", "seat": seat, "options": options, "public": public}]}
    events = FLOW.settle(state)
    return state, events


def test_the_listed_options_are_exactly_the_stored_ones_and_the_pick_reaches_the_parent():
    s, _ = game(COLOURS)
    assert FLOW.to_act(s) == [1] and FLOW.decisions(s, 0) == []
    (d,) = FLOW.decisions(s, 1, "ru")
    assert d["type"] == "colour" and d["prompt"] == "Выберите" and d["required"]
    assert [o["action"] for o in d["options"]] == COLOURS
    assert [o["label"] for o in d["options"]] == ["RED", "GREEN"]
    events = FLOW.apply(s, 1, copy.deepcopy(COLOURS[1]))
    assert events == [{"type": "choice-made", "seat": 1, "prompt": "colour", "to": [1]},
                      {"type": "parent-done"}]
    assert s["picked"] == COLOURS[1] and s["stack"] == []


@pytest.mark.parametrize("action, error, code", [
    ({"type": "play", "choice": {"colour": "red"}}, BadAction, "unknown-action"),
    ({"type": "choose"}, BadAction, "missing-field"),
    ({"type": "choose", "choice": "red"}, BadAction, "wrong-type"),
    ({"type": "choose", "choice": {"colour": "red"}, "extra": 1}, BadAction, "unknown-field"),
    ({"type": "choose", "choice": {"colour": "blue"}}, IllegalAction, "illegal-action/not-an-option"),
])
def test_anything_not_listed_is_refused_precisely_and_changes_nothing(action, error, code):
    s, _ = game(COLOURS)
    before = copy.deepcopy(s)
    with pytest.raises(error) as exc:
        FLOW.apply(s, 1, action)
    assert exc.value.code == code and s == before


def test_json_types_are_strict_true_is_not_one():
    s, _ = game([{"type": "choose", "choice": {"council": 1}},
                 {"type": "choose", "choice": {"council": 2}}])
    with pytest.raises(IllegalAction):
        FLOW.apply(s, 1, {"type": "choose", "choice": {"council": True}})


@pytest.mark.parametrize("public", [False, True])
def test_a_single_option_is_taken_for_the_seat_and_announced(public):
    s, events = game(COLOURS[:1], public=public)
    forced = {"type": "choice-forced", "seat": 1, "decision": "colour", "choice": COLOURS[0]}
    if not public:
        forced["to"] = [1]     # by default what was taken is told to the chooser alone
    assert events == [forced, {"type": "parent-done"}]
    assert s["picked"] == COLOURS[0] and FLOW.to_act(s) == []


def test_on_answer_runs_instead_of_the_result_slot():
    answers = []
    flow = Flow([Step("base", auto=lambda s, f: None, to_act=lambda s, f: [0]),
                 ask_step("q", prompt=lambda *a: "?", label=lambda s, f, a, lang: "x",
                          on_answer=lambda s, f, seat, a: answers.append((seat, a)) or [
                              {"type": "answered", "by": f["why"]}])])
    s = {"stack": [{"kind": "base"}]}
    ask(s, "q", 0, COLOURS, prompt="q", why="test")
    assert flow.apply(s, 0, COLOURS[0]) == [{"type": "answered", "by": "test"}]
    assert answers == [(0, COLOURS[0])] and "returned" not in s["stack"][0]
