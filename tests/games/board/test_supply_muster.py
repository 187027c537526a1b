"""Supply (5.3), reconciling armies (A-4), mustering (5.4), component limits (2.4)."""
from api.games import board as B
from api.games.board.areas.supply import armies, limits, min_removals, push_reconcile, sizes_ok, supply_ok
from api.games.board.areas.mustering import push_muster
from board_helpers import act, clear_board, new_game, options, put, refused, top


def _hold(s):
    s["stack"] = [{"kind": "test_hold"}]


def test_s05_supply_table():
    """AS-05 Supply table (seed, Supply example)."""
    s = new_game(6)
    s["houses"]["stark"]["supply"] = 2
    assert limits(s, "stark") == [3, 2, 2]
    assert limits(s, "stark", 3) == [3, 2, 2, 2]
    assert sizes_ok([3, 2, 2, 2], [3, 2, 2, 2]) and not sizes_ok([3, 3], [3, 2, 2, 2])
    assert sizes_ok([1, 1, 1, 1, 3], [3, 2]) and not sizes_ok([2, 2, 2], [3, 2])


def _lannister_at_five(s):
    clear_board(s)
    s["houses"]["lannister"]["supply"] = 5
    for a, n in (("the_twins", 2), ("harrenhal", 2), ("lannisport", 3), ("stoney_sept", 4)):
        put(s, a, "lannister", *["footman"] * n)
    put(s, "searoad_marches", "lannister", "footman")
    put(s, "the_golden_sound", "lannister", "ship")


def test_s06_supply_drop_forces_disbanding():
    """AS-06 Supply drop forces disbanding (seed)."""
    s = new_game(6)
    _lannister_at_five(s)
    s["houses"]["lannister"]["supply"] = 3
    _hold(s)
    push_reconcile(s, ["lannister"])
    B.FLOW.settle(s)
    assert top(s) == "reconcile"
    first = {o["area"] for o in options(s, "lannister")}
    assert first == {"stoney_sept", "lannisport"}         # only the armies of 4 and 3
    refused(s, "lannister", {"type": "destroy_unit", "area": "the_twins", "unit": "footman"}, "bad-disband")
    refused(s, "lannister", {"type": "destroy_unit", "area": "searoad_marches", "unit": "footman"})
    act(s, "lannister", {"type": "destroy_unit", "area": "lannisport", "unit": "footman", "routed": False})
    # two from the 3-army would leave an army of 4: not offered
    assert {o["area"] for o in options(s, "lannister")} == {"stoney_sept"}
    act(s, "lannister", {"type": "destroy_unit", "area": "stoney_sept", "unit": "footman", "routed": False})
    assert top(s) == "test_hold"
    assert armies(s, "lannister") == [3, 2, 2, 2]
    # the other legal choice: two from the 4-army
    s = new_game(6)
    _lannister_at_five(s)
    s["houses"]["lannister"]["supply"] = 3
    assert min_removals([2, 2, 3, 4, 1, 1], [3, 2, 2, 2]) == 2
    _hold(s)
    push_reconcile(s, ["lannister"])
    B.FLOW.settle(s)
    act(s, "lannister", {"type": "destroy_unit", "area": "stoney_sept", "unit": "footman", "routed": False})
    act(s, "lannister", {"type": "destroy_unit", "area": "stoney_sept", "unit": "footman", "routed": False})
    assert armies(s, "lannister") == [3, 2, 2, 2] and top(s) == "test_hold"


def _mustering_example():
    s = new_game(6)
    s["tracks"]["iron_throne"] = ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]
    clear_board(s)
    s["houses"]["lannister"]["supply"] = 3
    put(s, "lannisport", "lannister", "footman")
    put(s, "harrenhal", "lannister", "footman")
    put(s, "riverrun", "lannister", "knight", "knight", "knight")
    put(s, "stoney_sept", "lannister", "footman")
    put(s, "ironmans_bay", "greyjoy", "ship")
    _hold(s)
    push_muster(s, ["lannister", "baratheon"])
    B.FLOW.settle(s)
    return s


def test_s07_mustering():
    """AS-07 Mustering (seed)."""
    s = _mustering_example()
    assert s["stack"][-1]["points"] == {"lannisport": 2, "harrenhal": 1, "riverrun": 2}
    assert not any(o.get("area") == "stoney_sept" for o in options(s, "lannister"))
    act(s, "lannister", {"type": "muster", "area": "lannisport", "unit": "footman", "to": "lannisport"})
    act(s, "lannister", {"type": "muster", "area": "lannisport", "unit": "ship", "to": "the_golden_sound"})
    act(s, "lannister", {"type": "upgrade", "area": "harrenhal", "unit": "knight"})
    act(s, "lannister", {"type": "muster", "area": "riverrun", "unit": "ship", "to": "the_golden_sound"})
    assert len(s["areas"]["lannisport"]["units"]) == 2 and len(s["areas"]["the_golden_sound"]["units"]) == 2
    assert [u["type"] for u in s["areas"]["harrenhal"]["units"]] == ["knight"]
    assert armies(s, "lannister") == [3, 2, 2]
    # Riverrun's last point cannot be spent: Lannister's turn ended by itself.
    from api.games.board.areas.mustering import muster_options
    left = muster_options(s, {"house": "lannister", "points": {"riverrun": 1}})
    assert left == []
    for bad in ({"type": "muster", "area": "riverrun", "unit": "footman", "to": "riverrun"},
                {"type": "muster", "area": "riverrun", "unit": "ship", "to": "the_golden_sound"},
                {"type": "muster", "area": "riverrun", "unit": "ship", "to": "ironmans_bay"},
                {"type": "muster", "area": "riverrun", "unit": "knight", "to": "riverrun"},
                {"type": "muster", "area": "stoney_sept", "unit": "footman", "to": "stoney_sept"}):
        assert bad not in left
        refused(s, "lannister", bad)
    assert s["stack"][-1]["house"] == "baratheon"


def test_mustering_waits_for_done_and_goes_in_given_order():
    s = _mustering_example()
    act(s, "lannister", {"type": "muster_done"})
    assert s["stack"][-1]["house"] == "baratheon"
    assert options(s, "baratheon")[-1] == {"type": "muster_done"}


def test_s08_ship_mustering_restrictions():
    """AS-08 Ship mustering restrictions."""
    s = new_game(6)
    clear_board(s)
    put(s, "port_of_pyke", "greyjoy", "ship", "ship", "ship")
    put(s, "ironmans_bay", "lannister", "ship")
    s["houses"]["greyjoy"]["supply"] = 6
    _hold(s)
    push_muster(s, ["greyjoy"])
    B.FLOW.settle(s)
    refused(s, "greyjoy", {"type": "muster", "area": "pyke", "unit": "ship", "to": "ironmans_bay"})
    refused(s, "greyjoy", {"type": "muster", "area": "pyke", "unit": "ship", "to": "port_of_pyke"})
    s["areas"]["port_of_pyke"]["units"].pop()
    act(s, "greyjoy", {"type": "muster", "area": "pyke", "unit": "ship", "to": "port_of_pyke"})
    assert len(s["areas"]["port_of_pyke"]["units"]) == 3


def test_s57_component_limits():
    """AS-57 Component limits (seed example on destroyed units)."""
    s = new_game(6)
    clear_board(s)
    s["houses"]["stark"]["supply"] = 6
    for a in ("karhold", "the_twins", "moat_cailin", "white_harbor", "widows_watch"):
        put(s, a, "stark", "knight")
    put(s, "winterfell", "stark", "footman")
    _hold(s)
    push_muster(s, ["stark"])
    B.FLOW.settle(s)
    refused(s, "stark", {"type": "muster", "area": "winterfell", "unit": "knight", "to": "winterfell"})
    refused(s, "stark", {"type": "upgrade", "area": "winterfell", "unit": "knight"})
    act(s, "stark", {"type": "muster", "area": "winterfell", "unit": "footman", "to": "winterfell"})
    assert len(s["areas"]["winterfell"]["units"]) == 2
    s["areas"]["karhold"]["units"] = []          # a knight destroyed: the piece is back
    _hold(s)
    push_muster(s, ["stark"])
    B.FLOW.settle(s)
    act(s, "stark", {"type": "upgrade", "area": "winterfell", "unit": "knight"})
    assert sorted(u["type"] for u in s["areas"]["winterfell"]["units"]) == ["footman", "knight"]


def test_supply_ok_with_extra_moves():
    s = new_game(6)
    assert supply_ok(s, "stark")
    assert not supply_ok(s, "stark", {"winterfell": 2})     # Stark level 1: [3, 2]
    assert supply_ok(s, "stark", {"winterfell": 1})
