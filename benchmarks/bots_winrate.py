"""The stronger bots against the random bot, engine level (no HTTP).

Each game seats ONE strong bot and random bots everywhere else; the strong seat rotates with the
game number so no seat's position (first player, house) favours it. A shared win (several
winners) counts as 1/len(winners), so a seat no better than random expects 1/players.

    python -m benchmarks.bots_winrate            # the full report (>= 200 games per line)
    python -m benchmarks.bots_winrate --quick    # a short check, used by `make bench`
    python -m benchmarks.bots_winrate --only board2e:6   # re-measure some lines of the report
"""
from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from benchmarks.common import DOCS, RESULTS, machine, machine_lines, play_game, write_json

FULL = [("btwixt", 3, 200), ("btwixt", 4, 200), ("btwixt", 5, 200), ("btwixt", 6, 200),
        ("board2e", 3, 200), ("board2e", 6, 200),
        ("board1e", 3, 200), ("board1e", 4, 200), ("board1e", 5, 200),
        ("hbo", 2, 200), ("lcg2e", 2, 200), ("lcg2e", 4, 100)]
QUICK = [("btwixt", 4, 200), ("board2e", 3, 6)]


def one(job: tuple[str, int, int]) -> dict:
    game_id, players, n = job
    strong = n % players
    state, steps = play_game(game_id, players, seed=10_000 + n, strong_seats={strong},
                             max_steps=200_000)
    from api.games import REGISTRY
    res = REGISTRY[game_id].result(state)
    winners = res["winners"]
    return {"strong": strong, "winners": winners, "steps": steps,
            "share": (1 / len(winners)) if strong in winners else 0.0,
            "reason": res.get("reason")}


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a win rate (Wilson score), honest for small samples."""
    if n == 0:
        return 0.0, 1.0
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def measure(plan, processes: int = 2) -> list[dict]:
    rows = []
    with Pool(processes) as pool:
        for game_id, players, games in plan:
            t = time.perf_counter()
            outs = pool.map(one, [(game_id, players, n) for n in range(games)], chunksize=1)
            rate = sum(o["share"] for o in outs) / games
            lo, hi = wilson(rate, games)
            reasons: dict[str, int] = {}
            for o in outs:
                reasons[o["reason"]] = reasons.get(o["reason"], 0) + 1
            rows.append({"game": game_id, "players": players, "games": games,
                         "win_rate": rate, "ci95": [lo, hi], "random_expected": 1 / players,
                         "outright_wins": sum(o["winners"] == [o["strong"]] for o in outs),
                         "mean_steps": sum(o["steps"] for o in outs) / games,
                         "reasons": reasons, "seconds": time.perf_counter() - t})
            print(f"  bots: {game_id} {players}p {games} games: {rate:.3f} "
                  f"(random {1 / players:.3f}) in {rows[-1]['seconds']:.0f} s", flush=True)
    return rows


def table(rows: list[dict], commit: str | None = None) -> list[str]:
    out = ["| game | players | games | strong bot win rate | 95 % interval | random seat expects "
           "| ratio | outright wins | mean steps/game | end reasons |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        reasons = ", ".join(f"{k}: {v}" for k, v in sorted(r["reasons"].items()))
        at = r.get("commit")
        note = f" (commit `{at}`)" if commit and at and at != commit else ""
        out.append(f"| {r['game']} | {r['players']}{note} | {r['games']} | {r['win_rate']:.1%} | "
                   f"{r['ci95'][0]:.1%}–{r['ci95'][1]:.1%} | {r['random_expected']:.1%} | "
                   f"{r['win_rate'] / r['random_expected']:.2f}× | {r['outright_wins']} | "
                   f"{r['mean_steps']:.0f} | {reasons} |")
    return out


def main(argv=None) -> list[dict]:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", action="append", default=[], metavar="GAME:PLAYERS",
                    help="measure just these lines of the full plan and keep the others from "
                         "the last full run (benchmarks/results/bots.json)")
    args = ap.parse_args(argv)
    m = machine()
    plan = QUICK if args.quick else FULL
    if args.only:
        plan = [p for p in FULL if f"{p[0]}:{p[1]}" in args.only]
    rows = measure(plan)
    for r in rows:
        r["commit"], r["date_utc"] = m["commit"], m["date_utc"]
    if args.quick:
        write_json("bots_quick.json", {"machine": m, "rows": rows})
        return rows
    if args.only:
        merged = merge(rows)
        if merged is None:
            # Without the last full run the report would shrink to these lines alone.
            write_json("bots-partial.json", {"machine": m, "rows": rows})
            print("no full run in benchmarks/results/bots.json or docs/bots.md: docs/bots.md left as it is; "
                  "these lines are in benchmarks/results/bots-partial.json", file=sys.stderr)
            return rows
        rows = merged
    write_json("bots.json", {"machine": m, "rows": rows})
    write_report(m, rows)
    return rows


def merge(new: list[dict], path: Path | None = None, report: str | None = None) -> list[dict] | None:
    """The last full run's rows with the re-measured lines replaced, in the plan's order. The last
    full run is benchmarks/results/bots.json, else the table in docs/bots.md (a fresh clone has only
    that); None when there is neither."""
    path = path or RESULTS / "bots.json"
    if path.exists():
        last = json.loads(path.read_text())
        old = [dict(r, commit=r.get("commit", last["machine"]["commit"])) for r in last["rows"]]
    else:
        if report is None:
            report = (DOCS / "bots.md").read_text() if (DOCS / "bots.md").exists() else ""
        old = report_rows(report)
        if not old:
            return None
    by_key = {(r["game"], r["players"]): r for r in old + new}
    return [by_key[(g, n)] for g, n, _ in FULL if (g, n) in by_key]


START, END = "<!-- winrate:start -->", "<!-- winrate:end -->"


def report_rows(text: str) -> list[dict]:
    """The rows of the table `write_report` wrote, read back: enough to write the same lines again."""
    if START not in text or END not in text:
        return []
    block = text[text.index(START):text.index(END)]
    at = re.search(r"commit `(\w+)`", block.split("\n|")[0])
    rows = []
    for cells in (line.strip("| ").split(" | ") for line in block.splitlines() if line.startswith("| ")):
        if len(cells) != 10 or not cells[2].isdigit():
            continue
        players = re.match(r"(\d+)(?: \(commit `(\w+)`\))?", cells[1])
        lo, hi = (float(x.rstrip("%")) / 100 for x in cells[4].split("–"))
        reasons = {k: int(v) for k, v in (item.rsplit(": ", 1) for item in cells[9].split(", "))}
        rows.append({"game": cells[0], "players": int(players[1]), "games": int(cells[2]),
                     "win_rate": float(cells[3].rstrip("%")) / 100, "ci95": [lo, hi],
                     "random_expected": 1 / int(players[1]),
                     "outright_wins": int(cells[7]), "mean_steps": float(cells[8]), "reasons": reasons,
                     "commit": players[2] or (at[1] if at else None)})
    return rows


def write_report(m: dict, rows: list[dict]) -> None:
    text = (DOCS / "bots.md").read_text() if (DOCS / "bots.md").exists() else ""
    lines = machine_lines(m)
    if any(r.get("commit") not in (None, m["commit"]) for r in rows):
        lines.append("- Lines marked with a commit were measured at that earlier commit.")
    block = "\n".join([START, *lines, "", *table(rows, m["commit"]), END])
    if START in text and END in text:
        text = text[:text.index(START)] + block + text[text.index(END) + len(END):]
    else:
        text = text + "\n" + block + "\n"
    (DOCS / "bots.md").write_text(text)


if __name__ == "__main__":
    main()
