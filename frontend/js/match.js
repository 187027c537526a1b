// A match page: seats and whose turn it is (with their clocks), the game drawn by its renderer,
// the seat's decisions, the event log, the chat, and live updates (SSE over fetch, falling back
// to ETag polling).
import { createAnnouncer } from "./announcer.js";
import { api, BASE, streamEvents } from "./api.js";
import { chatBox } from "./chat.js";
import { notesBox } from "./notes.js";
import { add, clear, h } from "./dom.js";
import { currentLang, pick, playerName, seatLabel, seatNo, t } from "./i18n.js";
import { decisionPanel, focusNarrowed, keyOf, newMemory, restoreFocus } from "./decisions.js";
import { eventItem } from "./events.js";
import { focusQuietly, keepFocus } from "./focus.js";
import { loadGame } from "./games/index.js";
import { gameName } from "./lobby.js";
import { notifySwitch, turnNotifier } from "./notify.js";
import { createReview, W as reviewWords } from "./review.js";
import { matchTitle } from "./titles.js";
import { forgetSeat, savedSession, saveSeat, seatFor } from "./store.js";
import { refusal, w as accountWords } from "./account.js";
import { flash, matchLink, navigate, problemText, statusLabel } from "./ui.js";

const POLL_MS = 2000;
// One column (app.css puts the panel beside the board from 800 px): the panel is far above the board.
const PHONE = "(max-width: 799px)";
// A phone's width (app.css): the seats become a strip of chips a tap unfolds (seatChip).
const SEAT_STRIP = "(max-width: 559px)";
const SAFETY_POLL_MS = 8000;
const AFTER_END_POLL_MS = 10000;

export function renderMatch(root, matchId, params = {}) {
  const st = {
    match: null, view: null, viewEtag: null, decisions: [], decVersion: null, decEtag: null, decLang: null, events: [],
    lastEventId: 0, seen: new Set(), busy: false, focus: null, mode: "connecting", disposed: false, mod: null,
    seatOpen: new Map(),   // seat -> unfolded, as the player left its chip on a phone
  };
  const abort = new AbortController();
  const timers = new Set();
  const speaker = createAnnouncer(timers);
  const notifyTurn = turnNotifier(matchId);

  const headBox = h("section", { class: "card match-head", id: "match-head" });
  const seatsBox = h("section", { class: "seats", id: "seats" });
  const joinBox = h("section", { class: "card join", id: "join" });
  const resultBox = h("section", { class: "result", id: "result" });
  const boardBox = h("section", { class: "board board-area", id: "board" });
  const decBox = h("div", { id: "decisions-box", class: "dec-area" });
  const logList = h("ol", { class: "log", id: "event-log", reversed: true });
  // role=log, but silent: the announcer below speaks other players' moves, and one's own moves
  // need no echo. Focusable while it scrolls, so a keyboard can scroll it (syncLogFocus).
  const logScroll = h("div", { class: "log-scroll", role: "log", "aria-live": "off", "aria-labelledby": "log-title" }, logList);
  const logTitle = h("h2", { id: "log-title" }, t("event_log"));
  const prefsBox = h("section", { class: "card prefs", id: "prefs", hidden: true });
  const logHint = h("p", { class: "muted log-hint", id: "log-hint", hidden: true });
  const logBox = h("section", { class: "card log-box log-area" }, logTitle, logHint, logScroll);
  const chat = chatBox(matchId, ctx);
  const notes = notesBox(matchId, ctx);
  chat.el.append(notes.el);
  const review = createReview({ matchId, seatName, eventItem: (ev) => eventItem(ev, reviewCtx()),
    onChange: (step) => { page.classList.toggle("reviewing", Boolean(step)); drawBoard(); drawResult(); markReviewed(); } });
  // A finished match's log leads into the review: a line tapped opens the move that made it.
  logList.addEventListener("click", (e) => {
    const li = e.target.closest("li[data-id]");
    if (!li || e.target.closest("button, a") || !st.match || st.match.status !== "finished") return;
    api.replayStepOf(matchId, li.dataset.id).then((at) => { st.revealLog = true; review.open(at.step); },
      (err) => flash(problemText(err)));
  });
  // The page is put on screen only once the first data are drawn into it: empty boxes shown
  // first would push everything below them down when the answers arrive (layout shift).
  // The review's bar comes last (app.css fixes it to the bottom of the screen, over the table).
  const page = h("div", { class: "match" }, headBox, seatsBox, joinBox, resultBox,
    h("div", { class: "play" }, decBox, boardBox, logBox, chat.el, prefsBox), review.el);
  const loading = h("p", { class: "loading" }, t("loading"));
  root.append(loading);
  const mem = newMemory();   // what the person was doing in the decision panel, across redraws
  const onFocusIn = (e) => { if (!decBox.contains(e.target)) mem.inside = false; };
  document.addEventListener("focusin", onFocusIn);
  // A phone turned, or a window resized, past the strip's width draws the seats the other way.
  const stripQuery = window.matchMedia(SEAT_STRIP);
  const onStrip = () => { if (!st.disposed) drawSeats(); };
  stripQuery.addEventListener("change", onStrip);
  const logSize = new ResizeObserver(() => syncLogFocus());
  logSize.observe(logList);

  const me = () => seatFor(matchId);
  const gameView = () => (st.view && st.view.view) || null;

  function seatName(seat) {
    const s = st.match && (st.match.seats || []).find((x) => x.seat === seat);
    const custom = st.mod && st.mod.seatName && gameView() ? st.mod.seatName(seat, gameView()) : null;
    const who = s ? seatLabel(s) : t("seat_n", { n: seatNo(seat) });
    return custom ? `${who} (${custom})` : who;
  }

  function ctx() {
    return {
      matchId, match: st.match, view: gameView(), envelope: st.view, seat: me() ? me().seat : null, decisions: st.decisions,
      lang: currentLang(), mod: st.mod, seatName, busy: st.busy, events: st.events,
      choose, optionsWhere, focusOptions, pick, refresh,
    };
  }

  // The table under review, as a spectator saw it then: before its last step the match still ran.
  function reviewCtx() {
    const step = review.current();
    if (!step) return ctx();
    const ran = step.step < step.steps;
    const match = st.match && { ...st.match, status: ran ? "active" : st.match.status, result: ran ? null : st.match.result,
      seats: (st.match.seats || []).map((s) => ({ ...s, to_act: step.to_act.includes(s.seat) })) };
    return { ...ctx(), view: step.view, envelope: { ...st.view, seat: null, view: step.view, result: step.result,
      status: match ? match.status : null }, match, seat: null, decisions: [], events: step.events,
      choose: () => {}, reviewing: true };
  }

  // All options whose action satisfies pred: [{decision, option, index}].
  function optionsWhere(pred) {
    const out = [];
    for (const d of st.decisions) {
      d.options.forEach((o, i) => { if (pred(o.action || {}, d, o)) out.push({ decision: d, option: o, index: i }); });
    }
    return out;
  }

  // A click on the board: one matching option is chosen at once, several narrow the panel.
  function focusOptions(found, how = {}) {
    // While an answer is on its way the board's choices may be the old decisions' (the board is
    // not drawn again when the buttons are disabled): a tap does nothing then, as a disabled button.
    if (!found.length || st.busy) return;
    if (found.length === 1) { choose(found[0].option.action, found[0].decision); return; }
    const d = found[0].decision;
    const mine = found.filter((f) => f.decision.id === d.id);
    // On a phone the panel is far above the map; on a desktop it is beside the map's top, out of
    // the window once the player has scrolled down to the lands at its foot (Dorne, the Reach).
    // Either way scrolling to it would take the map away after every tap (an order per area):
    // the choices come up over the map instead, and the panel stays as it is (narrowing it would
    // move the map under the finger).
    const set = decBox.querySelector(`fieldset[data-decision="${CSS.escape(d.id)}"]`);
    // A desktop's keyboard user moves by focus, which the browser keeps in sight: their pick
    // narrows the panel and the focus goes there, as it always did.
    const phone = window.matchMedia(PHONE).matches;
    const away = set ? !(phone ? inView(set) : how.keyboard || startInView(set)) : phone;
    if (away) { openSheet(d, mine); return; }
    st.focus = { decisionId: d.id, indexes: mine.map((f) => f.index) };
    drawDecisions();
    const el = document.getElementById("decisions");
    if (el && el.scrollIntoView) el.scrollIntoView({ block: "nearest" });
    // The narrowed options are the next thing to pick: ten Tabs away otherwise.
    focusNarrowed(decBox, d.id);
  }

  function inView(el) {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  }

  // A desktop's question may be taller than the window (every area's tokens): seeing its start,
  // where the narrowed choices come, is enough.
  function startInView(el) {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.top + 48 <= window.innerHeight;
  }

  // A sheet at the foot of the screen with the options a tap narrowed to; picking one, closing
  // it, Escape or any change of the decisions puts it away; the focus goes back to what was tapped.
  function openSheet(d, found) {
    closeSheet();
    const back = document.activeElement;
    const away = () => { closeSheet(); focusQuietly(back); };
    // Labels that all begin with the same "Shipbreaker Bay: " say it once, as the title, so the
    // buttons stay short enough to sit several to a row.
    const labels = found.map((f) => String(f.option.label || ""));
    const cut = labels[0].indexOf(": ");
    const head = cut > 0 && labels.every((l) => l.startsWith(labels[0].slice(0, cut + 2))) ? labels[0].slice(0, cut) : null;
    const sheet = h("div", { class: "card option-sheet", id: "option-sheet", role: "dialog",
      "aria-labelledby": "option-sheet-title", "data-decision": d.id },
    h("div", { class: "sheet-head" },
      h("p", { class: "sheet-title", id: "option-sheet-title" }, head || d.prompt || ""),
      h("button", { type: "button", class: "link sheet-close", "data-role": "sheet-close", onclick: away }, t("close_choices"))),
    h("div", { class: "options" }, found.map((f, i) => h("button", {
      type: "button", class: "option", "data-option": f.index, "data-action-type": (f.option.action || {}).type,
      "data-key": keyOf(f.option.action),
      onclick: () => { away(); choose(f.option.action, f.decision); },
    }, head ? labels[i].slice(head.length + 2) : labels[i]))));
    sheet.addEventListener("keydown", (e) => { if (e.key === "Escape") away(); });
    document.body.append(sheet);
    st.sheet = sheet;
    focusQuietly(sheet.querySelector("button.option"));
  }

  function closeSheet() {
    if (st.sheet) st.sheet.remove();
    st.sheet = null;
  }

  async function choose(action, decision) {
    if (st.busy) return;
    st.busy = true; drawDecisions();
    speaker.hold();
    let own = new Set();
    // The labels come in the language asked in: a switch while the answer is on its way must
    // not mark them as the new language's.
    const asked = currentLang();
    try {
      // The decision id names this occurrence of the question: an answer to one already closed
      // is refused (409 decision-closed) instead of landing on the next. A sealed submission
      // does not depend on others' moves, so it is not pinned to the version.
      const res = await api.act(matchId, action, decision && decision.sealed ? undefined : st.decVersion ?? undefined,
        decision ? decision.id : undefined);
      flash(null);
      st.focus = null;
      for (const ev of res.events || []) addEvent(ev, false);
      own = new Set((res.events || []).map((ev) => Number(ev.id)));
      // The answer carries the seat's decisions at the version the action made: the refresh
      // below asks for them again only if the match has moved on since.
      if (res.decisions) { st.decisions = res.decisions; st.decVersion = res.version; st.decLang = asked; st.decEtag = null; }
    } catch (err) {
      flash(problemText(err));
    } finally {
      speaker.release(own);
      st.busy = false;
      await refresh();
    }
  }

  function drawHead() { keepFocus(headBox, drawHeadNow); }

  function drawHeadNow() {
    const m = st.match;
    clear(headBox);
    if (!m) { headBox.append(h("p", {}, t("loading"))); return; }
    const mine = me();
    const notMine = (m.seats || []).filter((s) => !(mine && mine.seat === s.seat));
    const toAct = notMine.filter((s) => s.to_act).map((s) => seatName(s.seat));
    const others = notMine.map((s) => seatName(s.seat));
    const meToAct = Boolean(mine && (m.seats || []).some((s) => s.to_act && s.seat === mine.seat));
    // A game may say what the table waits for in its own words (lcg2e: the first player picking
    // the winner), where "Waiting for" stands: the one line every seat sees without scrolling.
    const waitNote = m.status === "active" && st.mod && st.mod.waitingLine && gameView() ? st.mod.waitingLine(gameView(), ctx()) : null;
    const title = matchTitle(m);
    add(headBox,
      h("a", { href: "#/", class: "back" }, t("back_to_lobby")),
      // The table's name, else who sits at it, under the game's name: each one line, so a long
      // name or a status that changes never rewraps the head and moves the board below it.
      h("p", { class: "match-game" }, gameName(m.game)),
      h("h1", { class: "match-title", title }, title),
      h("p", { class: "status" },
        h("span", { class: ["status-badge", m.status], id: "match-status", "data-status": m.status }, statusLabel(m.status)),
        " · ", h("span", { class: ["conn", st.mode], id: "conn", "data-mode": st.mode }, connLabel()),
        // The match's version counts every change (joins, hand-overs, each bot's step), not a
        // player's moves: shown it meant nothing to them. Kept unseen for the browser tests.
        h("span", { id: "match-version", hidden: true }, String(st.view ? st.view.version : m.version))),
      h("p", { id: "role" }, mine ? t("playing_as", { n: seatNo(mine.seat), name: mine.name || "" }) : t("spectator")),
      // Who is to act changes with every move; the line keeps the room the whole table would
      // take (an unseen copy naming every seat), so its wrapping never moves the board below it.
      m.status === "active" ? h("p", { class: ["to-act", waitNote ? "game-words" : null] },
        h("span", { id: "to-act" }, waitNote || waitingLine(meToAct, toAct)),
        h("span", { class: "to-act-room", "aria-hidden": "true" }, waitingLine(Boolean(mine), others))) : null,
      st.mod && st.mod.note ? h("p", { class: "badge" }, pick(st.mod.note)) : null);
  }

  // The player's own seat is "you", said first: the line a player looks for is whether the
  // table waits on them.
  function waitingLine(meToAct, others) {
    if (meToAct) return others.length ? t("waiting_for_you_and", { who: others.join(", ") }) : t("waiting_for_you");
    return others.length ? t("waiting_for", { who: others.join(", ") }) : "";
  }

  function connLabel() {
    return st.mode === "live" ? t("live") : st.mode === "polling" ? t("polling")
      : st.mode === "closed" ? t("closed") : t("reconnecting");
  }

  function drawSeats() { keepFocus(seatsBox, drawSeatsNow); }

  function drawSeatsNow() {
    clear(seatsBox);
    st.idleDrawn = idleSeats();
    if (!st.match) return;
    const mine = me();
    const strip = window.matchMedia(SEAT_STRIP).matches;
    seatsBox.classList.toggle("strip", strip);
    for (const s of st.match.seats || []) add(seatsBox, strip ? seatChip(s, mine) : seatBox(s, mine));
    if (mine && st.match.status === "active") add(seatsBox, concedeBox());
    // (already while the table fills: the first move may come once the page is closed). A phone's
    // first screen is the table's: there the switch, set once, waits below the chat.
    // Built once and moved, not rebuilt on every redraw: a subscription under way answers to the
    // switch the person touched.
    clear(prefsBox);
    const wanted = mine && (st.match.status === "active" || st.match.status === "open");
    if (wanted && (!st.notifyEl || st.notifyEl.seat !== mine.seat)) {
      st.notifyEl = { seat: mine.seat, node: notifySwitch({ matchId, seat: mine.seat,
        label: () => `${matchTitle(st.match)} — ${gameName(st.match.game)}` }) };
    }
    if (wanted && st.notifyEl.node) add(strip ? prefsBox : seatsBox, st.notifyEl.node);
    prefsBox.hidden = !prefsBox.firstChild;
  }

  function seatRole(seat) {
    return st.mod && st.mod.seatName && gameView() ? st.mod.seatName(seat, gameView()) || "" : null;
  }

  // The turn mark keeps its place when it is not shown: it coming and going would rewrap the seats.
  function turnMark(s) {
    return s.to_act ? h("span", { class: "badge turn", title: t("to_act") }, "▶")
      : h("span", { class: "badge turn off", "aria-hidden": "true" }, "▶");
  }

  function seatKind(s, mine) {
    return ["seat", s.to_act ? "acting" : null, mine && mine.seat === s.seat ? "mine" : null, s.joined ? null : "empty"];
  }

  function seatBox(s, mine) {
    const role = seatRole(s.seat);
    return h("div", { class: seatKind(s, mine), "data-seat": s.seat },
    h("span", { class: "seat-no" }, `#${seatNo(s.seat)}`), " ",
    h("strong", {}, s.joined ? seatLabel(s) : t("empty_seat")),
    role !== null ? h("span", { class: "seat-role" }, ` ${role}`) : null,
    s.bot ? h("span", { class: "badge bot" }, t("bot")) : null,
    mine && mine.seat === s.seat ? h("span", { class: "badge you" }, t("you")) : null,
    turnMark(s),
    clockSpan(s.seat),
    seatButton(s, mine));
  }

  // On a phone a seat is a chip of one line (number, house colour, name, bot, you, the turn
  // mark, a running clock) that a tap unfolds into the rest of what a desktop's box shows: six
  // boxes of a row each stood between a player and their decision. A chip stays as the player
  // left it across redraws; one offering a button its player is waiting for (take my seat back,
  // hand an idle seat to a bot) comes unfolded until they fold it.
  function seatChip(s, mine) {
    const own = Boolean(mine && mine.seat === s.seat);
    const role = seatRole(s.seat);
    const colour = st.mod && st.mod.seatColour && gameView() ? st.mod.seatColour(s.seat, gameView()) : null;
    const button = seatButton(s, mine);
    const wanted = Boolean(button && (button.classList.contains("take-back") || !own));
    const open = st.seatOpen.has(s.seat) ? st.seatOpen.get(s.seat) : wanted;
    const clock = clockSpan(s.seat);
    const running = clock && clock.classList.contains("running");
    const line = [
      h("span", { class: "seat-no" }, `#${seatNo(s.seat)}`), " ",
      colour ? h("span", { class: "seat-colour", style: `background: ${colour}`, "aria-hidden": "true" }) : null,
      h("strong", { class: "seat-name" }, s.joined ? seatLabel(s) : t("empty_seat")), " ",
      s.bot ? h("span", { class: "badge bot" }, t("bot")) : null,
      own ? h("span", { class: "badge you" }, t("you")) : null,
      // the grid sets a chip's width, so a mark coming and going moves nothing: no room kept.
      // A running clock is the turn mark (its seat is the one waited on), to leave the name room.
      s.to_act && running ? h("span", { class: "badge turn", title: t("to_act") }, clock)
        : [s.to_act ? turnMark(s) : null, running ? clock : null]];
    const more = [
      role ? h("span", { class: "seat-role" }, role) : null,
      s.to_act ? h("span", { class: "seat-acting" }, t("to_act")) : null,
      running ? null : clock,
      button].filter(Boolean);
    const kind = seatKind(s, mine);
    // nothing more to show (an open seat, a B'Twixt seat before its ruler): nothing to unfold
    if (!more.length) return h("div", { class: kind, "data-seat": s.seat }, h("div", { class: "seat-line" }, line));
    const chip = h("details", { class: kind, "data-seat": s.seat, open },
      h("summary", { class: "seat-line", "data-seat": s.seat, onclick: () => st.seatOpen.set(s.seat, !chip.open) }, line),
      h("div", { class: "seat-more" }, more));
    return chip;
  }

  // A seat's time: the bank left (live) or the time to its decision's deadline
  // (correspondence), counted down here between reads of the match.
  function clockLeft(seat) {
    const c = st.match && st.match.clock;
    const cs = c && c.seats.find((x) => x.seat === seat);
    if (!cs) return null;
    const left = cs.running ? cs.remaining - (Date.now() - st.matchAt) / 1000 : cs.remaining;
    return { left: Math.max(0, left), running: cs.running };
  }

  function clockText(left) {
    const sec = Math.ceil(left);
    const d = Math.floor(sec / 86400), hh = Math.floor((sec % 86400) / 3600);
    const mm = Math.floor((sec % 3600) / 60), ss = sec % 60;
    const two = (n) => String(n).padStart(2, "0");
    if (d) return `${d}d ${hh}h`;
    return hh ? `${hh}:${two(mm)}:${two(ss)}` : `${mm}:${two(ss)}`;
  }

  function clockSpan(seat) {
    const c = clockLeft(seat);
    if (!c) return null;
    return h("span", { class: ["clock", c.running ? "running" : null, c.left < 30 ? "low" : null],
      "data-seat": seat, title: c.left > 0 ? t("clock_left") : t("clock_out") }, `⏱ ${clockText(c.left)}`);
  }

  // Ticks the running clocks' text in place (a redraw of the seats would swallow a click).
  function tickClocks() {
    for (const el of seatsBox.querySelectorAll(".clock.running")) {
      const c = clockLeft(Number(el.dataset.seat));
      if (!c) continue;
      el.textContent = `⏱ ${clockText(c.left)}`;
      el.classList.toggle("low", c.left < 30);
    }
  }

  // Giving up takes two taps: a stray tap on a phone must not end everyone's match.
  function concedeBox() {
    if (!st.confirmConcede) {
      return h("p", { class: "concede" }, h("button", { type: "button", class: "link", id: "concede",
        onclick: () => { st.confirmConcede = true; drawSeats(); focusQuietly(document.getElementById("concede-yes")); } },
      t("concede")));
    }
    return h("p", { class: "concede" }, t("concede_sure"), " ",
      h("button", { type: "button", class: "danger", id: "concede-yes", onclick: async () => {
        st.confirmConcede = false;
        try { st.match = await api.concede(matchId); } catch (err) { flash(problemText(err)); }
        refresh();
      } }, t("concede_yes")), " ",
      h("button", { type: "button", id: "concede-no",
        onclick: () => { st.confirmConcede = false; drawSeats(); focusQuietly(document.getElementById("concede")); } },
      t("concede_no")));
  }

  // Bots for absent players: hand my seat (or one idle long enough) to a bot, take mine back.
  function seatButton(s, mine) {
    const m = st.match;
    if (!mine || m.status !== "active" || !s.joined) return null;
    const act = (fn, note) => async () => {
      try { st.match = await fn(); flash(t(note), "info"); } catch (err) { flash(problemText(err)); }
      refresh();
    };
    if (s.seat === mine.seat) {
      return s.bot
        ? h("button", { type: "button", class: "primary take-back", "data-seat": s.seat,
          onclick: act(() => api.takeBack(matchId, s.seat), "seat_taken_back") }, t("take_seat_back"))
        : h("button", { type: "button", class: "link hand-over", "data-seat": s.seat,
          onclick: act(() => api.handToBot(matchId, s.seat), "seat_handed") }, t("bot_plays_for_me"));
    }
    if (!idlePast(s)) return null;
    return h("button", { type: "button", class: "link hand-over", "data-seat": s.seat,
      onclick: act(() => api.handToBot(matchId, s.seat), "seat_handed") }, t("hand_idle_seat"));
  }

  function drawJoin() { keepFocus(joinBox, drawJoinNow); }

  function drawJoinNow() {
    clear(joinBox);
    const m = st.match;
    if (!m || m.status !== "open") { joinBox.hidden = true; return; }
    joinBox.hidden = false;
    const mine = me();
    const wanted = params.seat !== undefined ? Number(params.seat) : null;
    add(joinBox, h("h2", {}, t("status_open")));
    const session = savedSession();
    const nameInput = h("input", { type: "text", id: "join-name", maxlength: 40, placeholder: t("your_name"),
      "aria-label": t("your_name"), value: st.draftName ?? (sessionStorage.getItem("rookery.name") || ""),
      oninput: (e) => { st.draftName = e.target.value; } });
    // Logged in: the seat takes the account's name, so there is no name to type.
    if (session) { nameInput.value = session.name; nameInput.readOnly = true; }
    if (session && !mine) add(joinBox, h("p", { class: "muted", id: "joins-as" }, accountWords("joins_as", { name: session.name })));
    // A game played with decks: the seat may bring one of the decks saved in this browser.
    const [deckField, chosenDeck] = !mine && st.mod && st.mod.decks && st.deckKit ? st.deckKit.deckPicker() : [null, () => null];
    // An invite link (?seat=N) to a free seat: that seat's join form comes first, one name away.
    const invited = !mine && wanted !== null && (m.seats || []).find((s) => s.seat === wanted && !s.joined);
    if (invited) {
      add(joinBox, h("div", { class: "invited", id: "invited" },
        h("p", {}, h("strong", {}, t("invited_to", { n: seatNo(wanted) }))),
        h("div", { class: "field" }, h("label", { for: "join-name" }, t("your_name")), nameInput),
        deckField,
        h("button", { type: "button", class: "primary", id: "join-invited", "data-seat": wanted,
          onclick: () => join(nameInput.value, wanted, chosenDeck()) }, t("join_seat", { n: seatNo(wanted) }))));
      nameInput.addEventListener("keydown", (e) => { if (e.key === "Enter") join(nameInput.value, wanted, chosenDeck()); });
    } else if (!mine) {
      add(joinBox, h("div", { class: "field" }, h("label", { for: "join-name" }, t("your_name")), nameInput));
      add(joinBox, deckField);
    }
    const list = h("ul", { class: "plain invites" });
    for (const s of m.seats || []) {
      const link = `${location.origin}${location.pathname}${matchLink(m.id, { seat: s.seat })}`;
      list.append(h("li", { "data-seat": s.seat, class: wanted === s.seat ? "wanted" : null },
        h("strong", {}, t("seat_n", { n: seatNo(s.seat) })), " ",
        s.joined ? h("span", {}, playerName(s.name || "", s.seat, s.bot)) : null,
        !s.joined && !mine ? h("button", { type: "button", class: "primary join-seat", "data-seat": s.seat,
          onclick: () => join(nameInput.value, s.seat, chosenDeck()) }, t("join_seat", { n: seatNo(s.seat) })) : null,
        !s.joined ? h("span", { class: "invite" }, " ",
          h("input", { type: "text", readonly: true, value: link, class: "invite-link", "aria-label": t("invite_link") }),
          h("button", { type: "button", class: "link", onclick: (e) => copy(link, e.target) }, t("copy"))) : null));
    }
    add(joinBox, list);
    if (mine) {
      add(joinBox, h("button", { type: "button", class: "primary", id: "start-bots",
        onclick: async () => {
          try { await api.start(matchId); flash(null); } catch (err) { flash(problemText(err)); }
          refresh();
        } }, t("start_bots")));
      add(joinBox, " ", h("button", { type: "button", id: "leave-seat",
        onclick: async () => {
          try {
            st.match = await api.leave(matchId);
            forgetSeat(matchId);
            flash(t("left_seat"), "info");
            restartStream();
          } catch (err) { flash(problemText(err)); }
          refresh();
        } }, t("leave_seat")));
    }
  }

  async function copy(text, btn) {
    try { await navigator.clipboard.writeText(text); btn.textContent = t("copied"); }
    catch { /* clipboard refused: the link is visible to copy by hand */ }
  }

  async function join(name, seat, deck) {
    name = (name || "").trim() || t("seat_n", { n: seatNo(seat) });
    sessionStorage.setItem("rookery.name", name);
    try {
      const res = await api.join(matchId, name, seat, deck || undefined);
      const taken = res.match && res.match.seats[res.seat];
      saveSeat(matchId, { seat: res.seat, token: res.token, name: taken ? taken.name : name,
        game: res.match ? res.match.game : st.match.game });
      st.match = res.match || st.match;
      flash(t("joined_as", { n: seatNo(res.seat) }), "info");
      restartStream();
    } catch (err) {
      // A refused deck: each broken rule in words, not codes.
      const rules = err.problem && err.problem.broken_rules;
      flash(Array.isArray(rules) && st.deckKit ? rules.map(st.deckKit.ruleText).join(" ") : refusal(err));
    }
    refresh();
  }

  function drawResult() { keepFocus(resultBox, drawResultNow); }

  function drawResultNow() {
    clear(resultBox);
    const over = Boolean(st.match && st.match.status === "finished");
    logHint.hidden = !over;
    logHint.textContent = pick(reviewWords.fromLog);
    logList.classList.toggle("to-review", over);
    const result = (st.view && st.view.result) || (st.match && st.match.result);
    if (!result) return;
    const winners = (result.winners || []).map(seatName).join(", ");
    add(resultBox, h("div", { class: "card result-card", id: "result-card" },
      h("h2", { tabindex: "-1", id: "result-title" }, t("result")),
      h("p", {}, t("winners", { who: winners })),
      Array.isArray(result.scores) ? h("p", { class: "result-scores" }, `${st.mod && st.mod.scoresLabel ? pick(st.mod.scoresLabel) : t("scores")}: `,
        result.scores.map((sc, i) => `${seatName(i)}: ${typeof sc === "object" ? JSON.stringify(sc) : sc}`).join(" · ")) : null,
      result.reason === "concession" ? h("p", { class: "muted", id: "conceded" },
        t("conceded_by", { who: seatName(result.conceded) }))
        : result.reason ? h("p", { class: "muted" }, st.mod && st.mod.reasons && st.mod.reasons[result.reason]
          ? pick(st.mod.reasons[result.reason]) : String(result.reason)) : null,
      result.reason !== "concession" && st.mod && st.mod.resultDetails ? st.mod.resultDetails(result, ctx()) : null,
      rematchLine(),
      st.match && st.match.status === "finished" && !review.current()
        ? h("p", {}, h("button", { type: "button", id: "review-open", onclick: () => review.open() }, pick(reviewWords.open))) : null,
      st.match && st.match.status === "finished"
        ? h("p", { class: "log-link" }, h("a", { id: "action-log", href: `${BASE}/matches/${encodeURIComponent(matchId)}/actions`,
          download: `${matchId}-actions.json` }, t("action_log"))) : null));
  }

  // A finished match's rematch: joined from here once a player asked for it (the join panel
  // then offers the seat the player had); asked for here by a player of this one.
  function rematchLine() {
    const m = st.match;
    if (!m || m.status !== "finished") return null;
    const mine = me();
    if (m.rematch) {
      return h("p", {}, h("a", { class: "button primary", id: "rematch-join",
        href: matchLink(m.rematch, mine ? { seat: mine.seat } : undefined) }, t("rematch_join")));
    }
    if (!mine) return null;
    return h("p", {}, h("button", { type: "button", class: "primary", id: "rematch", onclick: async (e) => {
      e.currentTarget.disabled = true;
      try {
        const made = await api.rematch(matchId);
        navigate(matchLink(made.id, { seat: mine.seat }));
      } catch (err) { flash(problemText(err)); refresh(); }
    } }, t("rematch")));
  }

  function drawBoard() { keepFocus(boardBox, drawBoardNow); }

  function drawBoardNow() {
    // a game's table may keep something of the old drawing first (the board map's zoom and pan)
    if (st.mod && st.mod.beforeRedraw) st.mod.beforeRedraw(boardBox);
    // What the player unfolded (a pile, the windows to watch) is unfolded again in the new
    // drawing: another seat's move must not fold it under their finger.
    const unfolded = new Set([...boardBox.querySelectorAll("details[open]")].map(foldName).filter(Boolean));
    clear(boardBox);
    if (!st.view || !st.view.view) return;
    let node = null;
    try {
      node = st.mod && st.mod.render ? st.mod.render(reviewCtx()) : null;
    } catch (err) {
      console.warn("renderer failed, showing raw view", err);
      node = null;
    }
    // the table's own headings (h3) come under this one in the page's outline
    add(boardBox, h("h2", { class: "sr-only" }, t("the_table")),
      node || h("pre", { class: "raw" }, JSON.stringify(st.view.view, null, 1)));
    for (const d of boardBox.querySelectorAll("details")) if (unfolded.has(foldName(d))) d.open = true;
  }

  // A <details> of the table by what it holds: its id, or its data-fold within its seat's area.
  function foldName(d) {
    const seat = d.closest("[data-seat]");
    return d.id || (d.dataset.fold ? `${seat ? seat.dataset.seat : ""}:${d.dataset.fold}` : "");
  }

  // Drawn again only when the decisions (or the panel's own state) changed: every redraw would
  // otherwise cost the person their place in it. When it is drawn, the focus goes back to where it was.
  function drawDecisions() {
    const show = me() && st.match && st.match.status === "active";
    // A question's note (a combat's strengths) is read from the view, which may come a refresh
    // after the decisions it goes with: the panel is drawn again when a note changes too.
    const notes = show && st.mod && st.mod.decisionNote
      ? st.decisions.map((d) => { const n = st.mod.decisionNote(d, ctx()); return n ? n.textContent : ""; }) : [];
    const key = show ? JSON.stringify([st.decisions, st.busy, st.focus, currentLang(), notes]) : "";
    if (key === st.decKey) return;
    st.decKey = key;
    closeSheet();     // its choices were the old decisions' (a sealed one keeps its id as it changes)
    const active = document.activeElement;
    const wasInside = decBox.contains(active) || (mem.inside && (!active || active === document.body));
    clear(decBox);
    // The match is over: the result is what comes next (drawn before the panel, in drawAll).
    if (!show) { if (wasInside) focusQuietly(document.getElementById("result-title")); return; }
    decBox.append(decisionPanel(st.decisions, {
      choose, busy: st.busy, focus: st.focus, memory: mem,
      clearFocus: () => { st.focus = null; drawDecisions(); },
      describe: st.mod && st.mod.optionInfo ? (o) => st.mod.optionInfo(o, ctx()) : null,
      body: st.mod && st.mod.decisionBody ? (d, opts) => st.mod.decisionBody(d, ctx(), opts) : null,
      note: st.mod && st.mod.decisionNote ? (d) => st.mod.decisionNote(d, ctx()) : null,
    }));
    // While an answer is on its way every button is disabled; the focus comes back with the result.
    if (wasInside && !st.busy) restoreFocus(decBox, mem);
  }

  function syncLogFocus() {
    const scrolls = logScroll.scrollHeight > logScroll.clientHeight;
    if (scrolls) logScroll.setAttribute("tabindex", "0"); else logScroll.removeAttribute("tabindex");
  }

  // Events reach us three ways (stream, catch-up GET, an action's own response). The cursor
  // only follows the first two, which are gap-free; an action's events are shown at once and
  // deduplicated by id when the stream delivers them again.
  function addEvent(ev, advance = true) {
    const id = Number(ev.id);
    const hasId = ev.id !== undefined && ev.id !== null && !Number.isNaN(id);
    if (hasId && advance) st.lastEventId = Math.max(st.lastEventId, id);
    if (hasId ? st.seen.has(id) : st.events.some((e) => JSON.stringify(e) === JSON.stringify(ev))) return false;
    if (hasId) st.seen.add(id);
    // Chat goes beside the log and changes nothing else; a clock's start or stop only
    // changes the seats' clocks, which the refresh it triggers redraws.
    if (ev.type === "chat") { chat.addMessage(ev); return false; }
    if (ev.type === "clock") return true;
    st.events.push(ev);
    const li = eventItem(ev, ctx());
    // Lines from the stream once the page is up (not the history it opened with, nor one's own
    // action's answer, advance false) are said to a screen reader.
    if (advance && st.shown) speaker.line(id, li.textContent);
    const top = logList.firstElementChild;
    if (!hasId || !top || Number(top.dataset.id) < id) {
      logList.prepend(li);           // the usual case: newest first
    } else {
      const after = [...logList.children].find((x) => x.dataset.id !== undefined && Number(x.dataset.id) < id);
      if (after) logList.insertBefore(li, after); else logList.append(li);
    }
    return true;
  }

  // The lines of the move under review are marked in the log and scrolled to inside it (the
  // page itself stays where the person put it).
  function markReviewed() {
    for (const li of logList.querySelectorAll("li.in-review")) { li.classList.remove("in-review"); li.removeAttribute("aria-current"); }
    const step = review.current();
    const ids = step && step.event_ids;
    if (!ids) return;
    let top = null;
    for (const li of logList.children) {
      const id = Number(li.dataset.id);
      if (id >= ids[0] && id <= ids[1]) {
        li.classList.add("in-review");
        li.setAttribute("aria-current", "step");
        top = top || li;
      }
    }
    if (!top) return;
    const below = top.getBoundingClientRect().top - logScroll.getBoundingClientRect().top;
    logScroll.scrollTop += below - logScroll.clientHeight / 3;
    if (st.revealLog) {
      // Opened from the log: the person is looking at it, and the bar that just appeared must
      // not cover the line they tapped.
      st.revealLog = false;
      const line = top.getBoundingClientRect();
      const bar = review.el.getBoundingClientRect();
      if (line.bottom > bar.top - 8) window.scrollBy(0, line.bottom - bar.top + 8 + line.height);
      else if (line.top < 0) window.scrollBy(0, line.top - 8);
    }
  }

  function redrawLog() {
    clear(logList);
    const evs = [...st.events].sort((a, b) => (Number(a.id) || 0) - (Number(b.id) || 0));
    for (const ev of evs) logList.prepend(eventItem(ev, ctx()));
    markReviewed();
    logTitle.textContent = t("event_log");
    loading.textContent = t("loading");
  }

  function drawAll() {
    drawHead(); drawSeats(); drawJoin(); drawResult(); drawBoard(); drawDecisions(); chat.sync(); notes.sync();
    // A tab in the background still tells its player that a decision is waiting.
    const waiting = me() && st.decisions.some((d) => d.required !== false);
    // The table's title first: a player with several games open tells their tabs apart.
    const named = st.match ? `${matchTitle(st.match)} — ${gameName(st.match.game)}` : "";
    document.title = `${waiting ? "▶ " : ""}${named} · ${t("app_title")}`;
    if (st.match) notifyTurn(!!waiting, named);
  }

  let refreshing = null;
  let again = false;
  // Coalesces bursts of events into one round of GETs (view by ETag, decisions only for a seat).
  async function refresh() {
    if (refreshing) { again = true; return refreshing; }
    refreshing = (async () => {
      do {
        again = false;
        try {
          const m = await api.match(matchId);
          st.match = m;
          st.matchAt = Date.now();
          const mine = me();
          if (mine && !(m.seats || []).some((s) => s.seat === mine.seat && s.joined)) {
            forgetSeat(matchId); // the stored token belongs to a match that no longer has us
          }
          // The game's page (with its card or map data; fetched once), the view and the seat's
          // decisions are asked for together: a first visit waits for one round, not three.
          // Decisions already known for this version and language (an action's answer brings
          // them) are not asked again; otherwise by ETag.
          const wantDecisions = me() && m.status === "active";
          const asked = currentLang();
          const [mod, v, d] = await Promise.all([
            st.mod || loadGame(m.game),
            m.status !== "open" ? api.view(matchId, st.viewEtag) : null,
            wantDecisions && (st.decVersion !== m.version || st.decLang !== asked)
              ? api.decisions(matchId, st.decEtag) : null,
          ]);
          st.mod = mod;
          if (st.mod && st.mod.decks && !st.deckKit) {
            st.deckKit = await import("./decks.js");
            // A logged-in player's decks from other devices, offered when they arrive.
            st.deckKit.syncDecks(st.deckKit.GAME).then((synced) => { if (synced && !st.disposed) drawJoin(); });
          }
          if (v && !v.notModified) { st.view = v.data; st.viewEtag = v.etag; }
          if (!wantDecisions) { st.decisions = []; st.decVersion = null; st.decEtag = null; }
          else if (d && !d.notModified) {
            st.decisions = d.data.decisions || [];
            st.decVersion = d.data.version;
            st.decLang = asked;
            st.decEtag = d.etag;
          }
          if (st.focus && !st.decisions.some((d) => d.id === st.focus.decisionId)) st.focus = null;
        } catch (err) {
          if (err.status === 404) { clear(root).append(h("p", { class: "card" }, t("not_found"))); st.disposed = true; return; }
          flash(problemText(err));
        }
        if (!st.disposed) {
          drawAll();
          speaker.turn(me() && st.match && st.match.status === "active" ? st.decisions.filter((d) => d.required !== false) : []);
        }
      } while (again && !st.disposed);
    })();
    try { await refreshing; } finally { refreshing = null; }
  }

  async function catchUp() {
    const evs = await api.events(matchId, st.lastEventId);
    let any = false;
    for (const ev of evs || []) any = addEvent(ev) || any;
    return any;
  }

  function sleep(ms) {
    return new Promise((res) => { const id = setTimeout(() => { timers.delete(id); res(); }, ms); timers.add(id); });
  }

  let streamAbort = null;
  let restarting = false;
  // After a join the stream must be reopened with the seat's token to see its private events.
  function restartStream() { restarting = true; if (streamAbort) streamAbort.abort(); }

  function matchOver() {
    return st.events.some((e) => e.type === "match-finished" || e.type === "match-aborted")
      || (st.match && (st.match.status === "finished" || st.match.status === "aborted"));
  }

  async function live() {
    let failures = 0;
    while (!st.disposed) {
      streamAbort = new AbortController();
      const onAbort = () => streamAbort.abort();
      abort.signal.addEventListener("abort", onAbort);
      try {
        st.mode = "live"; drawHeadSafe();
        await streamEvents(matchId, st.lastEventId, (ev, id) => {
          if (ev.id === undefined && id) ev.id = Number(id);
          if (addEvent(ev)) refresh();
        }, streamAbort.signal);
        failures = 0;
      } catch (err) {
        if (st.disposed) return;
        if (!restarting) failures += 1;
      } finally { abort.signal.removeEventListener("abort", onAbort); }
      if (st.disposed) return;
      if (restarting) { restarting = false; continue; }
      // The server closes the stream after the match's last event; chat and a rematch still may
      // come, slowly looked for from then on.
      if (failures === 0 && matchOver()) { st.mode = "closed"; drawHeadSafe(); afterEnd(); return; }
      if (failures >= 3) { await poll(); return; }
      st.mode = "reconnecting"; drawHeadSafe();
      await sleep(1000 * failures);
      try { if (await catchUp()) refresh(); } catch { /* the next attempt reports */ }
    }
  }

  // The stream ends with the match, but its players may still chat or open a rematch: while the
  // page is seen, a slow look for new events now and then.
  async function afterEnd() {
    while (!st.disposed) {
      await sleep(AFTER_END_POLL_MS);
      if (st.disposed || document.visibilityState !== "visible") continue;
      try { if (await catchUp()) await refresh(); } catch { /* the next look tries again */ }
    }
  }

  async function poll() {
    st.mode = "polling"; drawHeadSafe();
    while (!st.disposed) {
      try { if (await catchUp()) await refresh(); else await refreshIfChanged(); }
      catch { /* keep polling; a flash would repeat every tick */ }
      await sleep(POLL_MS);
    }
  }

  // A cheap ETag check catches changes that carry no event visible to this seat (joins, starts).
  async function refreshIfChanged() {
    if (st.match && st.match.status === "open") { await refresh(); return; }
    const v = await api.view(matchId, st.viewEtag);
    if (!v.notModified) await refresh();
  }

  // An idle seat shows its hand-over button when its time comes, without asking the server;
  // the seats are redrawn only when that set changes (a redraw would swallow a click).
  // A human seat the match waits on, idle past the limit, counting time since the match was read.
  function idlePast(s) {
    return !s.bot && s.to_act && s.idle_seconds != null
      && s.idle_seconds + (Date.now() - st.matchAt) / 1000 >= st.match.seat_idle_after;
  }

  function idleSeats() {
    return st.match ? (st.match.seats || []).filter(idlePast).map((s) => s.seat).join() : "";
  }

  // Compared with the set the last drawSeats() showed, not with the watch's previous look:
  // a redraw in between (a refresh) may already show a seat this watch has not seen yet.
  async function idleWatch() {
    while (!st.disposed) {
      await sleep(1000);
      if (!st.disposed) tickClocks();
      if (st.disposed || !st.match || st.match.status !== "active" || !me()) continue;
      if (idleSeats() !== st.idleDrawn) drawSeats();
    }
  }

  async function safetyNet() {
    while (!st.disposed) {
      await sleep(st.match && st.match.status === "open" ? POLL_MS : SAFETY_POLL_MS);
      if (st.disposed || st.mode === "polling" || st.mode === "closed") continue;
      try { await refreshIfChanged(); } catch { /* transient */ }
    }
  }

  function drawHeadSafe() { if (!st.disposed && st.match) drawHead(); }

  (async () => {
    // the log's past events are asked for beside the first refresh, not after it
    const past = api.events(matchId, st.lastEventId).catch(() => null);
    await refresh();
    if (st.disposed) return;
    const evs = await past;
    if (evs) for (const ev of evs) addEvent(ev);
    else try { await catchUp(); } catch (err) { /* the stream will retry */ }
    if (st.disposed) return;
    loading.replaceWith(page);
    st.shown = true;
    syncLogFocus();
    live();
    safetyNet();
    idleWatch();
  })();

  return {
    dispose() {
      st.disposed = true;
      review.dispose();
      notes.dispose();
      closeSheet();
      // a page given up before it was shown (a newer navigation) takes back its loading line
      if (!st.shown) loading.remove();
      document.title = t("app_title");
      document.removeEventListener("focusin", onFocusIn);
      stripQuery.removeEventListener("change", onStrip);
      speaker.stop();
      logSize.disconnect();
      abort.abort();
      for (const id of timers) clearTimeout(id);
    },
    relabel() { st.notifyEl = null; drawAll(); redrawLog(); chat.relabel(); notes.relabel(); review.redraw(); refresh(); },
  };
}

