"""The worker: processes fed through Redis that play every bot seat's decisions, and run
the match clocks and the webhook deliveries beside that (one thread each).

A commit that leaves a bot seat to act puts its match in the bot queue with a due time
(Matches._after_commit: now, or after the bot delay when people play too). Any number of
workers, on any machines, take due matches one at a time under a lease (api/store.py), make
the bots' moves through the same compare-and-set path as a human's, and let go; the moves'
own commits queue the match again. Nobody sleeps on a match, so one slow table never holds
up another, and a worker killed mid-move leaves a lease that runs out and returns the match
to the queue. A periodic sweep re-queues every active match, so a lost wake-up never stalls
a game.
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
from api.store import Store, connect, index_key

log = logging.getLogger("rookery.bots")
SWEEP_SECONDS = 10
MAX_BACKOFF = 5.0
LEASE_SECONDS = 10.0
# Moves in a row on one all-bot match before the worker turns to the next due one.
BURST = 20
IDLE_POLL = 0.05


# What a move refused because another mover came first is answered with: not a fault of the bot.
RACED = ("stale-version", "not-your-turn", "match-not-active")


def play_bots(matches: Matches, mid: str, max_moves: int = 10_000,
              with_people: int | None = None) -> int:
    """Let bot seats act until no bot must act (or ``max_moves``; ``with_people``: the limit
    instead when people play at the table). Returns the moves made."""
    moves = 0
    rec = None      # after a move: the record it committed (no second load to see the match)
    while moves < max_moves:
        rec = rec or matches.store.load(mid)
        if rec is None or rec.doc["status"] != "active":
            return moves
        if with_people is not None and moves == 0 and any(not s["bot"] for s in rec.doc["seats"]):
            max_moves = min(max_moves, with_people)
        game = REGISTRY[rec.doc["game"]]
        state = game.upgrade(rec.doc["state"])
        seats = [s for s in game.to_act(state) if rec.doc["seats"][s]["bot"]]
        if not seats:
            return moves
        seen, rec = rec, None
        for seat in seats:
            rng_seed = hash((seen.doc["seed"], seen.version, seat))
            action = bots.choose(game, state, seat, rng_seed)
            if action is None:
                continue
            try:
                rec = matches.play(mid, seat, action, seen.version, as_bot=True)
                moves += 1
            except Problem as exc:
                if exc.code in RACED:
                    break  # somebody else moved first: look again
                log.warning("bot move refused in %s seat %s: %s %s", mid, seat, exc.code, exc.detail)
                # A strong bot's plan the engine refuses is a bot bug; a listed option is
                # always accepted, so the seat plays one instead of stalling the table.
                try:
                    rec = _fallback(matches, mid, game, state, seat, rng_seed, seen.version)
                except Problem:
                    break  # somebody else moved first: look again
                if rec is None:
                    return moves
                moves += 1
            break  # state changed: recompute who acts
    return moves


def _fallback(matches: Matches, mid: str, game, state: dict, seat: int, rng_seed: int,
              version: int):
    """The seat's move picked uniformly among its listed options; None when that is refused
    too. A race lost to another mover is raised, as for the bot's own move."""
    action = bots.choose(game, state, seat, rng_seed, strong=False)
    if action is None:
        return None
    try:
        return matches.play(mid, seat, action, version, as_bot=True)
    except Problem as exc:
        if exc.code in RACED:
            raise
        log.warning("listed option refused in %s seat %s: %s %s", mid, seat, exc.code, exc.detail)
        return None


def take_turn(matches: Matches, mid: str) -> int:
    """The moves a due match gets now: one when people play (the next is queued after the
    bot delay), a burst when only bots do."""
    return play_bots(matches, mid, max_moves=BURST, with_people=1)


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
    matches = Matches(Store(connect(cfg["REDIS_URL"], cfg["REDIS_MODE"])), cfg)
    log.info("bot worker %s on %s", os.getpid(), cfg["REDIS_URL"])
    start_side_loops(matches, cfg)
    run(matches, lease=cfg["BOT_LEASE"])


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


def run(matches: Matches, stop=lambda: False, lease: float = LEASE_SECONDS) -> None:
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
            mid, wait = matches.store.claim_bot_job(lease)
            if backoff:
                log.info("store reachable again")
                backoff = 0.0
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            backoff = min(MAX_BACKOFF, backoff * 2 or 0.1)
            log.warning("store unavailable (%s); retrying in %.1f s", type(exc).__name__, backoff)
            next_sweep = 0.0
            time.sleep(backoff)
            continue
        if not mid:
            time.sleep(IDLE_POLL if wait is None else min(max(wait, 0.001), IDLE_POLL))
            continue
        try:
            take_turn(matches, mid)
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            log.warning("store unavailable during a bot move (%s)", type(exc).__name__)
            time.sleep(0.1)
        except Exception:  # one broken match must not stop every other game's bots
            log.exception("bot worker failed on match %s", mid)
        try:
            matches.store.release_bot_job(mid)
        except (redis.ConnectionError, redis.TimeoutError):
            pass    # the lease runs out and the match returns to the queue


if __name__ == "__main__":
    main()
