// Recovery codes: the only way back into an account whose password is forgotten (accounts have
// no e-mail). A code is shown once, after signing up, recovering or asking for a new one, and the
// player says they kept it before going on; the log-in form leads to the recovery form.
import { api } from "./api.js";
import { h } from "./dom.js";
import { pick } from "./i18n.js";
import { careForm, passwordField, refusal, w } from "./account.js";
import { flash } from "./ui.js";

const R = {
  title: { en: "Your recovery code", ru: "Ваш код восстановления", bg: "Вашият код за възстановяване" },
  keep: { en: "Keep this code somewhere safe: it is the only way back into your account if you forget the password. It is shown only now.",
    ru: "Сохраните этот код в надёжном месте: только с ним можно вернуться в учётную запись, если вы забудете пароль. Он показан только сейчас.",
    bg: "Пазете този код на сигурно място: само с него можете да се върнете в профила си, ако забравите паролата. Показва се само сега." },
  copy: { en: "Copy the code", ru: "Скопировать код", bg: "Копирай кода" },
  copied: { en: "The code is copied.", ru: "Код скопирован.", bg: "Кодът е копиран." },
  copy_failed: { en: "This browser would not copy it: select the code and copy it by hand.",
    ru: "Браузер не дал скопировать: выделите код и скопируйте вручную.",
    bg: "Браузърът не позволи копиране: маркирайте кода и го копирайте ръчно." },
  kept: { en: "I have kept the code", ru: "Я сохранил(а) код", bg: "Запазих кода" },
  forgot: { en: "Forgot your password?", ru: "Забыли пароль?", bg: "Забравена парола?" },
  recover: { en: "Recover your account", ru: "Восстановление учётной записи", bg: "Възстановяване на профила" },
  recover_how: { en: "Enter your name, the recovery code you kept and a new password. Every device is logged out, and you get a new code.",
    ru: "Введите имя, сохранённый код восстановления и новый пароль. Вход на всех устройствах завершится, и вы получите новый код.",
    bg: "Въведете името си, запазения код за възстановяване и нова парола. Всички устройства излизат от профила и получавате нов код." },
  code: { en: "Recovery code", ru: "Код восстановления", bg: "Код за възстановяване" },
  code_hint: { en: "Capital or small letters, with or without the dashes.", ru: "Большие или маленькие буквы, с дефисами или без.",
    bg: "Главни или малки букви, със или без тиретата." },
  send: { en: "Recover and log in", ru: "Восстановить и войти", bg: "Възстанови и влез" },
  back: { en: "Back to log in", ru: "Назад ко входу", bg: "Обратно към входа" },
  recovered: { en: "Your password is changed and you are logged in; your other devices are logged out.",
    ru: "Пароль изменён, вы вошли; на других устройствах выполнен выход.",
    bg: "Паролата е сменена и сте влезли; другите устройства излязоха от профила." },
  is_set: { en: "A recovery code is set. Making a new one makes the old one stop working.",
    ru: "Код восстановления задан. Новый код отменяет старый.",
    bg: "Има зададен код за възстановяване. Новият код отменя стария." },
  not_set: { en: "No recovery code is set: without one, a forgotten password loses the account. Make one now.",
    ru: "Код восстановления не задан: без него забытый пароль означает потерю учётной записи. Создайте его сейчас.",
    bg: "Няма код за възстановяване: без него забравената парола означава загубен профил. Създайте го сега." },
  make: { en: "Make a new recovery code", ru: "Создать новый код восстановления", bg: "Създай нов код за възстановяване" },
};

const r = (key, params) => pick(R[key], params);

// The code, shown once with a way to copy it; onKept runs when the player says they kept it.
export function codeNotice(code, onKept) {
  const shown = h("output", { id: "recovery-code", class: "recovery-code", translate: "no" }, code);
  const heading = h("h2", { tabindex: "-1" }, r("title"));
  const box = h("section", { class: "card recovery-notice", id: "recovery-notice", role: "alert" },
    heading, h("p", {}, r("keep")), shown,
    h("p", { class: "recovery-tools" },
      h("button", { type: "button", id: "recovery-code-copy", onclick: async () => {
        try {
          await navigator.clipboard.writeText(code);
          flash(r("copied"), "info");
        } catch {
          window.getSelection().selectAllChildren(shown);
          flash(r("copy_failed"), "info");
        }
      } }, r("copy")),
      h("button", { type: "button", class: "primary", id: "recovery-code-done", onclick: onKept }, r("kept"))));
  queueMicrotask(() => heading.focus());
  return box;
}

export const forgotLink = (onClick) =>
  h("button", { type: "button", class: "link", id: "forgot-password", onclick: onClick }, r("forgot"));

// Name, code and a new password: on success the caller gets the new session, with its new code.
export function recoverForm(onRecovered, onBack) {
  const name = h("input", { type: "text", id: "recover-name", name: "username", required: true, maxlength: 24,
    autocomplete: "username", autocapitalize: "none", spellcheck: "false" });
  const code = h("input", { type: "text", id: "recover-code", required: true, maxlength: 100,
    autocomplete: "one-time-code", autocapitalize: "characters", spellcheck: "false" });
  const [password, passwordBox] = passwordField("recover-new-password", w("new_password"), true);
  const error = h("p", { class: "error", id: "recover-error", role: "alert" });
  const send = h("button", { type: "submit", class: "primary", id: "recover-send" }, r("send"));
  return h("form", { class: "card account-form", id: "recover", onsubmit: async (e) => {
    e.preventDefault();
    error.textContent = "";
    send.disabled = true;
    try {
      onRecovered(await api.recover(name.value.trim(), code.value, password.value));
      flash(r("recovered"), "info");
    } catch (err) { error.textContent = refusal(err); }
    send.disabled = false;
  } },
  h("h2", {}, r("recover")), h("p", { class: "muted" }, r("recover_how")),
  h("div", { class: "field" }, h("label", { for: "recover-name" }, w("name")), name),
  h("div", { class: "field" }, h("label", { for: "recover-code" }, r("code")), code,
    h("small", { class: "hint" }, r("code_hint"))),
  passwordBox, error, send,
  h("p", {}, h("button", { type: "button", class: "link", id: "recover-back", onclick: onBack }, r("back"))));
}

// The account page's part: whether a code is set, and a new one for the password.
export function recoveryBox() {
  const status = h("p", { id: "recovery-status" });
  const [password, passwordBox] = passwordField("recovery-password", w("password"), false);
  const box = h("section", { class: "card", id: "my-recovery" }, h("h2", {}, r("code")), status);
  const form = careForm("new-recovery-code", [passwordBox], { class: "primary", id: "new-recovery-code-send" },
    r("make"), async () => {
      const { recovery_code: code } = await api.newRecoveryCode(password.value);
      password.value = "";
      status.textContent = r("is_set");
      form.hidden = true;
      const notice = codeNotice(code, () => { notice.remove(); form.hidden = false; });
      box.append(notice);
    });
  box.append(form);
  api.me().then((me) => { status.textContent = r(me.has_recovery_code ? "is_set" : "not_set"); })
    .catch((err) => { status.textContent = refusal(err); });
  return box;
}
