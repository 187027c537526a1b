"""A Python client generated from openapi.yaml by openapi-python-client, as an integrator makes
one: the tests then play through its typed calls only, so a contract that a generator reads
wrongly (a dropped model, an action stripped to its `type`) fails here, not at a user's."""
import importlib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "rookery_client"
CONFIG = f"post_hooks: []\nproject_name_override: rookery-client\npackage_name_override: {PACKAGE}\n"

# What the generator may still say about our contract, and why that is acceptable.
ACCEPTED_WARNINGS = (
    # GET /openapi.yaml answers YAML; the generator models JSON bodies only. The operation is
    # still generated (it returns the raw response), and nobody plays through it.
    "Unsupported content_type application/yaml",
)


def generate(into: Path) -> tuple[object, str]:
    """Generate the client under ``into`` and import it; (the package, the generator's report)."""
    (into / "config.yaml").write_text(CONFIG)
    run = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path",
         str(ROOT / "openapi.yaml"), "--config", str(into / "config.yaml"), "--meta", "none",
         "--output-path", str(into / PACKAGE), "--overwrite"],
        capture_output=True, text=True, timeout=120)
    report = run.stdout + run.stderr
    if run.returncode != 0:
        raise RuntimeError(f"openapi-python-client failed:\n{report}")
    sys.path.insert(0, str(into))
    return importlib.import_module(PACKAGE), report


def unexpected_warnings(report: str) -> list[str]:
    """The generator's warnings (each a block from a `WARNING ...` or `Unable to process ...`
    line on) that are not among ACCEPTED_WARNINGS."""
    blocks = re.split(r"\n(?=WARNING |Unable to process )", report)[1:]
    return [b for b in blocks if not any(ok in b for ok in ACCEPTED_WARNINGS)]
