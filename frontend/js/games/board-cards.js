// The board game's cards read by a tap: house cards (strength, icons, ability), Westeros and
// wildling cards and Tides of Battle cards, each opened in the shared text dialog.
import { h } from "../dom.js";
import { cardRef } from "../events.js";
import { pick } from "../i18n.js";
import MAP from "../data/board-map.js";
import { houseName, nameOf } from "./board-names.js";
import { cardText, loadTexts, textsReady } from "./board-texts.js";
import { field } from "./common.js";
import { infoButton, openText } from "./text-dialog.js";

const W = {
  strength: { en: "Strength {n}", ru: "Сила {n}", bg: "Сила {n}" },
  swords: { en: "swords {n}", ru: "мечи {n}", bg: "мечове {n}" },
  forts: { en: "fortifications {n}", ru: "укрепления {n}", bg: "укрепления {n}" },
  skulls: { en: "skull", ru: "череп", bg: "череп" },
  tides: { en: "Tides of Battle {n}", ru: "Перевес {n}", bg: "Превес {n}" },
  tides_text: { en: "Added to its side's combat strength; a sword kills one more unit, a fortification prevents one loss, a skull destroys one enemy unit.",
    ru: "Прибавляется к силе своей стороны; меч убивает ещё один отряд, укрепление спасает от одной потери, череп уничтожает один вражеский отряд.",
    bg: "Добавя се към силата на своята страна; мечът убива още една единица, укреплението предпазва от една загуба, черепът унищожава една вражеска единица." },
  no_ability: { en: "No special ability: only its strength and icons count.", ru: "Особого свойства нет: в бою учитываются только сила и значки.",
    bg: "Няма специална способност: броят се само силата и символите." },
  westeros: { en: "Westeros card", ru: "Карта Вестероса", bg: "Карта Вестерос" },
  wildling: { en: "Wildling card", ru: "Карта одичалых", bg: "Карта на диваците" },
  reconstructed: { en: "Reconstructed card (the 1st edition's printed text is not known)",
    ru: "Реконструированная карта (печатный текст 1-й редакции неизвестен)",
    bg: "Реконструирана карта (отпечатаният текст от 1-во издание не е известен)" },
  token: { en: "Dominance token", ru: "Жетон превосходства", bg: "Жетон за превъзходство" },
};

function editionOf(v) { return String(field(v, "ruleset") || "2e").split("/")[0]; }

// A house card's facts and the edition whose entry they are ("1e", or null for the 2nd's).
function houseCardEntry(v, cid) {
  const ed = MAP.editions[editionOf(v)];
  const own = ed && !String(field(v, "ruleset")).includes("/") ? ed.houseCards[cid] : null;
  if (own) return [own, editionOf(v)];
  return MAP.houseCards[cid] ? [MAP.houseCards[cid], null] : [null, null];
}

export function houseCardInfo(v, cid) { return houseCardEntry(v, cid)[0]; }

// A 1st-edition game reads its own Westeros text where it differs (and its wildling outcome);
// other games fall back to the 1st edition's entries only for ids the 2nd edition lacks.
function eventCardEntry(v, id) {
  const first = MAP.editions["1e"].eventCards[id];
  if (first && editionOf(v) === "1e") return [first, "1e"];
  if (MAP.eventCards[id]) return [MAP.eventCards[id], null];
  return first ? [first, "1e"] : [null, null];
}

function eventCard(v, id) { return eventCardEntry(v, id)[0]; }

// The dominance token a track's first place holds, by track id.
export const TRACK_TOKENS = { iron_throne: "iron_throne", fiefdoms: "valyrian_steel_blade", kings_court: "messenger_raven" };

function tokenEntry(v, id) {
  const ed = MAP.editions[editionOf(v)];
  if (ed && ed.tokens && ed.tokens[id]) return [ed.tokens[id], editionOf(v)];
  return MAP.tokens[id] ? [MAP.tokens[id], null] : [null, null];
}

// The texts come in a module of the page's language (board-texts.js); a tap before it is in
// opens the dialog once it is.
function whenTexts(open) {
  if (textsReady()) return open();
  loadTexts().then(open, () => {});
  return true;
}

// The "i" button beside a track's name: what its dominance token lets the holder do.
export function tokenInfoButton(v, track) {
  const id = TRACK_TOKENS[track];
  const [t, edition] = tokenEntry(v, id);
  return t ? infoButton(pick(t.name), () => whenTexts(() => openText({ title: pick(t.name), face: pick(W.token),
    text: cardText("tokens", id, edition) })), id) : null;
}

const WILDLING_IDS = new Set(["a_king_beyond_the_wall", "crow_killers", "mammoth_riders", "massing_on_the_milkwater",
  "preemptive_raid", "rattleshirts_raiders", "silence_at_the_wall", "skinchanger_scout", "the_horde_descends",
  "first_edition_outcome"]);

export function iconsText(c) {
  return [c.swords ? "⚔".repeat(c.swords) : "", c.forts ? "☖".repeat(c.forts) : "", c.skulls ? "☠" : ""].join("");
}

export function tidesName(id) {
  const c = MAP.tidesCards[id];
  return c ? `${pick(W.tides, { n: c.strength })}${iconsText(c) ? " " + iconsText(c) : ""}` : String(id);
}

// What a tap on a card id shows; null when the id is no board card.
export function openBoardCard(v, id, choices = []) {
  if (!isBoardCard(v, id)) return null;
  return whenTexts(() => openCard(v, id, choices));
}

function openCard(v, id, choices) {
  const [hc, hcEdition] = houseCardEntry(v, id);
  if (hc) {
    const icons = [hc.swords ? pick(W.swords, { n: hc.swords }) : "", hc.forts ? pick(W.forts, { n: hc.forts }) : ""].filter(Boolean);
    return openText({ title: pick(hc.name), face: [houseName(hc.house), " · ", pick(W.strength, { n: hc.strength }),
      icons.length ? ` · ${icons.join(", ")}` : "",
      hc.reconstructed ? h("span", { class: "reconstructed" }, h("br"), pick(W.reconstructed)) : null],
    text: cardText("houseCards", id, hcEdition) || W.no_ability, choices });
  }
  const [ec, ecEdition] = eventCardEntry(v, id);
  if (ec) {
    return openText({ title: pick(ec.name), face: pick(WILDLING_IDS.has(id) ? W.wildling : W.westeros),
      text: cardText("eventCards", id, ecEdition), choices });
  }
  const tc = MAP.tidesCards[id];
  if (tc) {
    return openText({ title: tidesName(id), face: [pick(W.strength, { n: tc.strength }),
      tc.swords ? ` · ${pick(W.swords, { n: tc.swords })}` : "", tc.forts ? ` · ${pick(W.forts, { n: tc.forts })}` : "",
      tc.skulls ? ` · ${pick(W.skulls)}` : ""], text: W.tides_text, choices });
  }
  return null;
}

export function isBoardCard(v, id) {
  return typeof id === "string" && Boolean(houseCardInfo(v, id) || eventCard(v, id) || MAP.tidesCards[id]);
}

export function cardName(v, id) {
  const hc = houseCardInfo(v, id);
  if (hc) return pick(hc.name);
  const ec = eventCard(v, id);
  if (ec) return pick(ec.name);
  if (MAP.tidesCards[id]) return tidesName(id);
  return String(id);
}

// A house, Westeros, wildling or Tides card's name in a log line; marked (events.js cardRef) to
// open its text at a tap when the log's item asks (ctx.markCards). Lines only name cards the
// reader may see.
export function logCardWord(id, ctx) {
  const name = nameOf(id) || tidesName(id);
  return ctx && ctx.markCards && isBoardCard(ctx.view, id) ? cardRef(id, name) : name;
}

// A card's name that opens its text when tapped (the name itself is the button).
export function cardChip(v, id, cls = "") {
  return h("button", { type: "button", class: ["card-chip", cls], "data-card": id,
    onclick: (e) => { e.preventDefault(); e.stopPropagation(); openBoardCard(v, id); } }, cardName(v, id));
}

export function cardInfoButton(v, id) {
  return isBoardCard(v, id) ? infoButton(cardName(v, id), () => openBoardCard(v, id), id) : null;
}
