"""Bounded storage of a match's history: the compressed forms of old events and of a finished
match (zstd over JSON lines), and when a live match archives.

A live match keeps its last events in its stream (``m:{id}:log``): at least ``WINDOW``, which
is what resuming a Server-Sent Events stream (``Last-Event-ID``) or catching up after a
reconnect reads in one ``XRANGE``. Once ``WINDOW + CHUNK`` events are live, the oldest
``CHUNK`` leave the stream, with the actions logged so far (they leave the action list), as one
compressed chunk appended to the list ``m:{id}:chunks``; the hash field ``arch`` says up to
which event number that has happened. Each chunk is compressed alone, with its game's zstd
dictionary (``api/archive_dicts/``, trained on recorded games): about as small as one record of
the whole history, and its cost does not grow with the history (rewriting one record every
chunk made a long game's late actions dearer). A finished match is compacted: every event and
every action in one record ``m:{id}:done`` at a high level; its stream, chunks and action list
are dropped. Readers (``Store.events_after``, ``Store.actions``) put the pieces back together,
so the event history, the action log and replays are served as before.

Matches archived before chunks existed have one record ``m:{id}:archive`` instead (rewritten
whole each time); readers take it as the history before the first chunk, and new chunks follow it.
"""
from __future__ import annotations

from pathlib import Path

import zstandard

WINDOW = 100
CHUNK = 50
# A chunk of about 50 events at level 9 with its game's dictionary takes about 0.1 ms; a
# finished match's record is written once, at 12 (tens of ms for a long game, a fifth smaller).
LEVEL = 9
FINISHED_LEVEL = 12

DICTS_DIR = Path(__file__).with_name("archive_dicts")

Row = tuple[int, str, bytes]   # (event number, visible-to, event JSON)


def _load_dicts() -> tuple[dict[int, zstandard.ZstdCompressionDict],
                           dict[str, zstandard.ZstdCompressionDict]]:
    """Every shipped dictionary by its zstd id (a chunk names the one it was written with), and
    each game's newest (``<game>-<version>.zdict``) for writing. Old versions stay shipped:
    chunks written with them must still read."""
    by_id, newest = {}, {}
    for path in sorted(DICTS_DIR.glob("*.zdict")):
        game, _, version = path.stem.rpartition("-")
        d = zstandard.ZstdCompressionDict(path.read_bytes())
        by_id[d.dict_id()] = d
        if game not in newest or int(version) > newest[game][0]:
            newest[game] = (int(version), d)
    return by_id, {game: d for game, (_, d) in newest.items()}


_BY_ID, _BY_GAME = _load_dicts()
_compressors: dict[str, zstandard.ZstdCompressor] = {}
_decompressors: dict[int, zstandard.ZstdDecompressor] = {0: zstandard.ZstdDecompressor()}
_compress_finished = zstandard.ZstdCompressor(level=FINISHED_LEVEL)


def _lines(rows: list[Row], actions: list[bytes]) -> bytes:
    # One line per event (``e <number> <visible-to> <JSON>``) and per action (``a <JSON>``):
    # orjson never writes a raw newline, so the JSON goes in as it was stored, unparsed.
    return b"".join([b"e %d %s %s\n" % (seq, to.encode(), e) for seq, to, e in rows]
                    + [b"a %s\n" % a for a in actions])


def _compressor(game: str) -> zstandard.ZstdCompressor:
    c = _compressors.get(game)
    if c is None:
        d = _BY_GAME.get(game)
        c = _compressors[game] = (zstandard.ZstdCompressor(level=LEVEL, dict_data=d) if d
                                  else zstandard.ZstdCompressor(level=LEVEL))
    return c


def _text(blob: bytes) -> bytes:
    dict_id = zstandard.get_frame_parameters(blob).dict_id
    d = _decompressors.get(dict_id)
    if d is None:
        if dict_id not in _BY_ID:
            raise ValueError(f"archived chunk written with unknown dictionary {dict_id}")
        d = _decompressors[dict_id] = zstandard.ZstdDecompressor(dict_data=_BY_ID[dict_id])
    return d.decompress(blob)


def pack_chunk(game: str, rows: list[Row], actions: list[bytes]) -> bytes:
    """Events and actions leaving a live match's stream and list, as one compressed chunk."""
    return _compressor(game).compress(_lines(rows, actions))


def pack_finished(pieces: list[bytes], rows: list[Row], actions: list[bytes]) -> bytes:
    """A finished match's whole history in one record: its archived pieces (legacy record and
    chunks, in order), then its live events and actions."""
    return _compress_finished.compress(b"".join(_text(p) for p in pieces) + _lines(rows, actions))


def pack_document(doc: bytes) -> bytes:
    """A finished match's stored document, compressed: it is read only for the final view,
    the replay and the lobby, and left as it was it would be a third of what the match keeps."""
    return _compress_finished.compress(doc)


def document(raw: bytes) -> bytes:
    """A stored document's JSON, whether stored as it is (``{`` first) or compressed."""
    return raw if raw[:1] == b"{" else _decompressors[0].decompress(raw)


def unpack(pieces: list[bytes]) -> tuple[list[Row], list[bytes]]:
    """The events and actions of archived pieces (a finished record, or a legacy record and
    chunks), in order."""
    rows, actions = [], []
    for piece in pieces:
        for line in _text(piece).splitlines():
            if line[:1] == b"e":
                _, seq, to, e = line.split(b" ", 3)
                rows.append((int(seq), to.decode(), e))
            else:
                actions.append(line[2:])
    return rows, actions


def due(last_seq: int, archived: int) -> bool:
    """Whether a live match should archive its oldest chunk now."""
    return last_seq - archived >= WINDOW + CHUNK
