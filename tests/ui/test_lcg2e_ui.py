"""The card game (lcg2e) in the browser: one person against a bot plays round 1 by tapping —
setup placement, plot, a card marshaled from its own dialog, a challenge declared (or passed) —
until round 2 begins, in English at desktop size and in Russian on a phone. No raw id or JSON
may show in the log or the status line; a card's text opens with a tap."""
import re

import pytest
from playwright.sync_api import expect

from tests.ui.helpers import act_and_wait, create_match, join, screenshot

pytestmark = pytest.mark.browser

RAW = re.compile(r"\bc\d+\b|\bf\d\b|[{}\[\]]|\b\w+[-_]\w+ — |\b0\d{4}\b|undefined|null")


def no_raw_text(page):
    for sel in ("#event-log li", "#lcg-status"):
        for text in page.locator(sel).all_inner_texts():
            assert not RAW.search(text), (sel, text)
    for li in page.locator("#event-log li").all():
        assert not li.inner_text().startswith(li.get_attribute("data-type") or "\0"), li.inner_text()


def button(page, action_type):
    return page.locator(f"#decisions button.option[data-action-type='{action_type}']:not([disabled])")


def step(page, tabs, done):
    """One move of the human seat, chosen as a person would; returns False if nothing to do."""
    dec = page.locator("#decisions .decision")
    if not dec.count() or not page.locator("#decisions button.option:not([disabled])").count():
        return False
    kind = dec.first.get_attribute("data-type")
    if kind == "mulligan":
        act_and_wait(page, tabs, lambda: button(page, "keep").click())
    elif kind in ("setup", "attackers", "defenders", "claim_military", "reserve") and \
            button(page, "confirm").count() and (kind != "setup" or "setup" in done):
        act_and_wait(page, tabs, lambda: button(page, "confirm").click())
    elif kind in ("setup", "attackers", "claim_military", "reserve"):
        unticked = page.locator("#decisions button.option[data-action-type='toggle']:not([disabled])",
                                has_text="☐")
        act_and_wait(page, tabs, lambda: unticked.first.click())
        done.add(kind)
    elif kind == "priority" and button(page, "marshal").count() and "marshal" not in done:
        # the card in hand opens its text, whose dialog offers the marshal choice
        card = page.locator("#hand .lcard.pickable").first
        card.click()
        dialog = page.locator("#card-dialog")
        expect(dialog).to_be_visible()
        expect(dialog.locator(".card-choices button").first).to_be_visible()
        act_and_wait(page, tabs, lambda: dialog.locator(".card-choices button").first.click())
        done.add("marshal")
    elif kind == "challenge" and button(page, "challenge").count() and "challenge" not in done:
        act_and_wait(page, tabs, lambda: button(page, "challenge").first.click())
        done.add("challenge")
    else:
        for kind_ in ("pass", "done", "keep", "skip", "confirm"):
            if button(page, kind_).count():
                act_and_wait(page, tabs, lambda: button(page, kind_).first.click())
                break
        else:
            act_and_wait(page, tabs, lambda: page.locator("#decisions button.option:not([disabled])").first.click())
    return True


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
    done: set[str] = set()
    shot_plot = False
    for _ in range(300):
        if page.locator("#lcg-status").get_attribute("data-round") == "2":
            break
        if not shot_plot and page.locator(".lseat.mine .t-plot").count():
            screenshot(page, shots, f"lcg2e-plot-{lang}-{width}")
            shot_plot = True
        if page.locator("#challenge").count() and "challenge-shot" not in done:
            screenshot(page, shots, f"lcg2e-challenge-{lang}-{width}")
            done.add("challenge-shot")
        if not step(page, tabs, done):
            page.wait_for_timeout(200)
    else:
        pytest.fail(f"round 1 did not finish: {done}")
    assert {"setup", "marshal"} <= done, done
    no_raw_text(page)
    for t in ("round-started", "phase-began", "moved", "plot-chosen"):
        assert page.locator(f"#event-log li[data-type='{t}']").count(), t
    screenshot(page, shots, f"lcg2e-round2-{lang}-{width}")

    # a card in play opens its text: name, type line and the text rendered from our markup
    target = page.locator(".lseat .lrow .lcard[data-code]").first
    name = target.locator(".lcard-name").inner_text().lstrip("◈ ").strip()
    target.tap() if width < 800 else target.click()
    dialog = page.locator("#card-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3")).to_have_text(name)
    assert dialog.locator(".card-text p").count() >= 1
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
