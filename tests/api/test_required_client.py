"""A client that knows nothing of any game finishes whole matches over HTTP by answering a
uniformly random option of its seat's REQUIRED decisions (and, now and then, an optional one:
revising a sealed submission). Every answer names the decision it answers and pins the version
unless the decision is sealed, as a careful client does. Requests and responses are checked
against openapi.yaml along the way (tests/support/contract.py)."""
import random

import pytest

from tests.api.helpers import bearer, seated_match

MAX_ACTIONS = 15_000
OPTIONAL_SHARE = 0.002   # "rarely": each revision of submitted orders restarts a random walk


def play_required_only(client, game, players, seed):
    """Play a seated match to its end; returns (final match record, actions made).

    Who is waited on comes from the match record (``to_act``); the client re-reads it only when
    a seat it thought waited on has no required decision left (the others' answers moved the
    match on), which saves a request per action without trusting anything stale."""
    mid, toks = seated_match(client, players, game=game, seed=seed)
    return play_seated(client, mid, toks, players, seed)


def play_seated(client, mid, toks, players, seed):
    """play_required_only for a match already seated (``toks``: the seats' tokens)."""
    rng = random.Random(seed)
    url = f"/api/v1/matches/{mid}"
    acting, actions = None, 0
    while actions < MAX_ACTIONS:
        fresh = acting is None
        if fresh:
            match = client.get(url).json
            if match["status"] == "finished":
                return match, actions
            acting = [s["seat"] for s in match["seats"] if s["to_act"]]
            assert acting, "an active match waits on nobody"
        optional = rng.random() < OPTIONAL_SHARE
        seat = rng.choice([s for s in range(players) if s not in acting] or acting) \
            if optional else rng.choice(acting)
        ds = client.get(f"{url}/decisions", headers=bearer(toks[seat])).json
        required = [d for d in ds["decisions"] if d["required"]]
        if fresh:
            assert bool(required) == (seat in acting), (seat, acting, ds["decisions"][:1])
        pool = required or (ds["decisions"] if optional else [])
        if not pool:
            acting = None            # the match moved on since it was read: read it again
            continue
        d = rng.choice(pool)
        body = {"action": rng.choice(d["options"])["action"], "decision": d["id"]}
        if not d.get("sealed"):
            body["version"] = ds["version"]
        r = client.post(f"{url}/actions", headers=bearer(toks[seat]), json=body)
        assert r.status_code == 200, (body, r.json)
        actions += 1
        if not d.get("sealed") or any(e["type"] == "match-finished" for e in r.json["events"]):
            acting = None            # one seat at a time: somebody else is waited on now
    raise AssertionError(f"{mid} {players}p seed {seed}: unfinished after {MAX_ACTIONS} actions")


CASES = [("board2e", n) for n in (3, 4, 5, 6)] + [("board1e", n) for n in (3, 4, 5)] \
    + [("btwixt", n) for n in (3, 4, 5, 6)] + [("lcg2e", n) for n in (2, 3, 4, 5, 6)] \
    + [("hbo", 2)]


@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_a_client_answering_random_required_options_finishes_the_match(client, game, players):
    match, actions = play_required_only(client, game, players, seed=players)
    assert match["status"] == "finished" and match["result"]["winners"]
    assert actions < MAX_ACTIONS


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 16))
@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_many_matches_finish_by_random_required_answers(client, game, players, seed):
    match, actions = play_required_only(client, game, players, seed=seed)
    assert match["status"] == "finished" and actions < MAX_ACTIONS
