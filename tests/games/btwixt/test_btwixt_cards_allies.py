"""Every ally's ability (reconstructed pool, data/pool.json), one test per card."""
import pytest

from api.games.btwixt.scoring import council_totals
from btwixt_helpers import (POOL, act, add_tokens, answer_all, choices, council_of, give,
                            kneel_all, new_game, options, pending, pick, put_ally, put_in_pile,
                            set_current, take_ally)


def prefer(*vals):
    def chooser(state, seat, opts):
        for v in vals:
            for a in opts:
                if a.get("choice") == v:
                    return a
        return opts[0]
    return chooser


def accept(ally, setup=None, chooser=None, winner=0, n=4):
    """Seat ``winner`` wins the bid for ``ally``; every question answered by ``chooser``."""
    st = new_game(n, first=0)
    set_current(st, ally)
    put_in_pile(st, winner, "inf-red-11")
    if setup:
        setup(st)
    kneel_all(st)
    legal = sorted(c["council"] for c in choices(st, winner)) \
        if pending(st) == ("ask", "place-ally") else None
    answer_all(st, chooser)
    return st, legal


# -- placement texts (seat 0 wins: its councils are 0 (with seat 1) and 3 (with seat 3)) ----

def test_card_ally_001_sansa_stark():
    def setup(st):
        put_ally(st, "ally-013", 0)             # 6-power ally in council 0
        put_in_pile(st, 3, "inf-purple-01")    # a Puppet that would force council 3
    st, legal = accept("ally-001", setup)
    assert council_of(st, "ally-001") == 0


def test_card_ally_002_mance_rayder():
    def setup(st):
        put_ally(st, "ally-013", 0)
        put_in_pile(st, 1, "inf-purple-01")    # Puppet would force council 0
    st, _ = accept("ally-002", setup)
    assert council_of(st, "ally-002") == 3     # the council with lower power


def test_card_ally_003_jaqen_hghar():
    def setup(st):
        put_in_pile(st, 1, "inf-purple-01")
        put_ally(st, "ally-016", 2)            # power 1, killable
    st, legal = accept("ally-003", setup, prefer({"council": 3}, {"ally": "ally-016"}))
    assert legal == [0, 3]                     # free placement beats the Puppet
    assert council_of(st, "ally-003") == 3 and "ally-016" in st["killed"]


def test_card_ally_004_ser_loras_tyrell():
    st = new_game(4, first=0)
    extra = st["ally_deck"][-1] if st["ally_deck"][-1] != "ally-004" else st["ally_deck"][-2]
    st2, _ = accept("ally-004", chooser=prefer({"council": 0}))
    extra = [a for c in st2["councils"] for a in c["allies"] if a != "ally-004"]
    assert council_of(st2, "ally-004") == 0 and len(extra) == 1
    assert council_of(st2, extra[0]) == 3      # the other council


@pytest.mark.parametrize("ally,setup,expect", [
    ("ally-005", lambda st: put_ally(st, "ally-013", 0), [0]),        # Jaime: higher power
    ("ally-006", lambda st: [put_ally(st, a, 3) for a in ("ally-016", "ally-018")], [3]),
    ("ally-007", lambda st: [put_ally(st, a, 3) for a in ("ally-016", "ally-018")], [0]),
    ("ally-009", None, [0]),                                          # Myrcella: left
    ("ally-010", None, [3]),                                          # Quentyn: right
])
def test_card_placement_rules(ally, setup, expect):
    def full(st):
        put_in_pile(st, 1 if expect == [3] else 3, "inf-purple-01")   # ignored: ally text wins
        if setup:
            setup(st)
    st, legal = accept(ally, full)
    assert council_of(st, ally) == expect[0]


def test_card_ally_005_jaime_lannister():
    test_card_placement_rules("ally-005", lambda st: put_ally(st, "ally-013", 0), [0])


def test_card_ally_006_khal_drogo():
    test_card_placement_rules("ally-006", lambda st: [put_ally(st, a, 3) for a in
                                                      ("ally-016", "ally-018")], [3])


def test_card_ally_007_brienne_of_tarth():
    test_card_placement_rules("ally-007", lambda st: [put_ally(st, a, 3) for a in
                                                      ("ally-016", "ally-018")], [0])


def test_card_ally_008_bronn():
    st, _ = accept("ally-008", lambda st: (put_in_pile(st, 3, "inf-red-09"),
                                           put_in_pile(st, 1, "inf-red-03")))
    assert council_of(st, "ally-008") == 3     # shared with the runner-up (seat 3)


def test_card_ally_009_myrcella_baratheon():
    test_card_placement_rules("ally-009", None, [0])


def test_card_ally_010_quentyn_martell():
    test_card_placement_rules("ally-010", None, [3])


# -- other "when accepted" abilities --------------------------------------------------------

def test_card_ally_011_gregor_clegane():
    st, _ = accept("ally-011", lambda st: (put_ally(st, "ally-016", 3), put_ally(st, "ally-029", 3)),
                   prefer({"council": 0}))
    assert "ally-016" in st["killed"] and council_of(st, "ally-029") == 3


def test_card_ally_012_sandor_clegane():
    st, _ = accept("ally-012", lambda st: (put_ally(st, "ally-016", 0), put_ally(st, "ally-029", 0)),
                   prefer({"council": 0}))
    assert "ally-016" in st["killed"] and council_of(st, "ally-012") == 0


def test_card_ally_013_oberyn_martell():
    st, _ = accept("ally-013", lambda st: put_ally(st, "ally-016", 3), prefer({"council": 0}))
    assert "ally-016" in st["killed"]


def test_card_ally_014_arya_stark():
    st, _ = accept("ally-014", lambda st: put_ally(st, "ally-016", 1),
                   prefer({"council": 0}, {"ally": "ally-016"}))
    assert "ally-016" in st["killed"]


def test_card_ally_015_varys():
    def setup(st):
        add_tokens(st, 0, 2)
    st, _ = accept("ally-015", setup, prefer({"council": 0}))
    assert set(st["councils"][0]["tokens"][:2]) <= set(st["known"][0])


def test_card_ally_016_samwell_tarly():
    st0 = new_game(4, first=0)
    st, _ = accept("ally-016")
    assert len(st["hands"][0]) == 12  # 10 + 2 (the pile card came from the deck)


def test_card_ally_017_davos_seaworth():
    st, _ = accept("ally-017", chooser=prefer({"council": 0}))
    assert len(st["councils"][3]["tokens"]) == 1 and len(st["councils"][0]["tokens"]) == 1


def test_card_ally_018_bran_stark():
    st = new_game(4, first=0)
    set_current(st, "ally-018")
    put_in_pile(st, 0, "inf-red-11")
    top3 = st["ally_deck"][-3:][::-1]
    kneel_all(st)
    pick(st, 0, {"council": 0})
    orders = [c["order"] for c in choices(st, 0)]
    assert len(orders) == 6 and top3 in orders
    pick(st, 0, {"order": top3[::-1]})
    assert st["ally_deck"][-3:][::-1] == top3[::-1]


def test_card_ally_019_qyburn():
    def setup(st):
        take_ally(st, "ally-029")
        st["killed"].append("ally-029")
    st, _ = accept("ally-019", setup, prefer({"council": 0}, {"ally": "ally-029"}))
    assert st["current"] == "ally-029"   # put on top, then revealed by the next round


def test_card_ally_020_thoros_of_myr():
    def setup(st):
        take_ally(st, "ally-016")
        st["killed"].append("ally-016")
    st, _ = accept("ally-020", setup, prefer({"council": 0}, {"ally": "ally-016"}))
    assert council_of(st, "ally-016") == 0


def test_card_ally_021_margaery_tyrell():
    st, _ = accept("ally-021", chooser=prefer({"council": 0}))
    assert len(st["hands"][0]) == 11 and len(st["hands"][1]) == 11


def test_card_ally_022_tommen_baratheon():
    st, _ = accept("ally-022", chooser=prefer({"council": 3}))
    assert council_of(st, "ally-022") == 3
    assert len(st["councils"][3]["tokens"]) == 2   # Tommen's token + the bid winner's


def test_card_ally_023_lysa_arryn():
    st, _ = accept("ally-023", lambda st: put_ally(st, "ally-016", 3), prefer({"council": 0}))
    assert council_of(st, "ally-016") == 0


def test_card_ally_024_asha_greyjoy():
    st, _ = accept("ally-024", chooser=prefer({"council": 0}))
    assert len(st["hands"][0]) == 11 and len(st["hands"][1]) == 9


def test_card_ally_025_theon_greyjoy():
    st, _ = accept("ally-025", lambda st: put_ally(st, "ally-016", 3),
                   prefer({"council": 0}, {"ally": "ally-016"}))
    assert council_of(st, "ally-025") == 3 and council_of(st, "ally-016") == 0


def test_card_ally_026_roose_bolton():
    st, _ = accept("ally-026", chooser=prefer({"council": 0}))
    assert [len(h) for h in st["hands"]] == [10, 9, 10, 9]


def test_card_ally_027_missandei():
    st = new_game(4, first=0)
    set_current(st, "ally-027")
    put_in_pile(st, 0, "inf-red-11")
    kneel_all(st)
    ev = act(st, 0, {"type": "choose", "choice": {"council": 0}})
    seen = [e for e in ev if e["type"] == "hand-seen"]
    assert seen and seen[0]["to"] == [0] and seen[0]["whose"] == 1
    assert len(st["hands"][0]) == 11


def test_card_ally_028_illyrio_mopatis():
    def setup(st):
        st["discard"].append(st["deck"].pop())
    st, _ = accept("ally-028", setup, prefer({"council": 0}))
    assert len(st["hands"][0]) == 11 and len(st["discard"]) == 1   # only the cleared pile card


def test_card_ally_029_victarion_greyjoy():
    st, _ = accept("ally-029", chooser=prefer({"council": 0}))
    assert len(st["hands"][0]) == 8 and len(st["discard"]) == 2 + 1  # + the pile card


# -- "during this round" ---------------------------------------------------------------------

def test_card_ally_030_jorah_mormont():
    st, _ = accept("ally-030")
    assert sum(len(c["tokens"]) for c in st["councils"]) == 0


def test_card_ally_031_tywin_lannister():
    st, _ = accept("ally-031")
    assert sum(len(c["tokens"]) for c in st["councils"]) == 2


def test_card_ally_032_walder_frey():
    st = new_game(4, first=0)
    set_current(st, "ally-032")
    put_in_pile(st, 0, "inf-red-09", 1)
    put_in_pile(st, 2, "inf-red-09", 2)
    kneel_all(st)
    assert st["winner"] == 2   # ties go to the tied ruler farthest from the first player


@pytest.mark.parametrize("ally,banned,allowed", [
    ("ally-033", "inf-red-08", "inf-green-02"),
    ("ally-034", "inf-purple-05", "inf-red-08"),
    ("ally-035", "inf-green-04", "inf-red-08"),
])
def test_restrict_play_allies(ally, banned, allowed):
    st = new_game(4, first=0)
    set_current(st, ally)
    b, a = give(st, 0, banned), give(st, 0, allowed)
    acts = options(st, 0)
    assert {"type": "play", "card": b} not in acts and {"type": "play", "card": a} in acts


def test_card_ally_033_grey_worm():
    test_restrict_play_allies("ally-033", "inf-red-08", "inf-green-02")


def test_card_ally_034_renly_baratheon():
    test_restrict_play_allies("ally-034", "inf-purple-05", "inf-red-08")


def test_card_ally_035_stannis_baratheon():
    test_restrict_play_allies("ally-035", "inf-green-04", "inf-red-08")


def test_card_ally_036_the_high_sparrow():
    st = new_game(4, first=0)
    set_current(st, "ally-036")
    cards = [give(st, 0, "inf-green-05", k) for k in (1, 2, 3)]
    for c in cards[:2]:
        act(st, 0, {"type": "play", "card": c})
        for s in (1, 2, 3):
            if st["stack"][-1]["kind"] == "turn" and st["stack"][-1]["seat"] == s:
                act(st, s, {"type": "kneel"})
    assert options(st, 0) == [{"type": "kneel"}]


def test_card_ally_037_catelyn_stark():
    from btwixt_helpers import run_effect
    st = new_game(4, first=0)
    set_current(st, "ally-037")
    put_ally(st, "ally-016", 1)
    run_effect(st, {"op": "kill_ally", "target": "chosen", "scope": "any"}, 0)
    assert "ally-016" not in st["killed"]


def test_card_ally_038_kevan_lannister():
    from btwixt_helpers import run_effect
    st = new_game(4, first=0)
    set_current(st, "ally-038")
    c = put_in_pile(st, 1, "inf-red-04")
    run_effect(st, {"op": "discard_bid_card", "card": "chosen", "from": "chosen_other"}, 0)
    run_effect(st, {"op": "move_bid_card", "card": "chosen", "from": "chosen_other",
                    "to": "you"}, 0)
    assert st["piles"][1] == [c]


# -- end of game ---------------------------------------------------------------------------

def _score_ally(ally, council_allies, tokens=0, killed=(), others=None):
    st = new_game(4, first=0)
    set_current(st, "ally-030")
    for a in [ally] + list(council_allies):
        put_ally(st, a, 0)
    for a in killed:
        take_ally(st, a)
        st["killed"].append(a)
    add_tokens(st, 0, tokens)
    for k, allies in (others or {}).items():
        for a in allies:
            put_ally(st, a, k)
    base = sum(POOL.card(a)["value"] for a in st["councils"][0]["allies"]) + \
        sum(st["tv"][t] for t in st["councils"][0]["tokens"])
    return council_totals(st)[0] - base


def test_card_ally_039_joffrey_baratheon():
    assert _score_ally("ally-039", ["ally-016", "ally-018"]) == -2


def test_card_ally_040_mace_tyrell():
    assert _score_ally("ally-040", ["ally-016"]) == 2
    assert _score_ally("ally-040", [], others={1: ["ally-016", "ally-018"]}) == 0


def test_card_ally_041_beric_dondarrion():
    assert _score_ally("ally-041", [], killed=["ally-016", "ally-018"]) == 2
    assert _score_ally("ally-041", [], killed=["ally-0%02d" % i for i in range(11, 17)]) == 4


def test_card_ally_042_daario_naharis():
    assert _score_ally("ally-042", ["ally-029"]) == -2
    assert _score_ally("ally-042", ["ally-016"]) == 0


def test_card_ally_043_ellaria_sand():
    assert _score_ally("ally-043", [], others={1: ["ally-029"], 2: ["ally-011"],
                                                         3: ["ally-013"]}) == 2
    assert _score_ally("ally-043", ["ally-029"], others={1: ["ally-016"]}) == 0


def test_card_ally_044_podrick_payne():
    assert _score_ally("ally-044", [], tokens=2) == 2
    assert _score_ally("ally-044", [], tokens=5) == 3


def test_card_ally_045_hodor():
    assert _score_ally("ally-045", ["ally-018"]) == 2
    assert _score_ally("ally-045", ["ally-016"]) == 0


def test_card_ally_046_jeor_mormont():
    assert _score_ally("ally-046", ["ally-016", "ally-018", "ally-019"]) == 2
    assert _score_ally("ally-046", ["ally-016", "ally-018"]) == 0


def test_card_ally_047_tormund_giantsbane():
    assert _score_ally("ally-047", ["ally-002"]) == 2
    assert _score_ally("ally-047", ["ally-001"]) == 0


# -- passive protection --------------------------------------------------------------------

def _kill_any(st, target):
    from btwixt_helpers import run_effect
    return run_effect(st, {"op": "kill_ally", "target": "chosen", "scope": "any"}, 2,
                      chooser=prefer({"ally": target}))


def test_card_ally_048_barristan_selmy():
    st = new_game(4, first=0)
    set_current(st, "ally-030")
    put_ally(st, "ally-048", 0)
    put_ally(st, "ally-016", 0)
    _kill_any(st, "ally-048")
    assert "ally-048" not in st["killed"] and "ally-016" in st["killed"]


def test_card_ally_049_areo_hotah():
    st = new_game(4, first=0)
    set_current(st, "ally-030")
    put_ally(st, "ally-049", 0)
    put_ally(st, "ally-016", 0)
    _kill_any(st, "ally-016")
    assert st["killed"] == ["ally-049"]   # only Areo himself could be picked


def test_card_ally_050_brynden_tully():
    from btwixt_helpers import run_effect
    st = new_game(4, first=0)
    set_current(st, "ally-030")
    put_ally(st, "ally-050", 1)
    put_ally(st, "ally-016", 1)
    run_effect(st, {"op": "move_ally", "mode": "move", "from_scope": "not_yours",
                    "to": "your_choice"}, 3)
    assert council_of(st, "ally-016") == 1 and council_of(st, "ally-050") == 1
