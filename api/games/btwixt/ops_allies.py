"""Ops on allies (README §6.5): extra allies, killing, replacing, looking, recovering, moving.

The ally deck's top is the end of ``state["ally_deck"]``. In the Ally row variant (spec §5.16.3)
"the next ally" is the row ally right after the current one, and the deck's top joins the row's
right end first.
"""
from __future__ import annotations

from itertools import permutations

from api.games.btwixt.allies import allies_in, kill_candidates, scope_councils
from api.games.btwixt.bidding import ally_immune
from api.games.btwixt.effects import child_result, choose, op
from api.games.btwixt.placement import kill_current, unclaim
from api.games.btwixt.ops_tokens import return_to_supply
from api.games.btwixt.state import ally_council, card, councils_of


def next_ally(state: dict):
    if state["options"]["ally_row"]:
        if state["ally_deck"]:
            state["row"].append(state["ally_deck"].pop())
        return state["row"].pop(0) if state["row"] else None
    return state["ally_deck"].pop() if state["ally_deck"] else None


def start_current(state: dict, ally) -> None:
    state["current"] = ally
    state["cur_id"] = ally
    state["dr"] = ally if ally and card(state, ally)["timing"] == "during_round" else None


@op("reveal_extra_ally")
def op_reveal_extra_ally(state, fr, ev):
    r = child_result(fr)
    if r is not None:
        return r[0]
    eff, ctx = fr["eff"], fr["ctx"]
    allies = []
    for _ in range(eff["count"]):
        a = next_ally(state)
        if a is not None:
            allies.append(a)
    if not allies:
        return False
    ev.append({"type": "extra-ally-revealed", "allies": allies, "seat": ctx["you"]})
    entry = {"allies": allies, "rule": eff["placement"], "unclaimed": eff["unclaimed"],
             "keep": eff.get("keep"), "cond": eff.get("condition"),
             "ref": _ref(state, ctx, eff), "src_ally": bool(ctx.get("ally"))}
    if eff["when"] == "after_bid":
        # Accepted at 3f at this card's place in the order (README §4.1 step 8).
        entry.update(uid=ctx["src"], gen=state["played_at"].get(ctx["src"]),
                     acceptor=eff["acceptor"])
        state["sched"].append(entry)
        return True
    seat = ctx["you"] if eff["acceptor"] == "you" else state["winner"]
    if seat is None:
        unclaim(state, ev, allies, eff["unclaimed"])
        return True
    state["stack"].append(dict(entry, kind="accept", seat=seat, current=False, p={}))
    return None


def _ref(state, ctx, eff):
    if eff.get("reference") == "source_ally":
        return ctx.get("ally")
    if eff.get("reference") == "current_ally":
        return state.get("cur_id")
    return None


def _kill(state, ev, k, a):
    state["councils"][k]["allies"].remove(a)
    state["killed"].append(a)
    ev.append({"type": "ally-killed", "ally": a, "council": k})


@op("kill_ally")
def op_kill_ally(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["target"] == "current":
        cur = state["current"]
        if cur is None or ally_immune(state, cur, "kill", ctx["you"]):
            return False
        kill_current(state, ev)
        return True
    if eff["target"] == "chosen":
        v = choose(state, fr, "ally", ctx["you"],
                   lambda: [{"ally": a} for _, a in kill_candidates(state, ctx, eff)],
                   eff.get("optional"), "choose-ally")
        if v is None:
            return False
        _kill(state, ev, ally_council(state, v["ally"]), v["ally"])
        return True
    cands = kill_candidates(state, ctx, eff)
    ks = sorted({k for k, _ in cands})
    v = choose(state, fr, "council", ctx["you"], [{"council": k} for k in ks],
               eff.get("optional"), "choose-council")
    if v is None:
        return False
    here = [a for k, a in cands if k == v["council"]]
    pw = [card(state, a)["value"] for a in here]
    best = min(pw) if eff["target"] == "lowest_power" else max(pw)
    tied = [{"ally": a} for a, p in zip(here, pw) if p == best]
    a = choose(state, fr, "ally", ctx["you"], tied, prompt="choose-ally")["ally"]
    _kill(state, ev, v["council"], a)
    return True


@op("replace_current_ally")
def op_replace_current_ally(state, fr, ev):
    cur = state["current"]
    if cur is None:
        return False
    nothing_left = not state["ally_deck"] and not (state["options"]["ally_row"] and state["row"])
    state["ally_deck"].insert(0, cur)
    return_to_supply(state, state["current_tokens"])
    state["current_tokens"] = []
    # An empty deck means no current ally this round (README §6.5), not the same one again.
    new = None if nothing_left else next_ally(state)
    start_current(state, new)
    ev.append({"type": "current-ally-replaced", "old": cur, "new": new})
    return True


@op("look_at_allies")
def op_look_at_allies(state, fr, ev):
    eff, you = fr["eff"], fr["ctx"]["you"]
    count = eff["count"]
    row = state["row"][:1] if state["options"]["ally_row"] else []
    m = min(count - len(row), len(state["ally_deck"]))
    deck_part = state["ally_deck"][len(state["ally_deck"]) - m:][::-1]  # top first
    seen = row + deck_part
    if not seen:
        return False
    if "seen" not in fr:
        fr["seen"] = True
        ev.append({"type": "allies-looked-at", "seat": you, "count": len(seen)})
        ev.append({"type": "allies-seen", "seat": you, "allies": seen, "to": [you]})
    if eff["reorder"] and m > 1:
        v = choose(state, fr, "order", you, [{"order": list(p)} for p in permutations(deck_part)],
                   prompt="order-allies")
        state["ally_deck"][len(state["ally_deck"]) - m:] = v["order"][::-1]
        ev.append({"type": "allies-reordered", "seat": you})
    return True


@op("recover_killed_ally")
def op_recover_killed_ally(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    mx = (eff.get("filter") or {}).get("max_power")
    cands = [{"ally": a} for a in state["killed"] if mx is None or card(state, a)["value"] <= mx]
    v = choose(state, fr, "ally", ctx["you"], cands, eff.get("optional"), "choose-killed-ally")
    if v is None:
        return False
    to = eff["to"]
    if to == "this_council":
        k = ally_council(state, ctx.get("ally"))
        if k is None:
            return False
    elif to == "your_choice":
        k = choose(state, fr, "council", ctx["you"],
                   [{"council": c} for c in councils_of(state, ctx["you"])],
                   prompt="place-ally")["council"]
    state["killed"].remove(v["ally"])
    if to == "deck_top":
        if state["options"]["ally_row"]:
            state["row"].insert(0, v["ally"])  # right after the current ally (spec §5.16.3)
        else:
            state["ally_deck"].append(v["ally"])
        ev.append({"type": "ally-recovered", "ally": v["ally"], "council": None})
        return True
    # Recovered, not accepted: no "when accepted" ability and no placement rule (README §6.5).
    state["councils"][k]["allies"].append(v["ally"])
    ev.append({"type": "ally-recovered", "ally": v["ally"], "council": k})
    return True


@op("move_ally")
def op_move_ally(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    you = ctx["you"]
    mine = councils_of(state, you)
    this = ally_council(state, ctx.get("ally")) if ctx.get("ally") else None
    if eff["mode"] == "move":
        cands = allies_in(state, ctx, scope_councils(state, ctx, eff["from_scope"]),
                           eff.get("filter"), "move")
        v = choose(state, fr, "ally", you, [{"ally": a} for _, a in cands], eff.get("optional"),
                   "choose-ally")
        if v is None:
            return False
        a = v["ally"]
        src = ally_council(state, a)
        if eff["to"] == "your_other_council":
            dest = [c for c in mine if c != src]
        elif eff["to"] == "this_council":
            dest = [] if this is None else [this]
        else:
            dest = [c for c in mine if c != src]
        if not dest:
            return False
        k = choose(state, fr, "dest", you, [{"council": c} for c in dest],
                   prompt="place-ally")["council"]
        state["councils"][src]["allies"].remove(a)
        state["councils"][k]["allies"].append(a)
        ev.append({"type": "ally-moved", "ally": a, "from": src, "dest": k})
        return True
    if eff["first"] == "self":
        a1 = ctx.get("ally")
        if a1 is None or this is None or ally_immune(state, a1, "move", you):
            return False
        first_k = this
        v1 = {"ally": a1}
    else:
        c1 = allies_in(state, ctx, range(state["n"]), eff.get("filter"), "move")
        v1 = choose(state, fr, "ally", you, [{"ally": a} for _, a in c1], eff.get("optional"),
                    "choose-ally")
        if v1 is None:
            return False
        first_k = ally_council(state, v1["ally"])
    ks = scope_councils(state, ctx, eff["second_scope"])
    c2 = [a for k, a in allies_in(state, ctx, ks, eff.get("filter"), "move")
          if k != first_k and a != v1["ally"]]
    v2 = choose(state, fr, "ally2", you, [{"ally": a} for a in c2],
                eff.get("optional") and eff["first"] == "self", "choose-ally")
    if v2 is None:
        return False
    k2 = ally_council(state, v2["ally"])
    state["councils"][first_k]["allies"].remove(v1["ally"])
    state["councils"][k2]["allies"].remove(v2["ally"])
    state["councils"][first_k]["allies"].append(v2["ally"])
    state["councils"][k2]["allies"].append(v1["ally"])
    ev.append({"type": "allies-swapped", "allies": [v1["ally"], v2["ally"]],
               "councils": [first_k, k2]})
    return True
