// Orders as players place them: the seat's order tokens as a set (by kind, with the special
// ones starred and the ones on the board or not allowed now greyed), and the order decision
// as "tap an area, pick a token" instead of a long list of "area: order" lines.
import { h } from "../dom.js";
import { pick } from "../i18n.js";
import { ORDERS, areaName, tokenName } from "./board-names.js";

// A house's fifteen order tokens (api/games/board/edition.py _order_tokens), by kind.
const TOKENS = {
  march: ["march_m1", "march_0", "march_s"], defense: ["defense_1", "defense_2", "defense_s"],
  support: ["support_1", "support_2", "support_s"], raid: ["raid_1", "raid_2", "raid_s"],
  consolidate: ["consolidate_1", "consolidate_2", "consolidate_s"],
};

const W = {
  tokens: { en: "Your order tokens", ru: "Ваши жетоны приказов", bg: "Вашите жетони за заповеди" },
  left: { en: "{n} of {of} left", ru: "осталось {n} из {of}", bg: "остават {n} от {of}" },
  placed_in: { en: "placed in {area}", ru: "в области {area}", bg: "в {area}" },
  unusable: { en: "not allowed now", ru: "сейчас нельзя", bg: "не е позволено сега" },
  hint: { en: "Tap one of your areas on the map (or below), then pick a token for it. Submit when all are placed.",
    ru: "Нажмите на свою область на карте (или ниже), затем выберите для неё жетон. Когда все приказы отданы, подтвердите.",
    bg: "Докоснете своя област на картата (или по-долу), после изберете жетон за нея. Потвърдете, когато всички са поставени." },
  no_order: { en: "no order yet", ru: "без приказа", bg: "без заповед" },
};

function tokenShort(tok) {
  const mod = tokenName(tok).replace(pick(ORDERS[tok.split("_")[0]].name), "").trim();
  return mod || "·";
}

// The placed tokens of a house, read from the map (its own orders are face up to it).
function placedTokens(view, house) {
  const out = {};
  for (const [area, st] of Object.entries(view.areas || {})) {
    const o = st.order;
    if (o && o.house === house && o.token) out[o.token] = area;
  }
  return out;
}

// usable: the tokens some pending option could place now (null when the seat has no such
// decision, e.g. another house's turn: then only placed and free are told apart).
export function tokenTray(view, house, usable = null, id = "token-tray") {
  if (!house) return null;
  const placed = placedTokens(view, house);
  return h("div", { class: "token-tray", id, "data-house": house },
    h("h4", {}, pick(W.tokens)),
    h("ul", { class: "plain token-kinds" }, Object.entries(TOKENS).map(([kind, ids]) => {
      const left = ids.filter((t) => !placed[t]).length;
      return h("li", { "data-kind": kind },
        h("strong", {}, pick(ORDERS[kind].name)), " ", h("span", { class: "muted" }, pick(W.left, { n: left, of: ids.length })), " ",
        ids.map((t) => {
          // the options name one token per kind (raid_1 stands for raid_2 too)
          const off = usable && !placed[t] && ![...usable].some((u) => tokenName(u) === tokenName(t));
          return h("span", { class: ["token", placed[t] ? "placed" : null, off ? "off" : null, t.endsWith("_s") ? "special" : null],
            "data-token": t, title: placed[t] ? pick(W.placed_in, { area: areaName(placed[t]) }) : off ? pick(W.unusable) : "" },
          tokenShort(t), placed[t] ? h("small", {}, ` ${areaName(placed[t])}`) : null);
        }));
    })));
}

// The order decision's body: the hint, the tray, one button per area (opening that area's
// tokens, as a tap on the map does) and the one-off actions (submit).
export function ordersBody(d, ctx, { choose, busy }) {
  const v = ctx.view;
  const house = v && v.you;
  if (!house) return null;
  const opts = d.options.map((o, i) => ({ ...o, i }));
  const places = opts.filter((o) => (o.action || {}).type === "place_order");
  const usable = new Set(places.map((o) => o.action.token));
  const byArea = new Map();
  for (const o of opts) {
    const a = (o.action || {}).area;
    if (a) byArea.set(a, [...(byArea.get(a) || []), o]);
  }
  const singles = opts.filter((o) => !(o.action || {}).area);
  return h("div", { class: "orders-body" },
    h("p", { class: "hint muted", id: "orders-hint" }, pick(W.hint)),
    tokenTray(v, house, usable),
    h("div", { class: "options order-areas" }, [...byArea.entries()].map(([area, list]) => {
      const o = ((v.areas || {})[area] || {}).order;
      // data-role/key/action-type: the decision panel's focus memory finds the button again
      // after a redraw (another seat's move), as it does the generic options
      return h("button", { type: "button", class: "option order-area", "data-area": area, disabled: busy,
        "data-role": "option", "data-key": `area:${area}`, "data-action-type": "order_area",
        onclick: () => ctx.focusOptions(list.map((x) => ({ decision: d, option: x, index: x.i }))) },
      areaName(area), h("small", {}, ` · ${o && o.token ? tokenName(o.token) : pick(W.no_order)}`));
    })),
    h("div", { class: "options" }, singles.map((o) => h("button", { type: "button", class: "option primary", disabled: busy,
      "data-option": o.i, "data-action-type": (o.action || {}).type, "data-role": "option",
      "data-key": JSON.stringify(o.action || {}), onclick: () => choose(o.action, d) }, o.label))));
}
