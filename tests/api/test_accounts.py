"""Accounts over HTTP: sign up, log in, expiry and revocation, seats across devices, refusals,
limits on guessing, and what a match shows of an account (its display name only)."""
import time

import pytest
from flask.testing import FlaskClient

from tests.api.helpers import bearer, new_match
from tests.support.contract import ContractClient

PASSWORD = "correct horse battery"


def sign_up(client, name, password=PASSWORD):
    r = client.post("/api/v1/accounts", json={"name": name, "password": password})
    assert r.status_code == 201, r.json
    return r.json


def log_in(client, name, password=PASSWORD):
    r = client.post("/api/v1/sessions", json={"name": name, "password": password})
    assert r.status_code == 201, r.json
    return r.json["token"]


def account_client(app_factory, **config):
    app = app_factory(config)
    return ContractClient(app.test_client())


@pytest.fixture
def make_app(redis_url):
    from api import create_app

    def make(extra):
        return create_app({"REDIS_URL": redis_url, "RATE_LIMIT_ENABLED": False, "TESTING": True,
                           **extra})
    return make


def test_sign_up_log_in_read_me_and_log_out(client):
    made = sign_up(client, "Daenerys")
    assert made["name"] == "Daenerys" and "password" not in made
    r = client.post("/api/v1/sessions", json={"name": "dAENERYS", "password": PASSWORD})
    assert r.status_code == 201
    assert r.headers["Cache-Control"] == "no-store"
    session = r.json
    assert session["account"]["name"] == "Daenerys"
    assert session["expires"] > time.time() + 29 * 86400
    me = client.get("/api/v1/accounts/me", headers=bearer(session["token"]))
    assert me.status_code == 200 and me.json["name"] == "Daenerys"
    assert me.json["matches"] == [] and me.json["ratings"] == []
    assert client.delete("/api/v1/sessions/current",
                         headers=bearer(session["token"])).status_code == 204
    gone = client.get("/api/v1/accounts/me", headers=bearer(session["token"]))
    assert gone.status_code == 401 and gone.json["code"] == "bad-session"
    # A second session of the same account is not revoked with the first.
    other = log_in(client, "daenerys")
    assert client.get("/api/v1/accounts/me", headers=bearer(other)).status_code == 200


def test_the_stored_password_is_an_argon2id_hash(client, app):
    sign_up(client, "Tyrion")
    stored = app.extensions["rookery.matches"].accounts.load("tyrion")
    assert stored["password"].startswith("$argon2id$")
    assert PASSWORD not in stored["password"]


def test_refusals_name_the_field_and_rule(client):
    sign_up(client, "Jon_Snow")
    cases = [
        ({"name": "JON_SNOW", "password": PASSWORD}, 409, "name-taken", "name"),
        ({"name": "jo", "password": PASSWORD}, 422, "invalid-name", "name"),
        ({"name": "1jon", "password": PASSWORD}, 422, "invalid-name", "name"),
        ({"name": "jon  snow", "password": PASSWORD}, 422, "invalid-name", "name"),
        ({"name": "Jоn", "password": PASSWORD}, 422, "invalid-name", "name"),  # Cyrillic о
        ({"name": "Sansa", "password": "short"}, 422, "weak-password", "password"),
        ({"name": "Sansa", "password": "SANSA"}, 422, "weak-password", "password"),
        ({"name": "Sansa"}, 422, "validation-error", "password"),
    ]
    for body, status, code, field in cases:
        r = client.post("/api/v1/accounts", json=body)
        assert (r.status_code, r.json["code"]) == (status, code), (body, r.json)
        assert r.headers["Content-Type"] == "application/problem+json"
        assert any(k.split(".")[0] == field for k in r.json["errors"]), r.json
    # A Cyrillic name is an ordinary name.
    assert sign_up(client, "Арья")["name"] == "Арья"


def test_wrong_password_and_unknown_name_get_one_answer(client):
    sign_up(client, "Cersei")
    wrong = client.post("/api/v1/sessions", json={"name": "Cersei", "password": "not it at all"})
    nobody = client.post("/api/v1/sessions", json={"name": "Nobody", "password": PASSWORD})
    assert wrong.status_code == nobody.status_code == 401
    assert wrong.json["code"] == nobody.json["code"] == "bad-credentials"
    assert wrong.json["detail"] == nobody.json["detail"]


def test_sessions_expire(make_app):
    client = account_client(make_app, SESSION_TTL=1)
    sign_up(client, "Bran")
    token = log_in(client, "Bran")
    assert client.get("/api/v1/accounts/me", headers=bearer(token)).status_code == 200
    time.sleep(2.1)
    r = client.get("/api/v1/accounts/me", headers=bearer(token))
    assert r.status_code == 401 and r.json["code"] == "bad-session"
    # An expired session joins nobody, not even as a guest.
    mid = new_match(client)
    r = client.post(f"/api/v1/matches/{mid}/join", json={"name": "Bran"}, headers=bearer(token))
    assert r.status_code == 401 and r.json["code"] == "bad-session"


def test_failed_logins_for_a_name_are_limited(make_app):
    client = account_client(make_app, LOGIN_FAILURES=(3, 60))
    sign_up(client, "Arya")
    for _ in range(3):
        r = client.post("/api/v1/sessions", json={"name": "arya", "password": "valar morghulis"})
        assert r.status_code == 401
    # Now even the right password waits for the window to end: guessing gains nothing.
    r = client.post("/api/v1/sessions", json={"name": "ARYA", "password": PASSWORD})
    assert r.status_code == 429 and r.json["code"] == "too-many-logins"
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    # Other names are not affected.
    sign_up(client, "Sansa")
    log_in(client, "Sansa")


def test_logins_from_one_address_are_limited(make_app):
    client = account_client(make_app, RATE_LIMIT_ENABLED=True, LOGIN_RATE_LIMIT="4 per minute")
    sign_up(client, "Brienne")
    codes = [client.post("/api/v1/sessions", json={"name": f"guess{i}", "password": PASSWORD}
                         ).status_code for i in range(5)]
    assert codes[:3] == [401, 401, 401] and codes[-1] == 429


def test_a_seat_joined_with_an_account_is_rejoined_from_another_device(client):
    sign_up(client, "Samwell")
    laptop = log_in(client, "Samwell")
    mid = new_match(client)
    r = client.post(f"/api/v1/matches/{mid}/join", json={}, headers=bearer(laptop))
    assert r.status_code == 201, r.json
    assert r.json["match"]["seats"][0] == dict(r.json["match"]["seats"][0], name="Samwell",
                                                account=True)
    seat_token = r.json["token"]
    guest = client.post(f"/api/v1/matches/{mid}/join", json={"name": "guest"}).json
    assert guest["match"]["seats"][1]["account"] is False
    # Another device: log in again, find the match and its seat token, play with it.
    phone = log_in(client, "samwell")
    mine = client.get("/api/v1/accounts/me", headers=bearer(phone)).json["matches"]
    assert [(m["match"]["id"], m["seat"], m["token"]) for m in mine] == [(mid, 0, seat_token)]
    assert mine[0]["match"]["status"] == "active"
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(mine[0]["token"])).json
    assert d["decisions"]
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(mine[0]["token"]),
                    json={"action": d["decisions"][0]["options"][0]["action"]})
    assert r.status_code == 200
    # Another account never sees this seat's token.
    sign_up(client, "Gilly")
    other = client.get("/api/v1/accounts/me", headers=bearer(log_in(client, "Gilly"))).json
    assert other["matches"] == []


def test_a_seat_left_before_the_start_is_no_longer_listed(client):
    sign_up(client, "Podrick")
    token = log_in(client, "Podrick")
    mid = new_match(client, 3)
    seat = client.post(f"/api/v1/matches/{mid}/join", json={}, headers=bearer(token)).json
    client.post(f"/api/v1/matches/{mid}/join", json={"name": "stays"})
    assert client.post(f"/api/v1/matches/{mid}/leave",
                       headers=bearer(seat["token"])).status_code == 200
    assert client.get("/api/v1/accounts/me", headers=bearer(token)).json["matches"] == []


def test_one_account_takes_one_seat_of_a_rated_match(client):
    sign_up(client, "Jaime")
    token = log_in(client, "Jaime")
    mid = new_match(client)
    assert client.post(f"/api/v1/matches/{mid}/join", json={},
                       headers=bearer(token)).status_code == 201
    r = client.post(f"/api/v1/matches/{mid}/join", json={}, headers=bearer(token))
    assert r.status_code == 409 and r.json["code"] == "already-seated"
    unrated = new_match(client, rated=False)
    for _ in range(2):
        assert client.post(f"/api/v1/matches/{unrated}/join", json={},
                           headers=bearer(token)).status_code == 201
    # Both seats of the unrated match are listed for rejoining, beside the rated one's.
    mine = client.get("/api/v1/accounts/me", headers=bearer(token)).json["matches"]
    assert sorted((m["match"]["id"], m["seat"]) for m in mine) == sorted(
        [(mid, 0), (unrated, 0), (unrated, 1)])


def test_join_without_account_needs_a_name(client):
    mid = new_match(client)
    r = client.post(f"/api/v1/matches/{mid}/join", json={})
    assert r.status_code == 422 and "name" in r.json["errors"]
    r = client.post(f"/api/v1/matches/{mid}/join", json={"name": "x"}, headers=bearer("nope"))
    assert r.status_code == 401 and r.json["code"] == "bad-session"


def test_matches_show_an_account_only_by_its_display_name(app, client):
    """Another seat and a spectator see the account's name as written and nothing else of it:
    not its folded key, its creation time, its sessions or another seat's token."""
    made = sign_up(client, "LadyStark")
    session = log_in(client, "LadyStark")
    mid = new_match(client)
    mine = client.post(f"/api/v1/matches/{mid}/join", json={}, headers=bearer(session)).json
    theirs = client.post(f"/api/v1/matches/{mid}/join", json={"name": "Walder"}).json
    raw = FlaskClient(app)   # plain bodies as text
    secrets_ = [session, mine["token"], "ladystark", str(made["created"]), PASSWORD]
    for headers in ({}, bearer(theirs["token"])):
        for path in ("", "/view", "/decisions", "/events", "/chat"):
            body = raw.get(f"/api/v1/matches/{mid}{path}", headers=headers).get_data(as_text=True)
            for secret in secrets_:
                assert secret not in body, (path, secret)
        listing = raw.get("/api/v1/matches", headers=headers).get_data(as_text=True)
        assert "LadyStark" in listing and not any(s in listing for s in secrets_)


def test_unknown_accounts_and_games(client):
    assert client.get("/api/v1/accounts/nobody").json["code"] == "not-found"
    assert client.get("/api/v1/games/chess/leaderboard").status_code == 404
    assert client.get("/api/v1/accounts/me").json["code"] == "login-required"
    assert client.delete("/api/v1/sessions/current").status_code == 401


def test_passwords_and_tokens_stay_out_of_the_logs(client, caplog):
    caplog.set_level("DEBUG")
    sign_up(client, "Varys")
    token = log_in(client, "Varys")
    client.post("/api/v1/sessions", json={"name": "Varys", "password": "little birds"})
    client.get("/api/v1/accounts/me", headers=bearer(token))
    client.delete("/api/v1/sessions/current", headers=bearer(token))
    for secret in (PASSWORD, "little birds", token):
        assert secret not in caplog.text


GEVENT_PROBE = """
from gevent import monkey; monkey.patch_all()
import sys, gevent
from api.accounts import HASHER, off_loop
ticks = []
def ticker():
    while True:
        ticks.append(1); gevent.sleep(0.005)
g = gevent.spawn(ticker); gevent.sleep(0)
before = len(ticks)
(off_loop if sys.argv[1] == "off" else (lambda f, *a: f(*a)))(HASHER.hash, "a password here")
print(len(ticks) - before)
"""


@pytest.mark.parametrize("how,ticks_ok", [("off", lambda n: n >= 2), ("on", lambda n: n == 0)])
def test_argon2_leaves_a_gevent_workers_loop_running(how, ticks_ok):
    """In a gevent worker (as under gunicorn) a hash runs on a real thread: the worker's other
    greenlets keep running meanwhile (hashing on the loop itself would stop them, the contrast)."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", GEVENT_PROBE, how], cwd=root, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert ticks_ok(int(out.stdout.strip())), (how, out.stdout)


def test_an_account_keeps_its_decks_for_every_device(client):
    sign_up(client, "Lyanna")
    desk, phone = log_in(client, "Lyanna"), log_in(client, "lyanna")
    deck = {"game": "lcg2e", "name": "  Winter  ", "faction": "stark", "agenda": None,
            "cards": ["01141", "01141", "01145"]}
    r = client.put("/api/v1/accounts/me/decks/d-1", json=deck, headers=bearer(desk))
    assert r.status_code == 200, r.json
    assert r.json["name"] == "Winter" and r.json["cards"] == deck["cards"] and r.json["id"] == "d-1"
    r = client.get("/api/v1/accounts/me/decks?game=lcg2e", headers=bearer(phone))
    assert [d["id"] for d in r.json["decks"]] == ["d-1"]
    assert r.headers["Cache-Control"] == "no-store"
    # saved again: replaced, not doubled; another game's filter sees none
    client.put("/api/v1/accounts/me/decks/d-1", json=dict(deck, cards=[]), headers=bearer(phone))
    assert client.get("/api/v1/accounts/me/decks", headers=bearer(desk)).json["decks"][0]["cards"] == []
    assert client.get("/api/v1/accounts/me/decks?game=hbo", headers=bearer(desk)).json["decks"] == []
    # another account sees nothing of it
    sign_up(client, "Cersei")
    other = log_in(client, "Cersei")
    assert client.get("/api/v1/accounts/me/decks", headers=bearer(other)).json["decks"] == []
    assert client.delete("/api/v1/accounts/me/decks/d-1", headers=bearer(other)).status_code == 404
    # refusals name the field or the rule
    bad = [({**deck, "game": "btwixt"}, 422, "no-decks", "game"),
           ({**deck, "cards": [1]}, 422, "validation-error", "cards"),
           ({**deck, "name": "a\tb"}, 422, "validation-error", "name"),
           ({**deck, "colour": "red"}, 422, "validation-error", "colour")]
    for body, status, code, field in bad:
        r = client.put("/api/v1/accounts/me/decks/d-2", json=body, headers=bearer(desk))
        assert (r.status_code, r.json["code"]) == (status, code), (body, r.json)
        assert any(k.split(".")[0] == field for k in r.json["errors"]), r.json
    assert client.put("/api/v1/accounts/me/decks/d-2", json=deck).status_code == 401
    assert client.put("/api/v1/accounts/me/decks/no%20spaces", json=deck,
                      headers=bearer(desk)).status_code == 404
    assert client.delete("/api/v1/accounts/me/decks/d-1", headers=bearer(desk)).status_code == 204
    assert client.get("/api/v1/accounts/me/decks", headers=bearer(phone)).json["decks"] == []


def test_an_account_keeps_at_most_a_hundred_decks(client):
    from api.account_decks import MOST_DECKS
    sign_up(client, "Brienne")
    tok = log_in(client, "Brienne")
    deck = {"game": "lcg2e", "name": "d", "faction": "stark", "cards": []}
    for i in range(MOST_DECKS):
        assert client.put(f"/api/v1/accounts/me/decks/d{i}", json=deck,
                          headers=bearer(tok)).status_code == 200
    r = client.put("/api/v1/accounts/me/decks/one-more", json=deck, headers=bearer(tok))
    assert r.status_code == 409 and r.json["code"] == "too-many-decks"
    assert client.put("/api/v1/accounts/me/decks/d0", json=deck, headers=bearer(tok)).status_code == 200
