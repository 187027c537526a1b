"""Where units may move (5.1, 5.9, 5.10): neighbouring areas and ship transport."""
from __future__ import annotations

from collections import deque

from api.games.board.areas.control import controller, is_impassable
from api.games.board.edition import edition_of


def enemy_ships_in(state: dict, sea: str, house: str) -> bool:
    # an absent house's ships (1st edition: a neutral force at sea) are enemy ships too
    st = state["areas"][sea]
    return bool(st["neutral"]) or any(u["house"] != house for u in st["units"])


def transport_reach(state: dict, house: str, origin: str) -> set[str]:
    """Lands reachable from ``origin`` by ship transport (5.10): chains of seas with own ships.

    Ports never form part of a chain (A-8). Routed ships still carry (5.10).
    """
    areas, board = edition_of(state).areas, state["areas"]

    def own_fleet(s):
        return areas[s]["kind"] == "sea" and any(u["house"] == house for u in board[s]["units"])

    seen: set[str] = set()
    q = deque(s for s in areas[origin]["adjacent"] if own_fleet(s))
    seen.update(q)
    while q:
        s = q.popleft()
        for n in areas[s]["adjacent"]:
            if n not in seen and own_fleet(n):
                seen.add(n)
                q.append(n)
    lands = set()
    for s in seen:
        for n in areas[s]["adjacent"]:
            if areas[n]["kind"] == "land" and n != origin:
                lands.add(n)
    return lands


def land_neighbours(state: dict, house: str, origin: str, transport: bool = True) -> set[str]:
    """Lands a land unit may reach from ``origin``: adjacent lands plus ship transport."""
    areas = edition_of(state).areas
    out = {n for n in areas[origin]["adjacent"] if areas[n]["kind"] == "land"}
    if transport:
        out |= transport_reach(state, house, origin)
    return {a for a in out if not is_impassable(state, a)}


def ship_neighbours(state: dict, house: str, origin: str) -> set[str]:
    """Seas adjacent to a sea or port, plus the adjacent port if its land is friendly."""
    areas = edition_of(state).areas
    out = set()
    for n in areas[origin]["adjacent"]:
        if is_impassable(state, n):
            continue
        if areas[n]["kind"] == "sea":
            out.add(n)
        elif areas[n]["kind"] == "port" and controller(state, n) == house:
            out.add(n)
    return out
