"""Mustering (5.4): each house recruits or upgrades units in its castle and stronghold lands,
spending the land's mustering points; ships go to the land's port or an adjacent sea.

``push_muster`` is pushed by the Mustering card, A Throne of Blades, a special Consolidate
Power order and The Horde Descends reward.
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.areas.control import controller, is_impassable, units_of
from api.games.board.areas.ports import port_ships
from api.games.board.areas.supply import supply_ok
from api.games.board.areas.transport import enemy_ships_in
from api.games.board.components import pieces_left
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.seats import house_seat
from api.games.board.validate import get_area, get_str, illegal, only, unknown

RECRUITS = ("footman", "knight", "siege_tower")     # land units, in the order they are offered
UPGRADES = ("knight", "siege_tower")                # what a footman may become


def muster_areas(state: dict, house: str, area: str | None = None) -> list[str]:
    """Controlled castle/stronghold lands of a house (or just ``area``)."""
    areas = edition_of(state).areas
    cands = [area] if area else list(areas)
    return [a for a in cands if areas[a]["kind"] == "land" and areas[a]["castle"] != "none"
            and controller(state, a) == house and not is_impassable(state, a)]


def push_muster(state: dict, houses: list[str], area: str | None = None) -> None:
    """Let each house in ``houses`` (in that order) muster; ``area`` limits it to one land."""
    state["stack"].append({"kind": "muster", "queue": list(houses), "area": area,
                           "house": None, "points": {}})


def ship_places(state: dict, house: str, area: str) -> list[str]:
    """Where a ship built by this land may go: its port (max 3) or an enemy-free adjacent sea."""
    ed = edition_of(state)
    out = []
    port = ed.areas[area]["port"]
    if port and not is_impassable(state, port) and port_ships(state, port) < ed.port_capacity:
        out.append(port)
    for s in ed.areas[area]["adjacent"]:
        if ed.areas[s]["kind"] == "sea" and not enemy_ships_in(state, s, house):
            out.append(s)
    return out


def muster_options(state: dict, frame: dict) -> list[dict]:
    return list(_muster_options(state, frame))


def can_muster(state: dict, frame: dict) -> bool:
    # Asked after every step while a muster is open: stop at the first option found.
    return next(_muster_options(state, frame), None) is not None


def _muster_options(state: dict, frame: dict):
    h = frame["house"]
    types = edition_of(state).unit_types
    for a, pts in frame["points"].items():
        if pts <= 0:
            continue
        for utype in RECRUITS:
            if utype not in types:
                continue        # an edition without the unit (1E: no siege engines)
            if (types[utype]["musterCost"] <= pts and pieces_left(state, h, utype) > 0
                    and supply_ok(state, h, {a: 1})):
                yield {"type": "muster", "area": a, "unit": utype, "to": a}
        if pieces_left(state, h, "ship") > 0:
            for dest in ship_places(state, h, a):
                if supply_ok(state, h, {dest: 1}):
                    yield {"type": "muster", "area": a, "unit": "ship", "to": dest}
        if any(u["type"] == "footman" for u in units_of(state, a, h)):
            for utype in UPGRADES:
                if utype in types and types[utype]["upgradeFromFootmanCost"] <= pts and pieces_left(state, h, utype) > 0:
                    yield {"type": "upgrade", "area": a, "unit": utype}


def _muster_auto(state, frame):
    """Between houses: start the next one, or pop when the queue is empty."""
    while frame["queue"]:
        h = frame["queue"].pop(0)
        if h not in state["houses"]:
            continue
        frame["house"] = h
        ed = edition_of(state)
        frame["points"] = {a: ed.muster_points(a) for a in muster_areas(state, h, frame["area"])}
        if can_muster(state, frame):
            return [{"type": "muster-started", "house": h}]
    state["stack"].pop()
    return []


def _muster_to_act(state, frame):
    if frame["house"] and can_muster(state, frame):
        return [house_seat(state, frame["house"])]
    return []


def _muster_decisions(state, frame, seat, lang):
    opts = []
    for act in muster_options(state, frame):
        verb = L.t(lang, "upgrade" if act["type"] == "upgrade" else "recruit")
        where = act.get("to", act["area"])
        opts.append(option(f"{L.area(state, act['area'], lang)}: {verb} {L.unit(act['unit'], lang)}"
                           f" → {L.area(state, where, lang)}", act))
    opts.append(option(L.t(lang, "done"), {"type": "muster_done"}))
    return [decision("muster", "muster", L.t(lang, "muster"), opts)]


def _muster_act(state, frame, seat, action):
    h = frame["house"]
    typ = action["type"]
    if typ == "muster_done":
        only(action)
        frame["house"] = None
        return [{"type": "muster-done", "house": h}]
    if typ not in ("muster", "upgrade"):
        unknown(action)
    only(action, "area", "unit", *(("to",) if typ == "muster" else ()))
    a = get_area(state, action)
    types = edition_of(state).unit_types
    utype = get_str(action, "unit", types)
    clean = {"type": typ, "area": a, "unit": utype}
    if typ == "muster":
        clean["to"] = get_area(state, action, "to")
    if clean not in muster_options(state, frame):
        illegal("cannot-muster", "not allowed: points, pieces, supply or placement")
    if typ == "upgrade":
        frame["points"][a] -= types[utype]["upgradeFromFootmanCost"]
        us = state["areas"][a]["units"]
        i = next(i for i, u in enumerate(us) if u["house"] == h and u["type"] == "footman")
        us[i] = {"type": utype, "house": h, "routed": us[i]["routed"]}
        return [{"type": "unit-upgraded", "house": h, "area": a, "unit": utype}]
    frame["points"][a] -= types[utype]["musterCost"]
    state["areas"][clean["to"]]["units"].append({"type": utype, "house": h, "routed": False})
    return [{"type": "unit-mustered", "house": h, "area": clean["to"], "unit": utype, "source": a}]


STEPS = [Step("muster", auto=_muster_auto, to_act=_muster_to_act, decisions=_muster_decisions,
              act=_muster_act)]
