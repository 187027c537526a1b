"""A bot the platform seats is named "Bot <n>" by the API; the page shows it in the reader's
language (Бот 2 on a Russian or Bulgarian page) in the seats, the line of who is to act, the
log and the chat's recipients, while a seat a person handed to a bot keeps that person's name."""
import re

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang, bot", [("ru", "Бот"), ("bg", "Бот"), ("en", "Bot")])
def test_a_bot_is_named_in_the_pages_language(tabs, live_server, lang, bot):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "btwixt", "players": 3, "seed": 3}, timeout=10)
    mid = r.json()["id"]
    seat = Seat(live_server, mid, 0, "Ned")
    seat.start()
    assert [s["name"] for s in seat.match()["seats"]] == ["Ned", "Bot 2", "Bot 3"]   # the API's names
    page = open_as(tabs(), seat, "btwixt", lang)
    expect(page.locator(".seat[data-seat='1'] strong")).to_have_text(f"{bot} 2")
    expect(page.locator(".seat[data-seat='2'] strong")).to_have_text(f"{bot} 3")
    expect(page.locator("#event-log li", has_text=f"({bot} 3)")).to_have_count(1)
    expect(page.locator("#chat-to option", has_text=f"{bot} 2")).to_have_count(1)
    if lang != "en":
        assert not re.search(r"\bBot\b", page.locator("#app").inner_text())

    # a person's seat played by a bot keeps the person's name
    requests.post(f"{live_server}/api/v1/matches/{mid}/seats/0/bot", json={"bot": True}, headers=seat.auth,
                  timeout=10).raise_for_status()
    expect(page.locator(".seat[data-seat='0'] .badge", has_text=re.compile(r"^(bot|бот)$"))).to_have_count(1)
    expect(page.locator(".seat[data-seat='0'] strong")).to_have_text("Ned")
