"""The HBO card game in the browser: one person against a bot plays round 1 by tapping — setup,
scenario, a card marshaled from its own dialog, a challenge declared (or passed) — until round 2
begins, in English at 1280×800 and in Bulgarian on a 390×844 touch phone. The page says the card
pool is reconstructed; no raw id, card code or JSON shows in the log or the status line; every
event is worded; a card's text opens with a tap; the switch of the watched windows keeps a
change; nothing overflows sideways (screenshot()); the LCG's card data is not downloaded."""
import pytest
from playwright.sync_api import expect

from tests.ui.card_play import no_raw_text, open_a_card_in_play, play_round_one
from tests.ui.helpers import create_match, join, screenshot

pytestmark = pytest.mark.browser

POOL = {"en": "Card pool reconstructed", "bg": "Наборът карти е възстановен"}
ROUND_2 = {"en": "Round 2", "bg": "Рунд 2"}


@pytest.mark.parametrize("lang, width, height", [("en", 1280, 800), ("bg", 390, 844)])
def test_round_one_against_a_bot(tabs, shots, lang, width, height):
    touch = width < 800
    tab = tabs(width=width, height=height, touch=touch)
    mid = create_match(tab, "hbo", 2, seed=11)
    page = join(tab, mid, 0, "Ned")
    page.select_option("#lang-select", lang)
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator(".lseat")).to_have_count(2)
    expect(page.locator("#hbo-pool")).to_be_visible()
    expect(page.locator("#hbo-pool")).to_contain_text(POOL[lang])
    done = play_round_one(page, tabs, shots, f"hbo-{lang}-{width}")
    assert {"setup", "marshal"} <= done, done
    expect(page.locator("#lcg-status")).to_contain_text(ROUND_2[lang])
    no_raw_text(page)
    for t in ("round-started", "phase-began", "moved", "scenario-chosen", "setup-placed"):
        assert page.locator(f"#event-log li[data-type='{t}']").count(), t
    # both house cards, a revealed scenario with its values, and one's own hand face up
    expect(page.locator(".lseat .t-faction")).to_have_count(2)
    assert page.locator(".lseat .t-scenario .pv").count() >= 3
    assert page.locator("#hand .lcard[data-code]").count() >= 1
    screenshot(page, shots, f"hbo-round2-{lang}-{width}")

    # a card in play opens its text: name, type line and the card's text
    dialog = open_a_card_in_play(page, touch)
    screenshot(page, shots, f"hbo-card-{lang}-{width}")
    page.click("#card-dialog-close")
    expect(dialog).to_have_count(0)

    # the seat's watched windows: all of them to begin with; one unticked is kept
    expect(page.locator("#autopass [data-window]")).to_have_count(11)
    page.locator("#autopass-windows summary").click()
    page.locator("#watch-saves").click()
    expect(page.locator("#watch-saves")).not_to_be_checked()
    expect(page.locator("#watch-reactions")).to_be_checked()
    # the page draws with the shared table code and hbo's own cards: the LCG's card data (about
    # 214 kB of script) and its page module are never downloaded
    lcg = [u for u in tab.requests if u.endswith(("/js/data/lcg2e-cards.js", "/js/games/lcg2e.js",
                                                  "/js/games/lcg2e-card.js"))]
    assert lcg == [], lcg


TIE_LINE = """async ({lang, scores, reason}) => {
  const i18n = await import('/js/i18n.js');
  const hbo = await import('/js/games/hbo.js');
  i18n.setLang(lang);
  const ctx = {view: {first_player: 1}, seat: 0, seatName: (s) => 'S' + (s + 1)};
  const node = hbo.resultDetails({winners: [1], scores, reason}, ctx);
  return node ? node.textContent : null;
}"""


@pytest.mark.parametrize("lang, scores, reason, expected", [
    ("en", [15, 16], "power", "Both reached 15 power at once: the first player of the round, S2, wins."),
    ("ru", [15, 15], "power", "Оба набрали 15 власти одновременно: побеждает первый игрок раунда, S2."),
    ("en", [12, 15], "power", None),          # one house at 15: nothing to explain
    ("en", [15, 15], "round_limit", None),
])
def test_the_result_says_why_the_first_player_won_a_tie_at_fifteen(tabs, lang, scores, reason, expected):
    """Both houses at 15 power at once: the first player of the round wins without a choice
    (spec §1.3); the result card says so, which the scores alone (15 : 15) do not."""
    tab = tabs()
    tab.goto("/")
    assert tab.page.evaluate(TIE_LINE, {"lang": lang, "scores": scores, "reason": reason}) == expected
