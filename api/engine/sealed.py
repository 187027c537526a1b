"""Sealed simultaneous submissions: every seat of a round submits in secret, the last one in
reveals them all (bids, draft picks, plots, orders).

The frame ``{"kind", "seats": [...], "entries": {seat: submission}, "opened": bool, ...}``
keeps each seat's submission under ``entries`` (a secret: a game's view must not show other
seats' entries). A seat without an entry is waited for (``required``); with ``revisable`` a seat
that is in may still change its submission until the last one comes in (an optional decision,
one decision id for the whole round). When a round opens, a seat with a single choice is
submitted for by the engine (a ``choice-forced`` event to that seat alone) and a seat with none
is left out.

A simple submission is one listed action (:func:`sealed_step` with ``choices``). A submission
built over several actions (orders placed area by area, then "ready") gives ``record`` instead:
it applies one action and sets or clears ``entries[seat]`` itself.

``reveal(state, frame) -> events`` runs when every seat is in; it pops the frame, or starts the
next round in it with :func:`next_round`.

Two variants serve the board's orders: ``in_turn`` (the seats submit one after the other, in
the listed order, and may not revise: orders assigned in turn order when a house is short of
tokens) and ``bulk`` (action types that are not listed because each stands for several listed
ones at once, e.g. all of a seat's orders and "ready" in one action).
"""
from __future__ import annotations

from typing import Callable

from api.engine.ask import forced_event
from api.engine.errors import RuleError
from api.engine.fields import match_option
from api.engine.flow import Step, close_questions


def open_sealed(state: dict, kind: str, seats, **fields) -> dict:
    """Push a sealed round of step ``kind`` for ``seats`` (in the order they are listed)."""
    frame = {"kind": kind, "seats": list(seats), "entries": {}, "opened": False, **fields}
    state["stack"].append(frame)
    return frame


def entry(frame: dict, seat: int):
    return frame["entries"].get(str(seat))


def is_in(frame: dict, seat: int) -> bool:
    return str(seat) in frame["entries"]


def next_round(frame: dict) -> None:
    """Start another round in the same frame (e.g. the next draft pick): everyone's question
    of the last round closes, so the new one gets new decision ids."""
    close_questions(frame, frame["seats"])
    frame["entries"] = {}
    frame["opened"] = False


def sealed_step(kind: str, *, reveal: Callable[[dict, dict], list],
                choices: Callable[[dict, dict, int], list[dict]],
                label: Callable[[dict, dict, int, dict, str], str],
                prompt: Callable[[dict, dict, int, str], str],
                decision_type: str | Callable[[dict], str],
                record: Callable[[dict, dict, int, dict], list] | None = None,
                submitted: Callable[[dict, dict, int, dict], list] | None = None,
                revisable: bool = True,
                in_turn: Callable[[dict], bool] | None = None,
                bulk: dict[str, Callable[[dict, dict, int, dict], list]] | None = None,
                explain: Callable[[dict, dict, int, dict], None] | None = None,
                find: Callable[[dict, dict, int, dict], dict | None] | None = None) -> Step:
    """The :class:`Step` running :func:`open_sealed` frames of ``kind``.

    ``choices(state, frame, seat)``: the actions open to ``seat`` now, ``label(state, frame,
    seat, action, lang)`` and ``prompt(state, frame, seat, lang)`` word them. Without
    ``record``, one listed action is the submission (stored as ``entries[seat]``) and
    ``submitted(state, frame, seat, action) -> events`` may announce it (e.g. "seat 2 is
    ready", never what it chose). With ``record(state, frame, seat, action) -> events``, the
    step checks only that the action is listed and leaves the rest to ``record``.
    ``decision_type`` is a string, or ``(frame) -> str`` when one step serves several kinds
    of submission (a bid for a track or against the wildlings).

    ``in_turn(frame)``: True when this round's seats submit one at a time in the listed order
    (then nobody may revise, and the decision is not ``sealed``: it is not simultaneous).
    ``bulk``: {action type: handler(state, frame, seat, action) -> events} for unlisted
    actions that stand for several listed ones; the handler checks the whole action before it
    changes anything, and records the submission itself like ``record``.
    ``explain(state, frame, seat, action)``: called for an action that is not listed, before
    the engine's generic refusal, to raise the game's precise rule error when it knows one.
    ``find(state, frame, seat, action)``: the listed option equal to ``action`` (compared as
    ``match_option`` does: same keys, same JSON types), checked directly instead of listing
    every choice, or None when it is not listed; for steps with long option lists. It must
    never return an option ``choices`` would not list; a None sends the action through the
    full list, which refuses it precisely.
    """
    type_of = decision_type if callable(decision_type) else lambda frame: decision_type

    def waiting(frame):
        entries = frame["entries"]
        return [s for s in frame["seats"] if str(s) not in entries]

    def to_act(state, frame):
        if not frame["opened"]:
            return []
        if in_turn is not None and in_turn(frame):
            return waiting(frame)[:1]
        return waiting(frame)

    def may_change(state, frame):
        if not revisable or not frame["opened"] or (in_turn is not None and in_turn(frame)):
            return []
        entries = frame["entries"]
        return [s for s in frame["seats"] if str(s) in entries]

    def decisions(state, frame, seat, lang="en"):
        opts = [{"label": label(state, frame, seat, a, lang), "action": a}
                for a in choices(state, frame, seat)]
        if not opts:
            return []
        d = {"id": kind, "type": type_of(frame), "prompt": prompt(state, frame, seat, lang),
             "options": opts, "sealed": in_turn is None or not in_turn(frame)}
        if entry(frame, seat) is not None:
            d["current"] = entry(frame, seat)
        return [d]

    def submit(state, frame, seat, action) -> list:
        if record is not None:
            return list(record(state, frame, seat, action) or ())
        frame["entries"][str(seat)] = action
        return list(submitted(state, frame, seat, action) or ()) if submitted else []

    def act(state, frame, seat, action):
        handler = bulk.get(action["type"]) if bulk else None
        if handler is not None:
            events = list(handler(state, frame, seat, action) or ())
        else:
            events = submit(state, frame, seat, dict(listed(state, frame, seat, action)))
        if not waiting(frame):
            events += reveal(state, frame) or ()
        return events

    def listed(state, frame, seat, action):
        if find is not None:
            found = find(state, frame, seat, action)
            if found is not None:
                return found
        try:
            return match_option(choices(state, frame, seat), action)
        except RuleError:
            if explain is not None:
                explain(state, frame, seat, action)
            raise

    def auto(state, frame):
        """Open the round: seats with one choice are submitted for, seats with none left out."""
        events: list = []
        for s in list(waiting(frame)):
            opts = choices(state, frame, s)
            if not opts:
                frame["entries"][str(s)] = None      # nothing to submit: in, with nothing
            elif len(opts) == 1:
                events.append(forced_event(s, type_of(frame), opts[0]))
                events += submit(state, frame, s, dict(opts[0]))
        frame["opened"] = True
        if not waiting(frame):
            events += reveal(state, frame) or ()
        return events

    return Step(kind, auto=auto, to_act=to_act, decisions=decisions, act=act,
                may_change=may_change if revisable else None, sealed=True)
