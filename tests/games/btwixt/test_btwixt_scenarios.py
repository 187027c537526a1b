"""Acceptance scenarios 1-20 of spec §11 (setup, bidding, scoring, "you"), named after them."""
import pytest

from api.games.btwixt import GAME
from api.games.btwixt.bidding import bid_total, bid_winner, totals
from api.games.btwixt.placement import rule_councils
from api.games.btwixt.scoring import rank, score
from api.games.btwixt.state import councils_of, neighbours
from btwixt_helpers import (POOL, act, choices, clear_hands, council_of,
                            finish_round, give, kneel_all, new_game, options,
                            pending, pick, play, put_ally, put_in_pile, run_effect, set_current,
                            with_rulers)

PLAIN = "ally-009"  # Myrcella: a placement rule only; used where the ally does not matter


CUR = "ally-039"  # Joffrey: an end-of-game ability only, so acceptance changes nothing else


def plain_current(state, ally=CUR):
    set_current(state, ally)


def test_s01_standard_setup_4_players():
    """1. Standard setup, 4 players."""
    st = new_game(4, first=0)
    assert st["season"] == "summer" and st["round"] == 1 and st["rps"] == 5
    for h in st["hands"]:
        assert len(h) == 10
        assert {POOL.card(u)["colour"] for u in h} <= {"red", "green", "purple"}
    assert len(st["deck"]) == 22 and st["discard"] == []
    everything = st["deck"] + [u for h in st["hands"] for u in h]
    assert not any(POOL.card(u)["kind"] in ("unique", "story") for u in everything)
    assert len(st["ally_deck"]) + (st["current"] is not None) == 50  # step 1 has revealed one
    assert len(st["supply"]) == 54 and all(k == [] for k in st["known"])
    assert len(set(st["rulers"])) == 4 and None not in st["rulers"]
    assert [c["allies"] + c["tokens"] for c in st["councils"]] == [[], [], [], []]


def test_s02_standard_setup_6_players():
    """2. Standard setup, 6 players."""
    st = new_game(6)
    assert st["season"] == "autumn" and st["rps"] == 7
    assert all(len(h) == 10 for h in st["hands"]) and len(st["deck"]) == 2
    rounds = 0
    while st["result"] is None:
        finish_round(st)
        rounds += 1
    assert rounds == 14


def test_s03_advanced_setup_3_players():
    """3. Advanced setup, 3 players."""
    st = with_rulers(3, ["cersei", "jon", "doran"], advanced=True)
    assert st["season"] == "summer" and st["rps"] == 4
    for s, h in enumerate(st["hands"]):
        kinds = [POOL.card(u)["kind"] for u in h]
        assert kinds.count("influence") == 9 and kinds.count("unique") == 1
        white = [u for u in h if POOL.card(u)["kind"] == "unique"][0]
        assert POOL.card(white)["ruler"] == st["rulers"][s]
        assert len(st["aside"][s]) == 3
    assert len(st["deck"]) == 35 and len(st["blue_aside"]) == 11


def test_s04_ruler_selection_order():
    """4. Ruler selection order."""
    st = GAME.new(4, {"first_player": 2}, 3)
    order = []
    while st["stack"][-1]["kind"] == "rulers":
        seat = GAME.to_act(st)[0]
        order.append(seat)
        free = [a["ruler"] for a in options(st, seat)]
        assert "random" in free and len(free) == 9 - (len(order) - 1) + 1
        act(st, seat, {"type": "choose_ruler", "ruler": "random"})
        assert st["rulers"][seat] in POOL.rulers
    assert order == [2, 3, 0, 1]
    assert len(set(st["rulers"])) == 4


def test_s05_bid_resolution_seed_example():
    """5. Bid resolution (seed example)."""
    st = new_game(4, first=0)
    plain_current(st)
    for b in ("inf-red-09", "inf-red-06", "inf-red-03"):   # Tyrion: 6 + 4 + 2 = 12
        put_in_pile(st, 0, b)
    put_in_pile(st, 1, "inf-red-10")                        # Cersei: 7 + 8 = 15
    put_in_pile(st, 1, "inf-red-11")
    assert totals(st)[:2] == [12, 15]
    kneel_all(st)
    assert st["winner"] == 1
    assert sorted(c["council"] for c in choices(st, 1)) == sorted(councils_of(st, 1))
    pick(st, 1, {"council": 1})
    assert pending(st) == ("ask", "place-power-token")
    pick(st, 1, {"council": 0})
    assert council_of(st, CUR) == 1 and len(st["councils"][0]["tokens"]) == 1


def test_s06_tie_that_includes_the_first_player():
    """6. Tie that includes the first player."""
    st = new_game(4, first=0)
    assert bid_winner(st, [9, 5, 9, 9]) == 0


def test_s07_tie_that_does_not_include_the_first_player():
    """7. Tie that does not include the first player."""
    st = new_game(4, first=1)
    assert bid_winner(st, [8, 3, 6, 8]) == 3


def test_s08_nobody_bids():
    """8. Nobody bids."""
    st = new_game(5, first=4)
    plain_current(st)
    kneel_all(st)
    assert st["totals"] == [0] * 5 and st["winner"] == 4
    pick(st, 4, {"council": 4})
    pick(st, 4, {"council": 3})
    assert council_of(st, CUR) == 4
    assert len(st["councils"][3]["tokens"]) == 1


def test_s09_kneeling_and_turn_order():
    """9. Kneeling and turn order."""
    st = new_game(3, first=0)
    plain_current(st)
    a1 = give(st, 0, "inf-green-05", 1)
    a2 = give(st, 0, "inf-green-05", 2)
    c1 = give(st, 2, "inf-green-05", 3)
    seq = []
    for seat, action in [(0, {"type": "play", "card": a1}), (1, {"type": "kneel"}),
                         (2, {"type": "play", "card": c1}), (0, {"type": "play", "card": a2}),
                         (2, {"type": "kneel"}), (0, {"type": "kneel"})]:
        seq.append(GAME.to_act(st)[0])
        act(st, seat, action)
    assert seq == [0, 1, 2, 0, 2, 0]
    assert st["piles"] == [[a1, a2], [], [c1]]
    finish_round(st)
    assert st["knelt"] == [False, False, False]


def test_s10_empty_hand():
    """10. Empty hand."""
    st = new_game(4, first=3)
    clear_hands(st)
    assert options(st, 3) == [{"type": "kneel"}]


def test_s11_advancing_a_round_within_a_season():
    """11. Advancing a round within a season."""
    st = new_game(4, first=1)
    st["round"] = 3
    plain_current(st)
    card = st["hands"][1][0]
    sizes = [len(h) for h in st["hands"]]
    act(st, 1, {"type": "play", "card": card})
    finish_round(st)
    assert card in st["discard"] and st["piles"] == [[], [], [], []]
    assert st["knelt"] == [False] * 4 and st["first"] == 2
    assert st["round"] == 4 and st["season"] == "summer"
    assert sum(len(h) for h in st["hands"]) <= sum(sizes) - 1 + 1  # no refill


def test_s12_season_change_with_hand_replacement_4_players():
    """12. Season change with hand replacement, 4 players (seed: 5 rounds per season)."""
    st = new_game(4, first=0)
    st["round"] = 5
    plain_current(st)
    for s, keep in enumerate([1, 0, 2, 1]):
        while len(st["hands"][s]) > keep:
            st["deck"].append(st["hands"][s].pop())
    finish_round(st)
    assert st["first"] == 1 and st["season"] == "autumn" and st["round"] == 1
    assert all(len(h) == 10 for h in st["hands"]) and len(st["deck"]) == 22
    assert st["discard"] == []


def _council_totals(st, values):
    """Give each council one token and make its value the wanted total."""
    for k, v in enumerate(values):
        t = st["supply"].pop()
        st["councils"][k]["tokens"].append(t)
        st["tv"][t] = v


def test_s13_winner_determination_seed_example():
    """13. Winner determination (seed example)."""
    st = with_rulers(4, ["olenna", "tyrion", "daenerys", "jon"])
    _council_totals(st, [16, 20, 17, 22])
    res = score(st)
    assert res["small"] == [16, 16, 17, 17]
    assert res["winners"] == [3] and res["tiebreak_level_used"] == 1


def test_s14_shared_councils_and_neighbours_seed_example():
    """14. Shared councils and neighbours (seed example)."""
    st = with_rulers(4, ["doran", "cersei", "euron", "melisandre"])
    assert set(councils_of(st, 1)) & set(councils_of(st, 2)) == {1}   # council A
    assert set(councils_of(st, 2)) & set(councils_of(st, 3)) == {2}   # council B
    assert sorted(neighbours(st, 1)) == [0, 2] and sorted(neighbours(st, 2)) == [1, 3]
    put_ally(st, "ally-013", 1)  # placed by Euron, power 6
    put_ally(st, "ally-016", 0)  # power 1
    assert rule_councils(st, 1, "highest_power_ally") == [1]


def test_s15_tie_break_2_ally_count():
    """15. Tie-break 2: ally count."""
    assert rank([15, 15, 3], [19, 19, 4], [7, 6, 1]) == ([0], 2)


def test_s16_tie_break_3_shared_victory():
    """16. Tie-break 3: shared victory."""
    assert rank([15, 15, 3], [19, 19, 4], [7, 7, 1]) == ([0, 1], 3)


def test_s17_equal_councils():
    """17. Equal councils."""
    st = new_game(3)
    _council_totals(st, [18, 5, 18])
    res = score(st)
    assert res["small"][0] == 18 and res["large"][0] == 18


def test_s18_you_follows_a_moved_card_seed_example():
    """18. "You" follows a moved card (seed example)."""
    st = new_game(4, first=0)
    plain_current(st)
    bp = give(st, 0, "inf-green-01")           # Euron: Backup Plan
    give(st, 1, "inf-red-01")                  # Cersei: Betrayal
    put_in_pile(st, 2, "inf-red-11")           # C bids 8 and wins
    play(st, 0, "inf-green-01")
    play(st, 1, "inf-red-01")   # the only card of value <= 4 elsewhere: taken at once
    assert bp in st["piles"][1] and bid_total(st, 1) == 4 and bid_total(st, 0) == 0
    h1 = len(st["hands"][1])
    finish_round(st)
    assert bp in st["hands"][1] and bp not in st["hands"][0]
    assert len(st["hands"][1]) == h1 + 1


@pytest.mark.parametrize("tyrion_wins", [False, True])
def test_s19_bribe_returns_to_its_holder_seed_example(tyrion_wins):
    """19. Bribe returns to its holder (seed example)."""
    st = with_rulers(4, ["doran", "tyrion", "cersei", "jon"], advanced=True)
    plain_current(st)
    bribe = give(st, 0, "story-01")
    if tyrion_wins:
        put_in_pile(st, 1, "inf-red-11")
    else:
        put_in_pile(st, 2, "inf-red-11")
    play(st, 0, "story-01")
    pick(st, 0, {"seat": 1})
    assert bribe in st["piles"][1] and st["knelt"][1]
    h1 = len(st["hands"][1])
    finish_round(st)
    assert bribe in st["hands"][1] and len(st["hands"][1]) == h1 + 1
    assert bribe not in st["discard"] and bribe not in st["hands"][0]


def test_s19_bribe_with_the_return_only_if_holder_lost_flag():
    """19. Bribe returns to its holder (seed example) — with the D27 card flag set."""
    rec = POOL.by_id["story-01"]
    rec["return_only_if_holder_lost"] = True
    try:
        st = with_rulers(4, ["doran", "tyrion", "cersei", "jon"], advanced=True)
        plain_current(st)
        bribe = give(st, 0, "story-01")
        put_in_pile(st, 1, "inf-red-11")
        play(st, 0, "story-01")
        pick(st, 0, {"seat": 1})
        finish_round(st)
        assert bribe in st["discard"] and bribe not in st["hands"][1]   # holder won: discarded
    finally:
        del rec["return_only_if_holder_lost"]


def test_s20_totals_after_a_card_moves():
    """20. Totals after a card moves."""
    st = new_game(4, first=0)
    plain_current(st)
    put_in_pile(st, 0, "inf-red-04")       # T3
    t5 = put_in_pile(st, 0, "inf-red-08")  # T5
    put_in_pile(st, 1, "inf-red-06")       # T4
    assert totals(st)[:2] == [8, 4]
    run_effect(st, {"op": "move_bid_card", "card": "chosen", "from": "you", "to": "chosen_other"},
               0, chooser=lambda s, seat, o: {"type": "choose", "choice": {"card": t5}}
               if {"card": t5} in [a["choice"] for a in o] else
               {"type": "choose", "choice": {"seat": 1}})
    assert totals(st)[:2] == [3, 9] and bid_winner(st, totals(st)) == 1
