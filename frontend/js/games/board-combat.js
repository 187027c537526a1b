// The combat panel of the board game: both sides' units, order bonus, garrison, each support,
// house cards with their text, the Valyrian Steel Blade, Tides of Battle and the running and
// final totals (the view's combat.tally until the victor is decided, then the combat's own
// strength with the parts the combat-strength event gave); and the same as one log line.
import { h } from "../dom.js";
import { pick } from "../i18n.js";
import { HOUSES, UNITS, W as NAMES, areaName, houseName } from "./board-names.js";
import { cardChip, cardName, logCardWord, tidesName } from "./board-cards.js";

const W = {
  combat: NAMES.combat,
  attacker: NAMES.attacker,
  defender: NAMES.defender,
  from_area: NAMES.from_area,
  units: { en: "Units", ru: "Отряды", bg: "Единици" },
  march: { en: "March order", ru: "Приказ похода", bg: "Заповед за поход" },
  defense: { en: "Defense order", ru: "Приказ обороны", bg: "Заповед за отбрана" },
  garrison: { en: "Garrison", ru: "Гарнизон", bg: "Гарнизон" },
  support: { en: "Support", ru: "Подмога", bg: "Подкрепа" },
  card: { en: "House card", ru: "Карта Дома", bg: "Карта на дома" },
  blade: { en: "Valyrian Steel Blade", ru: "Валирийский меч", bg: "Валирийски меч" },
  tides: { en: "Tides of Battle", ru: "Карта перевеса", bg: "Превес в битката" },
  total: { en: "Total", ru: "Итого", bg: "Общо" },
  initial: { en: "Before the house cards", ru: "До карт Домов", bg: "Преди картите на домовете" },
  running: { en: "With the revealed cards", ru: "С открытыми картами", bg: "С разкритите карти" },
  final: { en: "Final strength", ru: "Итоговая сила", bg: "Крайна сила" },
  choosing: { en: "choosing a card…", ru: "выбирает карту…", bg: "избира карта…" },
  later: { en: "not chosen yet", ru: "ещё не выбрана", bg: "още не е избрана" },
  chosen: { en: "card chosen (hidden)", ru: "карта выбрана (скрыта)", bg: "картата е избрана (скрита)" },
  yours: { en: "your choice: {card}", ru: "ваш выбор: {card}", bg: "вашият избор: {card}" },
  declined: { en: "declined", ru: "отклонена", bg: "отказана" },
  lost: { en: "no longer counts", ru: "больше не учитывается", bg: "вече не се брои" },
  none: { en: "none", ru: "нет", bg: "няма" },
  winner: NAMES.winner,
  tie: { en: "a tie, won on the Fiefdoms track", ru: "ничья, решает трек Вотчин", bg: "равенство, решава скалата Владения" },
  routed: { en: "routed", ru: "разбит", bg: "разбит" },
  summary: { en: "Final strength: {a} {sa} against {d} {sd}.", ru: "Итоговая сила: {a} {sa} против {d} {sd}.",
    bg: "Крайна сила: {a} {sa} срещу {d} {sd}." },
  note_initial: { en: "{a} {sa} against {d} {sd}, before the house cards.", ru: "{a} {sa} против {d} {sd}, до карт Домов.",
    bg: "{a} {sa} срещу {d} {sd}, преди картите на домовете." },
  note_running: { en: "{a} {sa} against {d} {sd}, with the revealed cards.", ru: "{a} {sa} против {d} {sd}, с открытыми картами.",
    bg: "{a} {sa} срещу {d} {sd}, с разкритите карти." },
  initial_summary: { en: "Before the house cards: {list}.", ru: "До карт Домов: {list}.", bg: "Преди картите на домовете: {list}." },
};

const PART_ORDER = ["units", "march", "defense", "garrison", "support", "card", "blade", "tides"];

function signed(n) { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

// "8 (units 2, March +1, support 3, house card Stannis Baratheon 4)": the parts that are not
// zero; the house card and the Tides of Battle card by name when the line knows them (named:
// {card, tides}), shown then even when they add nothing (a skull still counts).
export function partsText(total, parts, named = {}) {
  const part = (k) => {
    if (k === "tides" && named.tides) return named.tides;      // its name says its strength
    const label = pick(W[k]).toLocaleLowerCase();
    const value = k === "units" || k === "support" || k === "card" || k === "garrison" ? parts[k] ?? 0 : signed(parts[k]);
    return k === "card" && named.card ? `${label} ${named.card} ${value}` : `${label} ${value}`;
  };
  const shown = PART_ORDER.filter((k) => parts && (parts[k] || named[k])).map(part);
  return shown.length ? `${total} (${shown.join(", ")})` : String(total);
}

function unitsLine(units) {
  return (units || []).map((u) => `${pick(UNITS[u.type] || { en: u.type })}${u.routed ? ` (${pick(W.routed)})` : ""}`).join(", ") || pick(W.none);
}

function lastBreakdown(ctx, c) {
  const evs = ctx.events || [];
  for (let i = evs.length - 1; i >= 0; i -= 1) {
    const ev = evs[i];
    if (ev.type === "combat-strength" && ev.breakdown && ev.breakdown[c.attacker] && ev.breakdown[c.defender]) return ev.breakdown;
    if (ev.type === "combat-started") return null;
  }
  return null;
}

// A side's house card: shown once revealed; before that one's own choice, and for the other side
// only whether it has chosen. `ready` (view.py) exists only while the cards are being chosen; the
// other house's `sealed` entry reads "ready" all through a combat (it hides its Tides draws), so
// it says nothing about the card.
function cardCell(ctx, c, side, myHouse) {
  const v = ctx.view;
  const house = c[side];
  const shown = (c.cards || {})[side];
  if (shown) return h("span", { "data-card-state": "revealed" }, cardChip(v, shown));
  const sealed = (c.sealed || {})[house];
  if (house === myHouse && sealed && typeof sealed === "object" && sealed.card) {
    return h("span", { "data-card-state": "yours" }, pick(W.yours, { card: "" }), cardChip(v, sealed.card));
  }
  const muted = (state, words) => h("span", { class: "muted", "data-card-state": state }, pick(words));
  if (!c.ready) return muted("later", W.later);
  return c.ready[house] ? muted("chosen", W.chosen) : muted("choosing", W.choosing);
}

function sideColumn(ctx, c, side, myHouse, parts, total) {
  const v = ctx.view;
  const house = c[side];
  const units = side === "attacker" ? c.attackers
    : ((((v.areas || {})[c.area] || {}).units) || []).filter((u) => u.house === house);
  const row = (key, value, extra = null) => h("tr", { "data-part": key }, h("th", { scope: "row" }, pick(W[key])),
    h("td", {}, extra), h("td", { class: "num" }, value));
  const supports = ((c.tally && c.tally.supports) || c.supports || []).filter((s) => s.side === side);
  const rows = [row("units", parts ? String(parts.units ?? 0) : "", unitsLine(units))];
  if (side === "attacker") rows.push(row("march", parts ? signed(parts.march ?? 0) : ""));
  else {
    rows.push(row("defense", parts ? signed(parts.defense ?? 0) : ""));
    if (c.garrison) rows.push(row("garrison", String(c.garrison)));
  }
  for (const s of supports) {
    const state = !s.accepted ? pick(W.declined) : s.counts === false ? pick(W.lost) : null;
    rows.push(h("tr", { "data-part": "support", "data-house": s.house },
      h("th", { scope: "row" }, pick(W.support)),
      h("td", {}, `${houseName(s.house)} · ${areaName(s.area)}`, state ? ` (${state})` : ""),
      h("td", { class: "num" }, s.strength !== undefined && s.accepted && s.counts !== false ? String(s.strength) : "–")));
  }
  rows.push(row("card", parts && "card" in parts ? String(parts.card) : "", cardCell(ctx, c, side, myHouse)));
  if (c.blade === side || (parts && parts.blade)) rows.push(row("blade", "+1"));
  const tides = (c.tides || {})[side];
  if (c.tides_revealed && tides) rows.push(row("tides", parts ? String(parts.tides ?? 0) : "", cardChip(v, tides)));
  const colour = HOUSES[house] ? HOUSES[house].colour : "#777";
  return h("div", { class: ["combat-side", side], "data-side": side, "data-house": house },
    h("h4", {}, h("span", { class: "chip", style: `background:${colour}` }), " ", pick(W[side]), ": ", houseName(house),
      side === "attacker" && c.origin ? h("small", {}, ` (${pick(W.from_area, { area: areaName(c.origin) })})`) : null),
    h("table", { class: "combat-table" }, h("tbody", {}, rows),
      h("tfoot", {}, h("tr", { class: "total" }, h("th", { scope: "row" }, pick(W.total)), h("td", {}),
        h("td", { class: "num", "data-total": side }, total === null || total === undefined ? "?" : String(total))))));
}

// The combat's strengths so far in one line, under a question asked during it: on a phone the
// panel is a screen below the options (a house card list runs seven buttons long).
export function combatNote(ctx) {
  const c = ctx.view && ctx.view.combat;
  if (!c || !c.area || !c.tally || !c.attacker || !c.defender) return null;
  const sides = c.tally.sides;
  return h("p", { class: "combat-note", "data-attacker": sides.attacker.total, "data-defender": sides.defender.total },
    h("strong", {}, pick(W.combat, { area: areaName(c.area) })), ": ",
    pick(c.tally.with_cards ? W.note_running : W.note_initial, {
      a: houseName(c.attacker), sa: sides.attacker.total, d: houseName(c.defender), sd: sides.defender.total }));
}

export function combatPanel(ctx, myHouse) {
  const c = ctx.view && ctx.view.combat;
  if (!c || !c.area) return null;
  let parts = null;
  let totals = null;
  let stage;
  if (c.tally) {
    parts = { attacker: c.tally.sides.attacker.parts, defender: c.tally.sides.defender.parts };
    totals = { attacker: c.tally.sides.attacker.total, defender: c.tally.sides.defender.total };
    stage = c.tally.with_cards ? "running" : "initial";
  } else if (c.strength) {
    const b = lastBreakdown(ctx, c);
    parts = b ? { attacker: b[c.attacker], defender: b[c.defender] } : null;
    totals = c.strength;
    stage = "final";
  }
  const winner = c.winner ? c[c.winner] : null;
  const tie = winner && totals && totals.attacker === totals.defender;
  return h("div", { class: "panel combat", id: "combat", "data-stage": stage || "" },
    h("h3", {}, pick(W.combat, { area: areaName(c.area) })),
    stage ? h("p", { class: "combat-stage muted" }, pick(W[stage])) : null,
    h("div", { class: "combat-sides" },
      sideColumn(ctx, c, "attacker", myHouse, parts && parts.attacker, totals && totals.attacker),
      sideColumn(ctx, c, "defender", myHouse, parts && parts.defender, totals && totals.defender)),
    winner ? h("p", { class: "combat-winner", id: "combat-winner" }, h("strong", {}, pick(W.winner, { house: houseName(winner) })),
      tie ? ` (${pick(W.tie)})` : "") : null);
}

// Each house's house card and Tides of Battle card in the combat a strength line ends: the
// latest revealed before that line since its combat started (a card Tyrion sends back is
// replaced by the one revealed after it). The strength event names no card; the log's earlier
// lines do, and all of them are public.
function combatCards(ev, ctx) {
  const all = (ctx && ctx.events) || [];
  const id = Number(ev.id);
  const cards = {};
  const note = (house, kind, card) => {
    cards[house] = cards[house] || {};
    if (card && !cards[house][kind]) cards[house][kind] = card;
  };
  // The page keeps events nearly in id order: walk back from this line's place (a whole log
  // redrawn stays linear), skipping any later line that arrived before it.
  const at = all.indexOf(ev);
  for (let i = (at < 0 ? all.length : at) - 1; i >= 0; i -= 1) {
    const e = all[i];
    if (Number.isFinite(id) && Number(e.id) > id) continue;
    if (e.type === "combat-started") break;
    if (e.type === "house-card-revealed") note(e.house, "card", e.card);
    if (e.type === "house-cards-revealed" || e.type === "tides-revealed") {
      for (const [house, card] of Object.entries(e.cards || {})) note(house, e.type === "tides-revealed" ? "tides" : "card", card);
    }
  }
  return cards;
}

function namedCards(cards, ctx) {
  return Object.fromEntries(Object.entries(cards || {}).map(([k, id]) => [k, logCardWord(id, ctx)]));
}

// The log's line for a combat's final strengths and its initial strength.
export function strengthSummary(ev, ctx) {
  const houses = Object.keys(ev.strength || {});
  if (houses.length !== 2) return null;
  const [a, d] = houses;
  const b = ev.breakdown || {};
  const cards = combatCards(ev, ctx);
  const sa = partsText(ev.strength[a], b[a], namedCards(cards[a], ctx));
  const sd = partsText(ev.strength[d], b[d], namedCards(cards[d], ctx));
  return pick(W.summary, { a: houseName(a), sa, d: houseName(d), sd });
}

export function initialSummary(ev) {
  const list = Object.entries(ev.strength || {}).map(([hid, n]) => `${houseName(hid)} ${n}`).join(", ");
  return pick(W.initial_summary, { list });
}

export { cardName, tidesName };
