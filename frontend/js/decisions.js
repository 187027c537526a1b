// The generic decision panel: every game's pending choices drawn from the decisions' option lists.
// Small lists become buttons; long ones a filterable list so a phone can still cope. Decisions the
// match waits on come first; optional ones (required: false, e.g. changing sealed orders before
// everyone is ready) say so.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const BUTTON_LIMIT = 12;

// focus: optional {decisionId, indexes} narrowing one decision to the options a click picked.
// describe: optional (option) -> Node shown beside its button (a game's card text opener).
// body: optional (decision, {choose, busy}) -> Node|null, a game's own way to ask an unfocused
// decision (the board's orders: tap an area, pick a token) instead of the generic options.
export function decisionPanel(decisions, { choose, busy, focus, clearFocus, describe, body }) {
  const box = h("section", { class: "card decisions", id: "decisions", "aria-busy": busy ? "true" : "false" },
    h("h2", {}, t("your_decisions")));
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
      optional ? h("p", { class: "optional-note muted" }, t(d.sealed ? "optional_sealed" : "optional")) : null);
    if (focused) {
      fs.append(h("button", { type: "button", class: "link", onclick: clearFocus }, t("show_all")));
    }
    const own = !focused && body ? body(d, { choose, busy }) : null;
    if (own) {
      fs.append(own);
      box.append(fs);
      continue;
    }
    // Toggles (attackers, defenders, cards to discard) stay buttons however many there are: a list
    // box cannot show what is ticked, and on a phone a tap per card is the easy gesture.
    const toggles = options.every((o) => ["toggle", "confirm"].includes((o.action || {}).type));
    if (options.length <= BUTTON_LIMIT || toggles) {
      fs.append(h("div", { class: ["options", toggles ? "toggles" : null] }, options.map((o) => {
        const info = describe ? describe(o) : null;
        const btn = h("button", {
          type: "button", class: ["option", (o.action || {}).type === "confirm" ? "primary" : null], disabled: busy,
          "data-option": o.i, "data-action-type": (o.action || {}).type, onclick: () => choose(o.action, d),
        }, o.label);
        return info ? h("span", { class: "option-with-info" }, btn, info) : btn;
      })));
    } else {
      // A long list keeps its one-of-a-kind actions (submit, pass, kneel) as buttons in reach.
      const byType = {};
      for (const o of options) byType[(o.action || {}).type] = (byType[(o.action || {}).type] || 0) + 1;
      const singles = options.filter((o) => byType[(o.action || {}).type] === 1);
      if (singles.length && singles.length < options.length) {
        fs.append(h("div", { class: "options" }, singles.map((o) => h("button", {
          type: "button", class: "option", disabled: busy, "data-option": o.i, "data-action-type": (o.action || {}).type,
          onclick: () => choose(o.action, d),
        }, o.label))));
        options = options.filter((o) => byType[(o.action || {}).type] !== 1);
      }
      const filter = h("input", { type: "search", class: "filter", placeholder: t("filter"),
        "aria-label": t("filter") });
      const list = h("select", { class: "option-list", size: 8, "aria-label": d.prompt || d.type },
        options.map((o) => h("option", { value: o.i, "data-action-type": (o.action || {}).type }, o.label)));
      filter.addEventListener("input", () => {
        const q = filter.value.trim().toLowerCase();
        for (const opt of list.options) opt.hidden = q !== "" && !opt.text.toLowerCase().includes(q);
      });
      const go = h("button", { type: "button", class: "primary", disabled: busy, onclick: () => {
        const o = d.options[Number(list.value)];
        if (o) choose(o.action, d);
      } }, t("confirm"));
      list.addEventListener("dblclick", () => go.click());
      fs.append(filter, list, go);
    }
    box.append(fs);
  }
  return box;
}
