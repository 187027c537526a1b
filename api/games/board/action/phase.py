"""Action phase steps (4.5): Raids (5.8), choosing a March (5.9), Consolidate Power (5.12).

One frame kind ``action_step`` cycles through the houses in turn order, one order per turn,
skipping houses without orders of the step's type (AS-53).
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board import labels as L
from api.games.board.board import (AREAS, controller, discard_power, enemy_ships_in, gain_power,
                                   house_seat, is_impassable, kind, seat_house, turn_order)
from api.games.board.data import muster_points, rules
from api.games.board.validate import get_area, get_str, illegal, unknown

RAIDABLE = ("raid", "support", "consolidate")


def orders_of(state: dict, house: str, otype: str) -> list[str]:
    return [a for a, st in state["areas"].items()
            if st["order"] and st["order"]["house"] == house and st["order"]["type"] == otype]


def _next_house(state: dict, frame: dict) -> str | None:
    """Next house after the last one that acted, in the current turn order (A-25)."""
    order = turn_order(state)
    start = 0
    if frame["last"] in order:
        start = order.index(frame["last"]) + 1
    for i in range(len(order)):
        h = order[(start + i) % len(order)]
        if orders_of(state, h, frame["order_type"]):
            return h
    return None


def _auto(state, frame):
    h = _next_house(state, frame)
    if h is None:
        state["stack"].pop()
        return []
    if frame["order_type"] == "raid":
        raids = orders_of(state, h, "raid")
        if not any(raid_targets(state, h, a) for a in raids):
            # 5.8: a raid with no legal target is removed without effect; targets never
            # appear later in the step, so nothing is lost by not asking.
            state["areas"][raids[0]]["order"] = None
            frame["last"] = h
            return [{"type": "raid", "house": h, "area": raids[0], "target": None, "auto": True}]
    frame["house"] = h
    return []


def _to_act(state, frame):
    h = frame.get("house")
    if h is None or not orders_of(state, h, frame["order_type"]):
        return []
    return [house_seat(state, h)]


# -- raids --------------------------------------------------------------------------------------


def raid_targets(state: dict, house: str, area: str) -> list[str]:
    """Areas whose enemy order this raid may remove (5.8 geometry, 5.11 ports)."""
    o = state["areas"][area]["order"]
    special_def = o and o["special"] and rules(state)["special_raid_defense"]
    allowed = RAIDABLE + (("defense",) if special_def else ())
    src = kind(area)
    out = []
    for t in AREAS[area]["adjacent"]:
        tk = kind(t)
        if src == "land" and tk != "land":
            continue        # a land raids neither seas nor ports
        if src == "port" and t != AREAS[area]["sea_of_port"]:
            continue        # a port raids only its own sea
        to = state["areas"][t]["order"]
        if to and to["house"] != house and to["type"] in allowed:
            out.append(t)
    return out


def _raid_decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = []
    for a in orders_of(state, h, "raid"):
        for t in raid_targets(state, h, a):
            opts.append(option(f"{L.area(a, lang)} → {L.area(t, lang)}",
                               {"type": "raid", "area": a, "target": t}))
        opts.append(option(f"{L.area(a, lang)}: {L.t(lang, 'no_target')}",
                           {"type": "raid", "area": a, "target": None}))
    return [decision("raid", "resolve_raid", L.t(lang, "raid"), opts)]


def _raid_act(state, frame, seat, action):
    if action["type"] != "raid":
        unknown(action)
    h = seat_house(state, seat)
    a = get_area(action)
    t = get_area(action, "target", allow_none=True)
    if a not in orders_of(state, h, "raid"):
        illegal("no-raid", "you have no Raid order there")
    if t is not None and t not in raid_targets(state, h, a):
        illegal("bad-raid-target", "that order cannot be raided from there")
    events = [{"type": "raid", "house": h, "area": a, "target": t}]
    state["areas"][a]["order"] = None
    if t is not None:
        victim = state["areas"][t]["order"]
        state["areas"][t]["order"] = None
        events[0].update(victim=victim["house"], token=victim["token"])
        if victim["type"] == "consolidate":
            # Pillage (5.8): the raider gains even if the victim has nothing to lose.
            got = gain_power(state, h, 1)
            lost = discard_power(state, victim["house"], 1) if rules(state)["pillage_victim_loses"] else 0
            events.append({"type": "pillage", "house": h, "victim": victim["house"],
                           "gained": got, "lost": lost})
    frame["last"] = h
    frame["house"] = None
    return events


# -- choosing a march -----------------------------------------------------------------------------


def _march_decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = [option(L.area(a, lang), {"type": "march", "area": a}) for a in orders_of(state, h, "march")]
    return [decision("march_pick", "resolve_march", L.t(lang, "march_pick"), opts)]


def _march_act(state, frame, seat, action):
    if action["type"] != "march":
        unknown(action)
    h = seat_house(state, seat)
    a = get_area(action)
    if a not in orders_of(state, h, "march"):
        illegal("no-march", "you have no March order there")
    frame["last"] = h
    frame["house"] = None
    state["stack"].append({"kind": "march", "house": h, "area": a, "plan": []})
    return [{"type": "march-started", "house": h, "area": a}]


# -- consolidate power ------------------------------------------------------------------------


def consolidate_gain(state: dict, house: str, area: str) -> int:
    """Power an order here would collect (5.12; ports 5.11; seas nothing)."""
    k = kind(area)
    if k == "sea":
        return 0
    if k == "port":
        return 0 if enemy_ships_in(state, AREAS[area]["sea_of_port"], house) else 1
    return 1 + AREAS[area]["crowns"]


def can_muster_here(state: dict, house: str, area: str) -> bool:
    return (kind(area) == "land" and muster_points(area) > 0 and controller(state, area) == house
            and not is_impassable(state, area))


def _cons_decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = []
    for a in orders_of(state, h, "consolidate"):
        opts.append(option(f"{L.area(a, lang)}: {L.t(lang, 'power_gain', n=consolidate_gain(state, h, a))}",
                           {"type": "consolidate", "area": a, "mode": "power"}))
        if state["areas"][a]["order"]["special"] and can_muster_here(state, h, a):
            opts.append(option(f"{L.area(a, lang)}: {L.t(lang, 'muster')}",
                               {"type": "consolidate", "area": a, "mode": "muster"}))
    return [decision("consolidate", "resolve_consolidate_power", L.t(lang, "consolidate"), opts)]


def _cons_act(state, frame, seat, action):
    if action["type"] != "consolidate":
        unknown(action)
    h = seat_house(state, seat)
    a = get_area(action)
    mode = get_str(action, "mode", ("power", "muster"))
    if a not in orders_of(state, h, "consolidate"):
        illegal("no-consolidate", "you have no Consolidate Power order there")
    special = state["areas"][a]["order"]["special"]
    if mode == "muster" and not (special and can_muster_here(state, h, a)):
        illegal("cannot-muster", "only a special order in your castle or stronghold land can muster")
    state["areas"][a]["order"] = None
    frame["last"] = h
    frame["house"] = None
    if mode == "muster":
        from api.games.board.muster import push_muster
        push_muster(state, [h], area=a)
        return [{"type": "consolidate-muster", "house": h, "area": a}]
    got = gain_power(state, h, consolidate_gain(state, h, a))
    return [{"type": "power-gained", "house": h, "area": a, "amount": got, "reason": "consolidate"}]


_DECIDE = {"raid": _raid_decisions, "march": _march_decisions, "consolidate": _cons_decisions}
_ACT = {"raid": _raid_act, "march": _march_act, "consolidate": _cons_act}


def _decisions(state, frame, seat, lang):
    return _DECIDE[frame["order_type"]](state, frame, seat, lang)


def _act(state, frame, seat, action):
    return _ACT[frame["order_type"]](state, frame, seat, action)


# A hybrid step: BoardFlow asks to_act first; with nobody to act, auto picks the next house.
STEPS = [Step("action_step", auto=_auto, to_act=_to_act, decisions=_decisions, act=_act)]
