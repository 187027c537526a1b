"""Combat resolution after the victor (spec 5.17.2-5.17.4, 5.19, 5.26.5): casualties, skulls,
retreats and routing, combat clean-up."""
from __future__ import annotations

from api.games.board import board, house_cards, tides
from api.games.board import combat_text as tx
from api.games.board.combat_choice import push_choice, register
from api.games.board.combat_state import (SIDES, cur, fighting, other, played, remove_fighting,
                                          winner_loser)
from api.games.board.combat_strength import forts, swords
from api.games.board.data import AREAS

T = tx.T


def _advance(frame: dict) -> None:
    from api.games.board.combat import advance
    advance(frame)


def _protected(c: dict, side: str) -> bool:
    """The Blackfish: no casualties from icons, card texts or Tides of Battle."""
    return bool(house_cards.hook(c["cards"][side], "no_casualties"))


def _destroy(state: dict, side: str, utype: str, routed: bool, cause: str) -> dict:
    c = cur(state)
    remove_fighting(state, side, utype, routed)
    return {"type": "unit-destroyed", "house": c[side], "area": c["area"], "unit": utype,
            "cause": cause}


# -- casualties (5.17.2) and skulls (5.26.5) -------------------------------------------------


def eligible(state: dict, side: str) -> list[dict]:
    """Routed units are never casualties; the loser's siege engines are not either, because
    they are destroyed when the loser retreats."""
    loser = side != cur(state)["winner"]
    return [u for u in fighting(state, side)
            if not u["routed"] and not (loser and u["type"] == "siege_tower")]


def _casualties(state: dict, frame: dict) -> list:
    c = cur(state)
    if c["hits"] is None:
        w, l = winner_loser(c)
        c["hits"] = []
        n = swords(state, w) - forts(state, l)
        if n > 0 and not _protected(c, l):
            c["hits"].append([l, n, "swords"])
        for side in (l, w):   # skulls come after the sword casualties and ignore fortifications
            k = tides.skulls(state, other(side))
            if k and not _protected(c, side):
                c["hits"].append([side, k, "skull"])
    events = []
    while c["hits"]:
        side, n, cause = c["hits"][0]
        pool = eligible(state, side)
        if n <= 0 or not pool:
            c["hits"].pop(0)
            continue
        types = sorted({u["type"] for u in pool})
        if n >= len(pool):
            for u in list(pool):
                events.append(_destroy(state, side, u["type"], False, cause))
            c["hits"].pop(0)
            continue
        if len(types) == 1:
            events.append(_destroy(state, side, types[0], False, cause))
            c["hits"][0][1] -= 1
            continue
        push_choice(state, c[side], "casualty",
                    [{"type": "choose_casualty", "unit": t} for t in types], left=n)
        return events
    _advance(frame)
    return events


def _casualty_apply(state, frame, action):
    c = cur(state)
    side, _, cause = c["hits"][0]
    c["hits"][0][1] -= 1
    return [_destroy(state, side, action["unit"], False, cause)]


# -- retreats and routing (5.17.3) -------------------------------------------------------------


def _fits(state: dict, house: str, dest: str, n: int, leaving: dict) -> int:
    """Fewest of ``n`` retreating units to destroy so that ``dest`` may take the rest."""
    cap = None
    if AREAS[dest]["kind"] == "port":
        cap = 3 - len(state["areas"][dest]["units"])
    for k in range(n, -1, -1):
        if cap is not None and k > cap:
            continue
        extra = dict(leaving)
        extra[dest] = extra.get(dest, 0) + k
        if board.supply_ok(state, house, extra):
            return n - k
    return n


def origin_open(state: dict) -> bool:
    """A-31: the attacker cannot go back to an origin that reverted to an enemy."""
    c = cur(state)
    o, h = c["origin"], c["attacker"]
    kind = AREAS[o]["kind"]
    if kind == "port":
        return board.controller(state, o) == h
    if any(u["house"] != h for u in state["areas"][o]["units"]):
        return False
    return kind == "sea" or not board.enemy_power_token(state, o, h)


def defender_style(state: dict, house: str) -> list[str]:
    """Areas a defeated army may retreat into from the embattled area (5.17.3, A-6)."""
    c = cur(state)
    src = c["area"]
    out = []
    if AREAS[src]["kind"] == "sea":
        for a in AREAS[src]["adjacent"]:
            if board.is_impassable(state, a) or a == c["origin"]:
                continue
            if AREAS[a]["kind"] == "sea" and not board.enemy_ships_in(state, a, house):
                out.append(a)
            elif (AREAS[a]["kind"] == "port" and board.controller(state, a) == house
                  and not board.enemy_ships_in(state, a, house)):
                out.append(a)
        return sorted(out)
    for a in board.land_neighbours(state, house, src):
        st = state["areas"][a]
        if a == c["origin"] or st["neutral"] is not None:
            continue
        if any(u["house"] != house for u in st["units"]) or board.enemy_power_token(state, a, house):
            continue
        out.append(a)
    return sorted(out)


def destinations(state: dict, side: str, n: int) -> dict[str, int]:
    """Legal retreat areas of the loser with the units each would cost (supply, port room)."""
    c = cur(state)
    h = c[side]
    if side == "attacker":
        leaving: dict = {}
        areas = [c["origin"]] if origin_open(state) else []
        if played(c, "defender", "robb_stark"):   # Robb as a winning defender
            areas += [a for a in defender_style(state, h) if a not in areas]
    else:
        leaving = {c["area"]: -len(fighting(state, side))}
        areas = defender_style(state, h)
    return {a: _fits(state, h, a, n, leaving) for a in areas}


def _retreat(state: dict, frame: dict) -> list:
    c = cur(state)
    w, l = winner_loser(c)
    events = []
    for u in list(fighting(state, l)):
        if u["type"] == "siege_tower" or u["routed"]:
            # siege engines never retreat; routed units retreating again are destroyed
            events.append(_destroy(state, l, u["type"], u["routed"], "retreat"))
    group = fighting(state, l)
    _advance(frame)
    if not group:
        return events
    options = destinations(state, l, len(group))
    best = min(options.values()) if options else len(group)
    if best >= len(group):
        for u in list(group):
            events.append(_destroy(state, l, u["type"], u["routed"], "no-retreat"))
        return events
    choices = sorted(a for a, loss in options.items() if loss == best)
    chooser = c[w] if house_cards.hook(c["cards"][w], "retreat_chooser") else c[l]
    if len(choices) == 1:
        c["retreat"] = {"area": choices[0], "loss": best}
        return events + [{"type": "retreat-chosen", "house": c[l], "area": choices[0]}]
    push_choice(state, chooser, "retreat",
                [{"type": "choose_retreat", "area": a} for a in choices], loss=best, loser=c[l])
    return events


def _retreat_apply(state, frame, action):
    c = cur(state)
    c["retreat"] = {"area": action["area"], "loss": frame["loss"]}
    return [{"type": "retreat-chosen", "house": frame["loser"], "area": action["area"],
             "by": frame["house"]}]


def _retreat_move(state: dict, frame: dict) -> list:
    c = cur(state)
    r = c["retreat"]
    if r is None:
        _advance(frame)
        return []
    l = other(c["winner"])
    events = []
    while r["loss"] > 0:
        types = sorted({u["type"] for u in fighting(state, l)})
        if len(types) > 1:
            push_choice(state, c[l], "retreat_loss",
                        [{"type": "destroy_retreating", "unit": t} for t in types], left=r["loss"])
            return events
        events.append(_destroy(state, l, types[0], False, "supply"))
        r["loss"] -= 1
    moved = list(fighting(state, l))
    for u in moved:
        remove_fighting(state, l, u["type"], u["routed"])
        u["routed"] = True
        state["areas"][r["area"]]["units"].append(u)
    c["retreat"] = None
    _advance(frame)
    return events + [{"type": "retreat", "house": c[l], "from": c["area"], "dest": r["area"],
                      "units": [u["type"] for u in moved]},
                     {"type": "units-routed", "house": c[l], "area": r["area"], "count": len(moved)}]


def _retreat_loss_apply(state, frame, action):
    c = cur(state)
    c["retreat"]["loss"] -= 1
    return [_destroy(state, other(c["winner"]), action["unit"], False, "supply")]


# -- combat clean-up (5.17.4) ---------------------------------------------------------------------


def _cleanup(state: dict, frame: dict) -> list:
    from api.games.board.muster import settle_ports_with_capture
    c = cur(state)
    att, origin = c["attacker"], c["origin"]
    events = []
    o = state["areas"][origin]["order"]
    if o and o["house"] == att and o["type"] == "march":
        state["areas"][origin]["order"] = None
        events.append({"type": "order-removed", "area": origin, "house": att, "order": "march"})
    if c["winner"] == "attacker":
        events += _attacker_won(state)
    for side in SIDES:
        cid = c["cards"][side]
        if cid:
            state["houses"][c[side]]["discard"].append(cid)
    roose = c["flags"].get("roose")
    if roose:
        hs = state["houses"][c[roose]]
        back = list(hs["discard"])
        hs["hand"] += back
        hs["discard"] = []
        events.append({"type": "house-cards-returned", "house": c[roose], "cards": back,
                       "by": "roose_bolton"})
    for side in SIDES:
        events += house_cards.recycle(state, c[side], keep=[c["cards"][side]])
    events.append({"type": "house-cards-discarded",
                   "cards": {c[s]: c["cards"][s] for s in SIDES if c["cards"][s]}})
    tides.give_back(state)
    board.clear_empty_orders(state)   # [P-FAQ] A-16
    _advance(frame)
    return events + settle_ports_with_capture(state)


def _attacker_won(state: dict) -> list:
    c = cur(state)
    att, target, origin = c["attacker"], c["area"], c["origin"]
    st = state["areas"][target]
    events = []
    if c["garrison"]:
        st["garrison"] = None   # 5.19: a beaten garrison leaves the game
        events.append({"type": "garrison-removed", "area": target, "house": c["defender"]})
    if st["order"] and st["order"]["house"] != att:
        events.append({"type": "order-removed", "area": target, "house": st["order"]["house"],
                       "order": st["order"]["type"]})
        st["order"] = None
    if st["power"] and st["power"] != att:
        events.append({"type": "power-token-removed", "area": target, "house": st["power"]})
        st["power"] = None
    units, c["attackers"] = c["attackers"], []
    if not units:
        return events
    if played(c, "defender", "arianne_martell"):
        # the winners go home unrouted (or perish if home has reverted, A-31)
        if origin_open(state):
            state["areas"][origin]["units"].extend(units)
            events.append({"type": "units-moved", "house": att, "from": target, "dest": origin,
                           "units": [u["type"] for u in units], "by": "arianne_martell"})
        else:
            events += [{"type": "unit-destroyed", "house": att, "area": target, "unit": u["type"],
                        "cause": "no-retreat"} for u in units]
        return events
    st["units"].extend(units)
    events.append({"type": "units-moved", "house": att, "from": origin, "dest": target,
                   "units": [u["type"] for u in units]})
    if house_cards.hook(c["cards"]["attacker"], "march_moves"):
        # Ser Loras: the March order moves in and may be resolved again this round
        st["order"] = dict(c["march"], revealed=True)
        events.append({"type": "order-moved", "house": att, "from": origin, "dest": target,
                       "order": "march", "by": "ser_loras_tyrell"})
    return events


def _end(state: dict, frame: dict) -> list:
    c = cur(state)
    state["stack"].pop()
    state["combat"] = None
    return [{"type": "combat-ended", "area": c["area"], "winner": c[c["winner"]]}]


# -- choices ---------------------------------------------------------------------------------


def _unit_label(state, frame, a, lang):
    return tx.unit(a["unit"], lang)


register("casualty", lambda s, f, lang: T.t(lang, "casualty.prompt", left=f["left"],
                                            target=tx.area(cur(s)["area"], lang)),
         _unit_label, _casualty_apply)
register("retreat", lambda s, f, lang: T.t(lang, "retreat.prompt", house=tx.house(f["loser"], lang),
                                           target=tx.area(cur(s)["area"], lang)),
         lambda s, f, a, lang: T.t(lang, "retreat.label", area=tx.area(a["area"], lang),
                                   loss=f["loss"]), _retreat_apply)
register("retreat_loss", lambda s, f, lang: T.t(lang, "retreat_loss.prompt", left=f["left"]),
         _unit_label, _retreat_loss_apply)

STAGE_FUNCS = {"casualties": _casualties, "retreat": _retreat, "retreat_move": _retreat_move,
               "cleanup": _cleanup, "end": _end}
