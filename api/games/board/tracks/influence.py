"""Influence tracks and dominance tokens (5.5), changes of position outside Clash of Kings
(5.23), and the turn order the Iron Throne track sets."""
from __future__ import annotations

from api.games.board.edition import edition_of


def turn_order(state: dict) -> list[str]:
    """Houses in Iron Throne order (5.5): position 1 acts first (the 1st edition: last)."""
    order = list(state["tracks"]["iron_throne"])
    return order[::-1] if edition_of(state).rules.turn_order == "reverse" else order


def holder(state: dict, track: str) -> str:
    """Holder of the dominance token of a track (position 1)."""
    return state["tracks"][track][0]


def move_on_track(state: dict, track: str, house: str, position: int) -> list:
    """Move ``house`` to ``position`` (1-based; -1 = last) on ``track``; others shift (5.23).

    Dominance tokens follow position 1 in their current ready/used state, since the
    ``blade_used``/``raven_used`` flags belong to the token, not to the holder.
    """
    order = state["tracks"][track]
    before = list(order)
    order.remove(house)
    if position == -1 or position > len(order):
        order.append(house)
    else:
        order.insert(position - 1, house)
    if order == before:
        return []
    return [{"type": "track-changed", "track": track, "order": list(order)}]


def set_track(state: dict, track: str, ranking: list[str]) -> list:
    state["tracks"][track] = list(ranking)
    return [{"type": "track-changed", "track": track, "order": list(ranking)}]
