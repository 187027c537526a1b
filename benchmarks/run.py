"""`make bench`: every measurement in one run, written to docs/performance.md (between the
generated-block markers; the prose around them is kept) and benchmarks/results/bench.json.

Speed is reported as a ratio against a baseline measured in the same run, because this machine
is shared: absolute numbers move with whatever else runs, ratios much less.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks import bot_workers, bots_winrate, engine_speed, http_load, storage
from benchmarks.common import DOCS, machine, machine_lines, write_json
from benchmarks.servers import RedisServer, Served

LEVELS = (1, 10, 50)
HTTP_GAMES = (("btwixt", 4, (1, 2, 3, 4)), ("board2e", 6, (1, 2)))
MODES = ("loop1", "loop2", "post")
MODE_NAMES = {"loop1": "one-request loop", "loop2": "decisions + action",
              "post": "POST only"}
START, END = "<!-- bench:start -->", "<!-- bench:end -->"
# The app as `make run` serves it: rate limiter on, its limit raised so that no request of the
# benchmark is refused (it counts all the same).
APP_ENV = {"ROOKERY_RATE_LIMIT_ENABLED": "1", "ROOKERY_RATE_LIMIT": "10000000 per minute"}


def http_bench(redis_url: str, rounds: int, seconds: float, levels=LEVELS,
               limiter: bool = True) -> list[dict]:
    scripts = {g: [(s, http_load.record_script(g, n, s)) for s in seeds]
               for g, n, seeds in HTTP_GAMES}
    import redis
    redis.Redis.from_url(redis_url).set("bare:template", http_load.bare_template())
    app = Served(redis_url, "api.wsgi:app",
                 extra_env=APP_ENV if limiter else {"ROOKERY_RATE_LIMIT_ENABLED": "0"})
    bare = Served(redis_url, "benchmarks.baseline_app:app")
    kinds = [("bare", "", 0), ("empty", "", 0), ("bare_read", "", 0)] + \
        [(mode, g, n) for g, n, _ in HTTP_GAMES for mode in MODES]
    rows = []
    try:
        for clients in levels:
            # Interleaved rounds: each game is compared with the bare endpoint measured next to
            # it, in an order that rotates so neither side always runs first after a pause.
            for rnd in range(rounds):
                for kind, g, n in kinds[rnd % len(kinds):] + kinds[:rnd % len(kinds)]:
                    r = (http_load.measure(bare.url, kind, clients, seconds, 1.0) if not g else
                         http_load.measure(app.url, kind, clients, seconds, 1.0, g, n, scripts[g]))
                    rows.append(dict(r, round=rnd))
                done = [x for x in rows if x["round"] == rnd and x["clients"] == clients]
                print(f"  http: {clients} clients round {rnd}: "
                      + ", ".join(f"{x['game'] + ' ' if x['game'] else ''}{x['kind']} "
                                  f"{x['throughput']:.0f}/s"
                                  for x in done), flush=True)
    finally:
        app.stop()
        bare.stop()
    return rows


def http_summary(rows: list[dict]) -> list[dict]:
    """Per game, way of playing and level: medians over rounds; ratios are the median of each
    round's ratio against the bare endpoint of the same round (a slow patch of the machine
    hits both)."""
    out = []
    for clients in LEVELS:
        bare = {r["round"]: r for r in rows if r["kind"] == "bare" and r["clients"] == clients}
        for g, n, _ in HTTP_GAMES:
            for mode in MODES:
                mine = [r for r in rows if r["game"] == g and r["kind"] == mode
                        and r["clients"] == clients and r["round"] in bare]
                if not mine:
                    continue
                pairs = [(r, bare[r["round"]]) for r in mine]
                tput = [r["throughput"] / b["throughput"] for r, b in pairs if b["throughput"]]
                p99 = [r["p99_ms"] / b["p99_ms"] for r, b in pairs if r["p99_ms"] and b["p99_ms"]]
                used = [b for _, b in pairs]
                out.append({
                    "game": g, "players": n, "mode": mode, "clients": clients,
                    "rounds": len(pairs),
                    "bare_rps": med(used, "throughput"), "game_rps": med(mine, "throughput"),
                    "throughput_ratio": statistics.median(tput) if tput else None,
                    "throughput_ratio_range": [min(tput), max(tput)] if tput else None,
                    "bare_p50_ms": med(used, "p50_ms"), "game_p50_ms": med(mine, "p50_ms"),
                    "bare_p99_ms": med(used, "p99_ms"), "game_p99_ms": med(mine, "p99_ms"),
                    "p99_ratio": statistics.median(p99) if p99 else None,
                    "p99_ratio_range": [min(p99), max(p99)] if p99 else None,
                    "requests_per_action": med(mine, "requests_per_action"),
                    "actions": sum(r["actions"] for r in mine),
                    "non_200": sum(v for r in mine for k, v in r["statuses"].items()
                                   if k != "200"),
                    "client_errors": sum(len(r["errors"]) for r in mine + used)})
    return out


def empty_floor(rows: list[dict]) -> list[dict]:
    """Per level, an empty request's rate against the bare endpoint's (median of each round's
    ratio): a way of playing that makes ``k`` requests per action cannot get above
    ``ratio / k`` however little its requests do. With it, the bare read's rate against the
    bare endpoint's (``read_over_bare``, None when not measured)."""
    out = []
    for clients in LEVELS:
        bare = {r["round"]: r for r in rows if r["kind"] == "bare" and r["clients"] == clients}

        def over_bare(kind):
            pairs = [(r, bare[r["round"]]) for r in rows if r["kind"] == kind
                     and r["clients"] == clients and r["round"] in bare]
            return [r["throughput"] / b["throughput"] for r, b in pairs if b["throughput"]]
        ratios, reads = over_bare("empty"), over_bare("bare_read")
        if ratios:
            out.append({"clients": clients, "empty_over_bare": statistics.median(ratios),
                        "range": [min(ratios), max(ratios)],
                        "read_over_bare": statistics.median(reads) if reads else None})
    return out


def bare_bound(read_over_bare: float, requests_per_action: float) -> float:
    """The throughput ratio of a way of playing whose POST costs what a bare request costs and
    each of its other requests what a bare read costs: a game server with no game in it."""
    return 1 / (1 + (requests_per_action - 1) / read_over_bare)


def med(rows, key):
    vals = [r[key] for r in rows if r[key] is not None]
    return statistics.median(vals) if vals else None


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="shorter windows, fewer games")
    ap.add_argument("--rounds", type=int, default=None, help="HTTP rounds per level")
    ap.add_argument("--no-limiter", action="store_true",
                    help="HTTP with the app's rate limiter off (to measure what it costs)")
    ap.add_argument("--levels", default="", help="HTTP client counts, e.g. 1,10 (default 1,10,50)")
    ap.add_argument("--only", default="", help="comma-separated parts to run (engine, "
                    "storage, http, workers, bots); the report is written only for a full run")
    args = ap.parse_args(argv)
    parts = set(args.only.split(",")) if args.only else \
        {"engine", "storage", "http", "workers", "bots"}
    t_start = time.perf_counter()
    m = machine()
    engine = store = profiles = http_rows = workers = bots = None
    if "engine" in parts:
        print("engine speed...", flush=True)
        engine = engine_speed.run(quick=args.quick)
    # Redis as `make run` keeps it: an append-only file, fsynced every second.
    data = tempfile.mkdtemp(prefix="rookery-bench-redis-")
    redis_server = RedisServer(data_dir=Path(data), fsync="everysec")
    try:
        if "storage" in parts:
            print("storage...", flush=True)
            store = storage.storage(redis_server.url, seeds=(1,) if args.quick else (1, 2))
            profiles = [storage.platform_profile(redis_server.url, g, n) for g, n in
                        (("btwixt", 4), ("board2e", 6), ("lcg2e", 2))]
        if "http" in parts:
            print("http...", flush=True)
            http_rows = http_bench(redis_server.url,
                                   rounds=args.rounds or (1 if args.quick else 4), seconds=3.0,
                                   levels=tuple(int(x) for x in args.levels.split(","))
                                   if args.levels else LEVELS, limiter=not args.no_limiter)
    finally:
        redis_server.stop()
        shutil.rmtree(data, ignore_errors=True)
    if "workers" in parts:
        print("bot workers...", flush=True)
        workers = bot_workers.run(quick=args.quick)
    if "bots" in parts:
        print("bots (quick)...", flush=True)
        bots = bots_winrate.measure(bots_winrate.QUICK)
    result = {"machine": m, "engine": engine, "storage": store, "platform_profile": profiles,
              "http": http_rows, "http_summary": http_summary(http_rows or []),
              "http_floor": empty_floor(http_rows or []),
              "bots_quick": bots, "bot_workers": workers, "seconds": time.perf_counter() - t_start}
    result["goals"] = goals(result)
    write_json("bench.json" if not args.only else "bench-partial.json", result)
    for g in result["goals"]:
        print(f"  {g['measure']}: {g['now']} (goal {g['goal']}): {g['met']}", flush=True)
    if args.only:
        return result
    write_report(result)
    print(f"done in {result['seconds']:.0f} s: docs/performance.md", flush=True)
    return result


# -- the goals of issue #18 ----------------------------------------------------------------------

def _ratios(summary, mode, key="throughput_ratio", clients=LEVELS):
    """Per game and level, the median ratio with its round range."""
    return [s for s in summary if s["mode"] == mode and s["clients"] in clients
            and s[key] is not None]


def _span(vals) -> str:
    return "–" if not vals else (f"{min(vals):.2f}" if min(vals) == max(vals)
                                 else f"{min(vals):.2f}–{max(vals):.2f}")


def goals(r: dict) -> list[dict]:
    """Every row of the issue's table: what this run measured against the goal."""
    out = []
    summary = r["http_summary"]
    for mode, goal in (("loop1", 0.6), ("loop2", 0.6), ("post", 0.8)):
        rows = _ratios(summary, mode)
        if not rows:
            continue
        now = "; ".join(
            f"{g} " + "/".join(f"{s['throughput_ratio']:.2f}" for s in rows if s["game"] == g)
            + f" (rounds {_span([v for s in rows if s['game'] == g for v in s['throughput_ratio_range']])})"
            for g, _, _ in HTTP_GAMES)
        out.append({"measure": f"actions/s ÷ bare 12 KB req/s, {MODE_NAMES[mode]} (1/10/50 "
                               "clients)", "now": now, "goal": f"≥ {goal} at every level",
                    "met": yes(all(s["throughput_ratio"] >= goal for s in rows))})
    floor = r.get("http_floor") or []
    if floor and summary:
        def per_action(mode, game):
            vals = [s["requests_per_action"] for s in summary if s["mode"] == mode
                    and s["game"] == game and s["requests_per_action"]]
            return statistics.median(vals) if vals else None
        cap = "/".join(f"{x['empty_over_bare']:.2f}" for x in floor)
        parts = [f"empty ÷ bare {cap}"]
        for mode in MODES:
            per = {g: per_action(mode, g) for g, _, _ in HTTP_GAMES}
            parts.append(f"{MODE_NAMES[mode]} " + ", ".join(
                f"{g} " + "/".join(f"{x['empty_over_bare'] / k:.2f}" for x in floor)
                for g, k in per.items() if k))
        out.append({"measure": "ceiling of each way of playing if its requests did nothing: an "
                               "empty Flask request's rate ÷ bare ÷ requests per action "
                               "(1/10/50 clients)",
                    "now": "; ".join(parts), "goal": "– (a bound, not a goal)", "met": "–"})
        if all(x.get("read_over_bare") for x in floor):
            reads = "/".join(f"{x['read_over_bare']:.2f}" for x in floor)
            parts = [f"bare read ÷ bare {reads}"]
            for mode in ("loop1", "loop2"):    # POST only: a bare request each, 1 by definition
                per = {g: per_action(mode, g) for g, _, _ in HTTP_GAMES}
                parts.append(f"{MODE_NAMES[mode]} " + ", ".join(
                    f"{g} " + "/".join(f"{bare_bound(x['read_over_bare'], k):.2f}"
                                       for x in floor)
                    for g, k in per.items() if k))
            out.append({"measure": "the same ways of playing against a server with no game in "
                                   "it: each POST a bare request (Redis GET + SET of the 12 KB "
                                   "document), each other request a bare read (Redis GET + "
                                   "decode); 1/10/50 clients",
                        "now": "; ".join(parts), "goal": "– (a bound, not a goal)",
                        "met": "–"})
    for mode in MODES:
        rows = _ratios(summary, mode, "p99_ratio", clients=(50,))
        if rows:
            out.append({"measure": f"p99 of an action ÷ bare p99 at 50 clients, "
                                   f"{MODE_NAMES[mode]}",
                        "now": "; ".join(f"{s['game']} {s['p99_ratio']:.2f} (rounds "
                                         f"{_span(s['p99_ratio_range'])})" for s in rows),
                        "goal": "≤ 2", "met": yes(all(s["p99_ratio"] <= 2 for s in rows))})
    if r["engine"]:
        speed = [t for t in r["engine"]["throughput"] if t["game"] == "board2e"
                 and t["players"] == 6]
        if speed:
            out.append({"measure": "board2e random games per CPU-second, 6 players",
                        "now": f"{speed[0]['games_per_cpu_s']:.2f}", "goal": "≥ 3",
                        "met": yes(speed[0]["games_per_cpu_s"] >= 3)})
        flat = [t for t in r["engine"]["flatness"] if t["game"] == "board2e"]
        if flat:
            out.append({"measure": "board2e per-action cost, last 10% of a game ÷ first 10%",
                        "now": f"{flat[0]['last_over_first']:.2f}", "goal": "≤ 1.2",
                        "met": yes(flat[0]["last_over_first"] <= 1.2)})
    if r["engine"]:
        out += lcg2e_goals(r["engine"])
    if r["storage"]:
        six = [x for x in r["storage"] if x["game"] == "board2e" and x["players"] == 6]
        if six:
            live = [x["end"]["total_bytes"] / 1024 for x in six]
            done = [x["finished"]["total_bytes"] / 1024 for x in six]
            out.append({"measure": "stored bytes of a board2e 6-player match at its end "
                                   "(state + event log + action log)",
                        "now": f"{_span(live)} KiB" + (f"; finished, compacted {_span(done)} KiB"
                                                       if done else ""),
                        "goal": "≤ 64 KiB; a finished match ≤ 32 KiB",
                        "met": yes(max(live) <= 64 and bool(done) and max(done) <= 32)})
        for n in sorted({x["players"] for x in r["storage"] if x["game"] == "lcg2e"}):
            rows = [x for x in r["storage"] if x["game"] == "lcg2e" and x["players"] == n]
            out.append({"measure": f"stored bytes of an lcg2e {n}-player match at its end "
                                   "(state + event log + action log)",
                        "now": f"{_span([x['end']['total_bytes'] / 1024 for x in rows])} KiB; "
                               f"finished {_span([x['finished']['total_bytes'] / 1024 for x in rows])}"
                               " KiB",
                        "goal": "none set (#13 asks for the number; board2e's: ≤ 64 / 32 KiB)",
                        "met": "–"})
    return out


def lcg2e_goals(engine: dict) -> list[dict]:
    """Issue #13: at least 20 random jousts per CPU-second (learning decks and random legal
    Core decks alike) and a flat per-action cost (joust and melee)."""
    out = []
    for t in engine["throughput"]:
        if t["game"] == "lcg2e" and t["players"] == 2:
            out.append({"measure": f"lcg2e random jousts per CPU-second, {t['decks']} decks",
                        "now": f"{t['games_per_cpu_s']:.2f}", "goal": "≥ 20",
                        "met": yes(t["games_per_cpu_s"] >= 20)})
    for t in engine["flatness"]:
        if t["game"] == "lcg2e":
            kind = "joust" if t["players"] == 2 else f"{t['players']}-player melee"
            same = t["same_kind_last_over_first"]
            out.append({"measure": f"lcg2e per-action cost, last 10% of a game ÷ first 10% "
                                   f"({kind}, {t['decks']} decks): the same kind of action "
                                   "(all actions together in brackets: their mix changes, "
                                   "setup choices early, action windows late)",
                        "now": f"{same:.2f} (all {t['last_over_first']:.2f})", "goal": "≤ 1.2",
                        "met": yes(same <= 1.2)})
    return out


# -- the report --------------------------------------------------------------------------------

def spread(r) -> str:
    return "" if not r or r[0] == r[1] else f" ({r[0]:.2f}–{r[1]:.2f})"


def f(x, spec=".2f"):
    return "–" if x is None else format(x, spec)


def write_report(r: dict, path: Path | None = None) -> None:
    L = [START, "", "## Measured (generated by `make bench`)", "", *machine_lines(r["machine"]),
         f"- Whole run: {r['seconds']:.0f} s", ""]
    L += ["### The goals of issues #18 and #13, from this run", "",
          "| measure | measured | goal | met |", "|---|---|---|---|"]
    L += [f"| {g['measure']} | {g['now']} | {g['goal']} | {g['met']} |" for g in r["goals"]]
    L += ["", "### HTTP: game clients vs the bare Flask + Redis 12 KB endpoint", "",
          "The app with its rate limiter on; Redis with its append-only file (fsync every "
          "second), as `make run`. Rates and latencies: medians over interleaved rounds; an "
          "action's latency covers all its requests. Ratios: median of each round's ratio "
          "against the bare endpoint measured next to it (lowest–highest round in brackets).",
          "",
          "| game | client | clients | bare req/s | actions/s | requests / action "
          "| throughput ratio | bare p50 / p99 ms | action p50 / p99 ms | p99 ratio "
          "| timed actions | non-200 |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in r["http_summary"]:
        tr, pr = s["throughput_ratio"], s["p99_ratio"]
        L.append(f"| {s['game']} {s['players']}p | {MODE_NAMES[s['mode']]} | {s['clients']} | "
                 f"{f(s['bare_rps'], '.0f')} | {f(s['game_rps'], '.0f')} | "
                 f"{f(s['requests_per_action'])} | "
                 f"{f(tr)}{spread(s.get('throughput_ratio_range'))} | "
                 f"{f(s['bare_p50_ms'], '.1f')} / {f(s['bare_p99_ms'], '.1f')} | "
                 f"{f(s['game_p50_ms'], '.1f')} / {f(s['game_p99_ms'], '.1f')} | {f(pr)} | "
                 f"{s['actions']} | {s['non_200']} |")
    L += ["", "### Engine: random full games per CPU-second", "",
          "| game | players | decks | games | CPU s | games / CPU-s | actions / CPU-s "
          "| actions / game |",
          "|---|---|---|---|---|---|---|---|"]
    for t in r["engine"]["throughput"]:
        L.append(f"| {t['game']} | {t['players']} | {t.get('decks') or '–'} | {t['games']} | "
                 f"{t['cpu_s']:.1f} | "
                 f"{t['games_per_cpu_s']:.2f} | {t['actions_per_cpu_s']:.0f} | "
                 f"{t['mean_actions']:.0f} |")
    L += ["", "Cost of one action (decisions + apply), median, first vs last tenth of each game; "
          "the same kind of action: each action of a last tenth ÷ the median of its kind (phase, "
          "decision, action type) in the first tenths, median (share of the last tenths' "
          "actions whose kind a first tenth had):",
          "", "| game | players | decks | games | first tenth ms | last tenth ms "
          "| last / first | the same kind, last / first |",
          "|---|---|---|---|---|---|---|---|"]
    for t in r["engine"]["flatness"]:
        L.append(f"| {t['game']} | {t['players']} | {t.get('decks') or '–'} | {t['games']} | "
                 f"{t['first_tenth_ms']:.3f} | "
                 f"{t['last_tenth_ms']:.3f} | {t['last_over_first']:.2f} | "
                 f"{f(t.get('same_kind_last_over_first'))} "
                 f"({t.get('same_kind_share', 0):.0%}) |")
    L += ["", "### Storage: Redis `MEMORY USAGE` per match (hash = meta + state; log = the "
          "event stream and its archived chunks; actions = the action log; end = just before "
          "the last action; finished = hash + the one compressed record)",
          "", "| game | players | seed | actions | start hash / log B | middle hash / log / "
          "actions B | end hash / log / actions B | end total KiB | events (live at end) "
          "| finished KiB |",
          "|---|---|---|---|---|---|---|---|---|---|"]
    for s in r["storage"]:
        st, mi, en, fi = s["start"], s["middle"], s["end"], s["finished"]
        L.append(f"| {s['game']} | {s['players']} | {s['seed']} | {s['actions']} | "
                 f"{st['hash_bytes']} / {st['log_bytes']} | {mi['hash_bytes']} / {mi['log_bytes']} "
                 f"/ {mi['actions_bytes']} | {en['hash_bytes']} / {en['log_bytes']} / "
                 f"{en['actions_bytes']} | {en['total_bytes'] / 1024:.1f} | "
                 f"{en['events']} ({en['live_events']}) | {fi['total_bytes'] / 1024:.1f} |")
    L += ["", "### Where an accepted action's time goes (cProfile of `Matches.act`, no HTTP)", "",
          "| game | ms/action (profiled) | " + " | ".join(
              r["platform_profile"][0]["stages_share"]) + " |",
          "|---|---|" + "---|" * len(r["platform_profile"][0]["stages_share"])]
    for p in r["platform_profile"]:
        L.append(f"| {p['game']} {p['players']}p | {p['ms_per_action_profiled']:.1f} | "
                 + " | ".join(f"{v:.0%}" for v in p["stages_share"].values()) + " |")
    for g in r["engine"]["profile"]:
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
    path = path or DOCS / "performance.md"
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
