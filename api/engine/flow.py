"""A stack of plain-data frames: the pending work of a game, laid out like its rules.

``state["stack"]`` is a list of dicts, each with a ``"kind"``; the last one is the current
step. A game declares one :class:`Step` per kind. A step either runs by itself (``auto``), waits
for seats (``to_act``/``decisions``/``act``), or both (a hybrid: it waits while ``to_act`` names
somebody, else its ``auto`` runs). ``auto`` may push children, pop itself or change its own
fields; it returns its events, or None for "now wait for ``to_act``". When a child pops, its
parent is on top again and runs on from its own fields (a child's result goes in the parent's
one result slot, :func:`hand_back`), so nothing is a closure and the stack round-trips through
JSON.

Every decision :class:`Flow` lists names one occurrence: the frame gets a per-match serial the
first time a seat acts in it, and counts per seat the questions that seat has answered there.
A decision id is ``<step's id>@<serial>.<seat>.<count>``; once answered, it never comes back, so
an answer to a closed question can be told apart from one to the next. A sealed step
(``may_change`` or ``sealed``) keeps one id per seat while the seat submits and revises.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from api.engine.errors import BadAction, IllegalAction

MAX_AUTO_STEPS = 100_000
_AUTO_STEPS = range(MAX_AUTO_STEPS)  # made once: settle runs for every action

SERIAL = "occurrences"   # state: the last serial handed to a frame
OCC = "occ"              # frame: its serial, once a seat has acted in it
ASKED = "asked"          # frame: {seat: questions that seat has answered in it}
RESULT = "returned"      # frame: what its last child handed back


@dataclass(frozen=True)
class Step:
    kind: str
    auto: Callable[[dict, dict], list | None] | None = None    # (state, frame) -> events
    to_act: Callable[[dict, dict], list[int]] | None = None    # (state, frame) -> seats
    decisions: Callable[..., list[dict]] | None = None         # (state, frame, seat, lang)
    act: Callable[[dict, dict, int, dict], list] | None = None  # (state, frame, seat, action)
    # Seats that already made a sealed choice here and may still change it until everyone is
    # in. They are not waited for (not in to_act), yet they see their options (optional
    # decisions, ``required: false``) and may act.
    may_change: Callable[[dict, dict], list[int]] | None = None
    # A seat's question stays open after it acts (a sealed submission it may still revise).
    # Implied by ``may_change``.
    sealed: bool = False


class Flow:
    """The table of steps of one game and the loop that runs them.

    ``after_step(state) -> events`` runs before the first step of every settle and after every
    automatic step (e.g. a victory check "at any moment"); it may change the stack.
    """

    def __init__(self, steps=(), after_step: Callable[[dict], list] | None = None):
        self.steps: dict[str, Step] = {}
        self.after_step = after_step
        for s in steps:
            self.add(s)

    def add(self, step: Step) -> Step:
        if step.kind in self.steps:
            raise ValueError(f"step {step.kind} declared twice")
        self.steps[step.kind] = step
        return step

    # -- running -------------------------------------------------------------------------

    def settle(self, state: dict) -> list:
        """Run automatic steps until some seat must decide or the stack is empty."""
        events: list = []
        steps, hook = self.steps, self.after_step
        for _ in _AUTO_STEPS:
            if hook is not None:
                new = hook(state)
                if new:
                    events.extend(new)
            stack = state["stack"]
            if not stack:
                return events
            frame = stack[-1]
            step = steps[frame["kind"]]
            auto, to_act = step.auto, step.to_act
            if auto is None:
                if not to_act(state, frame):
                    raise RuntimeError(f"step {frame['kind']} waits for nobody")
                return events
            if to_act is not None and to_act(state, frame):
                return events          # a hybrid step waits while somebody must act
            new = auto(state, frame)
            if new is None:            # "wait": somebody must act now
                if to_act is None or not to_act(state, frame):
                    raise RuntimeError(f"step {frame['kind']} waits for nobody")
                return events
            if new:
                events.extend(new)
        raise RuntimeError("automatic steps did not settle")

    def to_act(self, state: dict) -> list[int]:
        stack = state["stack"]
        if not stack:
            return []
        frame = stack[-1]
        step = self.steps[frame["kind"]]
        return [] if step.to_act is None else list(step.to_act(state, frame))

    def _open(self, state: dict, seat: int):
        """(step, required) when ``seat`` may act in the top frame, else (None, False)."""
        stack = state["stack"]
        if not stack:
            return None, False
        frame = stack[-1]
        step = self.steps[frame["kind"]]
        if step.to_act is None:
            return None, False
        if seat in step.to_act(state, frame):
            return step, True
        if step.may_change is not None and seat in step.may_change(state, frame):
            return step, False
        return None, False

    def may_act(self, state: dict, seat: int) -> bool:
        return self._open(state, seat)[0] is not None

    def decisions(self, state: dict, seat: int, lang: str = "en") -> list[dict]:
        step, required = self._open(state, seat)
        if step is None:
            return []
        frame = state["stack"][-1]
        suffix = "@" + occurrence(state, frame, seat)
        out = []
        for d in step.decisions(state, frame, seat, lang):
            d = d.copy()        # a step may hand out a dict it keeps: never write into it
            d["id"] += suffix
            d["required"] = required
            out.append(d)
        return out

    def apply(self, state: dict, seat: int, action) -> list:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise BadAction("malformed-action", "an action is an object with a string 'type'",
                            field="type")   # the platform prefixes "action."
        if not state["stack"]:
            raise IllegalAction("game-over", "the game has ended")
        step, _ = self._open(state, seat)
        if step is None:
            raise IllegalAction("not-your-turn", "this seat has nothing to decide now")
        frame = state["stack"][-1]
        events = list(step.act(state, frame, seat, action) or ())
        # Only after the step accepted the action: a refused one changes nothing.
        answered(state, frame, seat, keep_open=step.sealed or step.may_change is not None)
        events.extend(self.settle(state))
        return events


# -- occurrences ---------------------------------------------------------------------------

def occurrence(state: dict, frame: dict, seat: int) -> str:
    """``<serial>.<seat>.<count>`` of the question ``frame`` asks ``seat`` now. A frame nobody
    has acted in yet has no serial; it will get the next one, and no other frame can take that
    number first: only the top frame is ever asked, and it stays on top until a seat acts."""
    serial = frame.get(OCC)
    if serial is None:
        serial = state.get(SERIAL, 0) + 1
    asked = frame.get(ASKED)
    return f"{serial}.{seat}.{asked.get(str(seat), 0) if asked else 0}"


def answered(state: dict, frame: dict, seat: int, keep_open: bool = False) -> None:
    """Record that ``seat`` acted in ``frame`` (which the action may already have popped):
    the frame keeps its serial, and unless ``keep_open`` the seat's question is closed."""
    if OCC not in frame:
        state[SERIAL] = frame[OCC] = state.get(SERIAL, 0) + 1
    if not keep_open:   # close_questions(frame, (seat,)), inline: it runs for every action
        asked = frame.get(ASKED)
        k = str(seat)
        if asked is None:
            frame[ASKED] = {k: 1}
        else:
            asked[k] = asked.get(k, 0) + 1


def close_questions(frame: dict, seats) -> None:
    """Close the open question of each of ``seats`` in ``frame``: what it asks them next is a
    new occurrence (a sealed step calls this when a round of submissions is revealed)."""
    asked = frame.setdefault(ASKED, {})
    for s in seats:
        k = str(s)
        asked[k] = asked.get(k, 0) + 1


# -- a child's result ----------------------------------------------------------------------

def hand_back(state: dict, value) -> dict | None:
    """Pop the top frame and leave ``value`` in its parent's result slot; returns the parent."""
    stack = state["stack"]
    stack.pop()
    if not stack:
        return None
    parent = stack[-1]
    parent[RESULT] = value
    return parent


def has_result(frame: dict) -> bool:
    return RESULT in frame


def take_result(frame: dict, default=None):
    """The value a child handed back (removed from the slot), or ``default``."""
    return frame.pop(RESULT, default)
