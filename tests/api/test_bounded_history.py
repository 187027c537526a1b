"""Bounded storage (api/archive.py): a live match keeps only its last events in its stream and
archives the rest in compressed chunks; a finished match keeps one compressed record of its
events and actions. Every reader (events, the SSE stream, the action log, replays) serves the
same history as a match that archived nothing."""
import orjson
import pytest
import zstandard

from api import archive
from api.games import REGISTRY
from api.store import actions_key, archive_key, chunks_key, done_key, log_key
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
    assert 20 <= r.xlen(log_key(mid)) < 20 + 15 and r.llen(chunks_key(mid)) > 1
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
    assert not any(r.exists(k(mid)) for k in (log_key, archive_key, chunks_key, actions_key))
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


def test_each_chunk_holds_only_its_own_events_compressed_with_the_games_dictionary(
        app, small_window):
    """Archiving costs the same late in a game as early: a chunk is written once, with only the
    events leaving the stream then (the whole archive used to be rewritten every time)."""
    mid, _ = play(app, upto=len(SCRIPT) // 2)
    r = app.extensions["rookery.matches"].store.r
    chunks = r.lrange(chunks_key(mid), 0, -1)
    assert len(chunks) >= 5
    numbers = [[seq for seq, _, _ in archive.unpack([c])[0]] for c in chunks]
    for first, then in zip(numbers, numbers[1:]):
        assert then[0] == first[-1] + 1
    # At least a chunk's worth each, and a chunk's worth plus one action's events at most.
    assert all(15 <= len(n) <= 15 + 40 for n in numbers), [len(n) for n in numbers]
    assert {zstandard.get_frame_parameters(c).dict_id for c in chunks} == \
        {archive._BY_GAME["btwixt"].dict_id()}


def test_a_match_archived_in_one_record_before_chunks_plays_on_and_serves_all(
        app, client, monkeypatch, small_window):
    """Matches stored before chunks have one record of their archived history: readers take
    it first, the next chunks follow it, and finishing compacts both."""
    monkeypatch.setattr(archive, "WINDOW", 10**9)
    ref_mid, ref_toks = play(app)
    reference = history(client, ref_mid, ref_toks)
    monkeypatch.setattr(archive, "WINDOW", 20)
    m = app.extensions["rookery.matches"]
    r = m.store.r
    mid, toks = play(app, upto=len(SCRIPT) // 3)
    # What the code before chunks left: one record, plain zstd, no dictionary.
    rows, actions = archive.unpack(r.lrange(chunks_key(mid), 0, -1))
    r.set(archive_key(mid), zstandard.ZstdCompressor(level=3).compress(archive._lines(rows, actions)))
    r.delete(chunks_key(mid))
    assert history(client, mid, toks)["spectator"] == \
        reference["spectator"][:len(history(client, mid, toks)["spectator"])]
    for seat, action in SCRIPT[len(SCRIPT) // 3:len(SCRIPT) * 2 // 3]:
        m.act(mid, seat, action, None, None)
    assert r.exists(archive_key(mid)) and r.llen(chunks_key(mid)) >= 1
    replays_exactly(r, mid)
    for seat, action in SCRIPT[len(SCRIPT) * 2 // 3:]:
        m.act(mid, seat, action, None, None)
    assert not any(r.exists(k(mid)) for k in (log_key, archive_key, chunks_key, actions_key))
    assert history(client, mid, toks) == reference
    replays_exactly(r, mid)


def test_every_game_ships_its_chunk_dictionary():
    assert set(REGISTRY) - {"testgame"} <= set(archive._BY_GAME)


def test_a_chunk_written_with_a_dictionary_we_do_not_have_is_refused_by_name():
    d = zstandard.train_dictionary(4096, [b"e %d all {}\n" % i * 40 for i in range(200)],
                                   dict_id=49999)
    chunk = zstandard.ZstdCompressor(dict_data=d).compress(b"e 1 all {}\n")
    with pytest.raises(ValueError, match="unknown dictionary 49999"):
        archive.unpack([chunk])


def test_a_finished_match_keeps_its_document_compressed_and_reads_as_before(app, client,
                                                                             redis_url):
    """At its end a match's document is compressed in its hash with the rest of its history;
    every reader gets the same match from it, and a later write (a rematch) stores it plainly
    again."""
    from api import create_app
    mid, toks = play(app)
    store = app.extensions["rookery.matches"].store
    raw = store.r.hget(f"m:{{{mid}}}", "doc")
    plain = archive.document(raw)
    assert raw[:1] != b"{" and plain[:1] == b"{" and len(raw) < len(plain) / 2
    doc = replays_exactly(store.r, mid)[0]      # the engine rebuilds its state from the log
    assert doc["status"] == "finished"
    cold = create_app({"REDIS_URL": redis_url, "RATE_LIMIT_ENABLED": False, "TESTING": True})
    assert cold.extensions["rookery.matches"].load(mid).doc == doc
    c = cold.test_client()
    for tok in [None, *toks]:
        h = {"Authorization": f"Bearer {tok}"} if tok else {}
        for path in ("", "/view", "/decisions"):
            assert c.get(f"/api/v1/matches/{mid}{path}", headers=h).json == \
                client.get(f"/api/v1/matches/{mid}{path}", headers=h).json
    listed = [m["id"] for m in c.get("/api/v1/matches?status=finished").json["items"]]
    assert mid in listed
    assert c.get(f"/api/v1/matches/{mid}/replay/3").status_code == 200
    again = client.post(f"/api/v1/matches/{mid}/rematch", headers={
        "Authorization": f"Bearer {toks[0]}"})
    assert again.status_code in (200, 201), again.json
    assert store.r.hget(f"m:{{{mid}}}", "doc")[:1] == b"{"
    assert c.get(f"/api/v1/matches/{mid}").json["rematch"] == again.json["id"]
