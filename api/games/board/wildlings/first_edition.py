"""The 1st edition's fixed wildling outcome (board-1e.md 5.21.2; section 12 row 18): there are
no wildling cards. The attack machinery treats the outcome as the only record of the
edition's wildling list (``first_edition_outcome``), so bids, the highest/lowest bidder and
the Iron Throne's tie-break work as in the 2nd edition; this module says what happens:

- the Night's Watch wins: the highest bidder may take one of its used house cards back;
- the wildlings win: every house destroys units worth 2 mustering points, the lowest bidder
  units worth 4 (Footman 1, Knight 2, Ship 1).

[I] A house that owes 1 point and has only Knights left destroys a Knight: the debt is paid
with whole units, never by downgrading (the seed only says "units worth").
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


def _worth_options(state, frame, lang):
    return unit_options(state, frame, lang)


def _worth_apply(state, frame, action):
    events = destroy_unit(state, frame["house"], action["area"], action["unit"], frame["card"])
    cost = edition_of(state).unit_types[action["unit"]]["musterCost"]
    return events + push_choice(state, "destroy_worth", frame["house"],
                                left=frame["left"] - cost, card=frame["card"])


EFFECTS[CARD] = _outcome
register("destroy_worth", PENALTY, _worth_options, _worth_apply)
