"""Acceptance scenarios 21-42 of spec §11 (placement, killing, advanced rules, variants)."""
import pytest

from api.games.btwixt import GAME
from api.games.btwixt.bidding import may_play
from api.games.btwixt.scoring import score
from api.games.btwixt.state import councils_of
from btwixt_helpers import (POOL, act, add_tokens, choices, council_of,
                            finish_round, give, kneel, kneel_all, new_game, options,
                            pending, pick, play, put_ally, put_in_pile, run_effect, set_current,
                            with_rulers)

PLAIN = "ally-009"  # Myrcella: a placement rule only; used where the ally does not matter


CUR = "ally-039"  # Joffrey: an end-of-game ability only, so acceptance changes nothing else


def plain_current(state, ally=CUR):
    set_current(state, ally)


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
