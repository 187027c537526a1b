"""Every error leaves as application/problem+json (RFC 9457) with a stable ``code``."""
import logging

import redis
from flask import Flask, Response
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from api.jsonio import dumps
from api.problems import Problem
from api.schemas import field_messages

log = logging.getLogger("rookery")
STORE_RETRY_AFTER = 2   # seconds; a Redis restart or failover takes about that

TITLES = {400: "Bad request", 401: "Unauthorized", 403: "Forbidden", 404: "Not found",
          405: "Method not allowed", 406: "Not acceptable", 408: "Request timeout",
          409: "Conflict", 413: "Payload too large", 414: "URI too long", 415: "Unsupported media type", 422: "Unprocessable content",
          428: "Precondition required", 429: "Too many requests",
          431: "Request header fields too large", 500: "Internal server error",
          501: "Not implemented", 503: "Service unavailable"}


def problem_response(status: int, code: str, detail: str, title: str | None = None,
                     **extra) -> Response:
    body = {"type": f"/problems/{code.split('/')[0]}", "title": title or TITLES.get(status, "Error"),
            "status": status, "detail": detail, "code": code}
    body.update(extra)
    resp = Response(dumps(body), status=status, mimetype="application/problem+json")
    if status == 401:
        resp.headers["WWW-Authenticate"] = 'Bearer realm="rookery"'
    return resp


def register(app: Flask) -> None:
    @app.errorhandler(Problem)
    def _problem(exc: Problem):
        resp = problem_response(exc.status, exc.code, exc.detail, exc.title, **exc.extra)
        resp.headers.update(exc.headers)
        return resp

    @app.errorhandler(ValidationError)
    def _invalid(exc: ValidationError):
        messages = field_messages(exc.messages)
        fields = ", ".join(sorted(messages))
        return problem_response(422, "validation-error", f"invalid fields: {fields}",
                                errors=messages)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):
        code = {404: "not-found", 405: "method-not-allowed", 413: "body-too-large",
                429: "rate-limited",
                400: "bad-request", 415: "unsupported-media-type"}.get(exc.code, "http-error")
        resp = problem_response(exc.code or 500, code, exc.description or "")
        if exc.code == 405 and hasattr(exc, "valid_methods") and exc.valid_methods:
            resp.headers["Allow"] = ", ".join(exc.valid_methods)
        return resp

    # Redis away (restarting, failing over, loading its data): not a bug and not bad input.
    # Clients retry after a moment instead of reporting a server error.
    @app.errorhandler(redis.exceptions.ConnectionError)
    @app.errorhandler(redis.exceptions.TimeoutError)
    @app.errorhandler(redis.exceptions.ReadOnlyError)
    def _store_away(exc: Exception):
        log.warning("store unavailable: %s", type(exc).__name__)
        resp = problem_response(503, "store-unavailable",
                                "the game store is briefly unavailable; retry in a moment")
        resp.headers["Retry-After"] = str(STORE_RETRY_AFTER)
        return resp

    @app.errorhandler(Exception)
    def _bug(exc: Exception):
        # A bug, never bad input: log it, answer without internals.
        log.exception("unhandled error")
        return problem_response(500, "internal-error", "the server failed to handle this request")

