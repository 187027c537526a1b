"""Melee for 3-6 players (spec §1.1, §1.4, §5.20): the acceptance scenarios S43-S51, the six
titles' own tests, elimination, and random games at every melee size."""
import copy
import random

import pytest

from api.engine.errors import RuleError
from api.games.cardcore import cards, derive
from api.games.lcg2e import GAME, flow, melee
from api.games.lcg2e.setup import player_order
from api.games.lcg2e.words import term
from tests.games.lcg2e.joust import answer, decision, pass_windows
from tests.games.lcg2e.melee_table import (
    COURTESAN, DAYNE, NAVIGATOR, TUMBLESTONE, declare, defend, melee_at, options, pass_all,
    to_title_choice)

WHISPERS, SHIPS, HAND, COIN, LAWS, REGENT = melee.TITLES


def power(state, seat):
    return cards.power_of(state, seat)


# -- S43: title selection ------------------------------------------------------------------

@pytest.mark.parametrize("n,aside", [(3, 2), (4, 1), (5, 1), (6, 0)])
def test_s43_titles_set_aside_then_chosen_in_player_order_in_secret(n, aside):
    state = to_title_choice(n, seed=n)
    frame = state["stack"][-1]
    assert len(state["melee"]["set_aside"]) == aside
    assert frame["seats"] == player_order(state)
    sizes, events = [], []
    for k, seat in enumerate(player_order(state)):
        assert GAME.to_act(state) == [seat]           # one seat at a time
        for other in player_order(state):             # nobody else has a decision
            if other != seat:
                assert GAME.decisions(state, other) == []
        d = decision(state, seat)
        assert d["type"] == "title"
        sizes.append(len(d["options"]))
        done = player_order(state)[:k]
        for viewer in range(n):
            assert GAME.view(state, viewer)["titles_chosen"] == {
                str(x): frame["entries"][str(x)] if x == viewer else "ready" for x in done}
        pick = d["options"][0]["action"]
        events = GAME.apply(state, seat, copy.deepcopy(pick))
        if k < n - 1:          # the choice is told to nobody, the chooser's view shows it
            assert not any(e.get("title") == pick["title"] for e in events
                           if e["type"] != "choice-forced")
    assert sizes == list(range(6 - aside, 6 - aside - n, -1))
    shown = next(e for e in events if e["type"] == "titles-revealed")["titles"]
    assert sorted(shown) == sorted(str(s) for s in range(n))
    assert len(state["melee"]["pool"]) == 6 - n and state["melee"]["set_aside"] == []
    for s in range(n):
        assert GAME.view(state, (s + 1) % n)["seats"][s]["title"]["code"] == shown[str(s)]


def test_s43_set_aside_titles_are_in_no_view():
    state = to_title_choice(4, seed=3)
    (hidden,) = state["melee"]["set_aside"]
    seat = GAME.to_act(state)[0]
    for viewer in [None, 0, 1, 2, 3]:
        view = GAME.view(state, viewer)
        assert hidden not in str(view)
        if viewer != seat:
            assert hidden not in str(GAME.decisions(state, viewer) if viewer is not None else [])


# -- S44: supports -------------------------------------------------------------------------

def test_s44_no_challenge_against_the_title_you_support():
    state = melee_at(4, {0: WHISPERS, 1: HAND, 2: LAWS, 3: COIN},
                     play={0: [COURTESAN], 1: [TUMBLESTONE]})
    opened = options(state, 0)
    assert all(a.get("opponent") != 1 for a in opened)          # Whispers supports the Hand
    assert {a["opponent"] for a in opened if a["type"] == "challenge"} == {2, 3}
    with pytest.raises(RuleError):
        GAME.apply(state, 0, {"type": "challenge", "challenge": "power", "opponent": 1})
    # the Hand supports the Master of Laws, not the Master of Whispers: B may challenge A
    assert 0 in melee.challengeable(state, 1, "power")
    assert 2 not in melee.challengeable(state, 1, "power")


# -- S45: rivals ---------------------------------------------------------------------------

def test_s45_rivals_bonus_once_per_rival_opponent_per_round():
    state = melee_at(4, {0: WHISPERS, 1: SHIPS, 2: LAWS, 3: COIN},
                     play={0: [COURTESAN, DAYNE, TUMBLESTONE], 2: [NAVIGATOR]})
    a_int, a_mil, a_pow = state["seats"][0]["play"]
    before = power(state, 0)
    events = declare(state, 0, "intrigue", 2, [a_int])     # C has no intrigue defender
    events += defend(state, 2, [])
    if decision(state, 0)["type"] == "whispers":           # no further opponents
        events += answer(state, 0, lambda a: a["type"] == "confirm")
    events += pass_windows(state)
    assert {"type": "rivals-bonus", "seat": 0, "rival": 2} in events
    assert power(state, 0) == before + 2                   # unopposed + rivals
    # later the same round A wins against C again (as the defender): no second bonus from C
    state["challenge"] = None
    assert 2 in state["melee"]["rivals_won"][0]
    ch = {"type": "military", "attacker": 2, "defender": 0, "attackers": [], "defenders": [],
          "winner": 0, "loser": 2, "unopposed": False}
    from api.games.lcg2e.challenges import _rivals_bonus
    assert _rivals_bonus(state, ch) == []
    # against D (Master of Coin, also a rival) there is one
    ch.update(attacker=3, loser=3)
    got = _rivals_bonus(state, ch)
    assert got[0] == {"type": "rivals-bonus", "seat": 0, "rival": 3}
    # a new round: titles go back, the bonuses may be had again
    melee.return_titles(state)
    assert state["melee"]["rivals_won"] == [[], [], [], []]


def test_s45_rivals_bonus_as_defender():
    state = melee_at(3, {0: SHIPS, 1: HAND, 2: WHISPERS},
                     play={0: [NAVIGATOR, TUMBLESTONE], 1: [TUMBLESTONE]})
    (b_char,) = state["seats"][1]["play"]
    # seat 0 (first) finishes; seat 1 (Hand) attacks seat 0 (Ships, its rival both ways)
    answer(state, 0, lambda a: a["type"] == "done")
    pass_windows(state)
    before = power(state, 0)
    declare(state, 1, "military", 0, [b_char])
    events = defend(state, 0, list(state["seats"][0]["play"]))
    assert {"type": "rivals-bonus", "seat": 0, "rival": 1} in events
    assert power(state, 0) == before + 1


# -- S46 / 01211: the Crown Regent ---------------------------------------------------------

def test_01211_s46_crown_regent_redirects_a_challenge_once_per_round():
    state = melee_at(4, {0: REGENT, 1: COIN, 2: LAWS, 3: HAND},
                     play={1: [NAVIGATOR, TUMBLESTONE, DAYNE], 2: [NAVIGATOR],
                           3: [TUMBLESTONE]}, first=1)
    x, y, z = state["seats"][1]["play"]
    declare(state, 1, "military", 2, [x, y])
    d = decision(state, 0)
    assert d["type"] == "redirect"
    answer(state, 0, lambda a: a["type"] == "use")
    d = decision(state, 1)
    assert d["type"] == "new_opponent"
    assert sorted(o["action"]["seat"] for o in d["options"]) == [0, 3]
    events = answer(state, 1, lambda a: a == {"type": "opponent", "seat": 3})
    assert {"type": "new-defender", "challenge": "military", "defender": 3} in events
    ch = state["challenge"]
    assert ch["defender"] == 3 and ch["attackers"] == [x, y] and ch["type"] == "military"
    assert state["melee"]["challenged"][1] == [["military", 2]]   # counted against C
    defend(state, 3, [])
    # the second challenge of the round: no redirect offered any more
    declare(state, 1, "intrigue", 2, [z])
    assert all(decision(state, s)["type"] != "redirect" for s in GAME.to_act(state))


CATELYN = "01143"           # 4 STR, intrigue + power: opponents cannot trigger while she fights


def test_01211_no_redirect_while_catelyn_attacks_for_an_opponent_of_the_regent():
    state = melee_at(4, {0: REGENT, 1: COIN, 2: LAWS, 3: HAND},
                     play={1: [CATELYN], 2: [COURTESAN], 3: [TUMBLESTONE]}, first=1)
    (cat,) = state["seats"][1]["play"]
    declare(state, 1, "power", 2, [cat])
    assert all(decision(state, s)["type"] != "redirect" for s in GAME.to_act(state))
    assert state["challenge"]["defender"] == 2 and not state["melee"]["regent_used"]


def test_01211_the_regent_may_redirect_his_own_catelyn_challenge():
    # Catelyn holds back her controller's opponents only: her own Regent may still turn her
    state = melee_at(4, {0: COIN, 1: REGENT, 2: LAWS, 3: HAND},
                     play={1: [CATELYN], 2: [COURTESAN], 3: [TUMBLESTONE]}, first=1)
    (cat,) = state["seats"][1]["play"]
    declare(state, 1, "power", 2, [cat])
    assert decision(state, 1)["type"] == "redirect"


def test_01211_s51_crown_regent_wins_dominance_by_its_two():
    log = []
    state = melee_at(3, {0: REGENT, 1: COIN, 2: LAWS},
                     play={0: [TUMBLESTONE, NAVIGATOR, COURTESAN],
                           1: [TUMBLESTONE, NAVIGATOR, COURTESAN, DAYNE]},
                     gold={0: 1}, phase="dominance", log=log)
    dom = next(e for e in log if e["type"] == "dominance")
    assert dom["totals"][:2] == [6 + 1 + 2, 8] and dom["winner"] == 0
    assert state["seats"][0]["faction_card"]["power"] == 1


# -- S47 / 01208: Hand of the King ---------------------------------------------------------

def test_01208_s47_hand_of_the_king_second_power_challenge_elsewhere():
    state = melee_at(4, {1: HAND, 0: COIN, 2: SHIPS, 3: WHISPERS},
                     play={1: [TUMBLESTONE, COURTESAN], 2: [NAVIGATOR]}, first=1)
    p1, p2 = state["seats"][1]["play"]
    events = declare(state, 1, "power", 2, [p1])
    events += defend(state, 2, [])
    resolved = next(e for e in events if e["type"] == "challenge-resolved")
    assert resolved["attacking"] == 2 + 1                 # the Hand's +1 STR
    targets = {a["opponent"] for a in options(state, 1)
               if a["type"] == "challenge" and a["challenge"] == "power"}
    assert targets == {0, 3}                              # not C again (supports none of them)
    with pytest.raises(RuleError):
        GAME.apply(state, 1, {"type": "challenge", "challenge": "power", "opponent": 2})


# -- S48 / 01206: Master of Whispers -------------------------------------------------------

def test_01206_s48_master_of_whispers_claims_against_more_opponents():
    state = melee_at(4, {0: WHISPERS, 1: LAWS, 2: COIN, 3: SHIPS},
                     play={0: [COURTESAN]}, hands={1: 3, 3: 3, 2: 3})
    (a_char,) = state["seats"][0]["play"]
    hands = [len(state["seats"][s]["hand"]) for s in range(4)]
    events = declare(state, 0, "intrigue", 1, [a_char])
    events += defend(state, 1, [])
    resolved = next(e for e in events if e["type"] == "challenge-resolved")
    assert resolved["attacking"] == 2 + 1 and resolved["winner"] == 0
    pass_all(state)
    d = decision(state, 0)
    assert d["type"] == "whispers"
    labels = [o["action"].get("card") for o in d["options"]]
    assert "f1" not in labels and {"f2", "f3"} <= set(labels)   # the defender always suffers it
    answer(state, 0, lambda a: a == {"type": "toggle", "card": "f3"})
    events = answer(state, 0, lambda a: a["type"] == "confirm")
    assert [len(state["seats"][s]["hand"]) for s in range(4)] == \
        [hands[0], hands[1] - 1, hands[2], hands[3] - 1]
    assert {"type": "claim-opponents", "seat": 0, "opponents": [1, 3]} in events
    # only B lost the challenge: the loser the reactions were told of
    assert resolved["defender"] == 1 and resolved["winner"] == 0


# -- S49 / 01207: Master of Ships ----------------------------------------------------------

@pytest.mark.parametrize("defender_title,claim", [(HAND, 2), (COIN, 1)])
def test_01207_s49_master_of_ships_claim_against_a_rival(defender_title, claim):
    state = melee_at(3, {0: SHIPS, 1: defender_title, 2: LAWS},
                     play={0: [NAVIGATOR], 1: [TUMBLESTONE, COURTESAN, DAYNE]})
    (a_char,) = state["seats"][0]["play"]
    events = declare(state, 0, "military", 1, [a_char])
    events += defend(state, 1, [])
    resolved = next(e for e in events if e["type"] == "challenge-resolved")
    assert resolved["attacking"] == 2 + 1                 # the +1 STR in military
    assert derive.plot_value(state, 0, "claim") == claim
    pass_all(state)
    assert decision(state, 1)["type"] == "claim_military"
    for victim in state["seats"][1]["play"][:claim]:
        answer(state, 1, lambda a, c=victim: a == {"type": "toggle", "card": c})
    answer(state, 1, lambda a: a["type"] == "confirm")
    pass_all(state)
    assert len(state["seats"][1]["dead"]) == claim


# -- S50 / 01209, 01210: the economic titles ------------------------------------------------

def test_01210_s50_master_of_laws_draws_three_and_keeps_seven():
    state = melee_at(3, {0: COIN, 1: LAWS, 2: HAND}, phase="draw")
    # the draw phase ran: Laws drew 3, the others 2
    assert [len(state["seats"][s]["hand"]) for s in range(3)] == [2, 3, 2]
    assert derive.plot_value(state, 1, "reserve") == 6 + 1
    assert derive.plot_value(state, 0, "reserve") == 6


def test_s50_master_of_coin_collects_seven():
    state = melee_at(3, {0: COIN, 1: LAWS, 2: HAND}, phase="marshaling")
    assert state["seats"][0]["gold"] == 5 + 2
    assert derive.plot_value(state, 2, "income") == 5


# -- elimination (spec §1.4) and whole games ------------------------------------------------

def test_a_decked_seat_is_eliminated_and_the_last_one_wins():
    state = melee_at(3, {0: COIN, 1: LAWS, 2: HAND}, play={1: [NAVIGATOR]}, first=1)
    from api.games.lcg2e.rounds import check_end
    state["seats"][1]["deck"] = []
    cards.touch(state)        # a writer of the state touches it (check_end's memo per rev)
    events = check_end(state)
    assert {"type": "eliminated", "seat": 1} in events
    assert state["result"] is None and player_order(state) == [2, 0]
    assert state["first_player"] == 2 and state["seats"][1]["play"] == []
    assert state["seats"][1]["title"] is None
    state["seats"][0]["deck"] = []
    cards.touch(state)
    events = check_end(state)
    assert state["result"]["winners"] == [2] and state["result"]["reason"] == "last_standing"


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_melees_finish(n):
    for seed in range(2):
        rng = random.Random(seed)
        state = GAME.new(n, {}, seed)
        for _ in range(30000):
            if GAME.result(state) is not None:
                break
            seat = rng.choice(GAME.to_act(state))
            opts = [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]
            GAME.apply(state, seat, copy.deepcopy(rng.choice(opts)))
        assert GAME.result(state) is not None
        assert set(GAME.result(state)["winners"]) <= set(range(n))


def test_windows_go_around_the_table_from_the_first_player():
    """Spec §5.2: every window opens with the first player, then clockwise (an eliminated
    seat is left out)."""
    state = melee_at(4, {0: COIN, 1: LAWS, 2: HAND, 3: SHIPS}, first=2, phase="draw")
    top = state["stack"][-1]
    assert top["kind"] == "window" and top["order"] == [2, 3, 0, 1]
    state["melee"]["eliminated"].append(3)
    assert player_order(state) == [2, 0, 1]


# -- simultaneous ends: the first player picks the winner (spec §5.19, §1.4) -----------------

def test_two_other_seats_at_fifteen_at_once_the_first_player_picks_between_them():
    state = melee_at(3, {0: COIN, 1: LAWS, 2: HAND}, first=0)
    for s in (1, 2):
        state["seats"][s]["faction_card"]["power"] = 15
    cards.touch(state)
    from api.games.lcg2e.flow import FLOW
    FLOW.settle(state)        # the flow checks the end before its next step
    assert GAME.to_act(state) == [0] and state["result"] is None
    d = decision(state, 0)
    assert d["type"] == "winner" and options(state, 0) == [{"type": "winner", "seat": 1},
                                                           {"type": "winner", "seat": 2}]
    for other in (1, 2):
        assert GAME.decisions(state, other) == []
        assert GAME.view(state, other)["choosing_winner"] == {"seat": 0, "reason": "power",
                                                               "among": [1, 2]}
    with pytest.raises(RuleError):        # the first player is not among the winners
        GAME.apply(state, 0, {"type": "winner", "seat": 0})
    answer(state, 0, lambda a: a == {"type": "winner", "seat": 2})
    assert state["result"]["winners"] == [2] and state["result"]["reason"] == "power"


def test_every_seat_decked_at_once_the_first_player_picks_who_is_left():
    state = melee_at(3, {0: COIN, 1: LAWS, 2: HAND}, first=1)
    state["seats"][0]["faction_card"]["power"] = 9     # most power decides nothing now
    for s in range(3):
        state["seats"][s]["deck"] = []
    cards.touch(state)
    from api.games.lcg2e.flow import FLOW
    FLOW.settle(state)
    assert GAME.to_act(state) == [1] and state["melee"]["eliminated"] == []
    assert decision(state, 1)["type"] == "winner"
    assert [a["seat"] for a in options(state, 1)] == [0, 1, 2]
    answer(state, 1, lambda a: a == {"type": "winner", "seat": 2})
    assert state["result"]["winners"] == [2] and state["result"]["reason"] == "all_decked"


def test_players_offered_in_a_choice_are_named_by_their_house():
    # review14: "Military challenge against Player 3" and "first player: Player 2" while the
    # page names every seat by its house; the viewer stays "Yourself"
    s = GAME.new(4, {}, 11)
    houses = [s["seats"][i]["faction"] for i in range(4)]
    for lang in ("en", "ru", "bg"):
        labels = [flow._seat_label(s, seat, 0, lang) for seat in range(4)]
        assert labels[0] == {"en": "Yourself (player 1)", "ru": "Вы сами (игрок 1)",
                             "bg": "Вие (играч 1)"}[lang]
        player = {"en": "player", "ru": "игрок", "bg": "играч"}[lang]
        for seat in (1, 2, 3):
            assert labels[seat] == f"{term(lang, 'factions', houses[seat])} ({player} {seat + 1})"
    assert flow._ask_label(s, {"seat": 0}, {"type": "challenge", "challenge": "military", "opponent": 2},
                           "en") == f"Military challenge against {term('en', 'factions', houses[2])} (player 3)"
