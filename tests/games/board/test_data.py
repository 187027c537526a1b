"""The invariants of the reference data checker, run on this package's own copy of the data."""
import importlib.util
import sys
from pathlib import Path

import pytest

from api.games.board import edition as edition_module
from api.games.board.edition import edition_named

ED = edition_named("2e")

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
    chk.DATA_DIR = Path(edition_module.__file__).parent / "data" / "2e"
    m, s, cd = (chk.load(n) for n in ("map.json", "setup.json", "cards.json"))
    areas, _ = chk.check_map(m)
    chk.check_setup(s, areas)
    chk.check_cards(cd)
    assert chk.failures == []


def test_data_module_tables():
    assert len(ED.areas) == 58
    assert len(ED.house_cards) == 42
    assert sum(len(v) for v in ED.westeros_decks.values()) == 30
    assert len(ED.wildling_cards) == 9 and len(ED.tides_deck) == 24
    assert len(ED.order_tokens) == 15
    assert sum(1 for t in ED.order_tokens.values() if t["special"]) == 5
    assert ED.supply_limits[3] == [3, 2, 2, 2]
    assert ED.kings_court_stars[4] == [3, 2, 1, 0]


@pytest.mark.parametrize("a", sorted(ED.areas))
def test_adjacency_is_symmetric(a):
    for b in ED.areas[a]["adjacent"]:
        assert ED.is_adjacent(b, a)
