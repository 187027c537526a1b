"""Reads of the transient ``state["combat"]`` record shared by the combat modules.

Sides are named ``"attacker"`` and ``"defender"``; ``combat[side]`` is the house. The
attacking units stay off the board in ``combat["attackers"]`` until clean-up puts them in the
embattled area or back where they came from.
"""
from __future__ import annotations

from api.games.board.areas.control import remove_unit
from api.games.board.edition import edition_of
from api.games.board.tracks.influence import turn_order

SIDES = ("attacker", "defender")


def cur(state: dict) -> dict:
    return state["combat"]


def other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


def side_of(c: dict, house: str) -> str | None:
    for s in SIDES:
        if c[s] == house:
            return s
    return None


def sides_in_turn_order(state: dict) -> list[str]:
    """Both combatants in Iron Throne order: abilities resolve in turn order (5.16)."""
    c = cur(state)
    order = turn_order(state)
    return sorted(SIDES, key=lambda s: order.index(c[s]) if c[s] in order else 99)


def fighting(state: dict, side: str) -> list[dict]:
    """The units fighting for a side in the embattled area (the live list, mutable)."""
    c = cur(state)
    if side == "attacker":
        return c["attackers"]
    return [u for u in state["areas"][c["area"]]["units"] if u["house"] == c["defender"]]


def remove_fighting(state: dict, side: str, utype: str, routed: bool | None = None) -> dict:
    c = cur(state)
    if side == "attacker":
        for i, u in enumerate(c["attackers"]):
            if u["type"] == utype and (routed is None or u["routed"] == routed):
                return c["attackers"].pop(i)
        raise KeyError(utype)
    return remove_unit(state, c["area"], utype, c["defender"], routed)


def destroy_fighting(state: dict, side: str, utype: str, routed: bool, cause: str) -> dict:
    """Destroy one fighting unit of a side; returns the event."""
    c = cur(state)
    remove_fighting(state, side, utype, routed)
    return {"type": "unit-destroyed", "house": c[side], "area": c["area"], "unit": utype,
            "cause": cause}


def card(c: dict, side: str) -> str | None:
    return c["cards"][side]


def played(c: dict, side: str, card_id: str) -> bool:
    return c["cards"][side] == card_id


def is_castle_fight(state: dict) -> bool:
    return edition_of(state).is_castle(cur(state)["area"])


def live_supports(state: dict, side: str | None = None) -> list[dict]:
    """Accepted support declarations whose Support order is still on the board (A-22: an
    order removed by a house card stops giving strength at once)."""
    out = []
    for s in cur(state)["supports"]:
        if not s["accepted"] or (side is not None and s["side"] != side):
            continue
        order = state["areas"][s["area"]]["order"]
        if order and order["type"] == "support" and order["house"] == s["house"]:
            out.append(s)
    return out


def supported(state: dict, side: str) -> bool:
    """'If you are (not) being supported' counts support from any house ([P-FAQ], 5.16)."""
    return bool(live_supports(state, side))


def winner_loser(c: dict) -> tuple[str, str]:
    w = c["winner"]
    return w, other(w)
