"""The yardstick for HTTP numbers: a bare Flask endpoint doing what the cheapest possible
stateful game server must do per move: one Redis GET of a real 12 KB board2e match document,
JSON decode, a change, JSON encode, one Redis SET.

It is served by the same gunicorn config and worker class as the real app, against the same
Redis (append-only file on, as `make run` keeps it), in the same run, so every HTTP figure in
docs/performance.md is a ratio against what this machine can do at all through Flask + Redis
right now. The document comes from the key ``bare:template`` (the harness writes it).
"""
import os

import orjson
import redis
from flask import Flask, Response, request

app = Flask(__name__)
_redis = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))


@app.post("/bare/<key>")
def bare(key):
    request.get_data()
    raw = _redis.get("bare:" + key) or _redis.get("bare:template")
    doc = orjson.loads(raw)
    doc["version"] = doc.get("version", 0) + 1
    _redis.set("bare:" + key, orjson.dumps(doc))
    return Response(b'{"version":%d}' % doc["version"], mimetype="application/json")


@app.get("/bare/<key>")
def bare_read(key):
    """The least a game's read of its decisions must do: one Redis GET of the document and its
    decode (the answer is small, as a seat's decisions are)."""
    raw = _redis.get("bare:" + key) or _redis.get("bare:template")
    doc = orjson.loads(raw)
    return Response(b'{"version":%d}' % doc.get("version", 0), mimetype="application/json")


@app.get("/readyz")
def readyz():
    return Response(b'{"ok":true}', mimetype="application/json")
