import orjson
import pytest

from api import replay
from api.games import REGISTRY
from api.bots.worker import play_bots
from api.matches import strip_to as strip, to_of as matches_to
from tests.api.helpers import bearer, bot_match_with_one_human, new_match, play_out, seated_match


def decisions(client, mid, tok):
    return client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(tok)).json


def act(client, mid, tok, action, **extra):
    return client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(tok),
                       json={"action": action, **extra})


def test_view_hides_other_hands_and_supports_etags(client):
    mid, (t0, t1) = seated_match(client, 2, seed=11)
    mine = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t0))
    assert mine.json["seat"] == 0 and len(mine.json["view"]["hand"]) == 3
    spectator = client.get(f"/api/v1/matches/{mid}/view").json
    assert spectator["seat"] is None and spectator["view"]["hand"] is None
    other = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t1)).json
    assert other["seat"] == 1 and len(other["view"]["hand"]) == 3  # its own hand only
    assert "rng" not in orjson.dumps(other).decode()
    etag = mine.headers["ETag"]
    again = client.get(f"/api/v1/matches/{mid}/view", headers={**bearer(t0), "If-None-Match": etag})
    assert again.status_code == 304
    act(client, mid, t0, decisions(client, mid, t0)["decisions"][0]["options"][0]["action"])
    after = client.get(f"/api/v1/matches/{mid}/view", headers={**bearer(t0), "If-None-Match": etag})
    assert after.status_code == 200 and after.headers["ETag"] != etag


def test_a_view_etag_never_revalidates_another_seats_view(client):
    """A page that fetched the spectator's view just before its join came back (the match
    starting on that join) asks again with the seat's token: it gets its hand, not a 304."""
    mid, (t0, t1) = seated_match(client, 2, seed=11)
    spectator = client.get(f"/api/v1/matches/{mid}/view")
    mine = client.get(f"/api/v1/matches/{mid}/view",
                      headers={**bearer(t0), "If-None-Match": spectator.headers["ETag"]})
    assert mine.status_code == 200 and len(mine.json["view"]["hand"]) == 3
    other = client.get(f"/api/v1/matches/{mid}/view",
                       headers={**bearer(t1), "If-None-Match": mine.headers["ETag"]})
    assert other.status_code == 200 and other.json["seat"] == 1
    again = client.get(f"/api/v1/matches/{mid}/view",
                       headers={**bearer(t0), "If-None-Match": mine.headers["ETag"]})
    assert again.status_code == 304


def test_wrong_or_malformed_tokens_are_401(client):
    mid, _ = seated_match(client, 2)
    r = client.get(f"/api/v1/matches/{mid}/view", headers=bearer("x" * 43))
    assert r.status_code == 401 and r.json["code"] == "bad-token"
    r = client.get(f"/api/v1/matches/{mid}/view", headers={"Authorization": "Basic abc"})
    assert r.status_code == 401


def test_a_token_of_one_match_is_nothing_in_another(client):
    mid, (t0, _) = seated_match(client, 2)
    other, _ = seated_match(client, 2)
    r = client.get(f"/api/v1/matches/{other}/decisions", headers=bearer(t0))
    assert r.status_code == 401


def test_spectators_have_no_decisions_and_cannot_act(client):
    mid, _ = seated_match(client, 2)
    assert client.get(f"/api/v1/matches/{mid}/decisions").json["decisions"] == []
    r = client.post(f"/api/v1/matches/{mid}/actions", json={"action": {"type": "bid", "card": 1}})
    assert r.status_code == 401 and r.json["code"] == "seat-required"


def test_a_seat_cannot_act_for_another_seat(client):
    mid, (t0, t1) = seated_match(client, 2)
    action = decisions(client, mid, t1)["decisions"][0]["options"][0]["action"]
    r = act(client, mid, t0, action, seat=1)
    assert r.status_code == 403 and r.json["code"] == "not-your-seat"


def test_every_listed_option_is_accepted_verbatim(client):
    mid, toks = seated_match(client, 2, seed=3)
    for seat, tok in enumerate(toks):
        d = decisions(client, mid, tok)["decisions"][0]
        assert d["sealed"] is True
        r = act(client, mid, tok, d["options"][-1]["action"])
        assert r.status_code == 200, r.json


def test_illegal_and_malformed_actions_name_the_rule_and_change_nothing(client):
    mid, (t0, t1) = seated_match(client, 2, seed=5)
    before = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t0)).json
    r = act(client, mid, t0, {"type": "bid", "card": 99})
    assert r.status_code == 409 and r.json["code"] == "card-not-in-hand"
    r = act(client, mid, t0, {"type": "bid", "card": "seven"})
    assert r.status_code == 422 and r.json["code"] == "bad-card"
    assert "action.card" in r.json["errors"]
    r = act(client, mid, t0, {"type": "dance"})
    assert r.status_code == 422 and r.json["code"] == "unknown-action"
    r = act(client, mid, t0, {"no": "type"})
    assert r.status_code == 422 and r.json["code"] == "malformed-action"
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(t0), json={"version": 1})
    assert r.status_code == 422 and "action" in r.json["errors"]
    assert client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t0)).json == before


def test_not_your_turn(client):
    mid, toks = seated_match(client, 2, seed=8)
    for tok in toks:  # both bid, then only the losers draw, one at a time
        act(client, mid, tok, decisions(client, mid, tok)["decisions"][0]["options"][0]["action"])
    match = client.get(f"/api/v1/matches/{mid}").json
    idle = [s["seat"] for s in match["seats"] if not s["to_act"]]
    assert idle, "one seat must be waiting"
    r = act(client, mid, toks[idle[0]], {"type": "draw"})
    assert r.status_code == 409 and r.json["code"] == "not-your-turn"


def test_stale_version_is_409_except_for_sealed_submissions(client):
    mid, (t0, t1) = seated_match(client, 2, seed=9)
    v = decisions(client, mid, t0)["version"]
    d0 = decisions(client, mid, t0)["decisions"][0]["options"][0]["action"]
    d1 = decisions(client, mid, t1)["decisions"][0]["options"][0]["action"]
    did = decisions(client, mid, t1)["decisions"][0]["id"]
    assert act(client, mid, t0, d0, version=v).status_code == 200
    # seat 1 saw version v too: without naming its decision the pinned version is stale ...
    r = act(client, mid, t1, d1, version=v)
    assert r.status_code == 409 and r.json["code"] == "stale-version"
    # ... naming its open sealed decision, the bid does not depend on seat 0's: accepted
    assert act(client, mid, t1, d1, version=v, decision=did).status_code == 200
    # that decision is now closed: answering it again is refused
    r = act(client, mid, t1, d1, decision=did)
    assert r.status_code == 409 and r.json["code"] in ("decision-closed", "not-your-turn")
    # now a one-at-a-time decision: an old version is refused
    match = client.get(f"/api/v1/matches/{mid}").json
    seat = next(s["seat"] for s in match["seats"] if s["to_act"])
    tok = (t0, t1)[seat]
    r = act(client, mid, tok, {"type": "draw"}, version=v)
    assert r.status_code == 409 and r.json["code"] == "stale-version"
    assert r.json["current_version"] == match["version"]
    assert act(client, mid, tok, {"type": "draw"}, version=match["version"]).status_code == 200


def test_idempotency_key_applies_once_and_repeats_the_answer(client):
    mid, (t0, t1) = seated_match(client, 2, seed=2)
    action = decisions(client, mid, t0)["decisions"][0]["options"][0]["action"]
    h = {**bearer(t0), "Idempotency-Key": "k-1"}
    first = client.post(f"/api/v1/matches/{mid}/actions", headers=h, json={"action": action})
    again = client.post(f"/api/v1/matches/{mid}/actions", headers=h, json={"action": action})
    assert first.status_code == again.status_code == 200
    assert first.json == again.json
    assert client.get(f"/api/v1/matches/{mid}").json["version"] == first.json["version"]
    other = decisions(client, mid, t1)["decisions"][0]["options"][0]["action"]
    reused = client.post(f"/api/v1/matches/{mid}/actions", headers={**bearer(t0),
                         "Idempotency-Key": "k-1"}, json={"action": other, "version": 1})
    assert reused.status_code == 422 and reused.json["code"] == "idempotency-key-reused"
    bad = client.post(f"/api/v1/matches/{mid}/actions", headers={**bearer(t0),
                      "Idempotency-Key": ""}, json={"action": action})
    assert bad.status_code == 422


def test_events_are_structured_numbered_and_filtered_per_seat(client):
    mid, (t0, t1) = seated_match(client, 2, seed=4)
    card = decisions(client, mid, t0)["decisions"][0]["options"][0]["action"]["card"]
    out = act(client, mid, t0, {"type": "bid", "card": card}).json
    assert {"type": "bid-card", "seat": 0, "card": card, "private": True} in [
        {k: v for k, v in e.items() if k != "id"} for e in out["events"]]
    mine = client.get(f"/api/v1/matches/{mid}/events", headers=bearer(t0)).json
    theirs = client.get(f"/api/v1/matches/{mid}/events", headers=bearer(t1)).json
    public = client.get(f"/api/v1/matches/{mid}/events").json
    assert any(e["type"] == "bid-card" and e["private"] for e in mine)
    assert not any(e.get("private") for e in public)
    assert not any(e["type"] == "bid-card" for e in theirs + public)
    assert [e["id"] for e in mine] == sorted(e["id"] for e in mine)
    assert mine[0]["type"] == "match-created"
    later = client.get(f"/api/v1/matches/{mid}/events?after={mine[-2]['id']}", headers=bearer(t0)).json
    assert later == mine[-1:]


def test_hand_a_seat_to_a_bot(client, app):
    mid, (t0, t1) = seated_match(client, 2)
    r = client.post(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(t0), json={"bot": True})
    assert r.status_code == 409 and r.json["code"] == "seat-not-idle"
    app.config["IDLE_SEAT_SECONDS"] = 0
    r = client.post(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(t0), json={"bot": True})
    assert r.status_code == 200 and r.json["seats"][1]["bot"]
    assert r.json["seats"][1]["idle_seconds"] is None and r.json["seats"][0]["idle_seconds"] >= 0
    # The handed-over seat's token still watches, but decides and acts no more...
    r = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(t1))
    assert r.status_code == 200 and r.json["decisions"] == []
    assert client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t1)).json["seat"] == 1
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(t1),
                    json={"action": {"type": "bid", "card": 1}})
    assert r.status_code == 403 and r.json["code"] == "seat-is-bot"
    # ...until its owner takes it back; nobody else can.
    r = client.delete(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(t0))
    assert r.status_code == 403 and r.json["code"] == "not-your-seat"
    r = client.delete(f"/api/v1/matches/{mid}/seats/1/bot")
    assert r.status_code == 401
    r = client.delete(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(t1))
    assert r.status_code == 200 and not r.json["seats"][1]["bot"]
    assert r.json["seats"][1]["idle_seconds"] == 0
    r = client.delete(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(t1))
    assert r.status_code == 409 and r.json["code"] == "seat-not-bot"
    types = [e["type"] for e in client.get(f"/api/v1/matches/{mid}/events").json]
    assert types.index("seat-to-bot") < types.index("seat-from-bot") == len(types) - 1
    # (A bot worker of the live tests may have bid for the seat meanwhile: then it waits.)
    hand = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(t1)).json["view"]["hand"]
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(t1),
                    json={"action": {"type": "bid", "card": hand[0]}})
    assert r.status_code == 200 or r.json["code"] == "not-your-turn"


def test_only_a_seat_the_match_waits_on_can_be_handed_over(client, app):
    """B'Twixt rulers are chosen one seat at a time from the first player: the seats waiting for
    their turn are not idle however long they wait, and the one that holds the match up counts
    its idleness from the last move, not from its own last action."""
    mid, toks = seated_match(client, 3, game="btwixt", options={"first_player": 0}, seed=3)
    app.config["IDLE_SEAT_SECONDS"] = 0
    m = client.get(f"/api/v1/matches/{mid}").json
    assert [s["to_act"] for s in m["seats"]] == [True, False, False]
    r = client.post(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(toks[0]), json={"bot": True})
    assert r.status_code == 409 and r.json["code"] == "seat-not-awaited"
    choice = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[0])).json
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[0]),
                    json={"action": choice["decisions"][0]["options"][0]["action"]})
    assert r.status_code == 200
    m = client.get(f"/api/v1/matches/{mid}").json
    assert m["seats"][1]["to_act"] and m["seats"][1]["idle_seconds"] == 0
    app.config["IDLE_SEAT_SECONDS"] = 60
    r = client.post(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(toks[2]), json={"bot": True})
    assert r.status_code == 409 and r.json["code"] == "seat-not-idle"
    app.config["IDLE_SEAT_SECONDS"] = 0
    r = client.post(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(toks[2]), json={"bot": True})
    assert r.status_code == 200 and r.json["seats"][1]["bot"]


def test_a_seat_created_for_a_bot_has_no_owner_to_take_it_back(client):
    mid, tok = bot_match_with_one_human(client, 2, [1])
    r = client.delete(f"/api/v1/matches/{mid}/seats/1/bot", headers=bearer(tok))
    assert r.status_code == 403 and r.json["code"] == "not-your-seat"
    r = client.delete(f"/api/v1/matches/{mid}/seats/7/bot", headers=bearer(tok))
    assert r.status_code == 404


@pytest.mark.parametrize("lang,expected", [("ru-RU,ru;q=0.9", "ru"), ("bg", "bg"), (None, "en"),
                                           ("de, en;q=0.5", "en")])
def test_decisions_answer_in_the_requested_language(client, lang, expected):
    mid, (t0, _) = seated_match(client, 2)
    h = bearer(t0) | ({"Accept-Language": lang} if lang else {})
    r = client.get(f"/api/v1/matches/{mid}/decisions", headers=h)
    assert r.headers["Content-Language"] == expected


def test_a_finished_match_publishes_its_action_log_and_the_log_replays_it(client, app, tmp_path,
                                                                          capsys):
    mid, toks = seated_match(client, 2)
    r = client.get(f"/api/v1/matches/{mid}/actions")
    assert r.status_code == 409 and r.json["code"] == "match-not-finished"
    match, made = play_out(client, mid, toks)
    r = client.get(f"/api/v1/matches/{mid}/actions")
    assert r.status_code == 200 and r.headers["ETag"] == f'"{match["version"]}"'
    log = r.json
    assert len(log["actions"]) == made and log["result"] == match["result"]
    state, _ = replay.replay(log)
    stored = app.extensions["rookery.matches"].store.load(mid)
    assert state == stored.doc["state"]
    # the replay tool, from a saved log: the result matches, and a doctored log is caught
    path = tmp_path / "log.json"
    path.write_bytes(orjson.dumps(log))
    assert replay.main([str(path)]) == 0
    assert capsys.readouterr().out.strip().endswith("result as logged")
    path.write_bytes(orjson.dumps(dict(log, actions=log["actions"][:-1])))
    assert replay.main([str(path)]) == 1
    # the log is in the finished match's compressed record now, which expires with the match
    r = app.extensions["rookery.matches"].store.r
    assert not r.exists(f"m:{{{mid}}}:actions")
    assert 0 < r.ttl(f"m:{{{mid}}}:done") <= r.ttl(f"m:{{{mid}}}")


def test_bot_moves_are_logged_too_and_an_unlogged_match_says_so(client, app):
    matches = app.extensions["rookery.matches"]
    mid = client.post("/api/v1/matches", json={"game": "btwixt", "players": 3, "seed": 5,
                                               "bots": [0, 1, 2]}).json["id"]
    # (The live tests' bot worker shares this Redis and may make some of the moves.)
    for _ in range(1000):
        if matches.store.load(mid).doc["status"] == "finished":
            break
        play_bots(matches, mid)
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    assert len(log["actions"]) > 100
    state, _ = replay.replay(log)
    assert state == matches.store.load(mid).doc["state"]
    # A match played before actions were logged has no flag: no partial log is served.
    rec = matches.store.load(mid)
    del rec.doc["action_log"]
    matches.store.commit(mid, rec.version, rec.doc, [])
    r = client.get(f"/api/v1/matches/{mid}/actions")
    assert r.status_code == 409 and r.json["code"] == "no-action-log"


def test_a_player_concedes_and_the_match_ends_with_that_seat_last(client, tmp_path):
    mid, toks = seated_match(client, 3, game="btwixt", seed=5)
    r = client.post(f"/api/v1/matches/{mid}/concede")
    assert r.status_code == 401
    # a few moves first, so the log has actions the replay must take
    for _ in range(3):
        m = client.get(f"/api/v1/matches/{mid}").json
        seat = next(s["seat"] for s in m["seats"] if s["to_act"])
        d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[seat])).json
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                        json={"action": d["decisions"][0]["options"][0]["action"]})
        assert r.status_code == 200
    r = client.post(f"/api/v1/matches/{mid}/concede", headers=bearer(toks[1]))
    assert r.status_code == 200 and r.json["status"] == "finished"
    assert r.json["result"]["winners"] == [0, 2] and r.json["result"]["conceded"] == 1
    assert r.json["result"]["reason"] == "concession"
    events = client.get(f"/api/v1/matches/{mid}/events").json
    assert [e["type"] for e in events[-2:]] == ["seat-conceded", "match-finished"]
    assert events[-2]["seat"] == 1
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[0]),
                    json={"action": {"type": "pass"}})
    assert r.status_code == 409 and r.json["code"] == "match-not-active"
    r = client.post(f"/api/v1/matches/{mid}/concede", headers=bearer(toks[0]))
    assert r.status_code == 409 and r.json["code"] == "match-not-active"
    # the log replays the moves made and states the concession
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    assert log["conceded"] == 1 and len(log["actions"]) == 3
    path = tmp_path / "log.json"
    path.write_bytes(orjson.dumps(log))
    assert replay.main([str(path)]) == 0


def test_a_match_not_yet_started_cannot_be_conceded(client):
    mid = client.post("/api/v1/matches", json={"game": "testgame", "players": 2}).json["id"]
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    r = client.post(f"/api/v1/matches/{mid}/concede", headers=bearer(tok))
    assert r.status_code == 409 and r.json["code"] == "match-not-active"


@pytest.mark.parametrize("game,players,stale,garbage", [
    ("btwixt", 3, {"type": "play", "card": "c1"}, {"type": "dance"}),
    ("board2e", 3, {"type": "march", "area": "winterfell"}, {"type": "dance"}),
    ("lcg2e", 2, {"type": "marshal", "card": "x"}, {"type": "dance"}),
])
def test_a_real_action_the_match_no_longer_expects_is_409_not_422(client, game, players, stale,
                                                                   garbage):
    """Without `version` or `decision` an action is judged on the current state: one the game
    does take, but not now, is a stale picture (409); a type the game never takes is 422."""
    mid, toks = seated_match(client, players, game=game, seed=3)
    seat = next(s["seat"] for s in client.get(f"/api/v1/matches/{mid}").json["seats"]
                if s["to_act"])
    r = act(client, mid, toks[seat], stale)
    assert r.status_code == 409 and r.json["code"] == "action-not-expected", r.json
    assert r.json["current_version"] >= 1
    r = act(client, mid, toks[seat], garbage)
    assert r.status_code == 422 and r.json["code"] == "unknown-action", r.json


def test_every_listed_action_type_is_one_the_game_declares():
    """Game.action_types must cover what the game lists, or stale actions read as malformed."""
    import random
    from api.games import REGISTRY
    for gid, game in sorted(REGISTRY.items()):
        rng = random.Random(gid)
        state = game.new(game.max_players, {}, 5)
        for _ in range(3000):
            if game.result(state) is not None or not game.to_act(state):
                break
            seat = rng.choice(sorted(game.to_act(state)))
            ds = game.decisions(state, seat)
            for d in ds:
                for o in d["options"]:
                    assert game.knows(o["action"]["type"]), (gid, d["id"], o["action"]["type"])
            d = rng.choice([d for d in ds if d.get("required", True)] or ds)
            game.apply(state, seat, rng.choice(d["options"])["action"])


def test_an_action_answers_with_the_seats_next_decisions_and_decisions_revalidate(client):
    # The one-request loop: the seat that moved learns its next decisions from the answer
    # alone (the others ask, as they would after the move's event), and the game ends.
    mid, toks = seated_match(client, 2, seed=5)
    nxt = {s: decisions(client, mid, t)["decisions"] for s, t in enumerate(toks)}
    moves = 0
    while True:
        seat = next((s for s, ds in nxt.items() if any(d["required"] for d in ds)), None)
        if seat is None:
            break
        d = next(d for d in nxt[seat] if d["required"])
        r = act(client, mid, toks[seat], d["options"][moves % len(d["options"])]["action"],
                decision=d["id"])
        assert r.status_code == 200, r.json
        moves += 1
        # What it answers is what GET /decisions says at that version, word for word.
        got = decisions(client, mid, toks[seat])
        if got["version"] == r.json["version"]:
            assert got["decisions"] == r.json["decisions"]
        nxt[seat] = r.json["decisions"]
        for other, tok in enumerate(toks):
            if other != seat:   # the others learn of the move from its events, then ask
                nxt[other] = decisions(client, mid, tok)["decisions"]
    assert moves > 3 and client.get(f"/api/v1/matches/{mid}").json["status"] == "finished"


def test_decisions_answer_304_while_nothing_changed_for_the_seat(client):
    mid, (t0, t1) = seated_match(client, 2, seed=2)
    first = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(t0))
    etag = first.headers["ETag"]
    again = client.get(f"/api/v1/matches/{mid}/decisions",
                       headers={**bearer(t0), "If-None-Match": etag})
    assert again.status_code == 304 and again.headers["ETag"] == etag
    # Another seat, or another language, is another answer.
    assert client.get(f"/api/v1/matches/{mid}/decisions",
                      headers={**bearer(t1), "If-None-Match": etag}).status_code == 200
    assert client.get(f"/api/v1/matches/{mid}/decisions", headers={
        **bearer(t0), "If-None-Match": etag, "Accept-Language": "ru"}).status_code == 200
    act(client, mid, t0, first.json["decisions"][0]["options"][0]["action"])
    moved = client.get(f"/api/v1/matches/{mid}/decisions",
                       headers={**bearer(t0), "If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag


def test_a_retried_key_repeats_the_decisions_of_the_first_answer(client):
    mid, (t0, t1) = seated_match(client, 2, seed=2)
    action = decisions(client, mid, t0)["decisions"][0]["options"][0]["action"]
    h = {**bearer(t0), "Idempotency-Key": "k-dec"}
    first = client.post(f"/api/v1/matches/{mid}/actions", headers=h, json={"action": action})
    assert "decisions" in first.json
    other = decisions(client, mid, t1)["decisions"]
    if other:
        act(client, mid, t1, other[0]["options"][0]["action"])
    again = client.post(f"/api/v1/matches/{mid}/actions", headers=h, json={"action": action})
    assert again.json == first.json


@pytest.fixture
def broken_bot_table(client, app, monkeypatch):
    """A B'Twixt table of three bots whose strong bot plans a move the engine refuses:
    (matches, match id)."""
    import dataclasses

    from api.games import REGISTRY
    monkeypatch.setitem(REGISTRY, "btwixt", dataclasses.replace(
        REGISTRY["btwixt"], bot=lambda view, decisions, seed: {"type": "no-such-move"}))
    mid = client.post("/api/v1/matches", json={"game": "btwixt", "players": 3, "seed": 8,
                                               "bots": [0, 1, 2]}).json["id"]
    return app.extensions["rookery.matches"], mid


def test_a_bot_plan_the_engine_refuses_gives_way_to_a_listed_option(broken_bot_table):
    """A strong bot with a bug must not stall its table: the seat plays a listed option."""
    matches, mid = broken_bot_table
    before = matches.store.load(mid).version
    assert play_bots(matches, mid, max_moves=5) == 5
    assert matches.store.load(mid).version >= before + 5


def test_a_fallback_move_that_loses_a_race_looks_again(broken_bot_table, monkeypatch):
    """Another worker moving first between the seat's read and its fallback move is a race, not
    a refusal: the worker looks at the match again and goes on (it used to end its burst)."""
    from api import bots
    matches, mid = broken_bot_table
    real_choose, raced = bots.choose, []

    def choose(game, state, seat, rng_seed, strong=True):
        action = real_choose(game, state, seat, rng_seed, strong=strong)
        if not strong and not raced:
            # the other worker: a real commit of this seat's move, from the same read
            rec = matches.store.load(mid)
            matches.play(mid, seat, real_choose(game, state, seat, rng_seed + 1, strong=False),
                         rec.version, as_bot=True)
            raced.append(rec.version)
        return action

    monkeypatch.setattr(bots, "choose", choose)
    assert play_bots(matches, mid, max_moves=5) == 5
    assert raced
    assert matches.store.load(mid).version >= raced[0] + 6


def test_a_version_moved_on_only_by_the_platform_still_pins_the_game(client):
    """A seat answers what it saw; meanwhile another seat changed its own settings
    (a new version each time, the game untouched): the answer is applied. Once a game action has been
    applied after the pinned version, the same pin is stale."""
    mid = new_match(client, game="hbo", seed=3)
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"]
            for n in ("ann", "bob")]
    while True:     # on to a one-at-a-time question (a sealed one never needed the pin)
        match = client.get(f"/api/v1/matches/{mid}").json
        seat = next(s["seat"] for s in match["seats"] if s["to_act"])
        seen = decisions(client, mid, toks[seat])
        first = seen["decisions"][0]
        if not first.get("sealed"):
            break
        act(client, mid, toks[seat], first["options"][0]["action"], decision=first["id"])
    other = 1 - seat
    # the other seat changes its watched windows twice: two versions, the game untouched
    for watch in (["reactions"], ["reactions", "saves"]):
        assert client.put(f"/api/v1/matches/{mid}/seats/{other}/settings",
                          headers=bearer(toks[other]),
                          json={"settings": {"watch": watch}}).status_code == 200
    now = client.get(f"/api/v1/matches/{mid}").json["version"]
    assert now == seen["version"] + 2
    r = act(client, mid, toks[seat], first["options"][0]["action"], version=seen["version"],
            decision=first["id"])
    assert r.status_code == 200, r.json
    # a game action came after that pin: the same pin is now stale, with or without a decision
    nxt = decisions(client, mid, toks[seat])["decisions"] or \
        decisions(client, mid, toks[other])["decisions"]
    who = seat if decisions(client, mid, toks[seat])["decisions"] else other
    r = act(client, mid, toks[who], nxt[0]["options"][0]["action"], version=seen["version"])
    assert r.status_code == 409 and r.json["code"] == "stale-version"
    r = act(client, mid, toks[who], nxt[0]["options"][0]["action"], version=now)
    assert r.status_code == 409 and r.json["code"] == "stale-version"


def test_settings_that_pass_an_open_window_move_the_game_on(client):
    """A seat that stops watching the window it is asked in has it passed at once: that is a
    game change like an action, so another seat's answer pinned before it is stale."""
    import random
    mid = new_match(client, game="hbo", seed=3)
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"]
            for n in ("ann", "bob")]
    rng = random.Random(3)
    for _ in range(2000):       # on to a reaction window one seat is asked in, the other waiting
        asked = {s: [d for d in decisions(client, mid, toks[s])["decisions"] if d["required"]]
                 for s in (0, 1)}
        window = [s for s in (0, 1) if asked[s] and asked[s][0].get("window") in ("reactions", "saves")]
        if window and not asked[1 - window[0]]:
            break
        s = rng.choice([s for s in (0, 1) if asked[s]])
        d = asked[s][0]
        act(client, mid, toks[s], rng.choice(d["options"])["action"], decision=d["id"])
    else:
        raise AssertionError("no window reached")
    x = window[0]
    seen = decisions(client, mid, toks[1 - x])["version"]
    r = client.put(f"/api/v1/matches/{mid}/seats/{x}/settings", headers=bearer(toks[x]),
                   json={"settings": {"watch": []}})
    assert r.status_code == 200
    ds = [d for d in decisions(client, mid, toks[1 - x])["decisions"] if d["required"]] or \
        [d for d in decisions(client, mid, toks[x])["decisions"] if d["required"]]
    who = 1 - x if decisions(client, mid, toks[1 - x])["decisions"] else x
    assert ds, "the passed window handed the game on"
    r = act(client, mid, toks[who], ds[0]["options"][0]["action"], version=seen)
    assert r.status_code == 409 and r.json["code"] == "stale-version", r.json


def test_each_review_step_names_its_events_in_the_log_and_a_log_event_names_its_step(client, app):
    """A log line tapped during a review opens the move that made it, and the step on screen
    marks its lines: each step's event numbers are those of the very events its action made in
    the stream, past chat messages and a seat's settings change between moves."""
    import random
    matches = app.extensions["rookery.matches"]
    mid, toks = seated_match(client, 2, "hbo", seed=4)
    r = client.get(f"/api/v1/matches/{mid}/replay", query_string={"event": 1})
    assert r.status_code == 409 and r.json["code"] == "match-not-finished"
    rng, moves = random.Random(4), 0
    while client.get(f"/api/v1/matches/{mid}").json["status"] != "finished":
        seat = next(s for s in (0, 1) if any(d["required"] for d in decisions(client, mid, toks[s])["decisions"]))
        d = next(d for d in decisions(client, mid, toks[seat])["decisions"] if d["required"])
        assert act(client, mid, toks[seat], rng.choice(d["options"])["action"]).status_code == 200
        moves += 1
        if moves % 9 == 0 and moves < 60:     # (the chat has a rate of its own)
            assert client.post(f"/api/v1/matches/{mid}/chat", headers=bearer(toks[seat]),
                               json={"text": f"move {moves}"}).status_code in (200, 201)
        if moves == 30:
            assert client.put(f"/api/v1/matches/{mid}/seats/1/settings", headers=bearer(toks[1]),
                              json={"settings": {"watch": []}}).status_code == 200
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    assert any("settings" in e for e in log["actions"])
    game = REGISTRY["hbo"]
    state = game.new(log["players"], log["options"], log["seed"])
    made = [[]]                 # each step's events, every audience's
    for entry in log["actions"]:
        if "settings" in entry:
            game.configure(state, entry["seat"], entry["settings"])
        else:
            made.append([(matches_to(e), orjson.loads(orjson.dumps(strip(e))))
                         for e in game.apply(state, entry["seat"], entry["action"])])
    stream = {seq: (to, orjson.loads(data))
              for seq, to, data in matches.store.events_after(mid, 0, 10**6)}
    assert any(ev["type"] == "chat" for _, ev in stream.values())
    starts = []
    for k in range(len(made)):
        got = client.get(f"/api/v1/matches/{mid}/replay/{k}").json
        if not made[k]:
            assert got["event_ids"] is None, k
            continue
        first, last = got["event_ids"]
        assert [stream[i] for i in range(first, last + 1)] == made[k], k
        starts.append((first, k))
    assert len(starts) > 100
    for seq in sorted(stream)[::3] + [max(stream)]:
        want = max((k for first, k in starts if first <= seq), default=0)
        r = client.get(f"/api/v1/matches/{mid}/replay", query_string={"event": seq})
        assert r.status_code == 200 and r.json == {"step": want, "steps": len(made) - 1}, seq
    r = client.get(f"/api/v1/matches/{mid}/replay", query_string={"event": "x"})
    assert r.status_code == 422 and "event" in r.json["errors"]


def test_a_finished_match_is_reviewed_step_by_step_as_a_spectator_saw_it(client, app):
    matches = app.extensions["rookery.matches"]
    mid = client.post("/api/v1/matches", json={"game": "hbo", "players": 2, "seed": 11,
                                               "bots": [0, 1]}).json["id"]
    r = client.get(f"/api/v1/matches/{mid}/replay/0")
    assert r.status_code == 409 and r.json["code"] == "match-not-finished"
    for _ in range(2000):
        if matches.store.load(mid).doc["status"] == "finished":
            break
        play_bots(matches, mid)
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    game = REGISTRY["hbo"]
    acts = [e for e in log["actions"] if "settings" not in e]
    last = len(acts)
    assert last > 2 * replay.CHECKPOINT_EVERY

    def expected(k):
        """The spectator's table after the k-th game action, and that action's public events."""
        state = game.new(log["players"], log["options"], log["seed"])
        events, done = [], 0
        for entry in log["actions"]:
            if done == k:
                break
            if "settings" in entry:
                game.configure(state, entry["seat"], entry["settings"])
                continue
            events = game.apply(state, entry["seat"], entry["action"])
            done += 1
        return game.view(state, None), [e for e in events if e.get("to") is None]

    # out of order, across the checkpoints a worker keeps, and twice the same step
    for k in [last, 1, replay.CHECKPOINT_EVERY + 1, replay.CHECKPOINT_EVERY,
              replay.CHECKPOINT_EVERY - 1, 0, last - 1, 1]:
        r = client.get(f"/api/v1/matches/{mid}/replay/{k}")
        assert r.status_code == 200, r.json
        got = r.json
        view, events = expected(k)
        assert (got["step"], got["steps"]) == (k, last)
        assert got["view"] == orjson.loads(orjson.dumps(view))
        assert got["events"] == orjson.loads(orjson.dumps(events))
        assert got["seat"] == (acts[k - 1]["seat"] if k else None)
        assert all("to" not in e for e in got["events"])
        if k == last:
            assert got["result"] == log["result"] and got["to_act"] == []
        else:
            assert got["result"] is None and got["to_act"]
    # a private step's events stay private: the hands drawn at the start are nobody else's
    assert any(e.get("to") is not None for e in replay.replay(log)[1])
    r = client.get(f"/api/v1/matches/{mid}/replay/{last + 1}")
    assert r.status_code == 404 and r.json["code"] == "no-such-step"
    assert r.headers["Content-Type"].startswith("application/problem+json")


def test_a_rematch_is_one_new_match_with_the_same_settings_that_every_player_finds(client):
    clock = {"type": "correspondence", "per_decision": 86400, "pause_weekends": True}
    mid = client.post("/api/v1/matches", json={"game": "testgame", "players": 3, "bots": [2],
                                               "clock": clock, "name": "Winter table",
                                               "rated": False}).json["id"]
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}"}).json["token"]
            for i in range(2)]
    r = client.post(f"/api/v1/matches/{mid}/rematch", headers=bearer(toks[0]))
    assert r.status_code == 409 and r.json["code"] == "match-not-finished"
    client.post(f"/api/v1/matches/{mid}/start", json={"fill": "bots"}, headers=bearer(toks[0]))
    # seat 1 hands itself to a bot: a person's seat, open to a person in the rematch
    assert client.post(f"/api/v1/matches/{mid}/seats/1/bot", json={"bot": True},
                       headers=bearer(toks[1])).status_code == 200
    assert client.get(f"/api/v1/matches/{mid}").json["seats"][1]["bot"]
    assert client.post(f"/api/v1/matches/{mid}/concede", headers=bearer(toks[0])).status_code == 200
    old = client.get(f"/api/v1/matches/{mid}").json
    assert old["rematch"] is None
    assert client.post(f"/api/v1/matches/{mid}/rematch").status_code == 401
    r = client.post(f"/api/v1/matches/{mid}/rematch", headers=bearer(toks[1]))
    assert r.status_code == 201, r.json
    new = r.json
    assert r.headers["Location"] == f"/api/v1/matches/{new['id']}"
    assert (new["game"], new["players"], new["options"], new["name"], new["rated"], new["status"]) == \
        (old["game"], old["players"], old["options"], "Winter table", False, "open")
    assert [(s["joined"], s["bot"]) for s in new["seats"]] == [(False, False), (False, False), (True, True)]
    assert (new["clock"]["type"], new["clock"]["per_decision"], new["clock"]["pause_weekends"]) == \
        ("correspondence", 86400, True)
    # the finished match names it, and says so in its events
    assert client.get(f"/api/v1/matches/{mid}").json["rematch"] == new["id"]
    events = client.get(f"/api/v1/matches/{mid}/events?after=0").json
    assert events[-1]["type"] == "rematch" and events[-1]["match"] == new["id"]
    # asked again by the other player: the same match
    again = client.post(f"/api/v1/matches/{mid}/rematch", headers=bearer(toks[0]))
    assert again.status_code == 200 and again.json["id"] == new["id"]


def test_a_rematch_lost_in_a_race_is_aborted_and_the_winner_s_is_answered(client, app):
    matches = app.extensions["rookery.matches"]
    mid, toks = seated_match(client, 2)
    play_out(client, mid, toks)
    first = matches.create("testgame", 2, None, None)
    real = matches.create

    def racing(*args, **kwargs):
        # another player's request lands between this one's check and its commit
        rec = real(*args, **kwargs)
        matches._update(mid, lambda doc: (doc.update(rematch=first.doc["id"]) or [], None))
        return rec

    matches.create = racing
    try:
        r = client.post(f"/api/v1/matches/{mid}/rematch", headers=bearer(toks[0]))
    finally:
        matches.create = real
    assert r.status_code == 200 and r.json["id"] == first.doc["id"]
    lost = [m for m in client.get("/api/v1/matches?status=aborted").json["items"]
            if m["id"] not in (mid, first.doc["id"])]
    assert any(m["name"] is None and m["game"] == "testgame" for m in lost)
