// A seated player's own notes on the match, under the chat: what was agreed at the table, what
// the others hold. Kept on the server for this seat alone (so they follow the player to another
// device with the seat), saved a moment after typing stops, when the box loses focus and when
// the page is hidden.
import { api } from "./api.js";
import { add, clear, h } from "./dom.js";
import { t } from "./i18n.js";
import { problemText } from "./ui.js";

const MAX_LENGTH = 5000;   // the service's default NOTES_MAX_LENGTH
const QUIET_MS = 800;

export function notesBox(matchId, ctx) {
  const el = h("details", { class: "notes", id: "notes", hidden: true });
  let seat = null, saved = "", timer = null, saving = null;
  let text, status, summary;

  function draw() {
    clear(el);
    summary = h("summary", { id: "notes-summary" }, t("notes"));
    text = h("textarea", { id: "notes-text", rows: 5, maxlength: MAX_LENGTH, "aria-label": t("notes"),
      "aria-describedby": "notes-hint" });
    status = h("p", { class: "muted notes-status", id: "notes-status", role: "status" });
    add(el, summary, h("p", { class: "muted", id: "notes-hint" }, t("notes_hint")), text, status);
    text.value = saved;
    text.oninput = () => { clearTimeout(timer); timer = setTimeout(save, QUIET_MS); };
    text.onblur = save;
  }

  async function save() {
    clearTimeout(timer);
    if (seat === null || text.value === saved) return;
    if (saving) { await saving; return save(); }   // one write at a time, the last text wins
    const mine = text.value;
    status.textContent = t("notes_saving");
    saving = api.putNotes(matchId, seat, mine)
      .then(() => { saved = mine; status.textContent = text.value === mine ? t("notes_saved") : ""; })
      .catch((err) => { status.textContent = t("notes_unsaved", { why: problemText(err) }); })
      .finally(() => { saving = null; });
    await saving;
  }

  const onHidden = () => { if (document.hidden) save(); };
  document.addEventListener("visibilitychange", onHidden);

  return {
    el,
    // The seat is known once the page has read its token's match: then the notes are read
    // once (a seat change reads the new seat's).
    sync() {
      const c = ctx();
      const mine = c.seat === undefined ? null : c.seat;
      if (mine === seat) return;
      seat = mine; saved = "";
      el.hidden = seat === null;
      draw();
      if (seat === null) return;
      const asked = seat;
      api.notes(matchId, asked).then((got) => {
        if (asked !== seat || text.value !== "") return;   // typed meanwhile: theirs wins
        saved = got; text.value = got;
        if (got) el.open = true;
      }).catch(() => { /* no notes shown; writing still works */ });
    },
    relabel() { const keep = text ? text.value : saved; draw(); text.value = keep; },
    // Leaving the page: what was typed in the last moment is saved, and the page listens no more.
    dispose() { if (text) save(); document.removeEventListener("visibilitychange", onHidden); },
  };
}
