"""hbo's seat settings: the action, reaction and save windows a seat watches
(cardcore/watch.py); every other one is passed for it. A window is named by public facts only:
its phase, its point in a challenge, or its kind. The active player's own marshaling turn is
never passed (its pass there ends the turn)."""
from __future__ import annotations

from functools import partial

from api.games.cardcore import watch

WINDOWS = ("planning", "draw", "marshaling", "before_challenge", "after_attackers",
           "after_defenders", "dominance", "standing", "taxation", "reactions", "saves")

SETTINGS_SCHEMA = watch.schema(WINDOWS)
settings_of = partial(watch.settings_of, WINDOWS)


def window_name(state: dict, frame: dict, seat: int) -> str | None:
    if frame["kind"] in ("reactions", "saves"):
        return frame["kind"]
    if frame["phase"] == "marshaling" and seat == frame.get("active"):
        return None
    if frame["phase"] == "challenges":
        return frame.get("moment", "before_challenge")
    return frame["phase"]


def configure(flow, state: dict, seat: int, settings: dict) -> list:
    return watch.configure(flow, WINDOWS, state, seat, settings)
