"""House Lannister's cards (6.1): Tywin, Ser Kevan, Tyrion, Cersei."""
from __future__ import annotations

from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import (ability, act, ev, order_label,
                                                         owner_side, prompt,
                                                         remove_order_apply, set_card, skip)
from api.games.board.combat.state import cur, other
from api.games.board.components import gain_power
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def _tywin(state, side):
    c = cur(state)
    if c["winner"] != side:
        return []
    got = gain_power(state, c[side], 2)
    return [ev(state, side, "tywin_lannister", power=got)]


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
                [act("tyrion_lannister", use=True), act("tyrion_lannister", use=False)])
    return []


def _tyrion_apply(state, frame, action):
    if not action["use"]:
        return []
    side = owner_side(state, frame)
    c = cur(state)
    opp = other(side)
    returned = c["cards"][opp]
    hand = state["houses"][c[opp]]["hand"]
    hand.append(returned)
    c["cards"][opp] = None
    events = [ev(state, side, "tyrion_lannister", cancelled=returned)]
    choices = [x for x in hand if x != returned]
    if len(choices) == 1:
        events += set_card(state, opp, choices[0])
    elif choices:
        push_choice(state, c[opp], "rechoose",
                    [{"type": "choose_house_card", "card": x} for x in choices])
    return events


def _rechoose_apply(state, frame, action):
    return set_card(state, owner_side(state, frame), action["card"])


def _cersei(state, side):
    c = cur(state)
    if c["winner"] != side:
        return []
    areas = sorted(a for a, st in state["areas"].items()
                   if st["order"] and st["order"]["house"] == c[other(side)])
    if not areas:
        return []
    push_choice(state, c[side], "cersei",
                [act("cersei_lannister", area=a) for a in areas] + [act("cersei_lannister", area=None)])
    return []


ability("tywin_lannister", after_winner=_tywin)
ability("ser_kevan_lannister", unit=_kevan_unit)
ability("tyrion_lannister", cancel=_tyrion)
ability("cersei_lannister", after_winner=_cersei)


def _rechoose_prompt(state, frame, lang):
    return T.t(lang, "rechoose.prompt", card=tx.card(state, "tyrion_lannister", lang))


register("tyrion", prompt, lambda s, f, a, lang: T.t(lang, "ability.use") if a["use"] else skip(lang),
         _tyrion_apply)
register("rechoose", _rechoose_prompt, lambda s, f, a, lang: tx.card(s, a["card"], lang),
         _rechoose_apply)
register("cersei", prompt, order_label, remove_order_apply("cersei_lannister"))
