"""The learning decks' cards scripted last (one test per card, ``test_<code>_…``): searches,
each player's choices, "then" parts, X costs, lasting effects with conditions, ambush given in
hand; scenarios S6 (Wildfire Assault) and S40 (The Things I Do For Love)."""
from api.games.cardcore import cards, derive, effects
from api.games.lcg2e import GAME, plays
from api.games.lcg2e.catalog import BY_NAME
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import answer, at_challenges, decision, find, fire, table_game

DECK = ["Tumblestone Knight"] * 3


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def give(state, seat, name, zone="hand"):
    return cards.create(state, seat, BY_NAME[name], zone)


def on_top(state, seat, name):
    """A new card on top of the seat's deck."""
    cid = give(state, seat, name, "deck")
    deck = state["seats"][seat]["deck"]
    deck.remove(cid)
    deck.insert(0, cid)
    return cid


def pick(state, seat, cards_):
    for c in cards_:
        answer(state, seat, lambda a, c=c: a == {"type": "toggle", "card": c})
    return answer(state, seat, lambda a: a["type"] == "confirm")


# -- Summons --------------------------------------------------------------------------------

def test_01022_summons_takes_a_character_from_the_top_ten():
    t = Table().seat(0, plot="Summons", deck=["Winter Is Coming"] * 4 + ["Eddard Stark"]
                     + ["Winter Is Coming"] * 4 + ["Catelyn Stark", "Robb Stark"])
    t.seat(1, deck=DECK)
    plot = t.state["seats"][0]["plot"]
    fire(t, "revealed", plots=[plot])
    s = t.state
    d = decision(s, 0)
    # Eddard and Catelyn are among the top ten (Robb is eleventh); offered by code, never by id
    assert [o["action"] for o in d["options"]] == [{"type": "take", "code": BY_NAME[n]}
                                                   for n in ("Eddard Stark", "Catelyn Stark")]
    ned = t.id("Eddard Stark")
    events = answer(s, 0, lambda a: a == {"type": "take", "code": BY_NAME["Eddard Stark"]})
    assert s["cards"][ned]["zone"] == "hand"
    assert {"type": "card-shown", "seat": 0, "code": BY_NAME["Eddard Stark"]} in events
    assert {"type": "deck-shuffled", "seat": 0} in events
    assert len(s["seats"][0]["deck"]) == 10


def test_01022_summons_without_a_character_only_shuffles():
    t = Table().seat(0, plot="Summons", deck=["Winter Is Coming"] * 10 + ["Robb Stark"])
    t.seat(1, deck=DECK)
    events = fire(t, "revealed", plots=[t.state["seats"][0]["plot"]])
    assert {"type": "deck-shuffled", "seat": 0} in events
    assert t.state["seats"][0]["hand"] == [] and not GAME.to_act(t.state)


# -- Wildfire Assault (S6) ------------------------------------------------------------------

def test_01026_wildfire_assault_s6():
    t = Table(first_player=1)
    t.seat(0, deck=DECK, play=[{"card": "Eddard Stark", "kneeling": True}, "Catelyn Stark",
                               "Robb Stark", "Arya Stark", "Direwolf Pup"])
    t.seat(1, deck=DECK, plot="Wildfire Assault", play=["Cersei Lannister", "Tywin Lannister"])
    s = table_game(t)
    names = ("Eddard Stark", "Catelyn Stark", "Robb Stark", "Direwolf Pup")
    ned, cat, robb, pup = (t.id(n, zone="play") for n in names)
    arya = t.id("Arya Stark", zone="play")
    from api.games.cardcore import moves
    dup = give(s, 0, "Arya Stark")
    moves.place_duplicate(s, dup, arya, "setup")
    fire(t, "revealed", plots=[s["seats"][1]["plot"]])
    # Lannister, the first player, chooses first: both of his characters
    assert GAME.to_act(s) == [1] and decision(s, 1)["type"] == "ability_choice"
    pick(s, 1, [t.id("Cersei Lannister"), t.id("Tywin Lannister")])
    assert GAME.to_act(s) == [0]
    events = pick(s, 0, [ned, cat, robb])
    # Arya and the Pup die together; her duplicate cannot save her (no save is offered)
    assert s["cards"][arya]["zone"] == "dead" and s["cards"][pup]["zone"] == "dead"
    assert all(s["cards"][c]["zone"] == "play" for c in (ned, cat, robb))
    assert not any(e["type"] == "saved" for e in events)
    # then Robb Stark's reaction may stand each character Stark controls
    robb_use = {"type": "ability", "card": robb, "ability": 0}
    assert robb_use in offered(s, 0) and s["cards"][dup]["zone"] == "discard"
    answer(s, 0, lambda a: a == robb_use)
    assert not s["cards"][ned]["kneeling"]


# -- Calm Over Westeros ---------------------------------------------------------------------

def test_01008_calm_over_westeros_lowers_the_attackers_claim():
    t = Table().seat(0, plot="Calm Over Westeros", deck=DECK)
    t.seat(1, plot="A Clash of Kings", deck=DECK)
    s = table_game(t)
    fire(t, "revealed", plots=[s["seats"][0]["plot"]])
    assert {"type": "choose", "choice": "intrigue"} in offered(s, 0)
    answer(s, 0, lambda a: a == {"type": "choose", "choice": "intrigue"})

    def claim(kind, attacker):
        s["challenge"] = {"type": kind, "attacker": attacker, "defender": 1 - attacker,
                          "attackers": [], "defenders": []}
        cards.touch(s)
        return derive.plot_value(s, attacker, "claim")

    assert claim("intrigue", 1) == 0          # Lannister attacks Stark in an intrigue challenge
    assert claim("military", 1) == 1          # another type
    assert claim("intrigue", 0) == 1          # Stark attacks: he does not defend
    s["challenge"] = None
    effects.expire_new_plot(s, 0)             # Stark reveals his next plot: it ends
    assert claim("intrigue", 1) == 1


# -- The Tickler ----------------------------------------------------------------------------

def _tickler_at_dominance(extra_stark=()):
    s = at_challenges(first=1, play=(["Eddard Stark", *extra_stark], ["The Tickler"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    tickler = find(s, 1, "The Tickler", ("play",))
    top = on_top(s, 0, "Eddard Stark")
    while s["phase"] == "challenges":
        (seat,) = GAME.to_act(s)
        answer(s, seat, lambda a: a["type"] in ("done", "pass"))
    while {"type": "ability", "card": tickler, "ability": 0} not in offered(s, 1):
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    return s, tickler, top


def test_01088_the_tickler_discards_the_top_card_then_a_copy_in_play():
    s, tickler, top = _tickler_at_dominance()
    ned = find(s, 0, "Eddard Stark", ("play",))
    answer(s, 1, lambda a: a == {"type": "ability", "card": tickler, "ability": 0})
    assert s["cards"][top]["zone"] == "discard" and s["cards"][tickler]["kneeling"]
    # "then you may": Eddard (a copy of the discarded card) or nobody
    assert offered(s, 1) == [{"type": "choose", "choice": ned}, {"type": "choose", "choice": None}]
    answer(s, 1, lambda a: a == {"type": "choose", "choice": ned})
    assert s["cards"][ned]["zone"] == "discard"


def test_01088_the_tickler_may_discard_nothing_more():
    s, tickler, top = _tickler_at_dominance()
    ned = find(s, 0, "Eddard Stark", ("play",))
    answer(s, 1, lambda a: a == {"type": "ability", "card": tickler, "ability": 0})
    answer(s, 1, lambda a: a == {"type": "choose", "choice": None})
    assert s["cards"][ned]["zone"] == "play" and s["cards"][top]["zone"] == "discard"


def test_a_discard_from_play_is_a_timing_point_bodyguard_saves():
    s, tickler, _top = _tickler_at_dominance()
    ned = find(s, 0, "Eddard Stark", ("play",))
    guard = give(s, 0, "Bodyguard")
    from api.games.cardcore import moves
    moves.enter_play(s, guard, "setup", host=ned)
    answer(s, 1, lambda a: a == {"type": "ability", "card": tickler, "ability": 0})
    answer(s, 1, lambda a: a == {"type": "choose", "choice": ned})
    use = {"type": "ability", "card": guard, "ability": 0}
    assert use in offered(s, 0)
    events = answer(s, 0, lambda a: a == use)
    assert {"type": "saved", "card": ned, "by": guard} in events
    assert s["cards"][ned]["zone"] == "play"


# -- The Queen's Assassin -------------------------------------------------------------------

def _assassin(stark_hand=()):
    s = at_challenges(first=1, play=(["Eddard Stark", "Catelyn Stark"], ["Tywin Lannister"]),
                      hands=(list(stark_hand), ["The Queen's Assassin", "Cersei Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    assassin = find(s, 1, "The Queen's Assassin", ("hand",))
    s["seats"][1]["gold"] = 4
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})   # Tywin alone
    if 0 in GAME.to_act(s):
        answer(s, 0, lambda a: a["type"] == "pass")
    answer(s, 1, lambda a: a == {"type": "ambush", "card": assassin})
    return s, assassin


def test_01095_the_queens_assassin_makes_the_opponent_kill():
    s, assassin = _assassin()
    use = {"type": "ability", "card": assassin, "ability": 0}
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    # Lannister holds 1 card, Stark none: Stark chooses which of his characters dies
    ned, cat = (find(s, 0, n, ("play",)) for n in ("Eddard Stark", "Catelyn Stark"))
    assert GAME.to_act(s) == [0] and offered(s, 0) == [{"type": "choose", "choice": ned},
                                                       {"type": "choose", "choice": cat}]
    answer(s, 0, lambda a: a == {"type": "choose", "choice": cat})
    assert s["cards"][cat]["zone"] == "dead"


def test_01095_the_queens_assassin_needs_the_larger_hand():
    s, assassin = _assassin(stark_hand=["Winter Is Coming"])    # 1 card each
    assert {"type": "ability", "card": assassin, "ability": 0} not in offered(s, 1)


# -- The Things I Do For Love (S40) ---------------------------------------------------------

def _tidfl(kneeling_faction=False):
    s = at_challenges(first=1, play=(["Catelyn Stark", "Eddard Stark"], ["Cersei Lannister"]),
                      hands=([], ["The Things I Do For Love"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    love = find(s, 1, "The Things I Do For Love", ("hand",))
    s["seats"][1]["gold"] = 4
    s["seats"][1]["faction_card"]["kneeling"] = kneeling_faction
    cards.touch(s)
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})   # Cersei attacks
    return s, love


def test_01101_the_things_i_do_for_love_s40():
    s, love = _tidfl()
    cat = find(s, 0, "Catelyn Stark", ("play",))
    play = {"type": "play", "card": love, "ability": 0}
    assert play in offered(s, 1)
    answer(s, 1, lambda a: a == play)
    # X = 4: Catelyn (printed cost 4) is the only character Lannister can pay for, Eddard (7)
    # is never offered; she goes back to Stark's hand
    assert s["cards"][cat]["zone"] == "hand" and s["cards"][cat]["owner"] == 0
    assert s["seats"][1]["gold"] == 0 and s["seats"][1]["faction_card"]["kneeling"]
    assert s["cards"][love]["zone"] == "discard"


def test_01101_the_things_i_do_for_love_needs_its_faction_card_standing():
    s, love = _tidfl(kneeling_faction=True)
    assert {"type": "play", "card": love, "ability": 0} not in offered(s, 1)


def test_01101_the_things_i_do_for_love_not_while_catelyn_participates():
    s, love = _tidfl()
    cat = find(s, 0, "Catelyn Stark", ("play",))
    answer(s, 1, lambda a: a["type"] == "pass")            # after attackers: Lannister passes
    answer(s, 0, lambda a: a == {"type": "toggle", "card": cat})
    answer(s, 0, lambda a: a["type"] == "confirm")          # Catelyn defends
    assert GAME.to_act(s) == [1]
    assert {"type": "play", "card": love, "ability": 0} not in offered(s, 1)


# -- The Wolfswood --------------------------------------------------------------------------

def test_01155_the_wolfswood_gives_direwolves_in_hand_ambush():
    t = Table().seat(0, play=["The Wolfswood"], hand=["Summer", "Eddard Stark"], gold=10)
    t.seat(1, deck=DECK)
    s = table_game(t)
    summer, ned = t.id("Summer", zone="hand"), t.id("Eddard Stark", zone="hand")
    assert derive.ambush_costs(s, summer) == [derive.printed(s, summer)["cost"]]
    assert derive.ambush_costs(s, ned) == []
    assert {"type": "ambush", "card": summer} in plays.ambush_plays(s, 0)
    t2 = Table().seat(0, hand=["Summer"])           # without The Wolfswood: no ambush
    assert derive.ambush_costs(t2.state, t2.id("Summer")) == []
