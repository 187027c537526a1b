"""A simple heuristic bot: sees only its seat's view and its decisions.

It submits complete order sets, fills empty areas first, marches a few units at a time,
bids low, and otherwise picks a random listed option.
"""
from __future__ import annotations

from api.engine.rng import Rng


def choose(view: dict, decisions: list[dict], rng_seed: int) -> dict:
    rng = Rng({"rng": rng_seed & ((1 << 64) - 1)})
    d = decisions[0]
    opts = [o["action"] for o in d["options"]]
    by_type: dict[str, list[dict]] = {}
    for a in opts:
        by_type.setdefault(a["type"], []).append(a)
    if "submit_orders" in by_type:
        return by_type["submit_orders"][0]
    if "place_order" in by_type:
        areas = view.get("areas", {})
        me = view.get("you")
        empty = [a for a in by_type["place_order"]
                 if not (areas.get(a["area"], {}).get("order") or {}).get("house") == me]
        return rng.choice(empty or by_type["place_order"])
    if "end_march" in by_type and (rng.below(3) == 0 or "move" not in by_type):
        return rng.choice(by_type["end_march"])
    if "undo" in by_type and ("end_march" not in by_type or rng.below(8) == 0):
        if rng.below(2) == 0 or "move" not in by_type:
            return by_type["undo"][0]
    if "move" in by_type:
        return rng.choice(by_type["move"])
    if "muster" in by_type or "upgrade" in by_type:
        pool = by_type.get("muster", []) + by_type.get("upgrade", [])
        if rng.below(4) == 0 and "muster_done" in by_type:
            return by_type["muster_done"][0]
        return rng.choice(pool)
    if d.get("sealed") and all("bid" in a or "amount" in a for a in opts):
        return opts[min(len(opts) - 1, rng.below(3))]
    return rng.choice(opts)
