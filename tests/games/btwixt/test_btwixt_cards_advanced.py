"""Every story (blue) and unique (white) card's ability, one test per card."""
from api.games.btwixt.bidding import bid_total, card_value, may_play, totals
from btwixt_cards_kit import CUR, answer, hand, play_card, prefer, table, tokens_of  # noqa: F401
from btwixt_helpers import (POOL, act, add_tokens, council_of, finish_round, give, kneel,  # noqa: F401
                            options, put_ally, put_in_pile, set_current, take_ally, with_rulers)


# -- story -----------------------------------------------------------------------------------

def test_card_story_01_bribe():
    st = table()
    b, _ = play_card(st, "story-01", prefer({"seat": 2}))
    assert b in st["piles"][2] and st["knelt"][2]
    finish_round(st)
    assert b in st["hands"][2]


def test_card_story_02_blood_magic():
    st = table()
    two = st["ally_deck"][-2:][::-1]
    play_card(st, "story-02")
    assert CUR in st["killed"] and st["sched"][0]["allies"] == two
    finish_round(st, prefer({"ally": two[1]}))
    assert council_of(st, two[1]) is not None and two[0] in st["killed"]


def test_card_story_03_the_red_wedding():
    st = table()
    put_ally(st, "ally-029", 1)
    put_ally(st, "ally-016", 1)
    play_card(st, "story-03")
    assert "ally-029" in st["killed"] and council_of(st, "ally-016") == 1


def test_card_story_04_battle_of_the_blackwater():
    st = table()
    c1 = put_in_pile(st, 1, "inf-red-04")
    c2 = put_in_pile(st, 2, "inf-red-06")
    play_card(st, "story-04")
    assert c1 in st["hands"][1] and c2 in st["hands"][2]


def test_card_story_05_the_purple_wedding():
    st = table()
    play_card(st, "story-05")
    assert CUR in st["killed"]
    finish_round(st)
    assert tokens_of(st, 0) == 2


def test_card_story_06_the_hands_tourney():
    st = table()
    play_card(st, "story-06")
    extra = st["sched"][0]["allies"][0]
    finish_round(st, prefer({"council": 0}))
    assert council_of(st, CUR) == 0 and council_of(st, extra) == 3


def test_card_story_07_the_iron_bank_will_have_its_due():
    st = table()
    for _ in range(2):
        st["hands"][2].append(st["deck"].pop())
    h = [hand(st, s) for s in range(4)]
    play_card(st, "story-07")
    # only seat 2 holds more cards than the player now has
    assert hand(st, 2) == h[2] - 1 and hand(st, 1) == h[1] and hand(st, 3) == h[3]


def test_card_story_08_winter_has_come():
    st = table()
    play_card(st, "story-08")
    assert not may_play(st, 1, "inf-green-02#1") and may_play(st, 1, "inf-red-08#1")


def test_card_story_09_walk_of_atonement():
    st = table()
    put_in_pile(st, 2, "inf-red-09")
    play_card(st, "story-09", prefer({"seat": 2}))
    assert bid_total(st, 2) == 3


def test_card_story_10_the_kingsmoot():
    st = table()
    put_in_pile(st, 2, "inf-red-09")
    play_card(st, "story-10", prefer({"seat": 2}))   # value 3
    put_in_pile(st, 0, "inf-red-04")                  # 3 + 3 = 6: a tie with seat 2
    from btwixt_helpers import kneel_all
    kneel_all(st)
    assert st["totals"][0] == st["totals"][2] and st["winner"] == 2


def test_card_story_11_the_kings_peace():
    st = table()
    put_ally(st, "ally-016", 1)
    c = put_in_pile(st, 1, "inf-red-04")
    play_card(st, "story-11")
    kneel(st, 1)
    play_card(st, "inf-red-02", seat=2)
    kneel(st, 3)
    play_card(st, "inf-red-03", seat=0)
    assert "ally-016" not in st["killed"] and st["piles"][1] == [c]


# -- unique: Cersei, Euron, Melisandre ----------------------------------------------------------

def test_card_uniq_cersei_1_hear_me_roar():
    st = table("cersei")
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "uniq-cersei-1")
    assert st["knelt"] == [False, False, True, True]


def test_card_uniq_cersei_2_gold_of_casterly_rock():
    st = table("cersei")
    put_in_pile(st, 1, "inf-red-11")
    put_in_pile(st, 1, "inf-red-09")
    play_card(st, "uniq-cersei-2")
    h = hand(st)
    finish_round(st)
    assert hand(st) == h - 1


def test_card_uniq_cersei_3_wildfire():
    st = table("cersei")
    put_ally(st, "ally-007", 0)
    play_card(st, "uniq-cersei-3")
    assert "ally-007" in st["killed"]


def test_card_uniq_cersei_4_you_win_or_you_die():
    st = table("cersei")
    play_card(st, "uniq-cersei-4")
    finish_round(st)
    assert tokens_of(st, 0) == 2
    st = table("cersei")
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "uniq-cersei-4")
    h = hand(st)
    finish_round(st)
    assert hand(st) == h - 1 and tokens_of(st, 0) == 0


def test_card_uniq_euron_1_the_silence():
    st = table("euron")
    c = put_in_pile(st, 0, "inf-red-04")
    play_card(st, "uniq-euron-1")
    play_card(st, "inf-red-01", seat=1)
    assert c in st["piles"][0]


def test_card_uniq_euron_2_we_do_not_sow():
    st = table("euron")
    h = [hand(st, s) for s in range(4)]
    play_card(st, "uniq-euron-2")
    assert hand(st) == h[0] + 2 and hand(st, 1) == h[1] - 1 and hand(st, 3) == h[3] - 1


def test_card_uniq_euron_3_dragonbinder():
    st = table("euron")
    put_ally(st, "ally-016", 1)
    play_card(st, "uniq-euron-3", prefer({"council": 3}))
    assert council_of(st, "ally-016") == 3


def test_card_uniq_euron_4_crows_eye():
    st = table("euron")
    h2 = hand(st, 2)
    _, ev = play_card(st, "uniq-euron-4", prefer({"seat": 2}))
    seen = [e for e in ev if e["type"] == "hand-seen"]
    assert seen[0]["to"] == [0] and hand(st, 2) == h2 - 1


def test_card_uniq_melisandre_1_shadow_assassin():
    st = table("melisandre")
    play_card(st, "uniq-melisandre-1")
    assert CUR in st["killed"] and st["current"] is None


def test_card_uniq_melisandre_2_visions_in_the_flames():
    st = table("melisandre")
    top3 = st["ally_deck"][-3:][::-1]
    _, ev = play_card(st, "uniq-melisandre-2", prefer({"order": top3[::-1]}))
    assert st["ally_deck"][-3:][::-1] == top3[::-1]
    assert [e for e in ev if e["type"] == "allies-seen"][0]["to"] == [0]


def test_card_uniq_melisandre_3_kings_blood():
    st = table("melisandre")
    put_in_pile(st, 1, "inf-red-11")
    put_ally(st, "ally-016", 1)
    play_card(st, "uniq-melisandre-3")
    finish_round(st, prefer({"ally": "ally-016"}))
    assert "ally-016" in st["killed"]


def test_card_uniq_melisandre_4_the_night_is_dark_and_full_of_terrors():
    st = table("melisandre")
    u = put_in_pile(st, 0, "uniq-melisandre-4")
    for a in ("ally-016", "ally-018"):
        take_ally(st, a)
        st["killed"].append(a)
    assert card_value(st, u, 0) == 3 + 2


# -- unique: Doran, Tyrion, Olenna ----------------------------------------------------------

def test_card_uniq_doran_1_unbowed_unbent_unbroken():
    st = table("doran")
    put_in_pile(st, 1, "inf-red-11")
    u, _ = play_card(st, "uniq-doran-1")
    finish_round(st)
    assert u in st["hands"][0]


def test_card_uniq_doran_2_the_princes_patience():
    st = table("doran")
    play_card(st, "uniq-doran-2")
    assert st["knelt"][0] and tokens_of(st, 0) == 2


def test_card_uniq_doran_3_the_secret_pact():
    st = table("doran")
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "uniq-doran-3")
    extra = st["sched"][0]["allies"][0]
    finish_round(st)
    assert council_of(st, extra) in (0, 3)


def test_card_uniq_doran_4_eyes_in_the_water_gardens():
    st = table("doran")
    add_tokens(st, 0, 1)
    add_tokens(st, 3, 1)
    h = hand(st)
    play_card(st, "uniq-doran-4")
    assert len(st["known"][0]) == 2 and hand(st) == h + 1   # given, played, drew 1


def test_card_uniq_tyrion_1_a_lannister_always_pays_his_debts():
    st = table("tyrion")
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "uniq-tyrion-1")
    h = hand(st)
    finish_round(st)
    assert hand(st) == h + 2


def test_card_uniq_tyrion_2_the_great_chain():
    st = table("tyrion")
    play_card(st, "uniq-tyrion-2")
    assert not may_play(st, 1, "inf-red-08#1") and may_play(st, 1, "inf-red-06#1")


def test_card_uniq_tyrion_3_a_purse_of_gold():
    st = table("tyrion")
    c = put_in_pile(st, 0, "inf-red-04")
    h = hand(st)
    play_card(st, "uniq-tyrion-3", prefer({"card": c}, {"seat": 2}))
    assert c in st["piles"][2] and hand(st) == h + 2


def test_card_uniq_tyrion_4_the_imps_counsel():
    st = table("tyrion")
    c = put_in_pile(st, 2, "inf-red-04")
    play_card(st, "uniq-tyrion-4")
    assert c in st["hands"][2]


def test_card_uniq_olenna_1_the_strangler():
    st = table("olenna")
    put_ally(st, "ally-007", 2)
    play_card(st, "uniq-olenna-1")
    assert "ally-007" in st["killed"]


def test_card_uniq_olenna_2_growing_strong():
    st = table("olenna")
    u = put_in_pile(st, 0, "uniq-olenna-2")
    put_in_pile(st, 0, "inf-green-02")
    assert card_value(st, u, 0) == 3 + 2


def test_card_uniq_olenna_3_roses_of_highgarden():
    st = table("olenna")
    play_card(st, "uniq-olenna-3")
    assert len(st["councils"][0]["tokens"]) == 1 and len(st["councils"][3]["tokens"]) == 1


def test_card_uniq_olenna_4_queen_of_thorns():
    st = table("olenna")
    put_in_pile(st, 1, "inf-red-11")
    play_card(st, "uniq-olenna-4")
    finish_round(st, prefer({"council": 1}))
    assert len(st["councils"][0]["tokens"]) == 1   # the council shared with the winner


# -- unique: Daenerys, Jon, Petyr ------------------------------------------------------------

def test_card_uniq_daenerys_1_dracarys():
    st = table("daenerys")
    play_card(st, "uniq-daenerys-1", prefer({"option": 0}))
    assert CUR in st["killed"]
    st = table("daenerys")
    put_ally(st, "ally-007", 2)
    play_card(st, "uniq-daenerys-1", prefer({"option": 1}, {"ally": "ally-007"}))
    assert "ally-007" in st["killed"] and st["current"] == CUR


def test_card_uniq_daenerys_2_mother_of_dragons():
    st = table("daenerys")
    h = hand(st)
    play_card(st, "uniq-daenerys-2")
    assert hand(st) == h - 2


def test_card_uniq_daenerys_3_the_unsullied():
    st = table("daenerys")
    u, _ = play_card(st, "uniq-daenerys-3")
    play_card(st, "inf-red-03", seat=1)
    play_card(st, "inf-red-01", seat=2)
    assert u in st["piles"][0]
    assert card_value(st, u, 0) == 6


def test_card_uniq_daenerys_4_fire_and_blood():
    st = table("daenerys")
    play_card(st, "uniq-daenerys-4")
    finish_round(st)
    assert tokens_of(st, 0) == 2


def test_card_uniq_jon_1_the_pack_survives():
    st = table("jon")
    top = st["ally_deck"][-1]
    play_card(st, "uniq-jon-1")
    finish_round(st, prefer({"council": 0}))
    assert council_of(st, CUR) == 0 and council_of(st, top) == 3


def test_card_uniq_jon_2_nights_watch_oath():
    st = table("jon")
    put_ally(st, "ally-016", 0)
    play_card(st, "uniq-jon-2")
    play_card(st, "inf-red-02", seat=1)   # kills <= 2 outside seat 1's councils (0 is its own)
    st2 = table("jon")
    put_ally(st2, "ally-016", 3)
    play_card(st2, "uniq-jon-2")
    play_card(st2, "inf-red-02", seat=1)
    assert "ally-016" not in st2["killed"]


def test_card_uniq_jon_3_winter_is_coming():
    st = table("jon")
    u = put_in_pile(st, 0, "uniq-jon-3")
    assert card_value(st, u, 0) == 4
    st["season"] = "winter"
    assert card_value(st, u, 0) == 7


def test_card_uniq_jon_4_hardhome():
    st = table("jon")
    take_ally(st, "ally-007")
    st["killed"].append("ally-007")
    play_card(st, "uniq-jon-4", prefer({"ally": "ally-007"}, {"council": 3}))
    assert council_of(st, "ally-007") == 3


def test_card_uniq_petyr_1_chaos_is_a_ladder():
    st = table("petyr")
    put_ally(st, "ally-016", 1)
    put_ally(st, "ally-018", 2)
    play_card(st, "uniq-petyr-1", prefer({"ally": "ally-016"}, {"ally": "ally-018"}))
    assert council_of(st, "ally-016") == 2 and council_of(st, "ally-018") == 1


def test_card_uniq_petyr_2_master_of_coin():
    st = table("petyr")
    h = hand(st)
    play_card(st, "uniq-petyr-2")
    assert hand(st) == h + 1 and len(st["discard"]) == 1


def test_card_uniq_petyr_3_double_dealing():
    st = table("petyr")
    play_card(st, "uniq-petyr-3", prefer({"seat": 3}))
    assert totals(st)[3] == 4


def test_card_uniq_petyr_4_whispers_in_the_brothels():
    st = table("petyr")
    add_tokens(st, 2, 3)
    _, ev = play_card(st, "uniq-petyr-4", prefer({"seat": 1}, {"council": 2}))
    assert [e for e in ev if e["type"] == "hand-seen"][0]["whose"] == 1
    assert len(st["known"][0]) == 2


def test_every_card_has_a_test():
    import sys

    import test_btwixt_cards_allies
    import test_btwixt_cards_standard
    names = set(dir(sys.modules[__name__])) | set(dir(test_btwixt_cards_allies)) \
        | set(dir(test_btwixt_cards_standard))
    for rec in POOL.data["cards"]:
        if rec["kind"] in ("ruler", "power_token"):
            continue
        prefix = "test_card_" + rec["id"].replace("-", "_") + "_"
        assert any(n.startswith(prefix) for n in names), rec["id"]
