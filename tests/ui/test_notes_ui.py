"""A player's own notes under the chat (api/routes/notes.py, frontend/js/notes.js): written on
the page, kept as they type, back after a reload and on another device holding the seat, never
shown to another seat or a spectator; worded in the page's language; a finger-sized opener on a
phone."""
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser


def stored(seat):
    r = requests.get(f"{seat.base}/api/v1/matches/{seat.mid}/seats/{seat.seat}/notes",
                     headers=seat.auth, timeout=10)
    return r.json()["text"]


def wait_stored(seat, text, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline and stored(seat) != text:
        time.sleep(0.1)
    assert stored(seat) == text


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_notes_are_kept_as_typed_and_only_their_seat_sees_them(tabs, size):
    phone = size == "phone"
    tab = tabs(390, 844, mobile=True) if phone else tabs(1280, 800)
    mid = requests.post(f"{tab.base}/api/v1/matches", json={"game": "btwixt", "players": 3},
                        timeout=10).json()["id"]
    me, other = Seat(tab.base, mid, 0, "Ann"), Seat(tab.base, mid, 1, "Bo")
    page = open_as(tab, me, "btwixt", "en" if phone else "ru")
    summary = page.locator("#notes-summary")
    expect(summary).to_have_text("My notes" if phone else "Мои заметки")
    expect(page.locator("#notes-text")).to_be_hidden()          # folded until asked for
    if phone:
        assert summary.bounding_box()["height"] >= 44
        summary.tap()
    else:
        summary.click()
    box = page.locator("#notes-text")
    expect(box).to_be_visible()
    box.fill("Bo promised the Reach.\nWatch the Tyrells.")
    expect(page.locator("#notes-status")).to_have_text("Saved" if phone else "Сохранено")
    wait_stored(me, "Bo promised the Reach.\nWatch the Tyrells.")
    # Typing on and leaving the box keeps the last text at once.
    box.press("End")
    box.type(" Done.")
    page.locator("#chat-text").focus()
    wait_stored(me, "Bo promised the Reach.\nWatch the Tyrells. Done.", seconds=3)

    # Typing and leaving for the lobby at once (inside the quiet time) keeps the last text too.
    box.press("End")
    box.type("!")
    page.evaluate("() => { location.hash = '#/'; }")
    wait_stored(me, "Bo promised the Reach.\nWatch the Tyrells. Done.!", seconds=3)

    # Back after a reload (and so on any device holding the seat): open, with the text.
    page.goto(f"{tab.base}/#/match/{mid}")
    page.reload()
    expect(page.locator("#notes-text")).to_have_value("Bo promised the Reach.\nWatch the Tyrells. Done.!")
    expect(page.locator("#notes")).to_have_attribute("open", "")

    # Another seat at the same table has its own, empty; a spectator has none.
    theirs = open_as(tabs(390, 844, mobile=True) if phone else tabs(1280, 800), other, "btwixt")
    expect(theirs.locator("#notes-summary")).to_be_visible()
    theirs.locator("#notes-summary").click()
    expect(theirs.locator("#notes-text")).to_have_value("")
    assert "Tyrells" not in theirs.locator("body").inner_text()
    spectator = tabs().goto(f"/#/match/{mid}")
    expect(spectator.locator("#chat-list")).to_be_attached()
    expect(spectator.locator("#notes")).to_be_hidden()
    assert "Tyrells" not in spectator.locator("body").inner_text()


def test_a_refused_save_says_so_and_the_text_stays(tabs, live_server):
    tab = tabs(1280, 800)
    tabs.allow_console.append(r"status of 422")     # the refusal this test asks for
    mid = requests.post(f"{tab.base}/api/v1/matches", json={"game": "btwixt", "players": 3},
                        timeout=10).json()["id"]
    me = Seat(tab.base, mid, 0, "Ann")
    page = open_as(tab, me, "btwixt", "en")
    page.locator("#notes-summary").click()
    # Over the service's length (the page's maxlength is the default; a paste through script
    # passes it, as an older page would).
    page.evaluate("() => { const t = document.querySelector('#notes-text');"
                  " t.removeAttribute('maxlength'); t.value = 'x'.repeat(5001);"
                  " t.dispatchEvent(new Event('input')); }")
    expect(page.locator("#notes-status")).to_contain_text("Not saved:")
    assert page.locator("#notes-text").input_value() == "x" * 5001
    assert stored(me) == ""
