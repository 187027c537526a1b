"""Engine speed without HTTP: random full games per CPU-second, and whether an action costs
the same at the end of a game as at its start (it should: the state does not grow unboundedly).

The driver is the engine alone: ``decisions`` + a uniform random pick + ``apply`` + ``result``,
pending seats served in rotation. CPU time (``process_time``) is used throughout, so other
processes on a busy machine do not count against the engine.

A game's options may depend on its seed (``options``: a function of the seed), so that lcg2e
jousts can be played with a different random legal Core Set deck pair each game.
"""
from __future__ import annotations

import cProfile
import io
import pstats
import random
import statistics
import time
from typing import Callable

from api.games import REGISTRY
from tests.support.lcg2e_decks import random_deck


Options = Callable[[int], dict] | None


def random_game(game_id: str, players: int, seed: int, timings: list | None = None,
                options: Options = None, kinds: list | None = None) -> int:
    """Play one game with uniform random picks; ``timings`` gets each step's cost (ns) and
    ``kinds`` what kind of step it was (:func:`step_kind`)."""
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    state = game.new(players, options(seed) if options else {}, seed)
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
        action = rnd.choice(ds[0]["options"])["action"]
        phase = state.get("phase")      # before apply: the phase the action was taken in
        game.apply(state, seat, action)
        if timings is not None:
            timings.append(clock() - t)
        if kinds is not None:
            kinds.append(step_kind(phase, ds[0], action))
        steps += 1
    return steps


def step_kind(phase, decision: dict, action: dict) -> tuple:
    """The same kind of step in any game: the game's phase (``state["phase"]`` before the
    action), the decision's type and the action's type (a pass in a challenges-phase action
    window, a card toggled in setup)."""
    return phase, decision["type"], action.get("type")


def random_core_decks(players: int) -> Callable[[int], dict]:
    """lcg2e options: every seat a random legal deck of the whole Core Set, new ones each
    seed (tests/support/lcg2e_decks.py)."""
    return lambda seed: {"decks": [random_deck(seed * 10 + i) for i in range(players)]}


# Which decks a row of lcg2e played: {} deals the learning decks in a joust, box decks in a
# melee (setup.default_decks).
def decks_label(game_id: str, players: int, options: Options) -> str:
    if game_id != "lcg2e":
        return ""
    if options is not None:
        return "random Core"
    return "learning" if players == 2 else "box"


def games_per_cpu_second(game_id: str, players: int, min_cpu: float, min_games: int,
                         max_games: int, options: Options = None) -> dict:
    t0 = time.process_time()
    games = steps = 0
    while games < max_games and (games < min_games or time.process_time() - t0 < min_cpu):
        steps += random_game(game_id, players, 1000 + games, options=options)
        games += 1
    cpu = time.process_time() - t0
    return {"game": game_id, "players": players, "decks": decks_label(game_id, players, options),
            "games": games, "cpu_s": cpu,
            "games_per_cpu_s": games / cpu, "actions_per_cpu_s": steps / cpu,
            "mean_actions": steps / games}


def flatness(game_id: str, players: int, games: int, options: Options = None) -> dict:
    """Median cost of one action in the first and in the last tenth of each game, and the
    same for one kind of action at a time (``same_kind_*``).

    ``last_over_first`` compares all actions together, so it also measures how their mix
    changes: a card game's first tenth is mostly cheap setup choices, its last tenth action
    windows. ``same_kind_last_over_first`` compares each action of the last tenths with the
    median cost of its kind (:func:`step_kind`) in the first tenths of the same games: what
    the same action costs once the table has filled (the median of those ratios; actions of
    a kind no first tenth had are left out, ``same_kind_share`` says how many were kept)."""
    first, last = [], []
    first_by_kind: dict[tuple, list[int]] = {}
    last_kinds: list[tuple] = []
    for g in range(games):
        t: list[int] = []
        kinds: list[tuple] = []
        random_game(game_id, players, 5000 + g, t, options, kinds)
        k = max(1, len(t) // 10)
        first += t[:k]
        last += t[-k:]
        for kind, cost in zip(kinds[:k], t[:k]):
            first_by_kind.setdefault(kind, []).append(cost)
        last_kinds += kinds[-k:]
    a, b = statistics.median(first) / 1e6, statistics.median(last) / 1e6
    typical = {kind: statistics.median(costs) for kind, costs in first_by_kind.items()}
    same = [cost / typical[kind] for kind, cost in zip(last_kinds, last) if kind in typical]
    return {"game": game_id, "players": players, "decks": decks_label(game_id, players, options),
            "games": games, "first_tenth_ms": a,
            "last_tenth_ms": b, "last_over_first": b / a,
            "first_tenth_mean_ms": statistics.fmean(first) / 1e6,
            "last_tenth_mean_ms": statistics.fmean(last) / 1e6,
            "same_kind_last_over_first": statistics.median(same) if same else None,
            "same_kind_share": len(same) / len(last)}


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


# (game, players, CPU seconds, fewest games, most games, options)
PLAN = [("btwixt", 3, 3.0, 100, 2000, None), ("btwixt", 4, 3.0, 100, 2000, None),
        ("btwixt", 5, 3.0, 100, 2000, None), ("btwixt", 6, 3.0, 100, 2000, None),
        ("board2e", 3, 6.0, 2, 10, None), ("board2e", 6, 10.0, 2, 4, None),
        ("board1e", 3, 6.0, 2, 60, None), ("board1e", 5, 8.0, 2, 40, None),
        ("lcg2e", 2, 4.0, 20, 400, None), ("lcg2e", 2, 4.0, 20, 400, random_core_decks(2)),
        ("lcg2e", 4, 4.0, 6, 100, None),
        ("hbo", 2, 3.0, 10, 400, None)]
# (game, players, games, options)
FLATNESS = [("btwixt", 4, 60, None), ("board2e", 6, 4, None), ("lcg2e", 2, 40, None),
            ("lcg2e", 2, 60, random_core_decks(2)), ("lcg2e", 4, 12, None), ("hbo", 2, 40, None)]
PROFILES = {"btwixt": (4, 40), "board2e": (6, 1), "lcg2e": (2, 15)}


def run(quick: bool = False) -> dict:
    out = {"throughput": [], "flatness": [], "profile": {}}
    for game_id, players, cpu, lo, hi, options in PLAN:
        r = games_per_cpu_second(game_id, players, cpu / (3 if quick else 1), lo // 2 if quick
                                 else lo, hi, options)
        out["throughput"].append(r)
        print(f"  engine: {game_id} {players}p {r['decks']} {r['games_per_cpu_s']:.2f} "
              "games/CPU-s", flush=True)
    for game_id, players, games, options in FLATNESS:
        out["flatness"].append(flatness(game_id, players, max(1, games // 4) if quick else games,
                                        options))
    for game_id, (players, games) in PROFILES.items():
        out["profile"][game_id] = profile(game_id, players, games)
    return out
