"""One test per house card (spec 6.1): printed values for the 19 plain cards, and each of the
23 text abilities at its own timing."""
from __future__ import annotations

import pytest

from api.games import board as B
from api.games.board.edition import edition_named
from api.games.board.combat.house_cards.registry import ABILITIES
from tests.games.board.test_combat_kit import (act, arena, attack, cards, finish, order, pick,
                                               put, seat, top, units)

ED = edition_named("2e")


def strength(events):
    return next(e for e in events if e["type"] == "combat-strength")["strength"]


def destroyed(events, cause=None):
    return [e["unit"] for e in events if e["type"] == "unit-destroyed"
            and (cause is None or e["cause"] == cause)]


def land_duel(att, deff, att_units, def_units, origin="kings_landing", target="kingswood", **kw):
    s = arena(**kw)
    put(s, origin, att, *att_units)
    put(s, target, deff, *def_units)
    attack(s, att, origin, target)
    return s


PLAIN = sorted(c for c in ED.house_cards if ED.house_cards[c]["ability"] is None)
TEXT = sorted(c for c in ED.house_cards if ED.house_cards[c]["ability"] is not None)


def test_every_text_card_runs_its_own_script_and_plain_cards_none():
    assert all(ED.card_scripts[c] == c for c in TEXT)
    assert all(ED.card_scripts[c] is None for c in PLAIN)
    # Brienne of Tarth is plain in the 2nd edition; her script is her reconstructed
    # 1st-edition ability (test_first_edition_cards.py)
    assert sorted(set(ABILITIES) - {"brienne_of_tarth"}) == TEXT
    assert len(PLAIN) + len(TEXT) == 42


@pytest.mark.parametrize("cid", PLAIN)
def test_plain_card_strength_and_swords(cid):
    """A plain card adds its printed strength; as the winner its swords cost the loser units."""
    rec = ED.house_cards[cid]
    h = rec["house"]
    foe, foe_card = ("martell", "obara_sand") if h == "tyrell" else ("tyrell", "randyll_tarly")
    s = land_duel(h, foe, ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, **{h: cid, foe: foe_card})
    assert strength(ev)[h] == 6 + rec["strength"]
    assert len(destroyed(ev, "swords")) == rec["swords"]


@pytest.mark.parametrize("cid", PLAIN)
def test_plain_card_fortifications(cid):
    """As the loser, each fortification cancels one of the winner's swords."""
    rec = ED.house_cards[cid]
    h = rec["house"]
    foe, foe_card = ("stark", "eddard_stark") if h == "lannister" else ("lannister", "ser_gregor_clegane")
    s = land_duel(foe, h, ["knight"] * 5, ["footman"] * 3)
    ev = cards(s, **{foe: foe_card, h: cid})
    sw = ED.house_cards[foe_card]["swords"]
    assert len(destroyed(ev, "swords")) == max(0, sw - rec["fortifications"])


# -- Baratheon ---------------------------------------------------------------------------------


def test_card_stannis_baratheon():
    s = land_duel("baratheon", "lannister", ["footman"], ["footman"])
    assert strength(cards(s, baratheon="stannis_baratheon", lannister="the_hound"))["baratheon"] == 5
    s = land_duel("baratheon", "lannister", ["footman"], ["footman"])
    s["tracks"]["iron_throne"] = ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]
    assert strength(cards(s, baratheon="stannis_baratheon", lannister="the_hound"))["baratheon"] == 6


def test_card_renly_baratheon():
    s = arena()
    put(s, "kings_landing", "baratheon", "footman", "footman")
    put(s, "kingswood", "lannister", "footman")
    put(s, "blackwater_bay", "baratheon", "ship")
    order(s, "blackwater_bay", "baratheon", "support_1")
    put(s, "the_reach", "baratheon", "footman")
    order(s, "the_reach", "baratheon", "support_2")
    attack(s, "baratheon", "kings_landing", "kingswood")
    pick(s, "baratheon", area="blackwater_bay", side="attacker")
    pick(s, "baratheon", area="the_reach", side="attacker")
    cards(s, baratheon="renly_baratheon", lannister="tyrion_lannister")
    pick(s, "lannister", use=False)
    areas = {o["action"]["area"] for d in B.decisions(s, seat(s, "baratheon")) for o in d["options"]}
    assert areas == {"kingswood", "the_reach", None}
    ev = pick(s, "baratheon", area="kingswood")
    assert any(e.get("upgraded") == "knight" for e in ev)
    finish(s)
    assert units(s, "kingswood") == [("footman", False), ("knight", False)]


def test_card_renly_upgrades_a_standing_footman_before_a_routed_one():
    # a defender's routed Footman in the embattled area takes part too; a standing Knight is
    # worth more to its owner than a routed one, so the standing Footman is the one upgraded
    s = arena()
    put(s, "kings_landing", "lannister", "footman")
    put(s, "kingswood", "baratheon", "footman", "footman")
    s["areas"]["kingswood"]["units"][0]["routed"] = True
    attack(s, "lannister", "kings_landing", "kingswood")
    cards(s, baratheon="renly_baratheon", lannister="cersei_lannister")
    ev = pick(s, "baratheon", area="kingswood")
    assert any(e.get("upgraded") == "knight" for e in ev)
    finish(s)
    assert sorted(units(s, "kingswood", "baratheon")) == [("footman", True), ("knight", False)]

def test_card_renly_needs_a_knight_in_reserve():
    s = land_duel("baratheon", "lannister", ["footman", "footman"], ["footman"])
    for a in ("dragonstone", "storms_end", "the_boneway", "blackwater", "harrenhal"):
        put(s, a, "baratheon", "knight")
    cards(s, baratheon="renly_baratheon", lannister="the_hound")
    assert s["combat"] is None


def test_card_ser_davos_seaworth():
    s = land_duel("baratheon", "lannister", ["footman"], ["footman"] * 3)
    ev = cards(s, baratheon="ser_davos_seaworth", lannister="ser_kevan_lannister")
    assert strength(ev)["baratheon"] == 3 and destroyed(ev, "swords") == []
    s = land_duel("baratheon", "lannister", ["footman"], ["footman"] * 3)
    s["houses"]["baratheon"]["hand"].remove("stannis_baratheon")
    s["houses"]["baratheon"]["discard"].append("stannis_baratheon")
    ev = cards(s, baratheon="ser_davos_seaworth", lannister="ser_kevan_lannister")
    assert strength(ev)["baratheon"] == 4 and destroyed(ev, "swords") == ["footman"]


def test_card_salladhor_saan_zeroes_foreign_ships_when_supported():
    s = arena()
    put(s, "shipbreaker_bay", "baratheon", "ship")
    put(s, "blackwater_bay", "greyjoy", "ship", "ship")
    put(s, "crackclaw_point", "baratheon", "footman")
    order(s, "crackclaw_point", "baratheon", "support_1")
    attack(s, "baratheon", "shipbreaker_bay", "blackwater_bay")
    assert top(s) == [("baratheon", "choose_house_card"), ("greyjoy", "choose_house_card")]
    # crackclaw point is land: it cannot support at sea, so Baratheon is unsupported
    assert strength(cards(s, baratheon="salladhor_saan", greyjoy="dagmar_cleftjaw")) == {
        "baratheon": 2, "greyjoy": 3}
    s = arena()
    put(s, "shipbreaker_bay", "baratheon", "ship")
    put(s, "blackwater_bay", "greyjoy", "ship", "ship")
    put(s, "kings_landing", "lannister", "footman")
    put(s, "the_narrow_sea", "baratheon", "ship")
    order(s, "the_narrow_sea", "baratheon", "support_1")   # not adjacent to Blackwater Bay
    put(s, "port_of_dragonstone", "baratheon", "ship")
    attack(s, "baratheon", "shipbreaker_bay", "blackwater_bay")
    s["combat"]["supports"].append({"area": "port_of_dragonstone", "house": "baratheon",
                                    "side": "attacker", "accepted": True})
    order(s, "port_of_dragonstone", "baratheon", "support_2")
    ev = cards(s, baratheon="salladhor_saan", greyjoy="dagmar_cleftjaw")
    assert strength(ev) == {"baratheon": 1 + 1 + 1, "greyjoy": 0 + 1}


def test_card_patchface():
    s = land_duel("baratheon", "lannister", ["knight"], ["footman"])
    cards(s, baratheon="patchface", lannister="the_hound")
    assert top(s) == [("baratheon", "house_card_ability")]
    pick(s, "baratheon", discard="tywin_lannister")
    assert "tywin_lannister" in s["houses"]["lannister"]["discard"]
    assert "tywin_lannister" not in s["houses"]["lannister"]["hand"]
    assert s["combat"] is None


def test_card_patchface_emptying_a_hand_recycles_it():
    s = land_duel("baratheon", "lannister", ["knight"], ["footman"])
    hs = s["houses"]["lannister"]
    hs["discard"] = [c for c in hs["hand"] if c not in ("the_hound", "tywin_lannister")]
    hs["hand"] = ["the_hound", "tywin_lannister"]
    cards(s, baratheon="patchface", lannister="the_hound")
    pick(s, "baratheon", discard="tywin_lannister")
    assert "tywin_lannister" not in hs["hand"] and hs["discard"] == ["tywin_lannister"]
    assert len(hs["hand"]) == 6


# -- Lannister ---------------------------------------------------------------------------------


def test_card_tywin_lannister():
    s = land_duel("lannister", "stark", ["knight"], ["footman"])
    before = s["houses"]["lannister"]["power"]
    cards(s, lannister="tywin_lannister", stark="catelyn_stark")
    assert s["houses"]["lannister"]["power"] == before + 2
    s = land_duel("lannister", "stark", ["footman"], ["knight", "knight"])
    cards(s, lannister="tywin_lannister", stark="eddard_stark")
    assert s["houses"]["lannister"]["power"] == before


def test_card_ser_kevan_lannister():
    s = arena()
    put(s, "kings_landing", "lannister", "footman", "footman", "knight")
    put(s, "kingswood", "stark", "footman")
    put(s, "the_reach", "lannister", "footman")
    order(s, "the_reach", "lannister", "support_1")
    attack(s, "lannister", "kings_landing", "kingswood")
    pick(s, "lannister", side="attacker")
    ev = cards(s, lannister="ser_kevan_lannister", stark="catelyn_stark")
    assert strength(ev)["lannister"] == 2 + 2 + 2 + 2 + 1
    s = land_duel("stark", "lannister", ["knight", "knight", "knight"], ["footman", "footman"])
    assert strength(cards(s, stark="catelyn_stark", lannister="ser_kevan_lannister"))["lannister"] == 3


def test_card_tyrion_lannister():
    s = land_duel("lannister", "stark", ["knight"], ["footman"])
    cards(s, lannister="tyrion_lannister", stark="eddard_stark")
    assert top(s) == [("lannister", "house_card_ability")]
    pick(s, "lannister", use=True)
    assert "eddard_stark" in s["houses"]["stark"]["hand"]
    opts = {o["action"]["card"] for d in B.decisions(s, seat(s, "stark")) for o in d["options"]}
    assert "eddard_stark" not in opts and len(opts) == 6
    ev = act(s, "stark", {"type": "choose_house_card", "card": "catelyn_stark"})
    assert strength(ev) == {"lannister": 2 + 1, "stark": 1}


def test_card_tyrion_leaves_a_one_card_hand_without_a_card():
    s = land_duel("lannister", "stark", ["footman"], ["footman"])
    hs = s["houses"]["stark"]
    hs["discard"] = [c for c in hs["hand"] if c != "eddard_stark"]
    hs["hand"] = ["eddard_stark"]
    cards(s, lannister="tyrion_lannister", stark="eddard_stark")
    ev = pick(s, "lannister", use=True)
    assert strength(ev) == {"lannister": 2, "stark": 1}


def test_card_cersei_lannister():
    s = land_duel("lannister", "stark", ["knight"], ["footman"])
    order(s, "winterfell", "stark", "consolidate_1")
    put(s, "winterfell", "stark", "footman")
    cards(s, lannister="cersei_lannister", stark="catelyn_stark")
    assert top(s) == [("lannister", "house_card_ability")]
    pick(s, "lannister", area="winterfell")
    assert s["areas"]["winterfell"]["order"] is None


# -- Stark -------------------------------------------------------------------------------------


def test_card_robb_stark():
    s = land_duel("stark", "lannister", ["knight", "knight"], ["footman"],
                  origin="the_reach", target="kingswood")
    cards(s, stark="robb_stark", lannister="the_hound")
    assert top(s) == [("stark", "choose_retreat")]
    areas = {o["action"]["area"] for d in B.decisions(s, seat(s, "stark")) for o in d["options"]}
    assert areas == {"kings_landing", "storms_end", "the_boneway"}
    pick(s, "stark", area="the_boneway")
    assert units(s, "the_boneway") == [("footman", True)]


def test_card_robb_stark_as_defender_may_send_the_attacker_elsewhere():
    """A-32: origin or any defender-legal area."""
    s = land_duel("lannister", "stark", ["footman"], ["knight"], origin="the_reach", target="kingswood")
    cards(s, lannister="the_hound", stark="robb_stark")
    areas = {o["action"]["area"] for d in B.decisions(s, seat(s, "stark")) for o in d["options"]}
    assert areas == {"the_reach", "kings_landing", "storms_end", "the_boneway"}
    pick(s, "stark", area="storms_end")
    assert units(s, "storms_end") == [("footman", True)]


def test_card_roose_bolton():
    s = land_duel("lannister", "stark", ["knight", "knight"], ["footman"])
    s["houses"]["stark"]["hand"].remove("eddard_stark")
    s["houses"]["stark"]["discard"] = ["eddard_stark"]
    cards(s, lannister="the_hound", stark="roose_bolton")
    finish(s)
    hs = s["houses"]["stark"]
    assert hs["discard"] == [] and len(hs["hand"]) == 7


def test_card_the_blackfish():
    s = land_duel("lannister", "stark", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, lannister="ser_gregor_clegane", stark="the_blackfish")
    assert destroyed(ev, "swords") == []
    s = land_duel("tyrell", "stark", ["knight"] * 3, ["footman"])
    ev = cards(s, tyrell="mace_tyrell", stark="the_blackfish")
    assert destroyed(ev) == [] and strength(ev)["stark"] == 2


def test_card_catelyn_stark():
    s = land_duel("lannister", "stark", ["knight"], ["footman"])
    order(s, "kingswood", "stark", "defense_1")
    assert strength(cards(s, lannister="the_hound", stark="catelyn_stark"))["stark"] == 1 + 2
    s = land_duel("stark", "lannister", ["footman"], ["footman"])
    assert strength(cards(s, stark="catelyn_stark", lannister="the_hound"))["stark"] == 1


# -- Greyjoy -----------------------------------------------------------------------------------


def test_card_victarion_greyjoy():
    s = arena()
    put(s, "ironmans_bay", "greyjoy", "ship", "ship")
    put(s, "the_golden_sound", "lannister", "ship")
    put(s, "sunset_sea", "greyjoy", "ship")
    order(s, "sunset_sea", "greyjoy", "support_1")
    attack(s, "greyjoy", "ironmans_bay", "the_golden_sound")
    pick(s, "greyjoy", side="attacker")
    ev = cards(s, greyjoy="victarion_greyjoy", lannister="the_hound")
    assert strength(ev)["greyjoy"] == 2 + 2 + 2 + 3


def test_card_balon_greyjoy():
    s = land_duel("greyjoy", "lannister", ["footman"], ["footman"], origin="the_reach")
    ev = cards(s, greyjoy="balon_greyjoy", lannister="tywin_lannister")
    assert strength(ev) == {"greyjoy": 3, "lannister": 1}


def test_card_theon_greyjoy():
    s = land_duel("lannister", "greyjoy", ["knight"] * 3, ["footman"], origin="kingswood",
                  target="the_reach")
    ev = cards(s, lannister="the_hound", greyjoy="theon_greyjoy")
    assert strength(ev)["greyjoy"] == 1 + 3
    s = land_duel("lannister", "greyjoy", ["footman"], ["footman", "footman"])
    ev = cards(s, lannister="the_hound", greyjoy="theon_greyjoy")
    assert strength(ev)["greyjoy"] == 2 + 2 and destroyed(ev) == []


def test_card_asha_greyjoy_unsupported_vs_supported():
    s = land_duel("greyjoy", "lannister", ["knight", "knight"], ["footman"] * 3, origin="the_reach")
    ev = cards(s, greyjoy="asha_greyjoy", lannister="ser_kevan_lannister")
    assert strength(ev) == {"greyjoy": 5, "lannister": 4}
    assert destroyed(ev, "swords") == ["footman", "footman"]   # two swords when unsupported
    finish(s)
    assert units(s, "kingswood") == [("knight", False), ("knight", False)]
    s = arena()
    put(s, "the_reach", "greyjoy", "knight", "knight")
    put(s, "kingswood", "lannister", "footman", "footman", "footman")
    put(s, "blackwater_bay", "greyjoy", "ship")
    order(s, "blackwater_bay", "greyjoy", "support_1")
    attack(s, "greyjoy", "the_reach", "kingswood")
    pick(s, "greyjoy", side="attacker")
    ev = cards(s, greyjoy="asha_greyjoy", lannister="ser_kevan_lannister")
    assert strength(ev) == {"greyjoy": 6, "lannister": 4}
    assert destroyed(ev, "swords") == []                      # supported: no icons


def test_card_aeron_damphair():
    s = land_duel("greyjoy", "lannister", ["footman"], ["footman"], origin="the_reach")
    cards(s, greyjoy="aeron_damphair", lannister="the_hound")
    assert top(s) == [("greyjoy", "house_card_ability")]
    power = s["houses"]["greyjoy"]["power"]
    ev = pick(s, "greyjoy", use=True, replace_with="euron_crows_eye")
    assert s["houses"]["greyjoy"]["power"] == power - 2
    assert strength(ev)["greyjoy"] == 1 + 4
    finish(s)
    assert {"aeron_damphair", "euron_crows_eye"} <= set(s["houses"]["greyjoy"]["discard"])


def test_card_aeron_damphair_needs_two_power():
    s = land_duel("greyjoy", "lannister", ["footman"], ["footman"], origin="the_reach")
    s["houses"]["greyjoy"]["power"] = 1
    ev = cards(s, greyjoy="aeron_damphair", lannister="the_hound")
    assert strength(ev)["greyjoy"] == 1


# -- Tyrell --------------------------------------------------------------------------------------


def test_card_mace_tyrell():
    s = land_duel("tyrell", "lannister", ["knight"], ["footman", "knight"])
    ev = cards(s, tyrell="mace_tyrell", lannister="the_hound")
    assert destroyed(ev, "mace_tyrell") == ["footman"]
    assert strength(ev)["lannister"] == 2 + 2


def test_card_mace_tyrell_chooses_between_routed_and_standing_footmen():
    s = arena()
    put(s, "kingswood", "lannister", "footman")
    put(s, "kingswood", "lannister", "footman", routed=True)
    put(s, "kings_landing", "tyrell", "knight")
    attack(s, "tyrell", "kings_landing", "kingswood")
    cards(s, tyrell="mace_tyrell", lannister="the_hound")
    assert top(s) == [("tyrell", "house_card_ability")]
    ev = pick(s, "tyrell", routed=False)
    assert destroyed(ev, "mace_tyrell") == ["footman"]
    assert strength(ev)["lannister"] == 0 + 2               # only the routed footman is left


def test_card_ser_loras_tyrell():
    s = land_duel("tyrell", "lannister", ["knight", "knight"], ["footman"])
    cards(s, tyrell="ser_loras_tyrell", lannister="the_hound")
    finish(s)
    assert s["areas"]["kingswood"]["order"]["type"] == "march"
    assert s["areas"]["kingswood"]["order"]["house"] == "tyrell"
    assert s["areas"]["kings_landing"]["order"] is None


def test_card_ser_loras_tyrell_order_stays_out_when_losing():
    s = land_duel("tyrell", "lannister", ["footman"], ["knight", "knight"])
    cards(s, tyrell="ser_loras_tyrell", lannister="tywin_lannister")
    assert s["areas"]["kingswood"]["order"] is None and s["areas"]["kings_landing"]["order"] is None


def test_card_queen_of_thorns():
    s = arena()
    put(s, "kings_landing", "lannister", "knight")
    put(s, "kingswood", "tyrell", "footman")
    put(s, "blackwater_bay", "lannister", "ship")
    order(s, "blackwater_bay", "lannister", "support_1")
    put(s, "the_boneway", "lannister", "footman")
    order(s, "the_boneway", "lannister", "raid_1")
    attack(s, "lannister", "kings_landing", "kingswood")
    pick(s, "lannister", side="attacker")
    cards(s, lannister="the_hound", tyrell="queen_of_thorns")
    areas = {o["action"]["area"] for d in B.decisions(s, seat(s, "tyrell")) for o in d["options"]}
    assert areas == {"blackwater_bay", "the_boneway"}   # never the attacking March
    ev = pick(s, "tyrell", area="blackwater_bay")
    assert strength(ev)["lannister"] == 2 + 2        # the support lapsed with its order


# -- Martell -------------------------------------------------------------------------------------


def test_card_nymeria_sand():
    s = land_duel("martell", "lannister", ["knight", "knight"], ["footman", "footman"])
    ev = cards(s, martell="nymeria_sand", lannister="ser_kevan_lannister")
    assert destroyed(ev, "swords") == ["footman"]
    s = land_duel("lannister", "martell", ["knight", "knight", "knight"], ["footman", "footman"])
    ev = cards(s, lannister="ser_jaime_lannister", martell="nymeria_sand")
    assert destroyed(ev, "swords") == []


def test_card_arianne_martell():
    s = land_duel("lannister", "martell", ["knight", "knight"], ["footman"])
    order(s, "kingswood", "martell", "defense_1")
    cards(s, lannister="the_hound", martell="arianne_martell")
    finish(s)
    assert units(s, "kings_landing") == [("knight", False), ("knight", False)]
    assert units(s, "kingswood") == []
    assert s["areas"]["kingswood"]["order"] is None
    assert any(u["house"] == "martell" and u["routed"] for a in ("storms_end", "the_boneway", "the_reach")
               for u in s["areas"][a]["units"])


def test_card_doran_martell():
    s = land_duel("greyjoy", "martell", ["footman"], ["footman"], origin="the_reach")
    cards(s, greyjoy="dagmar_cleftjaw", martell="doran_martell")
    opts = {o["action"]["track"] for d in B.decisions(s, seat(s, "martell")) for o in d["options"]}
    assert opts == {"iron_throne", "fiefdoms", "kings_court"}
    pick(s, "martell", track="iron_throne")
    assert s["tracks"]["iron_throne"][-1] == "greyjoy"


def test_card_labels_are_in_the_players_language():
    s = land_duel("stark", "lannister", ["footman"], ["footman"])
    d = B.decisions(s, seat(s, "stark"), "ru")[0]
    assert "Кейтилин Старк" in " ".join(o["label"] for o in d["options"])
    d = B.decisions(s, seat(s, "stark"), "bg")[0]
    assert "Кейтлин Старк" in " ".join(o["label"] for o in d["options"])
