"""Card-by-card audit, session 20 (card20n): four known faults (draws offered with an empty
deck, "an opponent" picked by the engine in a melee, Joffrey Baratheon once for several
kills, A Meager Contribution reading any opponent's gold) and the neutral cards, plots and
agendas. One test per card (``test_<code>_<card>``), driven through the real flow, but for
the empty-deck draws: the flow ends the game on an empty deck before anybody is asked, so
those check ``triggered.usable``, where the flow asks."""
from api.games.cardcore import cards, derive, moves
from api.games.lcg2e import GAME, triggers
from api.games.lcg2e.catalog import BY_NAME
from api.games.lcg2e.flow import FLOW
from tests.games.lcg2e.joust import answer, decision
from tests.games.lcg2e.test_acceptance_audit import at_challenges_core, named
from tests.games.lcg2e.test_card_audit_a import offered, pass_reactions
from tests.games.lcg2e.test_card_audit_b import (
    _choices,
    _melee,
    _play_from_hand,
    _won,
    ability,
)


def _empty_deck(state, seat):
    """The seat's draw deck, emptied without the end check (the state the rule is about:
    an ability is judged before the game notices the empty deck)."""
    moves.move(state, list(state["seats"][seat]["deck"]), "discard", "test")


def _window(state):
    """The action window of the challenges phase (events and ambush may be played)."""
    at = next(i for i, f in enumerate(state["stack"]) if f["kind"] == "challenges_turn")
    del state["stack"][at + 1:]
    state["stack"][at]["stage"] = "window"
    cards.touch(state)
    FLOW.settle(state)


def _to_dominance(state):
    state["phase"] = "dominance"
    state["stack"] = [{"kind": "round", "stage": "dominance"}]
    cards.touch(state)
    FLOW.settle(state)


def _reveal(state, seat, plot):
    """``plot`` becomes the seat's revealed plot and its When Revealed is due."""
    cid = cards.create(state, seat, BY_NAME[plot], "plot_deck")
    moves.reveal_plot(state, seat, cid)
    triggers.raise_trigger(state, "revealed", plots=[cid])
    FLOW.settle(state)
    return cid


# -- 1. a draw from an empty deck changes nothing: not usable (spec §5.8) ---------------------
# Through the flow an empty deck ends the game (or eliminates the seat) at the end check after
# every step, before anybody is asked: the rule is checked where the flow asks it, ``usable``.

def _usable(state, cid, i, event=None):
    from api.games.lcg2e import triggered
    return triggered.usable(state, cid, i, triggered.record(state, [cid, i]), event)


def _both(play, name, i, event=None):
    """Whether ``name``'s ability ``i`` is usable with seat 0's deck full, then empty."""
    s = at_challenges_core(first=0, play=(play, ["Eddard Stark"]))
    cid = named(s, 0, name)
    full = _usable(s, cid, i, event)
    _empty_deck(s, 0)
    return full, _usable(s, cid, i, event)


def test_01098_lannisport_draw_is_not_offered_with_an_empty_deck():
    assert _both(["Lannisport"], "Lannisport", 0,
                 {"name": "win_challenge", "challenge": "intrigue", "winner": 0}) == (True, False)


def test_01061_the_red_keep_draw_is_not_offered_with_an_empty_deck():
    assert _both(["The Red Keep"], "The Red Keep", 1,
                 {"name": "phase_ends", "phase": "challenges"}) == (True, False)


def test_01078_great_kraken_offers_only_the_power_with_an_empty_deck():
    # "either: draw 1 card, or gain 1 power": with no card to draw only the power is a choice
    from api.games.lcg2e import triggered
    s = at_challenges_core(first=0, play=(["Great Kraken"], ["Eddard Stark"]))
    kraken = named(s, 0, "Great Kraken")
    ab = triggered.record(s, [kraken, 1])
    assert triggered.targets(s, kraken, ab) == ["draw_card", "faction_power"]
    _empty_deck(s, 0)
    assert _usable(s, kraken, 1) and triggered.targets(s, kraken, ab) == ["faction_power"]


def test_01130_messenger_raven_is_not_offered_with_an_empty_deck():
    # returning him to hand is the cost: what a cost changes does not make the draw legal
    assert _both(["Messenger Raven"], "Messenger Raven", 0) == (True, False)


def test_01028_littlefinger_draw_is_not_offered_with_an_empty_deck():
    assert _both(["Littlefinger"], "Littlefinger", 0) == (True, False)


def test_01138_a_meager_contribution_needs_gold_in_the_collecting_players_pool():
    # "move 1 gold from THAT player's gold pool": seat 1 collected but holds none; seat 0's
    # gold does not make the event playable
    from tests.games.lcg2e.melee_table import melee_at
    s = melee_at(3, {}, first=1, phase="marshaling", gold={0: 3})
    s["seats"][1]["gold"] = 0
    meager = cards.create(s, 2, BY_NAME["A Meager Contribution"], "hand")
    triggers.raise_trigger(s, "collects_income", seat=1, amount=5)
    FLOW.settle(s)
    assert ability(meager) not in offered(s, 2)
    assert [x["gold"] for x in s["seats"]] == [3, 0, 0]


# -- 2. "choose an opponent": the player chooses, among the eligible ones ---------------------

def test_01064_seen_in_flames_lets_its_player_choose_the_opponent_in_melee():
    s = _melee({0: ["Melisandre"]}, hands={1: 1, 2: 2})
    flames = cards.create(s, 0, BY_NAME["Seen In Flames"], "hand")
    s["seats"][0]["gold"] = 1
    _window(s)
    _play_from_hand(s, 0, flames)
    assert decision(s, 0)["type"] == "ability_opponent"
    assert _choices(s, 0) == [1, 2]
    answer(s, 0, lambda a: a.get("choice") == 2)
    assert _choices(s, 0) == sorted(s["seats"][2]["hand"])


def test_01095_the_queens_assassin_chooses_an_opponent_with_fewer_cards_in_melee():
    # seat 1 holds more cards than Lannister, seat 2 fewer: seat 2 is the one who must kill
    s = _melee({1: ["Eddard Stark"], 2: ["Catelyn Stark", "Bran Stark"]}, hands={1: 5, 2: 1})
    assassin = cards.create(s, 0, BY_NAME["The Queen's Assassin"], "hand")
    for _ in range(3):
        cards.create(s, 0, BY_NAME["Hear Me Roar!"], "hand")
    s["seats"][0]["gold"] = 4
    _window(s)
    answer(s, 0, lambda a: a == {"type": "ambush", "card": assassin})
    answer(s, 0, lambda a: a == ability(assassin))
    pass_reactions(s)
    assert GAME.to_act(s) == [2] and _choices(s, 2) == sorted(
        named(s, 2, n) for n in ("Catelyn Stark", "Bran Stark"))
    catelyn = named(s, 2, "Catelyn Stark")
    answer(s, 2, lambda a: a.get("choice") == catelyn)
    pass_reactions(s)
    assert s["cards"][catelyn]["zone"] == "dead"
    assert s["cards"][named(s, 1, "Eddard Stark")]["zone"] == "play"


def test_01088_the_tickler_lets_its_player_choose_whose_deck_in_melee():
    s = _melee({0: ["The Tickler"]})
    _to_dominance(s)
    tops = [s["seats"][i]["deck"][0] for i in (1, 2)]
    answer(s, 0, lambda a: a == ability(named(s, 0, "The Tickler")))
    assert _choices(s, 0) == [1, 2]
    answer(s, 0, lambda a: a.get("choice") == 2)
    assert [s["cards"][c]["zone"] for c in tops] == ["deck", "discard"]


# -- 3. one reaction per character killed -------------------------------------------------------

def test_01086_joffrey_baratheon_reacts_to_each_lord_or_lady_killed_together():
    s = at_challenges_core(first=0, play=(["Joffrey Baratheon"],
                                          ["Eddard Stark", "Catelyn Stark", "Tywin Lannister"]))
    joffrey = named(s, 0, "Joffrey Baratheon")
    triggers.kill(s, [named(s, 1, n) for n in ("Eddard Stark", "Catelyn Stark")], by=0)
    FLOW.settle(s)
    for _ in range(2):
        answer(s, 0, lambda a: a == ability(joffrey))
        FLOW.settle(s)
    assert s["cards"][joffrey]["power"] == 2
    assert ability(joffrey) not in offered(s, 0)
    # two more killed together: only one more reaction (Limit 3 times per round)
    cersei = cards.create(s, 1, BY_NAME["Cersei Lannister"], "hand")
    moves.enter_play(s, cersei, "setup")
    triggers.kill(s, [named(s, 1, "Tywin Lannister"), cersei], by=0)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == ability(joffrey))
    FLOW.settle(s)
    assert s["cards"][joffrey]["power"] == 3
    assert ability(joffrey) not in offered(s, 0)


# -- 4. neutral plots --------------------------------------------------------------------------

def test_01001_a_clash_of_kings_needs_power_on_the_losing_opponents_faction_card():
    # seat 2 has power, the loser (seat 1) has none: nothing to move, not offered
    s = _melee({0: ["Tywin Lannister"]})
    s["seats"][2]["faction_card"]["power"] = 3
    clash = _reveal(s, 0, "A Clash of Kings")
    _won(s, "power", [named(s, 0, "Tywin Lannister")])
    assert ability(clash) not in offered(s, 0)
    s2 = _melee({0: ["Tywin Lannister"]})
    s2["seats"][1]["faction_card"]["power"] = 3
    clash = _reveal(s2, 0, "A Clash of Kings")
    _won(s2, "power", [named(s2, 0, "Tywin Lannister")])
    assert ability(clash) in offered(s2, 0)


def test_01007_calling_the_banners_counts_the_chosen_opponents_characters_in_melee():
    s = _melee({1: ["Eddard Stark"], 2: ["Catelyn Stark", "Tywin Lannister", "The Tickler"]},
               phase="marshaling")
    s["seats"][0]["gold"] = 0
    _reveal(s, 0, "Calling the Banners")
    d = decision(s, 0)
    assert d["type"] == "ability_opponent" and _choices(s, 0) == [1, 2]
    # the page names the players by their houses, never by a seat number alone
    assert d["prompt"] == "Calling the Banners: choose an opponent"
    assert all(o["label"].startswith("House ") or o["label"].startswith("The ")
               for o in d["options"])
    events = answer(s, 0, lambda a: a.get("choice") == 2)
    assert s["seats"][0]["gold"] == 3
    # the choice is public: the log tells every player whom the plot counted
    (told,) = [e for e in events if e["type"] == "opponent-chosen"]
    assert (told["seat"], told["opponent"], told.get("to")) == (0, 2, None)
    assert s["cards"][told["card"]]["code"] == "01007"


def test_01008_calm_over_westeros_lowers_the_claim_of_whoever_attacks_in_melee():
    s = _melee({0: ["Eddard Stark"]}, phase="marshaling")
    _reveal(s, 0, "Calm Over Westeros")
    answer(s, 0, lambda a: a.get("choice") == "military")
    before = derive.plot_value(s, 2, "claim")
    s["challenge"] = {"type": "military", "attacker": 2, "defender": 0, "attackers": [],
                      "defenders": [], "bypassed": []}
    cards.touch(s)
    assert derive.plot_value(s, 2, "claim") == before - 1
    s["challenge"]["defender"] = 1          # not against Calm's player: the claim stands
    cards.touch(s)
    assert derive.plot_value(s, 2, "claim") == before


def test_01013_heads_on_spikes_chooses_an_opponent_with_a_card_in_hand_in_melee():
    # seat 1 (next in order) holds nothing: the discard comes from seat 2's hand
    s = _melee({}, hands={1: 0, 2: 2}, phase="marshaling")
    _reveal(s, 0, "Heads on Spikes")
    pass_reactions(s)
    assert [len(s["seats"][i]["hand"]) for i in (1, 2)] == [0, 1]


def test_01023_supporting_the_faith_empties_every_gold_pool_in_melee():
    s = _melee({}, gold={0: 2, 1: 3, 2: 4}, phase="marshaling")
    cid = cards.create(s, 0, BY_NAME["Supporting the Faith"], "plot_deck")
    moves.reveal_plot(s, 0, cid)
    triggers.raise_trigger(s, "phase_begins", phase="challenges")
    FLOW.settle(s)
    assert [x["gold"] for x in s["seats"]] == [0, 0, 0]


def test_01180_maester_lomys_needs_a_card_in_the_attacking_players_hand_in_melee():
    # (Tyrell is card20a's; the shared rule reaches it) "discard 1 card at random from the
    # attacking player's hand": seat 1 attacked with an empty hand, seat 2's cards do not count
    s = _melee({0: ["Maester Lomys"], 1: ["Tywin Lannister"]}, hands={1: 0, 2: 3})
    lomys, tywin = named(s, 0, "Maester Lomys"), named(s, 1, "Tywin Lannister")
    s["challenge"] = {"type": "intrigue", "attacker": 1, "defender": 0, "attackers": [tywin],
                      "defenders": [lomys], "bypassed": []}
    cards.touch(s)
    triggers.raise_trigger(s, "win_challenge", challenge="intrigue", winner=0, loser=1,
                           attacker=1, defender=0, attackers=[tywin], defenders=[lomys],
                           margin=1, unopposed=False)
    FLOW.settle(s)
    assert ability(lomys) not in offered(s, 0)
