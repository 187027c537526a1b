// Names the board game shows: houses, orders, units, areas, cards and the interface words of the
// board view, each in en/ru/bg.
import { pick } from "../i18n.js";
import MAP from "../data/board-map.js";

export const HOUSES = {
  stark: { colour: "#6d7f8c", name: { en: "Stark", ru: "Старк", bg: "Старк" } },
  greyjoy: { colour: "#1f1f1f", name: { en: "Greyjoy", ru: "Грейджой", bg: "Грейджой" } },
  lannister: { colour: "#b3261e", name: { en: "Lannister", ru: "Ланнистер", bg: "Ланистър" } },
  baratheon: { colour: "#d4a900", name: { en: "Baratheon", ru: "Баратеон", bg: "Баратеон" } },
  tyrell: { colour: "#2e7d32", name: { en: "Tyrell", ru: "Тирелл", bg: "Тирел" } },
  martell: { colour: "#e67e22", name: { en: "Martell", ru: "Мартелл", bg: "Мартел" } },
};

export const W = {
  iron_throne: { en: "Iron Throne", ru: "Железный трон", bg: "Железният трон" },
  fiefdoms: { en: "Fiefdoms", ru: "Вотчины", bg: "Владения" },
  kings_court: { en: "King's Court", ru: "Королевский двор", bg: "Кралският двор" },
  supply: { en: "Supply", ru: "Снабжение", bg: "Снабдяване" },
  victory: { en: "Victory (castles and strongholds)", ru: "Победа (замки и крепости)", bg: "Победа (замъци и крепости)" },
  wildlings: { en: "Wildling threat", ru: "Угроза одичалых", bg: "Заплаха от диваците" },
  power: { en: "Power tokens available", ru: "Доступные жетоны власти", bg: "Налични жетони за власт" },
  round: { en: "Round {r} of 10 · {phase}", ru: "Раунд {r} из 10 · {phase}", bg: "Рунд {r} от 10 · {phase}" },
  westeros: { en: "Westeros phase", ru: "Фаза Вестероса", bg: "Фаза Вестерос" },
  planning: { en: "Planning phase", ru: "Фаза замыслов", bg: "Фаза на планиране" },
  action: { en: "Action phase", ru: "Фаза действий", bg: "Фаза на действията" },
  tracks: { en: "Tracks", ru: "Треки", bg: "Скали" },
  house_cards: { en: "House cards", ru: "Карты Домов", bg: "Карти на домовете" },
  your_cards: { en: "Your house cards", ru: "Ваши карты Дома", bg: "Вашите карти на дома" },
  discarded: { en: "discarded", ru: "сброшена", bg: "изчистена" },
  map: { en: "Map of Westeros", ru: "Карта Вестероса", bg: "Карта на Вестерос" },
  zoom: { en: "Zoom", ru: "Масштаб", bg: "Мащаб" },
  legend: { en: "● footman  ■ knight  ▲ siege tower  ▼ ship  ◆ power token  ☖ garrison  ⬢ neutral force  ? hidden order",
    ru: "● пехотинец  ■ рыцарь  ▲ осадная башня  ▼ корабль  ◆ жетон власти  ☖ гарнизон  ⬢ нейтральная сила  ? скрытый приказ",
    bg: "● пехотинец  ■ рицар  ▲ обсадна кула  ▼ кораб  ◆ жетон за власт  ☖ гарнизон  ⬢ неутрална сила  ? скрита заповед" },
  port: { en: "Port: {name}", ru: "Порт: {name}", bg: "Пристанище: {name}" },
  restrictions: { en: "Forbidden orders this round: {list}", ru: "Запрещены приказы: {list}", bg: "Забранени заповеди: {list}" },
  revealed: { en: "Westeros cards this round: {list}", ru: "Карты Вестероса этого раунда: {list}", bg: "Карти Вестерос този рунд: {list}" },
  wildling_top: { en: "Top wildling card (only you know): {card}", ru: "Верхняя карта одичалых (знаете только вы): {card}",
    bg: "Горната карта на диваците (знаете само вие): {card}" },
  bidding: { en: "Bidding: {context}", ru: "Торги: {context}", bg: "Наддаване: {context}" },
  ready: { en: "ready", ru: "готов", bg: "готов" },
  waiting: { en: "thinking", ru: "думает", bg: "мисли" },
  your_bid: { en: "your bid: {n}", ru: "ваша ставка: {n}", bg: "вашият залог: {n}" },
  wildlings_ctx: { en: "Wildlings attack", ru: "Нашествие одичалых", bg: "Нападение на диваците" },
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

export const ORDERS = {
  raid: { sym: "R", name: { en: "Raid", ru: "Набег", bg: "Набег" } },
  march: { sym: "M", name: { en: "March", ru: "Поход", bg: "Поход" } },
  defense: { sym: "D", name: { en: "Defense", ru: "Оборона", bg: "Отбрана" } },
  support: { sym: "S", name: { en: "Support", ru: "Подмога", bg: "Подкрепа" } },
  consolidate: { sym: "C", name: { en: "Consolidate Power", ru: "Усиление власти", bg: "Укрепване на властта" } },
};

export const UNITS = {
  footman: { en: "Footman", ru: "Пехотинец", bg: "Пехотинец" },
  knight: { en: "Knight", ru: "Рыцарь", bg: "Рицар" },
  siege_tower: { en: "Siege tower", ru: "Осадная башня", bg: "Обсадна кула" },
  ship: { en: "Ship", ru: "Корабль", bg: "Кораб" },
};

export function areaName(id) {
  const a = MAP.areas[id];
  if (!a) return String(id);
  if (a.kind === "port") return pick(W.port, { name: areaName(a.port_of) });
  return pick(a.name);
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
