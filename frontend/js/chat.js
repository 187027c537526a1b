// The match chat beside the event log: the table's channel and private messages to chosen
// seats. Messages arrive as `chat` events in the match's stream (the server sends a private
// one only to its audience); a seated player writes to everyone or to one other seat.
import { api } from "./api.js";
import { add, clear, h } from "./dom.js";
import { t } from "./i18n.js";
import { problemText } from "./ui.js";

const MAX_LENGTH = 500;   // the service's default CHAT_MAX_LENGTH: longer is refused (422)

export function chatBox(matchId, ctx) {
  const list = h("ol", { class: "chat-list", id: "chat-list", "aria-live": "polite" });
  const note = h("p", { class: "chat-note muted", id: "chat-note" });
  const form = h("form", { class: "chat-form", id: "chat-form" });
  const title = h("h2", { id: "chat-title" }, t("chat"));
  // (kept by reference: the page may not be in the document yet when the language changes)
  const el = h("section", { class: "card chat-box chat-area", id: "chat" }, title, list, note, form);
  const messages = [];
  let sending = false;

  function line(m) {
    const to = m.recipients && m.recipients.length
      ? t("chat_private_to", { who: m.recipients.map((s) => ctx().seatName(s)).join(", ") }) : null;
    return h("li", { class: ["chat-msg", m.private ? "private" : null], "data-id": m.id, "data-seat": m.seat },
      h("strong", { class: "chat-who" }, m.name || ctx().seatName(m.seat)),
      to ? h("span", { class: "chat-to" }, ` ${to}`) : null, ": ",
      h("span", { class: "chat-text" }, m.text));
  }

  function drawList() {
    clear(list);
    for (const m of messages) list.append(line(m));
    list.scrollTop = list.scrollHeight;
  }

  function drawForm() {
    const c = ctx();
    clear(form);
    note.textContent = c.seat === null ? t("chat_spectator") : "";
    if (c.seat === null) { form.hidden = true; return; }
    form.hidden = false;
    const others = ((c.match && c.match.seats) || []).filter((s) => s.seat !== c.seat);
    const to = h("select", { id: "chat-to", "aria-label": t("chat_to") },
      h("option", { value: "" }, t("chat_everyone")),
      others.map((s) => h("option", { value: String(s.seat) }, c.seatName(s.seat))));
    const text = h("input", { type: "text", id: "chat-text", maxlength: MAX_LENGTH, autocomplete: "off",
      placeholder: t("chat_placeholder"), "aria-label": t("chat_placeholder") });
    const send = h("button", { type: "submit", class: "primary", id: "chat-send" }, t("chat_send"));
    add(form, to, text, send);
    form.onsubmit = async (e) => {
      e.preventDefault();
      const body = text.value.trim();
      if (!body || sending) return;
      sending = true; send.disabled = true;
      try {
        const msg = await api.chat(matchId, body, to.value === "" ? null : [Number(to.value)]);
        text.value = "";
        addMessage(msg);
        note.textContent = "";
      } catch (err) {
        note.textContent = problemText(err);
      } finally { sending = false; send.disabled = false; text.focus(); }
    };
  }

  // Deduplicated by event number: the stream brings back what this page sent.
  function addMessage(m) {
    if (messages.some((x) => x.id === m.id)) return;
    messages.push(m);
    messages.sort((a, b) => a.id - b.id);
    drawList();
  }

  return {
    el, addMessage,
    // Seats and names change (joins, a seat's role from the game): the form follows them,
    // but is rebuilt only when they change, so a half-typed message survives refreshes.
    sync() {
      const c = ctx();
      const key = JSON.stringify([c.seat, ((c.match && c.match.seats) || []).map((s) => c.seatName(s.seat))]);
      if (key !== this.key) { this.key = key; drawForm(); drawList(); }
    },
    relabel() {
      title.textContent = t("chat");
      this.key = null; this.sync();
    },
  };
}
