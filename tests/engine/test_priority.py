"""Priority windows (api/engine/priority.py) on a toy duel: the shape the card games need —
priority passing, a window that closes on consecutive passes, an action whose triggered
reaction window resolves before priority returns, and plain-data frames throughout."""
import copy

import orjson
import pytest

from api.engine.errors import IllegalAction
from api.engine.flow import Flow, Step
from api.engine.game import option
from api.engine.priority import PASS, open_window, set_autopass, window_step

BOLT = {"type": "play", "card": "bolt"}
COUNTER = {"type": "play", "card": "counter"}


def _main_options(state, frame, seat, lang):
    return [option("Bolt", BOLT)] if "bolt" in state["hands"][seat] else []


def _main_take(state, frame, seat, action):
    state["hands"][seat].remove("bolt")
    foe = 1 - seat
    # The bolt waits below a reaction window that only its target may use.
    state["stack"].append({"kind": "bolt", "source": seat, "target": foe, "countered": False})
    open_window(state, "reaction", [foe], bolt_source=seat)
    return [{"type": "bolt-played", "seat": seat}]


def _reaction_options(state, frame, seat, lang):
    return [option("Counter", COUNTER)] if "counter" in state["hands"][seat] else []


def _reaction_take(state, frame, seat, action):
    state["hands"][seat].remove("counter")
    state["stack"][-2]["countered"] = True      # the bolt just below this window
    return [{"type": "countered", "seat": seat}]


def _bolt_auto(state, frame):
    state["stack"].pop()
    if frame["countered"]:
        return [{"type": "bolt-fizzled", "target": frame["target"]}]
    state["life"][frame["target"]] -= 1
    return [{"type": "damage", "seat": frame["target"]}]


FLOW = Flow([
    window_step("main", _main_options, _main_take, lambda s, f, seat, lang: "Your action",
                pass_label=lambda s, f, seat, lang: "Done" if f.get("active") == seat else "Pass"),
    window_step("reaction", _reaction_options, _reaction_take,
                lambda s, f, seat, lang: "React to the bolt"),
    Step("bolt", auto=_bolt_auto),
])
# The same duel where only a seat holding a counter may react: the others are not even asked.
SKIPPING = Flow([
    window_step("main", _main_options, _main_take, lambda s, f, seat, lang: "Your action"),
    window_step("reaction", _reaction_options, _reaction_take,
                lambda s, f, seat, lang: "React to the bolt",
                skip=lambda s, f, seat: "counter" not in s["hands"][seat]),
    Step("bolt", auto=_bolt_auto),
])


def new_duel():
    state = {"life": [3, 3], "hands": [["bolt", "bolt", "counter"], ["bolt", "counter"]],
             "stack": []}
    open_window(state, "main", [0, 1])
    return state


def act(state, seat, action):
    """Apply through the Flow, and prove the state is plain data by a JSON round trip."""
    events = FLOW.apply(state, seat, action)
    state.update(orjson.loads(orjson.dumps(state)))
    return [e["type"] for e in events]


def test_priority_alternates_and_the_window_closes_on_consecutive_passes():
    s = new_duel()
    assert FLOW.to_act(s) == [0]
    with pytest.raises(IllegalAction):
        FLOW.apply(s, 1, PASS)                  # seat 1 does not hold priority
    assert act(s, 0, PASS) == ["priority-passed"]
    assert FLOW.to_act(s) == [1]
    # An action between the passes resets the count: both must pass again in a row.
    assert act(s, 1, BOLT) == ["bolt-played"]
    assert act(s, 0, PASS) == ["priority-passed", "window-closed", "damage"]
    assert s["life"] == [2, 3] and FLOW.to_act(s) == [0]
    assert act(s, 0, PASS) == ["priority-passed"]
    assert act(s, 1, PASS) == ["priority-passed", "window-closed"]
    assert s["stack"] == [] and FLOW.to_act(s) == []


def test_a_triggered_reaction_resolves_before_priority_returns():
    s = new_duel()
    assert act(s, 0, BOLT) == ["bolt-played"]
    # The reaction window sits on top: only the bolt's target acts, with its counter listed.
    assert FLOW.to_act(s) == [1]
    (d,) = FLOW.decisions(s, 1)
    assert d["type"] == "priority" and [o["action"] for o in d["options"]] == [COUNTER, PASS]
    assert FLOW.decisions(s, 0) == []
    assert act(s, 1, COUNTER) == ["countered"]
    # After countering, the reaction window goes on (the same seat, alone in it, may pass).
    assert act(s, 1, PASS) == ["priority-passed", "window-closed", "bolt-fizzled"]
    assert s["life"] == [3, 3]
    # Back in the main window, priority is with the seat after the one that bolted.
    assert FLOW.to_act(s) == [1] and [f["kind"] for f in s["stack"]] == ["main"]


def test_an_unlisted_action_is_refused_and_changes_nothing():
    s = new_duel()
    act(s, 0, BOLT)
    act(s, 1, PASS)                              # the bolt hits: life [3, 2]
    act(s, 1, BOLT)
    act(s, 0, COUNTER)
    act(s, 0, PASS)                              # fizzled; priority with seat 0
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction) as err:
        FLOW.apply(s, 0, COUNTER)                # a counter is no main-window action
    assert err.value.code == "illegal-action/not-an-option" and s == before
    act(s, 0, BOLT)
    act(s, 1, PASS)
    assert s["life"] == [3, 1] and s["hands"] == [[], ["counter"]]
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction):
        FLOW.apply(s, 1, BOLT)                   # no bolt left in that hand
    assert s == before


def test_a_seat_that_cannot_react_is_skipped_and_a_window_nobody_can_use_closes_at_once():
    s = new_duel()
    s["hands"][1].remove("counter")
    # Seat 1 has no counter: the reaction window opens and closes without asking anyone.
    events = SKIPPING.apply(s, 0, BOLT)
    assert [e["type"] for e in events] == ["bolt-played", "window-closed", "damage"]
    assert s["life"] == [3, 2] and SKIPPING.to_act(s) == [1]


def test_every_time_a_seat_holds_priority_is_a_new_decision_id():
    s = new_duel()
    seen = set()
    for seat, action in [(0, PASS), (1, BOLT), (0, PASS), (0, PASS), (1, PASS)]:
        (d,) = FLOW.decisions(s, seat)
        assert d["id"] not in seen
        seen.add(d["id"])
        act(s, seat, action)
    assert s["stack"] == []


def test_auto_pass_preferences_pass_for_a_seat_and_say_so():
    s = new_duel()
    set_autopass(s, 1, "always_except_own_turn")
    s["stack"][-1]["active"] = 0
    # Seat 1's preference passes for it: after seat 0's pass the window closes unasked.
    events = FLOW.apply(s, 0, PASS)
    assert [(e["type"], e.get("auto")) for e in events] == [
        ("priority-passed", None), ("priority-passed", True), ("window-closed", None)]
    s = new_duel()
    set_autopass(s, 0, "no_legal_play")
    s["hands"][0] = []                          # nothing but a pass: passed for seat 0
    assert FLOW.settle(s)[0] == {"type": "priority-passed", "seat": 0, "window": "main",
                                 "auto": True}
    assert FLOW.to_act(s) == [1]
    set_autopass(s, 0, "never")
    assert "autopass" in s and s["autopass"] == {}


def test_the_pass_is_worded_per_seat_and_window():
    s = new_duel()
    s["stack"][-1]["active"] = 0
    assert FLOW.decisions(s, 0)[0]["options"][-1]["label"] == "Done"
    act(s, 0, PASS)
    assert FLOW.decisions(s, 1)[0]["options"][-1]["label"] == "Pass"


# The duel where the reaction window has a name a seat may leave off its watch list.
NAMED = Flow([
    window_step("main", _main_options, _main_take, lambda s, f, seat, lang: "Your action",
                name=lambda s, f, seat: None if f.get("active") == seat else "main"),
    window_step("reaction", _reaction_options, _reaction_take,
                lambda s, f, seat, lang: "React to the bolt",
                name=lambda s, f, seat: "reactions"),
    Step("bolt", auto=_bolt_auto),
])


def test_a_watch_list_passes_the_windows_a_seat_does_not_watch():
    s = new_duel()
    s["stack"][-1]["active"] = 0
    set_autopass(s, 1, ["main"])              # seat 1 holds a counter, but watches no reactions
    events = NAMED.apply(s, 0, BOLT)
    assert {"type": "priority-passed", "seat": 1, "window": "reaction", "auto": True} in events
    assert s["life"] == [3, 2] and "counter" in s["hands"][1]
    assert NAMED.to_act(s) == [1]             # back in the main window, which it watches
    set_autopass(s, 1, [])
    assert NAMED.settle(s)[0]["auto"] is True  # now passed for it at once
    set_autopass(s, 0, [])                    # an unnamed window (its own turn) is still offered
    assert NAMED.to_act(s) == [0]
    set_autopass(s, 1, ["reactions", "main", "main"])
    assert s["autopass"]["1"] == ["main", "reactions"]
    with pytest.raises(ValueError):
        set_autopass(s, 1, [3])
