"""A worker's recently used match documents, reused while Redis still holds their version.

Redis stays the only truth. Every request still reads the match's version and last event
number (with the rate limit's count, in its one round trip); only when that version is the
one kept here does the document stay in Redis, which spares its transfer, its decode and the
game's unpacking of its stored form: most of what a load costs (docs/performance.md).

An entry is *taken* for one request's sole use, never lent: engines change states in place,
and a worker interleaves requests (gevent greenlets, the bot worker's threads). A request
puts its record back when it is done with it unchanged (a read) or has committed it (an
action); anything else (a refused action, an error) simply drops it, so a half-changed
document can never be served.
"""
from __future__ import annotations

import threading
from collections import OrderedDict

from api.store import Record


class DocCache:
    def __init__(self, size: int):
        self.size = size
        self._entries: OrderedDict[str, Record] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, mid: str) -> Record | None:
        with self._lock:
            return self._entries.pop(mid, None)

    def keep(self, rec: Record) -> None:
        """Put ``rec`` back for the next request on its match, unless a newer one is kept."""
        if self.size <= 0 or rec is None:
            return
        mid = rec.doc["id"]
        with self._lock:
            held = self._entries.get(mid)
            if held is not None and held.version >= rec.version:
                return
            self._entries[mid] = rec
            self._entries.move_to_end(mid)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
