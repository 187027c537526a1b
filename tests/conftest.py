import pytest
import redis

from tests.support import testgame  # noqa: F401  (registers the platform test game)
from tests.support.contract import ContractClient
from tests.support.servers import BotWorker, Gunicorn, RedisServer


@pytest.fixture(scope="session")
def redis_server():
    server = RedisServer()
    yield server
    server.stop()


@pytest.fixture
def redis_url(redis_server):
    redis.Redis.from_url(redis_server.url).flushdb()
    return redis_server.url


@pytest.fixture
def app(redis_url):
    from api import create_app
    return create_app({"REDIS_URL": redis_url, "RATE_LIMIT_ENABLED": False, "TESTING": True})


@pytest.fixture
def client(app):
    """Every request/response through this client is validated against openapi.yaml."""
    return ContractClient(app.test_client())


@pytest.fixture(scope="session")
def live_gunicorn(redis_server):
    """gunicorn serving the app (API + frontend) on a free port, with a bot worker. Its own
    database: the worker must not play the bot seats of the matches other tests make in the
    database they flush (it raced them), nor a flush lose the live service's matches."""
    url = redis_server.db(1)
    # A short idle time, so browser tests can see an idle seat handed to a bot.
    server = Gunicorn(url, workers=2, extra_env={"ROOKERY_IDLE_SEAT_SECONDS": "4"})
    worker = BotWorker(url)
    yield server
    worker.stop()
    server.stop()


@pytest.fixture(scope="session")
def live_server(live_gunicorn):
    """Base URL of the live service."""
    return live_gunicorn.url
