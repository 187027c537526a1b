"""`make archive-dicts`: train each game's zstd dictionary for archived chunks (api/archive.py).

Whole games (the strong bots' and random players', at every player count, on seeds the
benchmarks do not use) are played in-process through ``api.matches.Matches`` into a real
redis-server, exactly as the HTTP path plays them; every chunk a live match archives is a
training sample. The dictionaries are written to ``api/archive_dicts/<game>-<version>.zdict``.

A new version must get a new file (``--version``): chunks already stored name the dictionary
they were written with, so every shipped file stays. Run it again when a game's events change
shape enough that its chunks grow (`make bench` reports the bytes per match).
"""
from __future__ import annotations

import argparse
import random

import redis
import zstandard

from api import archive
from api.config import from_env
from api.games import REGISTRY
from api.matches import Matches
from api.store import Store
from benchmarks.http_load import record_script
from benchmarks.servers import RedisServer

SIZE = 32 * 1024
GAMES = {"board2e": 1, "board1e": 2, "btwixt": 3, "lcg2e": 4, "hbo": 5}
SEEDS = (101, 102)


def dict_id(game: str, version: int) -> int:
    # Above zstd's range reserved for registered dictionaries (0-32767).
    return 50000 + 100 * GAMES[game] + version


def random_script(game_id: str, players: int, seed: int) -> list[tuple[int, dict]]:
    game, rnd = REGISTRY[game_id], random.Random(seed)
    state, out = game.new(players, {}, seed), []
    while game.result(state) is None and len(out) < 20000:
        seat = rnd.choice(game.to_act(state))
        action = rnd.choice(game.decisions(state, seat)[0]["options"])["action"]
        game.apply(state, seat, action)
        out.append((seat, action))
    return out


def samples(redis_url: str, game_id: str) -> list[bytes]:
    """The text of every chunk archived while playing ``game_id``'s training games."""
    texts: list[bytes] = []
    real = archive.pack_chunk

    def keep(game, rows, actions):
        texts.append(archive._lines(rows, actions))
        return real(game, rows, actions)

    archive.pack_chunk = keep
    try:
        m = Matches(Store(redis.Redis.from_url(redis_url)), from_env())
        game = REGISTRY[game_id]
        for players in range(game.min_players, game.max_players + 1):
            for seed in SEEDS:
                for script in (record_script(game_id, players, seed),
                               random_script(game_id, players, seed)):
                    mid = m.create(game_id, players, None, seed).doc["id"]
                    for i in range(players):
                        m.join(mid, f"p{i}", i)
                    for seat, action in script:
                        m.act(mid, seat, action, None, None)
    finally:
        archive.pack_chunk = real
    return texts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--version", type=int, default=1)
    ap.add_argument("games", nargs="*", default=list(GAMES))
    args = ap.parse_args()
    server = RedisServer()
    try:
        for game_id in args.games:
            texts = samples(server.url, game_id)
            d = zstandard.train_dictionary(SIZE, texts, dict_id=dict_id(game_id, args.version),
                                           level=archive.LEVEL)
            path = archive.DICTS_DIR / f"{game_id}-{args.version}.zdict"
            path.write_bytes(d.as_bytes())
            c = zstandard.ZstdCompressor(level=archive.LEVEL, dict_data=d)
            plain = zstandard.ZstdCompressor(level=archive.LEVEL)
            print(f"{path.name}: {len(texts)} chunks, {sum(map(len, texts)) // 1024} KiB of text;"
                  f" chunks {sum(len(c.compress(t)) for t in texts) // 1024} KiB with it,"
                  f" {sum(len(plain.compress(t)) for t in texts) // 1024} KiB without")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
