// B'Twixt: the table drawn seat by seat with the council shared with the next seat, the current
// ally, bid piles, hand, first-player marker, timeline and season. The card pool is reconstructed.
import { h } from "../dom.js";
import { pick } from "../i18n.js";
import CARDS from "../data/btwixt-cards.js";
import { actionMentions, clickable, count, field, section } from "./common.js";

export const name = { en: "A Game of Thrones: B'Twixt", ru: "Игра престолов: Меж двух королей",
  bg: "Игра на тронове: Между двама крале" };
export const note = { en: "Card pool: reconstructed", ru: "Набор карт: реконструкция",
  bg: "Набор карти: реконструкция" };

export function matches(gameId) { return /btwixt/i.test(gameId); }

const W = {
  season: { en: "Season", ru: "Сезон", bg: "Сезон" },
  summer: { en: "Summer", ru: "Лето", bg: "Лято" },
  autumn: { en: "Autumn", ru: "Осень", bg: "Есен" },
  winter: { en: "Winter", ru: "Зима", bg: "Зима" },
  round: { en: "Round {r} of {n}", ru: "Раунд {r} из {n}", bg: "Рунд {r} от {n}" },
  current_ally: { en: "Current ally", ru: "Текущий союзник", bg: "Текущ съюзник" },
  no_ally: { en: "No current ally", ru: "Нет текущего союзника", bg: "Няма текущ съюзник" },
  first_player: { en: "First player", ru: "Первый игрок", bg: "Първи играч" },
  knelt: { en: "knelt", ru: "преклонил колено", bg: "коленичил" },
  hand: { en: "Hand: {n}", ru: "В руке: {n}", bg: "В ръка: {n}" },
  your_hand: { en: "Your hand", ru: "Ваша рука", bg: "Вашата ръка" },
  bid: { en: "Bid pile ({v})", ru: "Ставка ({v})", bg: "Залог ({v})" },
  council: { en: "Council {a} – {b}", ru: "Совет {a} – {b}", bg: "Съвет {a} – {b}" },
  tokens: { en: "power tokens face down: {n}", ru: "жетонов власти рубашкой вверх: {n}",
    bg: "жетони за власт с лицето надолу: {n}" },
  power: { en: "power {v}", ru: "власть {v}", bg: "власт {v}" },
  influence: { en: "influence {v}", ru: "влияние {v}", bg: "влияние {v}" },
  decks: { en: "Ally deck {a} · Influence deck {i} · Discard {d} · Killed {k} · Token supply {s}",
    ru: "Колода союзников {a} · Колода влияния {i} · Сброс {d} · Убитые {k} · Запас жетонов {s}",
    bg: "Тесте съюзници {a} · Тесте влияние {i} · Изчистени {d} · Убити {k} · Запас жетони {s}" },
  discard: { en: "Discard pile", ru: "Сброс", bg: "Изчистени карти" },
  killed: { en: "Killed allies", ru: "Убитые союзники", bg: "Убити съюзници" },
  empty: { en: "—", ru: "—", bg: "—" },
  table: { en: "The table", ru: "Стол", bg: "Масата" },
  turn: { en: "turn", ru: "ход", bg: "ход" },
};

const EV = {
  ally_revealed: { en: "{ally} is revealed as the current ally.", ru: "Раскрыт текущий союзник: {ally}.",
    bg: "Разкрит е текущият съюзник: {ally}." },
  card_played: { en: "{seat} plays {card}.", ru: "{seat} разыгрывает {card}.", bg: "{seat} играе {card}." },
  knelt: { en: "{seat} kneels.", ru: "{seat} преклоняет колено.", bg: "{seat} коленичи." },
  bid_won: { en: "{seat} wins the bid.", ru: "{seat} побеждает в торгах.", bg: "{seat} печели наддаването." },
  ally_accepted: { en: "{seat} accepts {ally} into the council {council}.",
    ru: "{seat} принимает {ally} в совет {council}.", bg: "{seat} приема {ally} в съвет {council}." },
  token_gained: { en: "{seat} places a power token in council {council}.",
    ru: "{seat} кладёт жетон власти в совет {council}.", bg: "{seat} поставя жетон за власт в съвет {council}." },
  ally_killed: { en: "{ally} is killed.", ru: "{ally} убит.", bg: "{ally} е убит." },
  first_player: { en: "{seat} takes the first-player token.", ru: "{seat} получает жетон первого игрока.",
    bg: "{seat} взема жетона за първи играч." },
  season: { en: "The season changes: {season}.", ru: "Смена сезона: {season}.", bg: "Смяна на сезона: {season}." },
  drew: { en: "{seat} draws {n} card(s).", ru: "{seat} берёт карт: {n}.", bg: "{seat} тегли карти: {n}." },
  game_over: { en: "The game ends.", ru: "Игра окончена.", bg: "Играта приключи." },
};

export function cardName(uid) {
  if (uid === null || uid === undefined) return "";
  const c = CARDS[String(uid).split("#")[0]];
  return c ? pick(c.name) : String(uid);
}

function cardRec(uid) { return uid ? CARDS[String(uid).split("#")[0]] : null; }

export function nameOf(id) {
  return cardRec(id) ? cardName(id) : null;
}

function rulers(v) { return field(v, "rulers") || []; }

export function seatName(seat, v) {
  const r = rulers(v)[seat];
  const rid = r && typeof r === "object" ? field(r, "id", "ruler") : r;
  return rid ? cardName(rid) : null;
}

function cardNode(uid, { cls, value = true, ctx, pickKeys } = {}) {
  const c = cardRec(uid);
  const colour = c && c.colour ? c.colour : (c ? c.kind : "unknown");
  const v = c ? c.value : null;
  const title = c && c.text ? pick(c.text) : "";
  const node = h("div", { class: ["bcard", `c-${colour}`, cls], "data-card": uid, title },
    h("span", { class: "bcard-name" }, cardName(uid)),
    value && v !== null && v !== undefined ? h("span", { class: "bcard-value" }, String(v)) : null);
  if (ctx) clickable(node, ctx, (a) => actionMentions(a, uid, pickKeys));
  return node;
}

function pileTotal(pile) {
  return pile.reduce((s, uid) => s + ((cardRec(uid) && cardRec(uid).value) || 0), 0);
}

export function render(ctx) {
  const v = ctx.view;
  const n = field(v, "n", "players") || rulers(v).length || (ctx.match && ctx.match.players) || 0;
  const first = field(v, "first", "first_player", "first_seat");
  const active = field(v, "active", "active_seat", "turn");
  const knelt = field(v, "knelt") || [];
  const piles = field(v, "piles", "bid_piles") || [];
  const councils = field(v, "councils") || [];
  const hands = field(v, "hands", "hand_sizes") || [];
  const root = h("div", { class: "btwixt" });

  // Timeline and season
  const season = field(v, "season");
  const seasons = ["summer", "autumn", "winter"];
  const rIn = field(v, "round_in_season", "round");
  const rPer = field(v, "rounds_per_season") || (n ? n + 1 : null);
  root.append(h("div", { class: "timeline", id: "timeline" },
    h("span", { class: "label" }, pick(W.season), ": "),
    seasons.map((s) => h("span", { class: ["season", s === season ? "now" : null], "data-season": s }, pick(W[s]))),
    rIn ? h("span", { class: "round" }, " · ", pick(W.round, { r: rIn, n: rPer ?? "?" })) : null));

  // Current ally and the piles in the middle of the table
  const ally = field(v, "current_ally", "ally");
  const allyTokens = count(field(v, "current_ally_tokens", "tokens_on_current_ally"));
  root.append(section(pick(W.current_ally),
    h("div", { class: "ally-slot", id: "current-ally" },
      ally ? cardNode(ally, { ctx, cls: "ally" }) : h("span", { class: "muted" }, pick(W.no_ally)),
      allyTokens ? h("span", { class: "tokens" }, " ◆×", allyTokens) : null,
      ally && cardRec(ally) && cardRec(ally).text ? h("p", { class: "card-text" }, pick(cardRec(ally).text)) : null),
    h("p", { class: "muted decks" }, pick(W.decks, {
      a: count(field(v, "ally_deck", "ally_deck_size")), i: count(field(v, "deck", "deck_size", "influence_deck")),
      d: count(field(v, "discard")), k: count(field(v, "killed")), s: count(field(v, "supply", "token_supply")),
    }))));

  // The table: each seat followed by the council it shares with its left neighbour (spec §5.2).
  const table = h("div", { class: "table", id: "table" });
  for (let seat = 0; seat < n; seat++) {
    const pile = Array.isArray(piles[seat]) ? piles[seat].map((x) => (typeof x === "object" ? field(x, "card", "id", "uid") : x)) : [];
    const handSize = Array.isArray(hands[seat]) ? hands[seat].length : count(hands[seat]);
    const isKnelt = Array.isArray(knelt) ? !!knelt[seat] || knelt.includes?.(seat) && typeof knelt[0] === "number" : false;
    table.append(h("div", {
      class: ["tseat", seat === ctx.seat ? "mine" : null, seat === active ? "active" : null, isKnelt ? "knelt" : null],
      "data-seat": seat,
    },
    h("div", { class: "tseat-head" },
      h("strong", {}, ctx.seatName(seat)),
      seat === first ? h("span", { class: "badge first", title: pick(W.first_player) }, "♛ ", pick(W.first_player)) : null,
      seat === active ? h("span", { class: "badge turn" }, pick(W.turn)) : null,
      isKnelt ? h("span", { class: "badge knelt" }, pick(W.knelt)) : null),
    h("div", { class: "muted" }, pick(W.hand, { n: handSize })),
    h("div", { class: "pile" }, h("span", { class: "label" }, pick(W.bid, { v: field(v, "totals")?.[seat] ?? pileTotal(pile) })),
      pile.length ? pile.map((uid) => cardNode(uid, { ctx, pickKeys: ["card", "target", "cards"] })) : h("span", { class: "muted" }, pick(W.empty)))));
    const c = councils[seat] || {};
    const allies = field(c, "allies") || [];
    const tokens = count(field(c, "tokens", "power_tokens", "token_count"));
    const council = h("div", { class: "council", "data-council": seat },
      h("div", { class: "council-head" }, pick(W.council, { a: ctx.seatName(seat), b: ctx.seatName((seat + 1) % n) })),
      h("div", { class: "allies" }, allies.length ? allies.map((a) => cardNode(a, { ctx, cls: "ally" })) : h("span", { class: "muted" }, pick(W.empty))),
      h("div", { class: "tokens" }, "◆ ", pick(W.tokens, { n: tokens })));
    clickable(council, ctx, (a) => a.council === seat);
    table.append(council);
  }
  root.append(section(pick(W.table), table));

  // My hand (only the owner's view carries it)
  const mine = ctx.seat !== null && ctx.seat !== undefined ? field(v, "hand") || (Array.isArray(hands[ctx.seat]) ? hands[ctx.seat] : null) : null;
  if (Array.isArray(mine)) {
    root.append(section(pick(W.your_hand), h("div", { class: "hand", id: "hand" },
      mine.map((uid) => cardNode(uid, { ctx, pickKeys: ["card"] })))));
  }

  const discard = field(v, "discard");
  if (Array.isArray(discard) && discard.length) {
    root.append(h("details", { class: "panel" }, h("summary", {}, `${pick(W.discard)} (${discard.length})`),
      h("div", { class: "hand" }, discard.map((uid) => cardNode(uid)))));
  }
  const killed = field(v, "killed");
  if (Array.isArray(killed) && killed.length) {
    root.append(h("details", { class: "panel" }, h("summary", {}, `${pick(W.killed)} (${killed.length})`),
      h("div", { class: "hand" }, killed.map((uid) => cardNode(uid)))));
  }
  return root;
}

// Event renderers; event field spellings follow the engine's events.
function seatOf(ev, ctx) { return ctx.seatName(field(ev, "seat", "winner", "ruler")); }

export const events = {};
function on(types, fn) { for (const ty of types) events[ty] = fn; }
on(["ally-revealed", "ally_revealed", "reveal-ally"], (ev) => pick(EV.ally_revealed, { ally: cardName(field(ev, "ally", "card")) }));
on(["card-played", "played", "play"], (ev, ctx) => pick(EV.card_played, { seat: seatOf(ev, ctx), card: cardName(field(ev, "card")) }));
on(["knelt", "kneel", "kneeled"], (ev, ctx) => pick(EV.knelt, { seat: seatOf(ev, ctx) }));
on(["bid-won", "bid_won", "won-bid"], (ev, ctx) => pick(EV.bid_won, { seat: seatOf(ev, ctx) }));
on(["ally-accepted", "ally-placed", "accepted"], (ev, ctx) => pick(EV.ally_accepted,
  { seat: seatOf(ev, ctx), ally: cardName(field(ev, "ally", "card")), council: councilName(field(ev, "council"), ctx) }));
on(["token-gained", "power-token-gained", "token-placed"], (ev, ctx) => pick(EV.token_gained,
  { seat: seatOf(ev, ctx), council: councilName(field(ev, "council"), ctx) }));
on(["ally-killed", "killed"], (ev) => pick(EV.ally_killed, { ally: cardName(field(ev, "ally", "card")) }));
on(["first-player", "first-player-passed"], (ev, ctx) => pick(EV.first_player, { seat: seatOf(ev, ctx) }));
on(["season-changed", "season"], (ev) => pick(EV.season, { season: pick(W[field(ev, "season")] || field(ev, "season")) }));
on(["drew", "cards-drawn", "draw"], (ev, ctx) => pick(EV.drew, { seat: seatOf(ev, ctx), n: count(field(ev, "cards", "count")) }));
on(["game-over", "game-ended"], () => pick(EV.game_over));

function councilName(k, ctx) {
  if (!Number.isInteger(k)) return "?";
  const n = (ctx.view && (field(ctx.view, "n") || rulers(ctx.view).length)) || (ctx.match && ctx.match.players) || 1;
  return `${ctx.seatName(k)} – ${ctx.seatName((k + 1) % n)}`;
}

