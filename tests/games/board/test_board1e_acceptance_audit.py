"""An outsider's acceptance check of board1e (session 17): each 1st-edition difference of
board-1e.md (section 12) and the corners of its acceptance scenarios that the existing tests
leave out, played on the 1st edition through the engine's decisions and actions, named by
spec section. Nothing here may leak a 2nd-edition-only rule into the 1st edition."""
from __future__ import annotations

import pytest

from api.games import board as B
from api.games.board.edition import edition_named
from api.games.board.wildlings.attack import start_attack

ED = edition_named("1e")
HOUSES = ["stark", "lannister", "baratheon", "greyjoy", "tyrell"]
COST = {"footman": 1, "knight": 2, "ship": 1}


def new(players=5, seed=1, **options):
    return B.new(players, options, seed, "1e")


def seat(s, house):
    return s["seats"].index(house)


def act(s, house, action):
    return B.apply(s, seat(s, house), action)


def waiting(s):
    return [s["seats"][i] for i in B.to_act(s)]


def options(s, house):
    return [o["action"] for d in B.decisions(s, seat(s, house)) for o in d["options"]]


def hold(s):
    """Nothing pending but a frame that waits forever (tests/games/board/board_helpers)."""
    import tests.games.board.board_helpers  # noqa: F401  (registers the test_hold step)
    s["stack"] = [{"kind": "test_hold"}]
    return s


def own_units(s, house):
    return sorted(u["type"] for st in s["areas"].values() for u in st["units"]
                  if u["house"] == house)


# -- 5.21.2 (A19, AS-41): the wildlings' penalty is a minimal set of units ----------------------

def _wildlings_win(units_each, lowest="tyrell"):
    """A 5-player Wildling Attack of strength 10 that the wildlings win (bids 2, 3, 0, 1, 0),
    ``lowest`` named the lowest bidder by the Iron Throne; every house holds ``units_each`` in
    its home area."""
    s = new(5)
    for st in s["areas"].values():
        st["units"] = []
    for h in HOUSES:
        s["houses"][h]["power"] = 5
        s["areas"][ED.house_setup[h]["homeArea"]]["units"] = [
            {"type": t, "house": h, "routed": False} for t in units_each]
    s["wildling_threat"] = 10
    hold(s)
    start_attack(s, 10)
    B.FLOW.settle(s)
    for h, bid in {"stark": 2, "lannister": 3, "baratheon": 0, "greyjoy": 1, "tyrell": 0}.items():
        if h in waiting(s):
            act(s, h, {"type": "bid_wildlings", "bid": bid})
    act(s, s["tracks"]["iron_throne"][0], {"type": "choose_wildling_bidder", "house": lowest})
    return s


def _penalty_options(s, house):
    return [o for o in options(s, house) if o["type"] == "wildling_penalty_choice"]


def test_5_21_2_a_knight_and_three_footmen_are_not_a_minimal_four():
    # AS-41: "A Tyrell choice of 1 Knight + 3 Footmen is rejected (not minimal)". After two
    # Footmen Tyrell owes 2: a third Footman would leave 1 owed with only a Knight to pay it
    s = _wildlings_win(("knight", "footman", "footman", "footman"))
    assert waiting(s) == ["tyrell"]                 # first in turn order (reversed throne)
    foot = {"type": "wildling_penalty_choice", "area": "highgarden", "unit": "footman"}
    act(s, "tyrell", foot)
    act(s, "tyrell", foot)
    assert foot not in _penalty_options(s, "tyrell")
    with pytest.raises(Exception):
        act(s, "tyrell", foot)
    while "tyrell" in waiting(s):
        act(s, "tyrell", _penalty_options(s, "tyrell")[0])
    assert own_units(s, "tyrell") == ["footman"]    # Knight + 2 Footmen: exactly 4


def test_5_21_2_a_footman_then_a_knight_is_not_a_minimal_two():
    # Greyjoy owes 2 (Tyrell, the lowest bidder, 4 first): after a Footman it owes 1, which a
    # Footman pays; the Knight would pay 3 where 2 was owed
    s = _wildlings_win(("knight", "footman", "footman", "footman"))
    act(s, "tyrell", {"type": "wildling_penalty_choice", "area": "highgarden", "unit": "knight"})
    assert own_units(s, "tyrell") == ["footman"]        # the two Footmen owed: forced
    assert waiting(s) == ["greyjoy"]
    events = act(s, "greyjoy", {"type": "wildling_penalty_choice", "area": "pyke",
                                "unit": "footman"})
    # the second point is a Footman, the only choice left (so taken for Greyjoy)
    assert [e["choice"]["unit"] for e in events if e["type"] == "choice-forced"] == ["footman"]
    assert own_units(s, "greyjoy") == ["footman", "knight"] and waiting(s) == ["stark"]


def test_5_21_2_a_house_worth_less_than_its_debt_loses_everything_and_owes_nothing():
    s = _wildlings_win(("footman",))
    for _ in range(10):
        if not waiting(s) or s["stack"][-1]["kind"] == "test_hold":
            break
        (h,) = waiting(s)
        act(s, h, options(s, h)[0])
    assert all(own_units(s, h) == [] for h in HOUSES)
    assert s["stack"] == [{"kind": "test_hold"}]
