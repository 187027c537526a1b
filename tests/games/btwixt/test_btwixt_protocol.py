"""The engine contract: registration, options, pool loading, fuzzed actions, views, replay."""
import copy
import json
import random

import pytest

from api.engine.errors import BadAction, IllegalAction, RuleError
from api.games import REGISTRY
from api.games.btwixt import GAME
from api.games.btwixt.cards import (DEFAULT_POOL, OP_PARAMS, PoolError, load_pool, register_pool,
                                    validate_pool)
from api.games.btwixt.effects import OPS
from btwixt_helpers import POOL, check_view, new_game, options, random_game


def test_registered_with_schema_defaults_as_standard_rules():
    assert REGISTRY["btwixt"] is GAME
    props = GAME.options_schema["properties"]
    assert all(props[k]["default"] is False for k in
               ("advanced", "draft", "vece", "ally_row", "quick"))
    st = GAME.new(4, {}, 1)
    assert st["season"] == "summer" and not st["options"]["advanced"]


@pytest.mark.parametrize("players,opts", [
    (2, {}), (7, {}), (4, {"advanced": "yes"}), (4, {"nonsense": True}),
    (4, {"first_player": 4}), (4, {"rulers": "auction"}), (4, {"pool": "/etc/passwd"}),
    (4, []),
])
def test_bad_setup_is_refused(players, opts):
    with pytest.raises(BadAction):
        GAME.new(players, opts, 1)


def test_every_vocabulary_op_has_one_registered_function():
    assert set(OPS) == set(OP_PARAMS) and len(OPS) == 28


def test_shipped_pool_is_marked_reconstructed_and_valid():
    pool = load_pool()
    assert pool.data["reconstructed"] is True and pool.reconstructed
    assert GAME.view(new_game(4), 0)["reconstructed_pool"] is True
    validate_pool(pool.data)


def test_a_broken_pool_is_rejected():
    data = copy.deepcopy(POOL.data)
    data["cards"][20]["effect"] = {"op": "teleport"}
    data["cards"][21]["copies"] = 0
    with pytest.raises(PoolError) as err:
        validate_pool(data)
    assert "teleport" in str(err.value) and "copies" in str(err.value)


def test_a_replacement_pool_can_be_dropped_in(tmp_path):
    data = json.load(open(DEFAULT_POOL, encoding="utf-8"))
    data["reconstructed"] = False
    data["status"] = "published"
    for c in data["cards"]:
        if c["id"] == "ally-001":
            c["value"] = 9
    path = tmp_path / "published.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    register_pool("published-test", str(path))
    st = GAME.new(4, {"pool": "published-test", "rulers": "random"}, 3)
    assert GAME.view(st, 0)["reconstructed_pool"] is False
    from api.games.btwixt.state import card
    assert card(st, "ally-001")["value"] == 9


GARBAGE = [None, 1, "x", [], {}, {"type": 3}, {"type": "play"}, {"type": "play", "card": 5},
           {"type": "play", "card": "nope"}, {"type": "play", "card": ["a"]},
           {"type": "kneel", "extra": 1}, {"type": "choose"}, {"type": "choose", "choice": None},
           {"type": "choose", "choice": {"council": 99}}, {"type": "choose", "choice": [1, 2]},
           {"type": "draft_pick", "card": "inf-red-01#1"}, {"type": "choose_ruler"},
           {"type": "choose_ruler", "ruler": "ruler-cersei"}, {"type": "choose_ruler", "ruler": 1},
           {"type": "choose", "choice": {"seat": -1}}, {"type": "play", "card": "ally-001"},
           {"type": "choose", "choice": {"card": {"$ne": 1}}}, {"type": "🙂"}]


def test_fuzzed_actions_raise_only_rule_errors_and_never_mutate():
    rng = random.Random(5)
    for game in range(8):
        n = 3 + game % 4
        opts = [{}, {"advanced": True}, {"draft": True, "rulers": "choose"}, {"vece": True},
                {"ally_row": True}][game % 5]
        st = GAME.new(n, opts, game)
        steps = 0
        while GAME.result(st) is None and steps < 400:
            for action in rng.sample(GARBAGE, 6):
                seat = rng.randrange(n)
                before = json.dumps(st, sort_keys=True)
                try:
                    GAME.apply(st, seat, action)
                except RuleError as exc:
                    assert isinstance(exc, (BadAction, IllegalAction))
                    assert json.dumps(st, sort_keys=True) == before
                    assert isinstance(exc.code, str) and exc.detail
                else:
                    # by chance a legal action: it must have been on the list
                    pass
            if GAME.result(st) is not None:
                break
            seat = rng.choice(GAME.to_act(st))
            GAME.apply(st, seat, rng.choice(options(st, seat)))
            steps += 1
    with pytest.raises(BadAction):
        GAME.decisions(st, 9)


def test_other_seats_cannot_act_and_decisions_are_empty_for_them():
    st = new_game(4, first=0)
    assert GAME.decisions(st, 2) == []
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, 2, {"type": "kneel"})
    assert err.value.code == "not-your-turn"


def test_errors_do_not_reveal_other_hands():
    st = new_game(4, first=0)
    foreign = st["hands"][1][0]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, 0, {"type": "play", "card": foreign})
    assert foreign not in err.value.detail and "1" not in err.value.detail


def test_same_seed_same_game_and_json_round_trip():
    a, _ = random_game(5, {"advanced": True}, 77, check=False)
    b, _ = random_game(5, {"advanced": True}, 77, check=False)
    assert a == b and json.loads(json.dumps(a)) == a


def test_labels_in_three_languages():
    st = new_game(4, first=0)
    en = GAME.decisions(st, 0, "en")[0]
    ru = GAME.decisions(st, 0, "ru")[0]
    bg = GAME.decisions(st, 0, "bg")[0]
    assert en["prompt"] != ru["prompt"] != bg["prompt"]
    assert [o["action"] for o in en["options"]] == [o["action"] for o in ru["options"]]
    card = en["options"][0]["action"]["card"]
    assert POOL.card(card)["name_ru"] in ru["options"][0]["label"]


def test_spectator_view_hides_every_hand():
    st = new_game(5, advanced=True)
    v = GAME.view(st, None)
    assert v["hand"] is None and v["unique_aside"] is None
    check_view(st, None)


def test_state_stays_small():
    st, _ = random_game(6, {"advanced": True, "ally_row": True}, 3, check=False)
    assert len(json.dumps(st)) < 12_000


def test_a_forced_ally_placement_is_announced_and_the_token_question_is_a_new_occurrence():
    """Issue #11: when the winner's ally can go to one council only, the engine places it
    without asking; the winner is told so, and the power-token question that follows (same
    action shape) has an id no earlier question had, so an answer meant for the ally cannot
    land on the token."""
    rng = random.Random(0)
    st = GAME.new(4, {}, 0)
    offered = set()
    while GAME.result(st) is None:
        seat = rng.choice(GAME.to_act(st))
        ds = GAME.decisions(st, seat)
        offered |= {d["id"] for d in ds}
        events = GAME.apply(st, seat, copy.deepcopy(rng.choice(ds[0]["options"])["action"]))
        forced = [e for e in events if e["type"] == "choice-forced"
                  and e["decision"] == "place-ally"]
        if forced and st["stack"][-1].get("prompt") == "place-power-token":
            break
    else:
        raise AssertionError("no forced ally placement before a token placement in this game")
    (f,) = forced
    accepted = next(e for e in events if e["type"] == "ally-accepted")
    assert "to" not in f and f["choice"] == {"type": "choose",
                                             "choice": {"council": accepted["council"]}}
    (token,) = GAME.decisions(st, f["seat"])
    assert token["type"] == "place-power-token" and token["id"] not in offered
    assert {o["action"]["type"] for o in token["options"]} == {"choose"}


def test_seat_and_council_labels_count_seats_from_one():
    """Option labels name seats as the pages do, from 1 (the API's seat 0 is "Seat 1"); the
    council between the last seat and the first wraps round."""
    from api.games.btwixt.i18n import label
    state = new_game(4, seed=3)
    state["rulers"][0] = None
    assert label(state, {"seat": 0}, "en") == "Seat 1 (?)"
    assert label(state, {"council": 3}, "en") == "Council of seats 4 and 1"
    assert label(state, {"council": 0}, "ru") == "Совет мест 1 и 2"
