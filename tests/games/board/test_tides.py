"""Tides of Battle (spec 5.26, 6.4) and AS-54."""
from __future__ import annotations

from api.engine.rng import Rng
from api.games import board as B
from api.games.board.edition import edition_named
from tests.games.board.test_combat_kit import (arena, attack, cards, pick, put, seat, top,
                                               units)

ED = edition_named("2e")


def rng_for(first: str, second: str) -> int:
    """A generator state whose next Tides shuffle deals ``first`` then ``second``."""
    for v in range(1, 100_000):
        holder = {"rng": v}
        deck = Rng(holder).shuffle(list(ED.tides_deck))
        if deck[:2] == [first, second]:
            return v
    raise AssertionError("no such seed")


def skull_fight(blade=False):
    s = arena(tides_of_battle=True, blade=blade,
              fiefdoms=["stark", "lannister", "greyjoy", "baratheon", "tyrell", "martell"])
    put(s, "riverrun", "stark", "footman", "footman")
    put(s, "lannisport", "lannister", "footman", "footman", "knight")
    s["rng"] = rng_for("tob_skull", "tob_2")
    attack(s, "stark", "riverrun", "lannisport")
    return s


def test_s54_tides_of_battle_skull():
    """AS-54 Tides of Battle skull (optional module)."""
    s = skull_fight()
    ev = cards(s, stark="catelyn_stark", lannister="ser_jaime_lannister")
    revealed = next(e for e in ev if e["type"] == "tides-revealed")["cards"]
    assert revealed == {"stark": "tob_skull", "lannister": "tob_2"}
    strength = next(e for e in ev if e["type"] == "combat-strength")["strength"]
    assert strength == {"stark": 2, "lannister": 4 + 2 + 2 + 2}
    assert [e["unit"] for e in ev if e["type"] == "unit-destroyed" and e["cause"] == "swords"] == ["footman"]
    # the winner now loses one unit of its choice to the skull (garrison cannot absorb it)
    assert top(s) == [("lannister", "choose_casualty")]
    ev = pick(s, "lannister", unit="knight")
    assert [(e["house"], e["cause"]) for e in ev if e["type"] == "unit-destroyed"] == [("lannister", "skull")]
    assert units(s, "lannisport") == [("footman", False), ("footman", False)]
    assert s["areas"]["lannisport"]["garrison"] == 2
    assert units(s, "riverrun") == [("footman", True)]
    assert sorted(s["tides_deck"]) == sorted(ED.tides_deck) and s["combat"] is None


def test_tides_cards_are_secret_until_revealed():
    """8.1: each combatant sees only its own Tides draw before the reveal."""
    s = skull_fight(blade=True)
    ev = cards(s, stark="catelyn_stark", lannister="ser_jaime_lannister")
    drawn = [e for e in ev if e["type"] == "tides-drawn"]
    assert {"type": "tides-drawn", "house": "stark", "card": "tob_skull",
            "to": [seat(s, "stark")]} in drawn
    assert {"type": "tides-drawn", "house": "stark"} in drawn
    assert top(s) == [("stark", "use_valyrian_blade")]
    theirs = B.view(s, seat(s, "lannister"))["combat"]
    assert theirs["sealed"]["stark"] == "ready" and theirs["tides"]["attacker"] is None
    assert B.view(s, seat(s, "stark"))["combat"]["sealed"]["stark"]["tides"] == "tob_skull"
    assert isinstance(B.view(s, None)["tides_deck"], int)


def test_blade_redraw_replaces_the_card_and_uses_the_blade():
    """5.26.2: the Blade redraws once; it cannot also give +1 that round."""
    s = skull_fight(blade=True)
    cards(s, stark="catelyn_stark", lannister="ser_jaime_lannister")
    opts = [o["action"]["use"] for d in B.decisions(s, seat(s, "stark")) for o in d["options"]]
    assert opts == ["redraw", "none"]
    deck_before = list(s["tides_deck"])
    ev = pick(s, "stark", use="redraw")
    assert s["blade_used"] is True
    new = next(e for e in ev if e["type"] == "tides-revealed")["cards"]["stark"]
    assert new == deck_before[0]
    assert all(t != "use_valyrian_blade" for _, t in (top(s) or []))


def test_blade_plus_one_offered_after_the_reveal_when_not_redrawn():
    s = skull_fight(blade=True)
    cards(s, stark="catelyn_stark", lannister="ser_jaime_lannister")
    ev = pick(s, "stark", use="none")
    assert any(e["type"] == "tides-revealed" for e in ev)
    assert top(s) == [("stark", "use_valyrian_blade")]
    ev = pick(s, "stark", use="plus_one")
    assert next(e for e in ev if e["type"] == "combat-strength")["strength"]["stark"] == 3


def test_tides_icons_join_the_house_card():
    """5.26.4: a Tides sword counts like a sword printed on the house card."""
    s = arena(tides_of_battle=True)
    put(s, "kings_landing", "tyrell", "knight", "knight")
    put(s, "kingswood", "lannister", "footman", "footman", "footman")
    s["rng"] = rng_for("tob_1_sword", "tob_0")
    attack(s, "tyrell", "kings_landing", "kingswood")
    ev = cards(s, tyrell="ser_garlan_tyrell", lannister="ser_kevan_lannister")
    assert [e["unit"] for e in ev if e["type"] == "unit-destroyed"] == ["footman"] * 3


def test_no_tides_without_the_option():
    s = arena()
    put(s, "kings_landing", "tyrell", "knight")
    put(s, "kingswood", "lannister", "footman")
    attack(s, "tyrell", "kings_landing", "kingswood")
    ev = cards(s, tyrell="randyll_tarly", lannister="the_hound")
    assert not any(e["type"].startswith("tides") for e in ev) and "tides_deck" not in s


def test_whole_games_with_tides_of_battle():
    """Random legal play with the module on: the 24 cards are always all back in the deck
    between combats, and combats happen."""
    from api.games.board.bot import choose
    from tests.games.board.board_helpers import check_invariants
    for players, seed in ((4, 5), (6, 7)):
        state = B.new(players, {"tides_of_battle": True}, seed)
        steps = combats = 0
        while B.result(state) is None and steps < 8000:
            seats = B.to_act(state)
            s = seats[(seed + steps) % len(seats)]
            ds = B.decisions(state, s)
            ev = B.apply(state, s, choose(B.view(state, s), ds, seed * 7919 + steps))
            combats += sum(1 for e in ev if e["type"] == "combat-started")
            check_invariants(state)
            if state["combat"] is None:
                assert sorted(state["tides_deck"]) == sorted(ED.tides_deck)
            steps += 1
        assert B.result(state) is not None and combats > 0
