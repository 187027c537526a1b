"""The acceptance scenarios of spec §11, one test each, named after them."""
import json

import pytest

from api.games.btwixt import GAME
from api.games.btwixt.bidding import bid_total, bid_winner, may_play, totals
from api.games.btwixt.placement import rule_councils
from api.games.btwixt.scoring import rank, score
from api.games.btwixt.state import councils_of, neighbours
from btwixt_helpers import (POOL, act, add_tokens, choices, clear_hands, council_of,
                            finish_round, give, ids, kneel, kneel_all, new_game, options,
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


def _puppets(st, left_n, right_n, winner=0):
    plain_current(st)
    put_in_pile(st, winner, "inf-red-11")
    for k in range(left_n):
        put_in_pile(st, 1, "inf-purple-01", k + 1)
    for k in range(right_n):
        put_in_pile(st, 3, "inf-purple-01", left_n + k + 1)
    kneel_all(st)
    assert st["winner"] == winner


def test_s21_puppet_forces_placement_seed_example():
    """21. Puppet forces placement (seed example)."""
    st = new_game(4, first=0)
    _puppets(st, 1, 0)
    # only A-B was legal, so the ally is auto-placed; the token may go either way
    assert council_of(st, CUR) == 0
    assert pending(st) == ("ask", "place-power-token")
    assert sorted(c["council"] for c in choices(st, 0)) == [0, 3]


def test_s22_puppet_with_equal_counts():
    """22. Puppet with equal counts."""
    st = new_game(4, first=0)
    _puppets(st, 1, 1)
    assert pending(st) == ("ask", "place-ally")
    assert sorted(c["council"] for c in choices(st, 0)) == [0, 3]


def test_s23_puppet_with_unequal_counts():
    """23. Puppet with unequal counts."""
    st = new_game(4, first=0)
    _puppets(st, 1, 2)
    assert council_of(st, CUR) == 3


def test_s24_sansa_stark_overrides_puppet_seed_example():
    """24. Sansa Stark overrides Puppet (seed example)."""
    st = new_game(4, first=0)
    set_current(st, "ally-001")
    put_ally(st, "ally-007", 1)   # B's 4-power ally in B-C
    put_ally(st, "ally-017", 0)   # 3-power ally in A-B
    put_in_pile(st, 0, "inf-purple-01")
    put_in_pile(st, 1, "inf-red-11")
    kneel_all(st)
    assert st["winner"] == 1
    assert council_of(st, "ally-001") == 1


def test_s25_puppet_ignores_extra_allies():
    """25. Puppet ignores extra allies."""
    st = new_game(4, first=0)
    plain_current(st)
    put_in_pile(st, 1, "inf-purple-01")     # B's Puppet
    put_in_pile(st, 3, "inf-red-11")        # D wins
    give(st, 0, "inf-purple-02")            # A: Matchmaker
    play(st, 0, "inf-purple-02")
    extra = st["sched"][0]["allies"][0]
    finish_round(st)
    assert council_of(st, extra) == 3       # D-A (shared with the winner), not A-B
    # and when A wins, the Puppet still binds the current ally
    st = new_game(4, first=0, seed=8)
    plain_current(st)
    put_in_pile(st, 1, "inf-purple-01")
    put_in_pile(st, 0, "inf-red-11")
    give(st, 0, "inf-purple-02")
    play(st, 0, "inf-purple-02")
    extra = st["sched"][0]["allies"][0]
    finish_round(st)
    assert council_of(st, CUR) == 0
    assert council_of(st, extra) is None and extra == st["ally_deck"][0]  # unclaimed


def test_s26_little_birds_tokens_when_the_current_ally_is_killed():
    """26. Little Birds tokens when the current ally is killed (seed clarification)."""
    st = with_rulers(4, ["cersei", "melisandre", "jon", "doran"], advanced=True)
    plain_current(st)
    give(st, 0, "inf-purple-03", 1)
    give(st, 0, "inf-purple-03", 2)
    sa = give(st, 1, "uniq-melisandre-1")
    play(st, 0, "inf-purple-03")
    kneel(st, 1), kneel(st, 2), kneel(st, 3)
    play(st, 0, "inf-purple-03", 2)
    assert len(st["current_tokens"]) == 2
    supply = len(st["supply"])
    st["knelt"][1] = False  # let Melisandre act (test set-up)
    kneel(st, 0)
    act(st, 1, {"type": "play", "card": sa})
    assert CUR in st["killed"] and st["current"] is None
    assert len(st["supply"]) == supply + 2
    assert all(GAME.view(st, s)["killed"] == st["killed"] for s in range(4))
    kneel(st, 1)
    assert st["winner"] is not None
    finish_round(st)
    assert sum(len(c["tokens"]) for c in st["councils"]) == 1
    assert not any(c["allies"] for c in st["councils"])


def test_s27_killing_an_ally_in_a_council():
    """27. Killing an ally in a council."""
    st = new_game(4)
    plain_current(st)
    put_ally(st, "ally-029", 1)  # 5
    put_ally(st, "ally-009", 1)  # 2
    add_tokens(st, 1, 2)
    before = score(st)["council_totals"][1]
    run_effect(st, {"op": "kill_ally", "target": "chosen", "scope": "any"}, 0,
               chooser=lambda s, seat, o: {"type": "choose", "choice": {"ally": "ally-029"}})
    assert "ally-029" in st["killed"] and len(st["councils"][1]["tokens"]) == 2
    assert score(st)["council_totals"][1] == before - 5
    assert all("ally-029" in GAME.view(st, s)["killed"] for s in [None, 0, 1, 2, 3])


def test_s28_unique_cards_are_boxed_and_hands_are_9_plus_1_advanced():
    """28. Unique cards are boxed, and hands are 9 + 1 (advanced)."""
    st = with_rulers(4, ["jon", "cersei", "doran", "tyrion"], advanced=True)
    set_current(st, PLAIN)
    w1 = [u for u in st["hands"][0] if POOL.card(u)["kind"] == "unique"][0]
    rest = list(st["aside"][0])
    act(st, 0, {"type": "play", "card": w1})
    while st["round"] == 1:
        finish_round(st)
    assert w1 in st["box"] and w1 not in st["discard"]
    while st["season"] == "summer":
        finish_round(st)
    whites = [u for u in st["hands"][0] if POOL.card(u)["kind"] == "unique"]
    assert len(st["hands"][0]) == 10 and len(whites) == 1 and whites[0] in rest
    assert len(st["aside"][0]) == 2
    other_whites = [u for s in range(1, 4) for u in st["box"] if POOL.card(u)["ruler"]
                    == st["rulers"][s]]
    assert len(other_whites) == 3  # each other ruler's summer white was boxed with the hand
    public = GAME.view(st, 2)["box_public"]
    assert w1 in public and not set(other_whites) & set(public)  # hand discards stay unseen


def _circulating(st):
    return [u for u in st["deck"] + st["discard"] + [x for h in st["hands"] for x in h]
            + [x for p in st["piles"] for x in p] if POOL.card(u)["kind"] != "unique"]


def test_s29_story_cards_4_players_advanced():
    """29. Story cards, 4 players (advanced)."""
    st = new_game(4, advanced=True)
    while st["season"] == "summer":
        finish_round(st)
    assert len(_circulating(st)) == 65 and len(st["deck"]) == 29
    assert len(st["blue_aside"]) == 8
    while st["season"] == "autumn":
        finish_round(st)
    assert len(_circulating(st)) == 68 and len(st["blue_aside"]) == 5


def test_s30_story_cards_6_players_advanced():
    """30. Story cards, 6 players (advanced)."""
    st = new_game(6, advanced=True)
    assert st["season"] == "autumn" and len(st["blue_aside"]) == 11
    while st["season"] == "autumn":
        finish_round(st)
    assert len(st["blue_aside"]) == 5 and len(_circulating(st)) == 68


def test_s31_draft_directions_4_players():
    """31. Draft directions, 4 players."""
    st = new_game(4, draft=True)
    assert st["stack"][-1]["kind"] == "draft"
    packets = [list(p) for p in st["draft"]["packets"]]
    assert [len(p) for p in packets] == [10] * 4
    picks = []
    for s in range(4):
        o = options(st, s)
        assert GAME.decisions(st, s)[0]["sealed"] is True
        picks.append(o[0]["card"])
        act(st, s, o[0])
    # A's packet (minus A's pick) went to B: passing left
    assert sorted(st["draft"]["packets"][1]) == sorted(set(packets[0]) - {picks[0]})
    n_picks = 1
    while st["draft"] is not None:
        for s in GAME.to_act(st):
            act(st, s, options(st, s)[0])
        n_picks += 1
    assert n_picks == 9 and all(len(h) == 10 for h in st["hands"])  # 10th pick forced
    while st["season"] == "summer":
        finish_round(st)
    assert st["draft"]["dir"] == -1  # autumn: right
    before = [list(p) for p in st["draft"]["packets"]]
    for s in range(4):
        act(st, s, {"type": "draft_pick", "card": before[s][0]})
    assert sorted(st["draft"]["packets"][3]) == sorted(before[0][1:])  # A -> D
    while st["season"] == "autumn":
        finish_round(st)
    assert st["draft"]["dir"] == 1  # winter: left again


def test_s32_vece_korolei_setup():
    """32. Вече Королей setup."""
    st = new_game(5, vece=True)
    assert st["options"]["draft"] and st["options"]["advanced"]
    while st["draft"] is not None:
        for s in GAME.to_act(st):
            act(st, s, options(st, s)[0])
    assert len(st["deck"]) == 59 and all(len(h) == 10 for h in st["hands"])
    foreign = [u for u in POOL.unique[[r for r in POOL.rulers if r != st["rulers"][0]][0]]]
    assert may_play(st, 0, foreign[0])
    while st["season"] == "autumn":
        finish_round(st)
    while st["draft"] is not None:
        for s in GAME.to_act(st):
            act(st, s, options(st, s)[0])
    assert st["blue_aside"] == []
    assert sum(1 for u in _circulating(st) if POOL.card(u)["kind"] == "story") == 11


def test_s33_ally_row_basic_operation():
    """33. Ally row, basic operation."""
    st = new_game(4, ally_row=True)
    row = [st["current"]] + st["row"]
    assert len(row) == 5 and len(st["ally_deck"]) == 45
    r2 = st["row"][0]
    finish_round(st)
    assert st["current"] == r2


def test_s34_ally_row_reveal_the_next_ally_and_put_on_top():
    """34. Ally row, "reveal the next ally" and "put on top"."""
    st = new_game(4, ally_row=True)
    r3, x = st["row"][0], st["ally_deck"][-1]
    run_effect(st, {"op": "reveal_extra_ally", "count": 1, "acceptor": "you", "when": "now",
                    "placement": "free", "unclaimed": "bottom_of_deck"}, 0)
    assert st["row"][-1] == x and council_of(st, r3) in councils_of(st, 0)
    y = "ally-050" if "ally-050" not in (r3, x, st["current"]) else "ally-049"
    from btwixt_helpers import take_ally
    take_ally(st, y)
    st["killed"].append(y)
    run_effect(st, {"op": "recover_killed_ally", "to": "deck_top"}, 0,
               chooser=lambda s, seat, o: {"type": "choose", "choice": {"ally": y}})
    assert st["row"][0] == y  # immediately right of the current ally


def test_s35_ally_row_look_at_the_top_2_allies():
    """35. Ally row, "look at the top 2 allies"."""
    st = new_game(4, ally_row=True)
    r3, x = st["row"][0], st["ally_deck"][-1]
    ev = run_effect(st, {"op": "look_at_allies", "count": 2, "reorder": False}, 0)
    seen = [e for e in ev if e["type"] == "allies-seen"][0]
    assert seen["allies"] == [r3, x] and seen["to"] == [0]


@pytest.mark.parametrize("n,season,rounds", [(4, "autumn", 10), (6, "winter", 7)])
def test_s36_quick_game(n, season, rounds):
    """36. Quick game."""
    st = new_game(n, quick=True)
    assert st["season"] == season and st["rps"] == n + 1
    played = 0
    while st["result"] is None:
        finish_round(st)
        played += 1
    assert played == rounds


def test_s37_game_end_trigger():
    """37. Game end trigger."""
    st = new_game(5)
    st["season"], st["round"] = "winter", 6
    plain_current(st)
    sizes = [len(h) for h in st["hands"]]
    finish_round(st)
    assert st["result"] is not None and st["stack"] == []
    assert [len(h) for h in st["hands"]] == sizes
    v = GAME.view(st, None)
    assert v["phase"] == "finished" and len(v["token_values"]) == 1


def test_s38_power_token_secrecy():
    """38. Power-token secrecy."""
    st = new_game(4, first=0)
    plain_current(st)
    kneel_all(st)
    pick(st, 0, {"council": 0})
    ev = pick(st, 0, {"council": 0})
    tok = st["councils"][0]["tokens"][0]
    value = st["tv"][tok]
    assert not any("value" in e for e in ev)
    for s in [None, 0, 1, 2, 3]:
        v = GAME.view(st, s)
        assert v["known_tokens"] == {} and "token_values" not in v
        assert v["councils"][0]["tokens"] == [tok]
    while st["result"] is None:
        finish_round(st)
    assert GAME.view(st, 2)["token_values"][str(tok)] == value


def test_s39_during_this_round_expiry():
    """39. "During this round" expiry."""
    st = new_game(4, first=0)
    set_current(st, "ally-033")            # Grey Worm: no red cards this round
    red = give(st, 0, "inf-red-11")
    assert {"type": "play", "card": red} not in options(st, 0)
    st["ally_deck"].remove(CUR)
    st["ally_deck"].append(CUR)
    finish_round(st)
    assert st["dr"] is None and st["current"] == CUR
    seat = GAME.to_act(st)[0]
    give(st, seat, "inf-red-08")
    assert any(a.get("card", "").startswith("inf-red") for a in options(st, seat))


def test_s40_when_accepted_addresses_the_acceptor():
    """40. "When accepted" addresses the acceptor."""
    st = new_game(4, first=0)
    set_current(st, "ally-017")            # Davos: you gain a token in your other council
    put_in_pile(st, 2, "inf-red-11")
    kneel_all(st)
    pick(st, 2, {"council": 2})
    assert len(st["councils"][1]["tokens"]) == 1   # C's other council
    pick(st, 2, {"council": 2})
    assert sum(len(c["tokens"]) for c in st["councils"]) == 2


def test_s41_gaining_a_token_from_an_influence_ability():
    """41. Gaining a token from an influence ability."""
    st = new_game(4, first=0)
    supply = len(st["supply"])
    seen = []
    ev = run_effect(st, {"op": "gain_power_token", "who": "you", "count": 1,
                         "destination": "your_choice"}, 3,
                    chooser=lambda s, seat, o: seen.append([a["choice"] for a in o]) or o[0])
    assert sorted(c["council"] for c in seen[0]) == [2, 3]
    assert len(st["supply"]) == supply - 1
    assert not any("value" in e for e in ev)


def test_s42_card_text_beats_the_rules_seed_priority_example():
    """42. Card text beats the rules (seed priority example)."""
    st = new_game(4, first=0)
    _puppets(st, 1, 0)
    assert council_of(st, CUR) == 0   # Puppet beats the free choice
    st = new_game(4, first=0)
    set_current(st, "ally-001")
    put_ally(st, "ally-013", 3)
    put_in_pile(st, 1, "inf-purple-01")
    put_in_pile(st, 0, "inf-red-11")
    kneel_all(st)
    assert council_of(st, "ally-001") == 3   # Sansa (ally) beats Puppet (influence)
