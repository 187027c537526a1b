"""hbo's status line before round 1 names the phase alone, as lcg2e's does: it said "Round 0 ·
Setup phase" (review14)."""
import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

SETUP = {"en": "Setup phase", "ru": "Фаза: Подготовка", "bg": "Фаза: Подготовка"}


@pytest.mark.parametrize("lang", ["en", "bg"])
def test_the_setup_status_names_no_round(tabs, live_server, lang):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "hbo", "players": 2, "seed": 5}, timeout=10)
    r.raise_for_status()
    seat = Seat(live_server, r.json()["id"], 0, "Ned")
    seat.start()
    assert seat.view()["view"]["round"] == 0
    page = open_as(tabs(width=390, height=844, mobile=True), seat, "hbo", lang)
    status = page.locator("#lcg-status")
    expect(status).to_have_attribute("data-round", "0")
    text = status.inner_text()
    assert text.startswith(SETUP[lang]), text
    assert "0" not in text.split("·")[0], text
