"""Section 11 acceptance scenarios of board-1e.md played on the 1st edition (board1e), each test
named by its AS id. Many rules are shared with the 2nd edition; these still run on the 1st
edition's map, data and rule switches. The spec's abstract areas (L1, S1...) are given real
1st-edition areas with the same adjacency; where the reconstructed house cards have no card
with a scenario's printed values, a card with the nearest values is used and the totals are
checked from its values."""
from __future__ import annotations

import pytest

from api.games import board as B
from api.games.board.edition import edition_named
from tests.games.board.board_helpers import clear_board
from tests.games.board.test_combat_kit import (act, attack, cards, finish, order, pick, put,
                                               seat, top, units)

ED = edition_named("1e")


def arena(players=5, blade=False, iron_throne=None, fiefdoms=None, **options):
    """A 1st-edition game with an empty board and nothing pending; the Valyrian Blade starts
    used unless ``blade``."""
    s = B.new(players, options, 1, "1e")
    clear_board(s)
    s["stack"] = []
    s["blade_used"] = not blade
    if iron_throne:
        s["tracks"]["iron_throne"] = list(iron_throne)
    if fiefdoms:
        s["tracks"]["fiefdoms"] = list(fiefdoms)
    return s


def offered(s, house):
    return [o["action"] for d in B.decisions(s, seat(s, house)) for o in d["options"]]


def strength_of(events, kind="combat-strength"):
    return next(e for e in events if e["type"] == kind)["strength"]


# -- combat -------------------------------------------------------------------------------


def _as27():
    """Stark marches 2 Knights from Harrenhal (L1) into Crackclaw Point (L2) with the special
    March; Lannister defends with a Footman and Defense +1; King's Landing (L3) holds a
    Lannister Support with a Knight, the Narrow Sea (S1) a Stark Support with a Ship,
    Shipbreaker Bay (S2) a Baratheon Support with 2 Ships. Lannister holds the unused Blade;
    turn order (the reversed Iron Throne track) ends Baratheon, Stark, Lannister."""
    s = arena(blade=True, iron_throne=["lannister", "stark", "baratheon", "tyrell", "greyjoy"],
              fiefdoms=["lannister", "stark", "baratheon", "tyrell", "greyjoy"])
    put(s, "harrenhal", "stark", "knight", "knight")
    put(s, "crackclaw_point", "lannister", "footman")
    order(s, "crackclaw_point", "lannister", "defense_1")
    put(s, "kings_landing", "lannister", "knight")
    order(s, "kings_landing", "lannister", "support_1")
    put(s, "the_narrow_sea", "stark", "ship")
    order(s, "the_narrow_sea", "stark", "support_1")
    put(s, "shipbreaker_bay", "baratheon", "ship", "ship")
    order(s, "shipbreaker_bay", "baratheon", "support_1")
    attack(s, "stark", "harrenhal", "crackclaw_point", token="march_s")
    return s


def test_as27_full_combat_with_supports_cards_and_the_blade():
    s = _as27()
    events = []
    for house, area, side in [("baratheon", "shipbreaker_bay", "attacker"),
                              ("stark", "the_narrow_sea", "attacker"),
                              ("lannister", "kings_landing", "defender")]:
        assert top(s) == [(house, "declare_support")]           # in turn order
        events += pick(s, house, area=area, side=side)
    # 1st edition (row 44): Stark is never asked to accept Baratheon's support
    assert not any(e["type"] in ("support-accepted", "support-declined") for e in events)
    assert strength_of(events, "combat-initial-strength") == {"stark": 4 + 1 + 2 + 1,
                                                              "lannister": 1 + 1 + 2}
    # the reconstruction has no Stark card of strength 1 with a Sword: the Blackfish (1, no
    # icons) against Ser Gregor (3, 3 Swords) keeps the scenario's 9-8 finish
    events = cards(s, stark="the_blackfish", lannister="ser_gregor_clegane")
    assert top(s) == [("lannister", "use_valyrian_blade")]
    events += pick(s, "lannister", use="plus_one")
    assert strength_of(events) == {"stark": 9, "lannister": 8}
    events += finish(s)
    assert not any(e["type"] == "unit-destroyed" and e["house"] == "stark" for e in events)
    assert units(s, "crackclaw_point", "stark") == [("knight", False)] * 2
    retreat = next(e for e in events if e["type"] == "retreat")
    assert retreat["dest"] != "harrenhal"
    assert units(s, retreat["dest"], "lannister")[0] == ("footman", True)
    assert s["areas"]["crackclaw_point"]["order"] is None and s["areas"]["harrenhal"]["order"] is None
    assert s["blade_used"] and s["combat"] is None
    for h in ("stark", "lannister"):
        assert len(s["houses"][h]["discard"]) == 1
