"""Reviewing a finished match move by move in the browser: from the result card a person steps
through the table as a spectator saw it after each game action, with that move's log lines;
the buttons, the slider and the words work on a 390 px phone and a desktop, and closing the
review puts the table back as the match ended. Matches played to the end by the service's bots."""
import re
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.card_play import no_raw_text
from tests.ui.helpers import no_horizontal_overflow
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

PHONE = dict(width=390, height=844, mobile=True, touch=True)
DESKTOP = dict(width=1280, height=800)
WORDS = {"en": ("Review the match move by move", "Move {k} of {n}", "The table as set up"),
         "ru": ("Просмотреть партию ход за ходом", "Ход {k} из {n}", "Стол перед первым ходом")}


def bots_play(base, game, players, seed):
    """A match the service's bots played to its end; its id and number of game actions."""
    r = requests.post(f"{base}/api/v1/matches", json={"game": game, "players": players, "seed": seed,
                                                      "bots": list(range(players))}, timeout=10)
    mid = r.json()["id"]
    deadline = time.time() + 120
    while time.time() < deadline:
        if requests.get(f"{base}/api/v1/matches/{mid}", timeout=10).json()["status"] == "finished":
            log = requests.get(f"{base}/api/v1/matches/{mid}/actions", timeout=10).json()
            return mid, sum(1 for e in log["actions"] if "settings" not in e)
        time.sleep(0.3)
    pytest.fail(f"the bots did not finish the {game} match in time")


def table(page):
    return page.locator("#board").inner_html()


@pytest.mark.parametrize("game, players, size, lang", [("btwixt", 3, PHONE, "ru"), ("hbo", 2, DESKTOP, "en"),
                                                       ("board2e", 3, PHONE, "en"), ("lcg2e", 2, PHONE, "en")])
def test_a_finished_match_is_reviewed_move_by_move(tabs, live_server, shots, axe_source, game, players, size,
                                                  lang):
    mid, steps = bots_play(live_server, game, players, seed=3)
    opener, step_words, setup_words = WORDS[lang]
    page = tabs(locale={"en": "en-US", "ru": "ru-RU"}[lang], **size).goto(f"/#/match/{mid}")
    expect(page.locator("#result-card")).to_be_visible()
    ended = table(page)
    page.locator("#review-open").click()
    review = page.locator("#review")
    expect(review).to_be_visible()
    where = page.locator("#review-where")
    expect(where).to_contain_text(setup_words)
    expect(page.locator("#review-first")).to_be_disabled()
    expect(page.locator("#review-open")).to_have_count(0)
    at_start = table(page)
    assert at_start != ended

    page.locator("#review-next").click()
    expect(where).to_have_text(re.compile("^" + re.escape(step_words.format(k=1, n=steps)) + ": .+"))
    api_step = requests.get(f"{live_server}/api/v1/matches/{mid}/replay/1", timeout=10).json()
    lines = page.locator("#review-events li")
    expect(lines).to_have_count(max(1, len(api_step["events"])))
    assert table(page) != at_start or not api_step["events"]

    middle = steps // 2
    page.locator("#review-step").fill(str(middle))
    expect(where).to_contain_text(step_words.format(k=middle, n=steps))
    if size is PHONE:
        for b in ["#review-first", "#review-prev", "#review-next", "#review-last"]:
            box = page.locator(b).bounding_box()
            assert box["height"] >= 44 and box["width"] >= 44, (b, box)
        no_horizontal_overflow(page)
    no_raw_text(page)
    raw = re.compile(r"[{}\[\]]|undefined|null|NaN|\b[a-z]+-[a-z]+\b")
    assert not raw.search(page.locator("#review").inner_text()), page.locator("#review").inner_text()
    # the bar stays on screen while the person looks at the table under it
    page.evaluate("window.scrollTo(0, document.querySelector('#board').getBoundingClientRect().top + window.scrollY)")
    bar = page.locator("#review").bounding_box()
    assert bar["y"] >= 0 and bar["y"] + bar["height"] <= size["height"] + 1, bar
    assert bar["height"] <= size["height"] / 3, bar
    page.screenshot(path=str(shots / f"review-{game}-{lang}.png"))
    # (a past table shows what a live page's first state does not: attachments, used house cards)
    assert axe_violations(page, axe_source) == []

    page.locator("#review-last").click()
    expect(where).to_contain_text(step_words.format(k=steps, n=steps))
    expect(page.locator("#review-next")).to_be_disabled()
    page.locator("#review-prev").click()
    expect(where).to_contain_text(step_words.format(k=steps - 1, n=steps))

    # the arrow keys step too, from anywhere but a field
    page.locator("#review-where").click()
    page.keyboard.press("ArrowLeft")
    expect(where).to_contain_text(step_words.format(k=steps - 2, n=steps))
    page.keyboard.press("ArrowRight")
    expect(where).to_contain_text(step_words.format(k=steps - 1, n=steps))

    page.locator("#review-close").click()
    expect(review).to_be_hidden()
    expect(page.locator("#review-open")).to_be_visible()
    assert table(page) == ended


@pytest.mark.parametrize("game, size", [("board2e", PHONE), ("lcg2e", DESKTOP)])
def test_a_log_line_opens_the_review_at_its_move_and_the_move_is_marked_in_the_log(tabs, live_server, shots, game,
                                                                                 size):
    mid, steps = bots_play(live_server, game, 3 if game == "board2e" else 2, seed=5)
    page = tabs(**size).goto(f"/#/match/{mid}")
    expect(page.locator("#result-card")).to_be_visible()
    expect(page.locator("#log-hint")).to_have_text("Tap a line of the log to see the table at that move.")
    lines = page.locator("#event-log li[data-id]")
    ids = [int(i) for i in lines.evaluate_all("ls => ls.map((l) => l.dataset.id)")]
    assert len(ids) > 40
    line = lines.nth(len(ids) // 2)          # a move in the middle of the game
    picked = ids[len(ids) // 2]
    want = requests.get(f"{live_server}/api/v1/matches/{mid}/replay", params={"event": picked}, timeout=10).json()
    assert 0 < want["step"] < steps
    # a tap on the line's words (a card's name would open the card instead)
    box = line.bounding_box()
    if size is PHONE:
        line.tap(position={"x": box["width"] - 4, "y": box["height"] / 2})
    else:
        line.click(position={"x": box["width"] - 4, "y": box["height"] / 2})
    where = page.locator("#review-where")
    expect(where).to_contain_text(f"Move {want['step']} of {steps}")

    def marked_ids():
        return [int(i) for i in page.locator("#event-log li.in-review").evaluate_all("ls => ls.map((l) => l.dataset.id)")]

    def check_marked(step):
        """The lines marked are this step's, as far as the page sees them (a spectator does not
        see a move that told only its own seat something: then nothing is marked)."""
        span = requests.get(f"{live_server}/api/v1/matches/{mid}/replay/{step}", timeout=10).json()["event_ids"]
        seen = [i for i in sorted(ids) if span and span[0] <= i <= span[1]]
        if not seen:
            expect(page.locator("#event-log li.in-review")).to_have_count(0)
            return []
        expect(page.locator("#event-log li.in-review")).to_have_count(len(seen))
        got = marked_ids()
        assert sorted(got) == seen, (step, got, span)
        # scrolled to inside the log: the marked line shows in the log's box
        top = page.locator("#event-log li.in-review").first.bounding_box()
        frame = page.locator(".log-scroll").bounding_box()
        assert frame["y"] - 1 <= top["y"] and top["y"] + top["height"] <= frame["y"] + frame["height"] + 1, (top, frame)
        return got

    before = check_marked(want["step"])
    if before:       # the review's bar, fixed at the bottom of the screen, does not cover it
        line_box = page.locator("#event-log li.in-review").first.bounding_box()
        assert line_box["y"] + line_box["height"] <= page.locator("#review").bounding_box()["y"], line_box
    assert picked in before or all(i < picked for i in before)   # the line itself, or the move it followed
    # on to the next move that shows a line here
    k, after = want["step"], []
    while not after:
        assert k < steps
        page.locator("#review-next").click()
        k += 1
        expect(where).to_contain_text(f"Move {k} of {steps}")
        after = check_marked(k)
    assert min(after) > max(before or [0])
    page.locator("#event-log li.in-review").first.screenshot(path=str(shots / f"review-log-{game}.png"))
    page.locator(".log-box").screenshot(path=str(shots / f"review-log-box-{game}.png"))
    page.locator("#review-close").click()
    expect(page.locator("#event-log li.in-review")).to_have_count(0)
