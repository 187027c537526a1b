"""Neutral forces (5.20): a march into a land held by a neutral force token needs a strength
at least the token's: the marching units, the March order's modifier and adjacent Support
orders. No house cards, no Valyrian Steel Blade, nobody supports the neutral force. Other
houses with adjacent Support orders are asked in advance whether they commit (D18, A-14).
"""
from __future__ import annotations

from api.engine.ask import ask, ask_step
from api.games.board.areas.control import units_of
from api.games.board.combat.strength import footmen_give_no_support
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.seats import house_seat
from api.games.board.tracks.influence import turn_order

KIND = "neutral_support"


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
        if sup:    # 1E Rains of Autumn: Footmen add nothing, the order's +1 still counts
            rains = footmen_give_no_support(state)
            total += sum(unit_strength(state, u["type"], castle) for u in sup
                         if not (rains and u["type"] == "footman")) + so["modifier"]
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


def support_options() -> list[dict]:
    return [{"type": "neutral_support", "commit": c} for c in (True, False)]


def ask_support(state: dict, attacker: str, target: str, queue: list[str]) -> None:
    """Ask the first of ``queue`` whether it commits its Support to ``attacker``'s attack on
    the neutral ``target`` (the engine's ``ask``); the others are asked after it, in order."""
    ask(state, KIND, house_seat(state, queue[0]), support_options(), prompt=KIND,
        house=attacker, target=target, queue=list(queue))


def _answered(state: dict, frame: dict, seat: int, action: dict) -> list:
    h, commit = frame["queue"][0], action["commit"]
    march = state["stack"][-1]
    if march.get("support_target") != frame["target"]:
        march.update(support_target=frame["target"], committed=[], refused=[])
    march["committed" if commit else "refused"].append(h)
    if frame["queue"][1:]:
        ask_support(state, frame["house"], frame["target"], frame["queue"][1:])
    return [{"type": "neutral-support", "house": h, "attacker": frame["house"],
             "area": frame["target"], "commit": commit}]


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    return L.t(lang, KIND, house=frame["house"], area=L.area(state, frame["target"], lang))


STEPS = [ask_step(KIND, prompt=_prompt, on_answer=_answered,
                  label=lambda state, frame, action, lang: L.t(
                      lang, "yes" if action["commit"] else "no"),
                  decision_type=lambda frame: "commit_support_vs_neutral")]
