"""The board bot's judgement of a march: which fights it can win and what a move gains.

A fight is judged before it starts, from what the seat's view shows: its own units that can
join (those already planned there and every one still free to move there), its March modifier
and its own Support orders around the target, against the defender's units, garrison, Defense
order and every other house's Support order around the target (any of them might join the
defender). Each side adds a house card from its hand: the bot its best one, the defender an
average one, so it attacks when it expects to win by playing its best card.
"""
from __future__ import annotations

from collections import Counter

from api.games.board.action.neutral_forces import attack_strength
from api.games.board.areas.supply import supply_ok
from api.games.board.edition import edition_of

CASTLE_VALUE = {"none": 0, "castle": 3, "stronghold": 4}
# a fight it can win is worth the land and a little more (the enemy's units are beaten back);
# once a fight is planned every unit that can reach it joins, so the estimate holds
FIGHT_BONUS = 1
JOIN_BONUS = 10


def land_value(board: dict, area: str) -> int:
    a = board[area]
    return CASTLE_VALUE[a["castle"]] + a["supply"] + a["crowns"]


def holder(view: dict, board: dict, area: str) -> str | None:
    st = view["areas"][area]
    if st["units"]:
        return st["units"][0]["house"]
    return st.get("power") or board[area]["home"]


def _unit_strength(view: dict, utype: str, attacking_castle: bool) -> int:
    rec = edition_of(view).unit_types[utype]
    if attacking_castle and "combatStrengthWhenAttackingCastleOrStronghold" in rec:
        return rec["combatStrengthWhenAttackingCastleOrStronghold"]
    return rec["combatStrength"]


def _supports(view: dict, target: str) -> Counter:
    """Strength each house's Support orders around ``target`` could add to a fight there."""
    board = edition_of(view).areas
    out: Counter = Counter()
    for a in board[target]["adjacent"]:
        o = view["areas"][a].get("order") or {}
        if o.get("type") != "support":
            continue
        if board[a]["kind"] == "land" and board[target]["kind"] == "sea":
            continue
        if board[a]["kind"] == "port" and board[a]["sea_of_port"] != target:
            continue
        units = [u for u in view["areas"][a]["units"]
                 if u["house"] == o["house"] and not u["routed"]]
        out[o["house"]] += sum(_unit_strength(view, u["type"], False) for u in units) \
            + (1 if o.get("special") else 0)
    return out


def _card_strengths(view: dict, house: str) -> list[int]:
    cards = edition_of(view).house_cards
    return [cards[c]["strength"] for c in view["houses"][house]["hand"]] or [0]


def joiners(view: dict, moves: list[dict], target: str) -> Counter:
    """The units that would attack ``target``: those planned there and every free one that can
    reach it."""
    me, step = view["you"], view.get("step") or {}
    origin = step.get("area")
    plan = step.get("plan", [])
    joining = Counter(m["unit"] for m in plan if m["to"] == target)
    home = Counter(u["type"] for u in view["areas"][origin]["units"]
                   if u["house"] == me and not u["routed"]) if origin else Counter()
    reach = {m["unit"] for m in moves if m["to"] == target}
    for utype, n in (home - Counter(m["unit"] for m in plan)).items():
        if utype in reach:
            joining[utype] += n
    return joining


def margin(view: dict, moves: list[dict], target: str) -> float:
    """Expected strength lead of an attack on ``target`` with every unit that can join it."""
    me, step = view["you"], view.get("step") or {}
    board = edition_of(view).areas
    origin = step.get("area")
    castle = board[target]["castle"] != "none"
    joining = joiners(view, moves, target)
    order = (view["areas"][origin].get("order") or {}) if origin else {}
    sup = _supports(view, target)
    mine = sum(_unit_strength(view, t, castle) * n for t, n in joining.items()) \
        + (order.get("modifier") or 0) + sup.pop(me, 0)
    st = view["areas"][target]
    foe = next((u["house"] for u in st["units"] if u["house"] != me), None) or board[target]["home"]
    theirs = sum(_unit_strength(view, u["type"], False) for u in st["units"]
                 if u["house"] == foe and not u["routed"])
    if board[target]["home"] == foe:
        theirs += st.get("garrison") or 0
    d = st.get("order") or {}
    if d.get("type") == "defense" and d.get("house") == foe:
        theirs += d.get("modifier") or 0
    theirs += sum(sup.values())
    mine += max(_card_strengths(view, me))
    if foe in view["houses"]:
        hand = _card_strengths(view, foe)
        theirs += sum(hand) / len(hand)
    return max(0, mine) - theirs


def _fight_at(view: dict, board: dict, area: str) -> bool:
    """Another house's units, or an enemy home held only by its garrison (5.19)."""
    me, st = view["you"], view["areas"][area]
    if any(u["house"] != me for u in st["units"]):
        return True
    home = board[area]["home"]
    return bool(st.get("garrison")) and home not in (None, me) and not st["units"] \
        and not st.get("power")


def _supplied(view: dict, origin: str | None, plan: list[dict]) -> bool:
    extra: Counter = Counter()
    for m in plan:
        extra[origin] -= 1
        extra[m["to"]] += 1
    return supply_ok(view, view["you"], dict(extra))


def move_gain(view: dict, moves: list[dict], move: dict) -> float:
    """What a planned move gains: a land it does not hold yet by its castle, supply and crowns;
    a fight only when it expects to win it (-1 when it does not: never march into it)."""
    me, board = view["you"], edition_of(view).areas
    to = move["to"]
    step = view.get("step") or {}
    plan = step.get("plan", [])
    if "houses" in view and not _supplied(view, step.get("area"), plan + [move]):
        return -1   # the march could not end with it: planning it would only be undone
    joined = any(m["to"] == to for m in plan)
    if _fight_at(view, board, to):
        lead = margin(view, moves, to)
        if lead <= 0:
            return -1
        return (land_value(board, to) + FIGHT_BONUS + min(lead, 3) / 4
                + (JOIN_BONUS if joined else 0))
    if view["areas"][to].get("neutral"):
        # the engine offers a neutral force when other houses' support might make up the
        # strength; the bot goes only where its own units, order and supports beat it and
        # every one of those units may go, else the march could not end
        free = joiners(view, moves, to) - Counter(m["unit"] for m in plan if m["to"] == to)
        everyone = plan + [{"unit": t, "to": to} for t in free.elements()]
        own = attack_strength(view, me, step.get("area"), to,
                              list(joiners(view, moves, to).elements()))
        if own < view["areas"][to]["neutral"] or (
                "houses" in view and not _supplied(view, step.get("area"), everyone)):
            return -1
        return land_value(board, to) + (JOIN_BONUS if joined else 0)
    if board[to]["kind"] == "land" and holder(view, board, to) != me:
        return land_value(board, to)
    return 0
