"""Random legal play from decisions() alone, with invariants after every step (spec §9.3)."""
import pytest

from btwixt_helpers import random_game

VARIANTS = {
    "standard": {},
    "advanced": {"advanced": True},
    "draft": {"draft": True},
    "draft-advanced": {"draft": True, "advanced": True},
    "vece": {"vece": True},
    "vece-reshuffle": {"vece": True, "vece_reshuffle_unique": True},
    "ally-row": {"ally_row": True},
    "ally-row-advanced": {"ally_row": True, "advanced": True},
    "quick": {"quick": True},
    "quick-advanced-draft-row": {"quick": True, "advanced": True, "draft": True, "ally_row": True},
    "choose-rulers": {"rulers": "choose"},
}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_games_end_with_a_result(n, variant):
    for seed in range(2):
        state, steps = random_game(n, dict(VARIANTS[variant]), seed * 101 + n)
        res = state["result"]
        assert res["winners"] and set(res["winners"]) <= set(range(n))
        assert len(res["scores"]) == n
        assert state["stack"] == []


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_games_light_checks(n):
    """A few hundred more games: conservation and event secrecy after every step."""
    for seed in range(40):
        variant = VARIANTS[sorted(VARIANTS)[seed % len(VARIANTS)]]
        state, _ = random_game(n, dict(variant), 500 + seed * 13 + n, check="light")
        assert state["result"] is not None


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_many_random_games(n, variant):
    for seed in range(75):
        state, _ = random_game(n, dict(VARIANTS[variant]), 10_000 + seed * 7 + n,
                               check=seed % 3 == 0)
        assert state["result"] is not None
