// Entry point: hash routing between the lobby and a match page, and the language switch.
import { clear, h } from "./dom.js";
import { LANGS, LANG_NAMES, currentLang, onLangChange, setLang, t } from "./i18n.js";
import { renderLobby } from "./lobby.js";
import { drawAccountNav, renderAccount } from "./account.js";

const root = document.getElementById("app");
let current = null; // {dispose()} of the page on screen

export function parseRoute(hash = location.hash) {
  const raw = hash.replace(/^#/, "") || "/";
  const [path, query = ""] = raw.split("?");
  const params = Object.fromEntries(new URLSearchParams(query));
  const m = path.match(/^\/match\/([^/]+)$/);
  if (m) return { page: "match", id: decodeURIComponent(m[1]), params };
  if (path === "/decks") return { page: "decks", params };
  if (path === "/account") return { page: "account", params };
  if (path === "/leaderboard") return { page: "leaderboard", params };
  return { page: "lobby", params };
}

// The match page, the deck builder and the leaderboard are loaded when first visited: the
// lobby needs none of them.
const MODULES = {
  match: () => import("./match.js"),
  decks: () => import("./decks.js"),
  leaderboard: () => import("./leaderboard.js"),
};
const PAGES = {
  match: async (r) => (await MODULES.match()).renderMatch(root, r.id, r.params),
  decks: async (r) => (await MODULES.decks()).renderDecks(root, r.params),
  leaderboard: async (r) => (await MODULES.leaderboard()).renderLeaderboard(root, r.params),
  account: async (r) => renderAccount(root, r.params),
  lobby: async (r) => renderLobby(root, r.params),
};
let routing = 0;   // the latest navigation; an older one still loading its module gives way

async function route() {
  const mine = ++routing;
  if (current && current.dispose) current.dispose();
  current = null;
  const r = parseRoute();
  const render = PAGES[r.page];
  if (MODULES[r.page]) await MODULES[r.page]();
  if (mine !== routing) return;
  clear(root);
  const page = await render(r);
  // A newer navigation came while this page was being made (its module is asked for again, which
  // can take a task): that one is on screen, and this page must stop, or it lives on unseen,
  // streaming, refreshing and drawing (the board map's gesture then followed its drawings).
  if (mine !== routing) { if (page && page.dispose) page.dispose(); return; }
  current = page;
  window.scrollTo(0, 0);
}

function chrome() {
  document.documentElement.lang = currentLang();
  document.getElementById("brand").textContent = t("app_title");
  document.getElementById("tagline").textContent = t("tagline");
  document.getElementById("lang-label").textContent = t("language");
  document.getElementById("lang-hint").textContent = t("apply_language");
  document.title = t("app_title");
  drawAccountNav(document.getElementById("account-nav"));
}

// The page changes language only on an explicit choice (WCAG 3.2.2): a pick from the open menu
// (mouse, touch, or Enter in it) or Enter on the closed menu. Arrow keys and typing on the closed
// menu only move its value, which goes back to the page's language if the menu is left unchosen.
function setupLangSelect() {
  const sel = document.getElementById("lang-select");
  clear(sel);
  for (const l of LANGS) sel.append(h("option", { value: l, lang: l }, LANG_NAMES[l]));
  sel.value = currentLang();
  let byKey = false;   // the last change of value came from a key on the closed menu
  sel.addEventListener("keydown", (e) => {
    if (e.key === "Enter") { e.preventDefault(); byKey = false; setLang(sel.value); }
    // these open the menu, where a pick is a choice
    else if (e.key === " " || e.key === "F4" || (e.altKey && e.key.startsWith("Arrow"))) byKey = false;
    else if (e.key !== "Tab") byKey = true;
  });
  sel.addEventListener("pointerdown", () => { byKey = false; });
  sel.addEventListener("change", () => { if (!byKey) setLang(sel.value); });
  sel.addEventListener("blur", () => { byKey = false; sel.value = currentLang(); });
}

setupLangSelect();
chrome();
onLangChange(() => { chrome(); if (current && current.relabel) current.relabel(); else route(); });
window.addEventListener("hashchange", route);
window.addEventListener("rookery-session", () => drawAccountNav(document.getElementById("account-nav")));
route();
