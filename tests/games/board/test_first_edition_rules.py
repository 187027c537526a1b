"""1st-edition rules of board-1e.md section 12 that differ from the 2nd edition and are not a
section 11 scenario of their own: the support declaration (row 44), Rains of Autumn (row 15)
and houses drawn at random (row 3)."""
from __future__ import annotations

import pytest

from api.engine.errors import BadAction
from api.games import REGISTRY
from api.games import board as B
from api.games.board.westeros.cards import resolve_card
from tests.games.board.board_helpers import frame
from tests.games.board.test_combat_kit import attack, order, pick, put, top
from tests.games.board.test_first_edition_scenarios import _as27, arena, offered, strength_of


# -- row 44: support -------------------------------------------------------------------------


def test_row44_a_house_may_support_the_enemy_of_its_own_units():
    s = _as27()
    pick(s, "baratheon", area="shipbreaker_bay", side="none")
    pick(s, "stark", area="the_narrow_sea", side="none")
    sides = {a["side"] for a in offered(s, "lannister")}
    assert sides == {"attacker", "defender", "none"}           # 2E offers no "attacker" here
    events = pick(s, "lannister", area="kings_landing", side="attacker")
    assert strength_of(events, "combat-initial-strength") == {"stark": 4 + 1 + 2, "lannister": 1 + 1}


def test_row44_the_second_edition_lets_the_supported_house_refuse():
    from tests.games.board.test_combat_kit import arena as arena2e
    s = arena2e(players=5)
    put(s, "harrenhal", "stark", "knight", "knight")
    put(s, "crackclaw_point", "lannister", "footman")
    put(s, "shipbreaker_bay", "baratheon", "ship", "ship")
    order(s, "shipbreaker_bay", "baratheon", "support_1")
    put(s, "kings_landing", "lannister", "knight")
    order(s, "kings_landing", "lannister", "support_1")
    attack(s, "stark", "harrenhal", "crackclaw_point")
    pick(s, "baratheon", area="shipbreaker_bay", side="attacker")
    assert top(s) == [("stark", "accept_support")]
    pick(s, "stark", accept=False)
    assert {a["side"] for a in offered(s, "lannister")} == {"defender", "none"}


# -- row 15: Rains of Autumn -----------------------------------------------------------------


def _supported_attack(rains):
    """Lannister attacks a Stark Footman in Stoney Sept from Lannisport; a Stark special
    Support in Riverrun holds a Knight and a Footman."""
    s = arena()
    if rains:
        events = resolve_card(s, "rains_of_autumn")
        assert {"type": "support-restricted", "card": "rains_of_autumn", "unit": "footman"} in events
    put(s, "lannisport", "lannister", "knight")
    put(s, "stoney_sept", "stark", "footman")
    put(s, "riverrun", "stark", "knight", "footman")
    order(s, "riverrun", "stark", "support_s")
    attack(s, "lannister", "lannisport", "stoney_sept")
    return strength_of(pick(s, "stark", area="riverrun", side="defender"),
                       "combat-initial-strength")


def test_rains_of_autumn_footmen_give_no_support():
    assert _supported_attack(rains=False) == {"lannister": 2, "stark": 1 + 2 + 1 + 1}
    # the supporting Footman adds nothing; the Knight and the special order's +1 still count,
    # and the Footman defending in the embattled area still fights
    assert _supported_attack(rains=True) == {"lannister": 2, "stark": 1 + 2 + 1}


def test_rains_of_autumn_no_longer_forbids_the_special_march():
    s = arena()
    resolve_card(s, "rains_of_autumn")
    assert s["restrictions"] == ["footman_support"]          # no order type is forbidden


@pytest.mark.parametrize("rains,taken", [(False, True), (True, False)])
def test_rains_of_autumn_footmen_give_no_support_against_a_neutral_force(rains, taken):
    s = arena()
    s["areas"]["sunspear"]["neutral"] = 5
    if rains:
        resolve_card(s, "rains_of_autumn")
    put(s, "yronwood", "tyrell", "knight", "footman")
    order(s, "yronwood", "tyrell", "march_0")
    put(s, "salt_shore", "tyrell", "footman", "footman")
    order(s, "salt_shore", "tyrell", "support_1")
    frame(s, kind="march", house="tyrell", area="yronwood", plan=[])
    for u in ("knight", "footman"):
        B.apply(s, s["seats"].index("tyrell"), {"type": "move", "unit": u, "to": "sunspear"})
    events = B.apply(s, s["seats"].index("tyrell"), {"type": "end_march", "leave_power": False})
    # 2 + 1 marching, + 2 supporting Footmen without the card: 5 >= 5
    assert any(e["type"] == "neutral-force-defeated" for e in events) is taken
    assert (s["areas"]["sunspear"]["neutral"] is None) is taken


# -- row 3: houses by a random draw ---------------------------------------------------------


def test_houses_are_drawn_at_random_by_default():
    props = REGISTRY["board1e"].options_schema["properties"]
    assert props["random_houses"]["default"] is True
    assert REGISTRY["board2e"].options_schema["properties"]["random_houses"]["default"] is False
    in_order = ["stark", "lannister", "baratheon", "greyjoy", "tyrell"]
    seatings = {tuple(B.new(5, {}, seed, "1e")["seats"]) for seed in range(12)}
    assert len(seatings) > 1 and all(sorted(x) == sorted(in_order) for x in seatings)
    fixed = {tuple(B.new(5, {"random_houses": False}, seed, "1e")["seats"]) for seed in range(4)}
    assert len(fixed) == 1


def test_choosing_houses_replaces_the_default_draw():
    for options in ({"choose_houses": True}, {"choose_houses": True, "random_houses": True}):
        s = B.new(4, options, 1, "1e")
        assert s["options"]["random_houses"] is False and s["seats"] == [None] * 4
    with pytest.raises(BadAction):          # the 2nd edition deals in order unless asked
        B.new(4, {"choose_houses": True, "random_houses": True}, 1, "2e")


# -- row 25: the planning prompt follows the option ---------------------------------------------


@pytest.mark.parametrize("lang,optional_words", [
    ("en", "not every area"), ("ru", "не обязательно в каждой"), ("bg", "не е нужно във всяка")])
def test_the_planning_prompt_says_whether_every_area_needs_an_order(lang, optional_words):
    def prompt(**options):
        s = B.new(3, options, 1, "1e")
        (d,) = B.decisions(s, B.to_act(s)[0], lang)
        assert d["type"] == "place_orders"
        return d["prompt"]
    assert optional_words in prompt()
    assert optional_words not in prompt(orders_mandatory=True)
    assert prompt(orders_mandatory=True) == B.decisions(B.new(3, {}, 1), 0, lang)[0]["prompt"]


def test_the_bot_never_supports_the_enemy_of_its_own_units():
    from api.games.board.bot import choose
    s = _as27()
    pick(s, "baratheon", area="shipbreaker_bay", side="none")
    pick(s, "stark", area="the_narrow_sea", side="none")
    me = s["seats"].index("lannister")
    ds = B.decisions(s, me)
    assert "attacker" in {o["action"]["side"] for d in ds for o in d["options"]}
    picks = {choose(B.view(s, me), ds, k)["side"] for k in range(40)}
    assert picks and "attacker" not in picks
