"""The board bot's battles: each rule of thumb on a hand-built combat or march.

Every test asks the bot over many rng seeds, so a choice made at random cannot pass."""
from api.games import board as B
from api.games.board.bot import choose
from tests.games.board.board_helpers import frame
from tests.games.board.test_combat_kit import arena, attack, order, put, seat

SEEDS = range(24)


def bot_picks(s, house):
    """Every action the bot picks for ``house`` over SEEDS, from its own view."""
    st = seat(s, house)
    view, ds = B.view(s, st), B.decisions(s, st)
    return {repr(sorted(choose(view, ds, k).items())): choose(view, ds, k) for k in SEEDS}


def one_pick(s, house):
    picks = list(bot_picks(s, house).values())
    assert len(picks) == 1, picks
    return picks[0]


def twins_fight(stark_units, lannister_units, stark_hand, lannister_hand, blade=False,
                fiefdoms=("lannister", "stark", "baratheon", "greyjoy", "tyrell", "martell")):
    """Stark marches from Moat Cailin into The Twins (no castle, no garrison) against
    Lannister; Lannister is above Stark on Fiefdoms (so wins ties) unless told otherwise."""
    s = arena(blade=blade, fiefdoms=list(fiefdoms))
    put(s, "moat_cailin", "stark", *stark_units)
    put(s, "the_twins", "lannister", *lannister_units)
    s["houses"]["stark"]["hand"] = list(stark_hand)
    s["houses"]["lannister"]["hand"] = list(lannister_hand)
    attack(s, "stark", "moat_cailin", "the_twins")
    return s


def test_plays_the_cheapest_card_that_wins_against_every_card_in_hand():
    # 2 + card against 1 + (Kevan 1 or Cersei 0); Lannister wins ties: Catelyn (0) may lose,
    # Ser Rodrik (1) and Eddard (4) always win, and Ser Rodrik costs less
    s = twins_fight(["knight"], ["footman"], ["eddard_stark", "ser_rodrik_cassel", "catelyn_stark"],
                    ["ser_kevan_lannister", "cersei_lannister"])
    assert one_pick(s, "stark") == {"type": "choose_house_card", "card": "ser_rodrik_cassel"}


def test_plays_a_card_that_wins_rather_than_a_cheaper_one_that_loses():
    # 2 + card against 2 + Jaime 2: only Robb (3) wins, the tie with Roose goes to Lannister
    s = twins_fight(["knight"], ["footman", "footman"],
                    ["roose_bolton", "robb_stark", "catelyn_stark"], ["ser_jaime_lannister"])
    assert one_pick(s, "stark") == {"type": "choose_house_card", "card": "robb_stark"}


def test_keeps_its_strong_cards_when_the_battle_is_lost_anyway():
    s = twins_fight(["footman"], ["knight", "knight", "knight"],
                    ["eddard_stark", "robb_stark", "ser_rodrik_cassel", "the_blackfish"],
                    ["tywin_lannister"])
    # nothing reaches 6 + 4: the weakest card, the one with fortifications among the 1s
    assert one_pick(s, "stark") == {"type": "choose_house_card", "card": "ser_rodrik_cassel"}


def test_a_card_text_counts_in_the_choice():
    # Lannister's knight attacks a Stark footman with a Defense +2 order: Catelyn (0) doubles
    # it, 1 + 4 ties 2 + Gregor (3) and Stark wins ties; Ser Rodrik (1) makes only 1 + 2 + 1
    s = arena(fiefdoms=["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"])
    put(s, "seagard", "lannister", "knight")
    put(s, "the_twins", "stark", "footman")
    order(s, "the_twins", "stark", "defense_s")
    s["houses"]["stark"]["hand"] = ["ser_rodrik_cassel", "catelyn_stark"]
    s["houses"]["lannister"]["hand"] = ["ser_gregor_clegane"]
    attack(s, "lannister", "seagard", "the_twins")
    assert one_pick(s, "stark") == {"type": "choose_house_card", "card": "catelyn_stark"}


def blade_fight(behind):
    """Stark holds the Blade (first on Fiefdoms) and, after the cards, trails by ``behind``."""
    s = twins_fight(["knight"], ["knight"] + ["footman"] * behind, ["greatjon_umber"],
                    ["ser_jaime_lannister"], blade=True,
                    fiefdoms=("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"))
    return s   # a side with one card plays it unasked: the Blade's question is next


def test_uses_the_blade_only_when_one_point_turns_the_battle():
    assert one_pick(blade_fight(1), "stark") == {"type": "use_valyrian_blade", "use": "plus_one"}
    # two behind: +1 still loses
    assert one_pick(blade_fight(2), "stark") == {"type": "use_valyrian_blade", "use": "none"}
    # level: Stark wins the tie on Fiefdoms already, the Blade is kept for a later combat
    assert one_pick(blade_fight(0), "stark") == {"type": "use_valyrian_blade", "use": "none"}


def supported_fight(supporter, castles):
    """Stark attacks Lannister in The Twins; ``supporter`` has a Support order in Seagard."""
    s = arena()
    put(s, "moat_cailin", "stark", "knight")
    put(s, "the_twins", "lannister", "footman")
    put(s, "seagard", supporter, "footman")
    order(s, "seagard", supporter, "support_1")
    attack(s, "stark", "moat_cailin", "the_twins")
    for h, n in castles.items():
        s["houses"][h]["victory"] = n
    return s


def test_supports_its_own_side_when_it_fights():
    s = supported_fight("stark", {})
    assert one_pick(s, "stark") == {"type": "declare_support", "area": "seagard", "side": "attacker"}


def test_supports_the_side_behind_on_castles_or_nobody():
    s = supported_fight("greyjoy", {"stark": 2, "lannister": 4})
    assert one_pick(s, "greyjoy")["side"] == "attacker"
    s = supported_fight("greyjoy", {"stark": 5, "lannister": 3})
    assert one_pick(s, "greyjoy")["side"] == "defender"
    s = supported_fight("greyjoy", {"stark": 3, "lannister": 3})
    assert one_pick(s, "greyjoy")["side"] == "none"


def test_accepts_support_offered_to_it():
    s = supported_fight("greyjoy", {"stark": 2, "lannister": 4})
    B.apply(s, seat(s, "greyjoy"), {"type": "declare_support", "area": "seagard", "side": "attacker"})
    assert one_pick(s, "stark") == {"type": "accept_support", "area": "seagard", "accept": True}


def test_loses_its_cheapest_unit_as_a_casualty():
    # Gregor's three swords against Ser Rodrik's two fortifications: Stark (3 + 1 against
    # 5 + 3) loses one of its knight and footman
    s = twins_fight(["footman", "knight"], ["knight", "knight", "footman"], ["ser_rodrik_cassel"],
                    ["ser_gregor_clegane"])
    picks = bot_picks(s, "stark")
    assert [p["unit"] for p in picks.values()] == ["footman"], picks


def march_from_moat_cailin(stark_units, neighbours):
    """Stark resolves a March +0 in Moat Cailin; ``neighbours`` = {area: Lannister units}."""
    s = arena()
    s["phase"] = "action"
    put(s, "moat_cailin", "stark", *stark_units)
    order(s, "moat_cailin", "stark", "march_0")
    for area, units in neighbours.items():
        put(s, area, "lannister", *units)
    frame(s, kind="march", house="stark", area="moat_cailin", plan=[])
    return s


def test_does_not_march_into_a_battle_it_cannot_win():
    # three knights in Seagard (a stronghold) against one footman: no card can make up for it
    s = march_from_moat_cailin(["footman"], {"seagard": ["knight", "knight", "knight"]})
    assert all(p["to"] != "seagard" for p in bot_picks(s, "stark").values() if p["type"] == "move")


def test_attacks_a_weak_neighbour_with_every_unit_that_can_join():
    s = march_from_moat_cailin(["knight", "footman"], {"seagard": ["footman"],
                                                       "the_twins": ["knight", "knight"]})
    # 3 + Eddard (4) against 1 + an average Lannister card: Seagard, a stronghold, is taken
    # before The Twins' two knights or the empty White Harbor
    picks = bot_picks(s, "stark").values()
    assert {p.get("to") for p in picks} == {"seagard"}
    B.apply(s, seat(s, "stark"), next(iter(picks)))
    assert {p.get("to") for p in bot_picks(s, "stark").values()} == {"seagard"}


def test_musters_the_most_strength_for_its_supply_and_spends_every_point():
    # Winterfell (a stronghold, 2 points) with no castle of another house near: a Knight, never done early
    s = arena()
    put(s, "winterfell", "stark", "footman")
    frame(s, kind="muster", queue=["stark"], area="winterfell", house=None, points={})
    assert one_pick(s, "stark") == {"type": "muster", "area": "winterfell", "unit": "knight",
                                    "to": "winterfell"}


def test_musters_a_siege_engine_next_to_a_castle_another_house_holds():
    s = arena()
    put(s, "winterfell", "stark", "footman")
    put(s, "white_harbor", "lannister", "footman")
    frame(s, kind="muster", queue=["stark"], area="winterfell", house=None, points={})
    assert one_pick(s, "stark")["unit"] == "siege_tower"


def test_chooses_again_against_the_card_tyrion_left_revealed():
    # Stark attacks with Eddard; Lannister's Tyrion sends it back: against Tyrion (1) and one
    # footman, 2 + Ser Rodrik (1) wins, 2 + Catelyn (0) ties and Lannister wins ties; the
    # Tywin still in Lannister's hand no longer matters
    s = twins_fight(["knight"], ["footman"], ["eddard_stark", "ser_rodrik_cassel", "catelyn_stark"],
                    ["tyrion_lannister", "tywin_lannister"])
    B.apply(s, seat(s, "stark"), {"type": "choose_house_card", "card": "eddard_stark"})
    B.apply(s, seat(s, "lannister"), {"type": "choose_house_card", "card": "tyrion_lannister"})
    B.apply(s, seat(s, "lannister"), {"type": "house_card_ability", "card": "tyrion_lannister",
                                      "use": True})
    assert one_pick(s, "stark") == {"type": "choose_house_card", "card": "ser_rodrik_cassel"}


def test_plans_no_move_its_supply_forbids():
    # supply 0 allows two armies of 2; Winterfell and Castle Black hold them, so the second
    # footman may not follow the first to Seagard, the best land around (the march could not end, and the bot
    # would undo and plan it again forever)
    s = march_from_moat_cailin(["footman", "footman"], {})
    put(s, "winterfell", "stark", "footman", "footman")
    put(s, "castle_black", "stark", "footman", "footman")
    s["houses"]["stark"]["supply"] = 0
    B.apply(s, seat(s, "stark"), {"type": "move", "unit": "footman", "to": "seagard"})
    picks = bot_picks(s, "stark").values()
    assert picks and all(p.get("to") != "seagard" for p in picks), picks
    assert {"type": "end_march", "leave_power": False} in [
        o["action"] for o in B.decisions(s, seat(s, "stark"))[0]["options"]]


def test_marches_on_a_neutral_force_only_if_all_its_units_may_go_there():
    # a neutral force of 2 in Seagard: one footman cannot beat it and supply 0 (two armies of
    # 2, both taken) forbids the second; planning Seagard would leave a march that cannot end
    s = march_from_moat_cailin(["footman", "footman"], {})
    put(s, "winterfell", "stark", "footman", "footman")
    put(s, "castle_black", "stark", "footman", "footman")
    s["houses"]["stark"]["supply"] = 0
    s["areas"]["seagard"]["neutral"] = 2
    assert {"type": "move", "unit": "footman", "to": "seagard"} in [
        o["action"] for o in B.decisions(s, seat(s, "stark"))[0]["options"]]
    for step in range(12):
        if s["stack"][-1]["kind"] != "march":
            break
        a = choose(B.view(s, seat(s, "stark")), B.decisions(s, seat(s, "stark")), step)
        assert a.get("to") != "seagard", a
        B.apply(s, seat(s, "stark"), a)
    assert s["stack"][-1]["kind"] != "march", "the march never ended"


def test_a_neutral_attack_it_began_is_completed_not_undone():
    # a neutral force of 3 in Seagard: one knight (2) is short and the march cannot end, the
    # second knight makes 4; undoing would lead to the same first move again, forever
    s = march_from_moat_cailin(["knight", "knight"], {})
    s["areas"]["seagard"]["neutral"] = 3
    B.apply(s, seat(s, "stark"), {"type": "move", "unit": "knight", "to": "seagard"})
    assert one_pick(s, "stark") == {"type": "move", "unit": "knight", "to": "seagard"}


def test_no_neutral_attack_its_own_strength_cannot_carry():
    # a neutral force of 5: two knights make 4; only another house's support could help
    s = march_from_moat_cailin(["knight", "knight"], {})
    put(s, "the_twins", "greyjoy", "footman")
    order(s, "the_twins", "greyjoy", "support_s")
    s["areas"]["seagard"]["neutral"] = 5
    assert all(p.get("to") != "seagard" for p in bot_picks(s, "stark").values())
