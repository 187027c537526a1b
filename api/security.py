"""Security and cache headers on every answer.

The strict Content-Security-Policy matters because seat tokens live in the browser's
localStorage: no inline script, style or foreign origin may run on our pages. Answers that carry
a seat token or a seat's private information must never be stored by a browser or a proxy.
"""
from flask import Flask

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
       "form-action 'self'")

HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


# A request made with a seat or session token, or one whose answer hands a token or a recovery
# code out (join, log in, sign up, recover): its answer is private.
PRIVATE_ENDS = ("/join", "/sessions", "/accounts", "/accounts/recover")

# (lower-case name, name, value) of each header every answer carries unless it has its own.
_DEFAULTS = [(name.lower(), name, value) for name, value in HEADERS.items()]


class SecureHeaders:
    """WSGI middleware giving every answer, errors and page files alike, the headers above and
    its Cache-Control. It works on the plain header list the answer is sent with: werkzeug's
    Headers checks each header added to it and scans the list on each look-up, which cost more
    than the rest of this (about 8 µs of a request, as a Flask after-request hook)."""

    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO", "")
        private = path.startswith("/api/") and ("HTTP_AUTHORIZATION" in environ
                                               or path.endswith(PRIVATE_ENDS))

        def start(status, headers, exc_info=None):
            present = {name.lower() for name, _ in headers}
            if private:
                headers = [h for h in headers if h[0].lower() != "cache-control"]
                headers.append(("Cache-Control", "no-store"))
            elif "cache-control" not in present:
                # An API answer anyone may read; a page file, which revalidates by ETag, so a
                # deploy never leaves a mix of old and new modules.
                headers.append(("Cache-Control", "no-cache"))
            headers.extend([(name, value) for low, name, value in _DEFAULTS if low not in present])
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


def install(app: Flask) -> None:
    app.wsgi_app = SecureHeaders(app.wsgi_app)
