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
    return data
