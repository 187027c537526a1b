"""Order tokens (2.2, 5.7): which tokens a house still has, and what it may place.

Unused tokens are derived from the board (every token minus those placed), so any module that
removes an order just sets the area's ``order`` to None.
"""
from __future__ import annotations

from api.games.board.edition import edition_of


def orders_of(state: dict, house: str, otype: str) -> list[str]:
    """Areas holding an order of a type of this house."""
    return [a for a, st in state["areas"].items()
            if st["order"] and st["order"]["house"] == house and st["order"]["type"] == otype]


def placed_tokens(state: dict, house: str) -> dict[str, str]:
    """token id -> area, for the orders of a house on the board."""
    out = {}
    for a, st in state["areas"].items():
        o = st["order"]
        if o and o["house"] == house:
            out[o["token"]] = a
    return out


def areas_and_orders(state: dict, house: str) -> tuple[list[str], dict[str, str]]:
    """``(order_areas(state, house), placed_tokens(state, house))`` in one pass over the
    board: the order placement step needs both for every decision and every action."""
    board = state["areas"]
    areas, placed = [], {}
    for a in edition_of(state).areas:
        st = board[a]
        o = st["order"]
        if o and o["house"] == house:
            placed[o["token"]] = a
        for u in st["units"]:
            if u["house"] == house:
                areas.append(a)
                break
    return areas, placed


def unused_tokens(state: dict, house: str, placed: dict[str, str] | None = None) -> list[str]:
    """Tokens of the house not on the board (``placed``: ``placed_tokens``, when known)."""
    used = placed_tokens(state, house) if placed is None else placed
    return [t for t in edition_of(state).token_ids if t not in used]


def star_allowance(state: dict, house: str) -> int:
    """Special orders allowed by the house's King's Court position (3.5)."""
    stars = edition_of(state).kings_court_stars[len(state["houses"])]
    pos = state["tracks"]["kings_court"].index(house)
    return stars[pos] if pos < len(stars) else 0


def specials_placed(state: dict, placed: dict[str, str], except_area: str | None = None) -> int:
    """Special orders among ``placed`` (``placed_tokens``), the one in ``except_area`` aside:
    read from the orders on the board, which carry their token's star."""
    areas = state["areas"]
    return sum(1 for a in placed.values() if a != except_area and areas[a]["order"]["special"])


def restricted(state: dict, token: str) -> bool:
    """A Westeros restriction forbids this token this round (4.3)."""
    return _restricted(state, edition_of(state).order_tokens[token])


def _restricted(state: dict, rec: dict) -> bool:
    r = state.get("restrictions") or ()
    return rec["type"] in r or (rec["id"] == "march_s" and "march_s" in r)


def stars_left(state: dict, house: str, placed: dict[str, str]) -> int:
    """Special orders the house may still add (its King's Court allowance less the specials
    in ``placed``); replacing a special order frees one more."""
    return star_allowance(state, house) - specials_placed(state, placed)


def token_allowed(state: dict, house: str, token: str, area: str,
                  placed: dict[str, str] | None = None, stars: int | None = None) -> str | None:
    """Why ``token`` may not go to ``area`` now (None = allowed). Replacing the order in
    ``area`` frees its token and its star. ``placed``: ``placed_tokens(state, house)`` and
    ``stars``: ``stars_left(state, house, placed)``, when the caller checks many pairs (they
    are scans of the whole board)."""
    ed = edition_of(state)
    rec = ed.order_tokens.get(token)
    if rec is None:
        return "unknown-token"
    if placed is None:
        placed = placed_tokens(state, house)
    cur = state["areas"][area]["order"]
    cur_tok = cur.get("token") if cur and cur["house"] == house else None
    if token in placed and token != cur_tok:
        return "token-in-use"
    if _restricted(state, rec):
        return "order-restricted"
    if (rec["type"] == "consolidate" and ed.areas[area]["kind"] == "sea"
            and not ed.rules.consolidate_at_sea):
        return "order-restricted"
    if rec["special"]:
        if stars is None:
            stars = stars_left(state, house, placed)
        if stars + (1 if cur_tok is not None and cur["special"] else 0) <= 0:
            return "no-star-left"
    return None


def order_areas(state: dict, house: str) -> list[str]:
    """Areas that must receive an order of this house: every area with one of its units (4.4)."""
    areas = state["areas"]
    out = []
    for a in edition_of(state).areas:
        for u in areas[a]["units"]:     # a plain loop: this runs for every planning action
            if u["house"] == house:
                out.append(a)
                break
    return out


def has_units(state: dict, house: str, area: str) -> bool:
    """Whether ``area`` is one of ``order_areas(state, house)``, without the scan."""
    return area in edition_of(state).areas and any(u["house"] == house
                                                    for u in state["areas"][area]["units"])


def placeable(state: dict, house: str, areas: list[str], tokens: list[str],
              placed: dict[str, str], stars: int) -> list[tuple[str, list[str]]]:
    """``[(area, [token, ...]), ...]``: for each of ``areas``, the ``tokens`` (in their order)
    that ``token_allowed`` lets the house place there, ``placed`` and ``stars`` as it takes
    them. The same answers as one ``token_allowed`` per pair, but what depends only on the
    token (its record, a restriction) is looked up once instead of once per area."""
    ed = edition_of(state)
    recs = ed.order_tokens
    board = state["areas"]
    sea_ok = ed.rules.consolidate_at_sea
    open_tokens = []
    for t in tokens:
        r = recs.get(t)
        if r is not None and not _restricted(state, r):
            open_tokens.append((t, r["special"], r["type"] == "consolidate" and not sea_ok))
    out = []
    for a in areas:
        cur = board[a]["order"]
        cur_tok = cur.get("token") if cur and cur["house"] == house else None
        star_ok = stars + (1 if cur_tok is not None and cur["special"] else 0) > 0
        at_sea = ed.areas[a]["kind"] == "sea"
        out.append((a, [t for t, special, land_only in open_tokens
                        if (t not in placed or t == cur_tok) and not (land_only and at_sea)
                        and (star_ok or not special)]))
    return out


_CAPACITY: dict[tuple, tuple[int, int]] = {}   # (ruleset, restrictions) -> (regular, special)


def usable_capacity(state: dict, house: str) -> int:
    """How many orders the house could place in total, given restrictions and stars."""
    # Asked for every planning decision; it depends only on the edition's tokens and the
    # round's restrictions (a handful of combinations), so each count is made once.
    k = (state["ruleset"], tuple(state.get("restrictions") or ()))
    counts = _CAPACITY.get(k)
    if counts is None:
        tokens = edition_of(state).order_tokens.values()
        counts = _CAPACITY[k] = (
            sum(1 for r in tokens if not r["special"] and not _restricted(state, r)),
            sum(1 for r in tokens if r["special"] and not _restricted(state, r)))
    return counts[0] + min(counts[1], star_allowance(state, house))


def make_order(state: dict, house: str, token: str, revealed: bool = False) -> dict:
    rec = edition_of(state).order_tokens[token]
    return {"house": house, "type": rec["type"], "modifier": rec["modifier"],
            "special": rec["special"], "revealed": revealed, "token": token}


_KINDS: dict[str, dict[str, tuple]] = {}   # ruleset -> token id -> what it plays as


def distinct_tokens(state: dict, tokens: list[str]) -> list[str]:
    """One token per kind (raid_1 and raid_2 play alike), to keep option lists short."""
    kinds = _KINDS.get(state["ruleset"])
    if kinds is None:
        kinds = _KINDS[state["ruleset"]] = {
            t: (r["type"], r["modifier"], r["special"])
            for t, r in edition_of(state).order_tokens.items()}
    seen, out = set(), []
    for t in tokens:
        key = kinds[t]
        if key not in seen:
            seen.add(key)
            out.append(t)
    return out
