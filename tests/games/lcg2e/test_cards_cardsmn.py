"""Martell and Night's Watch cards (issue #13, cardsmn): one test per card
(``test_<code>_<card>``, read by coverage.py) that fires the ability with its real effect and
shows a case where it is not offered or does nothing. Tables are built with the cardcore
harness and driven through the real flow (windows, challenges, triggers)."""
from api.games.cardcore import cards, derive
from api.games.lcg2e import GAME, challenges, plays, triggered
from api.games.lcg2e.flow import FLOW
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import answer, decision, pass_windows, table_game
from tests.games.lcg2e.test_abilities import _family_reducer

DECK = ["Tumblestone Knight"] * 3


def table(**kw):
    return Table(factions=("martell", "thenightswatch"), **kw)


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def ability(cid, index=0):
    return {"type": "ability", "card": cid, "ability": index}


def in_trigger_window(state, seat):
    return seat in GAME.to_act(state) and decision(state, seat).get("window") == "trigger_window"


def settle(t):
    FLOW.settle(t.state)
    return t.state


def at_challenges(t, first=0):
    """The table (made a joust) at the challenges phase of round 1, ``first`` asked for his
    challenge."""
    s = table_game(t)
    s.update(round=1, phase="challenges", first_player=first, active=first,
             challenges_made=[{}, {}])
    s["stack"] = [{"kind": "round", "stage": "challenges_next", "i": 1},
                  {"kind": "challenges_turn", "seat": first, "stage": "ask"}]
    cards.touch(s)
    FLOW.settle(s)
    return s


def attack(s, seat, kind, attackers=None, bypass=None, passing=True):
    """Initiate a ``kind`` challenge with ``attackers`` (ids; None: the one forced choice),
    bypassing ``bypass`` (or nobody) by stealth, then (``passing``) passing the action window
    after it."""
    answer(s, seat, lambda a: a == {"type": "challenge", "challenge": kind})
    if seat in GAME.to_act(s) and decision(s, seat)["type"] == "attackers":  # else forced
        for cid in attackers or ():
            answer(s, seat, lambda a, c=cid: a == {"type": "toggle", "card": c})
        answer(s, seat, lambda a: a["type"] == "confirm")
    while seat in GAME.to_act(s) and decision(s, seat).get("type") == "stealth":
        answer(s, seat, lambda a: a == {"type": "choose", "choice": bypass})
        bypass = None
    return pass_windows(s) if passing else []


def defend(s, seat, defenders=()):
    if seat not in GAME.to_act(s) or decision(s, seat)["type"] != "defenders":
        assert not defenders          # nobody could defend: the empty choice was forced
        return pass_windows(s)
    for cid in defenders:
        answer(s, seat, lambda a, c=cid: a == {"type": "toggle", "card": c})
    answer(s, seat, lambda a: a["type"] == "confirm")
    return pass_windows(s)


def play_action(t, seat, act, phase):
    """Take an action from the plays of ``phase`` and resolve it (no window around it)."""
    assert act in plays.plays(t.state, {"phase": phase, "active": seat}, seat)
    events = plays.take(t.state, seat, act)
    return events + FLOW.settle(t.state)


def choose(s, seat, choice):
    return answer(s, seat, lambda a: a.get("choice", a.get("code")) == choice)


# -- cost reducers -----------------------------------------------------------------------------

def test_01110_desert_scavenger():
    _family_reducer("Desert Scavenger", 0, "The Red Viper", "Sunspear", 1, 7)


def test_01133_steward_at_the_wall():
    _family_reducer("Steward at the Wall", 1, "Old Bear Mormont", "Castle Black", 1, 7)


def test_01118_blood_orange_grove():
    _family_reducer("Blood Orange Grove", 0, "Sunspear", "Castle Black", 1, 4)


# -- actions -----------------------------------------------------------------------------------

def test_01134_veteran_builder():
    t = table().seat(1, play=["Veteran Builder", {"card": "Castle Black", "kneeling": True},
                              "The Wall"], deck=DECK)
    t.seat(0, deck=DECK)
    table_game(t)
    vb = t.id("Veteran Builder")
    events = play_action(t, 1, ability(vb), "challenges")   # the only kneeling location
    assert {"type": "stood", "card": t.id("Castle Black")} in events
    assert not t.card("Castle Black")["kneeling"] and t.zone(1, "discard") == ["Veteran Builder"]
    # nothing kneels any more: nothing to stand, not offered
    t2 = table().seat(1, play=["Veteran Builder", "The Wall"], deck=DECK)
    t2.seat(0, deck=DECK)
    table_game(t2)
    assert plays.plays(t2.state, {"phase": "challenges"}, 1) == []


def test_01104_arianne_martell():
    t = table().seat(0, play=["Arianne Martell"],
                     hand=["The Red Viper", "Obara Sand", "Desert Scavenger"], deck=DECK)
    t.seat(1, deck=DECK)
    table_game(t)
    ari, obara = t.id("Arianne Martell"), t.id("Obara Sand")
    act = ability(ari)
    assert act in plays.plays(t.state, {"phase": "challenges"}, 0)
    plays.take(t.state, 0, act)
    settle(t)
    d = decision(t.state, 0)                       # the Red Viper costs 7: not offered
    assert [o["action"]["choice"] for o in d["options"]] == [obara, t.id("Desert Scavenger")]
    choose(t.state, 0, obara)
    settle(t)
    assert t.state["cards"][obara]["zone"] == "play"
    assert t.state["cards"][obara]["entered"]["how"] == "put"
    assert t.state["cards"][ari]["zone"] == "hand"          # then she goes back to hand
    # Limit once per phase: counted on this copy; without a character to put, not offered
    t2 = table().seat(0, play=["Arianne Martell"], hand=["The Red Viper", "Sunspear"],
                      deck=DECK)
    t2.seat(1, deck=DECK)
    table_game(t2)
    assert plays.plays(t2.state, {"phase": "challenges"}, 0) == []


def test_01106_edric_dayne():
    t = table().seat(0, play=["Edric Dayne"], deck=DECK, gold=1)
    t.seat(1, deck=DECK)
    table_game(t)
    edric = t.id("Edric Dayne")
    assert t.icons("Edric Dayne") == ()
    play_action(t, 0, ability(edric), "challenges")
    d = decision(t.state, 0)
    assert [o["action"]["choice"] for o in d["options"]] == ["military", "intrigue", "power"]
    choose(t.state, 0, "power")
    settle(t)
    assert t.icons("Edric Dayne") == ("power",) and t.state["seats"][0]["gold"] == 0
    from api.games.lcg2e.rounds import end_phase
    end_phase(t.state)
    assert t.icons("Edric Dayne") == ()                       # until the end of the phase
    # no gold left to pay: not offered
    assert plays.plays(t.state, {"phase": "challenges"}, 0) == []


def test_01121_confinement():
    t = table().seat(0, hand=["Confinement"], deck=DECK, gold=1)
    t.seat(1, play=["Ghost", "Old Bear Mormont", "Messenger Raven"], deck=DECK)
    table_game(t)
    conf, ghost = t.id("Confinement"), t.id("Ghost")
    act = {"type": "play", "card": conf, "ability": 0}
    assert act in plays.plays(t.state, {"phase": "challenges"}, 0)
    plays.take(t.state, 0, act)
    settle(t)
    # Old Bear Mormont has STR 6, Messenger Raven no icon to lose: Ghost is the only choice
    assert t.icons("Ghost") == ()
    settle(t)
    assert t.icons("Ghost") == () and t.icons("Old Bear Mormont") == ("military", "power")
    assert t.zone(0, "discard") == ["Confinement"] and t.state["seats"][0]["gold"] == 0
    # with no gold for its cost it cannot be played
    t2 = table().seat(0, hand=["Confinement"], deck=DECK, gold=0)
    t2.seat(1, play=["Ghost"], deck=DECK)
    table_game(t2)
    assert plays.plays(t2.state, {"phase": "challenges"}, 0) == []


def test_01139_take_the_black():
    t = table().seat(1, hand=["Take the Black", "Take the Black"], deck=DECK, gold=6)
    t.seat(0, play=["Desert Scavenger", "The Red Viper"], deck=DECK)
    table_game(t)
    first, second = t.ids("Take the Black")
    scav = t.id("Desert Scavenger")
    act = {"type": "play", "card": first, "ability": 0}
    assert act not in plays.plays(t.state, {"phase": "challenges"}, 1)   # Dominance Action
    assert act in plays.plays(t.state, {"phase": "dominance"}, 1)
    plays.take(t.state, 1, act)
    events = settle(t)     # the unique Red Viper is no choice: the Scavenger is forced
    if t.state["cards"][scav]["controller"] != 1:
        events = choose(t.state, 1, scav)
    assert t.state["cards"][scav]["controller"] == 1 and scav in t.state["seats"][1]["play"]
    # Max 1 per round: the second copy is refused
    assert {"type": "play", "card": second, "ability": 0} not in \
        plays.plays(t.state, {"phase": "dominance"}, 1)


def test_01130_messenger_raven():
    t = table().seat(1, play=["Messenger Raven"], deck=DECK)
    t.seat(0, deck=DECK)
    table_game(t)
    raven = t.id("Messenger Raven")
    assert ability(raven) not in plays.plays(t.state, {"phase": "challenges"}, 1)
    play_action(t, 1, ability(raven), "dominance")
    assert t.state["cards"][raven]["zone"] == "hand" and len(t.state["seats"][1]["hand"]) == 2


def test_01131_old_forest_hunter():
    t = table().seat(1, play=["Old Forest Hunter"], hand=["Ghost", "Yoren"], deck=DECK)
    t.seat(0, deck=DECK)
    table_game(t)
    hunter, ghost = t.id("Old Forest Hunter"), t.id("Ghost")
    plays.take(t.state, 1, ability(hunter))
    settle(t)
    d = decision(t.state, 1)
    assert d["type"] == "ability_cost_discard"
    assert [o["action"]["choice"] for o in d["options"]] == [ghost, t.id("Yoren")]
    choose(t.state, 1, ghost)
    settle(t)
    assert t.zone(1, "discard") == ["Ghost"] and t.state["seats"][1]["gold"] == 1
    # Limit once per phase, and an empty hand cannot pay
    t.state["seats"][1]["hand"].append(cards.create(t.state, 1, "01123", "hand"))
    cards.touch(t.state)
    assert plays.plays(t.state, {"phase": "challenges"}, 1) == []
    t2 = table().seat(1, play=["Old Forest Hunter"], deck=DECK)
    t2.seat(0, deck=DECK)
    table_game(t2)
    assert plays.plays(t2.state, {"phase": "challenges"}, 1) == []
    # (the prompt names the card whose cost it is, in every language)
    t3 = table().seat(1, play=["Old Forest Hunter"], hand=["Ghost", "Yoren"], deck=DECK)
    t3.seat(0, deck=DECK)
    table_game(t3)
    plays.take(t3.state, 1, ability(t3.id("Old Forest Hunter")))
    settle(t3)
    for lang in ("en", "ru", "bg"):
        (d,) = GAME.decisions(t3.state, 1, lang)
        assert "{" not in d["prompt"] and d["prompt"]


# -- reactions to a challenge's result -----------------------------------------------------------

def _nw_attacks(martell_play, kind="military", attackers=("Old Forest Hunter", "Ser Waymar Royce"),
                nw_play=(), martell_hand=(), nw_hand=(), first=1, plots=(None, None)):
    """Night's Watch (seat 1) attacks Martell (seat 0), who declares no defender."""
    t = table().seat(0, play=list(martell_play), hand=list(martell_hand), deck=DECK,
                     plot=plots[0])
    t.seat(1, play=list(attackers) + list(nw_play), hand=list(nw_hand), deck=DECK,
           plot=plots[1])
    s = at_challenges(t, first=first)
    attack(s, 1, kind, [t.id(a) for a in attackers])
    if 0 in GAME.to_act(s) and decision(s, 0)["type"] == "defenders":
        defend(s, 0)
    return t, s


def test_01116_ghaston_grey():
    t, s = _nw_attacks(["Ghaston Grey"])
    gg, waymar = t.id("Ghaston Grey"), t.id("Ser Waymar Royce")
    assert in_trigger_window(s, 0) and ability(gg) in offered(s, 0)
    answer(s, 0, lambda a: a == ability(gg))
    choose(s, 0, waymar)
    assert t.state["cards"][waymar]["zone"] == "hand"
    assert t.state["cards"][gg]["zone"] == "discard"             # knelt and sacrificed
    # as the attacking player who lost, it is not offered
    t2 = table().seat(0, play=["Ghaston Grey", "Obara Sand"], deck=DECK)
    t2.seat(1, play=["Old Bear Mormont"], deck=DECK)
    s2 = at_challenges(t2, first=0)
    attack(s2, 0, "military", [t2.id("Obara Sand")])
    defend(s2, 1, [t2.id("Old Bear Mormont")])
    assert not in_trigger_window(s2, 0)


def test_01117_sunspear():
    t, s = _nw_attacks(["Sunspear"], plots=("A Noble Cause", "A Noble Cause"),
                       martell_hand=["Confinement"])   # a card in hand: his windows stop here
    sun = t.id("Sunspear")
    claim = derive.plot_value(s, 0, "claim")
    answer(s, 0, lambda a: a == ability(sun))
    assert t.card("Sunspear")["kneeling"] and s["phase"] == "challenges"
    s["challenge"] = None
    cards.touch(s)
    assert derive.plot_value(s, 0, "claim") == claim           # outside a challenge: as printed
    s["challenge"] = {"type": "military", "attacker": 0, "defender": 1, "attackers": [],
                      "defenders": []}
    cards.touch(s)
    assert derive.plot_value(s, 0, "claim") == claim + 1       # a [military] challenge
    s["challenge"]["type"] = "power"
    cards.touch(s)
    assert derive.plot_value(s, 0, "claim") == claim           # not another type
    # kneeling already, it cannot pay: not offered
    t2, s2 = _nw_attacks([{"card": "Sunspear", "kneeling": True}])
    assert not in_trigger_window(s2, 0)


def _end_challenges(s):
    """Every seat finishes its challenges; stops at a trigger window with something to use
    (or the next phase)."""
    events = []
    while s["phase"] == "challenges" and GAME.to_act(s):
        seat = GAME.to_act(s)[0]
        if in_trigger_window(s, seat) and offered(s, seat) != [{"type": "pass"}]:
            break
        events += answer(s, seat, lambda a: a["type"] in ("done", "pass"))
    return events


def test_01137_the_wall():
    t = table().seat(1, play=["The Wall", "Ghost", "Yoren"], deck=DECK)
    t.seat(0, play=["Obara Sand", "Desert Scavenger"], deck=DECK)
    assert t.str("Ghost") == 4 and t.str("Yoren") == 3            # +1 STR each
    assert t.str("Obara Sand") == 3
    s = at_challenges(t, first=0)
    wall = t.id("The Wall")
    attack(s, 0, "military", [t.id("Obara Sand")])
    defend(s, 1)                        # no defender: Martell wins unopposed; The Wall kneels
    assert t.card("The Wall")["kneeling"]
    # the Interrupt at the end of the challenges phase needs it standing
    events = _end_challenges(s)
    assert s["phase"] != "challenges"
    assert not any(e["type"] == "ability-used" and e["card"] == wall for e in events)


def test_01137_the_wall_gains_two_power_as_the_phase_ends():
    t = table().seat(1, play=["The Wall", "Ser Waymar Royce"], deck=DECK)
    t.seat(0, play=["Desert Scavenger"], deck=DECK)
    s = at_challenges(t, first=0)
    wall = t.id("The Wall")
    attack(s, 0, "power", [t.id("Desert Scavenger")])
    defend(s, 1, [t.id("Ser Waymar Royce")])   # opposed: Waymar (STR 4) wins; The Wall stays
    assert not t.card("The Wall")["kneeling"]
    _end_challenges(s)
    assert in_trigger_window(s, 1) and ability(wall, 2) in offered(s, 1)
    events = answer(s, 1, lambda a: a == ability(wall, 2))
    assert {"type": "knelt", "card": wall} in events
    assert {"type": "power_gained", "card": "f1", "amount": 2} in events


def test_01109_the_red_viper():
    t = table().seat(0, play=["The Red Viper"], deck=DECK)
    t.seat(1, play=["Old Forest Hunter"], deck=DECK)
    s = at_challenges(t, first=0)
    viper = t.id("The Red Viper")
    attack(s, 0, "power", [viper])
    defend(s, 1)                          # 7 to 0: 1 power for each 5 STR
    assert in_trigger_window(s, 0) and ability(viper) in offered(s, 0)
    events = answer(s, 0, lambda a: a == ability(viper))
    assert {"type": "power_gained", "card": viper, "amount": 1} in events
    assert s["cards"][viper]["power"] == 1
    # won by 4 only (7 against Waymar's 3): not offered
    t2 = table().seat(0, play=["The Red Viper"], deck=DECK)
    t2.seat(1, play=["Ser Waymar Royce"], deck=DECK)
    s2 = at_challenges(t2, first=0)
    attack(s2, 0, "military", [t2.id("The Red Viper")])
    defend(s2, 1, [t2.id("Ser Waymar Royce")])
    assert not in_trigger_window(s2, 0)


def test_01119_dorans_game():
    t = table().seat(0, play=["The Red Viper"], hand=["Doran's Game", "Doran's Game"],
                     deck=DECK, gold=1, used_plots=["A Noble Cause", "Marching Orders"])
    t.seat(1, play=["Old Forest Hunter"], deck=DECK)
    s = at_challenges(t, first=0)
    first, second = t.ids("Doran's Game")
    attack(s, 0, "intrigue", [t.id("The Red Viper")])
    defend(s, 1)                         # won by 7
    play = {"type": "ability", "card": first, "ability": 0}
    assert in_trigger_window(s, 0) and play in offered(s, 0)
    answer(s, 0, lambda a: a == play)
    assert s["seats"][0]["faction_card"]["power"] == 2         # 2 plots in the used pile
    # Max 1 per challenge: the window goes on (The Red Viper's reaction), the second copy is
    # not offered in it
    assert in_trigger_window(s, 0)
    assert {"type": "ability", "card": second, "ability": 0} not in offered(s, 0)
    # a [power] challenge does not answer
    t2 = table().seat(0, play=["The Red Viper"], hand=["Doran's Game"], deck=DECK,
                      used_plots=["A Noble Cause"])
    t2.seat(1, play=["Old Forest Hunter"], deck=DECK)
    s2 = at_challenges(t2, first=0)
    attack(s2, 0, "power", [t2.id("The Red Viper")])
    defend(s2, 1)
    assert {"type": "ability", "card": t2.id("Doran's Game"), "ability": 0} not in offered(s2, 0)


def test_01120_unbowed_unbent_unbroken():
    t = table().seat(0, hand=["Unbowed, Unbent, Unbroken", "Unbowed, Unbent, Unbroken"],
                     deck=DECK)
    t.seat(1, play=["Old Forest Hunter", "Ser Waymar Royce"], deck=DECK)
    s = at_challenges(t, first=1)                 # Martell is not the first player
    first, second = t.ids("Unbowed, Unbent, Unbroken")
    attack(s, 1, "military", [t.id("Old Forest Hunter")])
    defend(s, 0)
    play = {"type": "ability", "card": first, "ability": 0}
    assert in_trigger_window(s, 0) and play in offered(s, 0)
    assert challenges.open_types(s, 1) == ["power"]      # Waymar could still attack
    answer(s, 0, lambda a: a == play)
    choose(s, 0, "power")
    assert challenges.open_types(s, 1) == []             # the winner may not, this phase
    assert {"type": "ability", "card": second, "ability": 0} not in offered(s, 0)  # Max 1
    from api.games.lcg2e.rounds import end_phase
    end_phase(s)
    assert derive.rules(s, 1, "restrict_challenges") == []
    # as the first player it cannot be played
    t2 = table().seat(0, hand=["Unbowed, Unbent, Unbroken"], deck=DECK)
    t2.seat(1, play=["Old Forest Hunter"], deck=DECK)
    s2 = at_challenges(t2, first=0)
    while not (1 in GAME.to_act(s2) and decision(s2, 1)["type"] == "challenge"):
        answer(s2, GAME.to_act(s2)[0], lambda a: a["type"] in ("pass", "done"))
    attack(s2, 1, "military")
    defend(s2, 0)
    assert {"type": "ability", "card": t2.id("Unbowed, Unbent, Unbroken"), "ability": 0} \
        not in offered(s2, 0)


def _martell_attacks_power(defender, sword_gold=1):
    t = table().seat(0, play=["Desert Scavenger", "Greenblood Trader"], hand=["Confinement"],
                     deck=DECK)     # a card in hand: Martell's windows hold the flow
    t.seat(1, play=[defender], hand=["The Sword in the Darkness"], deck=DECK, gold=sword_gold)
    s = at_challenges(t, first=0)
    attack(s, 0, "power", [t.id("Desert Scavenger")])
    defend(s, 1, [t.id(defender)])
    return t, s


def test_01140_the_sword_in_the_darkness():
    t, s = _martell_attacks_power("Old Bear Mormont")        # 6 against 1: by 5
    sword = t.id("The Sword in the Darkness")
    play = {"type": "ability", "card": sword, "ability": 0}
    assert in_trigger_window(s, 1) and play in offered(s, 1)
    assert challenges.open_types(s, 0) == ["intrigue"]        # the Trader could attack
    answer(s, 1, lambda a: a == play)
    assert in_trigger_window(s, 0)             # Martell holds a card: may it cancel? no
    answer(s, 0, lambda a: a["type"] == "pass")
    assert challenges.open_types(s, 0) == []            # no challenge against NW this round
    from api.games.lcg2e.rounds import end_phase
    end_phase(s)
    assert challenges.open_types(s, 0) == []            # the phase ending does not end it
    # won by 2 only: not offered
    t2, s2 = _martell_attacks_power("Ser Waymar Royce")
    assert {"type": "ability", "card": t2.id("The Sword in the Darkness"), "ability": 0} \
        not in offered(s2, 1)


def test_01108_obara_sand():
    t = table().seat(0, play=[{"card": "Obara Sand", "kneeling": True},
                              ("Noble Lineage", "Obara Sand")], deck=DECK)
    t.seat(1, play=["Ser Waymar Royce", "Old Forest Hunter"], deck=DECK)
    obara = t.id("Obara Sand")
    assert t.icons("Obara Sand") == ("military", "power")
    s = at_challenges(t, first=1)
    attack(s, 1, "power", [t.id("Ser Waymar Royce")])
    assert decision(s, 0)["type"] == "defenders"
    assert {"type": "toggle", "card": obara} in offered(s, 0)     # kneeling, she may defend
    answer(s, 0, lambda a: a == {"type": "toggle", "card": obara})
    events = answer(s, 0, lambda a: a["type"] == "confirm")
    assert any(e["type"] == "defenders-declared" and e["defenders"] == [obara] for e in events)
    # in a [military] challenge, or one Martell attacks in, kneeling, she may not
    for kind, attacker, defender in (("military", 1, 0), ("power", 0, 1)):
        s["challenge"] = {"type": kind, "attacker": attacker, "defender": defender,
                          "attackers": [], "defenders": []}
        cards.touch(s)
        assert challenges.eligible(s, 0, kind) == []


# -- entering play, leaving play --------------------------------------------------------------

def test_01103_areo_hotah():
    t = table().seat(0, hand=["Areo Hotah"], deck=DECK, gold=5)
    t.seat(1, play=["Old Forest Hunter", "Ser Waymar Royce"], deck=DECK)
    s = at_challenges(t, first=1)
    areo, waymar = t.id("Areo Hotah"), t.id("Ser Waymar Royce")
    attack(s, 1, "military", [t.id("Old Forest Hunter"), waymar], passing=False)
    answer(s, 0, lambda a: a == {"type": "ambush", "card": areo})     # Ambush (5)
    assert in_trigger_window(s, 0) and ability(areo) in offered(s, 0)
    answer(s, 0, lambda a: a == ability(areo))
    events = choose(s, 0, waymar)
    assert {"type": "removed-from-challenge", "card": waymar} in events
    assert s["challenge"]["attackers"] == [t.id("Old Forest Hunter")]
    assert s["cards"][waymar]["zone"] == "play" and s["cards"][waymar]["kneeling"]
    # marshaled outside a challenge: no reaction
    t2 = table().seat(0, hand=["Areo Hotah"], deck=DECK, gold=3)
    t2.seat(1, play=["Old Forest Hunter"], deck=DECK)
    table_game(t2)
    t2.state["phase"] = "marshaling"
    cards.touch(t2.state)
    events = play_action(t2, 0, {"type": "marshal", "card": t2.id("Areo Hotah")}, "marshaling")
    assert not any(e["type"] == "ability-used" for e in events)
    assert not GAME.to_act(t2.state) or not in_trigger_window(t2.state, 0)


def _kill(t, name, seat):
    from api.games.lcg2e import triggers
    table_game(t)
    triggers.kill(t.state, [t.id(name)], by=1 - seat)
    return settle(t)


def test_01128_ser_waymar_royce():
    t = table().seat(1, play=["Ser Waymar Royce"], deck=DECK)
    t.seat(0, hand=["Sunspear", "Confinement"], deck=DECK)
    _kill(t, "Ser Waymar Royce", 1)
    waymar = t.id("Ser Waymar Royce")
    assert in_trigger_window(t.state, 1) and ability(waymar) in offered(t.state, 1)
    answer(t.state, 1, lambda a: a == ability(waymar))
    answer(t.state, 0, lambda a: a["type"] == "pass")    # holding cards, Martell may cancel
    assert len(t.state["seats"][0]["hand"]) == 1 and len(t.state["seats"][0]["discard"]) == 1
    # the opponent's hand is empty: not offered (and he dies)
    t2 = table().seat(1, play=["Ser Waymar Royce"], deck=DECK)
    t2.seat(0, deck=DECK)
    _kill(t2, "Ser Waymar Royce", 1)
    assert t2.zone(1, "dead") == ["Ser Waymar Royce"]


def test_01125_maester_aemon():
    t = table().seat(1, play=["Maester Aemon", "Ghost"], deck=DECK)
    t.seat(0, play=["Desert Scavenger"], deck=DECK)
    _kill(t, "Ghost", 1)
    aemon, ghost = t.id("Maester Aemon"), t.id("Ghost")
    assert in_trigger_window(t.state, 1) and ability(aemon) in offered(t.state, 1)
    events = answer(t.state, 1, lambda a: a == ability(aemon))
    assert {"type": "saved", "card": ghost, "by": aemon} in events
    assert t.card("Ghost")["zone"] == "play" and t.card("Maester Aemon")["kneeling"]
    # a second kill: Aemon kneels, he cannot pay again
    from api.games.lcg2e import triggers
    triggers.kill(t.state, [ghost], by=0)
    settle(t)
    assert t.zone(1, "dead") == ["Ghost"]
    # a Martell character is no [thenightswatch] character
    t2 = table().seat(1, play=["Maester Aemon"], deck=DECK)
    t2.seat(0, play=["Desert Scavenger"], deck=DECK)
    _kill(t2, "Desert Scavenger", 0)
    assert t2.zone(0, "dead") == ["Desert Scavenger"]


def test_01129_yoren():
    t = table().seat(1, hand=["Yoren"], deck=DECK, gold=3)
    t.seat(0, discard=["Desert Scavenger", "The Red Viper", "Greenblood Trader"], deck=DECK)
    table_game(t)
    t.state["phase"] = "marshaling"
    cards.touch(t.state)
    yoren, scav = t.id("Yoren"), t.id("Desert Scavenger")
    play_action(t, 1, {"type": "marshal", "card": yoren}, "marshaling")
    assert in_trigger_window(t.state, 1) and ability(yoren) in offered(t.state, 1)
    answer(t.state, 1, lambda a: a == ability(yoren))
    d = decision(t.state, 1)             # The Red Viper costs 7: not a choice
    assert [o["action"]["choice"] for o in d["options"]] == [scav, t.id("Greenblood Trader")]
    choose(t.state, 1, scav)
    assert scav in t.state["seats"][1]["play"] and t.state["cards"][scav]["controller"] == 1
    assert t.state["cards"][scav]["owner"] == 0
    # put into play (not marshaled): no reaction
    t2 = table().seat(1, hand=["Yoren"], deck=DECK)
    t2.seat(0, discard=["Desert Scavenger"], deck=DECK)
    table_game(t2)
    triggered._put_into_play(t2.state, {"seat": 1}, [t2.id("Yoren")])
    settle(t2)
    assert not GAME.to_act(t2.state)


def test_01123_ghost():
    t = table().seat(1, play=["Ghost"], deck=DECK)
    t.seat(0, play=["Obara Sand", "Areo Hotah"], hand=["Confinement"], deck=DECK)
    s = at_challenges(t, first=1)
    ghost, obara = t.id("Ghost"), t.id("Obara Sand")
    attack(s, 1, "military", bypass=obara, passing=False)
    assert in_trigger_window(s, 1) and ability(ghost) in offered(s, 1)
    answer(s, 1, lambda a: a == ability(ghost))
    answer(s, 0, lambda a: a["type"] == "pass")        # no cancel
    assert derive.rules(s, obara, "cannot_defend")
    s["challenge"]["bypassed"] = []              # even if not bypassed, she may not defend
    cards.touch(s)
    pass_windows(s)
    assert decision(s, 0)["type"] == "defenders"
    assert {"type": "toggle", "card": t.id("Areo Hotah")} in offered(s, 0)
    assert {"type": "toggle", "card": obara} not in offered(s, 0)
    from api.games.lcg2e.rounds import end_phase
    end_phase(s)
    assert not derive.rules(s, obara, "cannot_defend")          # until the end of the phase
    # bypassing nobody: no reaction
    t2 = table().seat(1, play=["Ghost"], deck=DECK)
    t2.seat(0, play=["Obara Sand"], hand=["Confinement"], deck=DECK)
    s2 = at_challenges(t2, first=1)
    attack(s2, 1, "military", passing=False)
    assert not in_trigger_window(s2, 1)


def test_01136_castle_black():
    t = table().seat(1, play=["Castle Black", "Ser Waymar Royce"], deck=DECK)
    t.seat(0, play=["The Red Viper"], hand=["Confinement"], deck=DECK)
    s = at_challenges(t, first=0)
    cb, waymar = t.id("Castle Black"), t.id("Ser Waymar Royce")
    attack(s, 0, "military", [t.id("The Red Viper")])
    assert ability(cb) not in offered(s, 1)         # no defender yet
    answer(s, 1, lambda a: a == {"type": "toggle", "card": waymar})
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert s["cards"][waymar]["kneeling"]
    while not (1 in GAME.to_act(s) and ability(cb) in offered(s, 1)):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    events = answer(s, 1, lambda a: a == ability(cb))
    events += answer(s, 0, lambda a: a["type"] == "pass")     # no cancel
    assert {"type": "stood", "card": waymar} in events
    assert derive.strength(s, waymar) == 5 and s["challenge"]["defenders"] == [waymar]
    assert t.card("Castle Black")["kneeling"]


def test_01138_a_meager_contribution():
    t = table().seat(0, plot="A Noble Cause", deck=DECK)
    t.seat(1, plot="A Noble Cause", hand=["A Meager Contribution", "A Meager Contribution"],
           deck=DECK)
    s = table_game(t)
    s.update(round=1, phase="marshaling", first_player=0)
    s["stack"] = [{"kind": "round", "stage": "marshaling"}]
    cards.touch(s)
    settle(t)
    income = derive.plot_value(s, 0, "income")
    first, second = t.ids("A Meager Contribution")
    assert s["seats"][0]["gold"] == income and in_trigger_window(s, 1)
    play = {"type": "ability", "card": first, "ability": 0}
    assert play in offered(s, 1)
    answer(s, 1, lambda a: a == play)
    assert s["seats"][0]["gold"] == income - 1 and s["seats"][1]["gold"] == 1
    # the window goes round again: the second copy is held back by its Max
    assert in_trigger_window(s, 1) and {**play, "card": second} not in offered(s, 1)
    answer(s, 1, lambda a: a["type"] == "pass")
    # Martell marshals nothing; NW collects its own income: nothing to answer
    while s["active"] == 0:
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] in ("done", "pass"))
    assert s["seats"][1]["gold"] == 1 + derive.plot_value(s, 1, "income")
    assert not in_trigger_window(s, 1)
    # Max 1 per round (the second copy), and no gold to take: not offered
    from api.games.lcg2e import triggers
    triggers.raise_trigger(s, "collects_income", seat=0, amount=0)
    settle(t)       # NW holds a card: it is asked (nobody may learn what), with nothing to use
    assert in_trigger_window(s, 1) and offered(s, 1) == [{"type": "pass"}]


def test_01111_dornish_paramour():
    t = table().seat(0, play=["Dornish Paramour"], deck=DECK)
    t.seat(1, play=["Yoren", "Maester Aemon", "Old Forest Hunter"], deck=DECK)
    s = at_challenges(t, first=0)
    para, yoren, aemon = t.id("Dornish Paramour"), t.id("Yoren"), t.id("Maester Aemon")
    attack(s, 0, "intrigue", passing=False)
    assert in_trigger_window(s, 0) and ability(para) in offered(s, 0)
    answer(s, 0, lambda a: a == ability(para))
    d = decision(s, 0)                     # any of NW's characters, even one that cannot
    assert len(d["options"]) == 3          # defend (the Hunter has no [intrigue] icon)
    choose(s, 0, yoren)
    pass_windows(s)
    assert decision(s, 1)["type"] == "defenders"
    assert {"type": "confirm"} not in offered(s, 1)            # Yoren must defend
    answer(s, 1, lambda a: a == {"type": "toggle", "card": aemon})
    assert {"type": "confirm"} not in offered(s, 1)
    answer(s, 1, lambda a: a == {"type": "toggle", "card": yoren})
    events = answer(s, 1, lambda a: a["type"] == "confirm")
    assert any(e["type"] == "defenders-declared" and set(e["defenders"]) == {yoren, aemon}
               for e in events)
    # as a defender he does not react
    t2 = table().seat(0, play=["Dornish Paramour"], deck=DECK)
    t2.seat(1, play=["Yoren"], deck=DECK)
    s2 = at_challenges(t2, first=1)
    attack(s2, 1, "intrigue", passing=False)
    assert not in_trigger_window(s2, 0)


def test_01107_maester_caleotte():
    t = table().seat(0, play=["Maester Caleotte", "Edric Dayne"], hand=["Confinement"],
                     deck=DECK)
    t.seat(1, play=["Ser Waymar Royce"], deck=DECK)
    s = at_challenges(t, first=0)
    cal, waymar = t.id("Maester Caleotte"), t.id("Ser Waymar Royce")
    attack(s, 0, "power", [cal])
    defend(s, 1, [waymar])                         # 3 against 2: Martell loses
    assert in_trigger_window(s, 0) and ability(cal) in offered(s, 0)
    answer(s, 0, lambda a: a == ability(cal))
    d = decision(s, 0)                 # Edric Dayne has no icon: not a choice
    assert [o["action"]["choice"] for o in d["options"]] == [cal, waymar]
    choose(s, 0, waymar)
    d = decision(s, 0)
    assert [o["action"]["choice"] for o in d["options"]] == ["military", "power"]
    assert [o["label"] for o in GAME.decisions(s, 0, "ru")[0]["options"]] == ["Битва",
                                                                          "Дележ власти"]
    choose(s, 0, "power")
    assert derive.icons(s, waymar) == ("military",)
    from api.games.lcg2e.rounds import end_phase
    end_phase(s)
    assert derive.icons(s, waymar) == ("military", "power")
    # when he wins, or stays out of the challenge, nothing
    t2 = table().seat(0, play=["Maester Caleotte", "Greenblood Trader"], deck=DECK)
    t2.seat(1, play=["Yoren"], deck=DECK)
    s2 = at_challenges(t2, first=0)
    attack(s2, 0, "intrigue", [t2.id("Greenblood Trader")])
    defend(s2, 1, [t2.id("Yoren")])
    assert not in_trigger_window(s2, 0)


def test_01126_old_bear_mormont():
    t = table().seat(1, play=["Old Bear Mormont", "The Wall"], hand=["Ghost", "Longclaw"],
                     deck=DECK)
    t.seat(0, play=["Obara Sand"], deck=DECK)
    s = at_challenges(t, first=0)
    bear, longclaw = t.id("Old Bear Mormont"), t.id("Longclaw")
    attack(s, 0, "military", [t.id("Obara Sand")])
    defend(s, 1, [bear])
    assert not s["cards"][bear]["kneeling"]           # The Wall: he stays standing
    _end_challenges(s)                                # NW lost no challenge as defender
    assert in_trigger_window(s, 1) and ability(bear, 1) in offered(s, 1)
    answer(s, 1, lambda a: a == ability(bear, 1))
    d = decision(s, 1)
    assert {o["action"]["choice"] for o in d["options"]} == {t.id("Ghost"), longclaw}
    choose(s, 1, longclaw)           # its only legal host, Old Bear, is taken (forced)
    assert s["cards"][longclaw]["zone"] == "play" and s["cards"][longclaw]["attached_to"] == bear
    # without The Wall he kneels to defend; after losing as the defender, no interrupt
    t2 = table().seat(1, play=["Old Bear Mormont", "Yoren"], hand=["Ghost"], deck=DECK)
    t2.seat(0, play=["Obara Sand", "Greenblood Trader"], deck=DECK)
    s2 = at_challenges(t2, first=0)
    attack(s2, 0, "military", [t2.id("Obara Sand")])
    defend(s2, 1, [t2.id("Old Bear Mormont")])
    assert s2["cards"][t2.id("Old Bear Mormont")]["kneeling"]
    pass_windows(s2)
    attack(s2, 0, "intrigue", [t2.id("Greenblood Trader")])
    defend(s2, 1)                                     # lost as the defending player
    events = _end_challenges(s2)
    assert s2["phase"] != "challenges" and t2.card("Ghost")["zone"] == "hand"
    assert not any(e["type"] == "ability-used" for e in events)


def _trader(deck):
    t = table().seat(0, hand=["Greenblood Trader"], deck=deck, gold=2)
    t.seat(1, deck=DECK)
    table_game(t)
    t.state["phase"] = "marshaling"
    cards.touch(t.state)
    trader = t.id("Greenblood Trader")
    play_action(t, 0, {"type": "marshal", "card": trader}, "marshaling")
    return t, trader


def test_01112_greenblood_trader():
    from api.games.lcg2e.catalog import BY_NAME
    ghost, yoren = BY_NAME["Ghost"], BY_NAME["Yoren"]
    t, trader = _trader(["Ghost", "Yoren", "Tumblestone Knight"])
    assert in_trigger_window(t.state, 0) and ability(trader) in offered(t.state, 0)
    answer(t.state, 0, lambda a: a == ability(trader))
    assert offered(t.state, 0) == [
        {"type": "take", "code": ghost}, {"type": "take", "code": yoren},
        {"type": "bottom", "order": [ghost, yoren]}, {"type": "bottom", "order": [yoren, ghost]}]
    for lang in ("en", "ru", "bg"):       # every option worded
        assert all(o["label"] and "{" not in o["label"]
                   for o in GAME.decisions(t.state, 0, lang)[0]["options"])
    events = answer(t.state, 0, lambda a: a == {"type": "take", "code": yoren})
    assert t.zone(0, "hand") == ["Yoren"] and t.zone(0, "deck") == ["Tumblestone Knight", "Ghost"]
    assert not any("cards" in e for e in events if e["type"] == "moved")   # nobody sees ids
    # taking none: both go under the deck in the chosen order
    t2, trader2 = _trader(["Ghost", "Yoren", "Tumblestone Knight"])
    answer(t2.state, 0, lambda a: a == ability(trader2))
    answer(t2.state, 0, lambda a: a == {"type": "bottom", "order": [yoren, ghost]})
    assert t2.zone(0, "deck") == ["Tumblestone Knight", "Yoren", "Ghost"]
    assert t2.zone(0, "hand") == []
    # an empty deck: nothing to look at, not offered
    t3, _ = _trader([])
    assert not GAME.to_act(t3.state) or not in_trigger_window(t3.state, 0)


def test_01124_jon_snow():
    t = table().seat(1, play=["Jon Snow", "Yoren"], deck=DECK)
    t.seat(0, play=["Greenblood Trader"], hand=["Confinement"], deck=DECK)
    s = at_challenges(t, first=1)
    jon, yoren = t.id("Jon Snow"), t.id("Yoren")
    attack(s, 1, "intrigue", [yoren])
    assert s["challenge"]["attackers"] == [yoren, jon] and not s["cards"][jon]["kneeling"]
    answer(s, 0, lambda a: a == {"type": "toggle", "card": t.id("Greenblood Trader")})
    events = answer(s, 0, lambda a: a["type"] == "confirm")
    events += pass_windows(s)
    # Yoren 2 + Jon 4 against the Trader's 1
    assert any(e["type"] == "challenge-resolved" and e["attacking"] == 6 and e["winner"] == 1
               for e in events)
    # kneeling, he is not considered participating
    t2 = table().seat(1, play=[{"card": "Jon Snow", "kneeling": True}, "Yoren"], deck=DECK)
    t2.seat(0, play=["Greenblood Trader"], hand=["Confinement"], deck=DECK)
    s2 = at_challenges(t2, first=1)
    attack(s2, 1, "intrigue", [t2.id("Yoren")])
    assert s2["challenge"]["attackers"] == [t2.id("Yoren")]
    # nor when no other [thenightswatch] character attacks (he may attack himself)
    t3 = table().seat(1, play=["Jon Snow", "Desert Scavenger"], deck=DECK)
    t3.seat(0, play=["Greenblood Trader"], hand=["Confinement"], deck=DECK)
    s3 = at_challenges(t3, first=1)
    attack(s3, 1, "power", [t3.id("Desert Scavenger")])
    assert s3["challenge"]["attackers"] == [t3.id("Desert Scavenger")]
