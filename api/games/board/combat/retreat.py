"""Step 6c of a combat, retreats and routing (5.17.3, A-5, A-6, A-31, A-32): the losing attacker
goes back to its origin, the losing defender to one adjacent area (or by ship transport) that
is friendly or free of enemies; supply may cost units on the way (the fewest possible, the
loser picks which); siege engines and already-routed units are destroyed instead; the
retreated units are routed."""
from __future__ import annotations

from api.games.board.areas.control import controller, enemy_power_token, is_impassable
from api.games.board.areas.supply import supply_ok
from api.games.board.areas.transport import enemy_ships_in, land_neighbours
from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import hook
from api.games.board.combat.stages import advance
from api.games.board.combat.state import (cur, destroy_fighting, fighting, other, played,
                                          remove_fighting, winner_loser)
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def _fits(state: dict, house: str, dest: str, n: int, leaving: dict) -> int:
    """Fewest of ``n`` retreating units to destroy so that ``dest`` may take the rest."""
    ed = edition_of(state)
    cap = None
    if ed.areas[dest]["kind"] == "port":
        cap = ed.port_capacity - len(state["areas"][dest]["units"])
    for k in range(n, -1, -1):
        if cap is not None and k > cap:
            continue
        extra = dict(leaving)
        extra[dest] = extra.get(dest, 0) + k
        if supply_ok(state, house, extra):
            return n - k
    return n


def origin_open(state: dict) -> bool:
    """A-31: the attacker cannot go back to an origin that reverted to an enemy."""
    c = cur(state)
    o, h = c["origin"], c["attacker"]
    kind = edition_of(state).areas[o]["kind"]
    if kind == "port":
        return controller(state, o) == h
    if any(u["house"] != h for u in state["areas"][o]["units"]):
        return False
    return kind == "sea" or not enemy_power_token(state, o, h)


def defender_style(state: dict, house: str) -> list[str]:
    """Areas a defeated army may retreat into from the embattled area (5.17.3, A-6)."""
    c = cur(state)
    src = c["area"]
    areas = edition_of(state).areas
    out = []
    if areas[src]["kind"] == "sea":
        for a in areas[src]["adjacent"]:
            if is_impassable(state, a) or a == c["origin"]:
                continue
            if areas[a]["kind"] == "sea" and not enemy_ships_in(state, a, house):
                out.append(a)
            elif (areas[a]["kind"] == "port" and controller(state, a) == house
                  and not enemy_ships_in(state, a, house)):
                out.append(a)
        return sorted(out)
    for a in land_neighbours(state, house, src):
        st = state["areas"][a]
        if a == c["origin"] or st["neutral"] is not None:
            continue
        if any(u["house"] != house for u in st["units"]) or enemy_power_token(state, a, house):
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
        if (played(c, "defender", "robb_stark")   # Robb as a winning defender (2E only)
                and edition_of(state).rules.robb_redirects_attacker):
            areas += [a for a in defender_style(state, h) if a not in areas]
    else:
        leaving = {c["area"]: -len(fighting(state, side))}
        areas = defender_style(state, h)
    return {a: _fits(state, h, a, n, leaving) for a in areas}


def choose(state: dict, frame: dict) -> list:
    c = cur(state)
    w, l = winner_loser(c)
    events = []
    for u in list(fighting(state, l)):
        if u["type"] == "siege_tower" or u["routed"]:
            # siege engines never retreat; routed units retreating again are destroyed
            events.append(destroy_fighting(state, l, u["type"], u["routed"], "retreat"))
    group = fighting(state, l)
    advance(frame)
    if not group:
        return events
    options = destinations(state, l, len(group))
    best = min(options.values()) if options else len(group)
    if best >= len(group):
        for u in list(group):
            events.append(destroy_fighting(state, l, u["type"], u["routed"], "no-retreat"))
        return events
    choices = sorted(a for a, loss in options.items() if loss == best)
    chooser = c[w] if hook(state, c["cards"][w], "retreat_chooser") else c[l]
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


def move(state: dict, frame: dict) -> list:
    c = cur(state)
    r = c["retreat"]
    if r is None:
        advance(frame)
        return []
    l = other(c["winner"])
    events = []
    while r["loss"] > 0:
        types = sorted({u["type"] for u in fighting(state, l)})
        if len(types) > 1:
            push_choice(state, c[l], "retreat_loss",
                        [{"type": "destroy_retreating", "unit": t} for t in types], left=r["loss"])
            return events
        events.append(destroy_fighting(state, l, types[0], False, "supply"))
        r["loss"] -= 1
    moved = list(fighting(state, l))
    for u in moved:
        remove_fighting(state, l, u["type"], u["routed"])
        u["routed"] = True
        state["areas"][r["area"]]["units"].append(u)
    c["retreat"] = None
    advance(frame)
    return events + [{"type": "retreat", "house": c[l], "from": c["area"], "dest": r["area"],
                      "units": [u["type"] for u in moved]},
                     {"type": "units-routed", "house": c[l], "area": r["area"], "count": len(moved)}]


def _retreat_loss_apply(state, frame, action):
    c = cur(state)
    c["retreat"]["loss"] -= 1
    return [destroy_fighting(state, other(c["winner"]), action["unit"], False, "supply")]


register("retreat", lambda s, f, lang: T.t(lang, "retreat.prompt", house=tx.house(f["loser"], lang),
                                           target=tx.area(s, cur(s)["area"], lang)),
         lambda s, f, a, lang: T.t(lang, "retreat.label", area=tx.area(s, a["area"], lang),
                                   loss=f["loss"]), _retreat_apply)
register("retreat_loss", lambda s, f, lang: T.t(lang, "retreat_loss.prompt", left=f["left"]),
         lambda s, f, a, lang: tx.unit(a["unit"], lang), _retreat_loss_apply)
