// Names the board game shows: houses, orders, units, areas, cards and the interface words of the
// board view, each in en/ru/bg.
import { pick } from "../i18n.js";
import MAP from "../data/board-map.js";

// Houses, tracks, units and orders are named by the API's terms.py and areas and cards by its
// names.json (both reach us through the generated module), so the board says what the prompts say.
const NOUNS = MAP.terms;
const COLOURS = { stark: "#6d7f8c", greyjoy: "#1f1f1f", lannister: "#b3261e", baratheon: "#d4a900",
  tyrell: "#2e7d32", martell: "#e67e22" };
const ORDER_SYMBOLS = { raid: "R", march: "M", defense: "D", support: "S", consolidate: "C" };
const UNIT_MARKS = { footman: "●", knight: "■", siege_tower: "▲", ship: "▼" };

export const HOUSES = Object.fromEntries(Object.entries(COLOURS)
  .map(([id, colour]) => [id, { colour, name: NOUNS.houses[id] }]));
export const ORDERS = Object.fromEntries(Object.entries(ORDER_SYMBOLS)
  .map(([id, sym]) => [id, { sym, name: NOUNS.orders[id] }]));
export const UNITS = NOUNS.units;

const lower = (word) => word.charAt(0).toLocaleLowerCase() + word.slice(1);
// The map legend's marks; the 1st edition has no siege engines and no garrisons (legendText).
const LEGEND_REST = {
  power: { en: "◆ power token", ru: "◆ жетон власти", bg: "◆ жетон за власт" },
  garrison: { en: "☖ garrison", ru: "☖ гарнизон", bg: "☖ гарнизон" },
  neutral: { en: "⬢ neutral force", ru: "⬢ нейтральная сила", bg: "⬢ неутрална сила" },
  hidden: { en: "? hidden order", ru: "? скрытый приказ", bg: "? скрита заповед" },
};
const NOT_IN_1E = new Set(["siege_tower", "garrison"]);

// The legend of the map of an edition ("1e" or "2e"), in the current language.
export function legendText(edition) {
  const shown = ([key]) => edition !== "1e" || !NOT_IN_1E.has(key);
  const units = Object.entries(UNIT_MARKS).filter(shown).map(([u, mark]) => `${mark} ${lower(pick(UNITS[u]))}`);
  return [...units, ...Object.entries(LEGEND_REST).filter(shown).map(([, t]) => pick(t))].join("  ");
}

export const W = {
  ...NOUNS.tracks,
  supply: { en: "Supply", ru: "Снабжение", bg: "Снабдяване" },
  victory: { en: "Victory (castles and strongholds)", ru: "Победа (замки и крепости)", bg: "Победа (замъци и крепости)" },
  wildlings: { en: "Wildling threat", ru: "Угроза одичалых", bg: "Заплаха от диваците" },
  power: { en: "Power tokens available", ru: "Доступные жетоны власти", bg: "Налични жетони за власт" },
  round: { en: "Round {r} of 10 · {phase}", ru: "Раунд {r} из 10 · {phase}", bg: "Рунд {r} от 10 · {phase}" },
  westeros: { en: "Westeros phase", ru: "Фаза Вестероса", bg: "Фаза Вестерос" },
  planning: { en: "Planning phase", ru: "Фаза замыслов", bg: "Фаза на планиране" },
  action: { en: "Action phase", ru: "Фаза действий", bg: "Фаза на действията" },
  over: { en: "the game is over", ru: "игра окончена", bg: "играта приключи" },
  tracks: { en: "Tracks", ru: "Треки", bg: "Скали" },
  house_cards: { en: "House cards", ru: "Карты Домов", bg: "Карти на домовете" },
  your_cards: { en: "Your house cards", ru: "Ваши карты Дома", bg: "Вашите карти на дома" },
  discarded: { en: "discarded", ru: "сброшена", bg: "изчистена" },
  map: { en: "Map of Westeros", ru: "Карта Вестероса", bg: "Карта на Вестерос" },
  zoom: { en: "Zoom", ru: "Масштаб", bg: "Мащаб" },
  routes: { en: "Show neighbours", ru: "Показать соседство", bg: "Покажи съседствата" },
  restrictions: { en: "Forbidden orders this round: {list}", ru: "Запрещены приказы: {list}", bg: "Забранени заповеди: {list}" },
  footman_support: { en: "Footmen give no support this round.", ru: "В этом раунде пешие воины не оказывают подмогу.", bg: "Този рунд пехотинците не дават подкрепа." },
  revealed: { en: "Westeros cards this round: {list}", ru: "Карты Вестероса этого раунда: {list}", bg: "Карти Вестерос този рунд: {list}" },
  wildling_top: { en: "Top wildling card (only you know): {card}", ru: "Верхняя карта одичалых (знаете только вы): {card}",
    bg: "Горната карта на диваците (знаете само вие): {card}" },
  bidding: { en: "Bidding: {context}", ru: "Торги: {context}", bg: "Наддаване: {context}" },
  ready: { en: "ready", ru: "готов", bg: "готов" },
  waiting: { en: "thinking", ru: "думает", bg: "мисли" },
  your_bid: { en: "your bid: {n}", ru: "ваша ставка: {n}", bg: "вашият залог: {n}" },
  wildlings_ctx: MAP.eventCards.wildlings_attack.name,
  combat: { en: "Combat in {area}", ru: "Бой за {area}", bg: "Битка за {area}" },
  attacker: { en: "Attacker", ru: "Нападающий", bg: "Нападател" },
  defender: { en: "Defender", ru: "Защитник", bg: "Защитник" },
  from_area: { en: "from {area}", ru: "из {area}", bg: "от {area}" },
  supports: { en: "Support: {list}", ru: "Подмога: {list}", bg: "Подкрепа: {list}" },
  card_chosen: { en: "card chosen", ru: "карта выбрана", bg: "картата е избрана" },
  strength: { en: "strength {n}", ru: "сила {n}", bg: "сила {n}" },
  winner: { en: "Winner: {house}", ru: "Победитель: {house}", bg: "Победител: {house}" },
  neutral_garrison: { en: "garrison {n}", ru: "гарнизон {n}", bg: "гарнизон {n}" },
};

export function areaName(id) {
  const a = MAP.areas[id];
  return a ? pick(a.name) : String(id);
}

export function houseName(hid) { return HOUSES[hid] ? pick(HOUSES[hid].name) : String(hid); }

export function cardName(id) {
  const c = MAP.houseCards[id];
  return c ? pick(c.name) : String(id);
}

export function nameOf(id) {
  if (MAP.areas[id]) return areaName(id);
  if (MAP.houseCards[id]) return cardName(id);
  if (MAP.eventCards[id]) return pick(MAP.eventCards[id].name);
  const first = MAP.editions["1e"].eventCards[id];   // the 1st edition's wildling outcome
  if (first) return pick(first.name);
  if (HOUSES[id]) return houseName(id);
  if (ORDERS[id]) return pick(ORDERS[id].name);
  if (UNITS[id]) return pick(UNITS[id]);
  return null;
}

// Strength modifiers of the order tokens (spec 2.2); raid and consolidate tokens have none.
const TOKEN_MODIFIER = { march_m1: -1, march_0: 0, march_s: 1, defense_1: 1, defense_2: 1, defense_s: 2,
  support_1: 0, support_2: 0, support_s: 1 };

export function tokenName(token) {
  if (!token) return "?";
  const type = String(token).split("_")[0];
  const o = ORDERS[type];
  if (!o) return String(token);
  const mod = TOKEN_MODIFIER[token];
  return `${pick(o.name)}${mod === undefined ? "" : mod < 0 ? ` −${-mod}` : ` +${mod}`}${String(token).endsWith("_s") ? " ★" : ""}`;
}
