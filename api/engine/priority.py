"""Action windows with priority, as the card games run them.

Inside a window the seats take turns holding priority, starting with ``order[0]``. The holder
either takes one of the actions the game lists, or passes. Taking an action resets the count of
passes and hands priority to the next seat; the window closes once every seat in ``order`` has
passed in a row. Whatever an action starts (a triggered ability, a reaction window, a cost to
pay) is pushed as frames above the window and resolves before priority comes back to it.

Not every seat is asked: the game's ``skip(state, frame, seat)`` hook leaves out a seat that
could not use the window (no eligible reaction), and a seat's auto-pass preference
(:func:`set_autopass`) passes for it. Both count as passes, are re-checked each time priority
moves, and a window nobody may use closes at once. Decision ids come from the flow (one per
time a seat holds priority).

A game declares the window once with :func:`window_step` and opens it with
:func:`open_window`; the frame is plain data like every other.
"""
from __future__ import annotations

from typing import Callable

from api.engine.errors import IllegalAction
from api.engine.fields import match_option
from api.engine.flow import Step

PASS = {"type": "pass"}

# Auto-pass preferences of a seat: never (the default: every window is offered), when its only
# option would be to pass, or always except in a window whose ``active`` seat it is. A fourth
# preference is a list of window names: the seat is offered only the windows it watches
# (names from the step's ``name`` hook; a window named None is always offered). Only "never",
# "always_except_own_turn" and a watch list depend on public facts alone; "no_legal_play"
# tells everyone by its timing that the seat had nothing to play.
AUTOPASS = ("never", "no_legal_play", "always_except_own_turn")


def open_window(state: dict, kind: str, order: list[int], **fields) -> dict:
    """Push a window of ``kind`` where ``order[0]`` holds priority first. A field ``active``
    names the seat whose turn it is (for ``always_except_own_turn``)."""
    frame = {"kind": kind, "order": list(order), "holder": 0, "passes": 0, **fields}
    state["stack"].append(frame)
    return frame


def set_autopass(state: dict, seat: int, mode: str | list[str]) -> None:
    """A seat's standing preference for every window (kept in the state: it replays): one of
    :data:`AUTOPASS`, or the list of window names it watches."""
    if isinstance(mode, list):
        if not all(isinstance(w, str) for w in mode):
            raise ValueError("a watch list names windows")
        mode = sorted(set(mode))
    elif mode not in AUTOPASS:
        raise ValueError(f"unknown autopass mode {mode!r}")
    prefs = state.setdefault("autopass", {})
    if mode == "never":
        prefs.pop(str(seat), None)
    else:
        prefs[str(seat)] = mode


def autopass_of(state: dict, seat: int) -> str | list[str]:
    """A seat's preference as :func:`set_autopass` stored it ("never" when it set none)."""
    return (state.get("autopass") or {}).get(str(seat), "never")


def window_step(kind: str, options: Callable[[dict, dict, int, str], list[dict]],
                take: Callable[[dict, dict, int, dict], list],
                prompt: Callable[[dict, dict, int, str], str],
                on_close: Callable[[dict, dict], list] | None = None,
                pass_label: Callable[[dict, dict, int, str], str] = lambda s, f, seat, lang: "Pass",
                skip: Callable[[dict, dict, int], bool] | None = None,
                name: Callable[[dict, dict, int], str | None] = lambda s, f, seat: None,
                plays: Callable[[dict, dict, int], list[dict]] | None = None) -> Step:
    """A :class:`~api.engine.flow.Step` running a priority window.

    ``options(state, frame, seat, lang)`` lists the holder's actions (``option`` dicts; a pass
    is added last), ``take(state, frame, seat, action)`` carries one out and returns its events,
    ``on_close(state, frame)`` runs when everyone has passed (the frame is already popped),
    ``pass_label(state, frame, seat, lang)`` words the pass ("Done marshaling"), ``skip(state,
    frame, seat)`` leaves a seat out of this window for now, ``name(state, frame, seat)`` names
    the window for a seat's watch list (None: not a window it may auto-pass). ``plays(state,
    frame, seat)``, when given, lists the same actions as ``options`` without wording them:
    checking an action or whether a seat has any play needs no labels.
    """
    if plays is None:
        def plays(state: dict, frame: dict, seat: int) -> list[dict]:
            return [o["action"] for o in options(state, frame, seat, "en")]

    def holder(frame: dict) -> int:
        return frame["order"][frame["holder"]]

    def passes_for(state: dict, frame: dict, seat: int) -> str | None:
        """Why the engine passes for ``seat`` now: "skip", "auto", or None (it is asked)."""
        if skip is not None and skip(state, frame, seat):
            return "skip"
        mode = (state.get("autopass") or {}).get(str(seat))
        if mode == "always_except_own_turn" and frame.get("active") != seat:
            return "auto"
        if mode == "no_legal_play" and not plays(state, frame, seat):
            return "auto"
        if isinstance(mode, list):
            called = name(state, frame, seat)
            if called is not None and called not in mode:
                return "auto"
        return None

    def to_act(state: dict, frame: dict) -> list[int]:
        seat = holder(frame)
        return [seat] if passes_for(state, frame, seat) is None else []

    def decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
        opts = options(state, frame, seat, lang) + [
            {"label": pass_label(state, frame, seat, lang), "action": dict(PASS)}]
        return [{"id": kind, "type": "priority", "prompt": prompt(state, frame, seat, lang),
                 "options": opts, "window": kind}]

    def passed(state: dict, frame: dict, seat: int, events: list) -> list:
        frame["holder"] = (frame["holder"] + 1) % len(frame["order"])
        frame["passes"] += 1
        if frame["passes"] >= len(frame["order"]):
            state["stack"].pop()      # the window is the top frame (Flow.apply / settle)
            events.append({"type": "window-closed", "window": kind})
            events += (on_close(state, frame) if on_close else None) or []
        return events

    def act(state: dict, frame: dict, seat: int, action: dict) -> list:
        # Refuse before changing anything: a refused action leaves the window as it was.
        if action != PASS:
            listed = plays(state, frame, seat) + [PASS]
            if any(a.get("type") == action["type"] for a in listed):
                match_option(listed, action)      # the precise error for a malformed one
            else:
                # A type of play the window knows, but none is open to this seat now.
                raise IllegalAction("illegal-action/not-an-option",
                                    "that action is not open to you in this window")
            frame["holder"] = (frame["holder"] + 1) % len(frame["order"])
            frame["passes"] = 0
            return list(take(state, frame, seat, action) or ())
        return passed(state, frame, seat, [{"type": "priority-passed", "seat": seat,
                                            "window": kind}])

    def auto(state: dict, frame: dict) -> list:
        """Pass for the holder the engine passes for (to_act found nobody to ask)."""
        seat = holder(frame)
        why = passes_for(state, frame, seat)
        events = [] if why == "skip" else [
            {"type": "priority-passed", "seat": seat, "window": kind, "auto": True}]
        return passed(state, frame, seat, events)

    return Step(kind, auto=auto, to_act=to_act, decisions=decisions, act=act)
