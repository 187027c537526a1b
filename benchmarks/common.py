"""Shared bits of the harness: machine facts, engine-level game driving, paths."""
from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from api import bots
from api.games import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
DOCS = ROOT / "docs"


def machine() -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = "?"
    return {"date_utc": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cpu": cpu,
            "cores": os.cpu_count(), "python": sys.version.split()[0],
            "platform": platform.platform(), "commit": commit}


def machine_lines(m: dict) -> list[str]:
    return [f"- Date: {m['date_utc']}, commit `{m['commit']}`",
            f"- Machine: {m['cores']} cores, {m['cpu']}; {m['platform']}; Python {m['python']}"]


def play_game(game_id: str, players: int, seed: int, strong_seats=(), options=None,
              max_steps: int = 20000) -> tuple[dict, int]:
    """One whole engine-level game. Seats in ``strong_seats`` use the game's own bot, the rest
    the generic random bot. Pending seats are served in rotation because a sealed decision
    stays open (and re-submittable) until every seat has submitted; always serving the first
    pending seat could spin forever."""
    game = REGISTRY[game_id]
    state = game.new(players, options or {}, seed)
    steps = 0
    while game.result(state) is None:
        if steps >= max_steps:
            raise RuntimeError(f"{game_id} seed {seed}: no result after {steps} steps")
        seats = game.to_act(state)
        seat = seats[steps % len(seats)]
        action = bots.choose(game, state, seat, seed * 100_003 + steps, seat in strong_seats)
        game.apply(state, seat, action)
        steps += 1
    return state, steps


def write_json(name: str, data) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / name
    path.write_text(json.dumps(data, indent=2))
    return path
