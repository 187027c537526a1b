// Helpers the game renderers share: tolerant field lookup, clickable pieces, names of ids.
import { h } from "../dom.js";

// First present field among several spellings, so a renamed view field degrades gracefully.
export function field(obj, ...keys) {
  if (!obj || typeof obj !== "object") return undefined;
  for (const k of keys) if (obj[k] !== undefined && obj[k] !== null) return obj[k];
  return undefined;
}

export function count(x) {
  if (Array.isArray(x)) return x.length;
  if (typeof x === "number") return x;
  if (x && typeof x === "object") return field(x, "count", "size", "n") ?? 0;
  return 0;
}

// Does an action mention this value in one of the named fields (card, area, council...)? Nested
// objects are searched too, since ability choices come wrapped as {"type": "choose", "choice": {...}}.
export function actionMentions(action, value, keys, depth = 0) {
  if (!action || typeof action !== "object" || depth > 2) return false;
  for (const [k, v] of Object.entries(action)) {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      if (actionMentions(v, value, keys, depth + 1)) return true;
      continue;
    }
    if (keys && !keys.includes(k)) continue;
    if (v === value) return true;
    if (Array.isArray(v) && v.includes(value)) return true;
  }
  return false;
}

// Makes a node pick the option(s) whose action mentions `value` when clicked, if any exist.
export function clickable(node, ctx, pred) {
  const found = ctx.optionsWhere(pred);
  if (!found.length || ctx.busy) return node;
  node.classList.add("pickable");
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  const go = (e) => { e.preventDefault(); e.stopPropagation(); ctx.focusOptions(found, { keyboard: e.type === "keydown" }); };
  node.addEventListener("click", go);
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") go(e); });
  return node;
}

export function section(title, ...children) {
  return h("div", { class: "panel" }, h("h3", {}, title), ...children);
}

// Whether the match has ended, by the platform's word: a concession ends it where the game's own
// phase stood, so the view alone may still read as in play.
export const matchEnded = (match) => !!match && ["finished", "aborted"].includes(match.status);
