"""Card names and texts of the LCG 2nd-edition Core Set in en, ru, bg (api/games/lcg2e/data/texts).

Every card of the pool is there in each language, the markup is one the frontend can render, the
three languages of a card carry the same icons, factions, traits, keywords, plot modifiers and named
cards, and no text repeats the printed card text. The printed facts come from printed_texts.json,
where the printed prose is kept only as hashes.
"""
import json
from collections import Counter
from pathlib import Path

import pytest

import api
from tests.games.lcg2e.texts_markup import (FACTIONS, TOKENS, digest, parse, sentences, windows,
                                            words)

TEXTS = Path(api.__file__).parent / "games" / "lcg2e" / "data" / "texts"
LANGS = ("en", "ru", "bg")
REF = json.loads((Path(__file__).parent / "printed_texts.json").read_text(encoding="utf-8"))
CODES = sorted(REF["cards"])
DOCS = {lang: json.loads((TEXTS / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGS}
TERMS = {lang: DOCS[lang]["terms"] for lang in LANGS}


def text(lang, code):
    return DOCS[lang][code]["text"]


def trait_keys(lang, code):
    """The English trait names behind the *Trait* marks of a localised text."""
    back = {local: key for key, local in TERMS[lang]["traits"].items()}
    return {back[t] for t in parse(text(lang, code))["traits"]}


def test_pool_has_211_codes_from_01001_to_01211():
    assert len(CODES) == 211
    assert CODES == [f"01{n:03d}" for n in range(1, 212)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_name_and_a_text(lang):
    doc = DOCS[lang]
    assert set(doc) == {"terms", *CODES}
    for code in CODES:
        entry = doc[code]
        assert set(entry) == {"name", "text"}, code
        assert isinstance(entry["name"], str) and entry["name"].strip() == entry["name"] != "", code
        body = entry["text"]
        assert isinstance(body, str) and body.strip() == body, code
        assert "  " not in body and "\n\n" not in body, code
        assert (body == "") == REF["cards"][code]["empty"], code


def test_english_names_are_the_printed_titles():
    wrong = [c for c in CODES if digest(DOCS["en"][c]["name"]) != REF["cards"][c]["name_sha"]]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGS)
def test_names_are_distinct(lang):
    names = Counter(DOCS[lang][c]["name"] for c in CODES)
    assert [n for n, k in names.items() if k > 1] == []


@pytest.mark.parametrize("lang", LANGS)
def test_terms_have_the_same_entries_in_every_language(lang):
    for table, entries in TERMS["en"].items():
        assert set(TERMS[lang][table]) == set(entries), table
        assert all(isinstance(v, str) and v for v in TERMS[lang][table].values()), table
    printed = {t for c in CODES for t in REF["cards"][c]["traits"]}
    assert set(TERMS[lang]["traits"]) == printed
    assert set(TERMS[lang]["factions"]) == {*FACTIONS, "neutral"}
    for table in ("traits", "abilities", "keywords"):
        assert len(set(TERMS[lang][table].values())) == len(TERMS[lang][table]), table


@pytest.mark.parametrize("lang", LANGS)
def test_markup_is_well_formed(lang):
    precursors = set(TERMS[lang]["abilities"].values())
    traits = set(TERMS[lang]["traits"].values())
    for code in CODES:
        body, name = text(lang, code), DOCS[lang][code]["name"]
        assert not set("<>*[]{}") & set(name), code
        marks = parse(body)  # raises on stray or misplaced markup
        assert set(marks["precursors"]) <= precursors, (code, marks["precursors"])
        assert set(marks["traits"]) <= traits, (code, marks["traits"])
        assert set(marks["tokens"]) <= TOKENS, (code, marks["tokens"])


def test_markup_rejects_what_the_renderer_would_not_understand():
    for bad in ("Kneel *Lord.", "a [dragon icon", "**Reaction: after", "x **Action:** y",
                "<b>Action:</b> y", "{01052}"):
        with pytest.raises(ValueError):
            parse(bad)
    assert parse("**Action:** Kneel a *Lord* [stark] character.") == {
        "precursors": ["Action"], "traits": ["Lord"], "tokens": ["stark"]}


@pytest.mark.parametrize("code", CODES)
def test_languages_carry_the_same_icons_factions_and_traits(code):
    tokens = {lang: Counter(parse(text(lang, code))["tokens"]) for lang in LANGS}
    assert tokens["ru"] == tokens["en"] == tokens["bg"]
    assert set(tokens["en"]) == set(REF["cards"][code]["tokens"])
    traits = {lang: trait_keys(lang, code) for lang in LANGS}
    assert traits["ru"] == traits["en"] == traits["bg"]
    assert traits["en"] == set(REF["cards"][code]["traits_referenced"])


def localised_keyword(lang, keyword):
    """'Ambush (2)' / 'No attachments except Weapon' / 'Stealth' as written in a language's text."""
    kw, traits = TERMS[lang]["keywords"], TERMS[lang]["traits"]
    if keyword.startswith("Ambush"):
        return f"{kw['ambush']} {keyword.split(' ', 1)[1]}"
    if keyword.startswith("No attachments except "):
        return f"{kw['no_attachments_except']} *{traits[keyword.rsplit(' ', 1)[1]]}*"
    return kw[keyword.lower().replace(" ", "_")]


@pytest.mark.parametrize("lang", LANGS)
def test_printed_keywords_and_plot_modifiers_appear(lang):
    for code in CODES:
        card = REF["cards"][code]
        first = text(lang, code).split("\n")[0]
        for keyword in card["keywords"]:
            assert localised_keyword(lang, keyword) in first, (code, keyword)
        for value, amount in card["modifiers"].items():
            line = f"+{amount} {TERMS[lang]['plot_values'][value]}".lower()
            assert line in text(lang, code).lower(), (code, value)


def name_forms(lang, name):
    """A card name as it may stand in running text; Bulgarian swaps the full article for the short
    one in object position (Валът -> Вала, Десният -> Десния)."""
    forms = {name}
    if lang == "bg":
        for full, short in (("ът", "а"), ("ят", "я")):
            forms |= {" ".join(w[:-2] + short if w.endswith(full) else w for w in name.split())}
    return forms


@pytest.mark.parametrize("lang", LANGS)
def test_cards_named_in_a_text_are_named_in_every_language(lang):
    for code in CODES:
        for other in REF["cards"][code]["names_referenced"]:
            forms = name_forms(lang, DOCS[lang][other]["name"])
            assert any(f in text(lang, code) for f in forms), (code, other, forms)


@pytest.mark.parametrize("lang", LANGS)
def test_texts_are_in_our_own_words(lang):
    """No text equals its printed text, repeats a printed sentence or a run of `window` words."""
    printed_sentences, printed_windows = set(REF["sentences"]), set(REF["windows"])
    for code in CODES:
        card, body = REF["cards"][code], text(lang, code)
        if card["empty"]:
            continue
        assert digest(" ".join(words(body))) != card["text_sha"], code
        assert [s for s in sentences(body) if digest(s) in printed_sentences] == [], code
        assert [w for w in windows(body, REF["window"]) if digest(w) in printed_windows] == [], code


def test_the_copy_check_can_fail():
    """The reference hashes follow texts_markup's normalisation (Counting Coppers' one printed
    sentence is found), and a text that reuses a sentence or a run of words is caught."""
    assert len(REF["sentences"]) > 200 and len(REF["windows"]) > 2000
    assert digest("draw 3 cards") in REF["sentences"]
    source = "**Action:** Kneel a Lord to gain 2 gold. Then shuffle your deck into the treasury."
    known_s = {digest(s) for s in sentences(source)}
    known_w = {digest(w) for w in windows(source, 8)}
    reuses_sentence = "**Reaction:** Kneel a *Lord* to gain 2 gold."
    reuses_words = "You may pay 2 gold, then shuffle your deck into the treasury."
    own = "**Action:** Gain 2 gold by kneeling a *Lord*. Then put your deck in the treasury."
    assert {digest(s) for s in sentences(reuses_sentence)} & known_s
    assert {digest(w) for w in windows(reuses_words, 8)} & known_w
    assert not {digest(s) for s in sentences(own)} & known_s
    assert not {digest(w) for w in windows(own, 8)} & known_w
