// The event log in words: each game has a renderer table keyed by event type; anything it does not
// know falls back to the type plus its parameters, so no event is ever silently dropped.
import { h } from "./dom.js";
import { pick, playerName, seatNo, t } from "./i18n.js";

const HIDDEN_KEYS = new Set(["id", "type", "to", "version"]);

export function genericText(ev, ctx) {
  const params = Object.entries(ev).filter(([k]) => !HIDDEN_KEYS.has(k)).map(([k, v]) => {
    if ((k === "seat" || k.endsWith("_seat")) && Number.isInteger(v)) return `${k}: ${ctx.seatName(v)}`;
    return `${k}: ${valueText(v, ctx)}`;
  });
  return `${ev.type}${params.length ? " — " + params.join(", ") : ""}`;
}

function valueText(v, ctx) {
  const named = (x) => (typeof x === "string" && ctx.mod && ctx.mod.nameOf ? ctx.mod.nameOf(x) || x : x);
  if (Array.isArray(v)) return v.map((x) => (typeof x === "object" ? JSON.stringify(x) : named(x))).join(", ");
  if (v && typeof v === "object") return JSON.stringify(v);
  return named(v);
}

// The platform's own events, common to every game.
const PLATFORM = {
  "match-created": (ev) => pick({ en: "The match is created for {n} players.", ru: "Партия создана на {n} игроков.",
    bg: "Партията е създадена за {n} играчи." }, { n: ev.players }),
  "seat-joined": (ev) => pick(ev.bot
    ? { en: "A bot takes seat {seat} ({name}).", ru: "Бот занимает место {seat} ({name}).", bg: "Бот заема място {seat} ({name})." }
    : { en: "{name} takes seat {seat}.", ru: "{name} занимает место {seat}.", bg: "{name} заема място {seat}." },
  { seat: seatNo(ev.seat), name: playerName(ev.name || "", ev.seat, ev.bot) }),
  "match-started": () => pick({ en: "The match starts.", ru: "Партия началась.", bg: "Партията започна." }),
  "seat-left": (ev) => pick({ en: "Seat {seat} is free again.", ru: "Место {seat} снова свободно.",
    bg: "Място {seat} отново е свободно." }, { seat: seatNo(ev.seat) }),
  "match-aborted": () => pick({ en: "Everyone has left: the match is aborted.",
    ru: "Все игроки ушли: партия прервана.", bg: "Всички напуснаха: партията е прекратена." }),
  "seat-to-bot": (ev, ctx) => pick({ en: "A bot takes over for {who}.", ru: "Бот заменяет: {who}.",
    bg: "Бот поема вместо {who}." }, { who: ctx.seatName(ev.seat) }),
  "seat-from-bot": (ev, ctx) => pick({ en: "{who} plays again instead of the bot.", ru: "{who} снова играет вместо бота.",
    bg: "{who} отново играе вместо бота." }, { who: ctx.seatName(ev.seat) }),
  "seat-conceded": (ev, ctx) => pick({ en: "{who} concedes.", ru: "{who} сдаётся.", bg: "{who} се предава." },
    { who: ctx.seatName(ev.seat) }),
  "clock-expired": (ev, ctx) => pick(ev.rule === "concede"
    ? { en: "{who} ran out of time and loses the match.", ru: "У {who} вышло время: поражение.",
      bg: "Времето на {who} изтече: загуба." }
    : { en: "{who} ran out of time: a bot takes over.", ru: "У {who} вышло время: играет бот.",
      bg: "Времето на {who} изтече: бот поема." }, { who: ctx.seatName(ev.seat) }),
  rematch: () => pick({ en: "A rematch is open: join it from the result.", ru: "Открыт реванш: присоединиться можно из итогов.",
    bg: "Отворен е реванш: включете се от резултата." }),
  "match-finished": (ev, ctx) => pick({ en: "The match is over. Winners: {who}.", ru: "Партия окончена. Победители: {who}.",
    bg: "Партията приключи. Победители: {who}." },
  { who: ((ev.result && ev.result.winners) || []).map((s) => ctx.seatName(s)).join(", ") }),
};

// The engine's own events, which any game may emit (api/engine); a game module may word them better.
const ENGINE = {
  "choice-forced": (ev, ctx) => pick({ en: "{who} had a single possible choice; it was made automatically.",
    ru: "У {who} был лишь один возможный выбор — он сделан автоматически.",
    bg: "{who} имаше само един възможен избор — направен е автоматично." }, { who: ctx.seatName(ev.seat) }),
  "priority-passed": (ev, ctx) => pick(ev.auto
    ? { en: "{who} passes (automatically).", ru: "{who} пасует (автоматически).", bg: "{who} пасува (автоматично)." }
    : { en: "{who} passes.", ru: "{who} пасует.", bg: "{who} пасува." }, { who: ctx.seatName(ev.seat) }),
  "window-closed": () => pick({ en: "Everyone has passed: the window closes.", ru: "Все спасовали: окно закрывается.",
    bg: "Всички пасуваха: прозорецът се затваря." }),
};

// A card a line names is carried inside the worded string between private-use marks
// (OPEN code SEP name CLOSE), so every renderer keeps returning one string and its tables stay
// as they are. A renderer marks only when its ctx asks (markCards, set by eventItem alone), so
// eventText and the tables read as ever; eventItem turns each mark into a button that opens the
// card. Only a card the line already names by its code is marked: "a card" stays text.
const OPEN = "\uE000";
const SEP = "\uE001";
const CLOSE = "\uE002";
const MARKED = /\uE000([^\uE001]*)\uE001([^\uE002]*)\uE002/g;

export function cardRef(code, name) {
  return code && name ? `${OPEN}${code}${SEP}${name}${CLOSE}` : name;
}

export function plainText(s) { return String(s).replace(MARKED, "$2"); }

// [text | {code, name}] pieces of a worded line, in order.
function pieces(s) {
  const out = [];
  let last = 0;
  for (const m of String(s).matchAll(MARKED)) {
    if (m.index > last) out.push(s.slice(last, m.index));
    out.push({ code: m[1], name: m[2] });
    last = m.index + m[0].length;
  }
  if (last < s.length) out.push(s.slice(last));
  return out;
}

function markedText(ev, ctx) {
  const fn = (ctx.mod && ctx.mod.events && ctx.mod.events[ev.type]) || PLATFORM[ev.type] || ENGINE[ev.type];
  if (fn) {
    try {
      const text = fn(ev, ctx);
      if (text) return text;
    } catch { /* an unexpected shape falls back to the generic line */ }
  }
  return genericText(ev, ctx);
}

export function eventText(ev, ctx) { return plainText(markedText(ev, ctx)); }

// A named card opens its text with a tap (the game module's openCardCode(code, view), the table's dialog);
// the line's text is the same as eventText's, so a reader and a test see the same words.
export function eventItem(ev, ctx) {
  const open = ctx.mod && ctx.mod.openCardCode;
  const words = pieces(markedText(ev, { ...ctx, markCards: Boolean(open) })).map((p) => (typeof p === "string" ? p : open
    ? h("button", { type: "button", class: "log-card", "data-code": p.code,
      onclick: (e) => { e.preventDefault(); e.stopPropagation(); open(p.code, ctx.view); } }, p.name)
    : p.name));
  return h("li", { class: ["event", ev.to ? "private" : null], "data-type": ev.type, "data-id": ev.id },
    ev.to ? h("span", { class: "lock", title: t("sealed") }, "✉ ") : null, words);
}
