"""An account's open sessions (its devices) over HTTP: listed with the browser and system each
log-in came from, the caller's marked, one ended at a time, never another account's."""
import time

import redis

from tests.api.helpers import bearer
from tests.api.test_account_care import me
from tests.api.test_accounts import PASSWORD, account_client, make_app, sign_up  # noqa: F401

PHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
         "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")
LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"


def log_in_from(client, name, agent):
    r = client.post("/api/v1/sessions", json={"name": name, "password": PASSWORD},
                    headers={"User-Agent": agent})
    assert r.status_code == 201, r.json
    return r.json


def listed(client, token):
    r = client.get("/api/v1/sessions", headers=bearer(token))
    assert r.status_code == 200, r.json
    assert r.headers["Cache-Control"] == "no-store"
    return r.json["sessions"]


def test_each_device_is_listed_by_its_browser_and_system_and_the_caller_is_marked(client):
    sign_up(client, "Arya")
    phone = log_in_from(client, "Arya", PHONE)
    laptop = log_in_from(client, "Arya", LAPTOP)
    seen = listed(client, laptop["token"])
    assert [s["id"] for s in seen] == [laptop["id"], phone["id"]]       # the newest first
    by_id = {s["id"]: s for s in seen}
    assert by_id[phone["id"]] | {"signed_in": 0, "last_used": 0} == {
        "id": phone["id"], "current": False, "signed_in": 0, "last_used": 0, "expires": phone["expires"],
        "browser": "Mobile Safari", "os": "iOS", "device": "iPhone"}
    assert (by_id[laptop["id"]]["browser"], by_id[laptop["id"]]["os"],
            by_id[laptop["id"]]["device"], by_id[laptop["id"]]["current"]) == (
        "Firefox", "Windows", None, True)
    assert by_id[laptop["id"]]["signed_in"] >= by_id[phone["id"]]["signed_in"]
    # the phone sees the same two, itself marked
    assert [s["current"] for s in listed(client, phone["token"])] == [False, True]
    # nothing of a token, nor the User-Agent string, is in the list
    text = str(seen)
    assert phone["token"] not in text and laptop["token"] not in text and "Mozilla" not in text


def test_one_device_is_logged_out_and_the_others_stay(client):
    sign_up(client, "Bran")
    phone = log_in_from(client, "Bran", PHONE)
    laptop = log_in_from(client, "Bran", LAPTOP)
    assert client.delete(f"/api/v1/sessions/{phone['id']}",
                         headers=bearer(laptop["token"])).status_code == 204
    gone = me(client, phone["token"])
    assert gone.status_code == 401 and gone.json["code"] == "bad-session"
    assert [s["id"] for s in listed(client, laptop["token"])] == [laptop["id"]]
    again = client.delete(f"/api/v1/sessions/{phone['id']}", headers=bearer(laptop["token"]))
    assert again.status_code == 404 and again.json["code"] == "no-such-session"
    # a session may end itself by its id
    assert client.delete(f"/api/v1/sessions/{laptop['id']}",
                         headers=bearer(laptop["token"])).status_code == 204
    assert me(client, laptop["token"]).json["code"] == "bad-session"


def test_another_accounts_session_is_never_found(client):
    sign_up(client, "Jaime")
    sign_up(client, "Brienne")
    jaime = log_in_from(client, "Jaime", LAPTOP)
    brienne = log_in_from(client, "Brienne", PHONE)
    r = client.delete(f"/api/v1/sessions/{brienne['id']}", headers=bearer(jaime["token"]))
    assert r.status_code == 404 and r.json["code"] == "no-such-session"
    assert me(client, brienne["token"]).status_code == 200
    assert [s["id"] for s in listed(client, jaime["token"])] == [jaime["id"]]
    for path, method in (("/api/v1/sessions", "get"), (f"/api/v1/sessions/{jaime['id']}", "delete")):
        r = getattr(client, method)(path)
        assert r.status_code == 401 and r.json["code"] == "login-required"
        r = getattr(client, method)(path, headers=bearer("not-a-session"))
        assert r.status_code == 401 and r.json["code"] == "bad-session"
    assert me(client, jaime["token"]).status_code == 200


def test_a_log_in_without_a_user_agent_is_listed_without_names(client):
    sign_up(client, "Hodor")
    r = client.post("/api/v1/sessions", json={"name": "Hodor", "password": PASSWORD},
                    headers={"User-Agent": ""})
    (s,) = listed(client, r.json["token"])
    assert (s["browser"], s["os"], s["device"]) == (None, None, None)


def test_a_new_password_leaves_only_the_new_session_listed(client, redis_url):
    sign_up(client, "Sam")
    log_in_from(client, "Sam", PHONE)
    laptop = log_in_from(client, "Sam", LAPTOP)
    r = client.put("/api/v1/accounts/me/password", headers={**bearer(laptop["token"]),
                   "User-Agent": LAPTOP}, json={"password": PASSWORD, "new_password": "Gilly and the babe"})
    fresh = r.json
    (s,) = listed(client, fresh["token"])
    assert s["id"] == fresh["id"] and s["current"] and s["browser"] == "Firefox"
    assert redis.Redis.from_url(redis_url).hlen("acct:{sam}:devices") == 1
    assert redis.Redis.from_url(redis_url).hlen("acct:{sam}:seen") == 1


def test_expired_sessions_leave_the_devices_list_at_the_next_log_in(make_app, redis_url):  # noqa: F811
    client = account_client(make_app, SESSION_TTL=60)
    sign_up(client, "Gilly")
    for _ in range(3):
        log_in_from(client, "Gilly", PHONE)
    r = redis.Redis.from_url(redis_url)
    assert r.hlen("acct:{gilly}:devices") == 3
    for h in r.zrange("acct:{gilly}:sessions", 0, -1):     # as time passing does
        r.zadd("acct:{gilly}:sessions", {h: 1.0})
    fresh = log_in_from(client, "Gilly", LAPTOP)
    assert r.hlen("acct:{gilly}:devices") == 1 and r.hlen("acct:{gilly}:seen") == 1
    assert [s["id"] for s in listed(client, fresh["token"])] == [fresh["id"]]


def test_a_device_is_listed_with_when_it_last_used_the_account(client, redis_url):
    """A log-in is a use; so is any request of the account made with that session. Listing
    from one device says nothing new of another's use."""
    sign_up(client, "Osha")
    before = int(time.time())
    phone = log_in_from(client, "Osha", PHONE)
    laptop = log_in_from(client, "Osha", LAPTOP)
    by_id = {s["id"]: s for s in listed(client, laptop["token"])}
    assert by_id[phone["id"]]["last_used"] >= before
    r = redis.Redis.from_url(redis_url)
    (phone_hash,) = [h for h in r.hkeys("acct:{osha}:seen") if h.decode().startswith(phone["id"])]
    r.hset("acct:{osha}:seen", phone_hash, 1_700_000_000)          # as a week passing does
    by_id = {s["id"]: s for s in listed(client, laptop["token"])}
    assert by_id[phone["id"]]["last_used"] == 1_700_000_000
    assert by_id[laptop["id"]]["last_used"] >= before               # the listing is a use itself
    assert me(client, phone["token"]).status_code == 200            # the phone opens the account
    by_id = {s["id"]: s for s in listed(client, laptop["token"])}
    assert by_id[phone["id"]]["last_used"] >= before
    assert client.delete(f"/api/v1/sessions/{phone['id']}", headers=bearer(laptop["token"])).status_code == 204
    assert r.hkeys("acct:{osha}:seen") == [h for h in r.hkeys("acct:{osha}:devices")]   # the laptop's alone
    assert phone_hash not in r.hkeys("acct:{osha}:seen")
