"""Bounded storage (api/archive.py): a live match keeps only its last events in its stream and
archives the rest in one compressed record; a finished match keeps one compressed record of its
events and actions. Every reader (events, the SSE stream, the action log, replays) serves the
same history as a match that archived nothing."""
import orjson
import pytest

from api import archive
from api.store import actions_key, archive_key, done_key, log_key, match_key
from benchmarks.http_load import record_script
from tests.support.replaying import replays_exactly

SCRIPT = record_script("btwixt", 3, 1)


def play(app, upto=None):
    m = app.extensions["rookery.matches"]
    mid = m.create("btwixt", 3, None, 1).doc["id"]
    toks = [m.join(mid, f"p{i}", i)[2] for i in range(3)]
    for seat, action in SCRIPT[:upto]:
        m.act(mid, seat, action, None, None)
    return mid, toks


def history(client, mid, toks):
    """Every reader's full event history, and pages of it read from an early event on."""
    out = {}
    for who, tok in [("spectator", None)] + list(enumerate(toks)):
        h = {"Authorization": f"Bearer {tok}"} if tok else {}
        out[who] = client.get(f"/api/v1/matches/{mid}/events?after=0", headers=h).json
        out[(who, "page")] = client.get(f"/api/v1/matches/{mid}/events?after=7&limit=30",
                                        headers=h).json
    return out


@pytest.fixture
def small_window(monkeypatch):
    monkeypatch.setattr(archive, "WINDOW", 20)
    monkeypatch.setattr(archive, "CHUNK", 15)


def test_a_live_match_keeps_a_window_and_serves_all_its_history(app, client, monkeypatch):
    monkeypatch.setattr(archive, "WINDOW", 10**9)
    ref_mid, ref_toks = play(app, upto=len(SCRIPT) // 2)
    reference = history(client, ref_mid, ref_toks)
    monkeypatch.setattr(archive, "WINDOW", 20)
    monkeypatch.setattr(archive, "CHUNK", 15)
    mid, toks = play(app, upto=len(SCRIPT) // 2)
    r = app.extensions["rookery.matches"].store.r
    assert 20 <= r.xlen(log_key(mid)) < 20 + 15 and r.exists(archive_key(mid))
    # The actions went into the archive too: the list holds only the latest, and the match
    # still replays from its seed and the whole log.
    assert r.llen(actions_key(mid)) < 20
    assert replays_exactly(r, mid)[2] == len(SCRIPT) // 2
    got = history(client, mid, toks)
    assert len(got["spectator"]) > 150
    assert got == reference


def test_a_finished_match_is_one_compressed_record_that_serves_events_and_actions(
        app, client, monkeypatch, small_window):
    monkeypatch.setattr(archive, "WINDOW", 10**9)
    ref_mid, ref_toks = play(app)
    almost, _ = play(app, upto=len(SCRIPT) - 1)     # everything live, one action short
    monkeypatch.setattr(archive, "WINDOW", 20)
    mid, toks = play(app)
    store = app.extensions["rookery.matches"].store
    r = store.r
    assert client.get(f"/api/v1/matches/{mid}").json["status"] == "finished"
    assert not any(r.exists(k(mid)) for k in (log_key, archive_key, actions_key))
    assert r.exists(done_key(mid))
    assert history(client, mid, toks) == history(client, ref_mid, ref_toks)
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    assert [orjson.dumps([a["seat"], a["action"]]) for a in log["actions"]] == \
        [orjson.dumps([s, a]) for s, a in SCRIPT]
    assert log == dict(client.get(f"/api/v1/matches/{ref_mid}/actions").json)
    replays_exactly(r, mid)
    # The live stream of a finished match still sends the whole history, then ends.
    body = client.c.get(f"/api/v1/matches/{mid}/stream?after=0").get_data(as_text=True)
    ids = [int(line[4:]) for line in body.splitlines() if line.startswith("id: ")]
    assert ids == [e["id"] for e in history(client, mid, toks)["spectator"]]
    # Much smaller than the stream and the list it replaced.
    assert r.memory_usage(done_key(mid)) < 0.4 * (r.memory_usage(log_key(almost))
                                                  + r.memory_usage(actions_key(almost)))
