"""The card games' worded questions in the browser, in English at 1280×800 and in Russian (and
Bulgarian for hbo) on a 390×844 phone (touch, mobile): each question names its card and what the
answer does, its options name what the page names (players, cards on the table) with nothing
raw, every option is a finger's target inside the screen, and the tap's effect shows on the page
and in the API, telling which option the tap took.

lcg2e, "choose an opponent" in a 3-player melee: the person in the browser reveals Calling the
Banners in round 1 (When Revealed: choose an opponent, gain 1 gold per character that player
controls) and answers on the page; the two other seats are played by the test over the HTTP API.
Why the numbers are certain: the match is created with fixed decks (seat 0 the Stark learning
deck, which holds Calling the Banners; seat 1 Secrets and Schemes, House Lannister; seat 2 At
the Wall, the Night's Watch) and seed 34, whose deal gives seat 1 Courtesan of the Rose and
Joffrey Baratheon (2 + 3 gold) and seat 2 Old Forest Hunter (2 gold) in their setup hands; the
test asserts them first, so a change of the deal fails here by name. Seat 1 places both, seat 2
its one, the person nothing; the opponents reveal plots without a When Revealed effect and a
lower initiative (A Game of Thrones 2, Marching Orders 3 against the Banners' 6), so the person
picks the first player and the Banners' question is the only one. Taking House Lannister must
bring 2 gold, the Night's Watch 1.

hbo: a card effect's question saying what the chosen card undergoes (kneel; +2 STR), further
below."""
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


class ScriptedOpponent(Seat):
    """An opponent over the API: keeps its hand, places the characters whose codes are in
    ``places``, answers its round's card question with ``pick_card`` and passes, is done or
    confirms at anything else."""
    ROUND_CARD = None          # the decision type of the card it reveals ("plot", "scenario")
    ROUND_ZONE = None          # where that card is picked from in its view

    def __init__(self, base, mid, seat, who, places, round_card):
        super().__init__(base, mid, seat, who)
        self.places = set(places)
        self.round_card = round_card

    def codes(self, zone):
        return {c["id"]: c["code"] for c in self.view()["view"]["seats"][self.seat][zone]}

    def waiting(self, ds) -> bool:
        return not ds

    def move(self) -> bool:
        ds = self.decisions()
        if self.waiting(ds):
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
        elif d["type"] == self.ROUND_CARD:
            ids = self.codes(self.ROUND_ZONE)
            action = next(o["action"] for o in opts if ids.get(o["action"].get("card")) == self.round_card)
        else:
            action = next((by_type[k] for k in ("keep", "pass", "done", "skip", "confirm") if k in by_type),
                          opts[0]["action"])
        assert self.act(action), (d["type"], action)
        return True


class Opponent(ScriptedOpponent):
    """An lcg2e opponent: places the named characters, reveals the named plot."""
    ROUND_CARD, ROUND_ZONE = "plot", "plot_deck"

    def __init__(self, base, mid, seat, who, places, plot):
        super().__init__(base, mid, seat, who, {BY_NAME[n] for n in places}, BY_NAME[plot])


def press(locator, touch):
    locator.tap() if touch else locator.click()


# The decision shown with something to tap, its kind and id read together (another seat's move
# redraws the panel in its own time, and a second read could find the next decision).
SHOWN = """() => {
  const d = document.querySelector('#decisions .decision');
  const live = document.querySelector('#decisions button.option:not([disabled])');
  return d && live ? [d.dataset.type, d.dataset.decision] : null;
}"""


def shown_decision(page):
    """The decision on the page: its kind, id and CSS scope (all None when none is shown)."""
    shown = page.evaluate(SHOWN)
    if not shown:
        return None, None, None
    kind, decision = shown
    return kind, decision, f"#decisions .decision[data-decision='{decision}']"


def person_step(page, tabs, lang, touch, done) -> str | None:
    """One move of the person, by tapping; returns the kind of decision shown (None: none)."""
    kind, decision, scope = shown_decision(page)
    if kind is None or kind == "ability_opponent" or ("answered", decision) in done:
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
    if tapped(page, tabs, target, touch, scope):
        done.add(kind)
        done.add(("answered", decision))
    return kind


def tapped(page, tabs, target, touch, scope) -> bool:
    """Tap ``target`` and wait for the page to take it; False when the panel moved on under
    the finger (the caller looks again)."""
    try:
        act_and_wait(page, tabs, lambda: press(target, touch))
    except PlaywrightTimeout:
        if page.locator(scope).count():
            raise
        return False
    return True


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

    fits_a_finger(options, labels, width, phone)
    screenshot(page, shots, f"{prefix}-question")

    # the tap on House Lannister (2 characters): 2 gold, where the Night's Watch would bring 1
    assert characters_shown(page, MANY) != characters_shown(page, FEW)
    act_and_wait(page, tabs, lambda: press(by_seat[MANY], phone))
    expect(question).to_have_count(0)
    expect(page.locator(".lseat.mine [data-stat='gold']")).to_have_text(re.compile(rf"\D{gold + 2}$"))
    assert my_view(page, tab.base, mid)["seats"][ME]["gold"] == gold + characters_shown(page, MANY)
    lines = read_in_words(page, shots, lang, prefix)
    # the log tells whom the plot went against (the choice was made in public)
    assert [x for x in lines if names[MANY] in x and name(BANNERS, lang) in x], lines


# hbo (Stark against Lannister, seat 0 Stark): card effects whose question says what the chosen
# card will undergo, asked of the Lannister person in round 1 against the Stark seat played over
# the API, which reveals Crossing the Trident (initiative 2, no "when revealed"), so the person
# picks the first player. Each deal is asserted first.
# - seed 22: Stark places Maester Luwin and Ser Rodrik Cassel, the person Lannister Guard, then
#   reveals In the Sky Cells (initiative 4; When revealed: choose a standing character to kneel):
#   which of the three kneels;
# - seed 28: Stark places nothing, the person Cersei Lannister (STR 3) and Lannisport Merchant
#   (STR 1), reveals Deadly Cold (initiative 5, no effect), attacks with both in a power
#   challenge and plays Devious Methods from the hand (choose a participating Lannister you
#   control: +2 STR until the challenge ends): which of the two gets +2 STR.
HBO_ME, HBO_OPPONENT = 1, 0
TRIDENT = "crossing_the_trident"
SKY_CELLS = {"seed": 22, "scenario": "in_the_sky_cells", "places": ("lannister_guard",),
             "stark_places": ("maester_luwin", "ser_rodrik_cassel")}
DEVIOUS = {"seed": 28, "scenario": "deadly_cold", "places": ("cersei_lannister", "lannisport_merchant"),
           "stark_places": (), "challenge": "power", "event": "devious_methods"}
HBO_LOCALE = {"en": "en-US", "ru": "ru-RU", "bg": "bg-BG"}
HBO_PHONES = [("en", 1280, 800, False), ("ru", 390, 844, True), ("bg", 390, 844, True)]


class HboOpponent(ScriptedOpponent):
    """The Stark seat over the API: places the named characters, reveals Crossing the Trident;
    a sealed answer given, it waits for the person."""
    ROUND_CARD, ROUND_ZONE = "scenario", "scenarios"

    def __init__(self, base, mid, seat, who, places):
        super().__init__(base, mid, seat, who, places, TRIDENT)

    def waiting(self, ds) -> bool:
        return not ds or bool(ds[0].get("current"))


def hbo_person_step(page, tabs, lang, touch, done, plan) -> str | None:
    """One move of the Lannister person, by tapping, as ``plan`` says; returns the kind of
    decision shown (None: none)."""
    kind, decision, scope = shown_decision(page)
    if kind is None or kind == "effect_target" or ("answered", decision) in done:
        return kind

    def option(kind_, text=None, key=None):
        sel = f"{scope} button.option[data-action-type='{kind_}']" + (f"[data-key*='{key}']" if key else "")
        return page.locator(sel, has_text=text) if text else page.locator(sel)

    def present(kind_):
        return page.locator(f"{scope} button.option[data-action-type='{kind_}']:not([disabled])").count()

    # a tick leaves its decision open: only a final answer is remembered as given
    final = True
    if kind in ("setup", "attackers"):
        todo = [c for c in plan["places"] if (kind, c) not in done]
        if todo:
            target, after, final = option("toggle", hbo_card_name(lang, todo[0])), (kind, todo[0]), False
        else:
            target, after = option("confirm"), kind
    elif kind == "scenario":
        target, after = page.locator(f"{scope} button.option", has_text=hbo_card_name(lang, plan["scenario"])), kind
    elif kind == "mulligan":
        target, after = option("keep"), kind
    elif kind == "first_player":
        target, after = option("first_player", key=f'"seat":{HBO_ME}'), kind
    elif kind == "challenge" and plan.get("challenge") and "challenge" not in done:
        target, after = option("challenge", key=f'"challenge":"{plan["challenge"]}"'), kind
    elif kind == "priority" and plan.get("event") and "attackers" in done and "event" not in done:
        target, after = option("action", hbo_card_name(lang, plan["event"])), "event"
    elif kind in ("priority", "challenge") and (present("done") or present("pass")):
        target, after = option("done" if present("done") else "pass"), kind
    else:
        raise AssertionError(f"an unexpected question: {kind}: {page.locator('#decisions').inner_text()}")
    if tapped(page, tabs, target, touch, scope):
        done.add(after)
        if final:
            done.add(("answered", decision))
    return kind


def hbo_until_question(tabs, shots, lang, width, height, phone, plan, prefix):
    """A Stark–Lannister match of ``plan``'s seed: the person (Lannister) in a tab, the Stark seat
    over the API, played until the person is asked an effect's target. Returns (page, opponent,
    what the person did)."""
    tab = tabs(width=width, height=height, touch=phone, mobile=phone, locale=HBO_LOCALE[lang])
    r = requests.post(f"{tab.base}/api/v1/matches", json={
        "game": "hbo", "players": 2, "seed": plan["seed"], "options": {"houses": "stark-lannister"}}, timeout=10)
    r.raise_for_status()
    mid = r.json()["id"]
    opponent = HboOpponent(tab.base, mid, HBO_OPPONENT, {"en": "Robb", "ru": "Робб", "bg": "Роб"}[lang],
                           plan["stark_places"])
    page = join(tab, mid, HBO_ME, {"en": "Cersei", "ru": "Серсея", "bg": "Церсей"}[lang])
    page.select_option("#lang-select", lang)
    expect(page.locator("#match-status")).to_have_attribute("data-status", "active")
    hand = set(opponent.codes("hand").values())
    assert set(plan["stark_places"]) <= hand, hand                # the deal of the seed
    for code in plan["places"] + ((plan["event"],) if plan.get("event") else ()):
        expect(page.locator(f"#hand .lcard[data-code='{code}']")).to_have_count(1)

    done: set = set()
    question = page.locator("#decisions .decision[data-type='effect_target']")
    try:
        for _ in range(300):
            if question.count():
                break
            moved = opponent.move()
            if hbo_person_step(page, tabs, lang, phone, done, plan) is None and not moved:
                page.wait_for_timeout(150)
        else:
            raise AssertionError(f"the effect's question never showed: {sorted(x for x in done if isinstance(x, str))}")
    except Exception:
        screenshot(page, shots, f"{prefix}-failed")
        raise
    assert {"mulligan", "setup", "scenario", "first_player"} <= done, done
    return page, opponent, done


def hbo_question_shown(page, shots, lang, width, phone, prompt, codes, prefix):
    """The effect's question as the page asks it: ``prompt``, one option per card of ``codes``
    named as the table names it, nothing raw, every option a finger's target inside the screen.
    Returns {code: its option}."""
    question = page.locator("#decisions .decision[data-type='effect_target']")
    expect(question.locator("legend")).to_have_text(prompt)
    options = question.locator("button.option")
    expect(options).to_have_count(len(codes))           # those cards, no other
    labels = options.all_inner_texts()
    on_table = {code: page.locator(f".lseat .lcard[data-code='{code}'] .lcard-name").inner_text().lstrip("◈ ").strip()
                for code in codes}
    assert sorted(labels) == sorted(on_table.values()), (labels, on_table)
    for text in [question.locator("legend").inner_text(), *labels]:
        assert not RAW.search(text) and not SPEC_REF.search(text) and not UNWORDED.search(text), text
        if lang != "en":
            assert not LATIN_WORD.search(text), text
    fits_a_finger(options, labels, width, phone)
    screenshot(page, shots, f"{prefix}-question")
    return {code: options.filter(has_text=on_table[code]) for code in codes}


def fits_a_finger(options, labels, width, phone) -> None:
    """Each option inside the screen's width and, on a phone, a finger's size."""
    for i in range(options.count()):
        options.nth(i).scroll_into_view_if_needed()
        box = options.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (labels[i], box)
        if phone:
            assert box["height"] >= FINGER - 0.5 and box["width"] >= FINGER - 0.5, (labels[i], box)


def read_in_words(page, shots, lang, prefix) -> list[str]:
    """The page after an answer: nothing raw, no spec reference, no English word in another
    language's log; the log's lines."""
    no_raw_text(page)
    lines = page.locator("#event-log li").all_inner_texts() + page.locator("#lcg-status").all_inner_texts()
    assert not [x for x in lines if SPEC_REF.search(x)]
    if lang != "en":
        assert not [x for x in lines if LATIN_WORD.search(x)], [x for x in lines if LATIN_WORD.search(x)]
    screenshot(page, shots, f"{prefix}-answered")
    return lines


def in_play(opponent, key):
    """``key`` of every character in play, by code, as the API shows it."""
    return {c["code"]: c[key] for z in opponent.view()["view"]["seats"] for c in z["play"]
            if HBO_CARDS[c["code"]]["type"] == "character"}


@pytest.mark.parametrize("lang, width, height, phone", HBO_PHONES)
def test_hbo_effect_question_says_what_the_card_undergoes(tabs, shots, lang, width, height, phone):
    plan, prefix = SKY_CELLS, f"card-questions-hbo-kneel-{lang}-{width}"
    page, opponent, _ = hbo_until_question(tabs, shots, lang, width, height, phone, plan, prefix)
    standing = plan["stark_places"] + plan["places"]
    prompt = hbo_t(lang, "effect_target_kneel", card=hbo_card_name(lang, plan["scenario"]), amount="")
    options = hbo_question_shown(page, shots, lang, width, phone, prompt, standing, prefix)

    # the tap kneels that character, on the page and in the API; the others stand
    kneeled = "ser_rodrik_cassel"
    act_and_wait(page, tabs, lambda: press(options[kneeled], phone))
    expect(page.locator("#decisions .decision[data-type='effect_target']")).to_have_count(0)
    expect(page.locator(f".lseat .lcard[data-code='{kneeled}']")).to_have_class(re.compile(r"\bkneeling\b"))
    assert in_play(opponent, "kneeling") == {code: code == kneeled for code in standing}
    read_in_words(page, shots, lang, prefix)


@pytest.mark.parametrize("lang, width, height, phone", HBO_PHONES)
def test_hbo_effect_question_says_how_much_strength(tabs, shots, lang, width, height, phone):
    plan, prefix = DEVIOUS, f"card-questions-hbo-str-{lang}-{width}"
    page, opponent, done = hbo_until_question(tabs, shots, lang, width, height, phone, plan, prefix)
    assert {"challenge", "attackers", "event"} <= done, done
    before = in_play(opponent, "strength")
    assert before == {"cersei_lannister": 3, "lannisport_merchant": 1}, before
    prompt = hbo_t(lang, "effect_target_modify_strength", card=hbo_card_name(lang, plan["event"]), amount="+2")
    options = hbo_question_shown(page, shots, lang, width, phone, prompt, plan["places"], prefix)

    # the tap gives the Merchant +2 STR (1 → 3), on the page and in the API; Cersei keeps her 3
    raised = "lannisport_merchant"
    act_and_wait(page, tabs, lambda: press(options[raised], phone))
    expect(page.locator("#decisions .decision[data-type='effect_target']")).to_have_count(0)
    expect(page.locator(f".lseat .lcard[data-code='{raised}'] .lcard-str")).to_have_text(re.compile(r"\D3$"))
    expect(page.locator(".lseat .lcard[data-code='cersei_lannister'] .lcard-str")).to_have_text(re.compile(r"\D3$"))
    assert in_play(opponent, "strength") == {"cersei_lannister": 3, "lannisport_merchant": 3}
    read_in_words(page, shots, lang, prefix)
