"""A card the event log names opens its text with a tap, as a card on the table does: in an lcg2e
and an hbo match, once the setup cards are revealed, their names in that line are buttons that open
the card's dialog (its name and text) and close again; the line reads exactly as before (the names
in their places, nothing added) and a line naming no card has no button. On a 390x844 touch phone
(the name is a 44 px target) and a 1280x800 desktop."""
import random
import re
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

# The first line that names cards in both games: the setup cards turned face up.
REVEALED = "#event-log li[data-type='moved']:has(button.log-card)"


def opens_its_text(page, name, mobile, how="click", label=None):
    """A card name of the log is a fingertip on a phone (tapped there) and, on a desktop, opens
    with a click or, focused, with Enter: the dialog shows the card by that name and its text,
    and closes again."""
    label = label or name.inner_text()
    if mobile:
        # measured in the same read as it is found: the bot's moves redraw the log, and a box
        # asked for apart could belong to a line already replaced (bounding_box() gives None)
        box = name.evaluate("b => { const r = b.getBoundingClientRect(); return {width: r.width, height: r.height}; }")
        assert box["height"] >= 44 and box["width"] >= 44, box
        name.tap()
    elif how == "enter":
        name.focus()
        expect(name).to_be_focused()
        page.keyboard.press("Enter")
    else:
        name.click()
    dialog = page.locator("dialog#card-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3")).to_have_text(label)
    assert dialog.locator(".card-text").inner_text().strip()
    page.click("#card-dialog-close")
    expect(dialog).to_have_count(0)


def play_past_setup(seat: Seat, rng: random.Random, limit=150):
    """Answers the seat's required decisions with random listed options (the bots answer theirs)
    until a moved event puts cards into play face up, i.e. the setup is revealed."""
    for _ in range(limit):
        r = requests.get(f"{seat.base}/api/v1/matches/{seat.mid}/events", headers=seat.auth, timeout=10)
        evs = r.json() if r.ok else []
        if any(e.get("type") == "moved" and e.get("dest") == "play" and e.get("reason") == "setup" for e in evs):
            return
        ds = seat.decisions()
        if not ds:      # the bot's turn: it answers in the background
            time.sleep(0.2)
            continue
        assert seat.act(rng.choice(ds[0]["options"])["action"])
    raise AssertionError(f"the setup was never revealed: {[(e.get('type'), e.get('reason'), e.get('dest')) for e in evs][-30:]}")


@pytest.mark.parametrize("game", ["lcg2e", "hbo"])
@pytest.mark.parametrize("width, height, mobile", [(390, 844, True), (1280, 800, False)])
def test_a_card_named_in_the_log_opens_its_text(tabs, live_server, game, width, height, mobile):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": game, "players": 2, "seed": 5}, timeout=10)
    seat = Seat(live_server, r.json()["id"], 0, "Ned")
    seat.start()
    play_past_setup(seat, random.Random(5))
    page = open_as(tabs(width=width, height=height, mobile=mobile), seat, game, "en")
    # by the time the page opens a bot may have revealed a plot too (also a "moved" line naming
    # a card); the setup line is the one asked about
    line = page.locator(REVEALED).filter(has_text="setup cards").first
    expect(line).to_be_visible(timeout=15000)
    names = line.locator("button.log-card")
    labels = names.all_inner_texts()
    assert labels and all(labels)
    # the line's words are the names in their places: "<seat> reveals setup cards: A, B."
    text = line.inner_text()
    assert text.endswith("setup cards: " + ", ".join(labels) + "."), text
    assert line.evaluate("li => li.textContent") == text

    first = names.first
    first.focus()
    expect(first).to_be_focused()          # reachable by keyboard
    opens_its_text(page, first, mobile, label=labels[0])

    # a line naming no card stays plain text
    plain = page.locator("#event-log li[data-type='round-started']").first
    expect(plain).to_be_visible()
    assert re.match(r"^Round \d+ begins\.$", plain.inner_text())
    expect(plain.locator("button")).to_have_count(0)


HIDDEN_LINES = """async ({game, code}) => {
  const events = await import('/js/events.js');
  const mod = await import('/js/games/' + game + '.js');
  const view = {seats: [{faction: 'stark', house: 'stark', play: [{id: 'c1', code}], hand: 3},
                        {faction: 'lannister', house: 'lannister', play: [], hand: 5}]};
  const ctx = {mod, view, seatName: (s) => 'Seat' + s};
  const item = (ev) => {
    const li = events.eventItem(ev, ctx);
    return [li.textContent, [...li.querySelectorAll('button.log-card')].map((b) => b.dataset.code),
            events.eventText(ev, ctx)];
  };
  return {
    shown: item({type: 'moved', seat: 0, reason: 'kill', cards: ['c1'], from: 'play', dest: 'dead'}),
    unseen: item({type: 'moved', seat: 1, reason: 'discard_from_hand', cards: ['c9', {id: 'c8'}], from: 'hand', dest: 'discard'}),
    faction: item({type: 'knelt', card: 'f1'}),
    // a lasting effect's line (lcg2e-effects.js) names its card and its source the same way
    effect: item({type: 'effect_added', verb: 'blank', until: 'phase', cards: ['c1'], source: 'c7', params: {}}),
  };
}"""


@pytest.mark.parametrize("game, code", [("lcg2e", "01090"), ("hbo", "eddard_stark")])
def test_only_a_card_the_line_names_is_a_button(tabs, game, code):
    """A card the viewer sees (an id in the view) is a button; one out of sight (an id the view
    lacks, a move without a code) reads "a card" with no button and no code anywhere in the line;
    a faction (house) card reads as its seat's faction, not a button. eventText says the same."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    out = page.evaluate(HIDDEN_LINES, {"game": game, "code": code})
    text, codes, plain = out["shown"]
    assert codes == [code] and text == plain and "\ue000" not in text, out["shown"]
    text, codes, plain = out["unseen"]
    assert codes == [] and text == plain and text.count("a card") == 2, out["unseen"]
    text, codes, plain = out["faction"]
    assert codes == [] and text == plain, out["faction"]
    text, codes, plain = out["effect"]
    assert codes == [code] and text == plain and text.startswith("A card: "), out["effect"]


BOARD_LINES = """async () => {
  const events = await import('/js/events.js');
  const mod = await import('/js/games/board.js');
  const MAP = (await import('/js/data/board-map.js')).default;
  const westeros = Object.keys(MAP.eventCards)[0];
  const [red, blue] = Object.keys(MAP.houseCards);
  const ctx = {mod, view: {ruleset: '2e'}, seatName: (s) => 'Seat' + s};
  const log = document.createElement('ol');
  log.className = 'log';
  log.id = 'probe-log';
  document.querySelector('main').prepend(log);
  for (const ev of [{type: 'westeros-card-revealed', card: westeros, id: 1},
                    {type: 'house-cards-revealed', cards: {stark: red, lannister: blue}, id: 2},
                    {type: 'westeros-phase', round: 2, id: 3}]) {
    const li = events.eventItem(ev, ctx);
    li.dataset.plain = events.eventText(ev, ctx);
    log.append(li);
  }
  return [westeros, red, blue];
}"""


@pytest.mark.parametrize("width, height, mobile", [(390, 844, True), (1280, 800, False)])
def test_the_board_game_log_opens_its_cards(tabs, width, height, mobile):
    """The board game's log: a Westeros card and the house cards a combat reveals open their text
    from their names; the line reads as eventText says; a line naming no card has no button."""
    page = tabs(width=width, height=height, mobile=mobile).goto("/")
    page.wait_for_selector("#create-submit")
    westeros, red, blue = page.evaluate(BOARD_LINES)
    lines = page.locator("#probe-log li")
    for i in range(3):
        assert lines.nth(i).evaluate("li => li.textContent === li.dataset.plain"), lines.nth(i).inner_text()
    assert lines.nth(0).locator("button.log-card").evaluate_all("bs => bs.map((b) => b.dataset.code)") == [westeros]
    assert lines.nth(1).locator("button.log-card").evaluate_all("bs => bs.map((b) => b.dataset.code)") == [red, blue]
    expect(lines.nth(2).locator("button")).to_have_count(0)
    opens_its_text(page, lines.nth(1).locator("button.log-card").nth(1), mobile)


def play_until_a_card_is_played(seat: Seat, rng: random.Random, limit=150):
    """Answers the seat's required decisions with random listed options (the bots answer theirs)
    until someone has played an influence card into a bid pile."""
    for _ in range(limit):
        r = requests.get(f"{seat.base}/api/v1/matches/{seat.mid}/events", headers=seat.auth, timeout=10)
        if any(e.get("type") == "card-played" for e in (r.json() if r.ok else [])):
            return
        ds = seat.decisions()
        if not ds:
            time.sleep(0.2)
            continue
        assert seat.act(rng.choice(ds[0]["options"])["action"])
    raise AssertionError("no card was played")


@pytest.mark.parametrize("width, height, mobile", [(390, 844, True), (1280, 800, False)])
def test_btwixt_log_opens_the_cards_it_names(tabs, live_server, width, height, mobile):
    """B'Twixt's log: the card a "plays" line names is a button (44 px on a phone, reached by the
    keyboard) that opens B'Twixt's card dialog; the line reads as before; a line naming no card
    has no button."""
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": "btwixt", "players": 3, "seed": 5,
                                                             "options": {"quick": True}}, timeout=10)
    seat = Seat(live_server, r.json()["id"], 0, "Arya")
    seat.start()
    play_until_a_card_is_played(seat, random.Random(5))
    page = open_as(tabs(width=width, height=height, mobile=mobile), seat, "btwixt", "en")
    line = page.locator("#event-log li[data-type='card-played']").first
    expect(line).to_be_visible(timeout=15000)
    names = line.locator("button.log-card")
    expect(names).to_have_count(1)
    label = names.first.inner_text()
    assert label and line.inner_text().endswith(f" plays {label}."), line.inner_text()
    names.first.focus()
    expect(names.first).to_be_focused()    # reachable by keyboard
    opens_its_text(page, names.first, mobile, how="enter", label=label)
    plain = page.locator("#event-log li[data-type='round-started']").first
    expect(plain).to_be_visible()
    expect(plain.locator("button")).to_have_count(0)


BTWIXT_LINES = """async () => {
  const events = await import('/js/events.js');
  const mod = await import('/js/games/btwixt.js');
  const ctx = {mod, view: {players: 3}, match: {players: 3}, seatName: (s) => 'Seat' + s};
  const item = (ev) => {
    const li = events.eventItem(ev, ctx);
    return [li.textContent, [...li.querySelectorAll('button.log-card')].map((b) => b.dataset.code),
            events.eventText(ev, ctx)];
  };
  return {
    // the card a seat takes from another's hand: named to those two, "a card" to everyone else
    seen: item({type: 'hand-card-taken', seat: 1, from: 0, card: 'inf-red-01#2', to: [0, 1]}),
    unseen: item({type: 'hand-card-taken', seat: 1, from: 0}),
    drawn: item({type: 'cards-drawn', seat: 0, count: 2}),
    swapped: item({type: 'allies-swapped', allies: ['ally-001', 'ally-002']}),
  };
}"""


def test_btwixt_log_marks_only_the_cards_it_names(tabs):
    """A card an event names (the reader may see it: a hidden one is named only to the seats
    that may) is a button; the public twin of a hidden move reads "a card" with no button; a
    line naming several cards has a button for each. eventText reads the same words."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    out = page.evaluate(BTWIXT_LINES)
    text, codes, plain = out["seen"]
    # a private event's line opens with its envelope mark
    assert codes == ["inf-red-01#2"] and text == "✉ " + plain and "\ue000" not in text, out["seen"]
    assert plain == "Seat1 takes a card from Seat0's hand: Betrayal.", plain
    text, codes, plain = out["unseen"]
    assert codes == [] and text == plain == "Seat1 takes a card from Seat0's hand.", out["unseen"]
    text, codes, plain = out["drawn"]
    assert codes == [] and text == plain, out["drawn"]
    text, codes, plain = out["swapped"]
    assert codes == ["ally-001", "ally-002"] and text == plain == "Sansa Stark, Mance Rayder swap councils.", out["swapped"]


COMBAT_LINES = """async () => {
  const events = await import('/js/events.js');
  const mod = await import('/js/games/board.js');
  // Stark's Eddard is sent back by Tyrion and Robb comes instead; the Tides of Battle are on.
  const evs = [
    {id: 10, type: 'combat-started', attacker: 'stark', defender: 'lannister', area: 'harrenhal'},
    {id: 11, type: 'house-cards-revealed', cards: {stark: 'eddard_stark', lannister: 'tyrion_lannister'}},
    {id: 12, type: 'house-card-ability', house: 'lannister', card: 'tyrion_lannister', cancelled: 'eddard_stark'},
    {id: 13, type: 'house-card-revealed', house: 'stark', card: 'robb_stark'},
    {id: 14, type: 'tides-revealed', cards: {stark: 'tob_2', lannister: 'tob_skull'}},
    {id: 15, type: 'house-card-ability', house: 'tyrell', card: 'mace_tyrell', prevented: 'the_blackfish'},
    {id: 16, type: 'combat-strength', strength: {stark: 8, lannister: 4},
     breakdown: {stark: {units: 2, march: 1, support: 0, card: 3, blade: 0, tides: 2},
                 lannister: {units: 1, support: 2, defense: 0, garrison: 0, card: 1, blade: 0, tides: 0}}},
  ];
  const ctx = {mod, view: {ruleset: '2e'}, seatName: (s) => 'Seat' + s, events: evs};
  const log = document.createElement('ol');
  log.className = 'log';
  log.id = 'probe-log';
  document.querySelector('main').prepend(log);
  // the two ability lines and the summary, each worded with the whole log at hand (ctx.events)
  for (const ev of [evs[2], evs[5], evs[6]]) {
    const li = events.eventItem(ev, ctx);
    li.dataset.plain = events.eventText(ev, ctx);
    log.append(li);
  }
}"""


@pytest.mark.parametrize("width, height, mobile", [(390, 844, True), (1280, 800, False)])
def test_the_board_combat_lines_open_their_cards(tabs, width, height, mobile):
    """The combat summary names each side's house card (the one in play at the end: Robb after
    Tyrion sent Eddard back) and Tides of Battle card, and a house card's ability line the card
    it sends back or that stops it; each such name opens its text, the words read as eventText
    says."""
    page = tabs(width=width, height=height, mobile=mobile).goto("/")
    page.wait_for_selector("#create-submit")
    page.evaluate(COMBAT_LINES)
    lines = page.locator("#probe-log li")
    expect(lines).to_have_count(3)
    codes = [lines.nth(i).locator("button.log-card").evaluate_all("bs => bs.map((b) => b.dataset.code)")
             for i in range(3)]
    assert codes == [["tyrion_lannister", "eddard_stark"], ["mace_tyrell", "the_blackfish"],
                     ["robb_stark", "tob_2", "tyrion_lannister", "tob_skull"]], codes
    for i in range(3):
        assert lines.nth(i).evaluate("li => li.textContent === li.dataset.plain"), lines.nth(i).inner_text()
    assert lines.nth(0).inner_text() == "Tyrion Lannister (Lannister) takes effect: Eddard Stark goes back to the hand."
    assert lines.nth(2).inner_text() == ("Final strength: Stark 8 (units 2, march order +1, house card Robb Stark 3, "
                                         "Tides of Battle 2) against Lannister 4 (units 1, support 2, "
                                         "house card Tyrion Lannister 1, Tides of Battle 0 ☠)."), lines.nth(2).inner_text()
    for line, k in ((0, 1), (2, 0)):
        opens_its_text(page, lines.nth(line).locator("button.log-card").nth(k), mobile, how="enter")
