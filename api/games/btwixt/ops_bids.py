"""Ops on bid piles, turns and bidding rules (README §6.2, §6.3, §6.7).

"You" on an influence card is the ruler whose pile holds it (spec §5.4): the fx context's
``you`` is set from the holder when the ability starts, so a moved card speaks for its new holder.
"""
from __future__ import annotations

import json

from api.games.btwixt.bidding import card_immune, immunities
from api.games.btwixt.cards import pool_of
from api.games.btwixt.effects import child_result, choose, op, push_fx, rulers
from api.games.btwixt.state import card, take_from_pile, to_discard, to_hand


def _seq(state: dict, ctx: dict) -> int:
    return state["played_at"].get(ctx.get("src"), state["seq"])


def pile_cards(state, ctx, seats, filt, kind):
    """Bid-pile cards of ``seats`` an ability of ``kind`` may pick (never its own card)."""
    mx = (filt or {}).get("max_value")
    recs = pool_of(state).uid_rec
    shields = list(immunities(state))
    out = []
    for s in seats:
        for u in state["piles"][s]:
            if u == ctx.get("src"):
                continue
            if mx is not None and recs[u]["value"] > mx:
                continue
            if kind and card_immune(state, u, kind, ctx["you"], shields):
                continue
            out.append({"card": u})
    return out


def _from_seats(state, ctx, sel):
    you = ctx["you"]
    if sel == "you":
        return [you]
    if sel == "chosen_other":
        return [s for s in range(state["n"]) if s != you]
    return list(range(state["n"]))  # chosen_any


@op("move_bid_card")
def op_move_bid_card(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["card"] == "self":
        to = rulers(state, fr, eff["to"], eff.get("ruler_filter"), "to", eff.get("optional"))
        if not to or not ctx.get("playing"):
            return False
        # The card goes straight into that pile instead of its player's (spec §4.1, §5.4).
        state["piles"][to[0]].append(ctx["src"])
        ev.append({"type": "bid-card-moved", "card": ctx["src"], "from": ctx["you"], "dest": to[0]})
        return True
    v = choose(state, fr, "card", ctx["you"], lambda: pile_cards(
        state, ctx, _from_seats(state, ctx, eff["from"]), eff.get("filter"), "move"),
        eff.get("optional"), "choose-bid-card")
    if v is None:
        return False
    to = rulers(state, fr, eff["to"], eff.get("ruler_filter"), "to")
    if not to:
        return False
    src = take_from_pile(state, v["card"])
    state["piles"][to[0]].append(v["card"])
    ev.append({"type": "bid-card-moved", "card": v["card"], "from": src, "dest": to[0]})
    return True


def _return(state, ev, uid):
    holder = take_from_pile(state, uid)
    where = to_hand(state, holder, uid)
    ev.append({"type": "bid-card-returned", "card": uid, "seat": holder, "to_place": where})


@op("return_to_hand")
def op_return_to_hand(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["when"] == "cleanup":
        # Marks the card; at clean-up it goes to whoever holds it then (spec §5.4, §10 D27).
        state["marks"][ctx["src"]] = True
        return True
    if eff["card"] == "top":
        done = False
        for s in rulers(state, fr, eff["from"], None, "from"):
            pile = state["piles"][s]
            if pile and pile[-1] != ctx["src"] and not card_immune(state, pile[-1], "return",
                                                                    ctx["you"]):
                _return(state, ev, pile[-1])
                done = True
        return done
    v = choose(state, fr, "card", ctx["you"], lambda: pile_cards(
        state, ctx, _from_seats(state, ctx, eff["from"]), eff.get("filter"), "return"),
        eff.get("optional"), "choose-bid-card")
    if v is None:
        return False
    _return(state, ev, v["card"])
    return True


@op("discard_bid_card")
def op_discard_bid_card(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["card"] == "top":
        cands = []
        for s in rulers(state, fr, eff["from"], None, "from"):
            pile = state["piles"][s]
            if pile and not card_immune(state, pile[-1], "discard", ctx["you"]):
                cands.append({"card": pile[-1]})
        picks = cands
    else:
        v = choose(state, fr, "card", ctx["you"], lambda: pile_cards(
            state, ctx, _from_seats(state, ctx, eff["from"]), eff.get("filter"), "discard"),
            eff.get("optional"), "choose-bid-card")
        picks = [] if v is None else [v]
    for v in picks:
        holder = take_from_pile(state, v["card"])
        where = to_discard(state, v["card"])
        ev.append({"type": "bid-card-discarded", "card": v["card"], "seat": holder,
                   "to_place": where})
    return bool(picks)


@op("modify_influence")
def op_modify_influence(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["target"] == "self":
        return False  # a passive value change, read by bidding.card_value
    done = False
    for s in rulers(state, fr, eff["who"], None, "who", eff.get("optional")):
        state["mods"].append({"t": "total", "who": s, "amount": eff["amount"],
                              "seat": ctx["you"], "seq": _seq(state, ctx)})
        ev.append({"type": "bid-total-modified", "seat": s, "amount": eff["amount"]})
        done = True
    return done


_COPYABLE: dict[tuple[str, str], bool] = {}  # (pool path, uid) -> bool; pools never change


def _copyable(pool, uid: str) -> bool:
    """Has the card an "on play" ability that copies nothing itself (no copy of a copy)?"""
    key = (pool.path, uid)
    ok = _COPYABLE.get(key)
    if ok is None:
        rec = pool.uid_rec[uid]
        ok = _COPYABLE[key] = rec["timing"] == "on_play" \
            and "copy_effect" not in json.dumps(rec["effect"])
    return ok


@op("copy_effect")
def op_copy_effect(state, fr, ev):
    if child_result(fr) is not None:
        return True
    ctx = fr["ctx"]
    pool = pool_of(state)
    cands = [{"card": u} for pile in state["piles"] for u in pile
             if u != ctx["src"] and _copyable(pool, u)]
    v = choose(state, fr, "card", ctx["you"], cands, fr["eff"].get("optional"), "choose-copy")
    if v is None:
        return False
    ev.append({"type": "effect-copied", "seat": ctx["you"], "card": ctx["src"], "copied": v["card"]})
    # "self" in the copied text means the copying card (README §6.2).
    push_fx(state, card(state, v["card"])["effect"], dict(ctx))
    return None


@op("kneel")
def op_kneel(state, fr, ev):
    eff = fr["eff"]
    done = False
    for s in rulers(state, fr, eff["who"], eff.get("ruler_filter"), "who", eff.get("optional")):
        if not state["knelt"][s]:
            state["knelt"][s] = True
            ev.append({"type": "ruler-knelt", "seat": s, "forced": True})
            done = True
    return done


@op("restrict_play")
def op_restrict_play(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    m = {"t": "restrict", "seat": ctx["you"], "seq": _seq(state, ctx)}
    for k in ("forbid_colours", "forbid_value_at_most", "forbid_value_at_least",
              "max_cards_per_ruler"):
        if k in eff:
            m[k] = eff[k]
    if "choose_colour_from" in eff:
        v = choose(state, fr, "colour", ctx["you"], [{"colour": c} for c in eff["choose_colour_from"]],
                   eff.get("optional"), "choose-colour")
        if v is None:
            return False
        m["forbid_colours"] = [v["colour"]]
    state["mods"].append(m)
    ev.append({"type": "play-restricted", "seat": ctx["you"],
               **{k: v for k, v in m.items() if k not in ("t", "seat", "seq")}})
    return True


@op("change_bid_rules")
def op_change_bid_rules(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["duration"] != "round":
        return False  # while_in_pile: read from the pile by bidding.governing_rule
    m = {"t": "rules", "seat": ctx["you"], "seq": _seq(state, ctx)}
    for k in ("winner_tokens", "tie_break"):
        if k in eff:
            m[k] = eff[k]
    if eff.get("tie_break") == "named_ruler":
        v = choose(state, fr, "named", ctx["you"], [{"seat": s} for s in range(state["n"])],
                   prompt="name-ruler")
        m["named"] = v["seat"]
    state["mods"].append(m)
    ev.append({"type": "bid-rules-changed", "seat": ctx["you"],
               **{k: v for k, v in m.items() if k not in ("t", "seat", "seq")}})
    return True


@op("immune")
def op_immune(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    if eff["duration"] != "round":
        return False  # while_in_play: read continuously by bidding.*_immune
    state["mods"].append({"t": "immune", "seat": ctx["you"], "scope": eff["scope"],
                          "from": eff["from"], "against": eff.get("against", "all")})
    ev.append({"type": "protection-granted", "seat": ctx["you"], "scope": eff["scope"],
               "from": eff["from"]})
    return True


@op("restrict_placement")
def op_restrict_placement(state, fr, ev):
    return False  # applied by placement.py when the ally is placed (spec §5.7)


@op("modify_power")
def op_modify_power(state, fr, ev):
    return False  # applied by scoring.py at game end (spec §10 D23)
