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


def test_an_allowed_request_costs_one_redis_round_trip_for_its_limit(redis_url):
    # The limit headers would need a second read of the window: they come only with a 429.
    import redis
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "100 per minute"})
    client = app.test_client()
    client.get("/api/v1/games")
    r = redis.Redis.from_url(redis_url)
    r.config_resetstat()
    resp = client.get("/api/v1/games")
    assert resp.status_code == 200 and "X-RateLimit-Remaining" not in resp.headers
    calls = {k: v["calls"] for k, v in r.info("commandstats").items()}
    assert calls.get("cmdstat_evalsha", 0) + calls.get("cmdstat_eval", 0) == 1


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
