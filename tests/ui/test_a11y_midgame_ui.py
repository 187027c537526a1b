"""Accessibility in the middle of every game: axe-core (WCAG 2.0-2.2 A and AA, test_a11y_ui.py's
run) on a seated player's match page at the states a first state never shows, at 1280x800 in
English and on a 390x844 touch phone in Russian; the same states show no raw id, JSON, key or
English left in Russian (play_helpers), no tap target under 44 px on the phone and no symbol
drawn as a glyph under 3:1.

A review of finished matches found two faults the first-state check had never seen (an
attachment drawn as a button inside its card's button, a faded used house card below 4.5:1),
because they appear only later. Here every seat of a match is joined over HTTP and played by
the game's own bot (the game's `bot` on the seat's own view and decisions, as the bot worker
plays it), so the same seed always walks the same game; whenever a wanted state first comes up
(a decision of a kind, for some seat), the page of the seat it waits on is opened and checked,
then the walk goes on. Nobody plays the seats meanwhile, so the page holds still while axe
reads it. The chat holds a public and a private message throughout, and in some states the
folds of the page (seat chips, piles, the windows to watch) are unfolded and a card's text
dialog is opened before a second run.
"""
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import pytest
import requests
from playwright.sync_api import expect

from api.games import REGISTRY
from tests.ui.play_helpers import Seat, raw_problems, readable_lines
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)
from tests.ui.test_accounts_ui import sign_up_in_ui
from tests.ui.test_touch_targets_ui import small_targets

pytestmark = pytest.mark.browser


@dataclass
class Wanted:
    """A state to check: the first time ``when(decision, view)`` holds for a seat's decision."""
    label: str
    when: Callable[[dict, dict], bool]
    then: Callable | None = None     # a second look at the page (its last size): a dialog, folds open
    needs_view: bool = False
    sizes: tuple = ("desktop", "phone")


def kind(*types, required=None):
    def when(d, _view):
        return d["type"] in types and (required is None or d.get("required", True) == required)
    return when


def prompt_has(text, *types):
    return lambda d, _view: d["type"] in types and text in d["prompt"]


@dataclass
class Table:
    """Every seat of a new match, joined over HTTP and played by the game's bot."""
    base: str
    game: str
    players: int
    seed: int
    options: dict = field(default_factory=dict)

    def __post_init__(self):
        body = {"game": self.game, "players": self.players, "seed": self.seed}
        if self.options:
            body["options"] = self.options
        r = requests.post(f"{self.base}/api/v1/matches", json=body, timeout=10)
        r.raise_for_status()
        self.mid = r.json()["id"]
        self.seats = [Seat(self.base, self.mid, n, f"Seat {n + 1}") for n in range(self.players)]
        self.http = requests.Session()
        self.sessions = [requests.Session() for _ in self.seats]   # one per seat, for its thread
        self.rng = random.Random(self.seed)
        self.bot = REGISTRY[self.game].bot

    def get(self, seat, what):
        r = self.sessions[seat.seat].get(f"{self.base}/api/v1/matches/{self.mid}/{what}", headers=seat.auth, timeout=10)
        r.raise_for_status()
        return r.json()

    def chat(self, seat, text, to=None):
        body = {"text": text} if to is None else {"text": text, "to": to}
        r = self.http.post(f"{self.base}/api/v1/matches/{self.mid}/chat", json=body, headers=seat.auth, timeout=10)
        r.raise_for_status()

    def walk(self, wanted: list[Wanted], visit, limit: int, to_end=False):
        """Plays on until every wanted state has come up (or, ``to_end``, the game has ended; or
        ``limit`` actions); ``visit(seat, want)`` at the first sight of each. Returns the labels
        unseen."""
        left = list(wanted)

        def seen_by(seat, with_view):
            return (self.get(seat, "decisions").get("decisions", []),
                    self.get(seat, "view").get("view") if with_view else None)

        with ThreadPoolExecutor(len(self.seats)) as pool:   # the seats' reads side by side
            for _ in range(limit):
                with_view = any(w.needs_view for w in left)
                pending = []
                for seat, (decisions, view) in zip(self.seats, pool.map(seen_by, self.seats, [with_view] * len(self.seats))):
                    for want in list(left):
                        if any(want.when(d, view) for d in decisions):
                            left.remove(want)
                            visit(seat, want)
                    required = [d for d in decisions if d.get("required", True)]
                    if required:
                        pending.append((seat, required, view))
                if not (left or to_end) or not pending:
                    break
                seat, required, view = pending[0]
                view = view or self.get(seat, "view").get("view")
                action = self.bot(view, required, self.rng.randrange(2 ** 31))
                r = self.http.post(f"{self.base}/api/v1/matches/{self.mid}/actions", json={"action": action},
                                   headers=seat.auth, timeout=10)
                assert r.status_code == 200, r.text
        return [w.label for w in left]


# axe leaves a symbol's contrast undecided ("only non-text characters"), so the icons drawn as a
# glyph (role=img: a challenge icon, a faction's mark) are measured here against WCAG 1.4.11's
# 3:1 for graphical objects, over the first opaque ground behind them and through any opacity.
GLYPH_CONTRAST = """() => {
  const rgba = (s) => { const c = (s.match(/[\\d.]+/g) || []).map(Number); return c.length === 3 ? [...c, 1] : c; };
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const out = [];
  for (const el of document.querySelectorAll('[role=img]')) {
    if (el.closest('svg') || el.querySelector('svg, img') || !el.textContent.trim() || !el.getClientRects().length) continue;
    let ground = [255, 255, 255], opacity = 1;
    for (let e = el; e; e = e.parentElement) {
      const st = getComputedStyle(e);
      opacity *= parseFloat(st.opacity);
      const bg = rgba(st.backgroundColor);
      if (bg[3] > 0) { ground = bg; break; }
    }
    const fg = rgba(getComputedStyle(el).color).slice(0, 3).map((v, i) => v * opacity + ground[i] * (1 - opacity));
    const [hi, lo] = [lum(fg), lum(ground)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    if (ratio < 3) out.push(`${el.className || el.tagName} "${el.textContent.trim()}" (${el.getAttribute('aria-label')}): ${ratio.toFixed(2)}:1`);
  }
  return [...new Set(out)];
}"""
MAIN_LINES = """() => {
  const chat = new Set([...document.querySelectorAll('#chat-list li')].map((li) => li.innerText));
  return document.querySelector('main').innerText.split('\\n').filter((line) => !chat.has(line));
}"""
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844, "mobile": True}}
# The phone reads the page in Russian: every line must be worded there too (no English left).
LANGS = {"desktop": "en", "phone": "ru"}
DESKTOP, PHONE = ("desktop",), ("phone",)


class Checker:
    """One tab per size; each visit opens the seat's page in both and gathers what is wrong."""

    def __init__(self, tabs, axe_source, game):
        self.tabs = {size: tabs(**kw) for size, kw in SIZES.items()}
        self.axe, self.game = axe_source, game
        self.failures: list[str] = []
        self.seen: list[str] = []
        self.loads = 0

    def open(self, tab, seat, size):
        """The seat's match page as a new document: one load (play_helpers.open_as takes two,
        and a change of the hash alone would not start the page again)."""
        page = tab.page
        if not page.url.startswith(tab.base):
            page.goto(tab.base + "/")
        page.evaluate("([key, record, lang]) => { localStorage.setItem(key, record); localStorage.setItem('rookery.lang', lang); }",
                      [f"rookery.seat.{seat.mid}", seat.record(self.game), LANGS[size]])
        self.loads += 1
        page.goto(f"{tab.base}/?look={self.loads}#/match/{seat.mid}")
        return page

    def look(self, page, where, size):
        self.failures += [f"{where}: {v}" for v in axe_violations(page, self.axe)]
        if size == "phone":   # the product's 44 px finger (test_touch_targets_ui), as the play goes on
            self.failures += [f"{where}: a small target: {t}" for t in small_targets(page)]
        self.failures += [f"{where}: a symbol below 3:1: {g}" for g in page.evaluate(GLYPH_CONTRAST)]
        # the log and status lines, and every other line the page shows (the decisions, the
        # table), but what the players wrote in the chat
        lines = readable_lines(page) + page.evaluate(MAIN_LINES)
        self.failures += [f"{where}: {p}" for p in raw_problems(lines, LANGS[size])]

    def visit(self, seat, want: Wanted):
        self.seen.append(want.label)
        for size in want.sizes:
            tab = self.tabs[size]
            page = self.open(tab, seat, size)
            if want.when:
                expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
                expect(page.locator("#decisions .decision").first).to_be_visible()
            else:
                expect(page.locator("#match-status")).to_have_attribute("data-status", "finished")
            expect(page.locator("#event-log li").first).to_be_visible()
            expect(page.locator("#chat-list li").first).to_be_visible()
            page.wait_for_timeout(300)   # the late answers (the log, the lists) have landed
            where = f"{self.game} {want.label} (seat {seat.seat}) {size}"
            self.look(page, where, size)
            if want.then and size == want.sizes[-1]:   # a second look at one size is enough
                want.then(page)
                self.look(page, f"{where} after {want.then.__name__}", size)


def unfolded(page):
    """Every fold of the page open: the seat chips of a phone, the piles, the windows to watch."""
    page.evaluate("() => document.querySelectorAll('details').forEach((d) => { d.open = true; })")


def card_dialog(selector):
    def a_card_dialog_open(page):
        page.locator(selector).first.click()
        expect(page.locator("#card-dialog")).to_be_visible()
    return a_card_dialog_open


def has_attachment(_d, view):
    return any(c.get("attachments") for s in (view or {}).get("seats", []) for c in s.get("play", []))


def marshal_with_attachment(d, view):
    return d["type"] == "priority" and d["prompt"].startswith("Marshal cards") and has_attachment(d, view)


def checked(table, checker, wanted, limit, conceded=()):
    """Walks to every wanted state; ``conceded``: then seat 2 gives up, and the finished page
    (the result, the standings) is checked at these sizes."""
    table.chat(table.seats[0], "Winter is coming.")
    table.chat(table.seats[1], "A word for you alone.", to=[0])
    missed = table.walk(wanted, checker.visit, limit)
    assert not missed, f"never reached: {missed} (seen: {checker.seen})"
    if conceded:
        r = table.http.post(f"{table.base}/api/v1/matches/{table.mid}/concede", headers=table.seats[1].auth, timeout=10)
        assert r.status_code == 200, r.text
        checker.visit(table.seats[0], Wanted("finished by a concession", None, sizes=conceded))
    assert not checker.failures, "\n".join(checker.failures)


def board_states(one, other):
    """The states of a board game; ``one``/``other``: the sizes of the states a size changes
    little (board1e's page is board2e's, its cards and words aside)."""
    return [
        Wanted("orders placed, the others still placing", kind("place_orders", required=False), unfolded),
        Wanted("a raven decision", kind("raven_action"), sizes=one),
        Wanted("a march", kind("resolve_march"), sizes=other),
        Wanted("a battle's house card", kind("choose_house_card", required=True)),
        Wanted("a battle after the cards are shown", kind("use_valyrian_blade", "house_card_ability", "choose_retreat"),
               card_dialog("#combat .card-chip"), sizes=one),
        Wanted("a support decision", kind("declare_support"), sizes=other),
        Wanted("a bid on a track", kind("bid_influence", required=True), sizes=one),
        Wanted("a wildling attack's bid", kind("bid_wildlings", required=True), sizes=other),
        Wanted("a wildling outcome", kind("wildling_penalty_choice"), sizes=one),
        Wanted("mustering", kind("muster"), sizes=other),
    ]


@pytest.mark.parametrize("game, seed, one, other", [("board2e", 3, DESKTOP, PHONE),
                                                    ("board1e", 4, PHONE, DESKTOP)])
def test_a_board_game_in_its_middle(tabs, live_server, axe_source, game, seed, one, other):
    checked(Table(live_server, game, 3, seed), Checker(tabs, axe_source, game), board_states(one, other), 400,
            conceded=other if game == "board2e" else ())


def in_round(n, *types):
    return lambda d, view: d["type"] in types and d.get("required", True) and (view or {}).get("round", 0) >= n


LCG_STATES = [
    Wanted("marshaling with an attachment in play", marshal_with_attachment,
           card_dialog(".lcard-attachments .lcard"), needs_view=True),
    Wanted("attackers being declared", kind("attackers"), sizes=DESKTOP),
    Wanted("defenders being declared", kind("defenders"), unfolded),
    Wanted("a reaction window", prompt_has("(Reaction)", "priority"), card_dialog("#board .lcard.pickable")),
    Wanted("the plot choice of a later round", in_round(2, "plot"), needs_view=True, sizes=PHONE),
]


def test_a_joust_in_its_middle(tabs, live_server, axe_source):
    checked(Table(live_server, "lcg2e", 2, 4), Checker(tabs, axe_source, "lcg2e"), LCG_STATES, 400, conceded=DESKTOP)


def test_a_melee_title_choice(tabs, live_server, axe_source):
    checked(Table(live_server, "lcg2e", 4, 4), Checker(tabs, axe_source, "lcg2e"),
            [Wanted("a melee's title choice", kind("title"), unfolded)], 100)


def test_hbo_challenge_in_its_middle(tabs, live_server, axe_source):
    checked(Table(live_server, "hbo", 2, 4), Checker(tabs, axe_source, "hbo"), [
        Wanted("defenders being declared", kind("defenders"), card_dialog("#board .lcard[data-code]")),
        Wanted("a reaction window", prompt_has("Reactions:", "priority"), sizes=PHONE),
    ], 300, conceded=PHONE)


def test_btwixt_council_and_its_finished_page(tabs, live_server, axe_source):
    table = Table(live_server, "btwixt", 3, 4)
    checker = Checker(tabs, axe_source, "btwixt")
    checked(table, checker, [Wanted("a council decision", kind("place-ally", "choose-council"), unfolded)], 100)
    table.walk([], checker.visit, 400, to_end=True)
    assert table.seats[0].match()["status"] == "finished"
    checker.visit(table.seats[0], Wanted("finished", None))
    assert not checker.failures, "\n".join(checker.failures)


def test_the_account_page_and_the_lobby_of_a_player_in_a_match(tabs, live_server, axe_source):
    """An account with a match in play: the lobby lists it under "my matches", the account page
    under the account's seats."""
    mid = requests.post(f"{live_server}/api/v1/matches", json={"game": "board2e", "players": 3}, timeout=10).json()["id"]
    name = "Axe" + "".join(c for c in mid if c.isdigit())[:6]
    tab = tabs()
    page = tab.goto("/")
    sign_up_in_ui(page, name)
    page.goto(f"{live_server}/#/match/{mid}?seat=0")
    page.click("button.join-seat[data-seat='0']")
    expect(page.locator("#role")).to_contain_text(name)
    page.click("#start-bots")
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    failures = []
    for size, kw in SIZES.items():
        page.set_viewport_size({"width": kw["width"], "height": kw["height"]})
        page.goto(f"{live_server}/#/")
        expect(page.locator(f"#my-matches li[data-match='{mid}']")).to_be_visible()
        failures += [f"lobby {size}: {v}" for v in axe_violations(page, axe_source)]
        page.goto(f"{live_server}/#/account")
        expect(page.locator("#my-ratings, #account").first).to_be_visible()
        page.wait_for_timeout(300)
        failures += [f"account {size}: {v}" for v in axe_violations(page, axe_source)]
        failures += [f"account {size}: {p}" for p in raw_problems(
            page.evaluate("() => document.querySelector('main').innerText.split('\\n')"), "en")]
    assert not failures, "\n".join(failures)
