"""The neutral plots, neutral cards and Fealty (issue #13): one test per card
(``test_<code>_<short name>``, read by coverage.py) firing its ability with its real effect,
and showing when it is not offered or does nothing."""
import pytest

from api.games.cardcore import cards, derive, moves
from api.games.lcg2e import GAME, plays
from api.games.lcg2e.catalog import BY_NAME, CARDS
from api.games.lcg2e.challenges import allowance, barred_types, open_types
from api.games.lcg2e.deckbuilding import validate_deck
from api.games.lcg2e.flow import FLOW
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import (
    answer,
    decision,
    find,
    fire,
    pass_windows,
    table_game,
)

DECK = ["Tumblestone Knight"] * 3


def give(state, seat, name, zone="hand"):
    return cards.create(state, seat, BY_NAME[name], zone)


def put(state, seat, name, host=None, kneeling=False):
    cid = give(state, seat, name)
    moves.enter_play(state, cid, "setup", controller=seat, host=host, kneeling=kneeling)
    cards.touch(state)
    return cid


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def use(state, seat, cid, index=0):
    return answer(state, seat, lambda a: a == {"type": "ability", "card": cid, "ability": index})


def challenge(state, seat, kind):
    return answer(state, seat, lambda a: a == {"type": "challenge", "challenge": kind})


def confirm(state, seat):
    return answer(state, seat, lambda a: a["type"] == "confirm")


def toggle(state, seat, cid):
    return answer(state, seat, lambda a: a == {"type": "toggle", "card": cid})


def joust(play=((), ()), plots=("A Noble Cause", "A Noble Cause"), first=0, hands=((), ()),
          seed=1) -> dict:
    """A learning joust (seat 0 Stark, seat 1 Lannister) in the challenges phase of round 1,
    as joust.at_challenges, but any Core plot may be revealed (made for the test when the
    learning plot deck lacks it); ``first`` is asked for its challenge."""
    state = GAME.new(2, {}, seed)
    for s in (0, 1):
        moves.move(state, list(state["seats"][s]["hand"]), "deck", "test", "bottom")
        for entry in play[s]:
            name, kneeling = (entry, False) if isinstance(entry, str) else entry
            moves.enter_play(state, find(state, s, name), "setup", kneeling=kneeling)
        for name in hands[s]:
            moves.move(state, [find(state, s, name, ("deck",))], "hand", "test")
        try:
            plot = find(state, s, plots[s], ("plot_deck",))
        except KeyError:
            plot = give(state, s, plots[s], "plot_deck")
        moves.reveal_plot(state, s, plot)
    state.update(round=1, phase="challenges", first_player=first, active=first,
                 challenges_made=[{}, {}])
    state["stack"] = [{"kind": "round", "stage": "challenges_next", "i": 1},
                      {"kind": "challenges_turn", "seat": first, "stage": "ask"}]
    cards.touch(state)
    FLOW.settle(state)
    return state


def challenge_choices(state, seat):
    return {a["challenge"] for a in offered(state, seat) if a["type"] == "challenge"}


def step(state):
    """The seat to act passes, confirms what it chose (no defenders), skips a keyword or
    chooses nobody."""
    seat = GAME.to_act(state)[0]
    return answer(state, seat, lambda a: a["type"] in ("pass", "confirm", "skip")
                  or a.get("choice", 0) is None)


def at_challenge_choice(state, seat):
    return seat in GAME.to_act(state) and decision(state, seat)["type"] == "challenge"


def win_unopposed(state, attacker, kind, cid):
    """``attacker`` initiates ``kind`` with ``cid`` alone; nobody defends; play goes on
    until the attacker chooses his next challenge."""
    challenge(state, attacker, kind)
    if attacker in GAME.to_act(state) and decision(state, attacker)["type"] == "attackers":
        toggle(state, attacker, cid)
        confirm(state, attacker)
    while not at_challenge_choice(state, attacker):
        step(state)


# -- plots -----------------------------------------------------------------------------------

def test_01003_a_game_of_thrones():
    s = joust(play=(["Catelyn Stark", "Eddard Stark"], ["Tywin Lannister"]),
              plots=("A Game of Thrones", "A Noble Cause"))
    # no [intrigue] challenge won yet this phase: only [intrigue] may be initiated
    assert challenge_choices(s, 0) == {"intrigue"}
    cat = find(s, 0, "Catelyn Stark", ("play",))
    win_unopposed(s, 0, "intrigue", cat)
    # won: Eddard may now attack in [military] or [power]
    assert challenge_choices(s, 0) == {"military", "power"}


def test_01003_a_game_of_thrones_binds_every_player():
    s = joust(play=(["Catelyn Stark"], ["Tywin Lannister"]),
              plots=("A Noble Cause", "A Game of Thrones"), first=1)
    # the plot is Lannister's, yet it bars Stark too (each player)
    assert challenge_choices(s, 1) == {"intrigue"}
    assert open_types(s, 0) == ["intrigue"]


def test_01005_a_storm_of_swords():
    s = joust(play=(["Eddard Stark", "Robb Stark"], []), plots=("A Storm of Swords", "A Noble Cause"))
    assert allowance(s, 0, "military") == 2 and allowance(s, 1, "military") == 1
    ned = find(s, 0, "Eddard Stark", ("play",))
    win_unopposed(s, 0, "military", ned)
    # a second [military] challenge (Robb still stands); without the plot it would be gone
    assert "military" in challenge_choices(s, 0)
    assert allowance(s, 0, "military") == 1


def test_01006_building_orders():
    t = Table().seat(0, plot="Building Orders", deck=["Winter Is Coming"] * 4 + ["Ice"]
                     + ["Eddard Stark"] * 4 + ["Heart Tree Grove", "Seal of the Hand"])
    t.seat(1, deck=DECK)
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    s = t.state
    # Ice (attachment) and Heart Tree Grove (location) are in the top ten; the Seal is 11th
    assert [o["action"] for o in decision(s, 0)["options"]] == [
        {"type": "take", "code": BY_NAME[n]} for n in ("Ice", "Heart Tree Grove")]
    grove = t.id("Heart Tree Grove")
    events = answer(s, 0, lambda a: a == {"type": "take", "code": BY_NAME["Heart Tree Grove"]})
    assert s["cards"][grove]["zone"] == "hand"
    assert {"type": "card-shown", "seat": 0, "code": BY_NAME["Heart Tree Grove"]} in events
    assert {"type": "deck-shuffled", "seat": 0} in events and len(s["seats"][0]["deck"]) == 10


def test_01006_building_orders_without_a_location_or_attachment_only_shuffles():
    t = Table().seat(0, plot="Building Orders", deck=["Eddard Stark"] * 10 + ["Ice"])
    t.seat(1, deck=DECK)
    events = fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert {"type": "deck-shuffled", "seat": 0} in events
    assert t.state["seats"][0]["hand"] == [] and not GAME.to_act(t.state)


def test_01009_confiscation():
    t = Table().seat(0, plot="Confiscation", deck=DECK, play=["Eddard Stark"])
    t.seat(1, deck=DECK, play=["Tywin Lannister", ("Widow's Wail", "Tywin Lannister")])
    t.put(0, ("Seal of the Hand", "Eddard Stark"))
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    s = t.state
    wail, seal = t.id("Widow's Wail"), t.id("Seal of the Hand")
    # any attachment in play, one's own too
    assert {o["action"]["choice"] for o in decision(s, 0)["options"]} == {wail, seal}
    answer(s, 0, lambda a: a.get("choice") == wail)
    assert s["cards"][wail]["zone"] == "discard" and s["cards"][seal]["zone"] == "play"


def test_01009_confiscation_without_an_attachment_does_nothing():
    t = Table().seat(0, plot="Confiscation", deck=DECK, play=["Eddard Stark"])
    t.seat(1, deck=DECK, play=["Tywin Lannister"])
    events = fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert not t.state["stack"] and not any(e["type"] == "ability-used" for e in events)


def test_01010_counting_coppers():
    t = Table().seat(0, plot="Counting Coppers", deck=["Eddard Stark"] * 5)
    t.seat(1, deck=DECK)
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert len(t.state["seats"][0]["hand"]) == 3 and len(t.state["seats"][0]["deck"]) == 2
    assert t.state["seats"][1]["hand"] == []


def test_01010_counting_coppers_from_a_short_deck_draws_what_is_there():
    t = Table().seat(0, plot="Counting Coppers", deck=["Eddard Stark"])
    t.seat(1, deck=DECK)
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert len(t.state["seats"][0]["hand"]) == 1 and t.state["seats"][0]["deck"] == []


def test_01013_heads_on_spikes_a_character_goes_to_the_dead_pile():
    t = Table().seat(0, plot="Heads on Spikes", deck=DECK)
    t.seat(1, deck=DECK, hand=["Tywin Lannister"])
    tywin = t.id("Tywin Lannister")
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    s = t.state
    assert s["cards"][tywin]["zone"] == "dead" and s["seats"][0]["faction_card"]["power"] == 2


def test_01013_heads_on_spikes_a_non_character_is_only_discarded():
    t = Table().seat(0, plot="Heads on Spikes", deck=DECK)
    t.seat(1, deck=DECK, hand=["Treachery"])
    fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    s = t.state
    assert s["cards"][t.id("Treachery")]["zone"] == "discard"
    assert s["seats"][0]["faction_card"]["power"] == 0
    # an empty hand: nothing happens
    t2 = Table().seat(0, plot="Heads on Spikes", deck=DECK)
    t2.seat(1, deck=DECK)
    fire(t2, "revealed", plots=[t2.state["seats"][0]["plot"]])
    assert t2.state["seats"][0]["faction_card"]["power"] == 0


def test_01014_jousting_contest():
    s = joust(play=(["Eddard Stark", "Robb Stark"], ["Tywin Lannister", "Ser Jaime Lannister"]),
              plots=("Jousting Contest", "A Noble Cause"))
    challenge(s, 0, "military")
    ned, robb = (find(s, 0, n, ("play",)) for n in ("Eddard Stark", "Robb Stark"))
    toggle(s, 0, ned)
    # one attacker chosen: no second one may be added
    assert {"type": "toggle", "card": robb} not in offered(s, 0)
    confirm(s, 0)
    pass_windows(s)
    tywin, jaime = (find(s, 1, n, ("play",)) for n in ("Tywin Lannister", "Ser Jaime Lannister"))
    toggle(s, 1, tywin)     # the plot is Stark's, yet it binds the defender too
    assert {"type": "toggle", "card": jaime} not in offered(s, 1)


def test_01014_jousting_contest_not_revealed_allows_several():
    s = joust(play=(["Eddard Stark", "Robb Stark"], []))
    challenge(s, 0, "military")
    ned, robb = (find(s, 0, n, ("play",)) for n in ("Eddard Stark", "Robb Stark"))
    toggle(s, 0, ned)
    assert {"type": "toggle", "card": robb} in offered(s, 0)


def test_01015_marched_to_the_wall():
    t = Table(first_player=1)
    t.seat(0, deck=DECK, plot="Marched to the Wall", play=["Eddard Stark", "Robb Stark"])
    t.seat(1, deck=DECK, play=["Tywin Lannister"])
    ned, robb, tywin = t.id("Eddard Stark"), t.id("Robb Stark"), t.id("Tywin Lannister")
    moves.place_duplicate(t.state, give(t.state, 1, "Tywin Lannister"),
                          t.id("Tywin Lannister", zone="play"), "setup")
    s = table_game(t)
    fire(t, "revealed", plots=[s["seats"][0]["plot"]])
    # the first player (Lannister) chooses first; his only character is taken for him
    toggle(s, 0, robb)
    events = confirm(s, 0)
    # discarded together, and cannot be saved (Tywin's duplicate is no help)
    assert s["cards"][robb]["zone"] == "discard" and s["cards"][tywin]["zone"] == "discard"
    assert s["cards"][ned]["zone"] == "play"
    assert not any(e["type"] == "saved" for e in events)


def test_01015_marched_to_the_wall_a_player_without_characters_is_not_asked():
    t = Table()
    t.seat(0, deck=DECK, plot="Marched to the Wall")
    t.seat(1, deck=DECK, play=["Tywin Lannister", "Cersei Lannister"])
    s = table_game(t)
    fire(t, "revealed", plots=[s["seats"][0]["plot"]])
    assert GAME.to_act(s) == [1]
    cersei = t.id("Cersei Lannister")
    toggle(s, 1, cersei)
    confirm(s, 1)
    assert s["cards"][cersei]["zone"] == "discard"
    assert s["cards"][t.id("Tywin Lannister")]["zone"] == "play"


def test_01019_rebuilding():
    t = Table().seat(0, plot="Rebuilding", deck=DECK,
                     discard=["Eddard Stark", "Ice", "Winter Is Coming", "Summer"])
    t.seat(1, deck=DECK)
    s = table_game(t)
    fire(t, "revealed", plots=[s["seats"][0]["plot"]])
    picked = [t.id(n) for n in ("Eddard Stark", "Ice", "Summer")]
    assert GAME.decisions(s, 0, "en")[0]["prompt"] == \
        "Rebuilding: choose up to 3 cards of your discard pile"
    for c in picked:
        toggle(s, 0, c)
    # at most 3: the fourth card cannot be added
    assert {"type": "toggle", "card": t.id("Winter Is Coming")} not in offered(s, 0)
    confirm(s, 0)
    assert all(s["cards"][c]["zone"] == "deck" for c in picked)
    assert len(s["seats"][0]["deck"]) == 6 and t.zone(0, "discard") == ["Winter Is Coming"]


def test_01019_rebuilding_may_choose_none_and_asks_nobody_on_an_empty_pile():
    t = Table().seat(0, plot="Rebuilding", deck=DECK, discard=["Ice"])
    t.seat(1, deck=DECK)
    s = table_game(t)
    fire(t, "revealed", plots=[s["seats"][0]["plot"]])
    confirm(s, 0)                       # up to 3: none is a choice
    assert t.zone(0, "discard") == ["Ice"]
    t2 = Table().seat(0, plot="Rebuilding", deck=DECK)
    t2.seat(1, deck=DECK)
    fire(t2, "revealed", plots=[t2.state["seats"][0]["plot"]])
    assert not GAME.to_act(t2.state)


def test_01021_sneak_attack():
    s = joust(play=(["Eddard Stark", "Catelyn Stark"], []), plots=("Sneak Attack", "A Noble Cause"))
    assert challenge_choices(s, 0) == {"military", "intrigue", "power"}
    challenge(s, 0, "military")          # Eddard, the only [military] character, attacks
    # Catelyn still stands, but no second challenge may be initiated
    assert open_types(s, 0) == [] and barred_types(s, 1) == set()   # only "you"
    events = []
    while GAME.to_act(s):
        events += step(s)
    assert [e["challenge"] for e in events if e["type"] == "challenge-initiated"] == []
    assert {"type": "challenges-done", "seat": 0} in events


# -- Fealty ----------------------------------------------------------------------------------

def _fealty_table(**kw):
    t = Table(phase="marshaling")
    t.seat(0, deck=DECK, agenda="Fealty", hand=["Catelyn Stark", "Eddard Stark",
                                                "Winter Is Coming"], gold=4, **kw)
    t.seat(1, deck=DECK)
    return t


def test_01027_fealty():
    t = _fealty_table()
    s = table_game(t)
    fealty = s["seats"][0]["agenda"]
    frame = {"phase": "marshaling", "order": [0, 1], "active": 0}
    act = {"type": "ability", "card": fealty, "ability": 0}
    assert act in plays.plays(s, frame, 0)
    cat, ned, wic = t.id("Catelyn Stark"), t.id("Eddard Stark"), t.id("Winter Is Coming")
    assert plays.marshal_cost(s, 0, cat) == 4
    plays.take(s, 0, act)
    FLOW.settle(s)
    assert s["seats"][0]["faction_card"]["kneeling"]
    # the next loyal card costs 1 less (Catelyn, Winter Is Coming), not a non-loyal one
    assert plays.marshal_cost(s, 0, cat) == 3 and plays.marshal_cost(s, 0, ned) == 7
    from api.games.lcg2e import triggered
    assert triggered.event_cost(s, wic) == 0
    plays.take(s, 0, {"type": "marshal", "card": cat})
    FLOW.settle(s)
    assert s["seats"][0]["gold"] == 1
    # used up by Catelyn; the faction card kneels, so Fealty is not offered again
    assert triggered.event_cost(s, wic) == 1
    assert act not in plays.plays(s, frame, 0)


def test_01027_fealty_a_played_loyal_event_uses_it():
    t = _fealty_table()
    s = table_game(t)
    fealty = s["seats"][0]["agenda"]
    s["phase"] = "challenges"
    cards.touch(s)
    plays.take(s, 0, {"type": "ability", "card": fealty, "ability": 0})
    FLOW.settle(s)
    wic = t.id("Winter Is Coming")
    s["challenge"] = {"type": "military", "attacker": 0, "defender": 1, "attackers": [],
                      "defenders": []}
    cards.touch(s)
    plays.take(s, 0, {"type": "play", "card": wic, "ability": 0})
    FLOW.settle(s)
    assert s["seats"][0]["gold"] == 4            # Winter Is Coming cost 1 - 1
    assert not [e for e in s["effects"] if e["verb"] == "cost_reduction"]
    assert plays.marshal_cost(s, 0, t.id("Catelyn Stark")) == 4


def test_01027_fealty_not_with_a_kneeling_faction_card():
    t = _fealty_table(kneeling_faction=True)
    s = table_game(t)
    frame = {"phase": "marshaling", "order": [0, 1], "active": 0}
    assert not [a for a in plays.plays(s, frame, 0) if a["type"] == "ability"]


# -- neutral characters and attachments ------------------------------------------------------

def test_01029_varys():
    t = Table(phase="dominance")
    t.seat(0, deck=DECK, play=["Varys", "Eddard Stark"])
    t.seat(1, deck=DECK, play=["Tywin Lannister"], hand=["Cersei Lannister"])
    moves.place_duplicate(t.state, give(t.state, 1, "Tywin Lannister"),
                          t.id("Tywin Lannister", zone="play"), "setup")
    varys, ned = t.id("Varys"), t.id("Eddard Stark")
    tywin = t.id("Tywin Lannister", zone="play")
    s = table_game(t)
    fire(t, "phase_ends", phase="dominance")
    assert {"type": "ability", "card": varys, "ability": 0} in offered(s, 0)
    use(s, 0, varys)
    assert s["cards"][varys]["zone"] == "removed"
    # every character is to be discarded from play: a duplicate may still save one
    while not any(a["type"] == "save" for a in offered(s, 1)):
        step(s)                          # (Lannister holds a card: the cancel window first)
    answer(s, 1, lambda a: a["type"] == "save")
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][ned]["zone"] == "discard" and s["cards"][tywin]["zone"] == "play"


def test_01029_varys_only_when_the_dominance_phase_ends():
    t = Table(phase="challenges")
    t.seat(0, deck=DECK, play=["Varys", "Eddard Stark"])
    t.seat(1, deck=DECK)
    s = table_game(t)
    fire(t, "phase_ends", phase="challenges")
    assert not GAME.to_act(s) and s["cards"][t.id("Varys")]["zone"] == "play"


def test_01031_wildling_horde():
    s = joust(play=(["Eddard Stark"], ["Tywin Lannister"]), first=0)
    horde = put(s, 0, "Wildling Horde")
    raiders = put(s, 0, "Rattleshirt's Raiders")
    frame = {"phase": "challenges", "order": [0, 1]}
    act = {"type": "ability", "card": horde, "ability": 0}
    assert act not in plays.plays(s, frame, 0)          # no challenge: nobody participates
    challenge(s, 0, "military")
    toggle(s, 0, raiders)
    confirm(s, 0)
    assert act in offered(s, 0)
    use(s, 0, horde)        # Raiders, the only participating Wildling, is taken
    assert derive.strength(s, raiders) == 5 and s["seats"][0]["faction_card"]["kneeling"]
    assert act not in offered(s, 0)                      # the faction card kneels now


def test_01032_seal_of_the_hand():
    t = Table(phase="challenges")
    t.seat(0, deck=DECK, play=[{"card": "Eddard Stark", "kneeling": True},
                               ("Seal of the Hand", "Eddard Stark")])
    t.seat(1, deck=DECK)
    s = table_game(t)
    seal, ned = t.id("Seal of the Hand"), t.id("Eddard Stark")
    frame = {"phase": "challenges", "order": [0, 1]}
    act = {"type": "ability", "card": seal, "ability": 0}
    assert plays.plays(s, frame, 0) == [act]
    plays.take(s, 0, act)
    events = FLOW.settle(s)
    assert {"type": "stood", "card": ned} in events
    assert s["cards"][seal]["kneeling"] and not s["cards"][ned]["kneeling"]
    assert plays.plays(s, frame, 0) == []      # the Seal kneels (and Eddard stands)


def test_01032_seal_of_the_hand_not_while_its_character_stands():
    t = Table(phase="challenges")
    t.seat(0, deck=DECK, play=["Eddard Stark", ("Seal of the Hand", "Eddard Stark")])
    t.seat(1, deck=DECK)
    s = table_game(t)
    assert plays.plays(s, {"phase": "challenges", "order": [0, 1]}, 0) == []


# -- neutral events --------------------------------------------------------------------------

def _won(t, kind, margin, attacker=0, winner=0):
    """Stark (seat 0) wins a ``kind`` challenge by ``margin``; the reaction window opens."""
    return fire(t, "win_challenge", challenge=kind, winner=winner, loser=1 - winner,
                attacker=attacker, defender=1 - attacker, attackers=[], defenders=[],
                margin=margin)


def _event_table(event, they=("Tywin Lannister", "Lannisport")):
    t = Table()
    t.seat(0, deck=DECK, hand=[event], gold=3, play=["Eddard Stark"])
    t.seat(1, deck=DECK, play=list(they))
    table_game(t)
    return t


def test_01041_put_to_the_sword():
    t = _event_table("Put to the Sword", they=("Tywin Lannister", "Cersei Lannister"))
    s = t.state
    sword, tywin = t.id("Put to the Sword"), t.id("Tywin Lannister")
    _won(t, "military", 5)
    use(s, 0, sword)
    answer(s, 0, lambda a: a.get("choice") == tywin)
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][tywin]["zone"] == "dead" and s["seats"][0]["gold"] == 1
    assert s["cards"][sword]["zone"] == "discard"


def test_01041_put_to_the_sword_needs_a_margin_of_5_as_attacker():
    for margin, attacker in ((4, 0), (6, 1)):
        t = _event_table("Put to the Sword")
        _won(t, "military", margin, attacker=attacker)
        sword = t.id("Put to the Sword")
        assert {"type": "ability", "card": sword, "ability": 0} not in offered(t.state, 0)


def test_01042_put_to_the_torch():
    t = _event_table("Put to the Torch")
    s = t.state
    torch, port = t.id("Put to the Torch"), t.id("Lannisport")
    _won(t, "military", 7)
    use(s, 0, torch)       # Lannisport, the only location, is taken
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][port]["zone"] == "discard" and s["seats"][0]["gold"] == 2


def test_01042_put_to_the_torch_needs_a_location_and_a_military_win():
    t = _event_table("Put to the Torch", they=("Tywin Lannister",))
    _won(t, "military", 7)
    assert {"type": "ability", "card": t.id("Put to the Torch"), "ability": 0} \
        not in offered(t.state, 0)
    t = _event_table("Put to the Torch")
    _won(t, "power", 7)
    assert {"type": "ability", "card": t.id("Put to the Torch"), "ability": 0} \
        not in offered(t.state, 0)


def test_01043_superior_claim():
    t = _event_table("Superior Claim")
    s = t.state
    claim = t.id("Superior Claim")
    _won(t, "power", 5, attacker=1)          # as the defending player too
    use(s, 0, claim)
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["seats"][0]["faction_card"]["power"] == 2 and s["seats"][0]["gold"] == 3


def test_01043_superior_claim_needs_a_power_win_by_5():
    for kind, margin in (("power", 4), ("military", 9)):
        t = _event_table("Superior Claim")
        _won(t, kind, margin)
        assert {"type": "ability", "card": t.id("Superior Claim"), "ability": 0} \
            not in offered(t.state, 0)


def test_01044_tears_of_lys():
    t = _event_table("Tears of Lys", they=("Tywin Lannister", "Ser Jaime Lannister",
                                           "Joffrey Baratheon"))
    s = t.state
    tears, jaime, joff = t.id("Tears of Lys"), t.id("Ser Jaime Lannister"), t.id("Joffrey Baratheon")
    _won(t, "intrigue", 0)
    # only characters without an [intrigue] icon: Joffrey (Tywin and Jaime have one), taken
    use(s, 0, tears)
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][joff]["tokens"] == {"poison": 1} and s["cards"][joff]["zone"] == "play"
    assert s["cards"][jaime]["tokens"] == {}
    # the phase ends: the token is removed and Joffrey killed
    from api.games.lcg2e import rounds
    rounds.end_phase(s)
    FLOW.settle(s)
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["cards"][joff]["zone"] == "dead"


def test_01044_tears_of_lys_not_for_a_defender_and_not_if_the_token_is_gone():
    t = _event_table("Tears of Lys", they=("Joffrey Baratheon",))
    _won(t, "intrigue", 3, attacker=1)
    assert {"type": "ability", "card": t.id("Tears of Lys"), "ability": 0} \
        not in offered(t.state, 0)
    t = _event_table("Tears of Lys", they=("Joffrey Baratheon",))
    s = t.state
    joff = t.id("Joffrey Baratheon")
    _won(t, "intrigue", 3)
    use(s, 0, t.id("Tears of Lys"))
    while GAME.to_act(s):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    s["cards"][joff]["tokens"] = {}       # the poison was removed meanwhile
    from api.games.lcg2e import rounds
    rounds.end_phase(s)
    FLOW.settle(s)
    assert s["cards"][joff]["zone"] == "play"


# -- the Banners: deck-building text only, enforced by validate_deck -------------------------

BANNERS = sorted(c for c, x in CARDS.items() if x["type"] == "agenda" and "banner" in x["agenda"])


@pytest.mark.parametrize("banner", BANNERS)
def test_each_banner_allows_its_non_loyal_cards_and_needs_12(banner):
    ally = CARDS[banner]["agenda"]["banner"]
    faction = "stark" if ally != "stark" else "lannister"
    draw_types = ("character", "location", "attachment", "event")

    def pool(f, loyal):
        return [c for c, x in sorted(CARDS.items()) if x["faction"] == f
                and x["type"] in draw_types and x["loyal"] == loyal]
    allied = [c for c in pool(ally, False) for _ in range(3)][:12]
    own = [c for c in pool(faction, False) + pool(faction, True) for _ in range(3)]
    neutral = [c for c in pool("neutral", False) for _ in range(3)]
    plots = sorted(c for c, x in CARDS.items() if x["type"] == "plot")[:7]
    draw = (allied + own + neutral)[:60]
    assert len(allied) == 12 and len(draw) == 60
    assert validate_deck(draw + plots, banner, faction) == []
    # without the Banner the allied cards are out of faction; with 11 of them too few
    assert {p["code"] for p in validate_deck(draw + plots, None, faction)} == {"deck/out-of-faction"}
    short = draw[1:] + [neutral[-1]]
    assert [p["code"] for p in validate_deck(short + plots, banner, faction)] == \
        ["deck/banner-minimum"]
    # a loyal card of the Banner's faction stays out
    loyal = pool(ally, True)[0]
    problems = validate_deck(draw[:-1] + [loyal] + plots, banner, faction)
    assert [p["code"] for p in problems] == ["deck/loyal-out-of-faction"]
    # and the Banner prints no in-game ability: only deckbuilding
    assert CARDS[banner]["kinds"] == ["deckbuilding"]
