"""The per-client rate limit: per seat token when one is sent, else per client address.

A fixed window counted in Redis: the client's key is made with the window's lifetime when its
first request comes (``SET NX EX``), and every request ``INCR``s it. On the hot path (the play
routes, whose first store access is loading the match) the two commands ride in the same
pipeline as that load, so a limited request costs no round trip of its own; every other
limited route sends them as one pipelined round trip before its view runs. A fixed window lets
a client spend up to twice the limit across a window's edge; that is the price of not keeping
a log of every request (flask-limiter's moving window cost a Lua script per
request, a fifth of a loaded worker's time).
"""
from __future__ import annotations

import functools
import time
from dataclasses import dataclass

import limits
import redis
from flask import Flask, g, request

from api.problems import Problem
from api.tokens import token_hash

# Routes whose view loads the match first (routes/common.caller): their count is deferred to
# that load's pipeline.
DEFERRED = {"play.view", "play.decisions", "play.act", "play.events", "play.stream"}


@dataclass
class Hit:
    """One request's count, to be sent with the next store access."""
    key: str
    seconds: int
    amount: int
    client: object   # the Redis client, asked for the window's end only when refusing

    def queue(self, pipe) -> None:
        queue(pipe, self.key, self.seconds)

    def counted(self, replies: list) -> int:
        return counted(self.client, self.key, self.seconds, replies)

    def check(self, count: int) -> None:
        if count > self.amount:
            raise self.refusal(self.client.ttl(self.key))

    def refusal(self, seconds_left: int) -> Problem:
        wait = max(1, seconds_left)
        return Problem(429, "rate-limited",
                       f"rate limit exceeded ({self.amount} per {self.seconds} s)",
                       headers={"Retry-After": str(wait),
                                "X-RateLimit-Limit": str(self.amount),
                                "X-RateLimit-Remaining": "0",
                                "X-RateLimit-Reset": str(int(time.time()) + wait)})


class RateLimiter:
    def __init__(self, client, spec: str, enabled: bool = True):
        item = limits.parse(spec)
        self.r = client
        self.amount = item.amount
        self.seconds = item.get_expiry()
        self.enabled = enabled
        self.exempt_blueprints: set[str] = set()

    def install(self, app: Flask) -> None:
        app.before_request(self._before)
        app.after_request(self._after)

    def exempt(self, blueprint) -> None:
        self.exempt_blueprints.add(blueprint.name)

    def limit(self, spec, key_func):
        """A further limit on one view (sign-ups and log-ins per address): ``spec`` is a limit
        string or a function giving one, ``key_func`` names the client; one round trip."""
        def wrap(view):
            @functools.wraps(view)
            def limited(*args, **kwargs):
                if self.enabled:
                    item = limits.parse(spec() if callable(spec) else spec)
                    seconds = item.get_expiry()
                    hit = Hit(f"rl:{request.endpoint}:{item.amount}/{seconds}:{key_func()}",
                              seconds, item.amount, self.r)
                    hit.check(count(self.r.pipeline(transaction=False), hit))
                return view(*args, **kwargs)
            return limited
        return wrap

    def hit(self) -> Hit:
        # The limit is in the key: a changed limit starts every client afresh.
        return Hit(f"rl:{self.amount}/{self.seconds}:{client_key()}", self.seconds, self.amount,
                   self.r)

    def _before(self):
        if not self.enabled or request.blueprint in self.exempt_blueprints \
                or request.method == "OPTIONS" or request.endpoint is None:
            return None
        hit = self.hit()
        if request.endpoint in DEFERRED:
            g.rookery_rate = hit
            return None
        hit.check(count(self.r.pipeline(transaction=False), hit))
        return None

    def _after(self, resp):
        # A deferred count the view never sent (it failed before loading the match) is sent
        # now, so no request goes uncounted.
        hit = g.pop("rookery_rate", None)
        if hit is not None:
            try:
                count(self.r.pipeline(transaction=False), hit)
            except redis.RedisError:
                pass    # the answer (likely a 503 for this very outage) goes out as it is
        return resp


def pending() -> Hit | None:
    """The deferred count of this request, handed to the first store access (once)."""
    return g.pop("rookery_rate", None)


def count(pipe, hit: Hit) -> int:
    """Count ``hit`` in one round trip and return the window's count so far."""
    queue(pipe, hit.key, hit.seconds)
    return counted(hit.client, hit.key, hit.seconds, pipe.execute())


def queue(pipe, key: str, seconds: int) -> None:
    """The count's commands: a client's window starts with its first request (the key is made
    with its lifetime, once) and ends ``seconds`` later; INCR answers the count, TTL whether
    the key still has its lifetime."""
    pipe.set(key, 0, ex=seconds, nx=True)
    pipe.incr(key)
    pipe.ttl(key)


def counted(client, key: str, seconds: int, replies: list) -> int:
    """The count from ``queue``'s replies (its three are the last). Should the key have
    expired between SET and INCR, INCR made it without a lifetime: it gets one now (a rare
    extra round trip), so no client is ever locked out for good."""
    _, n, ttl = replies[-3:]
    if ttl == -1:
        client.expire(key, seconds)
    return n


def client_key() -> str:
    header = request.headers.get("Authorization", "")
    if header.lower().startswith("bearer "):
        return "t:" + token_hash(header[7:].strip())[:32]
    return "a:" + (request.remote_addr or "unknown")
