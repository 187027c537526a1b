"""Each of the 28 effect ops on its own (pool README §6), run directly through the interpreter.

The card tests exercise every op through real cards; these pin each op's own contract,
including parameter values no card in the reconstructed pool uses yet.
"""
from api.games.btwixt.bidding import bid_total, may_play
from api.games.btwixt.effects import OPS
from btwixt_helpers import (add_tokens, council_of, new_game, put_ally, put_in_pile, run_effect,
                            set_current, take_ally)

CUR = "ally-039"


def table(n=4):
    st = new_game(n, first=0)
    set_current(st, CUR)
    return st


def pick_first(*vals):
    def chooser(state, seat, opts):
        for v in vals:
            for a in opts:
                if a.get("choice") == v:
                    return a
        return opts[0]
    return chooser


def test_op_sequence_binds_that_ruler_and_honours_if_done():
    st = table()
    run_effect(st, {"op": "sequence", "steps": [
        {"op": "kneel", "who": "chosen_other"},
        {"op": "draw_cards", "who": "that_ruler", "count": 1, "if_done": True}]}, 0,
        chooser=pick_first({"seat": 2}))
    assert st["knelt"][2] and len(st["hands"][2]) == 11
    st["knelt"] = [True] * 4
    run_effect(st, {"op": "sequence", "steps": [
        {"op": "kneel", "who": "chosen_other"},
        {"op": "draw_cards", "who": "you", "count": 1, "if_done": True}]}, 0)
    assert len(st["hands"][0]) == 10


def test_op_choose_one_skips_options_that_cannot_apply():
    st = table()
    st["hands"][1], st["deck"] = [], st["deck"] + st["hands"][1]
    seen = []
    run_effect(st, {"op": "choose_one", "for_each": "each_neighbour", "chooser": "that_ruler",
                    "options": [{"op": "discard_from_hand", "who": "that_ruler", "count": 1,
                                 "mode": "owner_chooses"}, {"op": "kneel", "who": "that_ruler"}]},
               0, chooser=lambda s, seat, o: seen.append((seat, len(o))) or o[0])
    assert st["knelt"][1]                    # seat 1 had no card: only "kneel" was possible
    assert (3, 2) in seen


def test_op_conditional_else_branch():
    st = table()
    st["winner"] = 1
    run_effect(st, {"op": "conditional", "if": {"test": "you_won_bid"},
                    "then": {"op": "draw_cards", "who": "you", "count": 3},
                    "else": {"op": "draw_cards", "who": "you", "count": 1}}, 0)
    assert len(st["hands"][0]) == 11


def test_op_move_bid_card_respects_filter():
    st = table()
    big = put_in_pile(st, 1, "inf-red-08")
    run_effect(st, {"op": "move_bid_card", "card": "chosen", "from": "chosen_other", "to": "you",
                    "filter": {"max_value": 4}}, 0)
    assert st["piles"][1] == [big]


def test_op_return_to_hand_top_from_each_other_ruler():
    st = table()
    a = put_in_pile(st, 1, "inf-red-04")
    b = put_in_pile(st, 1, "inf-red-06")
    run_effect(st, {"op": "return_to_hand", "card": "top", "from": "each_other_ruler",
                    "when": "now"}, 0)
    assert st["piles"][1] == [a] and b in st["hands"][1]


def test_op_discard_bid_card_top():
    st = table()
    put_in_pile(st, 2, "inf-red-04")
    b = put_in_pile(st, 2, "inf-red-06")
    run_effect(st, {"op": "discard_bid_card", "card": "top", "from": "chosen_other"}, 0,
               chooser=pick_first({"seat": 2}))
    assert b in st["discard"] and len(st["piles"][2]) == 1


def test_op_modify_influence_ruler_total_never_below_zero():
    st = table()
    put_in_pile(st, 1, "inf-red-03")
    run_effect(st, {"op": "modify_influence", "target": "ruler_total", "who": "chosen_other",
                    "amount": -5, "duration": "round"}, 0, chooser=pick_first({"seat": 1}))
    assert bid_total(st, 1) == 0


def test_op_copy_effect_never_copies_a_copy():
    st = table()
    put_in_pile(st, 1, "inf-purple-04")
    ev = run_effect(st, {"op": "copy_effect", "source": "other_card_in_any_bid_pile",
                         "timing_filter": "on_play"}, 0)
    assert not any(e["type"] == "effect-copied" for e in ev)


def test_op_kneel_each_other_ruler_with_filter():
    st = table()
    put_in_pile(st, 0, "inf-red-04")
    put_in_pile(st, 2, "inf-red-08")
    run_effect(st, {"op": "kneel", "who": "each_other_ruler", "ruler_filter": ["lower_total"]}, 0)
    assert st["knelt"] == [False, True, False, True]


def test_op_restrict_play_max_cards_per_ruler():
    st = table()
    st["played"][0] = 1
    run_effect(st, {"op": "restrict_play", "max_cards_per_ruler": 1, "duration": "round"}, 2)
    assert not may_play(st, 0, st["hands"][0][0]) and may_play(st, 1, st["hands"][1][0])


def test_op_change_bid_rules_winner_tokens_latest_influence_wins():
    from api.games.btwixt.bidding import winner_tokens
    st = table()
    run_effect(st, {"op": "change_bid_rules", "winner_tokens": 2, "duration": "round"}, 0)
    run_effect(st, {"op": "change_bid_rules", "winner_tokens": 0, "duration": "round"}, 1)
    st["mods"][0]["seq"], st["mods"][1]["seq"] = 1, 2
    assert winner_tokens(st) == 0
    set_current(st, "ally-031")   # an ally's rule beats any influence card's
    assert winner_tokens(st) == 2


def test_op_draw_cards_reshuffles_the_discard_pile():
    st = table()
    st["discard"], st["deck"] = st["deck"], []
    run_effect(st, {"op": "draw_cards", "who": "you", "count": 2}, 0)
    assert len(st["hands"][0]) == 12 and st["discard"] == []


def test_op_discard_from_hand_random_discards_all_when_short():
    st = table()
    st["deck"] += st["hands"][2][1:]
    st["hands"][2] = st["hands"][2][:1]
    run_effect(st, {"op": "discard_from_hand", "who": "chosen_other", "count": 2,
                    "mode": "random"}, 0, chooser=pick_first({"seat": 2}))
    assert st["hands"][2] == [] and len(st["discard"]) == 1


def test_op_take_from_discard_two_cards():
    st = table()
    st["discard"] = [st["deck"].pop(), st["deck"].pop()]
    run_effect(st, {"op": "take_from_discard", "count": 2}, 0)
    assert st["discard"] == [] and len(st["hands"][0]) == 12


def test_op_take_from_hand_never_takes_a_white_card():
    st = new_game(4, first=0, advanced=True)
    set_current(st, CUR)
    st["deck"] += [u for u in st["hands"][1] if "uniq" not in u]
    st["hands"][1] = [u for u in st["hands"][1] if "uniq" in u]
    run_effect(st, {"op": "take_from_hand", "from": "chosen_neighbour", "count": 1,
                    "mode": "random"}, 0, chooser=pick_first({"seat": 1}))
    assert len(st["hands"][1]) == 1 and len(st["hands"][0]) == 10


def test_op_look_at_hand_is_private():
    st = table()
    ev = run_effect(st, {"op": "look_at_hand", "whose": "chosen_other"}, 0,
                    chooser=pick_first({"seat": 3}))
    assert [e for e in ev if "cards" in e][0]["to"] == [0]
    assert [e for e in ev if e["type"] == "hand-looked-at"][0].get("to") is None


def test_op_reveal_extra_ally_keep_one_and_kill_the_rest():
    st = table()
    two = ["ally-040", "ally-041"]          # end-of-game allies: nothing else happens
    for a in two[::-1]:
        st["ally_deck"].remove(a)
        st["ally_deck"].append(a)
    run_effect(st, {"op": "reveal_extra_ally", "count": 2, "keep": 1, "acceptor": "you",
                    "when": "now", "placement": "free", "unclaimed": "kill"}, 0,
               chooser=pick_first({"ally": two[1]}, {"council": 3}))
    assert council_of(st, two[1]) == 3 and two[0] in st["killed"]


def test_op_kill_ally_highest_power_in_a_chosen_council():
    st = table()
    put_ally(st, "ally-029", 2)
    put_ally(st, "ally-016", 2)
    put_ally(st, "ally-011", 1)
    run_effect(st, {"op": "kill_ally", "target": "highest_power", "scope": "not_yours"}, 0,
               chooser=pick_first({"council": 2}))
    assert st["killed"] == ["ally-029"]


def test_op_replace_current_ally_with_empty_deck():
    st = table()
    st["killed"] += st["ally_deck"]
    st["ally_deck"] = []
    run_effect(st, {"op": "replace_current_ally", "put": "bottom_of_deck"}, 0)
    assert st["current"] is None and st["ally_deck"] == [CUR]   # no current ally this round


def test_op_look_at_allies_without_reorder():
    st = table()
    deck = list(st["ally_deck"])
    ev = run_effect(st, {"op": "look_at_allies", "count": 3, "reorder": False}, 1)
    assert st["ally_deck"] == deck
    assert [e for e in ev if e["type"] == "allies-seen"][0]["allies"] == deck[-3:][::-1]


def test_op_recover_killed_ally_your_choice_is_not_an_acceptance():
    st = table()
    take_ally(st, "ally-016")
    st["killed"].append("ally-016")
    h = len(st["hands"][0])
    run_effect(st, {"op": "recover_killed_ally", "to": "your_choice"}, 0,
               chooser=pick_first({"council": 3}))
    assert council_of(st, "ally-016") == 3 and len(st["hands"][0]) == h  # no on-accept draw


def test_op_move_ally_to_your_other_council():
    st = table()
    put_ally(st, "ally-016", 0)
    run_effect(st, {"op": "move_ally", "mode": "move", "from_scope": "your_councils",
                    "to": "your_other_council"}, 0)
    assert council_of(st, "ally-016") == 3


def test_op_gain_power_token_empty_supply_gives_nothing():
    st = table()
    for c in st["councils"]:
        c["tokens"] += st["supply"][:13]
        del st["supply"][:13]
    st["councils"][0]["tokens"] += st["supply"]
    st["supply"] = []
    ev = run_effect(st, {"op": "gain_power_token", "who": "you", "count": 1,
                         "destination": "your_choice"}, 0)
    assert not any(e["type"] == "power-token-gained" for e in ev)


def test_op_peek_power_tokens_only_the_peeker_learns():
    st = table()
    add_tokens(st, 2, 1)
    ev = run_effect(st, {"op": "peek_power_tokens", "scope": "chosen_council", "count": "all"}, 0)
    private = [e for e in ev if e["type"] == "power-tokens-seen"][0]
    assert private["to"] == [0] and st["known"][1] == []


def test_op_remove_power_token_forgets_peeked_values():
    st = table()
    add_tokens(st, 2, 1)
    t = st["councils"][2]["tokens"][0]
    st["known"][0].append(t)
    run_effect(st, {"op": "remove_power_token", "scope": "chosen_council_not_yours", "count": 1,
                    "mode": "random"}, 0)
    assert t in st["supply"] and t not in st["known"][0]


def test_op_restrict_placement_and_modify_power_do_nothing_when_run():
    st = table()
    for eff in ({"op": "restrict_placement", "target": "self", "rule": "free",
                 "applies_when": "always"}, {"op": "modify_power", "target": "self", "amount": 2}):
        ev = run_effect(st, eff, 0)
        assert ev == []


def test_op_immune_against_other_rulers_only():
    from api.games.btwixt.bidding import card_immune
    st = table()
    c = put_in_pile(st, 0, "inf-red-04")
    run_effect(st, {"op": "immune", "scope": "your_bid_pile", "from": ["move"],
                    "against": "other_rulers", "duration": "round"}, 0)
    assert card_immune(st, c, "move", 1) and not card_immune(st, c, "move", 0)


def test_every_op_has_a_test_here():
    names = set(globals())
    for op in OPS:
        assert any(n.startswith(f"test_op_{op}") or f"_{op}_" in n or n.endswith(op)
                   for n in names), op
