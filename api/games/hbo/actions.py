"""Actions (spec §5.8.1–5.8.2): abilities whose text begins with a phase name, used in an
action window of that phase (or any phase) by the controller of the card in play, the owner
of a revealed scenario, or the owner of an event in hand, who plays it (it goes to the discard
pile). Legal only when the condition holds, the Limit allows, every cost can be paid (kneel
this card, pay gold, discard this card) and the first effect has a legal target (§5.8.2).

Who is asked in a window is decided on public facts only, never on the hidden hand: a seat is
asked when it has a usable action on a face-up card, or holds cards while an event of its
house's fixed deck list could be played now (the decks are public lists, design H-G10).
A cost reduction ("the next card you play this phase costs 1 less") is a lasting effect of the
phase that marshal.py reads and ends once a card has used it.
"""
from __future__ import annotations

from api.games.cardcore import abilities, cards, derive, moves, ops
from api.games.hbo import reactions, resolve

RUN_OPS = ("kneel", "stand", "kill", "draw", "discard_from_hand", "return_to_hand",
           "modify_strength", "modify_claim", "sequence", "cost_reduction")
COSTS = ("kneel_self", "pay_gold", "discard_self")


def gold_cost(ability: dict) -> int:
    """The gold an action ability costs (what is checked before it is offered and named in its
    label; paid atom by atom with its other costs)."""
    return sum(x.get("amount", 0) for x in ability["cost"] if x["type"] == "pay_gold")


def runnable(a: dict | None) -> bool:
    return bool(a) and a["trigger"] == "action" and a["effect"]["op"] in RUN_OPS


def _first(effect: dict) -> dict:
    return effect["params"]["effects"][0] if effect["op"] == "sequence" else effect


def usable(state: dict, seat: int, cid: str | None, code: str, from_hand: bool) -> bool:
    """Whether the action of ``code`` (on card ``cid``, or any copy in hand when ``cid`` is
    None) may be used by ``seat`` now."""
    card = _catalog(state).card(code)
    a = card["ability"]
    if not runnable(a) or a["phase"] not in ("any", state["phase"]):
        return False
    if from_hand and card["type"] != "event":     # a character's or location's Action works
        return False                              # from play only (Winterfell Steward, Kingsroad)
    if from_hand and any("event" in r["types"] for r in derive.rules(state, seat, "restrict_play")):
        return False
    lim = a.get("limit")
    if lim and abilities.uses(state, abilities.max_key(code, seat, lim["per"])) >= lim["times"]:
        return False
    if not reactions.holds(state, seat, cid, {}, a["condition"]):
        return False
    # Calling the Banners: a cost reduction would do nothing, and its cost (a kneel, The
    # Kingsroad's discard) would be paid for nothing (data README, op `prohibit`)
    if a["effect"]["op"] == "cost_reduction" and derive.rules(state, seat, "no_cost_reduction"):
        return False
    if state["seats"][seat]["gold"] < gold_cost(a):
        return False
    for atom in a["cost"]:
        if atom["type"] == "kneel_self" and (cid is None or state["cards"][cid]["kneeling"]):
            return False
        if atom["type"] == "discard_self" and cid is None:
            return False
        if atom["type"] not in COSTS:
            return False
    first = _first(a["effect"])
    sel = first["params"].get("target")
    if sel and sel["select"] == "choose":
        return bool(resolve.candidates(state, seat, cid, sel))
    if sel and sel["select"] == "attached_character":
        return cid is not None and bool(state["cards"][cid]["attached_to"])
    return True


def _catalog(state):
    from api.games.cardcore.catalog import of
    return of(state)


def _faceup(state: dict, seat: int) -> list[str]:
    s = state["seats"][seat]
    out = [c for c in s["play"] if not derive.is_blank(state, c)]
    return out + ([s["plot"]] if s["plot"] else [])


def options(state: dict, seat: int) -> list[dict]:
    out = [{"type": "action", "card": c} for c in _faceup(state, seat)
           if usable(state, seat, c, state["cards"][c]["code"], False)]
    seen = set()
    for c in state["seats"][seat]["hand"]:
        code = state["cards"][c]["code"]
        if code not in seen and usable(state, seat, c, code, True):
            seen.add(code)        # one option per title: the copies are alike
            out.append({"type": "action", "card": c})
    return out


def may_act(state: dict, seat: int) -> bool:
    """Public facts only: a usable action on a face-up card, or cards in hand while an event
    of the seat's fixed deck list could be played now."""
    if any(usable(state, seat, c, state["cards"][c]["code"], False)
           for c in _faceup(state, seat)):
        return True
    if not state["seats"][seat]["hand"]:
        return False
    # the seat's fixed deck list, public before the game starts (never its hidden cards)
    return any(_catalog(state).card(code)["type"] == "event"
               and usable(state, seat, None, code, True) for code in state["deck_lists"][seat])


def take(state: dict, seat: int, action: dict) -> list:
    cid = action["card"]
    code = state["cards"][cid]["code"]
    a = _catalog(state).card(code)["ability"]
    from_hand = state["cards"][cid]["zone"] == "hand"
    # an event is played first: it goes to its owner's discard pile, and the log says so
    # before what it does
    events = moves.move(state, [cid], "discard", "played") if from_hand else []
    events += [{"type": "action-used", "seat": seat, "card": cid, "code": code}]
    if a.get("limit"):
        abilities.count_use(state, abilities.max_key(code, seat, a["limit"]["per"]))
    for atom in a["cost"]:           # costs stay paid whatever happens next (§5.8.5)
        if atom["type"] == "kneel_self":
            events += ops.kneel(state, {"seat": seat}, cards=[cid])
        elif atom["type"] == "pay_gold":
            events += ops.return_gold(state, {"seat": seat}, seat=seat, amount=atom["amount"])
        elif atom["type"] == "discard_self":       # The Kingsroad: knelt, then discarded
            events += ops.discard_from_play(state, {"seat": seat}, cards=[cid])
    resolve.push_all(state, seat, cid, a["effect"])
    cards.touch(state)
    return events
