"""End-of-game scoring and the whole tie-break chain (spec §1.4).

End-of-game ally abilities (``timing: scoring``) resolve before totals are compared (spec D23);
all are computed from the base state (printed powers, token values) so none sees another.
"""
from __future__ import annotations

from api.games.btwixt.state import card, councils_of


def _base_total(state, k):
    c = state["councils"][k]
    return sum(card(state, a)["value"] for a in c["allies"]) + sum(state["tv"][t] for t in c["tokens"])


def _test(state, k, ally, cond, base, counts) -> bool:
    t = cond["test"]
    allies = state["councils"][k]["allies"]
    if t == "this_council_most_allies":
        return counts[k] >= max(counts)
    if t == "this_council_lowest_base_total":
        return base[k] <= min(base)
    if t == "this_council_allies_at_least":
        return counts[k] >= cond["n"]
    if t == "ally_in_this_council":
        return cond["ally"] in allies
    if t == "other_ally_in_this_council_power_at_least":
        return any(card(state, a)["value"] >= cond["n"] for a in allies if a != ally)
    if t == "season_is":
        return state["season"] == cond["season"]
    return False


def ally_score(state: dict, k: int, ally: str, base, counts) -> int:
    """An ally's power at scoring: printed value plus its ``modify_power`` (README §6.7)."""
    rec = card(state, ally)
    v = rec["value"]
    eff = rec["effect"] if rec["timing"] == "scoring" else None
    if eff and eff["op"] == "conditional":
        eff = eff["then"] if _test(state, k, ally, eff["if"], base, counts) else eff.get("else")
    if not eff or eff["op"] != "modify_power":
        return v
    per = eff.get("per")
    c = state["councils"][k]
    n = {None: 1, "other_allies_in_this_council": len(c["allies"]) - 1,
         "allies_in_killed_pile": len(state["killed"]),
         "tokens_in_this_council": len(c["tokens"])}[per]
    bonus = eff["amount"] * n
    if "max_bonus" in eff:
        cap = abs(eff["max_bonus"])
        bonus = max(-cap, min(cap, bonus))
    return max(v + bonus, eff.get("floor", 0), 0)


def council_totals(state: dict) -> list[int]:
    n = state["n"]
    base = [_base_total(state, k) for k in range(n)]
    counts = [len(state["councils"][k]["allies"]) for k in range(n)]
    return [sum(ally_score(state, k, a, base, counts) for a in state["councils"][k]["allies"])
            + sum(state["tv"][t] for t in state["councils"][k]["tokens"]) for k in range(n)]


def rank(small, large, allies):
    """Winners and the tie-break level used: 0 Small council, 1 large council, 2 ally count,
    3 shared victory (spec §1.4 steps 4-7)."""
    alive = [s for s in range(len(small)) if small[s] == max(small)]
    if len(alive) == 1:
        return alive, 0
    for level, key in ((1, large), (2, allies)):
        best = max(key[s] for s in alive)
        alive = [s for s in alive if key[s] == best]
        if len(alive) == 1:
            return alive, level
    return alive, 3


def score(state: dict) -> dict:
    tot = council_totals(state)
    small, large, allies, small_council = [], [], [], []
    for s in range(state["n"]):
        a, b = councils_of(state, s)
        # Equal councils: the engine picks the left one; nothing depends on it (spec §7 row 10).
        sc = a if tot[a] <= tot[b] else b
        small_council.append(sc)
        small.append(min(tot[a], tot[b]))
        large.append(max(tot[a], tot[b]))
        allies.append(len(state["councils"][a]["allies"]) + len(state["councils"][b]["allies"]))
    winners, level = rank(small, large, allies)
    reasons = ("highest-small-council", "large-council-tiebreak", "ally-count-tiebreak",
               "shared-victory")
    return {"winners": winners, "scores": small, "reason": reasons[level],
            "tiebreak_level_used": level, "council_totals": tot, "small": small,
            "large": large, "small_council": small_council, "ally_counts": allies,
            "token_values": [[state["tv"][t] for t in c["tokens"]] for c in state["councils"]]}
