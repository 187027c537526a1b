"""Field checks for incoming board actions. The checks themselves are the engine's
(``api.engine.fields``), re-exported so one kind of mistake gets one code in every game; only
the map's area ids are the board's own."""
from __future__ import annotations

from api.engine.fields import get_bool, get_int, get_str, illegal, only, unknown
from api.games.board.edition import edition_of

__all__ = ["get_area", "get_bool", "get_int", "get_str", "illegal", "only", "unknown"]


def get_area(state: dict, action: dict, name: str = "area", allow_none: bool = False):
    """An area id of the game's map under ``name``."""
    return get_str(action, name, edition_of(state).areas, allow_none)
