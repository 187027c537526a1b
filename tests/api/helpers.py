"""Small scenario helpers for HTTP tests (work with the contract client or requests)."""


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_match(client, players=2, game="testgame", **extra):
    r = client.post("/api/v1/matches", json={"game": game, "players": players, **extra})
    assert r.status_code == 201, r.json
    return r.json["id"]


def seated_match(client, players=2, game="testgame", **extra):
    mid = new_match(client, players, game, **extra)
    tokens = []
    for i in range(players):
        r = client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}"})
        assert r.status_code == 201, r.json
        tokens.append(r.json["token"])
    return mid, tokens
