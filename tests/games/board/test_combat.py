"""Combat acceptance scenarios of spec section 11 (AS-30 .. AS-41, AS-49) and combat rules."""
from __future__ import annotations

import pytest

from api.engine.errors import BadAction, IllegalAction
from api.games import board as B
from api.games.board.combat import retreat
from api.games.board.edition import edition_named
from api.games.board.rounds.victory import castle_count
from tests.games.board.test_combat_kit import (act, arena, attack, cards, order, pick, put,
                                               seat, top, units)

FIEF_6 = ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"]


def strength_event(events):
    return next(e for e in events if e["type"] == "combat-strength")["strength"]


def test_s30_support_and_initial_strength():
    """AS-30 Support and initial strength (seed)."""
    s = arena()
    put(s, "the_reach", "tyrell", "knight", "knight")
    put(s, "blackwater", "lannister", "footman")
    order(s, "blackwater", "lannister", "march_m1")
    put(s, "kings_landing", "tyrell", "knight")
    order(s, "kings_landing", "tyrell", "support_1")
    put(s, "stoney_sept", "lannister", "footman", "knight")
    order(s, "stoney_sept", "lannister", "support_1")
    put(s, "harrenhal", "baratheon", "knight")
    order(s, "harrenhal", "baratheon", "support_1")
    attack(s, "tyrell", "the_reach", "blackwater", token="march_s")
    # declarations come in turn order: Baratheon, Lannister, ..., Tyrell
    assert top(s) == [("baratheon", "declare_support")]
    pick(s, "baratheon", side="defender")
    assert top(s) == [("lannister", "accept_support")]
    pick(s, "lannister", accept=True)
    assert top(s) == [("lannister", "declare_support")]
    sides = {o["action"]["side"] for d in B.decisions(s, seat(s, "lannister")) for o in d["options"]}
    assert sides == {"defender", "none"}   # never for the enemy of its own units
    pick(s, "lannister", side="defender")
    ev = pick(s, "tyrell", side="attacker")
    init = next(e for e in ev if e["type"] == "combat-initial-strength")["strength"]
    assert init == {"tyrell": 7, "lannister": 6}


def test_s31_house_cards_fiefdoms_tie_no_casualties_routed_retreat():
    """AS-31 House cards, tie on Fiefdoms, no casualties, routed retreat (seed)."""
    s = arena(fiefdoms=["greyjoy", "martell", "lannister", "tyrell", "stark", "baratheon"])
    put(s, "kings_landing", "tyrell", "knight", "footman")
    put(s, "kingswood", "lannister", "footman", "footman")
    order(s, "kingswood", "lannister", "raid_1")
    attack(s, "tyrell", "kings_landing", "kingswood")
    ev = cards(s, lannister="ser_jaime_lannister", tyrell="alester_florent")
    assert strength_event(ev) == {"tyrell": 4, "lannister": 4}
    won = next(e for e in ev if e["type"] == "combat-won")
    assert won["winner"] == "lannister" and won["tie"]
    assert not any(e["type"] == "unit-destroyed" for e in ev)
    assert units(s, "kings_landing") == [("footman", True), ("knight", True)]
    assert s["areas"]["kings_landing"]["order"] is None
    assert s["areas"]["kingswood"]["order"]["type"] == "raid"
    assert s["houses"]["lannister"]["discard"] == ["ser_jaime_lannister"]
    assert s["houses"]["tyrell"]["discard"] == ["alester_florent"]
    assert s["combat"] is None and top(s) is None


def test_s32_routed_unit_destroyed_on_second_retreat():
    """AS-32 Routed unit destroyed on a second retreat (seed)."""
    s = arena()
    put(s, "storms_end", "tyrell", "footman")
    put(s, "storms_end", "tyrell", "knight", routed=True)
    put(s, "the_boneway", "baratheon", "knight", "knight")
    ev = attack(s, "baratheon", "the_boneway", "storms_end")
    assert ev[-1]["strength"] == {"baratheon": 4, "tyrell": 1}
    ev = cards(s, baratheon="brienne_of_tarth", tyrell="randyll_tarly")
    lost = [(e["unit"], e["cause"]) for e in ev if e["type"] == "unit-destroyed"]
    assert lost == [("footman", "swords"), ("knight", "retreat")]
    assert units(s, "storms_end") == [("knight", False), ("knight", False)]


def test_s32_surviving_footman_retreats_routed():
    """AS-32 variant: with the sword cancelled the footman survives, retreats and is routed."""
    s = arena()
    put(s, "storms_end", "tyrell", "footman")
    put(s, "storms_end", "tyrell", "knight", routed=True)
    put(s, "the_boneway", "baratheon", "knight", "knight")
    attack(s, "baratheon", "the_boneway", "storms_end")
    cards(s, baratheon="melisandre", tyrell="margaery_tyrell")
    # Kingswood is the only land next to Storm's End besides the attack's origin
    assert units(s, "kingswood") == [("footman", True)]
    assert units(s, "storms_end") == [("knight", False), ("knight", False)]


def test_s33_casualties_from_icons():
    """AS-33 Casualties from icons: 3 swords - 2 fortifications = 1 unit, loser's choice."""
    s = arena()
    put(s, "stoney_sept", "lannister", "knight", "knight", "knight")
    put(s, "harrenhal", "stark", "footman", "knight", "knight")
    put(s, "riverrun", "stark", "footman")
    order(s, "riverrun", "stark", "support_1")
    attack(s, "lannister", "stoney_sept", "harrenhal")
    pick(s, "stark", side="defender")
    cards(s, lannister="ser_gregor_clegane", stark="ser_rodrik_cassel")
    assert top(s) == [("stark", "choose_casualty")]
    opts = {o["action"]["unit"] for d in B.decisions(s, seat(s, "stark")) for o in d["options"]}
    assert opts == {"footman", "knight"}
    ev = pick(s, "stark", unit="knight")
    assert [e["unit"] for e in ev if e["type"] == "unit-destroyed"] == ["knight"]
    assert top(s) == [("stark", "choose_retreat")]
    assert units(s, "riverrun") == [("footman", False)]   # supporting units are never hit


def test_s34_siege_engines():
    """AS-34 Siege engines: 6 against a castle, 2 elsewhere; lost twice at a retreat."""
    s = arena(fiefdoms=["lannister", "baratheon", "stark", "greyjoy", "tyrell", "martell"])
    put(s, "blackwater", "baratheon", "knight", "siege_tower")
    put(s, "harrenhal", "lannister", "footman", "footman", "footman", "footman")
    ev = attack(s, "baratheon", "blackwater", "harrenhal")
    assert ev[-1]["strength"]["baratheon"] == 6
    ev = cards(s, baratheon="patchface", lannister="ser_jaime_lannister")   # 6 : 6, 1 sword
    assert [(e["unit"], e["cause"]) for e in ev if e["type"] == "unit-destroyed"] == [
        ("knight", "swords"), ("siege_tower", "retreat")]
    s2 = arena()
    put(s2, "kings_landing", "baratheon", "knight", "siege_tower")
    put(s2, "blackwater", "lannister", "footman")
    ev = attack(s2, "baratheon", "kings_landing", "blackwater")
    assert ev[-1]["strength"]["baratheon"] == 2


def _as35(block_z=False):
    s = arena()
    s["houses"]["stark"]["supply"] = 1
    put(s, "moat_cailin", "stark", "footman", "footman")          # X, friendly army of 2
    put(s, "the_twins", "stark", "footman", "footman")            # Y, the embattled area
    put(s, "the_mountains_of_the_moon", "lannister", "footman")   # closed neighbour
    put(s, "seagard", "greyjoy", "knight", "knight")              # W, the attack origin
    if block_z:
        s["areas"]["the_fingers"]["power"] = "lannister"
    attack(s, "greyjoy", "seagard", "the_twins")
    return s


def test_s35_retreat_and_supply():
    """AS-35 Retreat and supply: the origin is closed and a loss-free area is preferred."""
    s = _as35()
    act(s, "greyjoy", {"type": "choose_house_card", "card": "balon_greyjoy"})
    act(s, "stark", {"type": "choose_house_card", "card": "catelyn_stark"})
    assert units(s, "the_fingers") == [("footman", True), ("footman", True)]
    assert units(s, "moat_cailin") == [("footman", False), ("footman", False)]


def test_s35_retreat_forced_into_supply_loss():
    """AS-35 variant: without Z, Stark destroys one footman and retreats into X (army of 3)."""
    s = _as35(block_z=True)
    cards(s, greyjoy="balon_greyjoy", stark="catelyn_stark")
    assert units(s, "moat_cailin") == [("footman", False), ("footman", False), ("footman", True)]
    assert units(s, "the_twins", "stark") == []


def test_s35_destinations_report_costs():
    """AS-35: W is never offered, X costs one unit, Z none."""
    s = _as35()
    s["combat"]["winner"] = "attacker"
    assert retreat.destinations(s, "defender", 2) == {"moat_cailin": 1, "the_fingers": 0}


def test_s36_no_legal_retreat():
    """AS-36 No legal retreat: the surviving defenders are destroyed."""
    s = arena()
    put(s, "the_twins", "stark", "footman", "knight")
    put(s, "moat_cailin", "lannister", "footman")
    put(s, "the_mountains_of_the_moon", "lannister", "footman")
    s["areas"]["the_fingers"]["power"] = "baratheon"
    put(s, "seagard", "greyjoy", "knight", "knight", "knight")
    attack(s, "greyjoy", "seagard", "the_twins")
    ev = cards(s, greyjoy="balon_greyjoy", stark="catelyn_stark")
    assert sorted(e["unit"] for e in ev if e["type"] == "unit-destroyed"
                  and e["cause"] == "no-retreat") == ["footman", "knight"]
    assert units(s, "the_twins") == [("knight", False)] * 3


def test_s37_valyrian_steel_blade_once_per_round():
    """AS-37 Valyrian Steel Blade once per round."""
    s = arena(blade=True, fiefdoms=FIEF_6)
    put(s, "pyke", "greyjoy", "footman")
    put(s, "ironmans_bay", "lannister", "ship", "ship")
    s["areas"]["pyke"]["garrison"] = None
    attack(s, "lannister", "ironmans_bay", "pyke")
    cards(s, lannister="ser_jaime_lannister", greyjoy="euron_crows_eye")
    assert top(s) == [("greyjoy", "use_valyrian_blade")]
    ev = pick(s, "greyjoy", use="plus_one")
    assert strength_event(ev)["greyjoy"] == 1 + 4 + 1
    assert s["blade_used"] is True
    # a second defence in the same round: no Blade decision any more
    put(s, "ironmans_bay", "lannister", "ship")
    attack(s, "lannister", "ironmans_bay", "pyke")
    ev = cards(s, lannister="the_hound", greyjoy="balon_greyjoy")
    assert any(e["type"] == "combat-strength" for e in ev)   # settled with no Blade decision
    assert not any(e["type"] == "blade-used" for e in ev)


def test_s37_blade_not_for_a_supporter():
    """AS-37: a house that only supports never gets the Blade decision."""
    s = arena(blade=True, fiefdoms=FIEF_6)
    put(s, "kings_landing", "tyrell", "knight")
    put(s, "kingswood", "lannister", "footman")
    put(s, "blackwater_bay", "greyjoy", "ship")
    order(s, "blackwater_bay", "greyjoy", "support_1")
    attack(s, "tyrell", "kings_landing", "kingswood")
    pick(s, "greyjoy", side="attacker")
    pick(s, "tyrell", accept=True)
    ev = cards(s, tyrell="randyll_tarly", lannister="the_hound")
    assert all(t != "use_valyrian_blade" for _, t in (top(s) or []))
    assert s["blade_used"] is False
    assert strength_event(ev)["tyrell"] == 2 + 1 + 2


def test_s38_defense_order_persists_and_catelyn_doubles():
    """AS-38 Defense order persistence and Catelyn Stark."""
    s = arena()
    put(s, "winterfell", "stark", "footman")
    order(s, "winterfell", "stark", "defense_s")
    put(s, "castle_black", "greyjoy", "footman")
    ev = attack(s, "greyjoy", "castle_black", "winterfell")
    assert ev[-1]["strength"]["stark"] == 1 + 2 + 2   # footman, special Defense, garrison
    cards(s, greyjoy="dagmar_cleftjaw", stark="robb_stark")
    assert s["areas"]["winterfell"]["order"]["modifier"] == 2
    put(s, "karhold", "greyjoy", "footman")
    ev = attack(s, "greyjoy", "karhold", "winterfell")
    assert ev[-1]["strength"]["stark"] == 5
    ev = cards(s, greyjoy="asha_greyjoy", stark="catelyn_stark")
    assert strength_event(ev)["stark"] == 1 + 4 + 2 + 0


def test_s39_support_restrictions():
    """AS-39 Support restrictions: never for one's enemy, no land units at sea, port ships
    only in the port's sea."""
    s = arena()
    put(s, "stoney_sept", "lannister", "knight")
    put(s, "harrenhal", "stark", "footman")
    put(s, "riverrun", "stark", "footman")
    order(s, "riverrun", "stark", "support_1")
    attack(s, "lannister", "stoney_sept", "harrenhal")
    with pytest.raises(IllegalAction):
        act(s, "stark", {"type": "declare_support", "area": "riverrun", "side": "attacker"})
    # the sea combat: a Greyjoy footman with Support in an adjacent land is not asked
    s = arena()
    put(s, "the_golden_sound", "lannister", "ship")
    put(s, "ironmans_bay", "greyjoy", "ship")
    put(s, "riverrun", "greyjoy", "footman")
    order(s, "riverrun", "greyjoy", "support_1")
    put(s, "port_of_pyke", "greyjoy", "ship")
    order(s, "port_of_pyke", "greyjoy", "support_1")
    attack(s, "greyjoy", "ironmans_bay", "the_golden_sound")
    assert top(s) == [("greyjoy", "choose_house_card"), ("lannister", "choose_house_card")]
    # port ships do not support a combat in their own land
    s = arena()
    put(s, "pyke", "greyjoy", "footman")
    put(s, "port_of_pyke", "greyjoy", "ship")
    order(s, "port_of_pyke", "greyjoy", "support_1")
    put(s, "ironmans_bay", "lannister", "ship")
    s["areas"]["pyke"]["garrison"] = None
    attack(s, "lannister", "ironmans_bay", "pyke")
    assert all(t == "choose_house_card" for _, t in top(s))


def test_s40_house_card_recycling():
    """AS-40 House-card recycling."""
    s = arena()
    hs = s["houses"]["stark"]
    hs["discard"] = [c for c in hs["hand"] if c != "catelyn_stark"]
    hs["hand"] = ["catelyn_stark"]
    put(s, "winterfell", "stark", "footman")
    put(s, "castle_black", "greyjoy", "footman")
    ev = attack(s, "greyjoy", "castle_black", "winterfell")
    # Stark's last card is no choice: the engine plays it for Stark (told to Stark alone)
    forced = [e for e in ev if e["type"] == "choice-forced"]
    assert forced == [{"type": "choice-forced", "seat": seat(s, "stark"), "to": [seat(s, "stark")],
                       "decision": "choose_house_card",
                       "choice": {"type": "choose_house_card", "card": "catelyn_stark"}}]
    assert {"type": "house-card-chosen", "house": "stark"} in ev
    assert top(s) == [("greyjoy", "choose_house_card")]
    cards(s, greyjoy="dagmar_cleftjaw")
    assert sorted(hs["hand"]) == sorted(c for c in edition_named("2e").house_cards_of["stark"] if c != "catelyn_stark")
    assert hs["discard"] == ["catelyn_stark"]


def test_s41_garrison_only_home_defence():
    """AS-41 Garrison-only home defence."""
    s = arena(blade=True, fiefdoms=FIEF_6)
    put(s, "castle_black", "greyjoy", "knight", "knight")
    before = {h: castle_count(s, h) for h in ("greyjoy", "stark")}
    ev = attack(s, "greyjoy", "castle_black", "winterfell")
    assert ev[0]["defender"] == "stark" and ev[-1]["strength"] == {"greyjoy": 4, "stark": 2}
    cards(s, greyjoy="euron_crows_eye", stark="catelyn_stark")
    ev = pick(s, "greyjoy", use="plus_one")
    assert strength_event(ev) == {"greyjoy": 9, "stark": 2}
    assert s["areas"]["winterfell"]["garrison"] is None
    assert units(s, "winterfell") == [("knight", False), ("knight", False)]
    assert s["houses"]["greyjoy"]["victory"] == before["greyjoy"] + 1
    assert s["houses"]["stark"]["victory"] == before["stark"] - 1
    assert s["areas"]["castle_black"]["order"] is None


def test_s49_doran_martell_moves_a_house_and_the_blade_passes_unflipped():
    """AS-49 Doran Martell moves a house; dominance token passes unflipped."""
    s = arena(fiefdoms=FIEF_6)
    s["blade_used"] = True
    put(s, "sunspear", "martell", "footman")
    put(s, "salt_shore", "greyjoy", "footman")
    s["areas"]["sunspear"]["garrison"] = None
    attack(s, "greyjoy", "salt_shore", "sunspear")
    cards(s, greyjoy="balon_greyjoy", martell="doran_martell")
    assert top(s) == [("martell", "house_card_ability")]
    ev = pick(s, "martell", track="fiefdoms")
    assert s["tracks"]["fiefdoms"] == ["tyrell", "martell", "stark", "baratheon", "lannister", "greyjoy"]
    assert s["blade_used"] is True                     # Tyrell holds it, still used
    # 1 + 2 (Balon) vs 1 + 0: Greyjoy wins outright; the tie rule is tested below
    assert next(e for e in ev if e["type"] == "combat-won")["winner"] == "greyjoy"


def test_s49_doran_decides_this_combats_tie():
    """AS-49: the new Fiefdoms order decides a tie in this very combat."""
    s = arena(fiefdoms=FIEF_6)
    put(s, "sunspear", "martell", "footman", "footman")
    put(s, "salt_shore", "greyjoy", "footman")
    s["areas"]["sunspear"]["garrison"] = None
    attack(s, "greyjoy", "salt_shore", "sunspear")
    cards(s, greyjoy="dagmar_cleftjaw", martell="doran_martell")
    ev = pick(s, "martell", track="fiefdoms")
    assert strength_event(ev) == {"greyjoy": 2, "martell": 2}
    assert next(e for e in ev if e["type"] == "combat-won")["winner"] == "martell"


def test_attacker_retreat_to_reverted_enemy_home_is_impossible():
    """A-31: origin reverted to its home house, so the beaten attackers are destroyed."""
    s = arena()
    s["areas"]["lannisport"]["garrison"] = None
    put(s, "lannisport", "stark", "knight")
    put(s, "stoney_sept", "lannister", "footman", "footman", "footman")
    attack(s, "stark", "lannisport", "stoney_sept")
    ev = cards(s, stark="catelyn_stark", lannister="the_hound")
    assert [(e["unit"], e["cause"]) for e in ev if e["type"] == "unit-destroyed"] == [
        ("knight", "no-retreat")]


def test_sealed_card_choice_can_change_and_stays_hidden():
    """8.1: a chosen card is hidden from the other seat and may be changed until both are in."""
    s = arena()
    put(s, "kings_landing", "tyrell", "knight")
    put(s, "kingswood", "lannister", "footman")
    attack(s, "tyrell", "kings_landing", "kingswood")
    act(s, "tyrell", {"type": "choose_house_card", "card": "mace_tyrell"})
    v = B.view(s, seat(s, "lannister"))
    assert "mace_tyrell" not in str(v["combat"])
    assert "mace_tyrell" in str(B.view(s, seat(s, "tyrell"))["combat"])
    act(s, "tyrell", {"type": "choose_house_card", "card": "randyll_tarly"})
    ev = act(s, "lannister", {"type": "choose_house_card", "card": "the_hound"})
    assert next(e for e in ev if e["type"] == "house-cards-revealed")["cards"]["tyrell"] == "randyll_tarly"


@pytest.mark.parametrize("action", [
    {}, {"type": 3}, {"type": "choose_house_card"}, {"type": "choose_house_card", "card": 7},
    {"type": "choose_house_card", "card": "eddard_stark"}, {"type": "declare_support"},
    {"type": "choose_house_card", "card": ["x"]}, {"type": "choose_house_card", "card": None},
])
def test_garbage_actions_are_refused_cleanly(action):
    s = arena()
    put(s, "kings_landing", "tyrell", "knight")
    put(s, "kingswood", "lannister", "footman")
    attack(s, "tyrell", "kings_landing", "kingswood")
    before = repr(s)
    with pytest.raises((BadAction, IllegalAction)):
        act(s, "tyrell", action)
    assert repr(s) == before


def test_declined_support_does_not_count():
    """5.14, A-7: the combatant may decline a support offered to it."""
    s = arena()
    put(s, "the_reach", "tyrell", "knight")
    put(s, "blackwater", "lannister", "footman")
    put(s, "harrenhal", "baratheon", "knight")
    order(s, "harrenhal", "baratheon", "support_s")
    attack(s, "tyrell", "the_reach", "blackwater")
    pick(s, "baratheon", side="defender")
    ev = pick(s, "lannister", accept=False)
    assert any(e["type"] == "support-declined" for e in ev)
    assert ev[-1]["strength"] == {"tyrell": 2, "lannister": 1}


def test_special_support_adds_one_and_siege_supports_only_an_attack_on_a_castle():
    """5.7 special Support +1; 5.14/5.18 a supporting siege engine counts only for an
    attacker against a castle or stronghold."""
    s = arena()
    put(s, "stoney_sept", "lannister", "footman")
    put(s, "harrenhal", "stark", "footman")
    put(s, "riverrun", "lannister", "siege_tower")
    order(s, "riverrun", "lannister", "support_s")
    attack(s, "lannister", "stoney_sept", "harrenhal")
    ev = pick(s, "lannister", side="attacker")
    assert ev[-1]["strength"] == {"lannister": 1 + 4 + 1, "stark": 1}
    s = arena()
    put(s, "stoney_sept", "stark", "footman")
    put(s, "harrenhal", "lannister", "footman")
    put(s, "riverrun", "lannister", "siege_tower")
    order(s, "riverrun", "lannister", "support_1")
    attack(s, "stark", "stoney_sept", "harrenhal")
    ev = pick(s, "lannister", side="defender")
    assert ev[-1]["strength"] == {"stark": 1, "lannister": 1}


def test_defender_retreats_by_ship_transport():
    """5.10, 5.17.3: a retreat may use the loser's own ship chain."""
    s = arena()
    put(s, "seagard", "greyjoy", "footman")
    put(s, "ironmans_bay", "greyjoy", "ship")
    for a in ("greywater_watch", "moat_cailin", "riverrun"):
        put(s, a, "lannister", "footman")
    put(s, "the_twins", "stark", "knight", "knight")
    attack(s, "stark", "the_twins", "seagard")
    cards(s, stark="greatjon_umber", greyjoy="dagmar_cleftjaw")
    assert top(s) == [("greyjoy", "choose_retreat")]
    areas = {o["action"]["area"] for d in B.decisions(s, seat(s, "greyjoy")) for o in d["options"]}
    assert areas == {"flints_finger", "pyke"}


def test_ships_retreat_to_open_seas_before_a_full_port():
    """5.11: a port holds 3 ships; a full friendly port would cost the retreating ship."""
    s = arena()
    put(s, "ironmans_bay", "greyjoy", "ship")
    put(s, "port_of_pyke", "greyjoy", "ship", "ship", "ship")
    put(s, "the_golden_sound", "lannister", "ship", "ship")
    attack(s, "lannister", "the_golden_sound", "ironmans_bay")
    s["combat"]["winner"] = "attacker"
    dest = retreat.destinations(s, "defender", 1)
    assert dest["port_of_pyke"] == 1 and dest["sunset_sea"] == 0
    assert "the_golden_sound" not in dest
