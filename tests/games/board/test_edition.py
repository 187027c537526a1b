"""The edition seam: a state names its edition, every rule that differs between the editions
reads it from the edition (board-1e.md section 12), and nothing is fixed at import time.

Variants of the 2nd edition (the same data with other switches or numbers) stand in for the
1st edition here: each switch is flipped alone and must change exactly its rule.
"""
import copy
import dataclasses
import sys
from pathlib import Path

import pytest

from api.engine.rng import Rng
from api.games import REGISTRY
from api.games import board as B
from api.games.board import edition as editions
from api.games.board.action.raid import raid_targets
from api.games.board.bot import choose
from api.games.board.edition import Edition, Rules, edition_named, edition_of
from api.games.board.planning.orders import token_allowed
from api.games.board.planning.raven import push_raven
from api.games.board.rounds.victory import check_victory
from api.games.board.tracks.influence import turn_order
from board_helpers import act, clear_board, frame, new_game, options, order, put

sys.path.insert(0, str(Path(__file__).parent))
from test_westeros_kit import (attack, bid_all, given, settle, stack_westeros,  # noqa: E402
                               waiting)
from test_westeros_kit import act as w_act  # noqa: E402

ED = edition_named("2e")


def variant(monkeypatch, state=None, rules=None, **facts) -> Edition:
    """The 2nd edition with some rule switches (``rules``) or facts changed, registered under
    its own id; ``state`` (if given) is switched to it."""
    ed = copy.copy(ED)
    ed.id = "2e-variant"
    if rules:
        ed.rules = dataclasses.replace(ED.rules, **rules)
    for k, v in facts.items():
        assert hasattr(ED, k), k
        setattr(ed, k, v)
    monkeypatch.setitem(editions._LOADED, ed.id, ed)
    if state is not None:
        state["ruleset"] = ed.id
    return ed


# -- the edition object ---------------------------------------------------------------------


def test_the_second_edition_comes_from_its_own_folder():
    assert edition_named("2e") is ED     # loaded once
    assert (ED.id, ED.game_id, ED.min_players, ED.max_players) == ("2e", "board2e", 3, 6)
    assert ED.rules == Rules(turn_order="forward", immediate_victory=True,
                             special_raid_defense=True, pillage_victim_loses=True,
                             raven_scout=True, consolidate_at_sea=True, attack_at_max_threat=True,
                             threat_after_attack={"nights_watch": "reset", "wildlings": -4},
                             clash_tie_breaker="current")
    assert ED.tracks == ("iron_throne", "fiefdoms", "kings_court")
    assert ED.dominance_track == {"iron_throne": "iron_throne", "valyrian_steel_blade": "fiefdoms",
                                  "messenger_raven": "kings_court"}
    assert (ED.rounds, ED.castles_to_win, ED.power_per_house, ED.starting_power) == (10, 7, 20, 5)
    assert (ED.port_capacity, ED.supply_max) == (3, 6)
    assert (ED.threat_start, ED.threat_max, ED.threat_step) == (2, 12, 2)
    assert len(ED.ports) == 8 and len(ED.castle_areas) == 20 and len(ED.stronghold_areas) == 10
    assert ED.muster_points("lannisport") == 2 and ED.muster_points("harrenhal") == 1
    assert ED.muster_points("stoney_sept") == 0
    assert ED.threat_after_attack("nights_watch", 10) == 0
    assert ED.threat_after_attack("wildlings", 10) == 6 and ED.threat_after_attack("wildlings", 2) == 0


def test_a_state_names_its_edition():
    s = new_game(4)
    assert (s["game"], s["ruleset"]) == ("board2e", "2e")
    assert edition_of(s) is ED and edition_of(B.view(s, 0)) is ED


def test_the_registry_record_is_made_from_the_edition():
    g = REGISTRY["board2e"]
    assert (g.id, g.name, g.min_players, g.max_players) == (
        "board2e", "A Game of Thrones: The Board Game (2nd edition)", 3, 6)
    assert list(g.options_schema["properties"]) == list(ED.options)
    assert g.options_schema["additionalProperties"] is False
    assert g.new(3, {}, 5) == B.new(3, {}, 5)


def test_an_unknown_edition_fails_loudly():
    with pytest.raises(FileNotFoundError):
        edition_named("no-such-edition")
    s = new_game(3)
    s["ruleset"] = "no-such-edition"
    with pytest.raises(FileNotFoundError):
        B.decisions(s, 0)


@pytest.mark.parametrize("bad", [{"turn_order": "sideways"}, {"clash_tie_breaker": "random"},
                                 {"threat_after_attack": {"nights_watch": "reset", "wildlings": 4}},
                                 {"threat_after_attack": {"wildlings": -4}}])
def test_a_wrong_rule_switch_is_refused_when_the_edition_loads(bad):
    with pytest.raises(ValueError):
        dataclasses.replace(ED.rules, **bad)


def test_a_missing_rule_switch_is_refused_when_the_edition_loads():
    fields = dataclasses.asdict(ED.rules)
    del fields["raven_scout"]
    with pytest.raises(TypeError):
        Rules(**fields)


# -- every rule switch changes its rule ------------------------------------------------------


def test_turn_order_switch(monkeypatch):
    """Row 13: in the 1st edition the Iron Throne holder acts last."""
    s = new_game(5)
    first = turn_order(s)
    assert first == s["tracks"]["iron_throne"]
    variant(monkeypatch, s, rules={"turn_order": "reverse"})
    assert turn_order(s) == first[::-1]


def test_special_raid_defense_switch(monkeypatch):
    """Row 29: the 1st edition's special raid never removes a Defense order."""
    s = new_game(5)
    clear_board(s)
    put(s, "stoney_sept", "baratheon", "footman")
    order(s, "stoney_sept", "baratheon", "raid_s")
    put(s, "lannisport", "lannister", "footman")
    order(s, "lannisport", "lannister", "defense_1")
    assert raid_targets(s, "baratheon", "stoney_sept") == ["lannisport"]
    variant(monkeypatch, s, rules={"special_raid_defense": False})
    assert raid_targets(s, "baratheon", "stoney_sept") == []


@pytest.mark.parametrize("loses", [True, False])
def test_pillage_switch(monkeypatch, loses):
    """Row 30: in the 1st edition a raided Consolidate Power order costs its house nothing."""
    s = new_game(5)
    clear_board(s)
    put(s, "stoney_sept", "baratheon", "footman")
    order(s, "stoney_sept", "baratheon", "raid_1")
    put(s, "lannisport", "lannister", "footman")
    order(s, "lannisport", "lannister", "consolidate_1")
    variant(monkeypatch, s, rules={"pillage_victim_loses": loses})
    frame(s, kind="action_step", order_type="raid", last=None)
    before = s["houses"]["lannister"]["power"]
    ev = act(s, "baratheon", {"type": "raid", "area": "stoney_sept", "target": "lannisport"})
    pillage = next(e for e in ev if e["type"] == "pillage")
    assert pillage["lost"] == (1 if loses else 0)
    assert s["houses"]["lannister"]["power"] == before - pillage["lost"]


def test_raven_scout_switch(monkeypatch):
    """Row 33: the 1st edition's Raven only replaces an order."""
    s = new_game(6)
    clear_board(s)
    put(s, "lannisport", "lannister", "footman")
    order(s, "lannisport", "lannister", "defense_1")
    s["stack"] = [{"kind": "test_hold"}]
    push_raven(s, "lannister")
    assert {"type": "raven_scout"} in options(s, "lannister")
    variant(monkeypatch, s, rules={"raven_scout": False})
    s["stack"] = [{"kind": "test_hold"}]
    push_raven(s, "lannister")      # the raven's options are taken when it is asked
    assert {"type": "raven_scout"} not in options(s, "lannister")
    assert {"type": "raven_pass"} in options(s, "lannister")


def test_consolidate_at_sea_switch(monkeypatch):
    """Row 26: the 1st edition forbids Consolidate Power at sea."""
    s = new_game(6)
    clear_board(s)
    put(s, "bay_of_ice", "stark", "ship")
    assert token_allowed(s, "stark", "consolidate_1", "bay_of_ice") is None
    variant(monkeypatch, s, rules={"consolidate_at_sea": False})
    assert token_allowed(s, "stark", "consolidate_1", "bay_of_ice") == "order-restricted"
    assert token_allowed(s, "stark", "raid_1", "bay_of_ice") is None


def test_immediate_victory_switch(monkeypatch):
    """Rows 10, 52: the 2nd edition ends the game at once on the seventh castle."""
    s = new_game(6)
    clear_board(s, keep_garrisons=False)
    for a in ("lannisport", "riverrun", "harrenhal", "seagard", "the_reach", "crackclaw_point",
              "highgarden"):
        put(s, a, "lannister", "footman")
    variant(monkeypatch, s, rules={"immediate_victory": False})
    assert check_victory(s) == [] and s["result"] is None
    assert s["houses"]["lannister"]["victory"] == 7     # the token still follows the castles
    s["ruleset"] = "2e"
    assert check_victory(s)[0]["type"] == "game-over"


def test_castles_to_win_comes_from_the_edition(monkeypatch):
    """Row 10: the number of castles that wins (1E: 8 with 3 players)."""
    s = new_game(6)
    clear_board(s, keep_garrisons=False)
    for a in ("lannisport", "riverrun", "harrenhal", "seagard", "the_reach", "crackclaw_point",
              "highgarden"):
        put(s, a, "lannister", "footman")
    variant(monkeypatch, s, castles_to_win=8)
    assert check_victory(s) == []


@pytest.mark.parametrize("auto", [True, False])
def test_attack_at_max_threat_switch(monkeypatch, auto):
    """Rows 14, 17: only the 2nd edition attacks as soon as the threat reaches 12."""
    from api.games.board.westeros.phase import start_westeros
    s = given(4)
    variant(monkeypatch, s, rules={"attack_at_max_threat": auto})
    s["wildling_threat"] = 8
    stack_westeros(s, ["a_throne_of_blades", "dark_wings_dark_words", "storm_of_swords"])
    start_westeros(s)
    settle(s)
    assert s["wildling_threat"] == 12
    kinds = [f["kind"] for f in s["stack"]]
    assert ("wildling_attack" in kinds) == auto
    assert kinds[-1] == ("bid" if auto else "westeros_choice")


@pytest.mark.parametrize("after,threat", [(-4, 8), ("reset", 0)])
def test_threat_after_attack_switch(monkeypatch, after, threat):
    """Row 19: where the threat goes after the wildlings win (1E: always back to 0)."""
    s = given(3)
    variant(monkeypatch, s, rules={"threat_after_attack": {"nights_watch": "reset",
                                                           "wildlings": after}})
    s["wildling_threat"] = 12
    attack(s, 12, "silence_at_the_wall")
    bid_all(s, {h: 0 for h in s["seats"]})
    assert s["wildling_threat"] == threat


@pytest.mark.parametrize("rule,chooser", [("current", "lannister"), ("before_clash", "baratheon")])
def test_clash_tie_breaker_switch(monkeypatch, rule, chooser):
    """Row 34: the Fiefdoms tie is settled by the new Iron Throne holder (2E) or by the one
    from before the Clash of Kings (1E)."""
    from api.games.board.westeros.clash_of_kings import start_clash_of_kings
    s = given(3)
    variant(monkeypatch, s, rules={"clash_tie_breaker": rule})
    assert s["tracks"]["iron_throne"][0] == "baratheon"
    for hs in s["houses"].values():
        hs["power"] = 8
    start_clash_of_kings(s)
    settle(s)
    bid_all(s, {"lannister": 3, "stark": 2, "baratheon": 1})
    assert s["tracks"]["iron_throne"][0] == "lannister"
    bid_all(s, {"stark": 1, "lannister": 1, "baratheon": 1})
    assert waiting(s) == [chooser]
    w_act(s, chooser, {"type": "order_tied_bidders", "house": "stark"})


@pytest.mark.parametrize("anywhere", [True, False])
def test_robb_redirects_attacker_switch(monkeypatch, anywhere):
    """Rows 46, 47: Robb Stark winning as defender sends the beaten attacker to any area a
    defender could retreat to (2E A-32) or, in the 1st edition, back where it came from."""
    from test_combat_kit import arena, attack as fight, cards, top, units
    s = arena()
    variant(monkeypatch, s, rules={"robb_redirects_attacker": anywhere})
    put(s, "the_reach", "lannister", "footman")
    put(s, "kingswood", "stark", "knight")
    fight(s, "lannister", "the_reach", "kingswood")
    cards(s, lannister="the_hound", stark="robb_stark")
    if anywhere:
        assert top(s) == [("stark", "choose_retreat")]
    else:
        assert s["combat"] is None and units(s, "the_reach") == [("footman", True)]


def test_numbers_come_from_the_edition(monkeypatch):
    """A whole game under an edition with other numbers: 2 rounds, 3 starting power."""
    ed = variant(monkeypatch, rounds=2, starting_power=3)
    s = B.new(4, {}, 8, edition_id=ed.id)
    assert s["ruleset"] == ed.id
    assert all(hs["power"] == 3 for hs in s["houses"].values())
    rng = Rng({"rng": 8})
    for _ in range(5000):
        if B.result(s) is not None:
            break
        seat = B.to_act(s)[0]
        B.apply(s, seat, choose(B.view(s, seat), B.decisions(s, seat), rng.below(1 << 30)))
    assert B.result(s)["round"] == 2
