"""Clash of Kings (5.6): the three influence tracks are bid for in turn, Iron Throne first;
each track is replaced by the ranking of the bids, ties settled by the Iron Throne holder."""
from __future__ import annotations

from api.engine.flow import Step, take_result
from api.games.board.edition import edition_of
from api.games.board.tracks.bidding import open_bidding, order_ties, rank_groups
from api.games.board.tracks.influence import holder, set_track


def start_clash_of_kings(state: dict) -> list:
    state["stack"].append({"kind": "clash_of_kings", "track": 0, "stage": "bid",
                           "old_holder": holder(state, "iron_throne")})
    return [{"type": "clash-of-kings"}]


def _clash_auto(state: dict, frame: dict) -> list:
    ed = edition_of(state)
    if frame["track"] >= len(ed.tracks):
        state["stack"].pop()
        return [{"type": "clash-of-kings-ended"}]
    track = ed.tracks[frame["track"]]
    if frame["stage"] == "bid":
        frame["stage"] = "rank"
        return open_bidding(state, track, list(state["seats"]))
    if frame["stage"] == "rank":
        frame["stage"] = "place"
        # 2nd edition: whoever holds the Iron Throne now settles ties; for the Iron Throne track
        # itself that is still the previous holder, as the track is replaced only afterwards.
        # The 1st edition's old holder settles all three tracks.
        before = ed.rules.clash_tie_breaker == "before_clash"
        chooser = frame["old_holder"] if before else holder(state, "iron_throne")
        return order_ties(state, track, rank_groups(take_result(frame)), chooser)
    # stage "place"
    ranking = take_result(frame)
    frame["track"] += 1
    frame["stage"] = "bid"
    return set_track(state, track, ranking) + [
        {"type": "dominance-token-taken", "track": track, "house": ranking[0]}]


STEPS = [Step("clash_of_kings", auto=_clash_auto)]
