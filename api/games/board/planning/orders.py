"""Order tokens (2.2, 5.7): which tokens a house still has, and what it may place.

Unused tokens are derived from the board (all 15 minus those placed), so any module that
removes an order just sets the area's ``order`` to None.
"""
from __future__ import annotations

from api.games.board import data


TOKEN_IDS = list(data.ORDER_TOKENS)


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
            out[o.get("token") or _guess_token(o)] = a
    return out


def _guess_token(o: dict) -> str:
    for t, rec in data.ORDER_TOKENS.items():
        if rec["type"] == o["type"] and rec["special"] == o["special"] and rec["modifier"] == o["modifier"]:
            return t
    return "?"


def unused_tokens(state: dict, house: str) -> list[str]:
    used = placed_tokens(state, house)
    return [t for t in TOKEN_IDS if t not in used]


def star_allowance(state: dict, house: str) -> int:
    """Special orders allowed by the house's King's Court position (3.5)."""
    stars = data.KINGS_COURT_STARS[len(state["houses"])]
    pos = state["tracks"]["kings_court"].index(house)
    return stars[pos] if pos < len(stars) else 0


def specials_placed(placed: dict[str, str], except_area: str | None = None) -> int:
    """Special orders among ``placed`` (``placed_tokens``), the one in ``except_area`` aside."""
    return sum(1 for t, a in placed.items()
               if a != except_area and t in data.ORDER_TOKENS and data.ORDER_TOKENS[t]["special"])


def restricted(state: dict, token: str) -> bool:
    """A Westeros restriction forbids this token this round (4.3)."""
    rec = data.ORDER_TOKENS[token]
    r = state.get("restrictions") or ()
    return rec["type"] in r or (token == "march_s" and "march_s" in r)


def token_allowed(state: dict, house: str, token: str, area: str,
                  placed: dict[str, str] | None = None) -> str | None:
    """Why ``token`` may not go to ``area`` now (None = allowed). Replacing the order in
    ``area`` frees its token and its star. ``placed``: ``placed_tokens(state, house)``, when
    the caller checks many pairs (it is a scan of the whole board)."""
    if token not in data.ORDER_TOKENS:
        return "unknown-token"
    if placed is None:
        placed = placed_tokens(state, house)
    cur = state["areas"][area]["order"]
    cur_tok = cur.get("token") if cur and cur["house"] == house else None
    if token in placed and token != cur_tok:
        return "token-in-use"
    if restricted(state, token):
        return "order-restricted"
    if (data.ORDER_TOKENS[token]["type"] == "consolidate" and data.AREAS[area]["kind"] == "sea"
            and not data.rules(state)["consolidate_at_sea"]):
        return "order-restricted"
    if data.ORDER_TOKENS[token]["special"] and \
            specials_placed(placed, area) >= star_allowance(state, house):
        return "no-star-left"
    return None


def order_areas(state: dict, house: str) -> list[str]:
    """Areas that must receive an order of this house: every area with one of its units (4.4)."""
    areas = state["areas"]
    out = []
    for a in data.AREAS:
        units = areas[a]["units"]
        if units and any(u["house"] == house for u in units):
            out.append(a)
    return out


def usable_capacity(state: dict, house: str) -> int:
    """How many orders the house could place in total, given restrictions and stars."""
    regular = sum(1 for t, r in data.ORDER_TOKENS.items() if not r["special"] and not restricted(state, t))
    special = sum(1 for t, r in data.ORDER_TOKENS.items() if r["special"] and not restricted(state, t))
    return regular + min(special, star_allowance(state, house))


def make_order(house: str, token: str, revealed: bool = False) -> dict:
    rec = data.ORDER_TOKENS[token]
    return {"house": house, "type": rec["type"], "modifier": rec["modifier"],
            "special": rec["special"], "revealed": revealed, "token": token}


def distinct_tokens(tokens: list[str]) -> list[str]:
    """One token per kind (raid_1 and raid_2 play alike), to keep option lists short."""
    seen, out = set(), []
    for t in tokens:
        r = data.ORDER_TOKENS[t]
        key = (r["type"], r["modifier"], r["special"])
        if key not in seen:
            seen.add(key)
            out.append(t)
    return out


def order_label(token: str) -> str:
    r = data.ORDER_TOKENS[token]
    name = {"raid": "Raid", "march": "March", "defense": "Defense", "support": "Support",
            "consolidate": "Consolidate Power"}[r["type"]]
    if r["type"] in ("march", "defense", "support"):
        name += f" {r['modifier']:+d}"
    return name + (" (special)" if r["special"] else "")
