"""Pick k of n (api/engine/select.py): toggles and a confirmation, never the power set; bounds
and hooks decide what is offered; a forced selection is taken and announced."""
import copy

import pytest

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Flow, Step, take_result
from api.engine.select import select, select_step

CARDS = [{"card": f"c{i}", "cost": i} for i in range(1, 7)]


def _budget(state, frame, item):
    """No more than 6 gold of cards in the subset."""
    return sum(frame["items"][i]["cost"] for i in frame["chosen"]) + item["cost"] <= 6


def _parent_auto(state, frame):
    state["picked"] = take_result(frame)
    state["stack"].pop()
    return []


FLOW = Flow([
    Step("parent", auto=_parent_auto),
    select_step("pick", prompt=lambda s, f, seat, lang: "Choose cards",
                label=lambda s, f, item, lang: item["card"], addable=_budget,
                valid=lambda s, f: len(f["chosen"]) != 3),
])


def game(items, low=0, high=None):
    s = {"stack": [{"kind": "parent"}]}
    select(s, "pick", 0, copy.deepcopy(items), low=low, high=high, prompt="cards")
    return s, FLOW.settle(s)


def actions(s):
    (d,) = FLOW.decisions(s, 0)
    return [o["action"] for o in d["options"]]


def toggle(card):
    return {"type": "toggle", "card": card, "cost": int(card[1:])}


def test_a_subset_is_built_by_toggles_and_confirmed_within_bounds_and_hooks():
    s, _ = game(CARDS, low=1, high=3)
    # n toggles, no confirm below the minimum: never more than n + 1 options.
    assert actions(s) == [toggle(f"c{i}") for i in range(1, 7)]
    FLOW.apply(s, 0, toggle("c4"))
    # The 6-gold budget now leaves out c3..c6 (c4 may still be removed); 1 card may confirm.
    assert actions(s) == [toggle("c1"), toggle("c2"), toggle("c4"), {"type": "confirm"}]
    (d,) = FLOW.decisions(s, 0)
    assert [o["label"][0] for o in d["options"][:3]] == ["☐", "☐", "☑"] and d["chosen"] == [CARDS[3]]
    FLOW.apply(s, 0, toggle("c1"))
    FLOW.apply(s, 0, toggle("c4"))                 # removing is always open
    FLOW.apply(s, 0, toggle("c2"))
    FLOW.apply(s, 0, toggle("c3"))                 # 1 + 2 + 3 = 6 gold, three cards ...
    assert {"type": "confirm"} not in actions(s)   # ... which the valid hook refuses
    FLOW.apply(s, 0, toggle("c2"))
    FLOW.apply(s, 0, {"type": "confirm"})
    assert s["picked"] == [CARDS[0], CARDS[2]] and s["stack"] == []   # in item order


def test_every_toggle_is_a_new_question_so_a_repeated_click_is_told_apart():
    s, _ = game(CARDS, low=0, high=2)
    first = FLOW.decisions(s, 0)[0]["id"]
    FLOW.apply(s, 0, toggle("c1"))
    assert FLOW.decisions(s, 0)[0]["id"] != first


@pytest.mark.parametrize("action, error", [
    ({"type": "toggle", "card": "c9", "cost": 9}, IllegalAction),
    ({"type": "toggle", "card": "c6", "cost": 6}, IllegalAction),   # listed only under budget
    ({"type": "confirm"}, BadAction),                # below the minimum: not even a listed type
    ({"type": "toggle"}, BadAction),
])
def test_what_is_not_listed_now_is_refused_and_changes_nothing(action, error):
    s, _ = game(CARDS, low=1)
    FLOW.apply(s, 0, toggle("c1"))
    FLOW.apply(s, 0, toggle("c1"))
    if action["type"] == "toggle" and action.get("card") == "c6":
        FLOW.apply(s, 0, toggle("c2"))
    before = copy.deepcopy(s)
    with pytest.raises(error):
        FLOW.apply(s, 0, action)
    assert s == before


def test_taking_everything_or_nothing_is_no_choice():
    s, events = game(CARDS[:2], low=2)
    assert s["picked"] == CARDS[:2]
    assert events == [{"type": "choice-forced", "seat": 0, "decision": "cards",
                       "choice": CARDS[:2], "to": [0]}]     # the chooser's to know
    s, events = game(CARDS, high=0)
    assert s["picked"] == [] and events[0]["choice"] == []
    s, events = game([], low=0)
    assert s["picked"] == [] and events == []      # an empty list is not even a forced choice
