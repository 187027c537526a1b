"""The service on a real Redis Cluster (REDIS_MODE=cluster, issue #17): three masters made
with redis-cli. Every key of a match shares one slot, the bot queue's keys another; the index
and the rate limiter's keys spread over the cluster. Played over HTTP (in process and under
gunicorn with the rate limiter on), with racing clients, idempotent retries and bot workers.
Failover to replicas is not covered here: docs/reliability.md states the limits."""
import random
import threading
import time
from collections import Counter

import orjson
import pytest
import requests

from api import archive, create_app
from api.store import connect, match_key
from tests.api.test_required_client import play_required_only
from tests.support.contract import ContractClient
from tests.support.replaying import replays_exactly
from tests.support.servers import BotWorker, Gunicorn, RedisClusterServers

CLUSTER = {"REDIS_MODE": "cluster"}


@pytest.fixture(scope="module")
def cluster():
    c = RedisClusterServers(3)
    yield c
    c.stop()


@pytest.fixture
def cluster_client(cluster):
    app = create_app({"REDIS_URL": cluster.url, "REDIS_MODE": "cluster",
                      "RATE_LIMIT_ENABLED": False, "TESTING": True})
    return ContractClient(app.test_client())


@pytest.mark.parametrize("game,players", [("btwixt", 4), ("lcg2e", 2)])
def test_whole_matches_play_on_a_cluster(cluster_client, game, players):
    match, actions = play_required_only(cluster_client, game, players, seed=7)
    assert match["status"] == "finished" and actions > 10
    mid = match["id"]
    # the listing (index keys on other nodes), the events and the published log all answer
    listed = cluster_client.get(f"/api/v1/matches?game={game}&status=finished").json
    assert mid in [m["id"] for m in listed["items"]]
    assert cluster_client.get(f"/api/v1/matches/{mid}/events").json
    log = cluster_client.get(f"/api/v1/matches/{mid}/actions").json
    assert len(log["actions"]) == actions


def test_racing_clients_retries_and_bots_on_a_cluster(cluster):
    env = {"REDIS_MODE": "cluster", "ROOKERY_RATE_LIMIT_ENABLED": "1",
           "ROOKERY_RATE_LIMIT": "100000 per minute"}
    web = [Gunicorn(cluster.url, workers=2, extra_env=env) for _ in range(2)]
    bots = [BotWorker(cluster.url, {"REDIS_MODE": "cluster"}) for _ in range(2)]
    r = connect(cluster.url, "cluster")
    try:
        bases = [w.url for w in web]
        # all-bot tables, played by the two workers
        bot_mids = [requests.post(f"{bases[k % 2]}/api/v1/matches", timeout=10, json={
            "game": "btwixt", "players": 3, "seed": k, "bots": [0, 1, 2]}).json()["id"]
            for k in range(4)]
        # testgame tables, two clients per seat racing over both instances, with retries
        mids, statuses, lock = [], Counter(), threading.Lock()
        for k in range(3):
            mid = requests.post(f"{bases[0]}/api/v1/matches", timeout=10,
                                json={"game": "testgame", "players": 3, "seed": 50 + k}).json()["id"]
            toks = [requests.post(f"{bases[i % 2]}/api/v1/matches/{mid}/join", timeout=10,
                                  json={"name": f"p{i}"}).json()["token"] for i in range(3)]
            mids.append((mid, toks))

        def racer(mid, seat, tok, k):
            rng = random.Random(f"{mid}{seat}{k}")
            s = requests.Session()
            h = {"Authorization": f"Bearer {tok}"}
            for _ in range(300):
                if s.get(f"{rng.choice(bases)}/api/v1/matches/{mid}", timeout=10).json()[
                        "status"] == "finished":
                    return
                d = s.get(f"{rng.choice(bases)}/api/v1/matches/{mid}/decisions", headers=h,
                          timeout=10).json()
                if not d["decisions"]:
                    continue
                body = {"action": rng.choice(d["decisions"][0]["options"])["action"],
                        "version": d["version"]}
                key = f"{seat}-{d['version']}"
                for _ in range(2):      # a retry of the same request, same key
                    resp = s.post(f"{rng.choice(bases)}/api/v1/matches/{mid}/actions",
                                  json=body, headers={**h, "Idempotency-Key": key}, timeout=10)
                    with lock:
                        statuses[resp.status_code] += 1
                    assert resp.status_code in (200, 409, 422), resp.text

        threads = [threading.Thread(target=racer, args=(mid, seat, tok, k))
                   for mid, toks in mids for seat, tok in enumerate(toks) for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert statuses[200] > 0 and 500 not in statuses, statuses
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            docs = [orjson.loads(archive.document(r.hget(match_key(m), "doc"))) for m in bot_mids]
            if all(d["status"] == "finished" for d in docs):
                break
            time.sleep(0.5)
        for mid in bot_mids + [m for m, _ in mids]:
            doc = replays_exactly(r, mid)[0]
            assert doc["status"] == "finished", (mid, doc["game"])
        # the keys really are spread over the three masters
        nodes = {r.keyslot(match_key(m)) * 3 // 16384 for m, _ in mids} | \
            {r.keyslot(match_key(m)) * 3 // 16384 for m in bot_mids}
        assert len(nodes) >= 2
    finally:
        for b in bots:
            b.stop()
        for w in web:
            w.stop()


def test_accounts_and_ratings_on_a_cluster(cluster_client):
    """An account's keys share one slot (its scripts run there); sessions, the leaderboard and
    the matches are elsewhere. Sign up, log in, join, finish a rated match, read it all back."""
    from tests.api.test_accounts import log_in, sign_up
    from tests.api.test_ratings import rating_of, seat_accounts
    tag = f"{random.randrange(10**6)}"
    names = [f"North{tag}", f"South{tag}"]
    for name in names:
        sign_up(cluster_client, name)
    r = cluster_client.post("/api/v1/matches", json={"game": "testgame", "players": 2})
    mid = r.json["id"]
    tokens = seat_accounts(cluster_client, mid, names)
    assert cluster_client.post(f"/api/v1/matches/{mid}/concede",
                               headers={"Authorization": f"Bearer {tokens[0]}"}).status_code == 200
    loser, winner = (rating_of(cluster_client, n, "testgame") for n in names)
    assert (loser["wins"], winner["wins"]) == (0, 1) and winner["rating"] > loser["rating"]
    board = cluster_client.get("/api/v1/games/testgame/leaderboard?limit=100").json["items"]
    assert [i["name"] for i in board if i["name"] in names] == [names[1], names[0]]
    me = cluster_client.get("/api/v1/accounts/me", headers={
        "Authorization": f"Bearer {log_in(cluster_client, names[0])}"}).json
    assert [(m["match"]["id"], m["token"]) for m in me["matches"]] == [(mid, tokens[0])]
