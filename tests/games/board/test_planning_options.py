"""The order-placement step answers from shortcuts (issue #18, engine speed): its option list is
built with ``orders.placeable`` and an action is checked alone by ``assign._find`` instead of
against the whole list. Both must agree exactly with the rule they shortcut: ``token_allowed``
per (area, token) pair, and membership in the listed options (same keys, same JSON types).
Checked on the placement decisions of random games of both editions, where Westeros
restrictions, sea areas, replaced specials and submitted houses all come up."""
import random

import pytest

from api.engine.sealed import is_in
from api.games import REGISTRY
from api.games.board.edition import edition_of
from api.games.board.planning import assign
from api.games.board.planning import orders as O
from api.games.board.seats import seat_house


def _reference_choices(state, frame, seat):
    """The option list as the rules define it: one token_allowed check per pair."""
    house = seat_house(state, seat)
    areas = O.order_areas(state, house)
    if not areas:
        return []
    placed = O.placed_tokens(state, house)
    free = O.distinct_tokens(state, O.unused_tokens(state, house))
    opts = []
    for a in areas:
        for tok in free:
            if O.token_allowed(state, house, tok, a, placed) is None:
                opts.append({"type": "place_order", "area": a, "token": tok})
        if state["areas"][a]["order"] is not None:
            opts.append({"type": "remove_order", "area": a})
    if len(placed) >= assign._needed(state, house) and not is_in(frame, seat):
        opts.append({"type": "submit_orders"})
    return opts


def _candidates(state, rnd):
    """Listed-looking actions, most of them not listed: every area with a few tokens, removes,
    submit, and near misses (a wrong JSON type, an extra or a missing key)."""
    ed = edition_of(state)
    tokens = list(ed.order_tokens)
    out = [{"type": "submit_orders"}, {"type": "submit_orders", "area": "x"}]
    for a in ed.areas:
        out.append({"type": "remove_order", "area": a})
        for t in rnd.sample(tokens, 4):
            out.append({"type": "place_order", "area": a, "token": t})
    a, t = rnd.choice(list(ed.areas)), rnd.choice(tokens)
    out += [{"type": "place_order", "area": a}, {"type": "place_order", "area": a, "token": 1},
            {"type": "place_order", "area": a, "token": t, "x": 1},
            {"type": "remove_order", "area": a, "token": t}, {"type": "remove_order", "area": [a]},
            {"type": "place_order", "area": "nowhere", "token": t}]
    return out


@pytest.mark.parametrize("game_id,players,seed", [("board2e", 6, 3), ("board2e", 4, 8),
                                                  ("board1e", 5, 2)])
def test_shortcuts_agree_with_the_rule(game_id, players, seed):
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    state = game.new(players, {}, seed)
    checked = steps = 0
    while game.result(state) is None and steps < 4000:
        seats = game.to_act(state)
        seat = seats[steps % len(seats)]
        frame = state["stack"][-1]
        if frame["kind"] == assign.KIND:
            ref = assign._choices(state, frame, seat)
            assert ref == _reference_choices(state, frame, seat)
            if steps % 5 == 0:
                for action in ref + _candidates(state, rnd):
                    found = assign._find(state, frame, seat, action)
                    assert (found == action) == (action in ref), action
                checked += 1
        ds = game.decisions(state, seat)
        game.apply(state, seat, rnd.choice(ds[0]["options"])["action"])
        steps += 1
    assert checked > 20
