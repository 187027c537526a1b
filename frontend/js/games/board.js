// A Game of Thrones: The Board Game, 2nd edition: an SVG map of the 58 areas at our own sketch
// coordinates (north at the top), with units, orders, power tokens, garrisons and neutral forces,
// the influence, supply, victory and wildling tracks, and the seat's house cards.
import { h, s } from "../dom.js";
import { pick } from "../i18n.js";
import MAP from "../data/board-map.js";
import { HOUSES, ORDERS, UNITS, W, areaName, cardName, houseName, legendText, nameOf, tokenName } from "./board-names.js";
import { actionMentions, clickable, count, field, matchEnded, section } from "./common.js";
import { cardChip, cardInfoButton, houseCardInfo, isBoardCard, openBoardCard, tokenInfoButton } from "./board-cards.js";
import { combatNote, combatPanel } from "./board-combat.js";
import { ordersBody, tokenTray } from "./board-orders.js";
import { VIEW as ZOOM, toggleZoom, zoomable } from "./board-zoom.js";

export { areaName, cardName, houseName, nameOf, tokenName } from "./board-names.js";

export { name, matches, options } from "./board-meta.js";
export { beforeRedraw } from "./board-zoom.js";

function seatsOf(v) { return field(v, "seats", "houses_by_seat") || []; }

export function seatName(seat, v) {
  const hid = seatsOf(v)[seat];
  return hid ? houseName(typeof hid === "object" ? field(hid, "house", "id") : hid) : null;
}

// The house's colour, the same as its units' on the map: the phone's seat chips show it.
export function seatColour(seat, v) {
  const hid = seatsOf(v)[seat];
  const id = hid && (typeof hid === "object" ? field(hid, "house", "id") : hid);
  return id && HOUSES[id] ? HOUSES[id].colour : null;
}

const AREA_KEYS = ["area", "from", "to", "target", "origin", "destination", "areas"];

function unitGlyph(u, x, y) {
  const c = HOUSES[u.house] ? HOUSES[u.house].colour : "#777";
  const common = { fill: c, stroke: "#fff", "stroke-width": 1, opacity: u.routed ? 0.45 : 1 };
  const title = s("title", {}, `${houseName(u.house)}: ${pick(UNITS[u.type] || { en: u.type })}${u.routed ? " (routed)" : ""}`);
  if (u.type === "knight") return s("rect", { ...common, x: x - 6, y: y - 6, width: 12, height: 12, class: "unit knight" }, title);
  if (u.type === "siege_tower") return s("path", { ...common, d: `M${x} ${y - 7} L${x + 7} ${y + 6} L${x - 7} ${y + 6} Z`, class: "unit siege" }, title);
  if (u.type === "ship") return s("path", { ...common, d: `M${x - 8} ${y - 2} L${x + 8} ${y - 2} L${x + 5} ${y + 5} L${x - 5} ${y + 5} Z`, class: "unit ship" }, title);
  return s("circle", { ...common, cx: x, cy: y, r: 6, class: "unit footman" }, title);
}

function orderGlyph(o, x, y, ownHouse) {
  const hidden = !o || o.hidden || o.type === undefined || o.type === null;
  const house = o && o.house;
  const c = HOUSES[house] ? HOUSES[house].colour : "#555";
  const g = s("g", { class: ["order", hidden ? "hidden" : o.type].join(" "), "data-order": hidden ? "hidden" : o.type });
  g.append(s("circle", { cx: x, cy: y, r: 10.5, fill: hidden ? "#3b2f2f" : "#f5ecd7", stroke: c, "stroke-width": 2.5 }));
  let label = "?";
  if (!hidden) {
    label = (ORDERS[o.type] ? ORDERS[o.type].sym : o.type[0].toUpperCase());
    const mod = field(o, "modifier", "strength");
    if (mod) label += mod > 0 ? `+${mod}` : `${mod}`;
    if (o.special) label += "★";
  }
  g.append(s("text", { x, y: y + 3, "text-anchor": "middle", class: "order-text", fill: hidden ? "#f5ecd7" : "#222",
    style: label.length > 3 ? "font-size:7px" : label.length > 2 ? "font-size:8px" : null }, label));
  const desc = hidden ? `${houseName(house)}: ?` : `${houseName(house)}: ${pick((ORDERS[o.type] || { name: { en: o.type } }).name)}${label.slice(1) ? " " + label.slice(1) : ""}`;
  g.append(s("title", {}, desc + (ownHouse && house === ownHouse && o.revealed === false ? " (face down)" : "")));
  return g;
}

// The edition a view is played with ("1e", or "1e/2e-house-cards" for a variant): the 1st
// edition has no ports and a few other edges, and its own (reconstructed) house cards.
function editionOf(v) { return String(field(v, "ruleset") || "2e").split("/")[0]; }

function mapAreas(v) {
  const ed = MAP.editions[editionOf(v)];
  if (!ed) return MAP.areas;
  const out = {};
  for (const [id, adjacent] of Object.entries(ed.adjacent)) out[id] = { ...MAP.areas[id], adjacent };
  return out;
}


// A name sized to its region's room (build_data.py measures it along the name's line), on two
// lines when one would have to be too small; never cut.
function areaLabel(a, label) {
  const room = (a.room || 80) * 0.9;
  const fit = (lines) => Math.min(11, room / (Math.max(...lines.map((l) => l.length)) * 0.56));
  let lines = [label];
  const words = label.split(" ");
  if (words.length > 1 && fit(lines) < 9) {
    let best = 1;
    const diff = (k) => Math.abs(words.slice(0, k).join(" ").length - words.slice(k).join(" ").length);
    for (let i = 2; i < words.length; i += 1) if (diff(i) < diff(best)) best = i;
    const two = [words.slice(0, best).join(" "), words.slice(best).join(" ")];
    if (fit(two) > fit(lines)) lines = two;
  }
  const size = Math.max(6.5, Math.round(fit(lines) * 2) / 2);
  const y = a.y + 2 - (lines.length - 1) * size * 0.55;
  return s("text", { x: a.x, y, "text-anchor": "middle", class: "area-name", style: `font-size:${size}px` },
    lines.map((line, i) => s("tspan", { x: a.x, dy: i ? "1.1em" : null }, line)));
}

function drawMap(ctx) {
  const v = ctx.view;
  const AREAS = mapAreas(v);
  const areas = field(v, "areas") || {};
  const impassable = new Set(field(v, "impassable") || []);
  const embattled = (field(v, "combat") || {}).area;
  const myHouse = ctx.seat !== null && ctx.seat !== undefined ? seatsOf(v)[ctx.seat] : null;
  // A group, not an image: the areas one can pick inside it are buttons.
  const svg = s("svg", { viewBox: "0 0 600 1000", class: "map", id: "map", role: "group", "aria-label": pick(W.map) });
  svg.append(s("rect", { x: 0, y: 0, width: 600, height: 1000, fill: "#a9cde0" }));
  const edges = s("g", { class: "edges" });
  const seen = new Set();
  for (const [id, a] of Object.entries(AREAS)) {
    for (const b of a.adjacent) {
      const key = id < b ? `${id}|${b}` : `${b}|${id}`;
      if (seen.has(key) || !AREAS[b]) continue;
      seen.add(key);
      const o = AREAS[b];
      const land = a.kind === "land" && o.kind === "land";
      edges.append(s("line", { x1: a.x, y1: a.y, x2: o.x, y2: o.y, class: land ? "edge land" : "edge sea" }));
    }
  }
  // Which areas neighbour which is the rules' (drawn over the regions on demand), not the shapes'.
  if (!MAP_VIEW.routes) edges.setAttribute("hidden", "");
  // seas first, then land, then the small ports on top of both
  const rank = (a) => (a.kind === "sea" ? 0 : a.kind === "land" ? 1 : 2);
  const order = Object.entries(AREAS).sort(([, a], [, b]) => rank(a) - rank(b));
  for (const [id, a] of order) {
    const st = areas[id] || {};
    const g = s("g", { class: ["area", a.kind, impassable.has(id) ? "impassable" : null, id === embattled ? "embattled" : null]
      .filter(Boolean).join(" "), "data-area": id });
    const label = areaName(id);
    const ctrl = field(st, "controller", "control", "power");
    const ctrlColour = typeof ctrl === "string" && HOUSES[ctrl] ? HOUSES[ctrl].colour : null;
    if (a.kind === "port") {
      g.append(s("circle", { cx: a.x, cy: a.y, r: 11, class: "shape" }));
      g.append(s("text", { x: a.x, y: a.y + 4, "text-anchor": "middle", class: "port-anchor" }, "⚓"));
    } else {
      // the area's region of our drawing of Westeros (tools/westeros.py), land or water
      g.append(s("path", { d: a.shape, class: "shape cell",
        style: ctrlColour && a.kind === "land" ? `stroke:${ctrlColour};stroke-width:3` : null }));
      if (a.kind === "land") {
        const icons = (a.castle === "stronghold" ? "♜♜ " : a.castle === "castle" ? "♜ " : "")
          + (a.supply ? "▮".repeat(a.supply) + " " : "") + (a.crowns ? "♛".repeat(a.crowns) : "");
        if (icons.trim()) g.append(s("text", { x: a.x, y: a.y - 13, "text-anchor": "middle", class: "icons" }, icons.trim()));
      }
      g.append(areaLabel(a, label));
    }
    g.append(s("title", {}, label));
    // pieces: units on the lower line, order/power/garrison/neutral on the right
    const units = field(st, "units") || [];
    const y0 = a.kind === "port" ? a.y + 19 : a.y + 17;
    // (kept inside the map's frame for the areas on its edge)
    const x0 = Math.min(590 - units.length * 15, Math.max(10, a.x - 30 + (a.kind === "port" ? 20 : 0)));
    units.forEach((u, i) => g.append(unitGlyph(u, x0 + i * 15, y0)));
    const ord = field(st, "order");
    if (ord) g.append(orderGlyph(ord, Math.min(587, a.x + (a.kind === "sea" ? 40 : 34)), a.y + (a.kind === "port" ? -17 : 16), myHouse));
    const power = field(st, "power", "power_token");
    if (typeof power === "string") {
      g.append(s("path", { d: `M${a.x + 30} ${a.y - 27} l7 7 l-7 7 l-7 -7 Z`, fill: HOUSES[power] ? HOUSES[power].colour : "#555",
        stroke: "#fff", class: "power-token" }, s("title", {}, `◆ ${houseName(power)}`)));
    }
    const garrison = field(st, "garrison");
    if (garrison) {
      const gx = a.x - Math.min(44, (a.room || 80) / 2);
      g.append(s("g", { class: "garrison" }, s("path", { d: `M${gx} ${a.y - 32} h16 v9 q0 9 -8 12 q-8 -3 -8 -12 Z`, fill: "#8d6e63", stroke: "#fff" }),
        s("text", { x: gx + 8, y: a.y - 21, "text-anchor": "middle", class: "mini" }, String(garrison)),
        s("title", {}, `☖ ${garrison}`)));
    }
    const neutral = field(st, "neutral");
    if (neutral) {
      g.append(s("g", { class: "neutral" }, s("circle", { cx: a.x + 30, cy: a.y - 22, r: 9, fill: "#616161", stroke: "#fff" }),
        s("text", { x: a.x + 30, y: a.y - 18.5, "text-anchor": "middle", class: "mini" }, String(neutral)),
        s("title", {}, `⬢ ${neutral}`)));
    }
    clickable(g, ctx, (act) => actionMentions(act, id, AREA_KEYS));
    svg.append(g);
  }
  svg.append(edges);
  return svg;
}

function trackRow(title, list, extra, info = null) {
  return h("div", { class: "track" }, h("span", { class: "track-name" }, title, info ? " " : null, info),
    h("ul", { class: "track-list" }, (list || []).map((hid, i) => h("li", { "data-house": hid },
      `${i + 1}. `, h("span", { class: "chip", style: `background:${HOUSES[hid] ? HOUSES[hid].colour : "#777"}` }), " ",
      houseName(hid), extra ? extra(hid, i) : null))));
}

function tracks(ctx) {
  const v = ctx.view;
  const t = field(v, "tracks") || {};
  const houses = field(v, "houses") || {};
  const hids = Object.keys(houses);
  const valueRow = (title, key) => h("div", { class: "track" }, h("span", { class: "track-name" }, title),
    h("ul", { class: "track-list values" }, hids.sort((a, b) => (houses[b][key] ?? 0) - (houses[a][key] ?? 0))
      .map((hid) => h("li", { "data-house": hid }, h("span", { class: "chip", style: `background:${HOUSES[hid] ? HOUSES[hid].colour : "#777"}` }),
        ` ${houseName(hid)}: ${houses[hid][key] ?? "?"}`))));
  const threat = field(v, "wildling_threat", "wildlings");
  return section(pick(W.tracks),
    ...["iron_throne", "fiefdoms", "kings_court"].map((k) => trackRow(pick(W[k]), t[k], null, tokenInfoButton(v, k))),
    valueRow(pick(W.supply), "supply"), valueRow(pick(W.victory), "victory"), valueRow(pick(W.power), "power"),
    h("div", { class: "track" }, h("span", { class: "track-name" }, pick(W.wildlings)),
      h("div", { class: "wildling-track", id: "wildling-track" }, [0, 2, 4, 6, 8, 10, 12].map((n) =>
        h("span", { class: ["wt", n === threat ? "now" : null] }, String(n))))));
}

function houseCards(ctx) {
  const v = ctx.view;
  const houses = field(v, "houses") || {};
  const myHouse = ctx.seat !== null && ctx.seat !== undefined ? seatsOf(v)[ctx.seat] : null;
  const box = h("div", { class: "house-cards" });
  const order = Object.keys(houses).sort((a, b) => (a === myHouse ? -1 : b === myHouse ? 1 : 0));
  for (const hid of order) {
    const hs = houses[hid];
    const hand = field(hs, "hand", "cards");
    const discard = field(hs, "discard") || [];
    const list = [...(Array.isArray(hand) ? hand : []).map((c) => [c, false]), ...discard.map((c) => [c, true])];
    box.append(h("div", { class: ["hc-house", hid === myHouse ? "mine" : null], "data-house": hid },
      h("strong", {}, houseName(hid)), Array.isArray(hand) ? null : ` (${count(hand)})`,
      h("div", { class: "hc-list" }, list.map(([cid, gone]) => {
        const c = houseCardInfo(v, cid) || {};
        const mine = !gone && hid === myHouse;
        const node = h("button", { type: "button", class: ["hcard", gone ? "gone" : null], "data-card": cid },
          `${cardName(cid)} ${c.strength ?? ""}`, c.swords ? ` ${"⚔".repeat(c.swords)}` : "", c.forts ? ` ${"☖".repeat(c.forts)}` : "",
          gone ? ` (${pick(W.discarded)})` : "");
        // A tap opens the card's text; when a decision may play it, the dialog offers that too.
        const found = mine && !ctx.busy ? ctx.optionsWhere((a) => actionMentions(a, cid, ["card", "house_card"])) : [];
        if (found.length) node.classList.add("pickable");
        node.addEventListener("click", (e) => {
          e.preventDefault();
          openBoardCard(v, cid, found.map((f) => ({ label: f.option.label, run: () => ctx.focusOptions([f]) })));
        });
        return node;
      }))));
  }
  return section(pick(W.house_cards), box);
}

function status(ctx) {
  const v = ctx.view;
  const myHouse = field(v, "you") || (ctx.seat !== null && ctx.seat !== undefined ? seatsOf(v)[ctx.seat] : null);
  const box = h("div", { class: "board-status", id: "board-status" });
  const revealed = field(v, "westeros_revealed") || [];
  // Card names are buttons that open their text (a tap on a phone, no hover needed). Each keeps
  // its comma: a line wrapping between them left the comma alone at a line's end or start.
  const chips = (ids) => ids.flatMap((id, i) => [i ? " " : "", h("span", { class: "keep-together" },
    isBoardCard(v, id) ? cardChip(v, id) : (nameOf(id) || id), i < ids.length - 1 ? "," : "")]);
  if (revealed.length) {
    box.append(h("p", { class: "westeros-cards", id: "westeros-cards" }, pick(W.revealed, { list: "" }), chips(revealed)));
  }
  const top = field(v, "wildling_top");
  if (top) box.append(h("p", { class: "secret" }, pick(W.wildling_top, { card: "" }), chips([top])));
  // once the match has ended (a concession can end it mid-bid or mid-combat) nothing is pending
  const ended = matchEnded(ctx.match);
  const bids = ended ? null : field(v, "bids");
  if (bids && bids.context && Array.isArray(bids.houses)) {
    const sealed = bids.sealed || {};
    const ctxName = bids.context === "wildlings" ? pick(W.wildlings_ctx) : W[bids.context] ? pick(W[bids.context]) : bids.context;
    box.append(h("div", { class: "panel bids", id: "bids" }, h("h3", {}, pick(W.bidding, { context: ctxName })),
      h("ul", { class: "track-list" }, bids.houses.map((hid) => h("li", { "data-house": hid },
        houseName(hid), ": ",
        hid === myHouse && Number.isInteger(sealed[hid]) ? pick(W.your_bid, { n: sealed[hid] })
          : hid in sealed || (bids.ready || []).includes(hid) ? pick(W.ready) : pick(W.waiting))))));
  }
  const combat = ended ? null : combatPanel(ctx, myHouse);
  if (combat) box.append(combat);
  return box.childNodes.length ? box : null;
}

const MAP_VIEW = { routes: false };

export function render(ctx) {
  const v = ctx.view;
  // a match ended by a concession (the platform's, not the game's) leaves the game's phase as it was
  const ended = matchEnded(ctx.match);
  const phase = ended ? "over" : field(v, "phase");
  const root = h("div", { class: "boardgame" });
  root.append(h("p", { class: "round-line", id: "round-line", "data-round": field(v, "round") ?? "", "data-phase": phase ?? "" },
    pick(W.round, { r: field(v, "round") ?? "?", phase: W[phase] ? pick(W[phase]) : (phase || "") })));
  // "footman_support" (1st-edition Rains of Autumn) limits support, not which orders are placed
  const restr = (field(v, "restrictions") || []).filter((r) => r !== "footman_support");
  if (restr.length) root.append(h("p", { class: "muted" }, pick(W.restrictions, { list: restr.map((r) => tokenName(r)).join(", ") })));
  if ((field(v, "restrictions") || []).includes("footman_support")) root.append(h("p", { class: "muted" }, pick(W.footman_support)));
  let st = null;
  try { st = status(ctx); } catch (err) { console.warn("board status panel skipped", err); }
  if (st) root.append(st);
  // The map is redrawn with every change; its zoom and pan are kept by board-zoom.js.
  const wrap = h("div", { class: "map-wrap" });
  const svg = drawMap(ctx);
  wrap.append(svg);
  zoomable(wrap, svg);
  const zoom = h("button", { type: "button", class: "link zoom", "aria-pressed": ZOOM.scale > 1 ? "true" : "false",
    onclick: () => toggleZoom(wrap, svg) }, `± ${pick(W.zoom)}`);
  wrap.addEventListener("map-zoom", (e) => zoom.setAttribute("aria-pressed", e.detail > 1 ? "true" : "false"));
  // Which areas neighbour which is the rules' adjacency, not the sketch's shapes: shown on demand.
  const routes = h("button", { type: "button", class: "link routes", "aria-pressed": MAP_VIEW.routes ? "true" : "false",
    onclick: () => {
      MAP_VIEW.routes = !MAP_VIEW.routes;
      routes.setAttribute("aria-pressed", MAP_VIEW.routes ? "true" : "false");
      wrap.querySelector("g.edges").toggleAttribute("hidden", !MAP_VIEW.routes);
    } }, pick(W.routes));
  root.append(h("div", { class: "map-tools" }, zoom, " ", routes, " ", h("small", { class: "legend" }, legendText(editionOf(v)))), wrap);
  // While orders are planned, the seat's own tokens stay in sight beside the map.
  // (beside the order decision the panel shows them already)
  if (phase === "planning" && field(v, "you") && !ctx.optionsWhere((a) => a.type === "place_order").length) root.append(h("div", { class: "panel" }, tokenTray(v, v.you, null, "board-token-tray")));
  root.append(tracks(ctx), houseCards(ctx));
  return root;
}

// What the result's scores count (match.js's result card): castles and strongholds held.
export const scoresLabel = { en: "Castles and strongholds", ru: "Замки и крепости", bg: "Замъци и крепости" };

export const reasons = {
  seven_castles: { en: "Seven castles and strongholds", ru: "Семь замков и крепостей", bg: "Седем замъка и крепости" },
  round_limit: { en: "End of round 10", ru: "Конец 10-го раунда", bg: "Край на 10-ия рунд" },
  castles_at_end_of_turn: { en: "Enough castles and strongholds at the end of a turn",
    ru: "Достаточно городов и крепостей в конце хода", bg: "Достатъчно замъци и крепости в края на хода" },
};

const RESULT = {
  place: { en: "Place", ru: "Место", bg: "Място" },
  house: { en: "House", ru: "Дом", bg: "Дом" },
  castles: { en: "Castles and strongholds", ru: "Замки и крепости", bg: "Замъци и крепости" },
  strongholds: { en: "Strongholds", ru: "Крепости", bg: "Крепости" },
  areas: { en: "Areas", ru: "Области", bg: "Области" },
  supply: { en: "Supply", ru: "Снабжение", bg: "Снабдяване" },
  power: { en: "Power tokens", ru: "Жетоны власти", bg: "Жетони за власт" },
  units: { en: "Units", ru: "Отряды", bg: "Единици" },
  iron_throne: { en: "Iron Throne position", ru: "Место на Железном троне", bg: "Място на Железния трон" },
  decided_by: { en: "{a} ranks above {b} on: {what}.", ru: "{a} стоит выше, чем {b}, по показателю: {what}.", bg: "{a} е над {b} по: {what}." },
  all_equal: { en: "{a} and {b} are equal on every tiebreaker: they share the place.", ru: "{a} и {b} равны по всем показателям: место делится.",
    bg: "{a} и {b} са равни по всички показатели: делят мястото." },
  order: { en: "Ties are broken by, in order: {list}.", ru: "Ничьи разрешаются по порядку: {list}.", bg: "Равенствата се решават поред по: {list}." },
};

// The end of a board game: every house's place with the values the tiebreakers compare, and
// for each pair of neighbours in the ranking the first value that tells them apart.
export function resultDetails(result, ctx) {
  if (!Array.isArray(result.ranking)) return null;
  const st = ctx && ctx.view && ctx.view.standings;
  if (!st) return h("ol", {}, result.ranking.map((hid) => h("li", { "data-house": hid }, houseName(hid))));
  const keys = st.tiebreakers;
  const val = (hid, k) => st.houses[hid][k];
  const seatOf = (hid) => seatsOf(ctx.view).indexOf(hid);
  const why = [];
  // houses equal on every tiebreaker share a place (a 1st-edition draw shares the win)
  const places = [];
  for (let i = 0; i < result.ranking.length; i += 1) {
    const [a, b] = [result.ranking[i - 1], result.ranking[i]];
    places.push(i > 0 && keys.every((x) => val(a, x) === val(b, x)) ? places[i - 1] : i + 1);
  }
  for (let i = 0; i + 1 < result.ranking.length; i += 1) {
    const [a, b] = [result.ranking[i], result.ranking[i + 1]];
    const k = keys.find((x) => val(a, x) !== val(b, x));
    why.push(h("li", { "data-pair": `${a}-${b}` }, k
      ? pick(RESULT.decided_by, { a: houseName(a), b: houseName(b), what: `${pick(RESULT[k]).toLocaleLowerCase()} (${val(a, k)} / ${val(b, k)})` })
      : pick(RESULT.all_equal, { a: houseName(a), b: houseName(b) })));
  }
  return h("div", { class: "board-result", id: "board-result" },
    h("table", { class: "standings" },
      h("thead", {}, h("tr", {}, h("th", {}, pick(RESULT.place)), h("th", {}, pick(RESULT.house)), keys.map((k) => h("th", {}, pick(RESULT[k]))))),
      h("tbody", {}, result.ranking.map((hid, i) => h("tr", { "data-house": hid, class: places[i] === 1 ? "first" : null },
        h("td", { class: "place" }, String(places[i])),
        h("td", { class: "house" }, h("span", { class: "chip", style: `background:${HOUSES[hid] ? HOUSES[hid].colour : "#777"}` }), " ", houseName(hid),
          seatOf(hid) >= 0 && ctx.seatName ? h("small", { class: "muted" }, ` · ${ctx.seatName(seatOf(hid)).replace(/ \(.*\)$/, "")}`) : null),
        // data-label: a phone shows each house as a card of "tiebreaker: value" lines (app.css)
        keys.map((k) => h("td", { class: "num", "data-key": k, "data-label": pick(RESULT[k]) }, String(val(hid, k)))))))),
    h("p", { class: "muted" }, pick(RESULT.order, { list: keys.map((k) => pick(RESULT[k]).toLocaleLowerCase()).join(", ") })),
    h("ul", { class: "plain why" }, why));
}

export { events } from "./board-events.js";

// A card the event log names opens its text, as its chip on the table does (events.js).
export function openCardCode(id, v) { openBoardCard(v, id); }

// Decision buttons that play a card (a house card, a Westeros or wildling choice) get an "i"
// beside them opening its text (used by decisions.js).
export function optionInfo(option, ctx) {
  const a = option.action || {};
  const id = [a.card, a.house_card].find((x) => typeof x === "string");
  return id && ctx.view ? cardInfoButton(ctx.view, id) : null;
}

// The order decision asked the board's way (board-orders.js); other decisions stay generic.
// Every question asked during a combat (support, house card, Blade, abilities) says where the
// combat stands, in the decisions panel itself.
export function decisionNote(d, ctx) { return combatNote(ctx); }

export function decisionBody(d, ctx, opts) {
  if (!d.options.some((o) => (o.action || {}).type === "place_order")) return null;
  return ordersBody(d, ctx, opts);
}
