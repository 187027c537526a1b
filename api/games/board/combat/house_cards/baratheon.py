"""House Baratheon's cards (6.1): Stannis, Renly, Ser Davos, Salladhor Saan, Patchface."""
from __future__ import annotations

from api.games.board.areas.control import units_of
from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import (ability, act, ev, owner_side, prompt,
                                                         recycle, skip)
from api.games.board.combat.state import cur, fighting, other, supported
from api.games.board.components import pieces_left
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def _stannis(state, side):
    # the Iron Throne track itself, not the turn order: the 1st edition reverses the turn order
    # (row 13), and his text still speaks of the track's positions
    track = state["tracks"]["iron_throne"]
    c = cur(state)
    return 1 if track.index(c[other(side)]) < track.index(c[side]) else 0


def _davos_in(state, side):
    return "stannis_baratheon" in state["houses"][cur(state)[side]]["discard"]


def _salladhor_unit(state, owner, side, unit, value):
    # Only while Salladhor's own side is supported; it strikes ships on both sides.
    if unit["type"] == "ship" and unit["house"] != "baratheon" and supported(state, owner):
        return 0
    return value


def _renly(state, side):
    c = cur(state)
    if c["winner"] != side or pieces_left(state, c[side], "knight") <= 0:
        return []
    areas = []
    if any(u["type"] == "footman" for u in fighting(state, side)):
        areas.append(c["area"])
    for s in c["supports"]:
        if (s["accepted"] and s["side"] == side and s["house"] == c[side] and s["area"] not in areas
                and any(u["type"] == "footman" and not u["routed"]
                        for u in units_of(state, s["area"], c[side]))):
            areas.append(s["area"])
    if not areas:
        return []
    opts = [act("renly_baratheon", area=a) for a in areas] + [act("renly_baratheon", area=None)]
    push_choice(state, c[side], "renly", opts)
    return []


def _renly_apply(state, frame, action):
    side = owner_side(state, frame)
    c = cur(state)
    a = action["area"]
    if a is None:
        return []
    if a == c["area"]:
        units = fighting(state, side)
    else:
        units = units_of(state, a, c[side])
    # a standing Knight is worth more to its owner than a routed one, so a standing Footman
    # goes first (a routed one in the embattled area takes part all the same)
    footmen = [u for u in units if u["type"] == "footman" and (a == c["area"] or not u["routed"])]
    u = min(footmen, key=lambda u: u["routed"])
    u["type"] = "knight"   # the same piece slot: the footman goes back to the reserve
    return [ev(state, side, "renly_baratheon", area=a, upgraded="knight")]


def _patchface(state, side):
    c = cur(state)
    opp_house = c[other(side)]
    hand = state["houses"][opp_house]["hand"]
    if not hand:
        return []
    opts = [act("patchface", discard=cid) for cid in hand] + [act("patchface", discard=None)]
    push_choice(state, c[side], "patchface", opts, opponent=opp_house)
    return []


def _patchface_apply(state, frame, action):
    cid = action["discard"]
    if cid is None:
        return []
    hs = state["houses"][frame["opponent"]]
    hs["hand"].remove(cid)
    hs["discard"].append(cid)
    events = [{"type": "house-card-discarded", "house": frame["opponent"], "card": cid,
               "by": "patchface"}]
    events += recycle(state, frame["opponent"], keep=[cid])
    return events


def _brienne(state, side):
    """1st edition, reconstructed (board-1e data, "1e-known"): as the attacker, the defender's
    Defense order in the embattled area is removed before strengths are totalled. The 2nd
    edition's Brienne has icons and no text, so no card runs this script there."""
    if side != "attacker":
        return []
    c = cur(state)
    st = state["areas"][c["area"]]
    o = st["order"]
    if not o or o["type"] != "defense" or o["house"] != c["defender"]:
        return []
    st["order"] = None
    return [ev(state, side, "brienne_of_tarth", area=c["area"]),
            {"type": "order-removed", "area": c["area"], "house": o["house"], "order": "defense"}]


ability("stannis_baratheon", strength=_stannis)
ability("brienne_of_tarth", immediate=_brienne)
ability("renly_baratheon", after_winner=_renly)
ability("ser_davos_seaworth", strength=lambda s, side: 1 if _davos_in(s, side) else 0,
        swords=lambda s, side: 1 if _davos_in(s, side) else 0)
ability("salladhor_saan", unit=_salladhor_unit)
ability("patchface", after_combat=_patchface)


def _renly_label(state, frame, a, lang):
    if a["area"] is None:
        return skip(lang)
    return T.t(lang, "ability.footman", area=tx.area(state, a["area"], lang))


def _patchface_label(state, frame, a, lang):
    return (T.t(lang, "ability.discard", card=tx.card(state, a["discard"], lang))
            if a["discard"] else skip(lang))


register("renly", prompt, _renly_label, _renly_apply)
register("patchface", prompt, _patchface_label, _patchface_apply)
