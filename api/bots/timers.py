"""The worker's clock: applies the timeout rule of every match whose deadline has passed.

Deadlines live in Redis (``clocks:due``, the earliest per match) and each match document holds
when its running seats started, so a worker started after an outage finds every deadline that
passed meanwhile. Several workers may run: the one whose ZREM removes a match handles it.
"""
from __future__ import annotations

import logging
import time

from api.matches import Matches

log = logging.getLogger("rookery.clocks")


def step(matches: Matches, now: float | None = None) -> int:
    """Handle every due match once. Returns how many were handled."""
    mids = matches.store.due_clocks(time.time() if now is None else now)
    for mid in mids:
        try:
            matches.expire_clocks(mid)
        except Exception:  # one broken match must not stop every other match's clock
            log.exception("clock of match %s failed", mid)
            # Back on the schedule, so a passing fault (a Redis blip) is retried.
            matches.store.schedule_clock(mid, time.time() + 5)
    return len(mids)
