"""Neutral forces (5.20): a march into a land held by a neutral force token needs a strength
at least the token's: the marching units, the March order's modifier and adjacent Support
orders. No house cards, no Valyrian Steel Blade, nobody supports the neutral force. Other
houses with adjacent Support orders are asked in advance whether they commit (D18, A-14).
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.areas.control import units_of
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.seats import house_seat
from api.games.board.tracks.influence import turn_order
from api.games.board.validate import get_bool, unknown


def support_strength(state: dict, house: str, target: str) -> int:
    """What one house's Support orders adjacent to a neutral land add to an attack on it."""
    ed = edition_of(state)
    castle = ed.is_castle(target)
    total = 0
    for a in ed.areas[target]["adjacent"]:
        so = state["areas"][a]["order"]
        if not so or so["type"] != "support" or so["house"] != house or ed.areas[a]["kind"] == "port":
            continue    # ships in a port support only in their own sea (5.11)
        sup = [u for u in units_of(state, a, house) if not u["routed"]]
        if sup:
            total += sum(unit_strength(state, u["type"], castle) for u in sup) + so["modifier"]
    return total


def unit_strength(state: dict, utype: str, castle: bool) -> int:
    """A unit's strength against a neutral force; siege engines count only against a castle
    or stronghold (5.18)."""
    rec = edition_of(state).unit_types[utype]
    return rec.get("combatStrengthWhenAttackingCastleOrStronghold", rec["combatStrength"]) \
        if castle else rec["combatStrength"]


def attack_strength(state: dict, house: str, origin: str, target: str, units: list[str],
                    supporters=None) -> int:
    """Strength against a neutral force (5.20): marching units, the order's modifier and the
    adjacent Support orders of ``supporters`` (default: the attacker only; A-14 adds the
    houses that committed their support in advance)."""
    castle = edition_of(state).is_castle(target)
    total = sum(unit_strength(state, t, castle) for t in units)
    o = state["areas"][origin]["order"]
    total += o["modifier"] if o else 0
    for h in supporters if supporters is not None else [house]:
        total += support_strength(state, h, target)
    return total


def neutral_helpers(state: dict, house: str, target: str) -> list[str]:
    """Other houses whose Support orders could help an attack on a neutral land (D18)."""
    return [h for h in turn_order(state) if h != house and support_strength(state, h, target) > 0]


def asked(frame: dict, target: str | None) -> tuple[list, list]:
    """(committed, refused) houses for this neutral target; answers for another target lapse."""
    if target is None or frame.get("support_target") != target:
        return [], []
    return frame.get("committed", []), frame.get("refused", [])


def _ns_to_act(state, frame):
    return [house_seat(state, frame["queue"][0])]


def _ns_decisions(state, frame, seat, lang):
    who, tgt = frame["house"], L.area(state, frame["target"], lang)
    return [decision("neutral_support", "commit_support_vs_neutral",
                     L.t(lang, "neutral_support", house=who, area=tgt),
                     [option(L.t(lang, "yes"), {"type": "neutral_support", "commit": True}),
                      option(L.t(lang, "no"), {"type": "neutral_support", "commit": False})])]


def _ns_act(state, frame, seat, action):
    if action["type"] != "neutral_support":
        unknown(action)
    commit = get_bool(action, "commit")
    h = frame["queue"].pop(0)
    march = state["stack"][-2]
    if march.get("support_target") != frame["target"]:
        march.update(support_target=frame["target"], committed=[], refused=[])
    march["committed" if commit else "refused"].append(h)
    if not frame["queue"]:
        state["stack"].pop()
    return [{"type": "neutral-support", "house": h, "attacker": frame["house"],
             "area": frame["target"], "commit": commit}]


STEPS = [Step("neutral_support", to_act=_ns_to_act, decisions=_ns_decisions, act=_ns_act)]
