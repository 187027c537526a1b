"""Areas and control (5.1, 5.2): who holds an area, through units, a power token or a home crest.

All of these are pure reads except ``remove_unit`` and ``clear_empty_orders``.
"""
from __future__ import annotations

from api.games.board.edition import edition_of


def kind(state: dict, area: str) -> str:
    """land, sea or port."""
    return edition_of(state).areas[area]["kind"]


def is_impassable(state: dict, area: str) -> bool:
    return area in state.get("impassable", ())


def units_of(state: dict, area: str, house: str | None = None) -> list[dict]:
    us = state["areas"][area]["units"]
    return [u for u in us if house is None or u["house"] == house]


def occupant(state: dict, area: str) -> str | None:
    """House whose units are in an area (at most one outside of a combat)."""
    us = state["areas"][area]["units"]
    return us[0]["house"] if us else None


def controller(state: dict, area: str) -> str | None:
    """Who controls an area (5.2): units first, then a power token, then the home crest.

    A port belongs to whoever controls its land (5.11). A home area of a house not in play
    has no crest owner.
    """
    a = edition_of(state).areas[area]
    if a["kind"] == "port":
        return controller(state, a["port_of"])
    occ = occupant(state, area)
    if occ is not None or a["kind"] == "sea":
        return occ
    st = state["areas"][area]
    if st["power"]:
        return st["power"]
    if a["home"] and a["home"] in state["houses"]:
        return a["home"]
    return None


def controlled_areas(state: dict, house: str, kinds=("land",)) -> list[str]:
    areas = edition_of(state).areas
    return [a for a, rec in areas.items() if rec["kind"] in kinds and controller(state, a) == house]


def enemy_power_token(state: dict, area: str, house: str) -> bool:
    """True if a land holds another house's power token or still shows another house's crest."""
    st = state["areas"][area]
    if st["power"] and st["power"] != house:
        return True
    home = edition_of(state).areas[area]["home"]
    return bool(home and home != house and home in state["houses"] and not st["power"]
                and occupant(state, area) is None)


def remove_unit(state: dict, area: str, utype: str, house: str, routed: bool | None = None) -> dict:
    """Take one unit of a type off the board (an exact ``routed`` match when given).

    Returns the removed unit; the caller has validated that it exists."""
    us = state["areas"][area]["units"]
    for i, u in enumerate(us):
        if u["type"] == utype and u["house"] == house and (routed is None or u["routed"] == routed):
            return us.pop(i)
    raise KeyError(f"no {utype} of {house} in {area}")


def clear_empty_orders(state: dict) -> None:
    """Orders never stay in an area without units (P-FAQ, A-16)."""
    for st in state["areas"].values():
        if st["order"] is not None and not st["units"]:
            st["order"] = None
