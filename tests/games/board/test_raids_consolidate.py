"""Action phase: Raids (5.8), turn-order cycling (4.5), Consolidate Power (5.12), ports (5.11)."""
from api.games import board as B
from board_helpers import act, clear_board, frame, new_game, options, order, put, refused, seat, top


def _step(s, otype):
    return frame(s, kind="action_step", order_type=otype, last=None)


def test_s19_raid_sequence():
    """AS-19 Raid sequence (seed)."""
    s = new_game(5)
    s["tracks"]["iron_throne"] = ["greyjoy", "stark", "lannister", "baratheon", "tyrell"]
    clear_board(s)
    for a, h, t, kind in (("the_reach", "lannister", "raid_1", "footman"),
                          ("sunset_sea", "lannister", "raid_2", "ship"),
                          ("west_summer_sea", "greyjoy", "raid_1", "ship"),
                          ("dornish_marches", "tyrell", "raid_1", "footman"),
                          ("stoney_sept", "baratheon", "raid_s", "footman"),
                          ("highgarden", "tyrell", "consolidate_1", "footman"),
                          ("lannisport", "lannister", "defense_1", "footman"),
                          ("winterfell", "stark", "march_0", "footman")):
        put(s, a, h, kind)
        order(s, a, h, t)
    s["houses"]["tyrell"]["power"] = 3
    g0 = s["houses"]["greyjoy"]["power"]
    _step(s, "raid")
    assert B.to_act(s) == [seat(s, "greyjoy")]
    act(s, "greyjoy", {"type": "raid", "area": "west_summer_sea", "target": "highgarden"})
    assert s["areas"]["highgarden"]["order"] is None and s["areas"]["west_summer_sea"]["order"] is None
    assert s["houses"]["tyrell"]["power"] == 2 and s["houses"]["greyjoy"]["power"] == g0 + 1
    assert B.to_act(s) == [seat(s, "lannister")]          # Stark has no raid: skipped
    act(s, "lannister", {"type": "raid", "area": "the_reach", "target": "dornish_marches"})
    assert s["areas"]["dornish_marches"]["order"] is None
    assert B.to_act(s) == [seat(s, "baratheon")]
    act(s, "baratheon", {"type": "raid", "area": "stoney_sept", "target": "lannisport"})
    assert s["areas"]["lannisport"]["order"] is None
    # Tyrell's raid is gone (skipped); Lannister's Sunset Sea raid has no target: removed.
    assert top(s) == "test_hold"
    assert s["areas"]["sunset_sea"]["order"] is None
    assert s["areas"]["winterfell"]["order"]["type"] == "march"


def test_regular_raid_cannot_remove_defense():
    s = new_game(5)
    clear_board(s)
    put(s, "stoney_sept", "baratheon", "footman")
    order(s, "stoney_sept", "baratheon", "raid_1")
    put(s, "lannisport", "lannister", "footman")
    order(s, "lannisport", "lannister", "defense_1")
    from api.games.board.action.raid import raid_targets
    assert raid_targets(s, "baratheon", "stoney_sept") == []
    ev = _step(s, "raid")                        # no target: removed without asking (5.8)
    assert ev == [{"type": "raid", "house": "baratheon", "area": "stoney_sept", "target": None, "auto": True}]
    assert s["areas"]["lannisport"]["order"]["type"] == "defense"


def test_s20_raid_geometry():
    """AS-20 Raid geometry."""
    s = new_game(6)
    clear_board(s)
    put(s, "searoad_marches", "stark", "footman")          # land L bordering two seas
    order(s, "searoad_marches", "stark", "raid_1")
    put(s, "sunset_sea", "greyjoy", "ship")               # S1: Greyjoy support
    order(s, "sunset_sea", "greyjoy", "support_1")
    put(s, "west_summer_sea", "greyjoy", "ship")          # S2: Greyjoy raid
    order(s, "west_summer_sea", "greyjoy", "raid_1")
    put(s, "port_of_lannisport", "lannister", "ship")
    order(s, "port_of_lannisport", "lannister", "raid_1")
    put(s, "lannisport", "lannister", "footman")
    put(s, "stoney_sept", "baratheon", "footman")
    order(s, "stoney_sept", "baratheon", "raid_1")
    put(s, "the_golden_sound", "greyjoy", "ship")
    order(s, "the_golden_sound", "greyjoy", "raid_2")
    from api.games.board.action.raid import raid_targets
    assert "sunset_sea" not in raid_targets(s, "stark", "searoad_marches")         # land -> sea
    assert "searoad_marches" in raid_targets(s, "greyjoy", "west_summer_sea")      # sea -> land
    order(s, "searoad_marches", "stark", "support_1")
    assert "searoad_marches" not in raid_targets(s, "lannister", "port_of_lannisport")  # port -> land
    assert raid_targets(s, "lannister", "port_of_lannisport") == ["the_golden_sound"]
    assert "port_of_lannisport" not in raid_targets(s, "baratheon", "stoney_sept")  # land -> port
    assert "port_of_lannisport" in raid_targets(s, "greyjoy", "the_golden_sound")   # its sea -> port
    _step(s, "raid")
    first = B.to_act(s)[0]
    assert first == seat(s, "baratheon")
    refused(s, "baratheon", {"type": "raid", "area": "stoney_sept", "target": "port_of_lannisport"})


def test_s21_pillage_with_an_empty_victim():
    """AS-21 Pillage with an empty victim."""
    s = new_game(6)
    clear_board(s)
    put(s, "highgarden", "tyrell", "footman")
    order(s, "highgarden", "tyrell", "consolidate_1")
    put(s, "west_summer_sea", "greyjoy", "ship")
    order(s, "west_summer_sea", "greyjoy", "raid_1")
    s["houses"]["tyrell"]["power"] = 0
    g = s["houses"]["greyjoy"]["power"]
    _step(s, "raid")
    act(s, "greyjoy", {"type": "raid", "area": "west_summer_sea", "target": "highgarden"})
    assert s["houses"]["tyrell"]["power"] == 0 and s["houses"]["greyjoy"]["power"] == g + 1
    assert s["areas"]["highgarden"]["order"] is None


def test_s53_turn_order_cycling_in_an_action_step():
    """AS-53 Turn-order cycling in an action step."""
    s = new_game(3)
    clear_board(s)
    for a, h, t in (("the_reach", "baratheon", "raid_1"), ("kingswood", "baratheon", "raid_2"),
                    ("stoney_sept", "lannister", "raid_1")):
        put(s, a, h, "footman")
        order(s, a, h, t)
    put(s, "harrenhal", "stark", "footman")     # something to raid, so nobody is auto-skipped
    order(s, "harrenhal", "stark", "support_1")
    put(s, "searoad_marches", "stark", "footman")
    order(s, "searoad_marches", "stark", "support_2")
    put(s, "kings_landing", "stark", "footman")
    order(s, "kings_landing", "stark", "consolidate_1")
    _step(s, "raid")
    seen = []
    while top(s) == "action_step":
        h = s["seats"][B.to_act(s)[0]]
        seen.append(h)
        a = next(o for o in options(s, h) if o["target"])
        act(s, h, a)
    assert seen == ["baratheon", "lannister", "baratheon"]


def test_s27_consolidate_power():
    """AS-27 Consolidate Power (seed)."""
    s = new_game(6)
    clear_board(s)
    put(s, "dragonstone", "baratheon", "footman")
    order(s, "dragonstone", "baratheon", "consolidate_1")
    p = s["houses"]["baratheon"]["power"]
    _step(s, "consolidate")
    act(s, "baratheon", {"type": "consolidate", "area": "dragonstone", "mode": "power"})
    assert s["houses"]["baratheon"]["power"] == p + 2 and s["areas"]["dragonstone"]["order"] is None


def test_s28_consolidate_power_at_sea_and_in_ports():
    """AS-28 Consolidate Power at sea and in ports."""
    s = new_game(6)
    clear_board(s)
    put(s, "pyke", "greyjoy", "footman")
    put(s, "ironmans_bay", "greyjoy", "ship")
    order(s, "ironmans_bay", "greyjoy", "consolidate_1")
    put(s, "port_of_pyke", "greyjoy", "ship")
    order(s, "port_of_pyke", "greyjoy", "consolidate_2")
    put(s, "port_of_lannisport", "lannister", "ship")
    order(s, "port_of_lannisport", "lannister", "consolidate_1")
    put(s, "the_golden_sound", "greyjoy", "ship")
    g, lan = s["houses"]["greyjoy"]["power"], s["houses"]["lannister"]["power"]
    _step(s, "consolidate")
    # Greyjoy ships in Ironman's Bay are not enemies of the Port of Pyke.
    act(s, "lannister", {"type": "consolidate", "area": "port_of_lannisport", "mode": "power"})
    assert s["houses"]["lannister"]["power"] == lan
    act(s, "greyjoy", {"type": "consolidate", "area": "ironmans_bay", "mode": "power"})
    assert s["houses"]["greyjoy"]["power"] == g
    act(s, "greyjoy", {"type": "consolidate", "area": "port_of_pyke", "mode": "power"})
    assert s["houses"]["greyjoy"]["power"] == g + 1


def test_s29_special_consolidate_power():
    """AS-29 Special Consolidate Power."""
    s = new_game(6)
    clear_board(s)
    put(s, "harrenhal", "lannister", "footman")
    order(s, "harrenhal", "lannister", "consolidate_s")
    put(s, "stoney_sept", "stark", "footman")
    order(s, "stoney_sept", "stark", "consolidate_s")
    _step(s, "consolidate")
    opts = options(s, "lannister")
    assert {"type": "consolidate", "area": "harrenhal", "mode": "muster"} in opts
    assert {"type": "consolidate", "area": "harrenhal", "mode": "power"} in opts
    p = s["houses"]["lannister"]["power"]
    act(s, "lannister", {"type": "consolidate", "area": "harrenhal", "mode": "muster"})
    assert top(s) == "muster" and s["stack"][-1]["points"] == {"harrenhal": 1}
    act(s, "lannister", {"type": "upgrade", "area": "harrenhal", "unit": "knight"})
    assert [u["type"] for u in s["areas"]["harrenhal"]["units"]] == ["knight"]
    assert s["houses"]["lannister"]["power"] == p
    assert options(s, "stark") == [{"type": "consolidate", "area": "stoney_sept", "mode": "power"}]
    refused(s, "stark", {"type": "consolidate", "area": "stoney_sept", "mode": "muster"}, "cannot-muster")
    p = s["houses"]["stark"]["power"]
    act(s, "stark", {"type": "consolidate", "area": "stoney_sept", "mode": "power"})
    assert s["houses"]["stark"]["power"] == p + 2


def test_s44_ports_mustering_into_the_port_and_raiding_from_it():
    """AS-44 Ports: mustering into the port and raiding from it (seed)."""
    s = new_game(6)
    s["tracks"]["iron_throne"] = ["martell", "baratheon", "lannister", "stark", "greyjoy", "tyrell"]
    clear_board(s)
    put(s, "east_summer_sea", "tyrell", "ship")
    order(s, "east_summer_sea", "tyrell", "support_1")
    from api.games.board.areas.mustering import push_muster
    s["stack"] = [{"kind": "test_hold"}]
    push_muster(s, ["martell"])
    B.FLOW.settle(s)
    opts = options(s, "martell")
    assert {"type": "muster", "area": "sunspear", "unit": "ship", "to": "sea_of_dorne"} in opts
    assert {"type": "muster", "area": "sunspear", "unit": "ship", "to": "east_summer_sea"} not in opts
    refused(s, "martell", {"type": "muster", "area": "sunspear", "unit": "ship", "to": "east_summer_sea"})
    act(s, "martell", {"type": "muster", "area": "sunspear", "unit": "footman", "to": "sunspear"})
    act(s, "martell", {"type": "muster", "area": "sunspear", "unit": "ship", "to": "port_of_sunspear"})
    assert top(s) == "test_hold"
    order(s, "port_of_sunspear", "martell", "raid_1")
    _step(s, "raid")
    act(s, "martell", {"type": "raid", "area": "port_of_sunspear", "target": "east_summer_sea"})
    assert s["areas"]["east_summer_sea"]["order"] is None
    assert s["areas"]["port_of_sunspear"]["order"] is None
