"""Small scenario helpers for HTTP tests (work with the contract client or requests)."""


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_match(client, players=2, game="testgame", **extra):
    r = client.post("/api/v1/matches", json={"game": game, "players": players, **extra})
    assert r.status_code == 201, r.json
    return r.json["id"]


def bot_match_with_one_human(client, players, bots, name="ann"):
    """A testgame match created with ``bots`` seats and one human joined; (match id, token)."""
    mid = new_match(client, players, bots=bots)
    return mid, client.post(f"/api/v1/matches/{mid}/join", json={"name": name}).json["token"]


def seated_match(client, players=2, game="testgame", **extra):
    mid = new_match(client, players, game, **extra)
    tokens = []
    for i in range(players):
        r = client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}"})
        assert r.status_code == 201, r.json
        tokens.append(r.json["token"])
    return mid, tokens


def first_option(view, decisions, seed):
    return decisions[0]["options"][0]["action"]


def play_out(client, mid, toks, choose=first_option, max_actions=10_000, seed=0):
    """Play a seated match to its end over HTTP, choosing only among the listed options.
    Returns the final match record and the number of actions made."""
    actions = 0
    while actions < max_actions:
        match = client.get(f"/api/v1/matches/{mid}").json
        if match["status"] == "finished":
            return match, actions
        acting = [s["seat"] for s in match["seats"] if s["to_act"]]
        assert acting, "an active match with nobody to act"
        seat = acting[actions % len(acting)]
        h = bearer(toks[seat])
        d = client.get(f"/api/v1/matches/{mid}/decisions", headers=h).json
        assert d["decisions"], "a seat marked to act has no decisions"
        view = client.get(f"/api/v1/matches/{mid}/view", headers=h).json["view"]
        action = choose(view, d["decisions"], seed + actions)
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=h,
                        json={"action": action, "version": d["version"]})
        assert r.status_code == 200, (action, r.json)
        actions += 1
    return client.get(f"/api/v1/matches/{mid}").json, actions
