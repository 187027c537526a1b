"""Acceptance scenarios of the spec (§11) played through the flow, one test per scenario
named by its id (``test_sNN_…``); the coverage doc lists which scenario is where."""
import pytest

from api.engine.errors import RuleError
from api.games.cardcore import cards, derive, moves
from api.games.lcg2e import GAME
from api.games.lcg2e.catalog import BY_NAME
from tests.games.lcg2e.joust import (
    answer,
    at_challenges,
    at_plot_phase,
    choose_plots,
    decision,
    find,
    pass_windows,
)


def test_s07_used_plots_recycle_after_when_revealed():
    s = at_plot_phase(round_=7, plot_decks=(["Calling the Banners", "A Noble Cause"], None),
                      play=([], ["Tywin Lannister"]), first=0)
    noble = find(s, 0, "A Noble Cause", ("plot_deck",))
    # A Noble Cause was revealed last round: it is the revealed plot, five others are used
    from api.games.cardcore import moves
    moves.reveal_plot(s, 0, noble)
    assert len(s["seats"][0]["used_plots"]) == 5 and s["seats"][0]["plot_deck"] != []
    choose_plots(s, ("Calling the Banners", "A Clash of Kings"))
    # Lannister wins initiative (9 against 6) and names himself first player: Calling the
    # Banners' When Revealed resolves, and only then do Stark's six used plots come back
    events = answer(s, 1, lambda a: a == {"type": "first_player", "seat": 1})
    kinds = [e["type"] for e in events]
    recycled = [i for i, e in enumerate(events) if e.get("reason") == "recycled"]
    assert recycled and kinds.index("gold_gained") < recycled[0]
    seat = s["seats"][0]
    assert noble in seat["plot_deck"] and len(seat["plot_deck"]) == 6
    assert seat["used_plots"] == [] and GAME.result(s) is None
    assert derive_name(s, seat["plot"]) == "Calling the Banners"


def derive_name(state, cid):
    from api.games.cardcore import derive
    return derive.printed(state, cid)["name"]


# -- plot phase -----------------------------------------------------------------------------

def test_s02_the_initiative_winner_names_the_first_player_before_when_revealed():
    s = at_plot_phase(first=1)
    choose_plots(s, ("Summons", "A Clash of Kings"))
    # Lannister wins initiative (9 against 0) and must name the first player; Summons waits
    assert GAME.to_act(s) == [1] and decision(s, 1)["type"] == "first_player"
    events = answer(s, 1, lambda a: a == {"type": "first_player", "seat": 0})
    assert s["first_player"] == 0
    named = [i for i, e in enumerate(events) if e["type"] == "first-player"]
    summons = [i for i, e in enumerate(events) if e["type"] == "ability-used"]
    assert named and summons and named[0] < summons[0]


def test_s04_a_full_initiative_tie_is_drawn_at_random():
    from api.games.lcg2e.rounds import initiative
    winners = set()
    for seed in range(1, 30):
        s = at_challenges(seed=seed, plots=("A Noble Cause", "Summons"), power=(3, 3))
        winner, values = initiative(s)
        assert values == [0, 0]
        winners.add(winner)
    assert winners == {0, 1}


def test_s05_the_first_player_orders_when_revealed_abilities():
    s = at_plot_phase(first=0, hands=([], ["Cersei Lannister"]))
    give(s, 1, "Reinforcements", "plot_deck")
    cersei = find(s, 1, "Cersei Lannister", ("hand",))
    choose_plots(s, ("Filthy Accusations", "Reinforcements"))
    # Stark wins initiative (4 against 0) and names Lannister first player
    answer(s, 0, lambda a: a == {"type": "first_player", "seat": 1})
    d = decision(s, 1)
    assert d["type"] == "order"            # Lannister orders both plots' abilities
    reinforcements = s["seats"][1]["plot"]
    events = answer(s, 1, lambda a: a["first"][0] == reinforcements)
    # Reinforcements first: Cersei (the only choice) comes into play standing; then Filthy
    # Accusations, which had no target before, kneels her (the only character in play)
    entered = next(i for i, e in enumerate(events) if e.get("reason") == "put")
    knelt = events.index({"type": "knelt", "card": cersei})
    assert entered < knelt and s["cards"][cersei]["zone"] == "play"
    assert s["cards"][cersei]["kneeling"]


def test_01020_reinforcements_from_the_discard_pile():
    s = at_plot_phase(first=1, power=(1, 0))
    give(s, 1, "Reinforcements", "plot_deck")
    tyrion, tywin, cersei = (find(s, 1, n) for n in ("Tyrion Lannister", "Tywin Lannister",
                                                     "Cersei Lannister"))
    moves.move(s, [tyrion, tywin, cersei], "discard", "test")
    choose_plots(s, ("A Noble Cause", "Reinforcements"))
    # 0 against 0: the lower power (Lannister) wins initiative
    answer(s, 1, lambda a: a == {"type": "first_player", "seat": 1})
    # Tyrion (printed cost 5) and Cersei (4) may come back, Tywin (7) may not
    assert [o["action"] for o in decision(s, 1)["options"]] == [
        {"type": "choose", "choice": tyrion}, {"type": "choose", "choice": cersei}]
    answer(s, 1, lambda a: a == {"type": "choose", "choice": tyrion})
    assert s["cards"][tyrion]["zone"] == "play" and s["cards"][tywin]["zone"] == "discard"


def give(state, seat, name, zone="hand"):
    return cards.create(state, seat, BY_NAME[name], zone)


# -- setup ----------------------------------------------------------------------------------

def test_s09abc_illegal_setups_cannot_be_placed():
    from tests.games.lcg2e.test_rounds import S8_HAND, _setup_with_hand, _toggle, _types
    s = _setup_with_hand(S8_HAND)
    roar, roseroad, cersei = (find(s, 1, n, ("hand",)) for n in
                              ("Hear Me Roar!", "The Roseroad", "Cersei Lannister"))
    assert {"type": "toggle", "card": roar} not in _types(s, 1)          # (c) an event
    _toggle(s, "Western Fiefdom")
    assert {"type": "toggle", "card": roseroad} not in _types(s, 1)      # (a) a 2nd Limited
    _toggle(s, "Tywin Lannister")
    assert {"type": "toggle", "card": cersei} not in _types(s, 1)        # (b) 7 + 4 > 8
    with pytest.raises(RuleError):
        GAME.apply(s, 1, {"type": "toggle", "card": cersei})
    assert s["seats"][1]["setup"] == []                                  # nothing placed yet


def test_s10_one_mulligan_and_only_before_setup():
    s = GAME.new(2, {}, 4)
    fp = s["first_player"]
    answer(s, fp, lambda a: a["type"] == "mulligan")
    assert len(s["seats"][fp]["hand"]) == 7
    with pytest.raises(RuleError):          # a second mulligan
        GAME.apply(s, fp, {"type": "mulligan"})
    answer(s, 1 - fp, lambda a: a["type"] == "keep")
    answer(s, fp, lambda a: a["type"] == "confirm")       # places (nothing)
    with pytest.raises(RuleError):          # after placing setup cards
        GAME.apply(s, fp, {"type": "mulligan"})


def test_s42_setup_is_not_entering_play():
    s = GAME.new(2, {}, 3)                  # seat 1 (Lannister) is first
    moves.move(s, list(s["seats"][0]["hand"]), "deck", "test", "bottom")
    arya = find(s, 0, "Arya Stark", ("deck",))
    moves.move(s, [arya], "hand", "test")
    answer(s, 1, lambda a: a["type"] == "keep")
    answer(s, 0, lambda a: a["type"] == "keep")
    answer(s, 1, lambda a: a["type"] == "confirm")
    answer(s, 0, lambda a: a == {"type": "toggle", "card": arya})
    events = answer(s, 0, lambda a: a["type"] == "confirm")
    assert s["cards"][arya]["zone"] == "play" and s["cards"][arya]["dups"] == []
    assert not any(e["type"] == "ability-used" for e in events)


# -- marshaling -----------------------------------------------------------------------------

def at_marshaling(seat=1, play=((), ()), hands=((), ()), plots=("A Noble Cause", "A Clash of Kings"),
                  gold=None):
    """``seat`` (first player) in its marshaling window, its income collected (or ``gold``)."""
    from api.games.lcg2e.flow import FLOW
    s = at_challenges(first=seat, play=play, hands=hands, plots=plots)
    s.update(phase="marshaling", active=None, challenges_made=None)
    s["stack"] = [{"kind": "round", "stage": "marshal_next", "i": 0}]
    cards.touch(s)
    FLOW.settle(s)
    if gold is not None:
        s["seats"][seat]["gold"] = gold
        cards.touch(s)
    return s


def _marshal(s, seat, cid):
    return GAME.apply(s, seat, {"type": "marshal", "card": cid})


def test_s14_one_limited_card_per_round_two_under_taxation():
    s = at_marshaling(hands=([], ["The Roseroad", "Western Fiefdom"]), gold=5)
    road, fief = (find(s, 1, n, ("hand",)) for n in ("The Roseroad", "Western Fiefdom"))
    _marshal(s, 1, road)
    with pytest.raises(RuleError):
        _marshal(s, 1, fief)
    s = at_marshaling(hands=([], ["The Roseroad", "Western Fiefdom"]), gold=5,
                      plots=("A Noble Cause", "Taxation"))
    road, fief = (find(s, 1, n, ("hand",)) for n in ("The Roseroad", "Western Fiefdom"))
    third = give(s, 1, "The Roseroad")
    _marshal(s, 1, road)
    _marshal(s, 1, fief)
    with pytest.raises(RuleError):
        _marshal(s, 1, third)


def test_s15_a_card_that_cannot_be_paid_is_refused():
    s = at_marshaling(hands=([], ["Tyrion Lannister"]), gold=3)
    tyrion = find(s, 1, "Tyrion Lannister", ("hand",))
    before = {k: v for k, v in s.items() if k not in ("occurrences",)}
    with pytest.raises(RuleError):
        _marshal(s, 1, tyrion)
    assert s["seats"][1]["gold"] == 3 and s["cards"][tyrion]["zone"] == "hand"
    assert s["stack"] == before["stack"]


def test_s54_a_unique_card_in_the_dead_pile_cannot_be_marshaled():
    s = at_marshaling(seat=0, hands=(["Eddard Stark"], []), gold=10)
    dead = give(s, 0, "Eddard Stark", "dead")
    ned = find(s, 0, "Eddard Stark", ("hand",))
    assert dead != ned
    with pytest.raises(RuleError):
        _marshal(s, 0, ned)


# -- challenges -----------------------------------------------------------------------------

def _challenge(s, seat, kind, attackers=None):
    events = answer(s, seat, lambda a: a == {"type": "challenge", "challenge": kind})
    if attackers is not None and decision(s, seat)["type"] == "attackers":
        for c in attackers:
            answer(s, seat, lambda a, c=c: a == {"type": "toggle", "card": c})
        events += answer(s, seat, lambda a: a["type"] == "confirm")
    return events


def _defend(s, seat, defenders):
    events = pass_windows(s)
    for c in defenders:
        answer(s, seat, lambda a, c=c: a == {"type": "toggle", "card": c})
    events += answer(s, seat, lambda a: a["type"] == "confirm")
    return events + pass_windows(s)


def test_s18_the_defender_wins_no_claim_no_unopposed():
    s = at_challenges(first=1, play=(["Vanguard of the North"],
                                     ["The Tickler", "Tywin Lannister"]))
    tickler, vanguard = find(s, 1, "The Tickler", ("play",)), find(s, 0, "Vanguard of the North", ("play",))
    _challenge(s, 1, "military", [tickler])
    events = _defend(s, 0, [vanguard])
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] == 0 and not res["unopposed"]
    assert s["seats"][0]["faction_card"]["power"] == 0 and s["cards"][vanguard]["zone"] == "play"
    assert s["cards"][tickler]["kneeling"] and s["cards"][vanguard]["kneeling"]


def test_s19_passing_ends_the_challenges_and_keeps_defenders_standing():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]))
    tywin = find(s, 1, "Tywin Lannister", ("play",))
    answer(s, 1, lambda a: a["type"] == "done")
    pass_windows(s)
    assert s["active"] == 0 and not s["cards"][tywin]["kneeling"]
    _challenge(s, 0, "power")
    pass_windows(s)
    assert {"type": "toggle", "card": tywin} in [o["action"] for o in decision(s, 1)["options"]]


def test_s20_icons_and_standing_decide_eligibility():
    s = at_challenges(first=1, play=([], ["Cersei Lannister", "Tywin Lannister"]))
    cersei = find(s, 1, "Cersei Lannister", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    assert {"type": "toggle", "card": cersei} not in [o["action"] for o in decision(s, 1)["options"]]
    s = at_challenges(first=1, play=([], ["Cersei Lannister", "Tywin Lannister"]))
    cersei = find(s, 1, "Cersei Lannister", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "intrigue"})
    assert {"type": "toggle", "card": cersei} in [o["action"] for o in decision(s, 1)["options"]]
    s = at_challenges(first=1, play=([], [("Cersei Lannister", True), "Tywin Lannister"]))
    cersei = find(s, 1, "Cersei Lannister", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})
    assert all(o["action"].get("card") != cersei for o in decision(s, 1)["options"])


def test_s22_nobody_wins_when_the_only_attacker_dies():
    s = at_challenges(first=1, play=(["Grey Wind", "Robb Stark"], ["The Tickler"]))
    tickler, grey = find(s, 1, "The Tickler", ("play",)), find(s, 0, "Grey Wind", ("play",))
    _challenge(s, 1, "intrigue")
    events = answer(s, 0, lambda a: a == {"type": "ability", "card": grey, "ability": 0})
    assert s["cards"][tickler]["zone"] == "dead"
    # Stark has no character with an intrigue icon: no defenders, and the challenge resolves
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] is None and res["attacking"] == 0
    assert s["seats"][1]["faction_card"]["power"] == 0 and s["seats"][0]["faction_card"]["power"] == 0


def test_s26_power_claim_takes_faction_power_only():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]))
    ned = find(s, 0, "Eddard Stark", ("play",))
    s["cards"][ned]["power"] = 2
    cards.touch(s)
    _challenge(s, 1, "power")
    _defend(s, 0, [])
    assert s["cards"][ned]["power"] == 2 and s["seats"][0]["faction_card"]["power"] == 0
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]), power=(3, 0))
    sneak = give(s, 1, "Sneak Attack", "plot_deck")
    moves.reveal_plot(s, 1, sneak)
    cards.touch(s)
    assert derive.plot_value(s, 1, "claim") == 2
    _challenge(s, 1, "power")
    assert s["seats"][0]["faction_card"]["power"] == 1
    assert s["seats"][1]["faction_card"]["power"] == 3        # 2 claimed + 1 unopposed


def test_s27_intrigue_claim_larger_than_the_hand():
    s = at_challenges(first=1, play=([], ["Cersei Lannister"]), hands=(["Winter Is Coming"], []))
    _challenge(s, 1, "intrigue")
    pass_windows(s)
    if 0 in GAME.to_act(s):
        answer(s, 0, lambda a: a["type"] == "pass")
    assert derive.plot_value(s, 1, "claim") in (1, 2)
    assert s["seats"][0]["hand"] == [] and len(s["seats"][0]["discard"]) == 1


def test_s29_renown_power_returns_when_the_card_leaves_play():
    s = at_challenges(first=0, play=(["Eddard Stark"], []))
    ned = find(s, 0, "Eddard Stark", ("play",))
    _challenge(s, 0, "military")
    answer(s, 0, lambda a: a["type"] == "use")             # renown
    assert s["cards"][ned]["power"] == 1
    from api.games.cardcore import ops
    events = ops.kill(s, {"seat": 1}, cards=[ned])
    assert {"type": "power_returned", "card": ned, "amount": 1} in events
    assert cards.power_of(s, 0) == s["seats"][0]["faction_card"]["power"]


def test_s30_insight_for_a_defending_winner():
    # (a power challenge: Stark's learning deck has no intrigue character weaker than Pycelle)
    s = at_challenges(first=0, play=(["Bran Stark"], ["Grand Maester Pycelle"]))
    bran, pycelle = find(s, 0, "Bran Stark", ("play",)), find(s, 1, "Grand Maester Pycelle", ("play",))
    _challenge(s, 0, "power")
    events = _defend(s, 1, [pycelle])
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] == 1 and s["cards"][bran]["zone"] == "play"      # no claim
    assert decision(s, 1)["type"] == "insight"
    hand = len(s["seats"][1]["hand"])
    answer(s, 1, lambda a: a["type"] == "use")
    assert len(s["seats"][1]["hand"]) == hand + 1


def test_the_first_player_orders_the_keyword_types_of_the_other_seats_win():
    # spec §4.2.5 / §5.19: seat 1 defends and wins with renown (Tywin) and insight (Pycelle);
    # the first player (seat 0, the loser) picks which keyword type resolves first
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Tywin Lannister",
                                                        "Grand Maester Pycelle"]))
    ned = find(s, 0, "Eddard Stark", ("play",))
    tywin, pycelle = (find(s, 1, n, ("play",)) for n in ("Tywin Lannister",
                                                         "Grand Maester Pycelle"))
    _challenge(s, 0, "power")                # Eddard, the only one able, attacks
    assert s["challenge"]["attackers"] == [ned]
    _defend(s, 1, [tywin, pycelle])
    d = decision(s, 0)
    assert d["type"] == "order" and GAME.to_act(s) == [0] and GAME.decisions(s, 1) == []
    assert sorted(o["action"]["first"] for o in d["options"]) == ["insight", "renown"]
    answer(s, 0, lambda a: a == {"type": "order", "first": "renown"})
    assert decision(s, 1)["type"] == "renown"           # renown first, as ordered
    answer(s, 1, lambda a: a["type"] == "use")
    assert s["cards"][tywin]["power"] == 1 and decision(s, 1)["type"] == "insight"


def test_s31_pillage_discards_the_losers_top_card():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]))
    crew = give(s, 1, "Black Wind's Crew")
    moves.enter_play(s, crew, "setup")
    cards.touch(s)
    top = s["seats"][0]["deck"][0]
    _challenge(s, 1, "military", [crew])
    answer(s, 1, lambda a: a["type"] == "use")             # pillage
    assert s["cards"][top]["zone"] == "discard"


def test_s33_ambush_in_the_challenges_phase_only():
    s = at_challenges(first=1, play=([], []), hands=([], ["Burned Men"]))
    men = find(s, 1, "Burned Men", ("hand",))
    s["seats"][1]["gold"] = 2
    cards.touch(s)
    # the challenges phase's action window: ambush is offered
    events = answer(s, 1, lambda a: a == {"type": "ambush", "card": men})
    assert s["cards"][men]["zone"] == "play" and not s["cards"][men]["kneeling"]
    assert s["seats"][1]["gold"] == 0 and s["limited"] == [0, 0]
    assert any(e.get("reason") == "ambush" for e in events)
    s = at_marshaling(hands=([], ["Burned Men"]), gold=2)
    men = find(s, 1, "Burned Men", ("hand",))
    with pytest.raises(RuleError):
        GAME.apply(s, 1, {"type": "ambush", "card": men})
    _marshal(s, 1, men)                                    # marshaled normally for 2
    assert s["cards"][men]["zone"] == "play" and s["seats"][1]["gold"] == 0


# -- dominance, standing, taxation ---------------------------------------------------------

def test_s34_s35_dominance():
    from api.games.lcg2e.rounds import dominance_totals
    s = at_challenges(first=1, play=(["Eddard Stark", "Robb Stark", ("Catelyn Stark", True)],
                                     ["Tywin Lannister", "The Tickler", ("Cersei Lannister", True)]))
    s["seats"][1]["gold"], s["seats"][0]["gold"] = 2, 1
    cards.touch(s)
    assert dominance_totals(s) == [11, 12]
    s["seats"][0]["gold"] = 2
    cards.touch(s)
    assert dominance_totals(s) == [12, 12]


def test_s36_the_standing_phase_stands_everything():
    s = at_challenges(first=1, play=([], [("Cersei Lannister", True), ("The Tickler", True),
                                          ("Western Fiefdom", True)]))
    s["seats"][1]["faction_card"]["kneeling"] = True
    s["phase"] = "standing"
    s["stack"] = [{"kind": "round", "stage": "standing"}]
    cards.touch(s)
    from api.games.lcg2e import rounds
    rounds.round_auto(s, s["stack"][0])
    assert not any(s["cards"][c]["kneeling"] for c in s["seats"][1]["play"])
    assert not s["seats"][1]["faction_card"]["kneeling"]


def test_s37_taxation_returns_gold_and_discards_down_to_reserve():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges(first=0, plots=("Summons", "Marching Orders"))
    for _ in range(9):
        moves.move(s, [s["seats"][0]["deck"][0]], "hand", "test")
    for _ in range(4):
        moves.move(s, [s["seats"][1]["deck"][0]], "hand", "test")
    s["seats"][0]["gold"] = 3
    s["phase"] = "taxation"
    s["stack"] = [{"kind": "round", "stage": "taxation"}]
    cards.touch(s)
    FLOW.settle(s)
    assert s["seats"][0]["gold"] == 0
    d = decision(s, 0)
    assert d["type"] == "reserve" and GAME.to_act(s) == [0]
    hand = list(s["seats"][0]["hand"])
    for c in hand[:2]:
        answer(s, 0, lambda a, c=c: a == {"type": "toggle", "card": c})
    answer(s, 0, lambda a: a["type"] == "confirm")
    assert len(s["seats"][0]["hand"]) == 7 and len(s["seats"][1]["hand"]) == 4
    with pytest.raises(RuleError):         # Lannister (at his reserve) may not discard
        GAME.apply(s, 1, {"type": "toggle", "card": s["seats"][1]["hand"][0]})


def test_s32_intimidate_uses_the_winning_margin_after_claim():
    s = at_challenges(first=0, play=(["Grey Wind", "Eddard Stark"],
                                     ["Ser Jaime Lannister", "Cersei Lannister", "Tywin Lannister"]))
    grey, ned = (find(s, 0, n, ("play",)) for n in ("Grey Wind", "Eddard Stark"))
    jaime, cersei, tywin = (find(s, 1, n, ("play",)) for n in
                            ("Ser Jaime Lannister", "Cersei Lannister", "Tywin Lannister"))
    _challenge(s, 0, "military", [grey, ned])
    events = _defend(s, 1, [jaime])
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] == 0 and res["attacking"] - res["defending"] == 4
    # military claim first: Lannister kills one character of his choice
    assert decision(s, 1)["type"] == "claim_military"
    answer(s, 1, lambda a: a == {"type": "toggle", "card": jaime})
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert s["cards"][jaime]["zone"] == "dead"
    # then the first player orders the keyword types: renown first
    assert decision(s, 0)["type"] == "order"
    answer(s, 0, lambda a: a == {"type": "order", "first": "renown"})
    answer(s, 0, lambda a: a["type"] == "use")                 # renown on Eddard
    assert s["cards"][ned]["power"] == 1
    # intimidate: one standing character with STR <= 4: Cersei, not Tywin (6)
    opts = [o["action"] for o in decision(s, 0)["options"]]
    assert {"type": "choose", "choice": cersei} in opts
    assert {"type": "choose", "choice": tywin} not in opts
    answer(s, 0, lambda a: a == {"type": "choose", "choice": cersei})
    assert s["cards"][cersei]["kneeling"]


def test_s12_income_with_gold_modifiers_collected_in_marshaling():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges(first=1, play=([], ["Tywin Lannister", "The Roseroad"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    lender = give(s, 1, "Lannisport Moneylender")     # not in the learning deck
    moves.enter_play(s, lender, "setup")
    s.update(phase="marshaling", active=None)
    s["stack"] = [{"kind": "round", "stage": "marshal_next", "i": 0}]
    cards.touch(s)
    FLOW.settle(s)
    # 4 (A Clash of Kings) + 2 (Tywin) + 1 (Moneylender) + 1 (The Roseroad)
    assert s["active"] == 1 and s["seats"][1]["gold"] == 8


def test_s41_attachment_restrictions_when_marshaled():
    s = at_marshaling(play=(["Vanguard of the North", "Eddard Stark"], []),
                      hands=([], []), gold=1)
    milk = give(s, 1, "Milk of the Poppy")
    vanguard, ned = (find(s, 0, n, ("play",)) for n in ("Vanguard of the North", "Eddard Stark"))
    cards.touch(s)
    with pytest.raises(RuleError):
        GAME.apply(s, 1, {"type": "marshal", "card": milk, "host": vanguard})
    GAME.apply(s, 1, {"type": "marshal", "card": milk, "host": ned})
    assert s["cards"][milk]["attached_to"] == ned and s["cards"][milk]["controller"] == 1
    assert derive.keywords(s, ned) == () and "Lord" in derive.traits(s, ned)
