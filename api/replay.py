"""Replay a finished match from its action log (``GET /api/v1/matches/{id}/actions``).

    python -m api.replay https://host/api/v1/matches/<id>/actions     (or a saved JSON file)

Prints the events in order, then checks that the replay ends with the result the log states;
exits 1 when it does not. A match from a live server replays exactly on a developer's machine,
which is what a bug report about a game needs.

The service steps through the same replay for people reviewing a finished match
(``GET /api/v1/matches/{id}/replay/{step}``): the table as a spectator saw it after each game
action. A worker keeps, for a few recent matches, the state every ``CHECKPOINT_EVERY`` actions
(compressed: a 6-player board game's are about a megabyte raw, a quarter of that stored), so a
step costs at most that many actions to reach, and stepping through a game in order costs one
action a step.
"""
from __future__ import annotations

import bisect
import sys
import threading
import time
import urllib.request
import zlib
from collections import OrderedDict

import orjson

from api.games import REGISTRY


def replay(log: dict) -> tuple[dict, list[dict]]:
    """The final state and every engine event (with its recipients) of a logged match."""
    game = REGISTRY[log["game"]]
    state = game.new(log["players"], log["options"], log["seed"])
    events: list[dict] = []
    for entry in log["actions"]:
        if "settings" in entry:     # a seat's settings change (it decides what is passed for it)
            events += game.configure(state, entry["seat"], entry["settings"])
        else:
            events += game.apply(state, entry["seat"], entry["action"])
    return state, events


CHECKPOINT_EVERY = 50
SEARCH_AHEAD = 5000


class Steps:
    """One finished match's replay, step by step: step k is the state after its k-th game
    action (a seat's settings change is not a step: it is applied with the action after it)."""

    def __init__(self, log: dict):
        self.log = log
        self.game = REGISTRY[log["game"]]
        entries = log["actions"]
        self.acts = [i for i, e in enumerate(entries) if "settings" not in e]
        self.checkpoints: dict[int, bytes] = {}
        self._spans: list[tuple[int, int] | None] | None = None
        self._starts: list[tuple[int, int]] = []

    def spans(self, stored) -> list[tuple[int, int] | None]:
        """For each step, the numbers of its events in the match's event stream (first, last),
        or None (the set-up, or a step that told nobody anything). ``stored()`` gives the
        stream's rows (number, audience, event JSON), chat and joins among them.

        The stream does not record which action made an event, so the replay finds each step's
        first event there, in order: the engine makes the same events again, and what lies
        between two steps (chat, clocks, a seat's settings) is passed over. One pass over the
        whole game, which also leaves every checkpoint behind for the steps asked later."""
        if self._spans is not None:
            return self._spans
        from api.matches import strip_to, to_of     # (api.matches keeps replays with this module)
        rows = stored()
        spans: list[tuple[int, int] | None] = [None]
        state = self.game.new(self.log["players"], self.log["options"], self.log["seed"])
        pos = 0
        for _, events, _ in self._walk(state, 0, 0, self.count):
            span = None
            if events:
                first = (to_of(events[0]), orjson.dumps(strip_to(events[0])))
                # bounded: a stream that lost events must not make each step scan to its end
                for i in range(pos, min(len(rows), pos + SEARCH_AHEAD)):
                    if (rows[i][1], bytes(rows[i][2])) == first:
                        span = (rows[i][0], rows[i][0] + len(events) - 1)
                        pos = i + len(events)
                        break
            spans.append(span)
        self._starts = [(s[0], k) for k, s in enumerate(spans) if s is not None]
        self._spans = spans
        return spans

    def step_of(self, event_id: int, stored) -> int:
        """The step a stream's event belongs to: the last step whose events began at or before
        it (0 before the first move)."""
        self.spans(stored)
        k = bisect.bisect_right(self._starts, (event_id, float("inf")))
        return self._starts[k - 1][1] if k else 0

    @property
    def count(self) -> int:
        return len(self.acts)

    def at(self, k: int) -> tuple[dict, list[dict], int | None]:
        """The state after step ``k``, the engine events of that step and the seat that acted
        (none at step 0, the table as set up)."""
        if not 0 <= k <= self.count:
            raise ValueError(f"step {k} is outside 0..{self.count}")
        start = max((c for c in list(self.checkpoints) if c < k), default=None)
        if start is None:
            state, at, pos = self.game.new(self.log["players"], self.log["options"],
                                           self.log["seed"]), 0, 0
        else:
            state = orjson.loads(zlib.decompress(self.checkpoints[start]))
            at, pos = start, self.acts[start - 1] + 1
        events: list[dict] = []
        seat = None
        for _, events, seat in self._walk(state, pos, at, k):
            pass
        return state, events, seat

    def _walk(self, state: dict, pos: int, at: int, until: int):
        """Plays the log on ``state`` from entry ``pos`` (``at`` steps done) up to step
        ``until``: yields (step, its engine events, its seat) after each game action. A seat's
        settings change is applied with the action after it; a checkpoint is left every
        ``CHECKPOINT_EVERY`` steps."""
        entries = self.log["actions"]
        while at < until:
            entry = entries[pos]
            pos += 1
            if "settings" in entry:
                self.game.configure(state, entry["seat"], entry["settings"])
                continue
            events = self.game.apply(state, entry["seat"], entry["action"])
            at += 1
            if at % CHECKPOINT_EVERY == 0:
                self.checkpoints.setdefault(at, zlib.compress(orjson.dumps(state), 1))
                time.sleep(0)   # a long replay lets the worker's other requests run (gevent)
            yield at, events, entry["seat"]


class StepsCache:
    """A worker's replays of recently reviewed finished matches (a finished match's log never
    changes, so an entry never goes stale)."""

    def __init__(self, size: int = 8):
        self.size = size
        self._entries: OrderedDict[str, Steps] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, mid: str, read_log) -> Steps:
        with self._lock:
            steps = self._entries.get(mid)
            if steps is not None:
                self._entries.move_to_end(mid)
                return steps
        steps = Steps(read_log())
        with self._lock:
            steps = self._entries.setdefault(mid, steps)
            self._entries.move_to_end(mid)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return steps


def _read(source: str) -> dict:
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=30) as resp:   # noqa: S310 (a user's URL)
            return orjson.loads(resp.read())
    with open(source, "rb") as fh:
        return orjson.loads(fh.read())


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    from api.matches import concession     # (api.matches steps through replays with this module)
    log = _read(args[0])
    state, events = replay(log)
    for n, event in enumerate(events, 1):
        print(n, orjson.dumps(event).decode())
    if log.get("conceded") is not None:     # given up: the engine's game stopped unfinished
        got = concession(log["players"], log["conceded"])
    else:
        got = orjson.loads(orjson.dumps(REGISTRY[log["game"]].result(state)))
    if got != log["result"]:
        print(f"MISMATCH: the replay ends with {got}, the log says {log['result']}",
              file=sys.stderr)
        return 1
    print(f"{log['game']}, {log['players']} players, seed {log['seed']}: "
          f"{len(log['actions'])} actions replayed, result as logged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
