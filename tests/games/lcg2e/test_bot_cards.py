"""The bot and card abilities (issue #13): per kind of effect, a table (cardcore harness) made
a joust and put in the window where the ability is offered; the bot, given only its own view
and decisions, must take it and aim it well, or decline it when it would hurt itself."""
from api.engine.priority import open_window
from api.games.cardcore import cards
from api.games.lcg2e import GAME, triggers
from api.games.lcg2e.flow import FLOW
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import fire, table_game

DECK = ["Tumblestone Knight"] * 3


def bot(state, seat):
    ds = GAME.decisions(state, seat)
    action = GAME.bot(GAME.view(state, seat), ds, 7)
    assert any(action == o["action"] for d in ds for o in d["options"]), action
    return action


def play_bot(state, seat):
    """The bot answers once; the flow runs on."""
    action = bot(state, seat)
    GAME.apply(state, seat, action)
    return action


def window(t, phase, seat=0, challenge=None):
    """The table made a joust with an action window of ``phase`` open, ``seat`` first."""
    s = table_game(t)
    s.update(phase=phase, active=seat)
    if challenge:
        s["challenge"] = {"bypassed": [], **challenge}
    open_window(s, "window", [seat, 1 - seat], phase=phase, active=seat)
    cards.touch(s)
    return s


def use(t, name, seat=0, index=0):
    cid = t.id(name, seat=seat)
    kind = "play" if t.state["cards"][cid]["zone"] == "hand" else "ability"
    return {"type": kind, "card": cid, "ability": index}


def test_it_kills_an_opponents_character_not_its_own():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Grey Wind", "Winterfell Steward"], deck=DECK)
    t.seat(1, play=["Lannisport Merchant", "Tywin Lannister"], deck=DECK)
    s = window(t, "challenges")
    assert play_bot(s, 0) == use(t, "Grey Wind")
    assert bot(s, 0) == {"type": "choose", "choice": t.id("Lannisport Merchant")}


def test_it_declines_a_kill_whose_only_target_is_its_own():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Grey Wind", "Winterfell Steward"], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    s = window(t, "challenges")
    assert use(t, "Grey Wind") in [o["action"] for o in GAME.decisions(s, 0)[0]["options"]]
    assert bot(s, 0) == {"type": "pass"}


def test_it_stands_its_own_kneeling_character_when_it_can_still_act():
    t = Table(factions=("targaryen", "lannister"))
    t.seat(0, play=["Magister Illyrio", {"card": "Viserys Targaryen", "kneeling": True}],
           deck=DECK, gold=3)
    t.seat(1, play=[{"card": "Tywin Lannister", "kneeling": True}], deck=DECK)
    s = window(t, "challenges")
    assert play_bot(s, 0) == use(t, "Magister Illyrio")
    assert bot(s, 0) == {"type": "choose", "choice": t.id("Viserys Targaryen")}
    # in the taxation phase a stand is wasted (everything stands in the next standing phase)
    t = Table(factions=("targaryen", "lannister"))
    t.seat(0, play=["Magister Illyrio", {"card": "Viserys Targaryen", "kneeling": True}],
           deck=DECK, gold=3)
    t.seat(1, deck=DECK)
    s = window(t, "taxation")
    assert bot(s, 0) == {"type": "pass"}


def test_it_plays_an_event_on_the_opponents_best_card():
    t = Table(factions=("thenightswatch", "lannister"))
    t.seat(0, hand=["Take the Black"], deck=DECK, gold=3)
    t.seat(1, play=["Lannisport Merchant", "Gold Cloaks", "Cersei Lannister"], deck=DECK)
    s = window(t, "dominance")
    event = use(t, "Take the Black")
    assert play_bot(s, 0) == event
    # Cersei is unique (out of reach): of the others, the dearest
    assert play_bot(s, 0) == {"type": "choose", "choice": t.id("Gold Cloaks")}
    assert s["cards"][t.id("Gold Cloaks")]["controller"] == 0


def test_a_str_boost_serves_a_challenge_it_is_losing_and_only_then():
    def table(defender_str_name):
        t = Table(factions=("tyrell", "lannister"))
        t.seat(0, play=["Margaery Tyrell", "Garden Caretaker"], deck=DECK)
        t.seat(1, play=[defender_str_name], deck=DECK)
        attackers = [t.id("Garden Caretaker")]
        return t, window(t, "challenges", challenge={
            "type": "power", "attacker": 0, "defender": 1, "attackers": attackers,
            "defenders": [t.id(defender_str_name)]})
    t, s = table("Cersei Lannister")       # 1 STR against 4: losing
    assert play_bot(s, 0) == use(t, "Margaery Tyrell")
    assert bot(s, 0) == {"type": "choose", "choice": t.id("Garden Caretaker")}
    t, s = table("Lannisport Merchant")    # 1 against 1: the attacker wins ties already
    assert bot(s, 0) == {"type": "pass"}


def test_it_takes_a_reaction_and_aims_its_kill_at_the_loser():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Robb Stark", ("Ice", "Robb Stark")], deck=DECK)
    t.seat(1, play=["Lannisport Merchant", "Ser Jaime Lannister"], deck=DECK)
    table_game(t)
    t.state["phase"] = "challenges"
    robb = t.id("Robb Stark")
    fire(t, "win_challenge", challenge="military", winner=0, loser=1, attacker=0, defender=1,
         attackers=[robb], defenders=[], margin=5, unopposed=True)
    assert play_bot(t.state, 0) == use(t, "Ice", index=1)
    assert bot(t.state, 0) == {"type": "choose", "choice": t.id("Ser Jaime Lannister")}


def test_it_saves_its_own_character():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Robb Stark", ("Bodyguard", "Robb Stark")], deck=DECK)
    t.seat(1, deck=DECK)
    table_game(t)
    robb = t.id("Robb Stark")
    triggers.kill(t.state, [robb], by=1)
    FLOW.settle(t.state)
    assert play_bot(t.state, 0) == use(t, "Bodyguard")
    while GAME.to_act(t.state):
        play_bot(t.state, GAME.to_act(t.state)[0])
    assert t.state["cards"][robb]["zone"] == "play"


def test_it_cancels_an_opponents_card_ability():
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["Lannisport Merchant", "Tywin Lannister"], hand=["Treachery"], deck=DECK,
           gold=1)
    t.seat(1, play=["Grey Wind"], deck=DECK)
    s = window(t, "challenges", seat=1)
    GAME.apply(s, 1, {"type": "ability", "card": t.id("Grey Wind", seat=1), "ability": 0})
    while GAME.to_act(s) == [1]:     # Grey Wind's target
        GAME.apply(s, 1, GAME.decisions(s, 1)[0]["options"][0]["action"])
    assert play_bot(s, 0) == use(t, "Treachery")
    while GAME.to_act(s) and GAME.decisions(s, GAME.to_act(s)[0])[0]["type"] != "priority":
        play_bot(s, GAME.to_act(s)[0])
    assert s["cards"][t.id("Lannisport Merchant")]["zone"] == "play"


def test_a_cost_reduction_comes_before_the_card_it_pays_for():
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["Western Fiefdom"], hand=["Winterfell Steward", "Cersei Lannister"],
           deck=DECK, gold=4)
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    assert play_bot(s, 0) == use(t, "Western Fiefdom")
    # the Lannister card the reduction is for, before the Stark one listed first
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Cersei Lannister")}
    assert s["seats"][0]["gold"] == 1
    # nothing in hand it would reduce: the location is not knelt for nothing
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["Western Fiefdom"], hand=["Winterfell Steward"], deck=DECK, gold=0)
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    assert bot(s, 0) == {"type": "pass"}



def _settle(s, seat=0):
    """The bot answers every question of ``seat`` until an action window is open again."""
    while GAME.to_act(s) == [seat] and GAME.decisions(s, seat)[0]["type"] != "priority":
        play_bot(s, seat)


def test_consolidation_of_power_gives_the_power_to_its_own_character():
    """The knelt characters are one player's and one of them gains the power: the bot kneels
    its own cheapest standing character (one is enough) and that one gains it; before, it
    knelt the opponent's and had to give him the power."""
    t = Table(factions=("baratheon", "lannister"))
    t.seat(0, play=["Dragonstone Faithful", "Stannis Baratheon"],
           hand=["Consolidation of Power"], deck=DECK, gold=1)
    t.seat(1, play=["Lannisport Merchant", "Cersei Lannister"], deck=DECK)
    s = window(t, "marshaling")
    event = use(t, "Consolidation of Power")
    assert play_bot(s, 0) == event
    _settle(s)
    faithful = s["cards"][t.id("Dragonstone Faithful")]
    assert faithful["kneeling"] and faithful["power"] == 1
    assert not s["cards"][t.id("Stannis Baratheon")]["kneeling"]
    assert all(not s["cards"][t.id(n, seat=1)]["kneeling"] and not s["cards"][t.id(n, seat=1)]
               ["power"] for n in ("Lannisport Merchant", "Cersei Lannister"))
    # no standing character of its own within 4 STR: the event is not played
    t = Table(factions=("baratheon", "lannister"))
    t.seat(0, play=["Stannis Baratheon", {"card": "Dragonstone Faithful", "kneeling": True}],
           hand=["Consolidation of Power"], deck=DECK, gold=1)
    t.seat(1, play=["Lannisport Merchant"], deck=DECK)
    s = window(t, "marshaling")
    assert use(t, "Consolidation of Power") in [o["action"] for o in
                                                GAME.decisions(s, 0)[0]["options"]]
    assert bot(s, 0) == {"type": "pass"}


def _maiden_fair(seat_deck, opponent_deck=DECK, chosen=None):
    """The bot plays the event and, unless ``chosen`` names the deck for it, picks a deck;
    it answers the rest."""
    t = Table(factions=("tyrell", "targaryen"))
    t.seat(0, hand=['"The Bear and the Maiden Fair"'], deck=seat_deck, gold=3)
    t.seat(1, deck=opponent_deck)
    s = window(t, "challenges")
    event = use(t, '"The Bear and the Maiden Fair"')
    assert play_bot(s, 0) == event
    if chosen is None:
        assert play_bot(s, 0) == {"type": "choose", "choice": 0}       # its own deck
    else:
        GAME.apply(s, 0, {"type": "choose", "choice": chosen})
    _settle(s)
    return t


def test_the_bear_and_the_maiden_fair_puts_its_best_cards_on_top():
    """Of the five cards it looks at, those worth less (printed cost + STR) than their mean
    go to the bottom (the least valuable last), the others on top, the dearest first."""
    # worth (cost + STR): Left 4, Khal Drogo 11, Unsullied 7, Daenerys 12, Handmaiden 3
    looked = ["Left", "Khal Drogo", "Unsullied", "Daenerys Targaryen", "Handmaiden"]
    t = _maiden_fair(looked + ["Right"])
    assert t.zone(0, "deck") == ["Daenerys Targaryen", "Khal Drogo", "Right", "Unsullied",
                                 "Left", "Handmaiden"]
    # all worth the same: nothing goes to the bottom
    t = _maiden_fair(["Unsullied"] * 3)
    assert t.zone(0, "deck") == ["Unsullied"] * 3


def test_the_bear_and_the_maiden_fair_on_an_opponents_deck_buries_his_best_cards():
    """Told that the deck is the opponent's, the bot puts the cards worth more than the mean
    on the bottom (the most valuable last) and the others on top, the least valuable first;
    it used to order every deck as its own and hand him his best draws."""
    looked = ["Left", "Khal Drogo", "Unsullied", "Daenerys Targaryen", "Handmaiden"]
    t = _maiden_fair(DECK, opponent_deck=looked + ["Right"], chosen=1)
    assert t.zone(1, "deck") == ["Handmaiden", "Left", "Unsullied", "Right", "Khal Drogo",
                                 "Daenerys Targaryen"]
    # its own deck, chosen the same way, is still ordered for itself
    t = _maiden_fair(looked + ["Right"], chosen=0)
    assert t.zone(0, "deck") == ["Daenerys Targaryen", "Khal Drogo", "Right", "Unsullied",
                                 "Left", "Handmaiden"]


def test_cost_reductions_stack_to_reach_a_card_and_stop_when_it_is_paid():
    """3 gold and Ser Jaime (6): two reductions of 1 reach him (the location first, the
    character's kneel second); the sacrifice of The Kingsroad is not needed."""
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["The Kingsroad", "Lannisport Merchant", "Western Fiefdom",
                    "Western Fiefdom"], hand=["Ser Jaime Lannister"], deck=DECK, gold=4)
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    fiefdoms = [c for c in t.state["seats"][0]["play"]
                if t.state["cards"][c]["code"] == "01099"]
    assert play_bot(s, 0) == {"type": "ability", "card": fiefdoms[0], "ability": 0}
    assert play_bot(s, 0) == {"type": "ability", "card": fiefdoms[1], "ability": 0}
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Ser Jaime Lannister")}
    assert s["seats"][0]["gold"] == 0
    assert s["cards"][t.id("The Kingsroad")]["zone"] == "play"
    assert not s["cards"][t.id("Lannisport Merchant")]["kneeling"]
    # a sacrifice only when nothing cheaper reaches the card: 2 gold, one Fiefdom, Jaime
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["The Kingsroad", "Western Fiefdom"], hand=["Ser Jaime Lannister"],
           deck=DECK, gold=2)
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    assert play_bot(s, 0) == use(t, "Western Fiefdom")
    assert play_bot(s, 0) == use(t, "The Kingsroad")
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Ser Jaime Lannister")}
    # a card of cost 1 and two Fiefdoms: the second would be wasted
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["Western Fiefdom", "Western Fiefdom"], hand=["Lannisport Merchant"],
           deck=DECK, gold=0)
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    play_bot(s, 0)
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Lannisport Merchant")}
    assert [s["cards"][c]["kneeling"] for c in s["seats"][0]["play"]
            if s["cards"][c]["code"] == "01099"].count(False) == 1


def test_a_noble_cause_counts_in_what_the_bot_can_afford():
    """A Noble Cause takes 2 off its first Lord or Lady by itself; the bot's plans used to
    leave it out. 4 gold and Tywin (7): the Fiefdom's 1 and the plot's 2 reach him (the bot
    thought him out of reach and passed)."""
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["Western Fiefdom"], hand=["Tywin Lannister"], deck=DECK, gold=4,
           plot="A Noble Cause")
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    assert play_bot(s, 0) == use(t, "Western Fiefdom")
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Tywin Lannister")}
    assert s["seats"][0]["gold"] == 0
    # Bran (2) costs nothing under it: the Grove is not knelt for a reduction he cannot use
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Heart Tree Grove"], hand=["Bran Stark"], deck=DECK, gold=1,
           plot="A Noble Cause")
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    plot = t.state["seats"][0]["plot"]
    assert GAME.view(s, 1)["seats"][0]["first_marshal_reductions"] == [
        {"traits": ["Lord", "Lady"], "amount": 2, "source": plot}]       # public
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Bran Stark")}
    assert not s["cards"][t.id("Heart Tree Grove")]["kneeling"]
    # spent on him: every seat's view says so, and the bot's plans count it no more
    assert GAME.view(s, 1)["seats"][0]["first_marshal_reductions"] == []


def test_old_forest_hunter_pays_the_gold_a_noble_cause_leaves_to_pay():
    """A card from hand for 1 gold when that gold pays for a marshal: Old Bear Mormont (7)
    costs 5 under A Noble Cause, one more than the 4 in the pool."""
    t = Table(factions=("thenightswatch", "stark"))
    t.seat(0, play=["Old Forest Hunter"], hand=["Old Bear Mormont", "Dracarys!"], deck=DECK,
           gold=4, plot="A Noble Cause")
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    assert play_bot(s, 0) == use(t, "Old Forest Hunter")
    _settle(s)
    assert t.zone(0, "discard") == ["Dracarys!"]
    assert play_bot(s, 0) == {"type": "marshal", "card": t.id("Old Bear Mormont")}


def test_ser_davos_at_zero_str_under_dracarys_goes_back_to_hand():
    """Dracarys! brings him to 0 STR and kills him; the bot answers with his "return to hand
    instead". Its resolving used to make the engine kill him again before the first kill was
    done, and a seat that always used it never finished: a card about to leave play is no
    longer killed again (triggered.kill_at_zero_str)."""
    t = Table(factions=("baratheon", "targaryen"))
    t.seat(0, play=["Ser Davos Seaworth"], deck=DECK)
    t.seat(1, play=["Rhaegal", "Khal Drogo"], hand=["Dracarys!"], deck=DECK, gold=1)
    davos = t.id("Ser Davos Seaworth")
    s = window(t, "challenges", seat=1, challenge={
        "type": "military", "attacker": 1, "defender": 0,
        "attackers": [t.id("Khal Drogo", seat=1)], "defenders": [davos]})
    GAME.apply(s, 1, {"type": "play", "card": t.id("Dracarys!", seat=1), "ability": 0})
    GAME.apply(s, 1, {"type": "choose", "choice": davos})     # Rhaegal knelt: the only Dragon
    for _ in range(40):         # the bot answers both seats until the play is over
        if not GAME.to_act(s) or GAME.decisions(s, GAME.to_act(s)[0])[0].get("window") \
                == "window":
            break
        play_bot(s, GAME.to_act(s)[0])
    else:
        raise AssertionError("the play never ended")
    assert s["cards"][davos]["zone"] == "hand"


def test_a_character_that_must_defend_is_declared_first_within_a_defender_limit():
    """The Knight of Flowers attacking alone allows one defender and Bran must defend (a
    Dornish Paramour's effect): adding Eddard first filled the one place with a declaration
    that cannot be confirmed, and the bot toggled him off and on for ever."""
    from api.games.cardcore import effects, moves
    from tests.games.lcg2e.joust import answer, at_challenges
    from tests.games.lcg2e.test_interrupts import give
    s = at_challenges(first=0, play=(["Eddard Stark", "Bran Stark"], []),
                      plots=("A Noble Cause", "A Clash of Kings"))
    knight = give(s, 1, "The Knight of Flowers")
    moves.enter_play(s, knight, "setup")
    bran = next(c for c in s["seats"][0]["play"] if s["cards"][c]["code"] == "01142")
    answer(s, 0, lambda a: a == {"type": "done"})               # seat 0 makes no challenge
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})   # the Knight alone
    assert s["challenge"]["attackers"] == [knight]
    effects.add(s, "must_defend", {}, "challenge", 1, cards=[bran])
    cards.touch(s)
    for _ in range(6):
        if GAME.to_act(s) != [0] or GAME.decisions(s, 0)[0]["type"] != "defenders":
            break
        play_bot(s, 0)
    assert s["challenge"]["defenders"] == [bran]

# -- the cards whose moment the seeded games of test_bot_coverage.py never brought --------------
# Each builder makes that moment on a table and returns (state, the card's ability action).

def _raised(t, name, **fields):
    fire(t, name, **fields)
    return t.state


def _lightbringer():
    from api.games.lcg2e import triggered
    t = Table(factions=("baratheon", "lannister"))
    t.seat(0, play=[{"card": "Stannis Baratheon", "kneeling": True},
                    ("Lightbringer", "Stannis Baratheon")], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    s["phase"] = "challenges"
    triggered.EXTRA["gain_power"](s, {"seat": 0, "source": None},
                                  card=t.id("Stannis Baratheon"), amount=1)
    FLOW.settle(s)
    return s, use(t, "Lightbringer", index=1)


def _euron():
    t = Table(factions=("greyjoy", "lannister"))
    t.seat(0, play=["Euron Crow's Eye"], deck=DECK)
    t.seat(1, discard=["Casterly Rock"], deck=DECK)
    return _raised(t, "pillage_discard", card=t.id("Euron Crow's Eye"), loser=1,
                   discarded=[]), use(t, "Euron Crow's Eye")


def _tickler():
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["The Tickler"], deck=DECK)
    t.seat(1, play=["Tumblestone Knight"], deck=DECK)
    return window(t, "dominance"), use(t, "The Tickler")


def _queens_assassin():
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["The Queen's Assassin"], hand=["Treachery"], deck=DECK)
    t.seat(1, play=["Eddard Stark"], deck=DECK)
    return _raised(t, "enters_play", card=t.id("The Queen's Assassin"), how="ambush",
                   controller=0), use(t, "The Queen's Assassin")


def _areo_hotah():
    t = Table(factions=("martell", "stark"))
    t.seat(0, play=["Areo Hotah"], deck=DECK)
    t.seat(1, play=["Eddard Stark"], deck=DECK)
    s = table_game(t)
    s.update(phase="challenges", challenge={"type": "military", "attacker": 1, "defender": 0,
                                            "attackers": [t.id("Eddard Stark")],
                                            "defenders": [], "bypassed": []})
    cards.touch(s)
    return _raised(t, "enters_play", card=t.id("Areo Hotah"), how="ambush", controller=0), \
        use(t, "Areo Hotah")


def _old_bear():
    t = Table(factions=("thenightswatch", "stark"))
    t.seat(0, play=["Old Bear Mormont"], hand=["Ghost"], deck=DECK)
    t.seat(1, deck=DECK)
    return _raised(t, "phase_ends", phase="challenges"), use(t, "Old Bear Mormont", index=1)


def _robb():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Robb Stark", {"card": "Eddard Stark", "kneeling": True}],
           dead=["Bran Stark"], deck=DECK)
    t.seat(1, deck=DECK)
    victim = {"card": t.id("Bran Stark"), "controller": 0, "faction": "stark", "traits": []}
    return _raised(t, "killed", cards=[victim["card"]], victims=[victim], saved=[], by=1), \
        use(t, "Robb Stark")


def _summer():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Summer"], discard=["Bran Stark"], deck=DECK)
    t.seat(1, deck=DECK)
    return _raised(t, "enters_play", card=t.id("Summer"), how="marshal", controller=0), \
        use(t, "Summer", index=1)


def _rhaegal():
    t = Table(factions=("targaryen", "lannister"))
    t.seat(0, play=["Rhaegal", {"card": "Daenerys Targaryen", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    dany = t.id("Daenerys Targaryen")
    s = table_game(t)       # the challenge is still running as its win is raised
    s.update(phase="challenges", challenge={"type": "power", "attacker": 0, "defender": 1,
                                            "attackers": [dany], "defenders": [],
                                            "bypassed": []})
    cards.touch(s)
    return _raised(t, "win_challenge", challenge="power", winner=0, loser=1, attacker=0,
                   defender=1, attackers=[dany], defenders=[], margin=1, unopposed=True), \
        use(t, "Rhaegal")


def _randyll():
    t = Table(factions=("tyrell", "lannister"))
    t.seat(0, play=[{"card": "Randyll Tarly", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    return _raised(t, "str_increased", cards=[t.id("Randyll Tarly")]), use(t, "Randyll Tarly")


def _informant():
    t = Table(factions=("tyrell", "lannister"))
    t.seat(0, play=["Olenna's Informant"], deck=DECK)
    t.seat(1, deck=DECK)
    return _raised(t, "enters_play", card=t.id("Olenna's Informant"), how="marshal",
                   controller=0), use(t, "Olenna's Informant")


def _ice():
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Robb Stark", ("Ice", "Robb Stark")], deck=DECK)
    t.seat(1, play=["Lannisport Merchant"], deck=DECK)
    robb = t.id("Robb Stark")
    return _raised(t, "win_challenge", challenge="military", winner=0, loser=1, attacker=0,
                   defender=1, attackers=[robb], defenders=[], margin=5, unopposed=True), \
        use(t, "Ice", index=1)


def _castle_black():        # defending, and losing
    t = Table(factions=("thenightswatch", "lannister"))
    t.seat(0, play=["Castle Black", "Ser Waymar Royce"], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    return window(t, "challenges", challenge={
        "type": "military", "attacker": 1, "defender": 0, "attackers": [t.id("Tywin Lannister")],
        "defenders": [t.id("Ser Waymar Royce")]}), use(t, "Castle Black")


def _cressen():             # an opponent's Condition on its own character
    t = Table(factions=("baratheon", "lannister"))
    t.seat(0, play=["Maester Cressen"], deck=DECK)
    t.seat(1, play=["Tywin Lannister", ("Bodyguard", "Tywin Lannister")], deck=DECK)
    return window(t, "marshaling"), use(t, "Maester Cressen")


def _ours_is_the_fury():    # defending, and losing
    t = Table(factions=("baratheon", "lannister"))
    t.seat(0, play=[{"card": "Stannis Baratheon", "kneeling": True}], hand=["Ours is the Fury"],
           deck=DECK, gold=5)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    return window(t, "challenges", challenge={
        "type": "power", "attacker": 1, "defender": 0, "attackers": [t.id("Tywin Lannister")],
        "defenders": []}), use(t, "Ours is the Fury")


def _maester_lomys():
    t = Table(factions=("tyrell", "lannister"))
    t.seat(0, play=["Maester Lomys"], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], hand=["Treachery"], deck=DECK)
    lomys = t.id("Maester Lomys")
    s = table_game(t)
    s.update(phase="challenges", challenge={"type": "intrigue", "attacker": 1, "defender": 0,
                                            "attackers": [t.id("Tywin Lannister")],
                                            "defenders": [lomys], "bypassed": []})
    cards.touch(s)
    return _raised(t, "win_challenge", challenge="intrigue", winner=0, loser=1, attacker=1,
                   defender=0, attackers=[t.id("Tywin Lannister")], defenders=[lomys],
                   margin=1, unopposed=False), use(t, "Maester Lomys")


def _waymar():              # killed (in the games he was saved by a duplicate instead)
    t = Table(factions=("thenightswatch", "lannister"))
    t.seat(0, play=["Ser Waymar Royce"], deck=DECK)
    t.seat(1, hand=["Treachery"], deck=DECK)
    table_game(t)
    triggers.kill(t.state, [t.id("Ser Waymar Royce")], by=1)
    FLOW.settle(t.state)
    return t.state, use(t, "Ser Waymar Royce")


def _davos():                 # killed by a military claim: back to hand instead
    from api.games.cardcore import moves
    from tests.games.lcg2e.joust import answer, at_challenges, pass_windows
    from tests.games.lcg2e.test_interrupts import give
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    davos = give(s, 0, "Ser Davos Seaworth")
    moves.enter_play(s, davos, "setup")
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    pass_windows(s)
    answer(s, 0, lambda a: a["type"] == "confirm")                 # no defenders
    pass_windows(s)
    return s, {"type": "ability", "card": davos, "ability": 0}


def _put_to_the_sword():     # a military win by 5 (in the games another reaction came first)
    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Robb Stark"], hand=["Put to the Sword"], deck=DECK, gold=2)
    t.seat(1, play=["Lannisport Merchant"], deck=DECK)
    robb = t.id("Robb Stark")
    event = {"type": "ability", "card": t.id("Put to the Sword"), "ability": 0}  # a reaction
    return _raised(t, "win_challenge", challenge="military", winner=0, loser=1, attacker=0,
                   defender=1, attackers=[robb], defenders=[], margin=5, unopposed=True), event


def _benjen():              # killed (in the games he was saved by a duplicate instead)
    t = Table(factions=("thenightswatch", "lannister"))
    t.seat(0, play=["Benjen Stark"], deck=DECK)
    t.seat(1, deck=DECK)
    table_game(t)
    triggers.kill(t.state, [t.id("Benjen Stark")], by=1)
    FLOW.settle(t.state)
    return t.state, use(t, "Benjen Stark", index=1)     # 0 is his constant


def _aeron():               # dominance won with an Ironborn in the dead pile
    t = Table(factions=("greyjoy", "lannister"))
    t.seat(0, play=["Aeron Damphair"], dead=["Theon Greyjoy"], deck=DECK)
    t.seat(1, deck=DECK)
    return _raised(t, "win_dominance", winner=0), use(t, "Aeron Damphair")


def _sword_in_the_darkness():   # a defence won by 5 with a Night's Watch defender
    t = Table(factions=("thenightswatch", "lannister"))
    t.seat(0, play=["Benjen Stark"], hand=["The Sword in the Darkness"], deck=DECK, gold=1)
    t.seat(1, play=["Lannisport Merchant"], deck=DECK)
    benjen, merchant = t.id("Benjen Stark"), t.id("Lannisport Merchant", seat=1)
    s = table_game(t)
    s.update(phase="challenges", challenge={"type": "power", "attacker": 1, "defender": 0,
                                            "attackers": [merchant], "defenders": [benjen],
                                            "bypassed": []})
    cards.touch(s)
    event = {"type": "ability", "card": t.id("The Sword in the Darkness"), "ability": 0}
    return _raised(t, "win_challenge", challenge="power", winner=0, loser=1, attacker=1,
                   defender=0, attackers=[merchant], defenders=[benjen], margin=5,
                   unopposed=False), event


BY_HAND = {"01041": _put_to_the_sword, "01122": _benjen, "01065": _aeron,
           "01140": _sword_in_the_darkness, "01050": _davos, "01128": _waymar, "01063": _ours_is_the_fury, "01180": _maester_lomys, "01153": _ice, "01136": _castle_black, "01046": _cressen, "01058": _lightbringer, "01069": _euron, "01088": _tickler,
           "01095": _queens_assassin, "01103": _areo_hotah, "01126": _old_bear,
           "01146": _robb, "01148": _summer, "01164": _rhaegal, "01183": _randyll,
           "01189": _informant}


def test_the_bot_uses_each_card_the_seeded_games_never_offered():
    for code, build in BY_HAND.items():
        state, action = build()
        offered = [o["action"] for d in GAME.decisions(state, 0) for o in d["options"]]
        assert action in offered, (code, offered)
        assert bot(state, 0) == action, code


def test_it_declines_what_the_seeded_games_saw_it_decline_when_it_does_not_pay():
    # Veteran Builder: sacrificing a 4 STR character to stand a location
    t = Table(factions=("thenightswatch", "lannister"))
    t.seat(0, play=["Veteran Builder", {"card": "The Wall", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    s = window(t, "challenges")
    assert use(t, "Veteran Builder") in [o["action"] for o in GAME.decisions(s, 0)[0]["options"]]
    assert bot(s, 0) == {"type": "pass"}
    # Maester Cressen with only its own Condition in play
    t = Table(factions=("baratheon", "lannister"))
    t.seat(0, play=["Maester Cressen", ("Little Bird", "Maester Cressen")], deck=DECK)
    t.seat(1, deck=DECK)
    s = window(t, "marshaling")
    assert use(t, "Maester Cressen") in [o["action"] for o in GAME.decisions(s, 0)[0]["options"]]
    assert bot(s, 0) == {"type": "pass"}


def test_a_military_claim_costs_the_bot_its_least_valuable_character():
    from tests.games.lcg2e.joust import answer, at_challenges, decision, find, pass_windows
    s = at_challenges(first=1, play=(["Eddard Stark", "Bran Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    bran = find(s, 0, "Bran Stark", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    pass_windows(s)
    answer(s, 0, lambda a: a["type"] == "confirm")                 # no defenders
    pass_windows(s)
    assert decision(s, 0)["type"] == "claim_military"
    assert bot(s, 0) == {"type": "toggle", "card": bran}


def test_the_bot_chooses_the_opponent_the_card_hurts_or_pays_most():
    # seat 1 has more characters, seat 2 more power (from the view only)
    from api.games.lcg2e.bot_cards import pick_target
    from api.games.lcg2e.catalog import CARDS
    char = next(c for c, v in CARDS.items() if v["type"] == "character")
    both = [{"type": "choose", "choice": 1}, {"type": "choose", "choice": 2}]
    asked = {"type": "ability_opponent", "source": "p1"}
    for plot, wanted in (("01007", 1), ("01020", 2)):   # Calling the Banners: gold; else the leader
        view = {"power": [0, 3, 7], "seats": [
            {"hand": [], "play": [], "plot": {"id": "p1", "code": plot}},
            {"hand": 2, "play": [{"id": "a", "code": char}, {"id": "b", "code": char}]},
            {"hand": 2, "play": [{"id": "c", "code": char}]}]}
        assert pick_target(view, asked, both)["choice"] == wanted
