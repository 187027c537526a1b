"""The bot worker outlives a Redis outage: it waits, reconnects and plays on (no restart needed)."""
import threading
import time

import redis

from api.bots.worker import run
from api.config import from_env
from api.matches import Matches
from api.store import Store
from tests.support.servers import RedisServer


def test_the_bot_worker_survives_a_redis_restart():
    server = RedisServer()
    cfg = dict(from_env(), REDIS_URL=server.url)
    matches = Matches(Store(redis.Redis.from_url(server.url, socket_timeout=2)), cfg)
    stop = threading.Event()
    worker = threading.Thread(target=run, args=(matches,), kwargs={"stop": stop.is_set}, daemon=True)
    worker.start()
    try:
        time.sleep(0.3)
        server.stop()                       # the outage: every call fails for a while
        time.sleep(1.5)
        assert worker.is_alive()
        server = RedisServer(port=server.port)   # back, empty (no persistence in tests)
        rec = matches.create("btwixt", 3, {}, 7, bots=[0, 1, 2])
        deadline = time.monotonic() + 20
        while matches.load(rec.doc["id"]).version < 10:
            assert time.monotonic() < deadline, "the worker never played after the restart"
            time.sleep(0.1)
        assert worker.is_alive()
    finally:
        stop.set()
        worker.join(10)
        server.stop()
