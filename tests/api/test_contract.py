"""openapi.yaml is the contract: valid 3.1, clean under Redocly's recommended rules, shaped so
client generators keep every model, and exactly the app's routes."""
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import yaml
from openapi_spec_validator import validate

ROOT = Path(__file__).resolve().parents[2]
SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text())

# Routes that serve files, not API operations: the frontend and the docs page's assets.
NOT_API = {"/", "/<path:name>", "/docs/assets/<path:name>", "/api/<path:rest>"}


def test_spec_is_valid_openapi_3_1():
    assert SPEC["openapi"].startswith("3.1")
    validate(SPEC)


REDOCLY = ROOT / "node_modules" / ".bin" / "redocly"


def test_redocly_recommended_lint_finds_nothing():
    """`make test` installs the Node tools (and sets ROOKERY_REQUIRE_NODE_TOOLS, so their absence
    fails there); a bare pytest without them skips. Findings set aside, each with its reason,
    are in .redocly.lint-ignore.yaml."""
    if not REDOCLY.exists() or not shutil.which("node"):
        if os.environ.get("ROOKERY_REQUIRE_NODE_TOOLS"):
            pytest.fail("node_modules/.bin/redocly is missing: run `make node-tools`")
        pytest.skip("Redocly CLI not installed (make node-tools)")
    run = subprocess.run([str(REDOCLY), "lint", "openapi.yaml", "--extends", "recommended",
                          "--format", "json"], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, env={**os.environ, "REDOCLY_TELEMETRY": "off",
                                           "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"})
    found = json.loads(run.stdout)
    assert found["totals"]["errors"] == 0 and found["totals"]["warnings"] == 0, \
        json.dumps(found["problems"], indent=1)[:4000]


def schemas_in(node, where="#"):
    """Every schema object in the document, with where it is (for messages)."""
    if isinstance(node, dict):
        if "type" in node or "$ref" in node or "anyOf" in node:
            yield where, node
        for key, value in node.items():
            yield from schemas_in(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from schemas_in(value, f"{where}/{i}")


def test_every_array_says_what_it_holds():
    bare = [w for w, s in schemas_in(SPEC) if s.get("type") == "array" and "items" not in s]
    assert bare == []


def test_nullable_objects_are_written_as_any_of_a_reference_and_null():
    # `type: [object, "null"]` with properties is what openapi-python-client cannot read.
    mixed = [w for w, s in schemas_in(SPEC)
             if isinstance(s.get("type"), list) and "object" in s["type"]]
    assert mixed == []


def test_every_action_is_the_one_open_action_schema():
    action = SPEC["components"]["schemas"]["Action"]
    assert action["required"] == ["type"] and action["additionalProperties"] is True
    actions = [(w, s) for w, s in schemas_in(SPEC) if w.endswith("/properties/action")]
    assert len(actions) == 3      # a decision's options, the request, the action log
    assert all(s.get("$ref") == "#/components/schemas/Action" for _, s in actions), actions


def test_every_operation_declares_security_and_every_tag_is_described():
    ops = [(p, m, op) for p, item in SPEC["paths"].items() for m, op in item.items()
           if m in ("get", "post", "put", "patch", "delete")]
    assert [(p, m) for p, m, op in ops if "security" not in op] == []
    assert all(t.get("description") for t in SPEC["tags"])
    assert SPEC["info"]["license"].get("identifier") or SPEC["info"]["license"].get("url")


def test_every_json_answer_and_body_is_a_named_schema():
    """Generators name inline schemas after their operation (JoinMatchResponse201); a named
    component gives integrators a model they can call by its meaning (Joined)."""
    inline = []
    for path, item in SPEC["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            bodies = [("request", op.get("requestBody", {}))] + list(op["responses"].items())
            for status, part in bodies:
                schema = part.get("content", {}).get("application/json", {}).get("schema")
                if schema is None or "$ref" in schema or \
                        (schema.get("type") == "array" and "$ref" in schema["items"]):
                    continue
                inline.append((method, path, status))
    assert inline == []


def test_cursor_is_text_both_ways():
    op = SPEC["paths"]["/api/v1/matches"]["get"]
    cursor = next(p for p in op["parameters"] if p.get("name") == "cursor")
    page = SPEC["components"]["schemas"]["MatchPage"]
    assert cursor["schema"]["type"] == "string"
    assert page["properties"]["next_cursor"]["type"] == ["string", "null"]


def test_validation_errors_are_flat_lists_of_texts(client):
    r = client.post("/api/v1/matches", json={"game": "btwixt", "players": 3, "bots": [9, "x"]})
    assert r.status_code == 422
    assert r.json["errors"] == {"bots.0": [r.json["errors"]["bots.0"][0]],
                                "bots.1": ["Not a valid integer."]}
    assert r.json["detail"] == "invalid fields: bots.0, bots.1"


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
