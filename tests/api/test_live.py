"""Against gunicorn (gevent workers) and a real Redis, as `make run` serves it."""
import socket
import threading
import time

import orjson
import requests

API = "/api/v1"


def post(base, path, body, token=None, **headers):
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return requests.post(base + API + path, json=body, headers=headers, timeout=10)


def get(base, path, token=None, **headers):
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return requests.get(base + API + path, headers=headers, timeout=10)


def seated(base, players=2, seed=1):
    mid = post(base, "/matches", {"game": "testgame", "players": players, "seed": seed}).json()["id"]
    toks = [post(base, f"/matches/{mid}/join", {"name": f"p{i}"}).json()["token"]
            for i in range(players)]
    return mid, toks


class SSEReader:
    """Reads an SSE stream in a thread, collecting (id, data) pairs."""

    def __init__(self, url, token=None, last_id=None):
        headers = {"Accept": "text/event-stream"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if last_id is not None:
            headers["Last-Event-ID"] = str(last_id)
        self.resp = requests.get(url, headers=headers, stream=True, timeout=30)
        self.events = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        ev = {}
        try:
            for line in self.resp.iter_lines(decode_unicode=True):
                if line.startswith("id: "):
                    ev["id"] = int(line[4:])
                elif line.startswith("data: "):
                    ev["data"] = orjson.loads(line[6:])
                elif line == "" and ev:
                    self.events.append(ev)
                    ev = {}
        except requests.RequestException:
            pass

    def wait_for(self, pred, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            if any(pred(e["data"]) for e in self.events):
                return True
            time.sleep(0.05)
        return False

    def close(self):
        # Shut the socket down first: closing a response another thread is reading blocks.
        try:
            self.resp.raw._fp.fp.raw._sock.shutdown(socket.SHUT_RDWR)
        except (AttributeError, OSError):
            pass
        self.thread.join(5)
        self.resp.close()


def test_sse_streams_live_filtered_and_resumes(live_server):
    mid, (t0, t1) = seated(live_server, 2, seed=21)
    url = f"{live_server}{API}/matches/{mid}/events"
    mine, theirs = SSEReader(url, t0), SSEReader(url, t1)
    assert mine.resp.headers["Content-Type"].startswith("text/event-stream")
    assert mine.wait_for(lambda e: e["type"] == "match-started")
    card = get(live_server, f"/matches/{mid}/view", t0).json()["view"]["hand"][0]
    assert post(live_server, f"/matches/{mid}/actions", {"action": {"type": "bid", "card": card}},
                t0).status_code == 200
    assert mine.wait_for(lambda e: e["type"] == "bid-card" and e["card"] == card)
    assert theirs.wait_for(lambda e: e["type"] == "bid-placed")
    time.sleep(0.3)
    assert not any(e["data"]["type"] == "bid-card" for e in theirs.events)
    ids = [e["id"] for e in mine.events]
    assert ids == sorted(ids) and all(e["data"]["id"] == e["id"] for e in mine.events)
    mine.close()
    theirs.close()
    resumed = SSEReader(url, t0, last_id=ids[-2])
    assert resumed.wait_for(lambda e: e["id"] == ids[-1])
    assert resumed.events[0]["id"] == ids[-1]
    resumed.close()


def test_open_streams_do_not_starve_requests(live_server):
    mid, (t0, _) = seated(live_server, 2, seed=3)
    url = f"{live_server}{API}/matches/{mid}/events"
    readers = [SSEReader(url) for _ in range(40)]  # far more streams than workers
    try:
        t = time.time()
        for _ in range(20):
            assert get(live_server, "/games").status_code == 200
        assert time.time() - t < 5
    finally:
        for r in readers:
            r.close()


def test_bots_fill_seats_and_finish_the_match(live_server):
    mid = post(live_server, "/matches", {"game": "testgame", "players": 3, "seed": 4}).json()["id"]
    tok = post(live_server, f"/matches/{mid}/join", {"name": "solo"}).json()["token"]
    r = post(live_server, f"/matches/{mid}/start", {"fill": "bots"}, tok)
    assert r.status_code == 200 and r.json()["status"] == "active"
    deadline = time.time() + 60
    while time.time() < deadline:
        match = get(live_server, f"/matches/{mid}").json()
        if match["status"] == "finished":
            break
        if match["seats"][0]["to_act"]:
            d = get(live_server, f"/matches/{mid}/decisions", tok).json()
            if d["decisions"]:
                post(live_server, f"/matches/{mid}/actions",
                     {"action": d["decisions"][0]["options"][0]["action"]}, tok)
        time.sleep(0.05)
    assert match["status"] == "finished", match


def test_tokens_never_reach_views_events_or_logs(live_gunicorn):
    base = live_gunicorn.url
    mid, toks = seated(base, 2, seed=9)
    for tok in toks:
        d = get(base, f"/matches/{mid}/decisions", tok).json()
        post(base, f"/matches/{mid}/actions", {"action": d["decisions"][0]["options"][0]["action"]},
             tok)
    bodies = [get(base, f"/matches/{mid}").text, get(base, "/matches").text]
    for tok in [None, *toks]:
        bodies += [get(base, f"/matches/{mid}/view", tok).text,
                   get(base, f"/matches/{mid}/events", tok).text,
                   get(base, f"/matches/{mid}/decisions", tok).text]
    time.sleep(0.5)
    log = live_gunicorn.log.read_text()
    assert f"/matches/{mid}/view" in log  # the access log is on, and still holds no token
    for tok in toks:
        assert all(tok not in b for b in bodies)
        assert tok not in log


def test_metrics_aggregate_over_workers(live_server):
    for _ in range(6):
        get(live_server, "/games")
    text = requests.get(live_server + "/metrics", timeout=5).text
    line = next(l for l in text.splitlines()
                if l.startswith("rookery_http_requests_total") and "/api/v1/games" in l)
    assert float(line.rsplit(" ", 1)[1]) >= 6


def test_frontend_is_served_at_root(live_server):
    r = requests.get(live_server + "/", timeout=5)
    assert r.status_code == 200 and "text/html" in r.headers["Content-Type"]


def test_the_stream_operation_closes_after_the_last_event(live_server):
    mid, (t0, t1) = seated(live_server)
    reader = SSEReader(f"{live_server}/api/v1/matches/{mid}/stream", token=t0)
    assert reader.wait_for(lambda data: data["type"] == "match-started")
    assert post(live_server, f"/matches/{mid}/concede", {}, token=t1).status_code == 200
    reader.thread.join(10)
    assert not reader.thread.is_alive(), "the server kept the stream of a finished match open"
    assert [e["data"]["type"] for e in reader.events[-2:]] == ["seat-conceded", "match-finished"]
    # A stream opened on a match already over sends what is left and closes at once.
    late = SSEReader(f"{live_server}/api/v1/matches/{mid}/stream", last_id=reader.events[-2]["id"])
    late.thread.join(10)
    assert not late.thread.is_alive() and [e["data"]["type"] for e in late.events] == ["match-finished"]
    done = SSEReader(f"{live_server}/api/v1/matches/{mid}/stream", last_id=reader.events[-1]["id"])
    done.thread.join(10)
    assert not done.thread.is_alive() and done.events == []


def test_the_live_services_bot_worker_keeps_to_its_own_database(live_server, client, app):
    """Tests that make matches through the app share the Redis server with the live service;
    its bot worker used to play their bot seats too, racing the tests' own moves."""
    base = live_server
    theirs = post(base, "/matches", {"game": "btwixt", "players": 3, "seed": 2, "bots": [0, 1, 2]}).json()
    ours = client.post(API + "/matches", json={"game": "btwixt", "players": 3, "seed": 2,
                                                "bots": [0, 1, 2]}).json["id"]
    store = app.extensions["rookery.matches"].store
    before = store.load(ours).version
    deadline = time.monotonic() + 20
    while get(base, f"/matches/{theirs['id']}").json()["version"] == theirs["version"]:
        assert time.monotonic() < deadline, "the live service's own bots did not play"
        time.sleep(0.2)
    time.sleep(1)
    assert store.load(ours).version == before
