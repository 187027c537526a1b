"""Component limits (2.4): power tokens and unit pieces.

A house owns a fixed number of power tokens: available (``houses[h]["power"]``), on the board
(``areas[a]["power"]``) or in the common pool, which is derived and never stored, so that
``available + on board + pool`` always equals the edition's tokens per house. Unit pieces are
limited per type; a piece in play is on the board or marching in a combat.
"""
from __future__ import annotations

from api.games.board.edition import edition_of


def power_on_board(state: dict, house: str) -> int:
    return sum(1 for st in state["areas"].values() if st["power"] == house)


def power_pool(state: dict, house: str) -> int:
    """Tokens of this house in the common pool."""
    return (edition_of(state).power_per_house - state["houses"][house]["power"]
            - power_on_board(state, house))


def gain_power(state: dict, house: str, n: int) -> int:
    """Move up to n tokens from the pool to the house's available power; returns the gain."""
    got = max(0, min(n, power_pool(state, house)))
    state["houses"][house]["power"] += got
    return got


def discard_power(state: dict, house: str, n: int) -> int:
    lost = max(0, min(n, state["houses"][house]["power"]))
    state["houses"][house]["power"] -= lost
    return lost


def pieces_on_board(state: dict, house: str, utype: str) -> int:
    """Pieces of a type in play: on the board, plus the attackers a combat holds off it."""
    n = sum(1 for st in state["areas"].values() for u in st["units"]
            if u["house"] == house and u["type"] == utype)
    combat = state.get("combat")
    if combat:
        n += sum(1 for u in combat["attackers"] if u["house"] == house and u["type"] == utype)
    return n


def pieces_left(state: dict, house: str, utype: str) -> int:
    return edition_of(state).unit_types[utype]["perHouse"] - pieces_on_board(state, house, utype)
