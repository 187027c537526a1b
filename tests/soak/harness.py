"""All-bot matches played to the end through the real stack: two gunicorn instances sharing
one Redis, a bot worker fed through Redis, and pollers hammering both instances meanwhile.

No action lost or applied twice: the bot worker is deterministic (it serves the first pending
bot seat with ``bots.choose`` seeded by ``hash((seed, version, seat))``, see
``api.bots.worker.play_bots``), so replaying the engine from the match seed the same way must
give the stored version (1 + accepted actions), the stored public event log and the stored
spectator view. A lost action would leave the replay ahead; a duplicate would put it behind.
"""
from __future__ import annotations

import itertools
import threading
import time
from dataclasses import dataclass, field

import orjson
import requests

from api import bots
from api.games import REGISTRY
from tests.support.servers import BotWorker, Gunicorn

API = "/api/v1/matches"
# Events the platform itself writes around the engine's own events.
PLATFORM_EVENTS = {"match-created", "seat-joined", "seat-left", "match-started",
                   "match-finished", "seat-to-bot", "seat-from-bot", "match-aborted"}


@dataclass
class Soak:
    bases: list[str]
    matches: dict[str, dict] = field(default_factory=dict)  # id -> {game, players, seed}
    failures: list[str] = field(default_factory=list)
    polls: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def fail(self, msg: str) -> None:
        with self.lock:
            self.failures.append(msg)


class Stack:
    """On one Redis: ``instances`` gunicorns and ``workers`` bot workers."""

    def __init__(self, redis_url: str, instances: int = 2, workers: int = 1,
                 web_workers: int = 1):
        self.servers = [Gunicorn(redis_url, workers=web_workers) for _ in range(instances)]
        self.bots = [BotWorker(redis_url) for _ in range(workers)]
        self.bases = [s.url for s in self.servers]

    def stop(self) -> None:
        for b in self.bots:
            b.stop()
        for s in self.servers:
            s.stop()

    def logs(self) -> str:
        return "\n".join(s.log.read_text()[-3000:] for s in self.servers)


def create_all_bot(soak: Soak, plan: list[tuple[str, int]], first_seed: int) -> None:
    for k, (game, players) in enumerate(plan):
        base = soak.bases[k % len(soak.bases)]
        seed = first_seed + k
        r = requests.post(base + API, json={"game": game, "players": players, "seed": seed,
                                            "bots": list(range(players))}, timeout=30)
        assert r.status_code == 201, (r.status_code, r.text[:500])
        body = r.json()
        assert body["status"] == "active", body
        soak.matches[body["id"]] = {"game": game, "players": players, "seed": seed,
                                    "options": body["options"]}


def poll_until_done(soak: Soak, deadline: float, pollers: int = 2) -> dict[str, dict]:
    """Poll every match on every instance (match, view, events) until all have ended or the
    deadline passes; any 5xx or connection failure is recorded. Returns the last match bodies."""
    last: dict[str, dict] = {}
    stop = threading.Event()

    def poller(i: int) -> None:
        s = requests.Session()
        bases = itertools.cycle(soak.bases[i % len(soak.bases):] + soak.bases[:i % len(soak.bases)])
        paths = itertools.cycle(["", "/view", "/events?after=0&limit=50", ""])
        while not stop.is_set():
            for mid in list(soak.matches):
                if stop.is_set():
                    return
                url = f"{next(bases)}{API}/{mid}{next(paths)}"
                try:
                    r = s.get(url, timeout=30)
                except requests.RequestException as exc:
                    soak.fail(f"GET {url}: {exc!r}")
                    continue
                with soak.lock:
                    soak.polls += 1
                if r.status_code >= 500:
                    soak.fail(f"GET {url}: {r.status_code} {r.text[:300]}")
            time.sleep(0.05)

    threads = [threading.Thread(target=poller, args=(i,), daemon=True) for i in range(pollers)]
    for t in threads:
        t.start()
    try:
        while time.monotonic() < deadline:
            pending = 0
            for k, mid in enumerate(soak.matches):
                r = requests.get(f"{soak.bases[k % len(soak.bases)]}{API}/{mid}", timeout=30)
                if r.status_code >= 500:
                    soak.fail(f"GET match {mid}: {r.status_code}")
                    continue
                last[mid] = r.json()
                pending += last[mid]["status"] == "active"
            if not pending:
                break
            time.sleep(0.5)
    finally:
        stop.set()
        for t in threads:
            t.join(35)
    return last


def all_events(base: str, mid: str) -> list[dict]:
    out, after = [], 0
    while True:
        r = requests.get(f"{base}{API}/{mid}/events", params={"after": after, "limit": 1000},
                         timeout=30)
        assert r.status_code == 200, r.text[:300]
        page = r.json()
        if isinstance(page, dict):
            page = page.get("events", [])
        if not page:
            return out
        out += page
        after = page[-1]["id"]


def replay(game_id: str, players: int, options: dict, seed: int, max_moves: int = 20_000):
    """The bot worker's game, re-played in-process: (state, version, public engine events,
    actions as the action log lists them)."""
    game = REGISTRY[game_id]
    state = game.new(players, options, seed)
    version, events, actions = 1, [], []
    while game.result(state) is None:
        assert version < max_moves, f"{game_id} seed {seed}: replay does not end"
        seat = game.to_act(state)[0]
        action = bots.choose(game, state, seat, hash((seed, version, seat)))
        actions.append({"seat": seat, "action": action})
        events += [e for e in game.apply(state, seat, action) if "to" not in e]
        version += 1
    return state, version, events, orjson.loads(orjson.dumps(actions))


def check_match(base: str, mid: str, meta: dict, body: dict) -> list[str]:
    """Everything stored for a finished match agrees with the replay. Returns problems."""
    problems = []
    state, version, events, actions = replay(meta["game"], meta["players"], meta["options"],
                                             meta["seed"])
    game = REGISTRY[meta["game"]]
    want = orjson.loads(orjson.dumps(game.result(state)))
    if body["status"] != "finished":
        return [f"{mid} ({meta['game']} {meta['players']}p) ended as {body['status']}"]
    if body["version"] != version:
        problems.append(f"{mid}: stored version {body['version']}, replay {version} "
                        f"({'lost' if body['version'] < version else 'extra'} actions)")
    if body["result"] != want:
        problems.append(f"{mid}: stored result {body['result']} != replay {want}")
    logged = [{k: v for k, v in e.items() if k != "id"} for e in all_events(base, mid)]
    engine_logged = [e for e in logged if e["type"] not in PLATFORM_EVENTS]
    replayed = orjson.loads(orjson.dumps(events))
    if engine_logged != replayed:
        first = next((i for i, (a, b) in enumerate(zip(engine_logged, replayed)) if a != b),
                     min(len(engine_logged), len(replayed)))
        problems.append(f"{mid}: event log differs from replay at engine event {first} "
                        f"({len(engine_logged)} logged, {len(replayed)} replayed)")
    logged_actions = requests.get(f"{base}{API}/{mid}/actions", timeout=30).json()["actions"]
    if logged_actions != actions:
        first = next((i for i, (a, b) in enumerate(zip(logged_actions, actions)) if a != b),
                     min(len(logged_actions), len(actions)))
        problems.append(f"{mid}: action log differs from replay at action {first} "
                        f"({len(logged_actions)} logged, {len(actions)} replayed)")
    ids = [e["id"] for e in all_events(base, mid)]
    if ids != sorted(set(ids)):
        problems.append(f"{mid}: event ids not strictly increasing")
    view = requests.get(f"{base}{API}/{mid}/view", timeout=30).json()["view"]
    if view != orjson.loads(orjson.dumps(game.view(state, None))):
        problems.append(f"{mid}: stored spectator view differs from the replay's")
    return problems


def run_soak(redis_url: str, plan: list[tuple[str, int]], seconds: float, first_seed: int,
             workers: int = 1) -> tuple[Soak, dict, float]:
    """Start the stack, create ``plan`` all-bot matches, poll them to the end, check them."""
    stack = Stack(redis_url, workers=workers)
    t0 = time.monotonic()
    try:
        soak = Soak(stack.bases)
        create_all_bot(soak, plan, first_seed)
        last = poll_until_done(soak, t0 + seconds)
        elapsed = time.monotonic() - t0
        for k, (mid, meta) in enumerate(soak.matches.items()):
            body = last.get(mid)
            if body is None:
                soak.fail(f"{mid}: never read")
                continue
            if body["status"] == "active":
                soak.fail(f"{mid} ({meta['game']} {meta['players']}p) unfinished after "
                          f"{seconds:.0f} s at version {body['version']}")
                continue
            for p in check_match(soak.bases[(k + 1) % len(soak.bases)], mid, meta, body):
                soak.fail(p)
        if any(" 5" in f or "Error" in f for f in soak.failures):
            soak.failures.append("server log tail:\n" + stack.logs())
        return soak, last, elapsed
    finally:
        stack.stop()
