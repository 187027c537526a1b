"""The board game (2nd edition) in the browser: three houses through the first planning phase,
placing every order by clicking its area on the map."""
import pytest
from playwright.sync_api import expect

from tests.ui.helpers import act_and_wait, create_match, join, screenshot
from tests.ui.play_helpers import Seat, narrowed, open_as

pytestmark = pytest.mark.browser



def plan_first_round(tabs, shots):
    def act(page, selector):
        act_and_wait(page, tabs, lambda: page.click(selector))

    people = [tabs() for _ in range(3)]
    mid = create_match(people[0], "board2e", 3, seed=11)
    pages = [join(tab, mid, seat, f"House {seat}") for seat, tab in enumerate(people)]
    for page in pages:
        expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
        expect(page.locator("#map g.area")).to_have_count(58)

    placed = 0
    for seat, page in enumerate(pages):
        areas = page.locator("#map g.area.pickable").evaluate_all("els => els.map(e => e.dataset.area)")
        assert areas, f"seat {seat} has no area to order"
        for area in areas:
            page.click(f"#map g.area[data-area='{area}']")
            # in the panel, or over the map when the click was low on it (the panel out of sight)
            tokens = narrowed(page, "button[data-action-type='place_order']")
            expect(tokens.first).to_be_visible()
            assert tokens.count() <= 12
            act_and_wait(page, tabs, lambda: tokens.first.click())
            placed += 1
            expect(page.locator(f"#map g.area[data-area='{area}'] g.order:not(.hidden)")).to_have_count(1)
            for other in pages:  # the others see only a face-down order there, without reloading
                if other is not page:
                    expect(other.locator(f"#map g.area[data-area='{area}'] g.order.hidden")).to_have_count(1)
        act(page, "#decisions button[data-action-type='submit_orders']")
        if seat < len(pages) - 1:
            # Submitted but not revealed: the orders may still change, and the panel says that
            # nobody waits on it (an optional decision).
            expect(page.locator("#decisions .decision[data-required='false'] .optional-note")
                   ).to_be_visible()

    for page in pages:  # the last submission reveals every order on every screen
        expect(page.locator("#map g.order.hidden")).to_have_count(0)
        expect(page.locator("#map g.order")).to_have_count(placed)
        expect(page.locator("#event-log li[data-type='orders-revealed']")).to_have_count(1)

    raven = [p for p in pages if p.locator("#decisions button[data-action-type='raven_pass']").count()]
    assert len(raven) == 1, "exactly one seat holds the Messenger Raven"
    screenshot(raven[0], shots, "board-desktop")
    act(raven[0], "#decisions button[data-action-type='raven_pass']")
    for page in pages:
        expect(page.locator("#round-line")).to_have_attribute("data-phase", "action")
    return pages


def test_three_houses_through_planning_to_the_first_march(tabs, shots):
    """Create a 3-player match, join three seats, place orders on the map in every seat, see the
    other seats' face-down orders arrive live, then all orders revealed and the Raven decided;
    then the first house resolves a March by clicking its order's area and a destination."""
    pages = plan_first_round(tabs, shots)

    def act(page, selector):
        act_and_wait(page, tabs, lambda: page.click(selector))

    marcher = next(p for p in pages if p.locator("#decisions .decision[data-type='resolve_march']").count())
    origin = marcher.locator("#map g.area.pickable").first.get_attribute("data-area")
    act(marcher, f"#map g.area[data-area='{origin}']")
    for page in pages:
        expect(page.locator("#event-log li[data-type='march-started']")).to_have_count(1)
    dest = marcher.locator("#map g.area.pickable").first.get_attribute("data-area")
    before = int(marcher.locator("#match-version").inner_text().split()[-1])
    marcher.click(f"#map g.area[data-area='{dest}']")
    # one unit could go there (chosen at once) or several (the panel narrows to them)
    marcher.wait_for_function(
        "v => Number(document.querySelector('#match-version').textContent.replace(/\\D/g,'')) > v"
        " || document.querySelector(\"#decisions button[data-action-type='move']\")", arg=before)
    moves = marcher.locator("#decisions button[data-action-type='move']")
    if moves.count():                 # several units could go there: the panel narrowed to them
        act(marcher, "#decisions button[data-action-type='move'] >> nth=0")
    act(marcher, "#decisions button[data-action-type='end_march']")
    for page in pages:
        expect(page.locator("#event-log li[data-type='units-moved'], "
                            "#event-log li[data-type='combat-started']").first).to_be_visible()


def test_board_match_on_a_phone(tabs, shots):
    """At 360 px the map, tracks and house cards fit the width; zoom scrolls inside the map."""
    phone = tabs(width=360, height=740)
    mid = create_match(phone, "board2e", 3)
    page = join(phone, mid, 0, "Phone")
    page.click("#start-bots")
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    expect(page.locator(".house-cards .hc-house.mine .hcard")).to_have_count(7)
    screenshot(page, shots, "board-phone")
    page.click(".map-tools .zoom")
    expect(page.locator(".map-wrap")).to_have_class("map-wrap zoomed")
    screenshot(page, shots, "board-phone-zoomed")
    page.select_option("#lang-select", "ru")
    expect(page.locator("#round-line")).to_contain_text("Раунд 1 из 10")
    expect(page.locator("#map g.area[data-area='winterfell'] .area-name")).to_have_text("Винтерфелл")
    screenshot(page, shots, "board-phone-ru")
    page.select_option("#lang-select", "bg")
    expect(page.locator("#map g.area[data-area='winterfell'] .area-name")).to_have_text("Зимен хребет")
    screenshot(page, shots, "board-phone-bg")


def test_a_first_edition_match_opens_on_its_own_map(tabs, shots):
    """board1e: 50 areas (no ports), the reconstructed badge and the 1st edition's card
    strengths (Eddard Stark 3), then a seat places an order on the map and submits."""
    page = tabs()
    mid = create_match(page, "board1e", 3, seed=5)
    page = join(page, mid, 0, "First")
    page.click("#start-bots")
    expect(page.locator("#round-line")).to_have_attribute("data-phase", "planning")
    expect(page.locator("#map g.area")).to_have_count(50)
    expect(page.locator("#map g.area.port")).to_have_count(0)
    expect(page.locator("p.badge")).to_contain_text("reconstructed")
    expect(page.locator(".hcard[data-card='eddard_stark']")).to_contain_text("3")
    # no siege engines or garrisons in the legend; orders are optional, and the prompt says so
    expect(page.locator("small.legend")).to_contain_text("neutral force")
    expect(page.locator("small.legend")).not_to_contain_text("garrison")
    expect(page.locator("small.legend")).not_to_contain_text("siege")
    expect(page.locator("#decisions .decision legend").first).to_contain_text("not every area")
    area = page.locator("#map g.area.pickable").first.get_attribute("data-area")
    page.click(f"#map g.area[data-area='{area}']")
    act_and_wait(page, None, lambda: narrowed(page, "button[data-action-type='place_order']").first.click())
    expect(page.locator(f"#map g.area[data-area='{area}'] g.order")).to_have_count(1)
    screenshot(page, shots, "board1e-desktop")
    # a house card's dialog says the card is reconstructed, in Russian too, with the 1E text
    # in Russian (no "English only" note); the Raven's token says it has no scouting in 1E
    page.select_option("#lang-select", "ru")
    page.click(".hcard[data-card='brienne_of_tarth']")
    dialog = page.locator("#card-dialog")
    expect(dialog.locator(".face .reconstructed")).to_contain_text("Реконструированная")
    expect(dialog.locator(".card-text")).to_contain_text("Оборона")
    expect(dialog.locator(".lang-note")).to_have_count(0)
    page.click("#card-dialog-close")
    page.click(".card-info[data-code='messenger_raven']")
    expect(dialog.locator(".card-text")).to_contain_text("Другой силы")
    page.click("#card-dialog-close")


def test_a_board_page_loads_only_its_own_languages_card_texts(tabs):
    """The cards' texts are one module a language: a Russian page fetches the Russian one only,
    and a switch to Bulgarian fetches the Bulgarian one, whose texts the next tap shows."""
    tab = tabs(locale="ru-RU")
    mid = create_match(tab, "board2e", 3, seed=11)
    me = Seat(tab.base, mid, 0, "House 0")
    me.start()                      # the other seats: the server's bots
    page = open_as(tab, me, "board2e")
    blade = page.locator(".card-info[data-code='valyrian_steel_blade']")
    expect(blade).to_be_visible()

    def texts_fetched():
        return sorted({u.rsplit("/", 1)[1] for u in tab.requests if "/js/data/board-texts-" in u})

    expect(page.locator("html")).to_have_attribute("lang", "ru")
    blade.click()
    dialog = page.locator("#card-dialog")
    expect(dialog.locator(".card-text")).to_contain_text("владелец")
    assert texts_fetched() == ["board-texts-ru.js"]
    page.click("#card-dialog-close")

    page.select_option("#lang-select", "bg")
    expect(page.locator("html")).to_have_attribute("lang", "bg")
    blade.click()
    expect(dialog.locator(".card-text")).to_contain_text("Валирийск")
    expect(dialog.locator(".card-text")).to_contain_text("притежател")
    assert dialog.locator(".lang-note").count() == 0
    assert texts_fetched() == ["board-texts-bg.js", "board-texts-ru.js"]
