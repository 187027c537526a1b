"""Decision ids over HTTP: an answer naming a question already answered is refused with 409
``decision-closed`` and changes nothing, even when its action would fit the question open now;
a stale version passes only for the very sealed occurrence still open."""
from api.games import REGISTRY
from tests.api.helpers import bearer, seated_match


def decisions(client, mid, tok):
    return client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tok)).json


def act(client, mid, tok, body):
    return client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(tok), json=body)


def snapshot(client, mid, tok):
    """Everything an answer could change, as the seat sees it (a seat's idle seconds count on
    with the clock: they would differ across a second's boundary on a slow machine)."""
    match = client.get(f"/api/v1/matches/{mid}").json
    for s in match["seats"]:
        s.pop("idle_seconds", None)
    return (match,
            client.get(f"/api/v1/matches/{mid}/view", headers=bearer(tok)).json,
            client.get(f"/api/v1/matches/{mid}/events?after=0", headers=bearer(tok)).json)


def test_an_answer_to_a_closed_occurrence_is_refused_and_changes_nothing(client):
    mid, (t0, t1) = seated_match(client, 2, seed=9)
    old = decisions(client, mid, t0)
    (bid,) = old["decisions"]
    assert bid["required"] and bid["sealed"]
    for tok in (t0, t1):                     # round 1: both bid, then the losers may draw
        d = decisions(client, mid, tok)["decisions"][0]
        assert act(client, mid, tok, {"action": d["options"][0]["action"],
                                      "decision": d["id"]}).status_code == 200
    for _ in range(10):                      # the seat(s) without a point draw or pass
        ds = decisions(client, mid, t0)["decisions"]
        if ds and ds[0]["type"] == "bid":
            break
        for tok in (t0, t1):
            for d in decisions(client, mid, tok)["decisions"]:
                assert act(client, mid, tok, {"action": d["options"][-1]["action"],
                                              "decision": d["id"]}).status_code == 200
    (now,) = decisions(client, mid, t0)["decisions"]
    assert now["type"] == "bid" and now["id"] != bid["id"]      # round 2: a new occurrence
    before = snapshot(client, mid, t0)
    fits_now = now["options"][0]["action"]
    for extra in ({}, {"version": old["version"]}, {"version": before[0]["version"]}):
        r = act(client, mid, t0, {"action": fits_now, "decision": bid["id"], **extra})
        assert r.status_code == 409 and r.json["code"] == "decision-closed", r.json
        assert r.json["current_version"] == before[0]["version"]
    assert snapshot(client, mid, t0) == before


def _play_to_round(client, mid, toks, rnd):
    """Let the board game's bot answer every required decision until round ``rnd``'s orders."""
    game = REGISTRY["board2e"]
    for _ in range(3000):
        views = [client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t)).json for t in toks]
        if views[0]["view"]["round"] == rnd and views[0]["view"]["step"]["kind"] == "assign_orders":
            return
        match = client.get(f"/api/v1/matches/{mid}").json
        seat = next(s["seat"] for s in match["seats"] if s["to_act"])
        ds = [d for d in decisions(client, mid, toks[seat])["decisions"] if d["required"]]
        action = game.bot(views[seat]["view"], ds, seat)
        assert act(client, mid, toks[seat], {"action": action}).status_code == 200
    raise AssertionError(f"round {rnd} never came")


def test_last_rounds_sealed_orders_cannot_land_on_this_rounds(client):
    """Issue #11: a stale answer naming last round's assign_orders must not be taken as this
    round's, though the old exemption let sealed answers through a stale version."""
    mid, toks = seated_match(client, 3, game="board2e", seed=21)
    first = decisions(client, mid, toks[0])
    (orders1,) = first["decisions"]
    assert orders1["type"] == "place_orders" and orders1["sealed"] and orders1["required"]
    _play_to_round(client, mid, toks, 2)
    (orders2,) = decisions(client, mid, toks[0])["decisions"]
    assert orders2["id"] != orders1["id"]
    place = next(o["action"] for o in orders2["options"] if o["action"]["type"] == "place_order")
    before = snapshot(client, mid, toks[0])
    r = act(client, mid, toks[0], {"action": place, "decision": orders1["id"],
                                   "version": first["version"]})
    assert r.status_code == 409 and r.json["code"] == "decision-closed"
    assert snapshot(client, mid, toks[0]) == before
    # This round's own occurrence is still open: a stale version passes for a sealed answer.
    r = act(client, mid, toks[0], {"action": place, "decision": orders2["id"],
                                   "version": first["version"]})
    assert r.status_code == 200, r.json


def test_a_submitted_seat_sees_an_optional_decision_with_the_same_id(client):
    mid, toks = seated_match(client, 3, game="board2e", seed=5)
    game = REGISTRY["board2e"]
    view = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(toks[1])).json["view"]
    (d,) = decisions(client, mid, toks[1])["decisions"]
    while d["required"]:                    # the bot places orders, then submits them
        action = game.bot(view, [d], 3)
        assert act(client, mid, toks[1], {"action": action, "decision": d["id"]}).status_code == 200
        (d2,) = decisions(client, mid, toks[1])["decisions"]
        assert d2["id"] == d["id"]          # one occurrence while the seat places and revises
        d = d2
        view = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(toks[1])).json["view"]
    match = client.get(f"/api/v1/matches/{mid}").json
    assert not match["seats"][1]["to_act"] and not d["required"] and d["sealed"]
