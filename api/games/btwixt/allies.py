"""Which allies an ability can reach (README §6.5): councils named by a scope, and the allies in
them that a kill or move may touch. Queries only; the effect interpreter (to tell whether a
"choose one" option could do anything) and the ally ops both read them.
"""
from __future__ import annotations

from api.games.btwixt.bidding import ally_immune
from api.games.btwixt.state import ally_council, card, councils_of


def scope_councils(state, ctx, scope) -> list[int]:
    you, n = ctx["you"], state["n"]
    mine = councils_of(state, you)
    k = ally_council(state, ctx.get("ally")) if ctx.get("ally") else None
    if scope == "not_yours":
        return [c for c in range(n) if c not in mine]
    if scope == "your_councils":
        return list(mine)
    if scope == "this_council":
        return [] if k is None else [k]
    if scope == "other_council":
        return [c for c in mine if c != k] if k in mine else []
    if scope == "winner_councils":
        return [] if state["winner"] is None else list(councils_of(state, state["winner"]))
    return list(range(n))  # any


def allies_in(state, ctx, ks, filt, kind):
    mx = (filt or {}).get("max_power")
    return [(k, a) for k in ks for a in state["councils"][k]["allies"]
            if a != ctx.get("ally") and (mx is None or card(state, a)["value"] <= mx)
            and not ally_immune(state, a, kind, ctx["you"])]


def kill_candidates(state, ctx, eff):
    return allies_in(state, ctx, scope_councils(state, ctx, eff["scope"]), eff.get("filter"),
                     "kill")
