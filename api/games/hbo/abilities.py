"""The one compiler from the data's ability objects (data README §2.3–§4) onto cardcore's
records: constant passives become ``cardcore.abilities.constant`` records that derive.py reads
(STR, icons, keywords, blank, claim, dominance, and the rule hooks the flow asks about).

Ability kinds the flow does not run yet (actions, reactions, saves, "when revealed", triggered
passives) are not compiled: :data:`NOT_RUN` lists those cards, and the rules-coverage file says
so. Such a card is still played with its printed values.
"""
from __future__ import annotations

from api.games.cardcore import abilities as ab
from api.games.hbo.catalog import CATALOG

# data filter key -> cardcore filter (key, value transform)
_FILTER = {"house": ("faction", None), "unique": ("unique", None), "trait": ("traits", None),
           "lacks_icon": ("lacks_icon", None), "max_printed_strength": ("printed_str_max", None),
           "max_printed_cost": ("printed_cost_max", None),
           "participating": ("participating", None), "knelt": ("kneeling", lambda v: True),
           "standing": ("kneeling", lambda v: False), "not_self": ("other", None)}
_PLAYER = {"you": "you", "opponent": "opponents", "each": "each_player"}
_CONDITION = {"self_participating": lambda v: ["participating"],
              "self_attacking": lambda v: ["attacking"],
              "challenge_type": lambda v: ["challenge_type", v],
              "in_challenge": lambda v: ["in_challenge"],
              "your_role": lambda v: ["your_role", v],
              "self_has_duplicate": lambda v: ["has_duplicate"]}


class NotCompiled(ValueError):
    """An ability object outside what this compiler turns into a constant."""


def card_filter(sel: dict) -> dict:
    """A data selector of ``select: all`` as a cardcore card filter on cards in play."""
    out = {"zone": "play"}
    if sel.get("card_type"):
        out["type"] = sel["card_type"]
    if sel.get("controller", "any") != "any":
        out["controller"] = sel["controller"]
    for k, v in (sel.get("filter") or {}).items():
        if k not in _FILTER:
            raise NotCompiled(f"filter {k}")
        key, conv = _FILTER[k]
        out[key] = conv(v) if conv else v
    return out


def match(sel) -> object:
    kind = sel["select"]
    if kind == "self":
        return "self"
    if kind == "attached_character":
        return "attached"
    if kind == "all":
        return card_filter(sel)
    raise NotCompiled(f"select {kind}")


def amount(value):
    if isinstance(value, int):
        return value
    return ab.per("count", card_filter(value["per"]))


def conditions(cond: dict | None) -> list:
    out = []
    for k, v in (cond or {}).items():
        if k not in _CONDITION:
            raise NotCompiled(f"condition {k}")
        out.append(_CONDITION[k](v))
    return out


def _constant(op: str, p: dict) -> tuple:
    """(match, modifier) of one constant effect."""
    if op == "modify_strength":
        return match(p["target"]), ab.str_(amount(p["amount"]))
    if op == "add_icon":
        return match(p["target"]), ab.gains_icon(p["icon"])
    if op == "gain_keyword":
        return match(p["target"]), ab.gains_keyword(p["keyword"])
    if op == "blank_text":
        return match(p["target"]), ab.blank(keep_traits=True)
    if op == "dominance_bonus":
        return "you", {"verb": "dominance_str", "amount": p["amount"]}
    if op == "modify_claim":
        return _PLAYER[p["player"]], ab.plot_value("claim", p["amount"])
    if op == "extra_challenge":
        return _PLAYER[p["player"]], {"verb": "extra_challenge", "challenge": p["challenge_type"],
                                      "count": p["count"]}
    if op == "challenge_limits":
        keep = ("max_challenges", "max_attackers", "max_defenders", "forbidden_types",
                "requires_intrigue_win_for")
        return _PLAYER[p["player"]], {"verb": "restrict_challenges",
                                      **{k: p[k] for k in keep if k in p}}
    if op == "attack_without_kneeling":
        return match(p["target"]), {"verb": "no_kneel_on_declare", "types": p["challenge_types"]}
    if op == "cost_reduction":
        return "you", {"verb": "cost_reduction", "amount": p["amount"],
                       "card_type": p["card_type"], "filter": card_filter(
                           {"filter": p.get("filter")}), "scope": p["scope"]}
    if op == "prohibit":
        what = p["what"]
        if what == "declare_as_attacker":
            return match(p["target"]), {"verb": "cannot_attack"}
        if what == "declare_as_defender":
            return match(p["target"]), {"verb": "cannot_defend"}
        if what == "play_cards":
            return _PLAYER[p["player"]], {"verb": "restrict_play", "types": p["card_types"]}
        if what == "lower_costs":
            return _PLAYER[p["player"]], {"verb": "no_cost_reduction"}
        if what == "save":
            return _PLAYER[p["player"]], {"verb": "no_saves"}
    raise NotCompiled(f"op {op}")


def compile_card(rec: dict) -> dict | None:
    """The cardcore record of a card's constant ability, or None if it has none."""
    a = rec["ability"]
    if not a or a["trigger"] != "passive" or a["event"] is not None:
        return None
    m, mod = _constant(a["effect"]["op"], a["effect"]["params"])
    while_ = conditions(a["condition"])
    kind = a["effect"]["params"].get("challenge_type")
    if a["effect"]["op"] == "modify_claim" and kind:
        # a claim changed "during military challenges" only (Guarding the Throne)
        while_.append(["challenge_type", kind])
    # a scenario works while it is its owner's revealed scenario (the round it is revealed)
    return ab.constant(m, mod, while_=while_,
                       from_="plot" if rec["type"] == "scenario" else None)


def _resolved(rec: dict) -> bool:
    """An effect the flow resolves (resolve.py, reactions.py): "when revealed", a passive
    triggered by an event, a reaction of a card in play or of a scenario."""
    from api.games.hbo import actions
    from api.games.hbo.resolve import runnable
    a = rec["ability"]
    if a["trigger"] == "action":
        return actions.runnable(a)
    if a["trigger"] == "reaction":
        return runnable(a)
    if a["trigger"] == "save":
        return a["effect"]["op"] == "save_from_kill"
    return a["trigger"] in ("when_revealed", "passive") and runnable(a)


def compile_into(catalog) -> list[str]:
    """Compile every card of ``catalog`` (the real pool, or the spec's fixture cards in tests)
    and register the results as its scripts; returns the codes whose abilities the flow does
    not run yet."""
    not_run = []
    for code, rec in catalog.cards.items():
        record = compile_card(rec)
        if record is not None:
            ab.script(catalog, code, record)
        elif rec["ability"] is not None and not _resolved(rec):
            not_run.append(code)
        else:
            ab.script(catalog, code, vanilla=True)
    return not_run


NOT_RUN: list[str] = compile_into(CATALOG)
