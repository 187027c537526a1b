"""The heuristic bot: legal from its own view only, and it finishes whole games."""
import pytest

from api.games import board as B
from api.games.board.bot import choose


@pytest.mark.parametrize("players,seed", [(3, 101), (6, 102)])
def test_bot_plays_whole_games_with_listed_actions_only(players, seed):
    s = B.new(players, {}, seed)
    steps = 0
    while B.result(s) is None and steps < 6000:
        seat = B.to_act(s)[steps % len(B.to_act(s))]
        ds = B.decisions(s, seat)
        a = choose(B.view(s, seat), ds, seed + steps)
        assert a in [o["action"] for d in ds for o in d["options"]]
        B.apply(s, seat, a)
        steps += 1
    assert B.result(s) is not None


def test_bot_prefers_marching_onto_castles():
    s = B.new(6, {}, 3)
    view = {"ruleset": s["ruleset"], "you": "stark",
            "areas": {a: {"units": [], "order": None, "power": None} for a in s["areas"]}}
    ds = [{"type": "resolve_march", "options": [
        {"label": "", "action": {"type": "move", "unit": "footman", "to": "castle_black"}},
        {"label": "", "action": {"type": "move", "unit": "footman", "to": "the_twins"}},
        {"label": "", "action": {"type": "move", "unit": "footman", "to": "white_harbor"}}]}]
    picks = {choose(view, ds, k)["to"] for k in range(40)}
    assert "white_harbor" in picks
    assert sum(choose(view, ds, k)["to"] == "white_harbor" for k in range(40)) > 20


def test_game_record_exposes_the_bot():
    s = B.new(4, {}, 1)
    ds = B.decisions(s, 0)
    assert B.GAME.bot(B.view(s, 0), ds, 7) in [o["action"] for o in ds[0]["options"]]
