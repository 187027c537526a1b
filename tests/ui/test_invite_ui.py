"""The create form in players' words and the invite link that seats its reader (desktop and a
390x844 touch phone, en/ru/bg)."""
import re

import pytest
from playwright.sync_api import expect

from tests.ui.helpers import create_match, screenshot

pytestmark = pytest.mark.browser

DEVELOPER_TEXT = re.compile(r"spec\b|§|\bnull\b|README|\bA-\d|\bD\d\d\b")


@pytest.mark.parametrize("lang", ["en", "ru", "bg"])
def test_the_create_form_speaks_the_players_language(tabs, shots, lang):
    tab = tabs(width=390, height=844, touch=True, locale={"en": "en-US", "ru": "ru-RU", "bg": "bg-BG"}[lang])
    page = tab.goto("/")
    for game in ("board2e", "board1e", "btwixt", "lcg2e"):
        page.select_option("#create-game", game)
        form = page.locator("form.create-form")
        text = form.inner_text()
        assert not DEVELOPER_TEXT.search(text), (game, DEVELOPER_TEXT.search(text).group(0), text)
        labels = page.locator("label[for^='opt-']").all_inner_texts()
        assert all(not re.fullmatch(r"[a-z0-9_]+", x.strip()) for x in labels), labels   # no option ids
        if lang != "en":
            assert not re.search(r"\b[a-z]{4,}\b", " ".join(labels)), labels
        else:
            assert not re.search(r"[а-яА-Я]", text), text                           # no Russian in English
        if game == "btwixt":   # the card pool is a choice, not a box to type a name into
            assert page.locator("#opt-pool").evaluate("e => e.tagName") == "SELECT"
    screenshot(page, shots, f"create-phone-{lang}")


def test_an_invite_link_seats_its_reader(tabs, shots):
    host = tabs()
    mid = create_match(host, "btwixt", 3)
    link = host.page.locator(".invite-link").nth(1).input_value()
    assert link.endswith("?seat=1")
    guest = tabs(width=390, height=844, touch=True)
    page = guest.page
    page.goto(link)
    expect(page.locator("#invited")).to_be_visible()
    expect(page.locator("#join-invited")).to_have_attribute("data-seat", "1")
    page.fill("#join-name", "Guest")
    screenshot(page, shots, "invite-phone")
    page.click("#join-invited")
    # seats are counted from 1 on the page (the API's seat 1 is the second seat)
    expect(page.locator("#role")).to_contain_text("seat 2")
    expect(page.locator(".seat[data-seat='1'] .seat-no")).to_have_text("#2")
    expect(page.locator("#role")).to_contain_text("Guest")
    expect(page.locator("#invited")).to_have_count(0)
