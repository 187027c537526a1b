"""Supply (5.3): army sizes against the supply track, and reconciling armies that exceed it
(A-4: the house destroys the fewest units possible, its choice which).

``push_reconcile`` is pushed by the Supply card and by wildling penalties that lower supply.
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.areas.control import clear_empty_orders, controlled_areas, units_of
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.seats import house_seat
from api.games.board.validate import get_area, get_str, illegal, only, unknown


def unit_counts(state: dict, house: str, extra: dict | None = None) -> dict[str, int]:
    """Units of a house per area, after applying ``extra`` ({area: +/-n})."""
    c: dict[str, int] = {}
    for a, st in state["areas"].items():
        units = st["units"]
        if units:
            n = 0
            for u in units:
                if u["house"] == house:
                    n += 1
            if n:
                c[a] = n
    if extra:
        for a, d in extra.items():
            c[a] = c.get(a, 0) + d
    return {a: n for a, n in c.items() if n > 0}


def armies(state: dict, house: str, extra: dict | None = None) -> list[int]:
    """Army sizes (2+ units in one area), largest first."""
    return sorted((n for n in unit_counts(state, house, extra).values() if n >= 2), reverse=True)


def limits(state: dict, house: str, level: int | None = None) -> list[int]:
    ed = edition_of(state)
    lv = state["houses"][house]["supply"] if level is None else level
    return ed.supply_limits[max(0, min(ed.supply_max, lv))]


def sizes_ok(sizes: list[int], allowed: list[int]) -> bool:
    s = sorted((x for x in sizes if x >= 2), reverse=True)
    return len(s) <= len(allowed) and all(x <= y for x, y in zip(s, allowed))


def supply_ok(state: dict, house: str, extra: dict | None = None) -> bool:
    """Would the house's armies respect its supply limits after ``extra`` ({area: delta})?"""
    return sizes_ok(armies(state, house, extra), limits(state, house))


def min_removals(sizes: list[int], allowed: list[int]) -> int:
    """Fewest units to destroy so that armies fit the allowed sizes (A-4).

    The k largest groups keep an army slot (largest group to largest slot); every other group
    shrinks to a single unit. Trying every k is optimal because slots are sorted alike.
    """
    s = sorted((x for x in sizes if x >= 2), reverse=True)
    best = None
    for k in range(0, min(len(s), len(allowed)) + 1):
        cost = sum(max(0, x - y) for x, y in zip(s[:k], allowed[:k])) + sum(x - 1 for x in s[k:])
        best = cost if best is None else min(best, cost)
    return best or 0


def over_supply(state: dict, house: str) -> int:
    """Units the house must destroy to fit its supply limits."""
    return min_removals(list(unit_counts(state, house).values()), limits(state, house))


def supply_icons(state: dict, house: str) -> int:
    """Barrels in the lands a house controls, capped at the track's end, 6 (A-29)."""
    ed = edition_of(state)
    return min(ed.supply_max, sum(ed.areas[a]["supply"] for a in controlled_areas(state, house)))


# -- reconciling armies ------------------------------------------------------------------------


def push_reconcile(state: dict, houses: list[str]) -> None:
    """Each listed house over its limits destroys units of its choice, in the given order."""
    state["stack"].append({"kind": "reconcile", "queue": list(houses)})


def _current(state, frame):
    for h in frame["queue"]:
        if h in state["houses"] and over_supply(state, h) > 0:
            return h
    return None


def reconcile_options(state: dict, house: str) -> list[dict]:
    need = over_supply(state, house)
    opts, seen = [], set()
    for a in edition_of(state).areas:
        for u in units_of(state, a, house):
            key = (a, u["type"], u["routed"])
            if key in seen:
                continue
            seen.add(key)
            counts = unit_counts(state, house, {a: -1})
            if min_removals(list(counts.values()), limits(state, house)) == need - 1:
                opts.append({"type": "destroy_unit", "area": a, "unit": u["type"], "routed": u["routed"]})
    return opts


def _rec_auto(state, frame):
    if _current(state, frame) is None:
        state["stack"].pop()
    return []


def _rec_to_act(state, frame):
    h = _current(state, frame)
    return [house_seat(state, h)] if h else []


def _rec_decisions(state, frame, seat, lang):
    h = _current(state, frame)
    opts = [option(f"{L.area(state, o['area'], lang)}: {L.unit(o['unit'], lang)}", o)
            for o in reconcile_options(state, h)]
    return [decision("reconcile", "reconcile_armies", L.t(lang, "reconcile"), opts)]


def _rec_act(state, frame, seat, action):
    if action["type"] != "destroy_unit":
        unknown(action)
    only(action, "area", "unit", "routed")
    h = _current(state, frame)
    a = get_area(state, action)
    utype = get_str(action, "unit", edition_of(state).unit_types)
    routed = action.get("routed", False)
    if not isinstance(routed, bool):
        routed = False
    clean = {"type": "destroy_unit", "area": a, "unit": utype, "routed": routed}
    if clean not in reconcile_options(state, h):
        illegal("bad-disband", "destroy units so that the fewest possible are lost (A-4)")
    us = state["areas"][a]["units"]
    i = next(i for i, u in enumerate(us) if u["house"] == h and u["type"] == utype and u["routed"] == routed)
    us.pop(i)
    clear_empty_orders(state)
    return [{"type": "unit-destroyed", "house": h, "area": a, "unit": utype, "reason": "supply"}]


# A hybrid step: it waits while a listed house is over its limits, then pops itself.
STEPS = [Step("reconcile", auto=_rec_auto, to_act=_rec_to_act, decisions=_rec_decisions, act=_rec_act)]
