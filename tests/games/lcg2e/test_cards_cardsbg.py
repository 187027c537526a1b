"""Baratheon and Greyjoy cards of the Core Set (one test per card, ``test_<code>_…``, read by
coverage.py): each ability fires with its real effect, and a case where it is not offered or
does nothing."""
from api.games.cardcore import cards, effects
from api.games.lcg2e import GAME, plays, triggers
from api.games.lcg2e.challenges import side_total
from api.games.lcg2e.flow import FLOW
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import answer, fire, table_game
from tests.games.lcg2e.test_abilities import _family_reducer, _marshal

DECK = ["Tumblestone Knight"] * 3


def bg(**kw):
    return Table(factions=("baratheon", "greyjoy"), **kw)


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def use(state, seat, cid, index=0):
    return answer(state, seat, lambda a: a == {"type": "ability", "card": cid, "ability": index})


def choose(state, seat, choice):
    return answer(state, seat, lambda a: a == {"type": "choose", "choice": choice})


def forced(events, choice):
    """The engine took ``choice`` as the only legal target (a single option is no choice)."""
    return {"type": "choice-forced", "seat": 0, "decision": "ability_target",
            "choice": {"type": "choose", "choice": choice}} in events


def pass_all(state):
    """Everybody passes what is open (a seat holding cards is asked in windows: its hand is
    never read to skip it)."""
    while GAME.to_act(state):
        answer(state, GAME.to_act(state)[0], lambda a: a["type"] == "pass")


def actions(t, seat, phase):
    """The Actions ``seat`` may take in ``phase`` (a Table made a joust)."""
    s = t.state if "stack" in t.state else table_game(t)
    s["phase"] = phase
    cards.touch(s)
    return plays.plays(s, {"phase": phase, "active": seat}, seat)


def take(t, seat, action):
    events = plays.take(t.state, seat, action)
    return events + FLOW.settle(t.state)


def set_challenge(t, kind, attackers=(), defenders=(), attacker=0):
    t.state["challenge"] = {"type": kind, "attacker": attacker, "defender": 1 - attacker,
                            "attackers": list(attackers), "defenders": list(defenders),
                            "bypassed": []}
    cards.touch(t.state)


def win(t, winner=0, kind="power", unopposed=True, attackers=(), defenders=()):
    """Raise the ``win_challenge`` point of a challenge ``winner`` won as the attacker."""
    return fire(t, "win_challenge", challenge=kind, winner=winner, loser=1 - winner,
                attacker=winner, defender=1 - winner, attackers=list(attackers),
                defenders=list(defenders), margin=1, unopposed=unopposed)


# -- cost reducers ----------------------------------------------------------------------------

def test_01056_dragonstone_faithful():
    _family_reducer("Dragonstone Faithful", 0, "Stannis Baratheon", "Littlefinger", 1, 7)


def test_01059_dragonstone_port():
    _family_reducer("Dragonstone Port", 0, "Chamber of the Painted Table", "Littlefinger", 1, 5)


def test_01074_iron_islands_fishmonger():
    _family_reducer("Iron Islands Fishmonger", 1, "Theon Greyjoy", "Great Kraken", 1, 7)


def test_01080_sea_tower():
    _family_reducer("Sea Tower", 1, "Great Kraken", "Littlefinger", 1, 5)


# -- Baratheon --------------------------------------------------------------------------------

def test_01046_maester_cressen():
    t = bg().seat(0, play=["Maester Cressen"], deck=DECK)
    t.seat(1, play=["Tywin Lannister", ("Milk of the Poppy", "Tywin Lannister"),
                    ("Widow's Wail", "Tywin Lannister")], deck=DECK)
    cressen, milk = t.id("Maester Cressen"), t.id("Milk of the Poppy")
    act = {"type": "ability", "card": cressen, "ability": 0}
    assert act in actions(t, 0, "marshaling") and act not in actions(t, 0, "challenges")
    # the Condition only (Widow's Wail is a Weapon): the only target, taken
    assert forced(take(t, 0, act), milk)
    assert t.state["cards"][milk]["zone"] == "discard" and t.card("Maester Cressen")["kneeling"]
    assert act not in actions(t, 0, "marshaling")            # knelt


def test_01046_maester_cressen_without_a_condition():
    t = bg().seat(0, play=["Maester Cressen"], deck=DECK)
    t.seat(1, play=["Tywin Lannister", ("Widow's Wail", "Tywin Lannister")], deck=DECK)
    assert actions(t, 0, "marshaling") == [] or all(
        a.get("card") != t.id("Maester Cressen") for a in actions(t, 0, "marshaling"))


def test_01049_selyse_baratheon():
    t = bg().seat(0, play=["Selyse Baratheon", "Stannis Baratheon"], deck=DECK, gold=1)
    t.seat(1, deck=DECK)
    selyse, stannis = t.id("Selyse Baratheon"), t.id("Stannis Baratheon")
    act = {"type": "ability", "card": selyse, "ability": 0}
    assert act in actions(t, 0, "challenges")
    assert forced(take(t, 0, act), stannis)                # Selyse has the icon already
    assert "intrigue" in t.icons("Stannis Baratheon") and t.state["seats"][0]["gold"] == 0
    assert act not in actions(t, 0, "challenges")             # no gold left
    effects.expire(t.state, "phase")
    assert "intrigue" not in t.icons("Stannis Baratheon")


def test_01051_shireen_baratheon():
    t = bg().seat(0, play=["Shireen Baratheon"], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    s = table_game(t)
    shireen, tywin = t.id("Shireen Baratheon"), t.id("Tywin Lannister")
    triggers.kill(s, [shireen], by=1)
    FLOW.settle(s)
    use(s, 0, shireen)
    assert set(a["choice"] for a in offered(s, 0)) == {shireen, tywin}
    choose(s, 0, tywin)
    assert s["cards"][tywin]["kneeling"] and s["cards"][shireen]["zone"] == "dead"


def test_01051_shireen_baratheon_nobody_to_kneel():
    t = bg().seat(0, play=[{"card": "Shireen Baratheon", "kneeling": True}], deck=DECK)
    t.seat(1, play=[{"card": "Tywin Lannister", "kneeling": True}], deck=DECK)
    s = table_game(t)
    shireen = t.id("Shireen Baratheon")
    triggers.kill(s, [shireen], by=1)
    FLOW.settle(s)
    assert not GAME.to_act(s) and s["cards"][shireen]["zone"] == "dead"


def test_01054_fiery_followers():
    t = bg().seat(0, play=[{"card": "Fiery Followers", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    ff = t.id("Fiery Followers")
    fire(t, "phase_begins", phase="challenges")
    assert not GAME.to_act(t.state)                       # another phase: nothing
    fire(t, "phase_begins", phase="dominance")
    use(t.state, 0, ff)
    assert not t.card("Fiery Followers")["kneeling"]
    fire(t, "phase_begins", phase="dominance")
    assert not GAME.to_act(t.state)                       # standing: nothing to do


def test_01057_vanguard_lancer():
    t = bg().seat(0, hand=["Vanguard Lancer"], deck=DECK, gold=5)
    t.seat(1, play=[{"card": "Tywin Lannister", "power": 2}], deck=DECK, power=1)
    lancer, _ = _marshal(t, 0, "Vanguard Lancer")
    use(t.state, 0, lancer)
    tywin = t.id("Tywin Lannister")
    assert offered(t.state, 0) == [{"type": "choose", "choice": tywin},
                                   {"type": "choose", "choice": "f1"}]
    labels = [o["label"] for d in GAME.decisions(t.state, 0, "en") for o in d["options"]]
    assert labels[1] == "House Greyjoy — player 2"
    choose(t.state, 0, "f1")
    assert t.state["seats"][1]["faction_card"]["power"] == 0


def test_01057_vanguard_lancer_no_power_to_discard():
    t = bg().seat(0, hand=["Vanguard Lancer"], deck=DECK, gold=5)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    _marshal(t, 0, "Vanguard Lancer")
    assert not GAME.to_act(t.state)


def test_01060_chamber_of_the_painted_table():
    t = bg().seat(0, play=["Chamber of the Painted Table"], deck=DECK)
    t.seat(1, deck=DECK, power=2)
    chamber = t.id("Chamber of the Painted Table")
    fire(t, "win_dominance", winner=1)
    assert not GAME.to_act(t.state)                       # the opponent won it
    fire(t, "win_dominance", winner=0)
    use(t.state, 0, chamber)
    assert [s["faction_card"]["power"] for s in t.state["seats"]] == [1, 1]
    assert t.card("Chamber of the Painted Table")["kneeling"]


def test_01060_chamber_of_the_painted_table_no_power_to_move():
    t = bg().seat(0, play=["Chamber of the Painted Table"], deck=DECK)
    t.seat(1, deck=DECK)
    fire(t, "win_dominance", winner=0)
    assert not GAME.to_act(t.state)


# -- Greyjoy ----------------------------------------------------------------------------------

def test_01065_aeron_damphair():
    t = bg().seat(0, play=["Aeron Damphair"], dead=["Theon Greyjoy", "Robert Baratheon"],
                  deck=DECK)
    t.seat(1, deck=DECK)
    aeron, theon = t.id("Aeron Damphair"), t.id("Theon Greyjoy")
    fire(t, "win_dominance", winner=0)
    # Theon, unique, may come back from the dead pile himself; Robert is no Ironborn
    assert forced(use(t.state, 0, aeron), theon)
    assert t.state["cards"][theon]["zone"] == "play"


def test_01065_aeron_damphair_no_ironborn_in_the_dead_pile():
    t = bg().seat(0, play=["Aeron Damphair"], dead=["Robert Baratheon"], deck=DECK)
    t.seat(1, deck=DECK)
    fire(t, "win_dominance", winner=0)
    assert not GAME.to_act(t.state)


def test_01067_asha_greyjoy():
    t = bg().seat(0, play=[{"card": "Asha Greyjoy", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    asha = t.id("Asha Greyjoy")
    win(t, unopposed=False, attackers=[asha])
    assert not GAME.to_act(t.state)                       # opposed: nothing
    win(t, attackers=[asha])
    use(t.state, 0, asha)
    assert not t.card("Asha Greyjoy")["kneeling"]


def test_01071_theon_greyjoy():
    t = bg().seat(0, play=["Theon Greyjoy", "Asha Greyjoy"], deck=DECK)
    t.seat(1, deck=DECK)
    theon, asha = t.id("Theon Greyjoy"), t.id("Asha Greyjoy")
    win(t, attackers=[asha])
    assert not GAME.to_act(t.state)                       # Theon did not take part
    win(t, attackers=[theon])
    use(t.state, 0, theon)
    assert t.card("Theon Greyjoy")["power"] == 1


def test_01075_lordsport_shipwright():
    t = bg(first_player=1).seat(0, play=["Lordsport Shipwright"], deck=DECK)
    t.seat(1, play=["Casterly Rock", "Lannisport"], deck=DECK)
    wright, rock = t.id("Lordsport Shipwright"), t.id("Casterly Rock")
    act = {"type": "ability", "card": wright, "ability": 0}
    # printed cost 2 or lower: Casterly Rock (2), not Lannisport (3)
    assert act in actions(t, 0, "marshaling") and forced(take(t, 0, act), rock)
    assert t.card("Casterly Rock")["kneeling"] and t.card("Lordsport Shipwright")["kneeling"]


def test_01075_lordsport_shipwright_as_first_player():
    t = bg(first_player=0).seat(0, play=["Lordsport Shipwright"], deck=DECK)
    t.seat(1, play=["Lannisport"], deck=DECK)
    wright = t.id("Lordsport Shipwright")
    act = {"type": "ability", "card": wright, "ability": 0}
    assert act in actions(t, 0, "marshaling")             # 3 or lower as first player
    t.state["first_player"] = 1
    cards.touch(t.state)
    assert act not in actions(t, 0, "marshaling")


def test_01077_throwing_axe():
    t = bg().seat(0, play=["Theon Greyjoy", ("Throwing Axe", "Theon Greyjoy")], deck=DECK)
    t.seat(1, play=["Tywin Lannister", "Cersei Lannister"], deck=DECK)
    theon, axe = t.id("Theon Greyjoy"), t.id("Throwing Axe")
    tywin, cersei = t.id("Tywin Lannister"), t.id("Cersei Lannister")
    table_game(t)
    set_challenge(t, "military", [theon], [tywin])
    win(t, unopposed=False, attackers=[theon], defenders=[tywin])
    assert forced(use(t.state, 0, axe), tywin)            # a defender only
    assert t.state["cards"][tywin]["zone"] == "dead" and t.state["cards"][axe]["zone"] == "discard"
    assert t.state["cards"][cersei]["zone"] == "play"


def test_01077_throwing_axe_not_when_its_character_defends():
    t = bg().seat(0, play=["Theon Greyjoy", ("Throwing Axe", "Theon Greyjoy")], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    theon, tywin = t.id("Theon Greyjoy"), t.id("Tywin Lannister")
    table_game(t)
    set_challenge(t, "military", [tywin], [theon], attacker=1)
    fire(t, "win_challenge", challenge="military", winner=0, loser=1, attacker=1, defender=0,
         attackers=[tywin], defenders=[theon], margin=1, unopposed=False)
    assert not GAME.to_act(t.state)


def test_01078_great_kraken():
    t = bg().seat(0, play=["Great Kraken", "Balon Greyjoy"], deck=DECK * 2)
    t.seat(1, deck=DECK)
    kraken = t.id("Great Kraken")
    assert "stealth" in t.keywords("Balon Greyjoy")
    win(t)
    use(t.state, 0, kraken, 1)
    assert offered(t.state, 0) == [{"type": "choose", "choice": "draw_card"},
                                   {"type": "choose", "choice": "faction_power"}]
    labels = [o["label"] for d in GAME.decisions(t.state, 0, "en") for o in d["options"]]
    assert labels == ["Draw 1 card", "Your faction gains 1 power"]
    choose(t.state, 0, "draw_card")
    assert len(t.state["seats"][0]["hand"]) == 1 and t.state["seats"][0]["faction_card"]["power"] == 0
    win(t)
    use(t.state, 0, kraken, 1)
    choose(t.state, 0, "faction_power")
    assert len(t.state["seats"][0]["hand"]) == 1 and t.state["seats"][0]["faction_card"]["power"] == 1
    win(t)       # Limit twice per round (a window may still open: he holds cards)
    assert {"type": "ability", "card": kraken, "ability": 1} not in offered(t.state, 0)


def test_01078_great_kraken_balon_of_the_opponent():
    t = bg().seat(0, play=["Great Kraken"], deck=DECK)
    t.seat(1, play=["Balon Greyjoy"], deck=DECK)
    assert "stealth" not in t.keywords("Balon Greyjoy")
    win(t, unopposed=False)
    assert not GAME.to_act(t.state)


def test_01079_iron_fleet_scout():
    t = bg(first_player=1).seat(0, play=["Iron Fleet Scout", "Theon Greyjoy"], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    scout, theon = t.id("Iron Fleet Scout"), t.id("Theon Greyjoy")
    act = {"type": "ability", "card": scout, "ability": 0}
    table_game(t)
    assert act not in actions(t, 0, "challenges")         # nobody participates yet
    set_challenge(t, "power", [theon], [t.id("Tywin Lannister")])
    assert forced(take(t, 0, act), theon)
    assert t.str("Theon Greyjoy") == 4                    # +1: not the first player
    t.state["first_player"] = 0
    t.card("Iron Fleet Scout")["kneeling"] = False
    cards.touch(t.state)
    assert forced(take(t, 0, act), theon)
    assert t.str("Theon Greyjoy") == 6                    # +2 more as the first player
    effects.expire(t.state, "challenge")
    assert t.str("Theon Greyjoy") == 3


def test_01082_the_krakens_grasp():
    t = bg(first_player=0).seat(0, hand=["The Kraken's Grasp"], play=["Theon Greyjoy"],
                                deck=DECK)
    t.seat(1, play=["Cersei Lannister", "Tywin Lannister"], deck=DECK)
    grasp, cersei, tywin = (t.id(n) for n in ("The Kraken's Grasp", "Cersei Lannister",
                                              "Tywin Lannister"))
    table_game(t)
    set_challenge(t, "power", [t.id("Theon Greyjoy")], [cersei, tywin])
    act = {"type": "play", "card": grasp, "ability": 0}
    assert act in actions(t, 0, "challenges")
    assert forced(take(t, 0, act), cersei)                # Tywin has STR 6
    assert side_total(t.state, [cersei, tywin]) == 6


def test_01082_the_krakens_grasp_only_as_first_player():
    t = bg(first_player=1).seat(0, hand=["The Kraken's Grasp"], play=["Theon Greyjoy"],
                                deck=DECK)
    t.seat(1, play=["Cersei Lannister"], deck=DECK)
    table_game(t)
    set_challenge(t, "power", [t.id("Theon Greyjoy")], [t.id("Cersei Lannister")])
    assert not [a for a in actions(t, 0, "challenges") if a["type"] == "play"]


def test_01083_we_do_not_sow():
    t = bg().seat(0, hand=["We Do Not Sow"], deck=DECK, gold=1)
    t.seat(1, play=["Casterly Rock", "Tywin Lannister", ("Widow's Wail", "Tywin Lannister")],
           deck=DECK)
    sow, rock, wail = t.id("We Do Not Sow"), t.id("Casterly Rock"), t.id("Widow's Wail")
    win(t)
    use(t.state, 0, sow)
    assert {a["choice"] for a in offered(t.state, 0)} == {rock, wail}
    choose(t.state, 0, rock)
    assert t.state["cards"][rock]["zone"] == "discard" and t.state["seats"][0]["gold"] == 0
    assert t.state["cards"][sow]["zone"] == "discard"


def test_01083_we_do_not_sow_not_after_an_opposed_win():
    t = bg().seat(0, hand=["We Do Not Sow"], deck=DECK, gold=1)
    t.seat(1, play=["Casterly Rock"], deck=DECK)
    # a military win: no event of the pool answers an opposed one (Olenna's Cunning answers an
    # intrigue or power win, so a hand would be asked after those)
    win(t, kind="military", unopposed=False)
    assert not GAME.to_act(t.state)


def test_01068_balon_greyjoy():
    t = bg().seat(0, play=["Balon Greyjoy"], deck=DECK)
    t.seat(1, play=["Cersei Lannister", "Tywin Lannister"], deck=DECK)
    balon, cersei, tywin = (t.id(n) for n in ("Balon Greyjoy", "Cersei Lannister",
                                              "Tywin Lannister"))
    set_challenge(t, "power", [balon], [cersei, tywin])
    assert side_total(t.state, [cersei, tywin]) == 6      # Cersei (STR 4 < 5) adds nothing
    set_challenge(t, "power", [tywin], [balon], attacker=1)
    assert side_total(t.state, [tywin]) == 6              # defending, he changes nothing


def test_01061_the_red_keep_adds_str_in_power_challenges():
    from api.games.lcg2e.challenges import side_strength, side_total
    t = bg().seat(0, play=["The Red Keep", "Stannis Baratheon"], deck=DECK)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    stannis, tywin = t.id("Stannis Baratheon"), t.id("Tywin Lannister")
    table_game(t)

    def bonus(role):
        ch = t.state["challenge"]
        return side_strength(t.state, ch, role) - side_total(
            t.state, ch["attackers" if role == "attacker" else "defenders"])
    set_challenge(t, "power", [tywin], [stannis], attacker=1)
    assert bonus("defender") == 2 and bonus("attacker") == 0
    assert GAME.view(t.state, 0)["challenge"]["strength"] == {"attacker": 6, "defender": 7}
    set_challenge(t, "power", [tywin], [], attacker=1)
    assert bonus("defender") == 0                    # no participating character
    set_challenge(t, "military", [tywin], [stannis], attacker=1)
    assert bonus("defender") == 0


def test_01061_the_red_keep_draws_when_no_power_challenge_was_lost():
    t = bg().seat(0, play=["The Red Keep"], deck=DECK)
    t.seat(1, deck=DECK)
    keep = t.id("The Red Keep")
    fire(t, "phase_ends", phase="challenges")
    use(t.state, 0, keep, 1)
    assert len(t.state["seats"][0]["hand"]) == 2 and t.card("The Red Keep")["kneeling"]
    t.card("The Red Keep")["kneeling"] = False
    t.state["challenges_lost"] = {"0": ["power"]}
    cards.touch(t.state)
    fire(t, "phase_ends", phase="challenges")
    assert {"type": "ability", "card": keep, "ability": 1} not in offered(t.state, 0)


def _drive(s, want):
    """Pass or confirm whatever is asked until ``want`` is offered; take it."""
    for _ in range(40):
        seat = GAME.to_act(s)[0]
        if want in offered(s, seat):
            return answer(s, seat, lambda a: a == want)
        answer(s, seat, lambda a: a["type"] in ("pass", "confirm", "done"))
    raise AssertionError(f"never offered: {want}")


def _fury_game(gold=2):
    from api.games.cardcore import moves
    from tests.games.lcg2e.joust import at_challenges
    s = at_challenges(first=1, play=([], ["Cersei Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    stannis = cards.create(s, 0, "01052", "hand")
    moves.enter_play(s, stannis, "setup", kneeling=True)
    fury = cards.create(s, 0, "01063", "hand")
    s["seats"][0]["gold"] = gold
    cards.touch(s)
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})   # Cersei, STR 4
    return s, stannis, fury


def test_01063_ours_is_the_fury():
    s, stannis, fury = _fury_game()
    play = {"type": "play", "card": fury, "ability": 0}
    events = _drive(s, play)
    assert {"type": "participating", "card": stannis, "side": "defenders"} in events
    # Stannis (STR 5) defended against Cersei (STR 4): Baratheon won, so he stands
    won = [e for e in events if e["type"] == "challenge-resolved"]
    assert won[0]["winner"] == 0 and won[0]["defending"] == 5
    assert not s["cards"][stannis]["kneeling"] and s["seats"][0]["gold"] == 0


def test_01063_ours_is_the_fury_not_while_attacking_or_without_gold():
    s, stannis, fury = _fury_game(gold=1)
    assert {"type": "play", "card": fury, "ability": 0} not in offered(s, 0)
    t = bg().seat(0, hand=["Ours is the Fury"], play=[{"card": "Stannis Baratheon",
                                                      "kneeling": True}], deck=DECK, gold=2)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    table_game(t)
    set_challenge(t, "power", [], [t.id("Tywin Lannister")], attacker=0)
    assert not [a for a in actions(t, 0, "challenges") if a["type"] == "play"]


def _standing_table(stark_kneeling):
    t = bg().seat(0, play=[{"card": "Stannis Baratheon", "kneeling": True},
                           {"card": "Chamber of the Painted Table", "kneeling": True}],
                  deck=DECK, kneeling_faction=True)
    t.seat(1, play=[{"card": n, "kneeling": True} for n in stark_kneeling], deck=DECK)
    s = table_game(t)
    s["stack"] = [{"kind": "round", "stage": "standing"}]
    s["phase"] = "standing"
    cards.touch(s)
    return t, s


def test_01052_stannis_baratheon():
    t, s = _standing_table(["Tywin Lannister", "Cersei Lannister", "Theon Greyjoy"])
    FLOW.settle(s)
    # Baratheon has one kneeling character: nothing to choose; Greyjoy has three
    assert GAME.to_act(s) == [1]
    d = GAME.decisions(s, 1, "en")[0]
    assert d["type"] == "stand_limit" and len(d["options"]) == 3   # no confirm before 2 are picked
    tywin, cersei, theon = (t.id(n) for n in ("Tywin Lannister", "Cersei Lannister",
                                              "Theon Greyjoy"))
    for c in (tywin, theon):
        answer(s, 1, lambda a, c=c: a == {"type": "toggle", "card": c})
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert [s["cards"][c]["kneeling"] for c in (tywin, cersei, theon)] == [False, True, False]
    # every other kneeling card stands as usual
    assert not t.card("Stannis Baratheon")["kneeling"]
    assert not t.card("Chamber of the Painted Table")["kneeling"]
    assert not s["seats"][0]["faction_card"]["kneeling"]


def test_01052_stannis_baratheon_two_or_fewer_stand_without_a_choice():
    t, s = _standing_table(["Tywin Lannister", "Cersei Lannister"])
    FLOW.settle(s)
    assert not any(c["kneeling"] for c in s["cards"].values() if c["zone"] == "play")


def test_01058_lightbringer():
    from api.games.lcg2e import triggered
    t = bg().seat(0, play=[{"card": "Stannis Baratheon", "kneeling": True},
                           ("Lightbringer", "Stannis Baratheon"), "Fiery Followers"], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    stannis, light = t.id("Stannis Baratheon"), t.id("Lightbringer")
    assert "renown" in t.keywords("Stannis Baratheon")
    # an ability gives Stannis power (the verb raises "gains power" for those who answer it)
    triggered.EXTRA["gain_power"](s, {"seat": 0, "source": None}, card=stannis, amount=1)
    FLOW.settle(s)
    use(s, 0, light, 1)
    assert not s["cards"][stannis]["kneeling"]
    s["cards"][stannis]["kneeling"] = True
    cards.touch(s)
    triggered.EXTRA["gain_power"](s, {"seat": 0, "source": None}, card=stannis, amount=1)
    FLOW.settle(s)
    assert not GAME.to_act(s)                             # Limit once per phase


def test_01058_lightbringer_on_another_character():
    from api.games.lcg2e import triggered
    t = bg().seat(0, play=["Fiery Followers", ("Lightbringer", "Fiery Followers"),
                           {"card": "Stannis Baratheon", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    assert "renown" not in t.keywords("Fiery Followers")
    triggered.EXTRA["gain_power"](s, {"seat": 0, "source": None},
                                  card=t.id("Stannis Baratheon"), amount=1)
    FLOW.settle(s)
    assert not GAME.to_act(s)                             # not the attached character


def test_01047_melisandre():
    t = bg().seat(0, play=["Melisandre"], hand=["Fiery Followers", "Dragonstone Faithful"],
                  deck=DECK, gold=9)
    t.seat(1, play=["Tywin Lannister"], deck=DECK)
    mel, tywin = t.id("Melisandre"), t.id("Tywin Lannister")
    _marshal(t, 0, "Dragonstone Faithful")                # no R'hllor trait: nothing
    assert not GAME.to_act(t.state)
    _marshal(t, 0, "Fiery Followers")                     # R'hllor
    use(t.state, 0, mel)
    assert tywin in [a["choice"] for a in offered(t.state, 0)]
    choose(t.state, 0, tywin)
    assert t.card("Tywin Lannister")["kneeling"]


def test_01047_melisandre_after_playing_a_rhllor_event_limit_once_per_round():
    t = bg().seat(0, play=["Melisandre"], hand=["Seen In Flames", "Seen In Flames"],
                  deck=DECK, gold=2)
    t.seat(1, play=["Tywin Lannister"], hand=["Hear Me Roar!", "Lannisport"], deck=DECK)
    mel = t.id("Melisandre")
    first, second = t.ids("Seen In Flames")
    actions(t, 0, "challenges")
    take(t, 0, {"type": "play", "card": first, "ability": 0})
    choose(t.state, 0, t.id("Lannisport"))
    answer(t.state, 1, lambda a: a["type"] == "pass")     # no Hand's Judgment
    use(t.state, 0, mel)                                  # after playing it
    choose(t.state, 0, t.id("Tywin Lannister"))
    take(t, 0, {"type": "play", "card": second, "ability": 0})
    assert {"type": "ability", "card": mel, "ability": 0} not in offered(t.state, 0)


def test_01064_seen_in_flames():
    t = bg().seat(0, play=["Selyse Baratheon"], hand=["Seen In Flames"], deck=DECK, gold=1)
    t.seat(1, hand=["Tywin Lannister", "Hear Me Roar!"], deck=DECK)
    sif, tywin, roar = t.id("Seen In Flames"), t.id("Tywin Lannister"), t.id("Hear Me Roar!")
    act = {"type": "play", "card": sif, "ability": 0}
    assert act in actions(t, 0, "challenges") and act not in actions(t, 0, "marshaling")
    take(t, 0, act)
    # the looking player sees the hand as his options; the other seat is not shown them
    assert offered(t.state, 0) == [{"type": "choose", "choice": tywin},
                                   {"type": "choose", "choice": roar}]
    assert "Tywin" not in str(GAME.decisions(t.state, 1, "en"))
    # the leak check's declaration: the hand is not secret from its looker now, from others it is
    from api.games.lcg2e.secrets import secrets
    assert ("seats", 1, "hand", 0) not in [x.at for x in secrets(t.state, 0)]
    assert ("seats", 1, "hand", 0) in [x.at for x in secrets(t.state, None)]
    choose(t.state, 0, tywin)
    pass_all(t.state)      # The Hand's Judgment could answer it: Lannister holds cards
    assert t.state["cards"][tywin]["zone"] == "discard" and t.state["seats"][1]["hand"] == [roar]
    assert ("seats", 1, "hand", 0) in [x.at for x in secrets(t.state, 0)]   # the look is over


def test_01064_seen_in_flames_needs_a_rhllor_character_and_cards_to_see():
    t = bg().seat(0, play=["Stannis Baratheon"], hand=["Seen In Flames"], deck=DECK, gold=1)
    t.seat(1, hand=["Tywin Lannister"], deck=DECK)
    assert not [a for a in actions(t, 0, "challenges") if a["type"] == "play"]
    t2 = bg().seat(0, play=["Selyse Baratheon"], hand=["Seen In Flames"], deck=DECK, gold=1)
    t2.seat(1, deck=DECK)
    assert not [a for a in actions(t2, 0, "challenges") if a["type"] == "play"]


def test_01069_euron_crows_eye():
    t = bg().seat(0, play=["Euron Crow's Eye"], deck=DECK)
    t.seat(1, discard=["Casterly Rock", "Tywin Lannister"], deck=DECK)
    euron, rock = t.id("Euron Crow's Eye"), t.id("Casterly Rock")
    fire(t, "pillage_discard", card=euron, loser=1, discarded=[t.id("Tywin Lannister")])
    assert forced(use(t.state, 0, euron), rock)           # the only location there
    assert t.state["cards"][rock]["zone"] == "play" and t.state["cards"][rock]["controller"] == 0
    assert rock in t.state["seats"][0]["play"]


def test_01069_euron_crows_eye_the_pillage_of_another_card():
    t = bg().seat(0, play=["Euron Crow's Eye", "Theon Greyjoy"], deck=DECK)
    t.seat(1, discard=["Casterly Rock"], deck=DECK)
    fire(t, "pillage_discard", card=t.id("Theon Greyjoy"), loser=1, discarded=[])
    assert not GAME.to_act(t.state)


def test_01081_risen_from_the_sea():
    t = bg().seat(0, play=["Theon Greyjoy"], hand=["Risen from the Sea"], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    theon, risen = t.id("Theon Greyjoy"), t.id("Risen from the Sea")
    triggers.kill(s, [theon], by=1)
    FLOW.settle(s)
    events = use(s, 0, risen)
    assert {"type": "saved", "card": theon, "by": risen} in events
    assert s["cards"][theon]["zone"] == "play" and s["cards"][risen]["attached_to"] == theon
    # its attachment text: Terminal, +1 STR, and it is a Condition (Maester Cressen's target)
    assert t.str("Theon Greyjoy") == 4
    assert "terminal" in t.keywords("Risen from the Sea")
    assert "Condition" in t.traits("Risen from the Sea")
    triggers.kill(s, [theon], by=1)                       # killed again: it is discarded
    FLOW.settle(s)
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][theon]["zone"] == "dead" and s["cards"][risen]["zone"] == "discard"


def test_01081_risen_from_the_sea_not_for_another_faction():
    t = bg().seat(0, play=["Stannis Baratheon"], hand=["Risen from the Sea"], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    stannis = t.id("Stannis Baratheon")
    triggers.kill(s, [stannis], by=1)
    FLOW.settle(s)
    assert {"type": "ability", "card": t.id("Risen from the Sea"), "ability": 0} \
        not in offered(s, 0)
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][stannis]["zone"] == "dead"


def test_01062_consolidation_of_power():
    t = bg().seat(0, hand=["Consolidation of Power"], play=["Shireen Baratheon"], deck=DECK,
                  gold=1)
    t.seat(1, play=["Cersei Lannister", "Theon Greyjoy", "Tywin Lannister"], deck=DECK)
    cop, cersei, theon, shireen = (t.id(n) for n in (
        "Consolidation of Power", "Cersei Lannister", "Theon Greyjoy", "Shireen Baratheon"))
    act = {"type": "play", "card": cop, "ability": 0}
    assert act in actions(t, 0, "marshaling")
    take(t, 0, act)
    d = GAME.decisions(t.state, 0, "en")[0]
    # Tywin (STR 6) is over the budget; Shireen (1), Cersei (4), Theon (3) are offered
    assert {o["action"].get("card") for o in d["options"]} == {shireen, cersei, theon}
    answer(t.state, 0, lambda a: a == {"type": "toggle", "card": theon})
    # now only the same player's characters within 1 more STR: none (Cersei has 4)
    assert [o["action"] for o in GAME.decisions(t.state, 0)[0]["options"]
            if o["action"]["type"] == "toggle"] == [{"type": "toggle", "card": theon}]
    answer(t.state, 0, lambda a: a["type"] == "confirm")
    pass_all(t.state)
    assert t.state["cards"][theon]["kneeling"] and t.state["cards"][theon]["power"] == 1
    assert not t.state["cards"][cersei]["kneeling"]


def test_01062_consolidation_of_power_nothing_within_the_budget():
    t = bg().seat(0, hand=["Consolidation of Power"], deck=DECK, gold=1)
    t.seat(1, play=["Tywin Lannister", {"card": "Cersei Lannister", "kneeling": True}],
           deck=DECK)
    assert not [a for a in actions(t, 0, "marshaling") if a["type"] == "play"]


# -- random play with the Baratheon and Greyjoy box decks ---------------------------------------

def test_random_play_with_the_baratheon_and_greyjoy_cards_stays_legal_and_hidden():
    """Random listed options with both box decks that hold these cards: the game ends, no card
    is created or lost, and no view or event shows a card hidden from its reader (Seen In
    Flames shows a hand to its player through his decision only)."""
    import json

    from api.games.cardcore.view import hidden_from
    from tests.games.lcg2e.joust import play_random
    from tests.games.lcg2e.test_joust import _where
    used = set()
    for seed in (1,):
        start = GAME.new(2, {"decks": ["box-old-ways", "box-at-the-wall"]}, seed)
        ids = sorted(start["cards"])

        def each(state, seat, action, events, ids=ids):
            assert sorted(_where(state)) == ids
            for viewer in (0, 1):
                hidden = hidden_from(state, viewer)
                text = json.dumps(GAME.view(state, viewer))
                assert not any(f'"{c}"' in text for c in hidden)
            used.update(e["label"].split(".")[1] for e in events if e["type"] == "ability-used")

        end = play_random(seed, {"decks": ["box-old-ways", "box-at-the-wall"]}, max_steps=40000,
                          each=each)
        assert end["result"] is not None
    assert len(used & {"01056", "01059", "01074", "01080", "01079"}) >= 2


def test_01081_risen_from_the_sea_saves_a_character_that_takes_no_attachments():
    t = bg().seat(0, play=["Drowned Men"], hand=["Risen from the Sea"], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    men, risen = t.id("Drowned Men"), t.id("Risen from the Sea")
    triggers.kill(s, [men], by=1)
    FLOW.settle(s)
    use(s, 0, risen)
    # saved; it cannot be attached ("No attachments"), so it stays in the discard pile
    assert s["cards"][men]["zone"] == "play" and s["cards"][risen]["zone"] == "discard"


def test_the_leak_check_with_the_baratheon_and_greyjoy_box_decks():
    """The leak check of tests/engine/test_leaks.py (which plays the learning decks) over a game
    with these cards: Seen In Flames shows a hand to its player alone (secrets.py)."""
    import dataclasses

    from tests.support import leaks
    decks = {"decks": ["box-old-ways", "box-at-the-wall"]}
    game = dataclasses.replace(GAME, new=lambda players, options, seed: GAME.new(
        players, decks, seed))
    checker = leaks.play(game, 2, seed=3, check_share=0.05)
    assert checker.stats["actions"] > 0
