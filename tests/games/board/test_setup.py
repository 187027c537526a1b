"""Setup (spec 3) and the first round (4.1)."""
import json

import pytest

from api.engine.errors import BadAction
from api.games import board as B
from api.games.board.planning import orders as O
from api.games.board.areas.control import controller
from api.games.board.components import power_pool
from board_helpers import new_game, seat


def test_s01_six_player_setup_state():
    """AS-01 Six-player setup state."""
    s = new_game(6)
    assert s["wildling_threat"] == 2 and s["round"] == 1
    assert s["tracks"]["iron_throne"] == ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell"]
    assert s["tracks"]["fiefdoms"][0] == "greyjoy" and s["tracks"]["kings_court"][0] == "lannister"
    assert not s["blade_used"] and not s["raven_used"]
    for h, hs in s["houses"].items():
        assert hs["power"] == 5 and len(O.unused_tokens(s, h)) == 15 and power_pool(s, h) == 15
    assert {h: hs["supply"] for h, hs in s["houses"].items()} == {
        "baratheon": 2, "lannister": 2, "stark": 1, "martell": 2, "greyjoy": 2, "tyrell": 2}
    assert {h: hs["victory"] for h, hs in s["houses"].items()} == {
        "baratheon": 1, "lannister": 1, "stark": 2, "martell": 1, "greyjoy": 1, "tyrell": 1}
    homes = {a for a, st in s["areas"].items() if st["garrison"]}
    assert homes == {"winterfell", "lannisport", "dragonstone", "pyke", "highgarden", "sunspear"}
    assert all(s["areas"][a]["garrison"] == 2 for a in homes)
    assert {a: st["neutral"] for a, st in s["areas"].items() if st["neutral"]} == {
        "kings_landing": 5, "the_eyrie": 6}
    assert s["impassable"] == []


def test_s02_four_player_setup_with_compressed_tracks_and_overlay():
    """AS-02 Four-player setup with compressed tracks and overlay."""
    s = new_game(4)
    assert sorted(s["houses"]) == ["baratheon", "greyjoy", "lannister", "stark"]
    assert s["tracks"] == {"iron_throne": ["baratheon", "lannister", "stark", "greyjoy"],
                           "fiefdoms": ["greyjoy", "stark", "baratheon", "lannister"],
                           "kings_court": ["lannister", "stark", "baratheon", "greyjoy"]}
    assert sum(1 for st in s["areas"].values() if st["neutral"]) == 12
    assert {h: O.star_allowance(s, h) for h in s["houses"]} == {
        "lannister": 3, "stark": 2, "baratheon": 1, "greyjoy": 0}
    # Houses not in play leave their garrisons in the box; Highgarden is a free area.
    assert s["areas"]["highgarden"]["garrison"] is None and s["areas"]["highgarden"]["neutral"] is None
    assert controller(s, "highgarden") is None


def test_s03_round_one_has_no_westeros_phase():
    """AS-03 Round 1 has no Westeros phase."""
    s = new_game(5, seed=3)
    assert s["westeros_revealed"] == [] and s["wildling_threat"] == 2
    assert s["phase"] == "planning" and s["stack"][-1]["kind"] == "assign_orders"
    assert sorted(B.to_act(s)) == list(range(5))
    d = B.decisions(s, 0)[0]
    assert d["type"] == "place_orders" and d["sealed"]


def test_s55_three_player_setup():
    """AS-55 Three-player setup (seed: place the neutral tokens marked 3)."""
    s = new_game(3)
    assert sorted(s["houses"]) == ["baratheon", "lannister", "stark"]
    assert {a: st["neutral"] for a, st in s["areas"].items() if st["neutral"]} == {
        "kings_landing": 5, "the_eyrie": 6}
    blocked = {"pyke", "highgarden", "oldtown", "sunspear", "salt_shore", "yronwood", "starfall",
               "three_towers", "dornish_marches", "princes_pass", "the_boneway", "storms_end"}
    assert blocked <= set(s["impassable"])
    assert {"port_of_pyke", "port_of_oldtown", "port_of_sunspear", "port_of_storms_end"} <= set(s["impassable"])
    assert {h: O.star_allowance(s, h) for h in s["houses"]} == {"lannister": 3, "stark": 2, "baratheon": 1}
    # Impassable areas are never offered as march destinations (Kingswood borders Storm's End).
    from api.games.board.action.march import destinations
    assert "storms_end" not in destinations(s, "baratheon", "kingswood", "footman")
    assert "the_boneway" not in destinations(s, "baratheon", "kingswood", "footman")


def test_lannister_port_ship_option_in_three_players():
    assert s_units(new_game(3), "port_of_lannisport") == 1
    assert s_units(new_game(3, lannister_port_ship_in_3p=False), "port_of_lannisport") == 0


def s_units(s, a):
    return len(s["areas"][a]["units"])


def test_random_houses_option_shuffles_seats_deterministically():
    a = new_game(6, seed=11, random_houses=True)
    b = new_game(6, seed=11, random_houses=True)
    assert a["seats"] == b["seats"] and sorted(a["seats"]) == sorted(new_game(6)["seats"])
    assert any(new_game(6, seed=k, random_houses=True)["seats"] != new_game(6)["seats"] for k in range(5))


@pytest.mark.parametrize("players", [2, 7, "4", True])
def test_bad_player_counts_are_refused(players):
    with pytest.raises(BadAction):
        B.new(players, {}, 1)


@pytest.mark.parametrize("opts", [{"nope": True}, {"tides_of_battle": "yes"}, []])
def test_bad_options_are_refused(opts):
    with pytest.raises(BadAction):
        B.new(4, opts, 1)


def test_tides_deck_only_with_the_option():
    assert "tides_deck" not in new_game(4)
    assert len(new_game(4, tides_of_battle=True)["tides_deck"]) == 24


def test_state_round_trips_and_is_deterministic():
    a, b = new_game(6, seed=5), new_game(6, seed=5)
    assert json.loads(json.dumps(a)) == a == b
    assert new_game(6, seed=6)["wildling_deck"] != a["wildling_deck"] or \
        new_game(6, seed=6)["westeros_decks"] != a["westeros_decks"]


def test_seat_lookup():
    s = new_game(6)
    assert s["seats"][seat(s, "stark")] == "stark"
