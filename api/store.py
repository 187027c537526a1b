"""Everything Redis: key names, compare-and-set writes, the event log, the match index.

All keys of one match share the hash tag ``{<id>}`` so they live in one Redis Cluster slot and
one Lua script can write state, log and idempotency record atomically.

A match is one hash ``m:{id}`` with fields ``doc`` (JSON: match meta + engine state),
``version`` (bumped by every accepted write) and ``seq`` (last event number). Its event log is
the stream ``m:{id}:log`` whose entry ids are ``0-<seq>``, so event numbers are stream ids.
"""
from __future__ import annotations

from dataclasses import dataclass

import orjson
import redis

INDEX_ALL = "*"


def match_key(mid: str) -> str:
    return f"m:{{{mid}}}"


def log_key(mid: str) -> str:
    return f"m:{{{mid}}}:log"


def idem_key(mid: str, seat: int | str, key: str) -> str:
    return f"m:{{{mid}}}:idem:{seat}:{key}"


def actions_key(mid: str) -> str:
    return f"m:{{{mid}}}:actions"


def index_key(game: str, status: str) -> str:
    return f"idx:{game}:{status}"


def chat_key(mid: str) -> str:
    return f"m:{{{mid}}}:chat"


def chat_rate_key(mid: str, seat: int) -> str:
    return f"m:{{{mid}}}:chat-rate:{seat}"


def hook_log_key(mid: str) -> str:
    return f"m:{{{mid}}}:hook-log"


def hook_sent_key(mid: str) -> str:
    return f"m:{{{mid}}}:hook-sent"


def bot_queue_key() -> str:
    return "bots:queue"


HOOK_QUEUE = "hooks:queue"      # deliveries to make now (JSON jobs)
HOOK_RETRY = "hooks:retry"      # deliveries to retry, scored by when (JSON jobs)
CLOCKS_DUE = "clocks:due"       # clocked matches, scored by their earliest deadline


# KEYS[1] match hash, KEYS[2] log stream, KEYS[3] idempotency key (a placeholder when unused),
# KEYS[4] action list, KEYS[5..] the match's other keys that expire with it (chat, hook log)
# ARGV[1] expected version ('' = the match must not exist yet), ARGV[2] new doc JSON,
# ARGV[3] idempotency response JSON ('' = none), ARGV[4] idempotency TTL seconds,
# ARGV[5] expire-after seconds for hash, log and actions (0 = persist), ARGV[6] event count n,
# ARGV[7] expected last event number ('' = not checked: chat messages take event numbers
# without a new version, and an answer that numbered its events must not be off by one),
# then n pairs (visible-to, event JSON), then the accepted action's JSON ('' = none).
# Returns {1, new_version, last_seq} on success, {0, current_version} when the version moved,
# {2, stored_response} when the idempotency key was already used.
COMMIT_LUA = """
local cur = redis.call('HGET', KEYS[1], 'version')
if ARGV[1] == '' then
  if cur then return {0, cur} end
  cur = '0'
elseif cur ~= ARGV[1] then
  return {0, cur or ''}
end
if ARGV[7] ~= '' and (redis.call('HGET', KEYS[1], 'seq') or '0') ~= ARGV[7] then
  return {0, cur}
end
if ARGV[3] ~= '' then
  local prev = redis.call('GET', KEYS[3])
  if prev then return {2, prev} end
end
local nv = tonumber(cur) + 1
local seq = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
local n = tonumber(ARGV[6])
for i = 0, n - 1 do
  seq = seq + 1
  redis.call('XADD', KEYS[2], '0-' .. seq, 'to', ARGV[8 + 2 * i], 'e', ARGV[9 + 2 * i])
end
local action = ARGV[8 + 2 * n]
if action and action ~= '' then
  redis.call('RPUSH', KEYS[4], action)
end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'version', nv, 'seq', seq)
if ARGV[3] ~= '' then
  redis.call('SET', KEYS[3], ARGV[3], 'EX', tonumber(ARGV[4]))
end
local ttl = tonumber(ARGV[5])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
  for k = 4, #KEYS do redis.call('EXPIRE', KEYS[k], ttl) end
end
return {1, nv, seq}
"""

# A chat message: an event numbered after the last one, without a new version (it changes
# nothing in the game, so nobody's pinned version goes stale).
# KEYS[1] match hash, KEYS[2] log stream, KEYS[3] chat list, KEYS[4] the sender's rate counter
# ARGV[1] visible-to, ARGV[2] event JSON, ARGV[3] messages allowed per window, ARGV[4] window
# ms, ARGV[5] messages kept in the chat list.
# Returns {1, seq}, {0, ms until the window ends} when over the rate, {-1} for no match.
CHAT_LUA = """
if redis.call('EXISTS', KEYS[1]) == 0 then return {-1} end
local n = redis.call('INCR', KEYS[4])
if n == 1 then redis.call('PEXPIRE', KEYS[4], tonumber(ARGV[4])) end
if n > tonumber(ARGV[3]) then return {0, redis.call('PTTL', KEYS[4])} end
local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
redis.call('XADD', KEYS[2], '0-' .. seq, 'to', ARGV[1], 'e', ARGV[2])
redis.call('RPUSH', KEYS[3], seq .. ' ' .. ARGV[1] .. ' ' .. ARGV[2])
redis.call('LTRIM', KEYS[3], -tonumber(ARGV[5]), -1)
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
return {1, seq}
"""


CLAIM_LUA = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""


@dataclass
class Record:
    doc: dict
    version: int
    seq: int


@dataclass
class Committed:
    version: int
    first_seq: int   # number of the first event written (seq of the previous last + 1)
    last_seq: int


class StaleVersion(Exception):
    def __init__(self, current):
        self.current = current


class DuplicateRequest(Exception):
    def __init__(self, response: bytes):
        self.response = response


class Store:
    def __init__(self, client: redis.Redis):
        self.r = client
        self._commit = client.register_script(COMMIT_LUA)
        self._chat = client.register_script(CHAT_LUA)
        self._claim = client.register_script(CLAIM_LUA)

    def ping(self) -> bool:
        return bool(self.r.ping())

    # -- matches ----------------------------------------------------------------------

    def load(self, mid: str) -> Record | None:
        return _record(self.r.hmget(match_key(mid), "doc", "version", "seq"))

    def load_many(self, mids: list[str]) -> list[Record | None]:
        """Several matches in one round trip (a lobby page)."""
        pipe = self.r.pipeline(transaction=False)
        for mid in mids:
            pipe.hmget(match_key(mid), "doc", "version", "seq")
        return [_record(fields) for fields in pipe.execute()]

    def commit(self, mid: str, expected: int | None, doc: dict, events: list[tuple[str, bytes]],
               idem: tuple[str, bytes, int] | None = None, expire: int = 0,
               action: bytes = b"", seq: int | None = None) -> Committed:
        """Write ``doc`` and append ``events`` (and ``action`` to the action log) iff the stored
        version is still ``expected`` (``None``: the match must not exist) and, when ``seq`` is
        given, the last event number is still ``seq``. Raises StaleVersion / DuplicateRequest."""
        args = ["" if expected is None else str(expected), orjson.dumps(doc),
                idem[1] if idem else "", idem[2] if idem else 0, expire, len(events),
                "" if seq is None else str(seq)]
        for to, data in events:
            args += [to, data]
        args.append(action)
        ikey = idem[0] if idem else f"m:{{{mid}}}:idem:-"
        res = self._commit(keys=[match_key(mid), log_key(mid), ikey, actions_key(mid),
                                 chat_key(mid), hook_log_key(mid), hook_sent_key(mid)], args=args)
        code = int(res[0])
        if code == 0:
            raise StaleVersion(res[1])
        if code == 2:
            raise DuplicateRequest(res[1])
        last = int(res[2])
        return Committed(int(res[1]), last - len(events) + 1, last)

    def persist(self, mid: str) -> None:
        """Keep a match that has started for good (an open one expires unless joined)."""
        pipe = self.r.pipeline(transaction=False)
        for key in (match_key(mid), log_key(mid), actions_key(mid), chat_key(mid),
                    hook_log_key(mid), hook_sent_key(mid)):
            pipe.persist(key)
        pipe.execute()

    def actions(self, mid: str) -> list[bytes]:
        """Every accepted action of a match, in order (JSON ``[seat, action]`` each)."""
        return self.r.lrange(actions_key(mid), 0, -1)

    def idempotent_answer(self, key: str) -> bytes | None:
        return self.r.get(key)

    # -- index ------------------------------------------------------------------------

    def index(self, mid: str, game: str, created: float, status: str,
              old_status: str | None = None) -> None:
        pipe = self.r.pipeline(transaction=False)
        if old_status and old_status != status:
            for g in (game, INDEX_ALL):
                pipe.zrem(index_key(g, old_status), mid)
        for g in (game, INDEX_ALL):
            for s in (status, INDEX_ALL):
                pipe.zadd(index_key(g, s), {mid: created})
        pipe.execute()

    def listing(self, game: str | None, status: str | None, offset: int, limit: int):
        """Newest first. Returns (records, next_offset or None); forgets expired matches and
        moves a match listed under a status it has left (the index is written after the
        commit, so a crash in between can leave it behind)."""
        key = index_key(game or INDEX_ALL, status or INDEX_ALL)
        out = []
        pos = offset
        while len(out) < limit:
            # Ask only for what is still missing, so the cursor never skips an unread id.
            mids = [raw.decode() for raw in self.r.zrevrange(key, pos, pos + limit - len(out) - 1)]
            if not mids:
                return out, None
            pos += len(mids)
            for mid, rec in zip(mids, self.load_many(mids)):
                if rec is None:
                    self.r.zrem(key, mid)  # expired: drop it from the index lazily
                    pos -= 1
                    continue
                if status and rec.doc["status"] != status:
                    self.index(mid, rec.doc["game"], rec.doc["created"], rec.doc["status"],
                               old_status=status)
                    pos -= 1
                    continue
                out.append(rec)
        more = self.r.zcard(key) > pos
        return out, (pos if more else None)

    # -- events -----------------------------------------------------------------------

    def events_after(self, mid: str, after: int, count: int = 1000) -> list[tuple[int, str, bytes]]:
        rows = self.r.xrange(log_key(mid), min=f"(0-{after}", max="+", count=count)
        return [_row(i, f) for i, f in rows]

    def wait_events(self, mid: str, after: int, block_ms: int) -> list[tuple[int, str, bytes]]:
        res = self.r.xread({log_key(mid): f"0-{after}"}, block=block_ms, count=500)
        if not res:
            return []
        return [_row(i, f) for i, f in res[0][1]]

    # -- chat -------------------------------------------------------------------------

    def post_chat(self, mid: str, seat: int, to: str, event: bytes, rate: tuple[int, int],
                  keep: int) -> tuple[int, int]:
        """Append a chat message (event and chat list). Returns (1, seq), (0, ms to wait) when
        the seat is over its rate, (-1, 0) when the match is gone."""
        res = self._chat(keys=[match_key(mid), log_key(mid), chat_key(mid),
                               chat_rate_key(mid, seat)],
                         args=[to, event, rate[0], rate[1], keep])
        return int(res[0]), int(res[1]) if len(res) > 1 else 0

    def chat(self, mid: str) -> list[tuple[int, str, bytes]]:
        """Every kept chat message as (event number, visible-to, event JSON), oldest first."""
        out = []
        for raw in self.r.lrange(chat_key(mid), 0, -1):
            seq, to, data = raw.split(b" ", 2)
            out.append((int(seq), to.decode(), data))
        return out

    # -- clocks -----------------------------------------------------------------------

    def schedule_clock(self, mid: str, due: float | None) -> None:
        if due is None:
            self.r.zrem(CLOCKS_DUE, mid)
        else:
            self.r.zadd(CLOCKS_DUE, {mid: due})

    def due_clocks(self, now: float, limit: int = 50) -> list[str]:
        """Matches with a deadline past ``now``, each handed to exactly one caller."""
        out = []
        for raw in self.r.zrangebyscore(CLOCKS_DUE, "-inf", now, start=0, num=limit):
            if self.r.zrem(CLOCKS_DUE, raw):
                out.append(raw.decode())
        return out

    # -- webhook deliveries --------------------------------------------------------------

    def queue_hooks(self, jobs: list[dict]) -> None:
        self.r.rpush(HOOK_QUEUE, *[orjson.dumps(j) for j in jobs])

    def next_hook_job(self, timeout: float) -> dict | None:
        item = self.r.blpop([HOOK_QUEUE], timeout=timeout)
        return orjson.loads(item[1]) if item else None

    def retry_hook(self, job: dict, at: float) -> None:
        self.r.zadd(HOOK_RETRY, {orjson.dumps(job): at})

    def due_hook_retries(self, now: float, limit: int = 50) -> list[dict]:
        """Retries that are due, each handed to exactly one caller (ZREM decides)."""
        out = []
        for raw in self.r.zrangebyscore(HOOK_RETRY, "-inf", now, start=0, num=limit):
            if self.r.zrem(HOOK_RETRY, raw):
                out.append(orjson.loads(raw))
        return out

    def claim_hook(self, mid: str, seat: int, decisions: str) -> bool:
        """True once per (seat, set of open required decision ids): a seat is told about each
        new question once, however many commits leave it waiting on the same one."""
        return bool(self._claim(keys=[hook_sent_key(mid)], args=[seat, decisions]))

    def log_hook(self, mid: str, entry: dict, keep: int = 200) -> None:
        pipe = self.r.pipeline(transaction=False)
        pipe.lpush(hook_log_key(mid), orjson.dumps(entry))
        pipe.ltrim(hook_log_key(mid), 0, keep - 1)
        pipe.pttl(match_key(mid))
        ttl = pipe.execute()[-1]
        if ttl > 0:
            self.r.pexpire(hook_log_key(mid), ttl)

    def hook_log(self, mid: str) -> list[dict]:
        """Newest first."""
        return [orjson.loads(raw) for raw in self.r.lrange(hook_log_key(mid), 0, -1)]

    # -- bots -------------------------------------------------------------------------

    def wake_bots(self, mid: str) -> None:
        self.r.rpush(bot_queue_key(), mid)

    def next_bot_job(self, timeout: int) -> str | None:
        item = self.r.blpop([bot_queue_key()], timeout=timeout)
        return item[1].decode() if item else None


def _record(fields) -> Record | None:
    doc, version, seq = fields
    if doc is None:
        return None
    return Record(orjson.loads(doc), int(version), int(seq or 0))


def _row(entry_id: bytes, fields: dict) -> tuple[int, str, bytes]:
    seq = int(entry_id.split(b"-")[1])
    return seq, fields[b"to"].decode(), fields[b"e"]
