"""Redis keys and atomic writes of accounts, their sessions, seats and ratings.

A deleted account leaves a tombstone in its account key for a while: the name cannot be taken
again at once (a stranger would inherit the seats of running matches that still name it), and
every read treats it as no account at all.

An account's keys share the hash tag ``{<key name>}`` (its name folded, see accounts.name_key),
so one Lua script can change them together in a Redis Cluster. Sessions are keyed by the
SHA-256 of their bearer token (the token itself is never stored) and expire by themselves.
"""
from __future__ import annotations

import time

import orjson
import redis


def account_key(key: str) -> str:
    return f"acct:{{{key}}}"


def seats_key(key: str) -> str:
    """"<mid>:<seat>" -> {seat, token, joined}: the account's seats, for rejoining from any
    device (an unrated match may seat one account twice)."""
    return f"acct:{{{key}}}:seats"


def ratings_key(key: str) -> str:
    """game id -> {mu, sigma, matches, wins, version}."""
    return f"acct:{{{key}}}:ratings"


def rated_key(key: str) -> str:
    """The matches already counted in this account's ratings (what makes an update idempotent)."""
    return f"acct:{{{key}}}:rated"


def decks_key(key: str) -> str:
    """deck id -> {id, game, name, faction, agenda, cards, saved}: the account's saved decks."""
    return f"acct:{{{key}}}:decks"


def sessions_key(key: str) -> str:
    """The hashes of the account's session tokens, scored by when each expires (so a password
    change or a deletion can end them all); a log-in sweeps out the expired ones."""
    return f"acct:{{{key}}}:sessions"


def devices_key(key: str) -> str:
    """token hash -> {signed_in, browser, os, device}: what the account's sessions list shows
    of each (the browser and system its log-in came from, never the raw User-Agent)."""
    return f"acct:{{{key}}}:devices"


def seen_key(key: str) -> str:
    """token hash -> when that session last made a request of the account (epoch seconds), so
    the sessions list can tell a device in use from one forgotten."""
    return f"acct:{{{key}}}:seen"


def session_key(token_hash: str) -> str:
    return f"sess:{token_hash}"


def login_failures_key(key: str) -> str:
    return f"acct:{{{key}}}:login-failures"


def leaderboard_key(game: str) -> str:
    return f"lb:{game}"


# KEYS[1] ratings hash, KEYS[2] rated set; ARGV[1] match id, ARGV[2] game id, ARGV[3] the
# version the new rating was computed from ('' = none yet), ARGV[4] the new rating's JSON.
# Returns 1 applied, 0 this match was already counted, -1 the rating moved meanwhile (another
# match finished): the caller computes again from the fresh value.
APPLY_RATING_LUA = """
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 1 then return 0 end
local cur = redis.call('HGET', KEYS[1], ARGV[2])
local version = ''
if cur then version = tostring(cjson.decode(cur)['version']) end
if version ~= ARGV[3] then return -1 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4])
redis.call('SADD', KEYS[2], ARGV[1])
return 1
"""

# Save a deck: KEYS[1] the account's decks hash; ARGV[1] deck id, ARGV[2] its JSON, ARGV[3] the
# most decks an account keeps. Returns 0 (refused: a new deck past the limit) or 1.
PUT_DECK_LUA = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""

# Replace an account's record only while its recovery code hash is still the one the caller read
# (a code is spent once, whoever comes second): KEYS[1] the account key; ARGV[1] that hash ('' =
# none), ARGV[2] the new record's JSON. Returns 1 replaced, 0 gone or changed meanwhile.
REPLACE_RECOVERY_LUA = """
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local record = cjson.decode(raw)
if record['deleted'] then return 0 end
local held = record['recovery']
if type(held) ~= 'string' then held = '' end
if held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1
"""

# A failed login: KEYS[1] the name's failure counter; ARGV[1] window seconds.
# Returns the failures within the window, this one included.
COUNT_FAILURE_LUA = """
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1])) end
return n
"""


class AccountStore:
    def __init__(self, client: redis.Redis):
        self.r = client
        self._apply = client.register_script(APPLY_RATING_LUA)
        self._failure = client.register_script(COUNT_FAILURE_LUA)
        self._put_deck = client.register_script(PUT_DECK_LUA)
        self._replace_recovery = client.register_script(REPLACE_RECOVERY_LUA)

    # -- accounts -----------------------------------------------------------------------

    def create(self, key: str, record: dict) -> bool:
        """False when the name (folded) is taken, or held after a deletion: SET NX decides
        between concurrent sign-ups."""
        return bool(self.r.set(account_key(key), orjson.dumps(record), nx=True))

    def load(self, key: str) -> dict | None:
        return _live(self.r.get(account_key(key)))

    def load_seen(self, key: str, token_hash: str, keep: int) -> dict | None:
        """The account's record, noting on the way that this session was used now: one round
        trip, the read an account request makes anyway."""
        pipe = self.r.pipeline(transaction=False)
        pipe.get(account_key(key))
        pipe.hset(seen_key(key), token_hash, int(time.time()))
        pipe.expire(seen_key(key), keep)
        return _live(pipe.execute()[0])

    def load_many(self, keys: list[str]) -> list[dict | None]:
        if not keys:
            return []
        pipe = self.r.pipeline(transaction=False)
        for key in keys:
            pipe.get(account_key(key))
        return [_live(raw) for raw in pipe.execute()]

    def held(self, key: str) -> bool:
        """Whether the name is held by a deleted account's tombstone."""
        raw = self.r.get(account_key(key))
        return bool(raw) and _live(raw) is None

    def save(self, key: str, record: dict) -> bool:
        """Replace a live account's record (a new password); False when it is gone."""
        return bool(self.r.set(account_key(key), orjson.dumps(record), xx=True))

    def replace_recovery(self, key: str, held: str | None, record: dict) -> bool:
        """Save ``record`` if the account's recovery code hash is still ``held``."""
        return bool(self._replace_recovery(keys=[account_key(key)],
                                           args=[held or "", orjson.dumps(record)]))

    def delete(self, key: str, hold: int) -> None:
        """Everything of the account goes: its sessions, seats, decks, ratings and places on
        the leaderboards. The name is held by a tombstone for ``hold`` seconds."""
        games = [g.decode() for g in self.r.hkeys(ratings_key(key))]
        self.close_sessions(key)
        pipe = self.r.pipeline(transaction=False)
        for game in games:
            pipe.zrem(leaderboard_key(game), key)
        pipe.delete(seats_key(key), ratings_key(key), rated_key(key), decks_key(key),
                    login_failures_key(key))
        pipe.set(account_key(key), orjson.dumps({"deleted": True}), ex=hold)
        pipe.execute()

    # -- sessions -----------------------------------------------------------------------

    def open_session(self, token_hash: str, key: str, ttl: int, device: dict) -> None:
        now = time.time()
        expired = [h.decode() for h in self.r.zrangebyscore(sessions_key(key), "-inf", now)]
        pipe = self.r.pipeline(transaction=False)
        pipe.set(session_key(token_hash), key, ex=ttl)
        if expired:
            pipe.zrem(sessions_key(key), *expired)
            pipe.hdel(devices_key(key), *expired)
            pipe.hdel(seen_key(key), *expired)
        pipe.zadd(sessions_key(key), {token_hash: now + ttl})
        pipe.hset(devices_key(key), token_hash, orjson.dumps(dict(device, signed_in=now)))
        pipe.hset(seen_key(key), token_hash, int(now))
        pipe.expire(sessions_key(key), ttl)
        pipe.expire(devices_key(key), ttl)
        pipe.expire(seen_key(key), ttl)
        pipe.execute()

    def close_sessions(self, key: str) -> None:
        """End every session of the account."""
        gone = [h.decode() for h in self.r.zrange(sessions_key(key), 0, -1)]
        pipe = self.r.pipeline(transaction=False)
        if gone:
            pipe.delete(*[session_key(h) for h in gone])
        pipe.delete(sessions_key(key), devices_key(key), seen_key(key))
        pipe.execute()

    def session(self, token_hash: str) -> tuple[str, int] | None:
        """The account key of a live session and the seconds it has left."""
        pipe = self.r.pipeline(transaction=False)
        pipe.get(session_key(token_hash))
        pipe.ttl(session_key(token_hash))
        key, ttl = pipe.execute()
        return (key.decode(), int(ttl)) if key else None

    def sessions(self, key: str) -> list[dict]:
        """The account's live sessions: token hash, expiry, device and when last used, soonest
        to expire first."""
        pipe = self.r.pipeline(transaction=False)
        pipe.zrangebyscore(sessions_key(key), time.time(), "+inf", withscores=True)
        pipe.hgetall(devices_key(key))
        pipe.hgetall(seen_key(key))
        live, devices, seen = pipe.execute()
        out = []
        for h, expires in live:
            device = orjson.loads(devices[h]) if h in devices else {}
            out.append(dict(device, hash=h.decode(), expires=int(expires),
                            last_used=int(seen[h]) if h in seen else None))
        return out

    def close_session(self, token_hash: str, key: str) -> None:
        pipe = self.r.pipeline(transaction=False)
        pipe.delete(session_key(token_hash))
        pipe.zrem(sessions_key(key), token_hash)
        pipe.hdel(devices_key(key), token_hash)
        pipe.hdel(seen_key(key), token_hash)
        pipe.execute()

    def count_failure(self, key: str, window: int) -> int:
        return int(self._failure(keys=[login_failures_key(key)], args=[window]))

    def failures(self, key: str) -> tuple[int, int]:
        """Failed logins in the current window and the seconds until it ends."""
        pipe = self.r.pipeline(transaction=False)
        pipe.get(login_failures_key(key))
        pipe.ttl(login_failures_key(key))
        n, ttl = pipe.execute()
        return int(n or 0), max(1, int(ttl))

    # -- seats --------------------------------------------------------------------------

    def link_seat(self, key: str, mid: str, link: dict) -> None:
        self.r.hset(seats_key(key), f"{mid}:{link['seat']}", orjson.dumps(link))

    def unlink_seat(self, key: str, mid: str, seat: int) -> None:
        self.r.hdel(seats_key(key), f"{mid}:{seat}")

    def seats(self, key: str) -> list[tuple[str, dict]]:
        """(match id, link) for every linked seat."""
        return [(field.decode().split(":")[0], orjson.loads(raw))
                for field, raw in self.r.hgetall(seats_key(key)).items()]

    # -- decks --------------------------------------------------------------------------

    def decks(self, key: str) -> list[dict]:
        return [orjson.loads(raw) for raw in self.r.hvals(decks_key(key))]

    def put_deck(self, key: str, deck: dict, most: int) -> bool:
        return bool(self._put_deck(keys=[decks_key(key)], args=[deck["id"], orjson.dumps(deck), most]))

    def delete_deck(self, key: str, deck_id: str) -> bool:
        return bool(self.r.hdel(decks_key(key), deck_id))

    # -- ratings ------------------------------------------------------------------------

    def ratings(self, key: str) -> dict[str, dict]:
        return {g.decode(): orjson.loads(raw) for g, raw in self.r.hgetall(ratings_key(key)).items()}

    def rating(self, key: str, game: str) -> dict | None:
        raw = self.r.hget(ratings_key(key), game)
        return orjson.loads(raw) if raw else None

    def ratings_in(self, keys: list[str], game: str) -> dict[str, dict]:
        """Several accounts' ratings in one game, in one round trip (a leaderboard page); an
        account without one is left out."""
        pipe = self.r.pipeline(transaction=False)
        for key in keys:
            pipe.hget(ratings_key(key), game)
        return {key: orjson.loads(raw) for key, raw in zip(keys, pipe.execute()) if raw}

    def apply_rating(self, key: str, mid: str, game: str, from_version: int | None,
                     rating: dict) -> int:
        return int(self._apply(keys=[ratings_key(key), rated_key(key)],
                               args=[mid, game, "" if from_version is None else str(from_version),
                                     orjson.dumps(rating)]))

    def counted(self, key: str, mid: str) -> bool:
        """Whether the match is already in the account's ratings."""
        return bool(self.r.sismember(rated_key(key), mid))

    def rank(self, game: str, key: str, score: float) -> None:
        self.r.zadd(leaderboard_key(game), {key: score})

    def leaderboard(self, game: str, offset: int, limit: int) -> tuple[list[tuple[str, int]], int]:
        """A page of the leaderboard as (account key, place), and how many are on it. Equal
        ratings share a place (1, 1, 3) and stand in name order: Redis would list a tie in
        reverse name order, and a tie's order says nothing of skill."""
        pipe = self.r.pipeline(transaction=False)
        pipe.zrevrange(leaderboard_key(game), offset, offset + limit - 1, withscores=True)
        pipe.zcard(leaderboard_key(game))
        rows, total = pipe.execute()
        scores = sorted({s for _, s in rows}, reverse=True)
        pipe = self.r.pipeline(transaction=False)
        for score in scores:
            pipe.zcount(leaderboard_key(game), f"({score!r}", "+inf")
        place = {score: above + 1 for score, above in zip(scores, pipe.execute())}
        rows = sorted(((k.decode(), s) for k, s in rows), key=lambda row: (-row[1], row[0]))
        return [(k, place[s]) for k, s in rows], int(total)


def _live(raw: bytes | None) -> dict | None:
    """An account's record; None for none or a deleted one's tombstone."""
    record = orjson.loads(raw) if raw else None
    return None if record is None or record.get("deleted") else record
