"""Pick k of n: one seat builds a subset of stored items one toggle at a time, then confirms.

Listing every subset would blow the option cap (the conformance suite allows 400 options), so
a selection is a short dialogue instead: ``{"type": "toggle", **item}`` adds or removes one
item, ``{"type": "confirm"}`` is listed once the subset is acceptable (``low <= size <= high``
and the step's ``valid`` hook agrees). Items are small JSON objects (``{"card": "c12"}``);
adding is offered while the subset is below ``high`` and the step's ``addable`` hook agrees,
removing always. When every item must be taken (``low >= len(items)``) or none may
(``high == 0``) the engine takes that selection and says so (``choice-forced``).

The confirmed items, in their stored order, go to the parent's result slot, or to the step's
``on_answer``. Every toggle closes the question and asks the next (a new decision id), so a
repeated click on an old decision cannot undo the first one.
"""
from __future__ import annotations

from typing import Callable

from api.engine.ask import forced_event
from api.engine.fields import match_option
from api.engine.flow import Step, hand_back

CONFIRM = {"type": "confirm"}


def select(state: dict, kind: str, seat: int, items: list[dict], *, low: int = 0,
           high: int | None = None, prompt: str, public: bool = False, **fields) -> dict:
    """Push a selection of step ``kind``: ``seat`` picks between ``low`` and ``high`` (default:
    all) of ``items``."""
    high = len(items) if high is None else min(high, len(items))
    if low > high:
        raise RuntimeError(f"{kind}: cannot pick at least {low} of {len(items)}")
    frame = {"kind": kind, "seat": seat, "items": items, "chosen": [], "low": low,
             "high": high, "prompt": prompt, **fields}
    if public:
        frame["public"] = True
    state["stack"].append(frame)
    return frame


def chosen_items(frame: dict) -> list[dict]:
    return [frame["items"][i] for i in sorted(frame["chosen"])]


def select_step(kind: str, *, prompt: Callable[[dict, dict, int, str], str],
                label: Callable[[dict, dict, dict, str], str],
                decision_type: Callable[[dict], str] = lambda frame: frame["prompt"],
                addable: Callable[[dict, dict, dict], bool] | None = None,
                valid: Callable[[dict, dict], bool] | None = None,
                on_answer: Callable[[dict, dict, int, list], list] | None = None,
                confirm_label: Callable[[str], str] = lambda lang: "Confirm",
                extra: Callable[[dict], dict] | None = None) -> Step:
    """The :class:`Step` answering :func:`select` frames of ``kind``.

    ``label(state, frame, item, lang)`` words one item (the step marks the chosen ones);
    ``addable(state, frame, item)`` may refuse an item for the current subset (a budget);
    ``valid(state, frame)`` may refuse to confirm it; ``on_answer(state, frame, seat, items)``
    runs once the frame is popped (default: the items go to the parent's result slot);
    ``extra(frame)`` adds public fields to the decision (e.g. the card whose ability asks).
    """

    def forced(frame) -> bool:
        return frame["low"] >= len(frame["items"]) or frame["high"] == 0

    def to_act(state, frame):
        return [] if forced(frame) else [frame["seat"]]

    def actions(state, frame) -> list[tuple[dict, int | None]]:
        """(action, item index) pairs open now; index None for the confirmation."""
        chosen, items = frame["chosen"], frame["items"]
        room = len(chosen) < frame["high"]
        out = []
        for i, item in enumerate(items):
            if i in chosen or (room and (addable is None or addable(state, frame, item))):
                out.append(({"type": "toggle", **item}, i))
        if frame["low"] <= len(chosen) <= frame["high"] and (valid is None or valid(state, frame)):
            out.append((dict(CONFIRM), None))
        return out

    def decisions(state, frame, seat, lang="en"):
        opts = []
        for action, i in actions(state, frame):
            if i is None:
                text = confirm_label(lang)
            else:
                mark = "☑ " if i in frame["chosen"] else "☐ "
                text = mark + label(state, frame, frame["items"][i], lang)
            opts.append({"label": text, "action": action})
        return [{"id": kind, "type": decision_type(frame), "prompt": prompt(state, frame, seat, lang),
                 "options": opts, "chosen": chosen_items(frame), **(extra(frame) if extra else {})}]

    def finish(state, frame, seat, events):
        items = chosen_items(frame)
        if on_answer is None:
            hand_back(state, items)
        else:
            state["stack"].pop()
            events += on_answer(state, frame, seat, items) or ()
        return events

    def act(state, frame, seat, action):
        open_now = actions(state, frame)
        picked = match_option([a for a, _ in open_now], action)
        i = next(i for a, i in open_now if a is picked)
        if i is None:
            return finish(state, frame, seat, [])
        if i in frame["chosen"]:
            frame["chosen"].remove(i)
        else:
            frame["chosen"].append(i)
        return []

    def auto(state, frame):
        if frame["low"] >= len(frame["items"]):
            frame["chosen"] = list(range(len(frame["items"])))
        events = []
        if frame["items"]:   # an empty list is nothing to choose from, not a forced choice
            events.append(forced_event(frame["seat"], decision_type(frame), chosen_items(frame),
                                       frame.get("public", False)))
        return finish(state, frame, frame["seat"], events)

    return Step(kind, auto=auto, to_act=to_act, decisions=decisions, act=act)
