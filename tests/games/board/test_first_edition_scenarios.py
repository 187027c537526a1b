"""Section 11 acceptance scenarios of board-1e.md played on the 1st edition (board1e), each test
named by its AS id. Many rules are shared with the 2nd edition; these still run on the 1st
edition's map, data and rule switches. The spec's abstract areas (L1, S1...) are given real
1st-edition areas with the same adjacency; where the reconstructed house cards have no card
with a scenario's printed values, a card with the nearest values is used and the totals are
checked from its values."""
from __future__ import annotations

import pytest

from api.games import board as B
from api.games.board.areas.control import controller
from api.games.board.areas.mustering import push_muster
from api.games.board.areas.supply import armies, limits, supply_icons
from api.games.board.edition import edition_named
from api.games.board.planning import orders as O
from api.games.board.westeros.cards import resolve_card
from tests.games.board.board_helpers import clear_board, frame, refused
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


def hold(s):
    """Nothing but the board helpers' frame that waits forever: what a scenario pushes runs
    alone on it."""
    s["stack"] = [{"kind": "test_hold"}]
    return s


def offered(s, house):
    return [o["action"] for d in B.decisions(s, seat(s, house)) for o in d["options"]]


def strength_of(events, kind="combat-strength"):
    return next(e for e in events if e["type"] == kind)["strength"]


# -- supply and mustering -------------------------------------------------------------------


def test_as01_supply_level_five():
    s = hold(arena())
    s["houses"]["lannister"]["supply"] = 2
    for area, n in (("lannisport", 4), ("stoney_sept", 3), ("searoad_marches", 2),
                    ("the_reach", 2), ("riverrun", 1), ("seagard", 1)):
        put(s, area, "lannister", *["footman"] * n)
    assert supply_icons(s, "lannister") == 5
    resolve_card(s, "supply")
    B.FLOW.settle(s)
    assert s["houses"]["lannister"]["supply"] == 5 and limits(s, "lannister") == [4, 3, 2, 2]
    assert s["stack"] == [{"kind": "test_hold"}]                # no removal asked


def test_as02_supply_reduction():
    s = hold(arena())
    s["houses"]["stark"]["supply"] = 3
    put(s, "karhold", "stark", "footman", "footman", "footman")       # L1
    put(s, "the_twins", "stark", "footman", "footman")                # L2
    put(s, "moat_cailin", "stark", "footman", "footman")              # L3
    assert supply_icons(s, "stark") == 1                               # Winterfell's barrel
    resolve_card(s, "supply")
    B.FLOW.settle(s)
    assert s["houses"]["stark"]["supply"] == 1 and limits(s, "stark") == [3, 2]
    assert s["stack"][-1]["kind"] == "reconcile"
    assert {"type": "done"} not in offered(s, "stark")           # removing nothing: no option
    refused(s, "stark", {"type": "destroy_unit", "area": "karhold", "unit": "footman",
                         "routed": False})                          # armies 2, 2, 2
    act(s, "stark", {"type": "destroy_unit", "area": "moat_cailin", "unit": "footman",
                     "routed": False})
    assert armies(s, "stark") == [3, 2] and s["stack"] == [{"kind": "test_hold"}]


def _march(s, house, area):
    return frame(s, kind="march", house=house, area=area, plan=[])


def test_as03_knights_count_as_one_and_the_golden_rule_on_a_march():
    s = hold(arena())
    s["houses"]["baratheon"]["supply"] = 1
    put(s, "kingswood", "baratheon", "knight", "knight", "footman")   # an army of 3
    put(s, "blackwater", "baratheon", "footman", "footman")           # L2
    put(s, "the_reach", "baratheon", "knight")                        # L3, next to L2
    order(s, "the_reach", "baratheon", "march_0")
    assert armies(s, "baratheon") == [3, 2]
    _march(s, "baratheon", "the_reach")
    # the march is checked as a whole when it ends (armies 3 and 3)
    act(s, "baratheon", {"type": "move", "unit": "knight", "to": "blackwater"})
    refused(s, "baratheon", {"type": "end_march", "leave_power": False}, "supply")
    act(s, "baratheon", {"type": "undo"})
    act(s, "baratheon", {"type": "end_march", "leave_power": False})
    assert units(s, "blackwater") == [("footman", False)] * 2


def test_as04_the_supply_track_changes_only_on_a_supply_card():
    s = hold(arena())
    s["houses"]["tyrell"]["supply"] = 4
    put(s, "highgarden", "tyrell", "footman")
    assert supply_icons(s, "tyrell") < 4                              # its areas were lost
    resolve_card(s, "mustering")
    assert s["houses"]["tyrell"]["supply"] == 4 and limits(s, "tyrell") == [3, 3, 2, 2]


def _muster(s, house):
    push_muster(s, [house])
    B.FLOW.settle(s)


def test_as05_mustering_with_a_stronghold():
    def lannister():
        s = hold(arena())
        s["houses"]["lannister"]["supply"] = 6
        put(s, "lannisport", "lannister", "footman")
        put(s, "harrenhal", "lannister", "knight")
        put(s, "riverrun", "lannister", "knight")
        put(s, "sunset_sea", "lannister", "ship", "ship")
        put(s, "ironmans_bay", "lannister", "ship")
        _muster(s, "lannister")
        return s
    s = lannister()
    act(s, "lannister", {"type": "upgrade", "area": "lannisport", "unit": "knight"})
    act(s, "lannister", {"type": "muster", "area": "lannisport", "unit": "ship",
                         "to": "the_golden_sound"})
    assert units(s, "lannisport") == [("knight", False)]
    assert units(s, "the_golden_sound") == [("ship", False)]
    s = lannister()                    # 1 Knight + 1 Footman would cost 3 points
    act(s, "lannister", {"type": "muster", "area": "lannisport", "unit": "knight", "to": "lannisport"})
    refused(s, "lannister", {"type": "muster", "area": "lannisport", "unit": "footman",
                             "to": "lannisport"})


def test_as06_mustering_points_are_local_and_lost_if_unused():
    s = hold(arena())
    s["houses"]["greyjoy"]["supply"] = 6
    put(s, "flints_finger", "greyjoy", "footman")                     # a City: 1 point
    put(s, "ironmans_bay", "lannister", "ship")
    _muster(s, "greyjoy")
    assert s["stack"][-1]["points"] == {"flints_finger": 1, "pyke": 2}
    refused(s, "greyjoy", {"type": "muster", "area": "flints_finger", "unit": "ship",
                           "to": "ironmans_bay"})
    refused(s, "greyjoy", {"type": "muster", "area": "flints_finger", "unit": "footman",
                           "to": "pyke"})
    act(s, "greyjoy", {"type": "muster_done"})
    _muster(s, "greyjoy")                                             # the next Mustering
    assert s["stack"][-1]["points"] == {"flints_finger": 1, "pyke": 2}


@pytest.mark.parametrize("knights", [3, 4])
def test_as07_mustering_blocked_by_supply_and_component_limits(knights):
    s = hold(arena())
    s["houses"]["stark"]["supply"] = 0
    assert limits(s, "stark") == [2, 2]
    put(s, "winterfell", "stark", "footman", "footman")
    put(s, "karhold", "stark", "footman", "footman")
    for area in ("the_stony_shore", "white_harbor", "widows_watch", "castle_black")[:knights]:
        put(s, area, "stark", "knight")
    _muster(s, "stark")
    refused(s, "stark", {"type": "muster", "area": "winterfell", "unit": "footman",
                         "to": "winterfell"})
    upgrade = {"type": "upgrade", "area": "winterfell", "unit": "knight"}
    if knights == 3:
        act(s, "stark", upgrade)
        assert sorted(units(s, "winterfell")) == [("footman", False), ("knight", False)]
    else:
        refused(s, "stark", upgrade)


# -- turn order, Clash of Kings, King's Court, Raven ------------------------------------------


def _bid(s, bids):
    kind = "bid_wildlings" if s["stack"][-1].get("context") == "wildlings" else "bid_influence"
    for h, b in bids.items():
        if seat(s, h) in B.to_act(s):
            act(s, h, {"type": kind, "bid": b})


def _as09():
    from api.games.board.westeros.clash_of_kings import start_clash_of_kings
    s = hold(arena(iron_throne=["baratheon", "stark", "lannister", "tyrell", "greyjoy"]))
    for h, p in {"stark": 4, "lannister": 6, "baratheon": 3, "greyjoy": 2, "tyrell": 5}.items():
        s["houses"][h]["power"] = p
    start_clash_of_kings(s)
    B.FLOW.settle(s)
    _bid(s, {"stark": 2, "lannister": 3, "baratheon": 0, "greyjoy": 2, "tyrell": 3})
    return s


def test_as09_clash_of_kings_iron_throne_bids_and_ties():
    s = _as09()
    assert top(s) == [("baratheon", "order_tied_bidders")]
    assert {a["house"] for a in offered(s, "baratheon")} == {"lannister", "tyrell"}
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "tyrell"})
    assert {a["house"] for a in offered(s, "baratheon")} == {"stark", "greyjoy"}
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "stark"})
    assert s["tracks"]["iron_throne"] == ["tyrell", "lannister", "stark", "greyjoy", "baratheon"]
    assert {h: hs["power"] for h, hs in s["houses"].items()} == {
        "stark": 2, "lannister": 3, "baratheon": 3, "greyjoy": 0, "tyrell": 2}


def test_as10_the_old_holder_breaks_ties_on_all_three_tracks():
    s = _as09()
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "tyrell"})
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "stark"})
    _bid(s, {"stark": 1, "lannister": 1, "baratheon": 0, "greyjoy": 0, "tyrell": 2})
    assert top(s) == [("baratheon", "order_tied_bidders")]     # not Tyrell, the new holder
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "lannister"})
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "greyjoy"})
    assert s["tracks"]["fiefdoms"] == ["tyrell", "lannister", "stark", "greyjoy", "baratheon"]
    _bid(s, {"stark": 1, "lannister": 2, "baratheon": 0, "greyjoy": 0, "tyrell": 0})
    assert top(s) == [("baratheon", "order_tied_bidders")]
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "greyjoy"})
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "tyrell"})
    assert s["tracks"]["kings_court"] == ["lannister", "stark", "greyjoy", "tyrell", "baratheon"]
    assert s["tracks"]["iron_throne"][0] == "tyrell"


def test_as12_messenger_raven():
    from api.games.board.planning.raven import push_raven
    s = hold(arena())
    s["tracks"]["kings_court"] = ["lannister", "stark", "baratheon", "tyrell", "greyjoy"]
    for area, tok in (("lannisport", "march_s"), ("stoney_sept", "raid_s"),
                      ("riverrun", "support_s"), ("searoad_marches", "raid_1")):
        put(s, area, "lannister", "footman")
        order(s, area, "lannister", tok)
    push_raven(s, "lannister")
    B.FLOW.settle(s)
    assert {"type": "raven_replace", "area": "stoney_sept", "token": "defense_s"} in offered(s, "lannister")
    refused(s, "lannister", {"type": "raven_replace", "area": "searoad_marches", "token": "defense_s"})
    act(s, "lannister", {"type": "raven_replace", "area": "searoad_marches", "token": "defense_1"})
    assert s["areas"]["searoad_marches"]["order"]["token"] == "defense_1"
    assert "raid_1" in O.unused_tokens(s, "lannister")
    assert s["raven_used"] and s["stack"] == [{"kind": "test_hold"}]   # no second replacement


@pytest.mark.parametrize("mandatory", [True, False])
def test_as13_order_placement_rules(mandatory):
    from api.games.board.planning.assign import start_planning
    s = hold(arena(orders_mandatory=mandatory))
    areas = ["winterfell", "karhold", "white_harbor", "the_shivering_sea"]
    for a in areas:
        put(s, a, "stark", "ship" if a == "the_shivering_sea" else "footman")
    s["stack"] = [{"kind": "test_hold"}]
    assert start_planning(s)
    B.FLOW.settle(s)
    refused(s, "stark", {"type": "place_order", "area": "the_shivering_sea", "token": "consolidate_1"})
    for a, tok in zip(areas[:3], ("march_0", "defense_1", "support_1")):
        act(s, "stark", {"type": "place_order", "area": a, "token": tok})
    if mandatory:        # the option; the official FAQ (the default) lets areas stay empty
        refused(s, "stark", {"type": "submit_orders"})
        act(s, "stark", {"type": "place_order", "area": "the_shivering_sea", "token": "raid_1"})
    act(s, "stark", {"type": "submit_orders"})          # the only house with units: all in
    assert s["stack"] == [{"kind": "test_hold"}]
    assert s["areas"]["winterfell"]["order"]["type"] == "march"


# -- raids ----------------------------------------------------------------------------------


def _step(s, otype):
    return frame(s, kind="action_step", order_type=otype, last=None)


def test_as14_raid_targets():
    s = hold(arena())
    for area, house, tok in (("stoney_sept", "greyjoy", "raid_1"), ("harrenhal", "stark", "support_1"),
                             ("lannisport", "stark", "defense_1"), ("riverrun", "stark", "march_0")):
        put(s, area, house, "footman")
        order(s, area, house, tok)
    _step(s, "raid")
    assert {a["target"] for a in offered(s, "greyjoy")} == {"harrenhal", None}
    refused(s, "greyjoy", {"type": "raid", "area": "stoney_sept", "target": "lannisport"})
    refused(s, "greyjoy", {"type": "raid", "area": "stoney_sept", "target": "riverrun"})
    act(s, "greyjoy", {"type": "raid", "area": "stoney_sept", "target": "harrenhal"})
    assert s["areas"]["stoney_sept"]["order"] is None and s["areas"]["harrenhal"]["order"] is None


def test_as14_a_raid_without_a_target_is_removed_without_effect():
    s = hold(arena())
    put(s, "stoney_sept", "greyjoy", "footman")
    order(s, "stoney_sept", "greyjoy", "raid_1")
    put(s, "lannisport", "stark", "footman")
    order(s, "lannisport", "stark", "defense_1")
    events = _step(s, "raid")
    assert {"type": "raid", "house": "greyjoy", "area": "stoney_sept", "target": None,
            "auto": True} in events
    assert s["areas"]["lannisport"]["order"] is not None


def _as17():
    s = hold(arena())
    put(s, "searoad_marches", "greyjoy", "footman")                   # L1
    order(s, "searoad_marches", "greyjoy", "raid_1")
    put(s, "ironmans_bay", "greyjoy", "ship")                         # S2
    order(s, "ironmans_bay", "greyjoy", "raid_2")
    put(s, "the_golden_sound", "stark", "ship")                       # S1
    order(s, "the_golden_sound", "stark", "support_1")
    put(s, "riverrun", "stark", "footman")                            # L5
    order(s, "riverrun", "stark", "consolidate_1")
    s["houses"]["greyjoy"]["power"] = s["houses"]["stark"]["power"] = 2
    _step(s, "raid")
    return s


def test_as17_raid_direction():
    s = _as17()
    refused(s, "greyjoy", {"type": "raid", "area": "searoad_marches", "target": "the_golden_sound"})
    act(s, "greyjoy", {"type": "raid", "area": "ironmans_bay", "target": "the_golden_sound"})
    assert s["areas"]["the_golden_sound"]["order"] is None
    s = _as17()
    events = act(s, "greyjoy", {"type": "raid", "area": "ironmans_bay", "target": "riverrun"})
    assert any(e["type"] == "pillage" for e in events)
    assert s["houses"]["greyjoy"]["power"] == 3 and s["houses"]["stark"]["power"] == 2


def test_as18_the_raid_cycle():
    s = hold(arena(iron_throne=["lannister", "stark", "baratheon", "tyrell", "greyjoy"]))
    put(s, "the_golden_sound", "tyrell", "ship")
    order(s, "the_golden_sound", "tyrell", "support_1")
    put(s, "stoney_sept", "baratheon", "footman")
    order(s, "stoney_sept", "baratheon", "support_1")
    for area, house, unit, tok in (("ironmans_bay", "greyjoy", "ship", "raid_1"),
                                   ("sunset_sea", "greyjoy", "ship", "raid_2"),
                                   ("riverrun", "stark", "footman", "raid_1"),
                                   ("lannisport", "lannister", "footman", "raid_1")):
        put(s, area, house, unit)
        order(s, area, house, tok)
    _step(s, "raid")
    sequence = []
    while s["stack"][-1]["kind"] != "test_hold":
        (who,) = [s["seats"][i] for i in B.to_act(s)]
        sequence.append(who)
        act(s, who, next(a for a in offered(s, who) if a["target"] is None))   # declines
    assert sequence == ["greyjoy", "stark", "lannister", "greyjoy"]


# -- marches and sea transport ---------------------------------------------------------------


def test_as19_a_split_march_has_one_hostile_destination():
    def board():
        s = hold(arena())
        put(s, "riverrun", "stark", "footman", "footman", "footman")          # L1
        order(s, "riverrun", "stark", "march_0")
        put(s, "lannisport", "lannister", "footman")                          # L3
        put(s, "stoney_sept", "baratheon", "footman")                         # L4
        _march(s, "stark", "riverrun")
        return s
    s = board()
    act(s, "stark", {"type": "move", "unit": "footman", "to": "harrenhal"})   # L2, empty
    act(s, "stark", {"type": "move", "unit": "footman", "to": "lannisport"})
    act(s, "stark", {"type": "move", "unit": "footman", "to": "lannisport"})
    events = act(s, "stark", {"type": "end_march", "leave_power": False})
    types = [e["type"] for e in events]
    assert types.index("units-moved") < types.index("combat-started")
    assert units(s, "harrenhal") == [("footman", False)] and s["combat"]["area"] == "lannisport"
    s = board()
    act(s, "stark", {"type": "move", "unit": "footman", "to": "lannisport"})
    refused(s, "stark", {"type": "move", "unit": "footman", "to": "stoney_sept"}, "second-combat")


def test_as20_chained_marches():
    s = hold(arena())
    put(s, "kingswood", "baratheon", "knight")                               # L1
    order(s, "kingswood", "baratheon", "march_0")
    put(s, "the_reach", "baratheon", "footman")                              # L2
    order(s, "the_reach", "baratheon", "march_m1")
    _step(s, "march")
    act(s, "baratheon", {"type": "march", "area": "kingswood"})
    act(s, "baratheon", {"type": "move", "unit": "knight", "to": "the_reach"})
    act(s, "baratheon", {"type": "end_march", "leave_power": False})
    act(s, "baratheon", {"type": "march", "area": "the_reach"})
    act(s, "baratheon", {"type": "move", "unit": "knight", "to": "blackwater"})   # L3
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "blackwater"})
    act(s, "baratheon", {"type": "end_march", "leave_power": False})
    assert sorted(units(s, "blackwater")) == [("footman", False), ("knight", False)]


def _pyke(*ships):
    s = hold(arena())
    put(s, "ironmans_bay", "greyjoy", "ship")
    for sea, house in ships:
        put(s, sea, house, "ship")
    put(s, "pyke", "greyjoy", "knight", "footman")
    order(s, "pyke", "greyjoy", "march_0")
    _march(s, "greyjoy", "pyke")
    return s


def _destinations(s, house, unit):
    return {a["to"] for a in offered(s, house) if a["type"] == "move" and a["unit"] == unit}


def test_as21_sea_transport():
    s = _pyke()
    assert "highgarden" not in _destinations(s, "greyjoy", "footman")
    refused(s, "greyjoy", {"type": "move", "unit": "knight", "to": "highgarden"})
    act(s, "greyjoy", {"type": "move", "unit": "knight", "to": "seagard"})
    act(s, "greyjoy", {"type": "move", "unit": "footman", "to": "riverrun"})
    act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    assert units(s, "seagard") == [("knight", False)] and units(s, "riverrun") == [("footman", False)]
    s = _pyke(("sunset_sea", "greyjoy"))
    assert {"oldtown", "highgarden", "searoad_marches"} <= _destinations(s, "greyjoy", "footman")
    act(s, "greyjoy", {"type": "move", "unit": "footman", "to": "oldtown"})
    act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    assert units(s, "oldtown") == [("footman", False)]


def test_as22_sea_transport_limits():
    s = _pyke(("sunset_sea", "lannister"))
    refused(s, "greyjoy", {"type": "move", "unit": "footman", "to": "oldtown"})
    s = _pyke()
    put(s, "seagard", "lannister", "footman")
    put(s, "riverrun", "lannister", "footman")
    act(s, "greyjoy", {"type": "move", "unit": "knight", "to": "seagard"})
    refused(s, "greyjoy", {"type": "move", "unit": "footman", "to": "riverrun"}, "second-combat")
    # a Support order in Pyke reaches no combat in Seagard: transport gives no adjacency
    s = hold(arena())
    put(s, "pyke", "greyjoy", "footman")
    order(s, "pyke", "greyjoy", "support_1")
    put(s, "ironmans_bay", "greyjoy", "ship")
    put(s, "seagard", "stark", "footman")
    put(s, "riverrun", "lannister", "knight")
    attack(s, "lannister", "riverrun", "seagard")
    assert ("greyjoy", "declare_support") not in top(s)      # straight to the house cards
    assert sorted(top(s)) == [("lannister", "choose_house_card"), ("stark", "choose_house_card")]


def test_as23_islands():
    s = hold(arena())
    put(s, "dragonstone", "baratheon", "footman")
    order(s, "dragonstone", "baratheon", "march_0")
    _march(s, "baratheon", "dragonstone")
    assert _destinations(s, "baratheon", "footman") == set()
    s = hold(arena())
    put(s, "dragonstone", "baratheon", "footman")
    order(s, "dragonstone", "baratheon", "march_0")
    put(s, "shipbreaker_bay", "baratheon", "ship")
    order(s, "shipbreaker_bay", "baratheon", "march_0")
    _march(s, "baratheon", "dragonstone")
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "storms_end"})
    act(s, "baratheon", {"type": "end_march", "leave_power": False})
    assert units(s, "storms_end") == [("footman", False)]
    _march(s, "baratheon", "shipbreaker_bay")
    assert "dragonstone" not in _destinations(s, "baratheon", "ship")
    refused(s, "baratheon", {"type": "move", "unit": "ship", "to": "dragonstone"})


def test_as24_areas_the_map_does_not_join_neither_march_nor_support():
    # areas a river without a bridge separates are simply not adjacent in the map data; the
    # scenario's L1/L2 are two lands the 1st-edition map does not join (Riverrun, the Twins)
    assert not ED.is_adjacent("riverrun", "the_twins")
    s = hold(arena())
    put(s, "riverrun", "stark", "footman")
    order(s, "riverrun", "stark", "march_0")
    _march(s, "stark", "riverrun")
    refused(s, "stark", {"type": "move", "unit": "footman", "to": "the_twins"})
    s = hold(arena())
    put(s, "riverrun", "stark", "footman")
    order(s, "riverrun", "stark", "support_1")
    put(s, "the_twins", "stark", "footman")
    put(s, "seagard", "lannister", "knight")
    attack(s, "lannister", "seagard", "the_twins")
    assert sorted(top(s)) == [("lannister", "choose_house_card"), ("stark", "choose_house_card")]


# -- control -----------------------------------------------------------------------------------


def test_as25_establishing_control_with_a_power_token():
    s = hold(arena())
    put(s, "stoney_sept", "stark", "footman", "footman")                     # L1
    order(s, "stoney_sept", "stark", "march_0")
    s["houses"]["stark"]["power"] = 1
    _march(s, "stark", "stoney_sept")
    for _ in range(2):
        act(s, "stark", {"type": "move", "unit": "footman", "to": "harrenhal"})
    act(s, "stark", {"type": "end_march", "leave_power": True})
    assert s["areas"]["stoney_sept"]["power"] == "stark" and s["houses"]["stark"]["power"] == 0
    assert controller(s, "stoney_sept") == "stark"
    put(s, "lannisport", "lannister", "footman")
    order(s, "lannisport", "lannister", "march_0")
    _march(s, "lannister", "lannisport")
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "stoney_sept"})
    events = act(s, "lannister", {"type": "end_march", "leave_power": False})
    assert not any(e["type"] == "combat-started" for e in events)
    assert s["areas"]["stoney_sept"]["power"] is None and s["houses"]["stark"]["power"] == 0
    assert controller(s, "stoney_sept") == "lannister"


@pytest.mark.parametrize("leave", [False, True])
def test_as26_home_area(leave):
    s = hold(arena())
    assert controller(s, "winterfell") == "stark"                            # its crest
    put(s, "moat_cailin", "greyjoy", "footman")
    order(s, "moat_cailin", "greyjoy", "march_0")
    _march(s, "greyjoy", "moat_cailin")
    act(s, "greyjoy", {"type": "move", "unit": "footman", "to": "winterfell"})
    events = act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    assert not any(e["type"] == "combat-started" for e in events)
    assert controller(s, "winterfell") == "greyjoy"
    order(s, "winterfell", "greyjoy", "march_0")
    _march(s, "greyjoy", "winterfell")
    act(s, "greyjoy", {"type": "move", "unit": "footman", "to": "karhold"})
    act(s, "greyjoy", {"type": "end_march", "leave_power": leave})
    assert controller(s, "winterfell") == ("greyjoy" if leave else "stark")


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


def test_as28_a_tie_is_broken_by_fiefdoms():
    s = arena(fiefdoms=["stark", "greyjoy", "lannister", "tyrell", "baratheon"])
    put(s, "the_reach", "tyrell", "knight", "footman")
    put(s, "blackwater", "greyjoy", "footman", "footman")
    attack(s, "tyrell", "the_reach", "blackwater")
    events = cards(s, tyrell="randyll_tarly", greyjoy="euron_crows_eye")
    assert strength_of(events) == {"tyrell": 2 + 1 + 2, "greyjoy": 1 + 1 + 3}
    events += finish(s)
    assert next(e for e in events if e["type"] == "combat-won")["winner"] == "greyjoy"
    # 1 Sword (Euron) - 0 Towers (Randyll): one casualty; the survivor goes home routed
    assert len([e for e in events if e["type"] == "unit-destroyed" and e["house"] == "tyrell"]) == 1
    assert len(units(s, "the_reach", "tyrell")) == 1 and units(s, "the_reach", "tyrell")[0][1] is True


@pytest.mark.parametrize("routed", [False, True])
def test_as29_casualties(routed):
    s = arena()
    put(s, "riverrun", "stark", "knight", "knight")
    put(s, "stoney_sept", "tyrell", "knight")
    put(s, "stoney_sept", "tyrell", "footman", routed=routed)
    if not routed:
        put(s, "stoney_sept", "tyrell", "footman")
    attack(s, "stark", "riverrun", "stoney_sept")
    # Eddard Stark: 2 Swords; Margaery Tyrell: 1 Tower -> one casualty
    events = cards(s, stark="eddard_stark", tyrell="margaery_tyrell")
    if routed:        # routed units are never casualties: the Knight is taken at once
        assert ("tyrell", "choose_casualty") not in (top(s) or [])
        events += finish(s)
        lost = [e["unit"] for e in events if e["type"] == "unit-destroyed"]
        assert sorted(lost) == ["footman", "knight"]      # the routed Footman cannot retreat again
        assert not any(u["house"] == "tyrell" for st in s["areas"].values() for u in st["units"])
        return
    assert top(s) == [("tyrell", "choose_casualty")]
    assert {a["unit"] for a in offered(s, "tyrell")} == {"knight", "footman"}
    events += pick(s, "tyrell", unit="knight") + finish(s)
    retreat = next(e for e in events if e["type"] == "retreat")
    assert units(s, retreat["dest"], "tyrell") == [("footman", True)] * 2


@pytest.mark.parametrize("open_areas", [("blackwater", "searoad_marches"), ("searoad_marches",), ()])
def test_as30_retreat_destinations_and_supply(open_areas):
    """Lannister (supply 1: armies 3 and 2, an army of 3 in Kingswood) loses Stoney Sept (L2)
    with 2 Footmen to Stark from Harrenhal (L1). Riverrun (L3) holds a Stark Power token,
    Blackwater (L4) is empty, Searoad Marches (L5) holds 1 Lannister Footman; an area not
    open in this case is blocked by another house's unit."""
    s = arena()
    s["houses"]["lannister"]["supply"] = 1
    put(s, "kingswood", "lannister", "footman", "footman", "footman")
    put(s, "stoney_sept", "lannister", "footman", "footman")
    s["areas"]["riverrun"]["power"] = "stark"
    put(s, "lannisport", "tyrell", "footman")
    put(s, "searoad_marches", "lannister" if "searoad_marches" in open_areas else "baratheon",
        "footman")
    if "blackwater" not in open_areas:
        put(s, "blackwater", "baratheon", "footman")
    put(s, "harrenhal", "stark", "knight", "knight")
    attack(s, "stark", "harrenhal", "stoney_sept")
    # Eddard (2 Swords) against the Hound (2 Towers): no casualties
    events = cards(s, stark="eddard_stark", lannister="the_hound") + finish(s)
    lost = [e for e in events if e["type"] == "unit-destroyed" and e["house"] == "lannister"]
    if open_areas == ("blackwater", "searoad_marches"):
        assert not lost and units(s, "blackwater", "lannister") == [("footman", True)] * 2
    elif open_areas == ("searoad_marches",):        # the only area: one Footman too many
        assert len(lost) == 1
        assert sorted(units(s, "searoad_marches", "lannister")) == [("footman", False), ("footman", True)]
    else:
        assert len(lost) == 2
    assert armies(s, "lannister") in ([3, 2], [3])


def test_as31_routed_units():
    s = hold(arena())
    put(s, "stoney_sept", "tyrell", "knight", routed=True)
    order(s, "stoney_sept", "tyrell", "march_0")
    _march(s, "tyrell", "stoney_sept")
    refused(s, "tyrell", {"type": "move", "unit": "knight", "to": "harrenhal"})
    act(s, "tyrell", {"type": "end_march", "leave_power": False})           # moving nothing
    s = arena()
    put(s, "stoney_sept", "tyrell", "knight", routed=True)
    put(s, "lannisport", "baratheon", "knight")
    attack(s, "baratheon", "lannisport", "stoney_sept")
    events = cards(s, baratheon="melisandre", tyrell="ser_garlan_tyrell")
    assert strength_of(events) == {"baratheon": 2 + 1, "tyrell": 0 + 2}    # the Knight adds 0
    events += finish(s)
    assert next(e for e in events if e["type"] == "combat-won")["winner"] == "baratheon"
    # Melisandre's Sword finds no casualty (routed); the Knight is destroyed, not retreated
    assert [(e["unit"], e["cause"]) for e in events if e["type"] == "unit-destroyed"] == [
        ("knight", "retreat")]
    assert not any(e["type"] == "retreat" for e in events)


def test_as31_routed_units_stand_up_at_the_end_of_the_marches():
    from api.games.board.rounds.round import _round_auto
    s = hold(arena())
    put(s, "stoney_sept", "tyrell", "knight", routed=True)
    _round_auto(s, {"kind": "round", "stage": "cleanup"})
    assert units(s, "stoney_sept") == [("knight", False)]


@pytest.mark.parametrize("used", [True, False])
def test_as32_the_valyrian_blade_once_per_turn(used):
    s = arena(blade=True, fiefdoms=["lannister", "stark", "baratheon", "tyrell", "greyjoy"])
    s["blade_used"] = used
    put(s, "riverrun", "stark", "knight")
    put(s, "lannisport", "lannister", "footman")
    attack(s, "stark", "riverrun", "lannisport")
    cards(s, stark="eddard_stark", lannister="the_hound")
    assert (top(s) == [("lannister", "use_valyrian_blade")]) is not used


def test_as32_the_blade_is_usable_again_next_turn():
    from api.games.board.rounds.round import _round_auto
    s = hold(arena())
    s["blade_used"] = True
    _round_auto(s, {"kind": "round", "stage": "cleanup"})
    assert s["blade_used"] is False


def test_as34_ships_support_land_and_land_never_supports_sea():
    s = arena()
    put(s, "the_golden_sound", "stark", "ship", "ship")
    order(s, "the_golden_sound", "stark", "support_1")
    put(s, "riverrun", "stark", "footman")
    put(s, "harrenhal", "lannister", "footman")
    attack(s, "lannister", "harrenhal", "riverrun")
    assert top(s) == [("stark", "declare_support")]
    events = pick(s, "stark", area="the_golden_sound", side="defender")
    assert strength_of(events, "combat-initial-strength") == {"lannister": 1, "stark": 1 + 2}
    s = arena()
    put(s, "riverrun", "stark", "footman")
    order(s, "riverrun", "stark", "support_1")
    put(s, "the_golden_sound", "stark", "ship")
    put(s, "sunset_sea", "greyjoy", "ship", "ship")
    attack(s, "greyjoy", "sunset_sea", "the_golden_sound")
    assert ("stark", "declare_support") not in top(s)


@pytest.mark.parametrize("raided", [False, True])
def test_as35_support_is_all_or_nothing_and_reusable(raided):
    s = arena()
    put(s, "searoad_marches", "tyrell", "knight", "footman")                 # L3
    order(s, "searoad_marches", "tyrell", "support_s")
    if raided:
        s["areas"]["searoad_marches"]["order"] = None                        # raided earlier
    for target, origin, lannister, stark in (
            ("stoney_sept", "harrenhal", "the_hound", "greatjon_umber"),
            ("the_reach", "blackwater", "ser_jaime_lannister", "ser_rodrik_cassel")):
        put(s, target, "stark", "footman")
        put(s, origin, "lannister", "footman")
        attack(s, "lannister", origin, target)
        if raided:
            assert ("tyrell", "declare_support") not in top(s)
        else:
            assert {a["side"] for a in offered(s, "tyrell")} == {"attacker", "defender", "none"}
            events = pick(s, "tyrell", area="searoad_marches", side="defender")
            assert strength_of(events, "combat-initial-strength")["stark"] == 1 + (2 + 1 + 1)
        cards(s, lannister=lannister, stark=stark)
        finish(s)
        assert s["combat"] is None


# -- neutral forces ---------------------------------------------------------------------------


@pytest.mark.parametrize("token,taken", [("march_s", True), ("march_m1", False)])
def test_as36_conquering_kings_landing(token, taken):
    s = hold(arena())
    s["areas"]["kings_landing"]["neutral"] = 5
    put(s, "kingswood", "baratheon", "knight", "footman")                   # L1
    order(s, "kingswood", "baratheon", token)
    put(s, "blackwater_bay", "baratheon", "ship")                           # S1
    order(s, "blackwater_bay", "baratheon", "support_1")
    _march(s, "baratheon", "kingswood")
    act(s, "baratheon", {"type": "move", "unit": "knight", "to": "kings_landing"})
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "kings_landing"})
    events = act(s, "baratheon", {"type": "end_march", "leave_power": False})
    assert not any(e["type"] in ("combat-started", "house-cards-revealed", "blade-used")
                   for e in events)
    if taken:        # 2 + 1 + 1 + 1 = 5
        assert s["areas"]["kings_landing"]["neutral"] is None
        assert sorted(units(s, "kings_landing")) == [("footman", False), ("knight", False)]
    else:            # 2 + 1 - 1 + 1 = 3
        assert s["areas"]["kings_landing"]["neutral"] == 5
        assert sorted(units(s, "kingswood")) == [("footman", False), ("knight", False)]
        assert s["areas"]["kingswood"]["order"] is None


# -- turn structure, raids and power tokens -----------------------------------------------------


def test_as46_turn_structure():
    from api.games.board.rounds.round import _round_auto
    s = B.new(5, {}, 1, "1e")
    assert (s["round"], s["phase"], s["westeros_revealed"]) == (1, "planning", [])
    assert s["stack"][-1]["kind"] == "assign_orders"
    for deck in s["westeros_decks"].values():           # only icon cards: nothing to decide
        deck.remove("last_days_of_summer")
        deck.insert(0, "last_days_of_summer")
    hold(s)
    events = _round_auto(s, {"kind": "round", "stage": "westeros"}) + B.FLOW.settle(s)
    assert s["round"] == 2
    revealed = [(e["deck"], e["card"]) for e in events if e["type"] == "westeros-card-revealed"]
    assert revealed == [("1", "last_days_of_summer"), ("2", "last_days_of_summer"),
                        ("3", "last_days_of_summer")]
    assert all(d[-1] == "last_days_of_summer" for d in s["westeros_decks"].values())


def test_as47_a_raid_removes_a_support_before_combat_and_defense_persists():
    s = hold(arena())
    put(s, "stoney_sept", "lannister", "footman")                           # L2
    order(s, "stoney_sept", "lannister", "defense_s")
    put(s, "lannisport", "lannister", "knight")                             # L3
    order(s, "lannisport", "lannister", "support_1")
    put(s, "riverrun", "stark", "footman")
    order(s, "riverrun", "stark", "raid_1")
    _step(s, "raid")
    act(s, "stark", {"type": "raid", "area": "riverrun", "target": "lannisport"})
    s["stack"] = []
    for origin, stark, lannister in (("harrenhal", "ser_rodrik_cassel", "the_hound"),
                                     ("blackwater", "the_blackfish", "ser_jaime_lannister")):
        put(s, origin, "stark", "footman")
        attack(s, "stark", origin, "stoney_sept")
        # no support question: the raided Support is gone
        assert sorted(top(s)) == [("lannister", "choose_house_card"), ("stark", "choose_house_card")]
        events = cards(s, stark=stark, lannister=lannister)
        # the special Defense (+2) counts in both combats
        assert strength_of(events) == {"stark": 1 + 1, "lannister": 1 + 2 + 2}
        finish(s)
        assert units(s, "stoney_sept", "lannister") == [("footman", False)]


@pytest.mark.parametrize("stark_wins", [False, True])
def test_as48_a_power_token_goes_when_its_owner_loses_the_area(stark_wins):
    s = arena()
    put(s, "stoney_sept", "stark", "footman")                               # L1
    s["areas"]["stoney_sept"]["power"] = "stark"
    put(s, "lannisport", "lannister", "footman" if stark_wins else "knight")
    attack(s, "lannister", "lannisport", "stoney_sept")
    cards(s, lannister="ser_jaime_lannister" if not stark_wins else "cersei_lannister",
          stark="ser_rodrik_cassel" if not stark_wins else "eddard_stark")
    finish(s)
    if stark_wins:
        assert s["areas"]["stoney_sept"]["power"] == "stark"
    else:
        assert s["areas"]["stoney_sept"]["power"] is None
        assert controller(s, "stoney_sept") == "lannister"


@pytest.mark.parametrize("gap", [None, "east_summer_sea"])
def test_as49_a_five_ship_bridge(gap):
    s = hold(arena())
    for sea in ("sunset_sea", "west_summer_sea", "east_summer_sea", "shipbreaker_bay",
                "the_narrow_sea"):
        if sea != gap:
            put(s, sea, "greyjoy", "ship")
    put(s, "flints_finger", "greyjoy", "footman")
    order(s, "flints_finger", "greyjoy", "march_0")
    _march(s, "greyjoy", "flints_finger")
    move = {"type": "move", "unit": "footman", "to": "widows_watch"}
    if gap:
        refused(s, "greyjoy", move)
        return
    act(s, "greyjoy", move)
    act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    assert units(s, "widows_watch") == [("footman", False)]
