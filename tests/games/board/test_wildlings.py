"""Wildling attacks and all nine wildling cards, both outcomes (spec 5.21, 6.3; D10-D13)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_westeros_kit import (act, attack, bid_all, given, options, power_total, put,  # noqa: E402
                               refused, seat, settle, stack_wildlings, top, units, waiting)

from api.games import board as B  # noqa: E402
from api.games.board.edition import edition_named  # noqa: E402

ED = edition_named("2e")
from api.games.board.components import power_pool  # noqa: E402
from api.games.board.tracks.influence import turn_order  # noqa: E402
from api.games.board.wildlings.attack import start_attack  # noqa: E402

FOUR = ["baratheon", "lannister", "stark", "greyjoy"]


def lose(s, card, lowest="stark"):
    """Wildlings (strength 12) beat the Night's Watch; ``lowest`` bid least."""
    attack(s, 12, card)
    return bid_all(s, {h: (0 if h == lowest else 1) for h in s["seats"]})


def win(s, card, highest="stark"):
    """The Night's Watch repels an attack of strength 0; ``highest`` bid most."""
    attack(s, 0, card)
    return bid_all(s, {h: (2 if h == highest else 0) for h in s["seats"]})


def first(s, house):
    return act(s, house, options(s, house)[0])


def destroyed(events):
    return [e["house"] for e in events if e["type"] == "unit-destroyed"]


# -- the attack -----------------------------------------------------------------------------


def test_s47_wildling_attack_outcome_and_tie():
    """AS-47 Wildling attack outcomes and tie (seed tie rule)."""
    s = given(4)
    s["wildling_threat"] = 12
    before = {h: units(s, h) for h in FOUR}
    pool = {h: power_pool(s, h) for h in FOUR}
    events = attack(s, 12, "mammoth_riders")
    events += bid_all(s, {"stark": 2, "lannister": 2, "greyjoy": 3, "baratheon": 3})
    outcome = [e for e in events if e["type"] == "wildlings-outcome"][0]
    assert outcome["victory"] == "wildlings" and outcome["total"] == 10
    assert s["wildling_threat"] == 8
    assert sum(power_pool(s, h) - pool[h] for h in FOUR) == 10
    assert waiting(s) == ["baratheon"]
    assert [a["house"] for a in options(s, "baratheon")] == ["lannister", "stark"]
    events = act(s, "baratheon", {"type": "choose_wildling_bidder", "house": "stark"})
    while s["stack"]:
        (h,) = waiting(s)
        events += first(s, h)
    order = destroyed(events)
    assert order == ["stark"] * 3 + ["baratheon"] * 2 + ["lannister"] * 2 + ["greyjoy"] * 2
    assert {h: before[h] - units(s, h) for h in FOUR} == {
        "stark": 3, "baratheon": 2, "lannister": 2, "greyjoy": 2}
    assert s["wildling_deck"][-1] == "mammoth_riders"


def test_s47_variant_night_watch_wins_and_the_highest_takes_a_card_back():
    """AS-47 variant: bids total >= 12, the Night's Watch wins."""
    s = given(4)
    s["wildling_threat"] = 12
    card = s["houses"]["greyjoy"]["hand"].pop(0)
    s["houses"]["greyjoy"]["discard"].append(card)
    attack(s, 12, "mammoth_riders")
    bid_all(s, {"stark": 2, "lannister": 3, "greyjoy": 4, "baratheon": 3})
    assert s["wildling_threat"] == 0
    assert waiting(s) == ["greyjoy"]
    assert {"type": "wildling_reward_choice", "card": "decline"} in options(s, "greyjoy")
    act(s, "greyjoy", {"type": "wildling_reward_choice", "card": card})
    assert card in s["houses"]["greyjoy"]["hand"] and s["houses"]["greyjoy"]["discard"] == []


def test_s48_preemptive_raid_re_attack():
    """AS-48 Preemptive Raid re-attack."""
    s = given(4)
    s["wildling_threat"] = 12
    stack_wildlings(s, "preemptive_raid", "silence_at_the_wall")
    start_attack(s, 12)
    settle(s)
    events = bid_all(s, {"stark": 3, "lannister": 3, "greyjoy": 5, "baratheon": 3})
    assert s["wildling_threat"] == 0
    assert top(s)["kind"] == "bid" and top(s)["strength"] == 6
    assert "greyjoy" not in top(s)["houses"] and "greyjoy" not in waiting(s)
    assert {"type": "wildlings-attack", "strength": 6, "excluded": "greyjoy"} in events
    events = bid_all(s, {"stark": 0, "lannister": 1, "baratheon": 1})
    assert [e["card"] for e in events if e["type"] == "wildling-card-revealed"] == [
        "silence_at_the_wall"]
    assert s["stack"] == []


def test_nights_watch_wins_on_equal_strength():
    s = given(3)
    events = attack(s, 4, "silence_at_the_wall")
    events += bid_all(s, {"stark": 2, "lannister": 1, "baratheon": 1})
    assert [e["victory"] for e in events if e["type"] == "wildlings-outcome"] == ["nights_watch"]


def test_the_raven_peek_is_forgotten_when_the_deck_moves():
    s = given(3)
    s["raven_knows_top"] = "lannister"
    win(s, "silence_at_the_wall")
    assert s["raven_knows_top"] is None


def test_bad_choices_are_refused_with_precise_codes():
    s = given(4)
    attack(s, 12, "mammoth_riders")
    bid_all(s, {"stark": 2, "lannister": 2, "greyjoy": 3, "baratheon": 3})
    before = repr(s)
    for action, code in [
        ({"type": "choose_wildling_bidder", "house": "greyjoy"}, "illegal-action/not-an-option"),
        ({"type": "choose_wildling_bidder", "house": 3}, "wrong-type"),
        ({"type": "choose_wildling_bidder", "house": None}, "missing-field"),
        ({"type": "choose_wildling_bidder", "house": ["stark"]}, "wrong-type"),
        ({"type": "choose_wildling_bidder", "who": "stark"}, "unknown-field"),
        ({"type": "choose_wildling_bidder"}, "missing-field"),
        ({"type": "wildling_penalty_choice", "house": "stark"}, "unknown-action"),
    ]:
        assert refused(act, s, "baratheon", action) == code
    assert refused(act, s, "stark", {"type": "choose_wildling_bidder", "house": "stark"}) \
        == "not-your-turn"
    assert repr(s) == before


# -- one test per card and outcome ---------------------------------------------------------


@pytest.mark.parametrize("outcome", [lose, win])
def test_silence_at_the_wall_does_nothing(outcome):
    s = given(3)
    before = {h: (units(s, h), s["houses"][h]["supply"], list(s["houses"][h]["hand"]))
              for h in s["houses"]}
    outcome(s, "silence_at_the_wall")
    assert s["stack"] == []
    assert before == {h: (units(s, h), s["houses"][h]["supply"], list(s["houses"][h]["hand"]))
                      for h in s["houses"]}


def test_preemptive_raid_lowest_may_destroy_two_units():
    s = given(3)
    n = units(s, "stark")
    others = {h: units(s, h) for h in ("lannister", "baratheon")}
    lose(s, "preemptive_raid")
    assert waiting(s) == ["stark"]
    act(s, "stark", {"type": "wildling_penalty_choice", "option": "destroy_units"})
    while s["stack"]:
        first(s, "stark")
    assert units(s, "stark") == n - 2
    assert others == {h: units(s, h) for h in ("lannister", "baratheon")}   # nobody else suffers


def test_preemptive_raid_lowest_may_drop_two_on_its_best_track():
    s = given(6)
    # Tyrell: Iron Throne 6, Fiefdoms 2, King's Court 5 -> Fiefdoms is its best
    lose(s, "preemptive_raid", lowest="tyrell")
    act(s, "tyrell", {"type": "wildling_penalty_choice", "option": "lose_influence"})
    assert s["tracks"]["fiefdoms"] == ["greyjoy", "martell", "stark", "tyrell", "baratheon",
                                       "lannister"]
    assert s["stack"] == []


def test_preemptive_raid_track_tie_is_settled_by_the_iron_throne():
    s = given(3)
    s["tracks"] = {"iron_throne": ["baratheon", "lannister", "stark"],
                   "fiefdoms": ["stark", "baratheon", "lannister"],
                   "kings_court": ["stark", "lannister", "baratheon"]}
    lose(s, "preemptive_raid", lowest="stark")
    act(s, "stark", {"type": "wildling_penalty_choice", "option": "lose_influence"})
    assert waiting(s) == ["baratheon"]
    assert [o["track"] for o in options(s, "baratheon")] == ["fiefdoms", "kings_court"]
    act(s, "baratheon", {"type": "choose_wildling_bidder", "track": "kings_court"})
    assert s["tracks"]["kings_court"] == ["lannister", "baratheon", "stark"]
    assert s["tracks"]["fiefdoms"][0] == "stark"


def test_crow_killers_lowest_swaps_every_knight():
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "knight", "knight")
    put(s, "white_harbor", "stark", "knight")
    lose(s, "crow_killers")
    assert units(s, "stark", "knight") == 0 and units(s, "stark", "footman") == 3
    assert s["stack"] == []


def test_crow_killers_lowest_without_footmen_chooses_knights_to_destroy():
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "knight", "knight")
    put(s, "white_harbor", "stark", "knight")
    for a in ("karhold", "castle_black", "widows_watch", "the_stony_shore", "moat_cailin",
              "greywater_watch", "flints_finger", "the_twins", "seagard"):
        put(s, a, "stark", "footman")          # 9 of 10 footmen on the board
    lose(s, "crow_killers")
    assert waiting(s) == ["stark"]
    assert [o["area"] for o in options(s, "stark")] == ["white_harbor", "winterfell"]
    act(s, "stark", {"type": "wildling_penalty_choice", "area": "white_harbor", "unit": "knight"})
    # the second loss can only be in Winterfell; its other knight takes the last footman
    assert s["stack"] == []
    assert units(s, "stark", "knight") == 0 and units(s, "stark", "footman") == 10
    assert s["areas"]["white_harbor"]["units"] == []
    assert [u["type"] for u in s["areas"]["winterfell"]["units"]] == ["footman"]


def test_crow_killers_everyone_else_swaps_two_knights_of_their_choice():
    s = given(3, empty=True)
    put(s, "lannisport", "lannister", "knight", "knight")
    put(s, "stoney_sept", "lannister", "knight")
    put(s, "kingswood", "baratheon", "knight")
    lose(s, "crow_killers")
    assert waiting(s) == ["lannister"]             # Baratheon had a single knight: no choice
    act(s, "lannister", {"type": "wildling_penalty_choice", "area": "stoney_sept", "unit": "knight"})
    assert s["stack"] == []                        # the second knight could only be in Lannisport
    assert units(s, "lannister", "knight") == 1 and units(s, "baratheon", "knight") == 0
    assert [u["type"] for u in s["areas"]["lannisport"]["units"]] == ["footman", "knight"]


def test_crow_killers_reward_upgrades_up_to_two_footmen():
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "footman", "footman")
    put(s, "white_harbor", "stark", "footman")
    win(s, "crow_killers")
    act(s, "stark", {"type": "wildling_reward_choice", "area": "white_harbor", "unit": "footman"})
    act(s, "stark", {"type": "wildling_reward_choice", "area": "winterfell", "unit": "footman"})
    assert units(s, "stark", "knight") == 2 and s["stack"] == []
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "footman")
    win(s, "crow_killers")
    act(s, "stark", {"type": "wildling_reward_choice", "option": "decline"})
    assert units(s, "stark", "knight") == 0 and s["stack"] == []


def test_rattleshirts_raiders_penalties_then_reconcile():
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "footman", "footman", "footman")
    put(s, "white_harbor", "stark", "footman", "footman")
    s["houses"]["stark"]["supply"] = 2
    s["houses"]["lannister"]["supply"] = 0
    s["houses"]["baratheon"]["supply"] = 4
    lose(s, "rattleshirts_raiders")
    assert s["houses"]["stark"]["supply"] == 0
    assert waiting(s) == ["stark"] and top(s)["kind"] == "reconcile"
    act(s, "stark", {"type": "destroy_unit", "area": "winterfell", "unit": "footman", "routed": False})
    assert s["houses"]["lannister"]["supply"] == 0 and s["houses"]["baratheon"]["supply"] == 3
    assert s["stack"] == []


def test_rattleshirts_raiders_reward_caps_at_six():
    s = given(3)
    s["houses"]["stark"]["supply"] = 5
    win(s, "rattleshirts_raiders")
    assert s["houses"]["stark"]["supply"] == 6
    win(s, "rattleshirts_raiders")
    assert s["houses"]["stark"]["supply"] == 6


def test_massing_on_the_milkwater_penalties():
    s = given(3)
    s["houses"]["lannister"]["hand"] = ["tyrion_lannister"]
    s["houses"]["lannister"]["discard"] = [c for c in bidding_cards("lannister")
                                           if c != "tyrion_lannister"]
    lose(s, "massing_on_the_milkwater")
    stark = s["houses"]["stark"]
    assert "eddard_stark" in stark["discard"] and len(stark["hand"]) == 6
    assert waiting(s) == ["baratheon"]              # Lannister holds one card only
    assert len(options(s, "baratheon")) == 7
    act(s, "baratheon", {"type": "wildling_penalty_choice", "card": "melisandre"})
    assert s["houses"]["baratheon"]["discard"] == ["melisandre"]
    assert s["houses"]["lannister"]["hand"] == ["tyrion_lannister"]


def bidding_cards(house):
    return list(ED.house_cards_of[house])


def test_massing_on_the_milkwater_emptied_hand_takes_the_discards_back():
    s = given(3)
    stark = s["houses"]["stark"]
    stark["hand"] = ["roose_bolton", "greatjon_umber"]          # both strength 2
    stark["discard"] = [c for c in bidding_cards("stark") if c not in stark["hand"]]
    lose(s, "massing_on_the_milkwater")
    assert sorted(stark["discard"]) == ["greatjon_umber", "roose_bolton"]
    assert len(stark["hand"]) == 5


def test_massing_on_the_milkwater_reward_returns_the_discard_pile():
    s = given(3)
    stark = s["houses"]["stark"]
    stark["discard"] = [stark["hand"].pop(), stark["hand"].pop()]
    win(s, "massing_on_the_milkwater")
    assert len(stark["hand"]) == 7 and stark["discard"] == []


def test_a_king_beyond_the_wall_penalties():
    s = given(4)
    lose(s, "a_king_beyond_the_wall", lowest="lannister")
    for t in ED.tracks:
        assert s["tracks"][t][-1] == "lannister"
    assert s["tracks"]["kings_court"][0] == "stark"      # took the Raven from Lannister
    order = []
    while s["stack"]:
        (h,) = waiting(s)
        order.append(h)
        assert [o["track"] for o in options(s, h)] == ["fiefdoms", "kings_court"]
        act(s, h, {"type": "wildling_penalty_choice", "track": "kings_court"})
    assert order == ["baratheon", "stark", "greyjoy"]
    assert s["tracks"]["kings_court"] == ["lannister", "baratheon", "stark", "greyjoy"]


def test_s56_a_king_beyond_the_wall_reward_takes_the_top():
    """AS-56 Moving a house to the top of a track, through A King Beyond the Wall."""
    s = given(4)
    s["tracks"]["iron_throne"] = ["baratheon", "lannister", "stark", "greyjoy"]
    win(s, "a_king_beyond_the_wall", highest="greyjoy")
    act(s, "greyjoy", {"type": "wildling_reward_choice", "track": "iron_throne"})
    assert s["tracks"]["iron_throne"] == ["greyjoy", "baratheon", "lannister", "stark"]
    assert turn_order(s)[0] == "greyjoy"


def test_mammoth_riders_reward_needs_a_discard_pile():
    s = given(3)
    events = win(s, "mammoth_riders")
    assert s["stack"] == [] and not any(e["type"] == "wildling-choice-pending" for e in events)


def test_the_horde_descends_lowest_picks_a_castle_area():
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "knight", "footman", "footman")
    put(s, "white_harbor", "stark", "footman", "footman")
    put(s, "karhold", "stark", "footman", "footman")
    lose(s, "the_horde_descends")
    assert [o["area"] for o in options(s, "stark")] == ["white_harbor", "winterfell"]
    act(s, "stark", {"type": "wildling_penalty_choice", "area": "winterfell"})
    assert all(o["area"] == "winterfell" for o in options(s, "stark"))
    act(s, "stark", {"type": "wildling_penalty_choice", "area": "winterfell", "unit": "knight"})
    assert [u["type"] for u in s["areas"]["winterfell"]["units"]] == ["footman"]
    assert units(s, "stark") == 5


def test_the_horde_descends_lowest_without_a_castle_army_loses_two_anywhere():
    s = given(3, empty=True)
    put(s, "karhold", "stark", "footman", "footman")
    put(s, "winterfell", "stark", "footman")
    lose(s, "the_horde_descends")
    while s["stack"]:
        first(s, "stark")
    assert units(s, "stark") == 1


def test_the_horde_descends_everyone_else_loses_one_and_ports_follow_their_land():
    s = given(3, empty=True)
    put(s, "white_harbor", "lannister", "footman")
    put(s, "port_of_white_harbor", "lannister", "ship")
    put(s, "kingswood", "baratheon", "footman")
    events = lose(s, "the_horde_descends")
    assert waiting(s) == ["lannister"]
    events += act(s, "lannister", {"type": "wildling_penalty_choice", "area": "white_harbor",
                                   "unit": "footman"})
    assert units(s, "lannister") == 0           # the port ship went with its land
    assert any(e["type"] == "port-ships-destroyed" for e in events)
    assert units(s, "baratheon") == 0


def test_the_horde_descends_reward_musters_in_one_castle():
    s = given(3)
    win(s, "the_horde_descends")
    assert [o["area"] for o in options(s, "stark")] == ["white_harbor", "winterfell", "decline"]
    act(s, "stark", {"type": "wildling_reward_choice", "area": "white_harbor"})
    assert top(s)["kind"] == "muster" and top(s)["area"] == "white_harbor"
    act(s, "stark", {"type": "muster", "area": "white_harbor", "unit": "footman",
                     "to": "white_harbor"})
    assert len(s["areas"]["white_harbor"]["units"]) == 2


def test_skinchanger_scout_penalties():
    s = given(3)
    s["houses"]["lannister"]["power"] = 2
    lose(s, "skinchanger_scout", lowest="stark")
    assert s["houses"]["stark"]["power"] == 0
    assert s["houses"]["lannister"]["power"] == 0          # 2 - bid 1 - 1 (all it had left)
    assert s["houses"]["baratheon"]["power"] == 2          # 5 - bid 1 - 2


def test_skinchanger_scout_reward_returns_the_bid():
    s = given(3)
    total = power_total(s, "stark")
    win(s, "skinchanger_scout")
    assert s["houses"]["stark"]["power"] == 5 and power_total(s, "stark") == total


def test_labels_in_three_languages():
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "knight", "footman")
    put(s, "white_harbor", "stark", "footman")
    lose(s, "mammoth_riders")
    for lang in ("en", "ru", "bg"):
        (d,) = B.decisions(s, 2, lang)
        assert d["prompt"] and all(o["label"] for o in d["options"])
        assert d["choice"] == "destroy" and d["type"] == "wildling_penalty_choice"
    (ru,) = B.decisions(s, 2, "ru")
    assert "Рыцарь" in ru["options"][0]["label"] + ru["options"][1]["label"]


def test_a_queued_wildling_choice_offers_the_units_of_the_moment_it_is_asked():
    # A loss may leave a port stale; the round's flow settles it before the next "destroy one
    # unit" comes up, so the question lists what is on the board then, not when it was queued.
    from api.games.board.wildlings.choice import push_destroy
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "knight", "footman")
    put(s, "white_harbor", "stark", "footman")
    s["stack"] = [{"kind": "test_hold"}]
    events = push_destroy(s, "stark", 1, "mammoth_riders")
    assert events == [{"type": "wildling-choice-pending", "choice": "destroy", "house": "stark"}]
    s["areas"]["white_harbor"]["units"] = []        # gone before the question comes up
    settle(s)
    assert sorted((a["area"], a["unit"]) for a in options(s, "stark")) == [
        ("winterfell", "footman"), ("winterfell", "knight")]


def test_a_single_mandatory_wildling_option_is_taken_and_said():
    from api.games.board.wildlings.choice import push_destroy
    s = given(3, empty=True)
    put(s, "winterfell", "stark", "knight")
    s["stack"] = [{"kind": "test_hold"}]
    events = push_destroy(s, "stark", 1, "mammoth_riders")
    assert events[0] == {"type": "choice-forced", "seat": seat(s, "stark"),
                         "decision": "wildling_penalty_choice",
                         "choice": {"type": "wildling_penalty_choice", "area": "winterfell",
                                    "unit": "knight"}}
    assert units(s, "stark") == 0 and s["stack"] == [{"kind": "test_hold"}]
