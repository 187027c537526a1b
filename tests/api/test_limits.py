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
