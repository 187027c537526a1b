"""Live servers for the harness, built on tests/support/servers.py (Redis, bot worker) with
one addition: gunicorn serving any WSGI target, so the baseline app runs exactly like the app,
both logging as `make run` does."""
from __future__ import annotations

import tempfile
from pathlib import Path

from tests.support.servers import BotWorker, Gunicorn, RedisServer

__all__ = ["BotWorker", "Gunicorn", "RedisServer", "Served"]


class Served(Gunicorn):
    """tests.support.servers.Gunicorn for any ``target`` (``module:app``): the same config
    file, worker class, worker count and logging settings as the app."""

    def __init__(self, redis_url: str, target: str = "api.wsgi:app", workers: int = 2,
                 extra_env: dict | None = None):
        # Logging as `make run` and deploy/ have it: no access log, warnings only (the test
        # servers log every request, which costs both sides alike a twentieth of a request).
        extra_env = {"ACCESS_LOG": None, "LOG_LEVEL": "warning", **(extra_env or {})}
        super().__init__(redis_url, extra_env=extra_env, workers=workers, target=target,
                         log_dir=Path(tempfile.mkdtemp(prefix="rookery-bench-")))
