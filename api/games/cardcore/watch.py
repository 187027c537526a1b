"""A card game seat's "watched windows" setting (the platform's PUT .../seats/{seat}/settings),
for a game that names its priority windows: every window the seat does not watch is passed for
it by the engine (api/engine/priority.py, a watch list).

Only public facts name a window (its phase and point), never what the seat holds, so the
engine's passing tells the table nothing the setting does not. hbo uses this; lcg2e's
settings.py is the same idea written before it (it may move here).
"""
from __future__ import annotations

from api.engine.flow import Flow
from api.engine.priority import autopass_of, set_autopass


def schema(windows: tuple[str, ...]) -> dict:
    return {
        "type": "object", "additionalProperties": False, "required": ["watch"],
        "properties": {"watch": {
            "type": "array", "uniqueItems": True,
            "items": {"type": "string", "enum": list(windows)},
            "description": "The windows this seat is offered; every other one is passed for "
                           "it. All of them (the default): nothing is passed; none: only the "
                           "seat's own marshaling turn is offered."}},
    }


def settings_of(windows: tuple[str, ...], state: dict, seat: int) -> dict:
    mode = autopass_of(state, seat)
    return {"watch": list(windows) if mode == "never" else [w for w in windows if w in mode]}


def configure(flow: Flow, windows: tuple[str, ...], state: dict, seat: int,
              settings: dict) -> list:
    """Store the seat's watch list (already checked against :func:`schema`) and let the game
    run on: a window the seat now passes is passed for it at once."""
    watch = list(settings["watch"])
    set_autopass(state, seat, "never" if set(watch) >= set(windows) else watch)
    # told to the seat alone: the others learn only what the engine passes for it
    return [{"type": "settings-changed", "seat": seat, "watch": sorted(watch), "to": [seat]}] \
        + flow.settle(state)
