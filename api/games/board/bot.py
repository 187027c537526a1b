"""A heuristic bot: sees only its seat's view and its decisions.

It values castles, supply and crowns it does not hold yet, marches towards them, consolidates
where crowns are, keeps its bids low, and fights its battles with judgement: it marches only
into fights it expects to win (``bot_march``), plays the house card that wins most cheaply,
supports its own side or the one behind on castles (``bot_combat``). Everything else is a random
listed option. Every action it returns is one of the listed options.
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.board import bot_combat, bot_march, bot_muster
from api.games.board.bot_march import holder, land_value
from api.games.board.edition import edition_of

# a single-answer combat choice -> who answers it
COMBAT = {
    "choose_house_card": bot_combat.choose_card,
    "use_valyrian_blade": bot_combat.use_blade,
    "declare_support": bot_combat.declare_support,
    "choose_casualty": bot_combat.cheapest_unit,
    "destroy_retreating": bot_combat.cheapest_unit,
}


def _best(rng: Rng, scored: list[tuple[float, dict]]) -> dict:
    top = max(s for s, _ in scored)
    return rng.choice([a for s, a in scored if s == top])


def _order_score(view: dict, areas: dict, a: dict) -> float:
    area, tok = a["area"], a["token"]
    k = areas[area]["kind"]
    typ = tok.rsplit("_", 1)[0]
    near = [n for n in areas[area]["adjacent"] if areas[n]["kind"] == "land"]
    gain = max((land_value(areas, n) for n in near if holder(view, areas, n) != view.get("you")),
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


def _end_march(view: dict, board: dict, ends: list[dict]) -> dict:
    """A power token keeps a valued land it leaves (it is offered only when all units left)."""
    origin = (view.get("step") or {}).get("area")
    keep = origin in board and land_value(board, origin) > 0
    return next((a for a in ends if a["leave_power"] == keep), ends[0])


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
    if "move" in by_type:
        moves = by_type["move"]
        gains = [(bot_march.move_gain(view, moves, a), a) for a in moves]
        if max(g for g, _ in gains) > 0:
            return _best(rng, gains)     # joining a planned attack may be what lets it end
        if "end_march" in by_type:
            return _end_march(view, board, by_type["end_march"])
        # a plan that cannot end: undo, or now and then a random move, so that no fixed
        # sequence of picks can repeat forever
        if "undo" in by_type and rng.below(2) == 0:
            return by_type["undo"][0]
        return rng.choice(moves)
    if "undo" in by_type and "end_march" not in by_type:
        return by_type["undo"][0]
    if "end_march" in by_type:
        return _end_march(view, board, by_type["end_march"])
    if "muster" in by_type or "upgrade" in by_type:
        pool = by_type.get("muster", []) + by_type.get("upgrade", [])
        return _best(rng, bot_muster.muster_scores(view, pool))
    if "consolidate" in by_type:
        return rng.choice(by_type["consolidate"])
    if "raid" in by_type:
        hits = [a for a in by_type["raid"] if a.get("target")]
        return rng.choice(hits or by_type["raid"])
    for kind, pick in COMBAT.items():
        if kind in by_type:
            return pick(view, by_type[kind])
    if "accept_support" in by_type:
        # any accepted support adds to its own side
        return next(a for a in by_type["accept_support"] if a["accept"])
    if d.get("type") in ("bid_influence", "bid_wildlings"):
        # keep some power for later: a low bid, a bit higher for the tracks
        cap = 4 if d["type"] == "bid_influence" else 3
        return opts[min(len(opts) - 1, rng.below(cap))]
    return rng.choice(opts)
