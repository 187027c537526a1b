"""A worker reuses the match documents it last loaded or committed while Redis holds their
version (api/doccache.py), and never serves one that is stale or half changed."""
import copy
import random

import orjson
import pytest
import redis

from api import create_app
from api.games import REGISTRY
from api.store import pack_doc, unpack_doc
from tests.api.helpers import bearer, seated_match
from tests.support.snapshots import states_along_a_game


def _app(redis_url, **extra):
    return create_app({"REDIS_URL": redis_url, "RATE_LIMIT_ENABLED": False, "TESTING": True,
                       **extra})


def _matches(app):
    return app.extensions["rookery.matches"]


def _move(client, mid, token, seed=0):
    """One listed option of the seat's first decision; the answer."""
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(token)).json
    options = d["decisions"][0]["options"]
    action = random.Random(seed).choice(options)["action"]
    return client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(token),
                       json={"action": action, "version": d["version"]})


def _seat_to_act(client, mid, tokens):
    seats = [s["seat"] for s in client.get(f"/api/v1/matches/{mid}").json["seats"] if s["to_act"]]
    return seats[0]


def test_a_committed_document_is_reused_by_the_next_request(redis_url):
    app = _app(redis_url)
    c = app.test_client()
    mid, tokens = seated_match(c, 3, "btwixt")
    r = _move(c, mid, tokens[_seat_to_act(c, mid, tokens)])
    assert r.status_code == 200, r.json
    cache = _matches(app).cache
    kept = cache._entries[mid]
    assert kept.version == r.json["version"]
    loaded = _matches(app).load(mid)
    assert loaded.doc is kept.doc and loaded.version == kept.version
    assert mid not in cache._entries       # taken: this load's alone until it is given back


def test_another_worker_s_commit_is_seen_at_once(redis_url):
    """Two app processes on one Redis: each reads the other's moves, never its own old copy."""
    a, b = _app(redis_url), _app(redis_url)
    ca, cb = a.test_client(), b.test_client()
    mid, tokens = seated_match(ca, 3, "btwixt")
    for k in range(40):
        client = (ca, cb)[k % 2]
        r = _move(client, mid, tokens[_seat_to_act(client, mid, tokens)], seed=k)
        assert r.status_code == 200, r.json
    stored = redis.Redis.from_url(redis_url).hget(f"m:{{{mid}}}", "doc")
    truth = unpack_doc(orjson.loads(stored))
    for app in (a, b):
        rec = _matches(app).load(mid)
        assert rec.doc == truth


def test_a_stale_copy_is_not_reused_for_an_action(redis_url):
    """A worker holding version v must not apply an action to v after another made v+1."""
    a, b = _app(redis_url), _app(redis_url)
    ca, cb = a.test_client(), b.test_client()
    mid, tokens = seated_match(ca, 3, "btwixt")
    seat = _seat_to_act(ca, mid, tokens)
    assert _move(ca, mid, tokens[seat]).status_code == 200      # a keeps version v
    held = _matches(a).cache._entries[mid]
    seat = _seat_to_act(cb, mid, tokens)
    assert _move(cb, mid, tokens[seat], seed=1).status_code == 200   # b makes v+1
    # a's next answer is worked out from v+1: its decisions match b's.
    da = ca.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
    db = cb.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
    assert da == db and da["version"] == held.version + 1


def test_a_refused_action_leaves_no_copy_behind(redis_url):
    app = _app(redis_url)
    c = app.test_client()
    mid, tokens = seated_match(c, 3, "btwixt")
    seat = _seat_to_act(c, mid, tokens)
    assert _move(c, mid, tokens[seat]).status_code == 200
    seat = _seat_to_act(c, mid, tokens)
    version = c.get(f"/api/v1/matches/{mid}").json["version"]
    r = c.post(f"/api/v1/matches/{mid}/actions", headers=bearer(tokens[seat]),
               json={"action": {"type": "no-such-move"}, "version": version})
    assert r.status_code in (409, 422), r.json
    assert mid not in _matches(app).cache._entries
    stored = redis.Redis.from_url(redis_url).hget(f"m:{{{mid}}}", "doc")
    assert _matches(app).load(mid).doc == unpack_doc(orjson.loads(stored))


def test_no_cache_when_its_size_is_zero(redis_url):
    app = _app(redis_url, DOC_CACHE_SIZE=0)
    c = app.test_client()
    mid, tokens = seated_match(c, 3, "btwixt")
    assert _move(c, mid, tokens[_seat_to_act(c, mid, tokens)]).status_code == 200
    assert _matches(app).cache._entries == {}


def test_the_oldest_match_leaves_a_full_cache(redis_url):
    app = _app(redis_url, DOC_CACHE_SIZE=2)
    c = app.test_client()
    mids = []
    for _ in range(3):
        mid, tokens = seated_match(c, 3, "btwixt")
        assert _move(c, mid, tokens[_seat_to_act(c, mid, tokens)]).status_code == 200
        mids.append(mid)
    assert list(_matches(app).cache._entries) == mids[1:]


def test_a_redis_that_lost_its_scripts_still_serves(redis_url):
    """A restarted Redis has no scripts: the load reads again after loading its script, both
    alone (a held copy) and in the hot path's pipeline with the rate limit's count."""
    plain = _app(redis_url)
    limited = _app(redis_url, RATE_LIMIT_ENABLED=True)
    c = plain.test_client()
    mid, tokens = seated_match(c, 3, "btwixt")
    for client in (c, limited.test_client()):
        url = f"/api/v1/matches/{mid}/view"
        assert client.get(url, headers=bearer(tokens[0])).status_code == 200
        redis.Redis.from_url(redis_url).script_flush()
        r = client.get(url, headers=bearer(tokens[0]))
        assert r.status_code == 200, r.json


@pytest.mark.parametrize("game_id,players", [
    ("btwixt", 3), ("btwixt", 6), ("board2e", 3), ("board2e", 6), ("board1e", 4),
    ("lcg2e", 2), ("lcg2e", 4), ("hbo", 2)])
def test_a_working_state_is_exactly_what_a_reload_gives(game_id, players):
    """A kept document is the working state itself, never reloaded: it must equal (as Python
    values: no tuple for a list, no int key for a string one) what the store would give back."""
    game = REGISTRY[game_id]
    for state in states_along_a_game(game_id, players, seed=3, every=37, max_steps=1500):
        doc = {"game": game_id, "state": state}
        back = unpack_doc(orjson.loads(orjson.dumps(pack_doc(doc))))
        assert back["state"] == state
        assert game.upgrade(back["state"]) == state


@pytest.mark.parametrize("game_id,players", [
    ("btwixt", 4), ("board2e", 4), ("board1e", 3), ("lcg2e", 2), ("lcg2e", 3), ("hbo", 2)])
def test_reading_a_state_leaves_it_as_it_was(game_id, players):
    """A read gives its document back to the cache: a view, decisions, who acts or the result
    must not change the state (a lazily settled flow, a drawn random number would make the
    kept copy differ from the stored one)."""
    game = REGISTRY[game_id]
    for state in states_along_a_game(game_id, players, seed=5, every=41, max_steps=1200):
        before = copy.deepcopy(state)
        game.to_act(state)
        game.result(state)
        for seat in [None, *range(players)]:
            game.view(state, seat)
            if seat is not None:
                game.decisions(state, seat, "ru")
                game.decisions(state, seat)
        assert state == before


def _stored(redis_url, mid):
    return unpack_doc(orjson.loads(redis.Redis.from_url(redis_url).hget(f"m:{{{mid}}}", "doc")))


def test_an_action_on_a_copy_another_worker_moved_past_is_applied_to_the_match_as_it_is(
        redis_url):
    """An action goes straight to the commit from a kept copy (no load); when another worker
    moved the match meanwhile, the copy's refusal is not the answer: the action is tried again
    on the match as it is, and lands."""
    a, b = _app(redis_url), _app(redis_url)
    ca, cb = a.test_client(), b.test_client()
    mid, tokens = seated_match(ca, 3, "btwixt")
    assert _move(ca, mid, tokens[_seat_to_act(ca, mid, tokens)]).status_code == 200
    kept = _matches(a).cache._entries[mid].version
    assert _move(cb, mid, tokens[_seat_to_act(cb, mid, tokens)], seed=1).status_code == 200
    seat = _seat_to_act(cb, mid, tokens)
    d = cb.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
    assert d["version"] == kept + 1
    # a still keeps its copy, on which this seat may have nothing to decide (B'Twixt's turns
    # go round): applied there, the action would be refused.
    assert _matches(a).cache._entries[mid].version == kept
    r = ca.post(f"/api/v1/matches/{mid}/actions", headers=bearer(tokens[seat]),
                json={"action": d["decisions"][0]["options"][0]["action"],
                      "version": d["version"]})
    assert r.status_code == 200, r.json
    assert r.json["version"] == kept + 2
    assert _matches(a).load(mid).doc == _stored(redis_url, mid)
    logged = [orjson.loads(x) for x in _matches(a).store.actions(mid)]
    assert logged[-1][0] == seat and len(logged) == 3


def test_an_action_on_a_copy_whose_events_moved_on_is_numbered_after_them(redis_url):
    """A chat message takes an event number without a new version: the kept copy's commit is
    refused on its last event number, and the action is applied again after a load, its events
    numbered after the message."""
    a, b = _app(redis_url), _app(redis_url)
    ca, cb = a.test_client(), b.test_client()
    mid, tokens = seated_match(ca, 3, "btwixt")
    seat = _seat_to_act(ca, mid, tokens)
    d = ca.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
    assert mid in _matches(a).cache._entries
    said = cb.post(f"/api/v1/matches/{mid}/chat", headers=bearer(tokens[seat]),
                   json={"text": "hello"})
    assert said.status_code == 201, said.json
    r = ca.post(f"/api/v1/matches/{mid}/actions", headers=bearer(tokens[seat]),
                json={"action": d["decisions"][0]["options"][0]["action"],
                      "version": d["version"]})
    assert r.status_code == 200, r.json
    log = cb.get(f"/api/v1/matches/{mid}/events", headers=bearer(tokens[seat])).json
    ids = [e["id"] for e in log]
    assert ids == sorted(set(ids))
    chat_id = next(e["id"] for e in log if e["type"] == "chat")
    assert r.json["events"] and all(e["id"] > chat_id for e in r.json["events"])
    assert {e["id"] for e in r.json["events"]} <= set(ids)
    assert _matches(a).load(mid).doc == _stored(redis_url, mid)


def test_the_decisions_an_action_answered_with_are_read_again_without_the_rules(
        redis_url, monkeypatch):
    """A seat that has just moved reads its decisions at the version its move made: the
    worker answers from what the move's answer worked out, the same as a worker that never
    saw the match works out afresh."""
    a, b = _app(redis_url), _app(redis_url)
    ca, cb = a.test_client(), b.test_client()
    mid, tokens = seated_match(ca, 3, "btwixt")
    asked = []
    real = _matches(a)._decisions

    def counting(rec, seat, lang):
        asked.append(seat)
        return real(rec, seat, lang)
    monkeypatch.setattr(_matches(a), "_decisions", counting)
    reused = 0
    for k in range(30):
        seat = _seat_to_act(cb, mid, tokens)
        r = _move(ca, mid, tokens[seat], seed=k)
        assert r.status_code == 200, r.json
        asked.clear()
        mine = ca.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
        reused += not asked
        fresh = cb.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
        assert mine == fresh and mine["decisions"] == r.json["decisions"]
    assert reused == 30


def test_an_idempotency_key_on_a_kept_copy_applies_once_and_yields_to_its_holder(redis_url):
    """An action with an Idempotency-Key on a kept copy takes no in-progress mark first: its
    commit finds the key's answer (a retry, even on a copy from before the first try, gets
    that answer and changes nothing) and yields to a request holding the key's mark."""
    a, b = _app(redis_url), _app(redis_url)
    ca, cb = a.test_client(), b.test_client()
    mid, tokens = seated_match(ca, 3, "btwixt")
    seat = _seat_to_act(ca, mid, tokens)
    d = ca.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
    body = {"action": d["decisions"][0]["options"][0]["action"], "version": d["version"]}
    keyed = {**bearer(tokens[seat]), "Idempotency-Key": "move-1"}
    # The first try lands through another worker; this one's copy is from before it.
    first = cb.post(f"/api/v1/matches/{mid}/actions", headers=keyed, json=body)
    assert first.status_code == 200, first.json
    assert _matches(a).cache._entries[mid].version == d["version"]
    stored = _stored(redis_url, mid)
    again = ca.post(f"/api/v1/matches/{mid}/actions", headers=keyed, json=body)
    assert again.status_code == 200 and again.json == first.json
    assert _stored(redis_url, mid) == stored
    other = {**body, "version": first.json["version"]}
    reused = cb.post(f"/api/v1/matches/{mid}/actions", headers=keyed, json=other)
    assert reused.status_code == 422 and reused.json["code"] == "idempotency-key-reused"
    # Another request holds a new key's mark (it is applying the same move): a copy that is
    # current does not apply it beside that one, it waits for its answer.
    seat = _seat_to_act(ca, mid, tokens)
    d = ca.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tokens[seat])).json
    assert _matches(a).cache._entries[mid].version == d["version"]
    body = {"action": d["decisions"][0]["options"][0]["action"], "version": d["version"]}
    keyed = {**bearer(tokens[seat]), "Idempotency-Key": "move-2"}
    r = redis.Redis.from_url(redis_url)
    r.set(f"m:{{{mid}}}:idem:{seat}:move-2:running", "another-worker", ex=30)
    stored = _stored(redis_url, mid)
    waited = ca.post(f"/api/v1/matches/{mid}/actions", headers=keyed, json=body)
    assert waited.status_code == 409 and waited.json["code"] == "request-in-progress"
    assert _stored(redis_url, mid) == stored
    r.delete(f"m:{{{mid}}}:idem:{seat}:move-2:running")
    done = ca.post(f"/api/v1/matches/{mid}/actions", headers=keyed, json=body)
    assert done.status_code == 200 and done.json["version"] == d["version"] + 1
