"""Accounts in a real browser: sign up and log in from the header, join as the account, rejoin
the seat on another "device" from "my matches", log out, and the leaderboard after a rated
match (en on desktop, ru and bg on a 390 px phone)."""
import re

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import no_horizontal_overflow, screenshot
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser
PASSWORD = "winter is coming"


def sign_up_in_ui(page, name):
    page.click("#nav-log-in")
    page.fill("#sign-up-name", name)
    page.fill("#sign-up-password", PASSWORD)
    page.click("#sign-up button[type=submit]")
    expect(page.locator("#nav-account")).to_have_text(name)
    # The recovery code is shown once; the page goes on when the player says they kept it.
    expect(page.locator("#recovery-code")).not_to_be_empty()
    page.click("#recovery-code-done")


def log_in_in_ui(page, name, password=PASSWORD):
    page.click("#nav-log-in")
    page.fill("#log-in-name", name)
    page.fill("#log-in-password", password)
    page.click("#log-in button[type=submit]")


def test_accounts_from_sign_up_to_the_leaderboard(tabs, live_server, shots, axe_source):
    tag = re.sub(r"\D", "", requests.post(f"{live_server}/api/v1/matches", json={
        "game": "testgame", "players": 2}).json()["id"])[:6] or "0"
    ygritte, tormund = f"Ygritte{tag}", f"Tormund{tag}"
    mid = requests.post(f"{live_server}/api/v1/matches",
                        json={"game": "testgame", "players": 2}).json()["id"]

    tabs.allow_console.append(r"status of 409")   # the name taken, on purpose below
    desk = tabs()
    page = desk.goto("/")
    sign_up_in_ui(page, ygritte)
    # Refusals in words: the name is taken now, whatever its case.
    other = tabs(width=390, height=844, locale="ru-RU", touch=True)
    phone = other.goto("/")
    phone.click("#nav-log-in")
    expect(phone.locator("#nav-log-in")).to_contain_text("Войти")
    phone.fill("#sign-up-name", ygritte.upper())
    phone.fill("#sign-up-password", PASSWORD)
    phone.click("#sign-up button[type=submit]")
    expect(phone.locator("#sign-up-error")).to_have_text("Это имя занято.")
    assert axe_violations(phone, axe_source) == []
    no_horizontal_overflow(phone)
    screenshot(phone, shots, "account-390-ru")
    phone.fill("#sign-up-name", tormund)
    phone.click("#sign-up button[type=submit]")
    expect(phone.locator("#nav-account")).to_have_text(tormund)

    # Joining while logged in: the seat takes the account's name.
    page.goto(f"{live_server}/#/match/{mid}?seat=0")
    expect(page.locator("#joins-as")).to_contain_text(ygritte)
    page.click("button.join-seat[data-seat='0']")
    expect(page.locator("#role")).to_contain_text(ygritte)
    phone.goto(f"{live_server}/#/match/{mid}?seat=1")
    phone.click("button.join-seat[data-seat='1']")
    expect(phone.locator("#role")).to_contain_text(tormund)

    # Another device: log in, find the match under "my matches", rejoin the seat.
    laptop = tabs()
    lap = laptop.goto("/")
    log_in_in_ui(lap, ygritte.lower())
    expect(lap.locator("#nav-account")).to_have_text(ygritte)
    lap.click("#brand")
    row = lap.locator(f"#my-matches li[data-match='{mid}']")
    expect(row).to_contain_text("Sealed Bids")
    # Titled by its players (the match has no name), never by its id or a part of it.
    expect(row.locator(".match-title")).to_have_text(f"{ygritte} and {tormund}")
    assert not re.search(r"\b[0-9a-f]{8,}\b", row.inner_text()), row.inner_text()
    row.locator("button.rejoin").click()
    expect(lap.locator("#role")).to_contain_text(ygritte)
    screenshot(lap, shots, "account-rejoin-desktop-en")

    # Ygritte gives up from the rejoined seat: the rated match counts for both.
    lap.click("#concede")
    lap.locator("#concede-yes").click()
    expect(lap.locator("#result-card")).to_be_visible()

    board = tabs(width=390, height=844, locale="bg-BG", touch=True)
    lb = board.goto("/#/leaderboard?game=testgame")
    expect(lb.locator("h1")).to_have_text("Класация")
    rows = lb.locator("#leaderboard tr.leader")
    expect(rows.filter(has_text=tormund)).to_have_count(1)
    expect(rows.filter(has_text=ygritte)).to_have_count(1)
    names = [r.locator("th").inner_text() for r in rows.all()]
    assert names.index(tormund) < names.index(ygritte)
    assert "{" not in lb.locator("main").inner_text()
    assert axe_violations(lb, axe_source) == []
    screenshot(lb, shots, "leaderboard-390-bg")

    # Log out: the header offers logging in again and the lobby has no account card.
    lap.click("#nav-log-out")
    expect(lap.locator("#nav-log-in")).to_be_visible()
    lap.click("#brand")
    expect(lap.locator("#create")).to_be_visible()
    expect(lap.locator("#my-matches")).to_be_hidden()
    # The account page in English on the desktop lists the ratings.
    page.goto(f"{live_server}/#/account")
    expect(page.locator("#my-ratings")).to_contain_text("Sealed Bids")
    assert axe_violations(page, axe_source) == []
    screenshot(page, shots, "account-desktop-en")
