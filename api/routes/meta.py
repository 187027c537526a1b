"""Operations endpoints (health, readiness, metrics), the contract and its docs page,
and the static frontend."""
from pathlib import Path

import flask_swagger_ui
from flask import Blueprint, Response, current_app, request, send_from_directory
from werkzeug.exceptions import HTTPException

from api import metrics, push
from api.routes.common import matches
from api.compression import compressed
from api.errors import problem_response
from api.jsonio import json_response
from api.problems import Problem

bp = Blueprint("meta", __name__)

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"
# Swagger UI 5 (OpenAPI 3.1), as the flask-swagger-ui package ships it; the page is ours.
SWAGGER_UI = Path(flask_swagger_ui.__file__).parent / "dist"

DOCS_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rookery API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/rookery.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script></body></html>"""

# Swagger UI's page as it ships fails WCAG AA (axe; tests/ui/test_docs_ui.py): light greys and
# greens under 4.5:1, a server select with no name, scrolled examples a keyboard cannot reach.
# Our stylesheet darkens those colours; the script names what the UI draws, as it draws it.
DOCS_CSS = """.swagger-ui .info .title small { background: #4a4f55; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1b5fb0; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize svg { color: #1d7a4f; border-color: #1d7a4f; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f69c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1d7a4f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a35a00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #2b7a78; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c0392b; }
.swagger-ui .microlight span[style*="211, 99, 99"] { color: #f29b9b !important; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4a4a4a; }
"""

DOCS_INIT = """window.ui = SwaggerUIBundle({url: '/openapi.yaml', dom_id: '#ui'});
new MutationObserver(() => {
  for (const s of document.querySelectorAll('select#servers:not([aria-label])')) {
    s.setAttribute('aria-label', 'Server');
  }
  for (const ex of document.querySelectorAll('.highlight-code > pre:not([tabindex])')) {
    ex.setAttribute('tabindex', '0');
    ex.setAttribute('aria-label', 'Example');
  }
}).observe(document.getElementById('ui'), {childList: true, subtree: true});
"""


@bp.get("/healthz")
def healthz():
    return json_response({"status": "ok"})


@bp.get("/readyz")
def readyz():
    try:
        current_app.extensions["rookery.matches"].store.ping()
    except Exception as exc:  # any Redis failure means not ready
        raise Problem(503, "store-unavailable", f"Redis is not reachable: {type(exc).__name__}")
    return json_response({"status": "ready"})


@bp.get("/metrics")
def prometheus():
    return metrics.render()


@bp.get("/openapi.yaml")
def openapi():
    return Response(SPEC.read_bytes(), mimetype="application/yaml")


@bp.get("/docs")
def docs():
    return Response(DOCS_PAGE, mimetype="text/html")


@bp.get("/docs/assets/<path:name>")
def docs_assets(name):
    if name == "init.js":
        return Response(DOCS_INIT, mimetype="text/javascript")
    if name == "rookery.css":
        return Response(DOCS_CSS, mimetype="text/css")
    return send_from_directory(SWAGGER_UI, name)


def frontend_dir() -> Path:
    configured = current_app.config.get("FRONTEND_DIR")
    return Path(configured) if configured else ROOT / "frontend"


@bp.route("/api/<path:rest>", methods=["GET", "POST", "PUT", "PATCH", "DELETE"])
def api_not_found(rest):
    # Without this, an unknown API path would fall to the frontend's GET-only route (405).
    # A known path asked with a method it lacks lands here too: that is a 405 with Allow.
    allowed = sorted(_methods_of(request.path) - {"HEAD", "OPTIONS"})
    if allowed:
        raise Problem(405, "method-not-allowed",
                      f"{request.method} is not allowed on {request.path}; use {', '.join(allowed)}",
                      headers={"Allow": ", ".join(allowed)})
    raise Problem(404, "not-found", f"no API resource at /api/{rest}")


def _methods_of(path: str) -> set[str]:
    """The methods the API's own routes (not this catch-all) answer on ``path``."""
    adapter = current_app.url_map.bind("localhost")
    found = set()
    for method in ("GET", "POST", "PUT", "PATCH", "DELETE"):
        try:
            endpoint, _ = adapter.match(path, method=method)
        except HTTPException:
            continue
        if endpoint != "meta.api_not_found":
            found.add(method)
    return found


@bp.get("/api/v1/push/key")
def push_key():
    """The site's VAPID public key, for a browser's ``pushManager.subscribe``."""
    key = push.vapid(matches().store.r, current_app.config)
    return json_response({"public_key": push.public_key(key)},
                         headers={"Cache-Control": "no-cache"})


@bp.get("/")
@compressed
def index():
    return _page_file("index.html")


# What the pages load; the rest of frontend/ (its build tools) is not for browsers.
SERVED = ("js/", "css/", "img/", "sw.js", "manifest.webmanifest")


@bp.get("/<path:name>")
@compressed
def static_file(name):
    if not name.startswith(SERVED) or any(part.startswith(".") for part in name.split("/")):
        raise Problem(404, "not-found", f"no page at /{name}")
    return _page_file(name)


def _page_file(name: str):
    """A frontend file read whole (they are small), so it can be sent compressed (compression.py)."""
    resp = send_from_directory(frontend_dir(), name)
    if resp.status_code == 200:
        resp.direct_passthrough = False
        resp.make_sequence()
    return resp


@bp.after_app_request
def _allow_on_options(resp):
    """OPTIONS on an API path names the methods it really answers: Flask would list every
    method the catch-all above takes. (A CORS preflight keeps its own headers.)"""
    if request.method == "OPTIONS" and request.path.startswith("/api/") \
            and "Access-Control-Request-Method" not in request.headers:
        allowed = _methods_of(request.path)
        if not allowed:
            return problem_response(404, "not-found", f"no API resource at {request.path}")
        allowed |= {"OPTIONS"} | ({"HEAD"} if "GET" in allowed else set())
        resp.headers["Allow"] = ", ".join(sorted(allowed))
    return resp
