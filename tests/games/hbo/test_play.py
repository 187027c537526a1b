"""Random legal play over many games: every game ends, no card is created or lost, power
on the table never exceeds the pool of 30 and only grows by what events say, and the view of
each seat keeps the other seat's hand hidden."""
import copy
import json
import random

import pytest

from api.games.cardcore import cards
from api.games.hbo import GAME
from api.games.hbo.setup import POWER_POOL


def _power_on_table(state):
    return sum(cards.power_of(state, s) for s in range(state["n"]))


def _play(seed, options=None, each=None):
    rng = random.Random(seed)
    state = GAME.new(2, options or {}, seed)
    for _ in range(20000):
        if state["result"] is not None:
            return state
        seat = rng.choice(GAME.to_act(state))
        d = rng.choice(GAME.decisions(state, seat))
        action = rng.choice(d["options"])["action"]
        before = copy.deepcopy(state) if each else None
        events = GAME.apply(state, seat, copy.deepcopy(action))
        if each:
            each(before, state, events)
        state = json.loads(json.dumps(state))
    raise AssertionError(f"seed {seed}: unfinished")


def _check(before, after, events):
    assert set(after["cards"]) == set(before["cards"])          # nothing created or lost
    zones = [c for s in after["seats"] for z in ("deck", "hand", "discard", "dead", "play",
                                                  "setup", "plot_deck", "used_plots")
             for c in s[z]]
    zones += [s["plot"] for s in after["seats"] if s["plot"]]
    zones += [d for c in after["cards"].values() for d in c["dups"]]
    assert sorted(zones) == sorted(after["cards"])              # every card in exactly one place
    gained = sum(e["amount"] for e in events if e["type"] == "power_gained")
    lost = sum(e["amount"] for e in events if e["type"] == "power_returned")
    assert _power_on_table(after) == _power_on_table(before) + gained - lost
    assert _power_on_table(after) <= POWER_POOL


@pytest.mark.parametrize("seed", range(8))
def test_random_games_end_and_keep_cards_and_power(seed):
    state = _play(seed, each=_check)
    assert state["result"]["reason"] in ("power", "round_limit")
    if state["result"]["reason"] == "power":
        assert max(state["result"]["scores"]) >= 15


def test_the_round_limit_ends_a_game_with_more_power_winning():
    state = _play(3, {"max_rounds": 2, "houses": "stark-lannister"})
    assert state["round"] == 2 and state["result"]["reason"] in ("round_limit", "power")
    if state["result"]["reason"] == "round_limit":
        scores = state["result"]["scores"]
        assert state["result"]["winners"] == ([] if scores[0] == scores[1]
                                              else [scores.index(max(scores))])


def test_houses_option():
    assert [s["faction"] for s in GAME.new(2, {"houses": "lannister-stark"}, 1)["seats"]] \
        == ["lannister", "stark"]
    both = {tuple(s["faction"] for s in GAME.new(2, {}, seed)["seats"]) for seed in range(10)}
    assert both == {("stark", "lannister"), ("lannister", "stark")}


def test_the_view_says_the_card_pool_is_reconstructed():
    v = GAME.view(GAME.new(2, {}, 1), 0)
    assert v["card_pool"]["reconstructed"] is True
    assert "reconstruct" in v["card_pool"]["notice"].lower()
    assert "reconstructed" in GAME.name


@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_the_scenario_draft(seed):
    """The draft variant: each scenario deck is 7 of its 13 once the draft is over (when the
    decks are made); from then on the same checks as a standard game."""
    def each(before, after, events):
        if any(f["kind"] == "draft" for f in before["stack"]):
            return
        _check(before, after, events)
        for s in after["seats"]:
            assert len(s["plot_deck"]) + len(s["used_plots"]) + bool(s["plot"]) == 7
    state = _play(100 + seed, options={"scenario_draft": True}, each=each)
    assert state["result"]["reason"] in ("power", "round_limit")
