// A card-game deck as plain text, in the shape deck sites give for download or pasting
// ("3x Arya Stark (Core Set)" under headings): written with English card names, the names
// players share decks in; read in any of the site's languages, forgiving about headings, set
// names in brackets and typographic quotes. Only the Core Set's cards are known here.
import DATA from "./data/lcg2e-cards.js";

const HEADINGS = { plot: "Plots", character: "Characters", location: "Locations", attachment: "Attachments", event: "Events" };
const MAX_COPIES = 9;   // a pasted "30x" is a slip, not a deck; the rules' check says 3 anyway

const norm = (s) => s.toLowerCase().replace(/ё/g, "е").replace(/[’‘`´]/g, "'").replace(/[«»"“”„]/g, "").replace(/\s+/g, " ").trim();

let names = null;       // a card's name in any language, normalised -> its code
let factions = null;    // a faction's name in any language, with or without "House" -> its key

function indexes() {
  if (names) return;
  names = new Map();
  factions = new Map();
  for (const [code, c] of Object.entries(DATA.cards)) {
    for (const n of Object.values(c.name || {})) names.set(norm(n), code);
  }
  for (const [key, f] of Object.entries(DATA.factions)) {
    factions.set(key, key);
    for (const n of Object.values(f.name || {})) {
      factions.set(norm(n), key);
      factions.set(norm(n).replace(/^(house|дом) /, "").replace(/^the /, ""), key);
    }
  }
}

const englishName = (code) => (DATA.cards[code] ? DATA.cards[code].name.en : code);

export function deckToText(deck) {
  const lines = [];
  if (deck.name && deck.name.trim()) lines.push(deck.name.trim(), "");
  const faction = DATA.factions[deck.faction];
  lines.push(faction ? faction.name.en : deck.faction);
  if (deck.agenda) lines.push(englishName(deck.agenda));
  const counts = new Map();
  for (const c of deck.cards) counts.set(c, (counts.get(c) || 0) + 1);
  for (const [type, heading] of Object.entries(HEADINGS)) {
    const of = [...counts].filter(([c]) => (DATA.cards[c] || {}).type === type)
      .sort(([a], [b]) => englishName(a).localeCompare(englishName(b)));
    if (!of.length) continue;
    lines.push("", `${heading} (${of.reduce((n, [, k]) => n + k, 0)})`);
    for (const [c, k] of of) lines.push(`${k}x ${englishName(c)} (Core Set)`);
  }
  return lines.join("\n") + "\n";
}

// What a line that is no card may be: a heading ("Characters (29)", "Plots:", "Packs: Core Set",
// "Total cards: 60") is passed over; the first other line before any card names the deck.
const HEADING = /\(\d+\)\s*:?$|:$|^(packs?|total|cards|draw deck|plot deck|deck)\b.*:/i;

// {name, faction, agenda, cards: [codes], unknown: [lines not understood]}
export function deckFromText(text) {
  indexes();
  const out = { name: "", faction: null, agenda: null, cards: [], unknown: [] };
  let started = false;
  for (const raw of String(text).split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const counted = line.match(/^(\d+)\s*[x×х]?\s+(.+)$/i);
    const n = counted ? Number(counted[1]) : 1;
    const name = norm((counted ? counted[2] : line).replace(/\s*\([^()]*\)\s*$/, ""));
    const code = names.get(name);
    const card = code ? DATA.cards[code] : null;
    if (!counted && factions.has(name)) { out.faction = factions.get(name); started = true; continue; }
    if (card && card.type === "agenda") { out.agenda = code; started = true; continue; }
    if (card && card.type === "faction") { out.faction = card.faction; started = true; continue; }
    if (card && (counted || !HEADING.test(line))) {
      for (let i = 0; i < Math.min(n, MAX_COPIES); i++) out.cards.push(code);
      started = true;
      continue;
    }
    if (!counted && HEADING.test(line)) continue;
    if (!counted && !started && !out.name) { out.name = line.slice(0, 60); continue; }
    out.unknown.push(line);
  }
  return out;
}
