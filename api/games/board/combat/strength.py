"""Combat strength (spec 5.13, 5.15, step 5 of 5.16) and combat icons (5.17.2).

Everything is recomputed from the board on demand, so a card that destroys a unit or removes
an order (Mace Tyrell, Queen of Thorns) changes the final strength without bookkeeping (A-22).
"""
from __future__ import annotations

from api.games.board.combat.house_cards.registry import hook
from api.games.board.edition import edition_of
from api.games.board.combat.state import (SIDES, cur, fighting, is_castle_fight, live_supports,
                                          other)


def unit_value(state: dict, side: str, unit: dict) -> int:
    """Strength a unit gives the side it fights or supports for."""
    c = cur(state)
    if unit["routed"]:
        return 0
    rec = edition_of(state).unit_types[unit["type"]]
    value = rec["combatStrength"]
    if side == "attacker" and "combatStrengthWhenAttackingCastleOrStronghold" in rec \
            and is_castle_fight(state):
        # 5.18: siege engines count only when attacking (or supporting an attack on) a castle
        value = rec["combatStrengthWhenAttackingCastleOrStronghold"]
    for owner in SIDES:
        h = hook(state, c["cards"][owner], "unit")
        if h:
            value = h(state, owner, side, unit, value)
    return value


def support_value(state: dict, decl: dict) -> int:
    units = [u for u in state["areas"][decl["area"]]["units"] if u["house"] == decl["house"]
             and not (u["type"] == "footman" and footmen_give_no_support(state))]
    total = sum(unit_value(state, decl["side"], u) for u in units)
    if state["areas"][decl["area"]]["order"]["special"]:
        total += 1
    return total


def footmen_give_no_support(state: dict) -> bool:
    """1st-edition Rains of Autumn (westeros/cards): supporting Footmen add nothing."""
    return "footman_support" in (state.get("restrictions") or ())


def defense_value(state: dict) -> int:
    c = cur(state)
    order = state["areas"][c["area"]]["order"]
    if not order or order["type"] != "defense" or order["house"] != c["defender"]:
        return 0
    value = order["modifier"]
    h = hook(state, c["cards"]["defender"], "defense")
    return h(state, "defender", value) if h else value


def card_strength(state: dict, side: str) -> int:
    c = cur(state)
    cid = c["cards"][side]
    if cid is None:
        return 0
    printed = edition_of(state).house_cards[cid]["strength"]
    if hook(state, c["cards"][other(side)], "zero_opponent"):
        printed = 0   # Balon Greyjoy: printed strength only; text bonuses still apply
    h = hook(state, cid, "strength")
    return printed + (h(state, side) if h else 0)


def breakdown(state: dict, side: str, with_cards: bool = True) -> dict:
    c = cur(state)
    parts = {
        "units": sum(unit_value(state, side, u) for u in fighting(state, side)),
        "support": sum(support_value(state, d) for d in live_supports(state, side)),
    }
    if side == "attacker":
        parts["march"] = c["march"].get("modifier", 0) or 0
    else:
        parts["defense"] = defense_value(state)
        parts["garrison"] = c["garrison"]
    if with_cards:
        parts["card"] = card_strength(state, side)
        parts["blade"] = 1 if c["blade"] == side else 0
        tid = c["tides"][side]
        parts["tides"] = (edition_of(state).tides_cards[tid]["strength"]
                          if tid and c["tides_revealed"] else 0)
    return parts


def total(state: dict, side: str, with_cards: bool = True) -> int:
    # a negative total (March -1 with nothing else) counts as 0
    return max(0, sum(breakdown(state, side, with_cards).values()))


def icons(state: dict, side: str, kind: str) -> int:
    """Swords or fortifications of a side: card + its text + its Tides of Battle card."""
    ed = edition_of(state)
    c = cur(state)
    cid = c["cards"][side]
    n = 0
    if cid:
        n += ed.house_cards[cid][kind]
        h = hook(state, cid, "swords" if kind == "swords" else "forts")
        n += h(state, side) if h else 0
    tid = c["tides"][side]
    if tid:
        n += ed.tides_cards[tid][kind]
    return n


def swords(state: dict, side: str) -> int:
    return icons(state, side, "swords")


def forts(state: dict, side: str) -> int:
    return icons(state, side, "fortifications")
