"""The coverage doc's card table is current, and no scripted card goes untested (D13)."""
from api.games.lcg2e.catalog import CATALOG
from tests.games.lcg2e import coverage


def test_card_table_in_the_coverage_doc_is_current():
    assert coverage.current() == coverage.table(), \
        "run: python -m tests.games.lcg2e.coverage"


def test_every_scripted_card_has_its_own_test():
    scripted = {code for code, s in CATALOG.scripts.items() if not s.vanilla}
    assert scripted - coverage.tested_codes() == set()


def test_every_learning_deck_card_is_scripted_or_vanilla():
    """Both learning decks (draw cards and plots) play by their printed text: every card has
    abilities registered or is declared vanilla (test_cards checks vanilla against prints)."""
    import json
    from pathlib import Path

    import api.games.lcg2e as lcg2e
    decks = json.loads((Path(lcg2e.__file__).parent / "data" / "decks.json").read_text())
    missing = set()
    for name in ("learning-stark", "learning-lannister"):
        deck = decks[name]
        missing |= {c for c in [*deck["draw"], *deck["plots"]] if c not in CATALOG.scripts}
    assert missing == set()
