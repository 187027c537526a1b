"""Interrupts of the trigger pipeline (spec §5.8): cancels answering ``would_initiate`` (an
ability or event about to resolve), interrupt events played from hand, saves of cards; one
test per card (``test_<code>_…``) and scenario S55."""
from api.games.cardcore import cards, derive
from api.games.lcg2e import GAME
from api.games.lcg2e.catalog import BY_NAME
from tests.games.lcg2e.joust import answer, at_challenges, decision, find, pass_windows


def give(state, seat, name, zone="hand"):
    from api.games.lcg2e.triggered import learning_pool
    if BY_NAME[name] not in learning_pool():   # no learning deck holds it: a built-deck game
        state["mode"] = "standard"
    return cards.create(state, seat, BY_NAME[name], zone)


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def in_trigger_window(state, seat):
    return seat in GAME.to_act(state) and decision(state, seat).get("window") == "trigger_window"


def test_s55_a_canceled_event_is_still_played_and_counts_for_its_max():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      hands=(["Winter Is Coming"], []), plots=("A Noble Cause", "A Clash of Kings"))
    wic = find(s, 0, "Winter Is Coming", ("hand",))
    second = give(s, 0, "Winter Is Coming")
    judgment = give(s, 1, "The Hand's Judgment")
    s["mode"] = "standard"     # no learning deck holds it: a game of the whole Core Set
    s["seats"][0]["gold"], s["seats"][1]["gold"] = 2, 1
    answer(s, 0, lambda a: a == {"type": "challenge", "challenge": "military"})
    answer(s, 0, lambda a: a == {"type": "play", "card": wic, "ability": 0})
    # Winter Is Coming would initiate: Lannister may cancel it (X = its printed cost, 1)
    assert in_trigger_window(s, 1)
    cancel = {"type": "ability", "card": judgment, "ability": 0}
    assert cancel in offered(s, 1)
    answer(s, 1, lambda a: a == cancel)
    # The Hand's Judgment would initiate in its turn: Stark holds a card, so he is asked too
    assert in_trigger_window(s, 0)
    events = answer(s, 0, lambda a: a["type"] == "pass")
    assert {"type": "canceled", "card": wic, "by": judgment} in events
    assert s["cards"][wic]["zone"] == "discard" and s["cards"][judgment]["zone"] == "discard"
    assert s["seats"][0]["gold"] == 1 and s["seats"][1]["gold"] == 0
    assert derive.plot_value(s, 0, "claim") == 1             # claim not raised
    # back in the action window: the second copy is refused (Max 1 per challenge)
    assert {"type": "play", "card": second, "ability": 0} not in offered(s, 0)


def test_01045_the_hands_judgment_needs_the_events_cost():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      hands=(["Winter Is Coming"], []), plots=("A Noble Cause", "A Clash of Kings"))
    wic = find(s, 0, "Winter Is Coming", ("hand",))
    judgment = give(s, 1, "The Hand's Judgment")
    s["mode"] = "standard"     # no learning deck holds it: a game of the whole Core Set
    s["seats"][0]["gold"] = 1                      # Lannister has no gold for X = 1
    answer(s, 0, lambda a: a == {"type": "challenge", "challenge": "military"})
    answer(s, 0, lambda a: a == {"type": "play", "card": wic, "ability": 0})
    # Lannister holds a card: the window is his to pass, with nothing in it to use
    assert in_trigger_window(s, 1)
    assert {"type": "ability", "card": judgment, "ability": 0} not in offered(s, 1)
    answer(s, 1, lambda a: a["type"] == "pass")
    assert derive.plot_value(s, 0, "claim") == 2


def test_01142_bran_stark_cancels_an_opponents_event():
    s = at_challenges(first=1, play=(["Bran Stark", "Eddard Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    bran = find(s, 0, "Bran Stark", ("play",))
    roar = give(s, 1, "Hear Me Roar!")
    cersei = give(s, 1, "Cersei Lannister")
    s["seats"][1]["gold"] = 1
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})   # Tywin attacks
    answer(s, 1, lambda a: a == {"type": "play", "card": roar, "ability": 0})
    # (Cersei, the only target, is taken without asking)
    use = {"type": "ability", "card": bran, "ability": 0}
    assert in_trigger_window(s, 0) and use in offered(s, 0)
    events = answer(s, 0, lambda a: a == use)
    assert s["cards"][bran]["zone"] == "discard"                 # sacrificed as the cost
    # Bran's own ability would initiate: Lannister holds a card (it might be Treachery)
    assert in_trigger_window(s, 1)
    events = answer(s, 1, lambda a: a["type"] == "pass")
    assert {"type": "canceled", "card": roar, "by": bran} in events
    assert s["cards"][cersei]["zone"] == "hand" and s["cards"][roar]["zone"] == "discard"


def test_01142_bran_stark_not_for_a_card_ability():
    s = at_challenges(first=1, play=(["Bran Stark"], ["Tyrion Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    tyrion = find(s, 1, "Tyrion Lannister", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "intrigue"})
    answer(s, 1, lambda a: a == {"type": "choose", "choice": None})    # stealth: nobody
    answer(s, 1, lambda a: a == {"type": "ability", "card": tyrion, "ability": 0})
    # Tyrion's reaction resolves with no cancel window for Bran (not an event)
    assert s["seats"][1]["gold"] >= 2 and not in_trigger_window(s, 0)


def test_01102_treachery_cancels_a_card_ability():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    s["cards"][ned]["kneeling"] = True
    treachery = give(s, 1, "Treachery")
    s["seats"][1]["gold"] = 1
    cards.touch(s)
    pass_windows(s)
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})
    answer(s, 0, lambda a: a == {"type": "ability", "card": ned, "ability": 0})  # stand him
    cancel = {"type": "ability", "card": treachery, "ability": 0}
    assert in_trigger_window(s, 1) and cancel in offered(s, 1)
    events = answer(s, 1, lambda a: a == cancel)
    assert {"type": "canceled", "card": ned, "by": treachery} in events
    assert s["cards"][ned]["kneeling"] and s["seats"][1]["gold"] == 0


def test_01102_treachery_needs_a_unique_lannister_character():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Burned Men"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    s["cards"][ned]["kneeling"] = True
    treachery = give(s, 1, "Treachery")
    s["seats"][1]["gold"] = 1
    cards.touch(s)
    pass_windows(s)
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    answer(s, 0, lambda a: a == {"type": "ability", "card": ned, "ability": 0})
    # Lannister holds a card, so the window is offered, but Treachery is not playable
    assert in_trigger_window(s, 1)
    assert {"type": "ability", "card": treachery, "ability": 0} not in offered(s, 1)
    answer(s, 1, lambda a: a["type"] == "pass")
    assert not s["cards"][ned]["kneeling"]


def test_01033_bodyguard_saves_its_lord_from_claim():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    guard = give(s, 0, "Bodyguard")
    from api.games.cardcore import moves
    moves.enter_play(s, guard, "setup", host=ned)
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    pass_windows(s)
    answer(s, 0, lambda a: a["type"] == "confirm")                 # no defenders
    pass_windows(s)
    # claim 1: Eddard, Stark's only character, is to die; Bodyguard may save him
    use = {"type": "ability", "card": guard, "ability": 0}
    assert in_trigger_window(s, 0) and use in offered(s, 0)
    events = answer(s, 0, lambda a: a == use)
    assert {"type": "saved", "card": ned, "by": guard} in events
    assert s["cards"][ned]["zone"] == "play" and s["cards"][guard]["zone"] == "discard"


def _claim_kills_only(s, victim_seat=0):
    """Lannister (first) attacks with Tywin in a military challenge; Stark does not defend:
    claim 1 falls on Stark's only character."""
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    pass_windows(s)
    answer(s, 0, lambda a: a["type"] == "confirm")                 # no defenders
    pass_windows(s)


def test_01050_ser_davos_seaworth_goes_to_hand_instead():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    davos = give(s, 0, "Ser Davos Seaworth")
    from api.games.cardcore import moves
    moves.enter_play(s, davos, "setup")
    _claim_kills_only(s)
    use = {"type": "ability", "card": davos, "ability": 0}
    assert in_trigger_window(s, 0) and use in offered(s, 0)
    events = answer(s, 0, lambda a: a == use)
    assert s["cards"][davos]["zone"] == "hand"
    assert any(e["type"] == "moved" and e["reason"] == "return_to_hand" for e in events)


def test_01050_ser_davos_seaworth_passed_is_killed():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    davos = give(s, 0, "Ser Davos Seaworth")
    from api.games.cardcore import moves
    moves.enter_play(s, davos, "setup")
    _claim_kills_only(s)
    answer(s, 0, lambda a: a["type"] == "pass")
    assert s["cards"][davos]["zone"] == "dead"


def test_a_sacrifice_is_a_timing_point_robb_stark_reacts():
    s = at_challenges(first=1, play=(["Bran Stark", "Robb Stark", ("Eddard Stark", True)],
                                     ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    bran, robb = (find(s, 0, n, ("play",)) for n in ("Bran Stark", "Robb Stark"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    roar = give(s, 1, "Hear Me Roar!")
    give(s, 1, "Cersei Lannister")
    s["seats"][1]["gold"] = 1
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})
    answer(s, 0, lambda a: a["type"] == "pass")      # Eddard's own reaction is not used
    answer(s, 1, lambda a: a == {"type": "play", "card": roar, "ability": 0})
    answer(s, 0, lambda a: a == {"type": "ability", "card": bran, "ability": 0})
    answer(s, 1, lambda a: a["type"] == "pass")      # no Treachery for Bran's cancel
    # Bran was sacrificed (a [stark] character Stark controls): Robb may stand Eddard
    robb_use = {"type": "ability", "card": robb, "ability": 0}
    assert in_trigger_window(s, 0) and robb_use in offered(s, 0)
    answer(s, 0, lambda a: a == robb_use)
    answer(s, 1, lambda a: a["type"] == "pass")      # nor for Robb's
    assert not s["cards"][ned]["kneeling"]


def test_the_taxation_phase_ends_as_a_timing_point():
    from api.games.lcg2e import rounds
    s = at_challenges(first=0, plots=("A Noble Cause", "A Clash of Kings"))
    s["phase"] = "taxation"
    s["stack"] = [{"kind": "round", "stage": "taxation_end"}]
    rounds.round_auto(s, s["stack"][-1])
    top = s["stack"][-1]
    assert top["kind"] == "trigger" and top["event"] == {"name": "phase_ends", "phase": "taxation"}
    s["stack"].pop()
    events = rounds.round_auto(s, s["stack"][-1])     # then the phase's end, then the round's
    assert {"type": "phase-ended", "phase": "taxation"} in events
    events = rounds.round_auto(s, s["stack"][-1])
    assert events[-1]["type"] == "round-ended" and s["stack"] == []


def test_01122_benjen_stark_is_shuffled_back_instead_and_his_faction_gains_2():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    benjen = give(s, 0, "Benjen Stark")
    from api.games.cardcore import moves
    moves.enter_play(s, benjen, "setup")
    deck = len(s["seats"][0]["deck"])
    _claim_kills_only(s)
    use = {"type": "ability", "card": benjen, "ability": 1}
    assert in_trigger_window(s, 0) and use in offered(s, 0)
    answer(s, 0, lambda a: a == use)
    assert s["cards"][benjen]["zone"] == "deck" and len(s["seats"][0]["deck"]) == deck + 1
    assert s["seats"][0]["faction_card"]["power"] == 2


def test_01122_benjen_stark_rangers_cannot_be_bypassed():
    s = at_challenges(first=0, play=(["Arya Stark"], ["Tywin Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    tywin = find(s, 1, "Tywin Lannister", ("play",))
    from api.games.cardcore import moves
    benjen, party = give(s, 1, "Benjen Stark"), give(s, 1, "Ranging Party")
    for c in (benjen, party):
        moves.enter_play(s, c, "setup")
    cards.touch(s)
    answer(s, 0, lambda a: a == {"type": "challenge", "challenge": "power"})
    # Arya's stealth: Tywin may be bypassed; Benjen and the Ranging Party (Rangers) may not
    opts = offered(s, 0)
    assert {"type": "choose", "choice": tywin} in opts
    assert all(o.get("choice") not in (benjen, party) for o in opts)
