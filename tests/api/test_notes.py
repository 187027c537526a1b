"""A seat's own notes over HTTP against real Redis: only the seat reads and writes them, they
reach nobody else by any route, they are bounded, and they live exactly as long as the match."""
import redis

from tests.api.helpers import bearer, new_match, play_out, seated_match


def notes_url(mid, seat):
    return f"/api/v1/matches/{mid}/seats/{seat}/notes"


def write(client, mid, seat, token, text):
    return client.put(notes_url(mid, seat), headers=bearer(token), json={"text": text})


def test_a_seat_keeps_its_notes_and_replaces_them(client):
    mid, toks = seated_match(client, 3)
    assert client.get(notes_url(mid, 1), headers=bearer(toks[1])).json == {"text": ""}
    r = write(client, mid, 1, toks[1], "Stark promised\nnot to march on the Twins")
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"
    assert client.get(notes_url(mid, 1), headers=bearer(toks[1])).json == \
        {"text": "Stark promised\nnot to march on the Twins"}
    assert write(client, mid, 1, toks[1], "deal off").json == {"text": "deal off"}
    assert client.get(notes_url(mid, 1), headers=bearer(toks[1])).json == {"text": "deal off"}
    # Each seat has its own.
    assert client.get(notes_url(mid, 0), headers=bearer(toks[0])).json == {"text": ""}
    assert write(client, mid, 1, toks[1], "").json == {"text": ""}
    assert client.get(notes_url(mid, 1), headers=bearer(toks[1])).json == {"text": ""}


def test_only_the_seats_own_token_reads_or_writes_them(client):
    mid, toks = seated_match(client, 3)
    write(client, mid, 2, toks[2], "secret plan")
    for method in ("get", "put"):
        call = getattr(client, method)
        kw = {"json": {"text": "mine now"}} if method == "put" else {}
        other = call(notes_url(mid, 2), headers=bearer(toks[0]), **kw)
        assert other.status_code == 403 and other.json["code"] == "not-your-seat"
        assert "secret plan" not in other.get_data(as_text=True)
        none = call(notes_url(mid, 2), **kw)
        assert none.status_code == 401 and none.json["code"] == "seat-required"
        wrong = call(notes_url(mid, 2), headers=bearer("x" * 40), **kw)
        assert wrong.status_code == 401 and wrong.json["code"] == "bad-token"
        assert call(notes_url(mid, 7), headers=bearer(toks[2]), **kw).status_code in (404, 422)
        assert call(notes_url("nosuchmatch", 2), headers=bearer(toks[2]), **kw).status_code == 404
    assert client.get(notes_url(mid, 2), headers=bearer(toks[2])).json == {"text": "secret plan"}


def test_notes_reach_no_view_event_or_replay(client):
    mid, toks = seated_match(client, 2)
    write(client, mid, 0, toks[0], "NOTE-MARKER-17")
    match, _ = play_out(client, mid, toks)
    assert match["status"] == "finished"
    bodies = [client.get(f"/api/v1/matches/{mid}{path}", headers=headers).get_data(as_text=True)
              for path in ("", "/view", "/events", "/decisions", "/actions", "/replay/0", "/chat")
              for headers in ({}, bearer(toks[0]), bearer(toks[1]))]
    assert not [b for b in bodies if "NOTE-MARKER-17" in b]
    # A finished match's notes are still its player's to read.
    assert client.get(notes_url(mid, 0), headers=bearer(toks[0])).json == {"text": "NOTE-MARKER-17"}


def test_notes_are_bounded_and_checked(client, app):
    mid, toks = seated_match(client, 2)
    limit = app.config["NOTES_MAX_LENGTH"]
    assert write(client, mid, 0, toks[0], "x" * limit).status_code == 200
    r = write(client, mid, 0, toks[0], "x" * (limit + 1))
    assert r.status_code == 422 and r.json["code"] == "notes-too-long" and "text" in r.json["errors"]
    assert client.get(notes_url(mid, 0), headers=bearer(toks[0])).json == {"text": "x" * limit}
    for bad in ({}, {"text": 5}, {"text": "a", "more": 1}):
        r = client.put(notes_url(mid, 0), headers=bearer(toks[0]), json=bad)
        assert r.status_code == 422, bad


def test_notes_live_as_long_as_the_match(client, app, redis_url):
    r = redis.Redis.from_url(redis_url)
    key = lambda mid: f"m:{{{mid}}}:notes"     # noqa: E731
    # An open match expires unless it starts: its notes with it.
    mid = new_match(client, 3)
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "a"}).json["token"]
    write(client, mid, 0, tok, "before the start")
    assert 0 < r.ttl(key(mid)) <= app.config["OPEN_TTL"]
    for i in (1, 2):
        client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}"})
    assert r.ttl(key(mid)) == -1, "a started match keeps its notes"
    # A finished match expires after its time: so do the notes written before and after the end.
    mid, toks = seated_match(client, 2)
    write(client, mid, 1, toks[1], "during")
    assert r.ttl(key(mid)) == -1
    play_out(client, mid, toks)
    assert 0 < r.ttl(key(mid)) <= app.config["FINISHED_TTL"]
    write(client, mid, 0, toks[0], "after")
    assert 0 < r.ttl(key(mid)) <= app.config["FINISHED_TTL"]
