import redis

from tests.api.helpers import bearer, bot_match_with_one_human, new_match, play_out, seated_match


def test_games_list_their_options_schema(client):
    games = {g["id"]: g for g in client.get("/api/v1/games").json}
    g = games["testgame"]
    assert (g["min_players"], g["max_players"]) == (2, 4)
    assert g["options"]["properties"]["note"]["default"] == ""


def test_create_match_fills_option_defaults_and_location(client):
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 3, "seed": 1})
    assert r.status_code == 201
    assert r.headers["Location"] == f"/api/v1/matches/{r.json['id']}"
    assert r.json["options"] == {"note": ""}
    assert r.json["status"] == "open"
    assert [s["seat"] for s in r.json["seats"]] == [0, 1, 2]
    assert "seed" not in r.json  # the seed would let anyone predict the deal


def test_create_match_errors_name_the_field(client):
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 6})
    assert r.status_code == 422 and r.json["code"] == "invalid-players"   # this game's range
    assert "players" in r.json["errors"]
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 9})
    assert r.status_code == 422 and "players" in r.json["errors"]        # any game's
    r = client.post("/api/v1/matches", json={"game": "nope", "players": 2})
    assert r.status_code == 404 and r.json["code"] == "unknown-game"
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": "2"})
    assert r.status_code == 422 and "players" in r.json["errors"]
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2, "colour": 1})
    assert r.status_code == 422 and "colour" in r.json["errors"]
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2,
                                             "options": {"note": 5}})
    assert r.status_code == 422 and r.json["code"] == "invalid-options"
    assert "options.note" in r.json["errors"]
    assert r.headers["Content-Type"] == "application/problem+json"


def test_bodies_must_be_json_objects_of_bounded_size(client):
    r = client.post("/api/v1/matches", data="{not json", content_type="application/json")
    assert r.status_code == 400 and r.json["code"] == "malformed-json"
    r = client.post("/api/v1/matches", data="players=2", content_type="text/plain")
    assert r.status_code == 415
    r = client.post("/api/v1/matches", json=[1, 2])
    assert r.status_code == 422
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2,
                                             "options": {"note": "x" * 100_000}})
    assert r.status_code == 413 and r.json["code"] == "body-too-large"


def test_unknown_routes_and_methods_are_problems(client):
    r = client.c.get("/api/v1/nothing-here")
    assert r.status_code == 404 and r.mimetype == "application/problem+json"
    r = client.c.delete("/api/v1/games")
    assert r.status_code == 405 and r.json["code"] == "method-not-allowed"
    r = client.get("/api/v1/matches/doesnotexist")
    assert r.status_code == 404 and r.json["code"] == "not-found"


def test_join_gives_a_token_once_and_starts_when_full(client):
    mid = new_match(client, 2)
    a = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann", "seat": 1})
    assert a.status_code == 201 and a.json["seat"] == 1 and len(a.json["token"]) >= 40
    assert a.json["match"]["status"] == "open"
    dup = client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob", "seat": 1})
    assert dup.status_code == 409 and dup.json["code"] == "seat-taken"
    bad = client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob", "seat": 3})
    assert bad.status_code == 422 and bad.json["code"] == "invalid-seat"  # past this match's seats
    b = client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"})
    assert b.json["seat"] == 0 and b.json["match"]["status"] == "active"
    late = client.post(f"/api/v1/matches/{mid}/join", json={"name": "cat"})
    assert late.status_code == 409 and late.json["code"] == "match-not-open"
    m = client.get(f"/api/v1/matches/{mid}").json
    assert [s["name"] for s in m["seats"]] == ["bob", "ann"]
    assert all(s["to_act"] for s in m["seats"])  # a sealed bid: both decide at once


def test_start_fills_empty_seats_with_bots_only_for_a_seated_player(client):
    mid = new_match(client, 3)
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    r = client.post(f"/api/v1/matches/{mid}/start", json={"fill": "bots"})
    assert r.status_code == 401 and r.json["code"] == "seat-required"
    r = client.post(f"/api/v1/matches/{mid}/start", json={"fill": "people"}, headers=bearer(tok))
    assert r.status_code == 422
    r = client.post(f"/api/v1/matches/{mid}/start", json={"fill": "bots"}, headers=bearer(tok))
    assert r.status_code == 200 and r.json["status"] == "active"
    assert [s["bot"] for s in r.json["seats"]] == [False, True, True]


def test_leaving_frees_the_seat_and_the_last_human_out_aborts(client, redis_url):
    mid = new_match(client, 3)
    r = client.post(f"/api/v1/matches/{mid}/leave")
    assert r.status_code == 401 and r.json["code"] == "seat-required"
    ann = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    bob = client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"}).json["token"]
    r = client.post(f"/api/v1/matches/{mid}/leave", headers=bearer(ann))
    assert r.status_code == 200 and r.json["status"] == "open"
    assert [(s["joined"], s["name"]) for s in r.json["seats"]] == [(False, None), (True, "bob"),
                                                                   (False, None)]
    # The old token is gone with the seat; the seat can be taken again.
    r = client.post(f"/api/v1/matches/{mid}/leave", headers=bearer(ann))
    assert r.status_code == 401 and r.json["code"] == "bad-token"
    cat = client.post(f"/api/v1/matches/{mid}/join", json={"name": "cat", "seat": 0})
    assert cat.status_code == 201
    for tok in (bob, cat.json["token"]):
        r = client.post(f"/api/v1/matches/{mid}/leave", headers=bearer(tok))
    assert r.status_code == 200 and r.json["status"] == "aborted"
    assert not any(s["joined"] for s in r.json["seats"])
    types = [e["type"] for e in client.get(f"/api/v1/matches/{mid}/events").json]
    assert types == ["match-created", "seat-joined", "seat-joined", "seat-left", "seat-joined",
                     "seat-left", "seat-left", "match-aborted"]
    listed = client.get("/api/v1/matches?status=aborted").json["items"]
    assert [m["id"] for m in listed] == [mid]
    assert client.get("/api/v1/matches?status=open").json["items"] == []
    # An aborted match expires like a finished one.
    assert 0 < redis.Redis.from_url(redis_url).ttl(f"m:{{{mid}}}") <= 7 * 24 * 3600
    r = client.post(f"/api/v1/matches/{mid}/join", json={"name": "dan"})
    assert r.status_code == 409 and r.json["code"] == "match-not-open"


def test_bot_seats_do_not_keep_a_match_open_and_a_started_match_is_left_through_a_bot(client):
    mid, ann = bot_match_with_one_human(client, 3, [2])
    r = client.post(f"/api/v1/matches/{mid}/leave", headers=bearer(ann))
    assert r.json["status"] == "aborted" and r.json["seats"][2]["joined"]
    mid = new_match(client, 2)
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"]
            for n in ("ann", "bob")]
    r = client.post(f"/api/v1/matches/{mid}/leave", headers=bearer(toks[0]))
    assert r.status_code == 409 and r.json["code"] == "match-started"
    assert f"/api/v1/matches/{mid}/seats/0/bot" in r.json["detail"]


def test_matches_can_be_created_with_bot_seats(client):
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2, "bots": [1]})
    assert r.json["seats"][1]["bot"] and r.json["seats"][1]["joined"]
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2, "bots": [5]})
    assert r.status_code == 422 and r.json["code"] == "invalid-bots"


def test_listing_filters_and_paginates(client):
    ids = [new_match(client, 2) for _ in range(5)]
    active, _ = seated_match(client, 2)
    page = client.get("/api/v1/matches?game=testgame&status=open&limit=2").json
    assert len(page["items"]) == 2 and page["next_cursor"]
    seen = [m["id"] for m in page["items"]]
    while page["next_cursor"]:
        page = client.get(f"/api/v1/matches?status=open&limit=2&cursor={page['next_cursor']}").json
        seen += [m["id"] for m in page["items"]]
    assert sorted(seen) == sorted(ids)
    assert seen == list(reversed(ids))  # newest first
    act = client.get("/api/v1/matches?status=active").json["items"]
    assert [m["id"] for m in act] == [active]
    assert client.get("/api/v1/matches?game=other").json["items"] == []
    r = client.get("/api/v1/matches?status=sleeping")
    assert r.status_code == 422 and "status" in r.json["errors"]


def test_a_match_left_behind_in_the_index_is_moved_when_listed(client, redis_url):
    # The index is written after the commit: a crash in between leaves a finished match in
    # the active list. Listing must not show it there, and puts it where it belongs.
    mid, toks = seated_match(client, 2)
    play_out(client, mid, toks)
    r = redis.Redis.from_url(redis_url)
    created = r.zscore("idx:*:finished", mid)
    for key in ("idx:*:active", "idx:testgame:active"):
        r.zadd(key, {mid: created})
    r.zrem("idx:testgame:finished", mid)
    assert client.get("/api/v1/matches?status=active").json["items"] == []
    assert r.zscore("idx:*:active", mid) is None and r.zscore("idx:testgame:active", mid) is None
    listed = client.get("/api/v1/matches?game=testgame&status=finished").json["items"]
    assert [m["id"] for m in listed] == [mid]


def test_paging_past_expired_matches_skips_none(client, redis_url):
    ids = [new_match(client, 2) for _ in range(7)]      # newest last
    r = redis.Redis.from_url(redis_url)
    for mid in (ids[6], ids[4]):                         # expire two on the first page
        r.delete(f"m:{{{mid}}}")
    seen, cursor = [], ""
    while cursor is not None:
        page = client.get(f"/api/v1/matches?status=open&limit=3{cursor and '&cursor=' + cursor}")
        seen += [m["id"] for m in page.json["items"]]
        cursor = page.json["next_cursor"]
    assert seen == [ids[5], ids[3], ids[2], ids[1], ids[0]]


def test_cors_headers_for_third_party_web_clients(client):
    r = client.c.options("/api/v1/games", headers={
        "Origin": "https://example.org", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Authorization, Content-Type"})
    assert r.headers["Access-Control-Allow-Origin"] in ("*", "https://example.org")
    assert "authorization" in r.headers["Access-Control-Allow-Headers"].lower()
    r = client.c.get("/api/v1/games", headers={"Origin": "https://example.org"})
    assert r.headers["Access-Control-Allow-Origin"] in ("*", "https://example.org")
    assert "ETag" in r.headers["Access-Control-Expose-Headers"]
    # Without an Origin the request is not a cross-origin one: no CORS headers to compute.
    assert "Access-Control-Allow-Origin" not in client.c.get("/api/v1/games").headers


def test_matches_named_by_ids_come_in_one_request(client):
    # A browser's remembered seats: their matches in one request, in the order asked, each
    # once, one that does not exist left out; game and status still filter.
    a, b = new_match(client, 2), new_match(client, 3)
    active, _ = seated_match(client, 2)
    page = client.get(f"/api/v1/matches?ids={b},nosuchmatch,{a},{b},{active}").json
    assert [m["id"] for m in page["items"]] == [b, a, active]
    assert page["next_cursor"] is None
    assert [m["players"] for m in page["items"]] == [3, 2, 2]
    only = client.get(f"/api/v1/matches?ids={a},{active}&status=active").json["items"]
    assert [m["id"] for m in only] == [active]
    assert client.get(f"/api/v1/matches?ids={a}&game=other").json["items"] == []


def test_matches_by_ids_refuse_an_empty_item_or_too_many(client):
    for query in ("ids=", "ids=a,,b", "ids=" + ",".join(f"m{i}" for i in range(101)),
                  "ids=" + "x" * 65):
        r = client.get(f"/api/v1/matches?{query}")
        assert r.status_code == 422 and "ids" in r.json["errors"], query
