"""An outsider's acceptance check of hbo (session 17): corners of the spec's rule sections
(hbo-card-game.md) the scenario tests of test_acceptance.py leave out or test more weakly than
the scenario says, driven through the public engine (decisions, apply), named by section."""
import pytest

from api.engine.errors import BadAction, IllegalAction
from api.games.cardcore import cards, derive, effects
from api.games.hbo import GAME
from tests.games.hbo.table import L, S, act, decision, one, options, pass_windows, pick, table


def real(stage, **kw):
    kw.setdefault("decks", (["gold_cloaks"] * 12, ["direwolf_pup"] * 12))
    return table(stage, catalog="hbo", **kw)


def to_first(state, kind):
    """Pass every priority window until a decision of ``kind`` is asked of someone."""
    while True:
        seat = GAME.to_act(state)[0]
        d = decision(state, seat)
        if d["type"] == kind:
            return seat
        assert d["type"] == "priority", d
        act(state, seat, {"type": "pass"})


def power(state, seat):
    return cards.power_of(state, seat)


# -- 5.1.5 / 5.1.6 (A8): every attacker removed before resolution ---------------------------

def test_5_1_6_no_attacker_left_means_no_winner_no_claim_and_the_type_is_used():
    state = real("challenges", play=(["lancel_lannister"], ["grey_wind"]),
                 hands=((), ["hodor", "summer"]), scenarios=("deadly_cold", "deadly_cold"))
    lancel = one(state, L, "lancel_lannister")
    to_first(state, "challenge")
    act(state, L, {"type": "challenge", "challenge": "intrigue"})   # Lancel, the only one
    assert state["challenge"]["attackers"] == [lancel]
    # the window after attackers (L, with nothing to play, is not asked): S kills Lancel
    # (STR 1) with Grey Wind
    while GAME.to_act(state) == [L]:
        act(state, L, {"type": "pass"})
    act(state, S, {"type": "action", "card": one(state, S, "grey_wind")})
    assert state["cards"][lancel]["zone"] == "dead"
    while state["challenge"] is not None:
        seat = GAME.to_act(state)[0]
        act(state, seat, {"type": "confirm"} if decision(state, seat)["type"] == "defenders"
            else {"type": "pass"})
    # no winner: no unopposed power, no intrigue claim (S keeps its 2 cards)
    assert power(state, L) == 0 and len(state["seats"][S]["hand"]) == 2
    assert state["challenges_made"][L] == ["intrigue"]


# -- 5.1.5 / 5.7.2: a removed participant neither counts nor gains Renown -------------------

def test_5_7_2_renown_skips_a_participant_killed_before_resolution():
    # S's Fire and Blood gives each of its characters Renown; L kills the knelt defending Pup
    # (STR 1) with Ser Ilyn Payne: defense 4 (not 5) still beats the Guard's 2
    state = real("challenges", play=(["lannister_guard", "ser_ilyn_payne"],
                                     ["hodor", "jon_snow", "direwolf_pup"]),
                 scenarios=("deadly_cold", "fire_and_blood"))
    hodor, jon, pup = (one(state, S, c) for c in ("hodor", "jon_snow", "direwolf_pup"))
    to_first(state, "challenge")
    act(state, L, {"type": "challenge", "challenge": "military"})
    pick(state, L, [one(state, L, "lannister_guard")])
    to_first(state, "defenders")
    events = pick(state, S, [hodor, jon, pup])
    while True:
        seat = GAME.to_act(state)[0]
        if seat == L and {"type": "action", "card": one(state, L, "ser_ilyn_payne")} \
                in options(state, L):
            events += act(state, L, {"type": "action", "card": one(state, L, "ser_ilyn_payne")})
            if decision(state, L)["type"] == "effect_target":
                events += act(state, L, {"type": "choose", "choice": pup})
            break
        events += act(state, seat, {"type": "pass"})
    assert state["cards"][pup]["zone"] == "dead"
    while state["challenge"] is not None:
        events += act(state, GAME.to_act(state)[0], {"type": "pass"})
    (resolved,) = [e for e in events if e["type"] == "challenge-resolved"]
    assert resolved["winner"] == S and resolved["strength"] == [2, 4]
    assert state["cards"][hodor]["power"] == 1 and state["cards"][jon]["power"] == 1
    assert power(state, S) == 2 and power(state, L) == 0


# -- 5.1.1 "as much as possible": a claim with nothing to take ------------------------------

@pytest.mark.parametrize("kind,attacker", [("military", "the_hound"),
                                           ("intrigue", "lancel_lannister"),
                                           ("power", "gold_cloaks")])
def test_5_1_1_a_claim_with_nothing_to_take_takes_nothing(kind, attacker):
    # S has no character, no card in hand and no power: L gains only the unopposed power
    state = real("challenges", play=([attacker], ["winterfell"]),
                 scenarios=("deadly_cold", "deadly_cold"))       # claim 2
    to_first(state, "challenge")
    act(state, L, {"type": "challenge", "challenge": kind})
    while state["challenge"] is not None:
        seat = GAME.to_act(state)[0]
        d = decision(state, seat)
        assert d["type"] in ("priority", "defenders"), d         # no claim question for S
        act(state, seat, {"type": "confirm"} if d["type"] == "defenders" else {"type": "pass"})
    assert state["seats"][L]["faction_card"]["power"] == 1
    assert state["seats"][S]["faction_card"]["power"] == 0
    assert [cards.code(state, c) for c in state["seats"][S]["play"]] == ["winterfell"]


# -- 4.1 step 5: the initiative tie counts power on characters too ----------------------------

def test_4_1_an_initiative_tie_counts_the_power_on_characters():
    # L: 4 on its banner; S: 2 on its banner and 3 on Eddard (total 5): L has fewer and wins
    def eddard_power(state):
        state["cards"][one(state, S, "FX_EDDARD")]["power"] = 3
    state = table("planning", play=((), ["FX_EDDARD"]), power=(4, 2),
                  available=(["SC_4_4_1"], ["SC_4_4_1"]),
                  decks=(["FX_GUARD"] * 9, ["FX_ALLY"] * 9), before=eddard_power)
    assert state["initiative_winner"] == L
    assert decision(state, L)["type"] == "first_player" and GAME.decisions(state, S) == []


# -- AS-06 in full: Eddard placed in setup gains no power, no reaction is offered ------------

def test_AS_06_eddard_placed_in_setup_gains_nothing():
    state = table("setup", hands=(["FX_VARYS"], ["FX_EDDARD"]),
                  decks=(["FX_GUARD"] * 9, ["FX_ALLY"] * 9))
    pick(state, L, [one(state, L, "FX_VARYS", "hand")])
    events = pick(state, S, [one(state, S, "FX_EDDARD", "hand")])
    eddard = one(state, S, "FX_EDDARD")
    assert state["cards"][eddard]["power"] == 0
    assert one(state, L, "FX_VARYS")                      # Varys did not discard himself
    assert not any(d.get("window") == "reactions" for s in (L, S)
                   for d in GAME.decisions(state, s))
    assert not any(e["type"] in ("power_gained", "reaction-used") for e in events)


# -- AS-14 / AS-36: an action whose gold cannot be paid is refused --------------------------

def test_AS_14_the_lions_treachery_with_no_gold_is_refused():
    state = table("marshaling", hands=(["FX_GUARD", "FX_LIONS_TREACHERY"], ["FX_JON"]), first=S,
                  play=((), ["FX_ARYA"]), scenarios=("SC_5_3_2", "SC_4_2_1"))
    assert state["active"] == S and state["seats"][L]["gold"] == 0
    lt = one(state, L, "FX_LIONS_TREACHERY", "hand")
    assert not any(a.get("card") == lt for a in options(state, L))
    with pytest.raises((IllegalAction, BadAction)):
        act(state, L, {"type": "action", "card": lt})
    assert lt in state["seats"][L]["hand"]


def test_AS_36_the_lions_treachery_with_1_gold_is_refused_with_2_it_kneels():
    for gold, allowed in ((1, False), (2, True)):
        # S's Luwin keeps the Dominance window open whoever may act in it
        state = table("dominance", play=(["FX_GUARD"], ["FX_JON", "FX_LUWIN"]),
                      hands=(["FX_LIONS_TREACHERY"], ()), gold=(gold, 0),
                      decks=((), ["FX_ALLY"] * 5))
        assert state["phase"] == "dominance"
        lt = one(state, L, "FX_LIONS_TREACHERY", "hand")
        if not allowed:
            assert GAME.to_act(state) == [S]      # L, unable to pay, is not asked
            with pytest.raises((IllegalAction, BadAction)):
                act(state, L, {"type": "action", "card": lt})
            assert state["seats"][L]["gold"] == 1 and lt in state["seats"][L]["hand"]
            continue
        assert GAME.to_act(state) == [L]
        act(state, L, {"type": "action", "card": lt})
        if decision(state, L)["type"] == "effect_target":
            act(state, L, {"type": "choose", "choice": one(state, S, "FX_JON")})
        assert state["cards"][one(state, S, "FX_JON")]["kneeling"]
        assert state["seats"][L]["gold"] == 0


# -- 4.5 / AS-31: dominance is awarded before any action; a win there ends the game ----------

def test_4_5_dominance_power_to_15_ends_the_game_before_the_window():
    state = table("dominance", play=(["FX_GUARD"], ["FX_ALLY"]),
                  hands=(["FX_LIONS_TREACHERY"], ()), gold=(2, 0), power=(14, 0))
    assert state["result"] and state["result"]["winners"] == [L]
    assert GAME.to_act(state) == []


# -- 5.6.1 / 5.6.2 (A11): a second copy only as a duplicate, only by the active player -------

def test_5_6_2_a_copy_of_a_unique_character_in_play_is_only_a_duplicate():
    state = table("marshaling", play=((), ["FX_JON"]), hands=((), ["FX_JON"]), first=S,
                  scenarios=("SC_5_3_2", "SC_5_3_2"))
    copy_ = one(state, S, "FX_JON", "hand")
    offered = [a for a in options(state, S) if a.get("card") == copy_]
    assert offered == [{"type": "duplicate", "card": copy_}]
    with pytest.raises((IllegalAction, BadAction)):
        act(state, S, {"type": "marshal", "card": copy_})


def test_5_6_2_the_non_active_player_cannot_attach_a_duplicate():
    state = table("marshaling", play=(["FX_HOUND"], ["FX_JON"]),
                  hands=(["FX_HOUND"], ["FX_ARYA"]), first=S,
                  scenarios=("SC_5_3_2", "SC_5_3_2"))
    act(state, S, {"type": "marshal", "card": one(state, S, "FX_ARYA", "hand")})
    dup = one(state, L, "FX_HOUND", "hand")
    assert not any(a.get("card") == dup for a in options(state, L))
    with pytest.raises((IllegalAction, BadAction)):
        act(state, L, {"type": "duplicate", "card": dup})


def test_5_6_2_no_duplicate_outside_marshaling():
    state = real("challenges", play=((), ["jon_snow"]), hands=((), ["jon_snow"]), first=S)
    dup = one(state, S, "jon_snow", "hand")
    assert not any(a.get("card") == dup for a in options(state, S))
    with pytest.raises((IllegalAction, BadAction)):
        act(state, S, {"type": "duplicate", "card": dup})


# -- 5.7.1 (A12): a Limited setup card does not use up round 1's Limited play ----------------

def test_5_7_1_a_limited_setup_card_leaves_round_1s_limited_play():
    state = table("setup", hands=((), ["FX_CITADEL", "FX_CITADEL"]),
                  decks=(["FX_GUARD"] * 20, ["FX_ALLY"] * 20))
    first, second = [c for c in state["seats"][S]["hand"]
                     if cards.code(state, c) == "FX_CITADEL"]
    pick(state, S, [first])
    assert state["limited"] == [0, 0]
    while not (state["phase"] == "marshaling" and state["active"] == S):
        seat = GAME.to_act(state)[0]
        opts = options(state, seat)
        for want in ({"type": "first_player", "seat": L}, {"type": "pass"}, {"type": "keep"}):
            if want in opts:
                act(state, seat, want)
                break
        else:
            act(state, seat, opts[0])
    assert {"type": "marshal", "card": second} in options(state, S)


# -- 5.8.2 / 4.3: the other player may act after each marshaling operation --------------------

def test_4_3_the_non_active_player_may_act_after_an_operation_of_the_active_one():
    state = table("marshaling", play=(["FX_GUARD"], ()), hands=(["FX_LIONS_TREACHERY"],
                                                              ["FX_ARYA"]),
                  scenarios=("SC_5_3_2", "SC_4_2_1"))
    act(state, L, {"type": "pass"})                       # L ends its turn, 5 gold kept
    assert state["active"] == S and state["seats"][L]["gold"] == 5
    act(state, S, {"type": "marshal", "card": one(state, S, "FX_ARYA", "hand")})
    arya = one(state, S, "FX_ARYA")
    assert GAME.to_act(state) == [L]                      # L's answer to that operation
    act(state, L, {"type": "action", "card": one(state, L, "FX_LIONS_TREACHERY", "hand")})
    if decision(state, L)["type"] == "effect_target":
        act(state, L, {"type": "choose", "choice": arya})
    assert state["cards"][arya]["kneeling"] and state["seats"][L]["gold"] == 3


# -- 5.8.4: a reaction answers one occurrence once ---------------------------------------------

def test_5_8_4_a_reaction_answers_an_occurrence_only_once():
    state = real("challenges", play=(["tyrion_lannister", "lancel_lannister"], ["hodor"]),
                 scenarios=("deadly_cold", "deadly_cold"))
    tyrion = one(state, L, "tyrion_lannister")
    to_first(state, "challenge")
    act(state, L, {"type": "challenge", "challenge": "intrigue"})
    pick(state, L, [one(state, L, "lancel_lannister")])
    assert decision(state, L)["window"] == "reactions"
    act(state, L, {"type": "react", "card": tyrion, "moment": next(
        a["moment"] for a in options(state, L) if a.get("card") == tyrion)})
    assert state["seats"][L]["gold"] == 2
    for seat in (L, S):
        assert not any(a.get("type") == "react" and a.get("card") == tyrion
                       for a in options(state, seat))


# -- A15: a character's STR counts as 0, never below, in a challenge's total -------------------

def test_A15_strength_below_zero_counts_as_zero_in_the_defense():
    # the Ally (STR 1) at -2 is -1, counted as 0: defense 0 + 4 beats the Knight's 3 (a -1
    # would make it 3, a tie won by the attacker)
    state = table("challenges", play=(["FX_KNIGHT"], ["FX_ALLY", "FX_EDDARD"]),
                  scenarios=("SC_5_6_1", "SC_4_2_1"), decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5),
                  before=lambda st: effects.add(st, "modify_str", {"amount": -2}, "round", L,
                                                cards=[one(st, S, "FX_ALLY")]))
    ally, eddard = one(state, S, "FX_ALLY"), one(state, S, "FX_EDDARD")
    assert derive.strength(state, ally) == 0
    act(state, L, {"type": "challenge", "challenge": "power"})
    pick(state, L, [one(state, L, "FX_KNIGHT")])
    pass_windows(state)
    events = pick(state, S, [ally, eddard])
    while state["challenge"] is not None:
        events += act(state, GAME.to_act(state)[0], {"type": "pass"})
    (resolved,) = [e for e in events if e["type"] == "challenge-resolved"]
    assert resolved["strength"] == [3, 4] and resolved["winner"] == S


# -- card texts through real challenges (test_cards.py sets some challenges by hand) ----------

def _challenge_through(state, seat, kind, attackers, defenders):
    """``seat`` initiates ``kind`` with ``attackers``; the other declares ``defenders``; every
    window and reaction is passed; returns the events up to the challenge's end (a claim
    question, if any, is left open)."""
    events = []
    to_first(state, "challenge")
    events += act(state, seat, {"type": "challenge", "challenge": kind})
    if seat in GAME.to_act(state) and decision(state, seat)["type"] == "attackers":
        events += pick(state, seat, attackers)
    while state["challenge"] is not None:
        who = GAME.to_act(state)[0]
        d = decision(state, who)
        if d["type"] == "defenders":
            events += pick(state, who, defenders)
        elif d["type"] in ("priority", "ambush") or d.get("window"):
            events += act(state, who, {"type": "pass"} if d["type"] != "ambush"
                          else {"type": "choose", "choice": None})
        else:
            break
    return events


def test_card_cersei_raises_the_claim_of_a_real_intrigue_challenge():
    # Deadly Cold: claim 2; Cersei attacking in intrigue: 3 cards of S's 5 are discarded
    state = real("challenges", play=(["cersei_lannister"], ["hodor"]),
                 hands=((), ["direwolf_pup"] * 5), scenarios=("deadly_cold", "deadly_cold"))
    _challenge_through(state, L, "intrigue", [one(state, L, "cersei_lannister")], [])
    assert len(state["seats"][S]["hand"]) == 5 - 3 and len(state["seats"][S]["discard"]) == 3


def test_card_guarding_the_throne_lowers_only_the_opponents_military_claim():
    # "This round, reduce your opponent's claim by 1 during military challenges": it lowered
    # the claim of every challenge type (the data's challenge_type was not compiled)
    for kind, killed in (("military", 1), ("power", None)):
        state = real("challenges", play=(["hodor", "cersei_lannister"],
                                         ["jon_snow", "eddard_stark"]),
                     first=S, power=(3, 0), scenarios=("guarding_the_throne", "deadly_cold"))
        attacker = one(state, S, "eddard_stark")
        _challenge_through(state, S, kind, [attacker], [])
        if kind == "military":     # claim 2 - 1 = 1: L chooses one character to die
            assert decision(state, L)["type"] == "claim"
            pick(state, L, [one(state, L, "hodor")])      # one is enough: exactly one asked
            pass_windows(state)
            assert [cards.code(state, c) for c in state["seats"][L]["dead"]] == ["hodor"]
            assert one(state, L, "cersei_lannister")
        else:                      # power: the full claim 2 moves from L's banner
            assert state["seats"][L]["faction_card"]["power"] == 3 - 2


def test_card_a_game_of_thrones_binds_both_players_until_each_wins_an_intrigue_challenge():
    state = real("challenges", play=(["tyrion_lannister", "gold_cloaks"],
                                     ["jon_snow", "sansa_stark"]),
                 hands=((), ["direwolf_pup"] * 3), scenarios=("a_game_of_thrones", "deadly_cold"))
    to_first(state, "challenge")
    offered = [a.get("challenge") for a in options(state, L)]
    assert offered == ["intrigue", None]
    _challenge_through(state, L, "intrigue", [one(state, L, "tyrion_lannister")], [])
    to_first(state, "challenge")
    assert GAME.to_act(state) == [L]
    assert [a.get("challenge") for a in options(state, L)] == ["military", "power", None]
    act(state, L, {"type": "done"})
    to_first(state, "challenge")
    assert GAME.to_act(state) == [S]                      # S has won no intrigue challenge
    assert [a.get("challenge") for a in options(state, S)] == ["intrigue", None]


def test_card_whirlwind_of_swords_a_second_military_challenge_and_no_third():
    state = real("challenges", play=((), ["jon_snow", "hodor", "summer"]), first=S,
                 scenarios=("deadly_cold", "whirlwind_of_swords"))
    _challenge_through(state, S, "military", [one(state, S, "jon_snow")], [])
    to_first(state, "challenge")
    assert "military" in [a.get("challenge") for a in options(state, S)]
    _challenge_through(state, S, "military", [one(state, S, "hodor")], [])
    assert state["challenges_made"][S] == ["military", "military"]
    while state["phase"] == "challenges":      # Summer stands, yet no third military is offered
        seat = GAME.to_act(state)[0]
        assert "military" not in [a.get("challenge") for a in options(state, seat)]
        act(state, seat, {"type": "done"} if {"type": "done"} in options(state, seat)
            else {"type": "pass"})


def test_card_catelyn_participating_keeps_the_opponents_events_in_hand():
    # S attacks in power with Catelyn; L holds Devious Methods (Challenges) and A Lannister
    # Always Pays His Debts (a reaction to losing): neither may be played while she takes part
    state = real("challenges", play=(["gold_cloaks", "lannister_guard"], ["catelyn_stark"]),
                 hands=(["devious_methods", "a_lannister_always_pays_his_debts"], ()), first=S,
                 scenarios=("deadly_cold", "deadly_cold"), power=(3, 0))
    held = set(state["seats"][L]["hand"])
    to_first(state, "challenge")
    act(state, S, {"type": "challenge", "challenge": "power"})
    while state["challenge"] is not None:
        who = GAME.to_act(state)[0]
        if who == L:
            assert not any(a.get("card") in held for a in options(state, L)), options(state, L)
        d = decision(state, who)
        if d["type"] == "defenders":
            pick(state, who, [one(state, L, "gold_cloaks")])   # 3 against Catelyn's 3: L loses
        else:
            act(state, who, {"type": "pass"})
    assert set(state["seats"][L]["hand"]) == held


def test_card_calling_the_banners_keeps_a_reduction_from_lowering_the_cost():
    state = real("marshaling", play=((), ["winterfell_steward"]), hands=((), ["jon_snow"]),
                 first=S, scenarios=("deadly_cold", "calling_the_banners"))
    gold = state["seats"][S]["gold"]
    steward = one(state, S, "winterfell_steward")
    if {"type": "action", "card": steward} in options(state, S):
        act(state, S, {"type": "action", "card": steward})
    act(state, S, {"type": "marshal", "card": one(state, S, "jon_snow", "hand")})
    assert state["seats"][S]["gold"] == gold - 2           # Jon's printed 2


def test_card_fire_and_blood_renown_on_a_real_win():
    state = real("challenges", play=(["gold_cloaks"], ["hodor"]),
                 scenarios=("fire_and_blood", "deadly_cold"))
    cloaks = one(state, L, "gold_cloaks")
    _challenge_through(state, L, "power", [cloaks], [])
    assert state["cards"][cloaks]["power"] == 1             # Renown for this round


def test_card_hidden_in_the_shadows_one_challenge_in_the_round():
    state = real("challenges", play=((), ["jon_snow", "sansa_stark"]), first=S,
                 scenarios=("deadly_cold", "hidden_in_the_shadows"))
    _challenge_through(state, S, "military", [one(state, S, "jon_snow")], [])
    while state["phase"] == "challenges":
        seat = GAME.to_act(state)[0]
        if seat == S:
            assert not any(a.get("type") == "challenge" for a in options(state, S))
        act(state, seat, {"type": "done"} if {"type": "done"} in options(state, seat)
            else {"type": "pass"})
    assert state["challenges_made"][S] == ["military"]


def test_card_the_iron_throne_adds_3_when_dominance_is_awarded():
    # L: the Iron Throne (3) + nothing standing; S: Hodor (2) + 0 gold: L wins dominance
    state = real("dominance", play=(["the_iron_throne", ("gold_cloaks", True)], ["hodor"]))
    assert state["seats"][L]["faction_card"]["power"] == 1
    assert state["seats"][S]["faction_card"]["power"] == 0


def test_card_arya_with_a_duplicate_attacks_in_military():
    state = real("marshaling", play=((), ["arya_stark"]), hands=((), ["arya_stark"]), first=S,
                 scenarios=("deadly_cold", "deadly_cold"))
    act(state, S, {"type": "duplicate", "card": one(state, S, "arya_stark", "hand")})
    while state["phase"] != "challenges" or S not in GAME.to_act(state) \
            or decision(state, S)["type"] != "challenge":
        seat = GAME.to_act(state)[0]
        act(state, seat, {"type": "pass"} if {"type": "pass"} in options(state, seat)
            else {"type": "done"})
    assert {"type": "challenge", "challenge": "military"} in options(state, S)


# -- 5.8.4 (A6): two players' reactions to one trigger: the first player first, then the other -

def test_5_8_4_both_players_react_to_one_kill_first_player_first():
    # L (first player) wins military (claim 1); S chooses Eddard (a Stark Lord): Joffrey (L,
    # "after a Lord or Lady is killed") and Robb (S, "after a Stark character you control is
    # killed") both answer that one kill
    state = real("challenges", play=(["the_hound", "joffrey_baratheon"],
                                     ["eddard_stark", "robb_stark", ("hodor", True)]),
                 scenarios=("deadly_cold", "in_the_sky_cells"))   # claim 2
    eddard, hodor = one(state, S, "eddard_stark"), one(state, S, "hodor")
    _challenge_through(state, L, "military", [one(state, L, "the_hound")], [])
    assert decision(state, S)["type"] == "claim"
    pick(state, S, [eddard, hodor])
    order_ = []
    while state["challenge"] is not None:
        seat = GAME.to_act(state)[0]
        d = decision(state, seat)
        if d.get("window") == "reactions":
            mine = [a for a in options(state, seat) if a["type"] == "react"
                    and cards.code(state, a["card"]) in ("joffrey_baratheon", "robb_stark")]
            if mine:
                order_.append(cards.code(state, mine[0]["card"]))
                act(state, seat, mine[0])
                continue
        act(state, seat, {"type": "pass"})
    assert order_[:2] == ["joffrey_baratheon", "robb_stark"]
    assert state["cards"][one(state, L, "joffrey_baratheon")]["power"] >= 1


# -- 5.6.2 / 5.8.5 (A9): a duplicate saves at once; no save window, Not Today stays in hand ----

def test_5_8_5_a_duplicate_saves_without_a_save_window():
    state = _military_fx(["FX_HOUND"], ["FX_EDDARD", "FX_JON"], hands=((), ["FX_NOT_TODAY"]))
    eddard = one(state, S, "FX_EDDARD")
    dup = cards.create(state, S, "FX_EDDARD", "hand")
    from api.games.cardcore import moves
    moves.place_duplicate(state, dup, eddard, "test")
    cards.touch(state)
    _challenge_through(state, L, "military", [one(state, L, "FX_HOUND")], [])
    pick(state, S, [eddard])
    assert not any(d.get("window") == "saves" for s in (L, S) for d in GAME.decisions(state, s))
    assert state["cards"][eddard]["zone"] == "play" and state["cards"][dup]["zone"] == "discard"
    assert one(state, S, "FX_NOT_TODAY", "hand")


def _military_fx(play_l, play_s, hands=((), ())):
    return table("challenges", play=(play_l, play_s), scenarios=("SC_5_6_1", "SC_4_2_1"),
                 hands=hands, decks=(["FX_GUARD"] * 5, ["FX_ALLY"] * 5))
