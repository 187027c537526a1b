// "Your move" notifications for a game played over hours or days: a player away from the match
// hears from the system when the table starts waiting on them, not only from the ▶ in the tab's
// title. Opt-in per browser (the switch on the match page); the browser's own permission is
// asked when it is switched on.
import { api } from "./api.js";
import { h } from "./dom.js";
import { currentLang, pick } from "./i18n.js";

const KEY = "rookery.notify";

const W = {
  switch: { en: "Notify me when it is my move while this tab is in the background",
    ru: "Сообщать мне о моём ходе, пока эта вкладка в фоне",
    bg: "Известявай ме, когато съм на ход, докато този раздел е във фонов режим" },
  blocked: { en: "This browser blocks notifications from this site: allow them in its settings.",
    ru: "Браузер запрещает уведомления этого сайта: разрешите их в его настройках.",
    bg: "Браузърът блокира известията от този сайт: разрешете ги в настройките му." },
  switchPush: { en: "Notify me when it is my move, also with this page closed",
    ru: "Сообщать мне о моём ходе, даже когда эта страница закрыта",
    bg: "Известявай ме, когато съм на ход, и когато тази страница е затворена" },
  cannot: { en: "This browser cannot receive notifications from this site.",
    ru: "Этот браузер не может получать уведомления от этого сайта.",
    bg: "Този браузър не може да получава известия от този сайт." },
  title: { en: "Your move", ru: "Ваш ход", bg: "Ваш ход" },
  body: { en: "{table}: the table is waiting for you.", ru: "{table}: стол ждёт вашего хода.",
    bg: "{table}: масата чака вашия ход." },
};

// Two ways to tell: a push through the site's service worker (frontend/sw.js, api/push.py),
// which reaches a phone or a closed browser; and, where a browser cannot subscribe to pushes, a
// notification from the page itself while its tab is in the background (computers only: phones'
// browsers show notifications only from a service worker).
function canPush() {
  return typeof window !== "undefined" && window.isSecureContext && "serviceWorker" in navigator
    && "PushManager" in window && "Notification" in window;
}

function pageOnly() {
  return typeof window !== "undefined" && "Notification" in window
    && !(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
}

export function supported() {
  return canPush() || pageOnly();
}

function wanted() {
  try { return localStorage.getItem(KEY) === "1"; } catch { return false; }
}

function want(on) {
  try { localStorage.setItem(KEY, on ? "1" : "0"); } catch { /* private mode: for this page only */ }
}

function keyBytes(b64url) {
  const raw = atob(b64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(a, b) {
  if (!a || !b) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

// This browser's push subscription, made with the site's key, handed to the seat. Resolves
// false where the browser has no push service to offer (the page's own notifications remain).
async function subscribeSeat({ matchId, seat, label }) {
  const reg = await navigator.serviceWorker.register("/sw.js");
  await navigator.serviceWorker.ready;
  const key = keyBytes(await api.pushKey());
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options && sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();       // made with another key: a push service would refuse ours
    sub = null;
  }
  if (!sub) sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.putPush(matchId, seat, { ...sub.toJSON(), lang: currentLang(), label: label().slice(0, 80) });
  return true;
}

const synced = new Set();   // matches whose seat this page has subscribed already

// The switch for the match page: null where the page cannot notify, so nothing is offered that
// cannot work. ``seat``: {matchId, seat, label()} of the person's seat.
export function notifySwitch(seat) {
  if (!supported()) return null;
  const box = h("input", { type: "checkbox", id: "notify-turn" });
  box.checked = wanted() && Notification.permission === "granted";
  const note = h("p", { class: "hint", id: "notify-blocked", hidden: Notification.permission !== "denied" || !wanted() },
    pick(W.blocked));
  const push = async () => {
    try {
      return await subscribeSeat(seat);
    } catch {
      return false;
    }
  };
  if (box.checked && canPush() && seat && !synced.has(seat.matchId)) {
    synced.add(seat.matchId);      // (a new match of someone who switched it on elsewhere)
    push();
  }
  box.addEventListener("change", async () => {
    want(box.checked);
    if (box.checked && Notification.permission === "default") {
      try { await Notification.requestPermission(); } catch { /* an older callback-only API: no answer */ }
    }
    box.checked = box.checked && Notification.permission === "granted";
    note.hidden = !(wanted() && Notification.permission === "denied");
    if (seat && canPush()) {
      if (box.checked) {
        synced.add(seat.matchId);
        if (!(await push()) && !pageOnly()) {
          box.checked = false;
          want(false);
          note.textContent = pick(W.cannot);
          note.hidden = false;
        }
      } else {
        synced.delete(seat.matchId);
        api.deletePush(seat.matchId, seat.seat).catch(() => {});
      }
    }
  });
  return h("div", { class: "field check notify" }, box,
    h("label", { for: "notify-turn" }, pick(canPush() ? W.switchPush : W.switch)), note);
}

// Follows whether the table waits on this seat; on a change from not waiting to waiting while
// the page is not seen, one notification, tagged by match like the pushed ones (so one replaces
// the other instead of both showing).
export function turnNotifier(matchId) {
  let before = null;   // unknown until the first drawing: opening a page never notifies
  let shown = null;
  return function update(waiting, table) {
    const was = before;
    before = waiting;
    if (!waiting && shown) { shown.close(); shown = null; }
    if (!waiting || was !== false || !pageOnly() || !wanted()) return;
    if (document.visibilityState === "visible" || Notification.permission !== "granted") return;
    try {
      shown = new Notification(pick(W.title), { body: pick(W.body, { table }), tag: `rookery-${matchId}` });
      shown.onclick = () => { window.focus(); shown.close(); };
    } catch { /* a browser that notifies only from a service worker after all */ }
  };
}
