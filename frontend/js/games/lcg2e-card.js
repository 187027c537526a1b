// The card game's cards as a person sees them: names, game terms, the text markup of
// docs/games/lcg2e-texts.md turned into DOM nodes (never HTML strings, so no card text can inject
// markup), and the dialog a tap on any card opens. Data: the generated js/data/lcg2e-cards.js.
import { h } from "../dom.js";
import { currentLang, pick } from "../i18n.js";
import DATA from "../data/lcg2e-cards.js";

// Symbols for the icon and faction tokens; the term in the reader's language is the text alternative.
const ICONS = { military: "⚔", intrigue: "◉", power: "♛" };
const FACTIONS = { baratheon: "♞", greyjoy: "⚓", lannister: "♌", martell: "☀", thenightswatch: "✠",
  stark: "❄", targaryen: "♆", tyrell: "✿", neutral: "◇" };

export function card(code) { return code ? DATA.cards[code] || null : null; }

export function cardName(code) {
  const c = card(code);
  return c ? pick(c.name) : "";
}

export function term(group, key) {
  const lang = currentLang();
  const table = (DATA.terms[lang] || DATA.terms.en)[group] || {};
  return table[key] || DATA.terms.en[group][key] || key;
}

export function factionName(key) {
  const f = DATA.factions[key];
  return f ? pick(f.name) : term("factions", key);
}

export function iconNode(key) {
  return h("span", { class: ["lcg-icon", `i-${key}`], title: term("icons", key), "aria-label": term("icons", key),
    role: "img" }, ICONS[key] || "?");
}

export function factionNode(key) {
  return h("span", { class: ["lcg-faction", `f-${key}`], title: factionName(key), "aria-label": factionName(key),
    role: "img" }, FACTIONS[key] || "?");
}

// "ambush:2" -> "Ambush (2)", "no_attachments_except:Weapon" -> "No attachments except: Weapon".
export function keywordText(kw) {
  const [key, arg] = String(kw).split(":");
  if (arg === undefined) return term("keywords", key);
  if (key === "ambush") return `${term("keywords", key)} (${arg})`;
  return `${term("keywords", key)} ${term("traits", arg)}`;
}

const TOKEN = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([a-z]+)\]/g;

// One paragraph of markup: **Label:** bold, *Trait* italic, [icon] / [faction] as symbols.
function inline(line) {
  const out = [];
  let last = 0;
  for (const m of line.matchAll(TOKEN)) {
    if (m.index > last) out.push(line.slice(last, m.index));
    if (m[1] !== undefined) out.push(h("strong", {}, m[1]));
    else if (m[2] !== undefined) out.push(h("em", { class: "trait" }, m[2]));
    else if (ICONS[m[3]]) out.push(iconNode(m[3]));
    else if (FACTIONS[m[3]]) out.push(factionNode(m[3]));
    else out.push(m[0]);
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push(line.slice(last));
  return out;
}

export function textNodes(text) {
  return String(text || "").split("\n").filter((p) => p.trim()).map((p) => h("p", {}, inline(p)));
}

const W = {
  cost: { en: "Cost {v}", ru: "Стоимость {v}", bg: "Цена {v}" },
  close: { en: "Close", ru: "Закрыть", bg: "Затваряне" },
  no_text: { en: "(no text)", ru: "(без текста)", bg: "(без текст)" },
  power_on: { en: "{v} power on it", ru: "власти на карте: {v}", bg: "власт върху картата: {v}" },
  attachments: { en: "Attachments", ru: "Довески", bg: "Придатъци" },
  duplicates: { en: "Duplicates: {n}", ru: "Дубликаты: {n}", bg: "Дубликати: {n}" },
};

function faceLine(c, live) {
  const parts = [factionNode(c.faction), " ", factionName(c.faction), " · ", term("card_types", c.type)];
  if (c.unique) parts.push(" · ", term("game", "unique"));
  if (c.loyal) parts.push(" · ", term("game", "loyal"));
  if (c.cost !== undefined) parts.push(" · ", pick(W.cost, { v: c.cost }));
  const str = live && live.strength !== undefined ? live.strength : c.strength;
  if (str !== undefined) parts.push(" · ", `${term("game", "strength")} ${str}`);
  return parts;
}

// The dialog shown for a card: its face (live values from the view when given) and its text.
// choices: [{label, run}] — the pending decision options that mention this card.
export function openCard(code, live = null, choices = []) {
  const c = card(code);
  if (!c) return;
  const icons = (live && live.icons) || c.icons || [];
  const traits = (live && live.traits) || c.traits || [];
  const keywords = (live && live.keywords) || c.keywords || [];
  const plot = c.plot ? ["income", "initiative", "claim", "reserve"].map((k) => `${term("plot_values", k)} ${c.plot[k]}`).join(" · ") : null;
  const dlg = h("dialog", { class: "lcg-dialog", id: "card-dialog", "aria-label": pick(c.name) },
    h("h3", {}, pick(c.name)),
    h("p", { class: "face" }, faceLine(c, live)),
    icons.length ? h("p", { class: "icons" }, icons.map((i) => [iconNode(i), " ", term("icons", i), " "])) : null,
    plot ? h("p", { class: "plot-values" }, plot) : null,
    traits.length ? h("p", { class: "traits" }, traits.map((tr, i) => [i ? " · " : "", h("em", {}, term("traits", tr))])) : null,
    keywords.length ? h("p", { class: "keywords" }, keywords.map(keywordText).join(". ") + ".") : null,
    h("div", { class: "card-text" }, pick(c.text) ? textNodes(pick(c.text)) : h("p", { class: "muted" }, pick(W.no_text))),
    live && live.power ? h("p", {}, "◆ ", pick(W.power_on, { v: live.power })) : null,
    live && (live.attachments || []).length ? h("p", {}, pick(W.attachments), ": ",
      live.attachments.map((a) => (a.code ? cardName(a.code) : "?")).join(", ")) : null,
    live && (live.dups || []).length ? h("p", {}, pick(W.duplicates, { n: live.dups.length })) : null,
    choices.length ? h("div", { class: "options card-choices" }, choices.map((c) => h("button", { type: "button", class: "option",
      onclick: () => { dlg.close(); c.run(); } }, c.label))) : null,
    h("form", { method: "dialog" }, h("button", { class: "primary", id: "card-dialog-close" }, pick(W.close))));
  document.querySelectorAll("dialog.lcg-dialog").forEach((d) => d.remove());
  dlg.addEventListener("close", () => dlg.remove());
  // A tap on the backdrop (outside the box) closes it too, as phones expect.
  dlg.addEventListener("click", (e) => { if (e.target === dlg) dlg.close(); });
  document.body.append(dlg);
  dlg.showModal();
}

export function cardButton(code, label, live) {
  return h("button", { type: "button", class: "card-info", "data-code": code, "aria-label": label,
    onclick: (e) => { e.preventDefault(); e.stopPropagation(); openCard(code, live); } }, "i");
}
