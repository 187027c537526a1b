// Words events with the frontend's own modules, in Node, for tests/games/test_event_wording.py:
// reads {game, players, view, events} from stdin and prints, per language, each event's text and
// whether it fell back to the raw "type — key: value" line. With ``views`` (one per event), each
// event is worded with the view of its own moment (cards named then, gone later).
// Run with: node --experimental-default-type=module tests/support/word_events.mjs < input.json
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));

// The browser globals the modules read at import time (the saved language, the browser's own).
let saved = "en";
globalThis.localStorage = { getItem: () => saved, setItem: (k, v) => { saved = v; }, removeItem() {} };
if (!globalThis.navigator) Object.defineProperty(globalThis, "navigator", { value: { languages: ["en"] } });
if (!globalThis.document) globalThis.document = { documentElement: {} };

const root = new URL("../../frontend/js/", import.meta.url);
const { setLang, currentLang } = await import(new URL("i18n.js", root));
const { eventText, genericText } = await import(new URL("events.js", root));
const { loadGame } = await import(new URL("games/index.js", root));

const mod = await loadGame(input.game);
const out = [];
for (const lang of ["en", "ru", "bg"]) {
  if (currentLang() !== lang) setLang(lang);
  const ctxOf = (view) => ({
    mod, view, match: { players: input.players, game: input.game }, lang,
    seatName: (seat) => {
      const custom = mod && mod.seatName && view ? mod.seatName(seat, view) : null;
      return custom ? `P${seat} (${custom})` : `P${seat}`;
    },
  });
  const shared = ctxOf(input.view);
  for (const [i, ev] of input.events.entries()) {
    const ctx = input.views ? ctxOf(input.views[i]) : shared;
    let text;
    let threw = null;
    try { text = eventText(ev, ctx); } catch (err) { threw = String(err); }
    const raw = threw === null && text === genericText(ev, ctx);
    out.push({ lang, type: ev.type, text: text ?? "", raw, threw });
  }
}
process.stdout.write(JSON.stringify(out));
