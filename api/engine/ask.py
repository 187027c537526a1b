"""Ask one seat to pick one of a list of actions stored in the frame.

The frame holds the complete option list as plain action dicts, so what ``decisions`` lists
and what ``act`` accepts cannot disagree: an action is legal exactly when it equals a stored
one (:func:`~api.engine.fields.match_option`). A game declares one step per kind of question
with :func:`ask_step` (labels and prompt in its own words) and asks with :func:`ask`::

    ask(state, "ask", seat, [{"type": "choose", "choice": v} for v in values], prompt="keep-ally")

A single option is no choice: the engine takes it for the seat and says so with a
``choice-forced`` event (:func:`forced_event`), addressed to that seat alone unless the game
asks it ``public``: like a real answer, what was taken is the chooser's to know (the options
may show cards hidden from others); the game's own events tell the table what happened.
The picked action then goes to the parent's result slot (:func:`~api.engine.flow.hand_back`),
or to the step's ``on_answer`` when it has one.
"""
from __future__ import annotations

from typing import Callable

from api.engine.fields import match_option
from api.engine.flow import Step, hand_back


def forced_event(seat: int, decision: str, choice, public: bool = False) -> dict:
    """The event for a step the engine took for ``seat``: ``decision`` is the decision type it
    would have had, ``choice`` what was taken (an action, or a list for a selection); only that
    seat sees it unless ``public``."""
    e = {"type": "choice-forced", "seat": seat, "decision": decision, "choice": choice}
    if not public:
        e["to"] = [seat]
    return e


def ask(state: dict, kind: str, seat: int, options: list[dict], *, prompt: str,
        public: bool = False, **fields) -> dict:
    """Push a question of step ``kind``: ``seat`` picks one of ``options`` (action dicts).
    ``prompt`` is the game's key for the question (also the decision type unless the step says
    otherwise); ``public``: a forced pick is told to everyone, not the seat alone; ``fields`` are kept in the
    frame for the step's labels and ``on_answer``."""
    if not options:
        raise RuntimeError(f"{kind}: a question without options")
    frame = {"kind": kind, "seat": seat, "options": options, "prompt": prompt, **fields}
    if public:
        frame["public"] = True
    state["stack"].append(frame)
    return frame


def ask_step(kind: str, *, prompt: Callable[[dict, dict, int, str], str],
             label: Callable[[dict, dict, dict, str], str],
             decision_type: Callable[[dict], str] = lambda frame: frame["prompt"],
             extra: Callable[[dict], dict] | None = None,
             on_answer: Callable[[dict, dict, int, dict], list] | None = None,
             announce: bool = False) -> Step:
    """The :class:`Step` answering :func:`ask` frames of ``kind``.

    ``prompt(state, frame, seat, lang)`` and ``label(state, frame, action, lang)`` word the
    decision; ``extra(frame)`` adds fields to it (e.g. the card the question comes from).
    ``on_answer(state, frame, seat, action) -> events`` runs once the frame is popped (default:
    the action goes to the parent's result slot). ``announce``: a real answer is told to the
    seat as a private ``choice-made`` event (the pick itself is not in it).
    """

    def to_act(state, frame):
        return [frame["seat"]] if len(frame["options"]) > 1 else []

    def decisions(state, frame, seat, lang="en"):
        opts = [{"label": label(state, frame, a, lang), "action": a} for a in frame["options"]]
        d = {"id": kind, "type": decision_type(frame),
             "prompt": prompt(state, frame, seat, lang), "options": opts}
        if extra is not None:
            d.update(extra(frame))
        return [d]

    def finish(state, frame, seat, action, events):
        if on_answer is None:
            hand_back(state, action)
        else:
            state["stack"].pop()
            events += on_answer(state, frame, seat, action) or ()
        return events

    def act(state, frame, seat, action):
        chosen = match_option(frame["options"], action)
        events = [{"type": "choice-made", "seat": seat, "prompt": frame["prompt"],
                   "to": [seat]}] if announce else []
        return finish(state, frame, seat, dict(chosen), events)

    def auto(state, frame):
        (only,) = frame["options"]   # to_act is empty only for a single option
        seat = frame["seat"]
        events = [forced_event(seat, decision_type(frame), only, frame.get("public", False))]
        return finish(state, frame, seat, dict(only), events)

    return Step(kind, auto=auto, to_act=to_act, decisions=decisions, act=act)
