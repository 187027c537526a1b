"""Every single-house decision of a combat (spec 7, D19-D26) is the engine's
:func:`~api.engine.ask.ask` under one step, ``combat_choice``: the frame stores the complete
option list, so the decision a client sees and the action ``apply`` accepts cannot disagree.
The frame's ``prompt`` names the question; what it says and what happens after the pick are
looked up in :data:`CHOICES`, which the combat modules fill with :func:`register`.
"""
from __future__ import annotations

from api.engine.ask import ask, ask_step
from api.games.board.seats import house_seat

KIND = "combat_choice"

# prompt -> {"prompt": fn(state, frame, lang), "label": fn(state, frame, action, lang),
#            "apply": fn(state, frame, action) -> events}
CHOICES: dict[str, dict] = {}


def register(prompt: str, text, label, apply) -> None:
    if prompt in CHOICES:
        raise ValueError(f"choice {prompt} registered twice")
    CHOICES[prompt] = {"prompt": text, "label": label, "apply": apply}


def push_choice(state: dict, house: str, prompt: str, options: list[dict], **ctx) -> None:
    """Ask ``house`` to pick one of ``options`` (action dicts, all of one ``type``)."""
    ask(state, KIND, house_seat(state, house), options, prompt=prompt, house=house, **ctx)


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    return CHOICES[frame["prompt"]]["prompt"](state, frame, lang)


def _label(state: dict, frame: dict, action: dict, lang: str) -> str:
    return CHOICES[frame["prompt"]]["label"](state, frame, action, lang)


def _answered(state: dict, frame: dict, seat: int, action: dict) -> list:
    return CHOICES[frame["prompt"]]["apply"](state, frame, action) or []


STEP = ask_step(KIND, prompt=_prompt, label=_label, on_answer=_answered,
                decision_type=lambda frame: frame["options"][0]["type"])
