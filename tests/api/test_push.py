""""Your move" pushed to a browser (Web Push, api/push.py) against real Redis, the worker's loop
on a thread and a push service played by an HTTP server in the test. The test is the browser:
it makes the subscription's keys, then decrypts what arrives (RFC 8291) and checks the VAPID
signature (RFC 8292) against the site's published key, as a push service and a browser would."""
import base64
import json
import os
import time

import http_ece
import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

from tests.api.days import Service, own_db
from tests.api.helpers import bearer, new_match
from tests.api.test_webhooks import Receiver, required_ids


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Browser:
    """A browser's push subscription: its key pair and auth secret, at ``endpoint``."""

    def __init__(self, endpoint: str):
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)
        self.endpoint = endpoint
        point = self.key.public_key().public_bytes(serialization.Encoding.X962,
                                                   serialization.PublicFormat.UncompressedPoint)
        self.subscription = {"endpoint": endpoint, "expirationTime": None,
                             "keys": {"p256dh": b64(point), "auth": b64(self.auth)}}

    def read(self, body: bytes) -> dict:
        return json.loads(http_ece.decrypt(body, private_key=self.key, auth_secret=self.auth,
                                           version="aes128gcm"))


def check_vapid(headers: dict, site_key: str, endpoint: str, subject: str):
    """``Authorization: vapid t=<JWT>,k=<key>``: the site's key, a JWT it signed (ES256) for
    this push service's origin, not expired."""
    headers = {k.lower(): v for k, v in headers.items()}
    scheme, _, params = headers["authorization"].partition(" ")
    assert scheme == "vapid"
    fields = dict(p.strip().split("=", 1) for p in params.split(","))
    assert fields["k"] == site_key
    head, claims, sig = fields["t"].split(".")
    raw = unb64(sig)
    pub = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(site_key))
    pub.verify(encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")),
               f"{head}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))
    c = json.loads(unb64(claims))
    origin = endpoint.split("/", 3)
    assert c["aud"] == f"{origin[0]}//{origin[2]}" and c["sub"] == subject and c["exp"] > time.time()
    assert headers["content-encoding"] == "aes128gcm" and int(headers["ttl"]) > 0


@pytest.fixture
def service(redis_url):
    svc = Service(own_db(redis_url), WEBHOOK_ALLOW="loopback", WEBHOOK_BACKOFF=0.2,
                  WEBHOOK_GIVE_UP=3.0, WEBHOOK_TIMEOUT=2.0,
                  VAPID_SUBJECT="mailto:ops@rookery.test").start_worker()
    yield svc
    svc.stop_worker()


@pytest.fixture
def push_service():
    r = Receiver()
    yield r
    r.stop()


def test_a_seat_waiting_gets_an_encrypted_signed_push_naming_only_its_table(service, push_service):
    client = service.client
    site_key = client.get("/api/v1/push/key").json["public_key"]
    assert len(unb64(site_key)) == 65 and unb64(site_key)[0] == 4
    assert client.get("/api/v1/push/key").json["public_key"] == site_key     # one key, kept

    mid = new_match(client, 2)
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"] for n in ("ann", "bob")]
    phone = Browser(push_service.url + "/hook/0")
    r = client.put(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(toks[0]),
                   json={**phone.subscription, "lang": "ru", "label": "Стол Энн"})
    assert r.status_code == 200 and r.json["endpoint"] == phone.endpoint and r.json["lang"] == "ru"
    assert phone.subscription["keys"]["auth"] not in r.text
    public = client.get(f"/api/v1/matches/{mid}").text
    assert phone.endpoint not in public and phone.subscription["keys"]["p256dh"] not in public
    # only the seat's own token subscribes it
    r = client.put(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(toks[1]), json=phone.subscription)
    assert r.status_code == 403 and r.json["code"] == "not-your-seat"

    told = 0
    for _ in range(40):
        if required_ids(client, mid, toks[0]):
            told += 1
            got = push_service.wait(0, told)
            assert len(got) == told, (told, got)
            headers, body = got[-1]
            check_vapid(headers, site_key, phone.endpoint, "mailto:ops@rookery.test")
            assert phone.read(body) == {"title": "Ваш ход", "body": "Стол Энн: стол ждёт вашего хода.",
                                        "url": f"/#/match/{mid}", "tag": f"rookery-{mid}"}
            decision = required_ids(client, mid, toks[0])[0]
            seat = 0
        else:
            seat = 1
            decision = required_ids(client, mid, toks[1])[0]
        client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                    json={"action": decision["options"][-1]["action"]})
        if client.get(f"/api/v1/matches/{mid}").json["status"] != "active":
            break
    assert told >= 2
    info = client.get(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(toks[0])).json
    assert [(e["kind"], e["outcome"], e["status"]) for e in info["deliveries"]] == [("push", "delivered", 204)] * told
    # the webhook's log is the webhook's alone
    assert client.get(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(toks[0])).json["deliveries"] == []


def test_a_subscription_the_push_service_forgot_is_ended_and_a_bad_one_refused(service, push_service):
    client = service.client
    mid = new_match(client, 2)
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    phone = Browser(push_service.url + "/hook/0")
    for bad, field in [({"keys": {"p256dh": "AAAA", "auth": phone.subscription["keys"]["auth"]}}, "keys.p256dh"),
                       ({"keys": {"p256dh": phone.subscription["keys"]["p256dh"], "auth": "%%%"}}, "keys.auth"),
                       ({"lang": "fr"}, "lang")]:
        r = client.put(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(tok), json={**phone.subscription, **bad})
        assert r.status_code == 422 and field in r.json["errors"], (field, r.json)
    r = client.put(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(tok),
                   json={**phone.subscription, "endpoint": "ftp://127.0.0.1/x"})
    assert r.status_code == 422 and r.json["code"] == "webhook-refused"

    push_service.fail = 0
    gone = Receiver()
    gone.server.RequestHandlerClass.do_POST = lambda h: (h.rfile.read(int(h.headers["Content-Length"])),
                                                         h.send_response(410), h.send_header("Content-Length", "0"),
                                                         h.end_headers())
    try:
        dropped = Browser(gone.url + "/hook/0")
        assert client.put(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(tok),
                          json=dropped.subscription).status_code == 200
        client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"})     # the match starts
        deadline = time.monotonic() + 10
        info = {}
        while time.monotonic() < deadline:
            info = client.get(f"/api/v1/matches/{mid}/seats/0/push", headers=bearer(tok)).json
            if info["endpoint"] is None:
                break
            time.sleep(0.05)
        assert info["endpoint"] is None
        assert [(e["outcome"], e["status"]) for e in info["deliveries"]] == [("gone", 410)]
    finally:
        gone.stop()


def test_every_process_signs_with_the_one_key_kept_in_redis(redis_url):
    """Two app processes on one Redis publish one key; a key replaced in Redis (a restore from
    another backup, say) is the one both publish from then on, so no process signs with a key
    browsers no longer hold."""
    import redis as redis_lib
    from api.push import VAPID_KEY
    from py_vapid import Vapid02
    url = own_db(redis_url)
    a, b = Service(url).client, Service(url).client
    first = a.get("/api/v1/push/key").json["public_key"]
    assert b.get("/api/v1/push/key").json["public_key"] == first
    other = Vapid02()
    other.generate_keys()
    redis_lib.Redis.from_url(url).set(VAPID_KEY, other.private_pem())
    now = {a.get("/api/v1/push/key").json["public_key"], b.get("/api/v1/push/key").json["public_key"]}
    assert len(now) == 1 and first not in now
