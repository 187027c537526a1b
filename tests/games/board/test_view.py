"""Hidden information in view() (8.1) along whole random games."""
from api.games import board as B
from api.games.board.bot import choose
from board_helpers import check_views, new_game, seat


def test_view_hides_rng_and_deck_order():
    s = new_game(4, tides_of_battle=True)
    for who in (None, 0, 3):
        v = B.view(s, who)
        assert "rng" not in v
        assert v["westeros_decks"] == {"1": 10, "2": 10, "3": 10}
        assert v["wildling_deck"] == 9 and v["tides_deck"] == 24
        assert "wildling_top" not in v
        assert s["westeros_decks"]["1"] != v["westeros_decks"]["1"]
    assert B.view(s, 0)["you"] == s["seats"][0] and B.view(s, None)["you"] is None


def test_view_stack_shows_only_step_kinds():
    s = new_game(3)
    assert B.view(s, 0)["stack"] == ["round", "assign_orders"]


def test_secrets_never_leak_in_random_games():
    for players, seed in ((3, 41), (5, 42)):
        s = B.new(players, {"tides_of_battle": True}, seed)
        for step in range(600):
            if B.result(s) is not None:
                break
            check_views(s)
            c = s.get("combat") or {}
            for sh, secret in (c.get("sealed") or {}).items():
                for viewer in range(players):
                    if s["seats"][viewer] != sh:
                        assert B.view(s, viewer)["combat"]["sealed"][sh] == "ready"
            who = B.to_act(s)[step % len(B.to_act(s))]
            ds = B.decisions(s, who)
            ev = B.apply(s, who, choose(B.view(s, who), ds, seed + step))
            for e in ev:
                if e["type"] == "order-placed":
                    assert e["to"] == [seat(s, e["house"])]
                if e["type"] == "raven-peek":
                    assert e["to"] == [seat(s, e["house"])]


def test_view_shows_the_public_fields_of_the_pending_core_step():
    s = new_game(3)
    v = B.view(s, None)
    assert v["step"] == {"kind": "assign_orders", "mode": "simultaneous", "ready": []}
    from board_helpers import clear_board, frame, put, order
    clear_board(s)
    put(s, "winterfell", "stark", "footman")
    order(s, "winterfell", "stark", "march_0")
    frame(s, kind="march", house="stark", area="winterfell", plan=[{"unit": "footman", "to": "karhold"}])
    assert B.view(s, 1)["step"] == {"kind": "march", "house": "stark", "area": "winterfell",
                                    "plan": [{"unit": "footman", "to": "karhold"}]}
