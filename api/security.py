"""Security and cache headers on every answer.

The strict Content-Security-Policy matters because seat tokens live in the browser's
localStorage: no inline script, style or foreign origin may run on our pages. Answers that carry
a seat token or a seat's private information must never be stored by a browser or a proxy.
"""
from flask import Flask, request

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
       "form-action 'self'")

HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


def private_request() -> bool:
    """A request made with a seat or session token, or one whose answer hands a token out
    (join, log in)."""
    return "Authorization" in request.headers or request.path.endswith(("/join", "/sessions"))


# (lower-case name, name, value): a response's header names are compared once, as a set,
# rather than by a scan of its headers per name (werkzeug's ``setdefault``).
_DEFAULTS = [(name.lower(), name, value) for name, value in HEADERS.items()]


def install(app: Flask) -> None:
    @app.after_request
    def secure(resp):
        headers = resp.headers
        present = {name.lower() for name in headers.keys()}
        headers.extend([(name, value) for low, name, value in _DEFAULTS if low not in present])
        if request.path.startswith("/api/") and private_request():
            headers["Cache-Control"] = "no-store"
        elif "cache-control" not in present:
            # An API answer anyone may read; a page file, which revalidates by ETag, so a deploy
            # never leaves a mix of old and new modules.
            headers["Cache-Control"] = "no-cache"
        return resp
