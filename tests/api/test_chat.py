"""Match chat over HTTP against real Redis: channels, audiences, limits, the event stream."""
import random

import pytest

from tests.api.days import Service, own_db
from tests.api.helpers import bearer, new_match, play_out, seated_match
from tests.support import leaks


def say(client, mid, token, text, to=None):
    return client.post(f"/api/v1/matches/{mid}/chat", headers=bearer(token),
                       json={"text": text, **({"to": to} if to is not None else {})})


def chat_texts(client, mid, token=None, after=0):
    headers = bearer(token) if token else {}
    r = client.get(f"/api/v1/matches/{mid}/chat?after={after}", headers=headers)
    assert r.status_code == 200
    return [m["text"] for m in r.json["messages"]]


def test_public_message_reaches_everyone_and_the_event_stream(client):
    mid, toks = seated_match(client, 2)
    r = say(client, mid, toks[0], "  good luck  ")
    assert r.status_code == 201
    msg = r.json
    assert (msg["type"], msg["seat"], msg["name"], msg["text"], msg["recipients"]) == \
        ("chat", 0, "p0", "good luck", None)
    assert "private" not in msg
    for token in (toks[0], toks[1], None):
        assert chat_texts(client, mid, token) == ["good luck"]
    events = client.get(f"/api/v1/matches/{mid}/events").json
    assert [e for e in events if e["type"] == "chat"] == [msg]
    assert chat_texts(client, mid, after=msg["id"]) == []


def test_private_message_reaches_only_its_audience(client):
    mid, toks = seated_match(client, 3)
    msg = say(client, mid, toks[0], "ally with me", to=[2]).json
    assert msg["recipients"] == [2] and msg["private"] is True
    assert chat_texts(client, mid, toks[0]) == ["ally with me"]
    assert chat_texts(client, mid, toks[2]) == ["ally with me"]
    assert chat_texts(client, mid, toks[1]) == []
    assert chat_texts(client, mid) == []
    seat1_events = client.get(f"/api/v1/matches/{mid}/events", headers=bearer(toks[1])).json
    assert not [e for e in seat1_events if e["type"] == "chat"]


@pytest.mark.parametrize("game,players", [("testgame", 3), ("btwixt", 3), ("board2e", 4)])
def test_leak_check_private_chat_never_reaches_a_third_seat_or_spectator(client, game, players):
    rng = random.Random(19)
    mid, toks = seated_match(client, players, game)
    leaks.check_private_chat(client, mid, toks, rng)
    # Play on a little and talk again: moves in between must not carry messages anywhere.
    for _ in range(5):
        acting = [s["seat"] for s in client.get(f"/api/v1/matches/{mid}").json["seats"]
                  if s["to_act"]]
        if not acting:
            break
        seat = acting[0]
        d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[seat])).json
        opts = [d for d in d["decisions"] if d["required"]][0]["options"]
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                        json={"action": rng.choice(opts)["action"]})
        assert r.status_code == 200
        assert "psst" not in str(r.json)
    leaks.check_private_chat(client, mid, toks, rng, messages=3)


def test_leak_check_catches_a_message_shown_to_the_wrong_seat(client, monkeypatch):
    """The check can fail: with the audience filter broken it reports the leak."""
    import api.chat
    mid, toks = seated_match(client, 3)
    real = api.chat.post

    def leaky(store, config, rec, seat, text, to):
        return real(store, config, rec, seat, text, None)   # sends every message to the table
    monkeypatch.setattr(api.chat, "post", leaky)
    with pytest.raises(leaks.Leak):
        leaks.check_private_chat(client, mid, toks, random.Random(1), messages=1)


def test_chat_does_not_change_the_version_or_break_event_numbers(client):
    mid, toks = seated_match(client, 2)
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[0])).json
    say(client, mid, toks[1], "hurry up")
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[0]),
                    json={"action": d["decisions"][0]["options"][0]["action"],
                          "version": d["version"]})
    assert r.status_code == 200, r.json
    logged = {e["id"]: e for e in
              client.get(f"/api/v1/matches/{mid}/events", headers=bearer(toks[0])).json}
    # The answer numbers its events as the log does, the chat message's number skipped.
    for ev in r.json["events"]:
        assert logged[ev["id"]] == ev
    ids = sorted(logged)
    assert ids == list(range(ids[0], ids[0] + len(ids)))


def test_limits_and_who_may_post(client, redis_url):
    mid, toks = seated_match(client, 2)
    assert client.post(f"/api/v1/matches/{mid}/chat", json={"text": "hi"}).status_code == 401
    r = say(client, mid, toks[0], "x" * 501)
    assert (r.status_code, r.json["code"]) == (422, "message-too-long")
    assert say(client, mid, toks[0], "   ").json["code"] == "empty-message"
    assert say(client, mid, toks[0], "hi", to=[5]).json["code"] == "invalid-recipients"
    assert say(client, mid, toks[0], "hi", to=[0]).json["code"] == "invalid-recipients"
    assert say(client, mid, toks[0], "hi", to=[]).status_code == 422
    assert client.get("/api/v1/matches/nope/chat").status_code == 404


def test_rate_limit_per_seat(redis_url):
    url = own_db(redis_url)
    svc = Service(url, CHAT_RATE=(3, 60.0))
    client = svc.client
    mid, toks = seated_match(client, 2)
    assert [say(client, mid, toks[0], f"m{i}").status_code for i in range(4)] == [201] * 3 + [429]
    r = say(client, mid, toks[0], "again")
    assert r.json["code"] == "chat-rate-limited" and int(r.headers["Retry-After"]) >= 1
    assert say(client, mid, toks[1], "my own allowance").status_code == 201


def test_chat_goes_on_after_the_match_and_expires_with_it(client, redis_url):
    import redis
    mid, toks = seated_match(client, 2)
    say(client, mid, toks[0], "before")
    play_out(client, mid, toks)
    assert say(client, mid, toks[1], "gg").status_code == 201
    assert chat_texts(client, mid) == ["before", "gg"]
    r = redis.Redis.from_url(redis_url)
    assert 0 < r.ttl(f"m:{{{mid}}}:chat") <= r.ttl(f"m:{{{mid}}}")
    # The finished match's stream had been folded into its record; the message starts it again,
    # and it must go with the match, not stay for good.
    assert 0 < r.ttl(f"m:{{{mid}}}:log") <= r.ttl(f"m:{{{mid}}}")
