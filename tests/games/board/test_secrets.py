"""The board game's declaration of what each viewer may not see (api/games/board/secrets.py)."""
from api.games import REGISTRY

GAME = REGISTRY["board2e"]


def declared(state, seat):
    return {s.at: s for s in GAME.secrets(state, seat)}


def test_a_placed_order_is_hidden_from_the_others_until_the_reveal():
    s = GAME.new(3, {}, 4)
    place = next(o["action"] for d in GAME.decisions(s, 0) for o in d["options"]
                 if o["action"]["type"] == "place_order")
    GAME.apply(s, 0, dict(place))
    at = ("areas", place["area"], "order", "token")
    for viewer in (1, None):
        secret = declared(s, viewer)[at]
        assert secret.value == place["token"] and secret.about == place["area"]
        assert not secret.distinct
    assert at not in declared(s, 0)
    while s["stack"][-1]["kind"] == "assign_orders":   # everyone submits: the orders turn up
        seat = GAME.to_act(s)[0]
        GAME.apply(s, seat, GAME.bot(GAME.view(s, seat), GAME.decisions(s, seat), 1))
    assert not any(at[0] == "areas" for at in declared(s, None))


def test_a_bid_is_hidden_unless_it_can_only_be_zero():
    s = GAME.new(3, {}, 4)
    rich, poor, me = s["seats"]
    s["houses"][poor]["power"] = 0
    s["stack"].append({"kind": "bid", "seats": [0, 1, 2], "opened": True,
                       "entries": {"0": {"type": "bid_influence", "bid": 3},
                                   "1": {"type": "bid_influence", "bid": 0}},
                       "context": "iron_throne", "houses": [rich, poor, me]})
    at = len(s["stack"]) - 1
    secrets = declared(s, 2)
    assert secrets[("stack", at, "entries", "0", "bid")].value == 3
    assert secrets[("stack", at, "entries", "0", "bid")].about == rich
    assert ("stack", at, "entries", "1", "bid") not in secrets
    assert ("stack", at, "entries", "0", "bid") not in declared(s, 0)


def test_the_raven_holder_knows_the_top_wildling_card():
    s = GAME.new(3, {}, 4)
    s["raven_knows_top"] = s["seats"][1]
    assert ("wildling_deck", 0) not in declared(s, 1)
    assert ("wildling_deck", 0) in declared(s, 0) and ("wildling_deck", 0) in declared(s, None)
    last = len(s["wildling_deck"]) - 1   # a revealed card goes under the deck, shown to all
    assert declared(s, None)[("wildling_deck", last)].shown_by == ("wildling-card-revealed",)


def test_a_chosen_house_card_is_hidden_until_the_cards_are_revealed():
    s = GAME.new(3, {"tides_of_battle": True}, 4)
    a, d, third = s["seats"]
    s["combat"] = {"attacker": a, "defender": d, "cards": {"attacker": None, "defender": None},
                   "tides_revealed": False,
                   "sealed": {a: {"tides": "tob_2", "discarded": ["tob_0"]},
                              d: {"tides": None, "discarded": []}}}
    card = s["houses"][a]["hand"][0]
    s["stack"].append({"kind": "combat_cards", "seats": [0, 1], "opened": True,
                       "entries": {"0": {"type": "choose_house_card", "card": card}}})
    at = ("stack", len(s["stack"]) - 1, "entries", "0", "card")
    for viewer in (1, 2, None):
        secrets = declared(s, viewer)
        assert secrets[at].about == a and secrets[at].value == card
        assert ("combat", "sealed", a, "tides") in secrets
        assert ("combat", "sealed", a, "discarded", 0) in secrets
    mine = declared(s, 0)
    assert at not in mine and not any(k[:3] == ("combat", "sealed", a) for k in mine)
    s["stack"].pop()                     # the reveal pops the sealed frame
    s["combat"]["cards"]["attacker"] = card
    s["combat"]["tides_revealed"] = True
    assert not any(k[0] == "stack" for k in declared(s, 2))
    assert ("combat", "sealed", a, "tides") not in declared(s, 2)
