"""Bounded storage of a match's history: the compressed forms of old events and of a finished
match (zstd over JSON), and when a live match archives.

A live match keeps its last events in its stream (``m:{id}:log``): at least ``WINDOW``, which
is what resuming a Server-Sent Events stream (``Last-Event-ID``) or catching up after a
reconnect reads in one ``XRANGE``. Once ``WINDOW + CHUNK`` events are live, the oldest
``CHUNK`` leave the stream, with the actions logged so far (they leave the action list), for
the compressed archive ``m:{id}:archive``, which is written anew each time (one record of the
whole history compresses far better than separate chunks do; rewriting it costs a fraction
of a ms every ``CHUNK`` events); the hash field ``arch`` says up to which event number that has
happened. A finished match is
compacted: every event and every action in one compressed record ``m:{id}:done``; its stream,
archive and action list are dropped. Readers (``Store.events_after``, ``Store.actions``) put
the pieces back together, so the event history, the action log and replays are served as
before.
"""
from __future__ import annotations

import zstandard

WINDOW = 100
CHUNK = 50
# zstd levels: the live archive is rewritten on the hot path, so at 3 (a fraction of a ms
# for a whole game's history; 6 took five times as long on the loaded bench machine for a
# sixth fewer bytes); a finished match's record once, at 12 (tens of ms, a fifth smaller).
LEVEL = 3
FINISHED_LEVEL = 12

_compress = zstandard.ZstdCompressor(level=LEVEL)
_compress_finished = zstandard.ZstdCompressor(level=FINISHED_LEVEL)
_decompress = zstandard.ZstdDecompressor()

Row = tuple[int, str, bytes]   # (event number, visible-to, event JSON)


def _lines(rows: list[Row], actions: list[bytes]) -> bytes:
    # One line per event (``e <number> <visible-to> <JSON>``) and per action (``a <JSON>``):
    # orjson never writes a raw newline, so the JSON goes in as it was stored, unparsed.
    return b"".join([b"e %d %s %s\n" % (seq, to.encode(), e) for seq, to, e in rows]
                    + [b"a %s\n" % a for a in actions])


def pack(rows: list[Row], actions: list[bytes], old: bytes | None = None,
         finished: bool = False) -> bytes:
    """Events and actions (after those of the record ``old``) as one compressed record."""
    text = (_decompress.decompress(old) if old else b"") + _lines(rows, actions)
    return (_compress_finished if finished else _compress).compress(text)


def unpack(blob: bytes) -> tuple[list[Row], list[bytes]]:
    rows, actions = [], []
    for line in _decompress.decompress(blob).splitlines():
        if line[:1] == b"e":
            _, seq, to, e = line.split(b" ", 3)
            rows.append((int(seq), to.decode(), e))
        else:
            actions.append(line[2:])
    return rows, actions


def due(last_seq: int, archived: int) -> bool:
    """Whether a live match should archive its oldest chunk now."""
    return last_seq - archived >= WINDOW + CHUNK
