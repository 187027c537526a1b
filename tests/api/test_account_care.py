"""An account's own care over HTTP: a new password ends every session and opens one, and an
account deleted for good takes its sessions, seats list, decks, ratings and leaderboard places
with it, holds its name for a while, and never gets a rating back."""
import pytest
import redis

from tests.api.helpers import bearer, new_match, play_out
from tests.api.test_accounts import PASSWORD, account_client, log_in, make_app, sign_up  # noqa: F401
from tests.api.test_ratings import rating_of, seat_accounts

NEW = "a much better secret"


def change(client, token, password=PASSWORD, new=NEW):
    return client.put("/api/v1/accounts/me/password", headers=bearer(token),
                      json={"password": password, "new_password": new})


def delete(client, token, password=PASSWORD):
    return client.delete("/api/v1/accounts/me", headers=bearer(token), json={"password": password})


def me(client, token):
    return client.get("/api/v1/accounts/me", headers=bearer(token))


def test_a_new_password_ends_every_session_and_opens_one(client):
    sign_up(client, "Sansa")
    phone, laptop = log_in(client, "Sansa"), log_in(client, "Sansa")
    r = change(client, laptop)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"
    fresh = r.json
    assert fresh["account"]["name"] == "Sansa" and fresh["token"] not in (phone, laptop)
    for old in (phone, laptop):
        gone = me(client, old)
        assert gone.status_code == 401 and gone.json["code"] == "bad-session"
    assert me(client, fresh["token"]).status_code == 200
    assert client.post("/api/v1/sessions", json={"name": "Sansa", "password": PASSWORD}).status_code == 401
    assert log_in(client, "sansa", NEW)


def test_a_new_password_needs_the_current_one_and_follows_the_rules(client):
    sign_up(client, "Brienne")
    token = log_in(client, "Brienne")
    wrong = change(client, token, password="not the password")
    assert wrong.status_code == 401 and wrong.json["code"] == "bad-credentials"
    for new, why in (("short", "weak-password"), ("brienne", "weak-password")):
        r = change(client, token, new=new)
        assert r.status_code == 422 and r.json["code"] == why and "new_password" in r.json["errors"]
    for body in ({"password": PASSWORD}, {"new_password": NEW}, {"password": PASSWORD, "new_password": NEW, "x": 1}):
        r = client.put("/api/v1/accounts/me/password", headers=bearer(token), json=body)
        assert r.status_code == 422, body
    none = client.put("/api/v1/accounts/me/password", json={"password": PASSWORD, "new_password": NEW})
    assert none.status_code == 401 and none.json["code"] == "login-required"
    # Nothing changed by the refusals: the session and the password still hold.
    assert me(client, token).status_code == 200 and log_in(client, "Brienne")


def test_guessing_the_current_password_is_limited_like_logging_in(make_app):  # noqa: F811
    client = account_client(make_app, LOGIN_FAILURES=(3, 60))
    sign_up(client, "Arya")
    token = log_in(client, "Arya")
    for _ in range(3):
        assert change(client, token, password="valar morghulis").status_code == 401
    r = change(client, token)
    assert r.status_code == 429 and r.json["code"] == "too-many-logins" and r.headers["Retry-After"]
    assert delete(client, token).status_code == 429
    assert me(client, token).status_code == 200


def test_a_deleted_account_leaves_nothing_of_itself(client, redis_url):
    for name in ("Robb", "Walder"):
        sign_up(client, name)
    mid = new_match(client)
    tokens = seat_accounts(client, mid, ["Robb", "Walder"])
    play_out(client, mid, tokens)
    assert rating_of(client, "robb", "testgame")
    token, other = log_in(client, "Robb"), log_in(client, "Robb")
    deck = {"game": "lcg2e", "name": "Wolves", "faction": "stark", "agenda": None, "cards": []}
    assert client.put("/api/v1/accounts/me/decks/d1", headers=bearer(token), json=deck).status_code == 200

    wrong = delete(client, token, password="the Red Wedding")
    assert wrong.status_code == 401 and wrong.json["code"] == "bad-credentials"
    assert delete(client, token).status_code == 204
    left = [k.decode() for k in redis.Redis.from_url(redis_url).keys("*robb*")]
    assert left == ["acct:{robb}"], left          # the tombstone holding the name, nothing else

    for t in (token, other):
        assert me(client, t).json["code"] == "bad-session"
    assert client.post("/api/v1/sessions", json={"name": "Robb", "password": PASSWORD}).status_code == 401
    assert client.get("/api/v1/accounts/robb").status_code == 404
    board = client.get("/api/v1/games/testgame/leaderboard").json
    assert [i["name"] for i in board["items"]] == ["Walder"]
    # The name is held: nobody takes it at once (nor a look-alike in another case).
    r = client.post("/api/v1/accounts", json={"name": "ROBB", "password": PASSWORD})
    assert r.status_code == 409 and r.json["code"] == "name-taken" and "deleted" in r.json["detail"]
    # The match it played keeps its seat under the name it was given.
    seat0 = client.get(f"/api/v1/matches/{mid}").json["seats"][0]
    assert seat0["name"] == "Robb"


def test_a_match_finishing_after_a_deletion_rates_the_others_only(client, redis_url):
    for name in ("Jon", "Ygritte"):
        sign_up(client, name)
    mid = new_match(client)
    tokens = seat_accounts(client, mid, ["Jon", "Ygritte"])
    assert delete(client, log_in(client, "Jon")).status_code == 204
    match, _ = play_out(client, mid, tokens)   # the seat's token still plays it
    assert match["status"] == "finished"
    assert rating_of(client, "ygritte", "testgame")["matches"] == 1
    assert client.get("/api/v1/accounts/jon").status_code == 404
    board = client.get("/api/v1/games/testgame/leaderboard").json
    assert [i["name"] for i in board["items"]] == ["Ygritte"]
    r = redis.Redis.from_url(redis_url)
    assert [k.decode() for k in r.keys("*{jon}*")] == ["acct:{jon}"]
    assert r.zscore("lb:testgame", "jon") is None


def test_the_name_is_free_again_once_its_hold_ends(make_app, redis_url):  # noqa: F811
    client = account_client(make_app, DELETED_NAME_HOLD=1)
    sign_up(client, "Hodor")
    assert delete(client, log_in(client, "Hodor")).status_code == 204
    r = redis.Redis.from_url(redis_url)
    assert 0 < r.pttl("acct:{hodor}") <= 1000
    r.delete("acct:{hodor}")                 # as its expiry does
    assert sign_up(client, "Hodor")["name"] == "Hodor"
    assert client.get("/api/v1/accounts/hodor").json["ratings"] == []


def test_a_match_outliving_the_hold_does_not_rate_the_names_next_owner(make_app, redis_url):  # noqa: F811
    client = account_client(make_app, DELETED_NAME_HOLD=1)
    for name in ("Jon", "Ygritte"):
        sign_up(client, name)
    mid = new_match(client)
    tokens = seat_accounts(client, mid, ["Jon", "Ygritte"])
    assert delete(client, log_in(client, "Jon")).status_code == 204
    redis.Redis.from_url(redis_url).delete("acct:{jon}")      # the hold ends, as its expiry does
    sign_up(client, "Jon")                                    # someone else takes the name
    match, _ = play_out(client, mid, tokens)
    assert match["status"] == "finished"
    assert rating_of(client, "ygritte", "testgame")["matches"] == 1
    assert client.get("/api/v1/accounts/jon").json["ratings"] == []
    board = client.get("/api/v1/games/testgame/leaderboard").json
    assert [i["name"] for i in board["items"]] == ["Ygritte"]
    # the new Jon's own list of matches does not take the old Jon's seat either
    jon = log_in(client, "Jon")
    assert client.get("/api/v1/accounts/me", headers=bearer(jon)).json["matches"] == []


@pytest.mark.parametrize("path,method", [("/api/v1/accounts/me/password", "put"), ("/api/v1/accounts/me", "delete")])
def test_a_wrong_session_changes_nothing(client, path, method):
    sign_up(client, "Theon")
    r = getattr(client, method)(path, headers=bearer("not-a-session"),
                                json={"password": PASSWORD, **({"new_password": NEW} if method == "put" else {})})
    assert r.status_code == 401 and r.json["code"] == "bad-session"
    assert log_in(client, "Theon")


def test_expired_sessions_leave_the_accounts_list_at_the_next_log_in(make_app, redis_url):  # noqa: F811
    # Sessions long enough that none ends during the three log-ins, however slow their Argon2
    # checks on a loaded machine (with 1 s the first one sometimes did): time passing is done
    # below by hand.
    client = account_client(make_app, SESSION_TTL=3600)
    sign_up(client, "Gendry")
    for _ in range(3):
        log_in(client, "Gendry")
    r = redis.Redis.from_url(redis_url)
    assert r.zcard("acct:{gendry}:sessions") == 3
    for h in r.zrange("acct:{gendry}:sessions", 0, -1):     # as time passing does
        r.zadd("acct:{gendry}:sessions", {h: 1.0})
    log_in(client, "Gendry")
    assert r.zcard("acct:{gendry}:sessions") == 1
