// Shared page furniture: the flash message line and small formatting helpers.
import { clear, h } from "./dom.js";
import { t } from "./i18n.js";

export function flash(message, kind = "error") {
  const box = document.getElementById("flash");
  if (!box) return;
  clear(box);
  if (!message) return;
  box.append(h("div", { class: ["flash", kind], "data-kind": kind },
    h("span", { class: "flash-text" }, message),
    h("button", { type: "button", class: "link", onclick: () => clear(box) }, t("dismiss"))));
}

export function navigate(hash) {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}

export function problemText(err) {
  if (!err) return "";
  const p = err.problem || {};
  const head = p.status ? `${p.status === 409 ? t("refused") : t("error")} (${p.status})` : t("error");
  const code = p.code ? ` [${p.code}]` : "";
  return `${head}${code}: ${p.detail || p.title || err.message}`;
}

export function statusLabel(status) {
  return t(`status_${status}`) || status;
}

export function matchLink(id, params) {
  const q = params ? "?" + new URLSearchParams(params) : "";
  return `#/match/${encodeURIComponent(id)}${q}`;
}

// Says something through the page's polite live region (#announce): screen readers read it when
// they are done with what they are reading. Emptied first so the same words twice are read twice.
export function announce(text) {
  const box = document.getElementById("announce");
  if (!box || !text) return;
  box.textContent = "";
  setTimeout(() => { box.textContent = text; }, 60);
}
