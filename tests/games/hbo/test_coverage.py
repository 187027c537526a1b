"""Every card of the pool has a test of its own in test_cards.py (``test_card_<code>``, or the
vanilla test for a card without ability), unless its ability is one the flow does not run
yet (abilities.NOT_RUN, listed as "not yet" in docs/rules-coverage/hbo.md)."""
from api.games.hbo.abilities import NOT_RUN
from api.games.hbo.catalog import CARDS
from tests.games.hbo import test_cards


def test_every_card_has_a_test_or_is_listed_not_yet():
    tested = {name[len("test_card_"):] for name in dir(test_cards) if name.startswith("test_card_")}
    vanilla = set(test_cards.VANILLA)
    missing = [c for c in CARDS if c not in tested and c not in vanilla and c not in NOT_RUN]
    assert missing == []
    assert not set(NOT_RUN) & tested        # a card tested as run is not listed "not yet"


def test_the_not_yet_list_is_in_the_coverage_file():
    import pathlib
    doc = (pathlib.Path(__file__).parents[3] / "docs" / "rules-coverage" / "hbo.md").read_text()
    table = doc[doc.index("## Card abilities the flow does not run yet"):]
    listed = {line.split("`")[1] for line in table.splitlines() if line.startswith("| `")}
    assert listed == set(NOT_RUN)
