"""Ability records: what a card script declares (design §5.1), checked against the closed
vocabulary when the script is imported, and the Limit/Max counters (spec §5.8 "Limits").

A script is code, never state (D2): ``script(catalog, code, *records)`` registers plain dicts
built here; frames will refer to an ability as (card instance id, index in the script).

Constant ability::

    {"kind": "constant", "match": MATCH, "while": [COND...], "modifiers": [MOD...],
     "from": None | "play" | "plot" | "title" | "agenda" | "hand"}

``MOD`` is ``{"verb": V, ...params}`` with V a derive.LAYERS verb (``modify_str`` with
``amount``; ``gain_icon``/``lose_icon`` with ``icon``; ``gain_keyword``/``lose_keyword`` with
``keyword``; ``gain_trait``/``lose_trait`` with ``trait``; ``blank`` with ``keep_traits``;
``plot_value`` with ``value`` and ``amount``; ``dominance_str`` with ``amount``;
``set_plot_base`` with ``value`` and ``amount``; rule verbs with their own params). MATCH,
COND and amounts: selectors.py.

Triggered and action abilities (resolved by the flow's ability frame, a seam of this task)::

    {"kind": "action" | "reaction" | "interrupt" | "forced_reaction" | "forced_interrupt"
             | "when_revealed",
     "phase": None | "marshaling" | "challenges" | "dominance",   # "X Action:" windows
     "from": "play" | "hand" | "plot" | "agenda" | "title",
     "when": {"event": TRIGGER, ...test params} | None,
     "play_if": [COND...], "cost": [[COST_ATOM, *args]...],
     "target": {...} | None, "effect": [[VERB, {params}]...], "then": [...],
     "limit": {"n": 1, "per": "round"} | None, "max": {"n": 1, "per": "challenge"} | None,
     "cannot_be_canceled": False, "label": "ability.<code>.<index>"}

Every VERB must be in :data:`VERBS` (the vocabulary of design §1.3); ops.OPS implements the
ones that need no decision, the flow the rest (targets, choices, searches).
"""
from __future__ import annotations

from api.games.cardcore import selectors
from api.games.cardcore.catalog import Catalog, Script
from api.games.cardcore.cards import touch
from api.games.cardcore.derive import LAYERS, SEAT_VERBS

KINDS = ("constant", "action", "reaction", "interrupt", "forced_reaction", "forced_interrupt",
         "when_revealed")
PHASES = (None, "marshaling", "challenges", "dominance")
FROM = (None, "play", "hand", "plot", "agenda", "title")
PERIODS = ("challenge", "phase", "round")

# design §1.3, effect verbs by family (the characteristics family is derive.LAYERS)
VERBS = frozenset({
    "kill", "kill_if_str_zero", "discard_from_play", "sacrifice", "return_to_hand",
    "shuffle_into_deck", "put_into_play", "take_control", "place_in_dead_pile",
    "attach_as_condition", "place_duplicate", "recover", "remove_from_game",
    "draw", "discard_from_hand", "discard_from_hand_random", "discard_top_of_deck",
    "search_deck", "look_at_hand", "look_at_top", "reorder_deck", "take_one", "reveal_top",
    "kneel", "stand", "gain_gold", "move_gold", "return_gold",
    "gain_power", "move_power", "discard_power", "place_token", "discard_token",
    "cancel", "save", "replace_leave_play", "delayed", "if_you_win",
    "choose_player", "name_challenge_type", "name_card_type", "each_player_chooses",
    "remove_from_challenge", "add_participant",
}) | frozenset(LAYERS)
COST_ATOMS = frozenset({"kneel_self", "sacrifice_self", "pay_gold", "kneel_faction_card",
                        "kneel_other", "discard_token", "remove_self_from_game",
                        "return_self_to_hand", "discard_from_hand"})
# Timing points a triggered ability can answer (design §1.3 "Trigger events" + keywords).
TRIGGERS = frozenset({
    "win_challenge", "lose_challenge", "revealed", "enters_play", "killed", "would_be_killed",
    "would_leave_play", "leaves_play", "sacrificed", "discarded", "phase_begins",
    "phase_ends", "win_dominance", "after_marshal", "would_initiate", "challenge_initiated",
    "declared_as_attacker", "defenders_declared", "gains_power", "pillage_discard",
    "bypassed_by_stealth", "collects_income", "stands", "str_increased",
    "event_played",     # after an event was played and its effects resolved (Melisandre)
})


def _modifier(m: dict) -> dict:
    verb = m.get("verb")
    if verb not in LAYERS:
        raise ValueError(f"unknown modifier verb {verb!r}")
    if "amount" in m:
        selectors.check_amount(m["amount"])
    return dict(m)


def constant(match, *modifiers: dict, while_=(), from_=None) -> dict:
    selectors.check_match(match)
    for c in while_:
        selectors.check_condition(c)
    mods = [_modifier(m) for m in modifiers]
    seat_level = isinstance(match, str) and match in selectors.SEAT_MATCHES
    for m in mods:
        if (m["verb"] in SEAT_VERBS) != seat_level and LAYERS[m["verb"]] != 6:
            raise ValueError(f"{m['verb']} cannot apply to match {match!r}")
    if from_ not in FROM or not mods:
        raise ValueError("a constant ability needs modifiers and a known 'from'")
    return {"kind": "constant", "match": match, "while": [list(c) for c in while_],
            "modifiers": mods, "from": from_}


# short modifier builders for scripts: str_(2), gains_icon("military"), ...
def str_(amount) -> dict:
    return {"verb": "modify_str", "amount": amount}


def gains_icon(icon: str) -> dict:
    return {"verb": "gain_icon", "icon": icon}


def loses_icon(icon: str) -> dict:
    return {"verb": "lose_icon", "icon": icon}


def gains_keyword(keyword: str) -> dict:
    return {"verb": "gain_keyword", "keyword": keyword}


def blank(keep_traits: bool = True) -> dict:
    return {"verb": "blank", "keep_traits": keep_traits}


def plot_value(value: str, amount) -> dict:
    return {"verb": "plot_value", "value": value, "amount": amount}


def per(name: str, *args, times: int = 1) -> dict:
    return {"per": name, "args": list(args), "times": times}


def triggered(kind: str, effect: list, *, when=None, phase=None, from_=None, play_if=(),
              cost=(), target=None, then=(), limit=None, max_=None,
              cannot_be_canceled=False) -> dict:
    if kind not in KINDS or kind == "constant":
        raise ValueError(f"bad ability kind {kind!r}")
    if phase not in PHASES or from_ not in FROM:
        raise ValueError("bad phase or from")
    if (when is None) != (kind in ("action", "when_revealed")):
        raise ValueError(f"{kind} needs a trigger exactly when it is triggered")
    if when is not None and when.get("event") not in TRIGGERS:
        raise ValueError(f"unknown trigger {when!r}")
    for c in play_if:
        selectors.check_condition(c)
    for atom in cost:
        if atom[0] not in COST_ATOMS:
            raise ValueError(f"unknown cost {atom[0]!r}")
    for step in list(effect) + list(then):
        if step[0] not in VERBS:
            raise ValueError(f"unknown verb {step[0]!r}")
    for lim in (limit, max_):
        if lim is not None and (lim.get("per") not in PERIODS or lim.get("n", 0) < 1):
            raise ValueError(f"bad limit {lim!r}")
    return {"kind": kind, "phase": phase, "from": from_, "when": when,
            "play_if": [list(c) for c in play_if], "cost": [list(a) for a in cost],
            "target": target, "effect": [list(s) for s in effect], "then": [list(s) for s in then],
            "limit": limit, "max": max_, "cannot_be_canceled": cannot_be_canceled}


def script(catalog: Catalog, code: str, *abilities: dict, vanilla: bool = False) -> None:
    """Register a card's abilities (in printed order) or declare it ``vanilla``."""
    if vanilla == bool(abilities):
        raise ValueError(f"{code}: a script is either vanilla or has abilities")
    labelled = []
    for i, ab in enumerate(abilities):
        if ab.get("kind") not in KINDS:
            raise ValueError(f"{code}: not an ability record")
        labelled.append({**ab, "label": f"ability.{code}.{i}"})
    catalog.add_script(code, Script(tuple(labelled), vanilla))


# -- Limit / Max -----------------------------------------------------------------------------

def limit_key(cid: str, index: int, period: str) -> str:
    """Limit counts per copy (a card that re-enters play is a new copy: its id is the same,
    so the key is cleared when it leaves play — see forget_uses)."""
    return f"{cid}:{index}:{period}"


def max_key(code: str, seat: int, period: str) -> str:
    """Max counts per title and player, over all copies (spec §5.8)."""
    return f"max:{code}:{seat}:{period}"


def uses(state: dict, key: str) -> int:
    return state["uses"].get(key, 0)


def count_use(state: dict, key: str) -> None:
    state["uses"][key] = state["uses"].get(key, 0) + 1
    touch(state)


def end_period(state: dict, period: str) -> None:
    """Drop the counters of a period that ended (challenge, phase or round)."""
    suffix = ":" + period
    state["uses"] = {k: v for k, v in state["uses"].items() if not k.endswith(suffix)}
    touch(state)


def forget_uses(state: dict, cid: str) -> None:
    """``cid`` left play: its next entry is a new copy with fresh Limits."""
    prefix = cid + ":"
    state["uses"] = {k: v for k, v in state["uses"].items() if not k.startswith(prefix)}
    touch(state)
