"""Lasting and delayed effects as stored data (cardcore.effects), unique-copy helpers."""
import pytest

from api.games.cardcore import cards, derive, effects, moves, ops
from api.games.cardcore.catalog import CATALOGS, Catalog, register
from api.games.lcg2e.catalog import CARDS
from tests.games.cardcore.table import Table


def test_a_lasting_effect_applies_to_cards_or_to_a_seat_never_both():
    t = Table().seat(0, play=["Eddard Stark"])
    with pytest.raises(ValueError):
        effects.add(t.state, "modify_str", {"amount": 1}, "phase", 0)
    with pytest.raises(ValueError):
        effects.add(t.state, "modify_str", {"amount": 1}, "phase", 0, cards=["c1"], seat=0)


def test_delayed_effects_fire_once_at_their_timing_point():
    t = Table()
    first = effects.add_delayed(t.state, "phase_end", "discard_from_play", {"cards": ["c3"]}, 1)
    effects.add_delayed(t.state, "challenge_won", "draw", {"seat": 0, "count": 1}, 0)
    second = effects.add_delayed(t.state, "phase_end", "return_to_hand", {"cards": ["c4"]}, 0)
    t.roundtrip()
    assert effects.take_due(t.state, "challenge_end") == []
    assert effects.take_due(t.state, "phase_end") == [first, second]  # oldest first
    assert effects.take_due(t.state, "phase_end") == []
    effects.drop_delayed(t.state, "challenge_won")  # the challenge was not won: it lapses
    assert t.state["delayed"] == []
    with pytest.raises(ValueError):
        effects.add_delayed(t.state, "someday", "draw", {}, 0)


def test_the_flow_moving_to_another_phase_refreshes_derived_values():
    # Conditions may read the flow's fields; the memo must not serve values of the old phase.
    t = Table(factions=("martell", "stark"), first_player=1).seat(0, play=["Palace Spearman"])
    assert "intrigue" in t.icons("Palace Spearman")
    t.state["first_player"] = 0  # written without touch
    assert "intrigue" not in derive.icons(t.state, t.id("Palace Spearman"))


def test_unique_copies_in_play_and_in_the_dead_pile():
    t = Table().seat(0, play=["Eddard Stark"], dead=["Robb Stark"])
    t.seat(1, play=["Arya Stark"])
    assert cards.copy_in_play(t.state, 0, "01144") == t.id("Eddard Stark")
    assert cards.copy_in_play(t.state, 0, "01141") is None  # seat 1's Arya
    assert cards.in_dead_pile(t.state, 0, "01146") and not cards.in_dead_pile(t.state, 1, "01146")


def test_a_game_whose_attachments_are_discarded_with_their_host():
    """hbo's parameter (design §10.3): no attachment returns to hand."""
    register(Catalog("discarding", CARDS, params={"orphaned_attachments": "discard"}))
    try:
        state = cards.init({"rng": 3}, "discarding", ["stark", "stark"])
        ned = cards.create(state, 0, "01144", "hand")
        ice = cards.create(state, 0, "01153", "hand")
        moves.enter_play(state, ned, "put")
        moves.enter_play(state, ice, "put", host=ned)
        ops.kill(state, {"seat": 1}, cards=[ned])
        assert state["seats"][0]["discard"] == [ice] and state["seats"][0]["hand"] == []
    finally:
        del CATALOGS["discarding"]
