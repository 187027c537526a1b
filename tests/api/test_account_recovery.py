"""Recovery codes over HTTP: the way back into an account whose password is forgotten. A code
is handed out once, works once, ends every earlier session, is replaced by a new one, is kept
only as a hash, and guessing it is limited like guessing a password."""
import orjson
import pytest
import redis

from tests.api.helpers import bearer
from tests.api.test_accounts import PASSWORD, account_client, log_in, make_app, sign_up  # noqa: F401

NEW = "a brand new secret"


def recover(client, name, code, new=NEW):
    return client.post("/api/v1/accounts/recover",
                       json={"name": name, "recovery_code": code, "new_password": new})


def fresh_code(client, token, password=PASSWORD):
    return client.post("/api/v1/accounts/me/recovery-code", headers=bearer(token),
                       json={"password": password})


def me(client, token):
    return client.get("/api/v1/accounts/me", headers=bearer(token))


def test_sign_up_gives_a_code_that_brings_the_account_back_once(client):
    signed = client.post("/api/v1/accounts", json={"name": "Bran", "password": PASSWORD})
    assert signed.status_code == 201 and signed.headers["Cache-Control"] == "no-store"
    made = signed.json
    code = made["recovery_code"]
    assert len(code.replace("-", "")) == 20 and not set(code) & set("01OIL")
    phone, laptop = log_in(client, "Bran"), log_in(client, "Bran")
    r = recover(client, "bran", code)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"
    back = r.json
    assert back["account"]["name"] == "Bran" and back["token"] not in (phone, laptop)
    assert back["recovery_code"] != code
    for old in (phone, laptop):
        gone = me(client, old)
        assert gone.status_code == 401 and gone.json["code"] == "bad-session"
    assert me(client, back["token"]).status_code == 200
    assert client.post("/api/v1/sessions", json={"name": "Bran", "password": PASSWORD}).status_code == 401
    assert log_in(client, "Bran", NEW)
    spent = recover(client, "Bran", code, "yet another secret")
    assert spent.status_code == 401 and spent.json["code"] == "bad-recovery-code"
    # The new code works in its turn.
    assert recover(client, "Bran", back["recovery_code"], "yet another secret").status_code == 200


def test_the_code_is_read_whatever_its_case_and_separators(client):
    code = sign_up(client, "Hodor")["recovery_code"]
    assert recover(client, "Hodor", code.replace("-", "").lower()).status_code == 200
    code = sign_up(client, "Meera")["recovery_code"]
    assert recover(client, "MEERA", " ".join(code.split("-")).lower()).status_code == 200


def test_a_wrong_code_and_an_unknown_name_get_one_answer(client):
    code = sign_up(client, "Jojen")["recovery_code"]
    wrong = recover(client, "Jojen", "ABCD-EFGH-JKMN-PQRS-TUVW")
    unknown = recover(client, "Nobody", code)
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json == unknown.json
    assert wrong.json["errors"] == {"recovery_code": ["does not match the name"]}
    assert wrong.headers["Content-Type"] == "application/problem+json"
    # Nothing changed: the password and the code still hold.
    assert log_in(client, "Jojen")
    assert recover(client, "Jojen", code).status_code == 200


def test_guessing_codes_is_counted_with_failed_logins(make_app):  # noqa: F811
    client = account_client(make_app, LOGIN_FAILURES=(3, 60))
    code = sign_up(client, "Rickon")["recovery_code"]
    for _ in range(3):
        assert recover(client, "Rickon", "2222-3333-4444-5555-6666").status_code == 401
    r = recover(client, "Rickon", code)
    assert r.status_code == 429 and r.json["code"] == "too-many-logins"
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    # One count for the name: logging in is refused too for the window.
    assert client.post("/api/v1/sessions", json={"name": "Rickon", "password": PASSWORD}).status_code == 429


def test_recovering_is_limited_per_address(make_app):  # noqa: F811
    client = account_client(make_app, RATE_LIMIT_ENABLED=True, LOGIN_RATE_LIMIT="3 per minute")
    codes = [recover(client, f"guess{i}", "2222-3333-4444-5555-6666").status_code for i in range(4)]
    assert codes == [401, 401, 401, 429]


def test_a_weak_new_password_is_refused_and_spends_nothing(client):
    code = sign_up(client, "Osha")["recovery_code"]
    for new in ("short", "osha", "OSHA"):
        r = recover(client, "Osha", code, new)
        assert r.status_code == 422 and r.json["code"] == "weak-password", new
        assert list(r.json["errors"]) == ["new_password"]
    for body in ({"name": "Osha", "recovery_code": code}, {"name": "Osha", "new_password": NEW},
                 {"name": "Osha", "recovery_code": code, "new_password": NEW, "x": 1},
                 {"name": "Osha", "recovery_code": "", "new_password": NEW}):
        r = client.post("/api/v1/accounts/recover", json=body)
        assert r.status_code == 422 and r.json["errors"], body
    assert log_in(client, "Osha")
    assert recover(client, "Osha", code).status_code == 200


def test_me_says_whether_a_code_is_set_and_a_fresh_one_needs_the_password(client):
    first = sign_up(client, "Gilly")["recovery_code"]
    token = log_in(client, "Gilly")
    mine = me(client, token).json
    assert mine["has_recovery_code"] is True and first not in orjson.dumps(mine).decode()
    wrong = fresh_code(client, token, "not the password")
    assert wrong.status_code == 401 and wrong.json["code"] == "bad-credentials"
    none = client.post("/api/v1/accounts/me/recovery-code", json={"password": PASSWORD})
    assert none.status_code == 401 and none.json["code"] == "login-required"
    r = fresh_code(client, token)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"
    second = r.json["recovery_code"]
    assert second != first
    assert recover(client, "Gilly", first).status_code == 401
    assert recover(client, "Gilly", second).status_code == 200


def test_a_new_password_keeps_the_code(client):
    code = sign_up(client, "Samwell")["recovery_code"]
    token = log_in(client, "Samwell")
    r = client.put("/api/v1/accounts/me/password", headers=bearer(token),
                   json={"password": PASSWORD, "new_password": "the citadel's books"})
    assert r.status_code == 200
    assert me(client, r.json["token"]).json["has_recovery_code"] is True
    assert recover(client, "Samwell", code).status_code == 200


def test_an_account_older_than_codes_cannot_recover_until_it_asks_for_one(client, redis_url):
    sign_up(client, "Maester")
    r = redis.Redis.from_url(redis_url)
    stored = orjson.loads(r.get("acct:{maester}"))
    # As accounts were stored before recovery codes: name, password hash, created.
    r.set("acct:{maester}", orjson.dumps({k: stored[k] for k in ("name", "password", "created")}))
    token = log_in(client, "Maester")
    assert me(client, token).json["has_recovery_code"] is False
    r = recover(client, "Maester", "2222-3333-4444-5555-6666")
    assert r.status_code == 401 and r.json["code"] == "bad-recovery-code"
    code = fresh_code(client, token).json["recovery_code"]
    assert me(client, token).json["has_recovery_code"] is True
    assert recover(client, "Maester", code).status_code == 200


def test_the_code_is_stored_only_as_an_argon2id_hash(client, redis_url, caplog):
    caplog.set_level("DEBUG")
    code = sign_up(client, "Qyburn")["recovery_code"]
    raw = redis.Redis.from_url(redis_url).get("acct:{qyburn}").decode()
    stored = orjson.loads(raw)
    assert stored["recovery"].startswith("$argon2id$")
    for form in (code, code.replace("-", ""), code.lower(), code.replace("-", "").lower()):
        assert form not in raw
    again = recover(client, "Qyburn", code).json["recovery_code"]
    raw = redis.Redis.from_url(redis_url).get("acct:{qyburn}").decode()
    assert again not in raw and again.replace("-", "") not in raw
    for secret in (code, again, code.replace("-", "")):
        assert secret not in caplog.text


def test_a_deleted_account_cannot_be_recovered(client):
    code = sign_up(client, "Tommen")["recovery_code"]
    token = log_in(client, "Tommen")
    assert client.delete("/api/v1/accounts/me", headers=bearer(token),
                         json={"password": PASSWORD}).status_code == 204
    r = recover(client, "Tommen", code)
    assert r.status_code == 401 and r.json["code"] == "bad-recovery-code"


@pytest.mark.parametrize("body", [None, "not json", {"name": 5, "recovery_code": [], "new_password": {}}])
def test_malformed_bodies_are_problems_not_errors(client, body):
    if body == "not json":
        r = client.post("/api/v1/accounts/recover", data="{", content_type="application/json")
    elif body is None:
        r = client.post("/api/v1/accounts/recover", data="x", content_type="text/plain")
    else:
        r = client.post("/api/v1/accounts/recover", json=body)
    assert 400 <= r.status_code < 500 and r.headers["Content-Type"] == "application/problem+json"
