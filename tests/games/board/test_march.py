"""Marches (5.9), ship transport (5.10), ports (5.11), control and power tokens (5.2),
neutral forces (5.20)."""


from api.games import board as B
from api.games.board.areas.control import controller
from api.games.board.areas.transport import transport_reach
from board_helpers import act, clear_board, frame, new_game, options, order, put, refused, top


def _march(s, area, house):
    return frame(s, kind="march", house=house, area=area, plan=[])


def test_s22_splitting_a_march():
    """AS-22 Splitting a march (seed)."""
    s = new_game(6)
    clear_board(s)
    put(s, "lannisport", "lannister", "footman", "footman", "footman")
    order(s, "lannisport", "lannister", "march_0")
    put(s, "searoad_marches", "lannister", "footman")
    _march(s, "lannisport", "lannister")
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "stoney_sept"})
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "searoad_marches"})
    act(s, "lannister", {"type": "end_march", "leave_power": False})
    assert len(s["areas"]["searoad_marches"]["units"]) == 2
    assert len(s["areas"]["stoney_sept"]["units"]) == 1 and len(s["areas"]["lannisport"]["units"]) == 1
    assert s["areas"]["lannisport"]["order"] is None and top(s) == "test_hold"


def test_s23_one_combat_per_march():
    """AS-23 One combat per march."""
    s = new_game(6)
    clear_board(s)
    put(s, "the_reach", "tyrell", "knight", "footman", "footman")
    order(s, "the_reach", "tyrell", "march_0")
    put(s, "blackwater", "lannister", "footman")
    put(s, "kingswood", "baratheon", "footman")
    _march(s, "the_reach", "tyrell")
    act(s, "tyrell", {"type": "move", "unit": "knight", "to": "blackwater"})
    refused(s, "tyrell", {"type": "move", "unit": "footman", "to": "kingswood"}, "second-combat")
    assert {"type": "move", "unit": "footman", "to": "kingswood"} not in options(s, "tyrell")
    act(s, "tyrell", {"type": "move", "unit": "footman", "to": "searoad_marches"})
    events = act(s, "tyrell", {"type": "end_march", "leave_power": False})
    c = s["combat"]     # the combat waits for the house cards
    assert (c["attacker"], c["origin"], c["area"], [u["type"] for u in c["attackers"]]) == \
        ("tyrell", "the_reach", "blackwater", ["knight"])
    assert c["march"]["token"] == "march_0"
    # the quiet move was made before the combat started
    types = [e["type"] for e in events]
    assert types.index("units-moved") < types.index("combat-started")
    assert [u["type"] for u in s["areas"]["searoad_marches"]["units"]] == ["footman"]
    assert [u["type"] for u in s["areas"]["the_reach"]["units"]] == ["footman"]


def test_s24_establishing_control_and_entering_a_power_token_area():
    """AS-24 Establishing control and entering a power-token area."""
    s = new_game(6)
    clear_board(s)
    put(s, "white_harbor", "stark", "footman")
    order(s, "white_harbor", "stark", "march_0")
    s["houses"]["stark"]["power"] = 3
    _march(s, "white_harbor", "stark")
    act(s, "stark", {"type": "move", "unit": "footman", "to": "widows_watch"})
    act(s, "stark", {"type": "end_march", "leave_power": True})
    assert s["houses"]["stark"]["power"] == 2 and s["areas"]["white_harbor"]["power"] == "stark"
    assert controller(s, "white_harbor") == "stark" and s["houses"]["stark"]["victory"] >= 1
    put(s, "moat_cailin", "greyjoy", "footman", "footman")
    order(s, "moat_cailin", "greyjoy", "march_0")
    put(s, "winterfell", "stark", "footman")
    _march(s, "moat_cailin", "greyjoy")
    act(s, "greyjoy", {"type": "move", "unit": "footman", "to": "white_harbor"})
    # the power-token land does not use up the march's one combat
    assert {"type": "move", "unit": "footman", "to": "winterfell"} in options(s, "greyjoy")
    act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    assert s["areas"]["white_harbor"]["power"] is None
    assert controller(s, "white_harbor") == "greyjoy"
    from api.games.board.components import power_pool
    assert power_pool(s, "stark") == 20 - 2


def test_s25_power_token_rules():
    """AS-25 Power token rules."""
    s = new_game(6)
    clear_board(s)
    put(s, "the_reach", "tyrell", "footman")
    order(s, "the_reach", "tyrell", "march_0")
    s["houses"]["tyrell"]["power"] = 0
    _march(s, "the_reach", "tyrell")
    act(s, "tyrell", {"type": "move", "unit": "footman", "to": "blackwater"})
    refused(s, "tyrell", {"type": "end_march", "leave_power": True}, "no-power")
    put(s, "sunset_sea", "greyjoy", "ship")
    order(s, "sunset_sea", "greyjoy", "march_0")
    _march(s, "sunset_sea", "greyjoy")
    act(s, "greyjoy", {"type": "move", "unit": "ship", "to": "bay_of_ice"})
    refused(s, "greyjoy", {"type": "end_march", "leave_power": True}, "not-land")
    put(s, "stoney_sept", "lannister", "footman")
    s["areas"]["stoney_sept"]["power"] = "lannister"
    order(s, "stoney_sept", "lannister", "march_0")
    _march(s, "stoney_sept", "lannister")
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "harrenhal"})
    refused(s, "lannister", {"type": "end_march", "leave_power": True}, "token-present")
    act(s, "lannister", {"type": "end_march", "leave_power": False})
    assert s["areas"]["stoney_sept"]["power"] == "lannister" and controller(s, "stoney_sept") == "lannister"


def test_s26_home_area_control_returns():
    """AS-26 Home area control returns."""
    for leave in (False, True):
        s = new_game(6)
        clear_board(s, keep_garrisons=False)
        put(s, "lannisport", "stark", "knight")
        order(s, "lannisport", "stark", "march_0")
        put(s, "winterfell", "stark", "footman")
        _march(s, "lannisport", "stark")
        assert controller(s, "lannisport") == "stark"
        act(s, "stark", {"type": "move", "unit": "knight", "to": "stoney_sept"})
        act(s, "stark", {"type": "end_march", "leave_power": leave})
        assert controller(s, "lannisport") == ("stark" if leave else "lannister")
        assert s["houses"]["lannister"]["victory"] == (0 if leave else 1)


def test_s42_neutral_force():
    """AS-42 Neutral force (seed)."""
    for support in (True, False):
        s = new_game(5)
        clear_board(s)
        s["areas"]["sunspear"]["neutral"] = 5
        put(s, "yronwood", "tyrell", "knight", "footman")
        order(s, "yronwood", "tyrell", "march_s")
        put(s, "sea_of_dorne", "tyrell", "ship")
        order(s, "sea_of_dorne", "tyrell", "support_1" if support else "raid_1")
        _march(s, "yronwood", "tyrell")
        if not support:
            refused(s, "tyrell", {"type": "move", "unit": "knight", "to": "sunspear"}, "neutral-too-strong")
            continue
        act(s, "tyrell", {"type": "move", "unit": "knight", "to": "sunspear"})
        act(s, "tyrell", {"type": "move", "unit": "footman", "to": "sunspear"})
        v = s["houses"]["tyrell"]["victory"]
        ev = act(s, "tyrell", {"type": "end_march", "leave_power": True})   # keeps Yronwood
        assert any(e["type"] == "neutral-force-defeated" for e in ev)
        assert s["areas"]["sunspear"]["neutral"] is None and controller(s, "sunspear") == "tyrell"
        assert s["houses"]["tyrell"]["victory"] == v + 1 and top(s) == "test_hold"


def test_s43_ship_transport():
    """AS-43 Ship transport (seed)."""
    s = new_game(6)
    clear_board(s)
    for sea in ("redwyne_straights", "west_summer_sea", "east_summer_sea"):
        put(s, sea, "tyrell", "ship")
    put(s, "highgarden", "tyrell", "knight", "footman")
    order(s, "highgarden", "tyrell", "march_0")
    assert {"sunspear", "starfall", "storms_end", "salt_shore", "the_arbor"} <= transport_reach(s, "tyrell", "highgarden")
    assert "sunspear" not in transport_reach(s, "martell", "highgarden")   # never someone else's ships
    s["areas"]["sunspear"]["garrison"] = None
    _march(s, "highgarden", "tyrell")
    act(s, "tyrell", {"type": "move", "unit": "knight", "to": "sunspear"})
    act(s, "tyrell", {"type": "move", "unit": "footman", "to": "the_arbor"})
    act(s, "tyrell", {"type": "end_march", "leave_power": False})
    assert controller(s, "sunspear") == "tyrell" and controller(s, "the_arbor") == "tyrell"
    from api.games.board.action.raid import raid_targets
    put(s, "highgarden", "tyrell", "footman")
    order(s, "highgarden", "tyrell", "raid_1")
    put(s, "starfall", "martell", "footman")
    order(s, "starfall", "martell", "support_1")
    assert raid_targets(s, "tyrell", "highgarden") == []       # no raids through ships


def test_s45_port_capacity_and_abandonment():
    """AS-45 Port capacity, abandonment and capture (parts a and b; c is COMBAT's capture)."""
    s = new_game(6)
    clear_board(s)
    put(s, "port_of_storms_end", "baratheon", "ship", "ship", "ship")
    put(s, "shipbreaker_bay", "baratheon", "ship")
    put(s, "storms_end", "baratheon", "footman")
    order(s, "shipbreaker_bay", "baratheon", "march_0")
    _march(s, "shipbreaker_bay", "baratheon")
    refused(s, "baratheon", {"type": "move", "unit": "ship", "to": "port_of_storms_end"}, "port-full")
    s = new_game(6)
    clear_board(s)
    put(s, "storms_end", "baratheon", "footman")
    put(s, "port_of_storms_end", "baratheon", "ship")
    order(s, "storms_end", "baratheon", "march_0")
    _march(s, "storms_end", "baratheon")
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "kingswood"})
    ev = act(s, "baratheon", {"type": "end_march", "leave_power": False})
    assert s["areas"]["port_of_storms_end"]["units"] == []
    assert any(e["type"] == "port-ships-destroyed" for e in ev)


def test_port_ship_stays_when_a_power_token_is_left():
    s = new_game(6)
    clear_board(s)
    put(s, "storms_end", "baratheon", "footman")
    put(s, "port_of_storms_end", "baratheon", "ship")
    order(s, "storms_end", "baratheon", "march_0")
    _march(s, "storms_end", "baratheon")
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "kingswood"})
    act(s, "baratheon", {"type": "end_march", "leave_power": True})
    assert len(s["areas"]["port_of_storms_end"]["units"]) == 1


def test_taking_a_token_land_offers_port_capture():
    """A-10: control changing without an attack still lets the new owner take the port ships."""
    s = new_game(6)
    clear_board(s)
    s["areas"]["storms_end"]["power"] = "baratheon"
    put(s, "port_of_storms_end", "baratheon", "ship", "ship")
    put(s, "kingswood", "lannister", "footman")
    order(s, "kingswood", "lannister", "march_0")
    _march(s, "kingswood", "lannister")
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "storms_end"})
    act(s, "lannister", {"type": "end_march", "leave_power": False})
    assert top(s) == "capture_port"
    assert options(s, "lannister") == [{"type": "capture_ships", "count": k} for k in range(3)]
    act(s, "lannister", {"type": "capture_ships", "count": 1})
    assert [u["house"] for u in s["areas"]["port_of_storms_end"]["units"]] == ["lannister"]


def test_routed_units_cannot_march_and_supply_is_checked_at_the_end():
    s = new_game(6)
    clear_board(s)
    s["houses"]["stark"]["supply"] = 5                     # [4, 3, 2, 2]
    put(s, "winterfell", "stark", "footman", "footman", "knight")
    put(s, "winterfell", "stark", "footman", routed=True)
    put(s, "castle_black", "stark", "footman", "footman")
    order(s, "winterfell", "stark", "march_0")
    _march(s, "winterfell", "stark")
    assert sorted(o["unit"] for o in options(s, "stark") if o["type"] == "move" and o["to"] == "karhold") \
        == ["footman", "knight"]
    for u in ("footman", "footman", "knight"):
        act(s, "stark", {"type": "move", "unit": u, "to": "castle_black"})
    refused(s, "stark", {"type": "move", "unit": "footman", "to": "castle_black"}, "no-unit")  # routed stays
    refused(s, "stark", {"type": "end_march", "leave_power": False}, "supply")   # army of 5
    act(s, "stark", {"type": "undo"})
    act(s, "stark", {"type": "end_march", "leave_power": False})
    assert len(s["areas"]["castle_black"]["units"]) == 4
    assert [u["routed"] for u in s["areas"]["winterfell"]["units"]] == [False, True]


def test_a_march_may_always_end_without_moving():
    """5.9 "all, some or none": a plan of no moves ends even where every move would break supply
    (here a hand-built house already over its limits, so each move leaves only "undo")."""
    s = new_game(6)
    clear_board(s)
    s["houses"]["stark"]["supply"] = 0                     # [2, 2]
    for a in ("winterfell", "castle_black", "karhold"):
        put(s, a, "stark", "footman", "footman")
    put(s, "bay_of_ice", "stark", "ship")
    order(s, "bay_of_ice", "stark", "march_0")
    _march(s, "bay_of_ice", "stark")
    assert {"type": "end_march", "leave_power": False} in options(s, "stark")
    act(s, "stark", {"type": "move", "unit": "ship", "to": "sunset_sea"})
    assert [o["type"] for o in options(s, "stark")] == ["undo"]
    act(s, "stark", {"type": "undo"})
    act(s, "stark", {"type": "end_march", "leave_power": False})
    assert s["areas"]["bay_of_ice"]["order"] is None
    assert [u["type"] for u in s["areas"]["bay_of_ice"]["units"]] == ["ship"]


def _neutral_with_ally():
    s = new_game(5)
    clear_board(s)
    s["areas"]["sunspear"]["neutral"] = 5
    put(s, "yronwood", "tyrell", "knight", "footman")
    order(s, "yronwood", "tyrell", "march_s")
    put(s, "sea_of_dorne", "greyjoy", "ship")
    order(s, "sea_of_dorne", "greyjoy", "support_1")
    _march(s, "yronwood", "tyrell")
    act(s, "tyrell", {"type": "move", "unit": "knight", "to": "sunspear"})
    act(s, "tyrell", {"type": "move", "unit": "footman", "to": "sunspear"})
    act(s, "tyrell", {"type": "end_march", "leave_power": True})
    assert top(s) == "neutral_support"
    return s


def test_neutral_attack_with_support_committed_by_another_house():
    """D18 / A-14: another house's adjacent Support order may be committed in advance."""
    s = _neutral_with_ally()
    assert options(s, "greyjoy") == [{"type": "neutral_support", "commit": True},
                                     {"type": "neutral_support", "commit": False}]
    act(s, "greyjoy", {"type": "neutral_support", "commit": True})
    assert controller(s, "sunspear") == "tyrell" and s["areas"]["sunspear"]["neutral"] is None
    assert top(s) == "test_hold"


def test_neutral_attack_refused_support_sends_the_attacker_back_to_planning():
    s = _neutral_with_ally()
    ev = act(s, "greyjoy", {"type": "neutral_support", "commit": False})
    assert any(e["type"] == "neutral-attack-short" for e in ev)
    assert top(s) == "march" and s["areas"]["sunspear"]["neutral"] == 5
    refused(s, "tyrell", {"type": "end_march", "leave_power": True}, "neutral-too-strong")
    assert {"type": "move", "unit": "knight", "to": "sunspear"} not in options(s, "tyrell")
    act(s, "tyrell", {"type": "undo"})
    act(s, "tyrell", {"type": "undo"})
    act(s, "tyrell", {"type": "end_march", "leave_power": False})
    assert top(s) == "test_hold"


def test_s45c_port_capture_after_a_won_attack():
    """AS-45 (c): the winner of an attack on a port's land replaces enemy ships up to its
    reserve and supply; the rest are removed (real COMBAT flow, first option everywhere)."""
    s = new_game(6)
    clear_board(s)
    s["areas"]["lannisport"]["garrison"] = None
    put(s, "lannisport", "lannister", "footman")
    put(s, "port_of_lannisport", "lannister", "ship", "ship")
    s["houses"]["greyjoy"]["supply"] = 6
    put(s, "riverrun", "greyjoy", "knight", "knight", "knight", "knight")
    order(s, "riverrun", "greyjoy", "march_s")
    for sea in ("ironmans_bay", "sunset_sea", "bay_of_ice", "the_shivering_sea", "the_narrow_sea"):
        put(s, sea, "greyjoy", "ship")                  # five of six ship pieces in use
    _march(s, "riverrun", "greyjoy")
    for _ in range(4):
        act(s, "greyjoy", {"type": "move", "unit": "knight", "to": "lannisport"})
    act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    for i in range(60):
        if top(s) in ("capture_port", "test_hold"):
            break
        seats = B.to_act(s)
        who = seats[i % len(seats)]      # sealed choices keep a seat listed until all are in
        B.apply(s, who, B.decisions(s, who)[0]["options"][0]["action"])
    assert controller(s, "lannisport") == "greyjoy"
    assert top(s) == "capture_port"
    assert options(s, "greyjoy") == [{"type": "capture_ships", "count": 0}, {"type": "capture_ships", "count": 1}]
    refused(s, "greyjoy", {"type": "capture_ships", "count": 2})
    act(s, "greyjoy", {"type": "capture_ships", "count": 1})
    assert [u["house"] for u in s["areas"]["port_of_lannisport"]["units"]] == ["greyjoy"]


def test_a_port_is_captured_once_by_its_lands_final_owner():
    """5.11: a march that takes a port's land (a power token) and starts a combat elsewhere
    asks for the port once, after the combat, from whoever holds the land then; it used to
    queue one question under the combat and another in its clean-up, the second offering 0."""
    s = new_game(6)
    clear_board(s)
    s["areas"]["storms_end"]["power"] = "baratheon"
    put(s, "port_of_storms_end", "baratheon", "ship", "ship")
    put(s, "kingswood", "lannister", "footman", "knight")
    order(s, "kingswood", "lannister", "march_0")
    put(s, "the_boneway", "martell", "footman")
    _march(s, "kingswood", "lannister")
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "storms_end"})
    act(s, "lannister", {"type": "move", "unit": "knight", "to": "the_boneway"})
    act(s, "lannister", {"type": "end_march", "leave_power": False})
    asked = []
    for i in range(80):
        if top(s) == "test_hold":
            break
        if top(s) == "capture_port":
            f = s["stack"][-1]
            asked.append((f["house"], f["port"], [o["count"] for o in options(s, f["house"])]))
        who = B.to_act(s)[i % len(B.to_act(s))]
        B.apply(s, who, B.decisions(s, who)[0]["options"][-1]["action"])   # capture the most
    assert controller(s, "storms_end") == "lannister"
    assert asked == [("lannister", "port_of_storms_end", [0, 1, 2])]
    assert [u["house"] for u in s["areas"]["port_of_storms_end"]["units"]] == ["lannister"] * 2
