"""The stored form of a board state: only what is present.

58 areas with five keys each, most of them empty, were half of a stored 12 KB state, and every
action reads and writes the whole document. ``pack`` leaves out an area's empty keys (no units,
no order, no power token, no garrison, no neutral force) and a unit's ``routed`` while it is
false; ``unpack`` puts them back in their places, so the engine always works on the full shape
(``setup.new_game.empty_area`` and ``unit``). A state stored full (by an engine before this
form) unpacks to itself, so no schema step is needed: the form is the store's, not the rules'.
"""
from __future__ import annotations

# An area's keys in their order, with what "nothing here" is for each.
AREA_DEFAULTS = (("units", list), ("order", None), ("power", None), ("garrison", None),
                 ("neutral", None))
AREA_KEYS = frozenset(k for k, _ in AREA_DEFAULTS)


def pack(state: dict) -> dict:
    """A copy of ``state`` without what is absent (the state itself is left as it is)."""
    areas = {}
    for name, area in state["areas"].items():
        kept = {}
        for key, value in area.items():
            if key == "units":
                if value:
                    kept["units"] = [_unit(u) for u in value]
            elif value is not None or key not in AREA_KEYS:
                kept[key] = value
        areas[name] = kept
    return {**state, "areas": areas}


def _unit(u: dict) -> dict:
    if u.get("routed") is False:
        return {k: v for k, v in u.items() if k != "routed"}
    return u


def unpack(state: dict) -> dict:
    """The full shape of a stored state, changed in place (a full state is left as it is)."""
    areas = state.get("areas")
    if not areas:
        return state
    for name, area in areas.items():
        if len(area) >= len(AREA_DEFAULTS) and all(k in area for k in AREA_KEYS) \
                and all("routed" in u for u in area["units"]):
            continue    # stored full (by an older engine): nothing to restore
        full = {key: (area[key] if key in area else (default() if default else None))
                for key, default in AREA_DEFAULTS}
        full["units"] = [u if "routed" in u else {**u, "routed": False} for u in full["units"]]
        for key, value in area.items():
            if key not in AREA_KEYS:
                full[key] = value
        areas[name] = full
    return state
