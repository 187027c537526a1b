"""House Tyrell's cards (6.1): Mace, Ser Loras, the Queen of Thorns."""
from __future__ import annotations

from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import (ability, act, ev, hook, order_label,
                                                         owner_side, played_card, prompt,
                                                         remove_order_apply)
from api.games.board.combat.state import cur, fighting, other, remove_fighting
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def _mace(state, side):
    """Destroy an enemy Footman fighting here: the 2nd edition's Mace Tyrell, the 1st
    edition's Ser Loras (the played card is named, never this script's key)."""
    # killing the last defender does not end the combat; it goes on without that unit
    c = cur(state)
    opp = other(side)
    card = played_card(state, side)
    blocker = c["cards"][opp]
    if hook(state, blocker, "no_casualties"):       # the Blackfish
        return [ev(state, side, card, prevented=blocker)]
    kinds = sorted({u["routed"] for u in fighting(state, opp) if u["type"] == "footman"})
    if len(kinds) == 1:
        return _mace_kill(state, side, kinds[0])
    if kinds:
        push_choice(state, c[side], "mace", [act(card, routed=r) for r in kinds])
    return []


def _mace_kill(state, side, routed):
    card = played_card(state, side)
    remove_fighting(state, other(side), "footman", routed)
    return [ev(state, side, card),
            {"type": "unit-destroyed", "house": cur(state)[other(side)], "area": cur(state)["area"],
             "unit": "footman", "cause": card}]


def _queen(state, side):
    c = cur(state)
    opp = c[other(side)]
    areas = []
    for a in sorted(edition_of(state).areas[c["area"]]["adjacent"]):
        order = state["areas"][a]["order"]
        if not order or order["house"] != opp:
            continue
        if a == c["origin"] and order["type"] == "march":
            continue   # never the March order that started this combat
        areas.append(a)
    if len(areas) == 1:
        return remove_order_apply("queen_of_thorns")(
            state, {"house": c[side]}, {"area": areas[0]})
    if areas:
        push_choice(state, c[side], "queen_of_thorns",
                    [act("queen_of_thorns", area=a) for a in areas])
    return []


ability("mace_tyrell", immediate=_mace)
# the winning attacker's March order moves in (combat/cleanup): 2E Loras, 1E Mace
ability("ser_loras_tyrell", march_moves=True)
ability("queen_of_thorns", immediate=_queen)


def _mace_label(state, frame, a, lang):
    return T.t(lang, "ability.routed" if a["routed"] else "ability.footman",
               area=tx.area(state, cur(state)["area"], lang))


register("mace", prompt, _mace_label,
         lambda state, frame, a: _mace_kill(state, owner_side(state, frame), a["routed"]))
register("queen_of_thorns", prompt, order_label, remove_order_apply("queen_of_thorns"))
