"""Operations endpoints (health, readiness, metrics), the contract and its docs page,
and the static frontend."""
from pathlib import Path

import swagger_ui_bundle
from flask import Blueprint, Response, current_app, send_from_directory

from api import metrics
from api.jsonio import json_response
from api.problems import Problem

bp = Blueprint("meta", __name__)

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"

DOCS_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rookery API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script></body></html>"""

DOCS_INIT = "window.ui = SwaggerUIBundle({url: '/openapi.yaml', dom_id: '#ui'});\n"


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
    return send_from_directory(swagger_ui_bundle.swagger_ui_path, name)


def frontend_dir() -> Path:
    configured = current_app.config.get("FRONTEND_DIR")
    return Path(configured) if configured else ROOT / "frontend"


@bp.route("/api/<path:rest>", methods=["GET", "POST"])
def api_not_found(rest):
    # Without this, an unknown API path would fall to the frontend's GET-only route (405).
    raise Problem(404, "not-found", f"no API resource at /api/{rest}")


@bp.get("/")
def index():
    return send_from_directory(frontend_dir(), "index.html")


# What the pages load; the rest of frontend/ (its build tools) is not for browsers.
SERVED = ("js/", "css/", "img/")


@bp.get("/<path:name>")
def static_file(name):
    if not name.startswith(SERVED) or any(part.startswith(".") for part in name.split("/")):
        raise Problem(404, "not-found", f"no page at /{name}")
    return send_from_directory(frontend_dir(), name)
