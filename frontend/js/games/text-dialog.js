// A card's (or a token's) text opened by a tap, for the games whose cards are plain text (the
// board game's house, Westeros, wildling and Tides cards, B'Twixt's cards and rulers): the same
// dialog as the card game's (lcg2e-card.js), built from DOM nodes, closed by its button, Escape
// or a tap outside. choices: [{label, run}] are decision options about that card. The card games
// (card-kit.js) open it with their facts (icons, traits...) as ``facts``, their own rendered text
// as ``body`` and the live state (power, attachments) as ``extra``.
import { h } from "../dom.js";
import { currentLang, pick } from "../i18n.js";

const W = {
  close: { en: "Close", ru: "Закрыть", bg: "Затваряне" },
  no_text: { en: "(no text)", ru: "(без текста)", bg: "(без текст)" },
  english_only: { en: "", ru: "Текст карты пока только на английском.", bg: "Текстът на картата засега е само на английски." },
  show_text: { en: "Text of {name}", ru: "Текст: {name}", bg: "Текст: {name}" },
};

// forms: {en, ru?, bg?}; tells the reader when the text is shown in English for want of theirs.
function textParagraphs(forms) {
  const text = pick(forms);
  if (!text || !text.trim()) return [h("p", { class: "muted" }, pick(W.no_text))];
  const paras = text.split("\n").filter((p) => p.trim()).map((p) => h("p", {}, p));
  return [...paras, englishOnly(forms)];
}

// "The text is in English for now" when forms ({en, ru?, bg?}) lack the reader's language.
export function englishOnly(forms) {
  const lang = currentLang();
  if (lang === "en" || !forms || typeof forms !== "object" || forms[lang]) return null;
  return h("p", { class: "muted lang-note" }, pick(W.english_only));
}

export function openText({ title, face = null, text = null, facts = null, body = null, extra = null, choices = [] }) {
  const dlg = h("dialog", { class: "lcg-dialog text-dialog", id: "card-dialog", "aria-label": title },
    h("h3", {}, title),
    face ? h("p", { class: "face" }, face) : null,
    facts,
    h("div", { class: "card-text" }, body || textParagraphs(text)),
    extra,
    choices.length ? h("div", { class: "options card-choices" }, choices.map((c) => h("button", { type: "button",
      class: "option", onclick: () => { dlg.close(); c.run(); } }, c.label))) : null,
    h("form", { method: "dialog" }, h("button", { class: "primary", id: "card-dialog-close" }, pick(W.close))));
  document.querySelectorAll("dialog.lcg-dialog").forEach((d) => d.remove());
  dlg.addEventListener("close", () => dlg.remove());
  dlg.addEventListener("click", (e) => { if (e.target === dlg) dlg.close(); });
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

// The small "i" button beside a card or an option: a tap opens the text, never the option.
export function infoButton(name, open, key = "") {
  return h("button", { type: "button", class: "card-info", "data-code": key, "aria-label": pick(W.show_text, { name }),
    onclick: (e) => { e.preventDefault(); e.stopPropagation(); open(); } }, "i");
}
