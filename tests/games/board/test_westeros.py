"""Westeros phase (spec 4.2, 4.3, 5.3, 5.4, 5.22, 6.2): one test per Westeros card at least."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_westeros_kit import (act, bid_all, given, options, put, refused, settle,  # noqa: E402
                               stack_westeros, stack_wildlings, top, units, waiting)

from api.games import board as B  # noqa: E402
from api.games.board.edition import edition_named  # noqa: E402

ED = edition_named("2e")
from api.games.board.areas.supply import armies, supply_icons  # noqa: E402
from api.games.board.westeros import phase as westeros  # noqa: E402

QUIET = ["last_days_of_summer", "last_days_of_summer", "web_of_lies"]


def phase(s, cards):
    stack_westeros(s, cards)
    return westeros.start_westeros(s) + settle(s)


def kinds(events):
    return [e["type"] for e in events]


def test_three_cards_are_revealed_and_go_under_their_decks():
    s = given(3)
    events = phase(s, ["supply", "game_of_thrones", "sea_of_storms"])
    assert s["westeros_revealed"] == ["supply", "game_of_thrones", "sea_of_storms"]
    revealed = [(e["deck"], e["card"]) for e in events if e["type"] == "westeros-card-revealed"]
    assert revealed == [("1", "supply"), ("2", "game_of_thrones"), ("3", "sea_of_storms")]
    for d, c in revealed:
        assert s["westeros_decks"][d][-1] == c and len(s["westeros_decks"][d]) == 10
    assert s["stack"] == [] and events[-1]["type"] == "westeros-phase-ended"


def test_cards_resolve_in_deck_order():
    s = given(3)
    events = phase(s, ["supply", "game_of_thrones", "sea_of_storms"])
    order = [e["card"] for e in events if e["type"] == "westeros-card-resolved"]
    assert order == ["supply", "game_of_thrones", "sea_of_storms"]
    assert kinds(events).index("supply-set") < kinds(events).index("power-gained") \
        < kinds(events).index("planning-restricted")


def test_last_days_of_summer_only_carries_a_wildling_icon():
    s = given(3)
    before = {h: dict(hs) for h, hs in s["houses"].items()}
    events = phase(s, ["last_days_of_summer", "last_days_of_summer", "sea_of_storms"])
    assert s["wildling_threat"] == 2 + 3 * 2
    assert {"type": "wildling-threat", "threat": 8, "icons": 3} in events
    assert {h: dict(hs) for h, hs in s["houses"].items()} == before


def test_s11_wildling_icons_immediate_attack_and_a_second_attack():
    """AS-11 Wildling icons, immediate attack and a second attack."""
    s = given(4)
    s["wildling_threat"] = 8
    stack_wildlings(s, "silence_at_the_wall", "silence_at_the_wall")
    phase(s, ["a_throne_of_blades", "dark_wings_dark_words", "wildlings_attack"])
    assert s["wildling_threat"] == 12
    # the attack comes before card I: bids are open, no card choice yet
    assert top(s)["kind"] == "bid" and top(s)["strength"] == 12
    bid_all(s, {"baratheon": 4, "lannister": 3, "stark": 3, "greyjoy": 3})
    assert s["wildling_threat"] == 0
    assert top(s)["kind"] == "westeros_choice" and waiting(s) == ["baratheon"]
    act(s, "baratheon", {"type": "choose_a_throne_of_blades", "option": "nothing"})
    assert waiting(s) == [s["tracks"]["kings_court"][0]]
    act(s, "lannister", {"type": "choose_dark_wings_dark_words", "option": "nothing"})
    # card III: strength 0, so all-zero bids still repel it; the tie for highest goes to the throne
    assert top(s)["kind"] == "bid" and top(s)["strength"] == 0
    events = bid_all(s, {"baratheon": 0, "lannister": 0, "stark": 0, "greyjoy": 0})
    assert any(e["type"] == "wildlings-outcome" and e["victory"] == "nights_watch" for e in events)
    assert waiting(s) == ["baratheon"] and top(s)["choice"] == "bidder"
    act(s, "baratheon", {"type": "choose_wildling_bidder", "house": "stark"})
    assert s["stack"] == []


@pytest.mark.parametrize("won,threat", [(True, 0), (False, 8)])
def test_s12_excess_wildling_icons_are_lost(won, threat):
    """AS-12 Excess wildling icons are lost."""
    s = given(3)
    s["wildling_threat"] = 10
    stack_wildlings(s, "silence_at_the_wall")
    phase(s, ["a_throne_of_blades", "dark_wings_dark_words", "storm_of_swords"])
    assert s["wildling_threat"] == 12
    bid_all(s, {"baratheon": 5, "lannister": 4, "stark": 3} if won else
            {"baratheon": 0, "lannister": 1, "stark": 2})
    assert s["wildling_threat"] == threat
    act(s, "baratheon", {"type": "choose_a_throne_of_blades", "option": "nothing"})
    act(s, s["tracks"]["kings_court"][0], {"type": "choose_dark_wings_dark_words", "option": "nothing"})
    assert s["wildling_threat"] == threat and s["stack"] == []


def test_s13_winter_is_coming_reshuffles_and_replaces():
    """AS-13 Winter Is Coming."""
    for seed in range(1, 8):
        s = given(3, seed=seed)
        stack_westeros(s, ["winter_is_coming", "game_of_thrones", "web_of_lies"])
        before = s["wildling_threat"]
        events = westeros.start_westeros(s) + settle(s)
        card = s["westeros_revealed"][0]
        assert card != "winter_is_coming"
        assert {"type": "westeros-deck-shuffled", "deck": "1"} in events
        assert sorted(s["westeros_decks"]["1"]) == sorted(ED.westeros_decks["1"])
        icons = ED.westeros_cards[card]["wildlingIcons"] + 1     # + Web of Lies
        assert s["wildling_threat"] == before + 2 * icons


def test_s14_westeros_choices_by_dominance_holders():
    """AS-14 Westeros choices by dominance holders."""
    s = given(6)
    phase(s, ["a_throne_of_blades", "dark_wings_dark_words", "put_to_the_sword"])
    assert waiting(s) == ["baratheon"]             # Iron Throne
    assert [o["option"] for o in options(s, "baratheon")] == ["supply", "mustering", "nothing"]
    act(s, "baratheon", {"type": "choose_a_throne_of_blades", "option": "nothing"})
    assert waiting(s) == ["lannister"]             # Messenger Raven
    assert [o["option"] for o in options(s, "lannister")] == [
        "clash_of_kings", "collect_crown_power", "nothing"]
    act(s, "lannister", {"type": "choose_dark_wings_dark_words", "option": "nothing"})
    assert waiting(s) == ["greyjoy"]               # Valyrian Steel Blade
    assert refused(act, s, "greyjoy", {"type": "choose_put_to_the_sword", "option": "supply"}) \
        == "illegal-action/not-an-option"   # the engine's code for an unlisted pick
    assert refused(act, s, "greyjoy", {"type": "choose_dark_wings_dark_words",
                                       "option": "nothing"}) == "unknown-action"
    act(s, "greyjoy", {"type": "choose_put_to_the_sword", "option": "no_march_plus_one"})
    assert s["restrictions"] == ["march_s"] and s["stack"] == []


def test_the_choice_follows_the_current_holder():
    s = given(4)
    s["tracks"]["iron_throne"] = ["greyjoy", "stark", "lannister", "baratheon"]
    phase(s, ["a_throne_of_blades", *QUIET[1:]])
    assert waiting(s) == ["greyjoy"]
    assert refused(act, s, "baratheon", {"type": "choose_a_throne_of_blades",
                                         "option": "nothing"}) == "not-your-turn"


@pytest.mark.parametrize("card,restriction", [
    ("storm_of_swords", "defense"), ("rains_of_autumn", "march_s"), ("sea_of_storms", "raid"),
    ("web_of_lies", "support"), ("feast_for_crows", "consolidate")])
def test_planning_restriction_cards(card, restriction):
    s = given(3)
    events = phase(s, ["supply", "game_of_thrones", card])
    assert s["restrictions"] == [restriction]
    assert {"type": "planning-restricted", "restriction": restriction} in events


@pytest.mark.parametrize("choice,restriction", [
    ("no_defense_orders", ["defense"]), ("no_march_plus_one", ["march_s"]), ("nothing", [])])
def test_put_to_the_sword_options(choice, restriction):
    s = given(3)
    phase(s, ["supply", "game_of_thrones", "put_to_the_sword"])
    act(s, s["tracks"]["fiefdoms"][0], {"type": "choose_put_to_the_sword", "option": choice})
    assert s["restrictions"] == restriction


def test_supply_card_sets_every_house_to_its_barrels():
    s = given(6, empty=True)
    put(s, "blackwater", "stark", "footman")          # 2 barrels
    put(s, "seagard", "stark", "footman")             # 1 barrel
    for h in s["houses"]:
        s["houses"][h]["supply"] = 4
    events = phase(s, ["supply", "game_of_thrones", "web_of_lies"])
    assert s["houses"]["stark"]["supply"] == 1 + 2 + 1        # Winterfell too
    assert s["houses"]["martell"]["supply"] == 1
    assert s["houses"]["lannister"]["supply"] == 2
    sets = [e["house"] for e in events if e["type"] == "supply-set"]
    assert sets == s["tracks"]["iron_throne"]


def test_supply_is_capped_at_six():
    s = given(3, empty=True)
    for a in ("blackwater", "kingswood", "the_fingers", "widows_watch", "seagard", "riverrun"):
        put(s, a, "stark", "footman")
    phase(s, ["supply", "game_of_thrones", "web_of_lies"])
    assert supply_icons(s, "stark") == 6 and s["houses"]["stark"]["supply"] == 6


def test_s06_supply_drop_forces_disbanding():
    """AS-06 Supply drop forces disbanding (seed)."""
    s = given(6, empty=True)
    put(s, "lannisport", "lannister", "footman", "footman", "footman", "knight")
    put(s, "harrenhal", "lannister", "footman", "footman", "footman")
    put(s, "the_twins", "lannister", "footman", "footman")
    put(s, "stoney_sept", "lannister", "footman", "footman")
    put(s, "searoad_marches", "lannister", "footman")
    s["houses"]["lannister"]["supply"] = 5
    phase(s, ["supply", "game_of_thrones", "web_of_lies"])
    assert s["houses"]["lannister"]["supply"] == 3
    assert waiting(s) == ["lannister"] and top(s)["kind"] == "reconcile"
    assert sorted({o["area"] for o in options(s, "lannister")}) == ["harrenhal", "lannisport"]
    act(s, "lannister", {"type": "destroy_unit", "area": "harrenhal", "unit": "footman",
                         "routed": False})
    assert {o["area"] for o in options(s, "lannister")} == {"lannisport"}
    act(s, "lannister", {"type": "destroy_unit", "area": "lannisport", "unit": "footman",
                         "routed": False})
    assert sorted(armies(s, "lannister")) == [2, 2, 2, 3]
    assert units(s, "lannister") == 10 and s["stack"] == []


def test_mustering_card_lets_every_house_muster_in_turn_order():
    s = given(3)
    phase(s, ["mustering", "game_of_thrones", "web_of_lies"])
    seen = []
    while s["stack"]:
        (h,) = waiting(s)
        seen.append(h)
        assert top(s)["kind"] == "muster"
        act(s, h, {"type": "muster_done"})
    assert seen == s["tracks"]["iron_throne"]


@pytest.mark.parametrize("choice", ["supply", "mustering", "nothing"])
def test_a_throne_of_blades_options(choice):
    s = given(3)
    s["houses"]["stark"]["supply"] = 0
    phase(s, ["a_throne_of_blades", "game_of_thrones", "web_of_lies"])
    events = act(s, "baratheon", {"type": "choose_a_throne_of_blades", "option": choice})
    assert ("supply-set" in kinds(events)) == (choice == "supply")
    assert s["houses"]["stark"]["supply"] == (supply_icons(s, "stark") if choice == "supply"
                                              else 0)
    assert (top(s) is not None and top(s)["kind"] == "muster") == (choice == "mustering")


def test_clash_of_kings_card_starts_the_bidding():
    s = given(3)
    phase(s, ["supply", "clash_of_kings", "web_of_lies"])
    assert top(s)["kind"] == "bid" and top(s)["context"] == "iron_throne"


def test_s46_game_of_thrones_income_with_trade():
    """AS-46 Game of Thrones income with trade."""
    def setup(enemy_ship=False, flag=False):
        s = given(6, empty=True)
        s["options"]["dwdw_port_income"] = flag
        put(s, "harrenhal", "lannister", "footman")
        put(s, "stoney_sept", "lannister", "footman")
        s["areas"]["the_twins"]["power"] = "lannister"
        s["houses"]["lannister"]["power"] = 0
        put(s, "port_of_lannisport", "lannister", "ship")
        if enemy_ship:
            put(s, "the_golden_sound", "greyjoy", "ship")
        return s

    s = setup()
    phase(s, ["supply", "game_of_thrones", "web_of_lies"])
    assert s["houses"]["lannister"]["power"] == 4
    s = setup(enemy_ship=True)
    phase(s, ["supply", "game_of_thrones", "web_of_lies"])
    assert s["houses"]["lannister"]["power"] == 3
    for flag, gain in ((False, 3), (True, 4)):
        s = setup(flag=flag)
        phase(s, ["supply", "dark_wings_dark_words", "web_of_lies"])
        act(s, "lannister", {"type": "choose_dark_wings_dark_words", "option": "collect_crown_power"})
        assert s["houses"]["lannister"]["power"] == gain


def test_income_stops_when_the_pool_is_empty():
    s = given(3, empty=True)
    put(s, "kings_landing", "stark", "footman")
    s["houses"]["stark"]["power"] = 19
    events = phase(s, ["supply", "game_of_thrones", "web_of_lies"])
    assert s["houses"]["stark"]["power"] == 20
    assert {"type": "power-gained", "house": "stark", "amount": 1, "reason": "crowns"} in events


@pytest.mark.parametrize("choice", ["clash_of_kings", "nothing"])
def test_dark_wings_dark_words_other_options(choice):
    s = given(3)
    phase(s, ["supply", "dark_wings_dark_words", "web_of_lies"])
    before = {h: hs["power"] for h, hs in s["houses"].items()}
    act(s, s["tracks"]["kings_court"][0], {"type": "choose_dark_wings_dark_words", "option": choice})
    if choice == "clash_of_kings":
        assert top(s)["kind"] == "bid" and top(s)["context"] == "iron_throne"
    else:
        assert s["stack"] == [] and {h: hs["power"] for h, hs in s["houses"].items()} == before


def test_wildlings_attack_card_attacks_at_the_current_threat():
    s = given(3)
    s["wildling_threat"] = 6
    phase(s, ["supply", "game_of_thrones", "wildlings_attack"])
    assert top(s)["kind"] == "bid" and top(s)["strength"] == 6 and top(s)["context"] == "wildlings"


def test_the_view_shows_westeros_deck_sizes_not_order():
    s = given(3)
    v = B.view(s, 0)
    assert v["westeros_decks"] == {"1": 10, "2": 10, "3": 10}
    assert v["wildling_threat"] == 2


def test_choice_labels_in_three_languages():
    s = given(3)
    phase(s, ["a_throne_of_blades", "game_of_thrones", "web_of_lies"])
    (seat,) = B.to_act(s)
    for lang in ("en", "ru", "bg"):
        (d,) = B.decisions(s, seat, lang)
        assert d["prompt"] and all(o["label"] for o in d["options"])
        assert d["type"] == "choose_a_throne_of_blades" and d["card"] == "a_throne_of_blades"
    (ru,) = B.decisions(s, seat, "ru")
    assert ru["options"][0]["label"] == "Снабжение"


@pytest.mark.parametrize("card,choice,banned", [
    ("put_to_the_sword", "no_march_plus_one", {"march_s"}),
    ("put_to_the_sword", "no_defense_orders", {"defense_1", "defense_2", "defense_s"}),
    ("sea_of_storms", None, {"raid_1", "raid_2", "raid_s"}),
])
def test_restrictions_reach_the_planning_phase(card, choice, banned):
    from api.games.board.planning.assign import start_planning
    s = given(6)
    phase(s, ["supply", "game_of_thrones", card])
    if choice:
        act(s, "greyjoy", {"type": "choose_put_to_the_sword", "option": choice})
    assert start_planning(s)
    B.FLOW.settle(s)
    tokens = {o["token"] for o in options(s, "lannister") if o["type"] == "place_order"}
    assert tokens and not tokens & banned
    assert {"march_0", "support_1"} <= tokens


def test_round_two_opens_with_a_westeros_phase_in_a_real_game():
    from api.games.board.bot import choose
    s = B.new(4, {}, 11)
    assert s["westeros_revealed"] == [] and s["wildling_threat"] == 2     # AS-03: none in round 1
    seen, step = [], 0
    while not any(e["type"] == "westeros-phase-ended" for e in seen):
        seat = B.to_act(s)[step % len(B.to_act(s))]
        seen += B.apply(s, seat, choose(B.view(s, seat), B.decisions(s, seat), step))
        step += 1
        assert step < 2000
    start = [e for e in seen if e["type"] == "westeros-phase"]
    assert start == [{"type": "westeros-phase", "round": 2}]
    assert len(s["westeros_revealed"]) == 3
    icons = sum(ED.westeros_cards[c]["wildlingIcons"] for c in s["westeros_revealed"])
    attacks = [e for e in seen if e["type"] == "wildlings-outcome"]
    if not attacks:
        assert s["wildling_threat"] == 2 + 2 * icons
