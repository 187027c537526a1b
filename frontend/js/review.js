// Reviewing a finished match move by move: the table as a spectator saw it after each game
// action (GET /matches/{id}/replay/{step}), with that move's public log lines. The match page
// draws the table; this module keeps the step, fetches it and draws the bar that moves it.
import { api } from "./api.js";
import { clear, h } from "./dom.js";
import { pick } from "./i18n.js";
import { flash, problemText } from "./ui.js";

export const W = {
  open: { en: "Review the match move by move", ru: "Просмотреть партию ход за ходом", bg: "Преглед на партията ход по ход" },
  title: { en: "Review", ru: "Просмотр партии", bg: "Преглед на партията" },
  setup: { en: "The table as set up, before the first move", ru: "Стол перед первым ходом", bg: "Масата преди първия ход" },
  step: { en: "Move {k} of {n}: {who}", ru: "Ход {k} из {n}: {who}", bg: "Ход {k} от {n}: {who}" },
  slider: { en: "Move", ru: "Ход", bg: "Ход" },
  first: { en: "First move", ru: "К началу", bg: "Към началото" },
  prev: { en: "Previous move", ru: "Предыдущий ход", bg: "Предишен ход" },
  next: { en: "Next move", ru: "Следующий ход", bg: "Следващ ход" },
  last: { en: "Last move", ru: "К последнему ходу", bg: "Към последния ход" },
  close: { en: "Close", ru: "Закрыть", bg: "Затвори" },
  quiet: { en: "Nothing the other players could see.", ru: "Ничего, что видели бы другие игроки.", bg: "Нищо, което другите играчи да виждат." },
  loading: { en: "Loading the move…", ru: "Загружаем ход…", bg: "Зареждане на хода…" },
  fromLog: { en: "Tap a line of the log to see the table at that move.", ru: "Нажмите на строку журнала, чтобы увидеть стол в тот момент.",
    bg: "Докоснете ред от дневника, за да видите масата в този момент." },
};

// onChange(step or null) redraws the page: the table at that step, or the match as it ended.
export function createReview({ matchId, seatName, eventItem, onChange }) {
  const r = { step: null, wanted: null, fetching: false };
  const box = h("section", { class: "card review", id: "review", hidden: true });

  async function go(k) {
    const n = r.step ? r.step.steps : null;
    if (n !== null) k = Math.max(0, Math.min(n, k));
    r.wanted = k;
    draw();
    if (r.fetching) return;      // the step asked last is fetched when the one under way is in
    r.fetching = true;
    try {
      while (r.wanted !== null && (!r.step || r.step.step !== r.wanted)) {
        const asked = r.wanted;
        const step = await api.replayStep(matchId, asked);
        if (!r.open) break;
        r.step = step;
      }
    } catch (err) {
      flash(problemText(err));
      r.wanted = r.step ? r.step.step : null;
    } finally {
      r.fetching = false;
    }
    if (r.open) { draw(); onChange(r.step); }
  }

  // Built once and updated in place: a slider redrawn under a dragging finger would drop it.
  const where = h("p", { id: "review-where", "aria-live": "polite" });
  const button = (id, label, glyph, to) => h("button", { type: "button", id, class: "review-move",
    onclick: () => go(to()) }, glyph);
  const buttons = [
    [button("review-first", W.first, "|◀", () => 0), W.first, (k) => k <= 0],
    [button("review-prev", W.prev, "◀", () => (r.wanted ?? 0) - 1), W.prev, (k) => k <= 0],
    [button("review-next", W.next, "▶", () => (r.wanted ?? 0) + 1), W.next, (k, n) => k >= n],
    [button("review-last", W.last, "▶|", () => (r.step ? r.step.steps : 0)), W.last, (k, n) => k >= n],
  ];
  const slider = h("input", { type: "range", id: "review-step", min: 0, value: 0,
    oninput: (e) => go(Number(e.target.value)) });
  const lines = h("ol", { class: "log", id: "review-events" });
  const title = h("h2", { class: "sr-only" });
  const closer = h("button", { type: "button", id: "review-close", onclick: () => close() });
  box.append(title, h("div", { class: "review-moves" }, buttons.map(([b]) => b), closer), slider, where, lines);

  function draw() {
    box.hidden = !r.open;
    if (!r.open) return;
    const s = r.step;
    const n = s ? s.steps : 0;
    const k = r.wanted ?? 0;
    title.textContent = pick(W.title);
    closer.textContent = pick(W.close);
    where.textContent = !s ? pick(W.loading)
      : s.step === 0 ? pick(W.setup)
        : pick(W.step, { k: s.step, n, who: s.seat === null ? "" : seatName(s.seat) });
    for (const [b, label, off] of buttons) {
      b.setAttribute("aria-label", pick(label));
      b.title = pick(label);
      b.disabled = !s || off(k, n);
    }
    slider.max = String(n);
    if (Number(slider.value) !== k) slider.value = String(k);
    slider.setAttribute("aria-label", pick(W.slider));
    slider.disabled = !s;
    clear(lines);
    lines.hidden = !(s && s.step > 0);
    if (s && s.step > 0) {
      lines.append(...(s.events.length ? s.events.map((ev) => eventItem(ev)) : [h("li", { class: "muted" }, pick(W.quiet))]));
    }
  }

  // ← and → step through the moves from anywhere on the page but a field or control that takes
  // arrows itself (the slider, a list box, the board's map).
  function onKey(e) {
    if (!r.open || e.altKey || e.ctrlKey || e.metaKey || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
    const el = e.target;
    if (el && el.closest && el.closest("input, textarea, select, [role=listbox], [role=application], svg")) return;
    e.preventDefault();
    go((r.wanted ?? 0) + (e.key === "ArrowRight" ? 1 : -1));
  }

  // From the result card (the set-up first) or from a log line (its move).
  function open(k = 0) {
    if (r.open) { go(k); return; }
    document.addEventListener("keydown", onKey);
    r.open = true;
    r.step = null;
    go(k);
    buttons[2][0].focus({ preventScroll: true });
  }

  function close() {
    document.removeEventListener("keydown", onKey);
    r.open = false;
    r.step = null;
    r.wanted = null;
    draw();
    onChange(null);
  }

  return {
    el: box,
    open,
    close,
    dispose: () => document.removeEventListener("keydown", onKey),
    redraw: draw,
    active: () => Boolean(r.open && r.step),
    current: () => (r.open ? r.step : null),
  };
}
