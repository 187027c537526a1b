"""Match clocks, chosen at creation: none, live (a bank per seat plus an increment per
decision) or correspondence (a deadline per decision, weekends optionally not counted).

Pure functions over the match document (``doc["clock"]``, plain JSON), called by
``api/matches.py`` after every accepted change. A seat's time runs only while the match waits
on it (it is in ``to_act``) and a person plays it: a bot's seat never runs. The earliest
deadline of a match is scheduled in Redis (``clocks:due``) and handled by the worker
(``api/bots/timers.py``), so a deadline passes on any instance and across restarts: the
document holds when each running seat started, so nothing is lost while no worker runs.
"""
from __future__ import annotations

import datetime as dt

DAY = 86400.0
# A seat taken back from the bot after its time ran out gets at least this much to move.
TAKE_BACK_SECONDS = 60.0


def new_clock(spec: dict | None, players: int) -> dict | None:
    if not spec or spec["type"] == "none":
        return None
    clock = {"type": spec["type"], "on_timeout": spec["on_timeout"]}
    if spec["type"] == "live":
        clock.update(bank=float(spec["bank"]), increment=float(spec["increment"]))
        clock["seats"] = [{"remaining": float(spec["bank"]), "since": None, "due": None}
                          for _ in range(players)]
    else:
        clock.update(per_decision=float(spec["per_decision"]),
                     pause_weekends=bool(spec["pause_weekends"]))
        clock["seats"] = [{"since": None, "due": None} for _ in range(players)]
    return clock


def tick(doc: dict, waiting: set[int], now: float, actor: int | None = None) -> list[dict]:
    """Bring the clocks up to ``now``: seats no longer waited on (and the seat that just acted)
    stop and are charged; seats newly waited on start. Returns a ``clock`` event when a clock
    started or stopped."""
    clock = doc.get("clock")
    if not clock:
        return []
    changed = False
    for i, c in enumerate(clock["seats"]):
        if c["since"] is not None and (i not in waiting or i == actor):
            if clock["type"] == "live":
                c["remaining"] = round(c["remaining"] - (now - c["since"]), 3)
                if i == actor:
                    c["remaining"] += clock["increment"]
            c["since"] = c["due"] = None
            changed = True
        if i in waiting and c["since"] is None:
            c["since"] = now
            c["due"] = (now + max(0.0, c["remaining"]) if clock["type"] == "live"
                        else deadline(now, clock["per_decision"], clock["pause_weekends"]))
            changed = True
    return [{"type": "clock", "seats": public(doc, now)["seats"]}] if changed else []


def taken_back(doc: dict, seat: int) -> None:
    """A seat its player takes back from the bot gets some time if it had none left."""
    clock = doc.get("clock")
    if clock and clock["type"] == "live":
        c = clock["seats"][seat]
        c["remaining"] = max(c["remaining"], min(TAKE_BACK_SECONDS, clock["bank"]))


def expired(doc: dict, now: float) -> list[int]:
    clock = doc.get("clock")
    if not clock:
        return []
    return [i for i, c in enumerate(clock["seats"]) if c["due"] is not None and c["due"] <= now]


def next_due(doc: dict) -> float | None:
    clock = doc.get("clock")
    dues = [c["due"] for c in clock["seats"] if c["due"] is not None] if clock else []
    return min(dues) if dues else None


def public(doc: dict, now: float) -> dict | None:
    """What everyone may see: per seat the seconds left (live: of the bank; correspondence:
    until the deadline), whether it runs and when it runs out."""
    clock = doc.get("clock")
    if not clock:
        return None
    seats = []
    for i, c in enumerate(clock["seats"]):
        if clock["type"] == "live":
            left = c["remaining"] - (now - c["since"] if c["since"] is not None else 0)
        else:
            left = (c["due"] - now) if c["due"] is not None else clock["per_decision"]
        seats.append({"seat": i, "remaining": round(max(0.0, left), 3),
                      "running": c["since"] is not None, "due": c["due"]})
    out = {"type": clock["type"], "on_timeout": clock["on_timeout"], "seats": seats}
    if clock["type"] == "live":
        out.update(bank=clock["bank"], increment=clock["increment"])
    else:
        out.update(per_decision=clock["per_decision"], pause_weekends=clock["pause_weekends"])
    return out


def deadline(start: float, seconds: float, pause_weekends: bool) -> float:
    """``seconds`` after ``start``; with ``pause_weekends``, Saturdays and Sundays (UTC) do
    not count, so a day's deadline set on Friday evening falls on Monday evening."""
    if not pause_weekends:
        return start + seconds
    t, left = start, seconds
    while left > 0:
        day = dt.datetime.fromtimestamp(t, dt.timezone.utc)
        midnight = day.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()
        if day.weekday() >= 5:                       # Saturday or Sunday: skip to Monday
            t = midnight + (7 - day.weekday()) * DAY
            continue
        weekend = midnight + (5 - day.weekday()) * DAY   # the coming Saturday 00:00
        step = min(left, weekend - t)
        t += step
        left -= step
    return t
