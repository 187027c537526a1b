// B'Twixt: the table drawn seat by seat with the council shared with the next seat, the current
// ally, bid piles, hand, first-player marker, timeline and season. The card pool is reconstructed.
import { h } from "../dom.js";
import { cardRef } from "../events.js";
import { pick } from "../i18n.js";
import CARDS from "../data/btwixt-cards.js";
import PROMPTS from "../data/btwixt-prompts.js";
import { actionMentions, clickable, count, field, matchEnded, section } from "./common.js";
import { infoButton, openText } from "./text-dialog.js";

export { name, note, matches, options } from "./btwixt-meta.js";

const W = {
  season: { en: "Season", ru: "Сезон", bg: "Сезон" },
  summer: { en: "Summer", ru: "Лето", bg: "Лято" },
  autumn: { en: "Autumn", ru: "Осень", bg: "Есен" },
  winter: { en: "Winter", ru: "Зима", bg: "Зима" },
  round: { en: "Round {r} of {n}", ru: "Раунд {r} из {n}", bg: "Рунд {r} от {n}" },
  over: { en: "the game is over", ru: "игра окончена", bg: "играта приключи" },
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
  // in play a council shows only what is printed (tokens are face down, end-of-game abilities
  // have not happened); at the end the result's total, in the parts a player can check
  visible: { en: "allies' printed power {v}", ru: "власть союзников по картам {v}", bg: "власт на съюзниците по картите {v}" },
  council_total: { en: "total {t} = allies {a} + power tokens {s}", ru: "итого {t} = союзники {a} + жетоны власти {s}",
    bg: "общо {t} = съюзници {a} + жетони за власт {s}" },
  end_of_game: { en: " (printed {p}, end-of-game abilities of {names}: {d})", ru: " (по картам {p}; свойства конца игры — {names}: {d})",
    bg: " (по картите {p}; способности в края на играта — {names}: {d})" },
  how_counted: { en: "At the end of the game a council's total is its allies' power, after their end-of-game abilities, plus its power tokens; each ruler's Small council is the lower of their two.",
    ru: "В конце игры сумма совета — это власть его союзников с учётом их свойств конца игры плюс его жетоны власти; Малый совет правителя — меньший из двух его советов.",
    bg: "В края на играта сборът на съвета е властта на съюзниците му след способностите им в края на играта плюс жетоните му за власт; Малкият съвет на владетеля е по-слабият от двата му съвета." },
  extra: { en: "Extra allies", ru: "Дополнительные союзники", bg: "Допълнителни съюзници" },
  row: { en: "Ally row", ru: "Ряд союзников", bg: "Редица съюзници" },
  pending: { en: "{seat} is choosing: {prompt}", ru: "{seat} выбирает: {prompt}", bg: "{seat} избира: {prompt}" },
  // a power token is told by its value where it lies (a council, the current ally), never by its number
  seen: { en: "you have seen: {list}", ru: "вы видели: {list}", bg: "видели сте: {list}" },
  known_else: { en: "Other power tokens you have seen: {list}", ru: "Другие жетоны власти, которые вы видели: {list}",
    bg: "Други жетони за власт, които сте видели: {list}" },
  a_token: { en: "a power token", ru: "жетон власти", bg: "жетон за власт" },
  a_token_of: { en: "a power token ({v})", ru: "жетон власти ({v})", bg: "жетон за власт ({v})" },
  tokens_shown: { en: "power tokens: {list} = {sum}", ru: "жетоны власти: {list} = {sum}", bg: "жетони за власт: {list} = {sum}" },
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

function rulerId(v, seat) {
  const r = rulers(v)[seat];
  return r && typeof r === "object" ? field(r, "id", "ruler") : r;
}

export function seatName(seat, v) {
  const rid = rulerId(v, seat);
  return rid ? cardName(rid) : null;
}

// Decision buttons that name a card, ally or ruler get an "i" opening its text.
export function optionInfo(option) {
  const a = option.action || {};
  const inner = a.choice && typeof a.choice === "object" ? a.choice : a;
  const id = [a.card, a.ruler, a.ally, inner.card, inner.ally, inner.ruler, typeof a.choice === "string" ? a.choice : null]
    .find((x) => typeof x === "string" && cardRec(x));
  return id ? infoButton(cardName(id), () => openCard(id), id) : null;
}

const KIND = {
  ally: { en: "Ally", ru: "Союзник", bg: "Съюзник" }, ruler: { en: "Ruler", ru: "Правитель", bg: "Владетел" },
  influence: { en: "Influence card", ru: "Карта влияния", bg: "Карта за влияние" },
  value: { en: "value {v}", ru: "значение {v}", bg: "стойност {v}" },
};
const COLOUR_NAMES = { red: { en: "red", ru: "красная", bg: "червена" }, green: { en: "green", ru: "зелёная", bg: "зелена" },
  purple: { en: "purple", ru: "фиолетовая", bg: "лилава" }, white: { en: "white", ru: "белая", bg: "бяла" },
  blue: { en: "blue", ru: "синяя", bg: "синя" } };

// A card's text in the shared dialog; choices are the pending options that name it.
export function openCard(uid, choices = []) {
  const c = cardRec(uid);
  if (!c) return;
  const kind = c.kind === "ally" || c.kind === "ruler" ? KIND[c.kind] : KIND.influence;
  const face = [pick(kind), c.colour && COLOUR_NAMES[c.colour] ? ` · ${pick(COLOUR_NAMES[c.colour])}` : "",
    c.value !== null && c.value !== undefined ? ` · ${pick(KIND.value, { v: c.value })}` : ""];
  openText({ title: cardName(uid), face, text: c.text, choices });
}

function cardNode(uid, { cls, value = true, ctx, pickKeys } = {}) {
  const c = cardRec(uid);
  const colour = c && c.colour ? c.colour : (c ? c.kind : "unknown");
  const v = c ? c.value : null;
  const node = h("div", { class: ["bcard", `c-${colour}`, cls], "data-card": uid },
    h("span", { class: "bcard-name" }, cardName(uid)),
    value && v !== null && v !== undefined ? h("span", { class: "bcard-value" }, String(v)) : null,
    // the "i" opens the text on any screen (no hover); the card itself still plays at a tap
    c ? infoButton(cardName(uid), () => openCard(uid, ctx ? ctx.optionsWhere((a) => actionMentions(a, uid, pickKeys))
      .map((f) => ({ label: f.option.label, run: () => ctx.focusOptions([f]) })) : []), uid) : null);
  if (ctx) clickable(node, ctx, (a) => actionMentions(a, uid, pickKeys));
  if (!node.classList.contains("pickable") && c) {
    node.addEventListener("click", () => openCard(uid));
  }
  return node;
}

function signed(n) { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

// The result's total of council k in parts a player can check against the table: its tokens'
// values and its allies' power at scoring, which differs from their printed power by what the
// end-of-game abilities of its allies did (spec §1.4 step 2, D23; api/games/btwixt/scoring.py).
function councilTotal(result, k, allies) {
  const total = result.council_totals[k];
  const tokens = ((result.token_values || [])[k] || []).reduce((a, b) => a + b, 0);
  const printed = allies.reduce((sum, a) => sum + ((cardRec(a) || {}).value || 0), 0);
  const shift = total - tokens - printed;
  const names = allies.filter((a) => (cardRec(a) || {}).end_of_game).map(cardName).join(", ");
  return pick(W.council_total, { t: total, a: total - tokens, s: tokens })
    + (shift ? pick(W.end_of_game, { p: printed, d: signed(shift), names }) : "");
}

function pileTotal(pile) {
  return pile.reduce((s, uid) => s + ((cardRec(uid) && cardRec(uid).value) || 0), 0);
}

export function render(ctx) {
  const v = ctx.view;
  const n = field(v, "players", "n") || rulers(v).length || (ctx.match && ctx.match.players) || 0;
  const first = field(v, "first_player", "first");
  // A concession ends the match, not the game: the view keeps the round and the turn it found,
  // which must not read as still going on under the result.
  const ended = matchEnded(ctx.match);
  const active = ended ? null : field(v, "turn");
  const knelt = field(v, "knelt") || [];
  const piles = field(v, "bid_piles") || [];
  const totals = field(v, "bid_totals") || [];
  const councils = field(v, "councils") || [];
  const result = field(v, "result");
  const scored = result && Array.isArray(result.council_totals) ? result : null;
  const hands = field(v, "hand_sizes") || [];
  const root = h("div", { class: "btwixt" });

  // Timeline and season
  const season = field(v, "season");
  const seasons = ["summer", "autumn", "winter"];
  const rIn = field(v, "round_in_season", "round");
  const rPer = field(v, "rounds_per_season") || (n ? n + 1 : null);
  root.append(h("div", { class: "timeline", id: "timeline", "data-round-number": field(v, "round_number") ?? "",
    "data-phase": ended ? "over" : field(v, "phase") ?? "" },
    h("span", { class: "label" }, pick(W.season), ": "),
    seasons.map((s) => h("span", { class: ["season", s === season ? "now" : null], "data-season": s }, pick(W[s]))),
    // on a phone the round takes a line of its own, without the separator it would start with
    rIn ? h("span", { class: "round" }, h("span", { class: "sep" }, " · "), pick(W.round, { r: rIn, n: rPer ?? "?" })) : null,
    ended ? h("span", { class: "round", id: "over" }, h("span", { class: "sep" }, " · "), pick(W.over)) : null));

  const pending = ended ? null : field(v, "pending");
  if (pending && Number.isInteger(pending.seat)) {
    root.append(h("p", { class: "pending", id: "pending" }, pick(W.pending, { seat: ctx.seatName(pending.seat),
      prompt: `${pending.source ? cardName(pending.source) + ": " : ""}${PROMPTS[pending.prompt] ? pick(PROMPTS[pending.prompt]) : ""}` })));
  }
  // Power tokens are ids in the view; the page shows the values one knows where the tokens lie.
  const known = field(v, "known_tokens") || {};
  const revealed = field(v, "token_values") || {};
  const placed = new Set([...(field(v, "current_ally_tokens") || []),
    ...Object.values(councils).flatMap((c) => (Array.isArray(field(c, "tokens")) ? c.tokens : []))].map(String));
  const elsewhere = Object.entries(known).filter(([id]) => !placed.has(id)).map(([, val]) => val);
  if (elsewhere.length) root.append(h("p", { class: "muted", id: "tokens-seen" }, pick(W.known_else, { list: elsewhere.join(", ") })));
  const tokenLine = (ids, n) => {
    const list = Array.isArray(ids) ? ids.map(String) : [];
    if (list.length && list.every((id) => id in revealed)) {
      const vals = list.map((id) => revealed[id]);
      return pick(W.tokens_shown, { list: vals.join(" + "), sum: vals.reduce((a, b) => a + b, 0) });
    }
    const seen = list.filter((id) => id in known).map((id) => known[id]);
    return pick(W.tokens, { n }) + (seen.length ? ` · ${pick(W.seen, { list: seen.join(", ") })}` : "");
  };

  // Current ally and the piles in the middle of the table
  const ally = field(v, "current_ally", "ally");
  const allyTokens = count(field(v, "current_ally_tokens", "tokens_on_current_ally"));
  root.append(section(pick(W.current_ally),
    h("div", { class: "ally-slot", id: "current-ally" },
      ally ? cardNode(ally, { ctx, cls: "ally" }) : h("span", { class: "muted" }, pick(W.no_ally)),
      allyTokens ? h("span", { class: "tokens" }, " ◆ ", tokenLine(field(v, "current_ally_tokens"), allyTokens)) : null,
      ally && cardRec(ally) && cardRec(ally).text ? h("p", { class: "card-text" }, pick(cardRec(ally).text)) : null),
    ...(field(v, "extra_allies") || []).map((x) => h("div", { class: "ally-slot extra" },
      h("span", { class: "label" }, pick(W.extra), ": "), (x.allies || []).map((a) => cardNode(a, { ctx, cls: "ally" })))),
    (field(v, "ally_row") || []).length ? h("div", { class: "ally-slot row" }, h("span", { class: "label" }, pick(W.row), ": "),
      v.ally_row.map((a) => cardNode(a, { ctx, cls: "ally" }))) : null,
    h("p", { class: "muted decks" }, pick(W.decks, {
      a: count(field(v, "ally_deck", "ally_deck_size")), i: count(field(v, "deck", "deck_size", "influence_deck")),
      d: count(field(v, "discard")), k: count(field(v, "killed")), s: count(field(v, "supply_size")),
    }))));

  // The table: each seat followed by the council it shares with its left neighbour (spec §5.2).
  const table = h("div", { class: "table", id: "table" });
  for (let seat = 0; seat < n; seat++) {
    const pile = Array.isArray(piles[seat]) ? piles[seat].map((x) => (typeof x === "object" ? field(x, "card", "id", "uid") : x)) : [];
    const handSize = Array.isArray(hands[seat]) ? hands[seat].length : count(hands[seat]);
    const isKnelt = !!knelt[seat];
    table.append(h("div", {
      class: ["tseat", seat === ctx.seat ? "mine" : null, seat === active ? "active" : null, isKnelt ? "knelt" : null],
      "data-seat": seat,
    },
    h("div", { class: "tseat-head" },
      h("strong", {}, ctx.seatName(seat)),
      rulerId(v, seat) ? infoButton(cardName(rulerId(v, seat)), () => openCard(rulerId(v, seat)), rulerId(v, seat)) : null,
      seat === first ? h("span", { class: "badge first", title: pick(W.first_player) }, "♛ ", pick(W.first_player)) : null,
      seat === active ? h("span", { class: "badge turn" }, pick(W.turn)) : null,
      isKnelt ? h("span", { class: "badge knelt" }, pick(W.knelt)) : null),
    h("div", { class: "muted" }, pick(W.hand, { n: handSize })),
    h("div", { class: "pile" }, h("span", { class: "label" }, pick(W.bid, { v: totals[seat] ?? pileTotal(pile) })),
      pile.length ? pile.map((uid) => cardNode(uid, { ctx, pickKeys: ["card", "target", "cards"] })) : h("span", { class: "muted" }, pick(W.empty)))));
    const c = councils[seat] || {};
    const allies = field(c, "allies") || [];
    const tokens = count(field(c, "tokens", "power_tokens", "token_count"));
    const council = h("div", { class: "council", "data-council": seat },
      h("div", { class: "council-head" }, pick(W.council, { a: ctx.seatName(seat), b: ctx.seatName((seat + 1) % n) }),
        " · ", h("span", { class: "council-power" }, scored ? councilTotal(scored, seat, allies)
          : pick(W.visible, { v: allies.reduce((sum, a) => sum + ((cardRec(a) || {}).value || 0), 0) }))),
      h("div", { class: "allies" }, allies.length ? allies.map((a) => cardNode(a, { ctx, cls: "ally" })) : h("span", { class: "muted" }, pick(W.empty))),
      h("div", { class: "tokens" }, "◆ ", tokenLine(field(c, "tokens"), tokens)));
    clickable(council, ctx, (a) => actionMentions(a, seat, ["council"]));
    table.append(council);
  }
  root.append(section(pick(W.table), table, h("p", { class: "muted", id: "how-counted" }, pick(W.how_counted))));

  // My hand (only the owner's view carries it)
  const mine = field(v, "hand");
  if (Array.isArray(mine)) {
    root.append(section(pick(W.your_hand), h("div", { class: "hand", id: "hand" },
      mine.map((uid) => cardNode(uid, { ctx, pickKeys: ["card", "cards"] })))));
  }

  const discard = field(v, "discard");
  if (Array.isArray(discard) && discard.length) {
    root.append(h("details", { class: "panel", "data-fold": "discard" }, h("summary", {}, `${pick(W.discard)} (${discard.length})`),
      h("div", { class: "hand" }, discard.map((uid) => cardNode(uid)))));
  }
  const killed = field(v, "killed");
  if (Array.isArray(killed) && killed.length) {
    root.append(h("details", { class: "panel", "data-fold": "killed" }, h("summary", {}, `${pick(W.killed)} (${killed.length})`),
      h("div", { class: "hand" }, killed.map((uid) => cardNode(uid)))));
  }
  return root;
}

// What the result's scores count (match.js's result card): each ruler's Small council.
export const scoresLabel = { en: "Small council", ru: "Малый совет", bg: "Малък съвет" };

// End-of-game reasons (spec §1.4 tie-break chain) and the per-seat breakdown.
export const reasons = {
  "highest-small-council": { en: "Highest Small council", ru: "Самый сильный Малый совет", bg: "Най-силен Малък съвет" },
  "large-council-tiebreak": { en: "Tie broken by the large council", ru: "Ничья решена большим советом", bg: "Равенството е решено от големия съвет" },
  "ally-count-tiebreak": { en: "Tie broken by the number of allies", ru: "Ничья решена числом союзников", bg: "Равенството е решено от броя на съюзниците" },
  "shared-victory": { en: "Shared victory", ru: "Общая победа", bg: "Споделена победа" },
};

const R = { en: "{seat}: Small council {small}, large council {large}, allies {allies}",
  ru: "{seat}: Малый совет {small}, большой совет {large}, союзников {allies}",
  bg: "{seat}: Малък съвет {small}, голям съвет {large}, съюзници {allies}" };

// Each seat's Small and large council by their totals and by the two seats sharing each, so a
// reader finds the council on the table (a seat's councils: the one with its left neighbour, k =
// seat, and the one with its right, k = seat - 1; spec §5.2).
export function resultDetails(result, ctx) {
  if (!Array.isArray(result.small)) return null;
  const n = result.small.length;
  const named = (total, k) => (Number.isInteger(k) ? `${total} (${councilName(k, ctx)})` : total);
  return h("ul", { class: "plain" }, result.small.map((sm, seat) => {
    const small = (result.small_council || [])[seat];
    const large = small === seat ? (seat + n - 1) % n : Number.isInteger(small) ? seat : null;
    return h("li", { "data-seat": seat }, pick(R, { seat: ctx.seatName(seat), small: named(sm, small),
      large: named((result.large || [])[seat] ?? "?", large), allies: (result.ally_counts || [])[seat] ?? "?" }));
  }));
}

// Event renderers, keyed by the engine's event types (api/games/btwixt); wording is ours.
const EV = {
  "ruler-chosen": { en: "{seat} plays {ruler}.", ru: "{seat} выбирает правителя: {ruler}.", bg: "{seat} избира владетел: {ruler}." },
  "hands-dealt": { en: "Hands are dealt for {season}.", ru: "Розданы карты на сезон: {season}.", bg: "Раздадени са карти за сезона: {season}." },
  "hand-received": { en: "You receive: {cards}.", ru: "Вы получаете: {cards}.", bg: "Получавате: {cards}." },
  "round-started": { en: "Round {round} of {season} begins; first player: {first}.",
    ru: "Начинается раунд {round} ({season}); первый игрок: {first}.", bg: "Започва рунд {round} ({season}); първи играч: {first}." },
  "season-started": { en: "{season} begins.", ru: "Начинается сезон: {season}.", bg: "Започва сезонът: {season}." },
  "ally-revealed": { en: "{ally} is revealed as the current ally.", ru: "Раскрыт текущий союзник: {ally}.", bg: "Разкрит е текущият съюзник: {ally}." },
  "extra-ally-revealed": { en: "Extra ally revealed: {allies}.", ru: "Раскрыт дополнительный союзник: {allies}.", bg: "Разкрит е допълнителен съюзник: {allies}." },
  "card-played": { en: "{seat} plays {card}.", ru: "{seat} разыгрывает «{card}».", bg: "{seat} играе „{card}“." },
  "ruler-knelt": { en: "{seat} kneels.", ru: "{seat} преклоняет колено.", bg: "{seat} коленичи." },
  "ruler-knelt-forced": { en: "{seat} is made to kneel.", ru: "{seat} вынужден преклонить колено.", bg: "{seat} е принуден да коленичи." },
  "choice-made": { en: "{seat} makes a choice.", ru: "{seat} делает выбор.", bg: "{seat} прави избор." },
  "choice-forced": { en: "{seat} had a single choice, made automatically: {what}.", ru: "У {seat} был лишь один вариант, выбран автоматически: {what}.",
    bg: "{seat} имаше само един избор, направен автоматично: {what}." },
  "bid-won": { en: "{seat} wins the bid (totals: {totals}).", ru: "{seat} побеждает в торгах (ставки: {totals}).", bg: "{seat} печели наддаването (залози: {totals})." },
  "ally-accepted": { en: "{seat} accepts {ally} into council {council}.", ru: "{seat} принимает {ally} в совет {council}.", bg: "{seat} приема {ally} в съвет {council}." },
  "power-token-gained": { en: "{seat} places a face-down power token in council {council}.", ru: "{seat} кладёт жетон власти рубашкой вверх в совет {council}.", bg: "{seat} поставя жетон за власт с лицето надолу в съвет {council}." },
  "power-token-seen": { en: "You peek at a power token: {value}.", ru: "Вы подсмотрели жетон власти: {value}.", bg: "Надникнахте в жетон за власт: {value}." },
  "ally-killed": { en: "{ally} is killed.", ru: "{ally} убит.", bg: "{ally} е убит." },
  "ally-moved": { en: "{ally} moves to council {council}.", ru: "{ally} переходит в совет {council}.", bg: "{ally} се мести в съвет {council}." },
  "ally-recovered": { en: "{ally} returns from the killed pile.", ru: "{ally} возвращается из стопки убитых.", bg: "{ally} се връща от купчината убити." },
  "ally-unclaimed": { en: "Nobody takes {ally}.", ru: "{ally} остаётся без хозяина.", bg: "{ally} остава без господар." },
  "current-ally-replaced": { en: "{old} is replaced by {new} as the current ally.", ru: "Текущий союзник {old} заменён на {new}.", bg: "Текущият съюзник {old} е заменен с {new}." },
  "bid-card-moved": { en: "{card} moves from {from}'s bid pile to {to}'s.", ru: "«{card}» переходит из ставки {from} в ставку {to}.", bg: "„{card}“ минава от залога на {from} в залога на {to}." },
  "bid-card-returned": { en: "{card} returns to {seat}'s hand.", ru: "«{card}» возвращается в руку: {seat}.", bg: "„{card}“ се връща в ръката на {seat}." },
  "bid-card-discarded": { en: "{card} is discarded from {seat}'s bid pile.", ru: "«{card}» сброшена из ставки {seat}.", bg: "„{card}“ е изчистена от залога на {seat}." },
  "bid-card-cleared": { en: "{card} leaves {seat}'s bid pile.", ru: "«{card}» уходит из ставки {seat}.", bg: "„{card}“ напуска залога на {seat}." },
  "bid-total-modified": { en: "{seat}'s bid changes by {amount}.", ru: "Ставка {seat} меняется на {amount}.", bg: "Залогът на {seat} се променя с {amount}." },
  "hand-card-discarded": { en: "{seat} discards {card}.", ru: "{seat} сбрасывает «{card}».", bg: "{seat} изчиства „{card}“." },
  "power-token-on-ally": { en: "{seat} places a face-down power token on the current ally.", ru: "{seat} кладёт жетон власти рубашкой вверх на текущего союзника.", bg: "{seat} поставя жетон за власт с лицето надолу върху текущия съюзник." },
  "cards-drawn-one": { en: "{seat} draws a card.", ru: "{seat} берёт карту.", bg: "{seat} тегли карта." },
  "power-tokens-peeked-one": { en: "{seat} peeks at a power token.", ru: "{seat} подсматривает жетон власти.", bg: "{seat} надниква в жетон за власт." },
  "power-tokens-removed-one": { en: "A power token leaves council {council}.", ru: "Из совета {council} уходит жетон власти.", bg: "От съвет {council} излиза жетон за власт." },
  "cards-drawn": { en: "{seat} draws {count} cards.", ru: "{seat} берёт карт: {count}.", bg: "{seat} тегли карти: {count}." },
  "first-player-passed": { en: "{seat} takes the first-player token.", ru: "{seat} получает жетон первого игрока.", bg: "{seat} взема жетона за първи играч." },
  "deck-reshuffled": { en: "The influence deck is reshuffled ({size} cards).", ru: "Колода влияния перемешана ({size} карт).", bg: "Тестето за влияние е разбъркано ({size} карти)." },
  "game-ended": { en: "The game ends.", ru: "Игра окончена.", bg: "Играта приключи." },
  "draft-picked": { en: "{seat} picks a card.", ru: "{seat} выбирает карту.", bg: "{seat} избира карта." },
  "draft-packets-passed": { en: "Draft packets are passed on.", ru: "Пачки драфта передаются дальше.", bg: "Пакетите от драфта се подават нататък." },
  "draft-finished": { en: "The draft is over.", ru: "Драфт окончен.", bg: "Драфтът приключи." },
  "allies-looked-at": { en: "{seat} looks at the top {count} allies.", ru: "{seat} смотрит верхних союзников: {count}.", bg: "{seat} поглежда горните съюзници: {count}." },
  "allies-seen": { en: "You see: {allies}.", ru: "Вы видите: {allies}.", bg: "Виждате: {allies}." },
  "allies-reordered": { en: "{seat} puts the allies back in a new order.", ru: "{seat} возвращает союзников в новом порядке.", bg: "{seat} връща съюзниците в нов ред." },
  "allies-swapped": { en: "{allies} swap councils.", ru: "{allies} меняются советами.", bg: "{allies} си сменят съветите." },
  "effect-copied": { en: "{seat}'s {card} copies {copied}.", ru: "«{card}» ({seat}) копирует «{copied}».", bg: "„{card}“ ({seat}) копира „{copied}“." },
  "play-restricted": { en: "{seat} restricts what may be played this round.", ru: "{seat} ограничивает розыгрыш карт в этом раунде.", bg: "{seat} ограничава играта на карти този рунд." },
  "bid-rules-changed": { en: "{seat} changes how this round's bid is won.", ru: "{seat} меняет правила торгов этого раунда.", bg: "{seat} променя правилата на наддаването този рунд." },
  "protection-granted": { en: "{seat} is protected this round.", ru: "{seat} под защитой в этом раунде.", bg: "{seat} е защитен този рунд." },
  "card-taken-from-discard": { en: "{seat} takes {card} from the discard pile.", ru: "{seat} берёт «{card}» из сброса.", bg: "{seat} взема „{card}“ от изчистените." },
  "hand-looked-at": { en: "{seat} looks at {whose}'s hand.", ru: "{seat} смотрит руку: {whose}.", bg: "{seat} поглежда ръката на {whose}." },
  "hand-seen": { en: "{whose}'s hand: {cards}.", ru: "Рука {whose}: {cards}.", bg: "Ръката на {whose}: {cards}." },
  "hand-card-taken": { en: "{seat} takes a card from {from}'s hand{card_part}.", ru: "{seat} забирает карту из руки {from}{card_part}.", bg: "{seat} взема карта от ръката на {from}{card_part}." },
  "power-tokens-peeked": { en: "{seat} peeks at {count} power tokens.", ru: "{seat} подсматривает жетоны власти: {count}.", bg: "{seat} надниква в жетони за власт: {count}." },
  "power-tokens-seen": { en: "You see power tokens: {tokens}.", ru: "Вы видите жетоны власти: {tokens}.", bg: "Виждате жетони за власт: {tokens}." },
  "power-tokens-removed": { en: "{count} power tokens leave council {council}.", ru: "Из совета {council} уходят жетоны власти: {count}.", bg: "От съвет {council} излизат жетони за власт: {count}." },
  "story-cards-added": { en: "{count} story cards are shuffled into the deck.", ru: "В колоду замешаны сюжетные карты: {count}.", bg: "В тестето са разбъркани сюжетни карти: {count}." },
  "ally-row-dealt": { en: "Ally row: {row}.", ru: "Ряд союзников: {row}.", bg: "Редица съюзници: {row}." },
};

// A card a log line names; marked (events.js cardRef) so that its name opens the card's text at a
// tap when the log's item asks (ctx.markCards). The engine names a card in an event only to the
// seats that may see it (a hidden move goes "to" them, its public twin names no card and reads "a
// card"), so a card an event names is one its reader may open.
function word(uid, ctx) {
  const name = cardName(uid);
  return ctx && ctx.markCards && cardRec(uid) ? cardRef(String(uid), name) : name;
}

function words(uids, ctx, sep) { return (uids || []).map((u) => word(u, ctx)).join(sep); }

// The log's card button opens the table's card dialog (events.js eventItem).
export function openCardCode(uid) { openCard(uid); }

function say(type, ev, ctx, extra = {}) {
  const seat = (k) => (Number.isInteger(ev[k]) ? ctx.seatName(ev[k]) : "?");
  return pick(EV[type], {
    seat: seat("seat"), first: seat("first"), from: seat("from"), to: seat("to"),
    ruler: word(ev.ruler, ctx), ally: word(ev.ally, ctx), card: word(ev.card, ctx), old: word(ev.old, ctx), new: word(ev.new, ctx),
    allies: words(ev.allies, ctx, ", "), cards: words(ev.cards, ctx, ", "),
    season: ev.season ? pick(W[ev.season] || { en: ev.season }) : "", round: ev.round ?? "", count: ev.count ?? "",
    council: councilName(ev.council ?? ev.to, ctx), amount: ev.amount ?? "", size: ev.size ?? "", value: ev.value ?? "?",
    totals: Array.isArray(ev.totals) ? ev.totals.join(" / ") : "", whose: seat("whose"), copied: word(ev.copied, ctx),
    card_part: ev.card ? `: ${word(ev.card, ctx)}` : "", row: words(ev.row, ctx, ", "),
    // the tokens' values: their numbers are the engine's, nothing a player sees on the table
    tokens: ev.tokens && typeof ev.tokens === "object" ? Object.values(ev.tokens).join(", ") : "",
    ...extra,
  });
}

export const events = {};
for (const type of Object.keys(EV)) events[type] = (ev, ctx) => say(type, ev, ctx);
// Variants of one event's wording, looked up by the handlers below, not events of their own.
for (const aux of ["power-token-on-ally", "cards-drawn-one", "power-tokens-peeked-one", "power-tokens-removed-one"]) delete events[aux];
// One of a kind in the singular; a token placed without a council lies on the current ally.
for (const type of ["cards-drawn", "power-tokens-peeked", "power-tokens-removed"]) {
  events[type] = (ev, ctx) => say(ev.count === 1 ? `${type}-one` : type, ev, ctx);
}
events["power-token-gained"] = (ev, ctx) => say(Number.isInteger(ev.council) ? "power-token-gained" : "power-token-on-ally", ev, ctx);
events["ruler-knelt"] = (ev, ctx) => say(ev.forced ? "ruler-knelt-forced" : "ruler-knelt", ev, ctx);
// What the engine chose for a seat that had a single option (an ability's pick or a draft card).
events["choice-forced"] = (ev, ctx) => say("choice-forced", ev, ctx, { what: forcedChoice(ev.choice, ctx) });

const COLOURS = { red: { en: "red", ru: "красные", bg: "червени" }, green: { en: "green", ru: "зелёные", bg: "зелени" },
  purple: { en: "purple", ru: "фиолетовые", bg: "лилави" } };

function forcedChoice(action, ctx) {
  const v = action && (action.type === "choose" ? action.choice : action);
  if (!v || typeof v !== "object") return pick({ en: "nothing", ru: "ничего", bg: "нищо" });
  if (v.card) return word(v.card, ctx);
  if (v.ally) return word(v.ally, ctx);
  if (Number.isInteger(v.council)) return councilName(v.council, ctx);
  if (Number.isInteger(v.seat)) return ctx.seatName(v.seat);
  if (v.colour) return pick(COLOURS[v.colour] || { en: "?" });
  // a power token by its value when the seat knows it, never by the engine's number
  if (Number.isInteger(v.token)) {
    const known = ((ctx && ctx.view && ctx.view.known_tokens) || {})[String(v.token)];
    return pick(known === undefined ? W.a_token : W.a_token_of, { v: known });
  }
  if (Array.isArray(v.order)) return words(v.order, ctx, " > ");
  return pick({ en: "the only option", ru: "единственный вариант", bg: "единствената възможност" });
}
// The destination key may be renamed away from "to", which the platform reserves for recipients.
const dest = (ev) => field(ev, "dest", "to_council", "to_seat", "to");
events["ally-moved"] = (ev, ctx) => say("ally-moved", ev, ctx, { council: councilName(dest(ev), ctx) });
events["bid-card-moved"] = (ev, ctx) => say("bid-card-moved", ev, ctx,
  { to: Number.isInteger(dest(ev)) ? ctx.seatName(dest(ev)) : "?" });

function councilName(k, ctx) {
  if (!Number.isInteger(k)) return "?";
  const n = (ctx.view && field(ctx.view, "players", "n")) || (ctx.match && ctx.match.players) || 1;
  return `${ctx.seatName(k)} – ${ctx.seatName((k + 1) % n)}`;
}
