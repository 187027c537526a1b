""""Your turn" webhooks against real Redis and a real receiver (an HTTP server in the test),
delivered by the worker's loop running on a thread."""
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from api import webhooks
from tests.api.days import Service, own_db
from tests.api.helpers import bearer, new_match

SECRETS = ["s0-" + "a" * 20, "s1-" + "b" * 20]


class Receiver:
    """Records every POST (path, headers, raw body); answers ``fail`` times with 500 first."""

    def __init__(self, fail: int = 0):
        self.got, self.fail = [], fail
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                outer.got.append((self.path, dict(self.headers), body))
                code = 500 if outer.fail > 0 else 204
                outer.fail -= 1
                self.send_response(code)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_port}"

    def to(self, seat):
        return [(h, b) for p, h, b in self.got if p == f"/hook/{seat}"]

    def wait(self, seat, count, timeout=10.0):
        deadline = time.monotonic() + timeout
        while len(self.to(seat)) < count and time.monotonic() < deadline:
            time.sleep(0.02)
        return self.to(seat)

    def stop(self):
        self.server.shutdown()


@pytest.fixture
def receiver():
    r = Receiver()
    yield r
    r.stop()


@pytest.fixture
def service(redis_url):
    url = own_db(redis_url)
    svc = Service(url, WEBHOOK_ALLOW="loopback", WEBHOOK_BACKOFF=0.2,
                  WEBHOOK_GIVE_UP=3.0, WEBHOOK_TIMEOUT=2.0).start_worker()
    yield svc
    svc.stop_worker()


def required_ids(client, mid, token):
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(token)).json
    return [x for x in d["decisions"] if x["required"]]


def check_signed(header, body, secret):
    assert webhooks.verify(secret, header["Rookery-Signature"], body)
    assert not webhooks.verify(secret, header["Rookery-Signature"], body + b" ")
    assert not webhooks.verify("another secret entirely", header["Rookery-Signature"], body)


def test_a_signed_delivery_for_each_required_decision_and_none_for_another_seats_turn(
        service, receiver):
    client = service.client
    mid = new_match(client, 2)
    t0 = client.post(f"/api/v1/matches/{mid}/join", json={
        "name": "ann", "webhook": {"url": receiver.url + "/hook/0", "secret": SECRETS[0]}}).json
    assert "webhook" not in str(t0["match"]) and SECRETS[0] not in str(t0)
    t1 = client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"}).json
    toks = [t0["token"], t1["token"]]
    r = client.put(f"/api/v1/matches/{mid}/seats/1/webhook", headers=bearer(toks[1]),
                   json={"url": receiver.url + "/hook/1", "secret": SECRETS[1]})
    assert r.status_code == 200 and r.json["url"] == receiver.url + "/hook/1"
    assert SECRETS[1] not in r.text

    expected = {0: [], 1: []}
    actions = 0
    while client.get(f"/api/v1/matches/{mid}").json["status"] == "active" and actions < 60:
        for seat in (0, 1):
            now = [d["id"] for d in required_ids(client, mid, toks[seat])]
            if now and (not expected[seat] or expected[seat][-1] != now):
                expected[seat].append(now)
            got = receiver.wait(seat, len(expected[seat]))
            assert len(got) == len(expected[seat]), (seat, expected[seat], got)
        acting = [s["seat"] for s in client.get(f"/api/v1/matches/{mid}").json["seats"]
                  if s["to_act"]]
        seat = acting[0]
        decision = required_ids(client, mid, toks[seat])[0]
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                        json={"action": decision["options"][-1]["action"]})
        assert r.status_code == 200
        actions += 1
    assert client.get(f"/api/v1/matches/{mid}").json["status"] == "finished"
    time.sleep(0.5)     # nothing more may come once the match is over
    for seat in (0, 1):
        got = receiver.to(seat)
        assert [[d["id"] for d in json.loads(b)["decisions"]] for _, b in got] == expected[seat]
        for header, body in got:
            check_signed(header, body, SECRETS[seat])
            payload = json.loads(body)
            assert payload["match"] == mid and payload["seat"] == seat
            assert isinstance(payload["version"], int)
            assert all(d["required"] for d in payload["decisions"])
        log = client.get(f"/api/v1/matches/{mid}/seats/{seat}/webhook", headers=bearer(toks[seat]))
        assert [e["outcome"] for e in log.json["deliveries"]] == ["delivered"] * len(got)
    assert len(expected[0]) >= 3 and len(expected[1]) >= 3


def test_a_failed_delivery_is_retried_with_backoff_then_given_up(service, receiver):
    client = service.client
    receiver.fail = 2
    mid = new_match(client, 2)
    tok = client.post(f"/api/v1/matches/{mid}/join", json={
        "name": "ann", "webhook": {"url": receiver.url + "/hook/0", "secret": SECRETS[0]}}
    ).json["token"]
    client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"})
    got = receiver.wait(0, 3)
    assert len(got) == 3
    assert len({h["Rookery-Delivery"] for h, _ in got}) == 1     # one delivery, three attempts
    assert len({b for _, b in got}) == 1
    for header, body in got:
        check_signed(header, body, SECRETS[0])
    time.sleep(0.1)
    log = client.get(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(tok)).json
    assert [(e["attempt"], e["outcome"], e["status"]) for e in reversed(log["deliveries"])] == \
        [(1, "retrying", 500), (2, "retrying", 500), (3, "delivered", 204)]

    # A receiver that never answers well: retries stop after WEBHOOK_GIVE_UP (3 s here).
    receiver.fail = 10**6
    mid = new_match(client, 2)
    tok = client.post(f"/api/v1/matches/{mid}/join", json={
        "name": "ann", "webhook": {"url": receiver.url + "/hook/0", "secret": SECRETS[0]}}
    ).json["token"]
    client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"})
    deadline = time.monotonic() + 10
    outcomes = []
    while time.monotonic() < deadline and "gave-up" not in outcomes:
        time.sleep(0.2)
        outcomes = [e["outcome"] for e in client.get(
            f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(tok)).json["deliveries"]]
    assert outcomes[0] == "gave-up" and set(outcomes[1:]) == {"retrying"}
    assert 3 <= len(outcomes) <= 6      # 0.2, 0.4, 0.8, 1.6 s: the next would pass 3 s


def test_a_retry_of_an_answered_decision_is_dropped(service, receiver):
    client = service.client
    receiver.fail = 10**6
    mid = new_match(client, 2)
    tok = client.post(f"/api/v1/matches/{mid}/join", json={
        "name": "ann", "webhook": {"url": receiver.url + "/hook/0", "secret": SECRETS[0]}}
    ).json["token"]
    client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"})
    receiver.wait(0, 1)
    d = required_ids(client, mid, tok)[0]
    client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(tok),
                json={"action": d["options"][0]["action"]})
    time.sleep(1.0)
    log = client.get(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(tok)).json
    assert log["deliveries"][0]["outcome"] == "dropped"
    assert len(receiver.to(0)) == 1


def test_a_slow_receiver_never_holds_up_the_game(redis_url):
    url = own_db(redis_url)
    slow = threading.Event()

    class Sleepy(BaseHTTPRequestHandler):
        def do_POST(self):
            slow.wait(5)
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Sleepy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    svc = Service(url, WEBHOOK_ALLOW="loopback", WEBHOOK_TIMEOUT=10).start_worker()
    try:
        client = svc.client
        mid = new_match(client, 2)
        toks = [client.post(f"/api/v1/matches/{mid}/join", json={
            "name": f"p{i}", "webhook": {"url": f"http://127.0.0.1:{server.server_port}/",
                                         "secret": SECRETS[0]}}).json["token"] for i in range(2)]
        began = time.monotonic()
        for seat in (0, 1):
            d = required_ids(client, mid, toks[seat])[0]
            assert client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                               json={"action": d["options"][0]["action"]}).status_code == 200
        assert time.monotonic() - began < 2
    finally:
        slow.set()
        svc.stop_worker()
        server.shutdown()


@pytest.mark.parametrize("url", ["http://127.0.0.1:9/x", "http://10.1.2.3/x", "http://[::1]/x",
                                 "http://169.254.169.254/latest", "http://localhost/x",
                                 "ftp://example.com/x", "http://user:pw@example.com/x",
                                 "not a url at all"])
def test_private_and_odd_addresses_are_refused_by_default(client, url):
    mid = new_match(client, 2)
    r = client.post(f"/api/v1/matches/{mid}/join",
                    json={"name": "ann", "webhook": {"url": url, "secret": SECRETS[0]}})
    assert (r.status_code, r.json["code"]) == (422, "webhook-refused")
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    r = client.put(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(tok),
                   json={"url": url, "secret": SECRETS[0]})
    assert (r.status_code, r.json["code"]) == (422, "webhook-refused")


def test_loopback_allowed_by_config_is_loopback_only():
    import ipaddress
    assert webhooks.address_allowed(ipaddress.ip_address("127.0.0.1"), "loopback")
    assert not webhooks.address_allowed(ipaddress.ip_address("10.0.0.1"), "loopback")
    assert not webhooks.address_allowed(ipaddress.ip_address("10.0.0.1"), "")
    assert webhooks.address_allowed(ipaddress.ip_address("10.0.0.1"), "private")
    assert webhooks.address_allowed(ipaddress.ip_address("93.184.216.34"), "")


def test_only_the_seat_itself_reads_or_changes_its_webhook(service, receiver):
    client = service.client
    mid = new_match(client, 2)
    toks = [client.post(f"/api/v1/matches/{mid}/join", json={"name": f"p{i}"}).json["token"]
            for i in range(2)]
    hook = {"url": receiver.url + "/hook/0", "secret": SECRETS[0]}
    assert client.put(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(toks[1]),
                      json=hook).status_code == 403
    assert client.get(f"/api/v1/matches/{mid}/seats/0/webhook").status_code == 401
    assert client.get(f"/api/v1/matches/{mid}/seats/7/webhook",
                      headers=bearer(toks[0])).status_code == 404
    assert client.put(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(toks[0]),
                      json=hook).status_code == 200
    r = client.delete(f"/api/v1/matches/{mid}/seats/0/webhook", headers=bearer(toks[0]))
    assert r.status_code == 200 and r.json["url"] is None


def test_verify_refuses_an_old_timestamp():
    body = b'{"x": 1}'
    header = webhooks.sign("k" * 20, 1_000_000, body)
    assert webhooks.verify("k" * 20, header, body, now=1_000_100)
    assert not webhooks.verify("k" * 20, header, body, now=1_000_000 + 301)
    assert not webhooks.verify("k" * 20, "v1=abc", body)
