// What both card games' tables are drawn with (lcg2e.js, hbo.js): a card, a pile, the challenge
// in progress, the status line of a finished game, the switch of the windows a seat watches. Each
// game's page module exports its ``kit`` (card-kit.js bound to its own cards), which names and
// opens the cards: this module loads no card data, so the HBO page does not download the LCG's.
import { api } from "../api.js";
import { h } from "../dom.js";
import { pick } from "../i18n.js";
import { flash, problemText } from "../ui.js";
import { actionMentions, matchEnded } from "./common.js";
import { lonePassNote } from "./lone-pass.js";

// lcg2e.js's own words start from these
export const TABLE_WORDS = {
  round: { en: "Round {r}", ru: "Раунд {r}", bg: "Рунд {r}" },
  over: { en: "The game is over", ru: "Игра окончена", bg: "Играта приключи" },
  face_down: { en: "face-down card", ru: "карта рубашкой вверх", bg: "карта с гръб нагоре" },
  // said on the card, not in a hover title a finger never sees
  dups: { en: "duplicates: {n}", ru: "дубликаты: {n}", bg: "дубликати: {n}" },
  kneeling: { en: "kneeling", ru: "склонён", bg: "преклонен" },
  vs: { en: "{a} attacks {d}", ru: "{a} против {d}", bg: "{a} напада {d}" },
  attackers: { en: "Attackers", ru: "Зачинщики", bg: "Нападатели" },
  defenders: { en: "Defenders", ru: "Защитники", bg: "Защитници" },
  none: { en: "none", ru: "нет", bg: "няма" },
  empty: { en: "—", ru: "—", bg: "—" },
};
const W = TABLE_WORDS;

// The switch of the windows a seat watches.
const PANEL = {
  title: { en: "Windows offered to you", ru: "Окна, в которых вас спрашивают", bg: "Прозорци, в които ви питат" },
  all_on: { en: "Pass for me in every window but my own marshaling", ru: "Пасовать за меня во всех окнах, кроме моего сбора войск",
    bg: "Пасувай вместо мен във всички прозорци освен моята мобилизация" },
  choose: { en: "Choose the windows", ru: "Выбрать окна", bg: "Избери прозорците" },
  note: { en: "A window you do not watch is passed for you. Your opponents see only that you passed.",
    ru: "В окне, за которым вы не следите, за вас пасуют. Соперники видят только, что вы спасовали.",
    bg: "В прозорец, който не следите, се пасува вместо вас. Противниците виждат само, че сте пасували." },
};

// Every card id the view shows (in play, attached, piles, own hand and plots) mapped to its code,
// so event lines and decision buttons can name and show a card the log refers to by id. The HBO
// page passes its own zone names (singles: one card or null; lists: arrays or counts).
export function codesOf(v, singles = ["plot", "agenda", "title"],
  lists = ["play", "hand", "plot_deck", "setup", "discard", "dead", "used_plots", "removed"]) {
  const out = {};
  const walk = (c) => {
    if (!c || typeof c !== "object") return;
    if (c.id && c.code) out[c.id] = c.code;
    for (const k of ["attachments", "dups"]) (c[k] || []).forEach(walk);
  };
  for (const z of (v && v.seats) || []) {
    singles.forEach((k) => walk(z[k]));
    for (const k of lists) {
      if (Array.isArray(z[k])) z[k].forEach(walk);
    }
  }
  return out;
}

// The decision options that mention a card (by id), as buttons for its dialog.
function choicesFor(id, ctx) {
  if (!ctx || !ctx.optionsWhere || ctx.busy) return [];
  return ctx.optionsWhere((a) => actionMentions(a, id, ["card", "choice", "host"]))
    .map((f) => ({ label: f.option.label, run: () => ctx.choose(f.option.action, f.decision) }));
}

// A small DOM card: name, STR and icons for characters, power, kneeling, attachments, duplicates.
// The game module's ``kit`` (card-kit.js, bound to that game's cards) names them.
export function cardNode(c, ctx, { plot = false } = {}) {
  if (!c || c.face_down && !c.code) {
    return h("div", { class: ["lcard", "face-down"], title: pick(W.face_down) }, "▩ ", pick(W.face_down));
  }
  const { card, cardName, term, iconNode, openCard } = ctx.mod.kit;
  const rec = card(c.code) || {};
  const choices = choicesFor(c.id, ctx);
  const node = h("div", {
    class: ["lcard", `t-${rec.type}`, `f-${rec.faction}`, c.kneeling ? "kneeling" : null, c.face_down ? "face-down-own" : null,
      choices.length ? "pickable" : null],
    "data-card": c.id, "data-code": c.code, role: "button", tabindex: "0",
    title: cardName(c.code) + (c.kneeling ? ` (${pick(W.kneeling)})` : ""),
  },
  h("span", { class: "lcard-name" }, rec.unique ? "◈ " : "", cardName(c.code)),
  c.strength !== undefined ? h("span", { class: "lcard-str", title: term("game", "strength") }, `${term("game", "strength")} ${c.strength}`) : null,
  (c.icons || []).length ? h("span", { class: "lcard-icons" }, c.icons.map(iconNode)) : null,
  c.power ? h("span", { class: "lcard-power", title: term("game", "power") }, `◆${c.power}`) : null,
  c.kneeling ? h("span", { class: "lcard-kneel" }, "⤵ ", pick(W.kneeling)) : null,
  (c.dups || []).length ? h("span", { class: "lcard-dups" }, pick(W.dups, { n: c.dups.length })) : null,
  plot && rec.plot ? h("span", { class: "lcard-plot" }, ["income", "initiative", "claim", "reserve"].filter((k) => rec.plot[k] != null).map((k) =>
    h("span", { class: "pv", "data-value": k, title: term("plot_values", k) }, `${term("plot_values", k)} ${rec.plot[k]}`))) : null);
  const open = (e) => { e.preventDefault(); e.stopPropagation(); openCard(c.code, c, choicesFor(c.id, ctx)); };
  node.addEventListener("click", open);
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") open(e); });
  // Attachments hang under their card, beside it in the page, not inside it: a button inside a
  // button is out of reach of a screen reader and of the keyboard.
  if (!(c.attachments || []).length) return node;
  return h("div", { class: "lcard-group", "data-host": c.id }, node,
    h("div", { class: "lcard-attachments" }, c.attachments.map((a) => cardNode(a, ctx))));
}

// fold: the pile's name, by which an unfolded pile is unfolded again when the table is redrawn
export function pileDetails(label, list, ctx, fold) {
  if (!Array.isArray(list)) return null;
  return h("details", { class: "lpile", "data-fold": fold }, h("summary", {}, `${pick(label)} (${list.length})`),
    list.length ? h("div", { class: "lcards" }, list.map((c) => cardNode(c, ctx))) : pick(W.empty));
}

// A finished game's view keeps the challenge that ended it: that is history (the log tells it),
// and the result card above says how the game ended.
export function challengePanel(v, ctx) {
  const ch = v.challenge;
  if (!ch || v.result) return null;
  const { term, iconNode } = ctx.mod.kit;
  const byId = {};
  for (const z of v.seats) for (const c of z.play || []) if (c.id) byId[c.id] = c;
  const side = (ids) => (ids && ids.length ? ids.map((id) => (byId[id] ? cardNode(byId[id], ctx) : null)) : h("span", { class: "muted" }, pick(W.none)));
  const str = ch.strength || {};
  return h("section", { class: ["panel", "lcg-challenge"], id: "challenge", "data-challenge": ch.type },
    h("h3", {}, iconNode(ch.type), " ", term("challenges", ch.type)),
    h("p", {}, pick(W.vs, { a: ctx.seatName(ch.attacker), d: ctx.seatName(ch.defender) })),
    h("div", { class: "lside" }, h("strong", {}, `${pick(W.attackers)} · ${term("game", "strength")} ${str.attacker ?? 0}`),
      h("div", { class: "lcards" }, side(ch.attackers))),
    h("div", { class: "lside" }, h("strong", {}, `${pick(W.defenders)} · ${term("game", "strength")} ${str.defender ?? 0}`),
      h("div", { class: "lcards" }, side(ch.defenders))));
}

// The view as the page draws it: a match ended by a concession (the platform's, not the game's)
// has a result in the match but none in the game's view, whose phase, turn and challenge stay
// where the concession found them; the match's result stands in, so the page says it is over.
export function tableView(ctx) {
  const v = ctx.view;
  const m = ctx.match;
  if (!v || v.result || !matchEnded(m)) return v;
  return { ...v, result: m.result || { reason: m.status } };
}

// The seat whose turn it is; nobody's once the game is over (the view keeps its last one).
export function acting(v) {
  return v.result ? null : v.active;
}

// A finished game's status line: the round it ended in and that it is over, not the phase, window
// or priority the end cut short (both card games' pages).
export function overLine(v) {
  if (!v.result) return null;
  return h("p", { class: "lcg-status", id: "lcg-status", "data-phase": "over", "data-round": v.round ?? "" },
    [v.round ? pick(W.round, { r: v.round }) : null, pick(W.over)].filter(Boolean).join(" · "));
}

// Several seats at 15 power when the game ended: they reached it at once (it ends the moment
// one does). lcg2e's first player then picks the winner; hbo's first player of the round wins.
export function fifteenTogether(result) {
  const scores = Array.isArray(result.scores) ? result.scores : [];
  return result.reason === "power" && scores.filter((p) => p >= 15).length > 1;
}

async function changeWatch(ctx, watch) {
  try {
    await api.putSettings(ctx.matchId, ctx.seat, { watch });
  } catch (err) { flash(problemText(err)); }
  if (ctx.refresh) ctx.refresh();
}

// windows: {name: words} of the game's watchable windows.
export function autopassPanel(v, ctx, windows) {
  // a finished game has no windows left to watch
  if (v.result || !Number.isInteger(ctx.seat) || !v.settings || !Array.isArray(v.settings.watch)) return null;
  const watch = v.settings.watch;
  const all = Object.keys(windows);
  const passAll = watch.length === 0;
  const toggle = h("input", { type: "checkbox", id: "autopass-all", role: "switch" });
  toggle.checked = passAll;
  toggle.addEventListener("change", () => changeWatch(ctx, toggle.checked ? [] : all));
  const boxes = all.map((w) => {
    const box = h("input", { type: "checkbox", id: `watch-${w}`, "data-window": w });
    box.checked = watch.includes(w);
    box.addEventListener("change", () => changeWatch(ctx, all.filter((x) => (x === w ? box.checked : watch.includes(x)))));
    return h("div", { class: "field check" }, box, h("label", { for: `watch-${w}` }, pick(windows[w])));
  });
  return h("section", { class: "panel lcg-autopass", id: "autopass" }, h("h3", {}, pick(PANEL.title)),
    h("div", { class: "field check" }, toggle, h("label", { for: "autopass-all" }, pick(PANEL.all_on))),
    h("details", { id: "autopass-windows" }, h("summary", {}, pick(PANEL.choose)), boxes),
    h("p", { class: "muted" }, pick(PANEL.note)));
}

// A lone Pass says why nothing else is offered (lone-pass.js); cardOf: the game's card records.
export function passNote(d, ctx, cardOf) { return lonePassNote(d, ctx, { card: cardOf, panel: pick(PANEL.title) }); }
