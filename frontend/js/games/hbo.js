// Game of Thrones: The Card Game, HBO edition (two players, Stark against Lannister) on its
// RECONSTRUCTED card pool: the table draws like the 2nd edition's (lcg2e.js's cards, piles and
// challenge panel) with the view's hbo words — house card and its power, the revealed scenario,
// used scenarios — and says plainly, in every language, that the pool is a reconstruction.
import { h } from "../dom.js";
import { pick } from "../i18n.js";
import { KIT } from "./hbo-card.js";
import { EVENTS } from "./hbo-events.js";
import { acting, autopassPanel, cardNode, challengePanel, codesOf as cardCodes, fifteenTogether, overLine, passNote, pileDetails,
  tableView } from "./card-table.js";

// The card names and terms the log (hbo-events.js) and lcg2e.js's card drawing use.
export { KIT as kit };

export { name, matches } from "./hbo-meta.js";

const W = {
  pool: { en: "Card pool reconstructed", ru: "Набор карт восстановлен", bg: "Наборът карти е възстановен" },
  pool_note: { en: "Not the publisher's card list: the cards' values and texts were rebuilt for this site.",
    ru: "Это не список карт издателя: значения и тексты карт восстановлены для этого сайта.",
    bg: "Това не е списъкът карти на издателя: стойностите и текстовете са възстановени за този сайт." },
  round: { en: "Round {r}", ru: "Раунд {r}", bg: "Рунд {r}" },
  phase: { en: "{p} phase", ru: "Фаза: {p}", bg: "Фаза: {p}" },
  turn: { en: "{who} acts", ru: "Ходит: {who}", bg: "На ход е: {who}" },
  waiting: { en: "Waiting for: {who}", ru: "Ожидаем: {who}", bg: "Чакаме: {who}" },
  first: { en: "First player", ru: "Первый игрок", bg: "Първи играч" },
  you: { en: "you", ru: "вы", bg: "вие" },
  power: { en: "Power {v}", ru: "Власть {v}", bg: "Власт {v}" },
  gold: { en: "Gold {v}", ru: "Золото {v}", bg: "Злато {v}" },
  hand: { en: "Hand: {n}", ru: "В руке: {n}", bg: "В ръка: {n}" },
  deck: { en: "Deck {n}", ru: "Колода {n}", bg: "Тесте {n}" },
  scenarios: { en: "Scenarios {n}", ru: "Сценарии {n}", bg: "Сценарии {n}" },
  made: { en: "Challenges made: {list}", ru: "Вызовы: {list}", bg: "Предизвикателства: {list}" },
  discard: { en: "Discard pile", ru: "Сброс", bg: "Изхвърлени" },
  dead: { en: "Dead pile", ru: "Кладбище", bg: "Гробище" },
  used: { en: "Used scenarios", ru: "Использованные сценарии", bg: "Използвани сценарии" },
  characters: { en: "Characters", ru: "Персонажи", bg: "Персонажи" },
  locations: { en: "Locations and attachments", ru: "Места и прикрепления", bg: "Места и приложения" },
  setup_cards: { en: "Setup cards (face down)", ru: "Стартовые карты (рубашкой вверх)", bg: "Начални карти (с гръб нагоре)" },
  scenario_ready: { en: "scenario chosen", ru: "сценарий выбран", bg: "сценарият е избран" },
  scenario_none: { en: "no scenario revealed", ru: "сценарий не вскрыт", bg: "няма разкрит сценарий" },
  kneeling: { en: "kneeling", ru: "склонён", bg: "преклонен" },
  your_hand: { en: "Your hand", ru: "Ваша рука", bg: "Вашата ръка" },
};

// Every card id the view shows mapped to its code, so the log and the buttons can name cards.
export function codesOf(v) {
  return cardCodes(v, ["scenario"], ["play", "hand", "scenarios", "setup", "discard", "dead", "used_scenarios", "removed"]);
}

// House cards are f0, f1 in events; every other card through the view's ids.
export function nameOf(ref, v) {
  if (typeof ref !== "string") return null;
  const f = /^f(\d+)$/.exec(ref);
  if (f) return seatName(Number(f[1]), v);
  const code = codesOf(v)[ref];
  return code ? KIT.cardName(code) : null;
}

export function seatName(seat, v) {
  const z = ((v && v.seats) || [])[seat];
  return z ? KIT.factionName(z.house) : null;
}

export const events = EVENTS;

// A card the event log names opens the table's dialog with its printed text (events.js).
export function openCardCode(code) { KIT.openCard(code); }

// What the result's scores count (match.js's result card).
export const scoresLabel = { en: "Power", ru: "Власть", bg: "Власт" };

export const reasons = {
  power: { en: "15 power reached", ru: "Набрано 15 власти", bg: "Събрани са 15 власт" },
  round_limit: { en: "The round limit was reached: most power wins", ru: "Достигнут предел раундов: побеждает больше власти",
    bg: "Достигнат е пределът на рундовете: печели повече власт" },
};

// Both houses at 15 power at once: the first player of the round wins, without a choice.
const TIE_WON = {
  en: "Both reached 15 power at once: the first player of the round, {who}, wins.",
  ru: "Оба набрали 15 власти одновременно: побеждает первый игрок раунда, {who}.",
  bg: "И двамата достигнаха 15 власт едновременно: печели първият играч на рунда, {who}.",
};

export function resultDetails(result, ctx) {
  const v = ctx.view;
  if (!fifteenTogether(result) || !v || !Number.isInteger(v.first_player)) return null;
  return h("p", { class: "muted", id: "tie-won" }, pick(TIE_WON, { who: ctx.seatName(v.first_player) }));
}

const count = (x) => (Array.isArray(x) ? x.length : (x || {}).count ?? 0);

function statusLine(v, ctx) {
  const over = overLine(v);
  if (over) return over;
  // before round 1 (setup) there is no round to name, as on lcg2e's page ("Round 0" read oddly)
  const bits = [v.round ? pick(W.round, { r: v.round }) : null, pick(W.phase, { p: KIT.term("phases", v.phase) })].filter(Boolean);
  if (Number.isInteger(acting(v))) bits.push(pick(W.turn, { who: ctx.seatName(v.active) }));
  if (Array.isArray(v.to_act) && v.to_act.length) bits.push(pick(W.waiting, { who: v.to_act.map((s) => ctx.seatName(s)).join(", ") }));
  return h("p", { class: "lcg-status", id: "lcg-status", "data-phase": v.phase || "", "data-round": v.round ?? "" }, bits.join(" · "));
}

function poolLabel() {
  return h("p", { class: "badge hbo-pool", id: "hbo-pool", role: "note" }, "⚠ ", h("strong", {}, pick(W.pool)), " — ", pick(W.pool_note));
}

function seatArea(v, seat, ctx) {
  const z = v.seats[seat];
  const mine = seat === ctx.seat;
  const play = z.play || [];
  const isChar = (c) => (KIT.card(c.code) || {}).type === "character";
  const fc = z.faction_card || {};
  const house = h("div", { class: ["lcard", "t-faction", `f-${z.house}`, fc.kneeling ? "kneeling" : null], "data-card": `f${seat}` },
    KIT.factionNode(z.house), " ", h("span", { class: "lcard-name" }, KIT.factionName(z.house)),
    z.banner_power ? h("span", { class: "lcard-power", title: KIT.term("game", "power") }, `◆${z.banner_power}`) : null,
    fc.kneeling ? h("span", { class: "lcard-kneel" }, "⤵ ", pick(W.kneeling)) : null);
  const chosen = v.scenario_chosen && v.scenario_chosen[String(seat)];
  const made = (z.challenges_made || []).map((t) => KIT.term("challenges", t)).join(", ");
  const stat = (key, text) => h("span", { class: "stat", "data-stat": key }, text);
  return h("section", { class: ["lseat", mine ? "mine" : null, acting(v) === seat ? "active" : null], "data-seat": seat },
    h("div", { class: "lseat-head" }, h("strong", {}, ctx.seatName(seat)),
      mine ? h("span", { class: "badge you" }, pick(W.you)) : null,
      v.first_player === seat ? h("span", { class: "badge first" }, "♛ ", pick(W.first)) : null),
    h("p", { class: "lseat-stats" }, [
      stat("power", pick(W.power, { v: (v.power || [])[seat] ?? 0 })), stat("gold", pick(W.gold, { v: z.gold ?? 0 })),
      stat("hand", pick(W.hand, { n: count(z.hand) })), stat("deck", pick(W.deck, { n: count(z.deck) })),
      stat("scenarios", pick(W.scenarios, { n: count(z.scenarios) })),
      made ? stat("challenges", pick(W.made, { list: made })) : null,
    ].filter(Boolean).flatMap((n, i) => (i ? [" · ", n] : [n]))),
    h("div", { class: "lrow lrow-head" }, house,
      z.scenario ? cardNode(z.scenario, ctx, { plot: true })
        : h("span", { class: "muted plot-slot" }, pick(chosen ? W.scenario_ready : W.scenario_none))),
    h("div", { class: "lrow characters", role: "group", "aria-label": pick(W.characters) }, play.filter(isChar).map((c) => cardNode(c, ctx))),
    h("div", { class: "lrow locations", role: "group", "aria-label": pick(W.locations) }, play.filter((c) => !isChar(c)).map((c) => cardNode(c, ctx))),
    count(z.setup) ? h("p", { class: "muted" }, pick(W.setup_cards), `: ${count(z.setup)}`) : null,
    h("div", { class: "lpiles" }, pileDetails(W.discard, z.discard, ctx, "discard"),
      pileDetails(W.dead, z.dead, ctx, "dead"), pileDetails(W.used, z.used_scenarios, ctx, "used")));
}

export function render(ctx) {
  const v = tableView(ctx);
  if (!v || !Array.isArray(v.seats)) return null;
  const me = Number.isInteger(ctx.seat) ? ctx.seat : null;
  const bottom = me ?? 0;
  const root = h("div", { class: "lcg2e hbo" }, poolLabel(), statusLine(v, ctx), seatArea(v, 1 - bottom, ctx),
    challengePanel(v, ctx) || "", seatArea(v, bottom, ctx));
  if (me !== null && Array.isArray(v.seats[me].hand)) {
    root.append(h("section", { class: "panel lhand" }, h("h3", {}, pick(W.your_hand)),
      h("div", { class: "lcards", id: "hand" }, v.seats[me].hand.map((c) => cardNode(c, ctx)))));
  }
  const autopass = autopassPanel(v, ctx, WINDOWS);
  if (autopass) root.append(autopass);
  return root;
}

// The windows a seat may have passed for it (api/games/hbo/settings.py WINDOWS), in the
// rulebook's phase names.
const WINDOWS = {
  planning: { en: "Planning phase", ru: "Фаза планирования", bg: "Фаза на планиране" },
  draw: { en: "Draw phase", ru: "Фаза набора карт", bg: "Фаза на теглене" },
  marshaling: { en: "Opponent's marshaling", ru: "Сбор сил соперника", bg: "Строяване на противника" },
  before_challenge: { en: "Before each challenge", ru: "Перед каждым вызовом", bg: "Преди всяко предизвикателство" },
  after_attackers: { en: "After attackers are declared", ru: "После объявления нападающих", bg: "След обявяване на нападателите" },
  after_defenders: { en: "After defenders are declared", ru: "После объявления защитников", bg: "След обявяване на защитниците" },
  dominance: { en: "Dominance phase", ru: "Фаза превосходства", bg: "Фаза на надмощие" },
  standing: { en: "Standing phase", ru: "Фаза подъёма", bg: "Фаза на изправяне" },
  taxation: { en: "Taxation phase", ru: "Фаза налогов", bg: "Фаза на данъците" },
  reactions: { en: "Reactions I could play", ru: "Реакции, которые я мог бы сыграть", bg: "Реакции, които бих изиграл" },
  saves: { en: "Saves I could play", ru: "Спасения, которые я мог бы сыграть", bg: "Спасявания, които бих изиграл" },
};

// Decision buttons that name a card get an ⓘ beside them opening its text (used by decisions.js).
export function optionInfo(option, ctx) {
  const a = option.action || {};
  const id = typeof a.card === "string" ? a.card : typeof a.choice === "string" ? a.choice : null;
  // a scenario offered in the draft is named by its code (no card of the table yet)
  const code = typeof a.code === "string" ? a.code : id && ctx.view ? codesOf(ctx.view)[id] : null;
  return code && KIT.card(code) ? KIT.cardButton(code, KIT.cardName(code)) : null;
}

// A lone Pass says why nothing else is offered, from hbo's own cards (used by decisions.js).
export function decisionNote(d, ctx) { return passNote(d, ctx, KIT.card); }
