"""Helpers for the play-over-days tests: an app with the worker's side loops beside it."""
import threading

import redis

from api import create_app
from api.bots import worker
from tests.support.contract import ContractClient


def own_db(redis_url: str) -> str:
    """A Redis database of its own, emptied: the session's live bot worker (tests/conftest.py)
    watches database 0 and would otherwise take these tests' clock and webhook jobs."""
    url = redis_url.rsplit("/", 1)[0] + "/7"
    redis.Redis.from_url(url).flushdb()
    return url


class Service:
    """The app (its test client validated against openapi.yaml) and, when started, the
    worker's loops (bots, clocks, webhook deliveries) on threads of this process; stop() ends
    them, as a restart of the worker would."""

    def __init__(self, redis_url: str, **config):
        self.app = create_app({"REDIS_URL": redis_url, "RATE_LIMIT_ENABLED": False,
                               "TESTING": True, "BOT_DELAY": 0, **config})
        self.client = ContractClient(self.app.test_client())
        self.matches = self.app.extensions["rookery.matches"]
        self._stop = threading.Event()
        self.threads: list[threading.Thread] = []

    def start_worker(self) -> "Service":
        self._stop.clear()
        stop = self._stop.is_set
        self.threads = worker.start_side_loops(self.matches, self.app.config, stop)
        bots = threading.Thread(target=worker.run, args=(self.matches, stop), daemon=True)
        bots.start()
        self.threads.append(bots)
        return self

    def stop_worker(self) -> None:
        self._stop.set()
        for t in self.threads:
            t.join(10)
        self.threads = []
