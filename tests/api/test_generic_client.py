"""A client that knows nothing of any game plays it over HTTP by choosing among the listed
options only (issue: "a client that knows nothing of B'Twixt / the board game can play whole
games"). Every request and response is validated against openapi.yaml on the way."""
import random

import pytest

from api.games import REGISTRY
from tests.api.helpers import play_out, seated_match


def play_over_http(client, game, players, seed, choose, max_actions):
    mid, toks = seated_match(client, players, game=game, seed=seed)
    return play_out(client, mid, toks, choose, max_actions, seed)


def uniform(view, decisions, seed):
    rng = random.Random(seed)
    return rng.choice(rng.choice(decisions)["options"])["action"]


@pytest.mark.parametrize("players", [3, 6])
def test_btwixt_whole_games_by_uniform_choices(client, players):
    match, _ = play_over_http(client, "btwixt", players, seed=players, choose=uniform,
                              max_actions=5000)
    assert match["status"] == "finished" and match["result"]["winners"]


def test_board2e_whole_game_choosing_among_listed_options(client):
    """The seat's own view and decisions over HTTP, nothing else (the board game's bot policy:
    uniform choices also finish, but wander long in the sealed order placement, see
    tests/engine/test_conformance.py)."""
    game = REGISTRY["board2e"]
    match, actions = play_over_http(client, "board2e", 3, seed=8, choose=game.bot,
                                    max_actions=4000)
    assert match["status"] == "finished", actions
    assert match["result"]["reason"] in ("seven_castles", "round_limit")


def test_board2e_houses_chosen_over_http(client):
    """Setup step 6 with the ``choose_houses`` option: every seat is asked at once; a house
    already taken is a 409 naming the rule; the game then starts with the chosen houses."""
    mid, toks = seated_match(client, 3, game="board2e", seed=4, options={"choose_houses": True})
    auth = [{"Authorization": f"Bearer {t}"} for t in toks]
    match = client.get(f"/api/v1/matches/{mid}").json
    assert [s["to_act"] for s in match["seats"]] == [True, True, True]
    ds = client.get(f"/api/v1/matches/{mid}/decisions", headers=auth[1]).json["decisions"]
    assert ds[0]["type"] == "choose_house"
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=auth[1],
                    json={"action": {"type": "choose_house", "house": "stark"}})
    assert r.status_code == 200, r.json
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=auth[0],
                    json={"action": {"type": "choose_house", "house": "stark"}})
    assert r.status_code == 409 and r.json["code"] == "illegal-action/house-taken"
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=auth[0],
                    json={"action": {"type": "choose_house", "house": "random"}})
    assert r.status_code == 200
    # Two chosen: the last seat got the house left, and round 1 planning is open.
    view = client.get(f"/api/v1/matches/{mid}/view", headers=auth[2]).json["view"]
    assert view["you"] in ("lannister", "baratheon") and None not in view["seats"]
    assert view["step"]["kind"] == "assign_orders"
    match, _ = play_out(client, mid, toks, choose=REGISTRY["board2e"].bot, max_actions=4000,
                        seed=4)
    assert match["status"] == "finished"
