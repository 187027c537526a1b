// Shared page furniture: the flash message line and small formatting helpers.
import { clear, h } from "./dom.js";
import { pick, t } from "./i18n.js";

export function flash(message, kind = "error") {
  const box = document.getElementById("flash");
  if (!box) return;
  clear(box);
  if (!message) return;
  box.append(h("div", { class: ["flash", kind], "data-kind": kind },
    h("span", { class: "flash-text" }, message),
    h("button", { type: "button", class: "link", onclick: () => clear(box) }, t("dismiss"))));
}

export function navigate(hash) {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}

// What a person can run into while playing, said in their language. The server's own detail is
// for API clients: it names decisions and seats by their ids.
const MOVED_ON = { en: "The table moved on before your choice arrived: look again and decide.",
  ru: "Пока ваш выбор шёл, партия продвинулась: посмотрите ещё раз и решите.",
  bg: "Докато изборът ви пристигне, партията продължи: погледнете отново и решете." };
const NO_KEY = { en: "This browser does not hold the key to that seat.", ru: "У этого браузера нет ключа к этому месту.",
  bg: "Този браузър няма ключа за това място." };
const PROBLEMS = {
  "decision-closed": MOVED_ON,
  "stale-version": MOVED_ON,
  "not-your-turn": { en: "It is not your turn to decide this.", ru: "Сейчас это решаете не вы.",
    bg: "Сега не вие решавате това." },
  "request-in-progress": { en: "Your previous choice is still being applied.", ru: "Ваш предыдущий выбор ещё применяется.",
    bg: "Предишният ви избор още се прилага." },
  "match-not-active": { en: "The match is not being played any more.", ru: "Партия уже не идёт.",
    bg: "Партията вече не се играе." },
  "match-not-open": { en: "The match has started: its seats can no longer be taken.",
    ru: "Партия началась: места больше не занять.", bg: "Партията започна: местата вече не могат да се заемат." },
  "seat-taken": { en: "Someone took that seat first.", ru: "Это место уже заняли.", bg: "Някой зае това място преди вас." },
  "seat-is-bot": { en: "A bot plays that seat now.", ru: "Это место сейчас играет бот.", bg: "Бот играе на това място сега." },
  "seat-not-awaited": { en: "The match is not waiting on that player.", ru: "Партия не ждёт этого игрока.",
    bg: "Партията не чака този играч." },
  "seat-not-idle": { en: "That player has not kept the table waiting long enough to be replaced.",
    ru: "Этот игрок ещё не заставил стол ждать достаточно долго, чтобы его заменить.",
    bg: "Този играч още не е карал масата да чака достатъчно дълго, за да бъде заменен." },
  "bad-token": NO_KEY,
  "seat-required": NO_KEY,
  "rate-limited": { en: "Too many requests: wait a moment.", ru: "Слишком много запросов: подождите немного.",
    bg: "Твърде много заявки: изчакайте малко." },
  "busy": { en: "The server is busy: try again in a moment.", ru: "Сервер занят: попробуйте чуть позже.",
    bg: "Сървърът е зает: опитайте след малко." },
  "store-unavailable": { en: "The server cannot reach its storage: try again in a moment.",
    ru: "Сервер не может связаться с хранилищем: попробуйте чуть позже.",
    bg: "Сървърът не достига хранилището си: опитайте след малко." },
};

export function problemText(err) {
  if (!err) return "";
  const p = err.problem || {};
  if (PROBLEMS[p.code]) return pick(PROBLEMS[p.code]);
  const head = p.status ? `${p.status === 409 ? t("refused") : t("error")} (${p.status})` : t("error");
  return `${head}: ${p.detail || p.title || err.message}`;
}

export function statusLabel(status) {
  return t(`status_${status}`) || status;
}

export function matchLink(id, params) {
  const q = params ? "?" + new URLSearchParams(params) : "";
  return `#/match/${encodeURIComponent(id)}${q}`;
}

// Says something through the page's polite live region (#announce): screen readers read it when
// they are done with what they are reading. Emptied first so the same words twice are read twice.
export function announce(text) {
  const box = document.getElementById("announce");
  if (!box || !text) return;
  box.textContent = "";
  setTimeout(() => { box.textContent = text; }, 60);
}
