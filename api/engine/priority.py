"""Action windows with priority, as the card games run them.

Inside a window the seats take turns holding priority, starting with ``order[0]``. The holder
either takes one of the actions the game lists, or passes. Taking an action resets the count of
passes and hands priority to the next seat; the window closes once every seat in ``order`` has
passed in a row. Whatever an action starts (a triggered ability, a reaction window, a cost to
pay) is pushed as frames above the window and resolves before priority comes back to it.

A game declares the window once with :func:`window_step` and opens it with
:func:`open_window`; the frame is plain data like every other.
"""
from __future__ import annotations

from typing import Callable

from api.engine.errors import IllegalAction
from api.engine.flow import Step
from api.engine.game import decision, option

PASS = {"type": "pass"}


def open_window(state: dict, kind: str, order: list[int], **fields) -> dict:
    """Push a window of ``kind`` where ``order[0]`` holds priority first."""
    frame = {"kind": kind, "order": list(order), "holder": 0, "passes": 0, **fields}
    state["stack"].append(frame)
    return frame


def window_step(kind: str, options: Callable[[dict, dict, int, str], list[dict]],
                take: Callable[[dict, dict, int, dict], list],
                prompt: Callable[[dict, dict, int, str], str],
                on_close: Callable[[dict, dict], list] | None = None,
                pass_label: Callable[[str], str] = lambda lang: "Pass") -> Step:
    """A :class:`~api.engine.flow.Step` running a priority window.

    ``options(state, frame, seat, lang)`` lists the holder's actions (``option`` dicts; a pass
    is added), ``take(state, frame, seat, action)`` carries one out and returns its events,
    ``on_close(state, frame)`` runs when everyone has passed (the frame is already popped).
    """

    def holder(frame: dict) -> int:
        return frame["order"][frame["holder"]]

    def to_act(state: dict, frame: dict) -> list[int]:
        return [holder(frame)]

    def decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
        opts = options(state, frame, seat, lang) + [option(pass_label(lang), dict(PASS))]
        return [decision(f"{kind}-{len(state['stack'])}", "priority",
                         prompt(state, frame, seat, lang), opts, window=kind)]

    def act(state: dict, frame: dict, seat: int, action: dict) -> list:
        # Refuse before changing anything: a refused action leaves the window as it was.
        if action != PASS and action not in [o["action"] for o in options(state, frame, seat, "en")]:
            raise IllegalAction("not-an-option", "that action is not open to you in this window")
        frame["holder"] = (frame["holder"] + 1) % len(frame["order"])
        if action != PASS:
            frame["passes"] = 0
            return list(take(state, frame, seat, action) or ())
        frame["passes"] += 1
        events = [{"type": "priority-passed", "seat": seat, "window": kind}]
        if frame["passes"] >= len(frame["order"]):
            state["stack"].pop()      # the window acted in is the top frame (Flow.apply)
            events.append({"type": "window-closed", "window": kind})
            events += (on_close(state, frame) if on_close else None) or []
        return events

    return Step(kind, to_act=to_act, decisions=decisions, act=act)
