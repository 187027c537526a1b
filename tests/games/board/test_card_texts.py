"""The board page's card texts in three languages: every house, Westeros and wildling card of
both editions and every dominance token that has an English text has a Russian and a
Bulgarian one (data/<edition>/texts.json through frontend/tools/build_data.py, written one
module a language: js/data/board-texts-<lang>.js), and the 1st edition's reconstructed house
cards stay marked as such."""
import json
import re

import pytest

from api.games.board.edition import edition_named
from tests.support.frontend_data import DATA, ROOT, build_tool, written

MAP = written("board-map.js")
FIRST = MAP["editions"]["1e"]
LANGS = ("en", "ru", "bg")
# the cards' texts, one module a language (the page loads its own language's only)
TEXTS = {lang: written(f"board-texts-{lang}.js") for lang in LANGS}
CYRILLIC = re.compile(r"[а-яА-ЯёЁъЪ]")
# what a player must never read: the engine data's notes for developers
DEV_NOTES = re.compile(r"README|Swords and Ravens|Thronemaster|\bspec\b|§")
SECTIONS = ("houseCards", "eventCards", "tokens")


def _texts_of(edition: str) -> dict:
    return json.loads((ROOT / "api/games/board/data" / edition / "texts.json").read_text(encoding="utf-8"))


def _table(texts: dict, section: str, edition: str) -> dict:
    return (texts if edition == "2e" else texts["editions"][edition])[section]


def forms_of(section: str, cid: str, edition: str = "2e") -> dict:
    """A card's text in the languages that have their own ({lang: text}), as the page reads it
    from the language modules; a module's ``{"en": ...}`` entry is the English shown for want
    of a translation, so it does not count as that language's."""
    out = {}
    for lang, texts in TEXTS.items():
        text = _table(texts, section, edition).get(cid)
        if isinstance(text, str):
            out[lang] = text
    return out


def _shown_cards():
    """(label, forms) of every card text the page can open, both editions."""
    for ed, entries in (("2e", MAP), ("1e", FIRST)):
        for section, kind in (("houseCards", "house"), ("eventCards", "event")):
            for cid in entries[section]:
                yield f"{ed} {kind} {cid}", forms_of(section, cid, ed)
        for tid, t in entries["tokens"].items():
            yield f"{ed} token {tid}", forms_of("tokens", tid, ed)
            yield f"{ed} token name {tid}", t["name"]


SHOWN = dict(_shown_cards())


@pytest.mark.parametrize("label", sorted(SHOWN))
def test_every_shown_text_has_russian_and_bulgarian(label):
    forms = SHOWN[label]
    if not forms:
        return          # a card without an ability has no text in any language
    assert forms.get("en"), label
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
    assert "Footm" in forms_of("eventCards", "rains_of_autumn", "1e")["en"]
    assert "Пеш" in forms_of("eventCards", "rains_of_autumn", "1e")["ru"]
    assert "March +1" in forms_of("eventCards", "rains_of_autumn")["en"]


@pytest.mark.parametrize("edition", ["2e", "1e"])
@pytest.mark.parametrize("section", SECTIONS)
def test_each_language_module_has_the_texts_of_the_same_cards_and_no_other(section, edition):
    # a card the English module has but another lacks would open as "no ability" in that language
    cards = (MAP if edition == "2e" else FIRST)[section]
    english = _table(TEXTS["en"], section, edition)
    assert set(english) <= set(cards)
    assert english, (section, edition)
    for lang in ("ru", "bg"):
        assert set(_table(TEXTS[lang], section, edition)) == set(english), (lang, section, edition)


def test_the_map_module_carries_no_card_text():
    # the texts are in the language modules only: the map module is loaded whatever the language
    for entries in (MAP, FIRST):
        for section in SECTIONS:
            assert not any("text" in card for card in entries[section].values()), section
    assert forms_of("eventCards", "rains_of_autumn")["en"] not in (DATA / "board-map.js").read_text(encoding="utf-8")


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


def test_a_language_lacking_a_text_gets_the_english_marked_as_english(monkeypatch):
    # every card has its three texts today, so the case is built: the page must still show the
    # English with its "in English for now" note rather than "no ability"
    tool = build_tool()
    empty = {"houseCards": {}, "eventCards": {}, "tokens": {}}
    data = {"houseCards": {"a": {"text": {"en": "A", "ru": "Ру"}}, "b": {"text": {"en": ""}}},
            "eventCards": {"c": {"text": {"en": "C"}}}, "tokens": {}, "editions": {"1e": dict(empty)}}
    monkeypatch.setattr(tool, "_board", lambda: json.dumps(data))
    assert tool.board_texts("ru") == {"houseCards": {"a": "Ру"}, "eventCards": {"c": {"en": "C"}},
                                      "tokens": {}, "editions": {"1e": empty}}
    assert tool.board_texts("en")["houseCards"] == {"a": "A"}
    assert tool.board_map()["houseCards"] == {"a": {}, "b": {}}
