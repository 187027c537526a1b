"""Planning phase (4.4): assigning orders, reveal, the Messenger Raven."""
from api.games import board as B
from api.games.board.planning import orders as O
from api.games.board.planning.raven import push_raven
from board_helpers import act, clear_board, new_game, options, order, put, refused, seat, top


def _start(s):
    from api.games.board.planning.assign import start_planning
    s["stack"] = [{"kind": "test_hold"}]
    assert start_planning(s)
    return B.FLOW.settle(s)


def test_s15_special_order_allowance():
    """AS-15 Special-order allowance (seed)."""
    s = new_game(6)
    s["tracks"]["kings_court"] = ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"]
    clear_board(s)
    for a in ("lannisport", "stoney_sept", "searoad_marches", "riverrun", "the_golden_sound"):
        put(s, a, "lannister", "ship" if a == "the_golden_sound" else "footman")
    put(s, "highgarden", "tyrell", "footman")
    _start(s)
    assert [O.star_allowance(s, h) for h in s["tracks"]["kings_court"]] == [3, 3, 2, 1, 0, 0]
    for a, tok in (("lannisport", "march_s"), ("stoney_sept", "defense_s"), ("riverrun", "raid_s")):
        act(s, "lannister", {"type": "place_order", "area": a, "token": tok})
    refused(s, "lannister", {"type": "place_order", "area": "searoad_marches", "token": "support_s"},
            "no-star-left")
    assert not any(o.get("token") == "support_s" and o["area"] == "searoad_marches"
                   for o in options(s, "lannister") if o["type"] == "place_order")
    # Replacing one special by another keeps the count: allowed.
    assert {"type": "place_order", "area": "lannisport", "token": "support_s"} in options(s, "lannister")
    refused(s, "tyrell", {"type": "place_order", "area": "highgarden", "token": "march_s"}, "no-star-left")
    act(s, "tyrell", {"type": "place_order", "area": "highgarden", "token": "march_0"})


def test_s16_not_enough_orders_means_turn_order_assignment():
    """AS-16 Every area with units needs an order; not enough tokens."""
    s = new_game(6)
    s["restrictions"] = ["defense"]
    s["tracks"]["kings_court"] = ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"]
    clear_board(s)
    gj = ["pyke", "greywater_watch", "flints_finger", "seagard", "riverrun", "harrenhal",
          "stoney_sept", "the_twins", "ironmans_bay"]
    for a in gj:
        put(s, a, "greyjoy", "ship" if a == "ironmans_bay" else "footman")
    put(s, "dragonstone", "baratheon", "footman")
    put(s, "winterfell", "stark", "footman")
    _start(s)
    f = s["stack"][-1]
    assert f["mode"] == "sequential"
    assert B.to_act(s) == [seat(s, "baratheon")]          # turn order, one house at a time
    refused(s, "baratheon", {"type": "submit_orders"}, "orders-missing")
    act(s, "baratheon", {"type": "place_orders", "orders": {"dragonstone": "march_0"}})
    assert B.to_act(s) == [seat(s, "stark")]     # Lannister has no units: not waited for
    act(s, "stark", {"type": "place_orders", "orders": {"winterfell": "raid_1"}})
    toks = ["march_m1", "march_0", "raid_1", "raid_2", "support_1", "support_2", "consolidate_1", "consolidate_2"]
    assert B.to_act(s) == [seat(s, "greyjoy")]
    refused(s, "greyjoy", {"type": "place_order", "area": "pyke", "token": "defense_1"}, "order-restricted")
    for a, t in zip(gj[:7], toks[:7]):
        act(s, "greyjoy", {"type": "place_order", "area": a, "token": t})
    refused(s, "greyjoy", {"type": "submit_orders"}, "orders-missing")
    act(s, "greyjoy", {"type": "place_order", "area": "ironmans_bay", "token": toks[7]})
    assert {"type": "submit_orders"} in options(s, "greyjoy")     # the twins stays empty
    act(s, "greyjoy", {"type": "submit_orders"})
    assert s["areas"]["the_twins"]["order"] is None
    assert all(st["order"]["revealed"] for st in s["areas"].values() if st["order"])


def test_orders_are_secret_until_everyone_submitted():
    s = new_game(3)
    act(s, "stark", {"type": "place_order", "area": "winterfell", "token": "defense_s"})
    v = B.view(s, seat(s, "lannister"))
    assert v["areas"]["winterfell"]["order"] == {"house": "stark", "hidden": True}
    assert B.view(s, seat(s, "stark"))["areas"]["winterfell"]["order"]["token"] == "defense_s"
    assert B.view(s, None)["areas"]["winterfell"]["order"] == {"house": "stark", "hidden": True}
    # A submitted house may still change its orders until everyone is in.
    act(s, "stark", {"type": "place_orders", "orders": {
        "winterfell": "defense_s", "white_harbor": "raid_1", "the_shivering_sea": "support_1"}})
    assert seat(s, "stark") not in B.to_act(s)
    act(s, "stark", {"type": "remove_order", "area": "white_harbor"})
    assert seat(s, "stark") in B.to_act(s)


def test_bulk_orders_rejected_atomically():
    s = new_game(3)
    before = {a: st["order"] for a, st in s["areas"].items()}
    refused(s, "stark", {"type": "place_orders", "orders": {
        "winterfell": "march_s", "white_harbor": "march_s", "the_shivering_sea": "raid_1"}})
    assert {a: st["order"] for a, st in s["areas"].items()} == before


def _raven_setup(restrictions=()):
    s = new_game(6)
    s["restrictions"] = list(restrictions)    # set by the Westeros phase, before planning
    clear_board(s)
    for a in ("lannisport", "stoney_sept", "searoad_marches", "riverrun"):
        put(s, a, "lannister", "footman")
    for a, t in (("lannisport", "defense_s"), ("stoney_sept", "raid_s"), ("riverrun", "consolidate_s"),
                 ("searoad_marches", "support_1")):
        order(s, a, "lannister", t)
    s["stack"] = [{"kind": "test_hold"}]
    push_raven(s, "lannister")
    return s


def test_s17_messenger_raven_replace_an_order():
    """AS-17 Messenger Raven: replace an order."""
    s = _raven_setup()
    refused(s, "lannister", {"type": "raven_replace", "area": "searoad_marches", "token": "march_s"})
    act(s, "lannister", {"type": "raven_replace", "area": "lannisport", "token": "march_s"})
    o = s["areas"]["lannisport"]["order"]
    assert o["token"] == "march_s" and o["revealed"]
    assert "defense_s" in O.unused_tokens(s, "lannister")
    assert s["raven_used"] and top(s) == "test_hold"


def test_s18_messenger_raven_scout_the_wildling_deck():
    """AS-18 Messenger Raven: scout the wildling deck."""
    s = _raven_setup()
    first = s["wildling_deck"][0]
    ev = act(s, "lannister", {"type": "raven_scout"})
    peek = [e for e in ev if e["type"] == "raven-peek"]
    assert peek and peek[0]["card"] == first and peek[0]["to"] == [seat(s, "lannister")]
    assert all(first not in str(e) for e in ev if e.get("to") is None)
    act(s, "lannister", {"type": "raven_keep", "where": "bottom"})
    assert s["wildling_deck"][-1] == first and s["raven_used"]


def test_raven_peek_visible_only_to_the_holder_when_kept_on_top():
    s = _raven_setup()
    act(s, "lannister", {"type": "raven_scout"})
    act(s, "lannister", {"type": "raven_keep", "where": "top"})
    assert B.view(s, seat(s, "lannister"))["wildling_top"] == s["wildling_deck"][0]
    assert "wildling_top" not in B.view(s, seat(s, "stark"))
    assert "wildling_top" not in B.view(s, None)


def test_raven_replacement_respects_restrictions():
    s = _raven_setup(restrictions=["march_s"])
    refused(s, "lannister", {"type": "raven_replace", "area": "lannisport", "token": "march_s"})
    act(s, "lannister", {"type": "raven_pass"})
    assert not s["raven_used"]


def test_labels_in_three_languages():
    s = new_game(4)
    en, ru, bg = (B.decisions(s, 0, lang)[0] for lang in ("en", "ru", "bg"))
    assert [o["action"] for o in en["options"]] == [o["action"] for o in ru["options"]] == \
        [o["action"] for o in bg["options"]]
    assert en["prompt"] != ru["prompt"] != bg["prompt"]
    assert "Поход" in " ".join(o["label"] for o in ru["options"])
