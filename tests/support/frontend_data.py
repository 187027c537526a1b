"""The browser's generated data modules (frontend/js/data/*.js, written by
frontend/tools/build_data.py) as the tests read them: the tool loaded as a module, and a
written file's JSON body."""
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "frontend" / "js" / "data"


def build_tool():
    path = ROOT / "frontend" / "tools" / "build_data.py"
    spec = importlib.util.spec_from_file_location("frontend_build_data", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def written(name: str) -> dict:
    body = (DATA / name).read_text(encoding="utf-8")
    return json.loads(body.split("export default ", 1)[1].rstrip().rstrip(";"))


def assert_up_to_date(name: str):
    tool = build_tool()
    assert (DATA / name).read_text(encoding="utf-8") == tool.render(tool.MODULES[name]()), \
        f"run {tool.__file__} to regenerate {name}"
