"""Game renderers fed with view and event shapes that are slow to reach by play (combat, bids,
end of game), in the real browser, in all three languages."""
import re
from pathlib import Path

import pytest

from tests.ui.helpers import create_match

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]

BOARD_STATUS = """async ({mid, lang, final}) => {
  const i18n = await import('/js/i18n.js');
  const board = await import('/js/games/board.js');
  i18n.setLang(lang);
  // A card's text comes in its language's module; a tap before it is in opens the dialog later.
  await (await import('/js/games/board-texts.js')).loadTexts(lang);
  const env = await (await fetch('/api/v1/matches/' + mid + '/view')).json();
  const v = env.view;
  // Baratheon marches from Kingswood on Lannister's footman in Blackwater; Stark's support from
  // Harrenhal is declined, Lannister's own from Stoney Sept counts; the cards are revealed and
  // Baratheon holds the Blade.
  v.areas.blackwater.units = [{type: 'footman', house: 'lannister', routed: false}];
  const parts = {attacker: {units: 2, support: 0, march: 1, card: 2, blade: 1, tides: 0},
                 defender: {units: 1, support: 2, defense: 0, garrison: 0, card: 1, blade: 0, tides: 0}};
  v.combat = {attacker: 'baratheon', defender: 'lannister', area: 'blackwater', origin: 'kingswood',
    attackers: [{type: 'knight', house: 'baratheon', routed: false}],
    supports: [{area: 'harrenhal', house: 'stark', side: 'defender', accepted: false},
               {area: 'stoney_sept', house: 'lannister', side: 'defender', accepted: true}],
    sealed: {baratheon: 'ready', lannister: 'ready'}, ready: {baratheon: true, lannister: true},
    cards: {attacker: 'stannis_baratheon', defender: 'tyrion_lannister'}, tides: {attacker: null, defender: null},
    tides_revealed: false, blade: 'attacker', garrison: 0,
    strength: final ? {attacker: 6, defender: 4} : null, winner: final ? 'attacker' : null,
    tally: final ? null : {with_cards: true, sides: {attacker: {parts: parts.attacker, total: 6},
      defender: {parts: parts.defender, total: 4}},
      supports: [{area: 'harrenhal', house: 'stark', side: 'defender', accepted: false, counts: false, strength: 0},
                 {area: 'stoney_sept', house: 'lannister', side: 'defender', accepted: true, counts: true, strength: 2}]}};
  v.bids = {context: 'iron_throne', houses: ['baratheon', 'lannister', 'stark'], sealed: {baratheon: 'ready'}};
  v.westeros_revealed = ['supply', 'clash_of_kings', 'put_to_the_sword'];
  const events = final ? [{type: 'combat-started', attacker: 'baratheon', defender: 'lannister'},
    {type: 'combat-strength', strength: {baratheon: 6, lannister: 4}, breakdown: {baratheon: parts.attacker, lannister: parts.defender}}] : [];
  const ctx = {view: v, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false, events};
  const node = board.render(ctx);
  document.body.append(node);
  node.querySelector('#combat .card-chip[data-card="stannis_baratheon"]').click();
  const dialog = document.querySelector('#card-dialog').innerText;
  document.querySelector('#card-dialog').close();
  node.remove();
  return {status: node.querySelector('#board-status').innerText, dialog,
          stage: node.querySelector('#combat').dataset.stage, winner: !!node.querySelector('#combat-winner'),
          totals: [...node.querySelectorAll('#combat [data-total]')].map((x) => x.textContent),
          embattled: node.querySelectorAll('g.area.embattled').length};
}"""


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Combat in Blackwater", "Attacker: Baratheon", "Defender: Lannister", "Stannis Baratheon",
            "Tyrion Lannister", "Valyrian Steel Blade", "Stark · Harrenhal (declined)", "Lannister · Stoney Sept",
            "March order", "Knight", "Bidding: Iron Throne", "Baratheon: ready", "Stark: thinking",
            "Supply, Clash of Kings, Put to the Sword"]),
    ("ru", ["Бой за Черноводная", "Станнис Баратеон", "Валирийский меч", "Торги: Железный трон", "Битва королей"]),
    ("bg", ["Битка за Черна вода", "Станис Баратеон", "Валирийски меч", "Наддаване: Железният трон", "Битка на крале"]),
])
@pytest.mark.parametrize("final", [False, True])
def test_board_combat_bids_and_westeros_panel(tabs, lang, expected, final):
    """The combat panel: both sides' parts and totals with the cards revealed (the view's tally),
    then the final strength with the parts of the combat-strength event and the winner; a tap on
    a house card opens its text."""
    tab = tabs()
    mid = create_match(tab, "board2e", 3)
    out = tab.page.evaluate(BOARD_STATUS, {"mid": mid, "lang": lang, "final": final})
    for text in expected:
        assert text in out["status"], (text, out["status"])
    assert out["totals"] == ["6", "4"]
    assert out["stage"] == ("final" if final else "running")
    assert out["winner"] == final
    assert out["embattled"] == 1
    assert "Stannis" in out["dialog"] or "Стан" in out["dialog"]
    if lang == "en":   # the card's ability text, not only its name
        assert "Strength 4" in out["dialog"] and "Iron Throne" in out["dialog"], out["dialog"]


EVENT_SWEEP = """async ({game, samples}) => {
  const mod = await import('/js/games/' + game + '.js');
  const i18n = await import('/js/i18n.js');
  const out = [];
  for (const lang of ['en', 'ru', 'bg']) {
    i18n.setLang(lang);
    const ctx = {view: {players: 3}, match: {players: 3}, seatName: (s) => 'Seat' + s};
    for (const type of Object.keys(mod.events)) {
      out.push([lang, type, mod.events[type]({type, ...samples}, ctx)]);
    }
  }
  return out;
}"""

SAMPLES = {
    "btwixt": {"seat": 1, "first": 0, "from": 0, "to": 2, "dest": 2, "ruler": "ruler-cersei",
               "ally": "ally-012", "card": "inf-red-01", "old": "ally-012", "new": "ally-013",
               "allies": ["ally-012"], "cards": ["inf-red-01"], "season": "autumn", "round": 2,
               "count": 2, "council": 1, "amount": 2, "size": 30, "value": 2, "totals": [3, 4, 5],
               "forced": False, "whose": 2, "copied": "inf-red-02", "tokens": {"7": 3},
               "row": ["ally-012", "ally-013"], "councils": [0, 1], "direction": 1,
               "decision": "place-ally", "choice": {"type": "choose", "choice": {"council": 1}}},
    "board": {"house": "stark", "area": "winterfell", "target": "karhold", "from": "winterfell",
              "dest": "moat_cailin", "token": "march_s", "round": 2, "phase": "action",
              "units": ["footman", "knight"], "amount": 2, "attacker": "stark", "defender": "greyjoy",
              "winner": "stark", "card": "robb_stark", "unit": "knight", "track": "fiefdoms",
              "order": ["stark", "greyjoy"], "bids": {"stark": 2, "greyjoy": 1}, "deck": 2,
              "supply": 3, "threat": 4, "strength": {"stark": 5, "greyjoy": 4}, "total": 7,
              "victim": "greyjoy", "supporter": "stark", "restriction": "march_s",
              "context": "iron_throne", "chooser": "stark", "houses": ["stark", "greyjoy"],
              "cards": {"stark": "robb_stark", "greyjoy": "balon_greyjoy"}, "option": "supply",
              "choice": "bidder", "role": "lowest", "count": 2, "power": 2, "for": "stark",
              "breakdown": {"stark": {"units": 2, "support": 1, "march": 1, "card": 1, "blade": 0, "tides": 0},
                            "greyjoy": {"units": 2, "support": 0, "defense": 1, "garrison": 0, "card": 1,
                                        "blade": 0, "tides": 0}}},
    # lcg2e: a faction card (f0/f1) is named by its seat; cards travel as {id, code}
    "lcg2e": {"seat": 1, "attacker": 0, "defender": 1, "winner": 0, "dest": "discard", "card": "f0",
              "by": "f1", "host": "f1", "cards": [{"id": "c3", "code": "01090"}], "attackers": ["f0"],
              "defenders": [], "amount": 2, "count": 1, "round": 2, "phase": "marshaling",
              "challenge": "power", "attacking": 5, "defending": 3, "unopposed": True,
              "keyword": "renown", "values": [4, 7], "totals": [5, 3], "scores": [3, 4],
              "from": "hand", "reason": "marshal", "source": "f0", "window": "window"},
    # hbo: the same shapes with its own card codes and its challenge strength as a pair
    "hbo": {"seat": 1, "winner": 0, "dest": "discard", "card": "f0", "by": "f1", "host": "f1",
            "cards": [{"id": "c3", "code": "eddard_stark"}], "attackers": ["f0"], "defenders": [],
            "amount": 2, "count": 1, "round": 2, "phase": "marshaling", "challenge": "power",
            "strength": [5, 3], "claim": 1, "values": [4, 7], "totals": [5, 3], "scores": [3, 4],
            "winners": [1], "code": "varys", "from": "hand", "reason": "marshal", "source": "f0",
            "window": "window"},
}


@pytest.mark.parametrize("game", ["btwixt", "board", "lcg2e", "hbo"])
def test_every_event_type_reads_as_a_sentence_in_every_language(tabs, game):
    """No event line shows a raw placeholder, 'undefined' or an id where a name belongs."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    lines = page.evaluate(EVENT_SWEEP, {"game": game, "samples": SAMPLES[game]})
    assert len(lines) >= 3 * 10
    for lang, type_, text in lines:
        assert text and "{" not in text and "undefined" not in text and "null" not in text, (lang, type_, text)
        assert "_" not in text and "ally-0" not in text and "inf-" not in text, (lang, type_, text)
    if game == "hbo":   # its own cards, named from its own data (not the 2nd edition's)
        said = {(lang, type_): text for lang, type_, text in lines}
        assert "Eddard Stark" in said[("en", "moved")] and "Едард Старк" in said[("bg", "moved")], said[("en", "moved")]
        assert "Varys" in said[("en", "card-shown")], said[("en", "card-shown")]


ROUND_LINE = """async ({mid, lang}) => {
  const i18n = await import('/js/i18n.js');
  const board = await import('/js/games/board.js');
  i18n.setLang(lang);
  const v = (await (await fetch('/api/v1/matches/' + mid + '/view')).json()).view;
  v.phase = 'over';      // what the engine's view says once the last round is played
  v.round = 3;
  const ctx = {view: v, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false, events: []};
  return board.render(ctx).querySelector('#round-line').textContent;
}"""


@pytest.mark.parametrize("lang, expected", [("en", "Round 3 of 10 · the game is over"),
                                            ("ru", "Раунд 3 из 10 · игра окончена"),
                                            ("bg", "Рунд 3 от 10 · играта приключи")])
def test_the_board_round_line_says_the_game_is_over(tabs, lang, expected):
    """A finished board game's round line names its end in the page's language (it showed the
    engine's phase "over" as it was)."""
    tab = tabs()
    mid = create_match(tab, "board2e", 3)
    line = tab.page.evaluate(ROUND_LINE, {"mid": mid, "lang": lang})
    assert line == expected

WHY_LINES = """async ({lang}) => {
  const i18n = await import('/js/i18n.js');
  const board = await import('/js/games/board.js');
  i18n.setLang(lang);
  const standings = {tiebreakers: ['castles', 'strongholds', 'supply'], houses: {
    stark: {castles: 2, strongholds: 2, supply: 4}, baratheon: {castles: 2, strongholds: 1, supply: 1}}};
  const ctx = {view: {standings, houses: ['baratheon', 'stark']}, seatName: (s) => 'S' + s};
  const node = board.resultDetails({ranking: ['stark', 'baratheon']}, ctx);
  return [...node.querySelectorAll('.why li')].map((li) => li.textContent);
}"""


@pytest.mark.parametrize("lang, expected", [
    ("en", "Stark ranks above Baratheon on: strongholds (2 / 1)."),
    # both houses stay in the nominative a house's name is written in ("выше Баратеон" was not Russian)
    ("ru", "Старк стоит выше, чем Баратеон, по показателю: крепости (2 / 1)."),
    ("bg", "Старк е над Баратеон по: крепости (2 / 1).")])
def test_the_board_result_says_which_tiebreaker_decided(tabs, lang, expected):
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    assert page.evaluate(WHY_LINES, {"lang": lang}) == [expected]

STANDINGS_ON_A_PHONE = """async ({lang}) => {
  const i18n = await import('/js/i18n.js');
  const board = await import('/js/games/board.js');
  i18n.setLang(lang);
  const keys = ['castles', 'strongholds', 'supply', 'power', 'iron_throne'];
  const row = (c, s, sup, p, it) => ({castles: c, strongholds: s, supply: sup, power: p, iron_throne: it});
  const standings = {tiebreakers: keys, houses: {stark: row(2, 2, 4, 5, 1), lannister: row(1, 1, 3, 5, 2),
                                                  baratheon: row(1, 1, 1, 5, 3)}};
  const ctx = {view: {standings, houses: ['baratheon', 'lannister', 'stark']}, seatName: (s) => 'Seat ' + s};
  const card = document.createElement('section');
  card.className = 'card result-card';
  card.append(board.resultDetails({ranking: ['stark', 'lannister', 'baratheon']}, ctx));
  document.querySelector('#app').prepend(card);
  const box = card.querySelector('#board-result');
  const first = card.querySelector('tr[data-house="stark"]');
  const labels = [...first.querySelectorAll('td.num')].map((td) => getComputedStyle(td, '::before').content);
  return {wide: box.scrollWidth - box.clientWidth, labels,
          lines: [...first.querySelectorAll('td')].map((td) => Math.round(td.getBoundingClientRect().top))};
}"""


@pytest.mark.parametrize("lang, labels", [
    ("en", ["Castles and strongholds", "Strongholds", "Supply", "Power tokens", "Iron Throne position"]),
    ("ru", ["Замки и крепости", "Крепости", "Снабжение", "Жетоны власти", "Место на Железном троне"])])
def test_the_board_standings_fit_a_phone(tabs, lang, labels):
    """The result's standings on a 390 px phone: no column cut off behind a sideways scroll;
    each house reads as its place, its name and one labelled line per tiebreaker."""
    page = tabs(width=390, height=844, mobile=True).goto("/")
    page.wait_for_selector("#create-submit")
    got = page.evaluate(STANDINGS_ON_A_PHONE, {"lang": lang})
    assert got["wide"] <= 0, f"the standings are {got['wide']}px wider than their box"
    assert got["labels"] == [f'"{x}"' for x in labels]
    tops = got["lines"]          # place and house on one line, then a line per tiebreaker
    assert tops[0] == tops[1] and len(set(tops[1:])) == len(tops) - 1, tops

BTWIXT_TOKENS = """async ({mid, lang, finished}) => {
  const i18n = await import('/js/i18n.js');
  const btwixt = await import('/js/games/btwixt.js');
  i18n.setLang(lang);
  const v = (await (await fetch('/api/v1/matches/' + mid + '/view')).json()).view;
  // council 0 holds tokens 11 and 12, of which this seat has peeked at 11 (a 3); token 40 it
  // saw has gone back to the supply
  v.councils[0].tokens = [11, 12];
  v.known_tokens = {'11': 3, '40': 2};
  if (finished) v.token_values = {'11': 3, '12': 1};
  const ctx = {view: v, seat: 0, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false, events: []};
  const node = btwixt.render(ctx);
  return [node.querySelector('.council[data-council="0"] .tokens').textContent,
          (node.querySelector('#tokens-seen') || {}).textContent || null, node.textContent];
}"""


@pytest.mark.parametrize("lang, finished, council, elsewhere", [
    ("en", False, "◆ power tokens face down: 2 · you have seen: 3", "Other power tokens you have seen: 2"),
    ("ru", False, "◆ жетонов власти рубашкой вверх: 2 · вы видели: 3", "Другие жетоны власти, которые вы видели: 2"),
    ("en", True, "◆ power tokens: 3 + 1 = 4", "Other power tokens you have seen: 2"),
    ("bg", True, "◆ жетони за власт: 3 + 1 = 4", "Други жетони за власт, които сте видели: 2")])
def test_btwixt_power_tokens_are_told_by_value_where_they_lie(tabs, lang, finished, council, elsewhere):
    """A power token the seat has seen shows its value in the council that holds it, and at the
    end each council shows its tokens' values and sum; no token is named by the engine's number
    ("#11: 3", which told a player nothing)."""
    tab = tabs()
    mid = create_match(tab, "btwixt", 3)
    got = tab.page.evaluate(BTWIXT_TOKENS, {"mid": mid, "lang": lang, "finished": finished})
    assert got[:2] == [council, elsewhere]
    assert "#1" not in got[2] and "#4" not in got[2]

FORCED_TOKEN = """async ({lang}) => {
  const i18n = await import('/js/i18n.js');
  const btwixt = await import('/js/games/btwixt.js');
  i18n.setLang(lang);
  const ctx = {view: {known_tokens: {'4': 2}}, seatName: (s) => 'S' + s};
  const line = (token) => btwixt.events['choice-forced'](
    {type: 'choice-forced', seat: 0, choice: {type: 'choose', choice: {token}}}, ctx);
  return [line(4), line(9)];
}"""


@pytest.mark.parametrize("lang, seen, unseen", [("en", "a power token (2)", "a power token"),
                                                ("ru", "жетон власти (2)", "жетон власти")])
def test_btwixt_a_forced_token_choice_names_no_token_number(tabs, lang, seen, unseen):
    """The log's "only one option, chosen for you" line names a power token by its value when the
    seat has seen it, else as a power token; it said "#4", the engine's number."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    known, other = page.evaluate(FORCED_TOKEN, {"lang": lang})
    assert known.endswith(f"{seen}.") and other.endswith(f"{unseen}.") and "#" not in known + other, (known, other)

CARD_FACE = """async ({lang}) => {
  const i18n = await import('/js/i18n.js');
  const lcg = await import('/js/games/lcg2e.js');
  i18n.setLang(lang);
  lcg.openCardCode('01058');
  const face = document.querySelector('#card-dialog .face').textContent;
  document.querySelector('#card-dialog').close();
  return face;
}"""


@pytest.mark.parametrize("lang, words", [("en", "Attachment · Unique · Loyal · Cost"),
                                         ("ru", "Уникальная · Лояльная")])
def test_an_lcg2e_card_face_line_is_capitalised_like_hbo_s(tabs, lang, words):
    """Lightbringer's dialog read "Attachment · unique · loyal · Cost 1" (review16 B7)."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    assert words in page.evaluate(CARD_FACE, {"lang": lang})

# Where each page module's events come from: the engine packages whose source emits them.
ENGINE_DIRS = {"btwixt": ["btwixt"], "board": ["board"], "lcg2e": ["lcg2e", "cardcore"],
               "hbo": ["hbo", "cardcore"]}
EMITTED = re.compile(r'"type": "([a-z]+(?:-[a-z]+)+)"')   # hyphenated: events, not actions


def emitted_types(game):
    found = set()
    for d in ENGINE_DIRS[game]:
        for path in (ROOT / "api" / "games" / d).rglob("*.py"):
            found |= set(EMITTED.findall(path.read_text()))
    return found


@pytest.mark.parametrize("game", ["btwixt", "board", "lcg2e", "hbo"])
def test_every_event_the_engine_emits_has_a_line(tabs, game):
    """An event the page module has no line for falls back to "type — key: value" (how a
    Preemptive Raid's choice, wildling-penalty-option, read in the log): every event type written
    in the engine's source is one the module words."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    known = set(page.evaluate("async (g) => Object.keys((await import('/js/games/' + g + '.js')).events)", game))
    emitted = emitted_types(game)
    assert len(emitted) >= 5, emitted
    assert not emitted - known, sorted(emitted - known)

LCG_EFFECTS = """async ({lang}) => {
  const i18n = await import('/js/i18n.js');
  const lcg = await import('/js/games/lcg2e.js');
  i18n.setLang(lang);
  const seat = (faction, play) => ({faction, faction_card: {power: 0}, gold: 0, deck: {count: 40},
    hand: {count: 3}, plot_deck: {count: 6}, setup: {count: 0}, play, discard: [], dead: [],
    used_plots: [], removed: []});
  const v = {round: 2, phase: 'challenges', mode: 'standard', first_player: 0, active: 0, to_act: [0],
    power: [3, 2], seats: [seat('stark', [{id: 'c5', code: '01144', kneeling: false, power: 0, strength: 6,
      icons: ['military'], dups: [{id: 'c6', code: '01144'}]}]), seat('lannister', [])],
    effects: [{id: 'e1', verb: 'modify_str', params: {amount: 2}, until: 'challenge', by: 0, cards: ['c5'],
      source: 'c9', source_code: '01159'},
      {id: 'e2', verb: 'dominance_str', params: {amount: 8}, until: 'phase', by: 1, seat: 1},
      {id: 'e3', verb: 'restrict_play', params: {}, until: 'round', by: 1, seat: 0},
      {id: 'e4', verb: 'cannot_defend', params: {}, until: 'phase', by: 1, cards: ['c5']}]};
  // as the match page gives it: the game's page module, whose kit names the cards
  const ctx = {view: v, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false, mod: lcg};
  const node = lcg.render(ctx);
  document.querySelector('#app').prepend(node);
  const lines = [...node.querySelectorAll('#effects li')].map((li) => li.innerText);
  const dups = node.querySelector('.lcard[data-card="c5"] .lcard-dups').textContent;
  // the card the effect comes from opens its text
  node.querySelector('#effects .effect-source').click();
  const dialog = document.querySelector('#card-dialog h3').textContent;
  document.querySelector('#card-dialog').close();
  node.remove();
  return [lines, dialog, dups];
}"""


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Eddard Stark: +2 STR — until the end of the challenge (from Winter Is Coming)",
            "S1: +8 STR for dominance — until the end of the phase (by S1)",
            "S0: changes the rules of play — until the end of the round (by S1)",
            # a rule the panel has no short words for: the log's sentence for it
            "Eddard Stark cannot be declared as a defender until the end of the phase (by S1)"]),
    ("ru", ["Эддард Старк: +2 к СИЛ — до конца вызова"]),
    ("bg", ["Едард Старк: +2 СИЛ — до края на предизвикателството"]),
])
def test_lcg2e_lasting_effects_are_worded(tabs, lang, expected):
    """The lasting effects in words, the card they come from opening its text; and a card's
    duplicates named on it."""
    tab = tabs()
    tab.goto("/")
    lines, dialog, dups = tab.page.evaluate(LCG_EFFECTS, {"lang": lang})
    # a duplicate under a card is said in words on it (a bare "+1" with a hover title before)
    assert dups == {"en": "duplicates: 1", "ru": "дубликаты: 1", "bg": "дубликати: 1"}[lang], dups
    assert dialog == {"en": "Winter Is Coming", "ru": "Зима близко", "bg": "Зимата идва"}[lang], dialog
    for text in expected:
        assert any(line.startswith(text) for line in lines), (text, lines)
    assert not any("c5" in line or "01" in line for line in lines), lines


COMMAS_KEPT = """async ({mid}) => {
  const board = await import('/js/games/board.js');
  const env = await (await fetch('/api/v1/matches/' + mid + '/view')).json();
  const v = env.view;
  v.westeros_revealed = ['supply', 'game_of_thrones', 'wildlings_attack'];
  const ctx = {view: v, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false, events: []};
  const node = board.render(ctx);
  document.body.append(node);
  const line = node.querySelector('#westeros-cards');
  const stray = [];
  for (let w = 180; w <= 420; w += 4) {
    line.style.width = w + 'px';
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const at = t.data.indexOf(',');
      const chip = t.previousSibling || (t.parentNode !== line ? t.parentNode.previousSibling : null);
      if (at < 0 || !chip || chip.nodeType !== 1) continue;
      const range = document.createRange();
      range.setStart(t, at); range.setEnd(t, at + 1);
      const c = range.getBoundingClientRect(), b = chip.getBoundingClientRect();
      if (c.top >= b.bottom || c.bottom <= b.top) stray.push(w);
    }
  }
  node.remove();
  return stray;
}"""


def test_a_westeros_card_keeps_its_comma_on_its_line(tabs):
    """The round's Westeros cards are buttons with commas between them: at no width of the line
    does a comma leave its card's line (a phone showed it alone at a line's start or end)."""
    tab = tabs(width=390, height=844, touch=True)
    mid = create_match(tab, "board2e", 3)
    assert tab.page.evaluate(COMMAS_KEPT, {"mid": mid}) == []
