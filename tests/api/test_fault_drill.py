"""The fault drill of issue #17: matches keep going while the processes under them are killed.

Two supervised services (`python -m api.serve` with a shared Redis: gunicorn + a bot worker
each) play all-bot matches and random-human matches (clients answering random listed options
of their required decisions, retrying with an Idempotency-Key). Meanwhile a gunicorn worker, a
bot worker and the Redis server are killed -9; Redis is started again on its append-only file
(as systemd or compose would), everything else must come back by itself. Then: no client ever
saw a 500, every match finished or went on, and each replays exactly from its action log to
the stored state. A short drill runs in make test, the full one (10 + 3 matches, kills
repeated) in make soak.
"""
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from pathlib import Path

import orjson
import pytest
import redis
import requests

from api import archive
from api.store import match_key
from tests.support.replaying import replays_exactly
from tests.support.servers import ROOT, RedisServer, free_port

API = "/api/v1"


def _children(pid: int) -> list[tuple[int, str]]:
    out = subprocess.run(["ps", "-o", "pid=,args=", "--ppid", str(pid)], capture_output=True,
                         text=True).stdout
    return [(int(p), a) for p, a in (ln.strip().split(" ", 1) for ln in out.splitlines())]


class Service:
    """`make run` pointed at a shared Redis: supervised gunicorn and bot worker."""

    def __init__(self, redis_url: str):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, REDIS_URL=redis_url, PORT=str(self.port), WEB_CONCURRENCY="2",
                   ROOKERY_BOT_DELAY="0", ROOKERY_RATE_LIMIT_ENABLED="0",
                   ROOKERY_BOT_LEASE="2")
        self.log = Path(tempfile.mkdtemp(prefix="rookery-drill-")) / "serve.log"
        self._logf = open(self.log, "wb")
        self.proc = subprocess.Popen([sys.executable, "-m", "api.serve"], cwd=ROOT, env=env,
                                     stdout=self._logf, stderr=subprocess.STDOUT)
        self.wait_ready()

    def wait_ready(self, seconds: float = 60):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                if requests.get(self.url + "/readyz", timeout=2).status_code == 200:
                    return
            except requests.RequestException:
                pass
            assert self.proc.poll() is None, self.log.read_text()[-3000:]
            time.sleep(0.2)
        raise AssertionError("service not ready: " + self.log.read_text()[-3000:])

    def pid_of(self, name: str) -> int:
        return next(p for p, a in _children(self.proc.pid) if name in a)

    def kill_a_web_worker(self) -> None:
        master = self.pid_of("gunicorn")
        worker = _children(master)[0][0]
        os.kill(worker, signal.SIGKILL)

    def kill_the_bot_worker(self) -> int:
        pid = self.pid_of("api.bots.worker")
        os.kill(pid, signal.SIGKILL)
        return pid

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Player:
    """A client that knows nothing of the game: random listed options of required decisions,
    each POST retried with its Idempotency-Key until it gets an answer."""

    def __init__(self, services, game, players, seed, statuses, lock):
        self.services, self.rng = services, random.Random(seed)
        self.statuses, self.lock = statuses, lock
        r = self._call("post", f"{API}/matches", json={"game": game, "players": players,
                                                       "seed": seed})
        self.mid = r.json()["id"]
        self.tokens = [self._call("post", f"{API}/matches/{self.mid}/join",
                                  json={"name": f"p{i}"}).json()["token"]
                       for i in range(players)]
        self.done = False

    def _call(self, method, path, key=None, **kw):
        """One request, retried on a dropped connection or 503, over either service."""
        headers = kw.pop("headers", {})
        if key:
            headers["Idempotency-Key"] = key
        for _ in range(400):
            base = self.rng.choice(self.services).url
            try:
                r = getattr(requests, method)(base + path, headers=headers, timeout=10, **kw)
            except requests.RequestException:
                with self.lock:
                    self.statuses["connection-error"] += 1
                time.sleep(0.1)
                continue
            with self.lock:
                self.statuses[r.status_code] += 1
            if r.status_code in (502, 503):
                time.sleep(0.2)
                continue
            return r
        raise AssertionError(f"{method} {path}: no answer after 400 tries")

    def step(self) -> bool:
        m = self._call("get", f"{API}/matches/{self.mid}").json()
        if m["status"] != "active":
            self.done = True
            return False
        seats = [s["seat"] for s in m["seats"] if s["to_act"]]
        if not seats:
            return True
        seat = self.rng.choice(seats)
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
        d = self._call("get", f"{API}/matches/{self.mid}/decisions", headers=auth).json()
        required = [x for x in d["decisions"] if x.get("required", True)]
        if not required:
            return True
        decision = self.rng.choice(required)
        body = {"action": self.rng.choice(decision["options"])["action"],
                "decision": decision["id"]}
        r = self._call("post", f"{API}/matches/{self.mid}/actions", key=uuid.uuid4().hex,
                       headers=dict(auth), json=body)
        assert r.status_code in (200, 409), (r.status_code, r.text)
        return True


def drill(bot_matches: int, human_matches: int, rounds: int, seconds: float):
    data = Path(tempfile.mkdtemp(prefix="rookery-drill-redis-"))
    store = RedisServer(data_dir=data)
    services = [Service(store.url), Service(store.url)]
    statuses, lock = Counter(), threading.Lock()
    try:
        rng = random.Random(17)
        bots = []
        for i in range(bot_matches):
            game, n = rng.choice([("btwixt", 3), ("btwixt", 5), ("board2e", 3), ("lcg2e", 2)])
            r = requests.post(services[i % 2].url + f"{API}/matches",
                              json={"game": game, "players": n, "seed": i, "bots": list(range(n))})
            assert r.status_code == 201, r.text
            bots.append(r.json()["id"])
        humans = [Player(services, g, n, 100 + i, statuses, lock)
                  for i, (g, n) in enumerate([("btwixt", 3), ("lcg2e", 2), ("board2e", 3)]
                                             [:human_matches])]
        stop = threading.Event()

        def play(p):
            while not stop.is_set() and p.step():
                pass
        threads = [threading.Thread(target=play, args=(p,)) for p in humans]
        for t in threads:
            t.start()
        for k in range(rounds):
            time.sleep(2)
            services[k % 2].kill_a_web_worker()
            time.sleep(1)
            old = services[(k + 1) % 2].kill_the_bot_worker()
            time.sleep(1)
            store.proc.kill()                 # kill -9 the Redis server ...
            store.proc.wait(10)
            for s in services:                # a client during the outage (the players' own
                r = requests.get(f"{s.url}{API}/matches/{bots[0]}", timeout=10)   # may be done)
                with lock:
                    statuses[r.status_code] += 1
            time.sleep(1.5)
            store = RedisServer(port=store.port, data_dir=data)   # ... and start it again
            for s in services:
                s.wait_ready()
            deadline = time.monotonic() + 30
            while services[(k + 1) % 2].pid_of("api.bots.worker") == old:
                assert time.monotonic() < deadline, "the bot worker was not restarted"
                time.sleep(0.2)
        time.sleep(seconds)
        stop.set()
        for t in threads:
            t.join(60)
        for s in services:
            assert s.proc.poll() is None, "a service stopped: " + s.log.read_text()[-3000:]
        r = redis.Redis.from_url(store.url)
        versions_before = {mid: int(r.hget(match_key(mid), "version")) for mid in bots}
        time.sleep(3)
        for mid in bots + [p.mid for p in humans]:
            doc = replays_exactly(r, mid)[0]
            assert doc["status"] in ("active", "finished"), doc["status"]
        # Bots kept playing after the faults: each bot match finished or moved on.
        for mid in bots:
            doc = orjson.loads(archive.document(r.hget(match_key(mid), "doc")))
            assert doc["status"] == "finished" or \
                int(r.hget(match_key(mid), "version")) > versions_before[mid], \
                (mid, doc["game"], [s.log.read_text()[-2000:] for s in services])
        assert 500 not in statuses, statuses
        assert statuses[200] > 0 and statuses[503] > 0, \
            f"the clients should have played and met the outage: {statuses}"
        return statuses
    finally:
        for s in services:
            s.stop()
        store.proc.kill()


def test_a_short_fault_drill_loses_nothing():
    drill(bot_matches=3, human_matches=2, rounds=1, seconds=3)


@pytest.mark.slow
def test_the_fault_drill_loses_nothing():
    drill(bot_matches=10, human_matches=3, rounds=4, seconds=20)
