"""An outsider's acceptance check of board1e (session 17): each 1st-edition difference of
board-1e.md (section 12) and the corners of its acceptance scenarios that the existing tests
leave out, played on the 1st edition through the engine's decisions and actions, named by
spec section. Nothing here may leak a 2nd-edition-only rule into the 1st edition."""
from __future__ import annotations

import pytest

from api.games import board as B
from api.games.board.edition import edition_named
from api.games.board.wildlings.attack import start_attack
from tests.games.board.test_first_edition import act, new, options, seat, waiting

ED = edition_named("1e")
HOUSES = ["stark", "lannister", "baratheon", "greyjoy", "tyrell"]
COST = {"footman": 1, "knight": 2, "ship": 1}


def hold(s):
    """Nothing pending but a frame that waits forever (tests/games/board/board_helpers)."""
    import tests.games.board.board_helpers  # noqa: F401  (registers the test_hold step)
    s["stack"] = [{"kind": "test_hold"}]
    return s


def own_units(s, house):
    return sorted(u["type"] for st in s["areas"].values() for u in st["units"]
                  if u["house"] == house)


# -- 5.21.2 (A19, AS-41): the wildlings' penalty is a minimal set of units ----------------------

def _wildlings_win(units_each, lowest="tyrell"):
    """A 5-player Wildling Attack of strength 10 that the wildlings win (bids 2, 3, 0, 1, 0),
    ``lowest`` named the lowest bidder by the Iron Throne; every house holds ``units_each`` in
    its home area."""
    s = new(5)
    for st in s["areas"].values():
        st["units"] = []
    for h in HOUSES:
        s["houses"][h]["power"] = 5
        s["areas"][ED.house_setup[h]["homeArea"]]["units"] = [
            {"type": t, "house": h, "routed": False} for t in units_each]
    s["wildling_threat"] = 10
    hold(s)
    start_attack(s, 10)
    B.FLOW.settle(s)
    for h, bid in {"stark": 2, "lannister": 3, "baratheon": 0, "greyjoy": 1, "tyrell": 0}.items():
        if h in waiting(s):
            act(s, h, {"type": "bid_wildlings", "bid": bid})
    act(s, s["tracks"]["iron_throne"][0], {"type": "choose_wildling_bidder", "house": lowest})
    return s


def _penalty_options(s, house):
    return [o for o in options(s, house) if o["type"] == "wildling_penalty_choice"]


def test_5_21_2_a_knight_and_three_footmen_are_not_a_minimal_four():
    # AS-41: "A Tyrell choice of 1 Knight + 3 Footmen is rejected (not minimal)". After two
    # Footmen Tyrell owes 2: a third Footman would leave 1 owed with only a Knight to pay it
    s = _wildlings_win(("knight", "footman", "footman", "footman"))
    assert waiting(s) == ["tyrell"]                 # first in turn order (reversed throne)
    foot = {"type": "wildling_penalty_choice", "area": "highgarden", "unit": "footman"}
    act(s, "tyrell", foot)
    act(s, "tyrell", foot)
    assert foot not in _penalty_options(s, "tyrell")
    with pytest.raises(Exception):
        act(s, "tyrell", foot)
    while "tyrell" in waiting(s):
        act(s, "tyrell", _penalty_options(s, "tyrell")[0])
    assert own_units(s, "tyrell") == ["footman"]    # Knight + 2 Footmen: exactly 4


def test_5_21_2_a_footman_then_a_knight_is_not_a_minimal_two():
    # Greyjoy owes 2 (Tyrell, the lowest bidder, 4 first): after a Footman it owes 1, which a
    # Footman pays; the Knight would pay 3 where 2 was owed
    s = _wildlings_win(("knight", "footman", "footman", "footman"))
    act(s, "tyrell", {"type": "wildling_penalty_choice", "area": "highgarden", "unit": "knight"})
    assert own_units(s, "tyrell") == ["footman"]        # the two Footmen owed: forced
    assert waiting(s) == ["greyjoy"]
    events = act(s, "greyjoy", {"type": "wildling_penalty_choice", "area": "pyke",
                                "unit": "footman"})
    # the second point is a Footman, the only choice left (so taken for Greyjoy)
    assert [e["choice"]["unit"] for e in events if e["type"] == "choice-forced"] == ["footman"]
    assert own_units(s, "greyjoy") == ["footman", "knight"] and waiting(s) == ["stark"]


def test_5_21_2_a_house_worth_less_than_its_debt_loses_everything_and_owes_nothing():
    s = _wildlings_win(("footman",))
    for _ in range(10):
        if not waiting(s) or s["stack"][-1]["kind"] == "test_hold":
            break
        (h,) = waiting(s)
        act(s, h, options(s, h)[0])
    assert all(own_units(s, h) == [] for h in HOUSES)
    assert s["stack"] == [{"kind": "test_hold"}]


# -- hand-built boards (the spec's abstract areas are real 1st-edition areas) ------------------

def arena(players=5, **tracks):
    """An empty 1st-edition board, nothing pending, the Blade spent (tests/games/board)."""
    from tests.games.board.board_helpers import clear_board
    s = B.new(players, {}, 1, "1e")
    clear_board(s)
    s["stack"] = []
    s["blade_used"] = True
    for track, order_ in tracks.items():
        s["tracks"][track] = list(order_)
    return s


def put(s, area, house, *types, routed=False):
    s["areas"][area]["units"] += [{"type": t, "house": house, "routed": routed} for t in types]


def give_order(s, area, house, token):
    from api.games.board.planning.orders import make_order
    s["areas"][area]["order"] = make_order(s, house, token, True)


def march(s, house, area):
    from tests.games.board.board_helpers import frame
    hold(s)
    frame(s, kind="march", house=house, area=area, plan=[])


def units_in(s, area, house=None):
    return sorted((u["type"], u["routed"]) for u in s["areas"][area]["units"]
                  if house is None or u["house"] == house)


def fight(s, house, origin, target, token="march_0"):
    """March every unit of ``house`` in ``origin`` into ``target`` (a combat)."""
    from api.games.board.combat.start import start_combat
    give_order(s, origin, house, token)
    taken = [u for u in s["areas"][origin]["units"] if u["house"] == house]
    s["areas"][origin]["units"] = [u for u in s["areas"][origin]["units"] if u["house"] != house]
    events = start_combat(s, house, origin, target, taken, dict(s["areas"][origin]["order"]))
    return events + B.FLOW.settle(s)


def cards(s, **chosen):
    events = []
    for h, card in chosen.items():
        events += act(s, h, {"type": "choose_house_card", "card": card})
    return events


# -- 5.15 (AS-30): the retreat must go where supply fits when such an area exists ---------------

def test_AS_30_choosing_the_area_that_breaks_supply_is_refused():
    s = arena()
    s["houses"]["lannister"]["supply"] = 1                  # armies 3 and 2
    put(s, "kingswood", "lannister", "footman", "footman", "footman")
    put(s, "stoney_sept", "lannister", "footman", "footman")
    s["areas"]["riverrun"]["power"] = "stark"              # L3: a Stark Power token
    put(s, "searoad_marches", "lannister", "footman")      # L5: legal, but armies 3 and 3
    put(s, "harrenhal", "stark", "knight", "knight")       # L1, the attack's origin
    fight(s, "stark", "harrenhal", "stoney_sept")
    cards(s, stark="eddard_stark", lannister="the_hound")  # 2 Swords against 2 Towers: none
    assert waiting(s) == ["lannister"]           # Blackwater (L4) or its own Lannisport
    dests = {o.get("area") or o.get("to") for o in options(s, "lannister")}
    assert dests == {"blackwater", "lannisport"}, options(s, "lannister")
    with pytest.raises(Exception):
        act(s, "lannister", {**options(s, "lannister")[0], **(
            {"area": "searoad_marches"} if "area" in options(s, "lannister")[0]
            else {"to": "searoad_marches"})})
    act(s, "lannister", next(o for o in options(s, "lannister")
                             if "blackwater" in (o.get("area"), o.get("to"))))
    assert units_in(s, "blackwater", "lannister") == [("footman", True)] * 2


# -- 5.2 / 5.15 (A34): another house's printed crest blocks a retreat like a Power token ------

def test_5_15_a_retreat_never_goes_into_another_houses_empty_home_area():
    s = arena()
    put(s, "stoney_sept", "greyjoy", "footman", "footman")
    for closed in ("blackwater", "riverrun", "searoad_marches"):
        put(s, closed, "tyrell", "footman")
    assert not s["areas"]["lannisport"]["units"] and not s["areas"]["lannisport"]["power"]
    put(s, "harrenhal", "stark", "knight", "knight")
    fight(s, "stark", "harrenhal", "stoney_sept")
    events = cards(s, stark="greatjon_umber", greyjoy="dagmar_cleftjaw")   # 1 Sword, 1 Tower
    while waiting(s) and s["combat"] is not None:
        (h,) = waiting(s)
        assert not any("lannisport" in (o.get("area"), o.get("to")) for o in options(s, h))
        events += act(s, h, options(s, h)[0])
    assert units_in(s, "lannisport") == [] and units_in(s, "stoney_sept", "greyjoy") == []
    assert sum(e["type"] == "unit-destroyed" and e["house"] == "greyjoy" for e in events) == 2


# -- 1.3: several houses at the threshold at the end of a turn ----------------------------------

def _castles(s, counts):
    """Each house of ``counts`` holds that many castle/stronghold lands (by a Footman each)."""
    for a in ED.castle_areas:
        st = s["areas"][a]
        st["units"], st["neutral"], st["power"] = [], None, None
    free = list(ED.castle_areas)
    # homes first: a crest holds its own house's home, so give each house its home
    for h in counts:
        free.remove(ED.house_setup[h]["homeArea"])
    others = [h for h in s["houses"] if h not in counts]
    for h in others:       # other crests belong to houses in play: occupy them with nobody's
        home = ED.house_setup[h]["homeArea"]
        free.remove(home)
        put(s, home, others[0] if h != others[0] else others[-1], "footman") \
            if len(others) > 1 else None
    for h, n in counts.items():
        put(s, ED.house_setup[h]["homeArea"], h, "footman")
        for _ in range(n - 1):
            put(s, free.pop(0), h, "footman")


def _end_of_turn(s):
    from api.games.board.rounds.round import _round_auto
    return _round_auto(s, {"kind": "round", "stage": "cleanup"})


@pytest.mark.parametrize("counts,supply,winners", [
    ({"lannister": 8, "stark": 7}, (3, 3), ["lannister"]),        # more areas
    ({"lannister": 7, "stark": 7}, (2, 4), ["stark"]),            # then the supply track
    ({"lannister": 7, "stark": 7}, (3, 3), ["lannister", "stark"]),   # then units: a draw
])
def test_1_3_two_houses_at_the_threshold_at_the_end_of_a_turn(counts, supply, winners):
    from api.games.board.rounds.victory import castle_count
    s = arena()
    hold(s)
    _castles(s, counts)
    assert {h: castle_count(s, h) for h in counts} == counts
    s["houses"]["lannister"]["supply"], s["houses"]["stark"]["supply"] = supply
    _end_of_turn(s)
    assert s["result"] is not None
    assert sorted(s["seats"][i] for i in s["result"]["winners"]) == sorted(winners)


# -- 5.7 / 5.9.1: a neutral force is the march's one hostile destination -----------------------

def test_5_9_1_a_march_on_a_neutral_force_cannot_also_attack_a_house():
    s = arena()
    s["areas"]["kings_landing"]["neutral"] = 5
    put(s, "kingswood", "baratheon", "knight", "footman", "footman")
    give_order(s, "kingswood", "baratheon", "march_s")
    put(s, "the_reach", "tyrell", "footman")
    march(s, "baratheon", "kingswood")
    act(s, "baratheon", {"type": "move", "unit": "knight", "to": "kings_landing"})
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "kings_landing"})
    with pytest.raises(Exception):
        act(s, "baratheon", {"type": "move", "unit": "footman", "to": "the_reach"})
        act(s, "baratheon", {"type": "end_march", "leave_power": False})
    assert units_in(s, "the_reach") == [("footman", False)]


# -- 5.7 (A36): an area with only an enemy Power token is entered beside the march's combat ----

def test_5_7_a_power_token_area_is_entered_in_the_same_march_as_a_combat():
    s = arena()
    put(s, "riverrun", "stark", "footman", "footman", "footman")
    give_order(s, "riverrun", "stark", "march_0")
    s["areas"]["stoney_sept"]["power"] = "lannister"
    put(s, "seagard", "greyjoy", "footman")
    march(s, "stark", "riverrun")
    act(s, "stark", {"type": "move", "unit": "footman", "to": "stoney_sept"})
    act(s, "stark", {"type": "move", "unit": "footman", "to": "seagard"})
    act(s, "stark", {"type": "move", "unit": "footman", "to": "seagard"})
    events = act(s, "stark", {"type": "end_march", "leave_power": False})
    assert s["areas"]["stoney_sept"]["power"] is None
    assert units_in(s, "stoney_sept") == [("footman", False)]
    assert any(e["type"] == "combat-started" for e in events) and s["combat"]["area"] == "seagard"


# -- 5.4 (A53): a castle area held by a Power token or by the crest alone musters --------------

def test_5_4_mustering_where_only_a_power_token_or_the_crest_holds_the_area():
    from api.games.board.areas.mustering import push_muster
    s = arena()
    hold(s)
    s["houses"]["stark"]["supply"] = 6
    s["areas"]["moat_cailin"]["power"] = "stark"          # a City by a Power token
    assert not s["areas"]["winterfell"]["units"]           # a Stronghold by its crest
    push_muster(s, ["stark"])
    B.FLOW.settle(s)
    assert s["stack"][-1]["points"] == {"moat_cailin": 1, "winterfell": 2}
    act(s, "stark", {"type": "muster", "area": "moat_cailin", "unit": "footman",
                     "to": "moat_cailin"})
    assert units_in(s, "moat_cailin") == [("footman", False)]


# -- 5.20 / 12.1 row 36: King's Court stars by position, no 3-4 player overlay -------------------

@pytest.mark.parametrize("players,stars", [(3, [3, 3, 2]), (4, [3, 3, 2, 1]),
                                           (5, [3, 3, 2, 1, 0])])
def test_5_20_special_orders_per_kings_court_position(players, stars):
    from api.games.board.planning.orders import star_allowance
    s = new(players)
    assert [star_allowance(s, h) for h in s["tracks"]["kings_court"]] == stars


# -- 5.17 (A24) / 3.3-3.4: crests of absent houses yield, but give control to nobody -------------

@pytest.mark.parametrize("players,area", [(4, "pyke"), (3, "highgarden")])
def test_5_17_an_absent_houses_home_yields_2_and_belongs_to_nobody(players, area):
    from api.games.board.action.consolidate import consolidate_gain
    from api.games.board.areas.control import controller
    s = new(players)
    assert s["areas"][area]["neutral"]                       # its units, a neutral force
    s["areas"][area]["neutral"] = None                       # conquered and left
    assert controller(s, area) is None
    assert consolidate_gain(s, "lannister", area) == 2
    assert consolidate_gain(s, "lannister", "sunspear") == 1   # no crest in the 1st edition
    give_order(s, area, "lannister", "consolidate_s")
    assert consolidate_gain(s, "lannister", area) == 3


# -- 12.1 rows 8 and 51: no Tides of Battle, no ports, no garrisons, no 2nd-edition neutrals ----

@pytest.mark.parametrize("players", [3, 4, 5])
def test_12_no_second_edition_only_components(players):
    from api.engine.errors import BadAction
    with pytest.raises(BadAction):
        new(players, tides_of_battle=True)
    s = new(players)
    assert not any(rec["kind"] == "port" for rec in ED.areas.values())
    assert not any(st["garrison"] for st in s["areas"].values())
    assert s["wildling_threat"] == 0
    neutral_tokens = {a for a in ("kings_landing", "the_eyrie", "sunspear")
                      if s["areas"][a]["neutral"]}
    assert neutral_tokens == {"kings_landing", "the_eyrie", "sunspear"}
    assert all(hs["power"] == 5 for hs in s["houses"].values())
    expected = {3: {"stark", "lannister", "baratheon"},
                4: {"stark", "lannister", "baratheon", "tyrell"},
                5: set(HOUSES)}[players]
    assert set(s["houses"]) == expected


# -- 5.20: the Raven's replacement must be legal where it goes; it only replaces (row 33) ------

def test_5_20_the_raven_cannot_put_consolidate_power_at_sea_and_never_scouts():
    from api.games.board.planning.raven import push_raven
    s = arena(kings_court=["greyjoy", "stark", "lannister", "baratheon", "tyrell"])
    hold(s)
    s["wildling_deck"] = ["x"]             # a deck to scout, were scouting a 1st-edition power
    put(s, "ironmans_bay", "greyjoy", "ship")
    give_order(s, "ironmans_bay", "greyjoy", "raid_1")
    put(s, "pyke", "greyjoy", "footman")
    give_order(s, "pyke", "greyjoy", "march_0")
    push_raven(s, "greyjoy")
    B.FLOW.settle(s)
    offered = options(s, "greyjoy")
    assert {"type": "raven_replace", "area": "pyke", "token": "consolidate_1"} in offered
    assert not any(o.get("area") == "ironmans_bay" and o.get("token", "").startswith("consolidate")
                   for o in offered)
    assert not any(o["type"] == "raven_scout" for o in offered)
    with pytest.raises(Exception):
        act(s, "greyjoy", {"type": "raven_replace", "area": "ironmans_bay",
                           "token": "consolidate_1"})
    assert s["areas"]["ironmans_bay"]["order"]["token"] == "raid_1"


# -- 5.17 / row 27 (AS-42 through the action): a special Consolidate Power in a crest area ----
# yields 3 and never musters. The order was cleared before its star was read, so it paid 2
# (test_as42 checks the yield function alone).

def test_5_17_a_special_consolidate_power_in_a_crest_area_yields_3_and_never_musters():
    from tests.games.board.board_helpers import frame
    s = arena()
    put(s, "lannisport", "lannister", "footman")
    give_order(s, "lannisport", "lannister", "consolidate_s")
    s["houses"]["lannister"]["power"] = 5
    hold(s)
    frame(s, kind="action_step", order_type="consolidate", last=None)
    offered = options(s, "lannister")
    assert offered == [] or all(o.get("mode") != "muster" for o in offered), offered
    if offered:
        act(s, "lannister", offered[0])
    assert s["houses"]["lannister"]["power"] == 5 + 3
    assert units_in(s, "lannisport") == [("footman", False)]


# -- 5.13 (A49): the Blade is never used by a supporter -----------------------------------------

def test_5_13_a_supporting_blade_holder_is_not_offered_the_blade():
    s = arena(fiefdoms=["baratheon", "stark", "lannister", "tyrell", "greyjoy"])
    s["blade_used"] = False
    put(s, "riverrun", "stark", "knight")
    put(s, "lannisport", "lannister", "footman")
    put(s, "the_golden_sound", "baratheon", "ship")
    give_order(s, "the_golden_sound", "baratheon", "support_1")
    fight(s, "stark", "riverrun", "lannisport")
    while waiting(s) == ["baratheon"]:
        act(s, "baratheon", next(o for o in options(s, "baratheon") if o.get("side") == "attacker"))
    cards(s, stark="eddard_stark", lannister="the_hound")
    asked = [(h, d["type"]) for i in B.to_act(s) for h in [s["seats"][i]]
             for d in B.decisions(s, i)]
    assert not any(t == "use_valyrian_blade" for _, t in asked), asked
    assert s["blade_used"] is False


# -- 4.3 step 4 (A44): leftover orders leave the board at the end of the turn -----------------

def test_4_3_support_and_defense_orders_are_removed_at_the_end_of_the_turn():
    s = arena()
    hold(s)
    s["raven_used"] = True
    put(s, "lannisport", "lannister", "footman")
    give_order(s, "lannisport", "lannister", "defense_s")
    put(s, "riverrun", "stark", "footman")
    give_order(s, "riverrun", "stark", "support_1")
    from api.games.board.rounds.round import _round_auto
    _round_auto(s, {"kind": "round", "stage": "cleanup"})
    assert s["areas"]["lannisport"]["order"] is None and s["areas"]["riverrun"]["order"] is None
    assert s["raven_used"] is False


# -- 5.2: establishing control needs an available Power token; own units leave a token --------

def test_5_2_no_power_token_no_established_control():
    s = arena()
    put(s, "stoney_sept", "stark", "footman")
    give_order(s, "stoney_sept", "stark", "march_0")
    s["houses"]["stark"]["power"] = 0
    march(s, "stark", "stoney_sept")
    act(s, "stark", {"type": "move", "unit": "footman", "to": "harrenhal"})
    assert {"type": "end_march", "leave_power": True} not in options(s, "stark")
    with pytest.raises(Exception):
        act(s, "stark", {"type": "end_march", "leave_power": True})
    act(s, "stark", {"type": "end_march", "leave_power": False})
    assert s["areas"]["stoney_sept"]["power"] is None


def test_5_2_own_units_entering_leave_the_power_token_in_place():
    s = arena()
    s["areas"]["stoney_sept"]["power"] = "stark"
    put(s, "harrenhal", "stark", "footman")
    give_order(s, "harrenhal", "stark", "march_0")
    march(s, "stark", "harrenhal")
    act(s, "stark", {"type": "move", "unit": "footman", "to": "stoney_sept"})
    act(s, "stark", {"type": "end_march", "leave_power": False})
    assert s["areas"]["stoney_sept"]["power"] == "stark"


# -- 5.4 / 2.1 (A2): 5 Ships per house in the 1st edition (the seed) ---------------------------

def test_5_4_a_sixth_ship_is_never_mustered():
    from api.games.board.areas.mustering import push_muster
    s = arena()
    hold(s)
    s["houses"]["lannister"]["supply"] = 6
    put(s, "lannisport", "lannister", "footman")
    for sea in ("sunset_sea", "west_summer_sea", "redwyne_straights", "east_summer_sea",
                "sea_of_dorne"):
        put(s, sea, "lannister", "ship")
    push_muster(s, ["lannister"])
    B.FLOW.settle(s)
    assert not any(o.get("unit") == "ship" for o in options(s, "lannister"))
    with pytest.raises(Exception):
        act(s, "lannister", {"type": "muster", "area": "lannisport", "unit": "ship",
                             "to": "the_golden_sound"})


# -- AS-11 through the placement itself (test_as11 reads the allowance only) -------------------

def test_AS_11_a_third_special_order_at_position_3_is_refused_and_none_at_position_5():
    from api.games.board.planning.assign import start_planning
    s = arena(kings_court=["lannister", "tyrell", "stark", "baratheon", "greyjoy"])
    hold(s)
    for a in ("winterfell", "karhold", "white_harbor"):
        put(s, a, "stark", "footman")
    put(s, "pyke", "greyjoy", "footman")
    assert start_planning(s)
    B.FLOW.settle(s)
    act(s, "stark", {"type": "place_order", "area": "winterfell", "token": "march_s"})
    act(s, "stark", {"type": "place_order", "area": "karhold", "token": "defense_s"})
    with pytest.raises(Exception):
        act(s, "stark", {"type": "place_order", "area": "white_harbor", "token": "support_s"})
    act(s, "stark", {"type": "place_order", "area": "white_harbor", "token": "support_1"})
    for special in ("march_s", "defense_s", "support_s", "raid_s", "consolidate_s"):
        with pytest.raises(Exception):
            act(s, "greyjoy", {"type": "place_order", "area": "pyke", "token": special})
    act(s, "greyjoy", {"type": "place_order", "area": "pyke", "token": "march_0"})


# -- AS-33 through a combat (test_as33 calls the recycling alone) -------------------------------

def test_AS_33_playing_the_seventh_card_brings_all_seven_back_after_the_combat():
    s = arena()
    hs = s["houses"]["stark"]
    last = "eddard_stark"
    hs["discard"] = [c for c in hs["hand"] if c != last]
    hs["hand"] = [last]
    put(s, "riverrun", "stark", "knight", "knight")
    put(s, "lannisport", "lannister", "footman")
    fight(s, "stark", "riverrun", "lannisport")
    # Stark's one card is played for it (a one-card hand); Lannister chooses
    events = act(s, "lannister", {"type": "choose_house_card", "card": "cersei_lannister"}) \
        if "lannister" in waiting(s) else []
    while s["combat"] is not None and waiting(s):
        (h,) = waiting(s)
        events += act(s, h, options(s, h)[0])
    assert s["combat"] is None
    assert sorted(hs["hand"]) == sorted(ED.house_cards_of["stark"]) and hs["discard"] == []


# -- AS-21's last sentence: the ships of a transport may carry any order, or be routed ---------

def test_AS_21_a_routed_ship_with_a_raid_order_still_carries_the_march():
    s = arena()
    put(s, "ironmans_bay", "greyjoy", "ship", routed=True)
    give_order(s, "ironmans_bay", "greyjoy", "raid_1")
    put(s, "pyke", "greyjoy", "footman")
    give_order(s, "pyke", "greyjoy", "march_0")
    march(s, "greyjoy", "pyke")
    act(s, "greyjoy", {"type": "move", "unit": "footman", "to": "seagard"})
    act(s, "greyjoy", {"type": "end_march", "leave_power": False})
    assert units_in(s, "seagard") == [("footman", False)]


# -- 5.9.1 (A37): another house may support a march on a neutral force; nobody supports it -----

def test_5_9_1_another_houses_support_counts_against_a_neutral_force():
    s = arena()
    s["areas"]["kings_landing"]["neutral"] = 5
    put(s, "kingswood", "baratheon", "knight", "footman")
    give_order(s, "kingswood", "baratheon", "march_0")
    put(s, "blackwater", "lannister", "knight")
    give_order(s, "blackwater", "lannister", "support_1")
    march(s, "baratheon", "kingswood")
    act(s, "baratheon", {"type": "move", "unit": "knight", "to": "kings_landing"})
    act(s, "baratheon", {"type": "move", "unit": "footman", "to": "kings_landing"})
    events = act(s, "baratheon", {"type": "end_march", "leave_power": False})
    # asked only whether to support the march (there is no side of the neutral force)
    assert waiting(s) == ["lannister"]
    assert sorted(options(s, "lannister"), key=str) == [
        {"type": "neutral_support", "commit": False}, {"type": "neutral_support", "commit": True}]
    events += act(s, "lannister", {"type": "neutral_support", "commit": True})
    assert any(e["type"] == "neutral-force-defeated" for e in events)   # 2 + 1 + 2 = 5
    assert s["areas"]["kings_landing"]["neutral"] is None


# -- AS-40: the bid tokens go to the Power Pool whatever the outcome -----------------------------

def test_AS_40_every_bid_goes_to_the_pool_and_the_marker_to_0():
    s = new(5)
    for h in HOUSES:
        s["houses"][h]["power"] = 5
    s["wildling_threat"] = 8
    hold(s)
    start_attack(s, 8)
    B.FLOW.settle(s)
    bids = {"stark": 3, "lannister": 3, "baratheon": 1, "greyjoy": 0, "tyrell": 1}
    for h, bid in bids.items():
        act(s, h, {"type": "bid_wildlings", "bid": bid})
    act(s, s["tracks"]["iron_throne"][0], {"type": "choose_wildling_bidder", "house": "lannister"})
    assert {h: s["houses"][h]["power"] for h in HOUSES} == {h: 5 - b for h, b in bids.items()}
    assert s["wildling_threat"] == 0


# -- 5.18.2 (A14): the new Iron Throne holder breaks a wildling tie in deck III of the same phase

def test_5_18_2_after_a_clash_the_new_iron_throne_holder_breaks_the_wildling_tie():
    from api.games.board.westeros.phase import start_westeros
    s = new(5)
    old = s["tracks"]["iron_throne"][0]
    new_holder = next(h for h in HOUSES if h != old)
    for deck, card in zip(ED.westeros_decks, ["last_days_of_summer", "clash_of_kings",
                                              "wildlings_attack"]):
        d = s["westeros_decks"][deck]
        d.remove(card)
        d.insert(0, card)
    for h in HOUSES:
        s["houses"][h]["power"] = 5
    s["wildling_threat"] = 10
    hold(s)
    s["round"] = 2
    start_westeros(s)
    B.FLOW.settle(s)
    asked_for_wildlings = None
    for _ in range(200):
        seats = waiting(s)
        if not seats:
            break
        h = seats[0]
        ds = B.decisions(s, seat(s, h))
        kind = ds[0]["type"]
        if kind == "bid_influence":      # the new holder bids 1 on each track, the rest 0
            act(s, h, {"type": "bid_influence", "bid": 1 if h == new_holder else 0})
        elif kind == "bid_wildlings":
            act(s, h, {"type": "bid_wildlings", "bid": 0})
        elif kind == "choose_wildling_bidder":
            asked_for_wildlings = h
            break
        else:
            act(s, h, ds[0]["options"][0]["action"])
    assert s["tracks"]["iron_throne"][0] == new_holder
    assert asked_for_wildlings == new_holder


# -- 5.19 / 5.3.2 / 5.4: Supply and Mustering go in turn order, the Iron Throne holder last ----


def houses_asked(s, card, answer):
    """The houses a Westeros card asks, in the order asked, each answering ``answer(house)``."""
    from api.games.board.westeros.cards import resolve_card
    resolve_card(s, card)
    B.FLOW.settle(s)
    asked = []
    while s["stack"][-1]["kind"] != "test_hold":
        (h,) = waiting(s)
        if not asked or asked[-1] != h:
            asked.append(h)
        act(s, h, answer(h))
    return asked


def test_5_19_supply_reductions_and_musters_go_lowest_iron_throne_position_first():
    s = arena(iron_throne=["lannister", "stark", "baratheon", "tyrell", "greyjoy"])
    hold(s)
    # Lannister (Lannisport's 2 barrels: three armies) and Stark (Winterfell's 1: two) each
    # keep one army too many
    for h, areas in (("lannister", ("stoney_sept", "harrenhal", "the_reach", "crackclaw_point")),
                     ("stark", ("karhold", "the_twins", "castle_black"))):
        for a in areas:
            put(s, a, h, "footman", "footman")
    for h in ("lannister", "stark"):
        s["houses"][h]["supply"] = 6
    assert houses_asked(s, "supply", lambda h: options(s, h)[0]) == ["stark", "lannister"]          # Stark (2nd on the throne) before Lannister
    s = arena(iron_throne=["lannister", "stark", "baratheon", "tyrell", "greyjoy"])
    hold(s)
    for h in HOUSES:
        s["houses"][h]["supply"] = 6
    assert houses_asked(s, "mustering", lambda h: {"type": "muster_done"}) == \
        ["greyjoy", "tyrell", "baratheon", "stark", "lannister"]
