"""Whole games driven only by decisions(), with invariants checked after every step."""
import pytest

from api.engine.errors import RuleError
from api.games import board as B
from api.games.board.bot import choose

from board_helpers import check_invariants, check_supply, check_views


def play(players, seed, max_steps=6000, views_every=25):
    state = B.new(players, {}, seed)
    steps = 0
    while B.result(state) is None and steps < max_steps:
        seats = B.to_act(state)
        assert seats, "nobody to act but no result"
        s = seats[(seed + steps) % len(seats)]
        ds = B.decisions(state, s)
        assert ds and ds[0]["options"], (state["stack"][-1], s)
        action = choose(B.view(state, s), ds, seed * 7919 + steps)
        B.apply(state, s, action)
        check_invariants(state)
        if state["stack"] and state["stack"][-1]["kind"] == "assign_orders":
            check_supply(state)
        if steps % views_every == 0:
            check_views(state)
        steps += 1
    return state, steps


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_random_legal_play_reaches_the_end(players, seed):
    state, steps = play(players, seed)
    res = B.result(state)
    assert res is not None, f"unfinished after {steps} steps at round {state['round']}"
    assert res["reason"] in ("seven_castles", "round_limit")
    assert len(res["scores"]) == players


def test_every_listed_option_is_accepted_along_a_whole_game():
    import copy
    state = B.new(4, {"tides_of_battle": True}, 9)
    step = 0
    while B.result(state) is None and step < 5000:
        s = B.to_act(state)[step % len(B.to_act(state))]
        ds = B.decisions(state, s)
        opts = [o["action"] for d in ds for o in d["options"]]
        picks = opts if len(opts) <= 4 else [opts[(step * k) % len(opts)] for k in (1, 3, 7, 11)]
        for a in picks:
            trial = copy.deepcopy(state)
            try:
                B.apply(trial, s, a)
            except RuleError as e:      # pragma: no cover - reported as failure
                pytest.fail(f"listed option refused at {state['stack'][-1]['kind']}: {a} -> {e}")
        B.apply(state, s, choose(B.view(state, s), ds, 5 + step))
        step += 1
    assert B.result(state) is not None


def test_event_recipients_key_is_only_ever_a_seat_list():
    """The platform reserves an event's "to" for its recipients (seat list)."""
    state = B.new(5, {}, 77)
    for step in range(1500):
        if B.result(state) is not None:
            break
        s = B.to_act(state)[step % len(B.to_act(state))]
        ds = B.decisions(state, s)
        for e in B.apply(state, s, choose(B.view(state, s), ds, step)):
            if "to" in e:
                assert isinstance(e["to"], list) and all(isinstance(x, int) for x in e["to"]), e


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_legal_play_soak(players):
    for seed in range(200, 215):
        state, steps = play(players, seed, max_steps=12000, views_every=50)
        assert B.result(state) is not None, (players, seed, steps)
