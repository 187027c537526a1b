"""The 1st edition's fixed wildling outcome (board-1e.md 5.21.2; section 12 row 18): there are
no wildling cards. The attack machinery treats the outcome as the only record of the
edition's wildling list (``first_edition_outcome``), so bids, the highest/lowest bidder and
the Iron Throne's tie-break work as in the 2nd edition; this module says what happens:

- the Night's Watch wins: the highest bidder may take one of its used house cards back;
- the wildlings win: every house destroys units worth 2 mustering points, the lowest bidder
  units worth 4 (Footman 1, Knight 2, Ship 1).

The units destroyed are a minimal set (A19, AS-41): no unit among them may be spared while
the rest still pay the debt. With costs of 1 and 2 and even debts, that means paying exactly
what is owed whenever the house's units are worth more; so a unit is offered only if what
then remains owed can still be paid exactly by the units left (a Knight and three Footmen
for 4, or a Footman then a Knight for 2, are refused). A house worth the debt or less loses
everything. [I] Whole units, never a downgrade (the seed only says "units worth").
"""
from __future__ import annotations

from api.games.board.edition import edition_of
from api.games.board.wildlings.cards import EFFECTS
from api.games.board.wildlings.choice import (PENALTY, destroy_unit, push_choice, register,
                                              unit_options)

CARD = "first_edition_outcome"
OWED = {"lowest": 4, "other": 2}


def _outcome(state, frame, house, role):
    if role == "highest":
        return push_choice(state, "retrieve_card", house, card=frame["card"])
    return push_choice(state, "destroy_worth", house, left=OWED[role], card=frame["card"])


def _payable(costs: list[int], owed: int) -> bool:
    """Whether some of ``costs`` add up to exactly ``owed``."""
    sums = {0}
    for c in costs:
        sums |= {x + c for x in sums if x + c <= owed}
    return owed in sums


def _worth_options(state, frame, lang):
    cost = {t: rec["musterCost"] for t, rec in edition_of(state).unit_types.items()}
    costs = [cost[u["type"]] for st in state["areas"].values() for u in st["units"]
             if u["house"] == frame["house"]]
    owed = frame["left"]
    opts = unit_options(state, frame, lang)
    if sum(costs) <= owed:
        return opts                      # everything goes: any order will do
    keep = []
    for o in opts:
        c = cost[o["action"]["unit"]]
        rest = list(costs)
        rest.remove(c)
        if c <= owed and _payable(rest, owed - c):
            keep.append(o)
    return keep


def _worth_apply(state, frame, action):
    events = destroy_unit(state, frame["house"], action["area"], action["unit"], frame["card"])
    cost = edition_of(state).unit_types[action["unit"]]["musterCost"]
    return events + push_choice(state, "destroy_worth", frame["house"],
                                left=frame["left"] - cost, card=frame["card"])


EFFECTS[CARD] = _outcome
register("destroy_worth", PENALTY, _worth_options, _worth_apply)
