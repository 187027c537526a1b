"""B'Twixt's declaration of what each viewer may not see (api/games/btwixt/secrets.py)."""
from api.engine.ask import ask
from api.games.btwixt import GAME
from btwixt_helpers import new_game


def declared(state, seat):
    return {s.at: s for s in GAME.secrets(state, seat)}


def test_other_hands_deck_and_token_values_are_hidden_own_hand_is_not():
    s = new_game(4, advanced=True)
    mine = declared(s, 0)
    assert all(("hands", 0, i) not in mine for i in range(len(s["hands"][0])))
    for seat in (1, 2, 3):
        for i, uid in enumerate(s["hands"][seat]):
            secret = mine[("hands", seat, i)]
            assert secret.value == uid and secret.distinct and "hand-seen" in secret.shown_by
    assert [mine[("deck", i)].value for i in range(len(s["deck"]))] == s["deck"]
    assert all(("aside", 0, i) not in mine for i in range(len(s["aside"][0])))
    assert ("aside", 1, 0) in mine and ("blue_aside", 0) in mine
    assert not mine[("tv", 0)].distinct and not mine[("ally_deck", 0)].distinct
    assert mine[("rng",)].value == s["rng"]


def test_a_spectator_is_shown_nothing_and_never_looks():
    s = new_game(3)
    everyone = declared(s, None)
    assert all(("hands", p, i) in everyone for p in range(3) for i in range(len(s["hands"][p])))
    assert not any({"hand-seen", "cards-drawn", "allies-seen"} & set(sec.shown_by)
                   for sec in everyone.values())


def test_a_peeked_token_is_no_secret_to_the_peeker_and_none_is_after_the_end():
    s = new_game(3)
    s["known"][1].append(5)
    assert ("tv", 5) not in declared(s, 1) and ("tv", 5) in declared(s, 2)
    s["result"] = {"winners": [0]}
    assert not any(at[0] == "tv" for at in declared(s, 2))


def test_cards_a_pending_choice_offers_its_chooser_are_no_secret_to_it():
    s = new_game(3)
    shown = s["hands"][1][0]
    ask(s, "ask", 0, [{"type": "choose", "choice": {"card": shown}}], prompt="take-from-hand",
        src=None)
    assert shown not in {sec.value for sec in GAME.secrets(s, 0)}
    assert shown in {sec.value for sec in GAME.secrets(s, 2)}


def test_a_draw_may_show_a_card_of_another_hand_only_when_hands_were_just_dealt():
    s = new_game(3)
    assert "cards-drawn" in declared(s, 0)[("hands", 1, 0)].shown_by   # as dealt
    s["played"][2] = 1
    assert "cards-drawn" not in declared(s, 0)[("hands", 1, 0)].shown_by
    assert "cards-drawn" in declared(s, 0)[("deck", 0)].shown_by
