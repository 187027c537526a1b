from tests.api.helpers import play_out, seated_match


def test_games_and_a_whole_match(client):
    games = client.get("/api/v1/games").json
    assert "testgame" in [g["id"] for g in games]
    mid, toks = seated_match(client, 2, seed=5)
    assert client.get(f"/api/v1/matches/{mid}").json["status"] == "active"
    match, actions = play_out(client, mid, toks, max_actions=100)
    assert match["status"] == "finished" and actions > 2
    assert match["result"]["winners"]
