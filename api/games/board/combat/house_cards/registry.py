"""The 42 house cards' text abilities (spec 6.1), one small handler per card id.

Printed strength and icons come from the data; only cards with text appear here. Each entry
of :data:`ABILITIES` holds the hooks its timing needs (spec 6.1, "Timing classification"):

- ``cancel(state, side)`` — "cancel/ignore" abilities, first, in turn order (Tyrion);
- ``immediate(state, side)`` — right after the reveal, in turn order;
- ``strength`` / ``swords`` / ``forts`` ``(state, side) -> int`` — continuous, at step 5;
- ``unit(state, owner, side, unit, value) -> value`` — a unit's strength (Kevan, Victarion,
  Salladhor Saan); ``defense(state, side, value)`` (Catelyn); ``zero_opponent`` (Balon);
- ``after_winner(state, side)`` — "if you win / lose", after the victor, in turn order;
- ``after_combat(state, side)`` — at the end of combat clean-up (Patchface);
- flags read by the resolution: ``no_casualties`` (Blackfish), ``retreat_chooser`` (Robb),
  ``keeps_out`` (Arianne), ``march_moves`` (Loras), ``returns_discard`` (Roose).
A hook that needs a choice pushes a ``combat_choice`` frame; its ``apply`` is registered here.
"""
from __future__ import annotations

from api.games.board import board, data
from api.games.board import combat_text as tx
from api.games.board.combat_choice import push_choice, register
from api.games.board.combat_state import (cur, fighting, other, played, remove_fighting,
                                          side_of, supported)

ABILITIES: dict[str, dict] = {}
T = tx.T


def ability(card_id: str, **hooks) -> None:
    if card_id not in data.HOUSE_CARDS:
        raise ValueError(card_id)
    ABILITIES[card_id] = hooks


def hook(card_id: str | None, name: str):
    return ABILITIES.get(card_id or "", {}).get(name)


def _act(card_id: str, **fields) -> dict:
    return {"type": "house_card_ability", "card": card_id, **fields}


def _ev(state: dict, side: str, card_id: str, **params) -> dict:
    return {"type": "house-card-ability", "house": cur(state)[side], "card": card_id, **params}


def _ability_prompt(state, frame, lang):
    return T.t(lang, "ability.prompt", card=tx.card(frame["options"][0]["card"], lang))


def _owner_side(state: dict, frame: dict) -> str:
    return side_of(cur(state), frame["house"])


# -- Baratheon ---------------------------------------------------------------------------


def _stannis(state, side):
    order = board.turn_order(state)
    c = cur(state)
    return 1 if order.index(c[other(side)]) < order.index(c[side]) else 0


def _davos_in(state, side):
    return "stannis_baratheon" in state["houses"][cur(state)[side]]["discard"]


def _salladhor_unit(state, owner, side, unit, value):
    # Only while Salladhor's own side is supported; it strikes ships on both sides.
    if unit["type"] == "ship" and unit["house"] != "baratheon" and supported(state, owner):
        return 0
    return value


def _renly(state, side):
    c = cur(state)
    if c["winner"] != side or board.pieces_left(state, c[side], "knight") <= 0:
        return []
    areas = []
    if any(u["type"] == "footman" for u in fighting(state, side)):
        areas.append(c["area"])
    for s in c["supports"]:
        if (s["accepted"] and s["side"] == side and s["house"] == c[side] and s["area"] not in areas
                and any(u["type"] == "footman" and not u["routed"]
                        for u in board.units_of(state, s["area"], c[side]))):
            areas.append(s["area"])
    if not areas:
        return []
    opts = [_act("renly_baratheon", area=a) for a in areas] + [_act("renly_baratheon", area=None)]
    push_choice(state, c[side], "renly", opts)
    return []


def _renly_apply(state, frame, action):
    side = _owner_side(state, frame)
    c = cur(state)
    a = action["area"]
    if a is None:
        return []
    if a == c["area"]:
        units = fighting(state, side)
    else:
        units = board.units_of(state, a, c[side])
    u = next(u for u in units if u["type"] == "footman" and (a == c["area"] or not u["routed"]))
    u["type"] = "knight"   # the same piece slot: the footman goes back to the reserve
    return [_ev(state, side, "renly_baratheon", area=a, upgraded="knight")]


def _patchface(state, side):
    c = cur(state)
    opp_house = c[other(side)]
    hand = state["houses"][opp_house]["hand"]
    if not hand:
        return []
    opts = [_act("patchface", discard=cid) for cid in hand] + [_act("patchface", discard=None)]
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


ability("stannis_baratheon", strength=_stannis)
ability("renly_baratheon", after_winner=_renly)
ability("ser_davos_seaworth", strength=lambda s, side: 1 if _davos_in(s, side) else 0,
        swords=lambda s, side: 1 if _davos_in(s, side) else 0)
ability("salladhor_saan", unit=_salladhor_unit)
ability("patchface", after_combat=_patchface)

# -- Lannister ---------------------------------------------------------------------------


def _tywin(state, side):
    c = cur(state)
    if c["winner"] != side:
        return []
    got = board.gain_power(state, c[side], 2)
    return [_ev(state, side, "tywin_lannister", power=got)]


def _kevan_unit(state, owner, side, unit, value):
    if (owner == "attacker" and side == "attacker" and unit["type"] == "footman"
            and unit["house"] == cur(state)[owner] and value > 0):
        return 2
    return value


def _tyrion(state, side):
    c = cur(state)
    if c["cards"][other(side)] is None:
        return []
    push_choice(state, c[side], "tyrion",
                [_act("tyrion_lannister", use=True), _act("tyrion_lannister", use=False)])
    return []


def _tyrion_apply(state, frame, action):
    if not action["use"]:
        return []
    side = _owner_side(state, frame)
    c = cur(state)
    opp = other(side)
    returned = c["cards"][opp]
    hand = state["houses"][c[opp]]["hand"]
    hand.append(returned)
    c["cards"][opp] = None
    events = [_ev(state, side, "tyrion_lannister", cancelled=returned)]
    choices = [x for x in hand if x != returned]
    if len(choices) == 1:
        events += set_card(state, opp, choices[0])
    elif choices:
        push_choice(state, c[opp], "rechoose",
                    [{"type": "choose_house_card", "card": x} for x in choices])
    return events


def _rechoose_apply(state, frame, action):
    return set_card(state, _owner_side(state, frame), action["card"])


def set_card(state: dict, side: str, cid: str) -> list:
    """A replacement card (Tyrion, Aeron) leaves the hand and is revealed at once."""
    c = cur(state)
    state["houses"][c[side]]["hand"].remove(cid)
    c["cards"][side] = cid
    return [{"type": "house-card-revealed", "house": c[side], "card": cid}]


def _cersei(state, side):
    c = cur(state)
    if c["winner"] != side:
        return []
    areas = sorted(a for a, st in state["areas"].items()
                   if st["order"] and st["order"]["house"] == c[other(side)])
    if not areas:
        return []
    push_choice(state, c[side], "cersei",
                [_act("cersei_lannister", area=a) for a in areas] + [_act("cersei_lannister", area=None)])
    return []


def _remove_order_apply(card_id):
    def apply(state, frame, action):
        a = action["area"]
        if a is None:
            return []
        st = state["areas"][a]
        order = st["order"]
        st["order"] = None
        return [_ev(state, _owner_side(state, frame), card_id, area=a),
                {"type": "order-removed", "area": a, "house": order["house"], "order": order["type"]}]
    return apply


ability("tywin_lannister", after_winner=_tywin)
ability("ser_kevan_lannister", unit=_kevan_unit)
ability("tyrion_lannister", cancel=_tyrion)
ability("cersei_lannister", after_winner=_cersei)

# -- Stark -------------------------------------------------------------------------------


def _roose(state, side):
    c = cur(state)
    if c["winner"] == side:
        return []
    c["flags"]["roose"] = side   # applied in clean-up, once the played cards are discarded
    return []


ability("robb_stark", retreat_chooser=True)
ability("roose_bolton", after_winner=_roose)
ability("the_blackfish", no_casualties=True)
ability("catelyn_stark", defense=lambda state, side, value: value * 2)

# -- Greyjoy -----------------------------------------------------------------------------


def _victarion_unit(state, owner, side, unit, value):
    if (owner == "attacker" and side == "attacker" and unit["type"] == "ship"
            and unit["house"] == cur(state)[owner] and value > 0):
        return 2
    return value


def _theon(state, side):
    c = cur(state)
    return 1 if side == "defender" and data.AREAS[c["area"]]["castle"] != "none" else 0


def _asha(state, side):
    return not supported(state, side)


def _aeron(state, side):
    c = cur(state)
    hs = state["houses"][c[side]]
    if hs["power"] < 2 or not hs["hand"]:
        return []
    opts = [_act("aeron_damphair", use=False)]
    opts += [_act("aeron_damphair", use=True, replace_with=cid) for cid in hs["hand"]]
    push_choice(state, c[side], "aeron", opts)
    return []


def _aeron_apply(state, frame, action):
    if not action["use"]:
        return []
    side = _owner_side(state, frame)
    c = cur(state)
    board.discard_power(state, c[side], 2)
    state["houses"][c[side]]["discard"].append("aeron_damphair")
    c["cards"][side] = None
    events = [_ev(state, side, "aeron_damphair", power=2, replace_with=action["replace_with"])]
    events += set_card(state, side, action["replace_with"])
    if hook(action["replace_with"], "immediate"):
        c["queue"].insert(0, side)
    return events


ability("victarion_greyjoy", unit=_victarion_unit)
ability("balon_greyjoy", zero_opponent=True)
ability("theon_greyjoy", strength=_theon, swords=_theon)
ability("asha_greyjoy", swords=lambda s, side: 2 if _asha(s, side) else 0,
        forts=lambda s, side: 1 if _asha(s, side) else 0)
ability("aeron_damphair", immediate=_aeron)

# -- Tyrell ------------------------------------------------------------------------------


def _mace(state, side):
    # killing the last defender does not end the combat; it goes on without that unit
    c = cur(state)
    opp = other(side)
    if played(c, opp, "the_blackfish"):
        return [_ev(state, side, "mace_tyrell", prevented="the_blackfish")]
    kinds = sorted({u["routed"] for u in fighting(state, opp) if u["type"] == "footman"})
    if len(kinds) == 1:
        return _mace_kill(state, side, kinds[0])
    if kinds:
        push_choice(state, c[side], "mace", [_act("mace_tyrell", routed=r) for r in kinds])
    return []


def _mace_kill(state, side, routed):
    remove_fighting(state, other(side), "footman", routed)
    return [_ev(state, side, "mace_tyrell"),
            {"type": "unit-destroyed", "house": cur(state)[other(side)], "area": cur(state)["area"],
             "unit": "footman", "cause": "mace_tyrell"}]


def _queen(state, side):
    c = cur(state)
    opp = c[other(side)]
    areas = []
    for a in sorted(data.AREAS[c["area"]]["adjacent"]):
        order = state["areas"][a]["order"]
        if not order or order["house"] != opp:
            continue
        if a == c["origin"] and order["type"] == "march":
            continue   # never the March order that started this combat
        areas.append(a)
    if len(areas) == 1:
        return _remove_order_apply("queen_of_thorns")(
            state, {"house": c[side]}, {"area": areas[0]})
    if areas:
        push_choice(state, c[side], "queen_of_thorns",
                    [_act("queen_of_thorns", area=a) for a in areas])
    return []


ability("mace_tyrell", immediate=_mace)
ability("ser_loras_tyrell", march_moves=True)
ability("queen_of_thorns", immediate=_queen)

# -- Martell -----------------------------------------------------------------------------


def _nymeria(kind):
    def f(state, side):
        return 1 if (side == "defender") == (kind == "forts") else 0
    return f


def _doran(state, side):
    c = cur(state)
    push_choice(state, c[side], "doran",
                [_act("doran_martell", track=t) for t in data.TRACKS])
    return []


def _doran_apply(state, frame, action):
    """5.23: the others close up; a dominance token changes hands unflipped (it is simply
    held by whoever is first now), and a Fiefdoms change decides this combat's tie."""
    side = _owner_side(state, frame)
    victim = cur(state)[other(side)]
    track = state["tracks"][action["track"]]
    track.remove(victim)
    track.append(victim)
    return [_ev(state, side, "doran_martell", track=action["track"], moved=victim),
            {"type": "track-changed", "track": action["track"], "order": list(track)}]


ability("nymeria_sand", swords=_nymeria("swords"), forts=_nymeria("forts"))
ability("arianne_martell", keeps_out=True)
ability("doran_martell", immediate=_doran)


# -- hand recycling (5.16, A-11) ------------------------------------------------------------


def recycle(state: dict, house: str, keep: list[str]) -> list:
    """An empty hand takes back every discarded card except the ones that emptied it."""
    hs = state["houses"][house]
    if hs["hand"]:
        return []
    back = [x for x in hs["discard"] if x not in keep]
    if not back:
        return []
    hs["hand"] = back
    hs["discard"] = [x for x in hs["discard"] if x in keep]
    return [{"type": "house-cards-returned", "house": house, "cards": list(back)}]


# -- choices --------------------------------------------------------------------------------


def _label(state, frame, a, lang):
    ask = frame["ask"]
    if ask == "rechoose":
        return tx.card(a["card"], lang)
    if ask in ("tyrion",):
        return T.t(lang, "ability.use" if a["use"] else "ability.skip")
    if ask == "aeron":
        return (T.t(lang, "ability.card", card=tx.card(a["replace_with"], lang)) if a["use"]
                else T.t(lang, "ability.skip"))
    if ask == "doran":
        return T.t(lang, "ability.track", track=T.t(lang, f"track.{a['track']}"))
    if ask == "mace":
        return T.t(lang, "ability.routed" if a["routed"] else "ability.footman",
                   area=tx.area(cur(state)["area"], lang))
    if ask == "patchface":
        return (T.t(lang, "ability.discard", card=tx.card(a["discard"], lang))
                if a["discard"] else T.t(lang, "ability.skip"))
    if a.get("area") is None:
        return T.t(lang, "ability.skip")
    if ask == "renly":
        return T.t(lang, "ability.footman", area=tx.area(a["area"], lang))
    order = state["areas"][a["area"]]["order"]
    return T.t(lang, "ability.area", order=T.t(lang, f"order.{order['type']}"),
               area=tx.area(a["area"], lang))


def _rechoose_prompt(state, frame, lang):
    return T.t(lang, "rechoose.prompt", card=tx.card("tyrion_lannister", lang))


register("tyrion", _ability_prompt, _label, _tyrion_apply)
register("rechoose", _rechoose_prompt, _label, _rechoose_apply)
register("aeron", _ability_prompt, _label, _aeron_apply)
register("mace", _ability_prompt, _label,
         lambda state, frame, a: _mace_kill(state, _owner_side(state, frame), a["routed"]))
register("queen_of_thorns", _ability_prompt, _label, _remove_order_apply("queen_of_thorns"))
register("doran", _ability_prompt, _label, _doran_apply)
register("renly", _ability_prompt, _label, _renly_apply)
register("cersei", _ability_prompt, _label, _remove_order_apply("cersei_lannister"))
register("patchface", _ability_prompt, _label, _patchface_apply)
