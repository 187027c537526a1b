"""One source of the board game's proper names: data/names.json (ru, bg) over map.json and
cards.json (en), read by the prompts and, through frontend/tools/build_data.py, by the browser."""

import pytest

from api.games import REGISTRY
from api.games import board as game_module
from api.games.board.edition import edition_named
from api.games.board.wildlings.choice import push_choice
from board_helpers import frame, new_game, put, seat

from tests.support.frontend_data import assert_up_to_date, written

ED = edition_named("2e")

LANGS = ("en", "ru", "bg")
CARDS = {**ED.house_cards, **ED.westeros_cards, **ED.wildling_cards}


def test_names_table_covers_exactly_the_lands_seas_and_cards():
    ports = {a for a, r in ED.areas.items() if r["port_of"]}
    assert set(ED.names["areas"]) == set(ED.areas) - ports
    assert set(ED.names["houseCards"]) == set(ED.house_cards)
    assert set(ED.names["westerosCards"]) == set(ED.westeros_cards)
    assert set(ED.names["wildlingCards"]) == set(ED.wildling_cards)
    # one id never names two things, so the merged lookups cannot shadow each other
    assert len(CARDS) == len(ED.house_cards) + len(ED.westeros_cards) + len(ED.wildling_cards)
    assert not set(CARDS) & set(ED.areas)
    for section in ("areas", "houseCards", "westerosCards", "wildlingCards"):
        for key, forms in ED.names[section].items():
            assert set(forms) == {"ru", "bg"} and all(v.strip() for v in forms.values()), key


@pytest.mark.parametrize("area", sorted(ED.areas))
def test_every_area_has_a_name_in_every_language(area):
    names = [ED.area_name(area, lang) for lang in LANGS]
    assert all(n.strip() for n in names)
    assert names[0] == ED.areas[area]["name"]


def test_bulgarian_and_russian_area_names_are_translated():
    # a few names are the same word in both languages (Pyke -> Пайк is still not English)
    for lang in ("ru", "bg"):
        same = [a for a in ED.areas if ED.area_name(a, lang) == ED.area_name(a)]
        assert same == [], (lang, same)


def test_a_port_is_named_from_its_land():
    assert ED.area_name("port_of_winterfell") == "Port of Winterfell"
    assert ED.area_name("port_of_winterfell", "ru") == "Винтерфелл (порт)"
    assert ED.area_name("port_of_winterfell", "bg") == "Зимен хребет (пристанище)"


@pytest.mark.parametrize("card", sorted(CARDS))
def test_every_card_has_a_name_in_every_language(card):
    names = [ED.card_name(card, lang) for lang in LANGS]
    assert all(n.strip() for n in names)
    assert names[0] == CARDS[card]["name"]
    assert names[1] != names[0] and names[2] != names[0]


def test_an_unknown_language_falls_back_to_english():
    assert ED.area_name("winterfell", "de") == "Winterfell"
    assert ED.card_name("robb_stark", "de") == "Robb Stark"


@pytest.mark.parametrize("lang", ["ru", "bg"])
def test_prompts_name_areas_in_the_players_language(lang):
    game = REGISTRY["board2e"]
    s = new_game(4)
    put(s, "winterfell", "stark", "footman")
    frame(s, kind="march", house="stark", area="winterfell", plan=[])
    prompt = game.decisions(s, seat(s, "stark"), lang)[0]["prompt"]
    assert ED.area_name("winterfell", lang) in prompt
    assert "Winterfell" not in prompt


@pytest.mark.parametrize("lang", ["ru", "bg"])
def test_order_labels_name_areas_in_the_players_language(lang):
    game = REGISTRY["board2e"]
    s = new_game(4)
    labels = " ".join(o["label"] for o in game.decisions(s, seat(s, "stark"), lang)[0]["options"])
    assert ED.area_name("winterfell", lang) in labels and "Winterfell" not in labels


@pytest.mark.parametrize("stored_by_v1", [False, True])
def test_a_wildling_tie_break_names_its_card_even_from_a_frame_stored_without_it(stored_by_v1):
    # A schema-1 state (a match running across the upgrade) has no card on that frame: the
    # game's migration supplies it when the platform loads the match.
    game = REGISTRY["board2e"]
    s = new_game(4)
    if stored_by_v1:
        # pushed as the schema-1 engine did; the stored state is upgraded before it runs
        s["stack"] = [{"kind": "test_hold"}, {
            "kind": "wildling_choice", "choice": "preemptive_track", "house": "stark",
            "chooser": "lannister", "left": 1, "tracks": ["iron_throne", "fiefdoms"]}]
        s = game.upgrade({**s, "schema_version": 1})
        assert s["schema_version"] == game.schema_version
    else:
        push_choice(s, "preemptive_track", "stark", chooser="lannister",
                    tracks=["iron_throne", "fiefdoms"], card="preemptive_raid")
        game_module.FLOW.settle(s)      # the queued question comes up
    prompt = game.decisions(s, seat(s, "lannister"), "ru")[0]["prompt"]
    assert prompt.startswith(ED.card_name("preemptive_raid", "ru") + ":")


@pytest.mark.parametrize("name", ["board-map.js", "board-texts-en.js", "board-texts-ru.js",
                                  "board-texts-bg.js", "btwixt-cards.js", "btwixt-prompts.js"])
def test_generated_frontend_data_is_up_to_date(name):
    """Edit names.json, terms.py or the engines' data, then run frontend/tools/build_data.py."""
    assert_up_to_date(name)


def test_frontend_names_are_the_apis():
    from api.games.board.i18n import terms
    generated = written("board-map.js")
    assert generated["terms"]["units"] == terms.UNITS
    assert generated["areas"]["port_of_pyke"]["name"]["bg"] == ED.area_name("port_of_pyke", "bg")
    assert generated["eventCards"]["crow_killers"]["name"]["ru"] == ED.card_name("crow_killers", "ru")
