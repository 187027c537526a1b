"""JSON in and out with orjson (states can be large; the stdlib encoder is the slow path)."""
import orjson
from flask import Response, request

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
    raw = request.get_data(cache=True)
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
