"""A heuristic bot: ``choose(view, decisions, rng_seed) -> action``.

It reads only its own view, its decisions and the public card data. Ideas: only your weaker
(Small) council scores, so allies and tokens go to your weaker council; bid only when the prize
is worth it and your hand can afford it over the rest of the season; stop bidding once ahead.
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.btwixt.cards import load_pool, POOLS

TOKEN_MEAN = 1.8


def _pool(view):
    return load_pool(POOLS[view["options"].get("pool", "reconstructed")])


def _value(pool, uid):
    return pool.card(uid)["value"]


def _council_estimates(view, pool):
    known = view.get("known_tokens", {})
    est = []
    for c in view["councils"]:
        v = sum(_value(pool, a) for a in c["allies"])
        v += sum(known.get(str(t), TOKEN_MEAN) for t in c["tokens"])
        est.append(v)
    return est


def _my_councils(view):
    s, n = view["seat"], view["players"]
    return s, (s - 1) % n


def _weaker(view, pool):
    est = _council_estimates(view, pool)
    a, b = _my_councils(view)
    return a if est[a] <= est[b] else b


def _bid(view, opts, pool, rng):
    seat, n = view["seat"], view["players"]
    tots = view["bid_totals"] or [0] * n
    mine = tots[seat]
    first = view["first_player"]
    others = [tots[s] for s in range(n) if s != seat]
    best_other = max(others)
    # Ties go to the ruler nearest the first player (spec §5.6).
    dist = (seat - first) % n
    beats_tie = all(dist < (s - first) % n for s in range(n) if s != seat and tots[s] == best_other)
    ahead = mine > best_other or (mine == best_other and beats_tie)
    kneel = next(o["action"] for o in opts if o["action"]["type"] == "kneel")
    plays = [o["action"] for o in opts if o["action"]["type"] == "play"]
    if ahead or not plays:
        return kneel
    ally = view["current_ally"]
    prize = (_value(pool, ally) if ally else 0) + TOKEN_MEAN
    rounds_left = view["rounds_per_season"] - view["round_in_season"] + 1
    hand = len(view["hand"])
    budget = prize + 2 + max(0, hand - rounds_left * 2)
    need = best_other - mine + (0 if beats_tie else 1)
    plays.sort(key=lambda a: _value(pool, a["card"]))
    for a in plays:
        if _value(pool, a["card"]) >= need and _value(pool, a["card"]) <= budget:
            return a
    # Cannot close the gap with one card: add a cheap card only when the gap is small.
    if need <= budget / 2 and hand > rounds_left:
        return plays[-1]
    return kneel


def choose(view: dict, decisions: list, rng_seed: int) -> dict:
    rng = Rng({"rng": rng_seed & ((1 << 64) - 1)})
    pool = _pool(view)
    d = decisions[0]
    opts = d["options"]
    t = d["type"]
    if t == "play_or_kneel":
        return _bid(view, opts, pool, rng)
    if t == "draft_pick":
        return max((o["action"] for o in opts), key=lambda a: _value(pool, a["card"]))
    if t in ("place-ally", "place-power-token"):
        weak = _weaker(view, pool)
        for o in opts:
            if o["action"]["choice"] == {"council": weak}:
                return o["action"]
    if t == "keep-ally":
        return max((o["action"] for o in opts),
                   key=lambda a: _value(pool, a["choice"]["ally"]))
    if t == "discard-card":
        return min((o["action"] for o in opts),
                   key=lambda a: _value(pool, a["choice"]["card"]))
    real = [o for o in opts if not (o["action"].get("choice", 0) is None)]
    return rng.choice(real or opts)["action"]
