"""One waiting step for every single-house decision of a combat (spec 7, D19-D26).

A ``combat_choice`` frame stores its complete option list as plain action dicts, so the
decision a client sees and the action ``apply`` accepts can never disagree: an action is
legal exactly when it matches one of the stored options. What happens after the choice is
looked up by the frame's ``ask`` in :data:`CHOICES`, which the combat modules fill.
"""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.seats import house_seat

# ask -> {"prompt": fn(state, frame, lang), "label": fn(state, frame, action, lang),
#         "apply": fn(state, frame, action) -> events}
CHOICES: dict[str, dict] = {}


def register(ask: str, prompt, label, apply) -> None:
    if ask in CHOICES:
        raise ValueError(f"choice {ask} registered twice")
    CHOICES[ask] = {"prompt": prompt, "label": label, "apply": apply}


def push_choice(state: dict, house: str, ask: str, options: list[dict], **ctx) -> None:
    """Ask ``house`` to pick one of ``options`` (action dicts, all of one ``type``)."""
    if not options:
        raise RuntimeError(f"choice {ask} without options")
    frame = {"kind": "combat_choice", "house": house, "ask": ask, "options": options}
    frame.update(ctx)
    state["stack"].append(frame)


def _to_act(state: dict, frame: dict) -> list[int]:
    return [house_seat(state, frame["house"])]


def _decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    spec = CHOICES[frame["ask"]]
    opts = [option(spec["label"](state, frame, a, lang), a) for a in frame["options"]]
    return [decision(f"combat-{frame['ask']}", frame["options"][0]["type"],
                     spec["prompt"](state, frame, lang), opts)]


def match(options: list[dict], action: dict) -> dict:
    """The stored option equal to ``action`` on every key the option has; else a precise error."""
    expected = options[0]["type"]
    if action.get("type") != expected:
        raise BadAction("unexpected-action", f"the pending decision expects an action of type "
                        f"{expected!r}", field="type")
    for o in options:
        if all(k in action and _same(action[k], v) for k, v in o.items()):
            return o
    common = set.intersection(*(set(o) for o in options)) - {"type"}
    for k in sorted(common):
        if k not in action:
            raise BadAction("missing-field", f"field {k!r} is required", field=k)
        if not any(_same_type(action[k], o[k]) for o in options):
            raise BadAction("bad-field", f"field {k!r} has the wrong type", field=k)
    raise IllegalAction(f"illegal-action/{expected}", "that choice is not one of the legal options")


def _same_type(a, b) -> bool:
    return type(a) is type(b)


def _same(a, b) -> bool:
    return _same_type(a, b) and a == b


def _act(state: dict, frame: dict, seat: int, action: dict) -> list:
    chosen = match(frame["options"], action)
    state["stack"].pop()
    return CHOICES[frame["ask"]]["apply"](state, frame, dict(chosen)) or []


STEP = Step("combat_choice", to_act=_to_act, decisions=_decisions, act=_act)
