"""Bot workers (issue #17): bot moves per second with 1, 2 and 4 worker processes sharing the
queue, and how long people wait for the bots' first moves at 20 and 200 mixed tables.

Throughput: all-bot board2e tables (4 players, thousands of moves each), moves counted as version increments in Redis
over a window. Ratios are against one worker in the same run. First-move wait: tables of one
person and two bots whose turn comes first, with the bot delay at 0.3 s; reported as the wait
over the delay (1.0 would be perfect).
"""
from __future__ import annotations

import statistics
import time

import redis
import requests

from benchmarks.servers import BotWorker, RedisServer, Served

DELAY = 0.3


def _versions(r: redis.Redis, mids: list[str]) -> list[int]:
    pipe = r.pipeline(transaction=False)
    for mid in mids:
        pipe.hget(f"m:{{{mid}}}", "version")
    return [int(v or 0) for v in pipe.execute()]


def _started(procs: list, redis_url: str, web: str) -> None:
    """Wait until every worker process has loaded the games (a few seconds each) and plays:
    each must have moved a probe table of its own while the others are busy."""
    r = redis.Redis.from_url(redis_url)
    probes = [requests.post(f"{web}/api/v1/matches", timeout=10, json={
        "game": "btwixt", "players": 3, "seed": 900 + i, "bots": [0, 1, 2]}).json()["id"]
        for i in range(len(procs))]
    deadline = time.perf_counter() + 60
    while min(_versions(r, probes)) <= 1 and time.perf_counter() < deadline:
        time.sleep(0.05)
    time.sleep(1.0)     # the slowest worker's import finished; give it its first sweep


def throughput(redis_url: str, web: str, workers: int, tables: int, seconds: float) -> dict:
    r = redis.Redis.from_url(redis_url)
    mids = [requests.post(f"{web}/api/v1/matches", timeout=10,
                          json={"game": "board2e", "players": 4, "seed": k,
                                "bots": list(range(4))}).json()["id"] for k in range(tables)]
    procs = [BotWorker(redis_url) for _ in range(workers)]
    try:
        _started(procs, redis_url, web)
        v0, t0 = sum(_versions(r, mids)), time.perf_counter()
        time.sleep(seconds)
        v1, t1 = sum(_versions(r, mids)), time.perf_counter()
    finally:
        for p in procs:
            p.stop()
    finished = sum(1 for m in mids if b'"finished"' in (r.hget(f"m:{{{m}}}", "doc") or b""))
    return {"workers": workers, "moves_per_s": (v1 - v0) / (t1 - t0), "tables": tables,
            "finished_tables": finished}


def first_moves(redis_url: str, web: str, tables: int, workers: int = 2) -> dict:
    r = redis.Redis.from_url(redis_url)
    procs = [BotWorker(redis_url) for _ in range(workers)]
    try:
        _started(procs, redis_url, web)
        joined = {}
        for k in range(tables):
            mid = requests.post(f"{web}/api/v1/matches", timeout=10, json={
                "game": "btwixt", "players": 3, "seed": k, "bots": [1, 2],
                "options": {"first_player": 1}}).json()["id"]
            requests.post(f"{web}/api/v1/matches/{mid}/join", json={"name": "ann"}, timeout=10)
            joined[mid] = (time.perf_counter(), _versions(r, [mid])[0])
        waits, pending = {}, dict(joined)
        deadline = time.perf_counter() + 120
        while pending and time.perf_counter() < deadline:
            ids = list(pending)
            for mid, v in zip(ids, _versions(r, ids)):
                if v > pending[mid][1]:
                    waits[mid] = time.perf_counter() - pending.pop(mid)[0]
            time.sleep(0.01)
    finally:
        for p in procs:
            p.stop()
    w = sorted(waits.values())
    return {"tables": tables, "workers": workers, "moved": len(w),
            "median_s": statistics.median(w) if w else None, "max_s": max(w) if w else None,
            "median_over_delay": statistics.median(w) / DELAY if w else None}


def run(quick: bool = False) -> dict:
    out = {"throughput": [], "first_moves": []}
    server = RedisServer()
    try:
        web = Served(server.url, extra_env={"ROOKERY_BOT_DELAY": "0"})
        try:
            for n in (1, 2, 4):
                redis.Redis.from_url(server.url).flushall()
                out["throughput"].append(throughput(server.url, web.url, n,
                                                    tables=16, seconds=3 if quick else 8))
        finally:
            web.stop()
        web = Served(server.url, extra_env={"ROOKERY_BOT_DELAY": str(DELAY)})
        try:
            for tables in ((20,) if quick else (20, 200)):
                redis.Redis.from_url(server.url).flushall()
                out["first_moves"].append(first_moves(server.url, web.url, tables))
        finally:
            web.stop()
    finally:
        server.stop()
    one = out["throughput"][0]["moves_per_s"]
    for row in out["throughput"]:
        row["over_one_worker"] = row["moves_per_s"] / one if one else None
    return out


def table(b: dict) -> list[str]:
    lines = ["| bot workers | bot moves/s | ÷ one worker | tables finished in the window |",
             "|---|---|---|---|"]
    for t in b["throughput"]:
        lines.append(f"| {t['workers']} | {t['moves_per_s']:.0f} | {t['over_one_worker']:.2f} | "
                     f"{t['finished_tables']} of {t['tables']} |")
    lines += ["", "| mixed tables | workers | bots moved | first-move wait median / max s "
              "| median ÷ bot delay |", "|---|---|---|---|---|"]
    for f in b["first_moves"]:
        lines.append(f"| {f['tables']} | {f['workers']} | {f['moved']} | {f['median_s']:.2f} / "
                     f"{f['max_s']:.2f} | {f['median_over_delay']:.2f} |")
    return lines


if __name__ == "__main__":
    import json
    result = run(quick=True)
    print(json.dumps(result, indent=1))
    print("\n".join(table(result)))
