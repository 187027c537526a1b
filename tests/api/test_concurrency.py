"""Two gunicorn instances on one Redis, many clients racing on the same matches.

Every accepted action must be in the stored state exactly once: replaying the accepted
actions in version order from the seed gives the stored state. Accepted versions are unique
(no lost update), a retried Idempotency-Key is applied once, and stale writers get 409.
"""
import random
import threading
from collections import Counter

import orjson
import pytest
import redis
import requests

from api import archive
from api.store import match_key
from tests.support import testgame
from tests.support.servers import Gunicorn

MATCHES, PLAYERS, CLIENTS_PER_SEAT = 4, 4, 2


@pytest.fixture(scope="module")
def two_instances(redis_server):
    a, b = Gunicorn(redis_server.url, workers=2), Gunicorn(redis_server.url, workers=2)
    yield a.url, b.url
    a.stop()
    b.stop()


def test_racing_clients_lose_no_update_and_apply_nothing_twice(two_instances, redis_server):
    bases = list(two_instances)
    games = []
    for m in range(MATCHES):
        base = bases[m % 2]
        mid = requests.post(f"{base}/api/v1/matches",
                            json={"game": "testgame", "players": PLAYERS, "seed": 100 + m}).json()["id"]
        toks = [requests.post(f"{bases[i % 2]}/api/v1/matches/{mid}/join",
                              json={"name": f"p{i}"}).json()["token"] for i in range(PLAYERS)]
        games.append((mid, toks))

    accepted = {mid: [] for mid, _ in games}   # (version, seat, action)
    statuses = Counter()
    lock = threading.Lock()

    def client(mid, seat, tok, k):
        rng = random.Random(f"{mid}{seat}{k}")
        s = requests.Session()
        h = {"Authorization": f"Bearer {tok}"}
        for _ in range(400):
            base = rng.choice(bases)
            m = s.get(f"{base}/api/v1/matches/{mid}", timeout=10).json()
            if m["status"] == "finished":
                return
            d = s.get(f"{base}/api/v1/matches/{mid}/decisions", headers=h, timeout=10).json()
            if not d["decisions"]:
                continue
            action = rng.choice(d["decisions"][0]["options"])["action"]
            body = {"action": action}
            if rng.random() < 0.8:
                body["version"] = d["version"]
            if rng.random() < 0.5:
                body["decision"] = d["decisions"][0]["id"]
            headers = dict(h)
            if rng.random() < 0.3:
                headers["Idempotency-Key"] = f"{seat}-{d['version']}"  # shared by both clients
            r = s.post(f"{rng.choice(bases)}/api/v1/matches/{mid}/actions", json=body,
                       headers=headers, timeout=10)
            with lock:
                statuses[(r.status_code, r.json().get("code") if r.status_code != 200 else "ok")] += 1
                if r.status_code == 200:
                    accepted[mid].append((r.json()["version"], seat, action))
            if r.status_code == 422:  # the twin client reused the key for another action
                assert r.json()["code"] == "idempotency-key-reused", r.text
                continue
            assert r.status_code in (200, 409), r.text

    threads = [threading.Thread(target=client, args=(mid, seat, tok, k))
               for mid, toks in games for seat, tok in enumerate(toks) for k in range(CLIENTS_PER_SEAT)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)

    r = redis.Redis.from_url(redis_server.url)
    assert sum(n for (code, _), n in statuses.items() if code == 409) > 0, statuses
    # and deterministically: a writer holding an old version is refused on the other instance
    a, b = bases
    mid = requests.post(f"{a}/api/v1/matches", json={"game": "testgame", "players": 2}).json()["id"]
    t0, t1 = [requests.post(f"{a}/api/v1/matches/{mid}/join", json={"name": n}).json()["token"]
              for n in ("x", "y")]
    seen = requests.get(f"{b}/api/v1/matches/{mid}/decisions",
                        headers={"Authorization": f"Bearer {t1}"}).json()
    first = requests.get(f"{a}/api/v1/matches/{mid}/decisions",
                         headers={"Authorization": f"Bearer {t0}"}).json()
    assert requests.post(f"{a}/api/v1/matches/{mid}/actions", headers={"Authorization": f"Bearer {t0}"},
                         json={"action": first["decisions"][0]["options"][0]["action"]}).status_code == 200
    stale = requests.post(f"{b}/api/v1/matches/{mid}/actions", headers={"Authorization": f"Bearer {t1}"},
                          json={"action": seen["decisions"][0]["options"][0]["action"],
                                "version": seen["version"]})
    assert stale.status_code == 409 and stale.json()["code"] == "stale-version", stale.text
    for mid, _ in games:
        doc = orjson.loads(archive.document(r.hget(match_key(mid), "doc")))
        assert doc["status"] == "finished"
        # Idempotent retries return the same version to both clients: count each once.
        versions = {}
        for version, seat, action in accepted[mid]:
            assert versions.setdefault(version, (seat, action)) == (seat, action), \
                f"two different actions accepted as version {version}"
        # Replay: the accepted actions in version order rebuild the stored state exactly.
        state = testgame.new(PLAYERS, {}, doc["seed"])
        for version in sorted(versions):
            seat, action = versions[version]
            testgame.GAME.apply(state, seat, action)
        assert state == doc["state"]
        joins = PLAYERS
        assert int(r.hget(match_key(mid), "version")) == 1 + joins + len(versions)


def test_concurrent_retries_with_one_key_all_get_the_first_answer(two_instances):
    """50 simultaneous retries of one request (same Idempotency-Key, same pinned version) over
    two instances: one is applied, every other gets its answer (or, while it is still being
    applied, 409 request-in-progress) - never stale-version, never a second application."""
    a, b = two_instances
    for rnd in range(3):
        mid = requests.post(f"{a}/api/v1/matches",
                            json={"game": "testgame", "players": 2, "seed": rnd}).json()["id"]
        toks = [requests.post(f"{a}/api/v1/matches/{mid}/join", json={"name": n}).json()["token"]
                for n in ("x", "y")]
        h = {"Authorization": f"Bearer {toks[0]}"}
        d = requests.get(f"{a}/api/v1/matches/{mid}/decisions", headers=h).json()
        body = {"action": d["decisions"][0]["options"][0]["action"], "version": d["version"]}
        headers = {**h, "Idempotency-Key": f"retry-{rnd}"}
        answers = []
        gate = threading.Barrier(50)

        def retry(i):
            s = requests.Session()
            gate.wait()
            r = s.post(f"{(a, b)[i % 2]}/api/v1/matches/{mid}/actions", json=body,
                       headers=headers, timeout=20)
            answers.append((r.status_code, r.json()))

        threads = [threading.Thread(target=retry, args=(i,)) for i in range(50)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert len(answers) == 50
        ok = [body for code, body in answers if code == 200]
        others = Counter((code, body.get("code")) for code, body in answers if code != 200)
        assert set(others) <= {(409, "request-in-progress")}, others
        assert ok and all(x == ok[0] for x in ok), "every retry gets the first answer"
        assert ok[0]["version"] == d["version"] + 1
        m = requests.get(f"{a}/api/v1/matches/{mid}").json()
        assert m["version"] == d["version"] + 1, "applied exactly once"
