"""The card games' worded questions in the browser, in English at 1280×800 and in Russian (and
Bulgarian for hbo) on a 390×844 phone (touch, mobile): lcg2e's "choose an opponent" in a 3-player
melee, and an hbo card effect's "choose a character to kneel" (further below). The person
in the browser reveals Calling the Banners in round 1 (When Revealed: choose an opponent, gain
1 gold per character that player controls) and answers the question on the page; the two other
seats are played by the test over the HTTP API.

Why the numbers are certain: the match is created with fixed decks (seat 0 the Stark learning
deck, which holds Calling the Banners; seat 1 Secrets and Schemes, House Lannister; seat 2 At
the Wall, the Night's Watch) and seed 34, whose deal gives seat 1 Courtesan of the Rose and
Joffrey Baratheon (2 + 3 gold) and seat 2 Old Forest Hunter (2 gold) in their setup hands; the
test asserts them first, so a change of the deal fails here by name. Seat 1 places both, seat 2
its one, the person nothing; the opponents reveal plots without a When Revealed effect and a
lower initiative (A Game of Thrones 2, Marching Orders 3 against the Banners' 6), so the person
picks the first player and the Banners' question is the only one. Taking House Lannister must
bring 2 gold, the Night's Watch 1: the gold tells which option the tap took."""
import re

import pytest
import requests
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from api.games.hbo.catalog import CARDS as HBO_CARDS
from api.games.hbo.words import card_name as hbo_card_name
from api.games.hbo.words import t as hbo_t
from api.games.lcg2e.catalog import BY_NAME, CARDS
from api.games.lcg2e.words import TEXTS, t
from tests.ui.card_play import RAW, no_raw_text
from tests.ui.helpers import act_and_wait, join, screenshot
from tests.ui.play_helpers import Seat

pytestmark = pytest.mark.browser

SEED = 34
DECKS = ["learning-stark", "box-secrets-and-schemes", "box-at-the-wall"]
ME, MANY, FEW = 0, 1, 2
PLACES = {MANY: ("Courtesan of the Rose", "Joffrey Baratheon"), FEW: ("Old Forest Hunter",)}
PLOTS = {MANY: "A Game of Thrones", FEW: "Marching Orders"}
BANNERS = BY_NAME["Calling the Banners"]
FACTIONS = {MANY: "lannister", FEW: "thenightswatch"}
FINGER = 44
SPEC_REF = re.compile(r"§|\blcg-2e\b|\.md\b|\bspec\b", re.IGNORECASE)
LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")
# what the question must never show: its decision type, prompt key or the engine's step name
UNWORDED = re.compile(r"ability_opponent|ability_target|\bchoice\b|\bseat\b", re.IGNORECASE)
PLAYER = {"en": "player {n}", "ru": "игрок {n}"}


def name(code, lang):
    return TEXTS[lang][code]["name"]


class Opponent(Seat):
    """An opponent over the API: keeps its hand, places the named characters, reveals the
    named plot, and passes or is done at anything else."""

    def __init__(self, base, mid, seat, who, places, plot):
        super().__init__(base, mid, seat, who)
        self.places = {BY_NAME[n] for n in places}
        self.plot = BY_NAME[plot]

    def codes(self, zone):
        return {c["id"]: c["code"] for c in self.view()["view"]["seats"][self.seat][zone]}

    def move(self) -> bool:
        ds = self.decisions()
        if not ds:
            return False
        d, opts = ds[0], ds[0]["options"]
        by_type = {}
        for o in opts:
            by_type.setdefault(o["action"].get("type"), o["action"])
        if d["type"] == "setup":
            hand = self.codes("hand")
            action = next((o["action"] for o in opts if o["action"]["type"] == "toggle"
                           and o["label"].startswith("☐") and hand.get(o["action"]["card"]) in self.places),
                          by_type.get("confirm"))
        elif d["type"] == "plot":
            plots = self.codes("plot_deck")
            action = next(o["action"] for o in opts if plots.get(o["action"].get("card")) == self.plot)
        else:
            action = next((by_type[k] for k in ("keep", "pass", "done", "skip", "confirm") if k in by_type),
                          opts[0]["action"])
        assert self.act(action), (d["type"], action)
        return True


def press(locator, touch):
    locator.tap() if touch else locator.click()


# The decision shown with something to tap, its kind and id read together (another seat's move
# redraws the panel in its own time, and a second read could find the next decision).
SHOWN = """() => {
  const d = document.querySelector('#decisions .decision');
  const live = document.querySelector('#decisions button.option:not([disabled])');
  return d && live ? [d.dataset.type, d.dataset.decision] : null;
}"""


def person_step(page, tabs, lang, touch, done) -> str | None:
    """One move of the person, by tapping; returns the kind of decision shown (None: none)."""
    shown = page.evaluate(SHOWN)
    if not shown:
        return None
    kind, decision = shown
    scope = f"#decisions .decision[data-decision='{decision}']"
    if kind == "ability_opponent" or ("answered", decision) in done:
        return kind
    buttons = {
        "mulligan": f"{scope} button.option[data-action-type='keep']",
        "setup": f"{scope} button.option[data-action-type='confirm']",     # nothing placed
        "first_player": f"{scope} button.option[data-action-type='first_player'][data-key*='\"seat\":{ME}']",
    }
    if kind == "plot":
        target = page.locator(f"{scope} button.option[data-action-type='plot']", has_text=name(BANNERS, lang))
    elif kind in buttons:
        target = page.locator(buttons[kind])
    else:
        raise AssertionError(f"an unexpected question before the Banners': {kind}: "
                             f"{page.locator('#decisions').inner_text()}")
    try:
        act_and_wait(page, tabs, lambda: press(target, touch))
    except PlaywrightTimeout:
        # the panel moved on under the finger: look again
        if page.locator(scope).count():
            raise
        return kind
    done.add(kind)
    done.add(("answered", decision))
    return kind


def gold_shown(page):
    return int(re.sub(r"\D", "", page.locator(".lseat.mine [data-stat='gold']").inner_text()))


def characters_shown(page, seat):
    return page.locator(f".lseat[data-seat='{seat}'] .lrow.characters .lcard").count()


def my_view(page, base, mid):
    """The person's own view over the API, with the token the page keeps (store.js)."""
    token = page.evaluate(f"JSON.parse(localStorage.getItem('rookery.seat.{mid}')).token")
    r = requests.get(f"{base}/api/v1/matches/{mid}/view", headers={"Authorization": f"Bearer {token}"}, timeout=10)
    r.raise_for_status()
    return r.json()["view"]


@pytest.mark.parametrize("lang, width, height, phone", [("en", 1280, 800, False), ("ru", 390, 844, True)])
def test_choose_an_opponent_worded_and_tapped(tabs, shots, lang, width, height, phone):
    tab = tabs(width=width, height=height, touch=phone, mobile=phone,
               locale="ru-RU" if lang == "ru" else "en-US")
    r = requests.post(f"{tab.base}/api/v1/matches", json={
        "game": "lcg2e", "players": 3, "seed": SEED, "options": {"decks": DECKS}}, timeout=10)
    r.raise_for_status()
    mid = r.json()["id"]
    names = {"en": ("Eddard", "Tywin", "Jeor"), "ru": ("Эддард", "Тайвин", "Джиор")}[lang]
    opponents = [Opponent(tab.base, mid, s, names[s], PLACES[s], PLOTS[s]) for s in (MANY, FEW)]
    page = join(tab, mid, ME, names[ME])       # the last seat joined: the match starts
    page.select_option("#lang-select", lang)
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    expect(page.locator(".lseat")).to_have_count(3)
    for o in opponents:           # the deal of seed 34 and the decks' houses
        seat = o.view()["view"]["seats"][o.seat]
        hand = {CARDS[c["code"]]["name"] for c in seat["hand"]}
        assert set(PLACES[o.seat]) <= hand, (o.seat, hand)
        assert seat["faction"] == FACTIONS[o.seat], seat["faction"]

    prefix = f"card-questions-{lang}-{width}"
    done: set = set()
    question = page.locator("#decisions .decision[data-type='ability_opponent']")
    try:
        for _ in range(200):
            if question.count():
                break
            moved = [o.move() for o in opponents]
            if person_step(page, tabs, lang, phone, done) is None and not any(moved):
                page.wait_for_timeout(150)
        else:
            raise AssertionError(f"the Banners' question never showed: {sorted(x for x in done if isinstance(x, str))}")
    except Exception:
        screenshot(page, shots, f"{prefix}-failed")     # what the page showed when it went wrong
        raise
    assert {"mulligan", "setup", "plot", "first_player"} <= done, done

    # the table as the question is asked: the counts the two answers would bring, and no gold yet
    expect(page.locator(f".lseat[data-seat='{MANY}'] .lrow.characters .lcard")).to_have_count(2)
    expect(page.locator(f".lseat[data-seat='{FEW}'] .lrow.characters .lcard")).to_have_count(1)
    gold = gold_shown(page)
    assert gold == my_view(page, tab.base, mid)["seats"][ME]["gold"] == 0, gold

    # the question in words: the card's name and what it asks, nothing raw
    expect(question.locator("legend")).to_have_text(t(lang, "ability_opponent", card=name(BANNERS, lang)))
    legend = question.locator("legend").inner_text()
    options = question.locator("button.option")
    expect(options).to_have_count(2)          # the two opponents; the person is not one
    labels = options.all_inner_texts()
    for text in [legend, *labels]:
        assert not RAW.search(text) and not SPEC_REF.search(text) and not UNWORDED.search(text), text
        if lang != "en":
            assert not LATIN_WORD.search(text), text
    # each option names its opponent as the page names him: the house in his seat's heading,
    # and his player number (the seats list's "#2")
    by_seat = {}
    for s in (MANY, FEW):
        head = page.locator(f".lseat[data-seat='{s}'] .lseat-head strong").inner_text()
        house = re.search(r"\((.+)\)$", head).group(1)
        assert head.startswith(names[s]), head
        hit = [x for x in labels if house in x and PLAYER[lang].format(n=s + 1) in x]
        assert len(hit) == 1, (house, labels)
        by_seat[s] = options.filter(has_text=hit[0])
        assert f'"choice":{s}' in by_seat[s].get_attribute("data-key"), (s, hit[0])   # the seat it names
    mine = re.search(r"\((.+)\)$", page.locator(f".lseat[data-seat='{ME}'] .lseat-head strong").inner_text()).group(1)
    assert not [x for x in labels if mine in x or PLAYER[lang].format(n=ME + 1) in x], (mine, labels)

    # a finger's target, inside the screen's width
    for i in range(options.count()):
        options.nth(i).scroll_into_view_if_needed()
        box = options.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (labels[i], box)
        if phone:
            assert box["height"] >= FINGER - 0.5 and box["width"] >= FINGER - 0.5, (labels[i], box)
    screenshot(page, shots, f"{prefix}-question")

    # the tap on House Lannister (2 characters): 2 gold, where the Night's Watch would bring 1
    assert characters_shown(page, MANY) != characters_shown(page, FEW)
    act_and_wait(page, tabs, lambda: press(by_seat[MANY], phone))
    expect(question).to_have_count(0)
    expect(page.locator(".lseat.mine [data-stat='gold']")).to_have_text(re.compile(rf"\D{gold + 2}$"))
    assert my_view(page, tab.base, mid)["seats"][ME]["gold"] == gold + characters_shown(page, MANY)
    no_raw_text(page)
    lines = page.locator("#event-log li").all_inner_texts() + page.locator("#lcg-status").all_inner_texts()
    assert not [x for x in lines if SPEC_REF.search(x)]
    if lang != "en":
        assert not [x for x in lines if LATIN_WORD.search(x)], [x for x in lines if LATIN_WORD.search(x)]
    screenshot(page, shots, f"{prefix}-answered")


# hbo (Stark against Lannister): a scenario's "When revealed" question that says what the chosen
# card will undergo. Seed 22 with seat 0 Stark, seat 1 Lannister deals seat 0 Maester Luwin and
# Ser Rodrik Cassel, seat 1 Lannister Guard (asserted first); all three are placed at setup. The
# person (Lannister) reveals In the Sky Cells (initiative 4, When revealed: choose a standing
# character to kneel), the opponent Crossing the Trident (initiative 2, no such effect): the
# person picks the first player, then is asked which of the three standing characters kneels.
HBO_SEED = 22
HBO_ME, HBO_OPPONENT = 1, 0
HBO_PLACES = {HBO_OPPONENT: ("maester_luwin", "ser_rodrik_cassel"), HBO_ME: ("lannister_guard",)}
SKY_CELLS, TRIDENT = "in_the_sky_cells", "crossing_the_trident"
KNEELED = "ser_rodrik_cassel"


class HboOpponent(Seat):
    """The Stark seat over the API: keeps its hand, places its two characters, reveals Crossing
    the Trident, and passes or is done at anything else."""

    def codes(self, zone):
        return {c["id"]: c["code"] for c in self.view()["view"]["seats"][self.seat][zone]}

    def move(self) -> bool:
        ds = self.decisions()
        if not ds:
            return False
        d, opts = ds[0], ds[0]["options"]
        by_type = {}
        for o in opts:
            by_type.setdefault(o["action"].get("type"), o["action"])
        if d["type"] == "setup":
            hand = self.codes("hand")
            action = next((o["action"] for o in opts if o["action"]["type"] == "toggle"
                           and o["label"].startswith("☐") and hand.get(o["action"]["card"]) in HBO_PLACES[self.seat]),
                          by_type.get("confirm"))
        elif d["type"] == "scenario":
            if d.get("current"):        # sealed: answered, waiting for the other seat
                return False
            plots = self.codes("scenarios")
            action = next(o["action"] for o in opts if plots.get(o["action"].get("card")) == TRIDENT)
        elif d["type"] == "mulligan" and d.get("current"):
            return False
        else:
            action = next((by_type[k] for k in ("keep", "pass", "done", "skip", "confirm") if k in by_type),
                          opts[0]["action"])
        assert self.act(action), (d["type"], action)
        return True


def hbo_person_step(page, tabs, lang, touch, done) -> str | None:
    """One move of the Lannister person, by tapping; returns the kind of decision shown."""
    shown = page.evaluate(SHOWN)
    if not shown:
        return None
    kind, decision = shown
    scope = f"#decisions .decision[data-decision='{decision}']"
    if kind == "effect_target" or ("answered", decision) in done:
        return kind
    if kind == "setup" and "placed" not in done:
        target = page.locator(f"{scope} button.option[data-action-type='toggle']",
                              has_text=hbo_card_name(lang, HBO_PLACES[HBO_ME][0]))
        after = "placed"
    elif kind == "scenario":
        target = page.locator(f"{scope} button.option", has_text=hbo_card_name(lang, SKY_CELLS))
        after = kind
    else:
        after = kind
        target = {
            "mulligan": page.locator(f"{scope} button.option[data-action-type='keep']"),
            "setup": page.locator(f"{scope} button.option[data-action-type='confirm']"),
            "first_player": page.locator(f"{scope} button.option[data-action-type='first_player']"
                                         f"[data-key*='\"seat\":{HBO_ME}']"),
        }.get(kind)
        if target is None:
            raise AssertionError(f"an unexpected question before In the Sky Cells': {kind}: "
                                 f"{page.locator('#decisions').inner_text()}")
    try:
        act_and_wait(page, tabs, lambda: press(target, touch))
    except PlaywrightTimeout:
        if page.locator(scope).count():
            raise
        return kind
    done.add(after)
    if after == kind:         # a tick leaves the setup open: only its confirm answers it
        done.add(("answered", decision))
    return kind


@pytest.mark.parametrize("lang, width, height, phone", [
    ("en", 1280, 800, False), ("ru", 390, 844, True), ("bg", 390, 844, True)])
def test_hbo_effect_question_says_what_the_card_undergoes(tabs, shots, lang, width, height, phone):
    tab = tabs(width=width, height=height, touch=phone, mobile=phone,
               locale={"en": "en-US", "ru": "ru-RU", "bg": "bg-BG"}[lang])
    r = requests.post(f"{tab.base}/api/v1/matches", json={
        "game": "hbo", "players": 2, "seed": HBO_SEED, "options": {"houses": "stark-lannister"}}, timeout=10)
    r.raise_for_status()
    mid = r.json()["id"]
    opponent = HboOpponent(tab.base, mid, HBO_OPPONENT, {"en": "Robb", "ru": "Робб", "bg": "Роб"}[lang])
    page = join(tab, mid, HBO_ME, {"en": "Cersei", "ru": "Серсея", "bg": "Церсей"}[lang])
    page.select_option("#lang-select", lang)
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    hand = set(opponent.codes("hand").values())
    assert set(HBO_PLACES[HBO_OPPONENT]) <= hand, hand          # the deal of seed 22
    expect(page.locator(f"#hand .lcard[data-code='{HBO_PLACES[HBO_ME][0]}']")).to_have_count(1)

    prefix = f"card-questions-hbo-{lang}-{width}"
    done: set = set()
    question = page.locator("#decisions .decision[data-type='effect_target']")
    try:
        for _ in range(200):
            if question.count():
                break
            moved = opponent.move()
            if hbo_person_step(page, tabs, lang, phone, done) is None and not moved:
                page.wait_for_timeout(150)
        else:
            raise AssertionError(f"In the Sky Cells' question never showed: {sorted(x for x in done if isinstance(x, str))}")
    except Exception:
        screenshot(page, shots, f"{prefix}-failed")
        raise
    assert {"mulligan", "placed", "setup", "scenario", "first_player"} <= done, done

    # the question says the card and what the chosen one undergoes, nothing raw
    expect(question.locator("legend")).to_have_text(
        hbo_t(lang, "effect_target_kneel", card=hbo_card_name(lang, SKY_CELLS), amount=""))
    legend = question.locator("legend").inner_text()
    options = question.locator("button.option")
    standing = sorted(HBO_PLACES[HBO_OPPONENT] + HBO_PLACES[HBO_ME])
    expect(options).to_have_count(len(standing))          # every standing character, no other card
    labels = options.all_inner_texts()
    # each option names its character as the table names it
    on_table = {code: page.locator(f".lseat .lcard[data-code='{code}'] .lcard-name").inner_text().lstrip("◈ ").strip()
                for code in standing}
    assert sorted(labels) == sorted(on_table.values()), (labels, on_table)
    for text in [legend, *labels]:
        assert not RAW.search(text) and not SPEC_REF.search(text) and not UNWORDED.search(text), text
        if lang != "en":
            assert not LATIN_WORD.search(text), text
    for i in range(options.count()):
        options.nth(i).scroll_into_view_if_needed()
        box = options.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (labels[i], box)
        if phone:
            assert box["height"] >= FINGER - 0.5 and box["width"] >= FINGER - 0.5, (labels[i], box)
    screenshot(page, shots, f"{prefix}-question")

    # the tap kneels that character, on the page and in the API; the others stand
    act_and_wait(page, tabs, lambda: press(options.filter(has_text=on_table[KNEELED]), phone))
    expect(question).to_have_count(0)
    expect(page.locator(f".lseat .lcard[data-code='{KNEELED}']")).to_have_class(re.compile(r"\bkneeling\b"))
    seats = opponent.view()["view"]["seats"]
    kneeling = {c["code"]: c["kneeling"] for z in seats for c in z["play"] if HBO_CARDS[c["code"]]["type"] == "character"}
    assert kneeling == {code: code == KNEELED for code in standing}, kneeling
    no_raw_text(page)
    lines = page.locator("#event-log li").all_inner_texts() + page.locator("#lcg-status").all_inner_texts()
    assert not [x for x in lines if SPEC_REF.search(x)]
    if lang != "en":
        assert not [x for x in lines if LATIN_WORD.search(x)], [x for x in lines if LATIN_WORD.search(x)]
    screenshot(page, shots, f"{prefix}-answered")
