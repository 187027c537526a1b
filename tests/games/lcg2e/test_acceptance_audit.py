"""An outsider's acceptance checks of lcg2e against the spec (/work/shared/rules/lcg-2e.md):
each test drives the engine through its public API (``GAME.new``/``decisions``/``apply``/
``view``) from a position built with the shared helpers, and is named by the spec section or
the card it checks."""
import pytest

from api.engine.errors import RuleError
from api.games import REGISTRY
from api.games.cardcore import cards, derive, effects, moves
from api.games.lcg2e.catalog import BY_NAME
from tests.games.lcg2e.joust import answer, at_challenges, decision, find, pass_windows
from tests.games.lcg2e.melee_table import pass_all

GAME = REGISTRY["lcg2e"]


def put(state, seat, name, kneeling=False, host=None):
    """A card of the whole Core Set into play for ``seat`` (a built-deck game then)."""
    state["mode"] = "standard"
    cid = cards.create(state, seat, BY_NAME[name], "hand")
    moves.enter_play(state, cid, "setup", controller=seat, host=host, kneeling=kneeling)
    cards.touch(state)
    return cid


def at_challenges_core(first=0, play=((), ()), hands=((), ()),
                       plots=("A Noble Cause", "A Clash of Kings"), power=(0, 0), gold=(0, 0),
                       stage="ask"):
    """Like ``joust.at_challenges`` but any Core card may be in play or in hand (a game of the
    whole Core Set): the cards are made for the test, then the challenges phase settles."""
    from api.games.lcg2e.flow import FLOW
    state = GAME.new(2, {}, 1)
    state["mode"] = "standard"
    for s in (0, 1):
        moves.move(state, list(state["seats"][s]["hand"]), "deck", "test", "bottom")
        for entry in play[s]:
            name, kneeling = (entry, False) if isinstance(entry, str) else entry
            cid = cards.create(state, s, BY_NAME[name], "hand")
            moves.enter_play(state, cid, "setup", kneeling=kneeling)
        for name in hands[s]:
            cards.create(state, s, BY_NAME[name], "hand")
        moves.reveal_plot(state, s, cards.create(state, s, BY_NAME[plots[s]], "plot_deck"))
        state["seats"][s]["faction_card"]["power"] = power[s]
        state["seats"][s]["gold"] = gold[s]
    state.update(round=1, phase="challenges", first_player=first, active=first,
                 challenges_made=[{}, {}])
    state["stack"] = [{"kind": "round", "stage": "challenges_next", "i": 1},
                      {"kind": "challenges_turn", "seat": first, "stage": stage}]
    cards.touch(state)
    FLOW.settle(state)
    return state


def named(state, seat, name, zones=("play",)):
    code = BY_NAME[name]
    return next(c for z in zones for c in state["seats"][seat][z]
                if state["cards"][c]["code"] == code)


def give(state, seat, name, zone="hand"):
    state["mode"] = "standard"
    cid = cards.create(state, seat, BY_NAME[name], zone)
    cards.touch(state)
    return cid


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def challenge(state, seat, kind, attackers=None):
    events = answer(state, seat, lambda a: a == {"type": "challenge", "challenge": kind})
    ds = GAME.decisions(state, seat)
    if attackers is not None and ds and ds[0]["type"] == "attackers":
        for c in attackers:
            answer(state, seat, lambda a, c=c: a == {"type": "toggle", "card": c})
        events += answer(state, seat, lambda a: a["type"] == "confirm")
    return events


def defend(state, seat, defenders):
    events = pass_windows(state)
    for c in defenders:
        events += answer(state, seat, lambda a, c=c: a == {"type": "toggle", "card": c})
    events += answer(state, seat, lambda a: a["type"] == "confirm")
    return events + pass_windows(state)


def resolved(events):
    return next(e for e in events if e["type"] == "challenge-resolved")


# -- 4.2.4 claim ---------------------------------------------------------------------------

def test_4_2_4_military_claim_above_the_characters_kills_all_there_are():
    # Sneak Attack: claim 2; Stark has a single character, who cannot defend (no military
    # icon): that one is killed, and the claim ends there
    s = at_challenges_core(first=1, play=(["Bran Stark"], ["Tywin Lannister"]),
                           plots=("A Noble Cause", "Sneak Attack"))
    bran = named(s, 0, "Bran Stark")
    assert derive.plot_value(s, 1, "claim") == 2
    events = challenge(s, 1, "military")
    assert s["cards"][bran]["zone"] == "dead"
    kills = [e for e in events if e["type"] == "moved" and e["dest"] == "dead"]
    assert len(kills) == 1 and GAME.result(s) is None


def test_4_2_4_intrigue_claim_against_an_empty_hand_is_nothing():
    s = at_challenges(first=1, play=([], ["Cersei Lannister"]))
    assert s["seats"][0]["hand"] == []
    events = challenge(s, 1, "intrigue")
    events += pass_windows(s)
    assert resolved(events)["unopposed"]
    assert s["seats"][1]["faction_card"]["power"] == 1 and s["seats"][0]["discard"] == []
    assert GAME.result(s) is None


def test_4_2_4_power_claim_when_the_loser_has_no_power_still_gives_the_unopposed_power():
    s = at_challenges(first=1, play=([], ["Tywin Lannister"]))
    events = challenge(s, 1, "power")
    events += pass_windows(s)
    assert resolved(events)["unopposed"]
    assert s["seats"][0]["faction_card"]["power"] == 0
    assert s["seats"][1]["faction_card"]["power"] == 1


# -- 4.2.2 winner and unopposed ------------------------------------------------------------

def test_4_2_2_unopposed_is_judged_on_the_defending_total_after_effects():
    # Unsullied: "each defending character gets -1 STR": Bran (STR 1) defends for 0
    s = at_challenges_core(first=1, play=(["Bran Stark"], ["Unsullied"]))
    uns, bran = named(s, 1, "Unsullied"), named(s, 0, "Bran Stark")
    challenge(s, 1, "power", [uns])
    events = defend(s, 0, [bran])
    res = resolved(events)
    assert res["winner"] == 1 and res["defending"] == 0 and res["unopposed"]
    assert s["seats"][1]["faction_card"]["power"] == 1


def test_4_2_5_intimidate_is_not_used_by_a_defending_winner():
    s = at_challenges(first=1, play=(["Grey Wind"], ["The Tickler", "Cersei Lannister"]))
    grey = find(s, 0, "Grey Wind", ("play",))
    tickler = find(s, 1, "The Tickler", ("play",))
    challenge(s, 1, "military", [tickler])
    events = defend(s, 0, [grey])
    assert resolved(events)["winner"] == 0
    assert not any(d["type"] == "intimidate" for d in GAME.decisions(s, 0))
    assert not any(s["cards"][c]["kneeling"] for c in s["seats"][1]["play"] if c != tickler)


def test_4_2_5_intimidate_cannot_kneel_a_kneeling_character():
    s = at_challenges(first=0, play=(["Grey Wind", "Eddard Stark"],
                                     [("Cersei Lannister", True), "The Tickler"]))
    grey, ned = (find(s, 0, n, ("play",)) for n in ("Grey Wind", "Eddard Stark"))
    cersei, tickler = (find(s, 1, n, ("play",)) for n in ("Cersei Lannister", "The Tickler"))
    challenge(s, 0, "military", [grey, ned])
    defend(s, 1, [])
    # claim: Lannister kills one (The Tickler), then renown / intimidate
    answer(s, 1, lambda a: a == {"type": "toggle", "card": tickler})
    answer(s, 1, lambda a: a["type"] == "confirm")
    for _ in range(4):
        d = GAME.decisions(s, 0)
        if not d:
            break
        if d[0]["type"] == "order":
            answer(s, 0, lambda a: a == {"type": "order", "first": "intimidate"})
            continue
        if d[0]["type"] == "intimidate":
            assert {"type": "choose", "choice": cersei} not in offered(s, 0)
            break
        answer(s, 0, lambda a: a["type"] == "use")


def test_4_2_5_renown_for_a_defending_winner():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Cersei Lannister"]))
    ned = find(s, 0, "Eddard Stark", ("play",))
    cersei = find(s, 1, "Cersei Lannister", ("play",))
    challenge(s, 1, "power", [cersei])
    defend(s, 0, [ned])
    assert decision(s, 0)["type"] == "renown"
    answer(s, 0, lambda a: a["type"] == "use")
    assert s["cards"][ned]["power"] == 1


# -- card texts ----------------------------------------------------------------------------

def test_01160_daenerys_only_while_standing():
    # "While Daenerys Targaryen is standing, each character participating on an opponent's
    # side in a challenge against you gets -1 STR."
    s = at_challenges_core(first=1, play=(["Daenerys Targaryen", "Bran Stark"],
                                          ["Tywin Lannister"]))
    tywin = named(s, 1, "Tywin Lannister")
    challenge(s, 1, "power")
    assert s["challenge"]["attackers"] == [tywin]
    assert derive.strength(s, tywin) == 5                   # 6 - 1 (Daenerys standing)
    s = at_challenges_core(first=1, play=(["Daenerys Targaryen", "Bran Stark"],
                                          ["Tywin Lannister"]))
    dany, tywin = named(s, 0, "Daenerys Targaryen"), named(s, 1, "Tywin Lannister")
    challenge(s, 1, "power")
    events = defend(s, 0, [dany])          # she kneels to defend: no more -1 STR
    res = resolved(events)
    assert res["attacking"] == 6 and res["defending"] == 5 and res["winner"] == 1


def test_01068_balon_greyjoy_weaker_defenders_do_not_count():
    s = at_challenges_core(first=1, play=(["Eddard Stark", "Bran Stark"], ["Balon Greyjoy"]))
    balon = named(s, 1, "Balon Greyjoy")
    ned, bran = named(s, 0, "Eddard Stark"), named(s, 0, "Bran Stark")
    challenge(s, 1, "power", [balon])
    res = resolved(defend(s, 0, [ned, bran]))
    # Eddard (5, not lower than Balon's 5) counts; Bran (1) does not
    assert res["defending"] == 5 and res["attacking"] == 5 and res["winner"] == 1


def test_01185_the_knight_of_flowers_alone_allows_one_defender():
    s = at_challenges_core(first=1, play=(["Eddard Stark", "Robb Stark"],
                                          ["The Knight of Flowers"]))
    ned, robb = named(s, 0, "Eddard Stark"), named(s, 0, "Robb Stark")
    challenge(s, 1, "military")
    pass_windows(s)
    answer(s, 0, lambda a: a == {"type": "toggle", "card": ned})
    with pytest.raises(RuleError):
        GAME.apply(s, 0, {"type": "toggle", "card": robb})


def test_01111_dornish_paramour_forces_a_defender_if_able():
    s = at_challenges_core(first=1, play=(["Catelyn Stark", "Sansa Stark"], ["Dornish Paramour"]))
    para, cat = named(s, 1, "Dornish Paramour"), named(s, 0, "Catelyn Stark")
    challenge(s, 1, "intrigue")
    answer(s, 1, lambda a: a == {"type": "ability", "card": para, "ability": 0})
    if decision(s, 1)["type"] != "priority":
        answer(s, 1, lambda a: a.get("choice") == cat)
    pass_windows(s)
    with pytest.raises(RuleError):               # Catelyn must be declared
        GAME.apply(s, 0, {"type": "confirm"})
    answer(s, 0, lambda a: a == {"type": "toggle", "card": cat})
    answer(s, 0, lambda a: a["type"] == "confirm")
    assert s["cards"][cat]["kneeling"]


def test_01126_old_bear_mormont_does_not_kneel_to_defend_with_the_wall():
    s = at_challenges_core(first=1, play=(["Old Bear Mormont", "The Wall"], ["Tywin Lannister"]))
    bear = named(s, 0, "Old Bear Mormont")
    challenge(s, 1, "power")
    defend(s, 0, [bear])
    assert not s["cards"][bear]["kneeling"]
    s = at_challenges_core(first=1, play=(["Old Bear Mormont"], ["Tywin Lannister"]))
    bear = named(s, 0, "Old Bear Mormont")
    challenge(s, 1, "power")
    defend(s, 0, [bear])
    assert s["cards"][bear]["kneeling"]


def test_01137_the_wall_kneels_after_losing_an_unopposed_challenge():
    s = at_challenges_core(first=1, play=(["The Wall", "Steward at the Wall"],
                                          ["Tywin Lannister"]))
    wall = named(s, 0, "The Wall")
    events = challenge(s, 1, "power")       # the Steward has no power icon: no defenders
    assert resolved(events)["unopposed"]
    assert s["cards"][wall]["kneeling"]


def test_01143_catelyn_still_participates_when_the_winner_would_react():
    # Lannisport "After you win an [intrigue] challenge, draw 1 card" is a triggered ability;
    # Catelyn participates until the challenge ends (4.2.6), so Lannister cannot use it
    s = at_challenges_core(first=1, play=(["Catelyn Stark"], ["Tywin Lannister", "Lannisport"]))
    cat, tywin = named(s, 0, "Catelyn Stark"), named(s, 1, "Tywin Lannister")
    port = named(s, 1, "Lannisport")
    challenge(s, 1, "intrigue")
    res = resolved(defend(s, 0, [cat]))
    assert res["winner"] == 1
    assert {"type": "ability", "card": port, "ability": 0} not in offered(s, 1)


def test_01089_tyrion_gains_gold_on_any_intrigue_challenge_twice_per_round():
    s = at_challenges_core(first=0, play=(["Catelyn Stark", "Sansa Stark", "Eddard Stark"],
                                          ["Tyrion Lannister"]))
    tyrion = named(s, 1, "Tyrion Lannister")
    challenge(s, 0, "intrigue", [named(s, 0, "Sansa Stark")])
    use = {"type": "ability", "card": tyrion, "ability": 0}
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    assert s["seats"][1]["gold"] == 2


def test_01051_a_saved_shireen_is_not_killed_so_her_interrupt_does_not_fire():
    # Bodyguard answers "would be killed"; once saved, "when killed" interrupts never come
    s = at_challenges_core(first=1, play=(["Shireen Baratheon", "Bran Stark"], ["Tywin Lannister"]))
    shireen, bran = named(s, 0, "Shireen Baratheon"), named(s, 0, "Bran Stark")
    guard = put(s, 0, "Bodyguard", host=shireen)
    challenge(s, 1, "military")
    pass_windows(s)
    answer(s, 0, lambda a: a == {"type": "toggle", "card": shireen})
    answer(s, 0, lambda a: a["type"] == "confirm")
    save = [a for a in offered(s, 0) if a.get("card") == guard]
    assert save
    events = answer(s, 0, lambda a: a == save[0])
    assert s["cards"][shireen]["zone"] == "play"
    assert not any(a.get("card") == shireen for a in offered(s, 0))
    assert not any(e["type"] == "ability-used" and e.get("card") == shireen for e in events)


def test_01144_eddard_stands_when_a_challenge_is_initiated_against_you():
    s = at_challenges_core(first=1, play=([("Eddard Stark", True)], ["Tywin Lannister"]))
    ned = named(s, 0, "Eddard Stark")
    challenge(s, 1, "power")
    use = {"type": "ability", "card": ned, "ability": 0}
    assert use in offered(s, 0)
    answer(s, 0, lambda a: a == use)
    assert not s["cards"][ned]["kneeling"]
    pass_windows(s)
    assert {"type": "toggle", "card": ned} in offered(s, 0)


def test_01087_ser_jaime_has_renown_only_in_military_challenges():
    s = at_challenges_core(first=1, play=([], ["Ser Jaime Lannister"]))
    jaime = named(s, 1, "Ser Jaime Lannister")
    events = challenge(s, 1, "intrigue")
    assert {"type": "knelt", "card": jaime} in events
    assert resolved(events)["winner"] == 1 and s["cards"][jaime]["power"] == 0
    s = at_challenges_core(first=1, play=([], ["Ser Jaime Lannister"]))
    jaime = named(s, 1, "Ser Jaime Lannister")
    events = challenge(s, 1, "military")
    assert {"type": "knelt", "card": jaime} not in events
    assert decision(s, 1)["type"] == "renown"
    answer(s, 1, lambda a: a["type"] == "use")
    assert s["cards"][jaime]["power"] == 1 and not s["cards"][jaime]["kneeling"]


def test_01122_benjen_rangers_cannot_be_bypassed():
    s = at_challenges_core(first=1, play=(["Benjen Stark", "Ranging Party", "Steward at the Wall"],
                                          ["Tyrion Lannister"]))
    party, benjen = named(s, 0, "Ranging Party"), named(s, 0, "Benjen Stark")
    challenge(s, 1, "power")
    assert decision(s, 1)["type"] == "stealth"
    opts = offered(s, 1)
    assert {"type": "choose", "choice": party} not in opts
    assert {"type": "choose", "choice": benjen} not in opts


def test_01052_stannis_two_characters_stand():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges_core(first=1, play=([("Eddard Stark", True), ("Robb Stark", True),
                                           ("Bran Stark", True), ("The Wall", True)],
                                          ["Stannis Baratheon"]))
    s["phase"] = "standing"
    s["stack"] = [{"kind": "round", "stage": "standing"}]
    cards.touch(s)
    FLOW.settle(s)
    for _ in range(3):
        if 0 in GAME.to_act(s) and decision(s, 0)["type"] != "priority":
            break
        pass_windows(s)
    d = decision(s, 0)
    ned, robb = named(s, 0, "Eddard Stark"), named(s, 0, "Robb Stark")
    answer(s, 0, lambda a: a == {"type": "toggle", "card": ned})
    answer(s, 0, lambda a: a == {"type": "toggle", "card": robb})
    answer(s, 0, lambda a: a["type"] == "confirm")
    bran, wall = named(s, 0, "Bran Stark"), named(s, 0, "The Wall")
    assert s["cards"][bran]["kneeling"] and not s["cards"][ned]["kneeling"]
    assert not s["cards"][wall]["kneeling"]            # not a character: it stands


def test_01066_alannys_reduces_opponents_reserve_while_first_player():
    s = at_challenges_core(first=1, play=([], ["Alannys Greyjoy"]))
    assert derive.plot_value(s, 0, "reserve") == 5 and derive.plot_value(s, 1, "reserve") == 6
    s = at_challenges_core(first=0, play=([], ["Alannys Greyjoy"]))
    assert derive.plot_value(s, 0, "reserve") == 6


def test_4_2_2_nobody_wins_zero_against_zero():
    # Daenerys (standing, not defending) takes the lone STR 1 attacker to 0; no defenders:
    # the attacker's total is not at least 1, so nobody wins, no unopposed power
    s = at_challenges_core(first=1, play=(["Daenerys Targaryen"], ["Steward at the Wall"]))
    events = challenge(s, 1, "intrigue")
    events += defend(s, 0, []) if 0 in GAME.to_act(s) else []
    res = resolved(events)
    assert res["attacking"] == 0 and res["winner"] is None and not res["unopposed"]
    assert s["seats"][1]["faction_card"]["power"] == 0


def test_01089_tyrion_limit_twice_per_round():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tyrion Lannister", "Cersei Lannister",
                                                              "Lannisport Moneylender"]),
                           plots=("A Noble Cause", "A Clash of Kings"))
    s["challenges_made"] = [{}, {}]
    tyrion = named(s, 1, "Tyrion Lannister")
    casterly = put(s, 1, "Casterly Rock")          # a second intrigue challenge
    assert casterly
    use = {"type": "ability", "card": tyrion, "ability": 0}
    for attacker in ("Cersei Lannister", "Lannisport Moneylender"):
        challenge(s, 1, "intrigue", [named(s, 1, attacker)])
        assert use in offered(s, 1)
        answer(s, 1, lambda a: a == use)
        pass_windows(s)
    assert s["seats"][1]["gold"] == 4


def test_01016_marching_orders_blocks_events_not_ambush():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                           hands=([], ["Widow's Wail", "Hear Me Roar!", "Cersei Lannister"]),
                           plots=("A Noble Cause", "Marching Orders"), gold=(0, 3),
                           stage="window")     # the action window before a challenge
    wail, roar = named(s, 1, "Widow's Wail", ("hand",)), named(s, 1, "Hear Me Roar!", ("hand",))
    opts = offered(s, 1)
    assert not any(a.get("card") == roar for a in opts)
    tywin = named(s, 1, "Tywin Lannister")
    assert {"type": "ambush", "card": wail, "host": tywin} in opts


def test_01100_hear_me_roar_puts_a_limited_card_in_play_without_using_the_limit():
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(hands=([], ["Hear Me Roar!", "Western Fiefdom"]), gold=2,
                      play=([], ["Tywin Lannister"]))
    s["mode"] = "standard"
    lender = give(s, 1, "Lannisport Moneylender")
    roar = find(s, 1, "Hear Me Roar!", ("hand",))
    answer(s, 1, lambda a: a == {"type": "play", "card": roar, "ability": 0})
    if 1 in GAME.to_act(s) and decision(s, 1)["type"] != "priority":
        answer(s, 1, lambda a: a.get("choice") == lender or a.get("card") == lender)
    assert s["cards"][lender]["zone"] == "play" and s["limited"][1] == 0
    fief = find(s, 1, "Western Fiefdom", ("hand",))
    assert {"type": "marshal", "card": fief} in offered(s, 1)


def test_01039_the_kingsroad_reduction_floors_at_zero():
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(hands=([], ["The Tickler"]), gold=0, play=([], ["The Kingsroad"]))
    road = find(s, 1, "The Kingsroad", ("play",))
    tickler = find(s, 1, "The Tickler", ("hand",))
    answer(s, 1, lambda a: a == {"type": "ability", "card": road, "ability": 0})
    assert s["cards"][road]["zone"] == "discard"
    answer(s, 1, lambda a: a == {"type": "marshal", "card": tickler})   # 2 - 3 -> 0
    assert s["cards"][tickler]["zone"] == "play" and s["seats"][1]["gold"] == 0


def test_01048_robert_counts_every_other_kneeling_character():
    s = at_challenges_core(first=1, play=([("Eddard Stark", True), ("The Wall", True)],
                                          [("Robert Baratheon", True), ("Bran Stark", True),
                                           "Steward at the Wall"]))
    robert = named(s, 1, "Robert Baratheon")
    assert derive.strength(s, robert) == 5 + 2         # Eddard and Bran; not himself, not The Wall


def test_01141_arya_marshaled_takes_a_duplicate_and_a_military_icon():
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(seat=0, hands=(["Arya Stark"], []), gold=3)
    arya = find(s, 0, "Arya Stark", ("hand",))
    top = s["seats"][0]["deck"][0]
    answer(s, 0, lambda a: a == {"type": "marshal", "card": arya})
    answer(s, 0, lambda a: a == {"type": "ability", "card": arya, "ability": 1})
    assert s["cards"][arya]["dups"] == [top]
    assert "military" in derive.icons(s, arya)


def test_01017_naval_superiority_zeroes_kingdom_and_edict_gold():
    s = at_challenges_core(first=1, play=([], []), plots=("A Noble Cause", "Naval Superiority"))
    assert derive.plot_value(s, 0, "income") == 0         # Kingdom
    assert derive.plot_value(s, 1, "income") == 2         # Siege, War: its own stays
    s = at_challenges_core(first=1, play=([], []), plots=("Naval Superiority", "Taxation"))
    assert derive.plot_value(s, 1, "income") == 0         # Edict, Kingdom


def test_5_16_dominance_with_gold_alone():
    from api.games.lcg2e.rounds import dominance_totals
    s = at_challenges_core(first=1, play=([("Eddard Stark", True)], ["Steward at the Wall"]),
                           gold=(2, 0))
    assert dominance_totals(s) == [2, 1]


def test_01109_the_red_viper_gains_one_power_per_five_str():
    s = at_challenges_core(first=1, play=(["Bran Stark"], ["The Red Viper", "Palace Spearman"]))
    viper, spear = named(s, 1, "The Red Viper"), named(s, 1, "Palace Spearman")
    bran = named(s, 0, "Bran Stark")
    challenge(s, 1, "power", [viper, spear])       # 7 + 4 = 11
    events = defend(s, 0, [bran])                  # 1: won by 10
    assert resolved(events)["attacking"] - resolved(events)["defending"] == 10
    use = {"type": "ability", "card": viper, "ability": 0}
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    assert s["cards"][viper]["power"] == 2


def test_1_4_pillage_that_empties_the_deck_decks_the_loser():
    s = at_challenges_core(first=1, play=([], ["Black Wind's Crew"]))
    deck = s["seats"][0]["deck"]
    moves.move(s, deck[1:], "discard", "test")
    cards.touch(s)
    assert len(s["seats"][0]["deck"]) == 1
    challenge(s, 1, "military")
    answer(s, 1, lambda a: a["type"] == "use")
    assert GAME.result(s) is not None


# -- framework timing ----------------------------------------------------------------------

def test_4_2_2_after_win_reactions_come_before_the_unopposed_bonus_and_claim():
    # A Clash of Kings' reaction (after you win a power challenge) is used right after 4.2.2:
    # it moves Stark's only power, so the power claim that follows finds none
    s = at_challenges_core(first=1, play=([], ["Tywin Lannister"]), power=(1, 0),
                           plots=("A Noble Cause", "A Clash of Kings"))
    events = challenge(s, 1, "power")
    assert s["seats"][1]["faction_card"]["power"] == 0      # nothing yet: the reaction waits
    plot = s["seats"][1]["plot"]
    use = {"type": "ability", "card": plot, "ability": 0}
    assert use in offered(s, 1)
    events = answer(s, 1, lambda a: a == use)
    assert s["seats"][0]["faction_card"]["power"] == 0
    assert s["seats"][1]["faction_card"]["power"] == 2      # 1 moved + 1 unopposed, 0 claimed
    moved = [i for i, e in enumerate(events) if e["type"] in ("power_moved", "power_gained")]
    assert moved


def test_5_8_the_first_player_answers_a_reaction_window_first():
    # seat 0 is first player; seat 1 initiates an intrigue challenge in its turn: Eddard
    # (seat 0) and Tyrion (seat 1) both react to it; seat 0 has the first opportunity
    s = at_challenges_core(first=0, play=([("Eddard Stark", True)],
                                          ["Tyrion Lannister", "Cersei Lannister"]))
    from api.games.lcg2e.flow import FLOW
    s["stack"] = [{"kind": "round", "stage": "challenges_next", "i": 2},
                  {"kind": "challenges_turn", "seat": 1, "stage": "ask"}]
    s["active"] = 1
    cards.touch(s)
    FLOW.settle(s)
    cersei = named(s, 1, "Cersei Lannister")
    challenge(s, 1, "intrigue", [cersei])
    assert GAME.to_act(s) == [0]
    ned = named(s, 0, "Eddard Stark")
    assert {"type": "ability", "card": ned, "ability": 0} in offered(s, 0)


def test_01032_seal_of_the_hand_needs_a_kneeling_host():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]), stage="window")
    tywin = named(s, 1, "Tywin Lannister")
    seal = put(s, 1, "Seal of the Hand", host=tywin)
    assert {"type": "ability", "card": seal, "ability": 0} not in offered(s, 1)


def test_01092_gold_cloaks_leave_when_the_ambush_phase_ends():
    s = at_challenges_core(first=1, play=([], ["Tywin Lannister"]), hands=([], ["Gold Cloaks"]),
                           gold=(0, 2), stage="window")
    cloaks = named(s, 1, "Gold Cloaks", ("hand",))
    answer(s, 1, lambda a: a == {"type": "ambush", "card": cloaks})
    assert s["cards"][cloaks]["zone"] == "play"
    for _ in range(20):
        if s["phase"] != "challenges" or not GAME.to_act(s):
            break
        seat = GAME.to_act(s)[0]
        acts = offered(s, seat)
        pick = next((a for a in acts if a["type"] in ("done", "pass")), acts[0])
        GAME.apply(s, seat, pick)
    assert s["phase"] != "challenges"
    assert s["cards"][cloaks]["zone"] == "discard"


def test_5_13_no_attachments_except_weapon():
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(seat=0, gold=5)
    s["mode"] = "standard"
    party = put(s, 0, "Ranging Party")
    milk, claw = give(s, 0, "Milk of the Poppy"), give(s, 0, "Longclaw")
    opts = offered(s, 0)
    assert {"type": "marshal", "card": milk, "host": party} not in opts
    assert {"type": "marshal", "card": claw, "host": party} in opts
    answer(s, 0, lambda a: a == {"type": "marshal", "card": claw, "host": party})
    assert "renown" in derive.keywords(s, party) and derive.strength(s, party) == 6


def test_01088_the_tickler_then_discards_a_copy_in_play():
    s = at_challenges_core(first=1, play=(["Bran Stark"], ["The Tickler"]))
    bran = named(s, 0, "Bran Stark")
    # Stark's top card is another Bran Stark (a copy by title)
    top = cards.create(s, 0, BY_NAME["Bran Stark"], "deck")
    moves.move(s, [top], "deck", "test", "top") if s["seats"][0]["deck"][0] != top else None
    s["seats"][0]["deck"].remove(top)
    s["seats"][0]["deck"].insert(0, top)
    tickler = named(s, 1, "The Tickler")
    s["phase"] = "dominance"
    from api.games.lcg2e.flow import FLOW
    s["stack"] = [{"kind": "round", "stage": "dominance"}]
    cards.touch(s)
    FLOW.settle(s)
    use = {"type": "ability", "card": tickler, "ability": 0}
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    assert s["cards"][top]["zone"] == "discard"
    if 1 in GAME.to_act(s) and decision(s, 1)["type"] != "priority":
        answer(s, 1, lambda a: a.get("choice") == bran)
    assert s["cards"][bran]["zone"] == "discard"


def test_01116_ghaston_grey_returns_an_attacker_before_claim_and_claim_still_applies():
    s = at_challenges_core(first=1, play=(["Ghaston Grey", "Bran Stark"],
                                          ["Tywin Lannister"]))
    grey, bran = named(s, 0, "Ghaston Grey"), named(s, 0, "Bran Stark")
    tywin = named(s, 1, "Tywin Lannister")
    challenge(s, 1, "military")
    use = {"type": "ability", "card": grey, "ability": 0}
    assert use in offered(s, 0)
    assert s["cards"][bran]["zone"] == "play"              # no claim yet
    answer(s, 0, lambda a: a == use)
    answer(s, 1, lambda a: a["type"] == "pass")     # Lannister now holds a card: asked
    assert s["cards"][tywin]["zone"] == "hand"
    assert s["cards"][bran]["zone"] == "dead"              # Lannister still won: claim 1


def test_01192_highgarden_removes_an_attacker_who_then_gains_no_renown():
    s = at_challenges_core(first=1, play=(["Highgarden", "Bran Stark"],
                                          ["Tywin Lannister", "Ser Jaime Lannister"]),
                           gold=(1, 0))
    garden = named(s, 0, "Highgarden")
    tywin, jaime = named(s, 1, "Tywin Lannister"), named(s, 1, "Ser Jaime Lannister")
    challenge(s, 1, "military", [tywin, jaime])
    use = {"type": "ability", "card": garden, "ability": 0}
    assert use in offered(s, 0)
    answer(s, 0, lambda a: a == use)
    events = answer(s, 0, lambda a: a.get("choice") == tywin)
    assert {"type": "stood", "card": tywin} in events
    events += pass_windows(s)
    res = resolved(events)
    assert res["attacking"] == 5 and res["winner"] == 1
    # renown: only Jaime (participating); Tywin was removed
    for _ in range(3):
        if 1 not in GAME.to_act(s):
            break
        d = decision(s, 1)
        if d["type"] == "renown":
            answer(s, 1, lambda a: a["type"] == "use")
        else:
            break
    assert s["cards"][tywin]["power"] == 0


def test_01124_jon_snow_participates_standing_without_kneeling():
    s = at_challenges_core(first=1, play=(["Bran Stark"], ["Jon Snow", "Ranging Party"]))
    jon, party = named(s, 1, "Jon Snow"), named(s, 1, "Ranging Party")
    bran = named(s, 0, "Bran Stark")
    challenge(s, 1, "power", [party])
    res = resolved(defend(s, 0, [bran]))
    assert res["attacking"] == 5 + 4 and not s["cards"][jon]["kneeling"]


def test_01136_castle_black_stands_a_defender_and_gives_two():
    s = at_challenges_core(first=1, play=(["Castle Black", "Ranging Party"],
                                          ["Tywin Lannister", "Ser Jaime Lannister"]))
    castle, party = named(s, 0, "Castle Black"), named(s, 0, "Ranging Party")
    tywin = named(s, 1, "Tywin Lannister")
    challenge(s, 1, "power", [tywin])
    pass_windows(s)
    answer(s, 0, lambda a: a == {"type": "toggle", "card": party})
    answer(s, 0, lambda a: a["type"] == "confirm")
    use = {"type": "ability", "card": castle, "ability": 0}
    assert use in offered(s, 0)
    events = answer(s, 0, lambda a: a == use)
    events += pass_windows(s)
    assert not s["cards"][party]["kneeling"] or resolved(events)
    res = resolved(events)
    assert res["defending"] == 7 and res["winner"] == 0


def test_01181_margaerys_bonus_outlasts_margaery():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Margaery Tyrell", "Tywin Lannister"]),
                           stage="window")
    marg, tywin = named(s, 1, "Margaery Tyrell"), named(s, 1, "Tywin Lannister")
    answer(s, 1, lambda a: a == {"type": "ability", "card": marg, "ability": 0})
    if decision(s, 1)["type"] != "priority":
        answer(s, 1, lambda a: a.get("choice") == tywin)
    assert derive.strength(s, tywin) == 9
    from api.games.cardcore import ops
    ops.kill(s, {"seat": 0}, cards=[marg])
    cards.touch(s)
    assert s["cards"][marg]["zone"] == "dead" and derive.strength(s, tywin) == 9


def test_01061_the_red_keep_only_with_a_participating_character():
    s = at_challenges_core(first=1, play=(["Eddard Stark", "Bran Stark"],
                                          ["The Red Keep", "Tywin Lannister"]))
    ned = named(s, 0, "Eddard Stark")
    tywin = named(s, 1, "Tywin Lannister")
    challenge(s, 1, "power", [tywin])
    res = resolved(defend(s, 0, [ned]))
    assert res["attacking"] == 6 + 2 and res["defending"] == 5


def test_01075_lordsport_shipwright_threshold_depends_on_first_player():
    from tests.games.lcg2e.test_scenarios import at_marshaling
    for first, reach in ((1, True), (0, False)):
        s = at_marshaling(seat=1, gold=0)
        s["mode"] = "standard"
        s["first_player"] = first
        wright = put(s, 1, "Lordsport Shipwright")
        rock = put(s, 0, "Casterly Rock", )     # printed cost 2
        keep = put(s, 0, "The Red Keep")        # printed cost 3
        use = {"type": "ability", "card": wright, "ability": 0}
        answer(s, 1, lambda a: a == use)
        if reach:            # both are offered
            assert {"type": "choose", "choice": keep} in offered(s, 1)
            answer(s, 1, lambda a: a == {"type": "choose", "choice": rock})
        # else Casterly Rock was the only target: taken without asking
        assert s["cards"][rock]["kneeling"] and not s["cards"][keep]["kneeling"]


def test_01029_varys_discards_every_character_and_a_save_may_answer():
    s = at_challenges_core(first=1, play=(["Eddard Stark", "Bran Stark"], ["Varys", "Tywin Lannister"]))
    varys, ned, bran = named(s, 1, "Varys"), named(s, 0, "Eddard Stark"), named(s, 0, "Bran Stark")
    guard = put(s, 0, "Bodyguard", host=ned)
    from api.games.lcg2e.flow import FLOW
    s["phase"] = "dominance"
    s["stack"] = [{"kind": "round", "stage": "dominance"}]
    cards.touch(s)
    FLOW.settle(s)
    for _ in range(10):
        acts = [a for q in GAME.to_act(s) for a in offered(s, q)]
        if {"type": "ability", "card": varys, "ability": 0} in acts:
            break
        seat = GAME.to_act(s)[0]
        answer(s, seat, lambda a: a["type"] == "pass")
    answer(s, 1, lambda a: a == {"type": "ability", "card": varys, "ability": 0})
    assert s["cards"][varys]["zone"] == "removed" or s["cards"][varys]["zone"] != "play"
    save = [a for a in offered(s, 0) if a.get("card") == guard]
    assert save
    answer(s, 0, lambda a: a == save[0])
    pass_windows(s)
    assert s["cards"][ned]["zone"] == "play" and s["cards"][bran]["zone"] == "discard"
    assert named(s, 1, "Tywin Lannister", ("discard",))


def test_01173_plaza_kills_as_soon_as_str_is_0_whatever_lowers_it():
    # spec §5.11 (an "ongoing condition"), §5.17: "killed if its STR is 0" holds until the
    # end of the phase. Plaza leaves Joffrey at 1; when he then attacks into a standing
    # Daenerys (-1 STR) he is at 0 and is killed there, not when some later ability resolves
    s = at_challenges_core(first=0, play=(["Daenerys Targaryen", "Plaza of Punishment", "Unsullied"],
                                          ["Joffrey Baratheon", "Tywin Lannister"]))
    uns, plaza = named(s, 0, "Unsullied"), named(s, 0, "Plaza of Punishment")
    joff = named(s, 1, "Joffrey Baratheon")
    challenge(s, 0, "power", [uns])
    defend(s, 1, [])
    answer(s, 0, lambda a: a == {"type": "ability", "card": plaza, "ability": 0})
    answer(s, 0, lambda a: a == {"type": "choose", "choice": joff})
    assert derive.strength(s, joff) == 1 and s["cards"][joff]["zone"] == "play"
    answer(s, 0, lambda a: a["type"] == "done")
    events = challenge(s, 1, "power", [joff])
    assert s["cards"][joff]["zone"] == "dead"
    assert any(e["type"] == "moved" and e["dest"] == "dead" for e in events)


def test_01167_viserys_interrupts_when_he_leaves_play_by_return_to_hand():
    # "Interrupt: When Viserys Targaryen leaves play, choose an attachment, and discard it
    # from play." Returned to hand is leaving play (spec §5.12)
    s = at_challenges_core(first=1, play=(["Viserys Targaryen"], ["Tywin Lannister"]),
                           hands=([], ["The Things I Do For Love"]), gold=(0, 1),
                           stage="window")
    tywin = named(s, 1, "Tywin Lannister")
    wail = put(s, 1, "Widow's Wail", host=tywin)
    viserys = named(s, 0, "Viserys Targaryen")
    love = named(s, 1, "The Things I Do For Love", ("hand",))
    answer(s, 1, lambda a: a == {"type": "play", "card": love, "ability": 0})
    use = {"type": "ability", "card": viserys, "ability": 0}
    assert use in offered(s, 0)
    answer(s, 0, lambda a: a == use)
    assert s["cards"][wail]["zone"] == "discard"
    assert s["cards"][viserys]["zone"] == "hand"


def test_5_11_a_duplicate_saves_its_card_from_a_return_to_hand():
    # a duplicate: "Interrupt: When the card it is under would leave play, discard this
    # duplicate to save that card" -- any leaving play, a return to hand included
    s = at_challenges_core(first=1, play=(["Arya Stark"], ["Tywin Lannister"]),
                           hands=([], ["The Things I Do For Love"]), gold=(0, 3),
                           stage="window")
    arya = named(s, 0, "Arya Stark")
    dup = cards.create(s, 0, BY_NAME["Arya Stark"], "hand")
    moves.place_duplicate(s, dup, arya, "marshal")
    cards.touch(s)
    love = named(s, 1, "The Things I Do For Love", ("hand",))
    answer(s, 1, lambda a: a == {"type": "play", "card": love, "ability": 0})
    save = {"type": "save", "card": arya, "duplicate": dup}
    assert save in offered(s, 0)
    events = answer(s, 0, lambda a: a == save)
    assert {"type": "saved", "card": arya, "by": dup} in events
    assert s["cards"][arya]["zone"] == "play" and s["cards"][dup]["zone"] == "discard"


def test_01116_ghaston_grey_return_cannot_be_saved_by_a_duplicate():
    s = at_challenges_core(first=1, play=(["Ghaston Grey", "Bran Stark"], ["Tywin Lannister"]))
    grey, tywin = named(s, 0, "Ghaston Grey"), named(s, 1, "Tywin Lannister")
    dup = cards.create(s, 1, BY_NAME["Tywin Lannister"], "hand")
    moves.place_duplicate(s, dup, tywin, "marshal")
    cards.touch(s)
    challenge(s, 1, "military")
    answer(s, 0, lambda a: a == {"type": "ability", "card": grey, "ability": 0})
    assert not any(a["type"] == "save" for a in offered(s, 1))
    assert s["cards"][tywin]["zone"] == "hand" and s["cards"][dup]["zone"] == "discard"


def test_01183_randyll_stands_when_an_attachment_raises_his_str():
    # "After Randyll Tarly's STR is increased by a card effect, stand him": Widow's Wail's
    # "+2 STR" is a card effect (throneteki: any STR change being applied)
    s = at_challenges_core(first=1, play=(["Eddard Stark"], [("Randyll Tarly", True),
                                                             "Tywin Lannister"]),
                           hands=([], ["Widow's Wail"]), gold=(0, 1), stage="window")
    randyll = named(s, 1, "Randyll Tarly")
    wail = named(s, 1, "Widow's Wail", ("hand",))
    answer(s, 1, lambda a: a == {"type": "ambush", "card": wail, "host": randyll})
    assert derive.strength(s, randyll) == 7
    use = {"type": "ability", "card": randyll, "ability": 0}
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    assert not s["cards"][randyll]["kneeling"]


def test_01183_randyll_stands_when_a_constant_str_bonus_grows_by_itself():
    # Dawn's "+1 STR for each card in your used pile" is a card effect too: when a new plot
    # covers the last one, the pile grows, Dawn's bonus with it, and Randyll's STR goes up
    from tests.games.lcg2e.joust import at_plot_phase, choose_plots
    s = at_plot_phase(first=0)
    s["mode"] = "standard"
    randyll = cards.create(s, 0, BY_NAME["Randyll Tarly"], "hand")
    moves.enter_play(s, randyll, "setup", kneeling=True)
    dawn = cards.create(s, 0, BY_NAME["Dawn"], "hand")
    moves.enter_play(s, dawn, "setup", host=randyll)
    moves.reveal_plot(s, 0, find(s, 0, "Calling the Banners", ("plot_deck",)))
    cards.touch(s)
    before = derive.strength(s, randyll)
    choose_plots(s, ("A Noble Cause", "A Clash of Kings"))
    assert derive.strength(s, randyll) == before + 1
    use = {"type": "ability", "card": randyll, "ability": 0}
    for _ in range(4):          # the first player is named on the way, if asked
        if use in offered(s, 0):
            break
        seat = GAME.to_act(s)[0]
        answer(s, seat, lambda a: a.get("type") in ("first_player", "pass"))
    answer(s, 0, lambda a: a == use)
    assert not s["cards"][randyll]["kneeling"]


def test_01183_randyll_does_not_stand_when_a_str_penalty_ends(monkeypatch):
    # an effect ending is not a card effect increasing his STR (only one being applied)
    from api.games.lcg2e import triggers
    s = at_challenges_core(first=1, play=(["Eddard Stark"], [("Randyll Tarly", True),
                                                             "Tywin Lannister"]),
                           hands=([], ["Widow's Wail"]), gold=(0, 1), stage="window")
    randyll = named(s, 1, "Randyll Tarly")
    effects.add(s, "modify_str", {"amount": -2}, "phase", 0, cards=[randyll])
    answer(s, 1, lambda a: a["type"] == "pass")
    raised, raise_trigger = [], triggers.raise_trigger
    monkeypatch.setattr(triggers, "raise_trigger",
                        lambda st, name, **f: (raised.append(name), raise_trigger(st, name, **f)))
    effects.end(s, [s["effects"][-1]["id"]])
    cards.touch(s)
    before = derive.strength(s, randyll)
    pass_all(s)
    assert derive.strength(s, randyll) == before and "str_increased" not in raised


# -- 5.11 unique cards ---------------------------------------------------------------------

def test_5_11_a_unique_copy_in_the_dead_pile_blocks_put_into_play():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                           hands=([], ["Hear Me Roar!", "Cersei Lannister"]), gold=(0, 1),
                           stage="window")
    give(s, 1, "Cersei Lannister", "dead")
    roar = named(s, 1, "Hear Me Roar!", ("hand",))
    assert {"type": "play", "card": roar, "ability": 0} not in offered(s, 1)


def cersei_in_play_and_hear_me_roar_with_a_copy():
    """Lannister's action window with Cersei in play, and Hear Me Roar! and a further Cersei in
    hand: (state, Hear Me Roar!, Cersei in play, the copy in hand)."""
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tywin Lannister", "Cersei Lannister"]),
                           hands=([], ["Hear Me Roar!", "Cersei Lannister"]), gold=(0, 1),
                           stage="window")
    roar = named(s, 1, "Hear Me Roar!", ("hand",))
    cersei = named(s, 1, "Cersei Lannister")
    copy_ = named(s, 1, "Cersei Lannister", ("hand",))
    return s, roar, cersei, copy_


def test_5_11_put_into_play_of_a_unique_copy_already_in_play_makes_a_duplicate():
    # RR "Put into play": an additional copy of a unique card its player owns and controls
    # in play, put into play, enters as a duplicate (spec §5.11: "the same happens when an
    # effect would put such a copy into play")
    s, roar, cersei, copy_ = cersei_in_play_and_hear_me_roar_with_a_copy()
    play = {"type": "play", "card": roar, "ability": 0}
    assert play in offered(s, 1)
    answer(s, 1, lambda a: a == play)
    assert s["cards"][copy_]["zone"] == "duplicate" and s["cards"][cersei]["dups"] == [copy_]
    assert [c for c in s["seats"][1]["play"]
            if s["cards"][c]["code"] == BY_NAME["Cersei Lannister"]] == [cersei]


def test_01100_hear_me_roar_discards_a_copy_that_went_in_as_a_duplicate():
    # "At the end of the phase, if that card is still in play, discard it from play": a
    # duplicate is in play as a blank duplicate card (RR "Duplicates"), so it is discarded;
    # the card it lay under stays
    s, roar, cersei, copy_ = cersei_in_play_and_hear_me_roar_with_a_copy()
    answer(s, 1, lambda a: a == {"type": "play", "card": roar, "ability": 0})
    assert s["cards"][cersei]["dups"] == [copy_]
    events = []
    for _ in range(12):         # nobody challenges: the challenges phase ends
        if s["phase"] != "challenges":
            break
        events += answer(s, GAME.to_act(s)[0], lambda a: a["type"] in ("pass", "done"))
    assert s["phase"] != "challenges"
    assert s["cards"][copy_]["zone"] == "discard" and s["cards"][cersei]["dups"] == []
    assert s["cards"][cersei]["zone"] == "play"
    assert any(e["type"] == "moved" and e["reason"] == "discard_from_play"
               and [c["id"] for c in e["cards"]] == [copy_] for e in events)


def test_5_11_each_player_may_have_his_own_copy_of_a_unique_card():
    # "Each player may only own or control a maximum of one instance of each unique card":
    # Stark's Littlefinger in play does not stop Lannister marshaling his own
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(seat=1, play=(["Littlefinger"], []), hands=([], ["Littlefinger"]), gold=5)
    mine = find(s, 1, "Littlefinger", ("hand",))
    assert {"type": "marshal", "card": mine} in offered(s, 1)
    answer(s, 1, lambda a: a == {"type": "marshal", "card": mine})
    assert s["cards"][mine]["zone"] == "play"


def test_5_11_a_copy_in_the_dead_pile_bars_even_a_duplicate():
    # "A player cannot marshal ... a copy of a unique card that is in his own dead pile"
    # (spec §5.11): a duplicate is marshaled too. The position arises when an opponent's
    # Heads on Spikes places a copy from hand in the dead pile while another is in play.
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(seat=1, play=([], ["Tywin Lannister"]), gold=10)
    give(s, 1, "Tywin Lannister", "dead")
    copy_ = give(s, 1, "Tywin Lannister")
    assert not [a for a in offered(s, 1) if a.get("card") == copy_]


def test_5_11_ambush_puts_a_further_copy_of_ones_unique_card_in_as_its_duplicate():
    # Ambush puts the card into play; a further copy of a unique card its player owns and
    # controls in play enters as a duplicate (spec §5.11, RR "Duplicates"): for its ambush
    # cost (only marshaling a duplicate is free), an attachment with no host
    s = at_challenges_core(first=0, play=(["Areo Hotah", "Khal Drogo"], ["Tywin Lannister"]),
                           hands=(["Areo Hotah", "Widow's Wail"], []), gold=(6, 0),
                           stage="window")
    areo, drogo = named(s, 0, "Areo Hotah"), named(s, 0, "Khal Drogo")
    copy_ = named(s, 0, "Areo Hotah", ("hand",))
    wail = put(s, 0, "Widow's Wail", host=drogo)
    wail_copy = named(s, 0, "Widow's Wail", ("hand",))
    opts = offered(s, 0)
    assert {"type": "ambush", "card": copy_} in opts
    assert [a for a in opts if a.get("card") == wail_copy] == [{"type": "ambush", "card": wail_copy}]
    label = next(o["label"] for d in GAME.decisions(s, 0) for o in d["options"]
                 if o["action"] == {"type": "ambush", "card": copy_})
    assert label == "Ambush Areo Hotah as a duplicate (5 gold)"
    answer(s, 0, lambda a: a == {"type": "ambush", "card": copy_})
    assert s["cards"][copy_]["zone"] == "duplicate" and s["cards"][areo]["dups"] == [copy_]
    assert s["seats"][0]["gold"] == 1
    answer(s, 0, lambda a: a == {"type": "ambush", "card": wail_copy})
    assert s["cards"][wail]["dups"] == [wail_copy] and s["seats"][0]["gold"] == 0


# -- 5.8 limits ----------------------------------------------------------------------------

def test_5_8_a_card_that_leaves_and_reenters_play_brings_a_new_limit():
    # Tyrion's reaction (Limit twice per round) used twice; he leaves play and comes back:
    # the new copy may use it again (RR "Limits and Maxima")
    s = at_challenges_core(first=1, play=(["Sansa Stark"], ["Tyrion Lannister", "Cersei Lannister",
                                                            "Lannisport Moneylender",
                                                            "Casterly Rock"]))
    tyrion = named(s, 1, "Tyrion Lannister")
    use = {"type": "ability", "card": tyrion, "ability": 0}
    for attacker in ("Cersei Lannister", "Lannisport Moneylender"):
        challenge(s, 1, "intrigue", [named(s, 1, attacker)])
        answer(s, 1, lambda a: a == use)
        defend(s, 0, [])
        pass_all(s)
    assert s["seats"][1]["gold"] == 4
    moves.move(s, [tyrion], "hand", "test")
    moves.enter_play(s, tyrion, "put", controller=1)
    cards.touch(s)
    answer(s, 1, lambda a: a["type"] == "done")
    pass_all(s)
    challenge(s, 0, "intrigue", [named(s, 0, "Sansa Stark")])     # Stark's turn
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    assert s["seats"][1]["gold"] == 6


# -- plots, standing, taxation -------------------------------------------------------------

def _to_challenges(state, first):
    from api.games.lcg2e.flow import FLOW
    state.update(phase="challenges", first_player=first, active=first, challenges_made=[{}, {}])
    state["stack"] = [{"kind": "round", "stage": "challenges_next", "i": 1},
                      {"kind": "challenges_turn", "seat": first, "stage": "ask"}]
    cards.touch(state)
    FLOW.settle(state)


def test_01008_calm_over_westeros_can_bring_military_claim_to_0():
    from tests.games.lcg2e.joust import at_plot_phase, choose_plots
    s = at_plot_phase(first=0, play=(["Bran Stark", "Eddard Stark"], ["Tywin Lannister"]))
    choose_plots(s, ("Calm Over Westeros", "A Clash of Kings"))
    answer(s, 1, lambda a: a == {"type": "first_player", "seat": 1})
    # Calm Over Westeros' When Revealed: Stark names military
    answer(s, 0, lambda a: a.get("choice") == "military")
    _to_challenges(s, 1)
    tywin = named(s, 1, "Tywin Lannister")
    challenge(s, 1, "military", [tywin])
    events = defend(s, 0, [])
    assert resolved(events)["winner"] == 1
    # claim 1 - 1 = 0: Stark kills nobody
    assert not any(d["type"] == "claim_military" for d in GAME.decisions(s, 0))
    assert all(s["cards"][c]["zone"] == "play" for c in s["seats"][0]["play"])
    assert not any(e["type"] == "moved" and e["dest"] == "dead" for e in events)


def test_7_3_reserve_discards_go_in_player_order():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges_core(first=1, play=([], ["Tywin Lannister"]),
                           plots=("Marching Orders", "Marching Orders"))
    for seat in (0, 1):
        for _ in range(6):
            cards.create(s, seat, BY_NAME["Bran Stark"], "hand")
    s["phase"] = "taxation"
    s["stack"] = [{"kind": "round", "stage": "taxation"}]
    cards.touch(s)
    FLOW.settle(s)
    assert GAME.to_act(s) == [1] and decision(s, 1)["type"] == "reserve"   # the first player
    for c in s["seats"][1]["hand"][:2]:
        answer(s, 1, lambda a, c=c: a == {"type": "toggle", "card": c})
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert GAME.to_act(s) == [0] and decision(s, 0)["type"] == "reserve"


def test_01147_sansa_gains_power_when_she_stands_in_the_standing_phase():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges_core(first=1, play=([("Sansa Stark", True)], ["Tywin Lannister"]))
    sansa = named(s, 0, "Sansa Stark")
    s["phase"] = "standing"
    s["stack"] = [{"kind": "round", "stage": "standing"}]
    cards.touch(s)
    FLOW.settle(s)
    assert not s["cards"][sansa]["kneeling"]
    use = {"type": "ability", "card": sansa, "ability": 1}
    assert use in offered(s, 0)
    answer(s, 0, lambda a: a == use)
    assert s["seats"][0]["faction_card"]["power"] == 1


def test_01007_calling_the_banners_counts_the_chosen_opponents_characters():
    from tests.games.lcg2e.joust import at_plot_phase, choose_plots
    s = at_plot_phase(first=0, play=(["Eddard Stark"], ["Tywin Lannister", "Cersei Lannister",
                                                        "The Tickler"]))
    choose_plots(s, ("Calling the Banners", "Summons"))
    # Stark wins initiative (6 against 0), names himself first; Calling the Banners: 3 gold
    answer(s, 0, lambda a: a == {"type": "first_player", "seat": 0})
    # both When Revealed are due: the first player orders them, Calling the Banners first
    plot = s["seats"][0]["plot"]
    answer(s, 0, lambda a: a["type"] == "order" and a["first"][0] == plot)
    # (the only opponent is chosen without asking)
    assert s["seats"][0]["gold"] == 3


# -- 5.20 melee ----------------------------------------------------------------------------

def test_5_20_1_a_title_bonus_needs_a_participating_character():
    # the defending bearer of Master of Whispers declares no defender: his side has 0 STR,
    # the challenge is unopposed (no +1 from the title)
    from tests.games.lcg2e import melee_table as mt
    from api.games.lcg2e import melee
    whispers, ships, hand_, coin, laws, regent = melee.TITLES
    state = mt.melee_at(3, {0: coin, 1: whispers, 2: laws},
                        play={0: [mt.COURTESAN], 1: [mt.DAYNE]})
    (a_char,) = state["seats"][0]["play"]
    events = mt.declare(state, 0, "intrigue", 1, [a_char])
    events += mt.defend(state, 1, [])
    res = resolved(events)
    assert res["defending"] == 0 and res["unopposed"] and res["winner"] == 0


def test_5_20_3_eddard_stands_only_for_the_player_challenged():
    # melee: "After a challenge is initiated against you" -- not when another player is
    # the defender
    from tests.games.lcg2e import melee_table as mt
    from api.games.lcg2e import melee
    whispers, ships, hand_, coin, laws, regent = melee.TITLES
    state = mt.melee_at(3, {0: whispers, 1: ships, 2: laws}, play={0: [mt.TUMBLESTONE]})
    ned = mt.place(state, 2, BY_NAME["Eddard Stark"], kneeling=True)
    cards.touch(state)
    (a_char,) = state["seats"][0]["play"]
    mt.declare(state, 0, "power", 1, [a_char])
    assert {"type": "ability", "card": ned, "ability": 0} not in offered(state, 2)


# -- 5.10 keywords, several instances --------------------------------------------------------

def _use_keywords(state, seat, first=None, pick=None):
    """Answer the winner's keyword questions: order (``first`` type first), "use" for each,
    intimidate ``pick``; returns the types asked, in order."""
    asked = []
    for _ in range(12):
        if GAME.result(state) is not None or seat not in GAME.to_act(state):
            break
        d = decision(state, seat)
        if d["type"] == "order":
            opts = [o["action"] for o in d["options"]]
            pickd = next((a for a in opts if a["first"] == first), opts[0])
            answer(state, seat, lambda a: a == pickd)
            continue
        if d["type"] == "priority":
            break
        asked.append(d["type"])
        if d["type"] == "intimidate":
            answer(state, seat, lambda a: a.get("choice") == pick)
        else:
            answer(state, seat, lambda a: a["type"] == "use")
    return asked


def test_5_10_intimidate_kneels_at_most_one_character_per_challenge():
    s = at_challenges_core(first=0, play=(["Grey Wind", "Robert Baratheon"],
                                          ["Bran Stark", "Sansa Stark", "Joffrey Baratheon"]))
    grey, robert = named(s, 0, "Grey Wind"), named(s, 0, "Robert Baratheon")
    challenge(s, 0, "military", [grey, robert])
    pass_all(s)
    # Lannister kills one (claim 1); then one intimidate for the whole challenge
    victim = named(s, 1, "Bran Stark")
    answer(s, 1, lambda a: a == {"type": "toggle", "card": victim})
    answer(s, 1, lambda a: a["type"] == "confirm")
    pass_all(s)                               # (Joffrey's reaction to a Lord killed: passed)
    asked = _use_keywords(s, 0, first="intimidate", pick=named(s, 1, "Sansa Stark"))
    assert asked.count("intimidate") == 1
    kneeling = [c for c in s["seats"][1]["play"] if s["cards"][c]["kneeling"]]
    assert kneeling == [named(s, 1, "Sansa Stark")]


def test_5_10_two_insight_characters_draw_two():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Grand Maester Pycelle",
                                                             "Samwell Tarly"]))
    py, sam = named(s, 1, "Grand Maester Pycelle"), named(s, 1, "Samwell Tarly")
    # Samwell has only... check icons below; both attack in an intrigue challenge
    hand = len(s["seats"][1]["hand"])
    challenge(s, 1, "intrigue", [py, sam])
    pass_all(s)
    asked = _use_keywords(s, 1)
    assert asked.count("insight") == 2
    assert len(s["seats"][1]["hand"]) == hand + 2


# -- 5.6 marshaling duplicates ---------------------------------------------------------------

def test_01016_marching_orders_does_not_stop_a_location_duplicate():
    # RR "Duplicates": marshaling a duplicate is not marshaling a card of its printed type
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(seat=1, play=([], ["Tywin Lannister"]), gold=0,
                      plots=("A Noble Cause", "Marching Orders"))
    s["mode"] = "standard"
    rock = put(s, 1, "Casterly Rock")
    copy_ = give(s, 1, "Casterly Rock")
    other = give(s, 1, "Lannisport")
    opts = offered(s, 1)
    assert {"type": "marshal", "card": other} not in opts
    assert {"type": "duplicate", "card": copy_} in opts
    answer(s, 1, lambda a: a == {"type": "duplicate", "card": copy_})
    assert s["cards"][rock]["dups"] == [copy_]


def test_01004_a_noble_cause_is_not_spent_on_a_duplicate():
    from tests.games.lcg2e.test_scenarios import at_marshaling
    s = at_marshaling(seat=0, play=(["Eddard Stark"], []), hands=(["Catelyn Stark"], []), gold=2,
                      plots=("A Noble Cause", "A Clash of Kings"))
    copy_ = give(s, 0, "Eddard Stark")
    cat = find(s, 0, "Catelyn Stark", ("hand",))
    answer(s, 0, lambda a: a == {"type": "duplicate", "card": copy_})
    answer(s, 0, lambda a: a == {"type": "marshal", "card": cat})     # 4 - 2 = 2
    assert s["cards"][cat]["zone"] == "play" and s["seats"][0]["gold"] == 0


# -- constant abilities with conditions ------------------------------------------------------

def test_01172_drogos_arakh_only_in_the_first_military_challenge_of_the_round():
    s = at_challenges_core(first=0, play=(["Khal Drogo", "Braided Warrior"], ["Tywin Lannister"]))
    drogo, warrior = named(s, 0, "Khal Drogo"), named(s, 0, "Braided Warrior")
    put(s, 0, "Drogo's Arakh", host=drogo)
    challenge(s, 0, "military", [warrior])          # the first military challenge: no Drogo
    pass_all(s)
    if 1 in GAME.to_act(s) and decision(s, 1)["type"] == "defenders":
        defend(s, 1, [])
    for _ in range(6):
        if 1 in GAME.to_act(s):
            d = decision(s, 1)
            if d["type"] == "claim_military":
                answer(s, 1, lambda a: a["type"] == "toggle")
                answer(s, 1, lambda a: a["type"] == "confirm")
                continue
        if 0 in GAME.to_act(s) and decision(s, 0)["type"] == "challenge":
            break
        pass_all(s)
    # Khal Drogo's extra military challenge: now he kneels as he attacks
    events = challenge(s, 0, "military", [drogo])
    assert {"type": "knelt", "card": drogo} in events


def test_01114_palace_spearman_intrigue_only_while_not_first_player():
    s = at_challenges_core(first=1, play=(["Palace Spearman"], ["Tywin Lannister"]))
    spear = named(s, 0, "Palace Spearman")
    assert "intrigue" in derive.icons(s, spear)
    s = at_challenges_core(first=0, play=(["Palace Spearman"], ["Tywin Lannister"]))
    spear = named(s, 0, "Palace Spearman")
    assert "intrigue" not in derive.icons(s, spear)


def test_01055_kings_hunting_party_needs_an_opponents_king():
    s = at_challenges_core(first=1, play=(["King's Hunting Party", "Robert Baratheon"],
                                          ["Tywin Lannister"]))
    party = named(s, 0, "King's Hunting Party")
    assert "intrigue" not in derive.icons(s, party)         # his own King does not count
    s = at_challenges_core(first=1, play=(["King's Hunting Party"],
                                          ["Tywin Lannister", "Robert Baratheon"]))
    party = named(s, 0, "King's Hunting Party")
    assert "intrigue" in derive.icons(s, party)


def test_4_5_the_dominance_window_comes_after_dominance_is_decided():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["The Tickler", "Tywin Lannister"]))
    tickler = named(s, 1, "The Tickler")
    s["phase"] = "dominance"
    s["stack"] = [{"kind": "round", "stage": "dominance"}]
    cards.touch(s)
    events = FLOW.settle(s)
    # Lannister (2 + 6) beats Stark (5) before anyone may act: The Tickler cannot lower it
    dom = next(e for e in events if e["type"] == "dominance")
    assert dom["winner"] == 1 and s["seats"][1]["faction_card"]["power"] == 1
    assert {"type": "ability", "card": tickler, "ability": 0} in offered(s, 1)


def test_01143_catelyn_blocks_the_opponents_plot_reaction_too():
    s = at_challenges_core(first=1, play=(["Catelyn Stark"], ["Tywin Lannister"]), power=(2, 0),
                           plots=("A Noble Cause", "A Clash of Kings"))
    cat, tywin = named(s, 0, "Catelyn Stark"), named(s, 1, "Tywin Lannister")
    challenge(s, 1, "power", [tywin])
    res = resolved(defend(s, 0, [cat]))
    assert res["winner"] == 1
    plot = s["seats"][1]["plot"]
    assert {"type": "ability", "card": plot, "ability": 0} not in offered(s, 1)


def test_3_2_a_limited_setup_card_leaves_round_ones_limited_allowance():
    from tests.games.lcg2e.test_rounds import S8_HAND, _setup_with_hand, _toggle
    s = _setup_with_hand(S8_HAND)
    for n in ("Tywin Lannister", "Western Fiefdom"):
        _toggle(s, n)
    answer(s, 1, lambda a: a["type"] == "confirm")
    answer(s, 0, lambda a: a["type"] == "confirm")          # Stark places nothing
    road = find(s, 1, "The Roseroad", ("hand",))
    for _ in range(60):
        if s.get("phase") == "marshaling" and s.get("active") == 1 and 1 in GAME.to_act(s):
            break
        seat = GAME.to_act(s)[0]
        d = decision(s, seat)
        opts = [o["action"] for o in d["options"]]
        if d["type"] == "plot":            # not Marching Orders: it bars locations
            want = find(s, seat, ("Summons", "A Clash of Kings")[seat], ("plot_deck",))
            pick = {"type": "plot", "card": want}
        else:
            pick = next((a for a in opts if a["type"] in ("pass", "done", "keep", "confirm")),
                        opts[0])
        GAME.apply(s, seat, pick)
    assert s["phase"] == "marshaling" and s["active"] == 1
    assert s["cards"][road]["zone"] == "hand"
    assert {"type": "marshal", "card": road} in offered(s, 1)


def test_5_11_no_save_that_leaves_str_at_0_against_killed_at_0_str():
    # "A save against an ongoing condition is only allowed if it also removes the
    # condition": Bodyguard would leave Cersei at 0 STR under Dracarys!, so it is not offered;
    # she dies and Bodyguard goes back to its owner's hand
    s = at_challenges_core(first=1, play=(["Daenerys Targaryen"], ["Cersei Lannister"]),
                           hands=(["Dracarys!"], []), gold=(1, 0))
    cersei, dany = named(s, 1, "Cersei Lannister"), named(s, 0, "Daenerys Targaryen")
    guard = put(s, 1, "Bodyguard", host=cersei)
    dracarys = named(s, 0, "Dracarys!", ("hand",))
    challenge(s, 1, "intrigue", [cersei])
    answer(s, 0, lambda a: a == {"type": "play", "card": dracarys, "ability": 0})
    for _ in range(3):          # the cost's Daenerys and the target Cersei, if asked
        if 0 in GAME.to_act(s) and decision(s, 0)["type"] != "priority":
            answer(s, 0, lambda a: a.get("choice") in (dany, cersei) or a.get("card") in (dany, cersei))
    assert not any(a.get("card") == guard for a in offered(s, 1))
    pass_all(s)
    assert s["cards"][cersei]["zone"] == "dead"
    assert s["cards"][guard]["zone"] == "hand"


def _dracarys_on(victim_name):
    """Greyjoy (seat 1) attacks with Theon and Asha holding Risen from the Sea; Targaryen plays
    Dracarys! (-4 STR, killed at 0 STR) on ``victim_name``: the state, victim and Risen."""
    s = at_challenges_core(first=1, play=(["Daenerys Targaryen"], ["Theon Greyjoy", "Asha Greyjoy"]),
                           hands=(["Dracarys!"], ["Risen from the Sea"]), gold=(1, 0))
    victim, dany = named(s, 1, victim_name), named(s, 0, "Daenerys Targaryen")
    challenge(s, 1, "military", [named(s, 1, "Theon Greyjoy"), named(s, 1, "Asha Greyjoy")])
    dracarys = named(s, 0, "Dracarys!", ("hand",))
    for _ in range(3):          # stealth bypasses nobody; the attacker passes priority
        if GAME.to_act(s) == [1]:
            answer(s, 1, lambda a: a["type"] == "pass" or a == {"type": "choose", "choice": None})
    answer(s, 0, lambda a: a == {"type": "play", "card": dracarys, "ability": 0})
    for _ in range(3):          # the cost's Daenerys and the target, if asked
        if 0 in GAME.to_act(s) and decision(s, 0)["type"] != "priority":
            answer(s, 0, lambda a: a.get("choice") in (dany, victim)
                   or a.get("card") in (dany, victim))
    for _ in range(6):          # nobody cancels it: up to the interrupt window of the kill
        if any(f["kind"] == "trigger" and f["event"]["name"] == "killed" for f in s["stack"]):
            break
        answer(s, GAME.to_act(s)[0], lambda a: a["type"] == "pass")
    assert s["stack"][-2]["event"]["name"] == "killed" and s["stack"][-2]["event"]["zero_str"]
    return s, victim, named(s, 1, "Risen from the Sea", ("hand",))


def test_01081_risen_from_the_sea_is_offered_at_0_str_only_if_its_1_str_lifts_it():
    # spec §5.11: a save against "killed if its STR is 0" must also remove the condition.
    # Theon: 3 - 4 = -1, +1 is still 0: no save; Asha: 4 - 4 = 0, +1 lifts her to 1
    s, theon, risen = _dracarys_on("Theon Greyjoy")
    assert not any(a.get("card") == risen for a in offered(s, 1))
    pass_all(s)
    assert s["cards"][theon]["zone"] == "dead" and s["cards"][risen]["zone"] == "hand"

    s, asha, risen = _dracarys_on("Asha Greyjoy")
    use = {"type": "ability", "card": risen, "ability": 0}
    assert use in offered(s, 1)
    answer(s, 1, lambda a: a == use)
    assert s["cards"][asha]["zone"] == "play" and s["cards"][risen]["attached_to"] == asha
    assert derive.strength(s, asha) == 1


def test_01054_fiery_followers_stand_before_dominance_is_counted():
    from api.games.lcg2e.flow import FLOW
    s = at_challenges_core(first=1, play=([("Fiery Followers", True), "Bran Stark"],
                                          ["Tumblestone Knight"]))
    ff = named(s, 0, "Fiery Followers")
    s["phase"] = "dominance"
    s["stack"] = [{"kind": "round", "stage": "dominance_begins"}]
    cards.touch(s)
    FLOW.settle(s)
    use = {"type": "ability", "card": ff, "ability": 0}
    assert use in offered(s, 0)
    events = answer(s, 0, lambda a: a == use)
    dom = next(e for e in events if e["type"] == "dominance")
    # Stark: Fiery Followers 2 + Bran 1 = 3 against Tumblestone Knight's 2
    assert dom["totals"] == [3, 2] and dom["winner"] == 0


def test_01095_the_queens_assassin_needs_more_cards_in_hand():
    s = at_challenges_core(first=1, play=(["Bran Stark"], ["Tywin Lannister"]),
                           hands=(["Winter Is Coming"], ["The Queen's Assassin", "Hear Me Roar!"]),
                           gold=(0, 4), stage="window")
    assassin = named(s, 1, "The Queen's Assassin", ("hand",))
    bran = named(s, 0, "Bran Stark")
    answer(s, 1, lambda a: a == {"type": "ambush", "card": assassin})
    # hands now: Lannister 1 (Hear Me Roar!), Stark 1: not more, so nothing is killed
    use = {"type": "ability", "card": assassin, "ability": 0}
    if use in offered(s, 1):
        answer(s, 1, lambda a: a == use)
    pass_all(s)
    assert s["cards"][bran]["zone"] == "play"


def test_01146_robb_killed_with_another_stark_does_not_react():
    # a card's ability works only while it is in play: Robb killed together with Bran
    # cannot answer Bran's death; Eddard (kneeling) stays kneeling
    s = at_challenges_core(first=1, play=(["Robb Stark", "Bran Stark", ("Eddard Stark", True)],
                                          ["Tywin Lannister"]),
                           plots=("A Noble Cause", "Sneak Attack"))
    robb, bran, ned = (named(s, 0, n) for n in ("Robb Stark", "Bran Stark", "Eddard Stark"))
    challenge(s, 1, "military")
    pass_all(s)                                # (Eddard's reaction: not used, he kneels on)
    defend(s, 0, [])                           # no defenders
    pass_all(s)
    assert decision(s, 0)["type"] == "claim_military"         # claim 2 (Sneak Attack)
    for c in (robb, bran):
        answer(s, 0, lambda a, c=c: a == {"type": "toggle", "card": c})
    answer(s, 0, lambda a: a["type"] == "confirm")
    assert s["cards"][robb]["zone"] == "dead" and s["cards"][bran]["zone"] == "dead"
    assert {"type": "ability", "card": robb, "ability": 0} not in offered(s, 0)
    pass_all(s)
    assert s["cards"][ned]["kneeling"]


def test_4_1_an_initiative_tie_counts_power_on_characters_too():
    from tests.games.lcg2e.joust import at_plot_phase, choose_plots
    s = at_plot_phase(first=0, play=(["Eddard Stark"], []), power=(1, 3))
    ned = named(s, 0, "Eddard Stark")
    s["cards"][ned]["power"] = 3          # Stark: 1 + 3 = 4 power, Lannister 3
    cards.touch(s)
    choose_plots(s, ("A Noble Cause", "Summons"))      # initiative 0 each
    assert GAME.to_act(s) == [1] and decision(s, 1)["type"] == "first_player"


def _finish_phase(state, phase, saves=None):
    """Pass and finish until the phase is over; the save options seen on the way."""
    seen = []
    for _ in range(40):
        if state["phase"] != phase or not GAME.to_act(state):
            break
        seat = GAME.to_act(state)[0]
        acts = offered(state, seat)
        seen += [a for a in acts if a["type"] == "save" or (saves and a.get("card") in saves)]
        pick = next((a for a in acts if a["type"] in ("done", "pass", "confirm")), acts[0])
        GAME.apply(state, seat, pick)
    return seen


def test_01100_hear_me_roar_discard_cannot_be_saved():
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                           hands=([], ["Hear Me Roar!", "Cersei Lannister"]), gold=(0, 1),
                           stage="window")
    roar = named(s, 1, "Hear Me Roar!", ("hand",))
    cersei = named(s, 1, "Cersei Lannister", ("hand",))
    answer(s, 1, lambda a: a == {"type": "play", "card": roar, "ability": 0})
    assert s["cards"][cersei]["zone"] == "play"
    guard = put(s, 1, "Bodyguard", host=cersei)
    seen = _finish_phase(s, "challenges", saves=[guard])
    assert seen == []
    assert s["cards"][cersei]["zone"] == "discard" and s["cards"][guard]["zone"] == "hand"


def test_01026_wildfire_assault_kills_cannot_be_saved_by_bodyguard():
    from tests.games.lcg2e.joust import at_plot_phase, choose_plots
    s = at_plot_phase(first=1, play=(["Eddard Stark", "Bran Stark", "Catelyn Stark",
                                      "Robb Stark"], ["Tywin Lannister"]))
    ned = named(s, 0, "Eddard Stark")
    guard = put(s, 0, "Bodyguard", host=ned)
    choose_plots(s, ("Summons", "Wildfire Assault"))
    seen = []
    for _ in range(30):
        if s["cards"][ned]["zone"] != "play" or not GAME.to_act(s):
            break
        seat = GAME.to_act(s)[0]
        d = decision(s, seat)
        acts = [o["action"] for o in d["options"]]
        seen += [a for a in acts if a.get("card") == guard or a["type"] == "save"]
        if d["type"] == "first_player":
            pick = {"type": "first_player", "seat": 1}
        elif d["type"] in ("priority",):
            pick = {"type": "pass"}
        elif seat == 0 and any(a.get("card") == ned for a in acts) and d["type"] != "order":
            # Stark keeps three others: Eddard is left to die
            keep = [named(s, 0, n) for n in ("Bran Stark", "Catelyn Stark", "Robb Stark")]
            for c in keep:
                answer(s, 0, lambda a, c=c: a == {"type": "toggle", "card": c})
            pick = {"type": "confirm"}
        else:
            pick = next((a for a in acts if a["type"] in ("confirm", "pass")), acts[0])
        GAME.apply(s, seat, pick)
    assert seen == []
    assert s["cards"][ned]["zone"] == "dead"


def test_5_10_each_stealth_attacker_bypasses_its_own_target():
    # two stealth attackers: two targets, each a different character (spec §6.1 #16)
    s = at_challenges_core(first=1, play=(["Eddard Stark", "Robb Stark", "Catelyn Stark"],
                                          ["Tyrion Lannister", "Varys"]))
    tyrion, varys = named(s, 1, "Tyrion Lannister"), named(s, 1, "Varys")
    ned, cat = named(s, 0, "Eddard Stark"), named(s, 0, "Catelyn Stark")
    challenge(s, 1, "intrigue", [tyrion, varys])
    assert decision(s, 1)["type"] == "stealth"
    answer(s, 1, lambda a: a == {"type": "choose", "choice": cat})
    assert decision(s, 1)["type"] == "stealth"
    assert {"type": "choose", "choice": cat} not in offered(s, 1)
    answer(s, 1, lambda a: a == {"type": "choose", "choice": ned})
    assert {cat, ned} <= set(s["challenge"]["bypassed"])


# -- the log's order -------------------------------------------------------------------------

def test_an_event_played_is_logged_as_played_before_its_ability_and_effects():
    # "Lannister plays Hear Me Roar!" comes first, then what the card does: its ability used,
    # its cost paid, the character put into play
    s = at_challenges_core(first=1, play=(["Eddard Stark"], ["Tywin Lannister"]),
                           hands=([], ["Hear Me Roar!", "Cersei Lannister"]), gold=(0, 1),
                           stage="window")
    roar = named(s, 1, "Hear Me Roar!", ("hand",))
    cersei = named(s, 1, "Cersei Lannister", ("hand",))
    events = answer(s, 1, lambda a: a == {"type": "play", "card": roar, "ability": 0})
    if s["cards"][cersei]["zone"] == "hand":      # the target, if it was asked
        events += answer(s, 1, lambda a: a.get("choice") == cersei)
    kinds = [(e["type"], e.get("reason")) for e in events
             if e["type"] in ("moved", "ability-used", "gold_returned")]
    assert kinds[:4] == [("moved", "played"), ("ability-used", None), ("gold_returned", None),
                         ("moved", "put")]
    assert [c["id"] for c in events[0]["cards"]] == [roar] and events[0]["dest"] == "discard"
    assert events[1] == {"type": "ability-used", "seat": 1, "card": roar, "ability": 0,
                         "label": "ability.01100.0"}
