"""The account page badges a match "rated" only where its result can change ratings (review15
finding 3): a match with a bot seat never does (api/ratings.py), so it has no such badge; one
whose seats are all accounts' (or still open) has it."""
import random
import time

import pytest
import requests
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def account(base):
    name = f"Osha{random.randrange(10**6)}"
    requests.post(f"{base}/api/v1/accounts", json={"name": name, "password": "winter is coming"},
                  timeout=10).raise_for_status()
    s = requests.post(f"{base}/api/v1/sessions", json={"name": name, "password": "winter is coming"}, timeout=10).json()
    return name, s["token"], s["expires"]


def seated(base, session):
    mid = requests.post(f"{base}/api/v1/matches", json={"game": "testgame", "players": 2}, timeout=10).json()["id"]
    r = requests.post(f"{base}/api/v1/matches/{mid}/join", json={"seat": 0},
                      headers={"Authorization": f"Bearer {session}"}, timeout=10)
    r.raise_for_status()
    return mid, r.json()["token"]


def test_a_match_with_a_bot_is_not_badged_rated(tabs):
    tab = tabs(390, 844, mobile=True)
    name, session, expires = account(tab.base)
    with_bot, token = seated(tab.base, session)
    requests.post(f"{tab.base}/api/v1/matches/{with_bot}/start", json={"fill": "bots"},
                  headers={"Authorization": f"Bearer {token}"}, timeout=10).raise_for_status()
    waiting, _ = seated(tab.base, session)     # seat 2 still open: an account may take it
    page = tab.goto("/")
    page.evaluate("s => localStorage.setItem('rookery.session', JSON.stringify(s))",
                  {"token": session, "name": name, "expires": expires or time.time() + 3600})
    page.goto(f"{tab.base}/#/account")
    page.reload()
    bot_row = page.locator(f"#my-matches li[data-match='{with_bot}']")
    open_row = page.locator(f"#my-matches li[data-match='{waiting}']")
    expect(open_row.locator(".badge", has_text="rated")).to_have_count(1)
    expect(bot_row).to_be_visible()
    expect(bot_row.locator(".badge", has_text="rated")).to_have_count(0)
