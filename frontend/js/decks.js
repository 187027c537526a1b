// The card game's deck builder (#/decks): a faction and an agenda, cards added from the server's
// card listing (GET /games/lcg2e/cards), the deck-building rules checked live by the server
// (POST /games/lcg2e/decks/check) and worded here from their codes, decks saved in this browser
// (store.js) and offered when joining a match (match.js); a deck as text to share or paste
// (deck-text.js).
import { api } from "./api.js";
import { add, clear, h } from "./dom.js";
import { pick, t } from "./i18n.js";
import { dropDeck, keepDeck, syncDecks } from "./deck-sync.js";
import { deckFromText, deckToText } from "./deck-text.js";
import { card, cardName, factionName, factionNode, openCard, term } from "./games/lcg2e-card.js";
import { savedDecks, savedSession } from "./store.js";
import { flash, problemText } from "./ui.js";

export const GAME = "lcg2e";
export { syncDecks };
const FACTIONS = ["baratheon", "greyjoy", "lannister", "martell", "thenightswatch", "stark", "targaryen", "tyrell"];
const TYPES = ["character", "location", "attachment", "event", "plot"];
const PAGE = 50;
const CHECK_DELAY_MS = 250;

const W = {
  title: { en: "Deck builder", ru: "Сборка колоды", bg: "Съставяне на тесте" },
  back: { en: "← Lobby", ru: "← Лобби", bg: "← Лоби" },
  name: { en: "Deck name", ru: "Название колоды", bg: "Име на тестето" },
  untitled: { en: "My deck", ru: "Моя колода", bg: "Моето тесте" },
  faction: { en: "Faction", ru: "Фракция", bg: "Фракция" },
  agenda: { en: "Agenda", ru: "Цель", bg: "Цел" },
  no_agenda: { en: "no agenda", ru: "без цели", bg: "без цел" },
  save: { en: "Save deck", ru: "Сохранить колоду", bg: "Запази тестето" },
  saved: { en: "Deck saved in this browser.", ru: "Колода сохранена в этом браузере.", bg: "Тестето е запазено в този браузър." },
  saved_account: { en: "Deck saved in your account: it is there on every device you log in on.",
    ru: "Колода сохранена в вашей учётной записи: она будет на любом устройстве, где вы войдёте.",
    bg: "Тестето е запазено в профила ви: ще го има на всяко устройство, където влезете." },
  new_deck: { en: "New deck", ru: "Новая колода", bg: "Ново тесте" },
  my_decks: { en: "Saved decks (this browser)", ru: "Сохранённые колоды (этот браузер)", bg: "Запазени тестета (този браузър)" },
  my_decks_account: { en: "Saved decks (your account and this browser)", ru: "Сохранённые колоды (учётная запись и этот браузер)",
    bg: "Запазени тестета (профилът ви и този браузър)" },
  load: { en: "Edit", ru: "Изменить", bg: "Промени" },
  delete: { en: "Delete", ru: "Удалить", bg: "Изтрий" },
  cards: { en: "Cards", ru: "Карты", bg: "Карти" },
  search: { en: "Search names, texts, traits", ru: "Поиск по названиям, текстам, чертам", bg: "Търсене по имена, текстове, черти" },
  all_types: { en: "all types", ru: "все типы", bg: "всички типове" },
  more: { en: "More cards", ru: "Ещё карты", bg: "Още карти" },
  found: { en: "{n} card(s)", ru: "Карт: {n}", bg: "Карти: {n}" },
  in_deck: { en: "in deck: {n}", ru: "в колоде: {n}", bg: "в тестето: {n}" },
  add: { en: "Add {card}", ru: "Добавить: {card}", bg: "Добави: {card}" },
  remove: { en: "Remove {card}", ru: "Убрать: {card}", bg: "Махни: {card}" },
  deck: { en: "Your deck", ru: "Ваша колода", bg: "Вашето тесте" },
  empty: { en: "No cards yet: add some from the list.", ru: "Карт пока нет: добавьте из списка.", bg: "Още няма карти: добавете от списъка." },
  counts: { en: "Draw deck {draw} / at least 60 · Plots {plots} / 7", ru: "Колода розыгрыша {draw} / не менее 60 · Замыслы {plots} / 7",
    bg: "Тесте за теглене {draw} / поне 60 · Замисли {plots} / 7" },
  legal: { en: "✓ A legal deck", ru: "✓ Колода по правилам", bg: "✓ Тестето е по правилата" },
  checking: { en: "Checking…", ru: "Проверка…", bg: "Проверка…" },
  checks: { en: "Deck-building rules", ru: "Правила сборки", bg: "Правила за съставяне" },
  as_text: { en: "Deck as text (to share, or pasted from a deck site)", ru: "Колода текстом (поделиться или вставить с сайта колод)",
    bg: "Тестето като текст (за споделяне или поставено от сайт за тестета)" },
  text_label: { en: "One card a line, such as “3x Arya Stark”", ru: "По карте в строке, например «3x Арья Старк»",
    bg: "По една карта на ред, например „3x Аря Старк“" },
  export: { en: "Write this deck as text", ru: "Записать эту колоду текстом", bg: "Запиши това тесте като текст" },
  import: { en: "Build the deck from this text", ru: "Собрать колоду по этому тексту", bg: "Състави тестето от този текст" },
  exported: { en: "The deck is in the box as text: copy it to share it.", ru: "Колода записана в поле текстом: скопируйте её, чтобы поделиться.",
    bg: "Тестето е в полето като текст: копирайте го, за да го споделите." },
  imported: { en: "Deck built from the text: {n} card(s). Save it to keep it.", ru: "Колода собрана по тексту, карт: {n}. Сохраните её, чтобы не потерять.",
    bg: "Тестето е съставено от текста, карти: {n}. Запазете го, за да остане." },
  nothing_found: { en: "No Core Set card was found in the text.", ru: "В тексте не найдено ни одной карты базового набора.",
    bg: "В текста няма нито една карта от основния комплект." },
  not_read: { en: "Not in the Core Set, or not understood: {lines}", ru: "Нет в базовом наборе или не распознано: {lines}",
    bg: "Няма ги в основния комплект или не са разпознати: {lines}" },
  play_it: { en: "To play it, open a match and choose it when you join.", ru: "Чтобы сыграть ею, откройте партию и выберите её, садясь за стол.",
    bg: "За да играете с него, отворете партия и го изберете, когато сядате." },
};

// Each rule the server checks (api/games/lcg2e/deckbuilding.py codes), worded from its parameters.
const RULES = {
  "deck/unknown-faction": { en: "Choose a faction.", ru: "Выберите фракцию.", bg: "Изберете фракция." },
  "deck/unknown-card": { en: "A card is not in the Core Set.", ru: "Карты нет в базовом наборе.", bg: "Карта не е от основния комплект." },
  "deck/not-in-deck": { en: "{card} cannot be in a deck.", ru: "{card} не может быть в колоде.", bg: "{card} не може да е в тесте." },
  "deck/not-an-agenda": { en: "{card} is not an agenda.", ru: "{card} — не цель.", bg: "{card} не е цел." },
  "deck/plot-count": { en: "The plot deck has {count} card(s); it needs exactly {required}.",
    ru: "Карт в колоде замыслов: {count}; нужно ровно {required}.", bg: "Карти в тестето замисли: {count}; трябват точно {required}." },
  "deck/plot-copies": { en: "{count} copies of {card}: at most {limit}.", ru: "{card}: {count} копий, можно не больше {limit}.",
    bg: "{card}: {count} копия, най-много {limit}." },
  "deck/plot-duplicates": { en: "Only one plot may appear twice.", ru: "Дважды может входить только один замысел.",
    bg: "Само един замисъл може да е два пъти." },
  "deck/draw-too-small": { en: "The draw deck has {count} card(s); it needs at least {minimum}.",
    ru: "Карт в колоде розыгрыша: {count}; нужно не меньше {minimum}.", bg: "Карти в тестето за теглене: {count}; трябват поне {minimum}." },
  "deck/too-many-copies": { en: "{count} copies of {card}: at most {limit}.", ru: "{card}: {count} копий, можно не больше {limit}.",
    bg: "{card}: {count} копия, най-много {limit}." },
  "deck/out-of-faction": { en: "{card} belongs to {faction}: not allowed in this deck.",
    ru: "{card} принадлежит фракции «{faction}»: в этой колоде нельзя.", bg: "{card} е от {faction}: не е позволена в това тесте." },
  "deck/loyal-out-of-faction": { en: "{card} is loyal to {faction}: the banner allows only non-loyal cards.",
    ru: "{card} верна фракции «{faction}»: знамя разрешает только неверные карты.",
    bg: "{card} е вярна на {faction}: знамето позволява само неверни карти." },
  "deck/banner-minimum": { en: "The banner needs at least {minimum} {faction} cards; the deck has {count}.",
    ru: "Знамени нужно не меньше {minimum} карт фракции «{faction}»; в колоде {count}.",
    bg: "Знамето изисква поне {minimum} карти от {faction}; в тестето има {count}." },
  "deck/neutral-maximum": { en: "Fealty allows at most {maximum} neutral cards; the deck has {count}.",
    ru: "«Верность» разрешает не больше {maximum} нейтральных карт; в колоде {count}.",
    bg: "„Вярност“ позволява най-много {maximum} неутрални карти; в тестето има {count}." },
};

export function ruleText(p) {
  const forms = RULES[p.code];
  if (!forms) return pick({ en: "A deck-building rule is broken.", ru: "Нарушено правило сборки.", bg: "Нарушено е правило за съставяне." });
  const params = { ...p };
  if (p.card) params.card = cardName(p.card) || pick({ en: "a card", ru: "карта", bg: "карта" });
  if (p.faction) params.faction = factionName(p.faction);
  return pick(forms, params);
}

function newId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function blankDeck() {
  return { id: newId(), name: "", faction: "stark", agenda: null, cards: [] };
}

// A deck as joinMatch and the check take it.
export function deckBody(d) {
  return { faction: d.faction, agenda: d.agenda || null, cards: [...d.cards] };
}

export function renderDecks(root, params = {}) {
  const st = {
    deck: (params.deck && savedDecks(GAME).find((d) => d.id === params.deck)) || blankDeck(),
    filters: { faction: null, type: "", q: "" }, items: [], total: 0, next: null,
    agendas: [], check: null, checking: false, disposed: false,
  };
  st.deck = { ...st.deck, cards: [...st.deck.cards] };
  st.filters.faction = st.deck.faction;
  let checkTimer = null;
  let listSeq = 0;

  const head = h("div", { class: "decks-head" });
  const form = h("section", { class: "card deck-form", id: "deck-form" });
  const checksBox = h("section", { class: "card deck-checks", id: "deck-checks", "aria-live": "polite" });
  const deckBox = h("section", { class: "card deck-list", id: "deck-list" });
  const listBox = h("section", { class: "card card-listing", id: "card-listing" });
  const savedBox = h("section", { class: "card saved-decks", id: "saved-decks" });
  const textBox = h("details", { class: "card deck-text", id: "deck-text-box" });
  // One grid: on a phone the listing comes right after the checks; on a desktop it is the
  // right-hand column (app.css).
  // Put on screen once the first cards and agendas are drawn into it: boxes filling later
  // would push the ones below them down (layout shift), as on the match page.
  const page = h("div", { class: "decks" }, head, h("div", { class: "decks-grid" },
    form, checksBox, listBox, deckBox, savedBox, textBox));
  const loading = h("p", { class: "loading" }, t("loading"));
  root.append(loading);

  const count = (code) => st.deck.cards.filter((c) => c === code).length;

  function changed() {
    drawDeck(); drawRows(); scheduleCheck();
  }

  function addCard(code) { st.deck.cards.push(code); changed(); }
  function removeCard(code) {
    const i = st.deck.cards.lastIndexOf(code);
    if (i >= 0) { st.deck.cards.splice(i, 1); changed(); }
  }

  function plusMinus(code) {
    const name = cardName(code);
    return [
      h("button", { type: "button", class: "qty minus", "data-code": code, "aria-label": pick(W.remove, { card: name }),
        disabled: count(code) === 0, onclick: () => removeCard(code) }, "−"),
      h("span", { class: "qty-n", "aria-label": pick(W.in_deck, { n: count(code) }) }, String(count(code))),
      h("button", { type: "button", class: "qty plus", "data-code": code, "aria-label": pick(W.add, { card: name }),
        onclick: () => addCard(code) }, "+"),
    ];
  }

  function drawHead() {
    clear(head).append(h("a", { href: "#/", class: "back" }, pick(W.back)), h("h1", {}, pick(W.title)),
      h("p", { class: "muted" }, pick(W.play_it)));
  }

  function drawForm() {
    const nameInput = h("input", { type: "text", id: "deck-name", maxlength: 60, value: st.deck.name,
      placeholder: pick(W.untitled), oninput: (e) => { st.deck.name = e.target.value; } });
    const factionSel = h("select", { id: "deck-faction", onchange: (e) => {
      st.deck.faction = e.target.value;
      st.filters.faction = e.target.value;
      drawFilters(); loadCards(); changed();
    } }, FACTIONS.map((f) => h("option", { value: f }, factionName(f))));
    factionSel.value = st.deck.faction;
    const agendaSel = h("select", { id: "deck-agenda", onchange: (e) => { st.deck.agenda = e.target.value || null; changed(); } },
      h("option", { value: "" }, pick(W.no_agenda)), st.agendas.map((a) => h("option", { value: a.code }, a.name)));
    agendaSel.value = st.deck.agenda || "";
    clear(form).append(
      h("div", { class: "field" }, h("label", { for: "deck-name" }, pick(W.name)), nameInput),
      h("div", { class: "field" }, h("label", { for: "deck-faction" }, pick(W.faction)), factionSel),
      h("div", { class: "field" }, h("label", { for: "deck-agenda" }, pick(W.agenda)), agendaSel,
        st.deck.agenda ? h("button", { type: "button", class: "card-info", "aria-label": cardName(st.deck.agenda),
          onclick: () => openCard(st.deck.agenda) }, "i") : null),
      h("div", { class: "deck-actions" },
        h("button", { type: "button", class: "primary", id: "deck-save", onclick: save }, pick(W.save)), " ",
        h("button", { type: "button", id: "deck-new", onclick: () => load(blankDeck()) }, pick(W.new_deck))));
  }

  async function save() {
    if (!st.deck.name.trim()) st.deck.name = pick(W.untitled);
    const deck = { ...st.deck, cards: [...st.deck.cards] };
    try {
      await keepDeck(GAME, deck);
      flash(pick(savedSession() ? W.saved_account : W.saved), "info");
    } catch (err) {
      flash(`${pick(W.saved)} ${problemText(err)}`);
    }
    st.deck.account = (savedDecks(GAME).find((d) => d.id === deck.id) || {}).account;
    if (!st.disposed) { drawForm(); drawSaved(); }
  }

  function load(deck) {
    st.deck = { ...deck, cards: [...deck.cards] };
    st.filters.faction = st.deck.faction;
    drawForm(); drawFilters(); loadCards(); changed();
  }

  function drawSaved() {
    const list = savedDecks(GAME);
    clear(savedBox).append(h("h2", {}, pick(savedSession() ? W.my_decks_account : W.my_decks)));
    if (!list.length) { savedBox.append(h("p", { class: "muted" }, "—")); return; }
    savedBox.append(h("ul", { class: "plain" }, list.map((d) => h("li", { class: "saved-deck", "data-deck": d.id },
      factionNode(d.faction), " ", h("strong", {}, d.name || pick(W.untitled)), " ",
      h("button", { type: "button", class: "link", onclick: () => load(d) }, pick(W.load)), " ",
      h("button", { type: "button", class: "link", onclick: async () => {
        try { await dropDeck(GAME, d); } catch (err) { flash(problemText(err)); }
        if (!st.disposed) drawSaved();
      } }, pick(W.delete))))));
  }

  // Built once: what a person pasted must survive a redraw (a new language, a check's answer).
  const textArea = h("textarea", { id: "deck-text", rows: 10, spellcheck: "false", autocomplete: "off" });
  const textLabel = h("label", { for: "deck-text" });
  const textNote = h("p", { id: "deck-text-note", "aria-live": "polite" });
  const exportBtn = h("button", { type: "button", id: "deck-export", onclick: () => {
    textArea.value = deckToText(st.deck);
    textNote.textContent = pick(W.exported);
    textArea.select();
  } });
  const importBtn = h("button", { type: "button", id: "deck-import", onclick: () => {
    const read = deckFromText(textArea.value);
    const lines = read.unknown.length ? ` ${pick(W.not_read, { lines: read.unknown.join(" · ") })}` : "";
    if (!read.cards.length && !read.agenda) { textNote.textContent = pick(W.nothing_found) + lines; return; }
    load({ ...blankDeck(), name: read.name || st.deck.name, faction: read.faction || st.deck.faction,
      agenda: read.agenda, cards: read.cards });
    textNote.textContent = pick(W.imported, { n: read.cards.length }) + lines;
  } });
  const textSummary = h("summary", {});
  textBox.append(textSummary, textLabel, textArea, h("div", { class: "deck-actions" }, exportBtn, " ", importBtn), textNote);

  function drawText() {
    textSummary.textContent = pick(W.as_text);
    textLabel.textContent = pick(W.text_label);
    exportBtn.textContent = pick(W.export);
    importBtn.textContent = pick(W.import);
  }

  function scheduleCheck() {
    st.checking = true; drawChecks();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(runCheck, CHECK_DELAY_MS);
  }

  async function runCheck() {
    const asked = JSON.stringify(deckBody(st.deck));
    try {
      const res = await api.checkDeck(GAME, deckBody(st.deck));
      if (st.disposed || asked !== JSON.stringify(deckBody(st.deck))) return;   // a newer check is due
      st.check = res; st.checking = false;
    } catch (err) { st.checking = false; flash(problemText(err)); }
    drawChecks();
  }

  function drawChecks() {
    clear(checksBox).append(h("h2", {}, pick(W.checks)));
    const c = st.check;
    if (c && c.counts) checksBox.append(h("p", { id: "deck-counts" }, pick(W.counts, c.counts)));
    if (st.checking) checksBox.append(h("p", { class: "muted", id: "deck-checking" }, pick(W.checking)));
    if (!c) return;
    if (c.legal) { checksBox.append(h("p", { class: "legal", id: "deck-legal" }, pick(W.legal))); return; }
    checksBox.append(h("ul", { class: "deck-problems", id: "deck-problems" },
      c.broken_rules.map((p) => h("li", { "data-code": p.code }, ruleText(p)))));
  }

  function drawDeck() {
    clear(deckBox).append(h("h2", {}, pick(W.deck), ` (${st.deck.cards.length})`));
    if (!st.deck.cards.length) { deckBox.append(h("p", { class: "muted" }, pick(W.empty))); return; }
    const distinct = [...new Set(st.deck.cards)].sort((a, b) => cardName(a).localeCompare(cardName(b)));
    for (const type of [...TYPES]) {
      const of = distinct.filter((c) => (card(c) || {}).type === type);
      if (!of.length) continue;
      deckBox.append(h("h3", {}, term("card_types", type), ` (${of.reduce((n, c) => n + count(c), 0)})`),
        h("ul", { class: "plain deck-rows" }, of.map((c) => h("li", { class: "deck-row", "data-code": c },
          h("button", { type: "button", class: "link card-name", onclick: () => openCard(c) }, cardName(c)), " ",
          h("span", { class: "qty-box" }, plusMinus(c))))));
    }
  }

  const filtersBox = h("div", { class: "card-filters" });
  const rowsBox = h("ul", { class: "plain card-rows", id: "card-rows" });
  const moreBtn = h("button", { type: "button", id: "cards-more", hidden: true, onclick: () => loadCards(true) }, pick(W.more));
  const foundLine = h("p", { class: "muted", id: "cards-found" });
  listBox.append(h("h2", {}, pick(W.cards)), filtersBox, foundLine, rowsBox, moreBtn);

  function drawFilters() {
    const f = st.filters;
    const factionSel = h("select", { id: "card-faction", "aria-label": pick(W.faction),
      onchange: (e) => { f.faction = e.target.value; loadCards(); } },
    [...FACTIONS, "neutral"].map((x) => h("option", { value: x }, factionName(x))));
    factionSel.value = f.faction;
    const typeSel = h("select", { id: "card-type", "aria-label": term("card_types", "character"),
      onchange: (e) => { f.type = e.target.value; loadCards(); } },
    h("option", { value: "" }, pick(W.all_types)), TYPES.map((x) => h("option", { value: x }, term("card_types", x))));
    typeSel.value = f.type;
    let searchTimer = null;
    const search = h("input", { type: "search", id: "card-search", value: f.q, placeholder: pick(W.search), "aria-label": pick(W.search),
      oninput: (e) => { clearTimeout(searchTimer); searchTimer = setTimeout(() => { f.q = e.target.value; loadCards(); }, 250); } });
    clear(filtersBox).append(factionSel, typeSel, search);
  }

  function cardRow(c) {
    const stats = [term("card_types", c.type)];
    if (c.cost !== undefined && c.cost !== null) stats.push(`${pick({ en: "cost", ru: "стоимость", bg: "цена" })} ${c.cost}`);
    if (c.strength !== undefined) stats.push(`${term("game", "strength")} ${c.strength}`);
    if (c.loyal) stats.push(term("game", "loyal"));
    if (c.plot) stats.push(...["income", "initiative", "claim", "reserve"].map((k) => `${term("plot_values", k)} ${c.plot[k]}`));
    return h("li", { class: "card-row", "data-code": c.code },
      h("button", { type: "button", class: "link card-name", onclick: () => openCard(c.code) }, c.unique ? "◈ " : "", c.name),
      h("span", { class: "muted card-stats" }, ` · ${stats.join(" · ")} `),
      h("span", { class: "qty-box" }, plusMinus(c.code)));
  }

  function drawRows() {
    clear(rowsBox).append(...st.items.map(cardRow));
    foundLine.textContent = pick(W.found, { n: st.total });
    moreBtn.hidden = !st.next;
  }

  async function loadCards(more = false) {
    const seq = ++listSeq;
    const f = st.filters;
    try {
      // "all types" is every type a deck may hold (not agendas, not the melee titles)
      const page = await api.cards(GAME, { faction: f.faction, type: f.type || TYPES.join(","), q: f.q || undefined,
        limit: PAGE, cursor: more ? st.next : undefined });
      if (st.disposed || seq !== listSeq) return;
      st.items = more ? st.items.concat(page.items) : page.items;
      st.total = page.total; st.next = page.next_cursor;
      drawRows();
    } catch (err) { flash(problemText(err)); }
  }

  async function loadAgendas() {
    try {
      st.agendas = (await api.cards(GAME, { type: "agenda", limit: 50 })).items;
    } catch (err) { flash(problemText(err)); }
    if (!st.disposed) drawForm();
  }

  function drawAll() {
    drawHead(); drawForm(); drawFilters(); drawDeck(); drawChecks(); drawSaved(); drawRows(); drawText();
  }

  drawAll();
  Promise.all([loadAgendas(), loadCards()]).then(() => { if (!st.disposed) loading.replaceWith(page); });
  syncDecks(GAME).then((synced) => {
    if (!synced || st.disposed) return;
    // the deck being edited may have come from the account under the same id
    const fresh = params.deck && !st.deck.cards.length ? savedDecks(GAME).find((d) => d.id === params.deck) : null;
    if (fresh) load(fresh); else drawSaved();
  });
  scheduleCheck();
  return {
    dispose() { st.disposed = true; clearTimeout(checkTimer); },
    // A new language: the listing's names come from the server in it; the rest redraws.
    relabel() { drawAll(); loadAgendas(); loadCards(); },
  };
}

// The join box's deck choice (match.js) for a game played with decks: the match's own deck or a
// saved one; returns [node, () => deck body or null].
export function deckPicker() {
  const list = savedDecks(GAME);
  const sel = h("select", { id: "join-deck" },
    h("option", { value: "" }, pick({ en: "the deck the match gives this seat", ru: "колода, которую даёт партия",
      bg: "тестето, което партията дава" })),
    list.map((d) => h("option", { value: d.id }, `${d.name || pick(W.untitled)} · ${factionName(d.faction)}`)));
  // The join panel is redrawn on every update of the match: the choice must survive that.
  const KEY = `rookery.join-deck.${GAME}`;
  if (list.some((d) => d.id === sessionStorage.getItem(KEY))) sel.value = sessionStorage.getItem(KEY);
  sel.addEventListener("change", () => sessionStorage.setItem(KEY, sel.value));
  const node = add(h("div", { class: "field join-deck" },
    h("label", { for: "join-deck" }, pick({ en: "Deck", ru: "Колода", bg: "Тесте" })), sel,
    h("a", { href: "#/decks", class: "build-deck" }, pick({ en: "Build a deck", ru: "Собрать колоду", bg: "Състави тесте" }))));
  return [node, () => {
    const d = list.find((x) => x.id === sel.value);
    return d ? deckBody(d) : null;
  }];
}
