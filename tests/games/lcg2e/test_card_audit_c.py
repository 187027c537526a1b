"""Card-by-card audit of the Core Stark, Targaryen and Tyrell characters, locations,
attachments and events (session 20, card20a): one test per card checked
(``test_<code>_<card>``), each on a detail of the printed text a player would notice (who is
affected, targets, timing, melee readings), driven through the real flow."""
from api.games.cardcore import cards, derive, moves
from api.games.lcg2e import GAME, triggered, triggers
from api.games.lcg2e.catalog import BY_NAME
from api.games.lcg2e.flow import FLOW
from api.games.lcg2e.rounds import end_phase
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import answer, table_game
from tests.games.lcg2e.test_acceptance_audit import named
from tests.games.lcg2e.test_card_audit_a import offered, pass_reactions
from tests.games.lcg2e.test_card_audit_b import _melee, ability
from tests.games.lcg2e.test_cards_cardstt import act, actions, choose, win

DECK = ["Tumblestone Knight"] * 3


def _hand(s, seat, *names):
    return [cards.create(s, seat, BY_NAME[n], "hand") for n in names]


# -- Stark ----------------------------------------------------------------------------------

def test_01143_catelyn_stark_does_not_stop_an_opponents_forced_reaction():
    # "your opponents cannot TRIGGER card abilities": a Forced Reaction is not triggered by a
    # player, it resolves by itself (Ser Jorah's betrayal token after he wins against her)
    t = Table(factions=("stark", "targaryen"))
    t.seat(0, play=["Catelyn Stark"], deck=DECK)
    t.seat(1, play=["Ser Jorah Mormont"], deck=DECK)
    jorah = t.id("Ser Jorah Mormont")
    win(t, "intrigue", 1, 1, [jorah], [t.id("Catelyn Stark")])
    pass_reactions(t.state)
    assert t.state["cards"][jorah]["tokens"] == {"betrayal": 1}


# -- Targaryen ------------------------------------------------------------------------------

def _waking(kneeling):
    t = Table(factions=("targaryen", "tyrell"))
    t.seat(0, play=[{"card": "Daenerys Targaryen", "kneeling": kneeling}],
           hand=["Waking the Dragon"], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    dany = t.id("Daenerys Targaryen")
    moves.place_duplicate(s, cards.create(s, 0, BY_NAME["Daenerys Targaryen"], "hand"), dany,
                          "setup")
    return t, s, dany


def test_01178_waking_the_dragon_return_may_be_saved_by_a_duplicate():
    # unlike Dothraki Sea, the text does not say "(cannot be saved)": her duplicate may save
    # her from going back to the hand at the end of the phase
    t, s, dany = _waking(kneeling=True)
    act(s, 0, t.id("Waking the Dragon"), kind="play")
    choose(s, 0, dany)
    assert not s["cards"][dany]["kneeling"]
    end_phase(s)
    FLOW.settle(s)
    save = [a for a in offered(s, 0) if a.get("type") == "save" and a["card"] == dany]
    assert save
    answer(s, 0, lambda a: a == save[0])
    pass_reactions(s)
    assert s["cards"][dany]["zone"] == "play" and not s["cards"][dany]["dups"]


def test_01178_waking_the_dragon_may_choose_a_standing_character():
    # "choose and stand ... At the end of the phase ... return it to your hand": the return
    # affects a standing character, so it is a valid target (spec §5.8 Targets)
    t, s, dany = _waking(kneeling=False)
    wake = t.id("Waking the Dragon")
    assert {"type": "play", "card": wake, "ability": 0} in actions(s, 0)
    act(s, 0, wake, kind="play")
    choose(s, 0, dany)
    end_phase(s)
    FLOW.settle(s)
    answer(s, 0, lambda a: a["type"] == "pass")          # no save: she goes back
    pass_reactions(s)
    assert s["cards"][dany]["zone"] == "hand"


# -- Tyrell ---------------------------------------------------------------------------------

def _lomys_defends_and_wins(hands):
    """A 3-seat melee: seat 1 attacks seat 0 in [intrigue], Maester Lomys defends and wins."""
    s = _melee({0: ["Maester Lomys"], 1: ["Courtesan of the Rose"], 2: ["Khal Drogo"]},
               hands=hands)
    lomys, courtesan = named(s, 0, "Maester Lomys"), named(s, 1, "Courtesan of the Rose")
    s["challenge"] = {"type": "intrigue", "attacker": 1, "defender": 0,
                      "attackers": [courtesan], "defenders": [lomys], "bypassed": []}
    cards.touch(s)
    triggers.raise_trigger(s, "win_challenge", challenge="intrigue", winner=0, loser=1,
                           attacker=1, defender=0, attackers=[courtesan], defenders=[lomys],
                           margin=1, unopposed=False)
    FLOW.settle(s)
    return s, lomys


def test_01180_maester_lomys_discards_from_the_attacking_players_hand_in_melee():
    s, lomys = _lomys_defends_and_wins({1: 2, 2: 3})
    answer(s, 0, lambda a: a == ability(lomys))
    pass_reactions(s)
    assert [len(s["seats"][i]["hand"]) for i in (1, 2)] == [1, 3]


def test_01180_maester_lomys_is_not_offered_when_the_attacker_has_no_hand_in_melee():
    # "discard 1 card at random from the attacking player's hand": a third player's cards do
    # not make it usable (an ability must be able to change the game state)
    s, lomys = _lomys_defends_and_wins({1: 0, 2: 3})
    assert ability(lomys) not in offered(s, 0)


# -- more Stark -----------------------------------------------------------------------------

def test_01154_gates_of_winterfell_is_not_offered_with_an_empty_deck():
    # "kneel Gates of Winterfell to reveal the top card of your deck": with no deck nothing is
    # revealed, so kneeling it would change nothing but its own state (spec §5.8)
    t = Table(factions=("stark", "tyrell")).seat(0, play=["Gates of Winterfell"], deck=[])
    t.seat(1, deck=DECK)
    s = table_game(t)
    gates = {"type": "ability", "card": t.id("Gates of Winterfell"), "ability": 0}
    assert gates not in actions(s, 0)
    s["seats"][0]["deck"].append(cards.create(s, 0, BY_NAME["Bran Stark"], "deck"))
    s["seats"][0]["deck"] = s["seats"][0]["deck"][-1:]
    cards.touch(s)
    assert gates in actions(s, 0)


def test_01144_eddard_stark_only_for_a_challenge_against_his_controller_in_melee():
    # "After a challenge is initiated against you": not one between two other players
    s = _melee({0: ["Eddard Stark"], 1: ["Khal Drogo"], 2: ["Tumblestone Knight"]})
    ned, drogo = named(s, 0, "Eddard Stark"), named(s, 1, "Khal Drogo")
    s["cards"][ned]["kneeling"] = True
    cards.touch(s)
    triggers.raise_trigger(s, "challenge_initiated", challenge="military", attacker=1,
                           defender=2, attackers=[drogo])
    FLOW.settle(s)
    assert ability(ned) not in offered(s, 0)
    pass_reactions(s)
    triggers.raise_trigger(s, "challenge_initiated", challenge="military", attacker=1,
                           defender=0, attackers=[drogo])
    FLOW.settle(s)
    assert ability(ned) in offered(s, 0)


def test_01146_robb_stark_not_after_an_opponents_stark_character_is_killed():
    # "After a [stark] character YOU CONTROL is sacrificed or killed" (Limit once per round)
    t = Table(factions=("stark", "stark"))
    t.seat(0, play=["Robb Stark", {"card": "Tumblestone Knight", "kneeling": True},
                    "Direwolf Pup", "Summer"], deck=DECK)
    t.seat(1, play=["Winterfell Steward"], deck=DECK)
    s = table_game(t)
    robb = t.id("Robb Stark")
    triggers.kill(s, [t.id("Winterfell Steward")], by=0)
    FLOW.settle(s)
    assert ability(robb) not in offered(s, 0)
    pass_reactions(s)
    triggers.kill(s, [t.id("Direwolf Pup")], by=1)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == ability(robb))
    pass_reactions(s)
    assert not t.card("Tumblestone Knight", zone="play")["kneeling"]
    t.card("Tumblestone Knight", zone="play")["kneeling"] = True
    cards.touch(s)
    triggers.kill(s, [t.id("Summer")], by=1)           # once per round
    FLOW.settle(s)
    assert ability(robb) not in offered(s, 0)


# -- more Targaryen -------------------------------------------------------------------------

def test_01160_daenerys_targaryen_only_in_challenges_against_her_controller_in_melee():
    # "each character participating on an opponent's side in a challenge against you"
    s = _melee({0: ["Daenerys Targaryen"], 1: ["Khal Drogo"], 2: ["Tumblestone Knight"]})
    drogo = named(s, 1, "Khal Drogo")
    s["challenge"] = {"type": "military", "attacker": 1, "defender": 2, "attackers": [drogo],
                      "defenders": [], "bypassed": []}
    cards.touch(s)
    assert derive.strength(s, drogo) == 5
    s["challenge"]["defender"] = 0
    cards.touch(s)
    assert derive.strength(s, drogo) == 4


# -- more Tyrell ----------------------------------------------------------------------------

def test_01182_paxter_redwyne_reduces_the_first_event_of_each_round():
    # "the first event you play EACH ROUND": the reduction is back in the next round
    t = Table(factions=("tyrell", "stark"))
    t.seat(0, play=["Paxter Redwyne", "Margaery Tyrell"],
           hand=["Growing Strong", "Growing Strong"], deck=DECK, gold=0)
    t.seat(1, deck=DECK)
    s = table_game(t)
    one, two = t.ids("Growing Strong")
    assert triggered.event_cost(s, one) == 0
    act(s, 0, one, kind="play")
    pass_reactions(s)
    assert triggered.event_cost(s, two) == 1
    from api.games.cardcore import abilities
    abilities.end_period(s, "round")
    assert triggered.event_cost(s, two) == 0


def test_01196_olennas_cunning_the_losing_opponent_names_the_type_in_melee():
    # "the losing opponent names a cardtype": the challenge's other party, not a third player
    s = _melee({0: ["Margaery Tyrell"], 1: ["Courtesan of the Rose"],
                2: ["Tumblestone Knight"]})
    cunning = _hand(s, 0, "Olenna's Cunning")[0]
    s["seats"][0]["gold"] = 2
    s["seats"][0]["deck"][:0] = _deck_cards(s, 0, "Bran Stark", "Ice")
    s["challenge"] = {"type": "intrigue", "attacker": 0, "defender": 1,
                      "attackers": [named(s, 0, "Margaery Tyrell")], "defenders": [],
                      "bypassed": []}
    cards.touch(s)
    triggers.raise_trigger(s, "win_challenge", challenge="intrigue", winner=0, loser=1,
                           attacker=0, defender=1, attackers=s["challenge"]["attackers"],
                           defenders=[], margin=3, unopposed=True)
    FLOW.settle(s)
    answer(s, 0, lambda a: a in ({"type": "play", "card": cunning, "ability": 0},
                                 ability(cunning)))
    while GAME.to_act(s) and not [a for a in offered(s, GAME.to_act(s)[0])
                                  if a.get("choice") == "character"]:
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert GAME.to_act(s) == [1]
    assert sorted(a["choice"] for a in offered(s, 1) if a.get("type") == "choose") == [
        "attachment", "character", "event", "location"]


def _deck_cards(s, seat, *names):
    out = [cards.create(s, seat, BY_NAME[n], "deck") for n in names]
    s["seats"][seat]["deck"] = [c for c in s["seats"][seat]["deck"] if c not in out]
    return out


def test_01143_catelyn_stark_holds_back_every_opponent_in_melee():
    # "your opponents cannot trigger card abilities": a third player, not in her challenge,
    # is an opponent too
    s = _melee({0: ["Catelyn Stark"], 1: ["Courtesan of the Rose"], 2: ["Margaery Tyrell"]})
    cat, courtesan = named(s, 0, "Catelyn Stark"), named(s, 1, "Courtesan of the Rose")
    margaery = {"type": "ability", "card": named(s, 2, "Margaery Tyrell"), "ability": 0}
    assert margaery in actions(s, 2)
    s["challenge"] = {"type": "intrigue", "attacker": 1, "defender": 0,
                      "attackers": [courtesan], "defenders": [cat], "bypassed": []}
    cards.touch(s)
    assert margaery not in actions(s, 2)


def _viserys_killed():
    t = Table(factions=("targaryen", "stark"))
    t.seat(0, play=["Viserys Targaryen"], deck=DECK)
    t.seat(1, play=["Robb Stark", ("Ice", "Robb Stark")], deck=DECK)
    s = table_game(t)
    vis = t.id("Viserys Targaryen")
    dup = cards.create(s, 0, BY_NAME["Viserys Targaryen"], "hand")
    moves.place_duplicate(s, dup, vis, "setup")
    triggers.kill(s, [vis], by=1)
    FLOW.settle(s)
    return t, s, vis


def test_01167_viserys_targaryen_once_his_interrupt_is_used_he_is_not_saved():
    # "When Viserys Targaryen LEAVES PLAY" answers his leaving itself, after the "would"
    # interrupts that may save him (spec §5.8 "Would"): used first, his duplicate may no
    # longer save him, so an attachment is never discarded by a Viserys who stays
    t, s, vis = _viserys_killed()
    save = {"type": "save", "card": vis, "duplicate": s["cards"][vis]["dups"][0]}
    assert save in offered(s, 0) and ability(vis) in offered(s, 0)
    answer(s, 0, lambda a: a == ability(vis))
    while save not in offered(s, 0) and GAME.to_act(s) and any(
            a.get("type") in ("pass", "choose") for a in offered(s, GAME.to_act(s)[0])):
        seat = GAME.to_act(s)[0]
        if {"type": "choose", "choice": t.id("Ice")} in offered(s, seat):
            answer(s, seat, lambda a: a == {"type": "choose", "choice": t.id("Ice")})
        else:
            answer(s, seat, lambda a: a["type"] == "pass")
    assert t.card("Ice")["zone"] == "discard"
    assert s["cards"][vis]["zone"] == "dead"


def test_01167_viserys_targaryen_saved_first_does_not_discard():
    t, s, vis = _viserys_killed()
    save = {"type": "save", "card": vis, "duplicate": s["cards"][vis]["dups"][0]}
    answer(s, 0, lambda a: a == save)
    assert ability(vis) not in offered(s, 0)
    pass_reactions(s)
    assert s["cards"][vis]["zone"] == "play" and t.card("Ice")["zone"] == "play"


def test_01178_waking_the_dragon_the_bot_stands_only_a_kneeling_character():
    # a standing target is legal now, but for the bot it would only bounce its own character
    from tests.games.lcg2e.test_bot_cards import bot, play_bot, window
    t = Table(factions=("targaryen", "lannister"))
    t.seat(0, play=["Daenerys Targaryen"], hand=["Waking the Dragon"], deck=DECK, gold=3)
    t.seat(1, deck=DECK)
    assert bot(window(t, "challenges"), 0) == {"type": "pass"}
    t = Table(factions=("targaryen", "lannister"))
    t.seat(0, play=["Daenerys Targaryen", {"card": "Viserys Targaryen", "kneeling": True}],
           hand=["Waking the Dragon"], deck=DECK, gold=3)
    t.seat(1, deck=DECK)
    s = window(t, "challenges")
    assert play_bot(s, 0) == {"type": "play", "card": t.id("Waking the Dragon"), "ability": 0}
    assert bot(s, 0) == {"type": "choose", "choice": t.id("Viserys Targaryen")}


def test_01164_rhaegal_may_stand_an_opponents_stormborn_character():
    # "After you win a challenge in which a Stormborn character YOU CONTROL is participating,
    # choose and stand A Stormborn character": the one stood may be anybody's
    t = Table(factions=("targaryen", "targaryen"))
    t.seat(0, play=["Rhaegal", {"card": "Daenerys Targaryen", "kneeling": True}], deck=DECK)
    t.seat(1, play=[{"card": "Daenerys Targaryen", "kneeling": True}], deck=DECK)
    mine, theirs = t.id("Daenerys Targaryen", seat=0), t.id("Daenerys Targaryen", seat=1)
    win(t, "power", 0, 0, [mine])
    s = t.state
    answer(s, 0, lambda a: a == ability(t.id("Rhaegal")))
    assert sorted(a.get("choice") for a in offered(s, 0) if a.get("type") == "choose") == \
        sorted([mine, theirs])
