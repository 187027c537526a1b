"""Bounded storage of a match's history: the compressed forms of old events and of a finished
match (zstd over JSON), and when a live match archives.

A live match keeps its last events in its stream (``m:{id}:log``): at least ``WINDOW``, which
is what resuming a Server-Sent Events stream (``Last-Event-ID``) or catching up after a
reconnect reads in one ``XRANGE``. Once ``WINDOW + CHUNK`` events are live, the oldest
``CHUNK`` leave the stream, with the actions logged so far (they leave the action list), for
the compressed archive ``m:{id}:archive``, which is written anew each time (one record of the
whole history compresses to about a third of what chunks of 100 do; rewriting it costs a few
ms every hundred events); the hash field ``arch`` says up to which event number that has
happened. A finished match is
compacted: every event and every action in one compressed record ``m:{id}:done``; its stream,
archive and action list are dropped. Readers (``Store.events_after``, ``Store.actions``) put
the pieces back together, so the event history, the action log and replays are served as
before.
"""
from __future__ import annotations

import orjson
import zstandard

WINDOW = 100
CHUNK = 100
# zstd levels: the live archive is written on the hot path (a few ms at 6); a finished match's record
# once, where a higher level's extra time (tens of ms for a 1,000-move game) buys a third less.
LEVEL = 6
FINISHED_LEVEL = 15

_compress = zstandard.ZstdCompressor(level=LEVEL)
_compress_finished = zstandard.ZstdCompressor(level=FINISHED_LEVEL)
_decompress = zstandard.ZstdDecompressor()

Row = tuple[int, str, bytes]   # (event number, visible-to, event JSON)


def pack(rows: list[Row], actions: list[bytes], finished: bool = False) -> bytes:
    """Events and actions as one compressed record. They are stored parsed (not as JSON
    strings inside JSON), which compresses better; orjson writes them back byte for byte."""
    data = orjson.dumps({"events": [[seq, to, orjson.loads(e)] for seq, to, e in rows],
                         "actions": [orjson.loads(a) for a in actions]})
    return (_compress_finished if finished else _compress).compress(data)


def unpack(blob: bytes) -> tuple[list[Row], list[bytes]]:
    record = orjson.loads(_decompress.decompress(blob))
    return ([(seq, to, orjson.dumps(e)) for seq, to, e in record["events"]],
            [orjson.dumps(a) for a in record["actions"]])


def due(last_seq: int, archived: int) -> bool:
    """Whether a live match should archive its oldest chunk now."""
    return last_seq - archived >= WINDOW + CHUNK
