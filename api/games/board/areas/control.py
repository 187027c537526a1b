"""The board: control (5.2), supply (5.3), ship transport (5.10), ports (5.11), victory (5.24).

Helpers every part of the engine (and the COMBAT and WESTEROS modules) may call. All of them
are pure reads unless their name says they change something (``destroy_*``, ``gain_power``...).
"""
from __future__ import annotations

from collections import deque

from api.games.board import data
from api.games.board.data import AREAS, SUPPLY_LIMITS, adjacent  # noqa: F401  (re-export)

# -- houses, seats, turn order ------------------------------------------------------------


def turn_order(state: dict) -> list[str]:
    """Houses in Iron Throne order (5.5): position 1 acts first (1E: last, a ruleset lookup)."""
    order = list(state["tracks"]["iron_throne"])
    return order[::-1] if data.rules(state)["turn_order"] == "reverse" else order


def house_seat(state: dict, house: str) -> int:
    return state["seats"].index(house)


def seat_house(state: dict, seat: int) -> str:
    return state["seats"][seat]


def holder(state: dict, track: str) -> str:
    """Holder of the dominance token of a track (position 1)."""
    return state["tracks"][track][0]


def other_houses(state: dict, house: str) -> list[str]:
    return [h for h in turn_order(state) if h != house]


# -- areas and control ----------------------------------------------------------------------


def kind(area: str) -> str:
    return AREAS[area]["kind"]


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
    a = AREAS[area]
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
    return [a for a in AREAS if AREAS[a]["kind"] in kinds and controller(state, a) == house]


def enemy_power_token(state: dict, area: str, house: str) -> bool:
    """True if a land holds another house's power token or still shows another house's crest."""
    st = state["areas"][area]
    if st["power"] and st["power"] != house:
        return True
    home = AREAS[area]["home"]
    return bool(home and home != house and home in state["houses"] and not st["power"]
                and occupant(state, area) is None)


# -- victory (5.24) -------------------------------------------------------------------------


CASTLE_AREAS = tuple(a for a in AREAS if AREAS[a]["castle"] != "none")
STRONGHOLD_AREAS = tuple(a for a in CASTLE_AREAS if AREAS[a]["castle"] == "stronghold")


def castle_count(state: dict, house: str) -> int:
    return sum(1 for a in CASTLE_AREAS if controller(state, a) == house)


def stronghold_count(state: dict, house: str) -> int:
    return sum(1 for a in STRONGHOLD_AREAS if controller(state, a) == house)


# Castles and strongholds are all lands, so their controller is the land rule of 5.2 alone.
assert all(AREAS[a]["kind"] == "land" for a in CASTLE_AREAS)
_CASTLE_HOMES = tuple((a, AREAS[a]["home"]) for a in CASTLE_AREAS)


def refresh_victory(state: dict) -> None:
    """Keep every house's victory token equal to its controlled castle/stronghold lands."""
    # This runs after every step, so ``controller`` (5.2 for lands) is spelled out inline:
    # units, else a power token, else the crest of a house in play.
    houses = state["houses"]
    areas = state["areas"]
    counts = dict.fromkeys(houses, 0)
    for a, home in _CASTLE_HOMES:
        st = areas[a]
        units = st["units"]
        owner = units[0]["house"] if units else (st["power"] or home)
        if owner in counts:
            counts[owner] += 1
    for h, hs in houses.items():
        hs["victory"] = counts[h]


# -- power tokens (2.4) -------------------------------------------------------------------------


def power_on_board(state: dict, house: str) -> int:
    return sum(1 for st in state["areas"].values() if st["power"] == house)


def power_pool(state: dict, house: str) -> int:
    """Tokens of this house in the common pool: derived, never stored."""
    return (data.rules(state)["power_per_house"] - state["houses"][house]["power"]
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


# -- supply (5.3) -------------------------------------------------------------------------------


def unit_counts(state: dict, house: str, extra: dict | None = None) -> dict[str, int]:
    """Units of a house per area, after applying ``extra`` ({area: +/-n})."""
    c: dict[str, int] = {}
    for a, st in state["areas"].items():
        units = st["units"]
        if units:
            n = 0
            for u in units:
                if u["house"] == house:
                    n += 1
            if n:
                c[a] = n
    if extra:
        for a, d in extra.items():
            c[a] = c.get(a, 0) + d
    return {a: n for a, n in c.items() if n > 0}


def armies(state: dict, house: str, extra: dict | None = None) -> list[int]:
    """Army sizes (2+ units in one area), largest first."""
    return sorted((n for n in unit_counts(state, house, extra).values() if n >= 2), reverse=True)


def limits(state: dict, house: str, level: int | None = None) -> list[int]:
    lv = state["houses"][house]["supply"] if level is None else level
    return SUPPLY_LIMITS[max(0, min(6, lv))]


def sizes_ok(sizes: list[int], allowed: list[int]) -> bool:
    s = sorted((x for x in sizes if x >= 2), reverse=True)
    return len(s) <= len(allowed) and all(x <= y for x, y in zip(s, allowed))


def supply_ok(state: dict, house: str, extra: dict | None = None) -> bool:
    """Would the house's armies respect its supply limits after ``extra`` ({area: delta})?"""
    return sizes_ok(armies(state, house, extra), limits(state, house))


def min_removals(sizes: list[int], allowed: list[int]) -> int:
    """Fewest units to destroy so that armies fit the allowed sizes (A-4).

    The k largest groups keep an army slot (largest group to largest slot); every other group
    shrinks to a single unit. Trying every k is optimal because slots are sorted alike.
    """
    s = sorted((x for x in sizes if x >= 2), reverse=True)
    best = None
    for k in range(0, min(len(s), len(allowed)) + 1):
        cost = sum(max(0, x - y) for x, y in zip(s[:k], allowed[:k])) + sum(x - 1 for x in s[k:])
        best = cost if best is None else min(best, cost)
    return best or 0


def over_supply(state: dict, house: str) -> int:
    return min_removals(list(unit_counts(state, house).values()), limits(state, house))


# -- component limits (2.4) ---------------------------------------------------------------------


def pieces_on_board(state: dict, house: str, utype: str) -> int:
    n = sum(1 for st in state["areas"].values() for u in st["units"]
            if u["house"] == house and u["type"] == utype)
    comb = state.get("combat") or {}
    for key in ("attackers", "attacking_units"):
        for u in comb.get(key, []) if isinstance(comb.get(key), list) else []:
            if isinstance(u, dict) and u.get("house") == house and u.get("type") == utype:
                n += 1
    return n


def pieces_left(state: dict, house: str, utype: str) -> int:
    return data.UNIT_TYPES[utype]["perHouse"] - pieces_on_board(state, house, utype)


# -- movement geometry (5.1, 5.9-5.11) ----------------------------------------------------------


def transport_reach(state: dict, house: str, origin: str) -> set[str]:
    """Lands reachable from ``origin`` by ship transport (5.10): chains of seas with own ships.

    Ports never form part of a chain (A-8). Routed ships still carry (5.10).
    """
    seen: set[str] = set()
    q = deque(s for s in AREAS[origin]["adjacent"]
              if kind(s) == "sea" and units_of(state, s, house))
    seen.update(q)
    while q:
        s = q.popleft()
        for n in AREAS[s]["adjacent"]:
            if n not in seen and kind(n) == "sea" and units_of(state, n, house):
                seen.add(n)
                q.append(n)
    lands = set()
    for s in seen:
        for n in AREAS[s]["adjacent"]:
            if kind(n) == "land" and n != origin:
                lands.add(n)
    return lands


def land_neighbours(state: dict, house: str, origin: str, transport: bool = True) -> set[str]:
    """Lands a land unit may reach from ``origin``: adjacent lands plus ship transport."""
    out = {n for n in AREAS[origin]["adjacent"] if kind(n) == "land"}
    if transport:
        out |= transport_reach(state, house, origin)
    return {a for a in out if not is_impassable(state, a)}


def ship_neighbours(state: dict, house: str, origin: str) -> set[str]:
    """Seas adjacent to a sea or port, plus the adjacent port if its land is friendly."""
    out = set()
    for n in AREAS[origin]["adjacent"]:
        if is_impassable(state, n):
            continue
        if kind(n) == "sea":
            out.add(n)
        elif kind(n) == "port" and controller(state, n) == house:
            out.add(n)
    return out


def port_ships(state: dict, port: str) -> int:
    return len(state["areas"][port]["units"])


def enemy_ships_in(state: dict, sea: str, house: str) -> bool:
    return any(u["house"] != house for u in state["areas"][sea]["units"])


# -- removing things ---------------------------------------------------------------------------


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


def settle_ports(state: dict) -> list:
    """Ports whose land changed hands (5.11, A-10): ships of a house that no longer owns the
    land are destroyed. Capture by the new owner is offered by the ``capture_port`` step, which
    callers push with :func:`api.games.board.muster.push_port_capture` before calling this.
    """
    events = []
    for port, a in AREAS.items():
        if a["kind"] != "port":
            continue
        ships = state["areas"][port]["units"]
        if not ships:
            continue
        owner = controller(state, port)
        lost = [u for u in ships if u["house"] != owner]
        if lost:
            state["areas"][port]["units"] = [u for u in ships if u["house"] == owner]
            if not state["areas"][port]["units"]:
                state["areas"][port]["order"] = None
            events.append({"type": "port-ships-destroyed", "area": port,
                           "house": lost[0]["house"], "count": len(lost)})
    return events


# -- income and supply icons (5.3, 5.22) ---------------------------------------------------------


def supply_icons(state: dict, house: str) -> int:
    """Barrels in the lands a house controls, capped at the track's 6 (A-29)."""
    return min(6, sum(AREAS[a]["supply"] for a in controlled_areas(state, house)))


def crown_income(state: dict, house: str, ports: bool = True) -> int:
    """Power a house would gain from Game of Thrones (5.22): crowns of controlled lands
    (A-27: a power token's land counts) plus, with ``ports``, Trade with the Free Cities."""
    n = sum(AREAS[a]["crowns"] for a in controlled_areas(state, house))
    if ports:
        for p, a in AREAS.items():
            if (a["kind"] == "port" and controller(state, p) == house
                    and units_of(state, p, house)
                    and not enemy_ships_in(state, a["sea_of_port"], house)):
                n += 1
    return n
