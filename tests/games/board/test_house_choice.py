"""Setup step 6, Choose houses (decision D2) with the ``choose_houses`` option."""
import pytest

from api.engine.errors import BadAction, IllegalAction
from api.games import board as B
from api.games.board.bot import choose

from board_helpers import check_invariants, check_views, new_game


def choose_house(state, seat, house):
    return B.apply(state, seat, {"type": "choose_house", "house": house})


def test_every_seat_is_asked_at_once_and_the_game_waits():
    s = new_game(4, seed=3, choose_houses=True)
    assert s["seats"] == [None] * 4
    assert B.to_act(s) == [0, 1, 2, 3]
    d = B.decisions(s, 1)
    assert [x["id"].split("@")[0] for x in d] == ["choose_house"] and d[0]["required"]
    houses = [o["action"]["house"] for o in d[0]["options"]]
    # Houses in play at 4 players (setup 1.1), plus a random free one.
    assert sorted(houses[:-1]) == sorted(new_game(4)["seats"]) and houses[-1] == "random"
    assert B.view(s, 1)["you"] is None


def test_a_taken_house_is_refused_and_nothing_changes():
    s = new_game(4, seed=3, choose_houses=True)
    assert choose_house(s, 2, "lannister") == [{"type": "house-chosen", "seat": 2,
                                                "house": "lannister"}]
    before = [list(s["seats"]), B.to_act(s)]
    with pytest.raises(IllegalAction) as e:
        choose_house(s, 0, "lannister")
    assert e.value.code == "illegal-action/house-taken"
    with pytest.raises(IllegalAction):
        choose_house(s, 0, "martell")         # not in play with 4 players
    with pytest.raises(IllegalAction):
        choose_house(s, 2, "stark")           # seat 2 already has its house
    assert [s["seats"], B.to_act(s)] == before
    assert "lannister" not in [o["action"]["house"] for o in B.decisions(s, 0)[0]["options"]]


def test_malformed_choices_are_422():
    s = new_game(3, seed=1, choose_houses=True)
    with pytest.raises(BadAction) as e:
        B.apply(s, 0, {"type": "choose_house"})
    assert e.value.field == "house"
    with pytest.raises(BadAction):
        B.apply(s, 0, {"type": "place_order", "area": "winterfell", "token": "march_0"})


def test_random_picks_a_free_house_from_the_game_seed():
    a, b = new_game(5, seed=8, choose_houses=True), new_game(5, seed=8, choose_houses=True)
    choose_house(a, 0, "stark")
    choose_house(b, 0, "stark")
    ea, eb = choose_house(a, 3, "random"), choose_house(b, 3, "random")
    assert ea == eb and ea[0]["house"] not in ("stark", "martell")


def test_the_last_seat_gets_the_remaining_house_and_planning_starts():
    s = new_game(3, seed=2, choose_houses=True)
    choose_house(s, 1, "stark")
    ev = choose_house(s, 0, "baratheon")
    assert {"type": "house-chosen", "seat": 2, "house": "lannister"} in ev
    # the engine's word for a step taken for a seat, told before the house it gives
    forced = {"type": "choice-forced", "seat": 2, "decision": "choose_house",
              "choice": {"type": "choose_house", "house": "lannister"}}
    assert ev.index(forced) < ev.index({"type": "house-chosen", "seat": 2, "house": "lannister"})
    assert s["seats"] == ["baratheon", "stark", "lannister"]
    assert s["stack"][-1]["kind"] == "assign_orders"
    assert B.view(s, 2)["you"] == "lannister"
    # The setup itself does not depend on who plays a house.
    plain = new_game(3, seed=2)
    assert s["areas"] == plain["areas"] and s["houses"] == plain["houses"]


def test_choose_and_random_houses_exclude_each_other():
    with pytest.raises(BadAction) as e:
        new_game(4, choose_houses=True, random_houses=True)
    assert e.value.field == "options.choose_houses"


@pytest.mark.parametrize("players,seed", [(3, 21), (6, 22)])
def test_whole_games_with_chosen_houses_reach_the_end(players, seed):
    state = B.new(players, {"choose_houses": True}, seed)
    steps = 0
    while B.result(state) is None and steps < 8000:
        seats = B.to_act(state)
        seat = seats[(seed + steps) % len(seats)]
        ds = B.decisions(state, seat)
        B.apply(state, seat, choose(B.view(state, seat), ds, seed * 31 + steps))
        if None not in state["seats"]:
            check_invariants(state)
        if steps % 50 == 0:
            check_views(state)
        steps += 1
    assert B.result(state) is not None
    assert sorted(state["seats"]) == sorted(new_game(players)["seats"])
