"""Triggered and action abilities through the trigger pipeline (spec §5.8): one test per card
(``test_<code>_<card>``, read by coverage.py) firing its ability and showing when it is not
offered (condition false, limit reached, no legal target), then the pipeline's own rules."""
from api.games.cardcore import abilities, cards, derive
from api.games.lcg2e import GAME, plays
from api.games.lcg2e.catalog import BY_NAME
from api.games.lcg2e.challenges import allowance
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import (
    answer,
    at_challenges,
    decision,
    find,
    fire,
    pass_windows,
    table_game,
)

DECK = ["Tumblestone Knight"] * 3


def lcg(**kw):
    t = Table(factions=("stark", "lannister"), **kw)
    return t


def uses(state, seat):
    """The ability uses offered to ``seat`` now ({card, ability} actions)."""
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]
            if o["action"]["type"] == "ability"]


def use(state, seat, cid, index=0):
    return answer(state, seat, lambda a: a == {"type": "ability", "card": cid, "ability": index})


def challenge(state, seat, kind):
    return answer(state, seat, lambda a: a == {"type": "challenge", "challenge": kind})


def confirm(state, seat):
    return answer(state, seat, lambda a: a["type"] == "confirm")


# -- reactions to a challenge being initiated ---------------------------------------------

def test_01144_eddard_stark():
    s = at_challenges(first=1, play=([("Eddard Stark", True)], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    challenge(s, 1, "power")
    assert uses(s, 0) == [{"type": "ability", "card": ned, "ability": 0}]
    events = use(s, 0, ned)
    assert {"type": "stood", "card": ned} in events
    assert decision(s, 0)["type"] == "defenders"       # standing, he may now defend


def test_01144_eddard_stark_standing_is_not_offered():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "power")
    assert uses(s, 0) == [] and decision(s, 0)["type"] == "defenders"


def test_01089_tyrion_lannister():
    s = at_challenges(first=1, play=(["Sansa Stark"], ["Tyrion Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    tyrion = find(s, 1, "Tyrion Lannister", ("play",))
    gold = s["seats"][1]["gold"]
    challenge(s, 1, "intrigue")
    answer(s, 1, lambda a: a == {"type": "choose", "choice": None})    # stealth: bypass nobody
    events = use(s, 1, tyrion)
    assert {"type": "gold_gained", "seat": 1, "amount": 2} in events
    assert s["seats"][1]["gold"] == gold + 2
    assert abilities.uses(s, abilities.limit_key(tyrion, 0, "round")) == 1


def test_01089_tyrion_lannister_limit_twice_per_round():
    s = at_challenges(first=1, play=([], ["Tyrion Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    tyrion = find(s, 1, "Tyrion Lannister", ("play",))
    s["uses"][abilities.limit_key(tyrion, 0, "round")] = 2    # used twice already this round
    challenge(s, 1, "intrigue")
    assert uses(s, 1) == []


def test_01089_tyrion_lannister_not_for_a_power_challenge():
    s = at_challenges(first=1, play=([], ["Tyrion Lannister", "Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "power")
    answer(s, 1, lambda a: a == {"type": "toggle", "card": find(s, 1, "Tywin Lannister",
                                                                ("play",))})
    confirm(s, 1)
    assert uses(s, 1) == []


# -- reactions to winning -----------------------------------------------------------------

def test_01098_lannisport():
    s = at_challenges(first=1, play=([], ["Cersei Lannister", "Lannisport"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    port = find(s, 1, "Lannisport", ("play",))
    hand = len(s["seats"][1]["hand"])
    challenge(s, 1, "intrigue")            # Stark has nobody: won unopposed
    events = use(s, 1, port)
    assert any(e["type"] == "moved" and e["reason"] == "draw" and e["seat"] == 1
               for e in events)
    assert len(s["seats"][1]["hand"]) == hand + 1


def test_01098_lannisport_not_after_a_power_challenge():
    s = at_challenges(first=1, play=([], ["Tywin Lannister", "Lannisport"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "power")
    assert uses(s, 1) == []


def test_01001_a_clash_of_kings():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]), power=(3, 0),
                      plots=("A Noble Cause", "A Clash of Kings"))
    plot = s["seats"][1]["plot"]
    challenge(s, 1, "power")
    events = use(s, 1, plot)
    assert {"type": "power_moved", "card": "f0", "dest": "f1", "amount": 1} in events
    # then the claim (1) and the unopposed bonus (1)
    assert s["seats"][0]["faction_card"]["power"] == 1
    assert s["seats"][1]["faction_card"]["power"] == 3


def test_01001_a_clash_of_kings_needs_power_to_move():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "power")
    assert uses(s, 1) == []


def _to_dominance(s):
    """Both seats finish their challenges without making any."""
    events = []
    while s["phase"] == "challenges":
        (seat,) = GAME.to_act(s)
        events += answer(s, seat, lambda a: a["type"] in ("done", "pass"))
    return events


def test_01002_a_feast_for_crows():
    s = at_challenges(first=1, play=([], ["Ser Jaime Lannister"]),
                      plots=("A Noble Cause", "A Feast for Crows"))
    _to_dominance(s)
    plot = s["seats"][1]["plot"]
    assert s["phase"] == "dominance" and s["seats"][1]["faction_card"]["power"] == 1
    events = use(s, 1, plot)
    assert {"type": "power_gained", "card": "f1", "amount": 2} in events
    assert s["seats"][1]["faction_card"]["power"] == 3


def test_01002_a_feast_for_crows_not_when_dominance_is_lost():
    s = at_challenges(first=1, play=(["Eddard Stark"], []),
                      plots=("A Noble Cause", "A Feast for Crows"))
    events = _to_dominance(s)
    assert any(e["type"] == "dominance" and e["winner"] == 0 for e in events)
    assert not any(e["type"] == "ability-used" for e in events)
    assert s["seats"][1]["faction_card"]["power"] == 0


# -- When Revealed (fired on a table) -------------------------------------------------------

def test_01007_calling_the_banners():
    t = lcg().seat(0, plot="Calling the Banners", deck=DECK, gold=1)
    t.seat(1, play=["Tywin Lannister", "Cersei Lannister", "Lannisport"], deck=DECK)
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert t.state["seats"][0]["gold"] == 3     # two characters, the location does not count


def test_01007_calling_the_banners_against_nobody_gains_nothing():
    t = lcg().seat(0, plot="Calling the Banners", deck=DECK, gold=1)
    t.seat(1, deck=DECK)
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert t.state["seats"][0]["gold"] == 1


def test_01011_filthy_accusations():
    t = lcg().seat(0, plot="Filthy Accusations", deck=DECK, play=["Eddard Stark"])
    t.seat(1, play=["Tywin Lannister", ("Cersei Lannister")], deck=DECK)
    tywin = t.id("Tywin Lannister")
    t.card("Cersei Lannister")["kneeling"] = True
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    d = decision(t.state, 0)
    # any standing character, one's own too; not the kneeling Cersei
    assert {o["action"]["choice"] for o in d["options"]} == {tywin, t.id("Eddard Stark")}
    answer(t.state, 0, lambda a: a.get("choice") == tywin)
    assert t.card("Tywin Lannister")["kneeling"]


def test_01011_filthy_accusations_without_a_standing_character_does_nothing():
    t = lcg().seat(0, plot="Filthy Accusations", deck=DECK)
    t.seat(1, play=[{"card": "Tywin Lannister", "kneeling": True}], deck=DECK)
    events = fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert not t.state["stack"] and not any(e["type"] == "ability-used" for e in events)


def test_01018_power_behind_the_throne():
    t = lcg().seat(0, plot="Power Behind the Throne", deck=DECK,
                   play=[{"card": "Eddard Stark", "kneeling": True}])
    t.seat(1, deck=DECK)
    plot = t.state["seats"][0]["plot"]
    fire(t, "revealed", plots=[plot])
    assert t.state["cards"][plot]["tokens"] == {"stand": 1}
    # Action: in any action window, spend the token to stand a character
    frame = {"phase": "dominance", "order": [0, 1]}
    act = {"type": "ability", "card": plot, "ability": 1}
    assert plays.plays(t.state, frame, 0) == [act]
    plays.take(t.state, 0, act)
    from api.games.lcg2e.flow import FLOW
    events = FLOW.settle(t.state)     # one legal target: taken for the seat
    assert {"type": "stood", "card": t.id("Eddard Stark")} in events
    assert not t.card("Eddard Stark")["kneeling"] and t.state["cards"][plot]["tokens"] == {}
    assert plays.plays(t.state, frame, 0) == []     # no token left


def test_01018_power_behind_the_throne_needs_a_kneeling_character():
    t = lcg().seat(0, plot="Power Behind the Throne", deck=DECK, play=["Eddard Stark"])
    t.seat(1, deck=DECK)
    plot = t.state["seats"][0]["plot"]
    fire(t, "revealed", plots=[plot])
    assert plays.plays(t.state, {"phase": "dominance", "order": [0, 1]}, 0) == []


def test_01023_supporting_the_faith():
    t = lcg().seat(0, plot="Supporting the Faith", deck=DECK, gold=3)
    t.seat(1, deck=DECK, gold=4)
    fire(t, "phase_begins", phase="challenges")
    assert [s["gold"] for s in t.state["seats"]] == [0, 0]


def test_01023_supporting_the_faith_only_when_the_challenges_phase_begins():
    t = lcg().seat(0, plot="Supporting the Faith", deck=DECK, gold=3)
    t.seat(1, deck=DECK, gold=4)
    fire(t, "phase_begins", phase="marshaling")
    assert [s["gold"] for s in t.state["seats"]] == [3, 4]


def test_two_when_revealed_abilities_are_ordered_by_the_first_player():
    t2 = lcg(first_player=1).seat(0, plot="Calling the Banners", deck=DECK,
                                  play=["Eddard Stark"])
    t2.seat(1, plot="Power Behind the Throne", deck=DECK, play=["Tywin Lannister"])
    plots = [t2.state["seats"][s]["plot"] for s in (1, 0)]
    fire(t2, "revealed", plots=plots)
    d = decision(t2.state, 1)
    assert d["type"] == "order" and GAME.to_act(t2.state) == [1]
    # review16: "Use Calling the Banners" read as if the orderer used the opponent's plot
    labels = {o["action"]["first"][0]: o["label"] for o in d["options"]}
    assert labels == {plots[0]: "Power Behind the Throne (When Revealed)",
                      plots[1]: "Calling the Banners (When Revealed) of player 1"}, labels
    ru = {o["action"]["first"][0]: o["label"] for o in GAME.decisions(t2.state, 1, "ru")[0]["options"]}
    assert ru[plots[1]].endswith("игрока 1"), ru
    answer(t2.state, 1, lambda a: a["first"][0] == plots[1])   # Calling the Banners first
    assert t2.state["seats"][0]["gold"] == 1
    assert t2.state["cards"][plots[0]]["tokens"] == {"stand": 1}


# -- constant abilities of the learning decks -----------------------------------------------

def test_01024_taxation():
    t = lcg().seat(1, plot="Taxation")
    table_game(t)
    assert plays.limited_left(t.state, 1) == 2 and plays.limited_left(t.state, 0) == 1


def test_01097_casterly_rock():
    t = lcg().seat(1, play=["Casterly Rock"])
    table_game(t)
    assert allowance(t.state, 1, "intrigue") == 2 and allowance(t.state, 1, "power") == 1


def test_01084_cersei_lannister():
    s = at_challenges(first=1, play=([], ["Cersei Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    assert derive.plot_value(s, 1, "claim") == 1
    s2 = s
    # while she attacks in an intrigue challenge only
    s2["challenge"] = {"type": "intrigue", "attacker": 1, "defender": 0,
                       "attackers": [find(s2, 1, "Cersei Lannister", ("play",))],
                       "defenders": []}
    cards.touch(s2)
    assert derive.plot_value(s2, 1, "claim") == 2
    s2["challenge"]["type"] = "power"
    cards.touch(s2)
    assert derive.plot_value(s2, 1, "claim") == 1


def test_01087_ser_jaime_lannister():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Ser Jaime Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    jaime = find(s, 1, "Ser Jaime Lannister", ("play",))
    challenge(s, 1, "military")
    assert not s["cards"][jaime]["kneeling"]
    assert "renown" in derive.keywords(s, jaime)
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Ser Jaime Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "intrigue")
    assert s["cards"][jaime]["kneeling"] and "renown" not in derive.keywords(s, jaime)


# -- events played from hand ----------------------------------------------------------------

def _give(state, seat, name, zone="hand"):
    return cards.create(state, seat, BY_NAME[name], zone)


def test_01159_winter_is_coming_s24():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Tywin Lannister", "Cersei Lannister"]),
                      hands=(["Winter Is Coming"], []), plots=("A Noble Cause", "A Clash of Kings"))
    wic = find(s, 0, "Winter Is Coming", ("hand",))
    second = _give(s, 0, "Winter Is Coming")
    s["seats"][0]["gold"] = 2
    assert derive.plot_value(s, 0, "claim") == 1
    challenge(s, 0, "military")                   # Eddard is the only attacker
    play = {"type": "play", "card": wic, "ability": 0}
    assert play in [o["action"] for o in decision(s, 0)["options"]]
    events = GAME.apply(s, 0, play)
    assert {"type": "gold_returned", "seat": 0, "amount": 1} in events
    assert s["cards"][wic]["zone"] == "discard" and derive.plot_value(s, 0, "claim") == 2
    # Max 1 per challenge: the second copy is not listed, and refused when sent
    options = [o["action"] for o in decision(s, 0)["options"]]
    assert not any(a.get("card") == second for a in options)
    import pytest

    from api.engine.errors import RuleError
    with pytest.raises(RuleError):
        GAME.apply(s, 0, {"type": "play", "card": second, "ability": 0})
    answer(s, 0, lambda a: a["type"] == "pass")
    confirm(s, 1)                                  # no defenders
    # the window after defenders; then Stark wins and claim 2 kills both Lannister characters
    # (two of two: the choice is taken for Lannister)
    events = answer(s, 0, lambda a: a["type"] == "pass")
    forced = next(e for e in events if e["type"] == "choice-forced")
    assert forced["decision"] == "claim_military" and len(forced["choice"]) == 2
    assert sorted(derive.printed(s, c)["name"] for c in s["seats"][1]["dead"]) == \
        ["Cersei Lannister", "Tywin Lannister"]
    answer(s, 0, lambda a: a["type"] == "use")        # Eddard's renown ends the challenge
    assert s["challenge"] is None or s["challenge"]["type"] != "military"
    assert derive.plot_value(s, 0, "claim") == 1      # "until the end of the challenge"


def test_01159_winter_is_coming_only_during_a_challenge_s25():
    s = at_challenges(first=0, play=(["Eddard Stark"], []), hands=(["Winter Is Coming"], []),
                      plots=("A Noble Cause", "A Clash of Kings"))
    s["seats"][0]["gold"] = 2
    s["phase"] = "marshaling"
    cards.touch(s)
    assert not any(a["type"] == "play" for a in
                   plays.plays(s, {"phase": "marshaling", "active": 0}, 0))
    assert not any(a["type"] == "play" for a in
                   plays.plays(s, {"phase": "challenges", "active": 0}, 0))  # no challenge


def test_01157_for_the_north():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      hands=(["For the North!"], []), plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    ftn = find(s, 0, "For the North!", ("hand",))
    s["seats"][0]["gold"] = 1
    challenge(s, 0, "military")
    answer(s, 0, lambda a: a["type"] == "pass")            # after attackers: keep it
    tywin = find(s, 1, "Tywin Lannister", ("play",))
    answer(s, 1, lambda a: a == {"type": "toggle", "card": tywin})
    confirm(s, 1)                                          # Tywin 6 against Eddard 5
    hand = len(s["seats"][0]["hand"])
    # one legal target (Eddard) is taken for Stark; with an empty hand nobody holds a play,
    # so the window closes and the challenge resolves in the same action
    events = GAME.apply(s, 0, {"type": "play", "card": ftn, "ability": 0})
    assert {"type": "effect_added", "effect": "e1", "verb": "modify_str", "params": {"amount": 2},
            "cards": [ned], "until": "challenge", "by": 0, "source": ftn} in events
    won = next(e for e in events if e["type"] == "challenge-resolved")
    assert won["winner"] == 0 and won["attacking"] == 7 and won["defending"] == 6
    assert len(s["seats"][0]["hand"]) == hand - 1 + 1       # played it, drew 1 for the win


def test_01157_for_the_north_only_in_a_military_challenge():
    s = at_challenges(first=0, play=(["Eddard Stark"], []), hands=(["For the North!"], []),
                      plots=("A Noble Cause", "A Clash of Kings"))
    s["seats"][0]["gold"] = 1
    challenge(s, 0, "power")
    assert not any(a["type"] == "play" for a in
                   [o["action"] for d in GAME.decisions(s, 0) for o in d["options"]])


# -- a kill through the pipeline: saves, reactions ------------------------------------------

def _military_claim_on_stark(stark, lannister=("Tywin Lannister",), kill=None):
    """Lannister attacks alone with Tywin in a military challenge Stark leaves undefended;
    Stark chooses ``kill`` for the claim (claim 1). Returns (state, events so far)."""
    s = at_challenges(first=1, play=(stark, list(lannister)),
                      plots=("A Noble Cause", "A Clash of Kings"))
    events = challenge(s, 1, "military")
    events += pass_windows(s)
    if decision(s, 0)["type"] == "defenders":
        events += confirm(s, 0)
        events += pass_windows(s)
    if kill is not None:
        victim = find(s, 0, kill, ("play",))
        events += answer(s, 0, lambda a: a == {"type": "toggle", "card": victim})
        events += confirm(s, 0)
    return s, events


def test_s16_a_duplicate_saves_its_card_from_military_claim():
    s = at_challenges(first=1, play=(["Eddard Stark", "Bran Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    dup = _give(s, 0, "Eddard Stark")
    from api.games.cardcore import moves
    moves.place_duplicate(s, dup, ned, "marshal")
    challenge(s, 1, "military")
    pass_windows(s)
    answer(s, 0, lambda a: a["type"] == "confirm")        # no defenders
    answer(s, 0, lambda a: a == {"type": "toggle", "card": ned})
    confirm(s, 0)
    save = {"type": "save", "card": ned, "duplicate": dup}
    assert decision(s, 0)["type"] == "priority" and save in uses_and_saves(s, 0)
    events = GAME.apply(s, 0, save)
    assert {"type": "saved", "card": ned, "by": dup} in events
    assert s["cards"][ned]["zone"] == "play" and s["cards"][dup]["zone"] == "discard"
    assert not any(e["type"] == "moved" and e["dest"] == "dead" for e in events)


def test_s16_without_a_duplicate_the_kill_happens():
    s, events = _military_claim_on_stark(["Eddard Stark", "Bran Stark"], kill="Eddard Stark")
    assert not any(e["type"] == "saved" for e in events)
    ned = find(s, 0, "Eddard Stark", ("dead",))
    assert s["cards"][ned]["zone"] == "dead"


def uses_and_saves(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]
            if o["action"]["type"] in ("ability", "save")]


def test_01086_joffrey_baratheon():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Joffrey Baratheon", "Burned Men"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    joffrey = find(s, 1, "Joffrey Baratheon", ("play",))
    challenge(s, 0, "military")                  # Eddard attacks; Burned Men may defend
    pass_windows(s)
    confirm(s, 1)                                # no defenders: Lannister chooses the victim
    pass_windows(s)
    answer(s, 1, lambda a: a == {"type": "toggle", "card": joffrey})
    confirm(s, 1)                                # Joffrey himself: a Lord, but gone
    assert uses(s, 1) == []
    s = at_challenges(first=1, play=(["Eddard Stark", "Bran Stark"],
                                     ["Joffrey Baratheon", "Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    joffrey = find(s, 1, "Joffrey Baratheon", ("play",))
    challenge(s, 1, "military")                  # Tywin alone (Joffrey has no military)
    pass_windows(s)
    confirm(s, 0)
    pass_windows(s)
    bran = find(s, 0, "Bran Stark", ("play",))
    answer(s, 0, lambda a: a == {"type": "toggle", "card": bran})
    confirm(s, 0)                                # Bran is a Lord: Joffrey may react
    events = use(s, 1, joffrey)
    assert {"type": "power_gained", "card": joffrey, "amount": 1} in events


def test_01086_joffrey_baratheon_not_for_a_character_without_lord_or_lady():
    s = at_challenges(first=1, play=(["Eddard Stark", "Tumblestone Knight"],
                                     ["Joffrey Baratheon", "Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "military")
    pass_windows(s)
    confirm(s, 0)
    pass_windows(s)
    knight = find(s, 0, "Tumblestone Knight", ("play",))
    answer(s, 0, lambda a: a == {"type": "toggle", "card": knight})
    events = confirm(s, 0)
    assert any(e["type"] == "moved" and e["dest"] == "dead" for e in events)
    assert uses(s, 1) == []


def test_01146_robb_stark():
    s, _ = _military_claim_on_stark([("Robb Stark", True), ("Bran Stark", True)],
                                    kill="Bran Stark")
    robb = find(s, 0, "Robb Stark", ("play",))
    events = use(s, 0, robb)
    assert {"type": "stood", "card": robb} in events


def test_01146_robb_stark_limit_once_per_round():
    s = at_challenges(first=1, play=([("Robb Stark", True), ("Bran Stark", True)],
                                     ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    robb = find(s, 0, "Robb Stark", ("play",))
    s["uses"][abilities.limit_key(robb, 0, "round")] = 1
    challenge(s, 1, "military")
    pass_windows(s)
    bran = find(s, 0, "Bran Stark", ("play",))
    answer(s, 0, lambda a: a == {"type": "toggle", "card": bran})
    confirm(s, 0)
    assert s["cards"][bran]["zone"] == "dead" and uses(s, 0) == []


# -- entering play ----------------------------------------------------------------------------

def _marshal(t, seat, name):
    """Marshal a card from a Table seat's hand in its marshaling window; the flow runs on."""
    from api.games.lcg2e.flow import FLOW
    state = t.state if "stack" in t.state else table_game(t)
    cid = t.id(name, zone="hand")
    state["phase"] = "marshaling"
    cards.touch(state)
    events = plays.take(state, seat, {"type": "marshal", "card": cid})
    return cid, events + FLOW.settle(state)


def test_01028_littlefinger():
    t = lcg().seat(0, hand=["Littlefinger"], deck=DECK, gold=5)
    t.seat(1, deck=DECK)
    lf, _ = _marshal(t, 0, "Littlefinger")
    events = use(t.state, 0, lf)
    assert len(t.state["seats"][0]["hand"]) == 2 and len(t.state["seats"][0]["deck"]) == 1
    assert any(e["type"] == "seen" and e["to"] == [0] for e in events)   # only he sees them


def test_01028_littlefinger_put_into_play_is_not_marshaling():
    t = lcg().seat(0, play=["Littlefinger"], deck=DECK)
    t.seat(1, deck=DECK)
    fire(t, "enters_play", card=t.id("Littlefinger"), how="put", controller=0)
    assert uses(t.state, 0) == [] and not t.state["stack"]


def test_01141_arya_stark():
    t = lcg().seat(0, hand=["Arya Stark"], deck=DECK, gold=5)
    t.seat(1, deck=DECK)
    arya, _ = _marshal(t, 0, "Arya Stark")
    assert t.icons("Arya Stark") == ("power",)
    top = t.state["seats"][0]["deck"][0]
    events = use(t.state, 0, arya, 1)
    assert t.state["cards"][arya]["dups"] == [top] and t.state["cards"][top]["face_down"]
    assert t.icons("Arya Stark") == ("military", "power")
    # the opponent learns that a facedown card went under her, never which
    assert all(top not in str(e) for e in events if "to" not in e)


def test_01151_vanguard_of_the_north():
    t = lcg().seat(0, play=["Vanguard of the North"], plot="A Noble Cause", deck=DECK)
    t.seat(1, plot="Marching Orders", deck=DECK)
    vanguard = t.id("Vanguard of the North")
    t.state["challenge"] = {"type": "military", "attacker": 0, "defender": 1,
                            "attackers": [vanguard], "defenders": []}
    cards.touch(t.state)
    assert derive.rules(t.state, vanguard, "no_kneel_on_declare")   # Marching Orders is War
    t.state["challenge"]["type"] = "power"
    cards.touch(t.state)
    assert not derive.rules(t.state, vanguard, "no_kneel_on_declare")


def test_01016_marching_orders():
    t = lcg().seat(1, plot="Marching Orders", gold=9, deck=DECK,
                   hand=["Lannisport", "Tywin Lannister", "Hear Me Roar!"])
    table_game(t)
    marshal = plays.plays(t.state, {"phase": "marshaling", "active": 1}, 1)
    assert [a["card"] for a in marshal] == [t.id("Tywin Lannister")]
    t.seat(0, plot="A Noble Cause", deck=DECK)
    t.state["seats"][1]["plot"] = None
    t.seat(1, plot="A Clash of Kings", gold=9)
    cards.touch(t.state)
    names = {derive.printed(t.state, a["card"])["name"]
             for a in plays.plays(t.state, {"phase": "marshaling", "active": 1}, 1)}
    assert names == {"Lannisport", "Tywin Lannister", "Hear Me Roar!"}


def test_01100_hear_me_roar():
    s = at_challenges(first=0, play=([], []), hands=([], ["Hear Me Roar!", "Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    roar = find(s, 1, "Hear Me Roar!", ("hand",))
    tywin = find(s, 1, "Tywin Lannister", ("hand",))
    s["seats"][1]["gold"] = 1
    assert decision(s, 1)["type"] == "priority"          # Lannister's turn opens with a window
    events = GAME.apply(s, 1, {"type": "play", "card": roar, "ability": 0})
    assert s["cards"][tywin]["zone"] == "play" and s["cards"][tywin]["entered"]["how"] == "put"
    assert {"type": "gold_returned", "seat": 1, "amount": 1} in events   # its cost, 1
    # his hand is empty now: the window closes and his challenge choice comes
    events = answer(s, 1, lambda a: a["type"] == "done")  # no challenge: the phase ends
    assert s["cards"][tywin]["zone"] == "discard"
    assert any(e["type"] == "moved" and e["reason"] == "discard_from_play" for e in events)


def test_01100_hear_me_roar_needs_a_lannister_character_in_hand():
    s = at_challenges(first=0, play=([], []), hands=([], ["Hear Me Roar!", "Lannisport"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    s["seats"][1]["gold"] = 1
    assert not any(a["type"] == "play" for a in
                   plays.plays(s, {"phase": "challenges", "active": 1}, 1))


# -- the cost-reducer family ("Marshaling Action: kneel X to reduce the cost of the next ...") --

def _reducer_table(reducer, seat, hand, gold):
    t = lcg()
    t.seat(seat, play=[reducer], hand=hand, deck=DECK, gold=gold)
    t.seat(1 - seat, deck=DECK)
    table_game(t)
    t.state["phase"] = "marshaling"
    cards.touch(t.state)
    return t


def _family_reducer(reducer, seat, fits, misfit, amount, gold):
    """``reducer`` (in play) lowers the next ``fits`` card by ``amount``, not ``misfit``; it is
    used up by that card; it is listed only in the marshaling phase."""
    from api.games.lcg2e.flow import FLOW
    t = _reducer_table(reducer, seat, [fits, misfit], gold)
    src, fit, mis = t.id(reducer), t.id(fits, zone="hand"), t.id(misfit, zone="hand")
    frame = {"phase": "marshaling", "active": seat}
    base = derive.cost(t.state, fit)
    act = {"type": "ability", "card": src, "ability": 0}
    assert act in plays.plays(t.state, frame, seat)
    assert act not in plays.plays(t.state, {"phase": "challenges"}, seat)
    plays.take(t.state, seat, act)
    FLOW.settle(t.state)
    assert t.state["cards"][src]["kneeling"] or t.state["cards"][src]["zone"] != "play"
    assert plays.marshal_cost(t.state, seat, fit) == max(0, base - amount)
    assert plays.marshal_cost(t.state, seat, mis) == derive.cost(t.state, mis)
    assert act not in plays.plays(t.state, frame, seat)          # knelt: used
    events = plays.take(t.state, seat, {"type": "marshal", "card": fit})
    assert {"type": "gold_returned", "seat": seat, "amount": max(0, base - amount)} in events \
        or base - amount <= 0
    assert t.state["seats"][seat]["gold"] == gold - max(0, base - amount)
    assert not [e for e in t.state["effects"] if e["verb"] == "cost_reduction"]   # spent
    return t


def test_01152_winterfell_steward():
    _family_reducer("Winterfell Steward", 0, "Eddard Stark", "Littlefinger", 1, 7)


def test_01156_heart_tree_grove():
    _family_reducer("Heart Tree Grove", 0, "Gates of Winterfell", "Littlefinger", 1, 5)


def test_01094_lannisport_merchant():
    _family_reducer("Lannisport Merchant", 1, "Tywin Lannister", "Lannisport", 1, 7)


def test_01099_western_fiefdom():
    _family_reducer("Western Fiefdom", 1, "Lannisport", "Littlefinger", 1, 5)


def test_01039_the_kingsroad():
    t = _family_reducer("The Kingsroad", 0, "Eddard Stark", "Heart Tree Grove", 3, 7)
    assert t.zone(0, "discard") == ["The Kingsroad"]            # sacrificed for it


def test_cost_reduction_lapses_at_the_end_of_the_phase():
    from api.games.lcg2e.flow import FLOW
    from api.games.lcg2e.rounds import end_phase
    t = _reducer_table("Winterfell Steward", 0, ["Eddard Stark"], 7)
    plays.take(t.state, 0, {"type": "ability", "card": t.id("Winterfell Steward"), "ability": 0})
    FLOW.settle(t.state)
    ned = t.id("Eddard Stark", zone="hand")
    assert plays.marshal_cost(t.state, 0, ned) == 6
    end_phase(t.state)
    assert plays.marshal_cost(t.state, 0, ned) == 7


# -- more Stark and neutral cards of the learning decks ----------------------------------------

def test_01145_grey_wind():
    t = lcg().seat(0, play=["Grey Wind"], deck=DECK)
    t.seat(1, play=["Lannisport Merchant", "Burned Men", "Joffrey Baratheon"], deck=DECK)
    table_game(t)
    gw = t.id("Grey Wind")
    act = {"type": "ability", "card": gw, "ability": 0}
    assert act in plays.plays(t.state, {"phase": "challenges"}, 0)
    assert act not in plays.plays(t.state, {"phase": "dominance"}, 0)
    plays.take(t.state, 0, act)
    from api.games.lcg2e.flow import FLOW
    FLOW.settle(t.state)                  # one character with STR 1 or lower: the Merchant
    assert t.card("Grey Wind")["kneeling"] and t.zone(1, "dead") == ["Lannisport Merchant"]


def test_01145_grey_wind_reaches_str_2_with_robb_and_needs_a_target():
    t = lcg().seat(0, play=["Grey Wind", "Robb Stark"], deck=DECK)
    t.seat(1, play=["Burned Men", "Joffrey Baratheon"], deck=DECK)
    table_game(t)
    from api.games.lcg2e import triggered
    gw = t.id("Grey Wind")
    ab = triggered.record(t.state, [gw, 0])
    assert triggered.targets(t.state, gw, ab) == [t.id("Burned Men")]      # STR 2
    t2 = lcg().seat(0, play=["Grey Wind"], deck=DECK)
    t2.seat(1, play=["Burned Men", "Joffrey Baratheon"], deck=DECK)
    table_game(t2)
    assert plays.plays(t2.state, {"phase": "challenges"}, 0) == []          # none at STR 1


def test_01143_catelyn_stark():
    s = at_challenges(first=1, play=(["Catelyn Stark"], ["Tyrion Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 1, "intrigue")
    answer(s, 1, lambda a: a == {"type": "choose", "choice": None})    # stealth: none
    tyrion = find(s, 1, "Tyrion Lannister", ("play",))
    assert uses(s, 1) == [{"type": "ability", "card": tyrion, "ability": 0}]  # not yet in
    cat = find(s, 0, "Catelyn Stark", ("play",))
    s["challenge"]["defenders"].append(cat)       # once she participates, he cannot trigger
    cards.touch(s)
    assert uses(s, 1) == []


def test_01148_summer():
    t = lcg().seat(0, hand=["Summer"], discard=["Bran Stark", "Eddard Stark"],
                   dead=["Arya Stark"], deck=DECK, gold=9)
    t.seat(1, discard=["Joffrey Baratheon"], deck=DECK)
    summer, _ = _marshal(t, 0, "Summer")
    events = use(t.state, 0, summer, 1)
    d = decision(t.state, 0)          # Bran (discard) or Arya (dead): printed STR 2 or lower
    assert {o["action"]["choice"] for o in d["options"]} == {t.id("Bran Stark"),
                                                              t.id("Arya Stark")}
    answer(t.state, 0, lambda a: a["choice"] == t.id("Arya Stark"))
    assert t.card("Arya Stark")["zone"] == "hand"
    assert events[0]["type"] == "ability-used"


def test_01148_summer_gives_bran_insight_and_needs_a_target():
    t = lcg().seat(0, play=["Summer", "Bran Stark"], deck=DECK)
    assert "insight" in t.keywords("Bran Stark")
    t = lcg().seat(0, hand=["Summer"], discard=["Eddard Stark"], deck=DECK, gold=9)
    t.seat(1, deck=DECK)
    _marshal(t, 0, "Summer")
    assert uses(t.state, 0) == []


def test_01153_ice():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    from api.games.cardcore import moves
    ned = find(s, 0, "Eddard Stark", ("play",))
    ice = _give(s, 0, "Ice")
    moves.enter_play(s, ice, "setup", host=ned)
    assert derive.strength(s, ned) == 7
    challenge(s, 0, "military")
    pass_windows(s)
    confirm(s, 1)                                 # Tywin does not defend: Eddard wins
    pass_windows(s)
    events = use(s, 0, ice, 1)
    assert s["cards"][ice]["zone"] == "discard"
    tywin = find(s, 1, "Tywin Lannister", ("dead",))
    assert s["cards"][tywin]["zone"] == "dead" and events


def test_01153_ice_not_when_its_character_stays_home():
    s = at_challenges(first=0, play=(["Eddard Stark", "Tumblestone Knight"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    from api.games.cardcore import moves
    ned = find(s, 0, "Eddard Stark", ("play",))
    ice = _give(s, 0, "Ice")
    moves.enter_play(s, ice, "setup", host=ned)
    knight = find(s, 0, "Tumblestone Knight", ("play",))
    challenge(s, 0, "military")
    answer(s, 0, lambda a: a == {"type": "toggle", "card": knight})
    confirm(s, 0)
    pass_windows(s)
    confirm(s, 1)
    pass_windows(s)
    assert uses(s, 0) == []


def test_01154_gates_of_winterfell():
    t = lcg().seat(0, play=["Gates of Winterfell"], deck=["Bran Stark", "Littlefinger"])
    t.seat(1, deck=DECK)
    table_game(t)
    gates = t.id("Gates of Winterfell")
    act = {"type": "ability", "card": gates, "ability": 0}
    events = plays.take(t.state, 0, act)
    from api.games.lcg2e.flow import FLOW
    events += FLOW.settle(t.state)
    shown = next(e for e in events if e["type"] == "top-card-revealed")
    assert shown == {"type": "top-card-revealed", "seat": 0, "code": BY_NAME["Bran Stark"]}
    assert t.zone(0, "hand") == ["Bran Stark"]
    t.card("Gates of Winterfell")["kneeling"] = False
    cards.touch(t.state)
    plays.take(t.state, 0, act)
    FLOW.settle(t.state)
    assert t.zone(0, "deck") == ["Littlefinger"]        # not Stark: it stays on top


def test_01030_rattleshirts_raiders():
    s = at_challenges(first=0, play=(["Rattleshirt's Raiders"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    from api.games.cardcore import moves
    tywin = find(s, 1, "Tywin Lannister", ("play",))
    wail = _give(s, 1, "Widow's Wail")
    moves.enter_play(s, wail, "setup", host=tywin)
    raiders = find(s, 0, "Rattleshirt's Raiders", ("play",))
    s["cards"][tywin]["kneeling"] = True       # he cannot defend
    cards.touch(s)
    challenge(s, 0, "military")
    pass_windows(s)
    use(s, 0, raiders)                          # one attachment: taken for Stark
    assert s["cards"][wail]["zone"] == "discard"


def test_01030_rattleshirts_raiders_needs_an_attachment():
    s = at_challenges(first=0, play=(["Rattleshirt's Raiders"], [("Tywin Lannister", True)]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    challenge(s, 0, "military")
    pass_windows(s)
    assert uses(s, 0) == []


def test_01004_a_noble_cause():
    t = lcg().seat(0, plot="A Noble Cause", hand=["Eddard Stark", "Robb Stark", "Summer"],
                   deck=DECK, gold=20)
    t.seat(1, deck=DECK)
    table_game(t)
    ned, robb, summer = (t.id(n, zone="hand") for n in ("Eddard Stark", "Robb Stark", "Summer"))
    assert plays.marshal_cost(t.state, 0, summer) == derive.cost(t.state, summer)  # no Lord
    assert plays.marshal_cost(t.state, 0, ned) == 7 - 2
    _marshal(t, 0, "Eddard Stark")
    assert t.state["seats"][0]["gold"] == 15
    assert plays.marshal_cost(t.state, 0, robb) == derive.cost(t.state, robb)      # the first only
    from api.games.lcg2e.rounds import _round_end
    t.state["stack"] = [{"kind": "round"}]
    _round_end(t.state, t.state["stack"][-1])
    assert plays.marshal_cost(t.state, 0, robb) == derive.cost(t.state, robb) - 2  # a new round


def test_01092_gold_cloaks():
    s = at_challenges(first=0, play=([], []), hands=([], ["Gold Cloaks"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    cloaks = find(s, 1, "Gold Cloaks", ("hand",))
    s["seats"][1]["gold"] = 2
    GAME.apply(s, 1, {"type": "ambush", "card": cloaks})
    assert s["cards"][cloaks]["zone"] == "play"
    events = answer(s, 1, lambda a: a["type"] == "done")     # the challenges phase ends
    assert s["cards"][cloaks]["zone"] == "discard"
    assert any(e["type"] == "ability-used" and e["card"] == cloaks for e in events)


def test_01092_gold_cloaks_marshaled_stay():
    t = lcg().seat(1, hand=["Gold Cloaks"], deck=DECK, gold=5)
    t.seat(0, deck=DECK)
    cloaks, _ = _marshal(t, 1, "Gold Cloaks")
    events = fire(t, "phase_ends", phase="marshaling")
    assert t.state["cards"][cloaks]["zone"] == "play" and not events


def test_01147_sansa_stark():
    t = lcg().seat(0, hand=["Sansa Stark"], deck=DECK, gold=5)
    t.seat(1, deck=DECK)
    sansa, _ = _marshal(t, 0, "Sansa Stark")
    assert t.state["cards"][sansa]["kneeling"]             # enters play knelt
    fire(t, "stands", cards=[sansa])
    events = use(t.state, 0, sansa, 1)
    assert {"type": "power_gained", "card": "f0", "amount": 1} in events
    fire(t, "stands", cards=[sansa])                        # Limit once per round
    assert uses(t.state, 0) == [] and not t.state["stack"]


def test_01147_sansa_stark_standing_phase_is_a_timing_point():
    from api.games.lcg2e.rounds import _standing
    t = lcg().seat(0, play=[{"card": "Sansa Stark", "kneeling": True}], deck=DECK)
    t.seat(1, deck=DECK)
    table_game(t)
    t.state["stack"] = [{"kind": "round", "stage": "standing"}]
    t.state["first_player"] = 0
    _standing(t.state, t.state["stack"][-1])
    from api.games.lcg2e.flow import FLOW
    FLOW.settle(t.state)
    assert uses(t.state, 0) == [{"type": "ability", "card": t.id("Sansa Stark"), "ability": 1}]


# -- acceptance scenarios the abilities make testable ------------------------------------------

def test_s13_marshaling_with_a_cost_reduction():
    t = lcg().seat(1, play=["Western Fiefdom"], hand=["Cersei Lannister"], deck=DECK, gold=5)
    t.seat(0, deck=DECK)
    table_game(t)
    t.state.update(phase="marshaling", first_player=1, active=1)
    from api.engine.priority import open_window
    from api.games.lcg2e.flow import FLOW
    open_window(t.state, "window", [1, 0], phase="marshaling", active=1)
    fief, cersei = t.id("Western Fiefdom"), t.id("Cersei Lannister")
    use(t.state, 1, fief)
    assert t.card("Western Fiefdom")["kneeling"]
    events = answer(t.state, 1, lambda a: a == {"type": "marshal", "card": cersei})
    assert {"type": "gold_returned", "seat": 1, "amount": 3} in events
    assert t.state["seats"][1]["gold"] == 2 and t.card("Cersei Lannister")["zone"] == "play"
    assert not t.card("Cersei Lannister")["kneeling"]
    assert FLOW.to_act(t.state) == [1]


def test_s39_golden_rule_vanguard_does_not_kneel_under_a_war_plot():
    s = at_challenges(first=0, play=(["Vanguard of the North"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "Marching Orders"))
    vanguard = find(s, 0, "Vanguard of the North", ("play",))
    events = challenge(s, 0, "military")
    assert {"type": "knelt", "card": vanguard} not in events
    assert not s["cards"][vanguard]["kneeling"]
    s = at_challenges(first=0, play=(["Vanguard of the North"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))   # no War plot
    challenge(s, 0, "military")
    assert s["cards"][find(s, 0, "Vanguard of the North", ("play",))]["kneeling"]


def test_01158_like_warm_rain():
    s = at_challenges(first=1, play=(["Summer", "Grey Wind", "Sansa Stark"],
                                     ["Cersei Lannister", "Tyrion Lannister"]),
                      hands=(["Like Warm Rain"], []), plots=("A Noble Cause", "A Clash of Kings"))
    rain = find(s, 0, "Like Warm Rain", ("hand",))
    cersei = find(s, 1, "Cersei Lannister", ("play",))
    summer = find(s, 0, "Summer", ("play",))
    s["seats"][0]["gold"] = derive.cost(s, rain)
    challenge(s, 1, "intrigue")
    answer(s, 1, lambda a: a == {"type": "toggle", "card": cersei})
    confirm(s, 1)                             # Cersei attacks alone
    answer(s, 1, lambda a: a["type"] == "pass")     # Lannister passes Tyrion's reaction
    pass_windows(s)
    confirm(s, 0)                             # no defenders: Stark loses as the defender
    pass_windows(s)
    assert {"type": "ability", "card": rain, "ability": 0} in uses(s, 0)
    use(s, 0, rain)
    answer(s, 0, lambda a: a.get("choice") == summer)      # which Direwolf kneels
    assert s["cards"][summer]["kneeling"] and s["cards"][rain]["zone"] == "discard"
    assert s["cards"][cersei]["zone"] == "dead"           # the only attacker: taken


def test_01158_like_warm_rain_needs_a_standing_direwolf():
    s = at_challenges(first=1, play=([("Summer", True), "Sansa Stark"], ["Cersei Lannister"]),
                      hands=(["Like Warm Rain"], []), plots=("A Noble Cause", "A Clash of Kings"))
    s["seats"][0]["gold"] = 5
    challenge(s, 1, "intrigue")
    pass_windows(s)
    confirm(s, 0)
    pass_windows(s)
    # the window is still offered (he holds a card that could be one), with nothing to use
    d = decision(s, 0)
    assert d["window"] == "trigger_window" and uses(s, 0) == []
