"""The combat tally of the public view (combat.tally): the combat panel's numbers, the same
for every viewer, without a chosen card before the reveal."""
from api.games import board as B
from tests.games.board.test_combat_kit import act, arena, attack, order, pick, put, seat


def _s30():
    """AS-30's board: Tyrell attacks Blackwater with two supports each way."""
    s = arena()
    put(s, "the_reach", "tyrell", "knight", "knight")
    put(s, "blackwater", "lannister", "footman")
    order(s, "blackwater", "lannister", "march_m1")
    put(s, "kings_landing", "tyrell", "knight")
    order(s, "kings_landing", "tyrell", "support_1")
    put(s, "stoney_sept", "lannister", "footman", "knight")
    order(s, "stoney_sept", "lannister", "support_1")
    put(s, "harrenhal", "baratheon", "knight")
    order(s, "harrenhal", "baratheon", "support_1")
    attack(s, "tyrell", "the_reach", "blackwater", token="march_s")
    pick(s, "baratheon", side="defender")
    pick(s, "lannister", accept=True)
    pick(s, "lannister", side="defender")
    pick(s, "tyrell", side="attacker")
    return s


def test_tally_parts_and_supports_before_the_cards():
    s = _s30()
    t = B.view(s, None)["combat"]["tally"]
    assert t["with_cards"] is False
    att, dfn = t["sides"]["attacker"], t["sides"]["defender"]
    # AS-30's initial strengths: Tyrell 7 (two knights, March +1, the Kings Landing knight),
    # Lannister 6 (a footman, and supports of 2 + 1 and 2)
    assert (att["total"], dfn["total"]) == (7, 6)
    assert att["parts"] == {"units": 4, "support": 2, "march": 1}
    assert dfn["parts"] == {"units": 1, "support": 5, "defense": 0, "garrison": 0}
    by_area = {d["area"]: (d["house"], d["side"], d["strength"], d["counts"]) for d in t["supports"]}
    assert by_area == {"harrenhal": ("baratheon", "defender", 2, True),
                       "stoney_sept": ("lannister", "defender", 3, True),
                       "kings_landing": ("tyrell", "attacker", 2, True)}


def test_a_chosen_card_counts_only_after_the_reveal_and_every_viewer_sees_the_same():
    s = _s30()
    act(s, "tyrell", {"type": "choose_house_card", "card": "mace_tyrell"})
    views = [B.view(s, v)["combat"]["tally"] for v in (None, *range(6))]
    assert all(v == views[0] for v in views)          # nothing in it depends on the viewer
    assert "card" not in views[0]["sides"]["attacker"]["parts"]
    act(s, "lannister", {"type": "choose_house_card", "card": "tyrion_lannister"})
    v = B.view(s, seat(s, "baratheon"))["combat"]
    assert v["tally"]["with_cards"] is True
    assert v["tally"]["sides"]["attacker"]["parts"]["card"] == 4     # Mace Tyrell
    assert v["tally"]["sides"]["defender"]["parts"]["card"] == 1     # Tyrion Lannister


def test_the_tally_stops_when_the_victor_is_decided():
    """In random games: a combat with its final strength shows no tally, one without shows it."""
    import random

    from api.games.board.bot import choose
    seen = {"tally": 0, "final": 0}
    for seed in (3, 4):
        s = B.new(4, {"tides_of_battle": True}, seed)
        rnd = random.Random(seed)
        for _ in range(2500):
            if B.result(s) is not None:
                break
            c = B.view(s, None)["combat"]
            if c:
                assert (c["tally"] is None) == (c["strength"] is not None)
                seen["final" if c["tally"] is None else "tally"] += 1
            who = rnd.choice(B.to_act(s))
            B.apply(s, who, choose(B.view(s, who), B.decisions(s, who), rnd.getrandbits(32)))
    assert seen["tally"] > 10 and seen["final"] > 0, seen
