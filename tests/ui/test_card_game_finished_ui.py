"""A finished card game's page (hbo, lcg2e) shows how it ended, not the challenge that ended it:
the view keeps that last challenge, but the page draws no challenge panel; the status line says
the game is over (in the round it ended), and the result card names the winner, why (15 power
reached) and every house's final power; a melee's council no longer says whom each may challenge. Matches played to the end by the service's bots, the
seat's token still watching; on a 390 px phone (hbo) and a desktop (lcg2e)."""
import re
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.card_play import no_raw_text
from tests.ui.helpers import screenshot
from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

OVER = {"en": "The game is over", "ru": "Игра окончена", "bg": "Играта приключи"}
POWER = {"ru": "Власть", "bg": "Власт"}


def played_out(base, game, players, seed):
    """A match the service's bots played to the end, the seat's token still watching, and its view."""
    r = requests.post(f"{base}/api/v1/matches", json={"game": game, "players": players, "seed": seed}, timeout=10)
    me = Seat(base, r.json()["id"], 0, "Ned")
    me.start()
    requests.post(f"{base}/api/v1/matches/{me.mid}/seats/0/bot", json={"bot": True}, headers=me.auth,
                  timeout=10).raise_for_status()
    deadline = time.time() + 90
    while me.match()["status"] == "active" and time.time() < deadline:
        time.sleep(0.3)
    return me, me.view()


def ended_in_a_challenge(base, game):
    """A match whose last challenge the view still holds."""
    for seed in range(1, 9):
        me, v = played_out(base, game, 2, seed)
        if v["result"] and v["result"]["reason"] == "power" and v["view"].get("challenge"):
            return me, v
    pytest.fail(f"no {game} match of seeds 1-8 ended in a challenge")


@pytest.mark.parametrize("game, size", [("hbo", dict(width=390, height=844, mobile=True)),
                                        ("lcg2e", dict(width=1280, height=800))])
def test_a_finished_page_shows_the_result_not_the_last_challenge(tabs, live_server, shots, game, size):
    me, v = ended_in_a_challenge(live_server, game)
    result = v["result"]
    page = open_as(tabs(**size), me, game, "en")
    card = page.locator("#result-card")
    expect(card).to_be_visible()
    expect(page.locator(".lseat")).to_have_count(2)
    expect(page.locator("#challenge")).to_have_count(0)
    status = page.locator("#lcg-status")
    expect(status).to_have_text(re.compile(rf"^Round {v['view']['round']} · {OVER['en']}$"))
    text = card.inner_text()
    winner = page.locator(f".lseat[data-seat='{result['winners'][0]}'] .lseat-head strong").inner_text()
    assert winner in text and "15 power reached" in text, text
    for seat, power in enumerate(result["scores"]):
        name = page.locator(f".lseat[data-seat='{seat}'] .lseat-head strong").inner_text()
        assert f"{name}: {power}" in text, (name, power, text)
    expect(card.locator(".result-scores")).to_have_text(re.compile(r"^Power: "))   # not "Scores"
    no_raw_text(page)
    screenshot(page, shots, f"{game}-finished-{size['width']}")
    for lang in ("ru", "bg"):
        page.select_option("#lang-select", lang)
        expect(status).to_contain_text(OVER[lang])
        expect(card.locator(".result-scores")).to_have_text(re.compile(f"^{POWER[lang]}: "))
        expect(page.locator("#challenge")).to_have_count(0)


def test_a_finished_melee_names_the_titles_not_whom_each_may_challenge(tabs, live_server):
    me, v = played_out(live_server, "lcg2e", 3, 4)
    assert v["result"] and v["view"].get("melee"), v["result"]
    page = open_as(tabs(width=390, height=844, mobile=True), me, "lcg2e", "en")
    expect(page.locator("#result-card")).to_be_visible()
    expect(page.locator("#council li")).to_have_count(3)
    expect(page.locator("#lcg-status")).to_contain_text(OVER["en"])
    expect(page.locator("#challenge")).to_have_count(0)
    for row in page.locator("#council li").all_inner_texts():
        assert "may challenge" not in row, row
