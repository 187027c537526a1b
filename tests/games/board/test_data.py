"""The invariants of the reference data checker, run on this package's own copy of the data."""
import importlib.util
import sys
from pathlib import Path

import pytest

from api.games.board import data

CHECKER = Path(__file__).parent / "data_invariants.py"


def _load_checker():
    spec = importlib.util.spec_from_file_location("board_data_invariants", CHECKER)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_copied_data_passes_every_invariant():
    chk = _load_checker()
    chk.failures.clear()
    chk.DATA_DIR = Path(data.__file__).parent / "data" / "2e"
    m, s, cd = (chk.load(n) for n in ("map.json", "setup.json", "cards.json"))
    areas, _ = chk.check_map(m)
    chk.check_setup(s, areas)
    chk.check_cards(cd)
    assert chk.failures == []


def test_data_module_tables():
    assert len(data.AREAS) == 58
    assert len(data.HOUSE_CARDS) == 42
    assert sum(len(v) for v in data.WESTEROS_DECKS.values()) == 30
    assert len(data.WILDLING_CARDS) == 9 and len(data.TIDES_DECK) == 24
    assert len(data.ORDER_TOKENS) == 15
    assert sum(1 for t in data.ORDER_TOKENS.values() if t["special"]) == 5
    assert data.SUPPLY_LIMITS[3] == [3, 2, 2, 2]
    assert data.KINGS_COURT_STARS[4] == [3, 2, 1, 0]


@pytest.mark.parametrize("a", sorted(data.AREAS))
def test_adjacency_is_symmetric(a):
    for b in data.AREAS[a]["adjacent"]:
        assert data.adjacent(b, a)
