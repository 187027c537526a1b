"""Accepting an ally into council (spec §4.1 step 3c-3d, §5.7; README §4.8).

One ``accept`` frame handles both the current ally (3d) and extra allies (``reveal_extra_ally``):
``{"kind": "accept", "allies": [...], "seat": P, "current": bool, "rule": source rule or None,
"ref": reference ally, "src_ally": bool, "keep": 1|None, "cond": condition|None,
"unclaimed": mode}``.
"""
from __future__ import annotations

from api.engine.flow import hand_back
from api.games.btwixt.cards import pool_of
from api.games.btwixt.effects import Wait, choose, condition, push_fx, resume
from api.games.btwixt.ops_tokens import return_to_supply
from api.games.btwixt.state import (ally_council, card, council_power, councils_of, left,
                                    right, shared_council)


def own_rule(state: dict, ally: str):
    """The ally's own placement text, if its "when accepted" ability starts with one."""
    rec = card(state, ally)
    eff = rec["effect"]
    if rec["timing"] != "on_accept" or not eff:
        return None
    if eff["op"] == "sequence":
        eff = eff["steps"][0]
    return eff if eff["op"] == "restrict_placement" else None


def on_accept_rest(state: dict, ally: str):
    """The rest of a "when accepted" ability, which resolves after placement (spec §4.1 3d)."""
    rec = card(state, ally)
    eff = rec["effect"]
    if rec["timing"] != "on_accept" or not eff or eff["op"] == "restrict_placement":
        return None
    if eff["op"] == "sequence" and eff["steps"][0]["op"] == "restrict_placement":
        rest = eff["steps"][1:]
        return rest[0] if len(rest) == 1 else dict(eff, steps=rest)
    return eff


def rule_councils(state: dict, seat: int, rule: str, ref=None) -> list[int]:
    """Councils a placement rule allows; [] = it names none. Equal comparisons allow both."""
    mine = list(councils_of(state, seat))
    a, b = mine
    cs = state["councils"]

    def pick(x, y, higher):
        if x == y:
            return mine
        return [a] if (x > y) == higher else [b]

    if rule in ("more_allies", "fewer_allies"):
        return pick(len(cs[a]["allies"]), len(cs[b]["allies"]), rule == "more_allies")
    if rule in ("higher_ally_power", "lower_ally_power"):
        return pick(council_power(state, a), council_power(state, b), rule == "higher_ally_power")
    if rule == "highest_power_ally":
        # No ally, or the top power tied across both councils: the ruler chooses (spec D17).
        top = [max((card(state, x)["value"] for x in cs[k]["allies"]), default=0) for k in mine]
        return pick(top[0], top[1], True)
    if rule == "left_council":
        return [a]
    if rule == "right_council":
        return [b]
    if rule == "shared_with_runner_up":
        tots = state["totals"] or [0] * state["n"]
        best = max(tots[s] for s in range(state["n"]) if s != seat)
        ks = [shared_council(state, seat, s) for s in range(state["n"])
              if s != seat and tots[s] == best]
        ks = sorted({k for k in ks if k is not None})
        return ks or mine
    if rule == "other_council":
        k = ally_council(state, ref) if ref else None
        return [c for c in mine if c != k] if k in mine else mine
    if rule == "shared_with_winner":
        w = state["winner"]
        k = None if w is None or w == seat else shared_council(state, seat, w)
        return [] if k is None else [k]
    return mine  # free


def _applies(state, when, holder, winner):
    if when == "you_win":
        return holder == winner
    if when == "other_wins":
        return holder != winner
    if when == "neighbour_wins":
        return holder != winner and holder in (left(state, winner), right(state, winner))
    return True


def influence_restriction(state: dict, winner: int):
    """The one influence-card restriction on the current ally (README §4.8 step 3): Puppets
    combine by the seed's count rule; then the latest-played restriction decides (spec D7)."""
    found = []
    lw, rw = left(state, winner), right(state, winner)
    counts = {lw: [], rw: []}
    pool = pool_of(state)
    placers = pool.with_ability("end_of_round", "restrict_placement")
    for s, pile in enumerate(state["piles"]):
        for u in pile:
            if u not in placers:
                continue
            e = pool.uid_rec[u]["effect"]
            seq = state["played_at"].get(u, 0)
            if e["rule"] == "puppet":
                # A Puppet in the winner's own pile or a non-neighbour's does nothing (D18).
                if s in counts and s != winner:
                    counts[s].append(seq)
            elif _applies(state, e["applies_when"], s, winner):
                found.append((seq, e["rule"], s))
    if len(counts[lw]) != len(counts[rw]):
        side = lw if len(counts[lw]) > len(counts[rw]) else rw
        # the combined restriction dates from the latest-played Puppet counted
        found.append((max(counts[lw] + counts[rw]), "puppet", side))
    return max(found) if found else None


def unclaim(state: dict, ev: list, allies: list, mode: str) -> None:
    for a in allies:
        if mode == "kill":
            state["killed"].append(a)
        else:
            state["ally_deck"].insert(0, a)
        ev.append({"type": "ally-unclaimed", "ally": a, "to_place": mode})


def accept_auto(state: dict, fr: dict) -> list:
    ev: list = []
    resume(fr)
    try:
        _accept(state, fr, ev)
    except Wait:
        pass
    return ev


def _done(state, fr):
    """Pop the accept frame; an ability that revealed the ally learns it is done."""
    stack = state["stack"]
    if len(stack) > 1 and stack[-2]["kind"] == "fx":
        hand_back(state, {"done": True, "that": None})
    else:
        stack.pop()


def _accept(state, fr, ev):
    if fr.get("stage") == "after":
        return _done(state, fr)
    P, allies = fr["seat"], fr["allies"]
    if fr.get("cond") and not condition(state, {"you": P}, fr["cond"]):
        unclaim(state, ev, allies, fr["unclaimed"])
        return _done(state, fr)
    ally = allies[0]
    if len(allies) > 1:
        ally = choose(state, fr, "keep", P, [{"ally": a} for a in allies],
                      prompt="keep-ally")["ally"]
    if "council" in fr["p"]:
        k = fr["p"]["council"]["council"]  # this runs again once the council is picked
    else:
        legal = _legal_councils(state, fr, P, ally)
        if not legal:
            unclaim(state, ev, allies, fr["unclaimed"])
            return _done(state, fr)
        k = choose(state, fr, "council", P, [{"council": c} for c in legal],
                   prompt="place-ally")["council"]
    unclaim(state, ev, [a for a in allies if a != ally], fr["unclaimed"])
    state["councils"][k]["allies"].append(ally)
    ev.append({"type": "ally-accepted", "seat": P, "ally": ally, "council": k,
               "extra": not fr["current"]})
    if fr["current"]:
        # Tokens riding on the current ally follow it into its council (spec D16).
        state["councils"][k]["tokens"].extend(state["current_tokens"])
        state["current_tokens"] = []
        state["current"] = None
    fr["stage"] = "after"
    rest = on_accept_rest(state, ally)
    if rest is not None:
        push_fx(state, rest, {"you": P, "src": ally, "ally": ally})
        return None
    return _done(state, fr)


def _legal_councils(state, fr, P, ally) -> list[int]:
    """The councils ``ally`` may go to (README §4.8): its own text, an influence card's or the
    text of the card that revealed it; [] when a text names none."""
    mine = list(councils_of(state, P))
    own = own_rule(state, ally)
    if own and own.get("override"):
        return rule_councils(state, P, own["rule"])
    if fr["current"]:
        if own:
            legal = rule_councils(state, P, own["rule"])
        else:
            r = influence_restriction(state, P)
            if r is None:
                legal = mine
            elif r[1] == "puppet":
                legal = [shared_council(state, P, r[2])]
            elif r[1] == "holder_chooses":
                legal = [choose(state, fr, "holder", r[2], [{"council": k} for k in mine],
                                prompt="holder-places-ally")["council"]]
            else:
                legal = rule_councils(state, P, r[1])
        return legal or mine
    src = rule_councils(state, P, fr["rule"], fr.get("ref")) if fr["rule"] else None
    if own and src is not None and fr.get("src_ally"):
        # Two allies in conflict: the placing ruler chooses which text to follow (spec D7).
        mine_rule = rule_councils(state, P, own["rule"])
        v = choose(state, fr, "rule", P, [{"rule": 0}, {"rule": 1}] if mine_rule != src
                   else [{"rule": 0}], prompt="choose-placement-rule")
        return mine_rule if v["rule"] == 0 else src
    if own:
        return rule_councils(state, P, own["rule"])
    return src if src is not None else mine


def kill_current(state: dict, ev: list) -> None:
    """The current ally dies: its tokens go back to the supply (spec §5.17), its "during this
    round" effect ends, the bid still resolves (spec D9)."""
    cur = state["current"]
    state["killed"].append(cur)
    return_to_supply(state, state["current_tokens"])
    ev.append({"type": "ally-killed", "ally": cur, "council": None,
               "tokens_returned": len(state["current_tokens"])})
    state["current_tokens"] = []
    if state["dr"] == cur:
        state["dr"] = None
    state["current"] = None
