"""Chat beside the log and the seats' clocks, in a real browser (en/ru/bg, phone and desktop)."""
import re

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import join, no_horizontal_overflow, screenshot

pytestmark = pytest.mark.browser


def api_match(live_server, **body):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "testgame", **body})
    assert r.status_code == 201, r.text
    return r.json()["id"]


def send(page, text, to=None):
    if to is not None:
        page.select_option("#chat-to", str(to))
    page.fill("#chat-text", text)
    page.click("#chat-send")


def test_chat_public_and_private_reach_exactly_their_audience(tabs, live_server, shots):
    mid = api_match(live_server, players=3)
    ann_tab, bob_tab, cy_tab, watcher = tabs(), tabs(width=390, height=844, locale="ru-RU", touch=True), \
        tabs(locale="bg-BG"), tabs()
    ann = join(ann_tab, mid, 0, "Ann")
    bob = join(bob_tab, mid, 1, "Bob")
    cy = join(cy_tab, mid, 2, "Cy")
    spectator = watcher.goto(f"/#/match/{mid}")
    expect(bob.locator("#chat-title")).to_have_text("Чат")
    expect(cy.locator("#chat-title")).to_have_text("Чат")
    expect(spectator.locator("#chat-form")).to_be_hidden()
    expect(spectator.locator("#chat-note")).to_contain_text("Spectators")

    send(ann, "hello table")
    for page in (ann, bob, cy, spectator):
        expect(page.locator("#chat-list li")).to_have_count(1)
        expect(page.locator("#chat-list")).to_contain_text("hello table")
    send(ann, "secret plan", to=1)
    expect(ann.locator("#chat-list li.private")).to_have_count(1)
    expect(bob.locator("#chat-list li.private")).to_contain_text("secret plan")
    send(bob, "agreed", to=0)
    expect(ann.locator("#chat-list li.private")).to_have_count(2)
    # A public line after the private ones: the stream brings a page its lines in order, so once
    # this one is in, a private line it were wrongly given would be in too.
    send(cy, "after them")
    for page in (cy, spectator):
        expect(page.locator("#chat-list li")).to_have_count(2)
        expect(page.locator("#chat-list")).to_contain_text("after them")
        assert "secret plan" not in page.content() and "agreed" not in page.content()
    # Chat is not mixed into the event log.
    assert ann.locator("#event-log li[data-type='chat']").count() == 0
    no_horizontal_overflow(bob)
    screenshot(bob, shots, "chat-390-ru")
    screenshot(ann, shots, "chat-desktop-en")


def test_seat_clocks_run_for_the_seat_waited_on(tabs, live_server, shots):
    tab = tabs(locale="bg-BG")
    lobby = tab.goto("/")
    lobby.select_option("#create-game", "testgame")
    lobby.select_option("#create-players", "2")
    lobby.select_option("#create-clock", "live10")
    expect(lobby.locator("#create-clock option[value='live10']")).to_contain_text("На живо")
    lobby.click("#create-submit")
    lobby.wait_for_url(re.compile(r"#/match/"))
    mid = lobby.url.split("#/match/")[1].split("?")[0]
    assert requests.get(f"{live_server}/api/v1/matches/{mid}").json()["clock"]["increment"] == 10
    page = join(tabs(locale="bg-BG"), mid, 0, "Ana")
    other = requests.post(f"{live_server}/api/v1/matches/{mid}/join", json={"name": "Bo"}).json()
    mine = page.locator(".seat .clock[data-seat='0']")
    expect(mine).to_have_class("clock running", timeout=15000)
    first = mine.inner_text()
    assert first.startswith("⏱ 9:") or first == "⏱ 10:00"
    expect(mine).not_to_have_text(first, timeout=3000)       # it counts down
    # Bo bids over the API: his clock stops (and gains the increment), the page follows.
    hdr = {"Authorization": f"Bearer {other['token']}"}
    d = requests.get(f"{live_server}/api/v1/matches/{mid}/decisions", headers=hdr).json()
    requests.post(f"{live_server}/api/v1/matches/{mid}/actions", headers=hdr,
                  json={"action": d["decisions"][0]["options"][0]["action"]})
    his = page.locator(".seat .clock[data-seat='1']")
    expect(his).to_have_class("clock")
    expect(his).to_have_text(re.compile(r"^⏱ 10:(0\d|10)$"))   # 600 s - his think + 10
    screenshot(page, shots, "clocks-desktop-bg")
