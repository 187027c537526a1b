import pytest

from tests.support.servers import RedisServer


@pytest.fixture
def soak_redis():
    """A Redis of the soak's own: the session's Redis may have the live tests' bot worker on
    it, which would make an extra, unplanned worker race on the soak's matches."""
    server = RedisServer()
    yield server.url
    server.stop()
