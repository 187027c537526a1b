// Lobby: the games, a create form built from each game's options schema, the match lists, and
// the seats this browser holds.
import { api } from "./api.js";
import { clear, h } from "./dom.js";
import { pick, seatNo, t } from "./i18n.js";
import { forgetSeat, mySeats } from "./store.js";
import { flash, matchLink, navigate, problemText, statusLabel } from "./ui.js";
import { gameInfo } from "./games/index.js";
import { myMatchesBox } from "./account.js";
import { createdLabel, titleNode } from "./titles.js";

// Clock presets offered when creating a match (the API takes any ClockSpec); a seat that runs
// out of time is played by a bot until its player takes it back.
const CLOCKS = {
  none: null,
  live10: { type: "live", bank: 600, increment: 10 },
  live30: { type: "live", bank: 1800, increment: 30 },
  day: { type: "correspondence", per_decision: 86400 },
  days3: { type: "correspondence", per_decision: 3 * 86400, pause_weekends: true },
};

export function gameName(game) {
  const mod = gameInfo(game.id || game);
  return mod && mod.name ? pick(mod.name) : (game.name || game.id || String(game));
}

export function renderLobby(root) {
  let games = [];
  let disposed = false;
  const gamesBox = h("section", { class: "card", id: "games" });
  const createBox = h("section", { class: "card", id: "create" });
  const seatsBox = h("section", { class: "card", id: "my-seats" });
  const listsBox = h("div", { class: "lists" });
  const title = h("h1", { class: "page-title" }, t("lobby_title"));
  // Shown once the games are known: the boxes drawn empty first would jump when they fill.
  // The account's seats (logged in only), before this browser's own.
  const page = h("div", { class: "lobby" }, createBox, myMatchesBox(), seatsBox, gamesBox, listsBox);
  const loading = h("p", { class: "loading" }, t("loading"));
  root.append(title, loading);

  function drawGames() {
    clear(gamesBox).append(h("h2", {}, t("games")), h("ul", { class: "plain" }, games.map((g) => {
      const mod = gameInfo(g.id);
      return h("li", { class: "game-item", "data-game": g.id },
        h("strong", {}, gameName(g)), " — ",
        g.min_players === g.max_players ? t("players_exact", { n: g.min_players })
          : t("players_range", { min: g.min_players, max: g.max_players }),
        mod && mod.note ? h("span", { class: "badge" }, pick(mod.note)) : null,
        mod && mod.decks ? [" ", h("a", { href: "#/decks", class: "button deck-builder-link" }, t("deck_builder"))] : null);
    })));
  }

  function optionField(name, raw, labels) {
    const id = `opt-${name}`;
    // ["integer", "null"]: an optional integer; an empty field means "not given" (the default).
    const type = Array.isArray(raw.type) ? raw.type.find((x) => x !== "null") : raw.type;
    const prop = { ...raw, type, default: raw.default === null ? undefined : raw.default };
    // oneOf with a plain string choice (lcg2e's decks: "learning" | "box" | custom deck lists): the
    // form offers the named choices; the other branches stay for API clients.
    const named = Array.isArray(raw.oneOf) ? raw.oneOf.find((b) => Array.isArray(b.enum)) : null;
    if (!prop.enum && named) Object.assign(prop, { enum: named.enum, type: named.type });
    const mine = (labels && labels[name]) || {};
    const title = mine.label ? pick(mine.label) : name;
    // The game module's hint in the reader's language; the API's description (written for
    // developers, with spec references) only for an option the module does not know.
    const hint = mine.hint ? pick(mine.hint) : mine.label ? null : prop.description;
    const desc = hint ? h("small", { class: "hint" }, hint) : null;
    // A string option whose values the module names (B'Twixt's card pool) is a choice, not a text box.
    if (!prop.enum && prop.type === "string" && mine.values) Object.assign(prop, { enum: Object.keys(mine.values) });
    let input;
    if (prop.type === "boolean") {
      input = h("input", { type: "checkbox", id, name, "data-type": "boolean" });
      input.checked = !!prop.default;
      return h("div", { class: "field check" }, input, h("label", { for: id }, title), desc);
    }
    if (Array.isArray(prop.enum)) {
      input = h("select", { id, name, "data-type": prop.type || "string" },
        prop.enum.map((v) => h("option", { value: String(v) }, mine.values && mine.values[v] ? pick(mine.values[v]) : String(v))));
      if (prop.default !== undefined) input.value = String(prop.default);
    } else if (prop.type === "integer" || prop.type === "number") {
      input = h("input", { type: "number", id, name, "data-type": prop.type,
        min: prop.minimum, max: prop.maximum, value: prop.default ?? "" });
    } else {
      input = h("input", { type: "text", id, name, "data-type": "string", value: prop.default ?? "" });
    }
    return h("div", { class: "field" }, h("label", { for: id }, title), input, desc);
  }

  function drawCreate() {
    clear(createBox).append(h("h2", {}, t("new_match")));
    if (!games.length) { createBox.append(h("p", {}, t("loading"))); return; }
    const gameSel = h("select", { id: "create-game", name: "game" },
      games.map((g) => h("option", { value: g.id }, gameName(g))));
    const playersSel = h("select", { id: "create-players", name: "players" });
    const optsBox = h("div", { class: "options" });
    const seedInput = h("input", { type: "number", id: "create-seed", name: "seed", min: 0 });
    const nameInput = h("input", { type: "text", id: "create-name", name: "table-name", maxlength: 60,
      autocomplete: "off", "aria-describedby": "create-name-hint" });
    const clockSel = h("select", { id: "create-clock" },
      Object.keys(CLOCKS).map((k) => h("option", { value: k }, t(`clock_${k}`))));
    const sync = () => {
      const g = games.find((x) => x.id === gameSel.value) || games[0];
      const keep = Number(playersSel.value);
      clear(playersSel);
      for (let n = g.min_players; n <= g.max_players; n++) playersSel.append(h("option", { value: n }, String(n)));
      playersSel.value = keep >= g.min_players && keep <= g.max_players ? keep : g.min_players;
      clear(optsBox);
      const props = (g.options && g.options.properties) || {};
      const mod = gameInfo(g.id);
      for (const [name, prop] of Object.entries(props)) optsBox.append(optionField(name, prop, mod && mod.options));
    };
    gameSel.addEventListener("change", sync);
    const form = h("form", { class: "create-form", onsubmit: async (e) => {
      e.preventDefault();
      const options = {};
      for (const el of optsBox.querySelectorAll("[name]")) {
        const type = el.dataset.type;
        if (type === "boolean") options[el.name] = el.checked;
        else if (el.value === "") continue;
        else if (type === "integer") options[el.name] = parseInt(el.value, 10);
        else if (type === "number") options[el.name] = Number(el.value);
        else options[el.name] = el.value;
      }
      const body = { game: gameSel.value, players: Number(playersSel.value), options };
      if (seedInput.value !== "") body.seed = Number(seedInput.value);
      if (CLOCKS[clockSel.value]) body.clock = CLOCKS[clockSel.value];
      // A pasted tab would be refused by the API (no control characters): it reads as a space.
      const name = nameInput.value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
      if (name) body.name = name;
      try {
        const m = await api.create(body);
        navigate(matchLink(m.id));
      } catch (err) {
        flash(err.problem && err.problem.errors && err.problem.errors.name ? t("table_name_rule") : problemText(err));
      }
    } },
    h("div", { class: "field" }, h("label", { for: "create-game" }, t("game")), gameSel),
    h("div", { class: "field" }, h("label", { for: "create-players" }, t("players")), playersSel),
    h("div", { class: "field" }, h("label", { for: "create-name" }, t("table_name")), nameInput,
      h("small", { class: "hint", id: "create-name-hint" }, t("table_name_hint"))),
    optsBox,
    h("div", { class: "field" }, h("label", { for: "create-clock" }, t("clock")), clockSel),
    h("div", { class: "field" }, h("label", { for: "create-seed" }, t("seed")), seedInput),
    h("button", { type: "submit", class: "primary", id: "create-submit" }, t("create")));
    createBox.append(form);
    sync();
  }

  // This browser keeps only a seat's match id, seat and name: the matches are read for their
  // titles before the list is drawn (drawn at once, nothing below it moves), all in one request
  // (a hundred per request). A match that is gone keeps the game's name as its title.
  async function drawSeats() {
    const seats = mySeats();
    const ids = [...new Set(seats.map((s) => s.matchId))].filter((id) => /^[^,]{1,64}$/.test(id));
    const chunks = [];
    for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100));
    const pages = await Promise.all(chunks.map((c) => api.matches({ ids: c.join(",") }).catch(() => null)));
    const byId = new Map(pages.flatMap((p) => (p ? p.items : [])).map((m) => [m.id, m]));
    if (disposed) return;
    clear(seatsBox).append(h("h2", {}, t("my_seats")));
    if (!seats.length) { seatsBox.append(h("p", { class: "muted" }, t("none_yet"))); return; }
    // The matches waiting on this player first (a game played over days is found at a glance),
    // then the rest, newest first; the browser's own order of remembered seats means nothing.
    const rows = seats.map((s) => {
      const m = byId.get(s.matchId) || null;
      const seat = m && m.status === "active" ? (m.seats || []).find((x) => x.seat === s.seat) : null;
      return { s, m, awaits: Boolean(seat && seat.to_act) };
    }).sort((a, b) => (b.awaits - a.awaits) || ((b.m ? b.m.created : 0) - (a.m ? a.m.created : 0)));
    seatsBox.append(h("ul", { class: "plain" }, rows.map(({ s, m, awaits }) => {
      const title = m ? titleNode(m, matchLink(s.matchId))
        : h("a", { class: "match-title", href: matchLink(s.matchId) }, s.game ? gameName(s.game) : t("seat_n", { n: seatNo(s.seat) }));
      return h("li", { class: ["seat-item", awaits ? "awaits" : null], "data-match": s.matchId }, title,
        h("span", { class: "match-meta" }, seatLine(s, m), awaits ? h("span", { class: "badge turn" }, t("awaits_you")) : null),
        h("span", { class: "match-tools" },
          h("a", { class: "button", href: matchLink(s.matchId) }, t("rejoin")), " ",
          h("button", { type: "button", class: "link", onclick: () => { forgetSeat(s.matchId); drawSeats(); } },
            t("forget"))));
    })));
  }

  function seatLine(s, m) {
    const game = m ? m.game : s.game;
    return [game ? gameName(game) : null, `${t("seat_n", { n: seatNo(s.seat) })}${s.name ? ` (${s.name})` : ""}`,
      m ? createdLabel(m.created) : null].filter(Boolean).join(" · ");
  }

  function matchRow(m) {
    const joined = (m.seats || []).filter((s) => s.joined).length;
    return h("li", { class: "match-item", "data-match": m.id },
      titleNode(m, matchLink(m.id)),
      h("span", { class: "match-meta" },
        `${gameName(m.game)} · ${statusLabel(m.status)}, ${joined}/${m.players} · ${createdLabel(m.created)}`),
      h("span", { class: "match-tools" },
        h("a", { class: "button", href: matchLink(m.id) }, m.status === "open" ? t("join") : t("watch"))));
  }

  // Returns the list's box once its first page is in, so the three lists appear together.
  async function drawList(status, title) {
    const box = h("section", { class: "card", id: `list-${status}` }, h("h2", {}, title));
    const ul = h("ul", { class: "plain" });
    box.append(ul);
    let cursor = null;
    const more = h("button", { type: "button", class: "link", hidden: true, onclick: () => load() }, t("more"));
    box.append(more);
    async function load() {
      try {
        const page = await api.matches({ status, limit: 10, cursor: cursor || undefined });
        if (disposed) return;
        for (const m of page.items || []) ul.append(matchRow(m));
        cursor = page.next_cursor || null;
        more.hidden = !cursor;
        if (!ul.children.length) ul.append(h("li", { class: "muted" }, t("none_yet")));
      } catch (err) { if (!disposed) box.append(h("p", { class: "error" }, problemText(err))); }
    }
    await load();
    return box;
  }

  async function drawLists() {
    const boxes = await Promise.all([drawList("open", t("open_matches")), drawList("active", t("running_matches")),
      drawList("finished", t("finished_matches"))]);
    if (disposed) return;
    clear(listsBox).append(h("div", { class: "lists-tools" }, h("button", { type: "button", class: "link", id: "refresh-lists",
      onclick: () => { drawSeats(); drawLists(); } }, t("refresh"))), ...boxes);
  }

  async function load() {
    const seatsDrawn = drawSeats();   // read alongside the games
    try {
      games = await api.games();
    } catch (err) { flash(problemText(err)); }
    await seatsDrawn;
    if (disposed) return;
    drawGames(); drawCreate();
    loading.replaceWith(page);
    drawLists();
  }
  load();
  return { dispose() { disposed = true; } };
}

