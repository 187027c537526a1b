"""`make bench`: every measurement in one run, written to docs/performance.md (between the
generated-block markers; the prose around them is kept) and benchmarks/results/bench.json.

Speed is reported as a ratio against a baseline measured in the same run, because this machine
is shared: absolute numbers move with whatever else runs, ratios much less.
"""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks import bot_workers, bots_winrate, engine_speed, http_load, storage
from benchmarks.common import DOCS, machine, machine_lines, write_json
from benchmarks.servers import RedisServer, Served

LEVELS = (1, 10, 50)
HTTP_GAMES = (("btwixt", 4, (1, 2, 3, 4)), ("board2e", 6, (1, 2)))
START, END = "<!-- bench:start -->", "<!-- bench:end -->"


def http_bench(redis_url: str, rounds: int, seconds: float) -> list[dict]:
    scripts = {g: [(s, http_load.record_script(g, n, s)) for s in seeds]
               for g, n, seeds in HTTP_GAMES}
    app = Served(redis_url, "api.wsgi:app")
    bare = Served(redis_url, "benchmarks.baseline_app:app")
    kinds = [("bare", "", 0)] + [(g, g, n) for g, n, _ in HTTP_GAMES]
    rows = []
    try:
        for clients in LEVELS:
            # Interleaved rounds: each game is compared with the bare endpoint measured next to
            # it, in an order that rotates so neither side always runs first after a pause.
            for rnd in range(rounds):
                for name, g, n in kinds[rnd % len(kinds):] + kinds[:rnd % len(kinds)]:
                    r = (http_load.measure(bare.url, "bare", clients, seconds, 1.0) if not g else
                         http_load.measure(app.url, "game", clients, seconds, 1.0, g, n, scripts[g]))
                    rows.append(dict(r, round=rnd))
                done = [x for x in rows if x["round"] == rnd and x["clients"] == clients]
                print(f"  http: {clients} clients round {rnd}: "
                      + ", ".join(f"{x['game'] or 'bare'} {x['throughput']:.0f}/s" for x in done),
                      flush=True)
    finally:
        app.stop()
        bare.stop()
    return rows


def http_summary(rows: list[dict]) -> list[dict]:
    """Per game and level: medians over rounds; ratios are the median of each round's ratio
    against the bare endpoint of the same round (a slow patch of the machine hits both)."""
    out = []
    for clients in LEVELS:
        bare = {r["round"]: r for r in rows if r["kind"] == "bare" and r["clients"] == clients}
        for g, n, _ in HTTP_GAMES:
            mine = [r for r in rows if r["game"] == g and r["kind"] == "game"
                    and r["clients"] == clients and r["round"] in bare]
            if not mine:
                continue
            pairs = [(r, bare[r["round"]]) for r in mine]
            tput = [r["throughput"] / b["throughput"] for r, b in pairs if b["throughput"]]
            p99 = [r["p99_ms"] / b["p99_ms"] for r, b in pairs if r["p99_ms"] and b["p99_ms"]]
            used = [b for _, b in pairs]
            out.append({"game": g, "players": n, "clients": clients, "rounds": len(pairs),
                        "bare_rps": med(used, "throughput"), "game_rps": med(mine, "throughput"),
                        "throughput_ratio": statistics.median(tput) if tput else None,
                        "throughput_ratio_range": [min(tput), max(tput)] if tput else None,
                        "bare_p50_ms": med(used, "p50_ms"), "game_p50_ms": med(mine, "p50_ms"),
                        "bare_p99_ms": med(used, "p99_ms"), "game_p99_ms": med(mine, "p99_ms"),
                        "p99_ratio": statistics.median(p99) if p99 else None,
                        "requests": sum(r["requests"] for r in mine),
                        "non_200": sum(v for r in mine for k, v in r["statuses"].items()
                                       if k != "200"),
                        "client_errors": sum(len(r["errors"]) for r in mine + used)})
    return out


def med(rows, key):
    vals = [r[key] for r in rows if r[key] is not None]
    return statistics.median(vals) if vals else None


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="shorter windows, fewer games")
    args = ap.parse_args(argv)
    t_start = time.perf_counter()
    m = machine()
    print("engine speed...", flush=True)
    engine = engine_speed.run(quick=args.quick)
    redis_server = RedisServer()
    try:
        print("storage...", flush=True)
        store = storage.storage(redis_server.url, seeds=(1,) if args.quick else (1, 2))
        profiles = [storage.platform_profile(redis_server.url, g, n) for g, n in
                    (("btwixt", 4), ("board2e", 6))]
        print("http...", flush=True)
        http_rows = http_bench(redis_server.url, rounds=1 if args.quick else 4,
                               seconds=3.0)
    finally:
        redis_server.stop()
    print("bot workers...", flush=True)
    workers = bot_workers.run(quick=args.quick)
    print("bots (quick)...", flush=True)
    bots = bots_winrate.measure(bots_winrate.QUICK)
    result = {"machine": m, "engine": engine, "storage": store, "platform_profile": profiles,
              "http": http_rows, "http_summary": http_summary(http_rows),
              "bots_quick": bots, "bot_workers": workers, "seconds": time.perf_counter() - t_start}
    write_json("bench.json", result)
    write_report(result)
    print(f"done in {result['seconds']:.0f} s: docs/performance.md", flush=True)
    return result


# -- the report --------------------------------------------------------------------------------

def spread(r) -> str:
    return "" if not r or r[0] == r[1] else f" ({r[0]:.2f}–{r[1]:.2f})"


def f(x, spec=".2f"):
    return "–" if x is None else format(x, spec)


def write_report(r: dict) -> None:
    L = [START, "", "## Measured (generated by `make bench`)", "", *machine_lines(r["machine"]),
         f"- Whole run: {r['seconds']:.0f} s", ""]
    L += ["### HTTP: POST /actions vs the bare Flask + Redis endpoint", "",
          "Rates and latencies: medians over interleaved rounds. Ratios: median of each round's "
          "ratio against the bare endpoint measured next to it (lowest–highest round in "
          "brackets). Goals: throughput ratio ≥ 0.6, p99 ratio ≤ 3.", "",
          "| game | clients | bare req/s | game actions/s | throughput ratio | goal met "
          "| bare p50 / p99 ms | game p50 / p99 ms | p99 ratio | goal met | timed actions "
          "| non-200 |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in r["http_summary"]:
        tr, pr = s["throughput_ratio"], s["p99_ratio"]
        L.append(f"| {s['game']} {s['players']}p | {s['clients']} | {f(s['bare_rps'], '.0f')} | "
                 f"{f(s['game_rps'], '.0f')} | {f(tr)}{spread(s.get('throughput_ratio_range'))} | {yes(tr is not None and tr >= 0.6)} | "
                 f"{f(s['bare_p50_ms'], '.1f')} / {f(s['bare_p99_ms'], '.1f')} | "
                 f"{f(s['game_p50_ms'], '.1f')} / {f(s['game_p99_ms'], '.1f')} | {f(pr)} | "
                 f"{yes(pr is not None and pr <= 3)} | {s['requests']} | {s['non_200']} |")
    L += ["", "### Engine: random full games per CPU-second", "",
          "| game | players | games | CPU s | games / CPU-s | actions / CPU-s | actions / game |",
          "|---|---|---|---|---|---|---|"]
    for t in r["engine"]["throughput"]:
        L.append(f"| {t['game']} | {t['players']} | {t['games']} | {t['cpu_s']:.1f} | "
                 f"{t['games_per_cpu_s']:.2f} | {t['actions_per_cpu_s']:.0f} | "
                 f"{t['mean_actions']:.0f} |")
    L += ["", "Cost of one action (decisions + apply), median, first vs last tenth of each game:",
          "", "| game | players | games | first tenth ms | last tenth ms | last / first |",
          "|---|---|---|---|---|---|"]
    for t in r["engine"]["flatness"]:
        L.append(f"| {t['game']} | {t['players']} | {t['games']} | {t['first_tenth_ms']:.3f} | "
                 f"{t['last_tenth_ms']:.3f} | {t['last_over_first']:.2f} |")
    L += ["", "### Storage: Redis `MEMORY USAGE` per match (hash = meta + state; log = events; "
          "actions = the action log)",
          "", "| game | players | seed | actions | start hash / log B | middle hash / log / actions B "
          "| end hash / log / actions B | end total KiB | end events |",
          "|---|---|---|---|---|---|---|---|---|"]
    for s in r["storage"]:
        st, mi, en = s["start"], s["middle"], s["end"]
        total = en["hash_bytes"] + en["log_bytes"] + en.get("actions_bytes", 0)
        L.append(f"| {s['game']} | {s['players']} | {s['seed']} | {s['actions']} | "
                 f"{st['hash_bytes']} / {st['log_bytes']} | {mi['hash_bytes']} / {mi['log_bytes']} "
                 f"/ {mi.get('actions_bytes', 0)} | {en['hash_bytes']} / {en['log_bytes']} / "
                 f"{en.get('actions_bytes', 0)} | {total / 1024:.1f} | {en['events']} |")
    L += ["", "### Where an accepted action's time goes (cProfile of `Matches.act`, no HTTP)", "",
          "| game | ms/action (profiled) | " + " | ".join(
              r["platform_profile"][0]["stages_share"]) + " |",
          "|---|---|" + "---|" * len(r["platform_profile"][0]["stages_share"])]
    for p in r["platform_profile"]:
        L.append(f"| {p['game']} {p['players']}p | {p['ms_per_action_profiled']:.1f} | "
                 + " | ".join(f"{v:.0%}" for v in p["stages_share"].values()) + " |")
    for g in ("btwixt", "board2e"):
        L += ["", f"Engine profile, {g} random games (top self time):", "",
              "| function | self | cumulative |", "|---|---|---|"]
        for row in r["engine"]["profile"][g][:8]:
            L.append(f"| `{row['function']}` | {row['self_share']:.0%} | "
                     f"{row['cumulative_share']:.0%} |")
    L += ["", "### Bot workers: moves per second by worker processes, and the first-move wait",
          "", "All-bot board2e tables (4 players); mixed tables of one person and two bots "
          "whose turn comes first, bot delay 0.3 s (`benchmarks/bot_workers.py`).", "",
          *bot_workers.table(r["bot_workers"])]
    L += ["", "### Bots, quick check (the full table is in docs/bots.md)", "",
          *bots_winrate.table(r["bots_quick"]), "", END]
    path = DOCS / "performance.md"
    text = path.read_text() if path.exists() else "# Performance\n"
    block = "\n".join(L)
    if START in text and END in text:
        text = text[:text.index(START)] + block + text[text.index(END) + len(END):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(text)


def yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


if __name__ == "__main__":
    main()
