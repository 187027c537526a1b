"""JSON in and out with orjson (states can be large; the stdlib encoder is the slow path)."""
import orjson
from flask import Response, current_app, g, request

from api.problems import Problem


OPTS = orjson.OPT_NON_STR_KEYS  # validation messages key list items by their index


def dumps(obj) -> bytes:
    return orjson.dumps(obj, option=OPTS)


def json_response(obj, status: int = 200, headers: dict | None = None) -> Response:
    return Response(dumps(obj), status=status, mimetype="application/json", headers=headers)


def body() -> dict:
    """The request body as a JSON object, or a precise problem."""
    ctype = request.mimetype or ""
    if ctype != "application/json" and not ctype.endswith("+json"):
        raise Problem(415, "unsupported-media-type", "send the body as application/json")
    raw = read_body()
    try:
        data = orjson.loads(raw) if raw else None
    except orjson.JSONDecodeError as exc:
        raise Problem(400, "malformed-json", f"the body is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise Problem(422, "validation-error", "the body must be a JSON object",
                      errors={"body": ["must be an object"]})
    if _depth(data) > MAX_DEPTH:
        raise Problem(422, "body-too-deep",
                      f"the body nests objects and arrays deeper than {MAX_DEPTH} levels",
                      errors={"body": [f"deeper than {MAX_DEPTH} levels"]})
    return data


# No game's action nests more than a few levels; the stored action log and the request
# fingerprint (orjson) cannot take more than 254.
MAX_DEPTH = 32


def _depth(value, level: int = 1) -> int:
    """How deep ``value`` nests, counted only as far as one level past the limit."""
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, list):
        return level - 1
    return max((_depth(v, level + 1) for v in value), default=level)


def read_body() -> bytes:
    """The raw body, at most MAX_CONTENT_LENGTH bytes whether it comes with a length or
    chunked (413 beyond), within BODY_TIMEOUT seconds under the gevent server (408 after):
    a slow or short body would otherwise hold its connection and a greenlet for as long as
    the client likes. Read once per request: a second call gives the same bytes or problem."""
    got = g.get("rookery_body")
    if got is None:
        try:
            got = g.rookery_body = _read_body()
        except Problem as problem:
            got = g.rookery_body = problem
    if isinstance(got, Problem):
        raise got
    return got


def _read_body() -> bytes:
    limit = current_app.config["MAX_CONTENT_LENGTH"]
    if request.content_length is not None and request.content_length > limit:
        raise Problem(413, "body-too-large", f"the body is larger than {limit} bytes")
    stream = request.environ["wsgi.input"]
    seconds = current_app.config["BODY_TIMEOUT"]
    timer = _timer(seconds)
    try:
        raw = _read_upto(stream, request.content_length, limit)
    except Problem:
        raise
    except _BodyTimeout:
        raise Problem(408, "body-timeout", f"the body did not arrive within {seconds:g} "
                      "seconds") from None
    except Exception as exc:   # the server's reader: bad chunk framing, a reset connection
        raise Problem(400, "body-unreadable", f"the body could not be read: "
                      f"{type(exc).__name__}") from None
    finally:
        if timer is not None:
            timer.close()
    return raw


def _read_upto(stream, length, limit) -> bytes:
    if length is not None:
        raw = stream.read(length) if length else b""
        if len(raw) < length:
            raise Problem(400, "body-incomplete", "the body is shorter than its Content-Length")
        return raw
    chunks, size = [], 0
    while True:
        chunk = stream.read(min(65536, limit + 1 - size))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise Problem(413, "body-too-large", f"the body is larger than {limit} bytes")


class _BodyTimeout(Exception):
    pass


def _timer(seconds: float):
    """A gevent timeout when the server is gevent's (cooperative sockets), else None."""
    try:
        from gevent import Timeout, monkey
    except ImportError:    # pragma: no cover - gevent is a dependency
        return None
    if not monkey.is_module_patched("socket"):
        return None
    t = Timeout(seconds, _BodyTimeout)
    t.start()
    return t
