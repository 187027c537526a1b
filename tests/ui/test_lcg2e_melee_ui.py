"""The card game's melee in the browser: one person and two bots play round 1 of a 3-player
melee by tapping (the title choice, challenges naming their opponent) until round 2 begins, at
desktop size and on a phone. The table shows three seats and the Small Council panel: each
seat's title once revealed and whom it may challenge; no raw id or JSON shows."""
import pytest
from playwright.sync_api import expect

from tests.ui.card_play import no_raw_text, play_round_one
from tests.ui.helpers import create_match, join, screenshot

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_round_one_of_a_three_player_melee(tabs, shots, width, height):
    tab = tabs(width=width, height=height, touch=width < 800)
    mid = create_match(tab, "lcg2e", 3, seed=12)
    page = join(tab, mid, 0, "Ned")
    page.select_option("#lang-select", "en")
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator(".lseat")).to_have_count(3)
    expect(page.locator("#council li")).to_have_count(3)
    done = play_round_one(page, tabs, shots, f"lcg2e-melee-{width}", {"council": "#council .ltitle[data-title^='0']"})
    assert ("shot", "council") in done, done
    no_raw_text(page)
    assert page.locator("#event-log li[data-type='titles-revealed']").count()
    # round 2 has begun: the titles went back in taxation, the council says whom each may challenge
    expect(page.locator("#council li").first).to_contain_text("may challenge")
    screenshot(page, shots, f"lcg2e-melee-round2-{width}")
