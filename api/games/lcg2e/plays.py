"""What a seat may do with priority in an action window (spec §6.2, §6.1 #10, #25):
marshal (the active seat in its marshaling window), ambush (challenges phase). Each play is
listed only when it is legal now, and ``take`` carries out exactly a listed one.

Marshaling rules (spec §5.6, §5.10 Limited, §5.11): pay the cost from the gold pool; at most
one Limited card per round; a further copy of a unique card you own and control in play is
marshaled as its duplicate for 0 gold; a unique card with a copy in your dead pile cannot be
marshaled; an attachment needs an eligible host (any character in play, an opponent's too).
"""
from __future__ import annotations

from api.games.cardcore import abilities, cards, derive, effects, moves, ops
from api.games.lcg2e import triggered, triggers, words


def restricted_types(state: dict, seat: int) -> set:
    """Card types the seat may not marshal or play now (rule ``restrict_play``, e.g.
    Marching Orders: locations, attachments, events)."""
    return {t for m in derive.rules(state, seat, "restrict_play") for t in m["types"]}


def reductions(state: dict, seat: int, cid: str) -> list[dict]:
    """The seat's pending "next card you marshal this phase" reductions that fit ``cid``."""
    p = derive.printed(state, cid)
    return [e for e in state["effects"] if e["verb"] == "cost_reduction" and e["seat"] == seat
            and all(p.get(k) == v for k, v in e["params"]["match"].items())]


def first_reductions(state: dict, seat: int) -> list[dict]:
    """The seat's reductions of "the first <trait> character you marshal this round" (A
    Noble Cause) not used up yet: any such character marshaled uses them up."""
    return [m for m in derive.rules(state, seat, "cost_reduction") if m.get("first")
            and not abilities.uses(state, _first_key(m, seat))]


def _firsts(state: dict, seat: int, cid: str) -> list[dict]:
    """The seat's unused first-character reductions that fit ``cid``."""
    p = derive.printed(state, cid)
    return [m for m in first_reductions(state, seat)
            if p["type"] == "character" and set(p["traits"]) & set(m["traits"])]


def _first_key(m: dict, seat: int) -> str:
    return f"first:{'/'.join(m['traits'])}:{seat}:round"


def marshal_cost(state: dict, seat: int, cid: str) -> int:
    off = sum(e["params"]["amount"] for e in reductions(state, seat, cid))
    off += sum(m["amount"] for m in _firsts(state, seat, cid))
    return max(0, derive.cost(state, cid) - off)


def limited_left(state: dict, seat: int) -> int:
    extra = sum(m.get("amount", 1) for m in derive.rules(state, seat, "extra_limited"))
    return 1 + extra - state["limited"][seat]


def _characters(state: dict) -> list[str]:
    return [c for c in cards.cards_in_play(state)
            if derive.printed(state, c)["type"] == "character"]


def marshal_plays(state: dict, seat: int) -> list[dict]:
    s = state["seats"][seat]
    out = []
    for cid in s["hand"]:
        p = derive.printed(state, cid)
        if p["type"] not in ("character", "location", "attachment"):
            continue
        block = cards.unique_bar(state, seat, cid) if p["unique"] else None
        if block == "duplicate":
            # a duplicate has no type (spec §5.11): marshaling one is not marshaling a
            # location or attachment (RR "Duplicates"), so Marching Orders does not stop it
            out.append({"type": "duplicate", "card": cid})
            continue
        if p["type"] in restricted_types(state, seat):
            continue
        if block == "barred" or marshal_cost(state, seat, cid) > s["gold"]:
            continue
        if "limited" in derive.printed(state, cid)["keywords"] and limited_left(state, seat) < 1:
            continue
        if p["type"] == "attachment":
            out += [{"type": "marshal", "card": cid, "host": h} for h in _characters(state)
                    if moves.can_attach(state, cid, h)]
        else:
            out.append({"type": "marshal", "card": cid})
    return out


def ambush_plays(state: dict, seat: int) -> list[dict]:
    s = state["seats"][seat]
    out = []
    for cid in s["hand"]:
        costs = derive.ambush_costs(state, cid)
        if not costs or costs[0] > s["gold"]:
            continue
        block = cards.unique_bar(state, seat, cid) if derive.printed(state, cid)["unique"] \
            else None
        if block == "barred":
            continue
        if block == "duplicate":
            # ambush puts the card into play, so a further copy of one's own unique card goes
            # in as its duplicate (RR "Duplicates", "Ambush"); only marshaling one is free
            out.append({"type": "ambush", "card": cid})
        elif derive.printed(state, cid)["type"] == "attachment":
            out += [{"type": "ambush", "card": cid, "host": h} for h in _characters(state)
                    if moves.can_attach(state, cid, h)]
        else:
            out.append({"type": "ambush", "card": cid})
    return out


def _as_duplicate(state: dict, cid: str) -> bool:
    """The card in its owner's hand would come into play as a duplicate."""
    return derive.printed(state, cid)["unique"] \
        and cards.unique_bar(state, state["cards"][cid]["owner"], cid) == "duplicate"


def plays(state: dict, frame: dict, seat: int) -> list[dict]:
    out = triggered.action_plays(state, seat, frame["phase"])
    if "event" not in restricted_types(state, seat):
        out += triggered.event_plays(state, seat, frame["phase"])
    if frame["phase"] == "marshaling" and seat == frame.get("active"):
        return marshal_plays(state, seat) + out
    if frame["phase"] == "challenges":
        return ambush_plays(state, seat) + out
    return out


def may_play(state: dict, frame: dict, seat: int) -> bool:
    """Whether ``seat`` might have a play in this window, judged on public facts only (a card
    in hand may be an event or an ambush card; face-up Actions), so that skipping it tells
    nobody anything."""
    if frame["phase"] == "marshaling" and seat == frame.get("active"):
        return True
    if state["seats"][seat]["hand"]:     # ambush, events: a hand may hold one in any window
        return True
    return bool(triggered.action_plays(state, seat, frame["phase"]))   # face-up cards only


def label(state: dict, action: dict, lang: str) -> str:
    cid = action["card"]
    if action["type"] == "ability":
        return words.ability_label(state, lang, cid, action["ability"])
    if action["type"] == "play":
        return words.t(lang, "play_event", card=words.name_of(state, lang, cid),
                       cost=triggered.event_cost(state, cid))
    name = words.name_of(state, lang, cid)
    kind = action["type"]
    if kind == "duplicate":
        return words.t(lang, "duplicate", card=name)
    cost = marshal_cost(state, state["cards"][cid]["owner"], cid) \
        if kind == "marshal" else derive.ambush_costs(state, cid)[0]
    if kind == "ambush" and _as_duplicate(state, cid):
        return words.t(lang, "ambush_duplicate", card=name, cost=cost)
    if "host" in action:
        return words.t(lang, kind + "_on", card=name, cost=cost,
                       host=words.name_of(state, lang, action["host"]))
    return words.t(lang, kind, card=name, cost=cost)


def take(state: dict, seat: int, action: dict) -> list:
    cid, kind = action["card"], action["type"]
    if kind in ("ability", "play"):
        return triggered.use(state, seat, cid, action["ability"])
    ctx = {"seat": seat, "source": cid}
    if kind == "duplicate":
        twin = cards.copy_in_play(state, seat, derive.printed(state, cid)["code"])
        return moves.place_duplicate(state, cid, twin, "marshal")
    cost = marshal_cost(state, seat, cid) if kind == "marshal" \
        else derive.ambush_costs(state, cid)[0]
    events = ops.return_gold(state, ctx, seat=seat, amount=cost) if cost else []
    if kind == "ambush" and _as_duplicate(state, cid):
        twin = cards.copy_in_play(state, seat, derive.printed(state, cid)["code"])
        return events + moves.place_duplicate(state, cid, twin, "ambush")
    if kind == "marshal":     # the reductions it used are spent
        events += effects.end(state, [e["id"] for e in reductions(state, seat, cid)])
        for m in _firsts(state, seat, cid):
            abilities.count_use(state, _first_key(m, seat))
    if kind == "marshal" and "limited" in derive.printed(state, cid)["keywords"]:
        state["limited"][seat] += 1
    host = action.get("host")
    # (an attachment's "+N STR" raising its host's STR is a card effect's increase: Randyll
    # Tarly answers it after this step, triggered.constant_str_increases)
    events += moves.enter_play(state, cid, kind, controller=seat, host=host,
                               kneeling=triggered.enters_knelt(state, cid))
    triggers.raise_trigger(state, "enters_play", card=cid, how=kind, controller=seat)
    return events
