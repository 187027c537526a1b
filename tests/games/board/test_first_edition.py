"""The 1st edition (board1e, board-1e.md): its data, its registration and the rules of
section 12 that differ from the 2nd edition, with the section 11 acceptance scenarios that
the implemented rules cover (AS-nn in the test names)."""
import json
from pathlib import Path

import pytest

from api.games import REGISTRY
from api.games import board as B
from api.games.board.bot import choose
from api.games.board.edition import edition_named, edition_of
from api.games.board.rounds.round import _round_auto
from api.games.board.tracks.influence import turn_order
from api.games.board.wildlings.attack import start_attack

from board_helpers import check_invariants, check_views

ED = edition_named("1e")
DATA = Path(B.__file__).parent / "data" / "1e"
HOUSES = ["stark", "lannister", "baratheon", "greyjoy", "tyrell"]


def new(players=5, seed=1, **options):
    return B.new(players, options, seed, "1e")


def seat(s, house):
    return s["seats"].index(house)


def act(s, house, action):
    return B.apply(s, seat(s, house), action)


def waiting(s):
    return [s["seats"][i] for i in B.to_act(s)]


def options(s, house):
    return [o["action"] for d in B.decisions(s, seat(s, house)) for o in d["options"]]


def units(s, house):
    return sum(1 for st in s["areas"].values() for u in st["units"] if u["house"] == house)


# -- data (counts as the data README states them) -----------------------------------------


def test_the_map_is_the_second_editions_without_ports_or_garrisons():
    two = edition_named("2e")
    assert len(ED.areas) == len(two.areas) - 8 == 50
    assert ED.ports == () and not any(a["port"] or a["ports"] for a in ED.areas.values())
    assert sum(1 for a in ED.areas.values() if a["kind"] == "sea") == 12
    # the seed's sea-transport example: the Sunset Sea reaches Highgarden and Oldtown
    assert ED.is_adjacent("sunset_sea", "highgarden") and ED.is_adjacent("oldtown", "sunset_sea")
    assert ED.areas["sunspear"]["home"] is None
    for a, nb in ED.adjacent.items():
        assert all(a in ED.adjacent[b] for b in nb), a


def test_components_and_decks_match_the_data_readme():
    assert (ED.min_players, ED.max_players, ED.game_id) == (3, 5, "board1e")
    assert {k: v["perHouse"] for k, v in ED.unit_types.items()} == {
        "footman": 10, "knight": 4, "ship": 5}       # no siege engines; the seed's 5 ships
    assert (ED.starting_power, ED.power_per_house, ED.rounds) == (5, 20, 10)
    assert (ED.threat_start, ED.threat_max) == (0, 12)
    assert ED.tides_deck == [] and list(ED.wildling_cards) == ["first_edition_outcome"]
    assert {d: len(c) for d, c in ED.westeros_decks.items()} == {"1": 10, "2": 10, "3": 10}
    icons = sum(ED.westeros_cards[c]["wildlingIcons"] for d in ED.westeros_decks.values() for c in d)
    assert icons == 13
    assert ED.westeros_decks["3"].count("wildlings_attack") == 3
    assert ED.kings_court_stars == {5: [3, 3, 2, 1, 0], 4: [3, 3, 2, 1], 3: [3, 3, 2]}
    assert [ED.castles_to_win_with(n) for n in (3, 4, 5)] == [8, 7, 7]
    assert ED.supply_limits[5] == [4, 3, 2, 2]


def test_the_house_cards_are_the_marked_reconstruction_within_strength_0_to_3():
    cards = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    assert "RECONSTRUCTED" in cards["reconstructed"] and ED.reconstructed_cards
    assert sorted(ED.house_cards_of) == sorted(HOUSES)
    for h, ids in ED.house_cards_of.items():
        assert len(ids) == 7
        assert sorted(ED.house_cards[c]["strength"] for c in ids) == [0, 1, 1, 2, 2, 3, 3], h
    assert all(c["reconstructed"] for cs in cards["houseCards"].values() for c in cs)
    assert len(ED.house_cards) == 35


# -- registration and options -------------------------------------------------------------


def test_board1e_is_registered_with_its_own_options():
    g = REGISTRY["board1e"]
    assert (g.min_players, g.max_players) == (3, 5)
    assert "reconstructed" in g.name
    props = g.options_schema["properties"]
    assert props["orders_mandatory"]["default"] is False           # official FAQ
    assert props["second_edition_house_cards"]["default"] is False
    assert "tides_of_battle" not in props
    with pytest.raises(Exception):
        new(6)


def test_the_second_edition_house_cards_option():
    s = new(4, second_edition_house_cards=True)
    ed = edition_of(s)
    assert s["game"] == "board1e" and ed.rules == ED.rules and not ed.reconstructed_cards
    assert ed.house_cards["eddard_stark"]["strength"] == 4
    assert "eddard_stark" in s["houses"]["stark"]["hand"]
    assert ED.house_cards["eddard_stark"]["strength"] == 3   # the default set is untouched


def test_orders_are_optional_unless_the_option_makes_them_mandatory():
    s = new(3)
    for h in turn_order(s):
        assert {"type": "submit_orders"} in options(s, h)     # nothing placed yet
    s = new(3, orders_mandatory=True)
    assert all({"type": "submit_orders"} not in options(s, h) for h in turn_order(s))


# -- setup ---------------------------------------------------------------------------------


def test_setup_has_no_garrisons_and_the_three_neutral_tokens():
    s = new(5)
    assert s["wildling_threat"] == 0
    assert not any(st["garrison"] for st in s["areas"].values())
    assert {a: st["neutral"] for a, st in s["areas"].items() if st["neutral"]} == {
        "kings_landing": 5, "the_eyrie": 6, "sunspear": 5}
    assert all(len(hs["hand"]) == 7 and hs["power"] == 5 for hs in s["houses"].values())


def test_as37_as50_absent_houses_units_are_neutral_forces():
    s = new(4)
    assert sorted(s["houses"]) == ["baratheon", "lannister", "stark", "tyrell"]
    # Pyke: Knight + Footman = 3; Ironman's Bay: 2 Ships; Greywater Watch: 1 Footman
    assert s["areas"]["pyke"]["neutral"] == 3
    assert s["areas"]["ironmans_bay"]["neutral"] == 2
    assert s["areas"]["greywater_watch"]["neutral"] == 1
    assert not any(u["house"] == "greyjoy" for st in s["areas"].values() for u in st["units"])
    assert all("greyjoy" not in s["tracks"][t] for t in ED.tracks)
    s3 = new(3)
    assert sorted(s3["houses"]) == ["baratheon", "lannister", "stark"]
    assert s3["areas"]["highgarden"]["neutral"] == 3


# -- turn order, victory, house cards -----------------------------------------------------


def test_as08_turn_order_is_the_reversed_iron_throne_track():
    s = new(5)
    s["tracks"]["iron_throne"] = ["lannister", "stark", "baratheon", "tyrell", "greyjoy"]
    assert turn_order(s) == ["greyjoy", "tyrell", "baratheon", "stark", "lannister"]


def _give_castles(s, house, n):
    """``house`` holds exactly ``n`` castle/stronghold lands: its home (by its crest) first,
    then others with a Footman; the rest are emptied."""
    home = ED.house_setup[house]["homeArea"]
    for a in ED.castle_areas:
        st = s["areas"][a]
        st["units"], st["neutral"], st["power"] = [], None, None
    for a in [x for x in ED.castle_areas if x != home][:n - 1]:
        s["areas"][a]["units"] = [{"type": "footman", "house": house, "routed": False}]


def _end_of_turn(s):
    return _round_auto(s, {"kind": "round", "stage": "cleanup"})


def test_as43_victory_is_checked_at_the_end_of_the_turn_not_at_once():
    s = new(5)
    _give_castles(s, "lannister", 7)
    B.FLOW.settle(s)
    assert s["result"] is None                     # 7 castles mid-turn: no immediate win
    _give_castles(s, "lannister", 6)               # a later march retakes one
    assert not any(e["type"] == "game-over" for e in _end_of_turn(s))
    _give_castles(s, "lannister", 7)
    events = _end_of_turn(s)
    assert s["result"]["winners"] == [seat(s, "lannister")]
    assert s["result"]["reason"] == "castles_at_end_of_turn"
    assert any(e["type"] == "game-over" for e in events)


def test_as44_three_players_need_eight():
    s = new(3)
    _give_castles(s, "stark", 7)
    _end_of_turn(s)
    assert s["result"] is None
    _give_castles(s, "stark", 8)
    _end_of_turn(s)
    assert s["result"]["winners"] == [seat(s, "stark")]


def test_as45_end_of_game_tiebreaks_supply_units_then_a_draw():
    from api.games.board.rounds.victory import end_game
    s = new(3)
    for a in s["areas"].values():
        a["units"], a["neutral"], a["power"] = [], None, None
    s["houses"]["lannister"]["supply"] = s["houses"]["baratheon"]["supply"] = 4
    s["areas"]["riverrun"]["units"] = [{"type": "footman", "house": "lannister", "routed": False}] * 2
    s["areas"]["harrenhal"]["units"] = [{"type": "footman", "house": "baratheon", "routed": False}]
    # home crests: Lannisport, Dragonstone and Winterfell are held by their houses
    ev = end_game(s, list(s["houses"]), "round_limit")
    assert s["result"]["winners"] == [seat(s, "lannister")]
    assert ev[0]["winners"] == ["lannister"]
    s["result"] = None
    s["areas"]["harrenhal"]["units"] = [{"type": "footman", "house": "baratheon", "routed": False}] * 2
    ev = end_game(s, list(s["houses"]), "round_limit")
    assert s["result"]["winners"] == sorted([seat(s, "lannister"), seat(s, "baratheon")])
    # the game-over event names both, so the log does not call one of them the winner
    assert sorted(ev[0]["winners"]) == ["baratheon", "lannister"]


def test_as33_the_seventh_card_brings_back_all_seven():
    from api.games.board.combat.house_cards.registry import recycle
    s = new(3)
    hs = s["houses"]["stark"]
    last = hs["hand"][-1]
    hs["discard"], hs["hand"] = list(hs["hand"]), []
    assert recycle(s, "stark", keep=[last])
    assert sorted(hs["hand"]) == sorted(ED.house_cards_of["stark"]) and hs["discard"] == []


# -- wildlings: the fixed outcome ---------------------------------------------------------


def _attack(s, strength, bids):
    s["stack"] = [{"kind": "test_hold"}]     # board_helpers' frame that waits forever
    start_attack(s, strength)
    B.FLOW.settle(s)
    for h, b in bids.items():
        if h in waiting(s):
            act(s, h, {"type": "bid_wildlings", "bid": b})


def test_as40_nights_watch_victory_returns_one_used_card_to_the_highest_bidder():
    s = new(5)
    s["wildling_threat"] = 8
    for h in HOUSES:
        s["houses"][h]["power"] = 5
    card = s["houses"]["lannister"]["hand"].pop(0)
    s["houses"]["lannister"]["discard"].append(card)
    _attack(s, 8, {"stark": 3, "lannister": 3, "baratheon": 1, "greyjoy": 0, "tyrell": 1})
    holder = s["tracks"]["iron_throne"][0]
    assert waiting(s) == [holder]
    act(s, holder, {"type": "choose_wildling_bidder", "house": "lannister"})
    assert s["wildling_threat"] == 0
    assert waiting(s) == ["lannister"]
    act(s, "lannister", {"type": "wildling_reward_choice", "card": card})
    assert card in s["houses"]["lannister"]["hand"]


def test_as41_wildling_victory_costs_two_points_each_and_four_for_the_lowest():
    s = new(5)
    s["wildling_threat"] = 10
    for st in s["areas"].values():
        st["units"] = []
    for h in HOUSES:
        s["houses"][h]["power"] = 5
        s["areas"][ED.house_setup[h]["homeArea"]]["units"] = [
            {"type": t, "house": h, "routed": False} for t in ("knight", "knight", "footman", "footman")]
    _attack(s, 10, {"stark": 2, "lannister": 3, "baratheon": 0, "greyjoy": 1, "tyrell": 0})
    holder = s["tracks"]["iron_throne"][0]
    act(s, holder, {"type": "choose_wildling_bidder", "house": "tyrell"})
    assert s["wildling_threat"] == 0
    while s["stack"][-1]["kind"] != "test_hold":
        (h,) = waiting(s)
        opts = options(s, h)
        # Knights first where allowed: 2 points each
        act(s, h, next((o for o in opts if o.get("unit") == "knight"), opts[0]))
    lost = {h: 6 - sum({"knight": 2, "footman": 1}[u["type"]] for st in s["areas"].values()
                       for u in st["units"] if u["house"] == h) for h in HOUSES}
    assert lost == {"tyrell": 4, "stark": 2, "lannister": 2, "baratheon": 2, "greyjoy": 2}


# -- a client that knows nothing finishes ------------------------------------------------


def _play(players, seed, **opts):
    s = new(players, seed, **opts)
    for step in range(8000):
        if B.result(s) is not None:
            break
        seats = B.to_act(s)
        assert seats, "nobody to act but no result"
        who = seats[(seed + step) % len(seats)]
        ds = B.decisions(s, who)
        assert ds and ds[0]["options"], (s["stack"][-1], who)
        events = B.apply(s, who, choose(B.view(s, who), ds, seed * 7919 + step))
        combats = sum(e["type"] == "combat-started" for e in events)
        check_invariants(s)
        if step % 40 == 0:
            check_views(s)
        played = played + combats if step else combats
    return s, played


@pytest.mark.parametrize("players,seed,opts", [
    (3, 1, {}), (4, 2, {"second_edition_house_cards": True}), (5, 3, {"orders_mandatory": True})])
def test_random_legal_play_finishes_board1e(players, seed, opts):
    s, combats = _play(players, seed, **opts)
    assert combats > 0          # orders were given and fought over, not just submitted empty
    assert s["result"] is not None and len(s["result"]["scores"]) == players
    assert s["result"]["reason"] in ("castles_at_end_of_turn", "round_limit")


# -- raids and Consolidate Power ----------------------------------------------------------

from board_helpers import clear_board, frame, order, put, refused  # noqa: E402


def _raid_board():
    """AS-16: a Lannister special Raid in Lannisport; Stark Support in Riverrun, Tyrell
    Consolidate Power in Searoad Marches, Stark Defense in Stoney Sept."""
    s = new(5)
    clear_board(s)
    put(s, "lannisport", "lannister", "footman")
    put(s, "riverrun", "stark", "footman")
    put(s, "searoad_marches", "tyrell", "footman")
    put(s, "stoney_sept", "stark", "footman")
    order(s, "lannisport", "lannister", "raid_s")
    order(s, "riverrun", "stark", "support_1")
    order(s, "searoad_marches", "tyrell", "consolidate_1")
    order(s, "stoney_sept", "stark", "defense_1")
    for h in HOUSES:
        s["houses"][h]["power"] = 2
    frame(s, kind="action_step", order_type="raid", last=None)
    return s


def test_as16_a_special_raid_removes_two_orders_never_defense():
    s = _raid_board()
    assert waiting(s) == ["lannister"]
    targets = {o["target"] for o in options(s, "lannister")}
    assert targets == {"riverrun", "searoad_marches", None}        # no Defense (row 29)
    act(s, "lannister", {"type": "raid", "area": "lannisport", "target": "riverrun"})
    assert s["areas"]["riverrun"]["order"] is None
    assert waiting(s) == ["lannister"]                              # the second target
    assert {o["target"] for o in options(s, "lannister")} == {"searoad_marches", None}
    refused(s, "lannister", {"type": "raid", "area": "lannisport", "target": "stoney_sept"})
    events = act(s, "lannister", {"type": "raid", "area": "lannisport", "target": "searoad_marches"})
    assert s["areas"]["searoad_marches"]["order"] is None and s["areas"]["lannisport"]["order"] is None
    pillage = [e for e in events if e["type"] == "pillage"][0]
    assert (pillage["gained"], pillage["lost"]) == (1, 0)          # AS-15: the victim loses nothing
    assert s["houses"]["tyrell"]["power"] == 2
    assert s["areas"]["stoney_sept"]["order"]["type"] == "defense"


def test_as16_a_special_raid_may_stop_after_one_order():
    s = _raid_board()
    act(s, "lannister", {"type": "raid", "area": "lannisport", "target": "riverrun"})
    act(s, "lannister", {"type": "raid", "area": "lannisport", "target": None})
    assert s["areas"]["lannisport"]["order"] is None
    assert s["areas"]["searoad_marches"]["order"] is not None


def test_as42_consolidate_power_yields_by_printed_crest():
    from api.games.board.action.consolidate import can_muster_here, consolidate_gain
    s = new(5)
    clear_board(s)
    cases = [("winterfell", "stark", "consolidate_1", 2),      # own crest
             ("lannisport", "lannister", "consolidate_s", 3),  # special in a crest area
             ("stoney_sept", "lannister", "consolidate_1", 1),  # plain
             ("kingswood", "baratheon", "consolidate_s", 1),   # special in a plain area
             ("highgarden", "baratheon", "consolidate_2", 2)]   # another house's crest
    for area, house, tok, _ in cases:
        put(s, area, house, "footman")
        order(s, area, house, tok)
    assert [consolidate_gain(s, h, a) for a, h, _, _ in cases] == [n for *_, n in cases]
    assert not can_muster_here(s, "lannister", "lannisport")     # the special never musters


def test_consolidate_power_is_never_ordered_at_sea():
    from api.games.board.planning.orders import token_allowed
    s = new(5)
    assert token_allowed(s, "stark", "consolidate_1", "the_shivering_sea") is not None


# -- the Westeros phase, card by card -----------------------------------------------------


def _westeros(s, cards):
    from api.games.board.westeros.phase import start_westeros
    for deck, card in zip(ED.westeros_decks, cards):
        d = s["westeros_decks"][deck]
        d.remove(card)
        d.insert(0, card)
    s["stack"] = [{"kind": "test_hold"}]
    s["round"] = 2
    return start_westeros(s) + B.FLOW.settle(s)


def test_westeros_cards_are_revealed_and_resolved_one_at_a_time():
    s = new(5)
    events = _westeros(s, ["a_throne_of_blades", "clash_of_kings", "last_days_of_summer"])
    # A Throne of Blades asks the Iron Throne holder before card II is even revealed
    assert s["westeros_revealed"] == ["a_throne_of_blades"]
    assert [e["card"] for e in events if e["type"] == "westeros-card-revealed"] == ["a_throne_of_blades"]
    assert s["wildling_threat"] == 2          # its own icon, applied before its effect
    assert waiting(s) == [s["tracks"]["iron_throne"][0]]


def test_as39_the_threat_stops_at_twelve_and_never_attacks_by_itself():
    s = new(5)
    s["wildling_threat"] = 10
    events = _westeros(s, ["last_days_of_summer", "dark_wings_dark_words", "sea_of_storms"])
    while s["stack"][-1]["kind"] != "test_hold":
        (h,) = waiting(s)
        events += act(s, h, options(s, h)[-1])
    assert s["wildling_threat"] == 12
    assert not any(e["type"] == "wildlings-attack" for e in events)


def test_as37_no_ship_is_built_in_a_sea_held_by_absent_house_ships():
    from api.games.board.areas.mustering import ship_places
    s = new(4)                                     # Greyjoy absent: 2 ships in Ironman's Bay
    assert s["areas"]["ironmans_bay"]["neutral"] == 2
    assert "ironmans_bay" not in ship_places(s, "lannister", "riverrun")
    assert "the_golden_sound" in ship_places(s, "lannister", "riverrun")
    s["areas"]["ironmans_bay"]["neutral"] = None      # once the neutral ships are beaten
    assert "ironmans_bay" in ship_places(s, "lannister", "riverrun")


def test_the_first_edition_rule_switches():
    r = ED.rules
    assert (r.turn_order, r.immediate_victory, r.special_raid_defense, r.pillage_victim_loses,
            r.raven_scout, r.consolidate_at_sea, r.attack_at_max_threat) == (
        "reverse", False, False, False, False, False, False)
    assert r.threat_after_attack == {"nights_watch": "reset", "wildlings": "reset"}
    assert (r.clash_tie_breaker, r.seventh_card_returns, r.special_raid_targets,
            r.consolidate_yield, r.westeros_reveal) == ("before_clash", True, 2, "crest", "one_by_one")


# -- the reconstructed house cards in combat ---------------------------------------------


def _duel(defense, **options):
    """Baratheon (Knight) attacks Lannister (Footman) in Stoney Sept from Blackwater;
    Lannister holds a Defense +1 order there if ``defense``."""
    from api.games.board.combat.start import start_combat
    s = new(3, **options)
    clear_board(s)
    s["stack"] = [{"kind": "test_hold"}]
    s["blade_used"] = True
    put(s, "blackwater", "baratheon", "knight")
    put(s, "stoney_sept", "lannister", "footman")
    if defense:
        order(s, "stoney_sept", "lannister", "defense_1")
    order(s, "blackwater", "baratheon", "march_0")
    taken = s["areas"]["blackwater"]["units"]
    s["areas"]["blackwater"]["units"] = []
    start_combat(s, "baratheon", "blackwater", "stoney_sept", taken,
                 dict(s["areas"]["blackwater"]["order"]))
    B.FLOW.settle(s)
    # nobody can support here: the next decisions are the two house cards
    assert sorted(waiting(s)) == ["baratheon", "lannister"]
    return s


def _fight(s, baratheon, lannister):
    events = act(s, "baratheon", {"type": "choose_house_card", "card": baratheon})
    events += act(s, "lannister", {"type": "choose_house_card", "card": lannister})
    return events, next(e for e in events if e["type"] == "combat-strength")["strength"]


def test_brienne_of_tarth_removes_the_defenders_defense_order():
    s = _duel(defense=True)
    events, strength = _fight(s, "brienne_of_tarth", "cersei_lannister")
    assert {"type": "house-card-ability", "house": "baratheon", "card": "brienne_of_tarth",
            "area": "stoney_sept"} in events
    assert strength == {"baratheon": 2 + 2, "lannister": 1 + 0}     # no Defense +1
    s = _duel(defense=True)
    _, strength = _fight(s, "melisandre", "cersei_lannister")
    assert strength == {"baratheon": 2 + 1, "lannister": 1 + 1 + 0}


def test_brienne_has_no_text_with_the_second_edition_cards():
    s = _duel(defense=True, second_edition_house_cards=True)
    events, strength = _fight(s, "brienne_of_tarth", "cersei_lannister")
    assert not any(e["type"] == "house-card-ability" for e in events)
    assert strength == {"baratheon": 2 + 2, "lannister": 1 + 1 + 0}


def test_as11_kings_court_stars_position_three_has_two():
    from api.games.board.planning.orders import star_allowance
    s = new(5)
    s["tracks"]["kings_court"] = ["lannister", "tyrell", "stark", "baratheon", "greyjoy"]
    assert [star_allowance(s, h) for h in s["tracks"]["kings_court"]] == [3, 3, 2, 1, 0]
    s3 = new(3)                       # no overlay: the first three positions of the same track
    assert [star_allowance(s3, h) for h in s3["tracks"]["kings_court"]] == [3, 3, 2]


def test_as38_the_blade_goes_to_the_first_house_present():
    s = new(4)                        # Greyjoy (Fiefdoms 1 with five players) is absent
    assert s["tracks"]["fiefdoms"] == ["tyrell", "stark", "baratheon", "lannister"]


# -- neutral forces: a march that falls short fails (row 50, AS-37) ----------------------


def _neutral_march(*units, token="march_0"):
    s = new(5)
    clear_board(s)
    s["areas"]["sunspear"]["neutral"] = 5
    put(s, "yronwood", "tyrell", *units)
    order(s, "yronwood", "tyrell", token)
    frame(s, kind="march", house="tyrell", area="yronwood", plan=[])
    for u in units:
        act(s, "tyrell", {"type": "move", "unit": u, "to": "sunspear"})
    return s, act(s, "tyrell", {"type": "end_march", "leave_power": False})


def test_as37_a_march_too_weak_for_a_neutral_force_fails_and_the_units_stay():
    s, events = _neutral_march("knight", "footman")                # 3 < 5
    assert {"type": "neutral-attack-failed", "house": "tyrell", "area": "sunspear",
            "strength": 5} in events
    assert sorted(u["type"] for u in s["areas"]["yronwood"]["units"]) == ["footman", "knight"]
    assert s["areas"]["sunspear"]["neutral"] == 5 and s["areas"]["yronwood"]["order"] is None
    s, events = _neutral_march("knight", "knight", "footman", token="march_s")   # 5 + 1 >= 5
    assert any(e["type"] == "neutral-force-defeated" for e in events)
    assert s["areas"]["sunspear"]["neutral"] is None and len(s["areas"]["sunspear"]["units"]) == 3
