"""B'Twixt in the browser: three people, three contexts, one full round played by clicking."""
import re

import pytest
import requests
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.ui.helpers import act_and_wait, choose_first, create_match, join, screenshot

pytestmark = pytest.mark.browser


# The decision a tab offers something to click in: its kind and id, read together (another seat's
# move reaches each tab in its own time and redraws its panel between two reads).
ASKED = """() => {
  const d = [...document.querySelectorAll('#decisions .decision')]
    .find((x) => x.querySelector('button:not([disabled]), select.option-list'));
  return d ? [d.dataset.type, d.dataset.decision] : null;
}"""


def acting_tab(tabs_):
    """The tab whose decision panel currently offers something to click, if any, with that
    decision's kind and id."""
    for i, tab in enumerate(tabs_):
        asked = tab.page.evaluate(ASKED)
        if asked:
            return i, tab, asked
    return None, None, None


def test_three_seats_play_a_full_round_live(tabs, shots):
    """Create a 3-player match, join three seats, play round 1 to its end by clicking; every
    seat sees every other seat's play arrive without reloading."""
    people = [tabs() for _ in range(3)]
    mid = create_match(people[0], "btwixt", 3, seed=5)
    pages = [join(tab, mid, seat, f"Player {seat}") for seat, tab in enumerate(people)]
    for page in pages:
        expect(page.locator("#match-status")).to_have_attribute("data-status", "active")

    played = set()        # seats that have played a card from hand by clicking it
    seen_live = 0
    placed_by_click = 0   # ally and power token placed by clicking a council
    for _ in range(120):
        if all(p.locator("#timeline").get_attribute("data-round-number") == "2" for p in pages):
            break
        i, tab, asked = acting_tab(people)
        if tab is None:
            pages[0].wait_for_timeout(150)
            continue
        page = tab.page
        kind, decision = asked
        box = page.locator(f"#decisions .decision[data-decision='{decision}']")
        hand_cards = page.locator("#hand .bcard.pickable")
        try:
            if kind == "play_or_kneel" and i not in played and hand_cards.count():
                name = hand_cards.first.locator(".bcard-name").inner_text()
                # clicking the card picks its "play" option
                act_and_wait(page, tabs, lambda: hand_cards.first.click())
                played.add(i)
                for j, other in enumerate(pages):  # every other screen hears of it without a reload
                    if j != i:
                        expect(other.locator("#event-log li[data-type='card-played']").first).to_contain_text(name)
                        seen_live += 1
            elif kind == "play_or_kneel":
                act_and_wait(page, tabs, lambda: box.locator("button[data-action-type='kneel']").click())
            elif kind in ("place-ally", "place-power-token") and page.locator(".council.pickable").count():
                # the winner clicks the council itself (the action nests it: {"choice": {"council": k}})
                act_and_wait(page, tabs, lambda: page.locator(".council.pickable").first.click())
                placed_by_click += 1
            else:
                act_and_wait(page, tabs, lambda: choose_first(page, decision))
        except PlaywrightTimeout:
            # the tab had not yet heard of a move that closed the decision it showed: look again
            if box.count():
                raise
    else:
        pytest.fail("round 1 did not finish")

    assert played == {0, 1, 2} and seen_live == 6 and placed_by_click >= 1
    for page in pages:
        expect(page.locator("#timeline")).to_have_attribute("data-round-number", "2")
        # the bid winner's council holds round 1's ally and a face-down token, on every screen
        expect(page.locator(".council .allies .bcard")).to_have_count(1)
        expect(page.locator("#event-log li[data-type='bid-won']")).to_have_count(1)
        expect(page.locator("#event-log li[data-type='ally-accepted']")).to_have_count(1)
    # a seat's own hand is visible only to itself: other seats' screens show no hand cards of it
    mine = set(pages[0].locator("#hand .bcard").evaluate_all("els => els.map(e => e.dataset.card)"))
    theirs = set(pages[1].locator("#hand .bcard").evaluate_all("els => els.map(e => e.dataset.card)"))
    assert mine and theirs and not (mine & theirs)
    screenshot(pages[0], shots, "btwixt-desktop")


def test_btwixt_match_on_a_phone(tabs, shots):
    """A phone-width seat can read the table and act; nothing overflows sideways."""
    host = tabs()
    mid = create_match(host, "btwixt", 3)
    phone = tabs(width=360, height=740)
    page = join(phone, mid, 0, "Phone")
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator("#table .tseat")).to_have_count(3)
    expect(page.locator("#event-log li[data-type='match-started']")).to_have_count(1)
    screenshot(page, shots, "btwixt-phone")
    # switching language re-asks the API for labels and redraws the log and card names
    page.select_option("#lang-select", "ru")
    expect(page.locator("#event-log li[data-type='match-started']")).to_have_text("Партия началась.")
    # (said in Russian, not merely no longer in English: a panel not drawn yet has no English either)
    expect(page.locator("#decisions .decision legend")).to_have_text("Выберите правителя")
    expect(page.locator("#decisions button.option").first).to_have_text(re.compile(r"^[А-ЯЁа-яё .-]+$"))
    expect(page.locator("#timeline .season.now")).to_have_text("Лето")
    screenshot(page, shots, "btwixt-phone-ru")
    page.select_option("#lang-select", "bg")
    expect(page.locator("#timeline .season.now")).to_have_text("Лято")
    # the round has a line of its own on a phone, not one starting with the separator "·"
    assert re.fullmatch(r"Рунд \d+ от \d+", page.locator("#timeline .round").inner_text().strip())
    # one read of both boxes: the bots' moves redraw the timeline, and a second read could
    # land on a detached node
    round_top, seasons_foot = page.locator("#timeline").evaluate(
        """t => [t.querySelector('.round').getBoundingClientRect().top,
                 [...t.querySelectorAll('.season')].pop().getBoundingClientRect().bottom]""")
    assert round_top >= seasons_foot
    screenshot(page, shots, "btwixt-phone-bg")
    spectator = host.goto(f"/#/match/{mid}")
    expect(spectator.locator("#role")).to_contain_text("spectator")
    expect(spectator.locator("#table .tseat")).to_have_count(3)
    assert spectator.locator("#hand").count() == 0
    assert spectator.locator("#decisions").count() == 0


def api_join(base, mid, seat, name):
    r = requests.post(f"{base}/api/v1/matches/{mid}/join", json={"name": name, "seat": seat}, timeout=10)
    r.raise_for_status()
    return r.json()["token"]


def api_play_first(base, mid, token, tabs):
    """Seats played through the public API take their first listed option, as the UI helper does."""
    auth = {"Authorization": f"Bearer {token}"}
    decisions = requests.get(f"{base}/api/v1/matches/{mid}/decisions", headers=auth, timeout=10).json()["decisions"]
    if not decisions:
        return False
    opts = decisions[0]["options"]
    kinds = [o["action"].get("type") for o in opts]
    singles = [o for o in opts if kinds.count(o["action"].get("type")) == 1]
    pick = singles[0] if len(opts) > 12 and singles and len(singles) < len(opts) else opts[0]
    r = requests.post(f"{base}/api/v1/matches/{mid}/actions", json={"action": pick["action"]}, headers=auth, timeout=10)
    assert r.status_code == 200, r.text
    return True


def test_a_quick_game_to_its_result(tabs):
    """A seat watches its quick game (played fast through the public API) to the end: the result
    arrives live, names the winners, explains the tie-break level in words and breaks down each
    seat's councils."""
    tab = tabs()
    mid = create_match(tab, "btwixt", 3, {"quick": True}, seed=3)
    page = join(tab, mid, 0, "Solo")
    mine = page.evaluate(f"JSON.parse(localStorage.getItem('rookery.seat.{mid}')).token")
    tokens = [mine] + [api_join(tab.base, mid, seat, f"Api {seat}") for seat in (1, 2)]
    for _ in range(2000):
        match = requests.get(f"{tab.base}/api/v1/matches/{mid}", timeout=10).json()
        acting = [s["seat"] for s in match["seats"] if s["to_act"]]
        if match["status"] != "active" or not acting:
            break
        api_play_first(tab.base, mid, tokens[acting[0]], tabs)
    card = page.locator("#result-card")
    expect(card).to_contain_text("Winners:")
    expect(card.locator(".result-scores")).to_have_text(re.compile(r"^Small council: "))
    expect(card.locator("li[data-seat]")).to_have_count(3)
    reason = card.locator("p.muted").inner_text()
    assert reason in {"Highest Small council", "Tie broken by the large council",
                      "Tie broken by the number of allies", "Shared victory"}
    expect(page.locator("#match-status")).to_have_attribute("data-status", "finished")
    expect(page.locator("#event-log li[data-type='game-ended']")).to_have_count(1)
    assert page.locator("#decisions").count() == 0
    # The finished match offers its action log, and the link serves it.
    href = page.locator("#action-log").get_attribute("href")
    log = requests.get(tab.base + href, timeout=10).json()
    assert log["game"] == "btwixt" and log["seed"] == 3 and len(log["actions"]) > 10
