"""Sealed bids, Clash of Kings and influence-track moves (spec 5.5, 5.6, 5.23; D5, D6)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_westeros_kit import (act, bid_all, given, options, power_total, refused, settle,  # noqa: E402
                               top, waiting)

from api.games.board.edition import edition_named  # noqa: E402

ED = edition_named("2e")
from api.games.board.components import power_pool  # noqa: E402
from api.games.board.tracks import bidding  # noqa: E402
from api.games import board as B  # noqa: E402
from api.games.board.tracks.influence import move_on_track  # noqa: E402
from api.games.board.westeros.clash_of_kings import start_clash_of_kings  # noqa: E402


def clash(s, power=8):
    for hs in s["houses"].values():
        hs["power"] = power
    return start_clash_of_kings(s) + settle(s)


def test_bid_decision_lists_every_legal_amount_and_is_sealed():
    s = given(3)
    clash(s, power=4)
    assert sorted(waiting(s)) == sorted(s["seats"])
    (d,) = B.decisions(s, s["seats"].index("stark"))
    assert d["sealed"] is True and d["type"] == "bid_influence"
    assert [o["action"]["bid"] for o in d["options"]] == [0, 1, 2, 3, 4]


def test_bids_stay_secret_until_everyone_is_in():
    s = given(3)
    clash(s)
    events = act(s, "stark", {"type": "bid_influence", "bid": 5})
    assert events == [{"type": "bid-submitted", "context": "iron_throne", "house": "stark"}]
    assert bidding.bids_view(s, "lannister") == {
        "context": "iron_throne", "houses": ["baratheon", "lannister", "stark"], "ready": ["stark"]}
    assert bidding.bids_view(s, None).get("mine") is None
    assert bidding.bids_view(s, "stark")["mine"] == 5
    # the tokens stay in available power until the reveal
    assert s["houses"]["stark"]["power"] == 8


def test_a_bid_may_be_changed_until_the_last_one_is_in():
    s = given(3)
    clash(s)
    act(s, "stark", {"type": "bid_influence", "bid": 5})
    act(s, "stark", {"type": "bid_influence", "bid": 1})
    events = bid_all(s, {"lannister": 2, "baratheon": 3})
    reveal = [e for e in events if e["type"] == "bids-revealed"][0]
    assert reveal["bids"] == {"baratheon": 3, "lannister": 2, "stark": 1}
    assert s["tracks"]["iron_throne"] == ["baratheon", "lannister", "stark"]
    assert s["houses"]["stark"]["power"] == 7


@pytest.mark.parametrize("action,code", [
    ({"type": "bid_influence", "bid": 9}, "illegal-action/not-an-option"),    # too high
    ({"type": "bid_influence", "bid": -1}, "illegal-action/not-an-option"),
    ({"type": "bid_influence", "bid": True}, "wrong-type"),   # not a number
    ({"type": "bid_influence", "bid": "3"}, "wrong-type"),
    ({"type": "bid_influence"}, "missing-field"),
    ({"type": "bid_influence", "bid": 1, "extra": 2}, "unknown-field"),
    ({"type": "bid_wildlings", "bid": 1}, "unknown-action"),
    ({"type": 7}, "malformed-action"),
])
def test_bad_bids_are_refused_without_change(action, code):
    s = given(3)
    clash(s)
    before = repr(s)
    assert refused(act, s, "stark", action) == code
    assert repr(s) == before


def test_a_house_without_power_bids_zero_without_being_asked():
    s = given(3)
    for h, hs in s["houses"].items():
        hs["power"] = 0 if h == "stark" else 8
    opened = start_clash_of_kings(s) + settle(s)
    # the engine bids for it and tells it alone
    assert {"type": "choice-forced", "seat": s["seats"].index("stark"), "decision": "bid_influence",
            "choice": {"type": "bid_influence", "bid": 0}, "to": [s["seats"].index("stark")]} in opened
    assert "stark" not in waiting(s) and bidding.bids_view(s, "baratheon")["ready"] == ["stark"]
    # like any house that is in, it may still "change" its bid, to the only one it has
    (d,) = B.decisions(s, s["seats"].index("stark"))
    assert not d["required"] and [o["action"]["bid"] for o in d["options"]] == [0]
    events = bid_all(s, {"lannister": 2, "baratheon": 1})
    reveal = [e for e in events if e["type"] == "bids-revealed"][0]
    assert reveal["bids"]["stark"] == 0


def test_nobody_with_power_means_an_immediate_reveal():
    s = given(3)
    events = clash(s, power=0)
    assert [e["bids"] for e in events if e["type"] == "bids-revealed"] == [
        {"baratheon": 0, "lannister": 0, "stark": 0}]
    # Baratheon holds the Iron Throne and must order the three tied houses itself.
    assert waiting(s) == ["baratheon"] and top(s)["kind"] == "order_tied_bidders"


def test_clash_of_kings_replaces_all_three_tracks_and_pays_the_pool():
    s = given(3)
    clash(s)
    before = {h: power_total(s, h) for h in s["houses"]}
    bid_all(s, {"stark": 3, "lannister": 2, "baratheon": 1})
    bid_all(s, {"stark": 0, "lannister": 2, "baratheon": 1})
    events = bid_all(s, {"stark": 1, "lannister": 0, "baratheon": 4})
    assert s["tracks"] == {"iron_throne": ["stark", "lannister", "baratheon"],
                           "fiefdoms": ["lannister", "baratheon", "stark"],
                           "kings_court": ["baratheon", "stark", "lannister"]}
    assert {e["type"] for e in events} >= {"clash-of-kings-ended", "dominance-token-taken"}
    assert {h: s["houses"][h]["power"] for h in s["houses"]} == {
        "stark": 4, "lannister": 4, "baratheon": 2}
    assert {h: power_total(s, h) for h in s["houses"]} == before
    assert s["stack"] == [] and s["bids"] == {}


def test_s09_fiefdoms_tie_ordered_by_the_new_iron_throne_holder():
    """AS-09 Clash of Kings, Fiefdoms bidding with a tie (seed)."""
    s = given(5)
    clash(s)
    bid_all(s, {"greyjoy": 4, "baratheon": 3, "lannister": 2, "stark": 1, "tyrell": 0})
    assert s["tracks"]["iron_throne"][0] == "greyjoy"
    pool_before = sum(bidding_pool(s, h) for h in s["houses"])
    bid_all(s, {"lannister": 4, "baratheon": 3, "stark": 3, "tyrell": 2, "greyjoy": 0})
    assert waiting(s) == ["greyjoy"]
    assert sorted(a["house"] for a in options(s, "greyjoy")) == ["baratheon", "stark"]
    assert refused(act, s, "greyjoy", {"type": "order_tied_bidders", "house": "tyrell"}) \
        == "illegal-action/not-an-option"
    act(s, "greyjoy", {"type": "order_tied_bidders", "house": "baratheon"})
    assert s["tracks"]["fiefdoms"] == ["lannister", "baratheon", "stark", "tyrell", "greyjoy"]
    assert ED.tracks[0] and s["tracks"]["fiefdoms"][0] == "lannister"   # holds the Blade
    assert sum(bidding_pool(s, h) for h in s["houses"]) - pool_before == 12
    assert top(s)["kind"] == "bid" and top(s)["context"] == "kings_court"


def bidding_pool(s, h):
    return power_pool(s, h)


def test_s10_iron_throne_tie_decided_by_the_previous_holder():
    """AS-10 Iron Throne bidding tie decided by the previous holder."""
    s = given(3)
    clash(s)
    bid_all(s, {"stark": 3, "lannister": 3, "baratheon": 1})
    assert waiting(s) == ["baratheon"]
    assert [a["house"] for a in options(s, "baratheon")] == ["lannister", "stark"]
    act(s, "baratheon", {"type": "order_tied_bidders", "house": "lannister"})
    assert s["tracks"]["iron_throne"] == ["lannister", "stark", "baratheon"]
    bid_all(s, {"stark": 0, "lannister": 0, "baratheon": 0})
    # the new holder settles the next ties, one position at a time
    assert waiting(s) == ["lannister"] and len(options(s, "lannister")) == 3
    act(s, "lannister", {"type": "order_tied_bidders", "house": "stark"})
    assert len(options(s, "lannister")) == 2
    act(s, "lannister", {"type": "order_tied_bidders", "house": "baratheon"})
    assert s["tracks"]["fiefdoms"] == ["stark", "baratheon", "lannister"]


def test_s56_moving_a_house_to_the_top_of_a_track():
    """AS-56 Moving a house to the top of a track (seed rule on position changes)."""
    s = given(4)
    s["tracks"]["iron_throne"] = ["baratheon", "lannister", "stark", "greyjoy"]
    events = move_on_track(s, "iron_throne", "greyjoy", 1)
    assert s["tracks"]["iron_throne"] == ["greyjoy", "baratheon", "lannister", "stark"]
    assert events == [{"type": "track-changed", "track": "iron_throne",
                       "order": ["greyjoy", "baratheon", "lannister", "stark"]}]
    move_on_track(s, "iron_throne", "greyjoy", -1)
    assert s["tracks"]["iron_throne"] == ["baratheon", "lannister", "stark", "greyjoy"]
    assert move_on_track(s, "iron_throne", "greyjoy", 9) == []


def test_dominance_tokens_pass_without_flipping():
    s = given(4)
    s["blade_used"] = True
    holder = s["tracks"]["fiefdoms"][-1]
    move_on_track(s, "fiefdoms", holder, 1)
    assert s["tracks"]["fiefdoms"][0] == holder and s["blade_used"] is True


def test_rank_groups_orders_by_bid_then_keeps_ties_together():
    assert bidding.rank_groups({"a": 1, "b": 3, "c": 1, "d": 0}) == [["b"], ["a", "c"], ["d"]]


def test_engine_view_hides_other_bids():
    from api.games import board as B
    s = given(3)
    clash(s)
    act(s, "stark", {"type": "bid_influence", "bid": 3})
    for viewer in (s["seats"].index("lannister"), None):
        v = B.view(s, viewer)
        assert v["bids"]["sealed"] == {"stark": "ready"}
    assert B.view(s, s["seats"].index("stark"))["bids"]["sealed"] == {"stark": 3}
