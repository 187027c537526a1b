"""Bytes per live match in Redis, and where one accepted action's time goes in the platform.

Matches are played in-process through ``api.matches.Matches`` (the code every HTTP action runs)
against a real redis-server, replaying a whole recorded game. ``MEMORY USAGE`` of the match hash
(document = meta + engine state), of its event log stream and of its action log is read at the
start, the middle, the end (just before the last action, while it is live) and once finished
(compacted into one record).
"""
from __future__ import annotations

import cProfile
import io
import pstats

import redis

from api.config import from_env
from api.matches import Matches
from api.store import Store, actions_key, archive_key, chunks_key, done_key, log_key, match_key
from benchmarks.engine_speed import short
from benchmarks.http_load import record_script


def _matches(redis_url: str) -> Matches:
    return Matches(Store(redis.Redis.from_url(redis_url)), from_env())


def _usage(r: redis.Redis, mid: str) -> dict:
    """Bytes of each of a match's keys; the log counts its live stream and its archived
    chunks (api/archive.py), ``done_bytes`` a finished match's one compressed record."""
    doc = r.hget(match_key(mid), "doc") or b""
    out = {"hash_bytes": r.memory_usage(match_key(mid), samples=0) or 0,
           "log_bytes": (r.memory_usage(log_key(mid), samples=0) or 0)
           + (r.memory_usage(archive_key(mid), samples=0) or 0)
           + (r.memory_usage(chunks_key(mid), samples=0) or 0),
           "actions_bytes": r.memory_usage(actions_key(mid), samples=0) or 0,
           "done_bytes": r.memory_usage(done_key(mid), samples=0) or 0,
           "doc_json_bytes": len(doc), "events": int(r.hget(match_key(mid), "seq") or 0),
           "live_events": r.xlen(log_key(mid))}
    out["total_bytes"] = sum(out[k] for k in ("hash_bytes", "log_bytes", "actions_bytes",
                                              "done_bytes"))
    return out


def play_through(m: Matches, game_id: str, players: int, seed: int, script, marks=None,
                 profiler: cProfile.Profile | None = None) -> tuple[str, dict]:
    rec = m.create(game_id, players, None, seed)
    mid = rec.doc["id"]
    for i in range(players):
        m.join(mid, f"p{i}", i)
    snaps = {}
    if marks is not None:
        snaps["start"] = _usage(m.store.r, mid)
    for k, (seat, action) in enumerate(script):
        if marks is not None and k == len(script) // 2:
            snaps["middle"] = _usage(m.store.r, mid)
        if marks is not None and k == len(script) - 1:
            snaps["end"] = _usage(m.store.r, mid)     # the last moment it is live
        if profiler:
            profiler.enable()
        m.act(mid, seat, action, None, None)
        if profiler:
            profiler.disable()
    if marks is not None:
        snaps["finished"] = _usage(m.store.r, mid)
    return mid, snaps


PLAN = (("btwixt", 4), ("btwixt", 6), ("board2e", 3), ("board2e", 6), ("lcg2e", 2),
        ("lcg2e", 4))
# the package whose ``apply`` Matches.act calls (lcg2e's is cardcore's flow_game)
ENGINE_PKG = {"board2e": "api/games/board/", "btwixt": "api/games/btwixt/",
              "lcg2e": "api/games/cardcore/", "hbo": "api/games/cardcore/"}


def storage(redis_url: str, plan=PLAN, seeds=(1, 2)) -> list[dict]:
    m = _matches(redis_url)
    rows = []
    for game_id, players in plan:
        for seed in seeds:
            script = record_script(game_id, players, seed)
            _, snaps = play_through(m, game_id, players, seed, script, marks=True)
            rows.append({"game": game_id, "players": players, "seed": seed,
                         "actions": len(script), **snaps})
    return rows


def platform_profile(redis_url: str, game_id: str, players: int, seed: int = 3,
                     top: int = 12) -> dict:
    """cProfile of ``Matches.act`` only (no HTTP), grouped into the platform's stages."""
    m = _matches(redis_url)
    script = record_script(game_id, players, seed)
    prof = cProfile.Profile()
    play_through(m, game_id, players, seed, script, profiler=prof)
    stats = pstats.Stats(prof, stream=io.StringIO())
    total = stats.total_tt
    engine_pkg = ENGINE_PKG[game_id]
    stages = {
        "load (Redis HMGET + orjson.loads + upgrade)": _from_act(stats, "api/matches.py", "load"),
        "engine apply": _from_act(stats, engine_pkg, "apply"),
        "commit (orjson.dumps + Lua script)": _from_act(stats, "api/store.py", "commit"),
        "after commit (to_act, index, wake bots, archive)": _from_act(stats, "api/matches.py",
                                                                      "_after_commit"),
        "finish check (result)": _from_act(stats, "api/matches.py", "_finish_if_over"),
    }
    rows = sorted(({"function": f"{short(p)}:{ln} {fn}", "self_share": tt / total}
                   for (p, ln, fn), (_c, _n, tt, _ct, _cl) in stats.stats.items()),
                  key=lambda r: -r["self_share"])[:top]
    return {"game": game_id, "players": players, "actions": len(script),
            "ms_per_action_profiled": total / len(script) * 1000,
            "stages_share": {k: v / total for k, v in stages.items()}, "top_self": rows}


# Where Matches.act does its work: ``_act`` loads, ``_prepare`` applies the action and checks
# for the end, its ``commit`` writes and runs what follows a commit.
ACT_STEPS = ("act", "act_committing", "_act", "_prepare", "commit")


def _from_act(stats: pstats.Stats, path_part: str, fn: str) -> float:
    """Cumulative seconds spent in ``fn`` when called directly from one of ``Matches.act``'s
    steps."""
    total = 0.0
    for (path, _line, name), (_cc, _nc, _tt, _ct, callers) in stats.stats.items():
        if path_part in path and name == fn:
            total += sum(v[3] for k, v in callers.items()
                         if k[0].endswith("api/matches.py") and k[2] in ACT_STEPS)
    return total
