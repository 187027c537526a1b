"""The card game (lcg2e) in the browser: a person plays a joust's first round — setup, plot,
marshaling, an intrigue challenge — and takes two reactions through the page, in English at
1280×800 and in Russian on a 390×844 phone (touch, mobile). The opponent's seat is played by
the test over the HTTP API and never resists: it places nothing, marshals nothing, passes.

Why the reactions are certain, not luck: the match uses the learning decks (seat 0 Stark,
seat 1 Lannister) and seed 16, whose deal gives seat 1 a setup hand holding Tyrion Lannister
(cost 5) and Lannisport (cost 3) — exactly the 8 gold of setup (the test asserts the hand
first, so a change of the deal fails here by name, not later by a timeout). The person places
both, reveals Taxation (initiative 6 against A Noble Cause's 0, so they choose to go first),
marshals Cersei Lannister and attacks in an intrigue challenge with Tyrion:
- "after an intrigue challenge is initiated" opens Tyrion's reaction (gain 2 gold): taken by
  tapping Tyrion on the table, whose text dialog offers the ability;
- the opponent has no character to defend with, so the challenge is won unopposed and
  Lannisport's "after you win an intrigue challenge" reaction (draw 1 card) is offered: taken
  from the decision panel's button, which names the card.
Each reaction's window must show on the page; the test fails if it never does."""
import json
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from api.games.lcg2e.catalog import BY_NAME
from api.games.lcg2e.words import TEXTS
from tests.ui.card_play import no_raw_text
from tests.ui.helpers import act_and_wait, create_match, join, screenshot
from tests.ui.play_helpers import Seat

pytestmark = pytest.mark.browser

SEED = 16
ME, OPPONENT = 1, 0
TYRION, LANNISPORT, CERSEI = BY_NAME["Tyrion Lannister"], BY_NAME["Lannisport"], BY_NAME["Cersei Lannister"]
TAXATION, NOBLE_CAUSE = BY_NAME["Taxation"], BY_NAME["A Noble Cause"]
REACTION = {"en": "Reaction", "ru": "Реакция"}
# the status line while a reaction window is open: what it answers (lcg2e.js TRIGGER_POINTS)
WINDOW = {("en", "challenge_initiated"): "Reaction window: a challenge initiated",
          ("ru", "challenge_initiated"): "Окно «Реакция»: объявлен вызов",
          ("en", "win_challenge"): "Reaction window: a challenge won",
          ("ru", "win_challenge"): "Окно «Реакция»: победа в вызове"}
SPEC_REF = re.compile(r"§|\blcg-2e\b|\.md\b|\bspec\b", re.I)
LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


def name(code, lang):
    return TEXTS[lang][code]["name"]


class Opponent(Seat):
    """Seat 0 over the API: keeps its hand, places and marshals nothing, reveals A Noble Cause
    in round 1 (no when-revealed effect, initiative 0), passes every window, discards to its
    reserve."""

    def move(self) -> bool:
        ds = self.decisions()
        if not ds:
            return False
        d, opts = ds[0], ds[0]["options"]
        by_type = {}
        for o in opts:
            by_type.setdefault(o["action"].get("type"), o["action"])
        if d["type"] == "plot":
            ids = {c["id"]: c["code"] for c in self.view()["view"]["seats"][OPPONENT]["plot_deck"]}
            action = next((o["action"] for o in opts if ids.get(o["action"].get("card")) == NOBLE_CAUSE),
                          opts[0]["action"])      # round 2: A Noble Cause is used
        elif d["type"] == "reserve" and "confirm" not in by_type:
            action = next(o["action"] for o in opts if o["label"].startswith("☐"))
        else:
            action = next((by_type[k] for k in ("keep", "pass", "done", "skip", "confirm") if k in by_type),
                          opts[0]["action"])
        assert self.act(action), (d["type"], action)
        return True


def press(locator, touch):
    locator.tap() if touch else locator.click()


def option(page, scope: str, kind: str, field: str, value):
    """The decision button of action type ``kind`` whose action has ``field`` = ``value``
    (decisions.js keys each button by its action as JSON), in the decision ``scope`` names."""
    return page.locator(f"{scope} button.option[data-action-type='{kind}']"
                        f"[data-key*='\"{field}\":{json.dumps(value)}']:not([disabled])")


# The decision shown with something to tap: its kind, id and question, read together (the
# opponent's move redraws the panel in its own time, and a second read could find the next one).
SHOWN = """() => {
  const d = document.querySelector('#decisions .decision');
  const live = document.querySelector('#decisions button.option:not([disabled])');
  const legend = d && d.querySelector('legend');
  return d && live ? [d.dataset.type, d.dataset.decision, legend ? legend.innerText : ''] : null;
}"""


def stat(page, what):
    return int(re.sub(r"\D", "", page.locator(f".lseat.mine [data-stat='{what}']").inner_text()))


def by_dialog(page, tabs, card, touch):
    """Tap a card: its text dialog opens, titled with its name, and offers the pending choice
    that mentions it; tapping that choice answers the decision."""
    press(card, touch)
    dialog = page.locator("#card-dialog")
    expect(dialog).to_be_visible()
    choice = dialog.locator(".card-choices button").first
    expect(choice).to_be_visible()
    act_and_wait(page, tabs, lambda: press(choice, touch))


class Person:
    """The human seat in the browser: the moves of the scenario, each made by tapping."""

    def __init__(self, page, tabs, shots, lang, prefix, touch, opponent):
        self.page, self.tabs, self.shots, self.lang, self.prefix, self.touch = page, tabs, shots, lang, prefix, touch
        self.opponent = opponent
        self.done: set = set()
        self.scope = "#decisions"     # the decision being answered, once step() has read it

    def mine(self, code):
        return self.page.locator(f".lseat.mine .lcard[data-code='{code}']")

    def tap_option(self, kind, field, value):
        act_and_wait(self.page, self.tabs, lambda: press(option(self.page, self.scope, kind, field, value), self.touch))

    def pass_or_confirm(self):
        for kind in ("keep", "pass", "done", "confirm"):
            b = self.page.locator(f"{self.scope} button.option[data-action-type='{kind}']:not([disabled])")
            if b.count():
                act_and_wait(self.page, self.tabs, lambda: press(b.first, self.touch))
                return
        raise AssertionError(f"no way to pass {self.scope}: "
                             f"{self.page.locator('#decisions').inner_text()}")

    def step(self) -> bool:
        page = self.page
        shown = page.evaluate(SHOWN)
        if not shown:
            return False
        kind, decision, legend = shown
        self.scope = f"#decisions .decision[data-decision='{decision}']"
        try:
            return self.answer(kind, legend)
        except PlaywrightTimeout:
            # the panel moved on to another decision under the finger: look again
            if page.locator(self.scope).count():
                raise
            return False

    def answer(self, kind, legend) -> bool:
        page, scope = self.page, self.scope
        if kind == "setup":
            for code in (TYRION, LANNISPORT):
                if code not in self.done:
                    self.done.add(code)
                    by_dialog(page, self.tabs, page.locator(f"#hand .lcard[data-code='{code}']"), self.touch)
                    return True
        elif kind == "plot":
            if "plot" in self.done:        # round 2's plot: the round is over, the page catching up
                return False
            self.done.add("plot")
            taxation = page.locator(f"{scope} button.option[data-action-type='plot']", has_text=name(TAXATION, self.lang))
            act_and_wait(page, self.tabs, lambda: press(taxation, self.touch))
            return True
        elif kind == "first_player":
            self.tap_option("first_player", "seat", ME)
            return True
        elif kind == "priority" and page.locator(f"{scope} button.option[data-action-type='marshal']").count() \
                and "marshal" not in self.done:
            self.done.add("marshal")
            # the priority badge: our own hourglass drawn (the emoji is an empty box in headless
            # Chromium), its words there for screen readers
            badge = page.locator(f".lseat[data-seat='{ME}'] .badge.priority")
            expect(badge.locator("svg.icon[aria-hidden='true']")).to_have_count(1)
            words = badge.locator(".sr-only").text_content()
            assert "⏳" not in badge.text_content() and len(words) > 5, words
            screenshot(page, self.shots, f"{self.prefix}-marshal")
            by_dialog(page, self.tabs, page.locator(f"#hand .lcard[data-code='{CERSEI}']"), self.touch)
            expect(self.mine(CERSEI)).to_have_count(1)
            return True
        elif kind == "priority" and page.locator(f"{scope} button.option[data-action-type='ability']").count():
            assert REACTION[self.lang] in legend, legend
            return self.react()
        elif kind == "challenge" and "challenge" not in self.done:
            self.done.add("challenge")
            self.tap_option("challenge", "challenge", "intrigue")
            return True
        elif kind == "reserve" and not page.locator(f"{scope} button.option[data-action-type='confirm']").count():
            # over the plot's reserve: tick cards to discard until the confirm is offered
            unticked = page.locator(f"{scope} button.option[data-action-type='toggle']", has_text="☐")
            act_and_wait(page, self.tabs, lambda: press(unticked.first, self.touch))
            return True
        elif kind == "attackers" and "attackers" not in self.done:
            self.done.add("attackers")
            tyrion = page.locator(f"{scope} button.option[data-action-type='toggle']", has_text=name(TYRION, self.lang))
            act_and_wait(page, self.tabs, lambda: press(tyrion, self.touch))
            return True           # the tick opens the next decision: confirmed at the next step
        self.pass_or_confirm()
        return True

    def window_shown(self, point):
        status = self.page.locator("#lcg-status")
        expect(status).to_have_attribute("data-trigger", "reaction")
        expect(status).to_contain_text(WINDOW[self.lang, point])

    def react(self) -> bool:
        page = self.page
        if "tyrion" not in self.done:
            # Tyrion's window: a tap on Tyrion on the table opens his text with the reaction
            self.done.add("tyrion")
            self.window_shown("challenge_initiated")
            tyrion = self.mine(TYRION)
            expect(tyrion).to_have_class(re.compile(r"\bpickable\b"))
            gold = stat(page, "gold")
            press(tyrion, self.touch)
            dialog = page.locator("#card-dialog")
            expect(dialog.locator("h3")).to_have_text(name(TYRION, self.lang))
            assert dialog.locator(".card-text p").count() >= 1
            expect(dialog).to_contain_text(REACTION[self.lang])
            # his printed Stealth is said once, by his text, not again on a keywords line
            stealth = TEXTS[self.lang]["terms"]["keywords"]["stealth"]
            assert dialog.inner_text().count(stealth) == 1, dialog.inner_text()
            use = dialog.locator(".card-choices button")
            expect(use).to_have_count(1)
            expect(use).to_contain_text(name(TYRION, self.lang))
            screenshot(page, self.shots, f"{self.prefix}-reaction-tyrion")
            act_and_wait(page, self.tabs, lambda: press(use, self.touch))
            self.wait_for(lambda: stat(page, "gold") == gold + 2, "Tyrion's 2 gold")
            self.log_has("ability-used", name(TYRION, self.lang))
            self.log_has("gold_gained", "2")
            expect(page.locator("#lcg-status")).to_have_attribute("data-trigger", "")
            return True
        if "lannisport" not in self.done:
            self.done.add("lannisport")
            self.window_shown("win_challenge")
            use = page.locator(f"{self.scope} button.option[data-action-type='ability']", has_text=name(LANNISPORT, self.lang))
            expect(use).to_have_count(1)
            expect(self.mine(LANNISPORT)).to_have_class(re.compile(r"\bpickable\b"))
            hand = stat(page, "hand")
            screenshot(page, self.shots, f"{self.prefix}-reaction-lannisport")
            act_and_wait(page, self.tabs, lambda: press(use, self.touch))
            self.wait_for(lambda: stat(page, "hand") == hand + 1, "Lannisport's card drawn")
            self.log_has("ability-used", name(LANNISPORT, self.lang))
            return True
        raise AssertionError(f"a third reaction offered: {page.locator('#decisions').inner_text()}")

    def wait_for(self, test, what, tries=100):
        """Until ``test()`` holds; the opponent answers meanwhile (the effect resolves once it
        has passed its own window after the reaction)."""
        for _ in range(tries):
            if test():
                return
            if not self.opponent.move():
                self.page.wait_for_timeout(100)
        raise AssertionError(f"not seen on the page: {what}")

    def log_has(self, event_type, text):
        expect(self.page.locator(f"#event-log li[data-type='{event_type}']", has_text=text).first).to_be_visible()


def play(page, opponent, person, shots, prefix):
    """Both seats' moves until round 2 begins."""
    for _ in range(400):
        if page.locator("#lcg-status").get_attribute("data-round") == "2":
            return
        if opponent.move():
            continue
        if page.locator("#challenge").count() and ("shot", "challenge") not in person.done:
            person.done.add(("shot", "challenge"))
            screenshot(page, shots, f"{prefix}-challenge")
        if not person.step():
            page.wait_for_timeout(150)
    raise AssertionError(f"round 1 did not end: {person.done}")


@pytest.mark.parametrize("lang, width, height, phone", [("en", 1280, 800, False), ("ru", 390, 844, True)])
def test_round_one_with_a_reaction_taken_on_the_page(tabs, shots, lang, width, height, phone):
    tab = tabs(width=width, height=height, touch=phone, mobile=phone,
               locale="ru-RU" if lang == "ru" else "en-US")
    mid = create_match(tab, "lcg2e", 2, seed=SEED)
    # the players' names in the page's language: any Latin word left in a Russian line is ours
    names = {"en": ("Eddard", "Tywin"), "ru": ("Эддард", "Тайвин")}[lang]
    opponent = Opponent(tab.base, mid, OPPONENT, names[0])
    page = join(tab, mid, ME, names[1])          # the last seat joined: the match starts
    page.select_option("#lang-select", lang)
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    hand = page.locator("#hand .lcard")
    expect(hand).to_have_count(7)            # the seat's own view (the join's race: routes/play.py view_etag)
    codes = [hand.nth(i).get_attribute("data-code") for i in range(7)]
    assert TYRION in codes and LANNISPORT in codes and CERSEI in codes, codes   # the deal of seed 16

    prefix = f"lcg2e-reaction-{lang}-{width}"
    person = Person(page, tabs, shots, lang, prefix, phone, opponent)
    try:
        play(page, opponent, person, shots, prefix)
    except Exception:
        screenshot(page, shots, f"{prefix}-failed")    # what the page showed when it went wrong
        raise
    assert {TYRION, LANNISPORT, "plot", "marshal", "challenge", "attackers", "tyrion", "lannisport"} <= person.done, person.done

    # the round read in words: the challenge won, no raw id, JSON or spec reference
    expect(page.locator("#event-log li[data-type='challenge-resolved']").first).to_be_visible()
    no_raw_text(page)
    lines = page.locator("#event-log li").all_inner_texts() + page.locator("#lcg-status").all_inner_texts()
    assert not [x for x in lines if SPEC_REF.search(x)]
    if lang != "en":
        assert not [x for x in lines if LATIN_WORD.search(x)], [x for x in lines if LATIN_WORD.search(x)]
    screenshot(page, shots, f"{prefix}-round2")
