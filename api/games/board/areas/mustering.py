"""Mustering (5.4), reconciling armies to supply (5.3, A-4) and port capture (5.11, A-10).

Steps pushed by other modules: ``push_muster``, ``push_reconcile``, ``settle_ports_with_capture``.
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board import data
from api.games.board import labels as L
from api.games.board.board import (AREAS, controller, enemy_ships_in, house_seat,
                                   is_impassable, kind, limits, min_removals, pieces_left,
                                   port_ships, settle_ports, sizes_ok, supply_ok, unit_counts,
                                   units_of)
from api.games.board.validate import get_area, get_int, get_str, illegal, unknown

COST = {"footman": 1, "knight": 2, "ship": 1, "siege_tower": 2}
UPGRADE_COST = 1

# -- mustering -----------------------------------------------------------------------------------


def muster_areas(state: dict, house: str, area: str | None = None) -> list[str]:
    """Controlled castle/stronghold lands of a house (or just ``area``)."""
    cands = [area] if area else list(AREAS)
    return [a for a in cands if kind(a) == "land" and AREAS[a]["castle"] != "none"
            and controller(state, a) == house and not is_impassable(state, a)]


def push_muster(state: dict, houses: list[str], area: str | None = None) -> None:
    """Let each house in ``houses`` (in that order) muster; ``area`` limits it to one land."""
    state["stack"].append({"kind": "muster", "queue": list(houses), "area": area,
                           "house": None, "points": {}})


def ship_places(state: dict, house: str, area: str) -> list[str]:
    """Where a ship built by this land may go: its port (max 3) or an enemy-free adjacent sea."""
    out = []
    port = AREAS[area]["port"]
    if port and not is_impassable(state, port) and port_ships(state, port) < data.rules(state)["port_capacity"]:
        out.append(port)
    for s in AREAS[area]["adjacent"]:
        if kind(s) == "sea" and not enemy_ships_in(state, s, house):
            out.append(s)
    return out


def muster_options(state: dict, frame: dict) -> list[dict]:
    return list(_muster_options(state, frame))


def can_muster(state: dict, frame: dict) -> bool:
    # Asked after every step while a muster is open: stop at the first option found.
    return next(_muster_options(state, frame), None) is not None


def _muster_options(state: dict, frame: dict):
    h = frame["house"]
    for a, pts in frame["points"].items():
        if pts <= 0:
            continue
        for utype in ("footman", "knight", "siege_tower"):
            if COST[utype] <= pts and pieces_left(state, h, utype) > 0 and supply_ok(state, h, {a: 1}):
                yield {"type": "muster", "area": a, "unit": utype, "to": a}
        if pieces_left(state, h, "ship") > 0:
            for dest in ship_places(state, h, a):
                if supply_ok(state, h, {dest: 1}):
                    yield {"type": "muster", "area": a, "unit": "ship", "to": dest}
        if any(u["type"] == "footman" for u in units_of(state, a, h)):
            for utype in ("knight", "siege_tower"):
                if pieces_left(state, h, utype) > 0:
                    yield {"type": "upgrade", "area": a, "unit": utype}


def _muster_auto(state, frame):
    """Between houses: start the next one, or pop when the queue is empty."""
    while frame["queue"]:
        h = frame["queue"].pop(0)
        if h not in state["houses"]:
            continue
        frame["house"] = h
        frame["points"] = {a: data.muster_points(a) for a in muster_areas(state, h, frame["area"])}
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
        opts.append(option(f"{L.area(act['area'], lang)}: {verb} {L.unit(act['unit'], lang)}"
                           f" → {L.area(where, lang)}", act))
    opts.append(option(L.t(lang, "done"), {"type": "muster_done"}))
    return [decision("muster", "muster", L.t(lang, "muster"), opts)]


def _muster_act(state, frame, seat, action):
    h = frame["house"]
    typ = action["type"]
    if typ == "muster_done":
        frame["house"] = None
        return [{"type": "muster-done", "house": h}]
    if typ not in ("muster", "upgrade"):
        unknown(action)
    a = get_area(action)
    utype = get_str(action, "unit", data.UNIT_TYPES)
    clean = {"type": typ, "area": a, "unit": utype}
    if typ == "muster":
        clean["to"] = get_area(action, "to")
    if clean not in muster_options(state, frame):
        illegal("cannot-muster", "not allowed: points, pieces, supply or placement")
    if typ == "upgrade":
        frame["points"][a] -= UPGRADE_COST
        us = state["areas"][a]["units"]
        i = next(i for i, u in enumerate(us) if u["house"] == h and u["type"] == "footman")
        us[i] = {"type": utype, "house": h, "routed": us[i]["routed"]}
        return [{"type": "unit-upgraded", "house": h, "area": a, "unit": utype}]
    frame["points"][a] -= COST[utype]
    state["areas"][clean["to"]]["units"].append({"type": utype, "house": h, "routed": False})
    return [{"type": "unit-mustered", "house": h, "area": clean["to"], "unit": utype, "source": a}]


# -- reconciling armies ---------------------------------------------------------------------------


def push_reconcile(state: dict, houses: list[str]) -> None:
    state["stack"].append({"kind": "reconcile", "queue": list(houses)})


def over_by(state: dict, house: str) -> int:
    return min_removals(list(unit_counts(state, house).values()), limits(state, house))


def _current(state, frame):
    for h in frame["queue"]:
        if h in state["houses"] and over_by(state, h) > 0:
            return h
    return None


def reconcile_options(state: dict, house: str) -> list[dict]:
    need = over_by(state, house)
    opts, seen = [], set()
    for a in AREAS:
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
    opts = [option(f"{L.area(o['area'], lang)}: {L.unit(o['unit'], lang)}", o)
            for o in reconcile_options(state, h)]
    return [decision("reconcile", "reconcile_armies", L.t(lang, "reconcile"), opts)]


def _rec_act(state, frame, seat, action):
    if action["type"] != "destroy_unit":
        unknown(action)
    h = _current(state, frame)
    a = get_area(action)
    utype = get_str(action, "unit", data.UNIT_TYPES)
    routed = action.get("routed", False)
    if not isinstance(routed, bool):
        routed = False
    clean = {"type": "destroy_unit", "area": a, "unit": utype, "routed": routed}
    if clean not in reconcile_options(state, h):
        illegal("bad-disband", "destroy units so that the fewest possible are lost (A-4)")
    us = state["areas"][a]["units"]
    i = next(i for i, u in enumerate(us) if u["house"] == h and u["type"] == utype and u["routed"] == routed)
    us.pop(i)
    from api.games.board.board import clear_empty_orders
    clear_empty_orders(state)
    return [{"type": "unit-destroyed", "house": h, "area": a, "unit": utype, "reason": "supply"}]


# -- port capture ---------------------------------------------------------------------------------


def capture_max(state: dict, house: str, port: str) -> int:
    enemy = [u for u in state["areas"][port]["units"] if u["house"] != house]
    own = len(units_of(state, port, house))
    best = 0
    for k in range(1, len(enemy) + 1):
        if k > pieces_left(state, house, "ship"):
            break
        sizes = list(unit_counts(state, house, {port: k}).values())
        if own + k <= data.rules(state)["port_capacity"] and sizes_ok(sizes, limits(state, house)):
            best = k
    return best


def settle_ports_with_capture(state: dict) -> list:
    """Ports whose land changed hands: offer the new owner to replace the ships (5.11), else
    destroy them. Pushes a ``capture_port`` frame when there is a choice to make."""
    for port, a in AREAS.items():
        if a["kind"] != "port":
            continue
        owner = controller(state, port)
        if owner and any(u["house"] != owner for u in state["areas"][port]["units"]) \
                and capture_max(state, owner, port) > 0:
            state["stack"].append({"kind": "capture_port", "house": owner, "port": port})
            return []
    return settle_ports(state)


def _cap_to_act(state, frame):
    return [house_seat(state, frame["house"])]


def _cap_decisions(state, frame, seat, lang):
    n = capture_max(state, frame["house"], frame["port"])
    opts = [option(str(k), {"type": "capture_ships", "count": k}) for k in range(n + 1)]
    return [decision("capture_port", "capture_port_ships",
                     L.t(lang, "capture_port", area=L.area(frame["port"], lang)), opts)]


def _cap_act(state, frame, seat, action):
    if action["type"] != "capture_ships":
        unknown(action)
    h, port = frame["house"], frame["port"]
    k = get_int(action, "count", 0, capture_max(state, h, port))
    state["stack"].pop()
    enemy = [u for u in state["areas"][port]["units"] if u["house"] != h]
    state["areas"][port]["units"] = units_of(state, port, h) + [
        {"type": "ship", "house": h, "routed": False} for _ in range(k)]
    if not state["areas"][port]["units"]:
        state["areas"][port]["order"] = None
    elif state["areas"][port]["order"] and state["areas"][port]["order"]["house"] != h:
        state["areas"][port]["order"] = None
    ev = [{"type": "port-captured", "house": h, "area": port, "replaced": k,
           "from": enemy[0]["house"] if enemy else None, "removed": len(enemy)}]
    return ev + settle_ports_with_capture(state)


STEPS = [
    Step("muster", auto=_muster_auto, to_act=_muster_to_act, decisions=_muster_decisions, act=_muster_act),
    Step("reconcile", auto=_rec_auto, to_act=_rec_to_act, decisions=_rec_decisions, act=_rec_act),
    Step("capture_port", to_act=_cap_to_act, decisions=_cap_decisions, act=_cap_act),
]
