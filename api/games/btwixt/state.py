"""Table geometry and the small queries every rule needs: councils, neighbours, holders.

Council ``k`` lies between seat ``k`` and seat ``k+1`` (spec §5.2): seat ``i``'s left council is
``i`` and its right council is ``i-1``. The ally deck's top is the END of ``state["ally_deck"]``
and the influence deck's top the end of ``state["deck"]``.
"""
from __future__ import annotations

from api.games.btwixt.cards import pool_of

SEASONS = ("summer", "autumn", "winter")


def left(state: dict, seat: int) -> int:
    return (seat + 1) % state["n"]


def right(state: dict, seat: int) -> int:
    return (seat - 1) % state["n"]


def councils_of(state: dict, seat: int) -> tuple[int, int]:
    """(left council, right council) of a seat."""
    return seat, (seat - 1) % state["n"]


def council_seats(state: dict, k: int) -> tuple[int, int]:
    return k, (k + 1) % state["n"]


def neighbours(state: dict, seat: int) -> list[int]:
    return [left(state, seat), right(state, seat)]


def shared_council(state: dict, a: int, b: int):
    n = state["n"]
    if b == (a + 1) % n:
        return a
    if a == (b + 1) % n:
        return b
    return None


def clockwise_from(state: dict, start: int) -> list[int]:
    return list(clockwise(state["n"], start))


_CLOCKWISE: dict[int, list[tuple[int, ...]]] = {}


def clockwise(n: int, start: int) -> tuple[int, ...]:
    """Seats 0..n-1 clockwise from ``start``: a shared tuple, built once per table size."""
    orders = _CLOCKWISE.get(n)
    if orders is None:
        orders = _CLOCKWISE[n] = [tuple((s + i) % n for i in range(n)) for s in range(n)]
    return orders[start % n]


def others_clockwise(state: dict, seat: int) -> list[int]:
    """Every ruler but ``seat``, starting with its left neighbour (README §5)."""
    return clockwise_from(state, seat)[1:]


def holder_of(state: dict, uid: str):
    for s, pile in enumerate(state["piles"]):
        if uid in pile:
            return s
    return None


def ally_council(state: dict, ally: str):
    for k, c in enumerate(state["councils"]):
        if ally in c["allies"]:
            return k
    return None


def ally_power(state: dict, ally: str) -> int:
    return pool_of(state).card(ally)["value"]


def council_power(state: dict, k: int) -> int:
    pool = pool_of(state)
    return sum(pool.card(a)["value"] for a in state["councils"][k]["allies"])


def card(state: dict, uid: str) -> dict:
    return pool_of(state).uid_rec[uid]


def base_id(uid: str) -> str:
    return uid.split("#", 1)[0]


def may_hold_white(state: dict, seat: int, uid: str) -> bool:
    """A white card belongs to its own ruler, except in Вече Королей (spec §5.15.1, §5.16.2)."""
    if state["options"]["vece"]:
        return True
    return card(state, uid)["ruler"] == state["rulers"][seat]


def is_white(state: dict, uid: str) -> bool:
    return uid in pool_of(state).white


def to_discard(state: dict, uid: str, public: bool = True) -> str:
    """Send a card to the discard pile, or a white card to the box (spec §5.15.1; in Вече
    Королей the option ``vece_reshuffle_unique`` discards them instead, spec §10 D14)."""
    state["marks"].pop(uid, None)
    o = state["options"]
    if is_white(state, uid) and not (o["vece"] and o["vece_reshuffle_unique"]):
        state["box"].append(uid)
        if public:  # a face-up card's identity stays public in the box (spec §8.1)
            state["box_seen"].append(uid)
        return "box"
    state["discard"].append(uid)
    return "discard"


def to_hand(state: dict, seat: int, uid: str) -> str:
    """A card entering a hand; a white card its ruler may not hold is boxed (README §4.6)."""
    state["marks"].pop(uid, None)
    if is_white(state, uid) and not may_hold_white(state, seat, uid):
        state["box"].append(uid)
        state["box_seen"].append(uid)
        return "box"
    state["hands"][seat].append(uid)
    return "hand"


def take_from_pile(state: dict, uid: str) -> int:
    s = holder_of(state, uid)
    state["piles"][s].remove(uid)
    return s
