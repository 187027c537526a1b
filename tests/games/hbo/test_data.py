"""The project's copy of the reconstructed HBO pool holds what the data README states
(shared data README §9 "Verified totals", §2.2, §5): counts by type, deck sizes, scenario sets,
the seed's fixed facts."""
from collections import Counter

from api.games.hbo.catalog import CARDS, DECKS, NOTICE, draw_deck, scenarios


def test_distinct_cards_by_type():
    assert len(CARDS) == 100
    assert Counter(c["type"] for c in CARDS.values()) == {
        "character": 39, "location": 12, "attachment": 7, "event": 10, "scenario": 32}
    assert Counter(c["faction"] for c in CARDS.values()) == {
        "stark": 29, "lannister": 29, "neutral": 42}


def test_decks_are_fifty_cards_with_the_stated_make_up():
    for house, distinct, by_type in (
            ("stark", 37, {"character": 28, "location": 10, "attachment": 4, "event": 8}),
            ("lannister", 38, {"character": 28, "location": 9, "attachment": 4, "event": 9})):
        deck = draw_deck(house)
        assert len(deck) == 50 and len(set(deck)) == distinct
        assert Counter(CARDS[c]["type"] for c in deck) == by_type
        chars = [CARDS[c] for c in deck if CARDS[c]["type"] == "character"]
        assert sum(c["cost"] for c in chars) == 78 and sum(c["strength"] for c in chars) == 66


def test_scenario_sets():
    for house in ("stark", "lannister"):
        sc = [CARDS[c] for c in scenarios(house)]
        assert len(sc) == 7 and all(c["scenario_set"] == house for c in sc)
        assert sum(c["plot"]["income"] for c in sc) == 33
        assert sum(c["plot"]["initiative"] for c in sc) == 30
        assert sum(c["plot"]["claim"] for c in sc) == 8
    assert len(DECKS["draft_pool"]) == 18
    assert all(CARDS[c]["scenario_set"] == "draft" for c in DECKS["draft_pool"])


def test_seed_and_report_facts():
    assert CARDS["hear_me_roar"]["plot"] == {"income": 5, "initiative": 6, "claim": 1,
                                             "reserve": None}
    assert CARDS["calling_the_banners"]["plot"]["income"] == 6
    assert CARDS["the_hound"]["strength"] == 3 and "military" in CARDS["the_hound"]["icons"]
    assert CARDS["citadel_of_winterfell"]["keywords"] == ["limited"]
    assert DECKS["stark"]["draw"]["citadel_of_winterfell"] >= 2
    assert DECKS["stark"]["draw"]["eddard_stark"] >= 2
    assert (CARDS["arya_stark"]["cost"] + CARDS["jon_snow"]["cost"]
            + CARDS["citadel_of_winterfell"]["cost"]) == 5
    assert "Ally" in CARDS["varys"]["traits"]
    assert sorted(c for c, r in CARDS.items() if not r["reconstructed"]) == [
        "calling_the_banners", "hear_me_roar"]


def test_every_card_has_at_most_one_ability_and_is_marked_reconstructed():
    assert "reconstruct" in NOTICE.lower()
    abilities = Counter(c["ability"]["trigger"] if c["ability"] else None
                        for c in CARDS.values())
    assert abilities == {"passive": 32, "reaction": 21, "action": 18, "when_revealed": 12,
                         "save": 2, None: 15}


def test_every_card_has_its_name_and_text_in_three_languages():
    """Our own words in ru and bg (the data is English only): a name for every card, a text
    for every card that has one in English, with the same lines (keywords, then the ability),
    and the game's numbers kept."""
    import re

    from api.games.hbo.words import TEXTS
    for code in CARDS:
        en = TEXTS["en"][code]
        for lang in ("ru", "bg"):
            mine = TEXTS[lang][code]
            assert mine["name"] and mine["name"] != en["name"], (lang, code)
            assert bool(mine.get("text")) == bool(en.get("text")), (lang, code)
            if en.get("text"):
                assert mine["text"].count("\n") == en["text"].count("\n"), (lang, code)
                assert re.findall(r"\d+", mine["text"]) == re.findall(r"\d+", en["text"]) \
                    or code in ("joffrey_baratheon", "tyrion_lannister", "superior_claim",
                                "put_to_the_sword", "winter_is_coming"), (lang, code)
