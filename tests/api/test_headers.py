"""Security and cache headers from the app itself (the nginx config is checked in tests/deploy)."""
from api.security import CSP
from tests.api.helpers import bearer, seated_match


def test_pages_carry_a_strict_policy_and_revalidate(client):
    for path in ("/", "/js/app.js", "/css/app.css", "/docs"):
        r = client.c.get(path)     # pages, not API operations: past the contract check
        assert r.status_code == 200, path
        assert r.headers["Content-Security-Policy"] == CSP
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        assert r.headers["X-Frame-Options"] == "DENY" and r.headers["Referrer-Policy"] == "no-referrer"
    assert client.c.get("/js/app.js").headers["Cache-Control"] == "no-cache"


def test_only_the_pages_files_are_served(client):
    for path in ("/tools/build_data.py", "/.gitignore", "/js/.hidden", "/robots.txt", "/README.md"):
        r = client.c.get(path)
        assert r.status_code == 404, path
        assert r.headers["Content-Type"] == "application/problem+json"


def test_answers_with_a_token_or_a_seat_secret_are_never_stored(client):
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2})
    mid = r.json["id"]
    join = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"})
    assert join.headers["Cache-Control"] == "no-store"
    mid, (t0, _) = seated_match(client, 2)
    for path in ("view", "decisions", "events", ""):
        r = client.get(f"/api/v1/matches/{mid}/{path}".rstrip("/"), headers=bearer(t0))
        assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store", path
    # A spectator's answers are public: cached, but revalidated.
    assert client.get(f"/api/v1/matches/{mid}/view").headers["Cache-Control"] == "no-cache"
    assert client.get("/api/v1/games").headers["Cache-Control"] == "no-cache"


def test_page_files_go_compressed_and_revalidate(client):
    import gzip
    plain = client.c.get("/js/data/lcg2e-cards.js")
    assert "Content-Encoding" not in plain.headers
    for _ in range(2):   # the second answer comes from the kept compressed body
        r = client.c.get("/js/data/lcg2e-cards.js", headers={"Accept-Encoding": "gzip"})
        assert r.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in r.headers["Vary"]
        assert gzip.decompress(r.data) == plain.data
        assert len(r.data) < len(plain.data) / 3
    again = client.c.get("/js/data/lcg2e-cards.js",
                         headers={"Accept-Encoding": "gzip", "If-None-Match": r.headers["ETag"]})
    assert again.status_code == 304
    assert client.c.get("/", headers={"Accept-Encoding": "br"}).headers["Content-Encoding"] == "br"
    # API answers are left as they are (nginx compresses them in a deployment)
    api = client.get("/api/v1/games", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in api.headers
    assert "Vary" not in api.headers or "Accept-Encoding" not in api.headers["Vary"]


def test_refusals_carry_the_same_headers_as_answers(client):
    # The headers are added to whatever goes out, a problem as well as an answer: a refused
    # request with a token is as private as an accepted one.
    mid, (t0, _) = seated_match(client, 2)
    refused = client.c.post(f"/api/v1/matches/{mid}/actions", headers=bearer(t0),
                            data="{", content_type="application/json")
    assert refused.status_code == 400 and refused.headers["Cache-Control"] == "no-store"
    missing = client.c.get("/api/v1/matches/nosuchmatch/view")
    assert missing.status_code == 404 and missing.headers["Cache-Control"] == "no-cache"
    for r in (refused, missing):
        assert r.headers["Content-Type"] == "application/problem+json"
        assert r.headers["Content-Security-Policy"] == CSP
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        # Each header once, however many layers set it.
        names = [name.lower() for name, _ in r.headers.items()]
        assert len(names) == len(set(names)), names
