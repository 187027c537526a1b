// A Game of Thrones: The Card Game (2nd ed.), the joust: a table in the manner of the usual online
// tables — the opponent's area above, one's own below, the challenge in progress between them.
// Every card opens its text (lcg2e-card.js); a card some decision mentions offers those choices
// in its dialog too, so a phone can play by tapping cards.
import { h, s as svg } from "../dom.js";
import { pick } from "../i18n.js";
import { TABLE_WORDS, acting, autopassPanel, cardNode, challengePanel, codesOf, fifteenTogether, overLine, passNote,
  pileDetails, tableView } from "./card-table.js";
import * as LCG2E from "./lcg2e-card.js";
import { card, cardName, factionName, factionNode, term, cardButton, openCard } from "./lcg2e-card.js";
import { effectText } from "./lcg2e-effects.js";
import { eventsWith } from "./lcg2e-events.js";

export { name, matches, decks, options } from "./lcg2e-meta.js";

const W = {
  ...TABLE_WORDS,
  phase: { en: "{p} phase", ru: "Фаза: {p}", bg: "Фаза: {p}" },
  setup: { en: "Setup", ru: "Подготовка", bg: "Подготовка" },
  first: { en: "First player", ru: "Первый игрок", bg: "Първи играч" },
  turn: { en: "{who} acts", ru: "Ходит: {who}", bg: "На ход е: {who}" },
  priority: { en: "Priority: {who}", ru: "Приоритет: {who}", bg: "Приоритет: {who}" },
  waiting: { en: "Waiting for: {who}", ru: "Ожидаем: {who}", bg: "Чакаме: {who}" },
  gold: { en: "Gold {v}", ru: "Золото {v}", bg: "Злато {v}" },
  power: { en: "Power {v}", ru: "Власть {v}", bg: "Власт {v}" },
  reserve: { en: "Reserve {v}", ru: "Резерв {v}", bg: "Резерв {v}" },
  hand_count: { en: "Hand: {n}", ru: "В руке: {n}", bg: "В ръка: {n}" },
  deck: { en: "Deck {n}", ru: "Колода {n}", bg: "Тесте {n}" },
  plots_left: { en: "Plots {n}", ru: "Замыслы {n}", bg: "Замисли {n}" },
  discard: { en: "Discard pile", ru: "Сброс", bg: "Изхвърлени" },
  dead: { en: "Dead pile", ru: "Кладбище", bg: "Гробище" },
  used: { en: "Used plots", ru: "Использованные замыслы", bg: "Използвани замисли" },
  your_hand: { en: "Your hand", ru: "Ваша рука", bg: "Вашата ръка" },
  characters: { en: "Characters", ru: "Персонажи", bg: "Персонажи" },
  locations: { en: "Locations", ru: "Места", bg: "Места" },
  setup_cards: { en: "Setup cards (face down)", ru: "Стартовые карты (рубашкой вверх)", bg: "Начални карти (с гръб нагоре)" },
  plot_ready: { en: "plot chosen", ru: "замысел выбран", bg: "замисълът е избран" },
  plot_none: { en: "no plot revealed", ru: "замысел не вскрыт", bg: "няма разкрит замисъл" },
  you: { en: "you", ru: "вы", bg: "вие" },
  council: { en: "Small Council (titles this round)", ru: "Малый совет (титулы этого раунда)", bg: "Малкият съвет (титли за този рунд)" },
  no_title: { en: "no title", ru: "без титула", bg: "без титла" },
  title_ready: { en: "title chosen", ru: "титул выбран", bg: "титлата е избрана" },
  may_challenge: { en: "may challenge: {who}", ru: "может вызвать: {who}", bg: "може да предизвика: {who}" },
  out: { en: "out of the game", ru: "выбыл(а)", bg: "отпаднал(а)" },
  trigger: { en: "{timing} window: {point}", ru: "Окно «{timing}»: {point}", bg: "Прозорец „{timing}“: {point}" },
};

// Several seats would win at once (spec §1.3, §5.19): the first player picks the winner. The
// view's ``choosing_winner`` {seat, reason, among}; everyone else would only see "Waiting for".
const WINNER = {
  other: { en: "{who}, the first player, chooses the winner between {among}: {why}",
    ru: "{who}, первый игрок, выбирает победителя: {among} — {why}",
    bg: "{who}, първият играч, избира победителя между {among}: {why}" },
  self: { en: "You, the first player, choose the winner between {among}: {why}",
    ru: "Вы, первый игрок, выбираете победителя: {among} — {why}",
    bg: "Вие, първият играч, избирате победителя между {among}: {why}" },
  // the last two names of the list are joined by this word ("A, B and C")
  and: { en: "and", ru: "или", bg: "и" },
  power: { en: "both reached 15 power at once", ru: "оба набрали 15 власти одновременно",
    bg: "и двамата достигнаха 15 власт едновременно" },
  power_all: { en: "all reached 15 power at once", ru: "все набрали 15 власти одновременно",
    bg: "всички достигнаха 15 власт едновременно" },
  all_decked: { en: "both draw decks ran out at once", ru: "у обоих одновременно закончились колоды",
    bg: "тестетата и на двамата свършиха едновременно" },
  all_decked_all: { en: "all their draw decks ran out at once", ru: "у всех одновременно закончились колоды",
    bg: "тестетата на всички свършиха едновременно" },
  chose: { en: "{who}, the first player, chose the winner.", ru: "Победителя выбрал первый игрок: {who}.",
    bg: "Победителя избра първият играч: {who}." },
};

// The timing points a reaction or interrupt window answers (the view's trigger.event: the
// ``when`` events of the card scripts; tests/games/lcg2e/test_frontend_data.py checks that
// every one is worded here).
const TRIGGER_POINTS = {
  bypassed_by_stealth: { en: "a character bypassed by stealth", ru: "персонаж обойдён скрытностью", bg: "герой, заобиколен с промъкване" },
  challenge_initiated: { en: "a challenge initiated", ru: "объявлен вызов", bg: "обявено предизвикателство" },
  collects_income: { en: "income collected", ru: "собран доход", bg: "събран доход" },
  discarded: { en: "a card discarded from play", ru: "карта сброшена из игры", bg: "карта, изхвърлена от игра" },
  enters_play: { en: "a card entering play", ru: "карта входит в игру", bg: "карта влиза в игра" },
  event_played: { en: "an event played", ru: "разыграно событие", bg: "изиграно събитие" },
  gains_power: { en: "power gained", ru: "получена власть", bg: "получена власт" },
  killed: { en: "a character killed", ru: "персонаж убит", bg: "убит герой" },
  phase_begins: { en: "a phase beginning", ru: "начало фазы", bg: "начало на фаза" },
  phase_ends: { en: "a phase ending", ru: "конец фазы", bg: "край на фаза" },
  pillage_discard: { en: "a card discarded by pillage", ru: "карта сброшена грабежом", bg: "карта, изхвърлена с плячкосване" },
  returned: { en: "a card returned to hand", ru: "карта возвращена в руку", bg: "карта, върната в ръката" },
  sacrificed: { en: "a card sacrificed", ru: "карта принесена в жертву", bg: "пожертвана карта" },
  stands: { en: "a card standing", ru: "карта выпрямляется", bg: "карта се изправя" },
  str_increased: { en: "a character's STR raised", ru: "СИЛ персонажа повышена", bg: "увеличена СИЛ на герой" },
  win_challenge: { en: "a challenge won", ru: "победа в вызове", bg: "спечелено предизвикателство" },
  win_dominance: { en: "dominance won", ru: "победа в господстве", bg: "спечелено надмощие" },
  would_initiate: { en: "an effect about to initiate", ru: "эффект вот-вот сработает", bg: "ефект на път да се задейства" },
};


// Faction cards are referred to as f0, f1; everything else through the view's ids.
export function refName(ref, v) {
  if (typeof ref !== "string") return null;
  const f = /^f(\d+)$/.exec(ref);
  if (f) {
    const z = ((v && v.seats) || [])[Number(f[1])];
    return z ? factionName(z.faction) : null;
  }
  const code = codesOf(v)[ref];
  return code ? cardName(code) : null;
}

export function nameOf(id, v) { return refName(id, v); }

export function seatName(seat, v) {
  const z = ((v && v.seats) || [])[seat];
  return z ? factionName(z.faction) : null;
}

export const events = eventsWith({}, {}, LCG2E);

// The cards as this page names and opens them (card-table.js draws with it).
export const kit = LCG2E;

// the log (lcg2e-events.js) names the view's cards by their codes
export { codesOf };

// A card the event log names opens the table's dialog with its printed text (events.js).
export function openCardCode(code) { openCard(code); }

// What the result's scores count (match.js's result card).
export const scoresLabel = { en: "Power", ru: "Власть", bg: "Власт" };

export const reasons = {
  power: { en: "15 power reached", ru: "Набрано 15 власти", bg: "Събрани са 15 власт" },
  learning_decked: { en: "A draw deck ran out (learning game): most power wins",
    ru: "Колода закончилась (учебная игра): побеждает больше власти", bg: "Тесте свърши (учебна игра): печели повече власт" },
  decked: { en: "A player's draw deck ran out", ru: "У игрока закончилась колода", bg: "Тестето на играч свърши" },
  all_decked: { en: "Every draw deck left ran out at once", ru: "Все оставшиеся колоды закончились одновременно",
    bg: "Всички останали тестета свършиха едновременно" },
};




// The priority holder's badge: an hourglass drawn here, since the ⏳ emoji is an empty box where
// the font lacks it (headless Chromium, older phones); its words are in the badge for screen readers.
function hourglass() {
  return svg("svg", { class: "icon", viewBox: "0 0 12 16", width: "9", height: "12", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: "M1.5 1h9M1.5 15h9M2.5 1c0 4.5 3.5 5 3.5 7s-3.5 2.5-3.5 7M9.5 1c0 4.5-3.5 5-3.5 7s3.5 2.5 3.5 7",
      fill: "none", stroke: "currentColor", "stroke-width": "1.4", "stroke-linecap": "round" }),
    svg("path", { d: "M3.6 14.2Q6 11 8.4 14.2zM4.2 4h3.6L6 6.2z", fill: "currentColor" }));   // the sand: a little left, most fallen
}

function seatArea(v, seat, ctx) {
  const z = v.seats[seat];
  const mine = seat === ctx.seat;
  const inPlay = z.play || [];
  const byType = (t) => inPlay.filter((c) => c.code && (card(c.code) || {}).type === t);
  const chars = byType("character");
  const locs = inPlay.filter((c) => !c.code || (card(c.code) || {}).type !== "character");
  const holder = v.priority ? v.priority.holder : v.trigger ? v.trigger.holder : null;
  const fc = z.faction_card || {};
  const faction = h("div", { class: ["lcard", "t-faction", `f-${z.faction}`, fc.kneeling ? "kneeling" : null], "data-card": `f${seat}` },
    factionNode(z.faction), " ", h("span", { class: "lcard-name" }, factionName(z.faction)),
    fc.power ? h("span", { class: "lcard-power" }, `◆${fc.power}`) : null,
    fc.kneeling ? h("span", { class: "lcard-kneel" }, "⤵ ", pick(W.kneeling)) : null);
  const plotChosen = v.plots_chosen && v.plots_chosen[String(seat)];
  return h("section", { class: ["lseat", mine ? "mine" : null, acting(v) === seat ? "active" : null], "data-seat": seat },
    h("div", { class: "lseat-head" },
      h("strong", {}, ctx.seatName(seat)), mine ? h("span", { class: "badge you" }, pick(W.you)) : null,
      v.first_player === seat ? h("span", { class: "badge first" }, "♛ ", pick(W.first)) : null,
      acting(v) === seat ? h("span", { class: "badge turn", title: pick(W.turn, { who: ctx.seatName(seat) }) }, "▶") : null,
      holder === seat ? h("span", { class: "badge priority", title: pick(W.priority, { who: ctx.seatName(seat) }) },
        hourglass(), h("span", { class: "sr-only" }, pick(W.priority, { who: ctx.seatName(seat) }))) : null),
    h("p", { class: "lseat-stats" },
      h("span", { class: "stat", "data-stat": "power" }, pick(W.power, { v: (v.power || [])[seat] ?? 0 })), " · ",
      h("span", { class: "stat", "data-stat": "gold" }, pick(W.gold, { v: z.gold })), " · ",
      z.reserve !== null && z.reserve !== undefined ? [h("span", { class: "stat" }, pick(W.reserve, { v: z.reserve })), " · "] : null,
      h("span", { class: "stat", "data-stat": "hand" }, pick(W.hand_count, { n: Array.isArray(z.hand) ? z.hand.length : (z.hand || {}).count || 0 })), " · ",
      h("span", { class: "stat", "data-stat": "deck" }, pick(W.deck, { n: (z.deck || {}).count ?? 0 })), " · ",
      h("span", { class: "stat" }, pick(W.plots_left, { n: Array.isArray(z.plot_deck) ? z.plot_deck.length : (z.plot_deck || {}).count ?? 0 }))),
    h("div", { class: "lrow lrow-head" }, faction,
      z.plot ? cardNode(z.plot, ctx, { plot: true }) : h("span", { class: "muted plot-slot" }, pick(plotChosen ? W.plot_ready : W.plot_none)),
      z.agenda ? cardNode(z.agenda, ctx) : null, z.title ? cardNode(z.title, ctx) : null),
    h("div", { class: "lrow characters", role: "group", "aria-label": pick(W.characters) }, chars.length ? chars.map((c) => cardNode(c, ctx)) : null),
    h("div", { class: "lrow locations", role: "group", "aria-label": pick(W.locations) }, locs.length ? locs.map((c) => cardNode(c, ctx)) : null),
    Array.isArray(z.setup) && z.setup.length ? h("div", { class: "lrow setup" }, h("span", { class: "label" }, pick(W.setup_cards), ": "),
      z.setup.map((c) => cardNode(c, ctx))) : (z.setup && z.setup.count ? h("p", { class: "muted" }, pick(W.setup_cards), `: ${z.setup.count}`) : null),
    h("div", { class: "lpiles" }, pileDetails(W.discard, z.discard, ctx, "discard"), pileDetails(W.dead, z.dead, ctx, "dead"),
      pileDetails(W.used, z.used_plots, ctx, "used")));
}

// Melee: each seat's title (a pick still hidden reads "title chosen") and whom it may
// challenge (the view's melee.may_challenge, by the titles' support; not once the game is over),
// eliminated seats marked.
function councilPanel(v, ctx) {
  const m = v.melee;
  if (!m) return null;
  const rows = v.seats.map((z, s) => {
    const out = (m.eliminated || []).includes(s);
    const chosen = v.titles_chosen && v.titles_chosen[String(s)];
    const title = z.title ? cardName(z.title.code)
      : chosen && chosen.title ? cardName(chosen.title) : pick(chosen ? W.title_ready : W.no_title);
    const may = (m.may_challenge || {})[String(s)] || {};
    const whom = [...new Set([].concat(...Object.values(may)))].sort((a, b) => a - b);
    return h("li", { "data-seat": s, class: out ? "out" : null },
      h("strong", {}, ctx.seatName(s)), " — ", out ? pick(W.out)
        : [h("span", { class: "ltitle", "data-title": z.title ? z.title.code : "" }, title), v.result ? null : [" · ",
          pick(W.may_challenge, { who: whom.length ? whom.map((x) => ctx.seatName(x)).join(", ") : pick(W.none) })]]);
  });
  return h("section", { class: ["panel", "lcg-council"], id: "council" }, h("h3", {}, pick(W.council)), h("ul", {}, rows));
}





function statusLine(v, ctx) {
  const over = overLine(v);
  if (over) return over;
  const phase = v.phase ? (v.phase === "setup" ? pick(W.setup) : term("phases", v.phase)) : pick(W.setup);
  const bits = [v.round ? pick(W.round, { r: v.round }) : null, pick(W.phase, { p: phase })];
  if (Number.isInteger(acting(v))) bits.push(pick(W.turn, { who: ctx.seatName(v.active) }));
  // a reaction or interrupt window says what it answers: every seat sees it is open
  const tr = v.trigger && TRIGGER_POINTS[v.trigger.event] ? v.trigger : null;
  if (tr) bits.push(pick(W.trigger, { timing: term("abilities", tr.timing), point: pick(TRIGGER_POINTS[tr.event]) }));
  const holder = v.priority ? v.priority.holder : tr ? tr.holder : null;
  if (Number.isInteger(holder)) bits.push(pick(W.priority, { who: ctx.seatName(holder) }));
  if (Array.isArray(v.to_act) && v.to_act.length) bits.push(pick(W.waiting, { who: v.to_act.map((s) => ctx.seatName(s)).join(", ") }));
  return h("p", { class: "lcg-status", id: "lcg-status", "data-phase": v.phase || "", "data-round": v.round ?? "",
    "data-trigger": tr ? tr.timing : "" }, bits.filter(Boolean).join(" · "));
}

// The match page puts it in its head instead of "Waiting for: <first player>" (match.js).
export function waitingLine(v, ctx) {
  const cw = v.choosing_winner;
  if (!cw || !Array.isArray(cw.among) || !cw.among.length || v.result) return null;
  const names = cw.among.map((s) => ctx.seatName(s));
  const among = names.length > 1 ? `${names.slice(0, -1).join(", ")} ${pick(WINNER.and)} ${names[names.length - 1]}` : names[0];
  const why = WINNER[names.length > 2 ? `${cw.reason}_all` : cw.reason];
  return h("span", { class: "lcg-winner", id: "lcg-winner", "data-reason": cw.reason || "" }, "♛ ",
    pick(cw.seat === ctx.seat ? WINNER.self : WINNER.other, { who: ctx.seatName(cw.seat), among, why: why ? pick(why) : "" }));
}


// The result of a game whose winner the first player picked: several seats at 15 power (the
// game ends the moment one reaches it, so two there means they got there at once), or every
// seat left decked together.
export function resultDetails(result, ctx) {
  const v = ctx.view;
  const chosen = result.reason === "all_decked" || fifteenTogether(result);
  if (!chosen || !v || !Number.isInteger(v.first_player)) return null;
  return h("p", { class: "muted", id: "winner-chosen" }, pick(WINNER.chose, { who: ctx.seatName(v.first_player) }));
}

// The action windows a seat may have passed for it (api/games/lcg2e/settings.py WINDOWS).
const WINDOWS = {
  plot: { en: "Plot phase", ru: "Фаза замыслов", bg: "Фаза на замислите" },
  draw: { en: "Draw phase", ru: "Фаза набора", bg: "Фаза на теглене" },
  marshaling: { en: "Opponent's marshaling", ru: "Сбор войск соперника", bg: "Мобилизация на противника" },
  challenge_begin: { en: "Before each challenge", ru: "Перед каждым вызовом", bg: "Преди всяко предизвикателство" },
  attackers_declared: { en: "After attackers are declared", ru: "После объявления зачинщиков", bg: "След обявяване на нападателите" },
  defenders_declared: { en: "After defenders are declared", ru: "После объявления защитников", bg: "След обявяване на защитниците" },
  dominance: { en: "Dominance phase", ru: "Фаза господства", bg: "Фаза на надмощие" },
  standing: { en: "Standing phase", ru: "Фаза восстановления", bg: "Фаза на изправяне" },
  taxation: { en: "Taxation phase", ru: "Фаза налогов", bg: "Фаза на данъците" },
  interrupts: { en: "Interrupts I could play", ru: "Прерывания, которые я мог бы сыграть", bg: "Прекъсвания, които бих изиграл" },
  reactions: { en: "Reactions I could play", ru: "Реакции, которые я мог бы сыграть", bg: "Реакции, които бих изиграл" },
};
const S = {
  effects: { en: "Lasting effects", ru: "Длительные эффекты", bg: "Трайни ефекти" },
  until: { challenge: { en: "until the end of the challenge", ru: "до конца вызова", bg: "до края на предизвикателството" },
    phase: { en: "until the end of the phase", ru: "до конца фазы", bg: "до края на фазата" },
    round: { en: "until the end of the round", ru: "до конца раунда", bg: "до края на рунда" },
    new_plot: { en: "until {who} reveals a new plot", ru: "пока {who} не вскроет новый замысел", bg: "докато {who} разкрие нов замисъл" } },
  by: { en: "from {source}", ru: "от: {source}", bg: "от: {source}" },
  by_seat: { en: "by {who}", ru: "вызвал: {who}", bg: "от: {who}" },
  a_card: { en: "a card", ru: "карта", bg: "карта" },
};
const VERBS = {
  modify_str: { en: "{sign}{amount} STR", ru: "{sign}{amount} к СИЛ", bg: "{sign}{amount} СИЛ" },
  gain_icon: { en: "gains {icon}", ru: "получает {icon}", bg: "получава {icon}" },
  lose_icon: { en: "loses {icon}", ru: "теряет {icon}", bg: "губи {icon}" },
  gain_keyword: { en: "gains {keyword}", ru: "получает {keyword}", bg: "получава {keyword}" },
  lose_keyword: { en: "loses {keyword}", ru: "теряет {keyword}", bg: "губи {keyword}" },
  gain_trait: { en: "gains the trait {trait}", ru: "получает черту {trait}", bg: "получава черта {trait}" },
  lose_trait: { en: "loses the trait {trait}", ru: "теряет черту {trait}", bg: "губи черта {trait}" },
  blank: { en: "text box blank", ru: "текст не действует", bg: "текстът не действа" },
  plot_value: { en: "{sign}{amount} {value}", ru: "{sign}{amount} {value}", bg: "{sign}{amount} {value}" },
  dominance_str: { en: "{sign}{amount} STR for dominance", ru: "{sign}{amount} СИЛ в господстве", bg: "{sign}{amount} СИЛ за надмощие" },
  cost_reduction: { en: "the next card marshaled costs {amount} less", ru: "следующая вводимая карта дешевле на {amount}",
    bg: "следващата мобилизирана карта струва с {amount} по-малко" },
  other: { en: "changes the rules of play", ru: "меняет правила игры", bg: "променя правилата на играта" },
};

function effectLine(e, v, ctx) {
  // the card an effect comes from opens its text at a tap, as every card name on the page does
  const [before, after] = pick(S.by, { source: "\u0001" }).split("\u0001");
  const source = e.source_code
    ? [before, h("button", { type: "button", class: "card-chip effect-source", "data-code": e.source_code,
      onclick: (ev) => { ev.preventDefault(); openCard(e.source_code); } }, cardName(e.source_code)), after]
    : pick(S.by_seat, { who: ctx.seatName(e.by) });
  const attrs = { class: "effect", "data-verb": e.verb, "data-until": e.until };
  if (!VERBS[e.verb]) {
    // A rule this panel has no short words for: the log's sentence for it ("Eddard Stark cannot
    // be declared as a defender until the end of the phase"), else "changes the rules of play".
    const said = effectText({ ...e, source: null }, ctx, LCG2E, (id) => refName(id, v) || pick(S.a_card));
    if (said) return h("li", attrs, said.replace(/\.$/, ""), " (", source, ")");
  }
  const p = e.params || {};
  const amount = typeof p.amount === "number" ? Math.abs(p.amount) : p.amount;
  const words = {
    sign: typeof p.amount === "number" && p.amount < 0 ? "−" : "+", amount,
    icon: p.icon ? term("icons", p.icon) : "", keyword: p.keyword ? term("keywords", String(p.keyword).split(":")[0]) : "",
    trait: p.trait ? term("traits", p.trait) : "", value: p.value ? term("plot_values", p.value) : "",
  };
  const targets = Array.isArray(e.cards) ? e.cards.map((id) => refName(id, v) || "?").join(", ")
    : Number.isInteger(e.seat) ? ctx.seatName(e.seat) : "";
  const until = S.until[e.until] ? pick(S.until[e.until], { who: ctx.seatName(e.by) }) : "";
  return h("li", attrs, targets ? h("strong", {}, targets, ": ") : null, pick(VERBS[e.verb] || VERBS.other, words),
    " — ", until, " (", source, ")");
}

function effectsPanel(v, ctx) {
  if (!Array.isArray(v.effects) || !v.effects.length) return null;
  return h("section", { class: "panel lcg-effects", id: "effects" }, h("h3", {}, pick(S.effects)),
    h("ul", { class: "plain" }, v.effects.map((e) => effectLine(e, v, ctx))));
}



export function render(ctx) {
  const v = tableView(ctx);
  if (!v || !Array.isArray(v.seats)) return null;
  const n = v.seats.length;
  const me = Number.isInteger(ctx.seat) ? ctx.seat : null;
  // The opponents' areas on top (in a melee each in seat order), one's own at the bottom (a
  // spectator sees seat 0 at the bottom).
  const bottom = me ?? 0;
  const order = [...Array(n).keys()].filter((s) => s !== bottom).concat([bottom]);
  const root = h("div", { class: "lcg2e" }, statusLine(v, ctx));
  const council = councilPanel(v, ctx);
  if (council) root.append(council);
  for (const s of order) {
    if (s === bottom) root.append(challengePanel(v, ctx) || "");
    root.append(seatArea(v, s, ctx));
  }
  if (me !== null && Array.isArray(v.seats[me].hand)) {
    root.append(h("section", { class: "panel lhand" }, h("h3", {}, pick(W.your_hand)),
      h("div", { class: "lcards", id: "hand" }, v.seats[me].hand.map((c) => cardNode(c, ctx)))));
  }
  const effects = effectsPanel(v, ctx);
  if (effects) root.append(effects);
  const autopass = autopassPanel(v, ctx, WINDOWS);
  if (autopass) root.append(autopass);
  return root;
}

// Decision buttons that name a card get an ⓘ beside them opening its text (used by decisions.js).
export function optionInfo(option, ctx) {
  const a = option.action || {};
  const id = typeof a.card === "string" ? a.card : typeof a.choice === "string" ? a.choice : null;
  // a title offered in a melee, and a card looked at in a deck (Summons: its id stays hidden),
  // are named by their codes: their texts open too
  const named = typeof a.title === "string" ? a.title : typeof a.code === "string" ? a.code : null;
  const code = named || (id && ctx.view ? codesOf(ctx.view)[id] : null);
  return code && card(code) ? cardButton(code, cardName(code)) : null;
}

// A lone Pass says why nothing else is offered (lone-pass.js): on this page (used by
// decisions.js) and on hbo's, with its own cards and the same windows panel.
export function decisionNote(d, ctx) { return passNote(d, ctx, card); }
