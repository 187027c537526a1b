"""The Core Targaryen and Tyrell cards (issue #13): one test per card (``test_<code>_…``, read
by coverage.py), each showing the ability's real effect and a case where it is not offered or
does nothing."""
from api.games.cardcore import cards, derive, effects
from api.games.lcg2e import GAME, challenges, plays, triggered, triggers
from api.games.lcg2e.flow import FLOW
from api.games.lcg2e.rounds import end_phase
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import answer, decision, fire, table_game
from tests.games.lcg2e.test_abilities import _family_reducer

DECK = ["Tumblestone Knight"] * 3


def table(phase="challenges"):
    return Table(factions=("targaryen", "tyrell"), phase=phase)


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def use(state, seat, cid, index=0):
    return answer(state, seat, lambda a: a == {"type": "ability", "card": cid, "ability": index})


def choose(state, seat, choice):
    """Answer a choice; a question with one option only was taken by the engine already
    (the test then checks the effect)."""
    if {"type": "choose", "choice": choice} not in offered(state, seat):
        return []
    return answer(state, seat, lambda a: a == {"type": "choose", "choice": choice})


def act(state, seat, cid, index=0, kind="ability"):
    """Take an Action (or play an event) from an action window and run it to its first
    question; the events."""
    events = plays.take(state, seat, {"type": kind, "card": cid, "ability": index})
    return events + FLOW.settle(state)


def actions(state, seat, phase="challenges"):
    """The Actions and events the seat may use now, as plays.plays lists them."""
    return [a for a in plays.plays(state, {"phase": phase}, seat)
            if a["type"] in ("ability", "play")]


def in_challenge(t, kind, attacker, attackers, defenders=(), made=1):
    """Put the table in a challenge of ``kind`` (the attacker's ``made``-th of that type)."""
    s = table_game(t) if "stack" not in t.state else t.state
    s["challenge"] = {"type": kind, "attacker": attacker, "defender": 1 - attacker,
                      "attackers": list(attackers), "defenders": list(defenders), "bypassed": []}
    s["challenges_made"][attacker][kind] = made
    cards.touch(s)
    return s


def win(t, kind, winner, attacker, attackers=(), defenders=(), margin=1):
    """The ``win_challenge`` point of a challenge won by ``winner`` (the challenge still
    running, as when the flow raises it)."""
    s = in_challenge(t, kind, attacker, attackers, defenders)
    return fire(t, "win_challenge", challenge=kind, winner=winner, loser=1 - winner,
                attacker=attacker, defender=1 - attacker, attackers=list(attackers),
                defenders=list(defenders), margin=margin) if s else None


# -- Targaryen ------------------------------------------------------------------------------

def test_01160_daenerys_targaryen():
    t = table().seat(0, play=["Daenerys Targaryen", "Viserys Targaryen"], deck=DECK)
    t.seat(1, play=["Randyll Tarly", "Margaery Tyrell"], deck=DECK)
    s = in_challenge(t, "military", 1, [t.id("Randyll Tarly")], [t.id("Viserys Targaryen")])
    assert t.str("Randyll Tarly") == 5 - 1 and t.str("Margaery Tyrell") == 3   # attackers only
    assert t.str("Viserys Targaryen") == 1                                   # her own side
    s["cards"][t.id("Daenerys Targaryen")]["kneeling"] = True                # knelt: no effect
    cards.touch(s)
    assert t.str("Randyll Tarly") == 5
    s["cards"][t.id("Daenerys Targaryen")]["kneeling"] = False
    in_challenge(t, "power", 0, [t.id("Viserys Targaryen")], [t.id("Randyll Tarly")])
    assert t.str("Randyll Tarly") == 5                        # she attacks: not against her


def test_01162_khal_drogo():
    t = table().seat(0, play=["Khal Drogo"], deck=DECK).seat(1, deck=DECK)
    s = table_game(t)
    assert challenges.allowance(s, 0, "military") == 2
    assert challenges.allowance(s, 0, "power") == 1 and challenges.allowance(s, 1, "military") == 1


def test_01163_magister_illyrio():
    t = table().seat(0, play=["Magister Illyrio", {"card": "Khal Drogo", "kneeling": True},
                              {"card": "Handmaiden", "kneeling": True}], deck=DECK, gold=4)
    t.seat(1, deck=DECK)
    s = table_game(t)
    illyrio, drogo = t.id("Magister Illyrio"), t.id("Khal Drogo")
    assert {"type": "ability", "card": illyrio, "ability": 0} in actions(s, 0)
    act(s, 0, illyrio)
    events = choose(s, 0, drogo)
    assert {"type": "stood", "card": drogo} in events and s["seats"][0]["gold"] == 2
    # Limit once per phase: Handmaiden still kneels and the gold is there, yet not offered
    assert {"type": "ability", "card": illyrio, "ability": 0} not in actions(s, 0)
    end_phase(s)
    s["seats"][0]["gold"] = 1                                    # a new phase, 1 gold: no
    cards.touch(s)
    assert {"type": "ability", "card": illyrio, "ability": 0} not in actions(s, 0)


def test_01164_rhaegal():
    t = table().seat(0, play=["Rhaegal", {"card": "Daenerys Targaryen", "kneeling": True}],
                     deck=DECK)
    t.seat(1, deck=DECK)
    rhaegal, dany = t.id("Rhaegal"), t.id("Daenerys Targaryen")
    win(t, "power", 0, 0, [dany])
    s = t.state
    use(s, 0, rhaegal)               # Daenerys, the only Stormborn: chosen by the engine
    assert not s["cards"][dany]["kneeling"]
    s["cards"][dany]["kneeling"] = True                    # Limit once per phase
    win(t, "power", 0, 0, [dany])
    assert {"type": "ability", "card": rhaegal, "ability": 0} not in offered(s, 0)


def test_01164_rhaegal_needs_a_stormborn_participant():
    t = table().seat(0, play=["Rhaegal", {"card": "Daenerys Targaryen", "kneeling": True},
                              "Khal Drogo"], deck=DECK)
    t.seat(1, deck=DECK)
    win(t, "power", 0, 0, [t.id("Khal Drogo")])
    assert {"type": "ability", "card": t.id("Rhaegal"), "ability": 0} not in offered(t.state, 0)


def test_01165_ser_jorah_mormont():
    t = table().seat(0, play=["Ser Jorah Mormont", "Khal Drogo"], deck=DECK)
    t.seat(1, deck=DECK)
    jorah = t.id("Ser Jorah Mormont")
    events = win(t, "military", 0, 0, [jorah])        # forced: nobody is asked
    s = t.state
    assert s["cards"][jorah]["tokens"] == {"betrayal": 1} and any(
        e["type"] == "token_placed" for e in events)
    win(t, "military", 1, 0, [jorah])                  # lost: no token
    win(t, "military", 0, 0, [t.id("Khal Drogo")])      # he stays home: no token
    assert s["cards"][jorah]["tokens"] == {"betrayal": 1}
    s["cards"][jorah]["tokens"]["betrayal"] = 2
    win(t, "military", 0, 0, [jorah])                  # the third token: he is sacrificed
    assert s["cards"][jorah]["zone"] == "discard"


def test_01167_viserys_targaryen():
    t = table().seat(0, play=["Viserys Targaryen"], deck=DECK)
    t.seat(1, play=["Margaery Tyrell", ("Heartsbane", "Margaery Tyrell")], deck=DECK)
    s = table_game(t)
    vis, bane = t.id("Viserys Targaryen"), t.id("Heartsbane")
    triggers.kill(s, [vis], by=1)
    FLOW.settle(s)
    use(s, 0, vis)
    choose(s, 0, bane)
    assert s["cards"][bane]["zone"] == "discard" and s["cards"][vis]["zone"] == "dead"


def test_01167_viserys_targaryen_without_an_attachment_in_play():
    t = table().seat(0, play=["Viserys Targaryen"], deck=DECK).seat(1, deck=DECK)
    s = table_game(t)
    vis = t.id("Viserys Targaryen")
    triggers.kill(s, [vis], by=1)
    FLOW.settle(s)
    assert s["cards"][vis]["zone"] == "dead" and not GAME.to_act(s)


def test_01169_handmaiden():
    t = table().seat(0, play=["Handmaiden", {"card": "Daenerys Targaryen", "kneeling": True},
                              {"card": "Khal Drogo", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    maid, dany = t.id("Handmaiden"), t.id("Daenerys Targaryen")
    act(s, 0, maid)
    choose(s, 0, dany)
    assert not s["cards"][dany]["kneeling"] and s["cards"][maid]["zone"] == "discard"
    assert s["cards"][t.id("Khal Drogo")]["kneeling"]               # a Lady only
    t2 = table().seat(0, play=["Handmaiden", "Daenerys Targaryen"], deck=DECK)
    t2.seat(1, deck=DECK)
    assert actions(table_game(t2), 0) == []                          # no Lady kneels


def test_01170_targaryen_loyalist():
    _family_reducer("Targaryen Loyalist", 0, "Khal Drogo", "Illyrio's Estate", 1, 6)


def test_01175_illyrios_estate():
    _family_reducer("Illyrio's Estate", 0, "Plaza of Punishment", "Rose Garden", 1, 3)


def test_01171_unsullied():
    t = table().seat(0, play=["Unsullied", "Khal Drogo"], deck=DECK)
    t.seat(1, play=["Randyll Tarly", "Margaery Tyrell"], deck=DECK)
    uns, randyll = t.id("Unsullied"), t.id("Randyll Tarly")
    in_challenge(t, "military", 0, [uns], [randyll])
    assert t.str("Randyll Tarly") == 4 and t.str("Margaery Tyrell") == 3
    in_challenge(t, "military", 0, [t.id("Khal Drogo")], [randyll])     # he stays home
    assert t.str("Randyll Tarly") == 5


def test_01172_drogos_arakh():
    t = table().seat(0, play=["Khal Drogo", ("Drogo's Arakh", "Khal Drogo"), "Unsullied"],
                     deck=DECK)
    t.seat(1, deck=DECK)
    drogo = t.id("Khal Drogo")
    assert t.str("Khal Drogo") == 5 + 2
    s = in_challenge(t, "military", 0, [drogo])
    assert derive.rules(s, drogo, "no_kneel_on_declare")          # the first [military]
    in_challenge(t, "military", 0, [drogo], made=2)               # the second: he kneels
    assert not derive.rules(s, drogo, "no_kneel_on_declare")
    in_challenge(t, "power", 0, [drogo])
    assert not derive.rules(s, drogo, "no_kneel_on_declare")
    in_challenge(t, "military", 0, [t.id("Unsullied")])          # he is not attacking
    assert not derive.rules(s, drogo, "no_kneel_on_declare")


def test_01173_plaza_of_punishment():
    t = table().seat(0, play=["Plaza of Punishment", "Khal Drogo"], deck=DECK)
    t.seat(1, play=["Margaery Tyrell", ("Heartsbane", "Margaery Tyrell"), "Garden Caretaker",
                    "Randyll Tarly"], deck=DECK)
    plaza, caretaker, randyll = (t.id(n) for n in ("Plaza of Punishment", "Garden Caretaker",
                                                   "Randyll Tarly"))
    win(t, "power", 0, 0, [t.id("Khal Drogo")])
    s = t.state
    use(s, 0, plaza)
    targets = [o["choice"] for o in offered(s, 0)]
    assert t.id("Margaery Tyrell") not in targets and randyll in targets   # she has Heartsbane
    choose(s, 0, caretaker)                           # STR 1: 0 now, so killed
    assert s["cards"][plaza]["kneeling"] and s["cards"][caretaker]["zone"] == "dead"
    t2 = table().seat(0, play=["Plaza of Punishment", "Khal Drogo"], deck=DECK)
    t2.seat(1, play=["Randyll Tarly"], deck=DECK)
    win(t2, "power", 0, 0, [t2.id("Khal Drogo")])
    use(t2.state, 0, t2.id("Plaza of Punishment"))
    choose(t2.state, 0, t2.id("Randyll Tarly"))
    assert t2.str("Randyll Tarly") == 3 and t2.card("Randyll Tarly")["zone"] == "play"
    end_phase(t2.state)
    assert t2.str("Randyll Tarly") == 5
    t3 = table().seat(0, play=["Plaza of Punishment", "Khal Drogo"], deck=DECK)
    t3.seat(1, play=["Randyll Tarly"], deck=DECK)
    win(t3, "military", 0, 0, [t3.id("Khal Drogo")])        # not a [power] challenge
    assert {"type": "ability", "card": t3.id("Plaza of Punishment"), "ability": 0} \
        not in offered(t3.state, 0)


def test_01174_dothraki_sea():
    t = table().seat(0, play=["Dothraki Sea", "Daenerys Targaryen"],
                     hand=["Khal Drogo", "Viserys Targaryen"], deck=DECK)
    t.seat(1, deck=DECK)
    sea, drogo = t.id("Dothraki Sea"), t.id("Khal Drogo")
    win(t, "power", 0, 0, [t.id("Daenerys Targaryen")])
    s = t.state
    use(s, 0, sea)
    choose(s, 0, drogo)
    assert s["cards"][drogo]["zone"] == "play" and s["cards"][sea]["zone"] == "discard"
    end_phase(s)                          # back to the hand (a `returned` timing point)
    FLOW.settle(s)
    assert s["cards"][drogo]["zone"] == "hand"
    t2 = table().seat(0, play=["Dothraki Sea", "Daenerys Targaryen"],
                      hand=["Viserys Targaryen"], deck=DECK)
    t2.seat(1, deck=DECK)
    win(t2, "power", 0, 0, [t2.id("Daenerys Targaryen")])           # no Dothraki in hand
    assert {"type": "ability", "card": t2.id("Dothraki Sea"), "ability": 0} \
        not in offered(t2.state, 0)


def _dracarys(dragon_kneels=False):
    t = table().seat(0, play=[{"card": "Rhaegal", "kneeling": dragon_kneels}, "Khal Drogo"],
                     hand=["Dracarys!"], deck=DECK, gold=1)
    t.seat(1, play=["Randyll Tarly", "Margaery Tyrell"], deck=DECK)
    s = in_challenge(t, "military", 0, [t.id("Khal Drogo")], [t.id("Randyll Tarly")])
    return t, s, t.id("Dracarys!")


def test_01176_dracarys():
    t, s, card = _dracarys()
    play = {"type": "play", "card": card, "ability": 0}
    assert play in actions(s, 0)
    act(s, 0, card, kind="play")
    rhaegal, randyll = t.id("Rhaegal"), t.id("Randyll Tarly")
    choose(s, 0, rhaegal)                               # the Dragon to kneel
    assert [o["choice"] for o in offered(s, 0)] == [t.id("Khal Drogo"), randyll]
    choose(s, 0, randyll)
    assert t.str("Randyll Tarly") == 1 and t.card("Randyll Tarly")["zone"] == "play"
    assert s["cards"][rhaegal]["kneeling"] and s["seats"][0]["gold"] == 0
    # killed once its STR is 0 (here: Daenerys's -1 would do it; another -1 lasting effect)
    effects.add(s, "modify_str", {"amount": -1}, "phase", 0, cards=[randyll])
    triggered.kill_at_zero_str(s)
    FLOW.settle(s)
    assert t.card("Randyll Tarly")["zone"] == "dead"


def test_01176_dracarys_kills_at_zero_str():
    t, s, card = _dracarys()
    act(s, 0, card, kind="play")
    choose(s, 0, t.id("Rhaegal"))
    choose(s, 0, t.id("Khal Drogo"))                   # STR 5 - 4: stays
    assert t.card("Khal Drogo")["zone"] == "play"
    t, s, card = _dracarys()
    s["challenge"]["defenders"].append(t.id("Margaery Tyrell"))
    cards.touch(s)
    act(s, 0, card, kind="play")
    choose(s, 0, t.id("Rhaegal"))
    choose(s, 0, t.id("Margaery Tyrell"))              # STR 3 - 4: killed at once
    assert t.card("Margaery Tyrell")["zone"] == "dead"


def test_01176_dracarys_needs_a_standing_dragon():
    _t, s, card = _dracarys(dragon_kneels=True)
    assert {"type": "play", "card": card, "ability": 0} not in actions(s, 0)


def test_01177_fire_and_blood_puts_a_hatchling_into_play():
    t = table().seat(0, hand=["Fire and Blood"], dead=["Rhaegal", "Viserys Targaryen"],
                     deck=DECK, gold=1)
    t.seat(1, deck=DECK)
    s = table_game(t)
    card, rhaegal = t.id("Fire and Blood"), t.id("Rhaegal")
    assert {"type": "play", "card": card, "ability": 0} not in actions(s, 0, "marshaling")
    act(s, 0, card, kind="play")
    choose(s, 0, rhaegal)
    assert offered(s, 0) == [{"type": "use"}, {"type": "skip"}]      # a Hatchling: may instead
    answer(s, 0, lambda a: a == {"type": "use"})
    assert s["cards"][rhaegal]["zone"] == "play"


def test_01177_fire_and_blood_shuffles_back():
    t = table().seat(0, hand=["Fire and Blood"], dead=["Rhaegal", "Viserys Targaryen"],
                     deck=DECK, gold=1)
    t.seat(1, deck=DECK)
    s = table_game(t)
    act(s, 0, t.id("Fire and Blood"), kind="play")
    vis = t.id("Viserys Targaryen")
    choose(s, 0, vis)                                 # no Hatchling: no question
    assert s["cards"][vis]["zone"] == "deck" and len(s["seats"][0]["deck"]) == 4
    t2 = table().seat(0, hand=["Fire and Blood"], dead=["Handmaiden"], deck=DECK, gold=1)
    t2.seat(1, deck=DECK)                             # not unique: nothing to choose
    assert actions(table_game(t2), 0) == []


def test_01178_waking_the_dragon():
    t = table().seat(0, play=[{"card": "Daenerys Targaryen", "kneeling": True},
                              {"card": "Handmaiden", "kneeling": True}],
                     hand=["Waking the Dragon"], deck=DECK)
    t.seat(1, deck=DECK)
    s = table_game(t)
    dany = t.id("Daenerys Targaryen")
    act(s, 0, t.id("Waking the Dragon"), kind="play")
    choose(s, 0, dany)
    assert not s["cards"][dany]["kneeling"]
    end_phase(s)                          # back to the hand (a `returned` timing point)
    FLOW.settle(s)
    assert s["cards"][dany]["zone"] == "hand"
    t2 = table().seat(0, play=[{"card": "Braided Warrior", "kneeling": True}],
                      hand=["Waking the Dragon"], deck=DECK)
    t2.seat(1, play=[{"card": "Randyll Tarly", "kneeling": True}], deck=DECK)
    assert actions(table_game(t2), 0) == []      # no unique [targaryen] character of his


# -- Tyrell ---------------------------------------------------------------------------------

def _left_right(name, partner, icon):
    t = table().seat(1, play=[name], deck=DECK).seat(0, play=["Khal Drogo"], deck=DECK)
    s = table_game(t)
    me = t.id(name)
    assert t.str(name) == 2 and t.icons(name) == ("military",)
    t.put(1, partner)
    assert t.str(name) == 3 and icon in t.icons(name)
    in_challenge(t, "military", 0, [t.id("Khal Drogo")], [me])
    assert derive.rules(s, me, "no_kneel_on_declare")
    in_challenge(t, "military", 0, [t.id("Khal Drogo")], [])
    assert not derive.rules(s, me, "no_kneel_on_declare")


def test_01179_left():
    _left_right("Left", "Right", "power")


def test_01184_right():
    _left_right("Right", "Left", "intrigue")


def test_01180_maester_lomys():
    t = table().seat(0, play=["Khal Drogo"], hand=["Dracarys!", "Fire and Blood"], deck=DECK)
    t.seat(1, play=["Maester Lomys"], deck=DECK)
    lomys = t.id("Maester Lomys")
    win(t, "intrigue", 1, 0, [t.id("Khal Drogo")], [lomys])
    s = t.state
    events = use(s, 1, lomys)
    events += answer(s, 0, lambda a: a["type"] == "pass")   # a hand may hold a cancel: asked
    assert len(s["seats"][0]["hand"]) == 1 and any(
        e["type"] == "moved" and e["reason"] == "random_discard" for e in events)
    win(t, "intrigue", 0, 0, [t.id("Khal Drogo")], [lomys])      # lost: nothing
    assert {"type": "ability", "card": lomys, "ability": 0} not in offered(s, 1)
    win(t, "power", 1, 0, [t.id("Khal Drogo")], [lomys])          # a [power] challenge
    assert {"type": "ability", "card": lomys, "ability": 0} not in offered(s, 1)


def test_01181_margaery_tyrell():
    t = table().seat(1, play=["Margaery Tyrell", "Left"], deck=DECK).seat(0, deck=DECK)
    s = table_game(t)
    marg, left = t.id("Margaery Tyrell"), t.id("Left")
    assert actions(s, 1, "marshaling") == []
    act(s, 1, marg)
    choose(s, 1, left)
    assert t.str("Left") == 5 and s["cards"][marg]["kneeling"]
    assert actions(s, 1) == []                                       # knelt
    end_phase(s)
    assert t.str("Left") == 2


def test_01182_paxter_redwyne():
    t = table().seat(1, play=["Paxter Redwyne", "Left"],
                     hand=["Growing Strong", "Growing Strong"], deck=DECK, gold=1)
    t.seat(0, hand=["Dracarys!"], deck=DECK)
    s = table_game(t)
    one, two = t.ids("Growing Strong")
    assert triggered.event_cost(s, one) == 0                         # 1 - 1
    assert triggered.event_cost(s, t.id("Dracarys!")) == 1           # not the opponent's
    act(s, 1, one, kind="play")
    answer(s, 1, lambda a: a == {"type": "toggle", "card": t.id("Paxter Redwyne")})
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert s["seats"][1]["gold"] == 1 and triggered.event_cost(s, two) == 1   # the first only
    assert t.value(1, "income") == 1                                 # +1 Income (data)


def test_01183_randyll_tarly():
    t = table().seat(1, play=[{"card": "Randyll Tarly", "kneeling": True}, "Margaery Tyrell",
                              {"card": "Left", "kneeling": True}], deck=DECK)
    t.seat(0, deck=DECK)
    s = table_game(t)
    randyll = t.id("Randyll Tarly")
    act(s, 1, t.id("Margaery Tyrell"))
    choose(s, 1, randyll)
    events = use(s, 1, randyll)
    assert {"type": "stood", "card": randyll} in events
    # Limit twice per phase
    s["uses"][f"{randyll}:0:phase"] = 2
    s["cards"][randyll]["kneeling"] = True
    cards.touch(s)
    fire(t, "str_increased", cards=[randyll])
    assert {"type": "ability", "card": randyll, "ability": 0} not in offered(s, 1)


def test_01183_randyll_tarly_not_for_another_character():
    t = table().seat(1, play=[{"card": "Randyll Tarly", "kneeling": True}, "Margaery Tyrell",
                              "Left"], deck=DECK)
    t.seat(0, deck=DECK)
    s = table_game(t)
    act(s, 1, t.id("Margaery Tyrell"))
    choose(s, 1, t.id("Left"))
    assert not GAME.to_act(s) and s["cards"][t.id("Randyll Tarly")]["kneeling"]


def test_01185_the_knight_of_flowers():
    t = table().seat(1, play=["The Knight of Flowers", "Left"], deck=DECK)
    t.seat(0, play=["Khal Drogo", "Unsullied", "Handmaiden"], deck=DECK)
    knight = t.id("The Knight of Flowers")

    def cap(attackers):
        s = in_challenge(t, "military", 1, attackers)
        fr = {"stage": "defenders", "type": "military", "attacker": 1, "defender": 0}
        s["stack"].append(fr)
        challenges._defenders(s, fr)
        frame = s["stack"].pop()
        s["stack"].pop()
        return frame["high"]

    assert cap([knight]) == 1                             # alone
    assert cap([knight, t.id("Left")]) == 2               # not alone: every eligible one


def test_01186_the_queen_of_thorns():
    t = table().seat(1, play=["The Queen of Thorns"],
                     hand=["Randyll Tarly", "Khal Drogo", "Left"], deck=DECK)
    t.seat(0, deck=DECK)
    queen = t.id("The Queen of Thorns")
    win(t, "intrigue", 1, 1, [queen])
    s = t.state
    use(s, 1, queen)
    assert [o["choice"] for o in offered(s, 1)] == [t.id("Randyll Tarly"), t.id("Left")]
    choose(s, 1, t.id("Randyll Tarly"))
    assert t.card("Randyll Tarly")["zone"] == "play"
    win(t, "power", 1, 1, [queen])                         # not an [intrigue] challenge
    assert {"type": "ability", "card": queen, "ability": 0} not in offered(s, 1)


def test_01188_garden_caretaker():
    _family_reducer("Garden Caretaker", 1, "Randyll Tarly", "Rose Garden", 1, 6)


def test_01194_rose_garden():
    _family_reducer("Rose Garden", 1, "Highgarden", "Illyrio's Estate", 1, 3)


def test_01189_olennas_informant():
    t = table().seat(1, play=["Olenna's Informant"], deck=DECK).seat(0, deck=DECK)
    informant = t.id("Olenna's Informant")
    fire(t, "enters_play", card=informant, how="ambush", controller=1)
    s = t.state
    use(s, 1, informant)
    assert [o["choice"] for o in offered(s, 1)] == ["military", "intrigue", "power"]
    choose(s, 1, "power")
    assert challenges.allowance(s, 1, "power") == 2 and challenges.allowance(s, 1, "military") == 1
    end_phase(s)
    assert challenges.allowance(s, 1, "power") == 1
    s["phase"] = "marshaling"                               # marshaled: not in the challenges phase
    cards.touch(s)
    fire(t, "enters_play", card=informant, how="marshal", controller=1)
    assert {"type": "ability", "card": informant, "ability": 0} not in offered(s, 1)


def test_01191_heartsbane():
    t = table().seat(1, play=["Left", ("Heartsbane", "Left"), "Right"], deck=DECK)
    t.seat(0, deck=DECK)
    bane, left = t.id("Heartsbane"), t.id("Left")
    s = in_challenge(t, "military", 1, [t.id("Right")])
    assert actions(s, 1) == []                              # Left stays home
    in_challenge(t, "military", 1, [left])
    act(s, 1, bane)
    assert t.str("Left") == 3 + 3 and s["cards"][bane]["kneeling"]
    effects.expire(s, "challenge")
    assert t.str("Left") == 3


def test_01192_highgarden():
    t = table().seat(1, play=["Highgarden"], deck=DECK, gold=1)
    t.seat(0, play=[{"card": "Khal Drogo", "kneeling": True}, {"card": "Unsullied",
                                                                 "kneeling": True}], deck=DECK)
    drogo, uns = t.id("Khal Drogo"), t.id("Unsullied")
    s = in_challenge(t, "military", 0, [drogo, uns])
    act(s, 1, t.id("Highgarden"))
    choose(s, 1, drogo)
    assert not s["cards"][drogo]["kneeling"] and s["challenge"]["attackers"] == [uns]
    assert s["seats"][1]["gold"] == 0
    t2 = table().seat(1, play=["Highgarden"], deck=DECK, gold=0)   # 1 gold to pay: none
    t2.seat(0, play=["Khal Drogo"], deck=DECK)
    s2 = in_challenge(t2, "military", 0, [t2.id("Khal Drogo")])
    assert actions(s2, 1) == []


def test_01193_the_mander():
    t = table().seat(1, play=["The Mander", "Randyll Tarly"], deck=DECK * 2).seat(0, deck=DECK)
    mander = t.id("The Mander")
    win(t, "power", 1, 1, [t.id("Randyll Tarly")], margin=4)
    assert {"type": "ability", "card": mander, "ability": 0} not in offered(t.state, 1)
    win(t, "power", 1, 1, [t.id("Randyll Tarly")], margin=5)
    use(t.state, 1, mander)
    assert len(t.state["seats"][1]["hand"]) == 2 and t.card("The Mander")["kneeling"]


def test_01195_growing_strong():
    t = table().seat(1, play=["Left", "Right", "Randyll Tarly", "Margaery Tyrell"],
                     hand=["Growing Strong"], deck=DECK, gold=1)
    t.seat(0, play=["Khal Drogo"], deck=DECK)
    s = table_game(t)
    card = t.id("Growing Strong")
    assert {"type": "play", "card": card, "ability": 0} not in actions(s, 1, "marshaling")
    act(s, 1, card, kind="play")
    d = decision(s, 1)
    assert t.id("Khal Drogo") not in [o["action"].get("card") for o in d["options"]]
    for cid in (t.id("Left"), t.id("Right"), t.id("Margaery Tyrell")):
        answer(s, 1, lambda a, c=cid: a == {"type": "toggle", "card": c})
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert (t.str("Left"), t.str("Right"), t.str("Margaery Tyrell"), t.str("Randyll Tarly")) \
        == (3 + 2, 3 + 2, 5, 5)
    t2 = table().seat(1, hand=["Growing Strong"], deck=DECK, gold=1)   # no [tyrell] character
    t2.seat(0, play=["Khal Drogo"], deck=DECK)
    assert actions(table_game(t2), 1) == []


def test_01196_olennas_cunning():
    t = table().seat(1, play=["Margaery Tyrell"], hand=["Olenna's Cunning"], gold=2,
                     deck=["Left", "Rose Garden", "Heartsbane", "Left"])
    t.seat(0, deck=DECK)
    marg = t.id("Margaery Tyrell")
    win(t, "intrigue", 1, 1, [marg])
    s = t.state
    card = t.id("Olenna's Cunning")
    answer(s, 1, lambda a: a == {"type": "ability", "card": card, "ability": 0})
    # the loser names the type, in public
    assert GAME.to_act(s) == [0]
    assert offered(s, 0) == [{"type": "choose", "choice": k}
                             for k in ("character", "location", "attachment", "event")]
    choose(s, 0, "character")
    # the winner searches by code among the other types (Left is no choice)
    from api.games.lcg2e.catalog import BY_NAME
    assert offered(s, 1) == [{"type": "take", "code": BY_NAME[n]}
                             for n in ("Rose Garden", "Heartsbane")]
    events = answer(s, 1, lambda a: a == {"type": "take", "code": BY_NAME["Heartsbane"]})
    assert {"type": "card-shown", "seat": 1, "code": BY_NAME["Heartsbane"]} in events
    assert {"type": "deck-shuffled", "seat": 1} in events
    assert t.zone(1, "hand") == ["Heartsbane"] and s["seats"][1]["gold"] == 0
    assert t.card("Olenna's Cunning")["zone"] == "discard"


def test_01196_olennas_cunning_not_after_a_military_challenge():
    t = table().seat(1, play=["Margaery Tyrell"], hand=["Olenna's Cunning"], gold=2,
                     deck=["Left", "Rose Garden"])
    t.seat(0, deck=DECK)
    win(t, "military", 1, 1, [t.id("Margaery Tyrell")])
    card = t.id("Olenna's Cunning")
    assert {"type": "ability", "card": card, "ability": 0} not in offered(t.state, 1)
    win(t, "power", 0, 1, [t.id("Margaery Tyrell")])          # lost
    assert {"type": "ability", "card": card, "ability": 0} not in offered(t.state, 1)


def test_01197_the_bear_and_the_maiden_fair():
    from api.games.lcg2e.catalog import BY_NAME
    names = ["Khal Drogo", "Unsullied", "Handmaiden", "Rhaegal", "Dracarys!", "Left"]
    t = table().seat(1, hand=['"The Bear and the Maiden Fair"'], deck=DECK)
    t.seat(0, deck=names)
    s = table_game(t)
    card = t.id('"The Bear and the Maiden Fair"')
    act(s, 1, card, kind="play")
    assert offered(s, 1) == [{"type": "choose", "choice": 0}, {"type": "choose", "choice": 1}]
    choose(s, 1, 0)                                        # the opponent's deck
    d = decision(s, 1)
    assert [o["label"][2:] for o in d["options"][:5]] == names[:5]   # looked at, by name
    assert all("card" not in o["action"] for o in d["options"])      # ids stay hidden
    for slot in (0, 3):                                    # Khal Drogo, Rhaegal to the bottom
        answer(s, 1, lambda a, i=slot: a == {"type": "toggle", "slot": i})
    answer(s, 1, lambda a: a["type"] == "confirm")
    # the others on top: Handmaiden first, then Dracarys!, then Unsullied
    for slot in (2, 4):
        answer(s, 1, lambda a, i=slot: a == {"type": "order", "first": i})
    # the bottom ones: Rhaegal, then Khal Drogo (the bottom card)
    events = answer(s, 1, lambda a: a == {"type": "order", "first": 3})
    assert t.zone(0, "deck") == ["Handmaiden", "Dracarys!", "Unsullied", "Left", "Rhaegal",
                                 "Khal Drogo"]
    assert {"type": "deck-arranged", "seat": 0, "looker": 1, "top": 3, "bottom": 2} in events
    assert BY_NAME["Left"]


def test_01197_the_bear_and_the_maiden_fair_all_on_top():
    t = table().seat(1, hand=['"The Bear and the Maiden Fair"'], deck=["Left", "Right"])
    t.seat(0, deck=DECK)
    s = table_game(t)
    act(s, 1, t.id('"The Bear and the Maiden Fair"'), kind="play")
    choose(s, 1, 1)                                        # his own deck
    answer(s, 1, lambda a: a["type"] == "confirm")         # nothing to the bottom
    answer(s, 1, lambda a: a == {"type": "order", "first": 1})
    assert t.zone(1, "deck") == ["Right", "Left"]
    t2 = table().seat(1, hand=['"The Bear and the Maiden Fair"'], deck=DECK)
    t2.seat(0, deck=DECK)
    s2 = table_game(t2)
    s2["phase"] = "marshaling"
    assert {"type": "play", "card": t2.id('"The Bear and the Maiden Fair"'), "ability": 0} \
        in actions(s2, 1, "marshaling")                   # an Action: any phase
    t3 = table().seat(1, hand=['"The Bear and the Maiden Fair"'], deck=DECK,
                      plot="Marching Orders")        # no events this round
    t3.seat(0, deck=DECK)
    assert actions(table_game(t3), 1) == []


def test_01197_the_bear_and_the_maiden_fair_says_whose_deck_is_arranged():
    """Every question after the player is chosen says whose deck it is (a looker who cannot
    tell his own deck from an opponent's cannot tell which cards to bury), in each language,
    and names it as a seat in the decision; the looked-at cards stay unnamed by id."""
    for chosen, whose in ((0, {"en": "player 1's deck", "ru": "колоды игрока 1",
                               "bg": "тестето на играч 1"}),
                          (1, {"en": "your deck", "ru": "вашей колоды", "bg": "вашето тесте"})):
        looked = ["Khal Drogo", "Unsullied", "Handmaiden", "Left"]   # two on top, two under
        t = table().seat(1, hand=['"The Bear and the Maiden Fair"'], deck=looked)
        t.seat(0, deck=looked)
        s = table_game(t)
        card = t.id('"The Bear and the Maiden Fair"')
        act(s, 1, card, kind="play")
        choose(s, 1, chosen)
        for slot in (0, 1):
            answer(s, 1, lambda a, i=slot: a == {"type": "toggle", "slot": i})
        for step in ("bottom", "top order", "bottom order"):
            for lang, words_ in whose.items():
                (d,) = GAME.decisions(s, 1, lang)
                assert words_ in d["prompt"], (step, lang, d["prompt"])
                assert d["deck"] == chosen and d["source"] == card
                assert all("card" not in o["action"] for o in d["options"])
            answer(s, 1, lambda a: a["type"] in ("confirm", "order"))
        assert not GAME.to_act(s) or GAME.decisions(s, 1)[0]["type"] == "priority"


def test_01176_dracarys_is_announced_as_it_is_paid():
    """Which card to kneel is asked while Dracarys! is still in the hand: nobody else learns
    of it (no event, a private question) until it is paid and leaves the hand."""
    t = table().seat(0, play=["Rhaegal", "Daenerys Targaryen", "Khal Drogo"],
                     hand=["Dracarys!"], deck=DECK, gold=1)
    t.seat(1, play=["Randyll Tarly"], deck=DECK)
    s = in_challenge(t, "military", 0, [t.id("Khal Drogo")], [t.id("Randyll Tarly")])
    card = t.id("Dracarys!")
    assert act(s, 0, card, kind="play") == []
    assert s["stack"][-1]["kind"] == "ability_cost" and not s["stack"][-1].get("public")
    events = choose(s, 0, t.id("Daenerys Targaryen"))
    # "plays Dracarys!" first, then its ability (the log's order)
    assert (events[0]["type"], events[0]["reason"]) == ("moved", "played")
    assert events[1] == {"type": "ability-used", "seat": 0, "card": card, "ability": 0,
                         "label": "ability.01176.0"}
    assert s["cards"][card]["zone"] == "discard"
