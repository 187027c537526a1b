"""The card game's deck builder in the browser (issue #13): a person builds a legal Stark deck
from the card listing, watching the rule checks change as cards go in, saves it, and joins a
match with it; the seat then plays it. On a phone, in Russian, the builder fits the screen and
words the broken rules; on the match page the auto-pass switch changes the seat's windows."""
import re

import pytest
from playwright.sync_api import expect

from api.games.lcg2e.catalog import BY_NAME, CARDS
from tests.ui.helpers import create_match, no_horizontal_overflow, screenshot

pytestmark = pytest.mark.browser

RAW = re.compile(r"deck/|[{}\[\]]|\b0\d{4}\b|undefined|null|NaN")


def no_raw_text(page):
    text = page.locator("main").inner_text()
    assert not RAW.search(text), RAW.search(text).group(0)


def add(page, code, times=1):
    plus = page.locator(f"#card-rows .card-row[data-code='{code}'] button.plus")
    for _ in range(times):
        plus.click()


def build_legal_stark_deck(page):
    rows = page.locator("#card-rows .card-row")
    expect(rows).to_have_count(19)                       # the Stark cards (plots are neutral)
    for code in [rows.nth(i).get_attribute("data-code") for i in range(19)]:
        add(page, code, 3)
    expect(page.locator("#deck-problems li[data-code='deck/draw-too-small']")).to_be_visible()
    expect(page.locator("#deck-problems li[data-code='deck/plot-count']")).to_be_visible()
    page.select_option("#card-faction", "neutral")
    page.select_option("#card-type", "location")
    throne = BY_NAME["The Iron Throne"]
    expect(rows.first).to_have_attribute("data-code", throne)
    add(page, throne, 3)
    expect(page.locator("#deck-problems li[data-code='deck/draw-too-small']")).to_have_count(0)
    page.select_option("#card-type", "plot")
    expect(rows.first).to_have_attribute("data-code", BY_NAME["A Clash of Kings"])
    for code in [rows.nth(i).get_attribute("data-code") for i in range(7)]:
        add(page, code)
    expect(page.locator("#deck-legal")).to_be_visible()
    expect(page.locator("#deck-counts")).to_contain_text("60")


def test_one_card_is_counted_in_the_singular(tabs):
    tab = tabs()
    page = tab.goto("/#/decks")
    page.select_option("#deck-agenda", BY_NAME["Fealty"])
    page.select_option("#card-faction", "neutral")
    page.select_option("#card-type", "plot")
    # the listing redraws after the filters change: wait for the plots before picking one
    clash = BY_NAME["A Clash of Kings"]
    expect(page.locator("#card-rows .card-row").first).to_have_attribute("data-code", clash)
    add(page, clash)
    expect(page.locator("#deck-problems li[data-code='deck/plot-count']")).to_have_text(
        "The plot deck has 1 card; it needs exactly 7.")
    expect(page.locator("#deck-problems li[data-code='deck/draw-too-small']")).to_have_text(
        "The draw deck has 0 cards; it needs at least 60.")
    page.select_option("#card-type", "location")
    page.fill("#card-search", "The Iron Throne")
    expect(page.locator("#card-rows .card-row")).to_have_count(1)
    expect(page.locator("#cards-found")).to_have_text("1 card")


def test_a_legal_deck_is_built_saved_and_played(tabs, shots):
    tab = tabs()
    page = tab.goto("/")
    page.click(".deck-builder-link")
    expect(page.locator("#deck-form")).to_be_visible()
    page.fill("#deck-name", "Winter")
    build_legal_stark_deck(page)
    no_raw_text(page)
    page.click("#deck-save")
    expect(page.locator("#saved-decks .saved-deck")).to_have_count(1)
    screenshot(page, shots, "lcg2e-deck-builder-desktop")

    mid = create_match(tab, "lcg2e", 2)
    page.goto(f"{tab.base}/#/match/{mid}?seat=1")
    page.fill("#join-name", "Ned")
    page.select_option("#join-deck", index=1)
    page.click("button.join-seat[data-seat='1']")
    expect(page.locator("#role")).to_contain_text("Ned")
    page.click("#start-bots")
    # The learning options give seat 1 the Lannister deck; it plays the Stark deck it brought.
    mine = page.locator(".lseat[data-seat='1']")
    expect(mine.locator(".t-faction")).to_contain_text("Stark")
    expect(mine.locator("[data-stat='deck']")).to_contain_text("53")     # 60 less a hand of 7

    # the auto-pass switch: every window but the seat's own marshaling is passed for it
    expect(page.locator("#autopass")).to_be_visible()
    expect(page.locator("#watch-plot")).to_be_checked()
    page.click("#autopass-all")
    expect(page.locator("#autopass-all")).to_be_checked()
    expect(page.locator("#watch-plot")).not_to_be_checked()
    expect(page.locator("#event-log")).to_contain_text("You changed the windows you are offered")
    screenshot(page, shots, "lcg2e-autopass-desktop")


def test_the_builder_fits_a_phone_and_speaks_russian(tabs, shots):
    tab = tabs(width=390, height=844, locale="ru-RU", touch=True)
    page = tab.goto("/#/decks")
    expect(page.locator("h1")).to_have_text("Сборка колоды")
    rows = page.locator("#card-rows .card-row")
    expect(rows).to_have_count(19)
    first = rows.first.get_attribute("data-code")
    page.locator(f"#card-rows .card-row[data-code='{first}'] button.plus").tap()
    expect(page.locator(f"#deck-list .deck-row[data-code='{first}']")).to_be_visible()
    expect(page.locator("#deck-problems li[data-code='deck/plot-count']")).to_contain_text("замыслов")
    page.fill("#card-search", "мизинец")
    page.select_option("#card-faction", "neutral")
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("Мизинец")
    no_raw_text(page)
    no_horizontal_overflow(page)
    screenshot(page, shots, "lcg2e-deck-builder-phone-ru")


def test_the_builder_speaks_bulgarian_and_names_a_refused_rule(tabs):
    tab = tabs(locale="bg-BG")
    page = tab.goto("/#/decks")
    expect(page.locator("h1")).to_have_text("Съставяне на тесте")
    page.select_option("#deck-agenda", BY_NAME["Fealty"])
    expect(page.locator("#deck-problems li[data-code='deck/draw-too-small']")).to_contain_text("тестето за теглене: 0")
    page.select_option("#card-faction", "neutral")
    page.select_option("#card-type", "location")
    throne = BY_NAME["The Iron Throne"]
    expect(page.locator("#card-rows .card-row").first).to_have_attribute("data-code", throne)
    add(page, throne, 4)
    expect(page.locator("#deck-problems li[data-code='deck/too-many-copies']")).to_contain_text("4 копия")
    no_raw_text(page)


STARK = sorted(c["name"] for c in CARDS.values()
               if c["faction"] == "stark" and c["type"] in ("character", "location", "attachment", "event"))
PLOTS = sorted(c["name"] for c in CARDS.values() if c["type"] == "plot")[:7]


def deck_site_text():
    """A legal Stark deck as a deck site lets one download it, with a card the Core Set lacks."""
    lines = ["Winter Is Here", "", "House Stark", "Fealty", "", "Packs: Core Set", "", "Plots (7)"]
    lines += [f"1x {name} (Core Set)" for name in PLOTS]
    lines += ["", "Characters, locations, attachments and events (60):"]
    lines += [f"3x {name.replace(chr(39), chr(8217))} (Core Set)" for name in STARK]
    lines += ["3x The Iron Throne (Core Set)", "2x Ser Robert Strong (Lions of Casterly Rock)"]
    return "\n".join(lines)


def read_deck(page):
    """The deck list as (card name, copies) pairs."""
    return page.evaluate("""() => [...document.querySelectorAll('#deck-list .deck-row')].map(
        (r) => [r.querySelector('.card-name').textContent, Number(r.querySelector('.qty-n').textContent)])""")


def test_a_deck_pasted_from_a_deck_site_is_built_and_written_back_as_text(tabs):
    page = tabs().goto("/#/decks")
    page.locator("#deck-faction").select_option("targaryen")
    page.locator("#deck-text-box summary").click()
    page.fill("#deck-text", deck_site_text())
    page.click("#deck-import")
    expect(page.locator("#deck-legal")).to_be_visible()
    expect(page.locator("#deck-faction")).to_have_value("stark")
    expect(page.locator("#deck-agenda")).to_have_value(BY_NAME["Fealty"])
    expect(page.locator("#deck-name")).to_have_value("Winter Is Here")
    note = page.locator("#deck-text-note")
    expect(note).to_contain_text("67 cards")
    expect(note).to_contain_text("Ser Robert Strong")
    built = read_deck(page)
    assert len(built) == 19 + 1 + 7 and sum(n for _, n in built) == 67

    page.click("#deck-export")
    text = page.locator("#deck-text").input_value()
    assert "3x The Iron Throne (Core Set)" in text and "House Stark" in text and "Fealty" in text
    assert "Robert Strong" not in text
    page.click("#deck-new")
    expect(page.locator("#deck-list .deck-row")).to_have_count(0)
    page.fill("#deck-text", text)
    page.click("#deck-import")
    expect(page.locator("#deck-legal")).to_be_visible()
    assert read_deck(page) == built
    expect(note).not_to_contain_text("Core Set")      # nothing left unread


def test_a_deck_pasted_in_russian_names_is_read(tabs):
    page = tabs(locale="ru-RU", width=390, height=844, mobile=True, touch=True).goto("/#/decks")
    page.locator("#deck-text-box summary").click()
    page.fill("#deck-text", "Дом Старков\n3x Арья Старк\n2 х Серый Ветер\nВоронья пища\n")
    page.click("#deck-import")
    expect(page.locator("#deck-list .deck-row")).to_have_count(2)
    assert dict(read_deck(page)) == {"Арья Старк": 3, "Серый Ветер": 2}
    expect(page.locator("#deck-text-note")).to_contain_text("Воронья пища")
    no_horizontal_overflow(page)
