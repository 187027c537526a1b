"""Replay digests: proof that a refactor of an engine leaves its games unchanged.

A recorded game is a seed and a player count; the moves come from a fixed policy (the game's
bot most of the time, else a uniform pick among the seat's listed actions in a canonical
order), so the same engine plays the same game again. Its digest hashes every seat, action and
event in order and the final state, never decision ids or labels, which a change of decision
shape may rename on purpose.

Two things are left out of the hash on purpose (the engine's decision machinery, not the rules):
``choice-forced`` events (the engine tells a seat it took the only option for it; before they
existed the same step was taken silently) and the state's ``occurrences`` counter (the serial
behind decision ids). Also left out: lcg2e's ``challenges_lost`` (which challenges each seat
lost in this challenges phase, kept for The Red Keep since the recording; a record, not a
move: the moves and events of a game are hashed as before).

lcg2e's end by simultaneous winners became a decision of the first player (spec §5.19, §1.4):
when several seats reach 15 power at once, or every seat left is decked at once, a ``winner``
question is asked. The recorded policy did not face it: the digest answers it at once with the
rule it replaced (``_recorded_winner``: the first seat in player order among those at 15, i.e.
the first player when he is one of them; all decked: the single seat with most power) and
hashes its events with the step that caused it, as the old ``game-ended`` was. The card
games' ``effect_added``/``effect_ended`` events name their effect ``effect``; it was ``id``
when recorded (which the platform's event number overwrote) and is hashed under that name;
``effect_ended`` now also names the effect's source, which it did not then (not hashed). A game that
ended all decked with a tie for most power (then a draw, now the first player's pick) cannot
be replayed so: it is the one kind of game expected to differ.

    python -m tests.support.digests record [GAME ...]   # writes tests/engine/replay_digests.json
    python -m tests.support.digests check [GAME ...]    # compares, lists the games that differ
"""
from __future__ import annotations

import copy
import hashlib
import json
import random
import sys
import time
from pathlib import Path

from api.games import REGISTRY

FILE = Path(__file__).resolve().parents[1] / "engine" / "replay_digests.json"
GAMES_PER_ID = 1000
MAX_STEPS = 40_000
BOT_SHARE = 0.9
SKIPPED_EVENTS = {"choice-forced"}
SKIPPED_STATE = {"schema_version", "occurrences", "challenges_lost"}


def _canon(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def digest(game_id: str, players: int, seed: int) -> str:
    game = REGISTRY[game_id]
    rng = random.Random(f"{game_id}/{players}/{seed}")
    state = game.new(players, {}, seed)
    h = _Hasher()
    for _ in range(MAX_STEPS):
        if game.result(state) is not None:
            break
        seat = rng.choice(sorted(game.to_act(state)))
        ds = [d for d in game.decisions(state, seat) if d.get("required", True)]
        if game.bot is not None and rng.random() < BOT_SHARE:
            action = game.bot(game.view(state, seat), ds, rng.getrandbits(63))
        else:
            options = sorted({_canon(o["action"]) for d in ds for o in d["options"]})
            action = json.loads(rng.choice(options))
        events = [e for e in game.apply(state, seat, copy.deepcopy(action))
                  if e["type"] not in SKIPPED_EVENTS]
        events += _recorded_winner(game_id, state)
        h.step(seat, action, events)
    else:
        raise RuntimeError(f"{game_id} {players}p seed {seed} did not end in {MAX_STEPS} steps")
    h.flush()
    h.h.update(_canon({k: v for k, v in state.items() if k not in SKIPPED_STATE}).encode())
    return h.h.hexdigest()[:20]


def _recorded_winner(game_id: str, state: dict) -> list:
    """lcg2e waiting for the first player to pick among simultaneous winners: answer by the
    rule the recordings were made with (see the module's doc); its events, else []."""
    stack = state.get("stack") if game_id == "lcg2e" else None
    top = stack[-1] if stack else None
    if top is None or top["kind"] != "winner":
        return []
    from api.games.cardcore.cards import power_of
    from api.games.lcg2e.setup import player_order
    seats = [a["seat"] for a in top["options"]]
    if top["reason"] == "power":
        pick = next(s for s in player_order(state) if s in seats)
    else:
        powers = {s: power_of(state, s) for s in seats}
        top_power = max(powers.values())
        best = [s for s in seats if powers[s] == top_power]
        if len(best) > 1:
            return []           # was a draw: no pick replays it
        pick = best[0]
    game = REGISTRY[game_id]
    return [e for e in game.apply(state, top["seat"], {"type": "winner", "seat": pick})
            if e["type"] not in SKIPPED_EVENTS]


def _as_recorded(event: dict) -> dict:
    """A card game's lasting-effect events named their effect ``id`` when the games were
    recorded; the platform's event number took that name over, so they now say ``effect``.
    A board game's ``game-over`` names every house sharing the win (``winners``) since session
    15; the recordings had only ``winner``, so it is not hashed."""
    if event["type"] == "game-over" and "winners" in event:
        event = {k: v for k, v in event.items() if k != "winners"}
    if event["type"] in ("effect_added", "effect_ended") and "effect" in event:
        event = {("id" if k == "effect" else k): v for k, v in event.items()
                 if event["type"] == "effect_added" or k != "source"}
    return event


class _Hasher:
    """Hashes ``[seat, action, events]`` per step."""

    def __init__(self):
        self.h = hashlib.sha256()

    def step(self, seat, action, events) -> None:
        events = [_as_recorded(e) for e in events]
        self.h.update(_canon([seat, action, events]).encode())

    def flush(self) -> None:
        pass


def cases(game_id: str, count: int = GAMES_PER_ID):
    game = REGISTRY[game_id]
    counts = list(range(game.min_players, game.max_players + 1))
    for i in range(count):
        yield counts[i % len(counts)], i


def record(ids: list[str]) -> None:
    data = json.loads(FILE.read_text()) if FILE.exists() else {}
    for gid in ids:
        t = time.time()
        data[gid] = {f"{n}/{seed}": digest(gid, n, seed) for n, seed in cases(gid)}
        print(f"{gid}: {len(data[gid])} games recorded in {time.time() - t:.0f} s")
    FILE.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n")


def check(ids: list[str], count: int | None = None) -> dict[str, list[str]]:
    """The recorded games of each id whose digest differs now (empty lists: all identical)."""
    data = json.loads(FILE.read_text())
    out = {}
    for gid in ids:
        recorded = data[gid]
        keys = list(recorded)
        if count:   # spread over every player count (the keys sort by count first)
            keys = keys[::max(1, len(keys) // count)]
        out[gid] = [k for k in keys
                    if digest(gid, *map(int, k.split("/"))) != recorded[k]]
    return out


if __name__ == "__main__":
    verb, *names = sys.argv[1:] or ["check"]
    names = names or sorted(json.loads(FILE.read_text())) if verb == "check" and not names \
        else names or ["board2e", "board1e", "btwixt", "lcg2e", "hbo"]
    if verb == "record":
        record(names)
    else:
        bad = check(names)
        for gid, keys in bad.items():
            print(f"{gid}: {'identical' if not keys else f'{len(keys)} differ, e.g. {keys[:5]}'}")
        sys.exit(1 if any(bad.values()) else 0)
