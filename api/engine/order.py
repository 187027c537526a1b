"""Put simultaneous things in order, one pick at a time ("the first player decides the order"
of forced abilities that trigger together, of tied bidders, of cards entering a pile together).

The chooser is asked "which comes next?" with one ``{"type": "order", "first": item}`` option
per item still unordered; when one is left it goes last without a question. Listing every
permutation instead would exceed the option cap after six items. The ordered list goes to the
parent's result slot, or to the step's ``on_answer``.
"""
from __future__ import annotations

from typing import Callable

from api.engine.fields import match_option
from api.engine.flow import Step, hand_back


def open_order(state: dict, kind: str, chooser: int, items: list, *, prompt: str,
               **fields) -> dict:
    """Push an ordering of step ``kind``: ``chooser`` orders ``items`` (JSON values)."""
    frame = {"kind": kind, "seat": chooser, "items": list(items), "ordered": [],
             "prompt": prompt, **fields}
    state["stack"].append(frame)
    return frame


def order_step(kind: str, *, prompt: Callable[[dict, dict, int, str], str],
               label: Callable[[dict, dict, object, str], str],
               decision_type: str = "order",
               picked: Callable[[dict, dict, object], list] | None = None,
               on_answer: Callable[[dict, dict, int, list], list] | None = None,
               extra: Callable[[dict], dict] | None = None) -> Step:
    """The :class:`Step` running :func:`open_order` frames of ``kind``.

    ``label(state, frame, item, lang)`` words one item; ``picked(state, frame, item) -> events``
    may announce each place as it is decided (including the last, which is not asked);
    ``on_answer(state, frame, seat, ordered)`` runs once the frame is popped; ``extra(frame)``
    adds public fields to the decision (e.g. whose deck the items come from).
    """

    def to_act(state, frame):
        return [frame["seat"]] if len(frame["items"]) > 1 else []

    def options(frame):
        return [{"type": "order", "first": item} for item in frame["items"]]

    def decisions(state, frame, seat, lang="en"):
        opts = [{"label": label(state, frame, a["first"], lang), "action": a}
                for a in options(frame)]
        return [{"id": kind, "type": decision_type, "prompt": prompt(state, frame, seat, lang),
                 "options": opts, "placed": list(frame["ordered"]),
                 **(extra(frame) if extra else {})}]

    def place(state, frame, item) -> list:
        frame["items"].remove(item)
        frame["ordered"].append(item)
        return list(picked(state, frame, item) or ()) if picked else []

    def act(state, frame, seat, action):
        item = match_option(options(frame), action)["first"]
        return place(state, frame, item)

    def auto(state, frame):
        # At most one item left: it goes last, nothing to ask.
        events = place(state, frame, frame["items"][0]) if frame["items"] else []
        if on_answer is None:
            hand_back(state, frame["ordered"])
        else:
            state["stack"].pop()
            events += on_answer(state, frame, frame["seat"], frame["ordered"]) or ()
        return events

    return Step(kind, auto=auto, to_act=to_act, decisions=decisions, act=act)
