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
    rec = card(state, uid)
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
    t = sum(card_value(state, u, seat) for u in state["piles"][seat])
    if extra is not None:
        t += card_value(state, extra, seat)
    t += sum(m["amount"] for m in state["mods"] if m["t"] == "total" and m["who"] == seat)
    return max(t, 0)


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
    for s, pile in enumerate(state["piles"]):
        for u in pile:
            rec = card(state, u)
            e = rec["effect"]
            if rec["timing"] == "passive" and e and e["op"] == "change_bid_rules" and key in e:
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
    return [bid_total(state, s) for s in range(state["n"])]


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


def _restrictions(state: dict):
    eff = dr_effect(state)
    if eff and eff["op"] == "restrict_play":
        yield eff
    for m in state["mods"]:
        if m["t"] == "restrict":
            yield m


def may_play(state: dict, seat: int, uid: str) -> bool:
    if not state["mods"] and not state["dr"] and uid not in pool_of(state).white:
        return True
    rec = card(state, uid)
    if rec["kind"] == "unique" and not state["options"]["vece"] \
            and rec["ruler"] != state["rulers"][seat]:
        return False
    for r in _restrictions(state):
        if rec["colour"] in BASIC and rec["colour"] in r.get("forbid_colours", ()):
            return False
        if "forbid_value_at_most" in r and rec["value"] <= r["forbid_value_at_most"]:
            return False
        if "forbid_value_at_least" in r and rec["value"] >= r["forbid_value_at_least"]:
            return False
        if "max_cards_per_ruler" in r and state["played"][seat] >= r["max_cards_per_ruler"]:
            return False
    return True


def _immunities(state: dict):
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


def card_immune(state: dict, uid: str, kind: str, actor) -> bool:
    """Is this bid-pile card protected from an ability of ``kind`` made by ``actor``?"""
    rec = card(state, uid)
    e = rec["effect"]
    if rec["timing"] == "passive" and e and e["op"] == "immune" and e["scope"] == "self" \
            and kind in e["from"]:
        return True
    for m in _immunities(state):
        if m["scope"] == "all_bid_piles" or (
                m["scope"] == "your_bid_pile" and uid in state["piles"][m["seat"]]):
            if _blocked(m, kind, actor):
                return True
    return False


def ally_immune(state: dict, ally: str, kind: str, actor) -> bool:
    """Is this ally protected from an ability of ``kind`` (kill / move)?"""
    e = card(state, ally)["effect"]
    if card(state, ally)["timing"] == "passive" and e["scope"] == "self" and kind in e["from"]:
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
    for m in _immunities(state):
        if m["scope"] == "all_allies" or (
                m["scope"] == "your_councils" and k is not None
                and k in councils_of(state, m["seat"])):
            if _blocked(m, kind, actor):
                return True
    return False
