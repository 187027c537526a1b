"""A seat's own settings (the platform's PUT .../seats/{seat}/settings): which action windows
it watches. Every other window is passed for it (spec §6.2 [REC]: a seat holding cards need
not be asked at every window).

The choice rests on public facts only (the window's phase and point, and the seat's own
setting), never on what the seat holds, so the engine's passing tells the opponent nothing the
setting does not. The engine's "no legal play" preference is not offered: its timing would
tell the table that the hand holds nothing playable, which §6.2 forbids. The active seat's own
marshaling window is always offered (its pass there is "done marshaling").
"""
from __future__ import annotations

from api.engine.flow import Flow
from api.engine.priority import autopass_of, set_autopass

# In the order of a round (spec §6.2's table), then the trigger windows (§5.8).
WINDOWS = ("plot", "draw", "marshaling", "challenge_begin", "attackers_declared",
           "defenders_declared", "dominance", "standing", "taxation", "interrupts", "reactions")
_CHALLENGE_POINTS = {"between": "challenge_begin", "attackers_declared": "attackers_declared",
                     "defenders_declared": "defenders_declared"}

SETTINGS_SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["watch"],
    "properties": {"watch": {
        "type": "array", "uniqueItems": True, "items": {"type": "string", "enum": list(WINDOWS)},
        "description": "The windows this seat is offered; every other one is passed for it. "
                       "All of them (the default): nothing is passed; none: only the seat's own "
                       "marshaling is offered."}},
}


def action_window_name(state: dict, frame: dict, seat: int) -> str | None:
    phase = frame["phase"]
    if phase == "marshaling" and seat == frame.get("active"):
        return None
    if phase == "challenges":
        return _CHALLENGE_POINTS.get(frame.get("when"), "challenge_begin")
    return phase


def trigger_window_name(state: dict, frame: dict, seat: int) -> str | None:
    return "interrupts" if frame["timing"] == "interrupt" else "reactions"


def settings_of(state: dict, seat: int) -> dict:
    mode = autopass_of(state, seat)
    return {"watch": list(WINDOWS) if mode == "never" else [w for w in WINDOWS if w in mode]}


def configure(flow: Flow, state: dict, seat: int, settings: dict) -> list:
    """Store the seat's settings (already checked against SETTINGS_SCHEMA) and let the game run
    on: a window the seat now passes is passed for it at once."""
    watch = list(settings["watch"])
    set_autopass(state, seat, "never" if set(watch) >= set(WINDOWS) else watch)
    # Told to the seat alone: the others learn only what the engine passes for it.
    return [{"type": "settings-changed", "seat": seat, "watch": sorted(watch), "to": [seat]}] \
        + flow.settle(state)
