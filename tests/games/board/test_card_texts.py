"""The board page's card texts in three languages: every house, Westeros and wildling card of
both editions and every dominance token that has an English text has a Russian and a
Bulgarian one (data/<edition>/texts.json through frontend/tools/build_data.py), and the
1st edition's reconstructed house cards stay marked as such."""
import json
import re

import pytest

from api.games.board.edition import edition_named
from tests.support.frontend_data import ROOT, written

MAP = written("board-map.js")
FIRST = MAP["editions"]["1e"]
CYRILLIC = re.compile(r"[а-яА-ЯёЁъЪ]")
# what a player must never read: the engine data's notes for developers
DEV_NOTES = re.compile(r"README|Swords and Ravens|Thronemaster|\bspec\b|§")


def _texts_of(edition: str) -> dict:
    return json.loads((ROOT / "api/games/board/data" / edition / "texts.json").read_text(encoding="utf-8"))


def _shown_cards():
    """(label, forms) of every card text the page can open, both editions."""
    for cid, c in MAP["houseCards"].items():
        yield f"2e house {cid}", c["text"]
    for cid, c in MAP["eventCards"].items():
        yield f"2e event {cid}", c["text"]
    for cid, c in FIRST["houseCards"].items():
        yield f"1e house {cid}", c["text"]
    for cid, c in FIRST["eventCards"].items():
        yield f"1e event {cid}", c["text"]
    for tokens, ed in ((MAP["tokens"], "2e"), (FIRST["tokens"], "1e")):
        for tid, t in tokens.items():
            yield f"{ed} token {tid}", t["text"]
            yield f"{ed} token name {tid}", t["name"]


SHOWN = dict(_shown_cards())


@pytest.mark.parametrize("label", sorted(SHOWN))
def test_every_shown_text_has_russian_and_bulgarian(label):
    forms = SHOWN[label]
    if not forms.get("en"):
        assert set(forms) == {"en"}, label     # a card without an ability has no text anywhere
        return
    for lang in ("ru", "bg"):
        text = forms.get(lang) or ""
        assert text.strip(), (label, lang)
        assert CYRILLIC.search(text) and text != forms["en"], (label, lang)
    assert forms["ru"] != forms["bg"], label
    # the wildling cards' outcomes are line by line in every language
    assert forms["ru"].count("\n") == forms["bg"].count("\n") == forms["en"].count("\n"), label


def test_no_text_carries_notes_for_developers():
    for label, forms in SHOWN.items():
        for lang, text in forms.items():
            assert not DEV_NOTES.search(text), (label, lang, text)


def test_every_card_of_every_deck_is_on_the_page():
    for ed_id, house, events in (("2e", MAP["houseCards"], MAP["eventCards"]),
                                 ("1e", FIRST["houseCards"], {**MAP["eventCards"], **FIRST["eventCards"]})):
        ed = edition_named(ed_id)
        assert set(house) == set(ed.house_cards)
        assert set(ed.westeros_cards) | set(ed.wildling_cards) <= set(events)
    assert set(MAP["tokens"]) == set(FIRST["tokens"]) == {"iron_throne", "valyrian_steel_blade", "messenger_raven"}


def test_a_first_edition_game_reads_its_own_westeros_text_where_it_differs():
    # 1e's Rains of Autumn stops Footmen's support; the 2nd edition's forbids March +1
    assert "Footm" in FIRST["eventCards"]["rains_of_autumn"]["text"]["en"]
    assert "Пеш" in FIRST["eventCards"]["rains_of_autumn"]["text"]["ru"]
    assert "March +1" in MAP["eventCards"]["rains_of_autumn"]["text"]["en"]


def test_first_edition_house_cards_stay_labelled_reconstructed():
    assert all(c.get("reconstructed") for c in FIRST["houseCards"].values())
    assert not any(c.get("reconstructed") for c in MAP["houseCards"].values())


@pytest.mark.parametrize("edition", ["2e", "1e"])
def test_texts_files_name_only_real_cards(edition):
    # a misspelt id would be a text no page ever shows while its card stays English
    ed, data = edition_named(edition), _texts_of(edition)
    assert set(data["houseCards"]) <= set(ed.house_cards)
    assert set(data["westerosCards"]) <= set(ed.westeros_cards)
    assert set(data["wildlingCards"]) <= set(ed.wildling_cards)
