"""openapi.yaml is the contract: valid 3.1, and exactly the app's routes."""
import re
from pathlib import Path

import yaml
from openapi_spec_validator import validate

ROOT = Path(__file__).resolve().parents[2]
SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text())

# Routes that serve files, not API operations: the frontend and the docs page's assets.
NOT_API = {"/", "/<path:name>", "/docs/assets/<path:name>", "/api/<path:rest>"}


def test_spec_is_valid_openapi_3_1():
    assert SPEC["openapi"].startswith("3.1")
    validate(SPEC)


def test_app_routes_equal_spec_paths(app):
    routes = {}
    for rule in app.url_map.iter_rules():
        if rule.rule in NOT_API:
            continue
        path = re.sub(r"<(?:[a-z]+(?:\([^)]*\))?:)?([a-z_]+)>", r"{\1}", rule.rule)
        routes.setdefault(path, set()).update(m.lower() for m in rule.methods - {"HEAD", "OPTIONS"})
    spec = {p: {m for m in ops if m in ("get", "post", "put", "patch", "delete")}
            for p, ops in SPEC["paths"].items()}
    assert routes == spec


def test_every_problem_code_in_the_code_is_a_stable_kebab_name():
    codes = set()
    for f in (ROOT / "api").rglob("*.py"):
        codes |= set(re.findall(r'Problem\(\d{3}, "([^"]+)"', f.read_text()))
    assert codes and all(re.fullmatch(r"[a-z][a-z0-9-]*(/[a-z0-9-]+)?", c) for c in codes), codes


def test_openapi_and_docs_are_served(client):
    r = client.get("/openapi.yaml")
    assert r.status_code == 200 and yaml.safe_load(r.data)["openapi"] == SPEC["openapi"]
    page = client.get("/docs")
    assert page.status_code == 200 and b"swagger-ui-bundle.js" in page.data
    asset = client.c.get("/docs/assets/swagger-ui-bundle.js")
    assert asset.status_code == 200 and len(asset.data) > 100_000


def test_health_readiness_and_metrics(client):
    assert client.get("/healthz").json == {"status": "ok"}
    assert client.get("/readyz").json == {"status": "ready"}
    client.get("/api/v1/games")
    text = client.get("/metrics").data.decode()
    assert "rookery_http_requests_total" in text


def test_metrics_count_each_request_and_fold_odd_methods(client):
    def count(text, **labels):
        return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
                   if line.startswith("rookery_http_requests_total{") and all(
                       f'{k}="{v}"' in line for k, v in labels.items()))
    before = client.get("/metrics").data.decode()
    for _ in range(3):
        client.get("/api/v1/games")
    client.c.open("/api/v1/games", method="BREW")
    after = client.get("/metrics").data.decode()
    route = "/api/v1/games"
    assert count(after, method="GET", route=route, status=200) == \
        count(before, method="GET", route=route, status=200) + 3
    assert "BREW" not in after      # a client cannot mint label values
    assert count(after, method="OTHER", status=405) == count(before, method="OTHER", status=405) + 1


def test_readyz_is_503_when_redis_is_gone():
    from api import create_app
    app = create_app({"REDIS_URL": "redis://127.0.0.1:1/0", "RATE_LIMIT_ENABLED": False})
    r = app.test_client().get("/readyz")
    assert r.status_code == 503 and r.json["code"] == "store-unavailable"
