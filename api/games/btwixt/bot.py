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
    best_other = max(tots[s] for s in range(n) if s != seat)
    # Ties go to the ruler nearest the first player (spec §5.6).
    dist = (seat - first) % n
    beats_tie = all(dist < (s - first) % n for s in range(n) if s != seat and tots[s] == best_other)
    ahead = mine > best_other or (mine == best_other and beats_tie)
    kneel = next(o["action"] for o in opts if o["action"]["type"] == "kneel")
    plays = sorted((o["action"] for o in opts if o["action"]["type"] == "play"),
                   key=lambda a: _value(pool, a["card"]))
    if not plays:
        return kneel
    rounds_left = view["rounds_per_season"] - view["round_in_season"] + 1
    hand = len(view["hand"])
    if rounds_left == 1:
        # Cards left at the season's end are discarded: spend them all (spec §5.14).
        return plays[-1]
    spare = hand - 2 * rounds_left
    if ahead:
        return plays[0] if spare > 0 else kneel
    ally = view["current_ally"]
    prize = (_value(pool, ally) if ally else 0) + TOKEN_MEAN
    budget = prize + max(0, spare) * 2
    need = best_other - mine + (0 if beats_tie else 1)
    for a in plays:
        v = _value(pool, a["card"])
        if v >= need and v <= budget:
            return a
    if spare > 0 and need - _value(pool, plays[-1]["card"]) <= 3:
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
