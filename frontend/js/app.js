// Entry point: hash routing between the lobby and a match page, and the language switch.
import { clear, h } from "./dom.js";
import { LANGS, LANG_NAMES, currentLang, onLangChange, setLang, t } from "./i18n.js";
import { renderLobby } from "./lobby.js";
import { renderMatch } from "./match.js";
import { renderDecks } from "./decks.js";

const root = document.getElementById("app");
let current = null; // {dispose()} of the page on screen

export function parseRoute(hash = location.hash) {
  const raw = hash.replace(/^#/, "") || "/";
  const [path, query = ""] = raw.split("?");
  const params = Object.fromEntries(new URLSearchParams(query));
  const m = path.match(/^\/match\/([^/]+)$/);
  if (m) return { page: "match", id: decodeURIComponent(m[1]), params };
  if (path === "/decks") return { page: "decks", params };
  return { page: "lobby", params };
}

function route() {
  if (current && current.dispose) current.dispose();
  clear(root);
  const r = parseRoute();
  current = r.page === "match" ? renderMatch(root, r.id, r.params)
    : r.page === "decks" ? renderDecks(root, r.params) : renderLobby(root, r.params);
  window.scrollTo(0, 0);
}

function chrome() {
  document.documentElement.lang = currentLang();
  document.getElementById("brand").textContent = t("app_title");
  document.getElementById("tagline").textContent = t("tagline");
  document.getElementById("lang-label").textContent = t("language");
  document.title = t("app_title");
}

function setupLangSelect() {
  const sel = document.getElementById("lang-select");
  clear(sel);
  for (const l of LANGS) sel.append(h("option", { value: l }, LANG_NAMES[l]));
  sel.value = currentLang();
  sel.addEventListener("change", () => setLang(sel.value));
}

setupLangSelect();
chrome();
onLangChange(() => { chrome(); if (current && current.relabel) current.relabel(); else route(); });
window.addEventListener("hashchange", route);
route();
