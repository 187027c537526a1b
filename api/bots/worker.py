"""The worker: a process fed through Redis that plays every bot seat's decisions, and
runs the match clocks and the webhook deliveries beside it (one thread each).

Views and API calls enqueue a match id whenever a bot seat must act (Matches._after_commit);
this loop pops ids, lets each bot seat act through the same compare-and-set path as a human,
and sweeps active matches now and then so a lost wake-up never stalls a game.
"""
import logging
import os
import threading
import time

import redis

from api import bots
from api.bots import timers
from api.bots.deliveries import Deliveries
from api.config import from_env
from api.games import REGISTRY
from api.matches import Matches
from api.problems import Problem
from api.store import Store, index_key

log = logging.getLogger("rookery.bots")
SWEEP_SECONDS = 10
MAX_BACKOFF = 5.0


def play_bots(matches: Matches, mid: str, delay: float, max_moves: int = 10_000) -> int:
    """Let every bot seat act until no bot must act. Returns the number of moves made."""
    moves = 0
    while moves < max_moves:
        rec = matches.store.load(mid)
        if rec is None or rec.doc["status"] != "active":
            return moves
        game = REGISTRY[rec.doc["game"]]
        state = game.upgrade(rec.doc["state"])
        seats = [s for s in game.to_act(state) if rec.doc["seats"][s]["bot"]]
        if not seats:
            return moves
        humans = any(not s["bot"] for s in rec.doc["seats"])
        for seat in seats:
            action = bots.choose(game, state, seat, hash((rec.doc["seed"], rec.version, seat)))
            if action is None:
                continue
            if humans and delay:
                time.sleep(delay)
            try:
                matches.act(mid, seat, action, rec.version, None, as_bot=True)
                moves += 1
            except Problem as exc:
                if exc.code in ("stale-version", "not-your-turn", "match-not-active"):
                    break  # somebody else moved first: look again
                log.warning("bot move refused in %s seat %s: %s %s", mid, seat, exc.code, exc.detail)
                return moves
            break  # state changed: recompute who acts
    return moves


def sweep(matches: Matches) -> list[str]:
    ids = [m.decode() for m in matches.store.r.zrange(index_key("*", "active"), 0, -1)]
    for mid in ids:
        matches.store.wake_bots(mid)
    return ids


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    cfg = from_env()
    for module in cfg["EXTRA_GAMES"]:
        __import__(module)
    matches = Matches(Store(redis.Redis.from_url(cfg["REDIS_URL"])), cfg)
    log.info("bot worker %s on %s", os.getpid(), cfg["REDIS_URL"])
    start_side_loops(matches, cfg)
    run(matches, cfg["BOT_DELAY"])


def start_side_loops(matches: Matches, cfg: dict, stop=lambda: False) -> list[threading.Thread]:
    """The clock and the webhook deliveries, each on a daemon thread of this process."""
    deliveries = Deliveries(matches, cfg)
    loops = [("clocks", lambda: (timers.step(matches), time.sleep(0.2))),
             ("webhooks", lambda: deliveries.step(wait=0.5))]
    threads = []
    for name, body in loops:
        t = threading.Thread(target=_forever, args=(name, body, stop), name=name, daemon=True)
        t.start()
        threads.append(t)
    return threads


def _forever(name: str, body, stop) -> None:
    backoff = 0.0
    while not stop():
        try:
            body()
            backoff = 0.0
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            backoff = min(MAX_BACKOFF, backoff * 2 or 0.1)
            log.warning("%s: store unavailable (%s); retrying in %.1f s", name,
                        type(exc).__name__, backoff)
            time.sleep(backoff)
        except Exception:
            log.exception("%s loop failed; going on", name)
            time.sleep(1)


def run(matches: Matches, delay: float, stop=lambda: False) -> None:
    """The worker's loop. A Redis outage pauses it (retrying with a growing wait, up to
    MAX_BACKOFF s) instead of ending it: the sweep after reconnecting finds every match whose
    bots must act, wake-ups lost meanwhile included."""
    next_sweep = 0.0
    backoff = 0.0
    while not stop():
        try:
            if time.monotonic() >= next_sweep:
                sweep(matches)
                next_sweep = time.monotonic() + SWEEP_SECONDS
            mid = matches.store.next_bot_job(timeout=1)
            if backoff:
                log.info("store reachable again")
                backoff = 0.0
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            backoff = min(MAX_BACKOFF, backoff * 2 or 0.1)
            log.warning("store unavailable (%s); retrying in %.1f s", type(exc).__name__, backoff)
            next_sweep = 0.0
            time.sleep(backoff)
            continue
        if mid:
            try:
                play_bots(matches, mid, delay)
            except Exception:  # one broken match must not stop every other game's bots
                log.exception("bot worker failed on match %s", mid)


if __name__ == "__main__":
    main()
