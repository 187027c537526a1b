"""A listed action with a field its question does not ask for is refused, in every game
(issue #17 item 5): a player must not be able to store arbitrary data in the action log.

For every registered game, random games; at each step every open decision's first option is
tried with an extra field, once per decision kind and action type: the engine must
refuse it with a 422 rule error naming the field, and change nothing.
"""
import copy
import random

import pytest

from api.engine import RuleError
from api.games import REGISTRY

STEPS, GAMES = 20000, 3


def games():
    for gid, game in sorted(REGISTRY.items()):
        if gid == "testgame":
            continue
        yield pytest.param(gid, id=gid)


@pytest.mark.parametrize("gid", list(games()))
def test_an_unknown_field_in_any_listed_action_is_refused(gid):
    game = REGISTRY[gid]
    kinds_tried = set()
    accepted = []
    for k in range(GAMES):
        _play(game, 17 + k, game.min_players + k % (game.max_players - game.min_players + 1),
              kinds_tried, accepted)
    assert kinds_tried
    assert not accepted, "\n".join(accepted)


def _play(game, seed, players, kinds_tried, accepted):
    rng = random.Random(seed)
    state = game.new(players, {}, seed)
    for _ in range(STEPS):
        if game.result(state) is not None:
            break
        seats = game.to_act(state)
        if not seats:
            break
        seat = rng.choice(sorted(seats))
        ds = game.decisions(state, seat)
        required = [d for d in ds if d.get("required", True)] or ds
        for d in ds:
            kind = d["id"].split("@")[0]
            by_type = {}
            for o in d["options"]:
                by_type.setdefault(o["action"]["type"], o["action"])
            for typ, listed in by_type.items():
                if (kind, typ) in kinds_tried:
                    continue
                kinds_tried.add((kind, typ))
                action = {**listed, "smuggled": "x" * 100}
                before = copy.deepcopy(state)
                try:
                    game.apply(state, seat, action)
                except RuleError as err:
                    if err.status != 422 or "smuggled" not in (err.field or "") + err.detail:
                        accepted.append(f"{kind}/{typ}: {err.status} {err.code} {err.detail}")
                    assert state == before, f"{kind}: a refused action changed the state"
                    continue
                accepted.append(f"{kind}/{typ}: accepted")
                state = before
        d = rng.choice(required)
        game.apply(state, seat, rng.choice(d["options"])["action"])
