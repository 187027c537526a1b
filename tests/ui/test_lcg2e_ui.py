"""The card game (lcg2e) in the browser: one person against a bot plays round 1 by tapping —
setup placement, plot, a card marshaled from its own dialog, a challenge declared (or passed) —
until round 2 begins, in English at desktop size and in Russian on a phone. No raw id or JSON
may show in the log or the status line; a card's text opens with a tap."""
import pytest
from playwright.sync_api import expect

from tests.ui.card_play import no_raw_text, open_a_card_in_play, play_round_one
from tests.ui.helpers import create_match, join, screenshot

pytestmark = pytest.mark.browser

@pytest.mark.parametrize("lang, width, height, other", [("en", 1280, 800, ("ru", 390, 844)),
                                                        ("ru", 390, 844, ("en", 1280, 800))])
def test_round_one_against_a_bot(tabs, shots, lang, width, height, other):
    tab = tabs(width=width, height=height, touch=width < 800)
    mid = create_match(tab, "lcg2e", 2, seed=11)
    page = join(tab, mid, 0, "Ned")
    page.select_option("#lang-select", lang)
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator(".lseat")).to_have_count(2)
    done = play_round_one(page, tabs, shots, f"lcg2e-{lang}-{width}", {"plot": ".lseat.mine .t-plot"})
    assert {"setup", "marshal"} <= done, done
    no_raw_text(page)
    for t in ("round-started", "phase-began", "moved", "plot-chosen"):
        assert page.locator(f"#event-log li[data-type='{t}']").count(), t
    screenshot(page, shots, f"lcg2e-round2-{lang}-{width}")

    # a card in play opens its text: name, type line and the text rendered from our markup
    dialog = open_a_card_in_play(page, width < 800)
    assert "**" not in dialog.inner_text() and "[" not in dialog.inner_text()
    screenshot(page, shots, f"lcg2e-card-{lang}-{width}")
    page.click("#card-dialog-close")
    expect(dialog).to_have_count(0)

    # the same table in the other language and size
    lang2, w2, h2 = other
    page.set_viewport_size({"width": w2, "height": h2})
    page.select_option("#lang-select", lang2)
    expect(page.locator("#lcg-status")).to_contain_text("Раунд 2" if lang2 == "ru" else "Round 2")
    no_raw_text(page)
    screenshot(page, shots, f"lcg2e-round2-{lang2}-{w2}")
