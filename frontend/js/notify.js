// "Your move" notifications for a game played over hours or days: a player who left the match's
// tab in the background (or minimised the browser) hears from the system when the table starts
// waiting on them, not only from the ▶ in the tab's title. Opt-in per browser (the switch on the
// match page); the browser's own permission is asked when it is switched on.
import { h } from "./dom.js";
import { pick } from "./i18n.js";

const KEY = "rookery.notify";

const W = {
  switch: { en: "Notify me when it is my move while this tab is in the background",
    ru: "Сообщать мне о моём ходе, пока эта вкладка в фоне",
    bg: "Известявай ме, когато съм на ход, докато този раздел е във фонов режим" },
  blocked: { en: "This browser blocks notifications from this site: allow them in its settings.",
    ru: "Браузер запрещает уведомления этого сайта: разрешите их в его настройках.",
    bg: "Браузърът блокира известията от този сайт: разрешете ги в настройките му." },
  title: { en: "Your move", ru: "Ваш ход", bg: "Ваш ход" },
  body: { en: "{table}: the table is waiting for you.", ru: "{table}: стол ждёт вашего хода.",
    bg: "{table}: масата чака вашия ход." },
};

// Phones' browsers show notifications only from a service worker (Chrome on Android refuses
// `new Notification`; iOS has none outside a home-screen app), and the site has none: the
// switch is for computers, where a tab in the background is the usual way to wait for a move.
export function supported() {
  return typeof window !== "undefined" && "Notification" in window
    && !(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
}

function wanted() {
  try { return localStorage.getItem(KEY) === "1"; } catch { return false; }
}

function want(on) {
  try { localStorage.setItem(KEY, on ? "1" : "0"); } catch { /* private mode: for this page only */ }
}

// The switch for the match page: null where the page cannot notify, so nothing is offered that
// cannot work.
export function notifySwitch(onChange = () => {}) {
  if (!supported()) return null;
  const box = h("input", { type: "checkbox", id: "notify-turn" });
  box.checked = wanted() && Notification.permission === "granted";
  const note = h("p", { class: "hint", id: "notify-blocked", hidden: Notification.permission !== "denied" || !wanted() },
    pick(W.blocked));
  box.addEventListener("change", async () => {
    want(box.checked);
    if (box.checked && Notification.permission === "default") {
      try { await Notification.requestPermission(); } catch { /* an older callback-only API: no answer */ }
    }
    box.checked = box.checked && Notification.permission === "granted";
    note.hidden = !(wanted() && Notification.permission === "denied");
    onChange();
  });
  return h("div", { class: "field check notify" }, box, h("label", { for: "notify-turn" }, pick(W.switch)), note);
}

// Follows whether the table waits on this seat; on a change from not waiting to waiting while
// the page is not seen, one notification (tagged by match, so a second replaces the first).
export function turnNotifier(matchId) {
  let before = null;   // unknown until the first drawing: opening a page never notifies
  let shown = null;
  return function update(waiting, table) {
    const was = before;
    before = waiting;
    if (!waiting && shown) { shown.close(); shown = null; }
    if (!waiting || was !== false || !supported() || !wanted()) return;
    if (document.visibilityState === "visible" || Notification.permission !== "granted") return;
    try {
      shown = new Notification(pick(W.title), { body: pick(W.body, { table }), tag: `rookery-turn-${matchId}` });
      shown.onclick = () => { window.focus(); shown.close(); };
    } catch { /* a browser that notifies only from a service worker after all */ }
  };
}
