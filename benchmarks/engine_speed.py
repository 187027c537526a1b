"""Engine speed without HTTP: random full games per CPU-second, and whether an action costs
the same at the end of a game as at its start (it should: the state does not grow unboundedly).

The driver is the engine alone: ``decisions`` + a uniform random pick + ``apply`` + ``result``,
pending seats served in rotation. CPU time (``process_time``) is used throughout, so other
processes on a busy machine do not count against the engine.
"""
from __future__ import annotations

import cProfile
import io
import pstats
import random
import statistics
import time

from api.games import REGISTRY


def random_game(game_id: str, players: int, seed: int, timings: list | None = None) -> int:
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    state = game.new(players, {}, seed)
    steps = 0
    # perf_counter, not process_time, per step: reading the CPU clock is a system call here
    # that costs more than a B'Twixt action; medians keep other processes' preemptions out.
    clock = time.perf_counter_ns
    t = 0
    while game.result(state) is None:
        if timings is not None:
            t = clock()
        seats = game.to_act(state)
        seat = seats[steps % len(seats)]
        ds = game.decisions(state, seat)
        game.apply(state, seat, rnd.choice(ds[0]["options"])["action"])
        if timings is not None:
            timings.append(clock() - t)
        steps += 1
    return steps


def games_per_cpu_second(game_id: str, players: int, min_cpu: float, min_games: int,
                         max_games: int) -> dict:
    t0 = time.process_time()
    games = steps = 0
    while games < max_games and (games < min_games or time.process_time() - t0 < min_cpu):
        steps += random_game(game_id, players, 1000 + games)
        games += 1
    cpu = time.process_time() - t0
    return {"game": game_id, "players": players, "games": games, "cpu_s": cpu,
            "games_per_cpu_s": games / cpu, "actions_per_cpu_s": steps / cpu,
            "mean_actions": steps / games}


def flatness(game_id: str, players: int, games: int) -> dict:
    """Median cost of one action in the first and in the last tenth of each game."""
    first, last = [], []
    for g in range(games):
        t: list[int] = []
        random_game(game_id, players, 5000 + g, t)
        k = max(1, len(t) // 10)
        first += t[:k]
        last += t[-k:]
    a, b = statistics.median(first) / 1e6, statistics.median(last) / 1e6
    return {"game": game_id, "players": players, "games": games, "first_tenth_ms": a,
            "last_tenth_ms": b, "last_over_first": b / a,
            "first_tenth_mean_ms": statistics.fmean(first) / 1e6,
            "last_tenth_mean_ms": statistics.fmean(last) / 1e6}


def profile(game_id: str, players: int, games: int, top: int = 10) -> list[dict]:
    prof = cProfile.Profile()
    prof.enable()
    for g in range(games):
        random_game(game_id, players, 9000 + g)
    prof.disable()
    stats = pstats.Stats(prof, stream=io.StringIO())
    total = stats.total_tt
    rows = []
    for (path, line, fn), (_cc, _nc, tt, ct, _callers) in stats.stats.items():
        rows.append({"function": f"{short(path)}:{line} {fn}", "self_share": tt / total,
                     "cumulative_share": ct / total})
    rows.sort(key=lambda r: -r["self_share"])
    return rows[:top]


def short(path: str) -> str:
    for marker in ("/api/", "/lib/python"):
        if marker in path:
            return path[path.index(marker) + 1:]
    return path


def run(quick: bool = False) -> dict:
    out = {"throughput": [], "flatness": [], "profile": {}}
    plan = [("btwixt", 3, 3.0, 100, 2000), ("btwixt", 4, 3.0, 100, 2000),
            ("btwixt", 5, 3.0, 100, 2000), ("btwixt", 6, 3.0, 100, 2000),
            ("board2e", 3, 6.0, 2, 10), ("board2e", 6, 10.0, 2, 4),
            ("board1e", 3, 6.0, 2, 60), ("board1e", 5, 8.0, 2, 40),
            ("hbo", 2, 3.0, 10, 400)]
    for game_id, players, cpu, lo, hi in plan:
        r = games_per_cpu_second(game_id, players, cpu / (3 if quick else 1), lo // 2 if quick
                                 else lo, hi)
        out["throughput"].append(r)
        print(f"  engine: {game_id} {players}p {r['games_per_cpu_s']:.2f} games/CPU-s", flush=True)
    for game_id, players, games in (("btwixt", 4, 60), ("board2e", 6, 4)):
        out["flatness"].append(flatness(game_id, players, games))
    out["profile"]["btwixt"] = profile("btwixt", 4, 40)
    out["profile"]["board2e"] = profile("board2e", 6, 1)
    return out
