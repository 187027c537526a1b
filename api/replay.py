"""Replay a finished match from its action log (``GET /api/v1/matches/{id}/actions``).

    python -m api.replay https://host/api/v1/matches/<id>/actions     (or a saved JSON file)

Prints the events in order, then checks that the replay ends with the result the log states;
exits 1 when it does not. A match from a live server replays exactly on a developer's machine,
which is what a bug report about a game needs.
"""
from __future__ import annotations

import sys
import urllib.request

import orjson

from api.games import REGISTRY
from api.matches import concession


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
