"""One test per card of the reconstructed pool whose ability the engine runs, on tables of the
real cards (seat 0 Lannister, seat 1 Stark); vanilla cards are checked once each for their
printed values. test_coverage.py fails on a card that has neither a test here nor a "not yet"
entry (abilities.NOT_RUN)."""
import pytest

from api.games.cardcore import cards, derive, moves
from api.games.hbo import GAME
from api.games.hbo.catalog import CARDS
from api.games.hbo.challenges import open_types
from api.games.hbo.marshal import cost, plays
from api.games.hbo.rounds import dominance_totals
from tests.games.hbo.table import L, S, act, decision, ids, one, options, pass_windows, pick, table

VANILLA = sorted(c for c, r in CARDS.items() if r["ability"] is None)


def real(stage, **kw):
    kw.setdefault("decks", (["gold_cloaks"] * 12, ["direwolf_pup"] * 12))
    return table(stage, catalog="hbo", **kw)


def at_dominance(play_l=(), play_s=(), scenarios=(None, None), **kw):
    """A table waiting on S's marshaling turn (S first): constant effects are read there, the
    round's scenarios still revealed."""
    scenarios = tuple(sc or "deadly_cold" for sc in scenarios)
    return real("marshaling", play=(play_l, play_s), scenarios=scenarios, first=S, **kw)


@pytest.mark.parametrize("code", VANILLA)
def test_card_vanilla(code):
    rec = CARDS[code]
    assert rec["ability"] is None and rec["text_en" if "text_en" in rec else "code"]
    if rec["type"] == "character":
        state = at_dominance(play_s=[code])
        cid = one(state, S, code)
        assert derive.strength(state, cid) == rec["strength"]
        assert list(derive.icons(state, cid)) == rec["icons"]


# -- characters ------------------------------------------------------------------------------

def test_card_catelyn_stark():
    state = at_dominance(play_s=["catelyn_stark"])
    assert derive.rules(state, L, "restrict_play") == []
    state["challenge"] = {"type": "power", "attacker": S, "defender": L,
                          "attackers": [one(state, S, "catelyn_stark")], "defenders": []}
    cards.touch(state)
    assert derive.rules(state, L, "restrict_play")[0]["types"] == ["event"]


def test_card_arya_stark():
    state = at_dominance(play_s=["arya_stark"])
    arya = one(state, S, "arya_stark")
    assert "military" not in derive.icons(state, arya)
    moves.place_duplicate(state, cards.create(state, S, "arya_stark", "hand"), arya, "test")
    assert "military" in derive.icons(state, arya)


def test_card_hodor():
    state = real("challenges", play=((), ["hodor"]), first=S)
    assert open_types(state, S) == []               # his military icon, yet he cannot attack


def test_card_direwolf_pup():
    state = at_dominance(play_s=["direwolf_pup", "summer", "grey_wind"])
    assert derive.strength(state, one(state, S, "direwolf_pup")) == 1 + 2


def test_card_ser_jaime_lannister():
    state = real("challenges", play=(["ser_jaime_lannister"], ["hodor"]),
                 scenarios=("deadly_cold", "deadly_cold"))
    jaime = one(state, L, "ser_jaime_lannister")
    act(state, L, {"type": "challenge", "challenge": "military"})
    assert not state["cards"][jaime]["kneeling"]
    assert state["challenge"]["attackers"] == [jaime]


def test_card_cersei_lannister():
    state = at_dominance(play_l=["cersei_lannister"], scenarios=("deadly_cold", "deadly_cold"))
    cersei = one(state, L, "cersei_lannister")
    for kind, claim in (("intrigue", 3), ("power", 2)):
        state["challenge"] = {"type": kind, "attacker": L, "defender": S,
                              "attackers": [cersei], "defenders": []}
        cards.touch(state)
        assert derive.plot_value(state, L, "claim") == claim


def test_card_ser_gregor_clegane():
    state = real("challenges", play=(["ser_gregor_clegane", "gold_cloaks"], ["jon_snow"]),
                 first=S)
    act(state, S, {"type": "challenge", "challenge": "military"})
    offered = [a["card"] for a in options(state, L) if a["type"] == "toggle"]
    assert offered == [one(state, L, "gold_cloaks")]


def test_card_varys():
    state = real("marshaling", hands=(["varys"], ()), play=((), ["hodor"]),
                 scenarios=("valar_morghulis", "deadly_cold"))
    act(state, L, {"type": "marshal", "card": one(state, L, "varys", "hand")})
    act(state, L, {"type": "choose", "choice": one(state, S, "hodor")})
    assert state["cards"][one(state, S, "hodor", "discard")]["zone"] == "discard"


# -- locations and attachments ---------------------------------------------------------------

def test_card_winterfell():
    state = at_dominance(play_l=["gold_cloaks"], play_s=["winterfell", "jon_snow", "varys"])
    assert derive.strength(state, one(state, S, "jon_snow")) == 3       # Stark: +1
    assert derive.strength(state, one(state, S, "varys")) == 2          # neutral: no
    assert derive.strength(state, one(state, L, "gold_cloaks")) == 3


def test_card_the_wolfswood():
    state = at_dominance(play_s=["the_wolfswood", "summer", "jon_snow"])
    assert derive.has_keyword(state, one(state, S, "summer"), "ambush")
    assert not derive.has_keyword(state, one(state, S, "jon_snow"), "ambush")


def test_card_casterly_rock():
    state = real("challenges", play=(["casterly_rock", "cersei_lannister", "tyrion_lannister"],
                                     ["hodor"]))
    act(state, L, {"type": "challenge", "challenge": "intrigue"})
    pick(state, L, [one(state, L, "cersei_lannister")])
    while not any(a.get("challenge") for a in options(state, L)):
        seat = L if options(state, L) else S
        act(state, seat, {"type": "confirm"} if {"type": "confirm"} in options(state, seat)
            else options(state, seat)[-1])
    assert {"type": "challenge", "challenge": "intrigue"} in options(state, L)


def test_card_the_iron_throne():
    state = at_dominance(play_l=["the_iron_throne"], play_s=["hodor"])
    assert dominance_totals(state) == [3, 2 + 3]      # S's pool holds Deadly Cold's 3 gold


@pytest.mark.parametrize("code", ["ice", "widows_wail"])
def test_card_plus_2_weapons(code):
    state = at_dominance(play_l=["gold_cloaks"], play_s=["jon_snow"])
    host = one(state, L if code == "widows_wail" else S,
               "gold_cloaks" if code == "widows_wail" else "jon_snow")
    before = derive.strength(state, host)
    att = cards.create(state, cards.controller(state, host), code, "hand")
    moves.enter_play(state, att, "marshal", host=host)
    assert derive.strength(state, host) == before + 2


def test_card_ice():
    test_card_plus_2_weapons("ice")


def test_card_widows_wail():
    test_card_plus_2_weapons("widows_wail")


@pytest.mark.parametrize("code,icon", [("syrios_training", "military"),
                                       ("little_bird", "intrigue")])
def test_card_icon_attachments(code, icon):
    state = at_dominance(play_s=["bran_stark"])
    bran = one(state, S, "bran_stark")
    moves.enter_play(state, cards.create(state, L, code, "hand"), "marshal", host=bran)
    assert icon in derive.icons(state, bran)


def test_card_syrios_training():
    test_card_icon_attachments("syrios_training", "military")


def test_card_little_bird():
    test_card_icon_attachments("little_bird", "intrigue")


def test_card_milk_of_the_poppy():
    state = at_dominance(play_s=["summer", "direwolf_pup"])
    pup = one(state, S, "direwolf_pup")
    moves.enter_play(state, cards.create(state, L, "milk_of_the_poppy", "hand"), "marshal",
                     host=pup)
    assert derive.is_blank(state, pup) and derive.strength(state, pup) == 1


# -- scenarios: constant -----------------------------------------------------------------------

def _turn(scenario_l, play_l, play_s=("hodor",)):
    return real("challenges", play=(play_l, play_s), scenarios=(scenario_l, "deadly_cold"))


def test_card_a_game_of_thrones():
    state = _turn("a_game_of_thrones", ["tyrion_lannister", "gold_cloaks"])
    assert open_types(state, L) == ["intrigue"]
    state["intrigue_won"][L] = True
    cards.touch(state)
    assert open_types(state, L) == ["military", "intrigue", "power"]


def test_card_hear_me_roar():
    state = at_dominance(play_l=["gold_cloaks", "tyrion_lannister"], play_s=["hodor"],
                         scenarios=("hear_me_roar", "deadly_cold"))
    assert derive.strength(state, one(state, L, "gold_cloaks")) == 2
    assert derive.strength(state, one(state, L, "tyrion_lannister")) == 2
    assert derive.strength(state, one(state, S, "hodor")) == 1


def test_card_guarding_the_throne():
    state = at_dominance(scenarios=("guarding_the_throne", "deadly_cold"))
    state["challenge"] = {"type": "military", "attacker": S, "defender": L, "attackers": [],
                          "defenders": []}
    cards.touch(state)
    assert derive.plot_value(state, S, "claim") == 1            # Deadly Cold's 2, less 1


def test_card_fragile_truce():
    state = _turn("fragile_truce", ["gold_cloaks"])
    assert open_types(state, L) == ["power"]


def test_card_calling_the_banners():
    state = real("marshaling", hands=((), ["eddard_stark"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"))
    assert derive.rules(state, S, "no_cost_reduction")
    assert cost(state, S, one(state, S, "eddard_stark", "hand")) == 5


def test_card_crossing_the_trident():
    state = real("marshaling", hands=((), ["winterfell", "ice", "jon_snow"]), first=S,
                 play=((), ["hodor"]), scenarios=("deadly_cold", "crossing_the_trident"))
    assert [state["cards"][a["card"]]["code"] for a in plays(state, S)] == ["jon_snow"]


def test_card_hidden_in_the_shadows():
    state = real("challenges", play=((), ["jon_snow", "sansa_stark"]), first=S,
                 scenarios=("deadly_cold", "hidden_in_the_shadows"))
    assert open_types(state, S)
    state["challenges_made"][S] = ["military"]
    cards.touch(state)
    assert open_types(state, S) == []


def test_card_in_a_nest_of_vipers():
    state = real("challenges", play=((), ["jon_snow", "hodor", "summer"]), first=S,
                 scenarios=("deadly_cold", "in_a_nest_of_vipers"))
    act(state, S, {"type": "challenge", "challenge": "military"})
    assert decision(state, S)["type"] == "attackers"
    act(state, S, {"type": "toggle", "card": one(state, S, "jon_snow")})
    assert [a["type"] for a in options(state, S)] == ["toggle", "confirm"]   # only the undo


def test_card_whirlwind_of_swords():
    state = real("challenges", play=((), ["jon_snow"]), first=S,
                 scenarios=("deadly_cold", "whirlwind_of_swords"))
    state["challenges_made"][S] = ["military"]
    cards.touch(state)
    assert open_types(state, S) == ["military"]


def test_card_a_noble_cause():
    state = real("marshaling", hands=(["tyrion_lannister", "kevan_lannister"], ()),
                 scenarios=("a_noble_cause", "deadly_cold"))
    tyrion = one(state, L, "tyrion_lannister", "hand")
    assert cost(state, L, tyrion) == 1
    act(state, L, {"type": "marshal", "card": tyrion})
    assert cost(state, L, one(state, L, "kevan_lannister", "hand")) == 2   # first only


def test_card_fortified_position():
    state = at_dominance(play_s=["winterfell", "jon_snow"],
                         scenarios=("fortified_position", "deadly_cold"))
    jon = one(state, S, "jon_snow")
    assert derive.is_blank(state, jon) and derive.strength(state, jon) == 3   # locations keep text


def test_card_you_win_or_you_die():
    state = real("challenges", play=(["gold_cloaks"], ["eddard_stark"]),
                 scenarios=("you_win_or_you_die", "deadly_cold"))
    eddard = one(state, S, "eddard_stark")
    moves.place_duplicate(state, cards.create(state, S, "eddard_stark", "hand"), eddard, "t")
    from api.games.hbo.flow import FLOW
    from api.games.hbo.saves import kill
    kill(state, L, [eddard])
    FLOW.settle(state)                                   # no save window: nobody may save
    assert state["cards"][eddard]["zone"] == "dead"


def test_card_the_pointy_end():
    state = at_dominance(play_l=["gold_cloaks", "lannister_guard"],
                         scenarios=("the_pointy_end", "deadly_cold"))
    assert derive.strength(state, one(state, L, "lannister_guard")) == 3
    assert derive.strength(state, one(state, L, "gold_cloaks")) == 3


def test_card_fire_and_blood():
    state = at_dominance(play_l=["gold_cloaks"], play_s=["hodor"],
                         scenarios=("fire_and_blood", "deadly_cold"))
    assert derive.has_keyword(state, one(state, L, "gold_cloaks"), "renown")
    assert not derive.has_keyword(state, one(state, S, "hodor"), "renown")


# -- scenarios: when revealed and triggered ----------------------------------------------------

def revealing(code_l, play=((), ()), hands=((), ()), piles=None, code_s="deadly_cold",
              before=None, **kw):
    """Round 1's planning with ``code_l`` (L) and ``code_s`` (S) revealed; the initiative
    winner makes L the first player, then the scenarios' effects resolve. ``piles`` are
    (seat, zone, code) created and ``before(state)`` is run before that."""
    state = real("planning", play=play, hands=hands, available=([code_l], [code_s]), **kw)
    for seat, zone, code in piles or ():
        cards.create(state, seat, code, zone)
    if before:
        before(state)
    cards.touch(state)
    if decision(state, state["initiative_winner"])["type"] == "first_player":
        act(state, state["initiative_winner"], {"type": "first_player", "seat": L})
    return state


def test_card_in_the_sky_cells():
    state = revealing("in_the_sky_cells", play=((), ["hodor", "summer", ("jon_snow", True)]))
    hodor, summer = one(state, S, "hodor"), one(state, S, "summer")
    assert decision(state, L)["type"] == "effect_target"
    assert sorted(a["choice"] for a in options(state, L)) == sorted([hodor, summer])
    act(state, L, {"type": "choose", "choice": hodor})      # a knelt one is not offered
    assert state["cards"][hodor]["kneeling"] and not state["cards"][summer]["kneeling"]


def test_card_valar_morghulis():
    state = revealing("valar_morghulis", play=(["gold_cloaks", "bronn"], ["hodor", "summer"]))
    first, second = state["first_player"], 1 - state["first_player"]
    keep = {L: one(state, L, "bronn"), S: one(state, S, "summer")}
    pick(state, first, [keep[first]])
    assert decision(state, second)["type"] == "effect_keep"
    pick(state, second, [keep[second]])
    assert sorted(cards.cards_in_play(state)) == sorted(keep.values())
    assert state["cards"][one(state, S, "hodor", "dead")]["zone"] == "dead"


def test_card_the_old_gods():
    state = real("planning", available=(["deadly_cold"], ["the_old_gods"]))
    for code in ("hodor", "jon_snow"):
        cards.create(state, S, code, "discard")
    state = revealing("deadly_cold", code_s="the_old_gods",
                      piles=[(S, "discard", "hodor"), (S, "discard", "jon_snow")])
    held = len(state["seats"][S]["deck"]) + len(state["seats"][S]["hand"])
    pick(state, S, list(state["seats"][S]["discard"]))
    assert state["seats"][S]["discard"] == []
    assert len(state["seats"][S]["deck"]) + len(state["seats"][S]["hand"]) == held + 2


def test_card_confiscation():
    def attach(state):
        for code in ("ice", "syrios_training"):
            moves.enter_play(state, cards.create(state, S, code, "hand"), "marshal",
                             host=one(state, S, "hodor"))
    state = revealing("confiscation", play=((), ["hodor"]), before=attach)
    ice = one(state, S, "ice")
    assert decision(state, L)["type"] == "effect_target"
    act(state, L, {"type": "choose", "choice": ice})
    assert ice in state["seats"][S]["discard"]
    assert one(state, S, "syrios_training")


def test_card_counting_coppers():
    state = revealing("counting_coppers")
    assert state["active"] == L and len(state["seats"][L]["hand"]) == 3 + 2   # and the draw


def test_card_heads_on_spikes():
    state = revealing("heads_on_spikes", hands=((), ["hodor", "jon_snow"]))
    assert len(state["seats"][S]["discard"]) == 1
    assert len(state["seats"][S]["hand"]) == 1 + 2         # and the draw phase's 2


def test_card_marched_to_the_wall():
    state = revealing("marched_to_the_wall", play=(["gold_cloaks", "bronn"], ["hodor", "summer"]))
    first, second = state["first_player"], 1 - state["first_player"]
    gone = {L: one(state, L, "bronn"), S: one(state, S, "hodor")}
    pick(state, first, [gone[first]])
    pick(state, second, [gone[second]])
    assert all(state["cards"][c]["zone"] == "discard" for c in gone.values())


def test_card_reinforcements():
    state = revealing("reinforcements", hands=(["bronn", "tywin_lannister", "shae"], ()))
    offered = [a["card"] for a in options(state, L) if a["type"] == "toggle"]
    bronn, shae = one(state, L, "bronn", "hand"), one(state, L, "shae", "hand")
    assert sorted(offered) == sorted([bronn, shae])              # Tywin costs 6
    pick(state, L, [bronn])
    assert state["seats"][L]["play"] == [bronn]


def test_card_a_golden_crown():
    state = revealing("a_golden_crown")
    assert state["active"] == L          # L's marshaling: the crown's 3 and the income
    assert state["seats"][L]["gold"] == 3 + CARDS["a_golden_crown"]["plot"]["income"]


def test_card_lord_snow():
    state = revealing("lord_snow", piles=[(L, "dead", "bronn"), (L, "dead", "shae")])
    bronn, shae = one(state, L, "bronn", "dead"), one(state, L, "shae", "dead")
    pick(state, L, [bronn])
    assert bronn in state["seats"][L]["hand"] and shae in state["seats"][L]["dead"]


def test_card_illyrios_gift():
    state = real("dominance", play=(["gold_cloaks"], ()),
                 scenarios=("illyrios_gift", "deadly_cold"))
    assert state["seats"][L]["faction_card"]["power"] == 1 + 3


# -- reactions of cards in play and of scenarios -----------------------------------------------

def react(state, seat, code):
    """Use the reaction of the seat's ``code`` offered in the open reaction window."""
    d = decision(state, seat)
    assert d["window"] == "reactions", d
    (a,) = [o["action"] for o in d["options"]
            if o["action"]["type"] == "react" and state["cards"][o["action"]["card"]]["code"] == code]
    return act(state, seat, a)


def marshal(state, seat, code):
    return act(state, seat, {"type": "marshal", "card": one(state, seat, code, "hand")})


def test_card_eddard_stark():
    state = real("marshaling", hands=((), ["eddard_stark"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"))
    marshal(state, S, "eddard_stark")
    react(state, S, "eddard_stark")
    assert state["cards"][one(state, S, "eddard_stark")]["power"] == 1


@pytest.mark.parametrize("code,drawn", [("kevan_lannister", 1), ("littlefinger", 2)])
def test_card_draw_on_entering_play(code, drawn):
    state = real("marshaling", hands=([code], ()), scenarios=("calling_the_banners", "deadly_cold"))
    marshal(state, L, code)
    react(state, L, code)
    assert len(state["seats"][L]["hand"]) == drawn


def test_card_kevan_lannister():
    test_card_draw_on_entering_play("kevan_lannister", 1)


def test_card_littlefinger():
    test_card_draw_on_entering_play("littlefinger", 2)


def test_card_summer():
    state = real("marshaling", hands=((), ["summer"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"))
    for code, zone in (("jon_snow", "dead"), ("catelyn_stark", "discard")):
        cards.create(state, S, code, zone)
    cards.touch(state)
    marshal(state, S, "summer")
    react(state, S, "summer")      # Jon (STR 2) is the only Stark character of STR 2 or lower
    assert state["seats"][S]["hand"] == [one(state, S, "jon_snow", "hand")]


def test_card_lannister_guard():
    state = real("challenges", play=(["lannister_guard"], ["hodor"]))
    act(state, L, {"type": "challenge", "challenge": "military"})
    react(state, L, "lannister_guard")
    assert state["seats"][L]["gold"] == 1


def test_card_tyrion_lannister():
    state = real("challenges", play=(["tyrion_lannister"], ["hodor"]))
    act(state, L, {"type": "challenge", "challenge": "intrigue"})
    act(state, L, {"type": "choose", "choice": None})    # his Ambush blocks nobody
    events = react(state, L, "tyrion_lannister")        # (the game then runs on to taxation)
    assert {"type": "gold_gained", "seat": L, "amount": 2} in events


def test_card_stark_retinue():
    state = real("challenges", play=(["gold_cloaks"], ["stark_retinue"]))
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, S, [one(state, S, "stark_retinue")])
    react(state, S, "stark_retinue")
    assert len(state["seats"][S]["hand"]) == 1


def _won_by(attacker_codes, defender_codes, kind, scenarios=("in_the_sky_cells", "deadly_cold"),
            defend=True, hands=((), ())):
    """L attacks with its characters of that icon (claim 1 by default), S defends with all of
    its own unless ``defend`` is false."""
    state = real("challenges", play=(attacker_codes, defender_codes), scenarios=scenarios,
                 hands=hands)
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": kind})
    pick(state, L, [one(state, L, c) for c in attacker_codes
                    if kind in CARDS[c].get("icons", ())])
    pick(state, S, [one(state, S, c) for c in defender_codes
                    if defend and isinstance(c, str) and kind in CARDS[c].get("icons", ())])
    return state


def test_card_grand_maester_pycelle():
    state = _won_by(["grand_maester_pycelle"], [], "intrigue")
    react(state, L, "grand_maester_pycelle")
    assert len(state["seats"][L]["hand"]) == 1


def test_card_lannisport():
    state = _won_by(["lannisport", "shae"], [], "intrigue")
    react(state, L, "lannisport")
    assert len(state["seats"][L]["hand"]) == 1


def test_card_jon_snow():
    state = _won_by(["gold_cloaks", "the_hound"], ["jon_snow", "hodor"], "military")
    jon = one(state, S, "jon_snow")
    pick(state, S, [one(state, S, "hodor")])             # claim 1: Hodor dies
    assert state["cards"][jon]["kneeling"]
    react(state, S, "jon_snow")                          # lost a challenge he took part in
    assert not state["cards"][jon]["kneeling"]


def test_card_the_lion_and_the_wolf():
    state = real("challenges", play=(["gold_cloaks"], ["hodor"]), power=(0, 3),
                 scenarios=("the_lion_and_the_wolf", "deadly_cold"))
    act(state, L, {"type": "challenge", "challenge": "power"})
    # unopposed +1, claim 1 moves 1, the reaction moves 1 more
    assert [s_["faction_card"]["power"] for s_ in state["seats"]] == [2, 2]
    events = react(state, L, "the_lion_and_the_wolf")
    assert {"type": "power_moved", "card": "f1", "dest": "f0", "amount": 1} in events


def test_card_baelor():
    state = real("challenges", play=(["gold_cloaks", "the_hound"], ["hodor", "summer"]),
                 scenarios=("baelor", "a_golden_crown"))
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, L, [one(state, L, "gold_cloaks"), one(state, L, "the_hound")])
    hodor, summer = one(state, S, "hodor"), one(state, S, "summer")
    pick(state, S, [hodor])
    pick(state, S, [summer])                             # claim 1: Summer dies
    react(state, L, "baelor")
    assert state["cards"][hodor]["zone"] == "dead"       # the only participant left


def test_card_a_feast_for_crows():
    state = real("dominance", play=(["gold_cloaks"], ()),
                 scenarios=("a_feast_for_crows", "deadly_cold"))
    react(state, L, "a_feast_for_crows")
    assert state["seats"][L]["faction_card"]["power"] == 1 + 2


def test_card_bran_stark():
    state = real("dominance", play=((), ["bran_stark"]))
    react(state, S, "bran_stark")
    assert state["cards"][one(state, S, "bran_stark")]["power"] == 1


def test_card_joffrey_baratheon():
    state = _won_by(["gold_cloaks", "joffrey_baratheon"], ["eddard_stark", "hodor"],
                    "military", defend=False)
    pick(state, S, [one(state, S, "eddard_stark")])
    react(state, L, "joffrey_baratheon")                 # a Lord was killed
    assert state["cards"][one(state, L, "joffrey_baratheon")]["power"] == 1


def test_card_robb_stark():
    state = _won_by(["gold_cloaks"], ["robb_stark", ("jon_snow", True), "hodor"], "military",
                    defend=False)
    pick(state, S, [one(state, S, "hodor")])
    react(state, S, "robb_stark")
    assert not state["cards"][one(state, S, "jon_snow")]["kneeling"]


def test_card_sansa_stark():
    state = real("dominance", play=((), [("sansa_stark", True)]))
    react(state, S, "sansa_stark")
    assert state["seats"][S]["faction_card"]["power"] == 1


# -- actions -----------------------------------------------------------------------------------

def use(state, seat, code, zone="play"):
    """Use the action of the seat's ``code`` (in play, on its scenario, or from hand)."""
    cid = state["seats"][seat]["plot"] if zone == "plot" else one(state, seat, code, zone)
    return act(state, seat, {"type": "action", "card": cid})


def to_challenge_choice(state):
    """Pass the action window before a challenge (open when a seat may act there)."""
    while decision(state, GAME.to_act(state)[0])["type"] == "priority":
        act(state, GAME.to_act(state)[0], {"type": "pass"})


def in_challenge(play, kind="military", defend=(), hands=((), ()), gold=(0, 0),
                 scenarios=("in_the_sky_cells", "deadly_cold"), attackers=None):
    """L attacks with ``attackers`` (default: its characters of that icon), S declares
    ``defend``; the table waits in the window after defenders (both may act)."""
    state = real("challenges", play=play, hands=hands, gold=gold, scenarios=scenarios)
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": kind})
    if attackers is None:
        attackers = [c for c in play[0]
                     if isinstance(c, str) and kind in CARDS[c].get("icons", ())]
    pick(state, L, [one(state, L, c) for c in attackers])
    while decision(state, GAME.to_act(state)[0])["type"] != "defenders":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    pick(state, S, [one(state, S, c) for c in defend])
    return state


def test_card_devious_methods():
    state = in_challenge((["the_hound"], ["jon_snow", "stark_retinue"]),
                         defend=["jon_snow", "stark_retinue"],
                         hands=(["devious_methods"], ()))
    if decision(state, GAME.to_act(state)[0]).get("window") == "reactions":
        act(state, S, {"type": "pass"})                  # Retinue's draw is not the point here
    hound = one(state, L, "the_hound")
    events = use(state, L, "devious_methods", "hand")
    # +2 STR for the challenge (3 + 2 = 5 against 4), the event in the discard pile; then
    # nobody acts, L wins and draws 2 before the claim, which S now chooses
    added = [e for e in events if e["type"] == "effect_added"]
    assert added and added[0]["cards"] == [hound] and added[0]["params"] == {"amount": 2}
    assert one(state, L, "devious_methods", "discard")
    assert state["challenge"]["winner"] == L and len(state["seats"][L]["hand"]) == 2
    assert decision(state, S)["type"] == "claim"


def test_card_for_the_north():
    state = real("challenges", play=(["gold_cloaks", "the_hound"], ["jon_snow", "summer"]),
                 hands=((), ["for_the_north"]), first=S,
                 scenarios=("deadly_cold", "in_the_sky_cells"))
    act(state, S, {"type": "challenge", "challenge": "military"})
    pick(state, S, [one(state, S, "jon_snow"), one(state, S, "summer")])
    act(state, L, {"type": "pass"}) if L in GAME.to_act(state) else None
    use(state, S, "for_the_north", "hand")
    assert derive.strength(state, one(state, S, "jon_snow")) == 3
    assert derive.strength(state, one(state, S, "summer")) == 4


def test_card_gates_of_winterfell():
    state = in_challenge((["gold_cloaks"], ["gates_of_winterfell", "jon_snow", "hodor"]),
                         defend=["jon_snow"])
    jon = one(state, S, "jon_snow")
    events = use(state, S, "gates_of_winterfell")        # the one defender: taken for S
    added = [e for e in events if e["type"] == "effect_added"]
    assert added[0]["cards"] == [jon] and added[0]["params"] == {"amount": 2}
    assert {"type": "knelt", "card": one(state, S, "gates_of_winterfell")} in events   # the cost


def test_card_the_red_keep():
    state = real("challenges", play=(["the_red_keep", "gold_cloaks"], ["jon_snow"]), first=S,
                 scenarios=("deadly_cold", "in_the_sky_cells"))
    act(state, S, {"type": "challenge", "challenge": "military"})
    while decision(state, GAME.to_act(state)[0])["type"] != "defenders":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    cloaks = one(state, L, "gold_cloaks")
    pick(state, L, [cloaks])
    events = use(state, L, "the_red_keep")
    added = [e for e in events if e["type"] == "effect_added"]
    assert added[0]["cards"] == [cloaks] and added[0]["params"] == {"amount": 2}


def test_card_grey_wind():
    state = in_challenge((["gold_cloaks", "lancel_lannister"], ["grey_wind", "hodor"]),
                         defend=["hodor"])
    lancel = one(state, L, "lancel_lannister")
    use(state, S, "grey_wind")                           # the only character of STR 1 or less
    assert state["cards"][lancel]["zone"] == "dead"


def test_card_ser_ilyn_payne():
    state = in_challenge((["ser_ilyn_payne", "gold_cloaks"], ["hodor", "bran_stark"]),
                         defend=["hodor"], attackers=["gold_cloaks"])
    hodor = one(state, S, "hodor")                  # knelt as a defender, STR 2
    events = use(state, L, "ser_ilyn_payne")        # the only knelt character of STR 2 or less
    assert state["cards"][hodor]["zone"] == "dead"
    assert {"type": "knelt", "card": one(state, L, "ser_ilyn_payne")} in events


def test_card_hand_of_the_king():
    def attach(state):
        moves.enter_play(state, cards.create(state, S, "hand_of_the_king", "hand"), "marshal",
                         host=one(state, S, "jon_snow"))
    state = real("dominance", play=(["gold_cloaks"], [("jon_snow", True)]), before=attach)
    jon = one(state, S, "jon_snow")
    use(state, S, "hand_of_the_king")                    # Any phase: stand the host
    assert not state["cards"][jon]["kneeling"]


def test_card_maester_luwin():
    state = real("dominance", play=((), ["maester_luwin"]))
    use(state, S, "maester_luwin")
    assert len(state["seats"][S]["hand"]) == 2


def test_card_the_tickler():
    state = real("dominance", play=(["the_tickler"], ()), hands=((), ["hodor", "summer"]))
    use(state, L, "the_tickler")
    assert len(state["seats"][S]["hand"]) == 1 and len(state["seats"][S]["discard"]) == 1


def test_card_power_behind_the_throne():
    state = real("dominance", play=((), [("hodor", True)]),
                 scenarios=("deadly_cold", "power_behind_the_throne"))
    use(state, S, "power_behind_the_throne", "plot")
    assert not state["cards"][one(state, S, "hodor")]["kneeling"]
    assert not any(a["type"] == "action" for a in options(state, S))   # once per round


def test_card_the_lions_treachery():
    state = real("dominance", play=((), ["hodor"]), hands=(["the_lions_treachery"], ()),
                 gold=(2, 0))
    events = use(state, L, "the_lions_treachery", "hand")
    assert {"type": "gold_returned", "seat": L, "amount": 2} in events
    assert {"type": "knelt", "card": one(state, S, "hodor")} in events
    from api.games.hbo import actions
    seen = []
    real("dominance", play=((), ["hodor"]), hands=(["the_lions_treachery"], ()), gold=(1, 0),
         before=lambda st: seen.append(actions.options(st, L)))
    assert seen == [[]]                                                # 1 gold: not payable


def test_card_the_things_i_do_for_love():
    state = real("challenges", play=(["cersei_lannister"], ["bran_stark", "robb_stark"]),
                 hands=(["the_things_i_do_for_love"], ()), gold=(2, 0))
    bran = one(state, S, "bran_stark")
    use(state, L, "the_things_i_do_for_love", "hand")    # before the challenge: only Bran
    assert bran in state["seats"][S]["hand"]             # costs 3 or less
    state = real("challenges", play=(["cersei_lannister"], ["bran_stark", "robb_stark"]),
                 hands=(["the_things_i_do_for_love"], ()), gold=(2, 0))
    bran = one(state, S, "bran_stark")
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "power"})
    use(state, L, "the_things_i_do_for_love", "hand")    # or after attackers are declared
    assert bran in state["seats"][S]["hand"]


def test_card_winter_is_coming():
    state = real("challenges", play=((), ["jon_snow", "hodor"]), first=S,
                 hands=((), ["winter_is_coming"]), gold=(0, 1),
                 scenarios=("deadly_cold", "in_the_sky_cells"))
    act(state, S, {"type": "challenge", "challenge": "military"})
    pick(state, S, [one(state, S, "jon_snow")])
    events = use(state, S, "winter_is_coming", "hand")
    assert {"type": "gold_returned", "seat": S, "amount": 1} in events
    added = [e for e in events if e["type"] == "effect_added"]
    assert added[0]["seat"] == S and added[0]["params"] == {"value": "claim", "amount": 1}


# -- cost reductions: "the next card you play this phase costs less" ---------------------------

def _reduction(code, seat, reduced, full, by):
    """``seat`` uses ``code``'s action in its marshaling turn: ``reduced`` (in hand twice)
    costs ``by`` less once, ``full`` (in hand) not at all; the reduction ends with its use."""
    hands = [(), ()]
    hands[seat] = [reduced, reduced, full]
    play = [(), ()]
    play[seat] = [code]
    state = real("marshaling", play=tuple(play), hands=tuple(hands), first=seat,
                 scenarios=("deadly_cold", "deadly_cold"), gold=(5, 5))
    first, second = ids(state, seat, reduced, "hand")
    other = one(state, seat, full, "hand")
    printed = CARDS[reduced]["cost"]
    assert cost(state, seat, first) == printed
    use(state, seat, code)
    assert cost(state, seat, first) == max(0, printed - by)
    assert cost(state, seat, other) == CARDS[full]["cost"]
    gold = state["seats"][seat]["gold"]
    act(state, seat, {"type": "marshal", "card": first})
    assert state["seats"][seat]["gold"] == gold - max(0, printed - by)
    assert cost(state, seat, second) == printed              # used up by the first
    return state


def test_card_winterfell_steward():
    state = _reduction("winterfell_steward", S, "jon_snow", "the_wolfswood", 1)
    assert state["cards"][one(state, S, "winterfell_steward")]["kneeling"]     # the cost


def test_card_lannisport_merchant():
    _reduction("lannisport_merchant", L, "the_hound", "lannisport", 1)


def test_card_heart_tree_grove():
    _reduction("heart_tree_grove", S, "the_wolfswood", "varys", 1)


def test_card_western_fiefdom():
    _reduction("western_fiefdom", L, "lannisport", "varys", 1)


def test_card_the_kingsroad():
    state = _reduction("the_kingsroad", L, "varys", "lannisport", 2)
    assert one(state, L, "the_kingsroad", "discard")         # knelt, then discarded


def test_cost_reduction_ends_with_the_phase():
    state = real("marshaling", play=(["lannisport_merchant"], ()), hands=(["the_hound"], ()),
                 scenarios=("deadly_cold", "deadly_cold"), gold=(5, 5))
    use(state, L, "lannisport_merchant")
    assert [e["verb"] for e in state["effects"]] == ["cost_reduction"]
    while state["phase"] == "marshaling":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    assert state["effects"] == []


# -- reaction events played from hand ----------------------------------------------------------

def choose(state, seat, cid):
    """Answer the seat's ``effect_target`` ask (a cost to pay or a target) with ``cid``; a
    single candidate is taken by the engine (no ask), the callers check the outcome."""
    if seat not in GAME.to_act(state) or decision(state, seat)["type"] != "effect_target":
        return []
    assert {"type": "choose", "choice": cid} in options(state, seat)
    return act(state, seat, {"type": "choose", "choice": cid})


def test_card_like_warm_rain():
    state = real("challenges", play=(["varys"], ["summer", "grey_wind", "hodor"]),
                 hands=((), ["like_warm_rain", "like_warm_rain"]),
                 scenarios=("in_the_sky_cells", "deadly_cold"))
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "intrigue"})
    pick(state, L, [one(state, L, "varys")])
    act(state, L, {"type": "choose", "choice": None})    # his Ambush blocks nobody
    pick(state, S, [])                                   # S defends with nobody and loses
    summer, varys = one(state, S, "summer"), one(state, L, "varys")
    react(state, S, "like_warm_rain")                    # played from hand (1 of 2 left)
    assert decision(state, S)["type"] == "effect_target"
    choose(state, S, summer)                             # the cost: kneel a Direwolf
    assert state["cards"][summer]["kneeling"]
    assert not state["cards"][one(state, S, "grey_wind")]["kneeling"]
    choose(state, S, varys)                              # kill an attacking character
    assert state["cards"][varys]["zone"] == "dead"
    assert len(state["seats"][S]["discard"]) == 2        # the claim's and the played one


def test_card_a_lannister_always_pays_his_debts():
    state = real("challenges", play=(["lannister_guard"], ["eddard_stark"]), first=S,
                 hands=(["a_lannister_always_pays_his_debts"], ()),
                 scenarios=("deadly_cold", "in_the_sky_cells"))
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": "power"})
    eddard, guard = one(state, S, "eddard_stark"), one(state, L, "lannister_guard")
    pick(state, S, [eddard])
    pick(state, L, [])
    events = react(state, L, "a_lannister_always_pays_his_debts")
    events += choose(state, L, guard)                    # the cost: kneel a Lannister
    events += choose(state, L, eddard)                   # kill a participating character
    assert state["cards"][eddard]["zone"] == "dead"
    assert {"type": "knelt", "card": guard} in events    # (the game then runs on)
    assert one(state, L, "a_lannister_always_pays_his_debts", "discard")


def test_card_put_to_the_sword():
    state = _won_by(["gold_cloaks", "the_hound"], ["hodor", "summer"], "military",
                    defend=False, hands=(["put_to_the_sword"], ()))   # 6 STR against 0
    hodor, summer = one(state, S, "hodor"), one(state, S, "summer")
    pick(state, S, [hodor])                              # claim 1
    react(state, L, "put_to_the_sword")
    choose(state, L, summer)
    assert state["cards"][summer]["zone"] == "dead"


def test_card_put_to_the_sword_needs_a_margin_of_5():
    state = _won_by(["the_hound"], ["hodor", "summer"], "military", defend=False,
                    hands=(["put_to_the_sword"], ()))
    pick(state, S, [one(state, S, "hodor")])             # 3 against 0: no window for it
    assert not any(d.get("window") == "reactions" for d in GAME.decisions(state, L))


def test_card_superior_claim():
    state = _won_by(["gold_cloaks", "tywin_lannister"], ["hodor"], "power", defend=False,
                    hands=(["superior_claim"], ()))
    before = state["seats"][L]["faction_card"]["power"]
    react(state, L, "superior_claim")
    assert state["seats"][L]["faction_card"]["power"] == before + 2


# -- saves -------------------------------------------------------------------------------------

def save(state, seat, code):
    """Use the save of the seat's ``code`` offered in the open save window."""
    d = decision(state, seat)
    assert d["window"] == "saves", d
    (a,) = [o["action"] for o in d["options"]
            if o["action"]["type"] == "save" and state["cards"][o["action"]["card"]]["code"] == code]
    return act(state, seat, a)


def test_card_not_today():
    state = _won_by(["gold_cloaks"], ["jon_snow", "hodor"], "military", defend=False,
                    hands=((), ["not_today"]))
    jon, hodor = one(state, S, "jon_snow"), one(state, S, "hodor")
    pick(state, S, [jon])                                # claim 1: Jon is chosen
    events = save(state, S, "not_today")
    assert {"type": "saved", "card": jon, "by": one(state, S, "not_today", "discard")} in events
    assert state["cards"][jon]["zone"] == "play" and state["cards"][hodor]["zone"] == "play"


def test_card_not_today_saves_a_unique_character_only():
    state = _won_by(["gold_cloaks"], ["stark_retinue", "hodor"], "military", defend=False,
                    hands=((), ["not_today"]))
    retinue = one(state, S, "stark_retinue")
    pick(state, S, [retinue])                            # not unique: no save window
    assert state["cards"][retinue]["zone"] == "dead"


def test_card_bodyguard():
    def guard(st):
        moves.enter_play(st, cards.create(st, S, "bodyguard", "hand"), "setup", controller=S,
                         host=one(st, S, "eddard_stark"))
    state = real("challenges", play=(["gold_cloaks"], ["eddard_stark", "hodor"]),
                 scenarios=("in_the_sky_cells", "deadly_cold"), before=guard)
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, L, [one(state, L, "gold_cloaks")])
    pass_windows(state)
    pick(state, S, [])
    pass_windows(state)
    eddard = one(state, S, "eddard_stark")
    pick(state, S, [eddard])
    save(state, S, "bodyguard")                          # its cost: discard it
    assert state["cards"][eddard]["zone"] == "play"
    assert one(state, S, "bodyguard", "discard")


# -- deck searches -----------------------------------------------------------------------------

@pytest.mark.parametrize("code,wanted,unwanted,beyond", [
    ("building_orders", "lannisport", "the_hound", "casterly_rock"),
    ("summons", "the_hound", "lannisport", "varys")])
def test_deck_search(code, wanted, unwanted, beyond):
    """The top 10 cards: one of the listed types may be taken (an 11th is out of reach)."""
    deck = ["devious_methods"] * 3 + [wanted, unwanted] + ["devious_methods"] * 5 + [beyond]
    state = revealing(code, decks=(deck, ["direwolf_pup"] * 12))
    d = decision(state, L)
    assert d["type"] == "effect_search"
    offered = [o["action"] for o in d["options"] if o["action"]["type"] == "toggle"]
    assert offered == [{"type": "toggle", "code": wanted}]    # a title, never a deck card id
    first = one(state, L, wanted, "deck")
    act(state, L, offered[0])
    events = act(state, L, {"type": "confirm"})
    assert state["cards"][first]["zone"] == "hand"
    assert [e["reason"] for e in events if e["type"] == "moved"][0] == "search"


def test_card_building_orders():
    test_deck_search("building_orders", "lannisport", "the_hound", "casterly_rock")


def test_card_summons():
    test_deck_search("summons", "the_hound", "lannisport", "varys")


# -- the log's order ---------------------------------------------------------------------------

def _first_two(events):
    return [(e["type"], e.get("reason")) for e in events[:2]]


def test_an_event_played_is_logged_as_played_before_what_it_does():
    # "plays X" first, then X used (an action, a reaction, a save), its cost and its effect
    state = real("dominance", play=((), ["hodor"]), hands=(["the_lions_treachery"], ()),
                 gold=(2, 0))
    events = use(state, L, "the_lions_treachery", "hand")
    assert _first_two(events) == [("moved", "played"), ("action-used", None)]
    assert events.index({"type": "gold_returned", "seat": L, "amount": 2}) > 1

    state = _won_by(["gold_cloaks", "the_hound"], ["hodor", "summer"], "military",
                    defend=False, hands=(["put_to_the_sword"], ()))
    pick(state, S, [one(state, S, "hodor")])
    assert _first_two(react(state, L, "put_to_the_sword")) == [("moved", "played"),
                                                                ("reaction-used", None)]

    state = _won_by(["gold_cloaks"], ["jon_snow", "hodor"], "military", defend=False,
                    hands=((), ["not_today"]))
    pick(state, S, [one(state, S, "jon_snow")])
    assert _first_two(save(state, S, "not_today")) == [("moved", "played"),
                                                       ("reaction-used", None)]
