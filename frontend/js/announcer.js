// What a screen reader is told on a match page, through the polite live region (#announce): other
// players' moves as their log lines arrive and the start of one's turn, a few lines at a time.
import { t } from "./i18n.js";
import { announce } from "./ui.js";

const BATCH_MS = 400;   // lines arriving together (a bot's burst of moves) are said together
const MAX_LINES = 4;   // of others' moves; "your turn" always comes last and is never cut

export function createAnnouncer(timers) {
  let lines = [];
  let turnLine = null;
  let timer = null;
  let held = null;      // while one's own action is on its way: [{id, text}] from the stream
  let askedTypes = new Set();
  let off = false;

  function say(text, isTurn = false) {
    if (!text || off) return;
    if (isTurn) turnLine = text; else lines.push(text);
    if (timer) return;
    timer = setTimeout(() => {
      timers.delete(timer);
      timer = null;
      if (!off) announce([...lines.slice(-MAX_LINES), turnLine].filter(Boolean).join(" "));
      lines = [];
      turnLine = null;
    }, BATCH_MS);
    timers.add(timer);
  }

  return {
    // A log line from the stream. One's own action's events arrive with its answer and are not
    // said; those the stream delivers first wait (hold) to be told apart from them (release).
    line(id, text) {
      if (held) held.push({ id, text }); else say(text);
    },
    hold() { held = []; },
    release(ownIds = new Set()) {
      const waiting = held || [];
      held = null;
      for (const u of waiting) if (!ownIds.has(u.id)) say(u.text);
    },
    // "Your turn" once per new kind of question: not again for each order of a planning phase.
    turn(required) {
      const fresh = required.find((d) => !askedTypes.has(d.type));
      askedTypes = new Set(required.map((d) => d.type));
      if (fresh) say(t("your_turn", { what: fresh.prompt || fresh.type }), true);
    },
    stop() { off = true; },
  };
}
