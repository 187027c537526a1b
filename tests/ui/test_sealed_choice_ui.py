"""A sealed answer already given stays marked while it may still change (review16): a card game
seat that chose its plot and reloads the page, on a phone, sees which plot it chose (the
decision's ``current``), and a tap on another plot moves the mark there."""
import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import screenshot
from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser


def to_plots(seats):
    """Keep the setup hands and place nothing, both seats, until each is asked for a plot."""
    for _ in range(20):
        pending = {s.seat: s.decisions() for s in seats}
        if all(ds and ds[0]["type"] == "plot" for ds in pending.values()):
            return pending
        for s in seats:
            ds = pending[s.seat]
            if ds and ds[0]["type"] != "plot":
                kinds = {o["action"]["type"]: o["action"] for o in ds[0]["options"]}
                s.act(kinds.get("keep") or kinds.get("confirm") or ds[0]["options"][0]["action"])
    raise AssertionError("no plot asked")


def test_a_chosen_plot_stays_marked_after_a_reload_and_moves_with_a_new_tap(tabs, live_server, shots):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "lcg2e", "players": 2, "seed": 8}, timeout=10)
    mid = r.json()["id"]
    seats = [Seat(live_server, mid, 0, "Ann"), Seat(live_server, mid, 1, "Ben")]
    plots = to_plots(seats)[0][0]
    first, second = plots["options"][2]["action"], plots["options"][0]["action"]
    assert seats[0].act(first)

    page = open_as(tabs(390, 844, mobile=True), seats[0], "lcg2e")
    fs = page.locator("#decisions fieldset.decision[data-type='plot']")
    expect(fs).to_have_attribute("data-required", "false")
    marked = fs.locator("button.option[aria-pressed='true']")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("data-key", f'{{"type":"plot","card":"{first["card"]}"}}')
    expect(marked).to_contain_text("your choice")
    screenshot(page, shots, "sealed-plot-chosen-phone")

    fs.locator(f"button.option[data-key='{{\"type\":\"plot\",\"card\":\"{second['card']}\"}}']").tap()
    expect(fs.locator("button.option[aria-pressed='true']")).to_have_attribute(
        "data-key", f'{{"type":"plot","card":"{second["card"]}"}}')
    expect(fs.locator("button.option[aria-pressed='true']")).to_have_count(1)
    page.select_option("#lang-select", "ru")
    expect(page.locator("#decisions button.option[aria-pressed='true']")).to_contain_text("ваш выбор")
