"""Card-by-card audit of the Core Baratheon, Greyjoy, Lannister, Martell and Night's Watch
cards (session 19, card19a): one test per card checked (``test_<code>_<card>``), each on a
detail of the printed text a player would notice (timing, limits, targets, who chooses),
driven through the real flow from positions built with the shared helpers."""
from api.games.cardcore import cards, derive
from api.games.lcg2e import GAME
from tests.games.lcg2e.joust import answer, decision, pass_windows
from tests.games.lcg2e.test_acceptance_audit import at_challenges_core, named
from tests.games.lcg2e.test_cards_cardsmn import attack, defend


def pass_reactions(state):
    """Pass the interrupt and reaction windows now open (a cancel window, the reactions
    after), up to an action window or another decision."""
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        d = decision(state, seat)
        if d["type"] != "priority" or d.get("window") == "window":
            return
        answer(state, seat, lambda a: a["type"] == "pass")


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def test_01087_ser_jaime_lannister_kneels_when_declared_as_a_defender():
    # "does not kneel when declared as an ATTACKER in a [military] challenge": declared as a
    # defender in a [military] challenge he kneels like anybody else
    s = at_challenges_core(first=0, play=(["Tumblestone Knight"], ["Ser Jaime Lannister"]))
    jaime = named(s, 1, "Ser Jaime Lannister")
    attack(s, 0, "military", [named(s, 0, "Tumblestone Knight")])
    defend(s, 1, [jaime])
    assert s["cards"][jaime]["zone"] == "play" and s["cards"][jaime]["kneeling"]


# -- melee: "each opponent", "that player", "the defending player" ------------------------------

def _melee(play, hands=None, gold=None, phase="challenges"):
    """A 3-seat melee (no titles borne) with ``play`` {seat: [names]} in play."""
    from api.games.lcg2e.catalog import BY_NAME
    from tests.games.lcg2e.melee_table import melee_at
    return melee_at(3, {}, play={s: [BY_NAME[n] for n in names] for s, names in play.items()},
                    hands=hands, gold=gold, phase=phase)


def test_01128_ser_waymar_royce_discards_from_each_opponents_hand_in_melee():
    from api.games.lcg2e import triggers
    from api.games.lcg2e.flow import FLOW
    from tests.games.lcg2e.melee_table import pass_all
    s = _melee({0: ["Ser Waymar Royce"]}, hands={1: 3, 2: 3})
    waymar = named(s, 0, "Ser Waymar Royce")
    triggers.kill(s, [waymar], by=1)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": waymar, "ability": 0})
    pass_all(s)
    assert s["cards"][waymar]["zone"] == "dead"
    assert [len(s["seats"][i]["hand"]) for i in (1, 2)] == [2, 2]


def test_01138_a_meager_contribution_takes_from_the_player_who_collected_in_melee():
    # "After an opponent collects income, move 1 gold from THAT player's gold pool to your own"
    from api.games.lcg2e import triggers
    from api.games.lcg2e.catalog import BY_NAME
    from api.games.lcg2e.flow import FLOW
    from tests.games.lcg2e.melee_table import melee_at
    s = melee_at(3, {}, first=1, phase="marshaling", gold={0: 3})   # seat 1 has collected 5
    assert [x["gold"] for x in s["seats"]] == [3, 5, 0]
    meager = cards.create(s, 2, BY_NAME["A Meager Contribution"], "hand")
    triggers.raise_trigger(s, "collects_income", seat=1, amount=5)
    FLOW.settle(s)
    assert GAME.to_act(s) == [2]
    answer(s, 2, lambda a: a == {"type": "ability", "card": meager, "ability": 0})
    pass_reactions(s)
    assert [x["gold"] for x in s["seats"]] == [3, 4, 1]


def test_01111_dornish_paramour_chooses_among_the_defending_players_characters_in_melee():
    # "choose a character controlled by the defending player": not a third player's
    from tests.games.lcg2e.melee_table import declare
    s = _melee({0: ["Dornish Paramour"], 1: ["Yoren", "Old Forest Hunter"],
                2: ["Maester Aemon"]})
    para, yoren = named(s, 0, "Dornish Paramour"), named(s, 1, "Yoren")
    hunter = named(s, 1, "Old Forest Hunter")
    declare(s, 0, "intrigue", 1, [para])
    while GAME.to_act(s) == [0] and decision(s, 0).get("window") != "trigger_window":
        answer(s, 0, lambda a: a["type"] in ("pass", "choose"))     # no stealth target
    answer(s, 0, lambda a: a == {"type": "ability", "card": para, "ability": 0})
    assert [a.get("choice") for a in offered(s, 0)] == [yoren, hunter]


def test_01083_we_do_not_sow_discards_only_the_losing_opponents_card_in_melee():
    from api.games.lcg2e import triggers
    from api.games.lcg2e.catalog import BY_NAME
    from api.games.lcg2e.flow import FLOW
    s = _melee({0: ["Theon Greyjoy"], 1: ["Castle Black", "Sunspear"], 2: ["Casterly Rock"]})
    s["mode"] = "standard"     # any Core card may be in hand
    theon = named(s, 0, "Theon Greyjoy")
    sow = cards.create(s, 0, BY_NAME["We Do Not Sow"], "hand")
    s["seats"][0]["gold"] = 1
    s["challenge"] = {"type": "power", "attacker": 0, "defender": 1, "attackers": [theon],
                      "defenders": [], "bypassed": []}
    cards.touch(s)
    triggers.raise_trigger(s, "win_challenge", challenge="power", winner=0, loser=1,
                           attacker=0, defender=1, attackers=[theon], defenders=[], margin=3,
                           unopposed=True)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": sow, "ability": 0})
    assert sorted(a.get("choice") for a in offered(s, 0)) == sorted(
        [named(s, 1, "Castle Black"), named(s, 1, "Sunspear")])


def test_01095_the_queens_assassin_the_opponent_kills_one_of_his_own_in_melee():
    # "choose an opponent ... he or she must choose and kill a character HE OR SHE controls":
    # the opponent who chooses may not kill a third player's character
    from api.games.lcg2e import triggers
    from api.games.lcg2e.catalog import BY_NAME
    from api.games.lcg2e.flow import FLOW
    s = _melee({0: ["The Queen's Assassin"], 1: ["Yoren", "Old Forest Hunter"],
                2: ["Maester Aemon", "Samwell Tarly"]}, hands={0: 3})
    qa = named(s, 0, "The Queen's Assassin")
    triggers.raise_trigger(s, "enters_play", card=qa, how="ambush", controller=0)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": qa, "ability": 0})
    pass_reactions(s)
    # seat 0 chooses the opponent (session 20: not the engine), here seat 2
    answer(s, 0, lambda a: a.get("choice") == 2)
    pass_reactions(s)
    (chooser,) = GAME.to_act(s)
    assert chooser == 2
    mine = {named(s, 2, n) for n in ("Maester Aemon", "Samwell Tarly")}
    assert {a.get("choice") for a in offered(s, chooser)} == mine
    # the hand count is compared with the chosen opponent's: seat 1 holds as many cards as
    # seat 0, so only seat 2 (fewer) may be chosen, without asking
    s = _melee({0: ["The Queen's Assassin"], 1: ["Yoren"], 2: ["Maester Aemon"]},
               hands={0: 2, 1: 2})
    qa = named(s, 0, "The Queen's Assassin")
    triggers.raise_trigger(s, "enters_play", card=qa, how="ambush", controller=0)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": qa, "ability": 0})
    pass_reactions(s)
    assert s["cards"][named(s, 2, "Maester Aemon", ("play", "dead"))]["zone"] == "dead"
    assert s["cards"][named(s, 1, "Yoren")]["zone"] == "play"


def test_01060_chamber_of_the_painted_table_moves_power_from_an_opponent_who_has_some_in_melee():
    # "move 1 power from an opponent's faction card": in a melee, one that has power
    from api.games.lcg2e import triggers
    from api.games.lcg2e.flow import FLOW
    s = _melee({0: ["Chamber of the Painted Table"]}, phase="challenges")
    s["phase"] = "dominance"
    for seat, power in ((1, 0), (2, 2)):
        s["seats"][seat]["faction_card"]["power"] = power
    chamber = named(s, 0, "Chamber of the Painted Table")
    triggers.raise_trigger(s, "win_dominance", winner=0)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": chamber, "ability": 0})
    pass_reactions(s)
    assert [x["faction_card"]["power"] for x in s["seats"]] == [1, 0, 1]
    assert s["cards"][chamber]["kneeling"]


# -- joust details ------------------------------------------------------------------------------

def test_01089_tyrion_lannister_answers_the_opponents_intrigue_challenge_too():
    # "After AN [intrigue] challenge is initiated": not only his own side's
    s = at_challenges_core(first=0, play=(["Sansa Stark"], ["Tyrion Lannister"]))
    tyrion = named(s, 1, "Tyrion Lannister")
    gold = s["seats"][1]["gold"]
    attack(s, 0, "intrigue", [named(s, 0, "Sansa Stark")], passing=False)
    assert {"type": "ability", "card": tyrion, "ability": 0} in offered(s, 1)
    answer(s, 1, lambda a: a == {"type": "ability", "card": tyrion, "ability": 0})
    assert s["seats"][1]["gold"] == gold + 2


def test_01119_dorans_game_not_with_an_empty_used_pile():
    # X = the plots in your used pile: with none, the event would change nothing (spec §5.8)
    from tests.games.lcg2e.test_cards_cardsmn import at_challenges, table
    t = table().seat(0, play=["The Red Viper"], hand=["Doran's Game"],
                     deck=["Tumblestone Knight"] * 3, gold=1)
    t.seat(1, play=["Old Forest Hunter"], deck=["Tumblestone Knight"] * 3)
    s = at_challenges(t, first=0)
    attack(s, 0, "intrigue", [t.id("The Red Viper")])
    defend(s, 1)                                          # won by 7, but no used plot
    assert {"type": "ability", "card": t.id("Doran's Game"), "ability": 0} not in offered(s, 0)


def test_01121_confinement_not_on_a_character_without_icons():
    # "loses a [military], an [intrigue], and a [power] icon": a character with no icon to
    # lose could not be affected, so it is no valid target (spec §5.8)
    from api.games.lcg2e import plays
    from api.games.lcg2e.flow import FLOW
    from tests.games.lcg2e.test_cards_cardsmn import table
    from tests.games.lcg2e.joust import table_game
    t = table().seat(0, hand=["Confinement"], deck=["Tumblestone Knight"] * 3, gold=1)
    t.seat(1, play=["Messenger Raven"], deck=["Tumblestone Knight"] * 3)
    table_game(t)
    act = {"type": "play", "card": t.id("Confinement"), "ability": 0}
    assert act not in plays.plays(t.state, {"phase": "challenges"}, 0)
    t.seat(1, play=["Ghost"])          # a character with an icon: now it may be played
    FLOW.settle(t.state)
    assert act in plays.plays(t.state, {"phase": "challenges"}, 0)


def test_01069_euron_crows_eye_takes_from_the_losing_opponents_discard_pile_in_melee():
    from api.games.lcg2e import triggers
    from api.games.lcg2e.catalog import BY_NAME
    from api.games.lcg2e.flow import FLOW
    s = _melee({0: ["Euron Crow's Eye"]})
    euron = named(s, 0, "Euron Crow's Eye")
    rock = cards.create(s, 1, BY_NAME["Casterly Rock"], "discard")
    wall = cards.create(s, 2, BY_NAME["The Wall"], "discard")
    s["challenge"] = {"type": "military", "attacker": 0, "defender": 1, "attackers": [euron],
                      "defenders": [], "bypassed": []}
    cards.touch(s)
    triggers.raise_trigger(s, "pillage_discard", card=euron, loser=1, discarded=[])
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": euron, "ability": 0})
    pass_reactions(s)
    if GAME.to_act(s) == [0] and decision(s, 0)["id"].startswith("ability_target"):
        assert [a.get("choice") for a in offered(s, 0)] == [rock]
    assert s["cards"][rock]["zone"] == "play" and s["cards"][wall]["zone"] == "discard"


def test_01064_seen_in_flames_looks_at_one_opponents_hand_in_melee():
    # "Choose an opponent, and look at his or her hand": one hand, not every opponent's (the
    # player chooses the opponent, session 20: here seat 1)
    from api.games.lcg2e import plays
    from api.games.lcg2e.catalog import BY_NAME
    from api.games.lcg2e.flow import FLOW
    s = _melee({0: ["Melisandre"]}, hands={1: 2, 2: 2})
    s["mode"] = "standard"
    fire = cards.create(s, 0, BY_NAME["Seen In Flames"], "hand")
    s["seats"][0]["gold"] = 1
    cards.touch(s)
    plays.take(s, 0, {"type": "play", "card": fire, "ability": 0})
    FLOW.settle(s)
    answer(s, 0, lambda a: a.get("choice") == 1)
    pass_reactions(s)
    assert GAME.to_act(s) == [0]
    assert sorted(a.get("choice") for a in offered(s, 0)) == sorted(s["seats"][1]["hand"])
    shown = str(GAME.view(s, 0))
    assert not any(c in shown for c in s["seats"][2]["hand"])


def test_01047_melisandre_answers_her_own_marshaling():
    # "After you marshal or play a R'hllor card": she is one (and Lightbringer, an attachment,
    # is one too); an opponent's R'hllor card is not "you"
    from tests.games.cardcore.table import Table
    from tests.games.lcg2e.test_abilities import _marshal
    deck = ["Tumblestone Knight"] * 3
    t = Table(factions=("baratheon", "greyjoy")).seat(0, hand=["Melisandre"], deck=deck, gold=9)
    t.seat(1, play=["Theon Greyjoy"], deck=deck)
    mel, _ = _marshal(t, 0, "Melisandre")
    assert {"type": "ability", "card": mel, "ability": 0} in offered(t.state, 0)
    t = Table(factions=("baratheon", "baratheon")).seat(
        0, play=["Melisandre", "Theon Greyjoy"], deck=deck)
    t.seat(1, hand=["Fiery Followers"], deck=deck, gold=9)
    _marshal(t, 1, "Fiery Followers")
    assert not GAME.to_act(t.state) or {"type": "ability", "card": t.id("Melisandre"),
                                        "ability": 0} not in offered(t.state, 0)


def test_01126_old_bear_mormont_kneels_when_declared_as_an_attacker():
    # "does not kneel when declared as a DEFENDER" (while you control The Wall): attacking, he
    # kneels
    s = at_challenges_core(first=0, play=(["Old Bear Mormont", "The Wall"], ["Sansa Stark"]))
    bear = named(s, 0, "Old Bear Mormont")
    attack(s, 0, "power", [bear], passing=False)
    assert s["cards"][bear]["kneeling"]


def test_01106_edric_dayne_offers_only_an_icon_he_lacks():
    # "a challenge icon of your choice": one he already has would change nothing (spec §5.8);
    # with all three he has nothing to gain and the Action is not offered
    from api.games.lcg2e import plays
    from api.games.lcg2e.flow import FLOW
    from tests.games.lcg2e.joust import table_game
    from tests.games.lcg2e.test_cards_cardsmn import table
    t = table().seat(0, play=["Edric Dayne"], deck=["Tumblestone Knight"] * 3, gold=4)
    t.seat(1, deck=["Tumblestone Knight"] * 3)
    table_game(t)
    act = {"type": "ability", "card": t.id("Edric Dayne"), "ability": 0}
    for icon, choices in (("power", ["military", "intrigue", "power"]),
                          ("military", ["military", "intrigue"])):
        plays.take(t.state, 0, act)
        FLOW.settle(t.state)
        assert [a.get("choice") for a in offered(t.state, 0)] == choices
        answer(t.state, 0, lambda a, i=icon: a == {"type": "choose", "choice": i})
        FLOW.settle(t.state)
    plays.take(t.state, 0, act)             # [intrigue] alone is left: no choice to make
    FLOW.settle(t.state)
    assert t.icons("Edric Dayne") == ("military", "intrigue", "power")
    assert t.state["seats"][0]["gold"] == 1
    assert act not in plays.plays(t.state, {"phase": "challenges"}, 0)


def test_01082_the_krakens_grasp_not_on_a_defender_that_already_adds_no_str():
    # a defender Balon Greyjoy already keeps from contributing (lower STR than his 5) could
    # not be affected: no valid target (spec §5.8); one of equal STR still is
    from tests.games.lcg2e.test_cards_cardsbg import actions, bg, set_challenge
    from tests.games.lcg2e.joust import table_game
    deck = ["Tumblestone Knight"] * 3
    t = bg(first_player=0).seat(0, hand=["The Kraken's Grasp"], play=["Balon Greyjoy"],
                                deck=deck)
    t.seat(1, play=["Cersei Lannister", "Robert Baratheon"], deck=deck)
    table_game(t)
    set_challenge(t, "power", [t.id("Balon Greyjoy")], [t.id("Cersei Lannister")])
    act = {"type": "play", "card": t.id("The Kraken's Grasp"), "ability": 0}
    assert act not in actions(t, 0, "challenges")       # Cersei (STR 4) adds nothing already
    set_challenge(t, "power", [t.id("Balon Greyjoy")],
                  [t.id("Cersei Lannister"), t.id("Robert Baratheon")])
    assert act in actions(t, 0, "challenges")           # Robert: STR 5, not lower than Balon
