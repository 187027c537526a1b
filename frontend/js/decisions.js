// The generic decision panel: every game's pending choices drawn from the decisions' option lists.
// Small lists become buttons; long ones a filterable list so a phone can still cope. Decisions the
// match waits on come first; optional ones (required: false, e.g. changing sealed orders before
// everyone is ready) say so.
//
// The panel is drawn anew whenever the decisions change, so what a person was doing in it lives in
// a memory the page keeps (newMemory): the filter typed, the option highlighted in a list, and the
// control that had the focus, which restoreFocus puts back (or on its nearest neighbour).
import { h } from "./dom.js";
import { focusQuietly } from "./focus.js";
import { t } from "./i18n.js";

const BUTTON_LIMIT = 12;
// A touch screen gets a long list as buttons: a list box's rows are a fingertip's third there.
const TOUCH = "(pointer: coarse)";

export function newMemory() {
  // fields: per open decision id, {type, filter, list} (list: the highlighted option's action);
  // focus: the last focused control, as describeControl() tells it; inside: whether the focus is
  // (or was, before a redraw removed it) in the panel.
  return { fields: {}, focus: null, inside: false };
}

// An option's identity across redraws (the panel's data-key, the phone sheet's too).
export const keyOf = (action) => JSON.stringify(action || {});

// focus: optional {decisionId, indexes} narrowing one decision to the options a click picked.
// describe: optional (option) -> Node shown beside its button (a game's card text opener).
// memory: newMemory()'s record, read and kept up to date here.
// body: optional (decision, {choose, busy}) -> Node|null, a game's own way to ask an unfocused
// decision (the board's orders: tap an area, pick a token) instead of the generic options.
// note: optional (decision) -> Node|null, a game's words under the prompt (why Pass is the
// card games' only choice).
export function decisionPanel(decisions, { choose, busy, focus, clearFocus, describe, body, note, memory = newMemory() }) {
  const box = h("section", { class: "card decisions", id: "decisions", "aria-busy": busy ? "true" : "false" },
    // tabindex -1: where the focus waits while there is nothing to decide (see restoreFocus)
    h("h2", { tabindex: "-1", "data-role": "heading" }, t("your_decisions")));
  box.addEventListener("focusin", (e) => {
    memory.inside = true;
    const d = describeControl(e.target);
    if (d) memory.focus = d;
  });
  if (!decisions.length) {
    box.append(h("p", { class: "muted", id: "no-decisions" }, t("no_decisions")));
    return box;
  }
  const ordered = [...decisions.filter((d) => d.required !== false), ...decisions.filter((d) => d.required === false)];
  for (const d of ordered) {
    let options = d.options.map((o, i) => ({ ...o, i }));
    const focused = focus && focus.decisionId === d.id;
    if (focused) options = options.filter((o) => focus.indexes.includes(o.i));
    const optional = d.required === false;
    const fs = h("fieldset", { class: ["decision", optional ? "optional" : null], "data-decision": d.id, "data-type": d.type,
      "data-required": optional ? "false" : "true" },
      h("legend", {}, d.prompt || d.type),
      d.sealed ? h("p", { class: "sealed" }, "⚑ ", t("sealed")) : null,
      optional ? h("p", { class: "optional-note muted" }, t(d.sealed ? "optional_sealed" : "optional")) : null,
      note ? note(d) : null);
    if (focused) {
      fs.append(h("button", { type: "button", class: "link", "data-role": "show-all", onclick: clearFocus }, t("show_all")));
    }
    const own = !focused && body ? body(d, { choose, busy }) : null;
    if (own) {
      fs.append(own);
      box.append(fs);
      continue;
    }
    // A sealed answer already given (``current``) is marked: after a reload, or back from the
    // table, a person sees what they chose and may still change.
    const held = d.current && typeof d.current === "object" && !Array.isArray(d.current) ? keyOf(d.current) : null;
    const isHeld = (o) => held !== null && keyOf(o.action) === held;
    const button = (o) => h("button", {
      type: "button", class: ["option", (o.action || {}).type === "confirm" ? "primary" : null, isHeld(o) ? "current" : null],
      disabled: busy, "aria-pressed": isHeld(o) ? "true" : null,
      "data-option": o.i, "data-action-type": (o.action || {}).type, "data-role": "option", "data-key": keyOf(o.action),
      onclick: () => choose(o.action, d),
    }, isHeld(o) ? "✓ " : null, o.label, isHeld(o) ? h("span", { class: "current-mark" }, ` (${t("your_choice")})`) : null);
    // Toggles (attackers, defenders, cards to discard) stay buttons however many there are: a list
    // box cannot show what is ticked, and on a phone a tap per card is the easy gesture.
    const toggles = options.every((o) => ["toggle", "confirm"].includes((o.action || {}).type));
    const row = (o) => {
      const info = describe ? describe(o) : null;
      return info ? h("span", { class: "option-with-info" }, button(o), info) : button(o);
    };
    if (options.length <= BUTTON_LIMIT || toggles) {
      fs.append(h("div", { class: ["options", toggles ? "toggles" : null] }, options.map(row)));
    } else {
      // A long list keeps its one-of-a-kind actions (submit, pass, kneel) as buttons in reach.
      const byType = {};
      for (const o of options) byType[(o.action || {}).type] = (byType[(o.action || {}).type] || 0) + 1;
      const singles = options.filter((o) => byType[(o.action || {}).type] === 1);
      if (singles.length && singles.length < options.length) {
        fs.append(h("div", { class: "options" }, singles.map(button)));
        options = options.filter((o) => byType[(o.action || {}).type] !== 1);
      }
      fs.append(...(window.matchMedia(TOUCH).matches ? tapList(d, options, { row, memory })
        : optionList(d, options, { choose, busy, memory, isHeld })));
    }
    box.append(fs);
  }
  // what was typed or highlighted in decisions now closed has been handed on (optionList)
  const open = new Set(decisions.map((d) => d.id));
  for (const id of Object.keys(memory.fields)) if (!open.has(id)) delete memory.fields[id];
  return box;
}

// What a person did in a long list (the filter typed; the list box's highlight) carries over to a
// new occurrence of the same question (the next order of a planning phase): the same task goes on.
function keptFields(d, memory) {
  if (!memory.fields[d.id]) {
    const last = Object.values(memory.fields).find((f) => f.type === d.type);
    memory.fields[d.id] = { type: d.type, filter: last ? last.filter : "", list: last ? last.list : null };
  }
  return memory.fields[d.id];
}

function filterBox(kept, rows, textOf) {
  const filter = h("input", { type: "search", class: "filter", placeholder: t("filter"), "aria-label": t("filter"),
    "data-role": "filter" });
  const apply = () => {
    const q = filter.value.trim().toLowerCase();
    for (const el of rows) el.hidden = q !== "" && !textOf(el).toLowerCase().includes(q);
  };
  filter.addEventListener("input", () => { kept.filter = filter.value; apply(); });
  filter.value = kept.filter;
  apply();
  return filter;
}

// On a touch screen: the filter box over a scrolling column of the option buttons (each a tap,
// with its card text "i"), where a list box would draw rows about 17 px high.
function tapList(d, options, { row, memory }) {
  const rows = options.map(row);
  const filter = filterBox(keptFields(d, memory), rows, (el) => (el.querySelector(".option") || el).textContent);
  return [filter, h("div", { class: "options tap-list", role: "group", "aria-label": d.prompt || d.type }, rows)];
}

// A filter box, a list box and its confirm button. Enter in the list confirms the highlighted option,
// as a double click does.
function optionList(d, options, { choose, busy, memory, isHeld }) {
  const kept = keptFields(d, memory);
  const list = h("select", { class: "option-list", size: 8, "aria-label": d.prompt || d.type, "data-role": "list" },
    options.map((o) => h("option", { value: o.i, "data-action-type": (o.action || {}).type, "data-key": keyOf(o.action) },
      isHeld(o) ? `✓ ${o.label} (${t("your_choice")})` : o.label)));
  const filter = filterBox(kept, [...list.options], (opt) => opt.text);
  list.addEventListener("change", () => { kept.list = list.selectedOptions[0] ? list.selectedOptions[0].dataset.key : null; });
  // The highlighted option is remembered by its action, not its place: the list may have changed.
  const again = kept.list && [...list.options].find((o) => o.dataset.key === kept.list && !o.hidden);
  if (again) again.selected = true;
  const go = h("button", { type: "button", class: "primary", disabled: busy, "data-role": "go", onclick: () => {
    const o = d.options[Number(list.value)];
    if (o) choose(o.action, d);
  } }, t("confirm"));
  list.addEventListener("dblclick", () => go.click());
  list.addEventListener("keydown", (e) => {
    if (e.key === "Enter") { e.preventDefault(); go.click(); }
  });
  return [filter, list, go];
}

function describeControl(el) {
  const role = el.dataset && el.dataset.role;
  if (!role || role === "heading") return null;   // the waiting place is not a choice to come back to
  const fs = el.closest("fieldset.decision");
  // its place among the options of its kind: where the nearest neighbour is once it is gone
  const peers = fs ? [...fs.querySelectorAll("[data-role='option']")]
    .filter((b) => b.dataset.actionType === el.dataset.actionType) : [];
  const d = {
    decision: fs && fs.dataset.decision, type: fs && fs.dataset.type, role,
    key: el.dataset.key || null, actionType: el.dataset.actionType || null,
    place: peers.indexOf(el),
  };
  if (role === "list" && el.selectedOptions[0]) d.actionType = el.selectedOptions[0].dataset.actionType;
  return d;
}

// Puts the focus back on the control described in memory, or its nearest neighbour: the same
// decision (or the next one of its kind), the same option (or the one now in its place, or the list
// its kind is now in), else the first option; with nothing to decide, the panel's heading.
export function restoreFocus(box, memory) {
  const was = memory.focus;
  const panel = box.querySelector("#decisions");
  if (!panel) return;
  const sets = [...panel.querySelectorAll("fieldset.decision")];
  const fs = was && (sets.find((f) => f.dataset.decision === was.decision) || sets.find((f) => f.dataset.type === was.type))
    || sets[0];
  const tries = [];
  if (fs && was) {
    const options = [...fs.querySelectorAll("[data-role='option']")];
    if (was.role !== "option") tries.push(fs.querySelector(`[data-role='${was.role}']`));
    tries.push(options.find((b) => b.dataset.key === was.key));
    const list = fs.querySelector("[data-role='list']");
    if (list && [...list.options].some((o) => o.dataset.actionType === was.actionType)) tries.push(list);
    const sameKind = options.filter((b) => b.dataset.actionType === was.actionType);
    if (sameKind.length && was.place >= 0) tries.push(sameKind[Math.min(was.place, sameKind.length - 1)]);
  }
  if (fs) tries.push(...fs.querySelectorAll("[data-role='option'], [data-role='list']"));
  tries.push(panel.querySelector("[data-role='heading']"));
  for (const el of tries) if (focusQuietly(el)) return;
}

// The first option of a narrowed decision, where the focus goes after a pick on the map or a card.
export function focusNarrowed(box, decisionId) {
  const fs = [...box.querySelectorAll("fieldset.decision")].find((f) => f.dataset.decision === decisionId);
  if (!fs) return;
  for (const el of fs.querySelectorAll("[data-role='option'], [data-role='list']")) if (focusQuietly(el)) return;
}
