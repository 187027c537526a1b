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
    s["bids"] = {"context": "iron_throne", "houses": [rich, poor, me],
                 "sealed": {rich: 3, poor: 0}}
    secrets = declared(s, 2)
    assert secrets[("bids", "sealed", rich)].value == 3
    assert secrets[("bids", "sealed", rich)].about == rich
    assert ("bids", "sealed", poor) not in secrets
    assert ("bids", "sealed", rich) not in declared(s, 0)


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
                   "sealed": {a: {"card": s["houses"][a]["hand"][0], "tides": "tob_2",
                                  "discarded": ["tob_0"]},
                              d: {"card": None, "tides": None, "discarded": []}}}
    for viewer in (1, 2, None):
        secrets = declared(s, viewer)
        assert secrets[("combat", "sealed", a, "card")].about == a
        assert ("combat", "sealed", a, "tides") in secrets
        assert ("combat", "sealed", a, "discarded", 0) in secrets
    assert not any(at[:3] == ("combat", "sealed", a) for at in declared(s, 0))
    s["combat"]["cards"]["attacker"] = s["combat"]["sealed"][a]["card"]
    s["combat"]["tides_revealed"] = True
    assert set(declared(s, 2)) & {("combat", "sealed", a, "card"),
                                  ("combat", "sealed", a, "tides")} == set()
