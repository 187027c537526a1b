"""Session 20's card-by-card audit of the reconstructed pool: for the cards whose texts carry
the most details, what test_cards.py's happy path leaves out (who triggers, limits, costs,
eligible targets, roles), each played through the real flow. One test per card, named by it."""
from api.games.cardcore import cards, derive, moves
from api.games.hbo import GAME, actions, resolve
from api.games.hbo.catalog import CARDS
from api.games.hbo.marshal import cost, plays
from tests.games.hbo.table import L, S, act, decision, one, pick
from tests.games.hbo.test_cards import (
    _won_by,
    in_challenge,
    marshal,
    react,
    real,
    revealing,
    save,
    to_challenge_choice,
    use,
)


def reactions_offered(state, seat) -> list[str]:
    """The codes of the reactions the seat is offered now ([] when it is not asked)."""
    if seat not in GAME.to_act(state):
        return []
    d = decision(state, seat)
    if d.get("window") != "reactions":
        return []
    return [state["cards"][o["action"]["card"]]["code"] for o in d["options"]
            if o["action"]["type"] == "react"]


def react_first(state, seat, code):
    """Use the seat's first offered reaction of ``code`` (one is offered per occurrence)."""
    (a, *_rest) = [o["action"] for o in decision(state, seat)["options"]
                   if o["action"]["type"] == "react"
                   and state["cards"][o["action"]["card"]]["code"] == code]
    return act(state, seat, a)


def actions_offered(state, seat) -> list[str]:
    return [state["cards"][o["card"]]["code"] for o in actions.options(state, seat)]


def to_defenders(state):
    """Pass the windows (and reactions) after attackers until defenders are asked."""
    while decision(state, GAME.to_act(state)[0])["type"] != "defenders":
        act(state, GAME.to_act(state)[0], {"type": "pass"})


def s_attacks(play, kind, attackers, defenders, hands=((), ()), **kw):
    """S is the first player and attacks L with ``attackers``; L declares ``defenders``."""
    kw.setdefault("scenarios", ("deadly_cold", "in_the_sky_cells"))
    state = real("challenges", play=play, first=S, hands=hands, **kw)
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": kind})
    pick(state, S, [one(state, S, c) for c in attackers])
    to_defenders(state)
    pick(state, L, [one(state, L, c) for c in defenders])
    return state


# -- cost reductions under Calling the Banners -------------------------------------------------

def test_calling_the_banners_offers_no_cost_reduction_action():
    # "The cost of cards you play this round cannot be lowered": Winterfell Steward, Heart
    # Tree Grove and The Kingsroad would kneel (and The Kingsroad leave play) for nothing, so
    # their actions are not offered (data README, op `prohibit` `lower_costs`)
    reducers = ["winterfell_steward", "heart_tree_grove", "the_kingsroad"]
    state = real("marshaling", play=((), reducers), hands=((), ["jon_snow"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"), gold=(0, 5))
    assert actions_offered(state, S) == []
    assert cost(state, S, one(state, S, "jon_snow", "hand")) == 2
    # with any other scenario they are offered
    state = real("marshaling", play=((), reducers), hands=((), ["jon_snow"]), first=S,
                 scenarios=("deadly_cold", "the_old_gods"), gold=(0, 5))
    assert sorted(actions_offered(state, S)) == sorted(reducers)


# -- reactions: who triggers them, and when they are not offered --------------------------------

def test_tyrion_lannister():
    # "After an intrigue challenge is initiated": the opponent's challenge counts too; a
    # military challenge does not
    state = real("challenges", play=(["tyrion_lannister"], ["sansa_stark", "jon_snow"]),
                 first=S, scenarios=("deadly_cold", "in_the_sky_cells"))
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": "intrigue"})
    pick(state, S, [one(state, S, "sansa_stark")])
    assert reactions_offered(state, L) == ["tyrion_lannister"]
    events = react(state, L, "tyrion_lannister")
    assert {"type": "gold_gained", "seat": L, "amount": 2} in events

    state = real("challenges", play=(["tyrion_lannister"], ["sansa_stark", "jon_snow"]),
                 first=S, scenarios=("deadly_cold", "in_the_sky_cells"))
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": "military"})
    pick(state, S, [one(state, S, "jon_snow")])
    assert reactions_offered(state, L) == []


def to_own_challenge_choice(state, seat):
    """Run on (passing windows, no defenders, other turns done) until ``seat`` chooses its
    next challenge."""
    while True:
        turn = GAME.to_act(state)[0]
        d = decision(state, turn)
        offered = [o["action"] for o in d["options"]]
        if {"type": "done"} in offered and turn == seat:
            return
        if d["type"] == "defenders":
            pick(state, turn, [])
        else:
            act(state, turn, {"type": "done"} if {"type": "done"} in offered else {"type": "pass"})


def test_tyrion_lannister_limit_twice_per_round():
    # S's intrigue challenge, then L's two (Casterly Rock): the third initiation this round
    # finds Tyrion's Limit used up
    state = real("challenges", first=S, scenarios=("deadly_cold", "in_the_sky_cells"),
                 play=(["tyrion_lannister", "lancel_lannister", "kevan_lannister",
                        "casterly_rock"], ["sansa_stark"]))
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": "intrigue"})
    pick(state, S, [one(state, S, "sansa_stark")])
    react(state, L, "tyrion_lannister")
    for attacker, offered in (("lancel_lannister", ["tyrion_lannister"]),
                              ("kevan_lannister", [])):
        to_own_challenge_choice(state, L)
        act(state, L, {"type": "challenge", "challenge": "intrigue"})
        pick(state, L, [one(state, L, attacker)])
        assert reactions_offered(state, L) == offered
        if offered:
            react(state, L, "tyrion_lannister")
    assert state["seats"][L]["gold"] == 4


def test_grand_maester_pycelle():
    # "a challenge in which Grand Maester Pycelle is attacking": winning it as a defender
    # draws nothing
    state = s_attacks((["grand_maester_pycelle", "lancel_lannister"], ["sansa_stark"]),
                      "intrigue", ["sansa_stark"],
                      ["grand_maester_pycelle", "lancel_lannister"],
                      decks=(["gold_cloaks"] * 5, ["direwolf_pup"] * 5))
    # L won 2 against 1 as the defender; the game ran on past the challenge
    assert len(state["seats"][L]["hand"]) == 0
    assert "grand_maester_pycelle" not in reactions_offered(state, L)


def test_jon_snow():
    # "After you lose a challenge in which Jon Snow is participating": as an attacker too
    state = s_attacks((["the_hound"], ["jon_snow"]), "military", ["jon_snow"], ["the_hound"])
    jon = one(state, S, "jon_snow")
    assert state["challenge"]["winner"] == L and state["cards"][jon]["kneeling"]
    react(state, S, "jon_snow")
    assert not state["cards"][jon]["kneeling"]


def test_robb_stark():
    # a neutral character's death is not a House Stark character's
    state = _won_by(["gold_cloaks"], ["robb_stark", "varys", ("jon_snow", True)], "military",
                    defend=False)
    pick(state, S, [one(state, S, "varys")])
    assert reactions_offered(state, S) == []
    # two Stark characters die together (claim 2): "Limit once per round" stands them once
    state = _won_by(["gold_cloaks"], ["robb_stark", "hodor", "bran_stark",
                                      ("sansa_stark", True)], "military", defend=False,
                    scenarios=("deadly_cold", "in_the_sky_cells"))
    pick(state, S, [one(state, S, "hodor"), one(state, S, "bran_stark")])
    react_first(state, S, "robb_stark")
    assert not state["cards"][one(state, S, "sansa_stark")]["kneeling"]
    assert "robb_stark" not in reactions_offered(state, S)


def test_joffrey_baratheon():
    # "After a Lord or Lady character is killed": once for each, two at once give two uses
    state = _won_by(["gold_cloaks", "joffrey_baratheon"], ["bran_stark", "sansa_stark", "hodor"],
                    "military", defend=False, scenarios=("deadly_cold", "in_the_sky_cells"))
    pick(state, S, [one(state, S, "bran_stark"), one(state, S, "sansa_stark")])
    joffrey = one(state, L, "joffrey_baratheon")
    # the two options say which death each answers
    labels = sorted(o["label"] for o in decision(state, L)["options"]
                    if o["action"]["type"] == "react")
    assert labels == ["Use Joffrey Baratheon (reaction) for Bran Stark",
                      "Use Joffrey Baratheon (reaction) for Sansa Stark"]
    react_first(state, L, "joffrey_baratheon")
    react_first(state, L, "joffrey_baratheon")
    assert state["cards"][joffrey]["power"] == 2
    # Hodor is no Lord
    state = _won_by(["gold_cloaks", "joffrey_baratheon"], ["hodor", "bran_stark"], "military",
                    defend=False)
    pick(state, S, [one(state, S, "hodor")])
    assert "joffrey_baratheon" not in reactions_offered(state, L)


def test_superior_claim():
    # "After you win a power challenge by 5 or more STR": as the defender too
    state = s_attacks((["tywin_lannister", "littlefinger"], ["bran_stark"]), "power",
                      ["bran_stark"], ["tywin_lannister", "littlefinger"],
                      hands=(["superior_claim"], ()))
    assert state["challenge"]["strength"] == [1, 9]
    before = state["seats"][L]["faction_card"]["power"]
    react(state, L, "superior_claim")
    assert state["seats"][L]["faction_card"]["power"] == before + 2


def test_like_warm_rain():
    # its cost kneels a Direwolf you control: a knelt one cannot pay, so it is not offered
    state = real("challenges", play=(["varys"], [("summer", True), "hodor"]),
                 hands=((), ["like_warm_rain"]))
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "intrigue"})
    pick(state, L, [one(state, L, "varys")])
    act(state, L, {"type": "choose", "choice": None})    # his Ambush blocks nobody
    pick(state, S, [])                                   # S loses as the defender
    assert "like_warm_rain" not in reactions_offered(state, S)
    assert one(state, S, "like_warm_rain", "hand")


# -- actions: roles, challenge types, eligible targets ------------------------------------------

def test_winter_is_coming():
    # "Play only while you are the attacking player": not as the defender
    state = in_challenge((["the_hound"], ["jon_snow"]), defend=["jon_snow"],
                         hands=((), ["winter_is_coming"]), gold=(0, 1))
    assert "winter_is_coming" not in actions_offered(state, S)


def test_for_the_north():
    # "Play only during a military challenge": as the defender too, never in a power challenge
    state = in_challenge((["the_hound"], ["jon_snow"]), defend=["jon_snow"],
                         hands=((), ["for_the_north"]))
    assert "for_the_north" in actions_offered(state, S)
    jon = one(state, S, "jon_snow")
    events = use(state, S, "for_the_north", "hand")
    added = [e for e in events if e["type"] == "effect_added"]
    assert added[0]["cards"] == [jon] and added[0]["params"] == {"amount": 1}
    state = in_challenge((["joffrey_baratheon"], ["sansa_stark"]), kind="power",
                         defend=["sansa_stark"], hands=((), ["for_the_north"]))
    assert "for_the_north" not in actions_offered(state, S)


def test_gates_of_winterfell():
    # "a defending House Stark character you control": not while S attacks
    state = s_attacks((["the_hound", "ser_gregor_clegane"], ["gates_of_winterfell", "jon_snow"]),
                      "military", ["jon_snow"], ["the_hound"])
    assert "gates_of_winterfell" not in actions_offered(state, S)


def test_grey_wind():
    # "a character with STR 1 or lower": its current STR (Hear Me Roar's -1 counts)
    state = real("challenges", play=(["lancel_lannister", "the_hound"], ["grey_wind", "hodor"]),
                 scenarios=("hear_me_roar", "deadly_cold"))
    sel = CARDS["grey_wind"]["ability"]["effect"]["params"]["target"]
    eligible = resolve.candidates(state, S, one(state, S, "grey_wind"), sel)
    assert sorted(state["cards"][c]["code"] for c in eligible) == ["hodor", "lancel_lannister"]


def test_the_things_i_do_for_love():
    # "Play only if you control a House Lannister Lord or Lady character": Littlefinger is a
    # Lord, but neutral
    state = real("challenges", play=(["littlefinger"], ["bran_stark"]),
                 hands=(["the_things_i_do_for_love"], ()), gold=(2, 0))
    assert actions_offered(state, L) == []
    state = real("challenges", play=(["littlefinger", "lancel_lannister"], ["bran_stark"]),
                 hands=(["the_things_i_do_for_love"], ()), gold=(2, 0))
    assert actions_offered(state, L) == ["the_things_i_do_for_love"]


def test_devious_methods():
    # Catelyn Stark participating: "your opponent cannot play events"
    state = in_challenge((["the_hound"], ["catelyn_stark", "jon_snow"]), kind="military",
                         defend=["jon_snow"], hands=(["devious_methods"], ()))
    assert "devious_methods" in actions_offered(state, L)
    state = in_challenge((["lancel_lannister"], ["catelyn_stark"]), kind="intrigue",
                         defend=["catelyn_stark"], hands=(["devious_methods"], ()))
    assert "devious_methods" not in actions_offered(state, L)


# -- attachments -------------------------------------------------------------------------------

def test_hand_of_the_king():
    # "Lord or Lady character only": Bran, not Jon
    state = real("marshaling", play=((), ["jon_snow", "bran_stark"]),
                 hands=((), ["hand_of_the_king"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"), gold=(0, 5))
    hosts = [a["host"] for a in plays(state, S) if a.get("host")]
    assert hosts == [one(state, S, "bran_stark")]


def test_summer():
    # "return a House Stark character with printed STR 2 or lower": Varys (neutral) and
    # Catelyn (STR 3) are not, Jon is; from the discard pile as from the dead pile
    state = real("marshaling", hands=((), ["summer"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"))
    for code, zone in (("varys", "dead"), ("catelyn_stark", "dead"), ("jon_snow", "discard")):
        cards.create(state, S, code, zone)
    cards.touch(state)
    marshal(state, S, "summer")
    react(state, S, "summer")
    assert [state["cards"][c]["code"] for c in state["seats"][S]["hand"]] == ["jon_snow"]
    # with no such character in either pile the reaction would do nothing: not offered
    state = real("marshaling", hands=((), ["summer"]), first=S,
                 scenarios=("deadly_cold", "calling_the_banners"))
    for code, zone in (("varys", "dead"), ("catelyn_stark", "discard")):
        cards.create(state, S, code, zone)
    cards.touch(state)
    marshal(state, S, "summer")
    assert reactions_offered(state, S) == []


# -- scenarios ---------------------------------------------------------------------------------

def test_valar_morghulis():
    # "They cannot be saved": neither by a duplicate nor by Not Today in hand
    def duplicate(state):
        moves.place_duplicate(state, cards.create(state, S, "eddard_stark", "hand"),
                              one(state, S, "eddard_stark"), "test")
    state = revealing("valar_morghulis", play=(["gold_cloaks"], ["eddard_stark", "hodor"]),
                      hands=((), ["not_today"]), before=duplicate)
    eddard = one(state, S, "eddard_stark")
    first, second = state["first_player"], 1 - state["first_player"]
    keep = {L: one(state, L, "gold_cloaks"), S: one(state, S, "hodor")}
    pick(state, first, [keep[first]])
    pick(state, second, [keep[second]])
    assert state["cards"][eddard]["zone"] == "dead"
    assert one(state, S, "not_today", "hand")                 # no save window was opened


def test_reinforcements():
    # from the discard pile too; a unique card with a copy in play is not offered; the
    # character enters play (its "after it enters play" reaction follows)
    state = revealing("reinforcements", play=(["the_hound"], ()),
                      hands=(["the_hound", "tywin_lannister"], ()),
                      piles=[(L, "discard", "kevan_lannister")])
    kevan = one(state, L, "kevan_lannister")                  # the only one: taken for L
    assert state["cards"][kevan]["zone"] == "play"
    assert reactions_offered(state, L) == ["kevan_lannister"]


def test_the_lion_and_the_wolf():
    # "After you win a power challenge": as the defender too
    state = real("challenges", play=(["joffrey_baratheon"], ["eddard_stark"]), power=(3, 0),
                 scenarios=("deadly_cold", "the_lion_and_the_wolf"))
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "power"})
    pick(state, L, [one(state, L, "joffrey_baratheon")])
    to_defenders(state)
    pick(state, S, [one(state, S, "eddard_stark")])
    assert state["challenge"]["winner"] == S
    react(state, S, "the_lion_and_the_wolf")
    assert [s["faction_card"]["power"] for s in state["seats"]] == [2, 1]


def test_a_noble_cause():
    # only the first Lord or Lady character: another card played first does not use it up,
    # the second Lord pays in full
    state = real("marshaling", hands=(["lancel_lannister", "kevan_lannister", "the_hound"], ()),
                 scenarios=("a_noble_cause", "deadly_cold"))
    marshal(state, L, "the_hound")
    kevan = one(state, L, "kevan_lannister", "hand")
    assert cost(state, L, kevan) == 0
    while decision(state, L).get("window") == "reactions":
        act(state, L, {"type": "pass"})
    marshal(state, L, "lancel_lannister")
    assert cost(state, L, kevan) == 2


def test_power_behind_the_throne():
    # "Stand a knelt character": the opponent's too, never a standing one
    state = real("dominance", play=([("gold_cloaks", True), "the_hound"], [("hodor", True)]),
                 scenarios=("deadly_cold", "power_behind_the_throne"))
    sel = CARDS["power_behind_the_throne"]["ability"]["effect"]["params"]["target"]
    eligible = resolve.candidates(state, S, state["seats"][S]["plot"], sel)
    assert sorted(eligible) == sorted([one(state, L, "gold_cloaks"), one(state, S, "hodor")])


# -- saves and kills ---------------------------------------------------------------------------

def test_not_today():
    # "Save one unique character": either player's (data README §8.6); Grey Wind kills L's
    # Lancel, S may save him
    state = real("challenges", play=(["lancel_lannister"], ["grey_wind"]), first=S,
                 hands=((), ["not_today"]), scenarios=("deadly_cold", "in_the_sky_cells"))
    lancel = one(state, L, "lancel_lannister")
    use(state, S, "grey_wind")
    save(state, S, "not_today")
    assert state["cards"][lancel]["zone"] == "play"


def test_bodyguard():
    # it saves the character it is attached to, not another Lord of its side
    def guard(state):
        moves.enter_play(state, cards.create(state, S, "bodyguard", "hand"), "setup",
                         controller=S, host=one(state, S, "eddard_stark"))
    state = real("challenges", play=(["gold_cloaks"], ["eddard_stark", "bran_stark"]),
                 scenarios=("in_the_sky_cells", "deadly_cold"), before=guard)
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, L, [one(state, L, "gold_cloaks")])
    to_defenders(state)
    pick(state, S, [])
    while decision(state, GAME.to_act(state)[0])["type"] != "claim":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    bran = one(state, S, "bran_stark")
    pick(state, S, [bran])                                    # claim 1: Bran, not Eddard
    assert state["cards"][bran]["zone"] == "dead"
    assert one(state, S, "bodyguard")


def test_ser_ilyn_payne():
    # "a knelt character with STR 2 or lower": not a standing one, not a knelt STR 3
    state = real("challenges", play=(["ser_ilyn_payne"], ["hodor", ("summer", True),
                                                        ("jon_snow", True)]))
    sel = CARDS["ser_ilyn_payne"]["ability"]["effect"]["params"]["target"]
    eligible = resolve.candidates(state, L, one(state, L, "ser_ilyn_payne"), sel)
    assert eligible == [one(state, S, "jon_snow")]


def test_put_to_the_sword():
    # "kill a character controlled by the losing opponent": not only a participant
    state = _won_by(["gold_cloaks", "the_hound"], ["hodor", ("summer", True), "jon_snow"],
                    "military", defend=False, hands=(["put_to_the_sword"], ()))
    pick(state, S, [one(state, S, "hodor")])                 # claim 1
    react(state, L, "put_to_the_sword")
    offered = sorted(o["action"]["choice"] for o in decision(state, L)["options"])
    assert offered == sorted([one(state, S, "summer"), one(state, S, "jon_snow")])


def test_baelor():
    # "kill a participating character": a non-participant is not offered
    state = real("challenges", play=(["gold_cloaks", "the_hound"], ["hodor", "summer",
                                                                    "jon_snow"]),
                 scenarios=("baelor", "a_golden_crown"))
    to_challenge_choice(state)
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, L, [one(state, L, "gold_cloaks"), one(state, L, "the_hound")])
    to_defenders(state)
    hodor, summer = one(state, S, "hodor"), one(state, S, "summer")
    pick(state, S, [hodor, summer])                          # 6 against 5
    pick(state, S, [one(state, S, "jon_snow")])              # claim 1: Jon, not a defender
    react(state, L, "baelor")
    offered = sorted(o["action"]["choice"] for o in decision(state, L)["options"])
    assert offered == sorted([hodor, summer])


def test_a_lannister_always_pays_his_debts():
    # its cost kneels a standing House Lannister character: Littlefinger (neutral) cannot
    state = real("challenges", play=(["littlefinger", ("lannister_guard", True)],
                                     ["eddard_stark"]), first=S,
                 hands=(["a_lannister_always_pays_his_debts"], ()),
                 scenarios=("deadly_cold", "in_the_sky_cells"))
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": "power"})
    pick(state, S, [one(state, S, "eddard_stark")])
    to_defenders(state)
    pick(state, L, [])
    assert "a_lannister_always_pays_his_debts" not in reactions_offered(state, L)


def test_sansa_stark():
    # "After Sansa Stark stands": stood by an effect (Robb Stark's reaction), not only in the
    # Standing phase
    state = _won_by(["gold_cloaks"], ["robb_stark", "hodor", ("sansa_stark", True)],
                    "military", defend=False)
    pick(state, S, [one(state, S, "hodor")])
    react_first(state, S, "robb_stark")
    assert reactions_offered(state, S) == ["sansa_stark"]
    react(state, S, "sansa_stark")
    assert state["seats"][S]["faction_card"]["power"] == 1


def test_a_lannister_always_pays_his_debts_asks_say_kneel_then_kill():
    # its cost and its effect both ask L for one of the characters: the questions say which
    # is to kneel and which to die, in the three languages
    state = real("challenges", play=(["lannister_guard", "the_hound"],
                                     ["eddard_stark", "robb_stark"]), first=S,
                 hands=(["a_lannister_always_pays_his_debts"], ()),
                 scenarios=("deadly_cold", "in_the_sky_cells"))
    to_challenge_choice(state)
    act(state, S, {"type": "challenge", "challenge": "power"})
    pick(state, S, [one(state, S, "eddard_stark"), one(state, S, "robb_stark")])
    pick(state, L, [])
    react(state, L, "a_lannister_always_pays_his_debts")
    prompts = [GAME.decisions(state, L, lang)[0]["prompt"] for lang in ("en", "ru", "bg")]
    assert prompts == [
        "A Lannister Always Pays His Debts: choose a character to kneel",
        "Ланнистеры всегда платят свои долги: выберите персонажа, который склонится",
        "Ланистър винаги плащат дълговете си: изберете герой, който да се склони"]
    act(state, L, {"type": "choose", "choice": one(state, L, "lannister_guard")})
    assert GAME.decisions(state, L)[0]["prompt"] == \
        "A Lannister Always Pays His Debts: choose a character to kill"


def test_marched_to_the_wall():
    # each player's question says the chosen character leaves play (it said "choose 1 card")
    state = revealing("marched_to_the_wall", play=(["gold_cloaks", "bronn"], ["hodor", "summer"]))
    first = state["first_player"]
    assert GAME.decisions(state, first)[0]["prompt"] == \
        "Marched to the Wall: choose 1 of your characters to discard from play"
    assert GAME.decisions(state, first, "bg")[0]["prompt"] == \
        "Пратени на Вала: изберете свои герои (1), които да бъдат изчистени от игра"


def test_catelyn_stark():
    # "your opponent cannot play events" while she participates: A Lannister Always Pays His
    # Debts after the challenge she won is not offered (data README §8.9); without her it is
    for attackers, offered in ((["catelyn_stark", "eddard_stark"], False), (["eddard_stark"], True)):
        state = real("challenges", play=(["lannister_guard"], ["catelyn_stark", "eddard_stark"]),
                     first=S, hands=(["a_lannister_always_pays_his_debts"], ()),
                     scenarios=("deadly_cold", "in_the_sky_cells"))
        to_challenge_choice(state)
        act(state, S, {"type": "challenge", "challenge": "power"})
        pick(state, S, [one(state, S, c) for c in attackers])
        pick(state, L, [])
        assert ("a_lannister_always_pays_his_debts" in reactions_offered(state, L)) is offered


def test_devious_methods_lasts_until_the_end_of_the_challenge():
    state = in_challenge((["the_hound"], ["jon_snow", "stark_retinue"]),
                         defend=["jon_snow", "stark_retinue"], hands=(["devious_methods"], ()))
    if decision(state, GAME.to_act(state)[0]).get("window") == "reactions":
        act(state, S, {"type": "pass"})                  # Retinue's draw
    hound = one(state, L, "the_hound")
    use(state, L, "devious_methods", "hand")
    assert derive.strength(state, hound) == 5
    pick(state, S, [one(state, S, "stark_retinue")])     # the claim
    while state["challenge"] is not None:
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    assert derive.strength(state, hound) == 3
    assert not [e for e in state["effects"] if e["verb"] == "modify_str"]
