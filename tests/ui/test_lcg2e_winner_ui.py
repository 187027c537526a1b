"""The card game (lcg2e) when two houses reach 15 power at once (spec §1.3, §5.19): the first
player picks the winner. The other seat's page says so in a line of its own, in the match head
where "Waiting for: <first player>" stood — who chooses, between whom, why — in English and
Russian; the first player's page asks with both houses as
options; his tap ends the game and the result names the winner. On a 390 px phone (touch) and a
desktop: the line is on screen without scrolling, the options are big enough for a finger, and
nothing is wider than the viewport.

The table is put there the way a test of the rules builds it (tests/games/lcg2e/joust.py
``at_challenges``: a learning joust, Stark first, both faction cards at 15, the engine's own
check then asks the winner) and stored as the match's state, as api/matches.py stores it, in
the live service's Redis. No action log leads there, so the match says it has none."""
import pytest
from playwright.sync_api import expect

from api.store import Store, connect, unpack_doc
from tests.games.lcg2e.joust import at_challenges
from tests.ui.card_play import RAW, no_raw_text
from tests.ui.helpers import create_match, join, no_horizontal_overflow, screenshot

pytestmark = pytest.mark.browser

FIRST, OTHER = 0, 1                 # seat 0 Stark (first player), seat 1 Lannister
NAMES = {FIRST: "Bran", OTHER: "Tywin"}
LINE = {
    "en": "♛ Bran (House Stark), the first player, chooses the winner between Bran (House Stark) and "
          "Tywin (House Lannister): both reached 15 power at once",
    "ru": "♛ Bran (Дом Старков), первый игрок, выбирает победителя: Bran (Дом Старков) или "
          "Tywin (Дом Ланнистеров) — оба набрали 15 власти одновременно",
}
OWN_LINE = ("♛ You, the first player, choose the winner between Bran (House Stark) and "
            "Tywin (House Lannister): both reached 15 power at once")
CHOSE = {"en": "Bran (House Stark), the first player, chose the winner.",
         "ru": "Победителя выбрал первый игрок: Bran (Дом Старков)."}
WON = {"en": "Winners: Tywin (House Lannister)", "ru": "Победители: Tywin (Дом Ланнистеров)"}
FINGER = 44                         # px: the least height of a target a finger is sure to hit


def put_at_the_winner_question(redis_url: str, mid: str):
    store = Store(connect(redis_url))
    rec = store.load(mid)
    doc = unpack_doc(rec.doc)
    assert doc["status"] == "active", doc["status"]
    doc["state"] = at_challenges(first=FIRST, power=(15, 15))
    doc["action_log"] = False        # the actions logged so far do not lead to this state
    store.commit(mid, rec.version, doc, [])


def on_screen(page, locator):
    """Shown whole within the first screenful of the page as it opens (nothing scrolled). The
    page redraws the board as news arrives, so the check retries on the element drawn last."""
    expect(locator).to_be_in_viewport(ratio=1)
    assert page.evaluate("window.scrollY") == 0
    return locator


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_the_first_player_picks_the_winner_when_both_reach_fifteen(tabs, shots, redis_server,
                                                                    width, height):
    phone = width < 800
    size = dict(width=width, height=height, touch=phone, mobile=phone)
    first_tab, other_tab = tabs(**size), tabs(**size)
    mid = create_match(first_tab, "lcg2e", 2, seed=1)
    first = join(first_tab, mid, FIRST, NAMES[FIRST])
    other = join(other_tab, mid, OTHER, NAMES[OTHER])
    expect(first.locator("#match-status")).to_have_attribute("data-status", "active")
    put_at_the_winner_question(redis_server.db(1), mid)   # the live service's database
    for page in (first, other):
        page.reload()
        expect(page.locator(".lseat")).to_have_count(2)

    # the other seat: a line of its own says who chooses, between whom and why
    expect(other.locator("#decisions .decision")).to_have_count(0)
    line = on_screen(other, other.locator("#to-act #lcg-winner"))
    expect(line).to_have_text(LINE["en"])
    expect(other.locator("#to-act")).not_to_contain_text("Waiting for")
    assert not RAW.search(line.inner_text())
    no_raw_text(other)
    screenshot(other, shots, f"lcg2e-winner-waiting-en-{width}")
    other.select_option("#lang-select", "ru")
    expect(line).to_have_text(LINE["ru"])
    on_screen(other, line)
    no_raw_text(other)
    screenshot(other, shots, f"lcg2e-winner-waiting-ru-{width}")

    # the first player: the required question, both houses as options a finger can hit
    decision = first.locator("#decisions .decision[data-type='winner']")
    expect(decision).to_be_visible()
    expect(decision).to_contain_text("Several players reached 15 power at once")
    options = decision.locator("button.option")
    expect(options).to_have_count(2)
    labels = options.all_inner_texts()
    assert labels == ["House Stark — you (player 1)", "House Lannister — player 2"], labels
    for i in range(2):
        on_screen(first, options.nth(i))
    # a finger's target on the phone; the desktop's pointer is finer (read in one go: the panel
    # may be redrawn between two reads)
    heights = decision.evaluate("d => [...d.querySelectorAll('button.option')].map((b) => b.getBoundingClientRect().height)")
    assert min(heights) >= (FINGER if phone else 24), heights
    expect(first.locator("#lcg-winner")).to_have_text(OWN_LINE)
    screenshot(first, shots, f"lcg2e-winner-choosing-en-{width}")

    lannister = options.nth(1)
    lannister.tap() if phone else lannister.click()
    for page, lang in ((first, "en"), (other, "ru")):
        result = page.locator("#result-card")
        expect(result).to_be_visible()
        winners = result.locator("p").first
        expect(winners).to_have_text(WON[lang])
        expect(result.locator("#winner-chosen")).to_have_text(CHOSE[lang])
        expect(page.locator("#lcg-winner")).to_have_count(0)
        # the game is over: nobody's turn is marked any more (the view keeps its last seat)
        expect(page.locator(".lseat .badge.turn")).to_have_count(0)
        expect(page.locator("#autopass-all")).to_have_count(0)     # no windows left to watch
        expect(page.locator("#lcg-status")).not_to_contain_text("▶")
        no_horizontal_overflow(page)
    # the event log says who chose whom
    expect(first.locator("#event-log li[data-type='winner-chosen']")).to_have_text(
        "Bran (House Stark), the first player, chooses Tywin (House Lannister) as the winner.")
    screenshot(first, shots, f"lcg2e-winner-chosen-en-{width}")


MELEE_LINE = """async ({lang, reason, among, me}) => {
  const i18n = await import('/js/i18n.js');
  const lcg = await import('/js/games/lcg2e.js');
  i18n.setLang(lang);
  const seat = (faction) => ({faction, faction_card: {power: 15}, gold: 0, deck: {count: 0}, hand: {count: 0},
    plot_deck: {count: 5}, setup: {count: 0}, play: [], discard: [], dead: [], used_plots: [], removed: []});
  const v = {round: 4, phase: 'challenges', mode: 'standard', first_player: 2, active: 2, to_act: [2],
    power: [15, 15, 15], seats: [seat('stark'), seat('lannister'), seat('greyjoy')],
    choosing_winner: {seat: 2, reason, among}};
  const ctx = {view: v, seat: me, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + (s + 1), busy: false};
  document.body.append(lcg.waitingLine(v, ctx));    // as the match page's head shows it
  return document.querySelector('#lcg-winner').innerText;
}"""


@pytest.mark.parametrize("lang, reason, among, me, expected", [
    ("en", "power", [0, 1, 2], 0, "♛ S3, the first player, chooses the winner between S1, S2 and S3: all reached 15 power at once"),
    ("en", "all_decked", [0, 1], None, "♛ S3, the first player, chooses the winner between S1 and S2: both draw decks ran out at once"),
    ("en", "all_decked", [0, 1, 2], 2, "♛ You, the first player, choose the winner between S1, S2 and S3: all their draw decks ran out at once"),
    ("ru", "power", [0, 1, 2], 1, "♛ S3, первый игрок, выбирает победителя: S1, S2 или S3 — все набрали 15 власти одновременно"),
    ("bg", "power", [0, 1], 0, "♛ S3, първият играч, избира победителя между S1 и S2: и двамата достигнаха 15 власт едновременно"),
    ("bg", "all_decked", [0, 1, 2], 2, "♛ Вие, първият играч, избирате победителя между S1, S2 и S3: тестетата на всички свършиха едновременно"),
])
def test_the_winner_line_in_a_melee_and_when_every_deck_runs_out(tabs, lang, reason, among, me, expected):
    """A melee's three seats, or every draw deck empty at once: the line names each seat it is
    between and says why, in each language; the chooser reads it in the second person."""
    tab = tabs()
    tab.goto("/")
    assert tab.page.evaluate(MELEE_LINE, {"lang": lang, "reason": reason, "among": among, "me": me}) == expected
