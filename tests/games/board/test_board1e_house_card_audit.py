"""Card-by-card audit of the 1st edition's house cards (session 20): each of the 35
reconstructed cards (data/1e/cards.json, their texts) played through a combat on the 1st
edition, at the step its text names, with its choices, its "may" and its limits, against
board-1e.md 5.10-5.16 and 6.1. One test per card, named by house and card."""
from __future__ import annotations

from api.games import board as B
from tests.games.board.board_helpers import frame
from tests.games.board.test_combat_kit import (act, attack, cards, finish, order, pick, put,
                                               seat, top, units)
from tests.games.board.test_first_edition_cards import (abilities, arena, destroyed, duel,
                                                        strength)


def supports(s, **sides):
    """Answer the pending support declarations: area=side ("attacker", "defender", "none")."""
    while True:
        pending = [(st, o["action"]) for st in B.to_act(s) for d in B.decisions(s, st)
                   for o in d["options"] if o["action"]["type"] == "declare_support"]
        if not pending:
            return
        st, a = pending[0]
        act(s, s["seats"][st], {"type": "declare_support", "area": a["area"],
                                "side": sides[a["area"]]})


def options(s, house, field):
    return {o["action"][field] for d in B.decisions(s, seat(s, house)) for o in d["options"]}


def last_card(s, house, cid):
    """``house`` has played its six other cards: ``cid`` is its seventh."""
    hs = s["houses"][house]
    hs["discard"] = [c for c in hs["hand"] if c != cid]
    hs["hand"] = [cid]


def icon_fight(h, cid, foe, foe_card):
    """Three Knights of ``h`` playing ``cid`` attack three Footmen of ``foe`` playing
    ``foe_card``; the events of the reveal."""
    s = duel(h, foe, ["knight"] * 3, ["footman"] * 3)
    return cards(s, **{h: cid, foe: foe_card})


# -- Baratheon ---------------------------------------------------------------------------------


def test_baratheon_stannis_baratheon():
    """+1 while the opponent stands above him on the Iron Throne TRACK. The 1st edition's turn
    order runs the other way (row 13), so the turn order must not be read for it."""
    s = duel("baratheon", "lannister", ["footman"], ["footman"])
    s["tracks"]["iron_throne"] = ["lannister", "stark", "greyjoy", "tyrell", "baratheon"]
    assert strength(cards(s, baratheon="stannis_baratheon", lannister="the_hound")) == {
        "baratheon": 1 + 3 + 1, "lannister": 1 + 2}
    s = duel("baratheon", "lannister", ["footman"], ["footman"])
    s["tracks"]["iron_throne"] = ["baratheon", "stark", "greyjoy", "tyrell", "lannister"]
    assert strength(cards(s, baratheon="stannis_baratheon", lannister="the_hound")) == {
        "baratheon": 1 + 3, "lannister": 1 + 2}
    # the bonus is text, so Balon (printed strength 0) leaves it
    s = duel("greyjoy", "baratheon", ["footman"], ["footman"])
    s["tracks"]["iron_throne"] = ["greyjoy", "stark", "lannister", "tyrell", "baratheon"]
    assert strength(cards(s, greyjoy="balon_greyjoy", baratheon="stannis_baratheon")) == {
        "greyjoy": 1 + 2, "baratheon": 1 + 0 + 1}


def test_baratheon_renly_baratheon():
    """If he wins: may swap a Footman that fought here or supported from a Baratheon area."""
    s = arena()
    put(s, "kings_landing", "baratheon", "footman", "knight")
    put(s, "kingswood", "lannister", "footman")
    put(s, "the_reach", "baratheon", "footman")
    order(s, "the_reach", "baratheon", "support_1")
    put(s, "the_boneway", "stark", "footman")
    order(s, "the_boneway", "stark", "support_1")   # another house's Footman never qualifies
    attack(s, "baratheon", "kings_landing", "kingswood")
    supports(s, the_reach="attacker", the_boneway="attacker")
    cards(s, baratheon="renly_baratheon", lannister="the_hound")
    assert options(s, "baratheon", "area") == {"kingswood", "the_reach", None}
    pick(s, "baratheon", area="the_reach")
    finish(s)
    assert units(s, "the_reach") == [("knight", False)]
    assert units(s, "kingswood") == [("footman", False), ("knight", False)]
    # "may": he can keep his Footmen; and a loss asks nothing
    s = duel("baratheon", "lannister", ["footman"], ["footman"])
    cards(s, baratheon="renly_baratheon", lannister="the_hound")
    pick(s, "baratheon", area=None)
    finish(s)
    assert s["combat"] is None and units(s, "kingswood") == [("footman", False)]
    s = duel("baratheon", "lannister", ["footman"], ["knight", "knight"])
    cards(s, baratheon="renly_baratheon", lannister="the_hound")
    finish(s)
    assert s["combat"] is None and units(s, "kings_landing") == [("footman", True)]


def test_baratheon_ser_davos_seaworth():
    """+1 and a sword while Stannis lies in the discard pile (which the 7th card empties)."""
    s = duel("baratheon", "lannister", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, baratheon="ser_davos_seaworth", lannister="ser_kevan_lannister")
    assert strength(ev)["baratheon"] == 6 + 2 and destroyed(ev, "swords") == []
    s = duel("baratheon", "lannister", ["knight"] * 3, ["footman"] * 3)
    hs = s["houses"]["baratheon"]
    hs["hand"].remove("stannis_baratheon")
    hs["discard"].append("stannis_baratheon")
    ev = cards(s, baratheon="ser_davos_seaworth", lannister="ser_kevan_lannister")
    assert strength(ev)["baratheon"] == 6 + 3 and destroyed(ev, "swords") == ["footman"]


def test_baratheon_brienne_of_tarth():
    """As the attacker: the defender's Defense order here goes at the reveal (before Catelyn
    could double it); as the defender: nothing."""
    s = duel("baratheon", "stark", ["knight"], ["footman"])
    order(s, "kingswood", "stark", "defense_s")
    ev = cards(s, baratheon="brienne_of_tarth", stark="catelyn_stark")
    assert {"type": "order-removed", "area": "kingswood", "house": "stark",
            "order": "defense"} in ev
    assert strength(ev) == {"baratheon": 2 + 2, "stark": 1 + 0}
    assert s["areas"]["kingswood"]["order"] is None
    s = duel("stark", "baratheon", ["knight"], ["footman"])
    order(s, "kingswood", "baratheon", "defense_1")
    ev = cards(s, stark="ser_rodrik_cassel", baratheon="brienne_of_tarth")
    assert abilities(ev) == [] and strength(ev)["baratheon"] == 1 + 1 + 2
    assert s["areas"]["kingswood"]["order"]["type"] == "defense"


def test_baratheon_melisandre():
    ev = icon_fight("baratheon", "melisandre", "lannister", "ser_kevan_lannister")
    assert strength(ev)["baratheon"] == 6 + 1 and destroyed(ev, "swords") == ["footman"]
    ev = icon_fight("baratheon", "melisandre", "stark", "ser_rodrik_cassel")
    assert destroyed(ev, "swords") == []       # 1 sword - 2 towers: none, never negative


def test_baratheon_salladhor_saan():
    """While any house supports Baratheon, every non-Baratheon Ship in the combat counts 0."""
    def fight(baratheon_supported):
        s = arena()
        put(s, "kings_landing", "baratheon", "footman")
        put(s, "kingswood", "greyjoy", "footman")
        put(s, "blackwater_bay", "greyjoy", "ship", "ship")
        order(s, "blackwater_bay", "greyjoy", "support_1")
        put(s, "shipbreaker_bay", "stark", "ship")
        order(s, "shipbreaker_bay", "stark", "support_1")
        attack(s, "baratheon", "kings_landing", "kingswood")
        supports(s, blackwater_bay="defender",
                 shipbreaker_bay="attacker" if baratheon_supported else "none")
        return strength(cards(s, baratheon="salladhor_saan", greyjoy="dagmar_cleftjaw"))
    # a Stark ship supports Baratheon: it is not Baratheon's, so it counts 0 too
    assert fight(True) == {"baratheon": 1 + 0 + 1, "greyjoy": 1 + 0 + 1}
    assert fight(False) == {"baratheon": 1 + 1, "greyjoy": 1 + 2 + 1}


def test_baratheon_patchface():
    """After combat: may make the opponent discard a card of its hand; a hand this empties
    takes back all its discards (1st edition, row 42: all of them)."""
    s = duel("baratheon", "lannister", ["knight"], ["footman"])
    cards(s, baratheon="patchface", lannister="the_hound")
    assert top(s) == [("baratheon", "house_card_ability")]
    assert options(s, "baratheon", "discard") == {
        "tywin_lannister", "ser_gregor_clegane", "ser_jaime_lannister", "ser_kevan_lannister",
        "tyrion_lannister", "cersei_lannister", None}
    pick(s, "baratheon", discard="tywin_lannister")
    hs = s["houses"]["lannister"]
    assert sorted(hs["discard"]) == ["the_hound", "tywin_lannister"] and len(hs["hand"]) == 5
    s = duel("baratheon", "lannister", ["knight"], ["footman"])
    hs = s["houses"]["lannister"]
    last_card(s, "lannister", "the_hound")
    hs["hand"].append("tywin_lannister")
    hs["discard"].remove("tywin_lannister")
    cards(s, baratheon="patchface", lannister="the_hound")
    pick(s, "baratheon", discard="tywin_lannister")
    assert s["combat"] is None and hs["discard"] == [] and len(hs["hand"]) == 7


# -- Lannister ---------------------------------------------------------------------------------


def test_lannister_tywin_lannister():
    """If he wins: two of Lannister's Power tokens from the pool, or what is left there."""
    s = duel("lannister", "stark", ["knight"], ["footman"])
    before = s["houses"]["lannister"]["power"]
    cards(s, lannister="tywin_lannister", stark="catelyn_stark")
    assert s["houses"]["lannister"]["power"] == before + 2
    s = duel("lannister", "stark", ["knight"], ["footman"])
    s["houses"]["lannister"]["power"] = 19                    # one token left in the pool
    cards(s, lannister="tywin_lannister", stark="catelyn_stark")
    assert s["houses"]["lannister"]["power"] == 20
    s = duel("lannister", "stark", ["footman"], ["knight", "knight"])
    cards(s, lannister="tywin_lannister", stark="eddard_stark")
    finish(s)
    assert s["houses"]["lannister"]["power"] == before


def test_lannister_ser_gregor_clegane():
    """3 swords: more than the loser can take costs every standing unit; a routed one is no
    casualty (it dies retreating a second time instead)."""
    s = arena()
    put(s, "kings_landing", "lannister", "knight", "knight")
    put(s, "kingswood", "stark", "footman", "footman")
    put(s, "kingswood", "stark", "footman", routed=True)
    attack(s, "lannister", "kings_landing", "kingswood")
    ev = cards(s, lannister="ser_gregor_clegane", stark="catelyn_stark")
    assert strength(ev)["lannister"] == 4 + 3
    assert destroyed(ev, "swords") == ["footman", "footman"]
    assert destroyed(ev, "retreat") == ["footman"]
    assert units(s, "kingswood") == [("knight", False), ("knight", False)]


def test_lannister_ser_jaime_lannister():
    """2 and a sword; the Blade, offered after the reveal, adds 1 and a tie goes to the higher
    house on Fiefdoms."""
    s = arena()
    s["blade_used"] = False
    s["tracks"]["fiefdoms"] = ["lannister", "stark", "greyjoy", "tyrell", "baratheon"]
    put(s, "kings_landing", "stark", "knight", "footman")
    put(s, "kingswood", "lannister", "footman")
    attack(s, "stark", "kings_landing", "kingswood")
    cards(s, stark="ser_rodrik_cassel", lannister="ser_jaime_lannister")
    assert options(s, "lannister", "use") == {"plus_one", "none"}
    ev = pick(s, "lannister", use="plus_one")
    assert strength(ev) == {"stark": 3 + 1, "lannister": 1 + 2 + 1}
    assert destroyed(ev) == []                     # 1 sword - 2 towers
    finish(s)
    assert units(s, "kings_landing") == [("footman", True), ("knight", True)]
    assert s["blade_used"]


def test_lannister_the_hound():
    s = duel("stark", "lannister", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, stark="eddard_stark", lannister="the_hound")
    assert strength(ev)["lannister"] == 3 + 2 and destroyed(ev, "swords") == []
    s = duel("tyrell", "lannister", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, tyrell="ser_garlan_tyrell", lannister="the_hound")
    assert destroyed(ev, "swords") == []                          # 2 swords - 2 towers


def test_lannister_ser_kevan_lannister():
    """As the attacker each Lannister Footman, fighting or supporting from a Lannister area,
    counts 2; as the defender nothing changes."""
    s = arena()
    put(s, "kings_landing", "lannister", "footman", "footman", "knight")
    put(s, "kingswood", "stark", "footman")
    put(s, "the_reach", "lannister", "footman")
    order(s, "the_reach", "lannister", "support_1")
    put(s, "the_boneway", "tyrell", "footman")
    order(s, "the_boneway", "tyrell", "support_1")
    attack(s, "lannister", "kings_landing", "kingswood")
    supports(s, the_reach="attacker", the_boneway="attacker")
    ev = cards(s, lannister="ser_kevan_lannister", stark="catelyn_stark")
    assert strength(ev)["lannister"] == 2 + 2 + 2 + 2 + 1 + 1   # Tyrell's Footman stays 1
    s = duel("stark", "lannister", ["knight"] * 3, ["footman", "footman"])
    assert strength(cards(s, stark="catelyn_stark", lannister="ser_kevan_lannister"))[
        "lannister"] == 2 + 1


def test_lannister_tyrion_lannister():
    """May cancel: the card goes back and another is revealed; a house whose only card was
    cancelled fights without one, and a cancelled 7th card is not played (no return)."""
    s = duel("lannister", "stark", ["knight"], ["footman"])
    cards(s, lannister="tyrion_lannister", stark="eddard_stark")
    assert options(s, "lannister", "use") == {True, False}
    pick(s, "lannister", use=True)
    assert options(s, "stark", "card") == set(s["houses"]["stark"]["hand"]) - {"eddard_stark"}
    ev = act(s, "stark", {"type": "choose_house_card", "card": "catelyn_stark"})
    assert strength(ev) == {"lannister": 2 + 1, "stark": 1}
    s = duel("lannister", "stark", ["footman"], ["footman"])
    last_card(s, "stark", "eddard_stark")
    cards(s, lannister="tyrion_lannister", stark="eddard_stark")
    ev = pick(s, "lannister", use=True)
    assert strength(ev) == {"lannister": 2, "stark": 1}
    finish(s)
    assert s["houses"]["stark"]["hand"] == ["eddard_stark"]
    assert len(s["houses"]["stark"]["discard"]) == 6
    s = duel("lannister", "stark", ["footman"], ["footman"])
    cards(s, lannister="tyrion_lannister", stark="eddard_stark")
    ev = pick(s, "lannister", use=False)
    assert strength(ev) == {"lannister": 1 + 1, "stark": 1 + 3}


def test_lannister_cersei_lannister():
    """If she wins: may remove one order of the losing house anywhere on the board."""
    s = duel("lannister", "stark", ["knight"], ["footman"])
    put(s, "winterfell", "stark", "footman")
    order(s, "winterfell", "stark", "consolidate_1")
    put(s, "the_shivering_sea", "stark", "ship")
    order(s, "the_shivering_sea", "stark", "raid_1")
    put(s, "the_reach", "tyrell", "footman")
    order(s, "the_reach", "tyrell", "raid_1")                    # not the loser's
    cards(s, lannister="cersei_lannister", stark="catelyn_stark")
    assert options(s, "lannister", "area") == {"winterfell", "the_shivering_sea", None}
    pick(s, "lannister", area="the_shivering_sea")
    assert s["areas"]["the_shivering_sea"]["order"] is None
    assert s["areas"]["winterfell"]["order"]["type"] == "consolidate"
    s = duel("lannister", "stark", ["footman"], ["knight"])
    put(s, "winterfell", "stark", "footman")
    order(s, "winterfell", "stark", "consolidate_1")
    cards(s, lannister="cersei_lannister", stark="catelyn_stark")
    finish(s)
    assert s["combat"] is None and s["areas"]["winterfell"]["order"] is not None


# -- Stark -------------------------------------------------------------------------------------


def test_stark_eddard_stark():
    """3 and 2 swords; played as the 7th card it is not discarded: all seven come back."""
    ev = icon_fight("stark", "eddard_stark", "lannister", "ser_kevan_lannister")
    assert strength(ev)["stark"] == 6 + 3 and destroyed(ev, "swords") == ["footman", "footman"]
    s = duel("stark", "lannister", ["knight"], ["footman"])
    last_card(s, "stark", "eddard_stark")
    ev = cards(s, stark="eddard_stark", lannister="ser_kevan_lannister")
    finish(s)
    hs = s["houses"]["stark"]
    assert len(hs["hand"]) == 7 and hs["discard"] == []


def test_stark_robb_stark():
    """If he wins, Stark picks the loser's retreat among the legal areas where it loses the
    fewest units. Winning as the defender, the beaten attacker still goes back where it came
    from: that is the only legal retreat of a 1st-edition attacker (5.15), as the card's data
    says ("the attacker still retreats to the area it came from")."""
    s = duel("stark", "lannister", ["knight", "knight"], ["footman"])
    cards(s, stark="robb_stark", lannister="the_hound")
    assert top(s) == [("stark", "choose_retreat")]
    assert options(s, "stark", "area") == {"the_reach", "storms_end", "the_boneway"}
    pick(s, "stark", area="the_boneway")
    assert units(s, "the_boneway") == [("footman", True)]
    s = arena()
    put(s, "the_reach", "lannister", "footman")
    put(s, "kingswood", "stark", "knight")
    attack(s, "lannister", "the_reach", "kingswood")
    cards(s, lannister="the_hound", stark="robb_stark")
    assert s["combat"] is None                                   # nobody was asked
    assert units(s, "the_reach") == [("footman", True)]
    assert all(units(s, a, "lannister") == [] for a in ("kings_landing", "storms_end",
                                                          "the_boneway"))


def test_stark_roose_bolton():
    """If he loses: the whole discard pile, Roose included, back to the hand; a win does not."""
    s = duel("lannister", "stark", ["knight", "knight"], ["footman"])
    hs = s["houses"]["stark"]
    hs["hand"].remove("eddard_stark")
    hs["discard"] = ["eddard_stark"]
    cards(s, lannister="the_hound", stark="roose_bolton")
    finish(s)
    assert hs["discard"] == [] and len(hs["hand"]) == 7
    s = duel("lannister", "stark", ["footman"], ["knight", "knight"])
    hs = s["houses"]["stark"]
    hs["hand"].remove("eddard_stark")
    hs["discard"] = ["eddard_stark"]
    cards(s, lannister="the_hound", stark="roose_bolton")
    finish(s)
    assert sorted(hs["discard"]) == ["eddard_stark", "roose_bolton"] and len(hs["hand"]) == 5


def test_stark_greatjon_umber():
    ev = icon_fight("stark", "greatjon_umber", "lannister", "ser_kevan_lannister")
    assert strength(ev)["stark"] == 6 + 2 and destroyed(ev, "swords") == ["footman"]


def test_stark_ser_rodrik_cassel():
    s = duel("lannister", "stark", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, lannister="ser_gregor_clegane", stark="ser_rodrik_cassel")
    assert strength(ev)["stark"] == 3 + 1 and destroyed(ev, "swords") == ["footman"]


def test_stark_the_blackfish():
    """No casualties from swords or card texts; a retreat with nowhere to go still kills."""
    s = duel("lannister", "stark", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, lannister="ser_gregor_clegane", stark="the_blackfish")
    assert destroyed(ev, "swords") == []
    s = duel("tyrell", "stark", ["knight"] * 3, ["footman"])
    ev = cards(s, tyrell="ser_loras_tyrell", stark="the_blackfish")
    assert destroyed(ev) == [] and strength(ev)["stark"] == 1 + 1
    s = arena()
    put(s, "shipbreaker_bay", "lannister", "ship", "ship", "ship")
    put(s, "blackwater_bay", "stark", "ship")     # its only sea neighbour is the attack's origin
    attack(s, "lannister", "shipbreaker_bay", "blackwater_bay")
    ev = cards(s, lannister="ser_gregor_clegane", stark="the_blackfish")
    assert destroyed(ev, "swords") == [] and destroyed(ev, "no-retreat") == ["ship"]


def test_stark_catelyn_stark():
    """Her Defense order's bonus doubles: a special +2 counts 4; none, nothing."""
    s = duel("lannister", "stark", ["knight", "knight"], ["footman"])
    order(s, "kingswood", "stark", "defense_s")
    assert strength(cards(s, lannister="the_hound", stark="catelyn_stark"))["stark"] == 1 + 4
    s = duel("stark", "lannister", ["footman"], ["footman"])
    assert strength(cards(s, stark="catelyn_stark", lannister="the_hound"))["stark"] == 1


# -- Greyjoy -----------------------------------------------------------------------------------


def test_greyjoy_euron_crows_eye():
    ev = icon_fight("greyjoy", "euron_crows_eye", "lannister", "ser_kevan_lannister")
    assert strength(ev)["greyjoy"] == 6 + 3 and destroyed(ev, "swords") == ["footman"]


def test_greyjoy_victarion_greyjoy():
    """As the attacker each Greyjoy Ship, fighting or supporting, counts 2."""
    s = arena()
    put(s, "ironmans_bay", "greyjoy", "ship", "ship")
    put(s, "the_golden_sound", "lannister", "ship")
    put(s, "sunset_sea", "greyjoy", "ship")
    order(s, "sunset_sea", "greyjoy", "support_1")
    attack(s, "greyjoy", "ironmans_bay", "the_golden_sound")
    supports(s, sunset_sea="attacker")
    ev = cards(s, greyjoy="victarion_greyjoy", lannister="the_hound")
    assert strength(ev) == {"greyjoy": 2 + 2 + 2 + 3, "lannister": 1 + 2}
    s = arena()
    put(s, "the_golden_sound", "lannister", "ship", "ship")
    put(s, "ironmans_bay", "greyjoy", "ship", "ship")
    attack(s, "lannister", "the_golden_sound", "ironmans_bay")
    ev = cards(s, lannister="the_hound", greyjoy="victarion_greyjoy")
    assert strength(ev)["greyjoy"] == 1 + 1 + 3


def test_greyjoy_balon_greyjoy():
    """The opponent's printed strength counts 0; its text bonus stays (Davos)."""
    s = duel("greyjoy", "lannister", ["footman"], ["footman"])
    ev = cards(s, greyjoy="balon_greyjoy", lannister="tywin_lannister")
    assert strength(ev) == {"greyjoy": 1 + 2, "lannister": 1 + 0}
    s = duel("greyjoy", "baratheon", ["footman"], ["footman"])
    s["houses"]["baratheon"]["hand"].remove("stannis_baratheon")
    s["houses"]["baratheon"]["discard"].append("stannis_baratheon")
    ev = cards(s, greyjoy="balon_greyjoy", baratheon="ser_davos_seaworth")
    assert strength(ev)["baratheon"] == 1 + 0 + 1


def test_greyjoy_theon_greyjoy():
    """Defending an area with a City or a Stronghold: +1 and a sword; elsewhere, or attacking,
    his printed 2."""
    s = arena()
    put(s, "kingswood", "lannister", "knight", "knight", "knight")
    put(s, "the_reach", "greyjoy", "footman", "footman")          # a City
    attack(s, "lannister", "kingswood", "the_reach")
    ev = cards(s, lannister="the_hound", greyjoy="theon_greyjoy")
    assert strength(ev)["greyjoy"] == 2 + 3
    s = arena()
    put(s, "the_reach", "lannister", "footman")
    put(s, "kings_landing", "greyjoy", "footman", "footman")      # a Stronghold
    attack(s, "lannister", "the_reach", "kings_landing")
    ev = cards(s, lannister="ser_kevan_lannister", greyjoy="theon_greyjoy")
    assert strength(ev) == {"lannister": 2 + 1, "greyjoy": 2 + 3}
    assert destroyed(ev, "swords") == ["footman"]                 # his sword, as the winner
    s = duel("lannister", "greyjoy", ["footman"], ["footman", "footman"])   # plain Kingswood
    ev = cards(s, lannister="the_hound", greyjoy="theon_greyjoy")
    assert strength(ev)["greyjoy"] == 2 + 2 and destroyed(ev) == []
    s = arena()
    put(s, "kingswood", "greyjoy", "knight")
    put(s, "the_reach", "lannister", "footman")
    attack(s, "greyjoy", "kingswood", "the_reach")
    assert strength(cards(s, greyjoy="theon_greyjoy", lannister="the_hound"))["greyjoy"] == 2 + 2


def test_greyjoy_asha_greyjoy():
    """Unsupported: two swords and a tower; supported by any house: none."""
    s = duel("greyjoy", "lannister", ["knight", "knight"], ["footman"] * 3)
    ev = cards(s, greyjoy="asha_greyjoy", lannister="ser_kevan_lannister")
    assert destroyed(ev, "swords") == ["footman", "footman"]
    s = duel("lannister", "greyjoy", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, lannister="ser_jaime_lannister", greyjoy="asha_greyjoy")
    assert destroyed(ev, "swords") == []                          # her tower stops Jaime's sword
    s = arena()
    put(s, "kings_landing", "greyjoy", "knight", "knight")
    put(s, "kingswood", "lannister", "footman", "footman", "footman")
    put(s, "storms_end", "stark", "footman")
    order(s, "storms_end", "stark", "support_1")
    attack(s, "greyjoy", "kings_landing", "kingswood")
    supports(s, storms_end="attacker")
    ev = cards(s, greyjoy="asha_greyjoy", lannister="ser_kevan_lannister")
    assert strength(ev) == {"greyjoy": 4 + 1 + 1, "lannister": 3 + 1}
    assert destroyed(ev, "swords") == []


def test_greyjoy_dagmar_cleftjaw():
    ev = icon_fight("greyjoy", "dagmar_cleftjaw", "lannister", "ser_kevan_lannister")
    assert strength(ev)["greyjoy"] == 6 + 1 and destroyed(ev, "swords") == ["footman"]
    s = duel("lannister", "greyjoy", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, lannister="ser_jaime_lannister", greyjoy="dagmar_cleftjaw")
    assert destroyed(ev, "swords") == []


def test_greyjoy_aeron_damphair():
    """May pay two Power to swap him for another card of the hand; fewer than two: no offer."""
    s = duel("greyjoy", "lannister", ["footman"], ["footman"])
    cards(s, greyjoy="aeron_damphair", lannister="the_hound")
    assert options(s, "greyjoy", "use") == {True, False}
    power = s["houses"]["greyjoy"]["power"]
    ev = pick(s, "greyjoy", use=True, replace_with="euron_crows_eye")
    assert s["houses"]["greyjoy"]["power"] == power - 2
    assert strength(ev)["greyjoy"] == 1 + 3
    finish(s)
    assert {"aeron_damphair", "euron_crows_eye"} <= set(s["houses"]["greyjoy"]["discard"])
    s = duel("greyjoy", "lannister", ["footman"], ["footman"])
    cards(s, greyjoy="aeron_damphair", lannister="the_hound")
    ev = pick(s, "greyjoy", use=False)
    assert strength(ev)["greyjoy"] == 1 + 0
    s = duel("greyjoy", "lannister", ["footman"], ["footman"])
    s["houses"]["greyjoy"]["power"] = 1
    ev = cards(s, greyjoy="aeron_damphair", lannister="the_hound")
    assert strength(ev)["greyjoy"] == 1


# -- Tyrell ------------------------------------------------------------------------------------


def test_tyrell_mace_tyrell():
    """Winning attacker: the March order moves in and can be carried out again this round;
    as a defender, or losing, nothing."""
    s = duel("tyrell", "lannister", ["knight", "knight"], ["footman"])
    ev = cards(s, tyrell="mace_tyrell", lannister="the_hound") + finish(s)
    assert s["areas"]["kingswood"]["order"]["type"] == "march"
    assert s["areas"]["kingswood"]["order"]["house"] == "tyrell"
    assert destroyed(ev, "mace_tyrell") == []
    frame(s, kind="action_step", order_type="march", last=None)    # the round's March step
    assert options(s, "tyrell", "area") == {"kingswood"}
    s = duel("lannister", "tyrell", ["footman"], ["knight", "knight"])
    cards(s, lannister="the_hound", tyrell="mace_tyrell")
    finish(s)
    assert all(s["areas"][a]["order"] is None for a in ("kingswood", "kings_landing"))


def test_tyrell_ser_loras_tyrell():
    """At the reveal: one enemy Footman attacking or defending here is destroyed (never a
    supporting one); with none, nothing; the combat goes on without it."""
    s = arena()
    put(s, "kingswood", "tyrell", "knight")
    put(s, "kings_landing", "lannister", "footman", "knight")
    put(s, "the_reach", "lannister", "footman")
    order(s, "the_reach", "lannister", "support_1")
    attack(s, "lannister", "kings_landing", "kingswood")
    supports(s, the_reach="attacker")
    ev = cards(s, lannister="the_hound", tyrell="ser_loras_tyrell")
    assert destroyed(ev, "ser_loras_tyrell") == ["footman"]
    assert strength(ev) == {"lannister": 2 + 1 + 2, "tyrell": 2 + 3}
    assert units(s, "the_reach") == [("footman", False)]
    s = duel("tyrell", "lannister", ["knight"], ["knight"])
    ev = cards(s, tyrell="ser_loras_tyrell", lannister="the_hound")
    assert destroyed(ev) == [] and abilities(ev) == []


def test_tyrell_ser_garlan_tyrell():
    ev = icon_fight("tyrell", "ser_garlan_tyrell", "lannister", "ser_kevan_lannister")
    assert strength(ev)["tyrell"] == 6 + 2 and destroyed(ev, "swords") == ["footman", "footman"]


def test_tyrell_randyll_tarly():
    ev = icon_fight("tyrell", "randyll_tarly", "lannister", "ser_kevan_lannister")
    assert strength(ev)["tyrell"] == 6 + 2 and destroyed(ev, "swords") == ["footman"]


def test_tyrell_alester_florent():
    s = duel("stark", "tyrell", ["knight"] * 3, ["footman"] * 3)
    ev = cards(s, stark="eddard_stark", tyrell="alester_florent")
    assert strength(ev)["tyrell"] == 3 + 1 and destroyed(ev, "swords") == ["footman"]


def test_tyrell_margaery_tyrell():
    """1 and a tower; a tie goes to the house higher on Fiefdoms (the Iron Throne never)."""
    s = duel("stark", "tyrell", ["knight", "knight"], ["footman"] * 3)
    ev = cards(s, stark="greatjon_umber", tyrell="margaery_tyrell")
    assert strength(ev) == {"stark": 4 + 2, "tyrell": 3 + 1}
    assert destroyed(ev, "swords") == []                          # 1 sword - 1 tower
    for fiefdoms, winner in ((["tyrell", "stark"], "tyrell"), (["stark", "tyrell"], "stark")):
        s = duel("stark", "tyrell", ["knight", "footman"], ["footman"] * 3)
        s["tracks"]["fiefdoms"] = fiefdoms + ["greyjoy", "baratheon", "lannister"]
        s["tracks"]["iron_throne"] = fiefdoms[::-1] + ["greyjoy", "baratheon", "lannister"]
        ev = cards(s, stark="ser_rodrik_cassel", tyrell="margaery_tyrell")
        assert strength(ev) == {"stark": 3 + 1, "tyrell": 3 + 1}
        won = next(e for e in ev if e["type"] == "combat-won")
        assert won["tie"] and won["winner"] == winner


def test_tyrell_queen_of_thorns():
    """At the reveal: one enemy order next to the embattled area goes (a Support stops giving
    strength); never the March that started the combat, so with only that one, nothing."""
    s = arena()
    put(s, "kings_landing", "lannister", "knight")
    put(s, "kingswood", "tyrell", "footman")
    put(s, "blackwater_bay", "lannister", "ship")
    order(s, "blackwater_bay", "lannister", "support_1")
    put(s, "the_boneway", "lannister", "footman")
    order(s, "the_boneway", "lannister", "raid_1")
    put(s, "winterfell", "lannister", "footman")
    order(s, "winterfell", "lannister", "raid_2")                  # not adjacent
    attack(s, "lannister", "kings_landing", "kingswood")
    supports(s, blackwater_bay="attacker")
    cards(s, lannister="the_hound", tyrell="queen_of_thorns")
    assert options(s, "tyrell", "area") == {"blackwater_bay", "the_boneway"}
    ev = pick(s, "tyrell", area="blackwater_bay")
    assert strength(ev)["lannister"] == 2 + 2
    s = duel("lannister", "tyrell", ["knight"], ["footman"])
    ev = cards(s, lannister="the_hound", tyrell="queen_of_thorns")
    assert abilities(ev) == [] and s["areas"]["kings_landing"]["order"]["type"] == "march"
