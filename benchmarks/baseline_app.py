"""The yardstick for HTTP numbers: a bare Flask endpoint doing one Redis GET and one SET.

It is served by the same gunicorn config and worker class as the real app, against the same
Redis, in the same run, so every HTTP figure in docs/performance.md is a ratio against what
this machine can do at all through Flask + Redis right now.
"""
import os

import redis
from flask import Flask, Response, request

app = Flask(__name__)
_redis = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))


@app.post("/bare/<key>")
def bare(key):
    old = _redis.get("bare:" + key)
    version = int(old.split(b":", 1)[0]) + 1 if old else 1
    _redis.set("bare:" + key, b"%d:" % version + request.get_data())
    return Response(b'{"version":%d}' % version, mimetype="application/json")


@app.get("/readyz")
def readyz():
    return Response(b'{"ok":true}', mimetype="application/json")
