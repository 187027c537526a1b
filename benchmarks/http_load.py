"""HTTP action throughput and latency under gunicorn + Redis, next to the bare baseline.

Clients are threads with a ``requests.Session`` each, spread over two processes so the GIL of
one load-generator process is not what we measure. A game client owns its own matches (all
seats joined by it) and replays a whole game recorded beforehand at engine level (the seat
that moves and its action, which is one the decisions list), so every action is accepted; the
few lobby requests needed to start the next match are not timed. It plays in one of three
ways (``mode``):

- ``post``: POST /actions only, with the version of the last answer (what a client that
  already knows its decisions costs);
- ``loop2``: the two-request loop, GET /decisions of the seat to move, then POST with the
  version that answer gave;
- ``loop1``: the one-request loop, GET /decisions only when the seat to move did not make
  the previous move (it learned of its turn from an event: its decisions are not in hand),
  else POST straight from the decisions the last answer carried.

An ``empty`` client times GET /readyz of the bare app, a request that does nothing: the floor
of what any request costs here. A ``bare_read`` client GETs the bare document (one Redis GET and
its decode, a small answer): the least a read of one's decisions costs. Every request is timed; an action's latency runs from its first request's start to its last
one's end (a bare request is one action). A baseline client POSTs a small
body to the bare endpoint (GET + decode + encode + SET of a 12 KB board2e document).
"""
from __future__ import annotations

import os
import statistics
import threading
import time
import multiprocessing as mp

import orjson
import requests

from api import bots
from api.games import REGISTRY

API = "/api/v1/matches"


STICK = 30   # moves in a row one seat makes before the recording turns to another


def record_script(game_id: str, players: int, seed: int) -> list[tuple[int, dict]]:
    """(seat, action) pairs of one whole game with the strong bots, replayable from the seed.
    A seat that still has to act goes on (as a player at their own screen does: placing all
    their orders, then submitting) rather than handing over after every move; turning to
    another seat after ``STICK`` moves keeps a bot that never settles from holding the game."""
    game = REGISTRY[game_id]
    state = game.new(players, {}, seed)
    out, steps, run = [], 0, 0
    last = None
    while game.result(state) is None:
        seats = game.to_act(state)
        if last in seats and run < STICK:
            seat, run = last, run + 1
        else:
            seat, run = seats[steps % len(seats)], 1
        last = seat
        action = bots.choose(game, state, seat, seed * 7 + steps, True)
        game.apply(state, seat, action)
        out.append((seat, action))
        steps += 1
    return out


def bare_template(seed: int = 1) -> bytes:
    """A real board2e 6-player match document as the store keeps it, a third into a game
    (about 12 KB): the bare endpoint's document."""
    game = REGISTRY["board2e"]
    script = record_script("board2e", 6, seed)
    state = game.new(6, {}, seed)
    for seat, action in script[:len(script) // 3]:
        game.apply(state, seat, action)
    doc = {"id": "0" * 16, "game": "board2e", "players": 6, "options": {}, "seed": seed,
           "status": "active", "created": time.time(), "result": None, "action_log": True,
           "moved_at": time.time(),
           "seats": [{"seat": i, "name": f"p{i}", "joined": True, "bot": False,
                      "token_hash": "f" * 64, "last_active": time.time()} for i in range(6)],
           # The full state, as the yardstick was measured (the store now keeps a
           # smaller form of it: that saving is the project's, not the yardstick's).
           "state": state}
    return orjson.dumps(doc)


class GameClient:
    def __init__(self, base: str, game_id: str, players: int, scripts: list, mode: str = "post"):
        self.mode = mode
        self.s = requests.Session()
        self.base, self.game_id, self.players, self.scripts = base, game_id, players, scripts
        self.k = 0
        self._next_match()

    def _next_match(self):
        seed, script = self.scripts[self.k % len(self.scripts)]
        self.k += 1
        r = self.s.post(self.base + API, json={"game": self.game_id, "players": self.players,
                                               "seed": seed})
        r.raise_for_status()
        self.mid = r.json()["id"]
        self.tokens = []
        for i in range(self.players):
            j = self.s.post(f"{self.base}{API}/{self.mid}/join", json={"name": f"p{i}"})
            j.raise_for_status()
            assert j.json()["seat"] == i
            self.tokens.append(j.json()["token"])
        self.version = self.s.get(f"{self.base}{API}/{self.mid}").json()["version"]
        self.script, self.pos = script, 0
        self.last_seat = None

    def step(self) -> list[tuple[str, float, float, int]]:
        """One action: its requests as (kind, start, end, status)."""
        seat, action = self.script[self.pos]
        auth = {"Authorization": "Bearer " + self.tokens[seat]}
        out = []
        if self.mode == "loop2" or (self.mode == "loop1" and seat != self.last_seat):
            t = time.time()
            d = self.s.get(f"{self.base}{API}/{self.mid}/decisions", headers=auth)
            out.append(("get", t, time.time(), d.status_code))
            if d.status_code == 200:
                self.version = d.json()["version"]
        t = time.time()
        r = self.s.post(f"{self.base}{API}/{self.mid}/actions",
                        json={"action": action, "version": self.version}, headers=auth)
        out.append(("post", t, time.time(), r.status_code))
        if r.status_code == 200:
            self.version = r.json()["version"]
        self.last_seat = seat
        self.pos += 1
        return out

    def after(self):
        if self.pos >= len(self.script):
            self._next_match()


class EmptyClient:
    """GET /readyz of the bare app: a Flask request that does nothing, through the same
    gunicorn worker and client library. What every request costs before any work is done:
    the floor under each way of playing."""

    def __init__(self, base: str):
        self.s = requests.Session()
        self.url = f"{base}/readyz"

    def step(self) -> list[tuple[str, float, float, int]]:
        t = time.time()
        status = self.s.get(self.url).status_code
        return [("get", t, time.time(), status)]

    def after(self):
        pass


class BareClient:
    def __init__(self, base: str, name: str):
        self.s = requests.Session()
        self.url = f"{base}/bare/{name}"
        self.body = b'{"action":{"type":"play","card":"x12"},"version":17}'

    def step(self) -> list[tuple[str, float, float, int]]:
        t = time.time()
        status = self.s.post(self.url, data=self.body,
                             headers={"Content-Type": "application/json"}).status_code
        return [("post", t, time.time(), status)]

    def after(self):
        pass


class BareReadClient(BareClient):
    """GET of the bare endpoint: one Redis GET and decode, a small answer. What a game's
    ``GET /decisions`` costs at the very least."""

    def step(self) -> list[tuple[str, float, float, int]]:
        t = time.time()
        status = self.s.get(self.url).status_code
        return [("get", t, time.time(), status)]


def _client_proc(base, kind, game_id, players, scripts, threads, seconds, warmup, tag,
                 barrier, out):
    """One load-generator process: set every client up, meet the other process at ``barrier``,
    then run all clients for ``warmup + seconds`` and time the last ``seconds``."""
    rows: list[tuple[float, float, int]] = []
    errors: list[str] = []
    lock = threading.Lock()
    ready = threading.Barrier(threads + 1)
    go = threading.Event()
    window: list[float] = []

    def run(i):
        c = None
        try:
            c = (BareClient(base, f"{tag}-{os.getpid()}-{i}") if kind == "bare"
                 else BareReadClient(base, "template") if kind == "bare_read"
                 else EmptyClient(base) if kind == "empty"
                 else GameClient(base, game_id, players, scripts[i % len(scripts):] + scripts,
                                 mode=kind))
        except Exception as exc:  # a broken client spoils the numbers: reported, never hidden
            with lock:
                errors.append(repr(exc))
        ready.wait()
        go.wait()
        if c is None:
            return
        t0, t1 = window
        mine = []
        try:
            while True:
                start = time.time()
                if start >= t1:
                    break
                reqs = c.step()
                if start >= t0:
                    mine.append(reqs)
                c.after()
        except Exception as exc:
            with lock:
                errors.append(repr(exc))
        with lock:
            rows.extend(mine)

    ts = [threading.Thread(target=run, args=(i,)) for i in range(threads)]
    for t in ts:
        t.start()
    ready.wait()
    barrier.wait()
    cpu0 = time.process_time()
    window[:] = [time.time() + warmup, time.time() + warmup + seconds]
    go.set()
    for t in ts:
        t.join()
    # An action counts if all its requests ended inside the window.
    out.put({"rows": [r for r in rows if r[-1][2] <= window[1]],
             "cpu": time.process_time() - cpu0, "errors": errors})


def measure(base: str, kind: str, clients: int, seconds: float, warmup: float,
            game_id: str = "", players: int = 0, scripts: list | None = None) -> dict:
    procs = 1 if clients == 1 else 2
    per = [clients // procs + (1 if i < clients % procs else 0) for i in range(procs)]
    barrier, out = mp.Barrier(procs), mp.Queue()
    tag = f"{kind}{clients}-{time.time_ns()}"
    ps = [mp.Process(target=_client_proc, args=(base, kind, game_id, players, scripts or [], n,
                                                seconds, warmup, tag, barrier, out))
          for n in per]
    for p in ps:
        p.start()
    outs = [out.get() for _ in ps]
    for p in ps:
        p.join()
    actions = [r for o in outs for r in o["rows"]]
    reqs = [q for a in actions for q in a]
    lat = sorted((a[-1][2] - a[0][1]) * 1000 for a in actions)
    statuses: dict[str, int] = {}
    for _, _, _, st in reqs:
        statuses[str(st)] = statuses.get(str(st), 0) + 1
    return {"kind": kind, "game": game_id, "players": players, "clients": clients,
            "requests": len(reqs), "actions": len(actions),
            "requests_per_action": len(reqs) / len(actions) if actions else None,
            "throughput": len(actions) / seconds,
            "p50_ms": percentile(lat, 50), "p99_ms": percentile(lat, 99),
            "mean_ms": statistics.fmean(lat) if lat else None, "statuses": statuses,
            "client_cpu_s": sum(o["cpu"] for o in outs), "window_s": seconds,
            "errors": [e for o in outs for e in o["errors"]]}


def percentile(sorted_vals: list[float], p: float) -> float | None:
    if not sorted_vals:
        return None
    k = min(len(sorted_vals) - 1, max(0, round(p / 100 * len(sorted_vals) + 0.5) - 1))
    return sorted_vals[k]
