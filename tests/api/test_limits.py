from api import create_app
from tests.support.contract import ContractClient


def test_rate_limit_answers_429_problem_per_client(redis_url):
    app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT": "5 per minute"})
    client = ContractClient(app.test_client())
    codes = [client.get("/api/v1/games").status_code for _ in range(7)]
    assert codes[:5] == [200] * 5 and codes[5:] == [429, 429]
    r = client.get("/api/v1/games")
    assert r.mimetype == "application/problem+json" and r.json["code"] == "rate-limited"
    assert "Retry-After" in r.headers
    # another client (another token) has its own budget; health checks are never limited
    other = client.get("/api/v1/games", headers={"Authorization": "Bearer someone-else"})
    assert other.status_code == 200
    assert client.get("/healthz").status_code == 200
