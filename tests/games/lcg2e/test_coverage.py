"""The coverage doc's card table is current, and no scripted card goes untested (D13)."""
from api.games.lcg2e.catalog import CATALOG
from tests.games.lcg2e import coverage


def test_card_table_in_the_coverage_doc_is_current():
    assert coverage.current() == coverage.table(), \
        "run: python -m tests.games.lcg2e.coverage"


def test_every_scripted_card_has_its_own_test():
    scripted = {code for code, s in CATALOG.scripts.items() if not s.vanilla}
    assert scripted - coverage.tested_codes() == set()
