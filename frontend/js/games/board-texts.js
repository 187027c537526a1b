// The board cards' and dominance tokens' texts, one language at a time: a board page loads the
// module of the language it shows (js/data/board-texts-<lang>.js, written by build_data.py)
// and that of a language picked later, never the three at once (they are most of the board's data).
import { currentLang, onLangChange } from "../i18n.js";

const loaded = {};    // lang -> the module's table, once it is in
const pending = {};   // lang -> the promise of it

export function loadTexts(lang = currentLang()) {
  if (!pending[lang]) {
    pending[lang] = import(`../data/board-texts-${lang}.js`).then((m) => (loaded[lang] = m.default),
      (err) => { delete pending[lang]; throw err; });   // a failed fetch is tried again on the next tap
  }
  return pending[lang];
}

// Asked for as the page's modules load (not awaited: the board draws meanwhile), and at once
// when the reader picks another language, so a tap a moment later finds the texts there.
loadTexts().catch(() => {});
onLangChange((lang) => { loadTexts(lang).catch(() => {}); });

export function textsReady(lang = currentLang()) { return Boolean(loaded[lang]); }

// A card's text as the text dialog takes it ({lang: text}, or {en: text} where the language has
// none, so the dialog says so), or null when the card has none. ``edition`` is "1e" for the 1st
// edition's own entries, null for the 2nd edition's; ``section`` houseCards, eventCards or tokens.
export function cardText(section, id, edition = null) {
  const lang = currentLang();
  const texts = loaded[lang];
  const table = texts && (edition ? texts.editions[edition] : texts)[section];
  const text = table ? table[id] : undefined;
  if (text === undefined) return null;
  return typeof text === "string" ? { [lang]: text } : text;
}
