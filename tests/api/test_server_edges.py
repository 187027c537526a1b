"""What the running server answers at the edges of HTTP (issue #17 items 7, 8, 9): slow and
short bodies time out, a chunked body is held to the size limit, and the errors gunicorn
answers itself are problem+json. Against a real gunicorn (gevent workers), raw sockets."""
import socket
import threading
import time

import orjson
import pytest
import requests

from tests.support.servers import Gunicorn

BODY_TIMEOUT = 1.5


@pytest.fixture(scope="module")
def server(redis_server):
    g = Gunicorn(redis_server.url, workers=1,
                 extra_env={"ROOKERY_BODY_TIMEOUT": str(BODY_TIMEOUT)})
    yield g
    g.stop()


def _address(server):
    host, port = server.url.split("//")[1].split(":")
    return host, int(port)


def _exchange(server, data: bytes, timeout: float = 10) -> tuple[float, int, dict, dict]:
    """Send raw bytes, read one answer: (seconds, status, headers, JSON body)."""
    s = socket.create_connection(_address(server), timeout=timeout)
    t0 = time.monotonic()
    s.sendall(data)
    buf = b""
    while b"\r\n\r\n" not in buf:
        chunk = s.recv(65536)
        assert chunk, f"connection closed without an answer: {buf!r}"
        buf += chunk
    head, rest = buf.split(b"\r\n\r\n", 1)
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.lower(): v.strip() for k, v in (ln.split(":", 1) for ln in lines[1:])}
    length = int(headers["content-length"])
    while len(rest) < length:
        rest += s.recv(65536)
    s.close()
    return time.monotonic() - t0, status, headers, orjson.loads(rest[:length])


def test_a_body_shorter_than_its_length_is_timed_out_with_408(server):
    took, status, headers, body = _exchange(
        server, b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 100\r\n\r\n{\"game\"")
    assert status == 408 and body["code"] == "body-timeout", body
    assert headers["content-type"] == "application/problem+json"
    assert BODY_TIMEOUT - 0.2 < took < BODY_TIMEOUT + 3


def test_slow_bodies_do_not_starve_other_clients(server):
    """Hundreds of sockets dripping a body: the others are still served, and each slow one
    is cut off after the body timeout."""
    socks = []
    for _ in range(300):
        s = socket.create_connection(_address(server), timeout=10)
        s.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Content-Length: 1000\r\n\r\n{")
        socks.append(s)
    t0 = time.monotonic()
    r = requests.get(f"{server.url}/api/v1/games", timeout=5)
    assert r.status_code == 200 and time.monotonic() - t0 < 2
    time.sleep(BODY_TIMEOUT + 1)
    cut = 0
    for s in socks:
        s.settimeout(5)
        try:
            cut += s.recv(100).startswith(b"HTTP/1.1 408")
        except OSError:
            pass
        s.close()
    assert cut == len(socks)


def test_a_chunked_body_over_the_limit_is_413(server):
    big = b'{"a":"' + b"x" * (10 * 1024 * 1024) + b'"}'
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(big[i:i + 65536]), big[i:i + 65536])
                      for i in range(0, len(big), 65536)) + b"0\r\n\r\n"
    result = {}

    def send():
        try:
            result["answer"] = _exchange(
                server, b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\n"
                        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks)
        except OSError as exc:   # the server may close before taking all 10 MB
            result["error"] = exc
    t = threading.Thread(target=send)
    t.start()
    t.join(30)
    assert "answer" in result, result
    _, status, _, body = result["answer"]
    assert status == 413 and body["code"] == "body-too-large", body


def test_a_small_chunked_body_is_read_whole(server):
    payload = orjson.dumps({"game": "btwixt", "players": 3})
    data = (b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n" + b"%x\r\n%s\r\n" % (5, payload[:5])
            + b"%x\r\n%s\r\n" % (len(payload) - 5, payload[5:]) + b"0\r\n\r\n")
    _, status, _, body = _exchange(server, data)
    assert status == 201 and body["game"] == "btwixt", body


@pytest.mark.parametrize("data,status,code", [
    (b"GARBAGE\r\n\r\n", 400, "bad-request"),
    (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "uri-too-long"),
    (b"GET / HTTP/1.1\r\nHost: x\r\nX-A: " + b"a" * 9000 + b"\r\n\r\n", 431, "headers-too-large"),
    (b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
     b"Transfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n", 400, "body-unreadable"),
])
def test_errors_at_the_http_layer_are_problem_json(server, data, status, code):
    _, got, headers, body = _exchange(server, data)
    assert got == status and headers["content-type"] == "application/problem+json"
    assert body["code"] == code and body["status"] == status and body["detail"]
