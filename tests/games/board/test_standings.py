"""The view's standings at the end of a game explain its ranking: sorting the houses by the
listed tiebreakers (more is better, except the Iron Throne position) gives the result's order."""
import pytest

from api.games import REGISTRY
from api.games.board.rounds.victory import end_game


def _sorted_by_standings(st):
    keys = st["tiebreakers"]
    return sorted(st["houses"], key=lambda h: tuple(
        st["houses"][h][k] if k == "iron_throne" else -st["houses"][h][k] for k in keys))


@pytest.mark.parametrize("gid, options, expected", [
    ("board2e", {}, ["castles", "strongholds", "supply", "power", "iron_throne"]),
    ("board2e", {"tiebreak_faq_v2": True}, ["castles", "areas", "supply", "iron_throne"]),
    ("board1e", {}, ["castles", "supply", "units"]),
])
def test_standings_reproduce_the_ranking(gid, options, expected):
    g = REGISTRY[gid]
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        s = g.new(players, options, seed)
        assert "standings" not in g.view(s, None)          # only once the game is over
        s["houses"][s["seats"][-1]]["power"] += seed       # make the power tiebreaker matter
        end_game(s, list(s["houses"]), "round_limit")
        v = g.view(s, 0)
        assert v["standings"]["tiebreakers"] == expected
        assert _sorted_by_standings(v["standings"]) == v["result"]["ranking"]
