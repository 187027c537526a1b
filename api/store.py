"""Everything Redis: key names, compare-and-set writes, the event log, the match index.

All keys of one match share the hash tag ``{<id>}`` so they live in one Redis Cluster slot and
one Lua script can write state, log and idempotency record atomically.

A match is one hash ``m:{id}`` with fields ``doc`` (JSON: match meta + engine state),
``version`` (bumped by every accepted write) and ``seq`` (last event number). Its event log is
the stream ``m:{id}:log`` whose entry ids are ``0-<seq>``, so event numbers are stream ids; the
stream keeps the latest events, older ones are in a compressed archive (api/archive.py).
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field

import orjson
import redis

from api import archive

INDEX_ALL = "*"


def match_key(mid: str) -> str:
    return f"m:{{{mid}}}"


def log_key(mid: str) -> str:
    return f"m:{{{mid}}}:log"


def idem_key(mid: str, seat: int | str, key: str) -> str:
    return f"m:{{{mid}}}:idem:{seat}:{key}"


def actions_key(mid: str) -> str:
    return f"m:{{{mid}}}:actions"


def chunks_key(mid: str) -> str:
    return f"m:{{{mid}}}:chunks"


def archive_key(mid: str) -> str:
    return f"m:{{{mid}}}:archive"


def done_key(mid: str) -> str:
    return f"m:{{{mid}}}:done"


def index_key(game: str, status: str) -> str:
    return f"idx:{game}:{status}"


def chat_key(mid: str) -> str:
    return f"m:{{{mid}}}:chat"


def chat_rate_key(mid: str, seat: int) -> str:
    return f"m:{{{mid}}}:chat-rate:{seat}"


def notes_key(mid: str) -> str:
    """Each seat's own notes on the match (a hash by seat): never in a view or an event."""
    return f"m:{{{mid}}}:notes"


def hook_log_key(mid: str) -> str:
    return f"m:{{{mid}}}:hook-log"


def hook_sent_key(mid: str) -> str:
    return f"m:{{{mid}}}:hook-sent"


# The bot queue's keys share the hash tag {bots}: one Redis Cluster slot, one script.
def bots_due_key() -> str:
    return "bots:{q}:due"


def bots_leased_key() -> str:
    return "bots:{q}:leased"


BOT_KEYS = [bots_due_key(), bots_leased_key(), "bots:{q}:rewake"]


def connect(url: str, mode: str = "standalone", **kw):
    """A client for ``url``: one Redis, or with ``mode="cluster"`` a Redis Cluster that
    ``url`` names any node of (the client finds the rest and follows slot moves)."""
    if mode == "cluster":
        return redis.RedisCluster.from_url(url, **kw)
    if mode != "standalone":
        raise ValueError(f"REDIS_MODE must be standalone or cluster, not {mode!r}")
    return redis.Redis.from_url(url, **kw)


HOOK_QUEUE = "hooks:queue"      # deliveries to make now (JSON jobs)
HOOK_RETRY = "hooks:retry"      # deliveries to retry, scored by when (JSON jobs)
CLOCKS_DUE = "clocks:due"       # clocked matches, scored by their earliest deadline


# A request's count in a client's rate-limit window, for the scripts that count it along with
# their own work: the same commands as api/ratelimit.queue (the window starts with the client's
# first request; a counter that lost its lifetime gets it back). Returns the count and the
# seconds the window has left.
COUNT_REQUEST_LUA = """
local function count_request(key, window)
  redis.call('SET', key, 0, 'EX', window, 'NX')
  local n = redis.call('INCR', key)
  local left = redis.call('TTL', key)
  if left == -1 then
    redis.call('EXPIRE', key, window)
    left = window
  end
  return n, left
end
"""

# KEYS[1] match hash, KEYS[2] log stream, KEYS[3] idempotency key (a placeholder when unused),
# KEYS[4] action list, KEYS[5] the idempotency key's in-progress mark (a placeholder when
# unused), KEYS[6..11] the match's other keys that expire with it (chat, hook log, ...)
# ARGV[1] expected version ('' = the match must not exist yet), ARGV[2] new doc JSON,
# ARGV[3] idempotency response JSON ('' = none), ARGV[4] idempotency TTL seconds,
# ARGV[5] expire-after seconds for hash, log and actions (0 = persist), ARGV[6] event count n,
# ARGV[7] expected last event number ('' = not checked: chat messages take event numbers
# without a new version, and an answer that numbered its events must not be off by one),
# then n pairs (visible-to, event JSON), then the accepted action's JSON ('' = none), then
# the owner of the in-progress mark, which the answer's write releases ('' = none).
# Optionally KEYS[12] a client's rate-limit counter (api/ratelimit.py) with ARGV[10 + 2n] its
# window in seconds and ARGV[11 + 2n] the limit: the request is counted first, and over the
# limit nothing is written. A write that skipped the load (Matches.act_on_kept) is counted here.
# Returns {1, new_version, last_seq, last archived event number} on success, {0, current_version} when the version moved,
# {2, stored_response} when the idempotency key was already used, {3, seconds the window has
# left} when the rate limit refused.
COMMIT_LUA = COUNT_REQUEST_LUA + """
if KEYS[12] then
  local at = 10 + 2 * tonumber(ARGV[6])
  local count, left = count_request(KEYS[12], tonumber(ARGV[at]))
  if count > tonumber(ARGV[at + 1]) then return {3, left} end
end
-- A request that was already answered gets its first answer, whatever the version is now:
-- a retry must never see the version its own first try moved.
if ARGV[3] ~= '' then
  local prev = redis.call('GET', KEYS[3])
  if prev then return {2, prev} end
  -- One that took no in-progress mark (an action on a kept copy) yields to one holding it: the
  -- holder applies the same request, and its answer will be this one's too.
  local owner = ARGV[9 + 2 * tonumber(ARGV[6])]
  if (not owner or owner == '') and redis.call('EXISTS', KEYS[5]) == 1 then return {4} end
end
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
  local owner = ARGV[9 + 2 * n]
  if owner and owner ~= '' and redis.call('GET', KEYS[5]) == owner then
    redis.call('DEL', KEYS[5])
  end
end
local ttl = tonumber(ARGV[5])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
  redis.call('EXPIRE', KEYS[4], ttl)
  for k = 6, 11 do redis.call('EXPIRE', KEYS[k], ttl) end
end
return {1, nv, seq, tonumber(redis.call('HGET', KEYS[1], 'arch') or '0')}
"""

# A match's version and last event number, and its document only when the caller does not
# already hold that version (api/doccache.py). KEYS[1] match hash; ARGV[1] the version held
# ('' = none). Returns nil for no match, else {version, seq[, doc]}.
LOAD_LUA = """
local f = redis.call('HMGET', KEYS[1], 'version', 'seq')
if not f[1] then return false end
if f[1] == ARGV[1] then return {f[1], f[2] or '0'} end
return {f[1], f[2] or '0', redis.call('HGET', KEYS[1], 'doc')}
"""

# The same read, and first the rate limit's count of the request (api/ratelimit.py): KEYS[2]
# the client's counter, ARGV[2] its window in seconds. Returns {count} for no match, else
# {count, version, seq[, doc]}. One command instead of a pipeline of four: less to send, parse
# and run on both sides.
LOAD_COUNTING_LUA = COUNT_REQUEST_LUA + """
local n = count_request(KEYS[2], tonumber(ARGV[2]))
local f = redis.call('HMGET', KEYS[1], 'version', 'seq')
if not f[1] then return {n} end
if f[1] == ARGV[1] then return {n, f[1], f[2] or '0'} end
return {n, f[1], f[2] or '0', redis.call('HGET', KEYS[1], 'doc')}
"""

# A live match's oldest events, and the actions logged so far, leave the stream and the action
# list as one compressed chunk (api/archive.py) appended to its chunks. KEYS[1] match hash,
# KEYS[2] log stream, KEYS[3] chunk list, KEYS[4] action list; ARGV[1] the archived mark read
# with the events, ARGV[2] the new mark (last event archived), ARGV[3] the chunk, ARGV[4] how
# many actions (from the list's head) it took. Returns 1, or 0 when another writer archived
# meanwhile (nothing done).
ARCHIVE_LUA = """
if (redis.call('HGET', KEYS[1], 'arch') or '0') ~= ARGV[1] then return 0 end
redis.call('RPUSH', KEYS[3], ARGV[3])
redis.call('XTRIM', KEYS[2], 'MINID', '0-' .. (tonumber(ARGV[2]) + 1))
redis.call('LTRIM', KEYS[4], tonumber(ARGV[4]), -1)
redis.call('HSET', KEYS[1], 'arch', ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
return 1
"""

# A finished match's history in one record: KEYS[1] match hash, KEYS[2] log stream, KEYS[3]
# legacy archive record, KEYS[4] action list, KEYS[5] the record, KEYS[6] chunk list; ARGV[1]
# the last event number read, ARGV[2] the record, ARGV[3] the version whose document was read,
# ARGV[4] that document compressed (stored only if the version is still ARGV[3]). Returns 1,
# or 0 when an event came meanwhile (nothing done).
COMPACT_LUA = """
if (redis.call('HGET', KEYS[1], 'seq') or '0') ~= ARGV[1] then return 0 end
if redis.call('HGET', KEYS[1], 'version') == ARGV[3] then
  redis.call('HSET', KEYS[1], 'doc', ARGV[4])
end
redis.call('SET', KEYS[5], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[5], ttl) end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4], KEYS[6])
redis.call('HSET', KEYS[1], 'arch', ARGV[1])
return 1
"""

# An Idempotency-Key, in one round trip: its stored answer if there is one, else its
# in-progress mark taken for this request. KEYS[1] answer, KEYS[2] mark; ARGV[1] owner,
# ARGV[2] seconds the mark lives. Returns {2, answer}, {1} (taken) or {0} (held by another).
CLAIM_IDEM_LUA = """
local prev = redis.call('GET', KEYS[1])
if prev then return {2, prev} end
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'EX', tonumber(ARGV[2])) then return {1} end
return {0}
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
if ttl > 0 then
  -- an open or finished match expires: so do its chat and the stream (a finished match's was
  -- folded into its record; a message after the end starts it again)
  redis.call('PEXPIRE', KEYS[3], ttl)
  redis.call('PEXPIRE', KEYS[2], ttl)
end
return {1, seq}
"""


# A seat's notes: KEYS[1] match hash, KEYS[2] notes hash; ARGV[1] seat, ARGV[2] the text ('' =
# none). They live as long as the match: an open or finished one expires, and so do they.
# Returns 0 when the match is gone.
NOTES_LUA = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[2] == '' then
  redis.call('HDEL', KEYS[2], ARGV[1])
else
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
return 1
"""


# A webhook is told about one set of open decisions once: KEYS[1] hook-sent hash,
# ARGV[1] seat, ARGV[2] the decision ids.
CLAIM_HOOK_LUA = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""


# Deletes an in-progress mark only if this request still owns it (it may have expired and
# been taken by a later retry).
RELEASE_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


# The bot queue: sorted sets of match ids by due time (ms, Redis's clock): ``due`` for the
# matches waiting for a worker, ``leased`` for those a worker holds (scored by when its lease
# runs out) and ``rewake`` for wake-ups that came while a match was held (its own moves'
# commits, a person's move): they wait until the holder lets go, so two workers never play
# one match at once.
# WAKE: KEYS due, leased, rewake; ARGV[1] match id, ARGV[2] delay ms.
WAKE_LUA = """
local t = redis.call('TIME')
local at = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[2])
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then
  return redis.call('ZADD', KEYS[3], 'LT', at, ARGV[1])
end
return redis.call('ZADD', KEYS[1], 'LT', at, ARGV[1])
"""

# CLAIM: KEYS due, leased, rewake; ARGV[1] lease ms. Returns {match id, ''} or {'', ms until
# the next due job, or -1 when none is queued}. Leases past their time go back to due first.
CLAIM_LUA = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for _, m in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, 100)) do
  redis.call('ZREM', KEYS[2], m)
  redis.call('ZREM', KEYS[3], m)
  redis.call('ZADD', KEYS[1], 'LT', now, m)
end
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 1)
if #due == 0 then
  local nxt = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if #nxt == 0 then return {'', -1} end
  return {'', tonumber(nxt[2]) - now}
end
redis.call('ZREM', KEYS[1], due[1])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[1]), due[1])
return {due[1], ''}
"""

# RELEASE: KEYS due, leased, rewake; ARGV[1] match id. A wake-up that came meanwhile is due now.
RELEASE_JOB_LUA = """
redis.call('ZREM', KEYS[2], ARGV[1])
local at = redis.call('ZSCORE', KEYS[3], ARGV[1])
if at then
  redis.call('ZREM', KEYS[3], ARGV[1])
  redis.call('ZADD', KEYS[1], 'LT', at, ARGV[1])
end
return 1
"""


@dataclass
class Record:
    doc: dict
    version: int
    seq: int
    # The seats' decisions already worked out at this version, by (seat, language): asked
    # again at the same version (the next read of the seat that just moved), they are the same.
    asked: dict = field(default_factory=dict)


@dataclass
class Committed:
    version: int
    first_seq: int   # number of the first event written (seq of the previous last + 1)
    last_seq: int
    archived: int = 0   # events up to this number have left the stream (api/archive.py)


class StaleVersion(Exception):
    def __init__(self, current):
        self.current = current


class KeyInProgress(StaleVersion):
    """A commit that took no in-progress mark for its Idempotency-Key found another request's
    mark on it: nothing was written; the usual way waits for that request's answer."""
    def __init__(self):
        super().__init__(None)


class DuplicateRequest(Exception):
    def __init__(self, response: bytes):
        self.response = response


class RateLimited(Exception):
    """The commit counted the request (``commit(rate=...)``) and the client is over its limit;
    nothing was written."""
    def __init__(self, seconds_left: int):
        self.seconds_left = seconds_left


def read_archived(pipe, mid: str) -> None:
    """Queue the reads of a match's archived history on ``pipe``: its three results, in
    order, are what ``archived_pieces`` takes."""
    pipe.get(done_key(mid))
    pipe.get(archive_key(mid))
    pipe.lrange(chunks_key(mid), 0, -1)


def archived_pieces(done: bytes | None, legacy: bytes | None, chunks: list[bytes]) -> list[bytes]:
    """A match's archived history in order (api/archive.py): its finished record, else its
    record from before chunks (if any) and its chunks."""
    if done:
        return [done]
    return ([legacy] if legacy else []) + chunks


def pack_doc(doc: dict) -> dict:
    """The document as stored: the game's own smaller form of its state, if it has one."""
    from api.games import REGISTRY
    game = REGISTRY.get(doc.get("game"))
    if game is None or game.pack is None or "state" not in doc:
        return doc
    return {**doc, "state": game.pack(doc["state"])}


def unpack_doc(doc: dict) -> dict:
    """A stored document with its state in the full shape the rules work on."""
    from api.games import REGISTRY
    game = REGISTRY.get(doc.get("game"))
    if game is not None and game.unpack is not None and "state" in doc:
        doc["state"] = game.unpack(doc["state"])
    return doc


class Store:
    def __init__(self, client: redis.Redis):
        self.r = client
        self._commit = client.register_script(COMMIT_LUA)
        self._release = client.register_script(RELEASE_LUA)
        self._wake = client.register_script(WAKE_LUA)
        self._claim = client.register_script(CLAIM_LUA)
        self._release_job = client.register_script(RELEASE_JOB_LUA)
        self._chat = client.register_script(CHAT_LUA)
        self._claim_hook = client.register_script(CLAIM_HOOK_LUA)
        self._claim_idem = client.register_script(CLAIM_IDEM_LUA)
        self._archive = client.register_script(ARCHIVE_LUA)
        self._compact = client.register_script(COMPACT_LUA)
        self._load = client.register_script(LOAD_LUA)
        self._load_counting = client.register_script(LOAD_COUNTING_LUA)
        self._notes = client.register_script(NOTES_LUA)
        self._cluster = isinstance(client, redis.RedisCluster)

    @property
    def counts_in_commit(self) -> bool:
        """Whether ``commit`` can count a rate-limit hit: a cluster runs a script on one
        slot's keys only, and the client's counter lives elsewhere."""
        return not self._cluster

    def ping(self) -> bool:
        return bool(self.r.ping())

    # -- matches ----------------------------------------------------------------------

    def load(self, mid: str, held: Record | None = None) -> Record | None:
        """The match; with ``held`` (a record of it this process kept) its document is reused
        when the stored version is still ``held``'s, and not sent again."""
        if held is None:
            return _record(self.r.hmget(match_key(mid), "doc", "version", "seq"))
        return _reuse(self._load(keys=[match_key(mid)], args=[held.version]), held)

    def load_counting(self, mid: str, rate, held: Record | None = None
                      ) -> tuple[Record | None, int]:
        """The match (as ``load``), and in the same round trip the rate limit's count of
        ``rate`` (api/ratelimit.Hit): the hot path's limit costs no round trip of its own."""
        if not self._cluster:
            reply = self._load_counting(keys=[match_key(mid), rate.key],
                                        args=["" if held is None else held.version,
                                              rate.seconds])
            return _reuse(reply[1:] or None, held), int(reply[0])
        # A cluster runs a script on one slot's keys only: a pipeline (which a cluster runs
        # without scripts), the document always coming along; only its decode and unpacking
        # are spared when the version is the one held.
        pipe = self.r.pipeline(transaction=False)
        pipe.hmget(match_key(mid), "version", "seq", "doc")
        rate.queue(pipe)
        replies = pipe.execute()
        return _reuse(replies[0], held), rate.counted(replies)

    def load_many(self, mids: list[str]) -> list[Record | None]:
        """Several matches in one round trip (a lobby page)."""
        pipe = self.r.pipeline(transaction=False)
        for mid in mids:
            pipe.hmget(match_key(mid), "doc", "version", "seq")
        return [_record(fields) for fields in pipe.execute()]

    def commit(self, mid: str, expected: int | None, doc: dict, events: list[tuple[str, bytes]],
               idem: tuple[str, bytes, int] | None = None, expire: int = 0,
               action: bytes = b"", seq: int | None = None, owner: str = "",
               rate=None) -> Committed:
        """Write ``doc`` and append ``events`` (and ``action`` to the action log) iff the stored
        version is still ``expected`` (``None``: the match must not exist) and, when ``seq`` is
        given, the last event number is still ``seq``. With ``idem`` the answer is stored and
        the key's in-progress mark, if ``owner`` still holds it, released; with no ``owner``,
        another request's mark on the key refuses the commit (KeyInProgress). Raises
        StaleVersion / DuplicateRequest. With ``rate`` (api/ratelimit.Hit, not yet counted)
        the request is counted first; over the limit RateLimited is raised and nothing is
        written."""
        args = ["" if expected is None else str(expected), orjson.dumps(pack_doc(doc)),
                idem[1] if idem else "", idem[2] if idem else 0, expire, len(events),
                "" if seq is None else str(seq)]
        for to, data in events:
            args += [to, data]
        args += [action, owner]
        ikey = idem[0] if idem else f"m:{{{mid}}}:idem:-"
        keys = [match_key(mid), log_key(mid), ikey, actions_key(mid), ikey + ":running",
                chat_key(mid), hook_log_key(mid), hook_sent_key(mid), archive_key(mid),
                chunks_key(mid), notes_key(mid)]
        if rate is not None:
            keys.append(rate.key)
            args += [rate.seconds, rate.amount]
        res = self._commit(keys=keys, args=args)
        code = int(res[0])
        if code == 0:
            raise StaleVersion(res[1])
        if code == 2:
            raise DuplicateRequest(res[1])
        if code == 3:
            raise RateLimited(int(res[1]))
        if code == 4:
            raise KeyInProgress()
        last = int(res[2])
        return Committed(int(res[1]), last - len(events) + 1, last, int(res[3]))

    def persist(self, mid: str) -> None:
        """Keep a match that has started for good (an open one expires unless joined)."""
        pipe = self.r.pipeline(transaction=False)
        for key in (match_key(mid), log_key(mid), actions_key(mid), chat_key(mid),
                    hook_log_key(mid), hook_sent_key(mid), archive_key(mid), chunks_key(mid),
                    notes_key(mid)):
            pipe.persist(key)
        pipe.execute()

    def actions(self, mid: str) -> list[bytes]:
        """Every accepted action of a match, in order (JSON ``[seat, action]`` each), from its
        list or, once the match is compacted, from its record."""
        pipe = self.r.pipeline(transaction=False)
        pipe.lrange(actions_key(mid), 0, -1)
        read_archived(pipe, mid)
        live, *archived = pipe.execute()
        return archive.unpack(archived_pieces(*archived))[1] + live

    # -- bounded history (api/archive.py) -----------------------------------------------

    def archive_events(self, mid: str, game: str, archived: int, upto: int) -> bool:
        """Move the events after ``archived`` up to ``upto`` from the stream, and the logged
        actions from their list, into one compressed chunk after the match's others. False
        when another writer did it first."""
        pipe = self.r.pipeline(transaction=False)
        pipe.xrange(log_key(mid), min=f"(0-{archived}", max=f"0-{upto}")
        pipe.lrange(actions_key(mid), 0, -1)
        rows, actions = pipe.execute()
        rows = [_row(i, f) for i, f in rows]
        if not rows:
            return False
        chunk = archive.pack_chunk(game, rows, actions)
        return bool(self._archive(
            keys=[match_key(mid), log_key(mid), chunks_key(mid), actions_key(mid)],
            args=[str(archived), rows[-1][0], chunk, len(actions)]))

    def compact(self, mid: str) -> bool:
        """A finished match's events and actions into one compressed record, and its document
        compressed in its place unless a write changed it meanwhile (any later write stores
        it as it is again). False when an event came while it was being read (the next
        finished write tries again)."""
        pipe = self.r.pipeline(transaction=False)
        pipe.hmget(match_key(mid), "seq", "version", "doc")
        pipe.xrange(log_key(mid))
        pipe.lrange(actions_key(mid), 0, -1)
        read_archived(pipe, mid)
        (seq, version, doc), live, actions, *archived = pipe.execute()
        if seq is None or doc is None:
            return False
        record = archive.pack_finished(archived_pieces(*archived),
                                       [_row(i, f) for i, f in live], actions)
        return bool(self._compact(keys=[match_key(mid), log_key(mid), archive_key(mid),
                                        actions_key(mid), done_key(mid), chunks_key(mid)],
                                  args=[seq, record, version,
                                        archive.pack_document(archive.document(doc))]))

    def archived_events(self, mid: str) -> list[tuple[int, str, bytes]]:
        pipe = self.r.pipeline(transaction=False)
        read_archived(pipe, mid)
        return archive.unpack(archived_pieces(*pipe.execute()))[0]

    def claim(self, key: str, seconds: int) -> tuple[bytes | None, str | None]:
        """An Idempotency-Key's stored answer (answer, None); else its in-progress mark taken
        for this request (None, owner); else (None, None): another request holds it. The mark
        expires by itself, so a worker killed mid-request frees the key."""
        owner = secrets.token_hex(8)
        res = self._claim_idem(keys=[key, key + ":running"], args=[owner, seconds])
        code = int(res[0])
        if code == 2:
            return res[1], None
        return None, (owner if code == 1 else None)

    def release(self, key: str, owner: str) -> None:
        self._release(keys=[key + ":running"], args=[owner])

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
        """Up to ``count`` events numbered after ``after``: from the stream, and from the
        archive only when they are older than what the stream keeps."""
        pipe = self.r.pipeline(transaction=False)
        pipe.xrange(log_key(mid), min=f"(0-{after}", max="+", count=count)
        pipe.hget(match_key(mid), "arch")
        rows, arch = pipe.execute()
        live = [_row(i, f) for i, f in rows]
        if int(arch or 0) <= after:
            return live
        merged = {r[0]: r for r in self.archived_events(mid) if r[0] > after}
        merged.update((r[0], r) for r in live)
        return [merged[k] for k in sorted(merged)][:count]

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

    # -- a seat's notes ----------------------------------------------------------------

    def set_notes(self, mid: str, seat: int, text: str) -> bool:
        """Keep (or with '' drop) a seat's notes; False when the match is gone."""
        return bool(self._notes(keys=[match_key(mid), notes_key(mid)], args=[seat, text]))

    def notes(self, mid: str, seat: int) -> str:
        raw = self.r.hget(notes_key(mid), seat)
        return raw.decode() if raw else ""

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
        return bool(self._claim_hook(keys=[hook_sent_key(mid)], args=[seat, decisions]))

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

    def wake_bots(self, mid: str, delay: float = 0.0) -> None:
        """A bot of this match must act ``delay`` seconds from now (the earlier of two times
        wins). Times are Redis's clock, so workers on other machines agree on them."""
        self._wake(keys=BOT_KEYS, args=[mid, int(delay * 1000)])

    def claim_bot_job(self, lease: float) -> tuple[str | None, float | None]:
        """Take the match whose bots are due first, for ``lease`` seconds; or (None, seconds
        until the next one is due, None if none is queued). A lease left by a worker that
        died returns to the queue once it runs out."""
        mid, wait = self._claim(keys=BOT_KEYS, args=[int(lease * 1000)])
        return (mid.decode() if mid else None,
                None if wait in (None, b"", -1) else max(0.0, int(wait) / 1000))

    def release_bot_job(self, mid: str) -> None:
        self._release_job(keys=BOT_KEYS, args=[mid])


def _record(fields) -> Record | None:
    doc, version, seq = fields
    if doc is None:
        return None
    return Record(unpack_doc(orjson.loads(archive.document(doc))), int(version), int(seq or 0))


def _reuse(reply, held: Record | None) -> Record | None:
    """A LOAD_LUA reply (or the same fields read by HMGET) as a record: ``held``'s document
    when the version is unchanged."""
    if reply is None or reply[0] is None:
        return None
    version, seq = int(reply[0]), int(reply[1] or 0)
    if held is not None and version == held.version:
        return Record(held.doc, version, seq, held.asked)
    return Record(unpack_doc(orjson.loads(archive.document(reply[2]))), version, seq)


def _row(entry_id: bytes, fields: dict) -> tuple[int, str, bytes]:
    seq = int(entry_id.split(b"-")[1])
    return seq, fields[b"to"].decode(), fields[b"e"]
