"""The words of choices that name what lies on the table: a face-down power token by its
council and place there (the table shows councils, never a token's number), a card in a bid pile
with the pile's holder (two piles may hold cards of the same name). review14: Informant offered
"Face-down power token #7", Betrayal two identical "Little Birds (2)"."""
from api.games.btwixt import GAME
from api.games.btwixt.effects import push_fx
from api.games.btwixt.flow import FLOW
from btwixt_helpers import add_tokens, new_game, put_in_pile, set_current

LANGS = ("en", "ru", "bg")


def asked(state, eff, you):
    """Push ``eff`` for ``you`` and run it up to its first question: {lang: option labels}."""
    push_fx(state, eff, {"you": you, "src": None})
    FLOW.settle(state)
    return {lang: [o["label"] for d in GAME.decisions(state, you, lang) for o in d["options"]]
            for lang in LANGS}


def test_a_face_down_token_is_named_by_its_council_and_place():
    st = new_game(4, first=0)
    set_current(st, "ally-039")
    add_tokens(st, 0, 2)                      # the council of seats 1 and 2
    labels = asked(st, {"op": "peek_power_tokens", "scope": "your_councils", "count": 1}, 0)
    assert labels["en"] == ["Face-down power token 1 of 2 in the council of seats 1 and 2",
                            "Face-down power token 2 of 2 in the council of seats 1 and 2"], labels
    assert labels["ru"][1] == "Жетон власти рубашкой вверх 2 из 2 в совете мест 1 и 2"
    assert labels["bg"][0] == "Жетон за власт с лицето надолу 1 от 2 в съвета на места 1 и 2"
    assert not any("#" in x or "№" in x for lang in LANGS for x in labels[lang]), labels


def test_a_card_in_a_bid_pile_says_whose_pile():
    st = new_game(4, first=0)
    set_current(st, "ally-039")
    put_in_pile(st, 1, "inf-red-04")
    put_in_pile(st, 2, "inf-red-06")
    labels = asked(st, {"op": "discard_bid_card", "card": "chosen", "from": "chosen_other"}, 0)
    en = labels["en"]
    assert len(en) == 2, en
    assert " — in the bid pile of Seat 2 (" in en[0] and " — in the bid pile of Seat 3 (" in en[1], en
    assert all(" — в стопке ставок: Место " in x for x in labels["ru"]), labels["ru"]
    assert all(" — в купчината със залози на Място " in x for x in labels["bg"]), labels["bg"]
