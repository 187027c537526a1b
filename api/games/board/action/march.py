"""Resolving one March order (5.9): moves, ship transport (5.10), ports (5.11), establishing
control (5.2), attacks on neutral forces (5.20), and the hand-over to the combat (5.13) for the
one combat a march may start. Choosing which March order to resolve is here too.

The house builds a plan one unit at a time (``move``), may ``undo``, and ends with
``end_march`` (optionally leaving a power token). Supply, the one-combat rule and neutral
strength are judged on the whole plan at ``end_march``, since a partial split can be illegal
while the finished one is legal.
"""
from __future__ import annotations

from collections import Counter

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.action.neutral_forces import (ask_support, asked, attack_strength,
                                                   neutral_helpers)
from api.games.board.areas.control import (clear_empty_orders, controller, kind, occupant,
                                           units_of)
from api.games.board.areas.ports import port_ships, settle_ports_with_capture
from api.games.board.areas.supply import supply_ok
from api.games.board.areas.transport import land_neighbours, ship_neighbours
from api.games.board.combat.start import start_combat
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning.orders import orders_of
from api.games.board.seats import house_seat, seat_house
from api.games.board.validate import get_area, get_bool, get_str, illegal, only, unknown


def dest_class(state: dict, house: str, dest: str) -> str:
    """free | token (enemy power token or crest only: no combat, A-17/A-26) | combat | neutral."""
    st = state["areas"][dest]
    if st["neutral"]:
        return "neutral"
    occ = occupant(state, dest)
    if occ is not None and occ != house:
        return "combat"
    if occ is None and kind(state, dest) == "land" and controller(state, dest) not in (None, house):
        home = edition_of(state).areas[dest]["home"]
        if st["garrison"] and home == controller(state, dest) and not st["power"]:
            return "combat"     # an enemy home defended only by its garrison (5.19)
        return "token"
    return "free"


def movable(state: dict, frame: dict) -> Counter:
    c = Counter(u["type"] for u in units_of(state, frame["area"], frame["house"]) if not u["routed"])
    c.subtract(Counter(m["unit"] for m in frame["plan"]))
    return +c


def destinations(state: dict, house: str, origin: str, utype: str) -> list[str]:
    if utype == "ship":
        out = ship_neighbours(state, house, origin)
    else:
        out = land_neighbours(state, house, origin)
    return sorted(d for d in out if d != origin)


def _planned(frame: dict) -> Counter:
    return Counter(m["to"] for m in frame["plan"])


def _combat_dests(state, frame) -> set[str]:
    return {m["to"] for m in frame["plan"]
            if dest_class(state, frame["house"], m["to"]) in ("combat", "neutral")}


def can_add(state: dict, frame: dict, utype: str, dest: str) -> str | None:
    h = frame["house"]
    if movable(state, frame)[utype] <= 0:
        return "no-unit"
    if dest not in destinations(state, h, frame["area"], utype):
        return "not-reachable"
    if kind(state, dest) == "port":
        cap = edition_of(state).port_capacity
        if port_ships(state, dest) + _planned(frame)[dest] + 1 > cap:
            return "port-full"
    cls = dest_class(state, h, dest)
    if cls in ("combat", "neutral") and (_combat_dests(state, frame) - {dest}):
        return "second-combat"
    if cls == "neutral" and not edition_of(state).rules.neutral_failed_attempt:
        # Offer a neutral land only if everything still movable, with every Support order
        # that might be committed, could beat its token.
        best = [m["unit"] for m in frame["plan"] if m["to"] == dest] + list(movable(state, frame).elements())
        allies = [h] + [x for x in neutral_helpers(state, h, dest) if x not in asked(frame, dest)[1]]
        if attack_strength(state, h, frame["area"], dest, best, allies) < state["areas"][dest]["neutral"]:
            return "neutral-too-strong"
    return None


def _extra(frame: dict) -> dict:
    ex: Counter = Counter()
    for m in frame["plan"]:
        ex[frame["area"]] -= 1
        ex[m["to"]] += 1
    return dict(ex)


def can_leave_power(state: dict, frame: dict) -> str | None:
    h, a = frame["house"], frame["area"]
    if kind(state, a) != "land":
        return "not-land"
    if not frame["plan"] or len(frame["plan"]) < len(units_of(state, a, h)):
        return "units-remain"
    if state["areas"][a]["power"]:
        return "token-present"
    if state["houses"][h]["power"] < 1:
        return "no-power"
    if edition_of(state).areas[a]["home"] == h:
        return "own-home"      # [I] 5.2: a house never puts a token on its own crest
    return None


def neutral_target(state: dict, frame: dict) -> str | None:
    for d in _combat_dests(state, frame):
        if dest_class(state, frame["house"], d) == "neutral":
            return d
    return None


def neutral_short(state: dict, frame: dict) -> bool:
    """Own units, modifier, own and committed support do not reach the neutral token."""
    d = neutral_target(state, frame)
    if d is None:
        return False
    units = [m["unit"] for m in frame["plan"] if m["to"] == d]
    sup = [frame["house"]] + asked(frame, d)[0]
    return attack_strength(state, frame["house"], frame["area"], d, units, sup) < state["areas"][d]["neutral"]


def askable(state: dict, frame: dict) -> list[str]:
    d = neutral_target(state, frame)
    done = set(asked(frame, d)[0]) | set(asked(frame, d)[1])
    return [h for h in neutral_helpers(state, frame["house"], d) if h not in done] if d else []


def check_end(state: dict, frame: dict) -> str | None:
    h = frame["house"]
    if not frame["plan"]:
        # "all, some or none" (5.9): moving nothing changes no army, so a March order can always
        # be ended, and no client can be left with only moves whose every plan must be undone
        return None
    if not supply_ok(state, h, _extra(frame)):
        return "supply"
    if neutral_short(state, frame) and not askable(state, frame) \
            and not edition_of(state).rules.neutral_failed_attempt:
        return "neutral-too-strong"
    return None


# -- choosing which March order to resolve (4.5 step 2) ----------------------------------------


def pick_decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = [option(L.area(state, a, lang), {"type": "march", "area": a}) for a in orders_of(state, h, "march")]
    return [decision("march_pick", "resolve_march", L.t(lang, "march_pick"), opts)]


def pick_act(state, frame, seat, action):
    if action["type"] != "march":
        unknown(action)
    only(action, "area")
    h = seat_house(state, seat)
    a = get_area(state, action)
    if a not in orders_of(state, h, "march"):
        illegal("no-march", "you have no March order there")
    frame["last"] = h
    frame["house"] = None
    state["stack"].append({"kind": "march", "house": h, "area": a, "plan": []})
    return [{"type": "march-started", "house": h, "area": a}]


# -- the step ---------------------------------------------------------------------------------


def _to_act(state, frame):
    if frame.get("pending_end"):
        return []
    return [house_seat(state, frame["house"])]


def _auto(state, frame):
    """Back from the support asks: attack if the committed support suffices, else re-plan."""
    leave = frame.pop("pending_end")["leave_power"]
    if not neutral_short(state, frame) or edition_of(state).rules.neutral_failed_attempt:
        return execute(state, frame, leave)
    return [{"type": "neutral-attack-short", "house": frame["house"],
             "area": neutral_target(state, frame)}]


def _decisions(state, frame, seat, lang):
    h, a = frame["house"], frame["area"]
    opts = []
    for utype in sorted(movable(state, frame)):
        for d in destinations(state, h, a, utype):
            if can_add(state, frame, utype, d) is None:
                opts.append(option(f"{L.unit(utype, lang)} → {L.area(state, d, lang)}",
                                   {"type": "move", "unit": utype, "to": d}))
    if frame["plan"]:
        opts.append(option(L.t(lang, "undo"), {"type": "undo"}))
    if check_end(state, frame) is None:
        opts.append(option(L.t(lang, "done"), {"type": "end_march", "leave_power": False}))
        if can_leave_power(state, frame) is None:
            opts.append(option(L.t(lang, "leave_power"),
                               {"type": "end_march", "leave_power": True}))
    return [decision("march", "resolve_march", L.t(lang, "march", area=L.area(state, a, lang)), opts)]


_MESSAGES = {
    "no-unit": "no such unit left to move", "not-reachable": "that area cannot be reached",
    "port-full": "a port holds at most 3 ships", "second-combat": "one march may start only one combat",
    "supply": "these moves would break your supply limits",
    "neutral-too-strong": "not enough strength to defeat the neutral force",
    "not-land": "power tokens are placed only on land", "units-remain": "all units must leave",
    "token-present": "a power token is already there", "no-power": "no available power token",
    "own-home": "your home area needs no power token",
}


def _act(state, frame, seat, action):
    typ = action["type"]
    if typ == "move":
        only(action, "unit", "to")
        utype = get_str(action, "unit", edition_of(state).unit_types)
        dest = get_area(state, action, "to")
        why = can_add(state, frame, utype, dest)
        if why:
            illegal(why, _MESSAGES[why])
        frame["plan"].append({"unit": utype, "to": dest})
        return []
    if typ == "undo":
        only(action)
        if not frame["plan"]:
            illegal("nothing-to-undo", "no move planned")
        frame["plan"].pop()
        return []
    if typ == "end_march":
        only(action, "leave_power")
        leave = get_bool(action, "leave_power", False)
        why = check_end(state, frame) or (can_leave_power(state, frame) if leave else None)
        if why:
            illegal(why, _MESSAGES[why])
        if neutral_short(state, frame) and askable(state, frame):
            # A-14 / D18: ask the other houses with adjacent Support orders, in turn order.
            frame["pending_end"] = {"leave_power": leave}
            d = neutral_target(state, frame)
            ask_support(state, frame["house"], d, askable(state, frame))
            return [{"type": "neutral-support-asked", "house": frame["house"], "area": d}]
        return execute(state, frame, leave)
    unknown(action)


def execute(state: dict, frame: dict, leave_power: bool) -> list:
    """Carry out a validated plan: quiet moves first, then the power token, then the combat."""
    h, origin = frame["house"], frame["area"]
    short = neutral_short(state, frame)     # only possible with neutral_failed_attempt (1E)
    state["stack"].pop()
    events = []
    by_dest: dict[str, list[str]] = {}
    for m in frame["plan"]:
        by_dest.setdefault(m["to"], []).append(m["unit"])
    fight = None
    for d, types in by_dest.items():
        taken = [_take(state, origin, h, t) for t in types]
        cls = dest_class(state, h, d)
        if cls in ("combat", "neutral"):
            fight = (d, cls, taken)
            continue
        if cls == "token":
            owner = controller(state, d)
            state["areas"][d]["power"] = None   # back to the pool (5.2)
            events.append({"type": "control-taken", "house": h, "area": d, "from": owner})
        state["areas"][d]["units"].extend(taken)
        events.append({"type": "units-moved", "house": h, "from": origin, "dest": d, "units": types})
    if leave_power:
        state["areas"][origin]["power"] = h
        state["houses"][h]["power"] -= 1
        events.append({"type": "power-token-placed", "house": h, "area": origin})
    if fight and fight[1] == "neutral" and short:
        # 1st edition (board-1e.md 5.9.1, A37): the attempt fails, the units stay at home
        d, _, taken = fight
        state["areas"][origin]["units"].extend(taken)
        events.append({"type": "neutral-attack-failed", "house": h, "area": d,
                       "strength": state["areas"][d]["neutral"]})
        fight = None
    if fight and fight[1] == "neutral":
        d, _, taken = fight
        events.append({"type": "neutral-force-defeated", "house": h, "area": d,
                       "strength": state["areas"][d]["neutral"]})
        state["areas"][d]["neutral"] = None
        state["areas"][d]["units"].extend(taken)
        events.append({"type": "units-moved", "house": h, "from": origin, "dest": d,
                       "units": [u["type"] for u in taken]})
        fight = None
    if fight is None:
        state["areas"][origin]["order"] = None
        clear_empty_orders(state)
        events.extend(settle_ports_with_capture(state))
        return events
    d, _, taken = fight
    march_order = dict(state["areas"][origin]["order"])
    # A port whose land this march took is settled by the combat's clean-up, once, with the
    # land's owner after the combat (a question asked now would wait under the combat).
    events.append({"type": "attack", "house": h, "from": origin, "dest": d,
                   "units": [u["type"] for u in taken]})
    events.extend(start_combat(state, h, origin, d, taken, march_order))
    return events


def _take(state, area, house, utype):
    us = state["areas"][area]["units"]
    for i, u in enumerate(us):
        if u["house"] == house and u["type"] == utype and not u["routed"]:
            return us.pop(i)
    raise RuntimeError("planned unit vanished")


STEPS = [Step("march", auto=_auto, to_act=_to_act, decisions=_decisions, act=_act)]
