// What both card games' pages (lcg2e, hbo) need to show a card: names and game terms in the
// reader's language, the text markup of docs/games/lcg2e-texts.md turned into DOM nodes (never
// HTML strings, so no card text can inject markup), and the dialog a tap on any card opens.
// cardKit(DATA) binds them to one game's generated data (js/data/<game>-cards.js):
// {cards: {code: face}, factions: {key: {name}}, terms: {lang: {group: {key: word}}}}.
import { h } from "../dom.js";
import { currentLang, pick } from "../i18n.js";
import { englishOnly, openText } from "./text-dialog.js";

// Symbols for the icon and faction tokens; the term in the reader's language is the text alternative.
const ICONS = { military: "⚔", intrigue: "◉", power: "♛" };
const FACTIONS = { baratheon: "♞", greyjoy: "⚓", lannister: "♌", martell: "☀", thenightswatch: "✠",
  stark: "❄", targaryen: "♆", tyrell: "✿", neutral: "◇" };

const TOKEN = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([a-z]+)\]/g;

const W = {
  cost: { en: "Cost {v}", ru: "Стоимость {v}", bg: "Цена {v}" },
  no_text: { en: "(no text)", ru: "(без текста)", bg: "(без текст)" },
  power_on: { en: "{v} power on it", ru: "власти на карте: {v}", bg: "власт върху картата: {v}" },
  attachments: { en: "Attachments", ru: "Довески", bg: "Придатъци" },
  duplicates: { en: "Duplicates: {n}", ru: "Дубликаты: {n}", bg: "Дубликати: {n}" },
};

// fallback: {group: {key: {en, ru, bg}}} for terms a game's data does not carry.
export function cardKit(DATA, fallback = {}) {
  const card = (code) => (code ? DATA.cards[code] || null : null);
  const cardName = (code) => { const c = card(code); return c ? pick(c.name) : ""; };

  function term(group, key) {
    const table = (DATA.terms[currentLang()] || DATA.terms.en)[group] || {};
    const en = DATA.terms.en[group] || {};
    if (table[key]) return table[key];
    if (fallback[group] && fallback[group][key]) return pick(fallback[group][key]);
    return en[key] || key;
  }

  function factionName(key) {
    const f = DATA.factions[key];
    return f ? pick(f.name) : term("factions", key);
  }

  const iconNode = (key) => h("span", { class: ["lcg-icon", `i-${key}`], title: term("icons", key),
    "aria-label": term("icons", key), role: "img" }, ICONS[key] || "?");

  const factionNode = (key) => h("span", { class: ["lcg-faction", `f-${key}`], title: factionName(key),
    "aria-label": factionName(key), role: "img" }, FACTIONS[key] || "?");

  // "ambush:2" -> "Ambush (2)", "no_attachments_except:Weapon" -> "No attachments except: Weapon".
  function keywordText(kw) {
    const [key, arg] = String(kw).split(":");
    if (arg === undefined) return term("keywords", key);
    if (key === "ambush") return `${term("keywords", key)} (${arg})`;
    return `${term("keywords", key)} ${term("traits", arg)}`;
  }

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

  const textNodes = (text) => String(text || "").split("\n").filter((p) => p.trim()).map((p) => h("p", {}, inline(p)));

  // each part of the line capitalised, as the type and the cost are ("Attachment · Unique ·
  // Loyal · Cost 3"), though the terms stay lower case for the sentences that use them
  const part = (word) => word.charAt(0).toUpperCase() + word.slice(1);

  function faceLine(c, live) {
    const parts = [factionNode(c.faction), " ", factionName(c.faction), " · ", term("card_types", c.type)];
    if (c.unique) parts.push(" · ", part(term("game", "unique")));
    if (c.loyal) parts.push(" · ", part(term("game", "loyal")));
    if (c.cost !== undefined) parts.push(" · ", pick(W.cost, { v: c.cost }));
    const str = live && live.strength !== undefined ? live.strength : c.strength;
    if (str !== undefined) parts.push(" · ", `${term("game", "strength")} ${str}`);
    return parts;
  }

  // The plot's (scenario's) values that are printed, e.g. "Income 4 · Initiative 4 · Claim 1".
  const plotLine = (c) => (c.plot ? ["income", "initiative", "claim", "reserve"]
    .filter((k) => c.plot[k] !== undefined && c.plot[k] !== null)
    .map((k) => `${term("plot_values", k)} ${c.plot[k]}`).join(" · ") : null);

  // The dialog shown for a card (text-dialog.js): its face (live values from the view when
  // given) and its text. choices: [{label, run}] — the pending decision options that mention it.
  function openCard(code, live = null, choices = []) {
    const c = card(code);
    if (!c) return;
    const icons = (live && live.icons) || c.icons || [];
    const traits = (live && live.traits) || c.traits || [];
    const text = pick(c.text);
    // A printed keyword is already the text's first words; only a gained one needs its own line.
    const said = (text || "").toLowerCase();
    const keywords = ((live && live.keywords) || c.keywords || [])
      .filter((kw) => !said.includes(keywordText(kw).toLowerCase()));
    const plot = plotLine(c);
    const before = [
      icons.length ? h("p", { class: "icons" }, icons.map((i) => [iconNode(i), " ", term("icons", i), " "])) : null,
      plot ? h("p", { class: "plot-values" }, plot) : null,
      traits.length ? h("p", { class: "traits" }, traits.map((tr, i) => [i ? " · " : "", h("em", {}, term("traits", tr))])) : null,
      keywords.length ? h("p", { class: "keywords" }, keywords.map(keywordText).join(". ") + ".") : null,
    ];
    const after = [
      live && live.power ? h("p", {}, "◆ ", pick(W.power_on, { v: live.power })) : null,
      live && (live.attachments || []).length ? h("p", {}, pick(W.attachments), ": ",
        live.attachments.map((a) => (a.code ? cardName(a.code) : "?")).join(", ")) : null,
      live && (live.dups || []).length ? h("p", {}, pick(W.duplicates, { n: live.dups.length })) : null,
    ];
    openText({ title: pick(c.name), face: faceLine(c, live), facts: before, choices, extra: after,
      body: text ? [...textNodes(text), englishOnly(c.text)] : [h("p", { class: "muted" }, pick(W.no_text))] });
  }

  const cardButton = (code, label, live) => h("button", { type: "button", class: "card-info", "data-code": code, "aria-label": label,
    onclick: (e) => { e.preventDefault(); e.stopPropagation(); openCard(code, live); } }, "i");

  return { card, cardName, term, factionName, iconNode, factionNode, keywordText, textNodes, plotLine, openCard, cardButton };
}
