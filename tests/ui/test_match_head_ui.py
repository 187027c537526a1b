"""The match page's head (title, status, who is to act, the seats) keeps its height while the others
play: the "Waiting for" line, which wraps on a phone while many seats are to act and unwraps as they
move, and the seats' turn marks coming and going used to move the board up under the player's
finger (a layout shift during play, not caused by the player)."""
import random

import pytest
from playwright.sync_api import expect

from api.games.board.bot import choose as board_bot
from api.games.btwixt.bot import choose as btwixt_bot
from api.games.hbo.bot import choose as hbo_bot
from tests.ui.helpers import choose_first, create_match, join
from tests.ui.play_helpers import Seat

pytestmark = pytest.mark.browser

BOTS = {"board2e": board_bot, "board1e": board_bot, "hbo": hbo_bot, "btwixt": btwixt_bot}

# Samples, every frame from before the match starts, where the board's top is on the page (not
# on the screen: the page may scroll) and who the head says is to act.
RECORD = """() => {
  window.__tops = [];
  const frame = () => {
    const board = document.getElementById('board'), status = document.getElementById('match-status');
    if (board && board.childElementCount && status && status.dataset.status === 'active') {
      const who = document.getElementById('to-act');
      window.__tops.push([Math.round(board.getBoundingClientRect().top + window.scrollY), who ? who.innerText : '']);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""

LAST_LINE = "([has, hasNot]) => { const t = window.__tops; const w = t.length ? t.at(-1)[1] : '';" \
            " return w.includes(has) && !w.includes(hasNot); }"


def play_out_the_step(seat: Seat, game: str):
    """The other person answers what the match asks of them now (as the game's bot would)."""
    rnd = random.Random(7)
    for _ in range(40):
        ds = seat.decisions()
        if not ds:
            return
        assert seat.act(BOTS[game](seat.view()["view"], ds, rnd.getrandbits(32)))
    raise AssertionError("the other person's step did not end")


@pytest.mark.parametrize("game,players,width", [
    ("board2e", 3, 390), ("board2e", 3, 1280), ("board1e", 3, 390), ("hbo", 2, 390),
])
def test_the_board_stays_put_while_the_others_play(tabs, game, players, width):
    """Thumb on the page, Ygritte through the API, the rest the server's bots: the bots move
    (the page may or may not be drawn in time to see them to act), then Ygritte does, at a time of
    the test's choosing; Thumb is left to act."""
    tab = tabs(width=width, height=844, touch=width < 600)
    mid = create_match(tab, game, players, seed=3)
    page = join(tab, mid, 0, "Thumb")
    other = Seat(tab.base, mid, 1, "Ygritte")
    if players > 2:
        page.click("#start-bots")    # a full table starts by itself
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    # Thumb's own click on "start" clears the note of the join above the head (the page moves,
    # at once, after the person's own tap): the measuring starts once that is done. Ygritte
    # moves only when the test says, so the seats still to act change after it has started.
    if players > 2:
        expect(page.locator("#flash .flash")).to_have_count(0)
    page.evaluate(RECORD)
    page.wait_for_function(LAST_LINE, arg=["Ygritte", "Bot"])          # the bots have moved
    play_out_the_step(other, game)
    page.wait_for_function(LAST_LINE, arg=["you", "Ygritte"])          # and Ygritte
    page.wait_for_timeout(500)                                          # the moves' last redraws
    tops = page.evaluate("window.__tops")
    where = {}
    for top, who in tops:
        where.setdefault(top, who)
    assert len(where) == 1, f"the board's top moved as the others played: {where}"


SEATS_HEIGHT = """() => {
  window.__heights = [];
  const frame = () => {
    const seats = document.getElementById('seats'), status = document.getElementById('match-status');
    // The live test server hands a seat idle for 4 s to a bot: on a slow machine the API-played
    // seat can get there, and its "Idle: hand to a bot" button is a change of content, not a
    // rewrap. Frames showing it are left out.
    const idle = seats && [...seats.querySelectorAll('button.hand-over')]
      .some((b) => b.textContent.startsWith('Idle'));
    if (seats && status && status.dataset.status === 'active' && !idle) {
      window.__heights.push([Math.round(seats.getBoundingClientRect().height), seats.innerText.replace(/\\s+/g, ' ')]);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""


def test_btwixt_seats_keep_their_rows_as_the_rulers_are_named(tabs):
    """On a phone, B'Twixt's seats used to rewrap (60 px) when the others' rulers were named
    beside them, well after the person's own pick: each seat is a row of its own there now."""
    tab = tabs(width=390, height=844, touch=True)
    mid = create_match(tab, "btwixt", 3, seed=3)
    page = join(tab, mid, 0, "Thumb")
    other = Seat(tab.base, mid, 1, "Ygritte")
    page.evaluate(SEATS_HEIGHT)
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator("#decisions button.option").first).to_be_enabled()
    choose_first(page)                                       # Thumb's ruler
    page.wait_for_function("() => window.__heights.length")
    play_out_the_step(other, "btwixt")                       # then Ygritte's, then the bot's
    page.wait_for_function("() => (window.__heights.at(-1) || [0, ''])[1].includes('Ygritte ') && "
                           "document.querySelectorAll('#seats .seat-role').length === 3 && "
                           "[...document.querySelectorAll('#seats .seat-role')].every((r) => r.textContent.trim())")
    page.wait_for_timeout(500)
    heights = {}
    for height, text in page.evaluate("window.__heights"):
        heights.setdefault(height, text)
    assert len(heights) == 1, f"the seats' height changed as the rulers were named: {heights}"


@pytest.mark.parametrize("locale,mine,theirs", [
    ("en-US", "Waiting for you", "Waiting for: Thumb"), ("ru-RU", "Ждём вас", "Ждём: Thumb"),
])
def test_the_head_says_when_the_table_waits_for_you(tabs, locale, mine, theirs):
    """Rulers are chosen one seat at a time from the first player (seat 0, Thumb): Thumb's page
    says the table waits for them, by "you", not by their own name; a spectator's names Thumb;
    once Thumb has chosen, Thumb's page names the next seat."""
    tab, watcher = tabs(locale=locale, width=390, height=844, touch=True), tabs(locale=locale)
    mid = create_match(tab, "btwixt", 3, {"first_player": 0})
    page = join(tab, mid, 0, "Thumb")
    for seat, name in ((1, "Ygritte"), (2, "Osha")):
        Seat(tab.base, mid, seat, name)
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator("#to-act")).to_have_text(mine)
    expect(watcher.goto(f"/#/match/{mid}").locator("#to-act")).to_have_text(theirs)
    choose_first(page)
    expect(page.locator("#to-act")).to_contain_text("Ygritte")
    expect(page.locator("#to-act")).not_to_contain_text(mine)
