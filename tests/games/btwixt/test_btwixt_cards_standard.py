"""Every standard (red, green, purple) influence card's ability, one test per card."""
from api.games.btwixt.bidding import card_value, may_play
from btwixt_cards_kit import CUR, answer, hand, play_card, prefer, table, tokens_of  # noqa: F401
from btwixt_helpers import (POOL, act, add_tokens, council_of, finish_round, give, kneel,  # noqa: F401
                            options, put_ally, put_in_pile, set_current, take_ally, with_rulers)


# -- red -------------------------------------------------------------------------------------

def test_card_inf_red_01_betrayal():
    st = table()
    c = put_in_pile(st, 1, "inf-red-04")
    play_card(st, "inf-red-01")
    assert c in st["piles"][0] and st["piles"][1] == []


def test_card_inf_red_02_hired_knife():
    st = table()
    put_ally(st, "ally-016", 1)
    play_card(st, "inf-red-02")
    assert "ally-016" in st["killed"]


def test_card_inf_red_03_ambush():
    st = table()
    c = put_in_pile(st, 1, "inf-red-04")
    play_card(st, "inf-red-03")
    assert c in st["discard"] and st["piles"][1] == []


def test_card_inf_red_04_raid():
    st = table()
    h0, h1 = hand(st), hand(st, 1)
    play_card(st, "inf-red-04", prefer({"seat": 1}))
    assert hand(st) == h0 + 1 - 1 + 1 and hand(st, 1) == h1 - 1


def test_card_inf_red_05_show_of_force():
    st = table()
    play_card(st, "inf-red-05", prefer({"seat": 2}))
    assert st["knelt"][2] and not st["knelt"][1]


def test_card_inf_red_06_pillage():
    st = table()
    add_tokens(st, 1, 2)
    supply = len(st["supply"])
    play_card(st, "inf-red-06")
    assert len(st["councils"][1]["tokens"]) == 1 and len(st["supply"]) == supply + 1


def test_card_inf_red_07_threats():
    st = table()
    h2 = hand(st, 2)
    play_card(st, "inf-red-07", prefer({"seat": 2}))
    assert hand(st, 2) == h2 - 1 and len(st["discard"]) == 1


def test_card_inf_red_08_ultimatum():
    st = table()
    h = [hand(st, s) for s in range(4)]
    kneel_choice = lambda state, seat, opts: opts[1] if seat == 1 else opts[0]  # noqa: E731
    play_card(st, "inf-red-08", kneel_choice)
    assert st["knelt"][1] and hand(st, 1) == h[1]
    assert hand(st, 2) == h[2] - 1 and hand(st, 3) == h[3] - 1


def test_card_inf_red_09_sellswords():
    st = table()
    h = hand(st)
    play_card(st, "inf-red-09")
    assert hand(st) == h + 1 - 1 - 1 and len(st["discard"]) == 1


def test_card_inf_red_10_mailed_fist():
    st = table()
    put_ally(st, "ally-016", 3)
    play_card(st, "inf-red-10")
    finish_round(st)
    assert council_of(st, CUR) == 3   # you won: the council with more allies


def test_card_inf_red_11_desperate_charge():
    st = table()
    play_card(st, "inf-red-11")
    assert st["knelt"][0] and st["stack"][-1]["seat"] == 1


# -- green -----------------------------------------------------------------------------------

def test_card_inf_green_01_backup_plan():
    st = table()
    put_in_pile(st, 1, "inf-red-11")
    bp, _ = play_card(st, "inf-green-01")
    finish_round(st)
    assert bp in st["hands"][0]
    st = table()
    bp, _ = play_card(st, "inf-green-01")
    finish_round(st)
    assert bp in st["discard"]           # won: no return


def test_card_inf_green_02_iron_bank_loan():
    st = table()
    h = hand(st)
    play_card(st, "inf-green-02")
    assert hand(st) == h + 2


def test_card_inf_green_03_strategic_retreat():
    st = table()
    c = put_in_pile(st, 0, "inf-red-04")
    play_card(st, "inf-green-03")
    assert c in st["hands"][0] and st["knelt"][0]


def test_card_inf_green_04_hidden_reserves():
    st = table()
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "inf-green-04")
    finish_round(st)
    assert tokens_of(st, 0) == 1       # lost the bid, still gained a token


def test_card_inf_green_05_bountiful_harvest():
    st = table()
    u = put_in_pile(st, 0, "inf-green-05")
    put_in_pile(st, 0, "inf-green-02")
    put_in_pile(st, 0, "inf-green-03")
    assert card_value(st, u, 0) == 4


def test_card_inf_green_06_trade_agreement():
    st = table()
    h0, h3 = hand(st), hand(st, 3)
    play_card(st, "inf-green-06", prefer({"seat": 3}))
    assert hand(st) == h0 + 1 and hand(st, 3) == h3 + 1


def test_card_inf_green_07_old_debts():
    st = table()
    small, big = "inf-red-04#1", "inf-red-11"
    for u in (small, big):
        from btwixt_helpers import where
        where(st, u)
        st["discard"].append(u)
    play_card(st, "inf-green-07")
    assert small in st["hands"][0] and big in st["discard"]


def test_card_inf_green_08_steady_income():
    st = table()
    play_card(st, "inf-green-08")
    h = hand(st)
    finish_round(st)
    assert hand(st) == h + 1


def test_card_inf_green_09_summer_bounty():
    st = table()
    h = [hand(st, s) for s in range(4)]
    play_card(st, "inf-green-09")
    assert [hand(st, s) for s in (1, 2, 3)] == [h[1] + 1, h[2] + 1, h[3] + 1]


def test_card_inf_green_10_tolls():
    st = table()
    play_card(st, "inf-green-10")
    finish_round(st)
    assert tokens_of(st, 0) == 2


def test_card_inf_green_11_gold_dragons():
    st = table()
    play_card(st, "inf-green-11")
    h = hand(st)
    finish_round(st)
    assert hand(st) == h - 2


# -- purple ----------------------------------------------------------------------------------

def test_card_inf_purple_01_puppet():
    st = table()
    put_in_pile(st, 1, "inf-purple-01")
    put_in_pile(st, 0, "inf-red-11")
    finish_round(st, prefer({"council": 3}))
    assert council_of(st, CUR) == 0


def test_card_inf_purple_02_matchmaker():
    st = table()
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "inf-purple-02")
    extra = st["sched"][0]["allies"][0]
    finish_round(st)
    assert council_of(st, extra) == 0   # shared with the winner (seat 1)


def test_card_inf_purple_03_little_birds():
    st = table()
    play_card(st, "inf-purple-03")
    t = st["current_tokens"][0]
    assert st["known"][0] == [t]
    finish_round(st)
    assert t in st["councils"][council_of(st, CUR)]["tokens"]


def test_card_inf_purple_04_mummers_farce():
    st = table()
    put_in_pile(st, 1, "inf-green-02")
    h = hand(st)
    play_card(st, "inf-purple-04")
    assert hand(st) == h + 2


def test_card_inf_purple_05_change_of_plans():
    st = table()
    top = st["ally_deck"][-1]
    play_card(st, "inf-purple-05")
    assert st["current"] == top and st["ally_deck"][0] == CUR


def test_card_inf_purple_06_informant():
    st = table()
    add_tokens(st, 1, 3)
    play_card(st, "inf-purple-06")
    assert len(st["known"][0]) == 2 and set(st["known"][0]) <= set(st["councils"][1]["tokens"])


def test_card_inf_purple_07_pulling_the_strings():
    st = table()
    put_in_pile(st, 1, "inf-purple-07")
    put_in_pile(st, 0, "inf-red-11")
    from btwixt_helpers import kneel_all
    kneel_all(st)
    assert st["stack"][-1]["seat"] == 1 and st["stack"][-1]["prompt"] == "holder-places-ally"
    act(st, 1, {"type": "choose", "choice": {"council": 3}})
    assert council_of(st, CUR) == 3


def test_card_inf_purple_08_court_intrigue():
    st = table()
    play_card(st, "inf-purple-08", prefer({"colour": "red"}))
    assert not may_play(st, 1, "inf-red-08#1") and may_play(st, 1, "inf-green-02#1")


def test_card_inf_purple_09_shifting_loyalties():
    st = table()
    put_ally(st, "ally-016", 0)
    play_card(st, "inf-purple-09")
    finish_round(st, prefer({"ally": "ally-016"}, {"council": 0}))
    assert council_of(st, "ally-016") == 3


def test_card_inf_purple_10_favour_of_the_court():
    st = table()
    put_in_pile(st, 0, "inf-red-09", 1)
    put_in_pile(st, 2, "inf-red-06", 1)
    put_in_pile(st, 2, "inf-purple-10")    # 4 + 6 = 10 vs 6: make them tie
    put_in_pile(st, 0, "inf-red-06", 2)
    from btwixt_helpers import kneel_all
    kneel_all(st)
    assert st["totals"][0] == st["totals"][2] and st["winner"] == 2
