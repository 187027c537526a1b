"""The 1st edition's reconstructed house cards (board-1e.md section 12 rows 40-41): every card
runs the ability script its data names, and each card whose ability differs from its 2nd
edition card (or is new) is tested in a combat on the 1st edition."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from api.games import board as B
from api.games.board.combat.house_cards.registry import ABILITIES
from api.games.board.edition import edition_named
from tests.games.board.board_helpers import clear_board
from tests.games.board.test_combat_kit import (attack, cards, finish, pick, put, seat,
                                               top, units)

ED = edition_named("1e")
CARDS = json.loads((Path(B.__file__).parent / "data" / "1e" / "cards.json").read_text("utf-8"))
RECORDS = {c["id"]: c for cs in CARDS["houseCards"].values() for c in cs}

# the data's timing of an ability -> the hooks (combat/house_cards/registry) that run at it
TIMING_HOOKS = {
    "cancel": {"cancel"},
    "immediately": {"immediate"},
    "strength_modifier": {"strength", "unit", "defense", "zero_opponent"},
    "icon_modifier": {"swords", "forts"},
    "after_winner_determined": {"after_winner"},
    "after_combat": {"after_combat", "march_moves"},
    "retreat": {"retreat_chooser"},
    "casualties": {"no_casualties"},
}


def arena(players=5, **options):
    """A 1st-edition game with an empty board, nothing pending and the Blade used."""
    s = B.new(players, options, 1, "1e")
    clear_board(s)
    s["stack"] = []
    s["blade_used"] = True
    return s


def duel(att, deff, att_units, def_units, **options):
    s = arena(**options)
    put(s, "kings_landing", att, *att_units)
    put(s, "kingswood", deff, *def_units)
    attack(s, att, "kings_landing", "kingswood")
    return s


def strength(events):
    return next(e for e in events if e["type"] == "combat-strength")["strength"]


def destroyed(events, cause=None):
    return [e["unit"] for e in events if e["type"] == "unit-destroyed"
            and (cause is None or e["cause"] == cause)]


def abilities(events):
    return [e for e in events if e["type"] == "house-card-ability"]


# -- the data and the scripts --------------------------------------------------------------


def test_every_card_runs_the_script_its_data_names_at_the_datas_timing():
    assert set(ED.card_scripts) == set(RECORDS)
    for cid, rec in RECORDS.items():
        script = ED.card_scripts[cid]
        assert script == rec["script"], cid
        assert (script is None) == (rec["abilityText"] is None), cid
        if script is None:
            continue
        assert script in ABILITIES, cid
        assert set(ABILITIES[script]) & TIMING_HOOKS[rec["timing"]], (cid, rec["timing"])


def test_the_cards_whose_ability_differs_from_the_second_edition_are_the_tested_ones():
    # each of these has its own test below; every other card runs its 2nd-edition script
    # unchanged (the board2e card tests)
    differs = {c for c, r in RECORDS.items() if r["basis"] != "2e-same"}
    assert differs == {"mace_tyrell", "ser_loras_tyrell", "brienne_of_tarth", "the_blackfish",
                       "renly_baratheon"}
    assert {c for c, s in ED.card_scripts.items() if s not in (None, c)} == {
        "mace_tyrell", "ser_loras_tyrell"}


# -- Tyrell: the swapped abilities -----------------------------------------------------------


def test_mace_tyrell_moves_the_winning_march_order_and_kills_nobody():
    s = duel("tyrell", "lannister", ["knight", "knight"], ["footman"])
    events = cards(s, tyrell="mace_tyrell", lannister="the_hound")
    assert destroyed(events) == [] and abilities(events) == []
    assert strength(events) == {"tyrell": 2 + 2 + 3, "lannister": 1 + 2}
    events += finish(s)
    assert {"type": "order-moved", "house": "tyrell", "from": "kings_landing",
            "dest": "kingswood", "order": "march", "by": "mace_tyrell"} in events
    assert s["areas"]["kingswood"]["order"]["house"] == "tyrell"
    assert s["areas"]["kingswood"]["order"]["type"] == "march"
    assert s["areas"]["kings_landing"]["order"] is None


def test_mace_tyrell_losing_keeps_no_march_order():
    s = duel("tyrell", "lannister", ["footman"], ["knight", "knight"])
    cards(s, tyrell="mace_tyrell", lannister="the_hound")
    finish(s)
    assert s["areas"]["kingswood"]["order"] is None and s["areas"]["kings_landing"]["order"] is None


def test_ser_loras_tyrell_destroys_an_enemy_footman_at_once():
    s = duel("tyrell", "lannister", ["knight", "knight"], ["footman", "knight"])
    events = cards(s, tyrell="ser_loras_tyrell", lannister="the_hound")
    assert abilities(events) == [{"type": "house-card-ability", "house": "tyrell",
                                  "card": "ser_loras_tyrell"}]
    assert destroyed(events, "ser_loras_tyrell") == ["footman"]
    assert strength(events) == {"tyrell": 2 + 2 + 3, "lannister": 2 + 2}
    finish(s)
    # his 2nd-edition ability (the March order moving in) is Mace's in the 1st edition
    assert s["areas"]["kingswood"]["order"] is None


def test_ser_loras_asks_between_routed_and_standing_footmen_in_his_own_name():
    s = arena()
    put(s, "kingswood", "lannister", "footman")
    put(s, "kingswood", "lannister", "footman", routed=True)
    put(s, "kings_landing", "tyrell", "knight")
    attack(s, "tyrell", "kings_landing", "kingswood")
    cards(s, tyrell="ser_loras_tyrell", lannister="the_hound")
    assert top(s) == [("tyrell", "house_card_ability")]
    (d,) = B.decisions(s, seat(s, "tyrell"), "en")
    assert {o["action"]["card"] for o in d["options"]} == {"ser_loras_tyrell"}
    assert "Loras" in d["prompt"] and "Mace" not in d["prompt"]
    events = pick(s, "tyrell", routed=False)
    assert destroyed(events, "ser_loras_tyrell") == ["footman"]
    assert strength(events)["lannister"] == 0 + 2               # only the routed one is left


def test_with_the_second_edition_cards_mace_and_loras_keep_their_printed_abilities():
    s = duel("tyrell", "lannister", ["knight", "knight"], ["footman", "knight"],
             second_edition_house_cards=True)
    events = cards(s, tyrell="mace_tyrell", lannister="the_hound")
    assert destroyed(events, "mace_tyrell") == ["footman"]


# -- Stark: the Blackfish without Tides of Battle -------------------------------------------


def test_the_blackfish_stops_sword_casualties_and_ser_loras():
    s = duel("lannister", "stark", ["knight"] * 3, ["footman"] * 3)
    events = cards(s, lannister="ser_gregor_clegane", stark="the_blackfish")
    assert destroyed(events, "swords") == []
    s = duel("tyrell", "stark", ["knight"] * 3, ["footman"])
    events = cards(s, tyrell="ser_loras_tyrell", stark="the_blackfish")
    assert abilities(events) == [{"type": "house-card-ability", "house": "tyrell",
                                  "card": "ser_loras_tyrell", "prevented": "the_blackfish"}]
    assert destroyed(events) == [] and strength(events)["stark"] == 1 + 1


# -- Baratheon: Renly (a known 1st-edition ability, the same as his 2nd-edition one) ------------


@pytest.mark.parametrize("knights_left", [True, False])
def test_renly_baratheon_upgrades_a_footman_that_fought(knights_left):
    s = duel("baratheon", "lannister", ["footman", "knight"], ["footman"])
    if not knights_left:   # every Knight of the house is on the board already
        for a in ("storms_end", "dragonstone", "the_boneway"):
            put(s, a, "baratheon", "knight")
    events = cards(s, baratheon="renly_baratheon", lannister="the_hound")
    assert strength(events)["baratheon"] == 1 + 2 + 3
    if knights_left:
        events = pick(s, "baratheon", area="kingswood")
        assert abilities(events)[0]["upgraded"] == "knight"
    finish(s)
    expected = [("knight", False)] * 2 if knights_left else [("footman", False), ("knight", False)]
    assert units(s, "kingswood", "baratheon") == expected
