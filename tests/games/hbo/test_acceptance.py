"""The spec's acceptance scenarios (hbo-card-game.md §11.1) on the fixture cards of §11.0,
one test per scenario, named by its id (AS-39's "each player gains power" is written with our
extension of the data's gain_power, docs/games/hbo.md)."""
import pytest

from api.engine.errors import BadAction, IllegalAction
from api.games.cardcore import cards, derive, effects, moves
from api.games.hbo import GAME
from api.games.hbo.flow import FLOW
from api.games.hbo.rounds import income
from tests.games.hbo.table import (
    L,
    S,
    act,
    decision,
    ids,
    one,
    options,
    pass_windows,
    pick,
    table,
)

AS01_HAND = ["FX_ARYA", "FX_JON", "FX_EDDARD", "FX_HAND_KING", "FX_NOT_TODAY", "FX_CITADEL",
             "FX_CITADEL"]


def _setup_table(stark_hand, deck=("FX_ALLY",) * 10):
    state = table("setup", hands=((), stark_hand), decks=(("FX_GUARD",) * 10, deck))
    assert GAME.to_act(state) == [S]        # L's empty hand places nothing; now S is asked
    return state


def _toggles(state, seat):
    return [a["card"] for a in options(state, seat) if a["type"] == "toggle"]


def test_AS_01_setup_placement_of_the_seed_example():
    state = _setup_table(AS01_HAND)
    arya, jon = one(state, S, "FX_ARYA", "hand"), one(state, S, "FX_JON", "hand")
    citadel = ids(state, S, "FX_CITADEL", "hand")[0]
    pick(state, S, [arya, jon, citadel])
    # revealed together, standing, and the hand refilled to 7 (3 drawn)
    assert sorted(state["seats"][S]["play"]) == sorted([arya, jon, citadel])
    assert not any(state["cards"][c]["kneeling"] for c in (arya, jon, citadel))
    assert len(state["seats"][S]["hand"]) == 7


def test_AS_01_setup_cards_are_face_down_until_both_have_placed():
    state = table("setup", hands=(["FX_GUARD"], AS01_HAND), decks=(["FX_GUARD"] * 5, ()))
    guard = one(state, L, "FX_GUARD", "hand")
    pick(state, L, [guard])
    assert state["seats"][L]["setup"] == [guard] and state["seats"][L]["play"] == []
    seen_by_s = GAME.view(state, S)["seats"][L]
    assert seen_by_s["setup"] == {"count": 1} and seen_by_s["play"] == []


def test_AS_02_a_second_limited_card_is_refused():
    state = _setup_table(AS01_HAND)
    first, second = ids(state, S, "FX_CITADEL", "hand")
    act(state, S, {"type": "toggle", "card": first})
    assert second not in _toggles(state, S)
    with pytest.raises((BadAction, IllegalAction)):
        act(state, S, {"type": "toggle", "card": second})


def test_AS_03_no_events_attachments_or_more_than_5_gold_in_setup():
    state = _setup_table(AS01_HAND)
    offered = _toggles(state, S)
    assert one(state, S, "FX_NOT_TODAY", "hand") not in offered
    assert one(state, S, "FX_HAND_KING", "hand") not in offered
    act(state, S, {"type": "toggle", "card": one(state, S, "FX_EDDARD", "hand")})   # cost 4
    assert one(state, S, "FX_JON", "hand") not in _toggles(state, S)                # 4 + 2 > 5



def test_setup_cards_are_offered_with_their_cost_and_limited():
    # review14: the setup question caps cost and Limited cards; the buttons showed names only
    state = _setup_table(AS01_HAND)
    labels = {lang: [o["label"] for d in GAME.decisions(state, S, lang) for o in d["options"]]
              for lang in ("en", "ru", "bg")}
    assert any(x.endswith("(cost 4)") for x in labels["en"]), labels["en"]        # Eddard, cost 4
    assert any(x.endswith(", Limited)") for x in labels["en"]), labels["en"]      # the Citadel
    assert any(x.endswith("(стоимость 4)") for x in labels["ru"]), labels["ru"]
    assert any(x.endswith("(цена 4)") for x in labels["bg"]), labels["bg"]


def test_AS_04_two_copies_of_a_unique_card_are_refused():
    state = _setup_table(["FX_ARYA", "FX_ARYA"])
    a1, a2 = ids(state, S, "FX_ARYA", "hand")
    act(state, S, {"type": "toggle", "card": a1})
    assert a2 not in _toggles(state, S)


def test_AS_05_mulligan_once_simultaneously():
    state = GAME.new(2, {"houses": "lannister-stark"}, 5)
    before = list(state["seats"][L]["hand"])
    (d,) = GAME.decisions(state, L)
    assert d["type"] == "mulligan" and d["sealed"]
    act(state, L, {"type": "mulligan"})
    assert state["seats"][L]["hand"] == before           # nothing happens before both decide
    events = act(state, S, {"type": "keep"})
    assert {"type": "mulliganed", "seat": L} in events
    hand = state["seats"][L]["hand"]
    assert len(hand) == 7 and len(state["seats"][L]["deck"]) == 43
    assert all(d["type"] != "mulligan" for s in (L, S) for d in GAME.decisions(state, s))


def test_AS_06_no_abilities_resolve_in_setup():
    state = table("setup", hands=(["FX_VARYS"], ["FX_WINTERFELL", "FX_JON"]),
                  decks=(["FX_GUARD"] * 9, ["FX_ALLY"] * 9))
    pick(state, L, [one(state, L, "FX_VARYS", "hand")])
    pick(state, S, [one(state, S, "FX_WINTERFELL", "hand")])
    varys = one(state, L, "FX_VARYS")
    assert state["cards"][varys]["power"] == 0 and state["cards"][varys]["zone"] == "play"
    # a constant effect simply applies from the reveal on (A14)
    state2 = table("setup", hands=((), ["FX_WINTERFELL", "FX_JON"]), decks=((), ["FX_ALLY"] * 9))
    pick(state2, S, [one(state2, S, "FX_WINTERFELL", "hand"), one(state2, S, "FX_JON", "hand")])
    assert derive.strength(state2, one(state2, S, "FX_JON")) == 3


def _planning(scenarios_l, scenarios_s, power=(0, 0), seed=1):
    state = table("planning", available=(scenarios_l, scenarios_s), power=power, seed=seed,
                  decks=(["FX_GUARD"] * 20, ["FX_ALLY"] * 20))
    act(state, L, {"type": "scenario", "card": state["seats"][L]["plot_deck"][0]}) \
        if len(scenarios_l) > 1 else None
    if len(scenarios_s) > 1:
        act(state, S, {"type": "scenario", "card": state["seats"][S]["plot_deck"][0]})
    return state


def test_AS_07_initiative_and_the_choice_of_first_player():
    state = _planning(["SC_5_6_1"], ["SC_6_3_1"])
    d = decision(state, L)
    assert d["type"] == "first_player" and GAME.decisions(state, S) == []
    act(state, L, {"type": "first_player", "seat": S})
    assert state["first_player"] == S
    while state["phase"] != "marshaling":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    assert state["active"] == S                          # S marshals first


def test_AS_08_an_initiative_tie_goes_to_the_lower_power():
    state = table("planning", available=(["SC_4_4_1"], ["SC_4_4_1"]), power=(3, 4),
                  decks=(["FX_GUARD"] * 9, ["FX_ALLY"] * 9))
    assert state["initiative_winner"] == L


def test_AS_09_an_initiative_and_power_tie_is_random_and_reproducible():
    winners = set()
    for seed in range(8):
        a = table("planning", available=(["SC_4_4_1"], ["SC_4_4_1"]), seed=seed)
        b = table("planning", available=(["SC_4_4_1"], ["SC_4_4_1"]), seed=seed)
        assert a["initiative_winner"] == b["initiative_winner"]
        winners.add(a["initiative_winner"])
    assert winners == {L, S}


def test_AS_10_scenario_recycling():
    codes = [f"SC_S{i}" for i in range(1, 8)]
    state = table("planning", available=(["SC_0_1_1", "SC_4_2_1"], codes),
                  decks=(["FX_GUARD"] * 60, ["FX_ALLY"] * 60))
    order = list(state["seats"][S]["plot_deck"])

    def reveal(cid):
        act(state, S, {"type": "scenario", "card": cid})
        if L in GAME.to_act(state):          # L's own secret choice, whichever
            act(state, L, options(state, L)[0])

    for cid in order[:6]:
        assert cid in [a["card"] for a in options(state, S)]
        reveal(cid)
        _to_next_planning(state)
    # round 7's only choice was made for S; the six used ones came back, the 7th is revealed
    assert state["round"] == 8
    assert state["seats"][S]["plot"] == order[6]
    assert sorted(a["card"] for a in options(state, S)) == sorted(order[:6])
    with pytest.raises((BadAction, IllegalAction)):
        act(state, S, {"type": "scenario", "card": order[6]})
    reveal(order[0])
    assert order[6] in state["seats"][S]["used_plots"]


def _to_next_planning(state):
    """Play on (passing, ending marshaling, making no challenges) to the next scenario choice."""
    while not any(d["type"] == "scenario" for d in GAME.decisions(state, S)):
        seat = GAME.to_act(state)[0]
        opts = options(state, seat)
        for want in ({"type": "pass"}, {"type": "done"}, {"type": "first_player", "seat": L},
                     {"type": "confirm"}):
            if want in opts:
                act(state, seat, want)
                break
        else:
            act(state, seat, opts[-1])


def test_AS_12_drawing_from_a_short_or_empty_deck():
    state = table("planning", available=(["SC_5_6_1"], ["SC_6_3_1"]), decks=(["FX_GUARD"], ()))
    act(state, L, {"type": "first_player", "seat": L})
    while state["phase"] != "marshaling":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    assert len(state["seats"][L]["hand"]) == 1 and state["seats"][L]["deck"] == []
    assert state["seats"][S]["hand"] == [] and state["result"] is None


def test_AS_13_income_counts_knelt_cards_and_not_a_location_played_this_phase():
    state = table("marshaling", play=([("FX_KEEP_L", True)], ()), hands=(["FX_MINE"], ()),
                  scenarios=("SC_5_3_2", "SC_4_2_1"))
    assert state["seats"][L]["gold"] == 6
    act(state, L, {"type": "marshal", "card": one(state, L, "FX_MINE", "hand")})
    assert state["seats"][L]["gold"] == 4
    assert income(state, L) == 8                         # next round: 5 + 1 + 2


def test_AS_14_only_the_active_player_marshals():
    state = table("marshaling", hands=(["FX_GUARD"], ["FX_JON"]), first=S,
                  scenarios=("SC_5_3_2", "SC_4_2_1"))
    assert state["active"] == S and state["seats"][L]["gold"] == 0
    with pytest.raises(IllegalAction):
        act(state, L, {"type": "marshal", "card": one(state, L, "FX_GUARD", "hand")})
    act(state, S, {"type": "pass"})                      # S ends marshaling
    assert state["active"] == L and state["seats"][L]["gold"] == 5
    assert {"type": "marshal", "card": one(state, L, "FX_GUARD", "hand")} in options(state, L)


def test_AS_15_limited_once_per_round():
    state = table("marshaling", hands=(["FX_KEEP_L", "FX_CITADEL"], ()),
                  scenarios=("SC_5_3_2", "SC_4_2_1"))
    act(state, L, {"type": "marshal", "card": one(state, L, "FX_KEEP_L", "hand")})
    other = one(state, L, "FX_CITADEL", "hand")
    assert {"type": "marshal", "card": other} not in options(state, L)
    with pytest.raises(IllegalAction):
        act(state, L, {"type": "marshal", "card": other})
    state["limited"] = [0, 0]                            # what the next round's start does
    cards.touch(state)
    assert {"type": "marshal", "card": other} in options(state, L)


def test_AS_16_a_unique_copy_in_the_dead_pile_blocks_one_in_the_discard_pile_does_not():
    for pile, allowed in (("dead", False), ("discard", True)):
        state = table("marshaling", hands=((), ["FX_EDDARD"]), first=S,
                      scenarios=("SC_5_3_2", "SC_5_3_2"))
        gone = cards.create(state, S, "FX_EDDARD", pile)
        assert gone
        cards.touch(state)
        marshal = {"type": "marshal", "card": one(state, S, "FX_EDDARD", "hand")}
        assert (marshal in options(state, S)) == allowed


def test_AS_17_littlefinger_in_both_decks():
    state = table("marshaling", play=(["FX_LITTLEFINGER"], ()), hands=((), ["FX_LITTLEFINGER"]),
                  first=S, scenarios=("SC_5_3_2", "SC_5_3_2"))
    mine = one(state, S, "FX_LITTLEFINGER", "hand")
    assert {"type": "marshal", "card": mine} in options(state, S)
    # L's copy in L's dead pile: S may still play S's, L may not play another
    state = table("marshaling", hands=(["FX_LITTLEFINGER"], ["FX_LITTLEFINGER"]), first=S,
                  scenarios=("SC_5_3_2", "SC_5_3_2"))
    cards.create(state, L, "FX_LITTLEFINGER", "dead")
    cards.touch(state)
    assert {"type": "marshal", "card": one(state, S, "FX_LITTLEFINGER", "hand")} \
        in options(state, S)
    act(state, S, {"type": "pass"})
    assert {"type": "marshal", "card": one(state, L, "FX_LITTLEFINGER", "hand")} \
        not in options(state, L)


def test_AS_18_a_free_duplicate_saves_from_a_kill_but_not_from_a_discard():
    state = table("marshaling", play=((), ["FX_EDDARD"]), hands=((), ["FX_EDDARD"]), first=S,
                  scenarios=("SC_0_1_1", "SC_0_1_1"))
    eddard = one(state, S, "FX_EDDARD")
    assert state["seats"][S]["gold"] == 0
    act(state, S, {"type": "duplicate", "card": one(state, S, "FX_EDDARD", "hand")})
    assert len(state["cards"][eddard]["dups"]) == 1 and derive.strength(state, eddard) == 4
    dup = state["cards"][eddard]["dups"][0]
    state["cards"][eddard]["power"] = 2
    # discarded from play: the duplicate goes with him, his power back to the pool
    moves.move(state, [eddard], "discard", "test")
    assert state["cards"][dup]["zone"] == "discard" and state["cards"][eddard]["power"] == 0


def _military(play_l, play_s, claim_scenario="SC_5_6_1", power=(0, 0), hands=((), ())):
    """L attacks first (claim 1 unless ``claim_scenario`` says otherwise); returns the table at
    L's challenge choice."""
    return table("challenges", play=(play_l, play_s), scenarios=(claim_scenario, "SC_4_2_1"),
                 power=power, hands=hands, decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5))


def _challenge(state, kind, attackers, defenders, ambush=()):
    act(state, L, {"type": "challenge", "challenge": kind})
    pick(state, L, attackers)
    for target in ambush:
        act(state, L, {"type": "choose", "choice": target})
    pass_windows(state)
    events = pick(state, S, defenders)
    pass_windows(state)
    return events


def test_AS_19_the_seeds_challenge_example_in_full():
    state = _military(["FX_HOUND"], ["FX_JON", "FX_RETINUE"], hands=(["FX_DEVIOUS"], ()),
                      claim_scenario="SC_5_6_1")
    hound, jon, retinue = (one(state, L, "FX_HOUND"), one(state, S, "FX_JON"),
                           one(state, S, "FX_RETINUE"))
    act(state, L, {"type": "challenge", "challenge": "military"})    # the Hound: the only one
    pass_windows(state)
    pick(state, S, [jon, retinue])
    # Retinue's reaction to being declared a defender: S draws the card
    assert decision(state, S)["window"] == "reactions"
    act(state, S, {"type": "react", "card": retinue, "moment": 1})
    assert len(state["seats"][S]["hand"]) == 1
    # the action window after defenders: L plays Devious Methods on the Hound (5 against 4)
    act(state, L, {"type": "action", "card": one(state, L, "FX_DEVIOUS", "hand")})
    assert derive.strength(state, hound) == 5
    while decision(state, GAME.to_act(state)[0])["type"] == "priority":
        act(state, GAME.to_act(state)[0], {"type": "pass"})
    # L won: it drew 2 before the claim, no unopposed power; S chooses Retinue to die
    assert state["challenge"]["winner"] == L and len(state["seats"][L]["hand"]) == 2
    assert state["seats"][L]["faction_card"]["power"] == 0
    pick(state, S, [retinue])
    assert state["cards"][retinue]["zone"] == "dead"
    # then Jon's reaction to the lost challenge stands him
    act(state, S, {"type": "react", "card": jon, "moment": 1})
    assert not state["cards"][jon]["kneeling"]
    assert state["challenges_made"][L] == ["military"]


def test_AS_20_a_tie_goes_to_the_attacker():
    state = _military(["FX_SCHEMER"], ["FX_LITTLEFINGER"], power=(0, 3))
    _challenge(state, "power", [one(state, L, "FX_SCHEMER")], [one(state, S, "FX_LITTLEFINGER")])
    assert state["seats"][L]["faction_card"]["power"] == 1
    assert state["seats"][S]["faction_card"]["power"] == 2


def test_AS_21_the_defender_wins_no_losses_renown_for_the_defender():
    state = table("challenges", play=(["FX_KNIGHT", "FX_GUARD"], ["FX_EDDARD"]), first=S,
                  scenarios=("SC_5_3_2", "SC_5_3_2"))
    knight, guard, eddard = (one(state, L, "FX_KNIGHT"), one(state, L, "FX_GUARD"),
                             one(state, S, "FX_EDDARD"))
    effects.add(state, "modify_str", {"amount": -1}, "round", S, cards=[eddard])   # STR 3
    act(state, S, {"type": "challenge", "challenge": "military"})
    pick(state, S, [eddard])
    pass_windows(state)
    pick(state, L, [knight, guard])
    pass_windows(state)
    assert state["cards"][knight]["power"] == 1
    assert cards.power_of(state, S) == 0 and state["seats"][L]["faction_card"]["power"] == 0


def test_AS_22_unopposed_without_defenders():
    state = _military(["FX_SCHEMER"], [], hands=((), ["FX_ALLY"] * 4))
    _challenge(state, "intrigue", [one(state, L, "FX_SCHEMER")], [])
    assert state["seats"][L]["faction_card"]["power"] == 1
    assert len(state["seats"][S]["hand"]) == 3 and len(state["seats"][S]["discard"]) == 1


def test_AS_23_unopposed_when_the_defenders_have_strength_0():
    state = _military(["FX_SCHEMER"], ["FX_ALLY"], power=(0, 2))
    ally = one(state, S, "FX_ALLY")
    effects.add(state, "modify_str", {"amount": -3}, "round", L, cards=[ally])
    _challenge(state, "power", [one(state, L, "FX_SCHEMER")], [ally])
    assert state["seats"][L]["faction_card"]["power"] == 1 + 1   # unopposed + claim 1
    assert state["seats"][S]["faction_card"]["power"] == 1


def test_AS_24_a_power_claim_larger_than_the_banner():
    state = _military(["FX_SCHEMER"], ["FX_EDDARD"], claim_scenario="SC_5_3_2", power=(0, 1))
    eddard = one(state, S, "FX_EDDARD")
    state["cards"][eddard]["power"] = 2
    state["cards"][eddard]["kneeling"] = True
    cards.touch(state)
    _challenge(state, "power", [one(state, L, "FX_SCHEMER")], [])
    assert state["seats"][S]["faction_card"]["power"] == 0
    assert state["cards"][eddard]["power"] == 2
    assert state["seats"][L]["faction_card"]["power"] == 1 + 1   # unopposed + the 1 moved


@pytest.mark.parametrize("held,lost", [(1, 1), (5, 2)])
def test_AS_25_an_intrigue_claim_larger_than_the_hand(held, lost):
    state = _military(["FX_SCHEMER"], [], claim_scenario="SC_5_3_2",   # claim 2
                      hands=((), ["FX_ALLY"] * held))
    _challenge(state, "intrigue", [one(state, L, "FX_SCHEMER")], [])
    assert len(state["seats"][S]["hand"]) == held - lost
    assert len(state["seats"][S]["discard"]) == lost


def test_AS_26_strong_blow_with_a_duplicate():
    state = _military(["FX_HOUND", "FX_KNIGHT"], ["FX_EDDARD", "FX_JON", "FX_ARYA"],
                      claim_scenario="SC_5_3_2")   # claim 2
    eddard, arya = one(state, S, "FX_EDDARD"), one(state, S, "FX_ARYA")
    dup = cards.create(state, S, "FX_EDDARD", "hand")
    moves.place_duplicate(state, dup, eddard, "test")
    _challenge(state, "military", [one(state, L, "FX_HOUND"), one(state, L, "FX_KNIGHT")], [])
    d = decision(state, S)
    assert d["type"] == "claim"
    act(state, S, {"type": "toggle", "card": eddard})
    with pytest.raises((BadAction, IllegalAction)):   # the same character cannot count twice
        act(state, S, {"type": "confirm"})
    pick(state, S, [arya])
    assert state["cards"][eddard]["zone"] == "play" and state["cards"][dup]["zone"] == "discard"
    assert state["cards"][arya]["zone"] == "dead"


def test_AS_28_ambush_blocks_one_defender():
    state = _military(["FX_STALKER", "FX_GUARD"], ["FX_JON", "FX_RETINUE", "FX_WOLF_SCOUT"])
    jon, scout = one(state, S, "FX_JON"), one(state, S, "FX_WOLF_SCOUT")
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, L, [one(state, L, "FX_STALKER"), one(state, L, "FX_GUARD")])
    targets = [a["choice"] for a in options(state, L)]
    assert scout not in targets and jon in targets       # an Ambush character cannot be picked
    act(state, L, {"type": "choose", "choice": jon})
    pass_windows(state)
    offered = [a["card"] for a in options(state, S) if a["type"] == "toggle"]
    assert jon not in offered and scout in offered and one(state, S, "FX_RETINUE") in offered


def test_AS_29_legality_of_declaring_attackers():
    state = _military(["FX_SCHEMER", ("FX_GUARD", True)], ["FX_JON"])
    schemer = one(state, L, "FX_SCHEMER")
    state["challenges_made"][L] = ["power"]
    cards.touch(state)
    state["stack"].pop()                                 # ask the challenge choice again
    FLOW.settle(state)
    kinds = [a.get("challenge") for a in options(state, L)]
    assert kinds == ["intrigue", None]       # military: no standing icon; power: used
    act(state, L, {"type": "challenge", "challenge": "intrigue"})
    assert {"type": "confirm"} not in options(state, L)      # at least one attacker
    pick(state, L, [schemer])
    assert state["cards"][schemer]["kneeling"]


def test_AS_30_renown_power_wins_at_once():
    state = _military(["FX_KNIGHT"], ["FX_RETINUE", ("FX_ARYA", True)], power=(14, 0))
    events = _challenge(state, "military", [one(state, L, "FX_KNIGHT")],
                        [one(state, S, "FX_RETINUE")])
    assert state["result"] is None          # the claim comes first: S chooses the casualty
    events = pick(state, S, [one(state, S, "FX_RETINUE")])
    assert state["result"]["winners"] == [L] and state["result"]["reason"] == "power"
    assert events[-1]["type"] == "game-ended"


def test_AS_31_dominance_counts_standing_strength_and_gold():
    for gold_l, winner in ((1, None), (2, L)):
        state = table("dominance", play=(["FX_HOUND", "FX_GUARD", ("FX_KNIGHT", True)],
                                         ["FX_EDDARD", "FX_ARYA"]), gold=(gold_l, 1))
        # L: 3 + 2 + gold, S: 4 + 1 + 1 = 6
        assert state["seats"][L]["faction_card"]["power"] == (1 if winner == L else 0)
        assert state["seats"][S]["faction_card"]["power"] == 0


def test_AS_32_illyrios_gift_adds_3_power_to_a_dominance_win():
    for gold_l, power in ((2, 4), (1, 0)):          # a tie gives nothing
        state = table("dominance", play=(["FX_GUARD"], ["FX_GUARD"]), gold=(gold_l, 1),
                      scenarios=("FX_ILLYRIO", "SC_4_2_1"))
        assert state["seats"][L]["faction_card"]["power"] == power


def test_AS_34_varys_discards_an_ally_at_once():
    state = table("marshaling", hands=(["FX_VARYS"], ()), scenarios=("SC_5_6_1", "SC_4_2_1"))
    varys = one(state, L, "FX_VARYS", "hand")
    act(state, L, {"type": "marshal", "card": varys})
    assert varys in state["seats"][L]["discard"]         # the only Ally: himself
    state = table("marshaling", play=((), ["FX_ALLY"]), hands=(["FX_VARYS"], ()),
                  scenarios=("SC_5_6_1", "SC_4_2_1"))
    varys, ally = one(state, L, "FX_VARYS", "hand"), one(state, S, "FX_ALLY")
    act(state, L, {"type": "marshal", "card": varys})
    d = decision(state, L)                               # asked before anything else
    assert d["type"] == "effect_target"
    assert sorted(a["choice"] for a in options(state, L)) == sorted([varys, ally])
    act(state, L, {"type": "choose", "choice": ally})
    assert ally in state["seats"][S]["discard"] and state["cards"][varys]["zone"] == "play"


def test_AS_36_actions_restricted_by_phase_and_cost():
    from api.games.hbo import actions
    seen = {}

    def look(state):
        luwin = one(state, S, "FX_LUWIN")
        state["phase"] = "challenges"
        seen["luwin_in_challenges"] = actions.usable(state, S, luwin, "FX_LUWIN", False)
        state["phase"] = "dominance"
    state = table("dominance", play=((), ["FX_LUWIN", "FX_JON"]),
                  hands=(["FX_LIONS_TREACHERY"], ()), gold=(2, 0),
                  decks=((), ["FX_ALLY"] * 5), before=look)
    assert seen["luwin_in_challenges"] is False
    # in Dominance (L, the first player, holds priority first): the Lion's Treachery for 2 gold
    jon = one(state, S, "FX_JON")
    events = act(state, L, {"type": "action", "card": one(state, L, "FX_LIONS_TREACHERY", "hand")})
    assert {"type": "gold_returned", "seat": L, "amount": 2} in events
    assert decision(state, L)["type"] == "effect_target"           # Jon or Luwin
    act(state, L, {"type": "choose", "choice": jon})
    assert state["cards"][jon]["kneeling"]
    act(state, S, {"type": "action", "card": one(state, S, "FX_LUWIN")})
    assert len(state["seats"][S]["hand"]) == 2


def test_AS_41_window_alternation_and_closing():
    state = table("dominance", play=(["FX_GUARD"], ["FX_LUWIN"]),
                  hands=(["FX_LIONS_TREACHERY"], ["FX_LIONS_TREACHERY"]),
                  gold=(2, 2), decks=((), ["FX_ALLY"] * 5))
    assert GAME.to_act(state) == [L]                     # L, the first player, acts first
    with pytest.raises(IllegalAction):
        act(state, S, {"type": "action", "card": one(state, S, "FX_LUWIN")})
    act(state, L, {"type": "pass"})
    act(state, S, {"type": "action", "card": one(state, S, "FX_LUWIN")})
    assert GAME.to_act(state) == [L]                     # the window stays open
    act(state, L, {"type": "pass"})
    assert GAME.to_act(state) == [S] and state["phase"] == "dominance"
    act(state, S, {"type": "pass"})                      # two passes in a row: closed
    assert state["phase"] != "dominance"


def test_AS_43_an_event_is_in_the_discard_pile_and_its_win_effect_still_resolves():
    state = _military(["FX_HOUND"], ["FX_GUARD"], hands=(["FX_DEVIOUS"], ()))
    act(state, L, {"type": "challenge", "challenge": "military"})
    pass_windows(state)
    pick(state, S, [])
    devious = one(state, L, "FX_DEVIOUS", "hand")
    act(state, L, {"type": "action", "card": devious})
    assert devious in state["seats"][L]["discard"]
    assert len(state["seats"][L]["hand"]) == 2            # won: the registered draw of 2


def test_AS_37_winterfell_stacks_with_other_modifiers():
    state = table("dominance", play=(["FX_GUARD"], ["FX_WINTERFELL", "FX_JON", "FX_VARYS"]))
    jon, varys, guard = one(state, S, "FX_JON"), one(state, S, "FX_VARYS"), one(state, L, "FX_GUARD")
    assert (derive.strength(state, jon), derive.strength(state, varys),
            derive.strength(state, guard)) == (3, 1, 2)
    effects.add(state, "modify_str", {"amount": 2}, "challenge", S, cards=[jon])
    assert derive.strength(state, jon) == 5


def test_AS_38_standing_and_taxation():
    state = table("dominance", play=([("FX_GUARD", True), ("FX_KEEP_L", True)],
                                     [("FX_JON", True)]), gold=(3, 0),
                  available=(["SC_5_3_2"], ["SC_4_2_1"]), scenarios=("SC_5_6_1", "SC_6_3_1"))
    pass_windows(state)
    assert state["phase"] == "planning" and state["round"] == 2
    assert not any(state["cards"][c]["kneeling"] for c in cards.cards_in_play(state))
    assert [s["gold"] for s in state["seats"]] == [0, 0] and state["limited"] == [0, 0]


def test_AS_42_an_attachment_on_the_opponents_character_goes_to_its_owners_discard():
    state = table("marshaling", play=((), ["FX_JON"]), hands=(["FX_L_ATTACHMENT"], ()),
                  scenarios=("SC_5_3_2", "SC_4_2_1"))
    jon = one(state, S, "FX_JON")
    att = one(state, L, "FX_L_ATTACHMENT", "hand")
    act(state, L, {"type": "marshal", "card": att, "host": jon})
    assert state["cards"][att]["attached_to"] == jon and state["cards"][att]["controller"] == L
    moves.move(state, [jon], "dead", "kill")
    assert att in state["seats"][L]["discard"] and jon in state["seats"][S]["dead"]


def test_AS_44_military_casualties_may_be_knelt_non_participants():
    state = _military(["FX_HOUND"], ["FX_RETINUE", ("FX_ARYA", True)])
    retinue, arya = one(state, S, "FX_RETINUE"), one(state, S, "FX_ARYA")
    _challenge(state, "military", [one(state, L, "FX_HOUND")], [retinue])
    pick(state, S, [arya])
    assert state["cards"][arya]["zone"] == "dead" and state["cards"][retinue]["zone"] == "play"


def test_AS_45_additional_income_when_knelt_and_gold_at_dominance():
    state = table("marshaling", play=([("FX_MINE", True)], ()),
                  scenarios=("SC_4_2_1", "SC_4_2_1"))
    assert state["seats"][L]["gold"] == 6
    state = table("dominance", play=([("FX_GUARD", True)], ["FX_ALLY"]), gold=(2, 0))
    assert state["seats"][L]["faction_card"]["power"] == 1


def test_AS_11_both_when_revealed_the_first_player_orders_them():
    state = table("planning", available=(["SC_WR_DRAW"], ["SC_WR_GOLD"]),
                  decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5))
    act(state, L, {"type": "first_player", "seat": L})   # L won initiative (5 against 1)
    d = decision(state, L)
    assert d["type"] == "reveal_order" and GAME.to_act(state) == [L]
    gold_first = state["seats"][S]["plot"]
    events = act(state, L, {"type": "first", "card": gold_first})
    kinds = [e["type"] for e in events]
    gold, drawn = kinds.index("gold_gained"), kinds.index("moved")
    began = [i for i, e in enumerate(events)
             if e["type"] == "phase-began" and e["phase"] == "draw"][0]
    assert gold < drawn < began          # S's scenario first, then L's; only then the Draw
    assert events[gold]["seat"] == S and events[drawn]["reason"] == "draw"


def test_AS_27_a_save_during_a_military_claim():
    state = _military(["FX_HOUND"], ["FX_JON", "FX_RETINUE"], hands=((), ["FX_NOT_TODAY"]))
    jon, retinue = one(state, S, "FX_JON"), one(state, S, "FX_RETINUE")
    _challenge(state, "military", [one(state, L, "FX_HOUND")], [])
    pick(state, S, [jon])                                # claim 1: Jon
    d = decision(state, S)
    assert d["window"] == "saves"
    events = act(state, S, {"type": "save", "card": one(state, S, "FX_NOT_TODAY", "hand")})
    assert {"type": "saved", "card": jon, "by": one(state, S, "FX_NOT_TODAY", "discard")} \
        in events
    assert state["cards"][jon]["zone"] == "play"         # the claim counts as satisfied:
    assert state["cards"][retinue]["zone"] == "play"     # Retinue is not killed instead


def test_AS_33_eddards_reaction_then_he_dies():
    state = table("marshaling", hands=((), ["FX_EDDARD", "FX_HAND_KING"]), first=S,
                  scenarios=("SC_4_2_1", "SC_6_3_1"))
    eddard = one(state, S, "FX_EDDARD", "hand")
    act(state, S, {"type": "marshal", "card": eddard})
    d = decision(state, S)                               # offered at once, before anything
    assert d["window"] == "reactions"
    act(state, S, {"type": "react", "card": eddard, "moment": 0})
    assert state["cards"][eddard]["power"] == 1
    hand_king = one(state, S, "FX_HAND_KING", "hand")
    act(state, S, {"type": "marshal", "card": hand_king, "host": eddard})
    pool = 30 - 1
    moves.move(state, [eddard], "dead", "kill")
    assert state["cards"][eddard]["power"] == 0 and eddard in state["seats"][S]["dead"]
    assert hand_king in state["seats"][S]["discard"]
    assert 30 - sum(cards.power_of(state, s) for s in (L, S)) == pool + 1


def test_AS_35_a_lannister_always_pays_his_debts_answered_by_not_today():
    state = table("challenges", play=(["FX_GUARD"], ["FX_JON"]), first=S,
                  hands=(["FX_LAPHD"], ["FX_NOT_TODAY"]), scenarios=("SC_4_2_1", "SC_4_2_0"),
                  decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5))
    jon, guard = one(state, S, "FX_JON"), one(state, L, "FX_GUARD")
    act(state, S, {"type": "challenge", "challenge": "military"})
    pick(state, S, [jon])
    pass_windows(state)
    pick(state, L, [])                                   # L loses (claim 0 costs nothing)
    assert decision(state, L)["window"] == "reactions"
    laphd = one(state, L, "FX_LAPHD", "hand")
    act(state, L, {"type": "react", "card": laphd, "moment": 1})
    # the cost (kneel the Guard) and the target (Jon) each had one candidate: taken; then
    # the save window opens for Jon, S first
    assert state["cards"][guard]["kneeling"]
    assert decision(state, S)["window"] == "saves"
    events = act(state, S, {"type": "save", "card": one(state, S, "FX_NOT_TODAY", "hand")})
    assert state["cards"][jon]["zone"] == "play"
    # the cost stays paid: the Guard stands again only in the Standing phase (the game ran on)
    kinds = [(e["type"], e.get("card") or e.get("phase")) for e in events]
    assert kinds.index(("stood", guard)) > kinds.index(("phase-began", "standing"))
    assert laphd in state["seats"][L]["discard"]
    assert one(state, S, "FX_NOT_TODAY", "discard")


def test_AS_35_the_reaction_is_lost_once_passed():
    state = table("challenges", play=(["FX_GUARD"], ["FX_JON"]), first=S,
                  hands=(["FX_LAPHD"], ()), scenarios=("SC_4_2_1", "SC_4_2_0"),
                  decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5))
    act(state, S, {"type": "challenge", "challenge": "military"})
    pick(state, S, [one(state, S, "FX_JON")])
    pass_windows(state)
    pick(state, L, [])
    assert decision(state, L)["window"] == "reactions"
    act(state, L, {"type": "pass"})
    assert one(state, L, "FX_LAPHD", "hand")
    assert all(d.get("window") != "reactions" for s in (L, S) for d in GAME.decisions(state, s))


def test_AS_39_simultaneous_victory_goes_to_the_first_player():
    state = table("planning", available=(["SC_0_1_1"], ["FX_BOUNTY"]), power=(14, 14),
                  decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5))
    assert decision(state, S)["type"] == "first_player"   # S won initiative (3 against 1)
    events = act(state, S, {"type": "first_player", "seat": S})
    assert [e for e in events if e["type"] == "power_gained"] == [
        {"type": "power_gained", "card": "f1", "amount": 1},
        {"type": "power_gained", "card": "f0", "amount": 1}]
    assert state["result"]["winners"] == [S] and state["result"]["reason"] == "power"


def test_AS_40_draft_variant_bookkeeping():
    from api.games.hbo.catalog import draft_pool, scenarios
    from api.games.hbo.draft import frame_of
    state = GAME.new(2, {"scenario_draft": True, "houses": "lannister-stark"}, 11)
    fr = frame_of(state)                  # the first 3 each are dealt from the 18 at once
    assert len(fr["deck"]) == 12
    assert sorted(fr["deck"] + fr["hands"][L] + fr["hands"][S]) == sorted(draft_pool())
    assert all(not s["plot_deck"] for s in state["seats"])             # no deck yet
    for _ in range(3):     # deal 3 each; keep 1 and pass 2; keep 1 and box 1
        for kind in ("draft_keep", "draft_box"):
            for seat in (L, S):
                d = decision(state, seat)
                assert d["type"] == kind and len(d["options"]) == (3 if kind == "draft_keep" else 2)
                act(state, seat, d["options"][0]["action"])
    fr = frame_of(state)
    assert fr["deck"] == [] and len(fr["box"]) == 6
    for seat, house in ((L, "lannister"), (S, "stark")):
        assert len(fr["pool"][seat]) == 13 and fr["pool"][seat][:7] == scenarios(house)
    assert len(set(fr["pool"][L] + fr["pool"][S] + fr["box"])) == 14 + 12 + 6
    # L chooses 7 of its 13 (S waits): 6 cannot be confirmed, an 8th cannot be added,
    # nor a card from outside its 13
    assert decision(state, L)["type"] == "scenario_deck" and GAME.to_act(state) == [L]
    mine = fr["pool"][L]
    for code in mine[:6]:
        act(state, L, {"type": "toggle", "code": code})
    with pytest.raises((IllegalAction, BadAction)):
        act(state, L, {"type": "confirm"})
    act(state, L, {"type": "toggle", "code": mine[12]})
    with pytest.raises((IllegalAction, BadAction)):
        act(state, L, {"type": "toggle", "code": mine[11]})
    act(state, L, {"type": "confirm"})
    with pytest.raises((IllegalAction, BadAction)):
        act(state, S, {"type": "toggle", "code": mine[0]})
    for code in fr["pool"][S][6:]:
        act(state, S, {"type": "toggle", "code": code})
    act(state, S, {"type": "confirm"})
    # the decks are made; the unchosen 6 of each went back to the box unshown
    codes = [sorted(cards.code(state, c) for c in s["plot_deck"]) for s in state["seats"]]
    assert codes == [sorted(mine[:6] + [mine[12]]), sorted(fr["pool"][S][6:])]
    assert decision(state, L)["type"] == "mulligan"                    # setup goes on


def test_declaring_shows_each_strength_the_attackers_total_and_the_ticked_total():
    # review16: on a phone the options were bare names and the challenge panel with the STR to
    # beat lay far below the question
    from api.games.hbo.words import name_of
    state = _military(["FX_HOUND"], ["FX_JON", "FX_RETINUE"])
    hound, jon = one(state, L, "FX_HOUND"), one(state, S, "FX_JON")
    act(state, L, {"type": "challenge", "challenge": "military"})    # the Hound: the only one
    pass_windows(state)
    d = {lang: GAME.decisions(state, S, lang)[0] for lang in ("en", "ru", "bg")}
    hound_str, jon_str = derive.strength(state, hound), derive.strength(state, jon)
    assert d["en"]["prompt"].endswith(f"declare defenders (they kneel), or none · attackers: STR {hound_str}")
    assert f"☐ {name_of(state, 'en', jon)} (STR {jon_str})" in [o["label"] for o in d["en"]["options"]]
    assert d["ru"]["prompt"].endswith(f"атакующие: СИЛ {hound_str}"), d["ru"]["prompt"]
    assert d["bg"]["prompt"].endswith(f"нападатели: СИЛ {hound_str}"), d["bg"]["prompt"]
    act(state, S, {"type": "toggle", "card": jon})
    assert decision(state, S)["prompt"].endswith(f" · chosen so far: STR {jon_str}")


def test_alike_options_say_which_copy_they_are():
    # review16: a claim listed "☐ Stark's Retinue" twice, one kneeling after defending and one
    # standing; Summer listed a Jon Snow of the discard pile and one of the dead pile alike
    from api.games.cardcore.labels import distinguish
    state = _military(["FX_HOUND"], [("FX_RETINUE", True), "FX_RETINUE"])
    knelt, stood = ids(state, S, "FX_RETINUE")
    assert state["cards"][knelt]["kneeling"] and not state["cards"][stood]["kneeling"]
    act(state, L, {"type": "challenge", "challenge": "military"})
    pass_windows(state)
    pick(state, S, [])                   # no defenders: the Hound wins, claim 1
    pass_windows(state)
    d = {lang: GAME.decisions(state, S, lang)[0] for lang in ("en", "ru", "bg")}
    labels = {lang: {o["action"].get("card"): o["label"] for o in d[lang]["options"]} for lang in d}
    assert labels["en"][knelt].endswith(" · kneeling") and labels["en"][stood].endswith(" · standing"), labels
    assert labels["ru"][knelt].endswith(" · склонённый") and labels["bg"][stood].endswith(" · изправен")
    # the same card in two piles, and in two players' hands of play: the place, then whose
    moves.move(state, [knelt], "discard", "test")
    moves.move(state, [stood], "dead", "test")
    guard = ids(state, L, "FX_HOUND")[0]
    asked = [{"id": "x", "type": "t", "prompt": "p", "required": True, "options": [
        {"label": "Retinue", "action": {"type": "choose", "choice": knelt}},
        {"label": "Retinue", "action": {"type": "choose", "choice": stood}},
        {"label": "Hound", "action": {"type": "choose", "choice": guard}}]}]
    told = [o["label"] for o in distinguish(state, S, asked, "en")[0]["options"]]
    assert told == ["Retinue · discard pile", "Retinue · dead pile", "Hound"]
    assert [o["label"] for o in asked[0]["options"]] == ["Retinue", "Retinue", "Hound"]
    for cid in (knelt, stood):
        moves.enter_play(state, cid, "test")
    state["cards"][knelt]["controller"] = L      # the labels read the card records only
    told = [o["label"] for o in distinguish(state, S, asked, "en")[0]["options"]]
    assert told[:2] == ["Retinue · player 1's", "Retinue · yours"], told


def test_a_card_choice_says_how_many_and_whether_fewer_will_do():
    # review16: Summer's "choose cards" (1, from the discard or dead pile) said neither
    from api.engine.select import select
    from api.games.hbo.words import name_of
    state = _military(["FX_HOUND"], ["FX_JON", "FX_RETINUE"])
    src, picks = one(state, L, "FX_HOUND"), [{"card": one(state, S, "FX_JON")},
                                             {"card": one(state, S, "FX_RETINUE")}]
    name = name_of(state, "en", src)
    select(state, "effect_cards", S, picks, low=1, high=1, prompt="effect_cards", source=src)
    assert GAME.decisions(state, S, "en")[0]["prompt"] == f"{name}: choose 1 card"
    assert GAME.decisions(state, S, "ru")[0]["prompt"].endswith(": выберите карты (1)")
    state["stack"][-1]["low"] = 0
    assert GAME.decisions(state, S, "en")[0]["prompt"] == f"{name}: choose up to 1 card"
    assert GAME.decisions(state, S, "bg")[0]["prompt"].endswith(": изберете карти (най-много 1)")


def test_only_an_event_acts_from_the_hand():
    # review16: Winterfell Steward and The Kingsroad in hand were offered "Use …" in the
    # marshaling phase: the card in hand "knelt", went to the discard pile and its cost
    # reduction applied without the card ever coming into play
    from api.games.hbo import actions
    state = table("marshaling", hands=((), ["winterfell_steward", "the_kingsroad"]),
                  play=((), ["winterfell_steward"]), gold=(0, 5), first=S, catalog="hbo")
    assert state["phase"] == "marshaling"
    offered = {a["card"] for a in actions.options(state, S)}
    in_hand = set(state["seats"][S]["hand"])
    assert offered == set(ids(state, S, "winterfell_steward")), (offered, in_hand)


def test_keeping_characters_says_how_many_may_be_kept():
    # review16: "Valar Morghulis: choose the characters you keep (the others die)" left out
    # that at most 3 may be kept, in a question that kills every other character
    from api.engine.select import select
    state = _military(["FX_HOUND"], ["FX_JON", "FX_RETINUE"])
    own = [{"card": c} for c in state["seats"][S]["play"]]
    select(state, "effect_cards", S, own, low=0, high=3, prompt="effect_keep",
           source=one(state, L, "FX_HOUND"))
    d = {lang: GAME.decisions(state, S, lang)[0]["prompt"] for lang in ("en", "ru", "bg")}
    assert d["en"].endswith(": choose up to 2 characters you keep (the others die)"), d
    assert "не более 2" in d["ru"] and "най-много 2" in d["bg"], d


def test_taking_a_card_back_from_a_pile_says_from_which_and_where_to():
    # review16: Summer's "choose cards" named neither the piles nor where the card goes
    from api.games.cardcore import derive as d_
    from api.games.hbo import resolve
    from api.games.hbo.flow import FLOW
    state = table("challenges", play=((), ["summer"]), catalog="hbo",
                  decks=((), ["winterfell_steward", "winterfell_steward"]))
    steward, other = state["seats"][S]["deck"][:2]
    moves.move(state, [steward], "discard", "test")
    moves.move(state, [other], "dead", "test")
    summer = one(state, S, "summer")
    resolve.push(state, S, summer, d_.printed(state, summer)["ability"]["effect"])
    FLOW.settle(state)
    d = {lang: GAME.decisions(state, S, lang)[0] for lang in ("en", "ru", "bg")}
    assert d["en"]["prompt"] == "Summer: choose 1 card of your discard pile or dead pile to put into your hand", d["en"]
    assert "сброс» или «кладбище" in d["ru"]["prompt"] and "в ръката" in d["bg"]["prompt"], d
    # the two Winterfell Stewards are told apart by their piles (B1)
    assert sorted(o["label"] for o in d["en"]["options"]) == [
        "☐ Winterfell Steward · dead pile", "☐ Winterfell Steward · discard pile"]


def test_every_pile_an_effect_takes_cards_from_has_words():
    # every "from" and "to" of the pool's recover / put_into_play effects is worded (else the
    # prompt would show a raw key)
    from api.games.hbo.catalog import CARDS
    from api.games.hbo.words import TEXTS
    used = set()
    for c in CARDS.values():
        e = (c.get("ability") or {}).get("effect") or {}
        for x in (e["params"].get("effects", []) if e.get("op") == "sequence" else [e]):
            if x.get("op") in ("recover", "put_into_play"):
                used |= {f"pile_{z}" for z in x["params"]["from"]}
                used.add(f"dest_{x['params'].get('to', 'play')}")
    assert used and all(k in TEXTS[lang]["messages"] for k in used for lang in ("en", "ru", "bg")), used


def test_an_event_in_hand_is_offered_as_played_with_its_gold():
    # review16: "Use The Lion's Treachery" where a card in play is used and lcg2e says
    # "Play Like Warm Rain (1 gold)"
    from api.games.hbo.flow import _window_options
    state = table("challenges", play=(["lannister_guard"], ["winterfell_steward"]), catalog="hbo",
                  hands=((), ["the_lions_treachery"]), gold=(0, 5), first=S)
    labels = {lang: [o["label"] for o in _window_options(state, {"phase": "challenges"}, S, lang)]
              for lang in ("en", "ru", "bg")}
    assert "Play The Lion's Treachery (2 gold)" in labels["en"], labels
    assert any(x.endswith("(2 зол.)") for x in labels["ru"]) and any(x.endswith("(2 злато)") for x in labels["bg"])
