"""Reactions of face-up cards (spec §5.8.4, A6): after a trigger event a reaction window opens
(first player first, alternating, closed by two passes in a row) for the seats that have an
eligible reaction on a card in play or on their revealed scenario. Each reaction answers a
given occurrence at most once; Limits count per player and title (data README §3.5).

The window frame keeps them in ``moments`` (``occ`` is the flow's own frame key). Occurrences
are plain dicts: ``{"event", "subject"?, "seat"?, ...}``: ``subject`` is the card
the event is about (it entered play, was declared, stood, was killed: its last known
controller and code are kept for a killed one), ``seat`` the player who won or lost (the
challenge, dominance). Only public facts decide who is asked, so skipping a seat tells nothing:
a reaction event is played from hand (to the discard pile, its cost paid first), and a seat is
asked about it whenever it holds cards while an event of its public deck list could answer.
"""
from __future__ import annotations

from api.engine.priority import open_window
from api.engine.errors import IllegalAction
from api.games.cardcore import abilities, cards, derive, moves
from api.games.cardcore.catalog import of as catalog_of
from api.games.hbo import resolve
from api.games.hbo.setup import player_order

SELF_EVENTS = ("enters_play", "declared_as_attacker", "declared_as_defender", "stood")
SEAT_EVENTS = ("challenge_won", "challenge_lost", "dominance_won")


def _sources(state: dict, seat: int) -> list[str]:
    s = state["seats"][seat]
    out = [c for c in s["play"] if not derive.is_blank(state, c)]
    return out + ([s["plot"]] if s["plot"] else [])


def _ability(state: dict, cid: str) -> dict | None:
    return _of_code(state, state["cards"][cid]["code"])


def _of_code(state: dict, code: str) -> dict | None:
    a = catalog_of(state).card(code)["ability"]
    return a if a and a["trigger"] == "reaction" and resolve.runnable(a) else None


def _hand_events(state: dict, seat: int) -> list[str]:
    """One reaction event in hand per title (the copies are alike), unless events may not be
    played now."""
    if any("event" in r["types"] for r in derive.rules(state, seat, "restrict_play")):
        return []
    out, seen = [], set()
    for c in state["seats"][seat]["hand"]:
        code = state["cards"][c]["code"]
        if code not in seen and catalog_of(state).card(code)["type"] == "event" \
                and _of_code(state, code):
            seen.add(code)
            out.append(c)
    return out


def cost_target(atom: dict) -> dict:
    """A "kneel one of your characters" cost as the selector of the card to kneel: a
    standing one (data README §3.4)."""
    sel = atom["target"]
    return {**sel, "filter": {**(sel.get("filter") or {}), "standing": True}}


def payable(state: dict, seat: int, cid: str | None, costs: list[dict]) -> bool:
    """Costs a reaction event can pay: kneeling a standing character of yours."""
    for atom in costs:
        if atom["type"] != "kneel" or not resolve.candidates(state, seat, cid, cost_target(atom)):
            return False
    return True


def _subject_passes(state: dict, seat: int, occ: dict, want: dict) -> bool:
    who = want.get("controller", "any")
    ctrl = occ.get("controller")
    if (who == "you" and ctrl != seat) or (who == "opponent" and ctrl == seat):
        return False
    rec = catalog_of(state).card(occ["code"])
    f = want.get("filter") or {}
    if "house" in f and rec["faction"] != f["house"]:
        return False
    return not ("trait" in f and not set(f["trait"]) & set(rec["traits"]))


def holds(state: dict, seat: int, cid: str | None, occ: dict, cond: dict | None) -> bool:
    """The data's condition atoms (README §3.3) for ``seat``'s card ``cid`` (None: an event
    in hand) and the occurrence ``occ`` it answers ({} for an action)."""
    ch = occ.get("challenge") or state.get("challenge") or {}
    for key, v in (cond or {}).items():
        if key == "challenge_type" and ch.get("type") != v:
            return False
        if key == "your_role" and ch.get(v) != seat:
            return False
        if key == "self_participating" and cid not in (*ch.get("attackers", ()),
                                                        *ch.get("defenders", ())):
            return False
        if key == "self_attacking" and cid not in ch.get("attackers", ()):
            return False
        if key == "win_margin_at_least" and occ.get("margin", 0) < v:
            return False
        if key == "subject" and not _subject_passes(state, seat, occ, v):
            return False
        if key == "in_challenge" and not ch:
            return False
        if key == "you_control" and not any(
                resolve.candidates(state, seat, cid, {**v, "controller": "you"})):
            return False
        if key not in ("challenge_type", "your_role", "self_participating", "self_attacking",
                       "win_margin_at_least", "subject", "in_challenge", "you_control"):
            return False
    return True


def _answers(state: dict, seat: int, cid: str | None, code: str, a: dict, occ: dict) -> bool:
    """Whether ``seat``'s reaction of ``code`` (on card ``cid``, or on an event in hand: its
    id, or None for "a copy the seat might hold") answers the occurrence ``occ``."""
    if a["event"] != occ["event"]:
        return False
    if occ["event"] in SELF_EVENTS and occ.get("subject") != cid:
        return False
    if occ["event"] in SEAT_EVENTS and occ.get("seat") != seat:
        return False
    if a["cost"] and not payable(state, seat, cid, a["cost"]):
        return False
    lim = a.get("limit")
    if lim and abilities.uses(state, abilities.max_key(code, seat, lim["per"])) >= lim["times"]:
        return False
    if not holds(state, seat, cid, occ, a["condition"]):
        return False
    eff = a["effect"]
    if eff["op"] == "recover" and not resolve.pile_items(state, seat, "recover", eff["params"]):
        return False      # Summer with nothing to return (the piles are public)
    sel = eff["params"].get("target")
    return not (sel and sel["select"] == "choose"
                and not resolve.candidates(state, seat, cid, sel))


def eligible(state: dict, frame: dict, seat: int) -> list[dict]:
    out = []
    for cid in _sources(state, seat) + _hand_events(state, seat):
        a = _ability(state, cid)
        if a is None:
            continue
        code = state["cards"][cid]["code"]
        for i, occ in enumerate(frame["moments"]):
            # an event in hand is a new card each time it is played: only its title's Limit
            used = [cid, i] in frame["used"] or \
                (state["cards"][cid]["zone"] == "hand" and [code, i] in frame["used"])
            if not used and _answers(state, seat, cid, code, a, occ):
                out.append({"type": "react", "card": cid, "moment": i})
    return out


def may_answer(state: dict, frame: dict, seat: int) -> bool:
    """Public facts only: an eligible reaction on a face-up card, or cards in hand while a
    reaction event of the seat's fixed deck list could answer (never its hidden hand)."""
    for cid in _sources(state, seat):
        a = _ability(state, cid)
        code = state["cards"][cid]["code"]
        if a and any([cid, i] not in frame["used"] and _answers(state, seat, cid, code, a, occ)
                     for i, occ in enumerate(frame["moments"])):
            return True
    if not state["seats"][seat]["hand"] or \
            any("event" in r["types"] for r in derive.rules(state, seat, "restrict_play")):
        return False
    for code in state["deck_lists"][seat]:
        a = _of_code(state, code)
        if a and catalog_of(state).card(code)["type"] == "event" and any(
                [code, i] not in frame["used"] and _answers(state, seat, None, code, a, occ)
                for i, occ in enumerate(frame["moments"])):
            return True
    return False


def raise_(state: dict, occurrences: list[dict]) -> None:
    """Open a reaction window for these simultaneous occurrences if a seat may answer."""
    if not occurrences:
        return
    frame = {"moments": occurrences, "used": []}
    if any(may_answer(state, frame, s) for s in range(state["n"])):
        open_window(state, "reactions", player_order(state), phase=state["phase"], **frame)


def take(state: dict, frame: dict, seat: int, action: dict) -> list:
    if action not in eligible(state, frame, seat):
        raise IllegalAction("illegal-action/not-an-option", "that reaction cannot be used now")
    cid, i = action["card"], action["moment"]
    a = _ability(state, cid)
    code = state["cards"][cid]["code"]
    from_hand = state["cards"][cid]["zone"] == "hand"
    frame["used"].append([code if from_hand else cid, i])
    if a.get("limit"):
        abilities.count_use(state, abilities.max_key(code, seat, a["limit"]["per"]))
    # the event is played first: it goes to its owner's discard pile, and the log says so
    # before what it does
    events = moves.move(state, [cid], "discard", "played") if from_hand else []
    events += [{"type": "reaction-used", "seat": seat, "card": cid, "code": code,
                "event": frame["moments"][i]["event"]}]
    resolve.push(state, seat, cid, a["effect"], subject=frame["moments"][i].get("subject"))
    # costs are paid first (pushed last): "kneel one of your characters", chosen by the seat
    for atom in reversed(a["cost"]):
        resolve.push(state, seat, cid, {"op": "kneel", "params": {"target": cost_target(atom)}})
    cards.touch(state)
    return events


def killed(state: dict, events: list) -> list[dict]:
    """Occurrences of ``character_killed`` from the events of a kill (last known state)."""
    return [{"event": "character_killed", "subject": e_card["id"], "code": e_card["code"],
             "controller": e["seat"]}
            for e in events if e.get("type") == "moved" and e.get("dest") == "dead"
            for e_card in e.get("cards", [])]


def stood(events: list) -> list[dict]:
    return [{"event": "stood", "subject": e["card"]} for e in events if e["type"] == "stood"]


def entered(cid: str) -> list[dict]:
    return [{"event": "enters_play", "subject": cid}]
