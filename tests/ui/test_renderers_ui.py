"""Game renderers fed with view and event shapes that are slow to reach by play (combat, bids,
end of game), in the real browser, in all three languages."""
import pytest

from tests.ui.helpers import create_match

pytestmark = pytest.mark.browser

BOARD_STATUS = """async ({mid, lang}) => {
  const i18n = await import('/js/i18n.js');
  const board = await import('/js/games/board.js');
  i18n.setLang(lang);
  const env = await (await fetch('/api/v1/matches/' + mid + '/view')).json();
  const v = env.view;
  v.combat = {attacker: 'baratheon', defender: 'lannister', area: 'blackwater', origin: 'kingswood',
    supports: [{house: 'stark', side: 'defender'}], sealed: {baratheon: 'ready', lannister: 'ready'},
    ready: {baratheon: true, lannister: true}, cards: {attacker: 'stannis_baratheon', defender: null},
    strength: {attacker: 5, defender: 3}, winner: 'attacker', garrison: 0};
  v.bids = {context: 'iron_throne', houses: ['baratheon', 'lannister', 'stark'], sealed: {baratheon: 'ready'}};
  v.westeros_revealed = ['supply', 'clash_of_kings', 'put_to_the_sword'];
  const ctx = {view: v, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false};
  const node = board.render(ctx);
  return {status: node.querySelector('#board-status').innerText,
          embattled: node.querySelectorAll('g.area.embattled').length};
}"""


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Combat in Blackwater", "Stannis Baratheon", "strength 5", "Support: Stark → Defender",
            "Winner: Baratheon", "Bidding: Iron Throne", "Baratheon: ready", "Stark: thinking",
            "Supply, Clash of Kings, Put to the Sword"]),
    ("ru", ["Бой за Черноводная", "Станнис Баратеон", "сила 5", "Победитель: Баратеон",
            "Торги: Железный трон", "Битва королей"]),
    ("bg", ["Битка за Черна вода", "Станис Баратеон", "сила 5", "Победител: Баратеон",
            "Наддаване: Железният трон", "Битка на крале"]),
])
def test_board_combat_bids_and_westeros_panel(tabs, lang, expected):
    tab = tabs()
    mid = create_match(tab, "board2e", 3)
    out = tab.page.evaluate(BOARD_STATUS, {"mid": mid, "lang": lang})
    for text in expected:
        assert text in out["status"], (text, out["status"])
    assert out["embattled"] == 1


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
              "context": "iron_throne"},
    # lcg2e: a faction card (f0/f1) is named by its seat; cards travel as {id, code}
    "lcg2e": {"seat": 1, "attacker": 0, "defender": 1, "winner": 0, "dest": "discard", "card": "f0",
              "by": "f1", "host": "f1", "cards": [{"id": "c3", "code": "01090"}], "attackers": ["f0"],
              "defenders": [], "amount": 2, "count": 1, "round": 2, "phase": "marshaling",
              "challenge": "power", "attacking": 5, "defending": 3, "unopposed": True,
              "keyword": "renown", "values": [4, 7], "totals": [5, 3], "scores": [3, 4],
              "from": "hand", "reason": "marshal", "source": "f0", "window": "window"},
}


@pytest.mark.parametrize("game", ["btwixt", "board", "lcg2e"])
def test_every_event_type_reads_as_a_sentence_in_every_language(tabs, game):
    """No event line shows a raw placeholder, 'undefined' or an id where a name belongs."""
    page = tabs().goto("/")
    page.wait_for_selector("#create-submit")
    lines = page.evaluate(EVENT_SWEEP, {"game": game, "samples": SAMPLES[game]})
    assert len(lines) >= 3 * 10
    for lang, type_, text in lines:
        assert text and "{" not in text and "undefined" not in text and "null" not in text, (lang, type_, text)
        assert "_" not in text and "ally-0" not in text and "inf-" not in text, (lang, type_, text)


LCG_EFFECTS = """async ({lang}) => {
  const i18n = await import('/js/i18n.js');
  const lcg = await import('/js/games/lcg2e.js');
  i18n.setLang(lang);
  const seat = (faction, play) => ({faction, faction_card: {power: 0}, gold: 0, deck: {count: 40},
    hand: {count: 3}, plot_deck: {count: 6}, setup: {count: 0}, play, discard: [], dead: [],
    used_plots: [], removed: []});
  const v = {round: 2, phase: 'challenges', mode: 'standard', first_player: 0, active: 0, to_act: [0],
    power: [3, 2], seats: [seat('stark', [{id: 'c5', code: '01144', kneeling: false, power: 0, strength: 6,
      icons: ['military']}]), seat('lannister', [])],
    effects: [{id: 'e1', verb: 'modify_str', params: {amount: 2}, until: 'challenge', by: 0, cards: ['c5'],
      source: 'c9', source_code: '01159'},
      {id: 'e2', verb: 'dominance_str', params: {amount: 8}, until: 'phase', by: 1, seat: 1},
      {id: 'e3', verb: 'restrict_play', params: {}, until: 'round', by: 1, seat: 0}]};
  const ctx = {view: v, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
    seatName: (s) => 'S' + s, busy: false};
  const node = lcg.render(ctx);
  return [...node.querySelectorAll('#effects li')].map((li) => li.innerText);
}"""


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Eddard Stark: +2 STR — until the end of the challenge (from Winter Is Coming)",
            "S1: +8 STR for dominance — until the end of the phase (by S1)",
            "S0: changes the rules of play — until the end of the round (by S1)"]),
    ("ru", ["Эддард Старк: +2 к СИЛ — до конца вызова"]),
    ("bg", ["Едард Старк: +2 СИЛ — до края на предизвикателството"]),
])
def test_lcg2e_lasting_effects_are_worded(tabs, lang, expected):
    tab = tabs()
    tab.goto("/")
    lines = tab.page.evaluate(LCG_EFFECTS, {"lang": lang})
    for text in expected:
        assert any(line.startswith(text) for line in lines), (text, lines)
    assert not any("c5" in line or "01" in line for line in lines), lines
