// Keeping the keyboard focus where it was when a part of the page is drawn again. The match page
// rebuilds its boxes from data on every update; without this, focus would fall back to the top of
// the page after every move, one's own or another player's.

// The attributes that name a thing on screen (a map area, a card, a seat, a decision's option),
// most telling first; they survive a redraw where the element itself does not.
const NAMING = ["data-area", "data-card", "data-council", "data-seat", "data-decision", "data-option",
  "data-action-type", "data-role"];

// A CSS selector that finds the element's counterpart in a redrawn box, or null.
export function selectorFor(el, box) {
  if (!el || !box.contains(el) || el === box) return null;
  if (el.id) return `#${CSS.escape(el.id)}`;
  const attrs = NAMING.filter((a) => el.hasAttribute(a)).map((a) => `[${a}="${CSS.escape(el.getAttribute(a))}"]`);
  const cls = (el.getAttribute("class") || "").split(/\s+/).filter((c) => c && c !== "pickable")[0];
  return `${el.localName}${cls ? "." + CSS.escape(cls) : ""}${attrs.join("")}`;
}

function focusable(el) {
  return el && !el.disabled && !el.hidden && (el.tabIndex >= 0 || el.getAttribute("tabindex") === "-1")
    && el.getClientRects().length > 0;
}

// Focus without scrolling: the element sits where its predecessor was, so the view must not jump.
export function focusQuietly(el) {
  if (!focusable(el)) return false;
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

// Redraws a box and, if the focus was inside it, puts it back on the same thing, or else on the
// first thing in the box one can still pick (`fallback`), so it never drops to the top of the page.
export function keepFocus(box, redraw, fallback = ".pickable") {
  const active = document.activeElement;
  const selector = selectorFor(active, box);
  redraw();
  if (!selector || box.contains(document.activeElement)) return;
  if (focusQuietly(box.querySelector(selector))) return;
  for (const el of box.querySelectorAll(fallback)) if (focusQuietly(el)) return;
}
