"""Garbage actions at every kind of decision: only BadAction/IllegalAction, and nothing changes."""
import copy

from api.engine.errors import RuleError
from api.engine.rng import Rng
from api.games import board as B
from api.games.board.edition import edition_named
from api.games.board.bot import choose

ED = edition_named("2e")

TYPES = ["place_order", "remove_order", "place_orders", "submit_orders", "raven_pass", "raven_scout",
         "raven_keep", "raven_replace", "raid", "march", "move", "undo", "end_march", "consolidate",
         "muster", "upgrade", "muster_done", "destroy_unit", "capture_ships", "bid", "nonsense"]
FIELDS = ["area", "token", "target", "unit", "to", "mode", "where", "count", "leave_power",
          "orders", "routed", "option", "amount", "card", "house", "side", "track"]


def _value(rng):
    pool = [None, True, False, -1, 0, 3, 10**9, "", "x", [], {}, [1], {"a": 1}, 1.5,
            rng.choice(sorted(ED.areas)), rng.choice(sorted(ED.order_tokens)),
            rng.choice(sorted(ED.unit_types)), {rng.choice(sorted(ED.areas)): "raid_1"}]
    return rng.choice(pool)


def _garbage(rng, real):
    if rng.below(3) == 0 and real:
        a = dict(rng.choice(real))
        k = rng.choice(sorted(a))
        if k != "type":
            a[k] = _value(rng)
        return a
    a = {"type": rng.choice(TYPES)}
    for _ in range(rng.below(4)):
        a[rng.choice(FIELDS)] = _value(rng)
    return a


def test_garbage_actions_raise_rule_errors_only_and_do_not_mutate():
    rng = Rng({"rng": 12345})
    for players, seed in ((3, 21), (6, 22)):
        state = B.new(players, {"tides_of_battle": True}, seed)
        for step in range(500):
            if B.result(state) is not None:
                break
            s = B.to_act(state)[0]
            ds = B.decisions(state, s)
            real = [o["action"] for o in ds[0]["options"]]
            for _ in range(3):
                bad = _garbage(rng, real)
                trial = copy.deepcopy(state)
                try:
                    B.apply(trial, s, bad)
                except RuleError:
                    assert trial == state, f"refused action mutated the state: {bad}"
                except Exception as e:      # noqa: BLE001
                    raise AssertionError(f"{type(e).__name__} on {bad} at {state['stack'][-1]['kind']}") from e
            # a seat with nothing to do is refused too
            idle = [x for x in range(players) if x not in B.to_act(state)]
            if idle:
                trial = copy.deepcopy(state)
                try:
                    B.apply(trial, idle[0], real[0])
                except RuleError:
                    pass
            B.apply(state, s, choose(B.view(state, s), ds, seed + step))


def test_non_dict_actions_are_bad():
    state = B.new(3, {}, 1)
    for bad in (None, 3, "march", [], {"type": 5}):
        trial = copy.deepcopy(state)
        try:
            B.apply(trial, 0, bad)
        except RuleError as e:
            assert e.status == 422
        else:
            raise AssertionError("accepted garbage")
