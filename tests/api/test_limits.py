import pytest

from api import create_app
from tests.support.contract import ContractClient


def test_rate_limit_answers_429_problem_per_client(redis_url):
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "5 per minute"})
    client = ContractClient(app.test_client())
    codes = [client.get("/api/v1/games").status_code for _ in range(7)]
    assert codes[:5] == [200] * 5 and codes[5:] == [429, 429]
    r = client.get("/api/v1/games")
    assert r.mimetype == "application/problem+json" and r.json["code"] == "rate-limited"
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    assert r.headers["X-RateLimit-Limit"] == "5" and r.headers["X-RateLimit-Remaining"] == "0"
    # another client (another token) has its own budget; health checks are never limited
    other = client.get("/api/v1/games", headers={"Authorization": "Bearer someone-else"})
    assert other.status_code == 200
    assert client.get("/healthz").status_code == 200


def test_behind_a_trusted_proxy_each_client_address_has_its_own_budget(redis_url):
    # Behind nginx every request comes from 127.0.0.1: without the forwarded address, all
    # anonymous clients would share one budget.
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "3 per minute", "TRUSTED_PROXIES": 1})
    client = app.test_client()

    def codes(addr, n):
        return [client.get("/api/v1/games", headers={"X-Forwarded-For": addr}).status_code
                for _ in range(n)]
    assert codes("203.0.113.7", 4) == [200, 200, 200, 429]
    assert codes("198.51.100.2", 3) == [200, 200, 200]
    # The proxy appends the real peer: a client cannot pick another address by sending its own.
    assert codes("198.51.100.2, 203.0.113.9", 1) == [200]
    assert codes("203.0.113.7, 203.0.113.9", 3) == [200, 200, 429]


def test_without_trusted_proxies_a_forwarded_header_is_ignored(redis_url):
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "2 per minute"})
    client = app.test_client()
    got = [client.get("/api/v1/games", headers={"X-Forwarded-For": f"203.0.113.{i}"}).status_code
           for i in range(3)]
    assert got == [200, 200, 429]


def round_trips(monkeypatch):
    """Counts what the app sends to Redis: one packed send is one round trip (a pipeline's
    commands go in one). The commands still go to the real Redis."""
    import redis
    sent = []
    real = redis.connection.AbstractConnection.send_packed_command

    def counting(self, command, check_health=True):
        sent.append(1)
        return real(self, command, check_health)
    monkeypatch.setattr(redis.connection.AbstractConnection, "send_packed_command", counting)
    return sent


def test_the_limit_costs_no_round_trip_of_its_own_on_the_play_routes(redis_url, monkeypatch):
    from tests.api.helpers import seated_match
    for enabled in (False, True):
        app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "100 per minute",
                          "RATE_LIMIT_ENABLED": enabled})
        client = ContractClient(app.test_client())
        mid, (t0, t1) = seated_match(client, 2, seed=2)
        h = {"Authorization": f"Bearer {t0}"}
        d = client.get(f"/api/v1/matches/{mid}/decisions", headers=h).json["decisions"]
        # (Once more, so that Redis knows the script that reads a kept record's match.)
        client.get(f"/api/v1/matches/{mid}/decisions", headers=h)
        sent = round_trips(monkeypatch)
        assert client.get(f"/api/v1/matches/{mid}/decisions", headers=h).status_code == 200
        assert len(sent) == 1, enabled    # the load (and the count)
        sent.clear()
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=h,
                        json={"action": d[0]["options"][0]["action"]})
        assert r.status_code == 200
        # The record the decisions' read kept is current: no load, and the commit counts.
        assert len(sent) == 1, enabled
        # With an Idempotency-Key (as the frontend sends every move) as well: the commit
        # itself looks for the key's answer, and the stored answer costs nothing more.
        other = t0 if r.json["decisions"] else t1
        d = client.get(f"/api/v1/matches/{mid}/decisions",
                       headers={"Authorization": f"Bearer {other}"}).json["decisions"]
        sent.clear()
        r = client.post(f"/api/v1/matches/{mid}/actions",
                        headers={"Authorization": f"Bearer {other}", "Idempotency-Key": "k"},
                        json={"action": d[0]["options"][0]["action"]})
        assert r.status_code == 200 and len(sent) == 1, (r.json, enabled)
        monkeypatch.undo()
        import redis
        assert not redis.Redis.from_url(redis_url).keys(f"m:{{{mid}}}:idem:*:running")
    # Another route pays one pipelined round trip for the count, and no limit headers.
    sent = round_trips(monkeypatch)
    resp = client.get("/api/v1/games")
    assert resp.status_code == 200 and "X-RateLimit-Remaining" not in resp.headers
    assert len(sent) == 1


def test_the_limit_bites_on_the_play_routes_before_anything_else(redis_url):
    from tests.api.helpers import seated_match
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "1000 per minute"})
    client = ContractClient(app.test_client())
    mid, (t0, t1) = seated_match(client, 2, seed=2)
    app.extensions["rookery.limiter"].amount = 4
    h = {"Authorization": f"Bearer {t0}"}
    codes = [client.get(f"/api/v1/matches/{mid}/decisions", headers=h).status_code
             for _ in range(4)]
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=h)
    assert codes == [200] * 4 and d.status_code == 429 and d.json["code"] == "rate-limited"
    h1 = {"Authorization": f"Bearer {t1}"}   # the other seat's token has its own budget
    version = client.get(f"/api/v1/matches/{mid}/decisions", headers=h1).json["version"]
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=h,
                    json={"action": {"type": "bid", "card": 1}})
    assert r.status_code == 429 and 1 <= int(r.headers["Retry-After"]) <= 60
    assert client.get(f"/api/v1/matches/{mid}/decisions",
                      headers=h1).json["version"] == version    # nothing applied
    # A match that does not exist is still counted and refused as over the limit, not 404.
    assert client.get("/api/v1/matches/nothing/view", headers=h).status_code == 429


def test_a_store_outage_is_a_503_with_retry_after_on_every_route(redis_url):
    """With Redis unreachable every API answer is 503 problem+json (a client retries), never a
    500; the process-only routes still answer."""
    from api import create_app
    from tests.support.servers import free_port
    app = create_app({"REDIS_URL": f"redis://127.0.0.1:{free_port()}/0", "TESTING": True,
                      "RATE_LIMIT_ENABLED": True})
    c = app.test_client()
    for method, path, body in (("get", "/api/v1/games", None), ("get", "/api/v1/matches", None),
                               ("post", "/api/v1/matches", {"game": "btwixt", "players": 3}),
                               ("get", "/api/v1/matches/abc/view", None),
                               ("post", "/api/v1/matches/abc/actions", {"action": {"type": "pass"}}),
                               ("get", "/readyz", None)):
        r = getattr(c, method)(path, json=body)
        assert r.status_code == 503, (path, r.status_code)
        assert r.headers["Content-Type"] == "application/problem+json"
        assert r.json["code"] == "store-unavailable"
        assert path == "/readyz" or r.headers["Retry-After"] == "2"
    assert c.get("/healthz").status_code == 200


def test_a_last_event_id_out_of_range_is_refused_before_the_stream_opens(client):
    mid = client.post("/api/v1/matches", json={"game": "testgame", "players": 2}).json["id"]
    for bad in ("9" * 30, "-1", "x", str(2**53 + 1)):
        r = client.c.get(f"/api/v1/matches/{mid}/events",
                         headers={"Accept": "text/event-stream", "Last-Event-ID": bad})
        assert r.status_code == 422 and r.json["code"] == "invalid-last-event-id", bad


@pytest.mark.parametrize("depth", [40, 300, 5000])
def test_a_deeply_nested_body_is_refused_not_a_server_error(client, depth):
    mid = client.post("/api/v1/matches", json={"game": "testgame", "players": 2}).json["id"]
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    nested = "[" * depth + "]" * depth
    r = client.c.post(f"/api/v1/matches/{mid}/actions", data=f'{{"action": {{"type": "bid", "x": {nested}}}}}',
                      headers={"Authorization": f"Bearer {tok}", "Content-Type": "application/json"})
    assert r.status_code in (400, 422) and r.json["code"] in ("body-too-deep", "malformed-json")


def test_a_method_a_known_path_lacks_is_405_with_allow(client):
    r = client.c.post("/api/v1/games", json={})
    assert r.status_code == 405 and r.json["code"] == "method-not-allowed"
    assert r.headers["Allow"] == "GET"
    mid = client.post("/api/v1/matches", json={"game": "testgame", "players": 2}).json["id"]
    r = client.c.delete(f"/api/v1/matches/{mid}/view")
    assert r.status_code == 405 and r.headers["Allow"] == "GET"
    assert client.c.post("/api/v1/nothing/here", json={}).status_code == 404


@pytest.mark.parametrize("players,ok", [(3.0, True), (2, True), (1, False), (7, False),
                                        (3.5, False), ("3", False), (True, False)])
def test_numbers_are_integers_as_json_schema_means_them(client, players, ok):
    r = client.c.post("/api/v1/matches", json={"game": "btwixt" if players != 2 else "testgame",
                                               "players": players})
    assert (r.status_code == 201) == ok, r.json
    if not ok:
        assert r.status_code == 422


def test_an_action_without_a_type_names_the_field_once(client):
    mid = client.post("/api/v1/matches", json={"game": "btwixt", "players": 3}).json["id"]
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}"}).json["token"]
            for i in range(3)]
    r = client.post(f"/api/v1/matches/{mid}/actions", json={"action": {}},
                    headers={"Authorization": f"Bearer {toks[0]}"})
    assert r.status_code == 422 and list(r.json["errors"]) == ["action.type"]


def test_options_names_only_the_methods_a_path_answers(client):
    client = client.c   # OPTIONS is HTTP's, not an operation of the contract
    r = client.options("/api/v1/games")
    assert r.status_code == 200
    assert r.headers["Allow"] == "GET, HEAD, OPTIONS"
    r = client.options("/api/v1/matches/abc/actions")
    assert set(r.headers["Allow"].split(", ")) == {"GET", "HEAD", "OPTIONS", "POST"}
    assert client.options("/api/v1/nothing/here").status_code == 404


def test_a_counter_left_without_a_lifetime_gets_one(redis_url):
    # INCR after the key expired (between the pipeline's SET NX and INCR) makes it without a
    # lifetime: the next count gives it one, so nobody is locked out for good.
    import redis
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "3 per minute"})
    client = app.test_client()
    r = redis.Redis.from_url(redis_url)
    client.get("/api/v1/games")
    (key,) = r.keys("rl:3/60:a:*")
    r.persist(key)
    client.get("/api/v1/games")
    assert 0 < r.ttl(key) <= 60


def test_an_action_from_a_kept_copy_is_counted_once_whichever_way_it_goes(redis_url):
    """The commit of an action applied to this worker's kept copy counts the request itself;
    when the copy cannot answer, the usual load counts it instead; never both, never neither.
    Over the limit the commit writes nothing."""
    import redis
    from api.tokens import token_hash
    from tests.api.helpers import seated_match
    r = redis.Redis.from_url(redis_url)
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "1000 per minute"})
    other = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "1000 per minute"})
    client, elsewhere = app.test_client(), other.test_client()
    kept = app.extensions["rookery.matches"].cache._entries
    mid, tokens = seated_match(client, 2, seed=2)

    def count(seat, amount=1000):
        return int(r.get(f"rl:{amount}/60:t:{token_hash(tokens[seat])[:32]}") or 0)

    def decisions(seat, via=client):
        h = {"Authorization": f"Bearer {tokens[seat]}"}
        return via.get(f"/api/v1/matches/{mid}/decisions", headers=h).json

    def mover(via=client):
        """The seat to move and its first listed action (from a worker's decisions)."""
        seat = next(s for s in (0, 1) if decisions(s, via)["decisions"])
        d = decisions(seat, via)
        return seat, {"action": d["decisions"][0]["options"][0]["action"],
                      "version": d["version"]}

    def post(seat, body, via=client):
        h = {"Authorization": f"Bearer {tokens[seat]}"}
        return via.post(f"/api/v1/matches/{mid}/actions", headers=h, json=body)

    seat, move = mover()
    assert kept[mid].version == move["version"]
    before = count(seat)
    ok = post(seat, move)
    assert ok.status_code == 200, ok.json
    assert count(seat) == before + 1                    # counted by the commit
    before = count(seat)
    bad = post(seat, {"action": {"type": "no-such-move"}})
    assert bad.status_code in (409, 422)
    assert count(seat) == before + 1                    # refused: counted by the load
    # Another worker moves the match: this one's copy is out of date.
    mover()
    version = kept[mid].version
    seat, move = mover(elsewhere)
    assert post(seat, move, via=elsewhere).status_code == 200
    seat, move = mover(elsewhere)
    assert kept[mid].version == version < move["version"]
    before = count(seat)
    late = post(seat, move)
    assert late.status_code == 200, late.json
    assert count(seat) == before + 1
    # A chat message through another worker moves the match's events on, not its version:
    # the copy's action passes every rule and only its commit is refused.
    seat, move = mover()
    said = elsewhere.post(f"/api/v1/matches/{mid}/chat", json={"text": "hi"},
                          headers={"Authorization": f"Bearer {tokens[seat]}"})
    assert said.status_code == 201
    before = count(seat)
    late = post(seat, move)
    assert late.status_code == 200, late.json
    assert count(seat) == before + 1
    # Over the limit: refused by the commit's count, nothing written.
    seat, move = mover()
    app.extensions["rookery.limiter"].amount = 2        # (a new limit starts a new count)
    for _ in range(2):
        assert decisions(seat)["version"] == move["version"] == kept[mid].version
    assert count(seat, 2) == 2
    stored = r.hgetall(f"m:{{{mid}}}")
    refused = post(seat, move)
    assert refused.status_code == 429 and refused.json["code"] == "rate-limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert r.hgetall(f"m:{{{mid}}}") == stored and count(seat, 2) == 3
