"""Decks kept in an account, in real browsers: a deck built on the desk before logging in goes
to the account once logged in, one saved there is on the phone's deck builder and in its join
panel, and one deleted on the phone leaves the desk's list too. The account's decks are read
through the public API alongside."""
import re
import uuid

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import no_horizontal_overflow
from tests.ui.test_accounts_ui import log_in_in_ui, PASSWORD

pytestmark = pytest.mark.browser
PHONE = dict(width=390, height=844, mobile=True, touch=True)


def account(base):
    name = "Lyanna" + uuid.uuid4().hex[:8]
    requests.post(f"{base}/api/v1/accounts", json={"name": name, "password": PASSWORD},
                  timeout=10).raise_for_status()
    token = requests.post(f"{base}/api/v1/sessions", json={"name": name, "password": PASSWORD},
                          timeout=10).json()["token"]
    return name, {"Authorization": f"Bearer {token}"}


def decks_of(base, auth):
    return requests.get(f"{base}/api/v1/accounts/me/decks?game=lcg2e", headers=auth, timeout=10).json()["decks"]


def build(page, name, text):
    page.fill("#deck-name", "")
    page.locator("#deck-text-box summary").click()
    page.fill("#deck-text", text)
    page.click("#deck-import")
    page.fill("#deck-name", name)
    page.click("#deck-save")


def test_a_deck_saved_in_the_account_is_on_every_device(tabs, live_server):
    name, auth = account(live_server)
    desk = tabs().goto("/#/decks")
    build(desk, "Before logging in", "House Stark\n3x Arya Stark\n")
    expect(desk.locator("#saved-decks .saved-deck")).to_have_count(1)
    assert decks_of(live_server, auth) == []

    log_in_in_ui(desk, name)
    expect(desk.locator("#nav-account")).to_have_text(name)
    desk.goto(f"{desk.url.split('#')[0]}#/decks")
    expect(desk.locator("#saved-decks h2")).to_contain_text("your account")
    for _ in range(50):
        if decks_of(live_server, auth):
            break
        desk.wait_for_timeout(100)
    assert [d["name"] for d in decks_of(live_server, auth)] == ["Before logging in"]

    build(desk, "Winter", "House Stark\n3x Grey Wind\n2x Ice\n")
    expect(desk.locator("#flash .flash-text")).to_contain_text("your account")
    kept = {d["name"]: d for d in decks_of(live_server, auth)}
    assert set(kept) == {"Before logging in", "Winter"} and len(kept["Winter"]["cards"]) == 5

    phone = tabs(locale="ru-RU", **PHONE).goto("/")
    log_in_in_ui(phone, name)
    expect(phone.locator("#nav-account")).to_have_text(name)
    phone.goto(f"{phone.url.split('#')[0]}#/decks")
    rows = phone.locator("#saved-decks .saved-deck")
    expect(rows).to_have_count(2)
    no_horizontal_overflow(phone)
    mid = requests.post(f"{live_server}/api/v1/matches", json={"game": "lcg2e", "players": 2}, timeout=10).json()["id"]
    phone.goto(f"{phone.url.split('#')[0]}#/match/{mid}")
    options = phone.locator("#join-deck option")
    expect(options).to_have_count(3)
    assert any("Winter" in o for o in options.all_inner_texts())

    phone.goto(f"{phone.url.split('#')[0]}#/decks")
    winter = phone.locator("#saved-decks .saved-deck", has_text="Winter")
    winter.locator("button.link").last.click()
    expect(rows).to_have_count(1)
    for _ in range(50):
        if len(decks_of(live_server, auth)) == 1:
            break
        phone.wait_for_timeout(100)
    assert [d["name"] for d in decks_of(live_server, auth)] == ["Before logging in"]

    desk.reload()
    expect(desk.locator("#saved-decks .saved-deck")).to_have_count(1)
    expect(desk.locator("#saved-decks")).not_to_contain_text(re.compile("Winter"))
