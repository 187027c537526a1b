"""Bots that scale (issue #17): the bot delay is a due time in a shared queue, not a sleep, so
one worker serves many tables at once; several workers share the queue without double moves;
a worker killed -9 holding a match loses nothing (its lease runs out and another takes it)."""
import os
import signal
import threading
import time

import redis
import requests

from api.bots.worker import run
from api.config import from_env
from api.matches import Matches
from api.store import Store, match_key
from tests.support.replaying import replays_exactly
from tests.support.servers import BotWorker, Gunicorn


def _bots_waiting(client, mid) -> bool:
    m = client.get(f"/api/v1/matches/{mid}").json
    return any(s["to_act"] and s["bot"] for s in m["seats"])


def test_one_worker_serves_many_tables_with_people_at_once(client, app, redis_url):
    """20 tables, each with a person and two bots whose turn comes first, and a 0.3 s bot
    delay: with a sleeping worker the last table would wait for every other table's bots
    (about 20 x 2 x 0.3 s); with due times they all get their moves in about one delay."""
    app.config["BOT_DELAY"] = 0.3
    mids = []
    for k in range(20):
        r = client.post("/api/v1/matches", json={"game": "btwixt", "players": 3, "seed": k,
                                                 "bots": [1, 2], "options": {"first_player": 1}})
        assert r.status_code == 201, r.json
        mid = r.json["id"]
        assert client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).status_code == 201
        mids.append(mid)
    matches = Matches(Store(redis.Redis.from_url(redis_url)), dict(app.config))
    stop = threading.Event()
    worker = threading.Thread(target=run, args=(matches,), kwargs={"stop": stop.is_set},
                              daemon=True)
    t0 = time.monotonic()
    worker.start()
    try:
        pending = set(mids)
        while pending and time.monotonic() - t0 < 8:
            pending = {m for m in pending if _bots_waiting(client, m)}
            time.sleep(0.05)
        took = time.monotonic() - t0
        assert not pending, f"{len(pending)} tables still wait on their bots after {took:.1f} s"
        assert took < 3, f"the bots' first moves took {took:.1f} s over 20 tables"
    finally:
        stop.set()
        worker.join(10)


def test_workers_share_the_queue_and_a_killed_one_loses_nothing(redis_server):
    web = Gunicorn(redis_server.url, workers=1)
    lease = {"ROOKERY_BOT_LEASE": "1.5"}
    workers = [BotWorker(redis_server.url, lease) for _ in range(3)]
    try:
        mids = []
        for k in range(12):
            game, n = [("btwixt", 4), ("lcg2e", 2), ("board2e", 3)][k % 3]
            r = requests.post(f"{web.url}/api/v1/matches",
                              json={"game": game, "players": n, "seed": k, "bots": list(range(n))})
            assert r.status_code == 201, r.text
            mids.append(r.json()["id"])
        r = redis.Redis.from_url(redis_server.url)

        def versions():
            return {m: int(r.hget(match_key(m), "version")) for m in mids}

        # Workers take seconds to start on a loaded machine: kill one only once the tables
        # are being played, so it is likely to hold leases.
        start = versions()
        _wait(lambda: all(v > start[m] for m, v in versions().items()), 60, "no bot moved")
        time.sleep(0.5)
        os.kill(workers[0].proc.pid, signal.SIGKILL)
        before = versions()

        def moved_on():
            store = Store(r)
            return all(v > before[m] or store.load(m).doc["status"] == "finished"
                       for m, v in versions().items())
        _wait(moved_on, 60, "a table stalled after a worker was killed")
        for mid in mids:
            doc, version, actions = replays_exactly(r, mid)
            assert version == 1 + actions, (mid, version, actions)
    finally:
        for w in workers[1:]:
            w.stop()
        web.stop()


def _wait(ok, seconds: float, why: str) -> None:
    deadline = time.monotonic() + seconds
    while not ok():
        assert time.monotonic() < deadline, why
        time.sleep(0.1)
