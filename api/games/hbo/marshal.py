"""The marshaling turn's plays (spec §4.3, §5.6, §5.7.1): the active player plays a character,
location or attachment from hand for its gold cost, or attaches a duplicate for free.

Legality: the cost (after reductions) is in the gold pool; the unique rule per player (no copy
in play or in one's own dead pile); one Limited card per round; an attachment needs a host
character in play, either side, that meets its restriction; the revealed scenario's
prohibitions (Crossing the Trident: no locations, attachments or events; Calling the Banners:
no cost reduction). A reduction of the next card this phase (Winterfell Steward) is a lasting
effect that the card it applies to ends.
"""
from __future__ import annotations

from api.engine.errors import IllegalAction
from api.games.cardcore import cards, derive, effects, moves, ops, selectors
from api.games.cardcore.derive import Reader, table
from api.games.hbo import resolve, words

PLAYABLE = ("character", "location", "attachment")


def _reductions(state: dict, seat: int, cid: str) -> list[dict]:
    """Cost reductions of the seat that apply to ``cid`` now (A Noble Cause: the first Lord or
    Lady character this round), unless the seat may not lower costs."""
    if derive.rules(state, seat, "no_cost_reduction"):
        return []
    p = derive.printed(state, cid)
    reader = Reader(table(state), 7)
    out = []
    for r in derive.rules(state, seat, "cost_reduction"):
        if r["scope"] == "first_card_this_round" and r["source"] in state["reduced"][seat]:
            continue
        if r["card_type"] not in ("any", p["type"]):
            continue
        flt = {k: v for k, v in r["filter"].items() if k not in ("zone", "controller")}
        if _printed_match(reader, p, flt):
            out.append(r)
    return out


def _printed_match(reader, p: dict, flt: dict) -> bool:
    """A card in hand read by its printed values (data README §3.6: filters on cards being
    played read printed values only)."""
    if "traits" in flt and not set(flt["traits"]) & set(p["traits"]):
        return False
    if "faction" in flt and p["faction"] != flt["faction"]:
        return False
    return "unique" not in flt or p["unique"] == flt["unique"]


def cost(state: dict, seat: int, cid: str) -> int:
    base = derive.cost(state, cid) or 0
    return max(0, base - sum(r["amount"] for r in _reductions(state, seat, cid)))


def _blocked_type(state: dict, seat: int, kind: str) -> bool:
    return any(kind in r["types"] for r in derive.rules(state, seat, "restrict_play"))


def hosts(state: dict, seat: int, att: str) -> list[str]:
    """Characters in play the attachment may go on (spec A19: own or the opponent's), within
    its printed restriction (data ``attach_restriction``)."""
    only = derive.printed(state, att)["attach_restriction"] or {}
    out = []
    reader = Reader(table(state), 7)
    for h in cards.cards_in_play(state):
        if derive.printed(state, h)["type"] != "character" or not moves.can_attach(state, att, h):
            continue
        who = only.get("controller", "any")
        ctrl = state["cards"][h]["controller"]
        if (who == "you" and ctrl != seat) or (who == "opponent" and ctrl == seat):
            continue
        flt = {"faction": only["filter"]["house"]} if "house" in (only.get("filter") or {}) \
            else {}
        if "trait" in (only.get("filter") or {}):
            flt["traits"] = only["filter"]["trait"]
        if flt and not selectors.matches(reader, {"seat": seat, "source": att}, h, flt):
            continue
        out.append(h)
    return out


def plays(state: dict, seat: int) -> list[dict]:
    """Every marshaling play open to ``seat`` now, as actions."""
    s = state["seats"][seat]
    out = []
    for cid in s["hand"]:
        p = derive.printed(state, cid)
        if p["type"] not in PLAYABLE:
            continue
        bar = cards.unique_bar(state, seat, cid) if p["unique"] else None
        if bar == "duplicate" and p["type"] == "character":   # only a character takes one
            out.append({"type": "duplicate", "card": cid})
            continue
        if bar:
            continue
        if "limited" in p["keywords"] and state["limited"][seat]:
            continue
        if _blocked_type(state, seat, p["type"]) or cost(state, seat, cid) > s["gold"]:
            continue
        if p["type"] == "attachment":
            out += [{"type": "marshal", "card": cid, "host": h} for h in hosts(state, seat, cid)]
        else:
            out.append({"type": "marshal", "card": cid})
    return out


def label(state: dict, seat: int, action: dict, lang: str) -> str:
    cid = action["card"]
    if action["type"] == "duplicate":
        return words.t(lang, "duplicate", card=words.name_of(state, lang, cid))
    if "host" in action:
        return words.t(lang, "marshal_on", card=words.name_of(state, lang, cid),
                       host=words.name_of(state, lang, action["host"]),
                       cost=cost(state, seat, cid))
    return words.t(lang, "marshal", card=words.name_of(state, lang, cid),
                   cost=cost(state, seat, cid))


def take(state: dict, seat: int, action: dict) -> list:
    if action not in plays(state, seat):
        raise IllegalAction("illegal-action/not-an-option", "that card cannot be played now")
    cid = action["card"]
    if action["type"] == "duplicate":
        twin = cards.copy_in_play(state, seat, derive.printed(state, cid)["code"])
        return moves.place_duplicate(state, cid, twin, "duplicate")
    price = cost(state, seat, cid)
    spent = []          # the lasting "next card this phase" reductions this card used up
    for r in _reductions(state, seat, cid):
        if r["scope"] == "first_card_this_round":
            state["reduced"][seat].append(r["source"])
        elif r["scope"] == "next_card_this_phase":
            spent.append(next(e["id"] for e in state["effects"]
                              if e["verb"] == "cost_reduction" and e["seat"] == seat
                              and e["source"] == r["source"] and e["id"] not in spent))
    events = ops.return_gold(state, {"seat": seat}, seat=seat, amount=price) if price else []
    events += effects.end(state, spent)
    if "limited" in derive.printed(state, cid)["keywords"]:
        state["limited"][seat] += 1
    events += moves.enter_play(state, cid, "marshal", controller=seat, host=action.get("host"))
    resolve.entered_play(state, cid)
    return events
