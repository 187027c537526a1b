"""Bidding (spec §4.1 steps 2-3b, §5.3-§5.6): card values, bid totals, the winner, and the
round-long rule changes (``state["mods"]``) that cards and "during this round" allies make.

A mod is ``{"t": "restrict" | "rules" | "immune" | "total", "seat": who made it, "seq": play
order, ...op params}``. The current ally's "during this round" effect is not stored as a mod: it
is read from ``state["dr"]`` (the ally whose effect is in force) so that killing or replacing that
ally ends it at once (README §4.1).
"""
from __future__ import annotations

from api.games.btwixt.cards import pool_of
from api.games.btwixt.state import card, councils_of, ally_council, clockwise_from

# Red, green and purple differ in no rule; colour is a card attribute that some cards name
# (spec D3).
BASIC = ("red", "green", "purple")


def _inner(eff: dict | None, state: dict):
    """The live part of a passive effect: a ``conditional`` on the season is unwrapped."""
    if eff and eff["op"] == "conditional":
        test = eff["if"]
        if test.get("test") == "season_is" and state["season"] == test.get("season"):
            return eff["then"]
        return None
    return eff


def card_value(state: dict, uid: str, holder: int | None) -> int:
    """Effective influence value: printed + passive ``modify_influence`` (never below 0)."""
    return _value(state, card(state, uid), uid, holder)


def _value(state: dict, rec: dict, uid: str, holder: int | None) -> int:
    v = rec["value"]
    if rec["timing"] == "passive":
        eff = _inner(rec["effect"], state)
        if eff and eff["op"] == "modify_influence" and eff["target"] == "self":
            per = eff.get("per")
            if per is None:
                bonus = eff["amount"]
            elif per == "allies_in_killed_pile":
                bonus = eff["amount"] * len(state["killed"])
            else:  # other_cards_of_colour_in_your_pile
                pile = state["piles"][holder] if holder is not None else []
                bonus = eff["amount"] * sum(1 for u in pile if u != uid
                                            and card(state, u)["colour"] == eff["colour"])
            if "max_bonus" in eff:
                bonus = min(bonus, eff["max_bonus"])
            v += bonus
    return max(v, 0)


def bid_total(state: dict, seat: int, extra: str | None = None) -> int:
    # A knelt ruler's pile still counts and can still be changed by abilities (spec D22).
    """Bid-pile total of a seat; ``extra`` adds the card being played (README §4.4)."""
    return _pile_total(state, pool_of(state).uid_rec, seat, extra)


def _pile_total(state: dict, recs: dict, seat: int, extra: str | None = None) -> int:
    t = 0
    for u in state["piles"][seat]:
        rec = recs[u]
        # Only a passive ability changes a value; most cards are worth what they print.
        v = rec["value"] if rec["timing"] != "passive" else _value(state, rec, u, seat)
        t += v if v > 0 else 0
    if extra is not None:
        t += _value(state, recs[extra], extra, seat)
    for m in state["mods"]:
        if m["t"] == "total" and m["who"] == seat:
            t += m["amount"]
    return t if t > 0 else 0


def dr_effect(state: dict):
    # "During this round" texts have no "you": they are read literally, for all rulers (D8).
    ally = state.get("dr")
    return card(state, ally)["effect"] if ally else None


def _rules_sources(state: dict, key: str):
    """(is_ally, seq, params) of every rule change in force that sets ``key``."""
    found = []
    eff = dr_effect(state)
    if eff and eff["op"] == "change_bid_rules" and key in eff:
        found.append((1, 0, eff, None))
    for m in state["mods"]:
        if m["t"] == "rules" and key in m:
            found.append((0, m["seq"], m, m["seat"]))
    pool = pool_of(state)
    rule_cards = pool.with_ability("passive", "change_bid_rules")
    for s, pile in enumerate(state["piles"]):
        for u in pile:
            if u in rule_cards:
                e = pool.uid_rec[u]["effect"]
                if key in e:
                    found.append((0, state["played_at"].get(u, 0), e, s))
    return found


def governing_rule(state: dict, key: str):
    """Ally beats influence card; among influence cards the later-played one (README §4.9,
    spec §10 D7)."""
    found = _rules_sources(state, key)
    if not found:
        return None
    return max(found, key=lambda f: (f[0], f[1]))


def winner_tokens(state: dict) -> int:
    g = governing_rule(state, "winner_tokens")
    return 1 if g is None else g[2]["winner_tokens"]


def totals(state: dict) -> list[int]:
    recs = pool_of(state).uid_rec
    return [_pile_total(state, recs, s) for s in range(state["n"])]


def bid_winner(state: dict, tots: list[int]) -> int:
    """Highest total; ties go to the tied ruler nearest the first player clockwise (spec §5.6),
    unless a tie rule is in force."""
    top = max(tots)
    order = clockwise_from(state, state["first"])
    tied = [s for s in order if tots[s] == top]
    if len(tied) > 1:
        g = governing_rule(state, "tie_break")
        if g is not None:
            rule = g[2]["tie_break"]
            if rule == "farthest":
                return tied[-1]
            if rule == "holder" and g[3] in tied:
                return g[3]
            if rule == "named_ruler" and g[2].get("named") in tied:
                return g[2]["named"]
    return tied[0]


def _restrictions(state: dict, pool) -> list[dict]:
    """The play restrictions in force: the "during this round" ally's, then the mods."""
    found = []
    ally = state.get("dr")  # as dr_effect reads it
    if ally:
        eff = pool.uid_rec[ally]["effect"]
        if eff and eff["op"] == "restrict_play":
            found.append(eff)
    for m in state["mods"]:
        if m["t"] == "restrict":
            found.append(m)
    return found


def may_play(state: dict, seat: int, uid: str, pool=None) -> bool:
    return bool(playable(state, seat, [uid], pool))


def playable(state: dict, seat: int, hand: list, pool=None) -> list[str]:
    """The cards of ``hand`` that ``seat`` may play now, in hand order. May be ``hand`` itself
    (read it, never change it). ``pool``: the game's, if the caller has it at hand."""
    if pool is None:
        pool = pool_of(state)
    limits = _restrictions(state, pool) if state["mods"] or state["dr"] else ()
    if not limits and pool.white.isdisjoint(hand):
        return hand  # the usual case: nothing restricts these cards
    # A card is forbidden if any restriction forbids it: the restrictions, summed up once.
    colours, most, least = set(), None, None
    for r in limits:
        if "max_cards_per_ruler" in r and state["played"][seat] >= r["max_cards_per_ruler"]:
            return []
        for c in r.get("forbid_colours", ()):
            if c in BASIC:
                colours.add(c)
        if "forbid_value_at_most" in r:
            v = r["forbid_value_at_most"]
            most = v if most is None else max(most, v)
        if "forbid_value_at_least" in r:
            v = r["forbid_value_at_least"]
            least = v if least is None else min(least, v)
    recs, ruler, anyone = pool.uid_rec, state["rulers"][seat], state["options"]["vece"]
    out = []
    for u in hand:
        rec = recs[u]
        if rec["kind"] == "unique" and not anyone and rec["ruler"] != ruler:
            continue  # another ruler's white card (spec §5.15.1)
        value = rec["value"]
        if rec["colour"] in colours or (most is not None and value <= most) \
                or (least is not None and value >= least):
            continue
        out.append(u)
    return out


def immunities(state: dict):
    """The protections in force this round: the "during this round" ally's, then the mods."""
    eff = dr_effect(state)
    if eff and eff["op"] == "immune":
        yield dict(eff, seat=None)
    for m in state["mods"]:
        if m["t"] == "immune":
            yield m


def _blocked(m: dict, kind: str, actor) -> bool:
    if kind not in m["from"]:
        return False
    return m.get("against", "all") == "all" or actor != m["seat"]


def card_immune(state: dict, uid: str, kind: str, actor, shields=None) -> bool:
    """Is this bid-pile card protected from an ability of ``kind`` made by ``actor``?
    ``shields``: ``list(immunities(state))`` from a caller that checks many cards."""
    rec = card(state, uid)
    e = rec["effect"]
    if rec["timing"] == "passive" and e and e["op"] == "immune" and e["scope"] == "self" \
            and kind in e["from"]:
        return True
    for m in immunities(state) if shields is None else shields:
        if m["scope"] == "all_bid_piles" or (
                m["scope"] == "your_bid_pile" and uid in state["piles"][m["seat"]]):
            if _blocked(m, kind, actor):
                return True
    return False


def ally_immune(state: dict, ally: str, kind: str, actor) -> bool:
    """Is this ally protected from an ability of ``kind`` (kill / move)?"""
    rec = card(state, ally)
    e = rec["effect"]
    if rec["timing"] == "passive" and e["scope"] == "self" and kind in e["from"]:
        return True
    k = ally_council(state, ally)
    if k is not None:
        for other in state["councils"][k]["allies"]:
            rec = card(state, other)
            oe = rec["effect"]
            if rec["timing"] != "passive" or oe["op"] != "immune" or kind not in oe["from"]:
                continue
            if oe["scope"] == "this_council" or (oe["scope"] == "this_council_others"
                                                 and other != ally):
                return True
    for m in immunities(state):
        if m["scope"] == "all_allies" or (
                m["scope"] == "your_councils" and k is not None
                and k in councils_of(state, m["seat"])):
            if _blocked(m, kind, actor):
                return True
    return False
