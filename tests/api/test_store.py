import dataclasses

import pytest
import redis

from api.games import REGISTRY
from api.store import StaleVersion, Store, match_key
from tests.api.helpers import play_out, seated_match


@pytest.fixture
def store(redis_url):
    return Store(redis.Redis.from_url(redis_url))


def test_compare_and_set_refuses_a_stale_version_and_writes_nothing(store):
    store.commit("abc", None, {"n": 1}, [("*", b'{"type":"a"}')])
    with pytest.raises(StaleVersion):
        store.commit("abc", None, {"n": 9}, [])
    store.commit("abc", 1, {"n": 2}, [("0", b'{"type":"b"}')])
    with pytest.raises(StaleVersion):
        store.commit("abc", 1, {"n": 3}, [("*", b'{"type":"c"}')])
    rec = store.load("abc")
    assert (rec.doc, rec.version, rec.seq) == ({"n": 2}, 2, 2)
    assert [(seq, to) for seq, to, _ in store.events_after("abc", 0)] == [(1, "*"), (2, "0")]


def test_all_keys_of_a_match_share_one_cluster_slot():
    from api.store import idem_key, log_key
    tags = {k[k.index("{") + 1:k.index("}")] for k in
            (match_key("x1"), log_key("x1"), idem_key("x1", 0, "k"))}
    assert tags == {"x1"}


def test_finished_matches_expire(client, app):
    app.extensions["rookery.matches"].config["FINISHED_TTL"] = 123
    mid, toks = seated_match(client, 2, seed=6)
    r = app.extensions["rookery.matches"].store.r
    assert r.ttl(match_key(mid)) == -1  # an active match persists
    assert play_out(client, mid, toks, max_actions=100)[0]["status"] == "finished"
    assert 0 < r.ttl(match_key(mid)) <= 123
    # its history is one compressed record now, expiring with it
    assert 0 < r.ttl(match_key(mid) + ":done") <= 123 and not r.exists(match_key(mid) + ":log")


def test_open_matches_nobody_joins_expire(client, app):
    mid = client.post("/api/v1/matches", json={"game": "testgame", "players": 2}).json["id"]
    r = app.extensions["rookery.matches"].store.r
    assert r.ttl(match_key(mid)) > 0
    client.post(f"/api/v1/matches/{mid}/join", json={"name": "a"})
    client.post(f"/api/v1/matches/{mid}/join", json={"name": "b"})
    assert r.ttl(match_key(mid)) == -1


def test_stored_states_of_an_older_schema_are_migrated_on_load(client, app):
    mid, _ = seated_match(client, 2, seed=1)
    old = REGISTRY["testgame"]

    def add_round_name(state):
        return {**state, "round_name": f"round {state['round']}"}

    REGISTRY["testgame"] = dataclasses.replace(old, schema_version=2, migrations=(add_round_name,))
    try:
        rec = app.extensions["rookery.matches"].load(mid)
        assert rec.doc["state"]["schema_version"] == 2
        assert rec.doc["state"]["round_name"] == "round 1"
    finally:
        REGISTRY["testgame"] = old


def test_expired_matches_drop_out_of_the_listing(client, app):
    mid, _ = seated_match(client, 2)
    r = app.extensions["rookery.matches"].store.r
    r.delete(match_key(mid))
    assert client.get("/api/v1/matches").json["items"] == []
