"""The bot answers listed options only and beats a uniformly random player (docs/bots.md has
the 200-game measurement; these 20 fixed seeds keep the test quick and exact)."""
from api.games.hbo import GAME
from tests.support.versus_random import bot_wins


def test_the_bot_beats_a_random_player_with_listed_options_only():
    assert bot_wins(GAME, 20, 5000) >= 14


def test_the_price_read_from_a_label_ignores_what_tells_alike_options_apart():
    # review16: "Play Little Bird on Littlefinger (1 gold) · player 1's" read as 11 gold
    from api.games.hbo.bot import _priority
    cheap = {"type": "marshal", "card": "c1", "host": "c7"}
    dear = {"type": "marshal", "card": "c2"}
    options = [{"label": "Play Little Bird on Littlefinger (1 gold) · player 1's", "action": cheap},
               {"label": "Play Tywin Lannister (7 gold)", "action": dear},
               {"label": "End marshaling", "action": {"type": "pass"}}]
    assert _priority(options) == dear


def _position(verb, amount=None):
    # seat 0 is the bot: its Jaime (5) and Page (1); the opponent's Robert (6) and Maid (2)
    view = {"seat": 0, "seats": [
        {"play": [{"id": "c1", "strength": 5}, {"id": "c2", "strength": 1}]},
        {"play": [{"id": "c3", "strength": 6}, {"id": "c4", "strength": 2}]}]}
    d = {"type": "effect_target", "verb": verb,
         "options": [{"label": "x", "action": {"type": "choose", "choice": c}}
                     for c in ("c1", "c2", "c3", "c4")]}
    if amount is not None:
        d["amount"] = amount
    return view, [d]


def test_a_card_effect_that_helps_lands_on_the_bots_own_strongest_card():
    from api.games.hbo.bot import choose
    for verb, amount in (("stand", None), ("modify_strength", 2)):
        assert choose(*_position(verb, amount), 1)["choice"] == "c1"


def test_a_card_effect_that_harms_lands_on_the_opponents_strongest_card():
    from api.games.hbo.bot import choose
    for verb, amount in (("kneel", None), ("kill", None), ("discard_from_play", None),
                         ("return_to_hand", None), ("modify_strength", -2)):
        assert choose(*_position(verb, amount), 1)["choice"] == "c3"


def test_the_card_question_names_what_the_card_will_undergo():
    # without the verb in the decision the bot cannot tell help from harm
    from tests.games.hbo.table import L, act, decision, one, table
    state = table("marshaling", play=((), ["FX_ALLY"]), hands=(["FX_VARYS"], ()),
                  scenarios=("SC_5_6_1", "SC_4_2_1"))
    act(state, L, {"type": "marshal", "card": one(state, L, "FX_VARYS", "hand")})
    assert decision(state, L)["verb"] == "discard_from_play"
