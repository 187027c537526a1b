def test_games_and_a_whole_match(client):
    games = client.get("/api/v1/games").json
    assert "testgame" in [g["id"] for g in games]
    m = client.post("/api/v1/matches", json={"game": "testgame", "players": 2, "seed": 5})
    assert m.status_code == 201, m.json
    mid = m.json["id"]
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"]
            for n in ("ann", "bob")]
    assert client.get(f"/api/v1/matches/{mid}").json["status"] == "active"
    for _ in range(100):
        match = client.get(f"/api/v1/matches/{mid}").json
        if match["status"] == "finished":
            break
        for s in match["seats"]:
            if s["to_act"]:
                h = {"Authorization": f"Bearer {toks[s['seat']]}"}
                d = client.get(f"/api/v1/matches/{mid}/decisions", headers=h).json
                r = client.post(f"/api/v1/matches/{mid}/actions", headers=h,
                                json={"action": d["decisions"][0]["options"][0]["action"]})
                assert r.status_code == 200, r.json
    assert match["status"] == "finished"
    assert match["result"]["winners"]
