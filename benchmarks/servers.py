"""Live servers for the harness, built on tests/support/servers.py (Redis, bot worker) with
one addition: gunicorn serving any WSGI target, so the baseline app runs exactly like the app."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

from tests.support.servers import ROOT, BotWorker, Gunicorn, RedisServer, free_port

__all__ = ["BotWorker", "Gunicorn", "RedisServer", "Served"]


class Served(Gunicorn):
    """Like tests.support.servers.Gunicorn but for ``target`` (``module:app``); same config
    file, worker class, worker count and logging settings."""

    def __init__(self, redis_url: str, target: str = "api.wsgi:app", workers: int = 2,
                 extra_env: dict | None = None):
        self.port = free_port()
        self.log_dir = Path(tempfile.mkdtemp(prefix="rookery-bench-"))
        self.log = self.log_dir / f"gunicorn-{self.port}.log"
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, REDIS_URL=redis_url, PORT=str(self.port),
                   WEB_CONCURRENCY=str(workers), ROOKERY_RATE_LIMIT_ENABLED="0",
                   PYTHONPATH=str(ROOT), ACCESS_LOG="-", LOG_LEVEL="info")
        env.update(extra_env or {})
        self._logf = open(self.log, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
             target], cwd=ROOT, env=env, stdout=self._logf, stderr=subprocess.STDOUT)
        for _ in range(300):
            try:
                if requests.get(self.url + "/readyz", timeout=1).status_code == 200:
                    return
            except requests.RequestException:
                pass
            if self.proc.poll() is not None:
                raise RuntimeError("gunicorn exited: " + self.log.read_text()[-2000:])
            time.sleep(0.1)
        raise RuntimeError(f"gunicorn ({target}) did not become ready")
