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

export function eventText(ev, ctx) {
  const fn = (ctx.mod && ctx.mod.events && ctx.mod.events[ev.type]) || PLATFORM[ev.type] || ENGINE[ev.type];
  if (fn) {
    try {
      const text = fn(ev, ctx);
      if (text) return text;
    } catch { /* an unexpected shape falls back to the generic line */ }
  }
  return genericText(ev, ctx);
}

export function eventItem(ev, ctx) {
  return h("li", { class: ["event", ev.to ? "private" : null], "data-type": ev.type, "data-id": ev.id },
    ev.to ? h("span", { class: "lock", title: t("sealed") }, "✉ ") : null, eventText(ev, ctx));
}
