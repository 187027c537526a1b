"""After the end, in real browsers: a message the other player sends after the last move still
reaches the page, and a rematch asked for on one player's page (the same game, options and
bots) is offered on the other's, each landing on the new match with their own seat first.
hbo played to its end by bots the two people handed their seats to; desk and a 390 px phone."""
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser
PHONE = dict(width=390, height=844, mobile=True, touch=True)


def test_after_the_end_a_message_arrives_and_a_rematch_is_offered_to_both(tabs, live_server):
    mid = requests.post(f"{live_server}/api/v1/matches", json={"game": "hbo", "players": 2, "seed": 4},
                        timeout=10).json()["id"]
    ann, bob = Seat(live_server, mid, 0, "Ann"), Seat(live_server, mid, 1, "Bob")
    for s in (ann, bob):
        requests.post(f"{live_server}/api/v1/matches/{mid}/seats/{s.seat}/bot", json={"bot": True},
                      headers=s.auth, timeout=10).raise_for_status()
    deadline = time.time() + 90
    while ann.match()["status"] != "finished" and time.time() < deadline:
        time.sleep(0.3)
    desk = open_as(tabs(), ann, "hbo", "en")
    phone = open_as(tabs(**PHONE), bob, "hbo", "en")
    for page in (desk, phone):
        expect(page.locator("#result-card")).to_be_visible()
        expect(page.locator("#rematch")).to_be_visible()

    requests.post(f"{live_server}/api/v1/matches/{mid}/chat", json={"text": "good game"}, headers=bob.auth,
                  timeout=10).raise_for_status()
    expect(desk.locator("#chat-list")).to_contain_text("good game", timeout=20_000)

    desk.locator("#rematch").click()
    expect(desk.locator("#join-invited")).to_be_visible()
    expect(desk.locator("#join-invited")).to_have_attribute("data-seat", "0")
    new = desk.url.split("#/match/")[1].split("?")[0]
    assert new != mid
    rematch = requests.get(f"{live_server}/api/v1/matches/{new}", timeout=10).json()
    assert (rematch["game"], rematch["status"], rematch["options"]) == ("hbo", "open", ann.match()["options"])

    join = phone.locator("#rematch-join")
    expect(join).to_be_visible(timeout=20_000)
    expect(phone.locator("#rematch")).to_have_count(0)
    join.click()
    expect(phone.locator("#join-invited")).to_have_attribute("data-seat", "1")
    assert new in phone.url
