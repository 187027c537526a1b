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
        units = area.get("units")
        kept = {"units": [_unit(u) for u in units]} if units else {}
        for key, value in area.items():
            if value is not None and key != "units" or key not in AREA_KEYS:
                kept[key] = value
        areas[name] = kept
    return {**state, "areas": areas}


def _unit(u: dict) -> dict:
    if u.get("routed") is False:
        u = u.copy()
        del u["routed"]
    return u


# An area with nothing in it, in the keys' order; "units" is None until the stored list (or a
# new empty one) takes its place.
_BLANK = {key: None for key, _ in AREA_DEFAULTS}


def unpack(state: dict) -> dict:
    """The full shape of a stored state, changed in place (a full state comes back as it was).
    Every read of a match this worker kept no copy of comes here, so each area is built the
    fastest way found for a dict in this key order: a copy of the blank area, updated."""
    areas = state.get("areas")
    if not areas:
        return state
    for name, area in areas.items():
        if len(area) >= len(_BLANK) and AREA_KEYS <= area.keys():
            full = area     # every key there (stored full by an older engine): kept in its order
        else:
            full = _BLANK.copy()
            full.update(area)
        units = full["units"]
        if units is None:
            full["units"] = []
        else:
            for u in units:
                if "routed" not in u:
                    u["routed"] = False
        areas[name] = full
    return state
