"""A simple heuristic bot: sees only its seat's view and its decisions.

It values castles, supply and crowns it does not hold yet, marches towards them, consolidates
where crowns are, keeps its bids low, and otherwise picks a random listed option. Every action
it returns is one of the listed options.
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.board.edition import edition_of

CASTLE_VALUE = {"none": 0, "castle": 3, "stronghold": 4}


def _value(areas: dict, area: str) -> int:
    a = areas[area]
    return CASTLE_VALUE[a["castle"]] + a["supply"] + a["crowns"]


def _holder(view: dict, areas: dict, area: str) -> str | None:
    st = view["areas"][area]
    if st["units"]:
        return st["units"][0]["house"]
    return st.get("power") or areas[area]["home"]


def _best(rng: Rng, scored: list[tuple[float, dict]]) -> dict:
    top = max(s for s, _ in scored)
    return rng.choice([a for s, a in scored if s == top])


def _order_score(view: dict, areas: dict, a: dict) -> float:
    area, tok = a["area"], a["token"]
    k = areas[area]["kind"]
    typ = tok.rsplit("_", 1)[0]
    near = [n for n in areas[area]["adjacent"] if areas[n]["kind"] == "land"]
    gain = max((_value(areas, n) for n in near if _holder(view, areas, n) != view.get("you")),
               default=0)
    if typ == "march":
        return 1 + gain / 2 + (1 if tok == "march_s" else 0)
    if typ == "consolidate":
        return 0.5 + areas[area]["crowns"] * 2 if k == "land" else 0.2
    if typ == "defense":
        return 2.5 if areas[area]["home"] == view.get("you") else 0.8
    if typ == "support":
        return 1.2 if k == "sea" else 1.0
    return 1.0


def choose(view: dict, decisions: list[dict], rng_seed: int) -> dict:
    rng = Rng({"rng": rng_seed & ((1 << 64) - 1)})
    d = decisions[0]
    opts = [o["action"] for o in d["options"]]
    by_type: dict[str, list[dict]] = {}
    for a in opts:
        by_type.setdefault(a["type"], []).append(a)
    me = view.get("you")
    areas = view.get("areas", {})
    board = edition_of(view).areas
    empty = [a for a in by_type.get("place_order", [])
             if (areas.get(a["area"], {}).get("order") or {}).get("house") != me]
    # where orders are optional (1st edition) submitting is always offered: order first
    optional = not view.get("options", {}).get("orders_mandatory", True)
    if "submit_orders" in by_type and not (optional and empty):
        return by_type["submit_orders"][0]
    if "place_order" in by_type:
        pool = empty or by_type["place_order"]
        return _best(rng, [(_order_score(view, board, a) + rng.below(100) / 100, a) for a in pool])
    if "undo" in by_type and "end_march" not in by_type:
        return by_type["undo"][0]
    if "move" in by_type:
        gains = [(_value(board, a["to"]) if board[a["to"]]["kind"] == "land"
                  and _holder(view, board, a["to"]) != me
                  else 0, a) for a in by_type["move"]]
        best = max(g for g, _ in gains)
        if best > 0 and rng.below(4) > 0:
            return _best(rng, gains)
        if "end_march" in by_type and rng.below(2) == 0:
            ends = by_type["end_march"]
            return ends[-1] if rng.below(3) == 0 else ends[0]
        return rng.choice(by_type["move"])
    if "end_march" in by_type:
        return by_type["end_march"][0]
    if "muster" in by_type or "upgrade" in by_type:
        pool = by_type.get("muster", []) + by_type.get("upgrade", [])
        if rng.below(5) == 0 and "muster_done" in by_type:
            return by_type["muster_done"][0]
        return rng.choice(pool)
    if "consolidate" in by_type:
        return rng.choice(by_type["consolidate"])
    if "raid" in by_type:
        hits = [a for a in by_type["raid"] if a.get("target")]
        return rng.choice(hits or by_type["raid"])
    if "declare_support" in by_type:
        # never against one's own units (only the 1st edition offers that; A30)
        fight = view.get("combat") or {}
        against = {"attacker": "defender", "defender": "attacker"}
        mine = [s for s in ("attacker", "defender") if fight.get(s) == me]
        opts = [a for a in opts if not mine or a["side"] != against[mine[0]]]
        return rng.choice(opts)
    if d.get("type") in ("bid_influence", "bid_wildlings"):
        # keep some power for later: a low bid, a bit higher for the tracks
        cap = 4 if d["type"] == "bid_influence" else 3
        return opts[min(len(opts) - 1, rng.below(cap))]
    return rng.choice(opts)
