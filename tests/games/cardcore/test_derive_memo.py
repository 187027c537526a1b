"""The memos per state revision never hand out answers of an older state: over random games of
lcg2e (random Core decks, joust and melee) and hbo, every time a memoised derive Table is read
it is compared with a Table built afresh from the state as it is now, every time lcg2e's end
check answers "quiet" from its memo the full check is made again, every time the check for a
constant STR bonus that grew is skipped by its memo it is made again and finds nothing, and
every time an action
window's plays (or whether a seat is left out of a trigger window) come from a memo they are
found afresh. A writer that changed something these depend on without cards.touch would show
up here as a difference."""
from __future__ import annotations

import copy
import random

import pytest

from api.games import REGISTRY
from api.games.cardcore import derive
from api.games.lcg2e import flow as lcg2e_flow
from api.games.lcg2e import plays, rounds, triggered, triggers
from tests.support.lcg2e_decks import random_deck


def _same(a: derive.Table, b: derive.Table) -> bool:
    return a.every_layer() == b.every_layer()


@pytest.fixture
def checked_memo(monkeypatch):
    """derive.table, checking each memo hit against a fresh computation."""
    real = derive.table
    hits = []

    def table(state):
        was = derive._tables.held[2]
        got = real(state)
        if got is was:
            hits.append(1)
            fresh = derive.Table(state)
            assert _same(got, fresh), (state.get("rev"), state.get("phase"))
        return got

    monkeypatch.setattr(derive, "table", table)

    real_end = lcg2e_flow.FLOW.after_step

    def check_end(state):
        held = rounds._quiet.held
        if state["result"] is None and held[0] is state and held[1] == state.get("rev"):
            hits.append(2)
            assert rounds.quiet(state), state.get("rev")
        return real_end(state)

    monkeypatch.setattr(lcg2e_flow.FLOW, "after_step", check_end)

    real_plays = lcg2e_flow._window_plays

    def window_plays(state, frame, seat):
        key = (derive.memo_key(state), seat, frame["phase"], frame.get("active"))
        held = lcg2e_flow._listed.held
        if held[0] is state and held[1] == key:
            hits.append(3)
            assert held[2] == plays.plays(state, frame, seat), state.get("rev")
        return real_plays(state, frame, seat)

    monkeypatch.setattr(lcg2e_flow, "_window_plays", window_plays)

    real_skip = triggers.window_skip

    def window_skip(state, frame, seat):
        held = triggers._skipped.held
        if held[0] is state and held[1] == triggers.skip_key(state, frame, seat):
            hits.append(4)
            fresh = not triggers.may_answer(state, triggers._trigger_of(state, frame),
                                            frame["timing"], seat)
            assert held[2] == fresh, state.get("rev")
        return real_skip(state, frame, seat)

    monkeypatch.setattr(triggers, "window_skip", window_skip)

    real_str = triggered.constant_str_increases

    def constant_str_increases(state):
        held = triggered._str_checked.held
        if held[0] is state and held[1] == derive.memo_key(state):
            hits.append(5)
            # What the skipped check would have done: found nothing risen, left str_seen be.
            seen = copy.deepcopy(state.get("str_seen"))
            stack = len(state["stack"])
            triggered._str_checked.held = (None, None, None)
            real_str(state)
            assert len(state["stack"]) == stack and state.get("str_seen") == seen
        return real_str(state)

    monkeypatch.setattr(triggered, "constant_str_increases", constant_str_increases)
    return hits


def _play(game_id: str, players: int, seed: int, options: dict) -> None:
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    state = game.new(players, options, seed)
    steps = 0
    while game.result(state) is None and steps < 4000:
        seats = game.to_act(state)
        seat = seats[steps % len(seats)]
        ds = game.decisions(state, seat)
        game.apply(state, seat, rnd.choice(ds[0]["options"])["action"])
        steps += 1
    assert game.result(state) is not None


@pytest.mark.parametrize("seed", range(4))
def test_memo_matches_a_fresh_table_in_random_core_jousts(checked_memo, seed):
    _play("lcg2e", 2, seed, {"decks": [random_deck(seed * 10 + i) for i in range(2)]})
    assert {1, 2, 3, 4, 5} <= set(checked_memo)   # every memo was used (and checked) at all


def test_memo_matches_a_fresh_table_in_a_melee(checked_memo):
    _play("lcg2e", 4, 7, {})
    assert {1, 2, 3, 4, 5} <= set(checked_memo)


@pytest.mark.parametrize("seed", range(2))
def test_memo_matches_a_fresh_table_in_hbo(checked_memo, seed):
    _play("hbo", 2, seed, {})
    assert checked_memo
