"""The browser's copy of the card game's data (frontend/js/data/lcg2e-cards.js, written by
frontend/tools/build_data.py) stays in step with the engine's data and texts."""
import importlib.util
import json
from pathlib import Path

from api.games.lcg2e.catalog import CARDS, FACTIONS
from api.games.lcg2e.words import TEXTS, card_name

ROOT = Path(__file__).resolve().parents[3]
WRITTEN = ROOT / "frontend" / "js" / "data" / "lcg2e-cards.js"


def _tool():
    path = ROOT / "frontend" / "tools" / "build_data.py"
    spec = importlib.util.spec_from_file_location("frontend_build_data", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _written() -> dict:
    body = WRITTEN.read_text(encoding="utf-8")
    return json.loads(body.split("export default ", 1)[1].rstrip().rstrip(";"))


def test_generated_card_data_is_up_to_date():
    """Edit the lcg2e data or texts, then run frontend/tools/build_data.py."""
    tool = _tool()
    assert WRITTEN.read_text(encoding="utf-8") == tool.render(tool.MODULES["lcg2e-cards.js"]()), \
        f"run {tool.__file__} to regenerate lcg2e-cards.js"


def test_every_card_and_faction_has_the_engines_names_in_three_languages():
    data = _written()
    assert set(data["cards"]) == set(CARDS)
    assert set(data["factions"]) == set(FACTIONS)
    for code, c in data["cards"].items():
        for lang in ("en", "ru", "bg"):
            assert c["name"][lang] == card_name(lang, code)
            assert c["text"][lang] == TEXTS[lang][code]["text"]
        assert c["type"] == CARDS[code]["type"]
        assert c.get("strength") == CARDS[code].get("strength")
    assert data["terms"]["ru"]["icons"]["military"] == TEXTS["ru"]["terms"]["icons"]["military"]
