"""Errors gunicorn answers itself (bad framing, a request line or headers over its limits),
before any request reaches the app: as application/problem+json like every other answer.

gunicorn writes these through ``gunicorn.util.write_error`` as HTML; ``install()`` (called
from deploy/gunicorn.conf.py) points that name at ``write_problem``. The status and the
reason gunicorn chose are kept; the code names the status.
"""
from __future__ import annotations

import orjson

CODES = {400: "bad-request", 403: "forbidden", 414: "uri-too-long", 417: "expectation-failed",
         431: "headers-too-large", 500: "internal-error", 501: "not-implemented"}


def problem_bytes(status: int, reason: str, detail: str) -> bytes:
    code = CODES.get(status, "http-error")
    body = orjson.dumps({"type": f"/problems/{code}", "title": reason, "status": status,
                         "detail": detail, "code": code})
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n"
            "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\n")
    return head.encode("latin-1") + body


def write_problem(sock, status_int, reason, mesg) -> None:
    from gunicorn import util
    # A 500 here is gunicorn's own failure: its message is not for the client.
    detail = "the server failed to handle this request" if status_int >= 500 else str(mesg)
    util.write_nonblock(sock, problem_bytes(int(status_int), str(reason), detail))


def install() -> None:
    from gunicorn import util
    util.write_error = write_problem
