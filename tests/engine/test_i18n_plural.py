"""English prompts count their things: "1 character", "2 characters", never "character(s)"."""
import pytest

from api.engine.i18n import english_plural
from api.games.lcg2e import words


def test_one_thing_is_singular_and_more_are_plural():
    assert english_plural("choose 1 character(s) to kill") == "choose 1 character to kill"
    assert english_plural("choose 2 character(s) to kill") == "choose 2 characters to kill"
    assert english_plural("up to 0 card(s)") == "up to 0 cards"
    assert english_plural("Вы сами (игрок 2)") == "Вы сами (игрок 2)"


@pytest.mark.parametrize("key", ["claim_military", "stand_limit", "reserve"])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_lcg2e_prompts_with_a_count_read_as_english(key, count):
    text = words.t("en", key, count=count)
    assert "(s)" not in text and str(count) in text
    assert ("characters" in text or "cards" in text) == (count != 1)


def test_a_prompt_naming_a_card_and_a_count():
    assert words.t("en", "ability_bottom", card="Old Forest Hunter", count=1).endswith(
        "choose up to 1 card to put on the bottom of your deck")
