"""A stack of plain-data frames: the pending work of a game, laid out like its rules.

``state["stack"]`` is a list of dicts, each with a ``"kind"``; the last one is the current
step. A game declares one :class:`Step` per kind. A step either runs by itself (``auto``)
— it may push children, pop itself or change its own fields (e.g. ``"stage"``) — or waits
for seats (``to_act``/``decisions``/``act``). When a child pops, its parent is on top again
and runs on from its own fields, so nothing is a closure and the stack round-trips through
JSON.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from api.engine.errors import BadAction, IllegalAction

MAX_AUTO_STEPS = 100_000
_AUTO_STEPS = range(MAX_AUTO_STEPS)  # made once: settle runs for every action


@dataclass(frozen=True)
class Step:
    kind: str
    auto: Callable[[dict, dict], list] | None = None           # (state, frame) -> events
    to_act: Callable[[dict, dict], list[int]] | None = None    # (state, frame) -> seats
    decisions: Callable[..., list[dict]] | None = None         # (state, frame, seat, lang)
    act: Callable[[dict, dict, int, dict], list] | None = None  # (state, frame, seat, action)
    # Seats that already made a sealed choice here and may still change it until everyone is
    # in. They are not waited for (not in to_act), yet they see their options and may act.
    may_change: Callable[[dict, dict], list[int]] | None = None


class Flow:
    """The table of steps of one game."""

    def __init__(self, steps=()):
        self.steps: dict[str, Step] = {}
        for s in steps:
            self.add(s)

    def add(self, step: Step) -> Step:
        if step.kind in self.steps:
            raise ValueError(f"step {step.kind} declared twice")
        self.steps[step.kind] = step
        return step

    def step(self, kind: str, **fns) -> Callable:
        """Decorator form: ``@flow.step("round", auto=True)`` on the auto function."""
        def register(fn):
            if fns.pop("auto", False):
                self.add(Step(kind, auto=fn))
            return fn
        return register

    # -- running -------------------------------------------------------------------------

    def settle(self, state: dict) -> list:
        """Run automatic steps until some seat must decide or the stack is empty."""
        events: list = []
        steps = self.steps
        for _ in _AUTO_STEPS:
            stack = state["stack"]
            if not stack:
                return events
            frame = stack[-1]
            step = steps[frame["kind"]]
            auto = step.auto
            if auto is None:
                if not step.to_act(state, frame):
                    raise RuntimeError(f"step {frame['kind']} waits for nobody")
                return events
            new = auto(state, frame)
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

    def _open_step(self, state: dict, seat: int):
        """The step on top of the stack when ``seat`` may act in it, else None."""
        stack = state["stack"]
        if not stack:
            return None
        frame = stack[-1]
        step = self.steps[frame["kind"]]
        if step.to_act is None:
            return None
        if seat in step.to_act(state, frame) or \
                (step.may_change is not None and seat in step.may_change(state, frame)):
            return step
        return None

    def may_act(self, state: dict, seat: int) -> bool:
        return self._open_step(state, seat) is not None

    def decisions(self, state: dict, seat: int, lang: str = "en") -> list[dict]:
        step = self._open_step(state, seat)
        if step is None:
            return []
        return step.decisions(state, state["stack"][-1], seat, lang)

    def apply(self, state: dict, seat: int, action) -> list:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise BadAction("malformed-action", "an action is an object with a string 'type'",
                            field="action.type")
        if not state["stack"]:
            raise IllegalAction("game-over", "the game has ended")
        step = self._open_step(state, seat)
        if step is None:
            raise IllegalAction("not-your-turn", "this seat has nothing to decide now")
        events = list(step.act(state, state["stack"][-1], seat, action) or ())
        events.extend(self.settle(state))
        return events
