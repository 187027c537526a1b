"""Match clocks against real Redis, with the worker's loops on threads: live banks and
increments, correspondence deadlines (across a restart), the timeout rules."""
import datetime as dt
import time

import pytest

from api import clocks
from tests.api.days import Service, own_db
from tests.api.helpers import bearer, new_match, seated_match


def bid(client, mid, token):
    d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(token)).json
    opt = [x for x in d["decisions"] if x["required"]][0]["options"][0]["action"]
    r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(token), json={"action": opt})
    assert r.status_code == 200, r.json
    return r.json


def match(client, mid):
    return client.get(f"/api/v1/matches/{mid}").json


def wait_for(pred, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = pred()
        if out:
            return out
        time.sleep(0.05)
    raise AssertionError("timed out")


def events_of(client, mid, *types):
    return [e for e in client.get(f"/api/v1/matches/{mid}/events").json if e["type"] in types]


@pytest.fixture
def service(redis_url):
    url = own_db(redis_url)
    svc = Service(url).start_worker()
    yield svc
    svc.stop_worker()


def test_time_runs_only_while_the_match_waits_on_the_seat_and_the_increment_is_added(client):
    mid, toks = seated_match(client, 2, clock={"type": "live", "bank": 600, "increment": 7})
    start = match(client, mid)["clock"]
    assert (start["type"], start["bank"], start["increment"], start["on_timeout"]) == \
        ("live", 600, 7, "bot")
    assert [s["running"] for s in start["seats"]] == [True, True]     # both bid at once
    body = bid(client, mid, toks[1])
    assert any(e["type"] == "clock" for e in body["events"])
    after = match(client, mid)["clock"]["seats"]
    assert after[1]["running"] is False and after[1]["due"] is None
    assert 606 < after[1]["remaining"] <= 607            # 600 - a moment + 7
    time.sleep(0.3)
    later = match(client, mid)["clock"]["seats"]
    assert later[1]["remaining"] == after[1]["remaining"]   # not waited on: not running
    assert later[0]["running"] and later[0]["remaining"] < after[0]["remaining"] - 0.25
    view = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(toks[0])).json
    assert view["clock"]["seats"][1]["remaining"] == later[1]["remaining"]


def test_a_live_clock_runs_out_a_bot_takes_the_seat_and_the_player_takes_it_back(service):
    client = service.client
    mid, toks = seated_match(client, 2, clock={"type": "live", "bank": 2, "on_timeout": "bot"})
    bid(client, mid, toks[1])
    m = wait_for(lambda: (m := match(client, mid))["seats"][0]["bot"] and m)
    assert m["status"] == "active" and not m["seats"][1]["bot"]
    expired = events_of(client, mid, "clock-expired", "seat-to-bot")
    assert [(e["type"], e["seat"]) for e in expired] == [("clock-expired", 0), ("seat-to-bot", 0)]
    assert expired[0]["rule"] == "bot"
    # While the bot plays, seat 0's own token has nothing to decide; then it takes the seat back.
    r = client.delete(f"/api/v1/matches/{mid}/seats/0/bot", headers=bearer(toks[0]))
    assert r.status_code == 200 and r.json["seats"][0]["bot"] is False
    assert r.json["clock"]["seats"][0]["remaining"] >= 1.5    # a taken-back seat gets time


def test_a_live_clock_that_runs_out_concedes_when_the_rule_says_so(service):
    client = service.client
    mid, toks = seated_match(client, 2, clock={"type": "live", "bank": 1,
                                                "on_timeout": "concede"})
    bid(client, mid, toks[1])
    m = wait_for(lambda: (m := match(client, mid))["status"] == "finished" and m)
    assert m["result"] == {"winners": [1], "reason": "timeout", "conceded": 0}
    assert [s["running"] for s in m["clock"]["seats"]] == [False, False]
    assert [e["type"] for e in events_of(client, mid, "clock-expired", "seat-conceded",
                                         "match-finished")] == \
        ["clock-expired", "seat-conceded", "match-finished"]


def test_a_correspondence_deadline_passes_across_a_service_restart(redis_url):
    url = own_db(redis_url)
    first = Service(url)                 # no worker running: the service is "down"
    client = first.client
    mid, toks = seated_match(client, 2, clock={"type": "correspondence", "per_decision": 2})
    bid(client, mid, toks[1])
    c = match(client, mid)["clock"]
    assert c["seats"][0]["running"] and c["seats"][0]["due"] - time.time() <= 2
    del first, client
    time.sleep(2.5)                            # the deadline passes while nothing runs
    second = Service(url)
    assert not match(second.client, mid)["seats"][0]["bot"]
    second.start_worker()
    try:
        m = wait_for(lambda: (m := match(second.client, mid))["seats"][0]["bot"] and m, 5)
        assert events_of(second.client, mid, "clock-expired")[0]["seat"] == 0
        assert m["status"] == "active"
    finally:
        second.stop_worker()


def test_a_bot_seat_has_no_running_clock_and_a_match_without_clock_says_null(client):
    mid = new_match(client, 2, bots=[1], clock={"type": "live", "bank": 60})
    tok = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann"}).json["token"]
    seats = match(client, mid)["clock"]["seats"]
    assert seats[0]["running"] and not seats[1]["running"]
    plain, _ = seated_match(client, 2)
    assert match(client, plain)["clock"] is None
    assert client.get(f"/api/v1/matches/{plain}/view").json["clock"] is None
    assert tok


@pytest.mark.parametrize("clock,field", [({"type": "live"}, "clock.bank"),
                                         ({"type": "correspondence"}, "clock.per_decision"),
                                         ({"type": "live", "bank": 0}, "clock.bank"),
                                         ({"type": "sundial"}, "clock.type")])
def test_a_clock_needs_its_numbers(client, clock, field):
    r = client.post("/api/v1/matches", json={"game": "testgame", "players": 2, "clock": clock})
    assert r.status_code == 422 and field in r.json["errors"]


def utc(*args) -> float:
    return dt.datetime(*args, tzinfo=dt.timezone.utc).timestamp()


def test_weekends_paused_move_a_deadline_past_them():
    friday_evening = utc(2026, 11, 27, 20)
    day = 86400
    assert clocks.deadline(friday_evening, day, False) == utc(2026, 11, 28, 20)
    assert clocks.deadline(friday_evening, day, True) == utc(2026, 11, 30, 20)
    assert clocks.deadline(utc(2026, 11, 28, 10), day, True) == utc(2026, 12, 1, 0)
    assert clocks.deadline(utc(2026, 11, 24, 9), 3 * day, True) == utc(2026, 11, 27, 9)
    assert clocks.deadline(utc(2026, 11, 26, 9), 3 * day, True) == utc(2026, 12, 1, 9)
