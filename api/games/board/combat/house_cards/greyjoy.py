"""House Greyjoy's cards (6.1): Victarion, Balon, Theon, Asha, Aeron Damphair."""
from __future__ import annotations

from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import (ability, act, ev, hook, owner_side,
                                                         prompt, set_card, skip)
from api.games.board.combat.state import cur, supported
from api.games.board.components import discard_power
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def _victarion_unit(state, owner, side, unit, value):
    if (owner == "attacker" and side == "attacker" and unit["type"] == "ship"
            and unit["house"] == cur(state)[owner] and value > 0):
        return 2
    return value


def _theon(state, side):
    c = cur(state)
    return 1 if side == "defender" and edition_of(state).is_castle(c["area"]) else 0


def _asha(state, side):
    return not supported(state, side)


def _aeron(state, side):
    c = cur(state)
    hs = state["houses"][c[side]]
    if hs["power"] < 2 or not hs["hand"]:
        return []
    opts = [act("aeron_damphair", use=False)]
    opts += [act("aeron_damphair", use=True, replace_with=cid) for cid in hs["hand"]]
    push_choice(state, c[side], "aeron", opts)
    return []


def _aeron_apply(state, frame, action):
    if not action["use"]:
        return []
    side = owner_side(state, frame)
    c = cur(state)
    discard_power(state, c[side], 2)
    state["houses"][c[side]]["discard"].append("aeron_damphair")
    c["cards"][side] = None
    events = [ev(state, side, "aeron_damphair", power=2, replace_with=action["replace_with"])]
    events += set_card(state, side, action["replace_with"])
    if hook(state, action["replace_with"], "immediate"):
        c["queue"].insert(0, side)
    return events


ability("victarion_greyjoy", unit=_victarion_unit)
ability("balon_greyjoy", zero_opponent=True)
ability("theon_greyjoy", strength=_theon, swords=_theon)
ability("asha_greyjoy", swords=lambda s, side: 2 if _asha(s, side) else 0,
        forts=lambda s, side: 1 if _asha(s, side) else 0)
ability("aeron_damphair", immediate=_aeron)


def _aeron_label(state, frame, a, lang):
    return (T.t(lang, "ability.card", card=tx.card(state, a["replace_with"], lang)) if a["use"]
            else skip(lang))


register("aeron", prompt, _aeron_label, _aeron_apply)
