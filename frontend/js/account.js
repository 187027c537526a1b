// Optional accounts: the header's log in / log out, the account page (log in, sign up, a
// forgotten password recovered, my ratings, my matches with rejoin, a new password, a recovery
// code, deleting the account) and the lobby's "my matches" card. Play needs no account.
import { api } from "./api.js";
import { clear, h } from "./dom.js";
import { pick, seatNo, t } from "./i18n.js";
import { forgetSession, savedSession, saveSeat, saveSession } from "./store.js";
import { flash, matchLink, navigate, problemText, statusLabel } from "./ui.js";
import { gameName } from "./lobby.js";
import { createdLabel, titleNode } from "./titles.js";
import { codeNotice, forgotLink, recoverForm, recoveryBox } from "./recovery.js";

const W = {
  log_in: { en: "Log in", ru: "Войти", bg: "Вход" },
  sign_up: { en: "Sign up", ru: "Регистрация", bg: "Регистрация" },
  log_out: { en: "Log out", ru: "Выйти", bg: "Изход" },
  account: { en: "Account", ru: "Учётная запись", bg: "Профил" },
  leaderboard: { en: "Leaderboard", ru: "Рейтинг", bg: "Класация" },
  name: { en: "Name", ru: "Имя", bg: "Име" },
  password: { en: "Password", ru: "Пароль", bg: "Парола" },
  name_rule: { en: "3–24 letters and digits, starting with a letter; - or _ between them.",
    ru: "3–24 буквы и цифры, начиная с буквы; - или _ между ними.",
    bg: "3–24 букви и цифри, започва с буква; - или _ между тях." },
  password_rule: { en: "At least 8 characters, not your name.", ru: "Не менее 8 символов, не ваше имя.",
    bg: "Поне 8 знака, различна от името." },
  why: { en: "An account is optional: it keeps your matches on every device and puts you in the ratings.",
    ru: "Учётная запись не обязательна: с ней ваши партии доступны на любом устройстве, и вы попадаете в рейтинг.",
    bg: "Профилът не е задължителен: с него партиите ви са на всяко устройство и участвате в класацията." },
  signed_in_as: { en: "Logged in as {name}", ru: "Вы вошли как {name}", bg: "Влезли сте като {name}" },
  created: { en: "Account created: you are logged in.", ru: "Учётная запись создана, вы вошли.",
    bg: "Профилът е създаден, влезли сте." },
  logged_out: { en: "You logged out.", ru: "Вы вышли.", bg: "Излязохте." },
  my_matches: { en: "My matches", ru: "Мои партии", bg: "Моите партии" },
  my_ratings: { en: "My ratings", ru: "Мои рейтинги", bg: "Моите рейтинги" },
  no_matches: { en: "No matches yet: join one while logged in.", ru: "Пока нет партий: займите место, войдя в учётную запись.",
    bg: "Все още няма партии: седнете на маса, докато сте влезли." },
  no_ratings: { en: "No rated matches yet.", ru: "Пока нет рейтинговых партий.", bg: "Все още няма партии с класиране." },
  rejoin: { en: "Rejoin", ru: "Вернуться", bg: "Върни се" },
  seat_n: { en: "seat {n}", ru: "место {n}", bg: "място {n}" },
  rating_line: { en: "{game}: {rating} ({matches} matches, {wins} won)", ru: "{game}: {rating} (партий: {matches}, побед: {wins})",
    bg: "{game}: {rating} (партии: {matches}, победи: {wins})" },
  joins_as: { en: "You join as {name} (your account).", ru: "Вы садитесь как {name} (ваша учётная запись).",
    bg: "Сядате като {name} (вашият профил)." },
  rated: { en: "rated", ru: "рейтинговая", bg: "с класиране" },
  care: { en: "Password and account", ru: "Пароль и учётная запись", bg: "Парола и профил" },
  current_password: { en: "Current password", ru: "Текущий пароль", bg: "Текуща парола" },
  new_password: { en: "New password", ru: "Новый пароль", bg: "Нова парола" },
  change_password: { en: "Change password", ru: "Сменить пароль", bg: "Смени паролата" },
  password_changed: { en: "Password changed: your other devices log in again with the new one.",
    ru: "Пароль изменён: на других устройствах войдите снова с новым.",
    bg: "Паролата е сменена: на другите устройства влезте отново с новата." },
  delete_account: { en: "Delete my account", ru: "Удалить мою учётную запись", bg: "Изтрий профила ми" },
  delete_what: { en: "Your ratings, saved decks and list of matches go for good, and every device is logged out. Your seats stay in their matches under their names and still play from the devices that hold them. Nobody can take your name for 30 days.",
    ru: "Ваши рейтинги, сохранённые колоды и список партий удаляются навсегда, все устройства выходят из учётной записи. Ваши места остаются в партиях под своими именами и играют с устройств, где они открыты. Ваше имя 30 дней никто не сможет занять.",
    bg: "Класиранията, запазените тестета и списъкът с партии изчезват завинаги, всички устройства излизат от профила. Местата ви остават в партиите под имената си и се играят от устройствата, които ги държат. Никой не може да вземе името ви 30 дни." },
  delete_for_good: { en: "Delete for good", ru: "Удалить навсегда", bg: "Изтрий завинаги" },
  wrong_password: { en: "Wrong password.", ru: "Неверный пароль.", bg: "Грешна парола." },
  deleted: { en: "Your account is deleted.", ru: "Ваша учётная запись удалена.", bg: "Профилът ви е изтрит." },
  devices: { en: "Devices logged in", ru: "Устройства, где выполнен вход", bg: "Устройства с вход" },
  devices_why: { en: "Log out a device you no longer use or do not know. A new password logs out all the others.",
    ru: "Выйдите на устройстве, которым больше не пользуетесь или которого не знаете. Новый пароль завершает вход на всех остальных.",
    bg: "Излезте от устройство, което вече не ползвате или не познавате. Новата парола изкарва всички останали." },
  this_device: { en: "this device", ru: "это устройство", bg: "това устройство" },
  unknown_device: { en: "Unknown device", ru: "Неизвестное устройство", bg: "Непознато устройство" },
  logged_in_at: { en: "logged in {when}", ru: "вход {when}", bg: "вход {when}" },
  last_used_at: { en: "last used {when}", ru: "последняя активность {when}", bg: "последна активност {when}" },
  log_out_named: { en: "Log out {device}", ru: "Выйти на устройстве {device}", bg: "Изход от {device}" },
  device_logged_out: { en: "That device is logged out.", ru: "На том устройстве выполнен выход.",
    bg: "Устройството е изведено от профила." },
};

// The refusals a player can cause here, in words; anything else falls back to the generic text.
const REFUSALS = {
  "name-taken": { en: "That name is taken.", ru: "Это имя занято.", bg: "Това име е заето." },
  "invalid-name": W.name_rule,
  "weak-password": W.password_rule,
  "bad-credentials": { en: "Wrong name or password.", ru: "Неверное имя или пароль.", bg: "Грешно име или парола." },
  "too-many-logins": { en: "Too many failed attempts: try again later.", ru: "Слишком много неудачных попыток: попробуйте позже.",
    bg: "Твърде много неуспешни опити: опитайте по-късно." },
  "rate-limited": { en: "Too many attempts: wait a minute.", ru: "Слишком много попыток: подождите минуту.",
    bg: "Твърде много опити: изчакайте минута." },
  "bad-session": { en: "Your session has ended: log in again.", ru: "Сеанс закончился: войдите снова.",
    bg: "Сесията изтече: влезте отново." },
  "bad-recovery-code": { en: "Wrong name or recovery code.", ru: "Неверное имя или код восстановления.",
    bg: "Грешно име или код за възстановяване." },
  "changed-meanwhile": { en: "The account changed meanwhile: try again.", ru: "Учётная запись тем временем изменилась: попробуйте снова.",
    bg: "Профилът междувременно се промени: опитайте отново." },
  "validation-error": { en: "Fill in the name and the password.", ru: "Заполните имя и пароль.", bg: "Попълнете име и парола." },
};

export const w = (key, params) => pick(W[key], params);

// The games by id, so a game without a module of its own is still shown by its name.
let games = null;
function named() {
  games = games || api.games().then((list) => Object.fromEntries(list.map((g) => [g.id, g]))).catch(() => ({}));
  return games.then((byId) => (id) => gameName(byId[id] || id));
}

export function refusal(err) {
  const code = err && err.problem && err.problem.code;
  if (code === "bad-session") endSession();
  return REFUSALS[code] ? pick(REFUSALS[code]) : problemText(err);
}

function endSession() {
  forgetSession();
  window.dispatchEvent(new Event("rookery-session"));
}

async function logOut() {
  try { await api.logOut(); } catch { /* already over on the server: forget it here anyway */ }
  endSession();
  flash(w("logged_out"), "info");
}

// The header: "Log in" (to the account page) or the account's name and "Log out"; always the
// leaderboard.
export function drawAccountNav(box) {
  const session = savedSession();
  const mine = session
    ? [h("a", { href: "#/account", id: "nav-account" }, session.name),
      h("button", { type: "button", class: "link", id: "nav-log-out", onclick: logOut }, w("log_out"))]
    : [h("a", { href: "#/account", id: "nav-log-in" }, `${w("log_in")} / ${w("sign_up")}`)];
  box.setAttribute("aria-label", w("account"));
  clear(box).append(h("a", { href: "#/leaderboard", id: "nav-leaderboard" }, w("leaderboard")), ...mine);
}

function credentialsForm(id, title, submitLabel, onSubmit, withRules, extra = null) {
  const name = h("input", { type: "text", id: `${id}-name`, name: "username", required: true, maxlength: 24,
    autocomplete: "username", autocapitalize: "none", spellcheck: "false" });
  const password = h("input", { type: "password", id: `${id}-password`, name: "password", required: true,
    minlength: withRules ? 8 : undefined, autocomplete: withRules ? "new-password" : "current-password" });
  const error = h("p", { class: "error", id: `${id}-error`, role: "alert" });
  const form = h("form", { class: "card account-form", id, onsubmit: async (e) => {
    e.preventDefault();
    error.textContent = "";
    const button = form.querySelector("button");
    button.disabled = true;
    try { await onSubmit(name.value.trim(), password.value); } catch (err) { error.textContent = refusal(err); }
    button.disabled = false;
  } },
  h("h2", {}, title),
  h("div", { class: "field" }, h("label", { for: `${id}-name` }, w("name")), name,
    withRules ? h("small", { class: "hint" }, w("name_rule")) : null),
  h("div", { class: "field" }, h("label", { for: `${id}-password` }, w("password")), password,
    withRules ? h("small", { class: "hint" }, w("password_rule")) : null),
  error,
  h("button", { type: "submit", class: "primary" }, submitLabel), extra);
  return form;
}

function opened(s) {
  saveSession({ token: s.token, name: s.account.name, expires: s.expires });
  window.dispatchEvent(new Event("rookery-session"));
}

async function logIn(name, password) {
  opened(await api.logIn(name, password));
}

// A recovery code waiting to be shown, once, before the page goes on (after signing up or
// recovering); the player's "kept it" clears it.
let unseenCode = null;

// The account page: forms when logged out; ratings and matches when logged in.
export function renderAccount(root) {
  let disposed = false;
  let forgotten = false;      // the recovery form instead of log in / sign up
  function draw() {
    if (disposed) return;
    clear(root);
    if (unseenCode) {
      root.append(codeNotice(unseenCode, () => { unseenCode = null; draw(); }));
      return;
    }
    const session = savedSession();
    if (!session && forgotten) {
      root.append(h("h1", { class: "page-title" }, w("account")), recoverForm((s) => {
        forgotten = false;
        unseenCode = s.recovery_code;
        opened(s);
      }, () => { forgotten = false; draw(); }));
      return;
    }
    if (!session) {
      root.append(h("h1", { class: "page-title" }, w("account")), h("p", { class: "muted" }, w("why")),
        h("div", { class: "account-forms" },
          credentialsForm("log-in", w("log_in"), w("log_in"), logIn, false,
            h("p", {}, forgotLink(() => { forgotten = true; draw(); }))),
          credentialsForm("sign-up", w("sign_up"), w("sign_up"), async (name, password) => {
            unseenCode = (await api.signUp(name, password)).recovery_code;
            // The code is shown even if the log-in fails: it will not be shown again.
            try { await logIn(name, password); } finally { draw(); }
            flash(w("created"), "info");
          }, true)));
      return;
    }
    const ratings = h("section", { class: "card", id: "my-ratings" }, h("h2", {}, w("my_ratings")));
    const matches = myMatchesBox();
    let devices = devicesBox();
    root.append(h("h1", { class: "page-title" }, w("signed_in_as", { name: session.name })),
      h("p", {}, h("button", { type: "button", class: "primary", id: "log-out", onclick: logOut }, w("log_out"))),
      matches, ratings, devices, recoveryBox(), careBox(() => {
        const fresh = devicesBox();      // the other devices are logged out, this one anew
        devices.replaceWith(fresh);
        devices = fresh;
      }));
    Promise.all([api.me(), named()]).then(([me, gameName]) => {
      if (disposed) return;
      ratings.append(me.ratings.length
        ? h("ul", { class: "plain" }, me.ratings.map((r) => h("li", { class: "rating-item" },
          w("rating_line", { game: gameName(r.game), rating: r.rating.toFixed(2), matches: r.matches, wins: r.wins }))))
        : h("p", { class: "muted" }, w("no_ratings")));
    }).catch((err) => { if (!disposed) flash(refusal(err)); });
  }
  window.addEventListener("rookery-session", draw);
  draw();
  return { dispose() { disposed = true; window.removeEventListener("rookery-session", draw); } };
}

// What a sessions list knows of a device: its browser, system and device families (product
// names, the same in every language), or that it does not know.
function deviceName(s) {
  const parts = [s.browser, s.os, s.device].filter(Boolean);
  return parts.length ? parts.join(" · ") : w("unknown_device");
}

const USED_SINCE = 60;    // seconds after its log-in: an earlier use is the log-in's own page

// The account's open sessions, newest first: this device marked, any of them logged out here
// (this one as the header's "Log out" does).
function devicesBox() {
  const box = h("section", { class: "card", id: "my-devices" }, h("h2", {}, w("devices")),
    h("p", { class: "muted" }, w("devices_why")));
  api.sessions().then(({ sessions }) => {
    box.append(h("ul", { class: "plain" }, sessions.map((s) => {
      const name = deviceName(s);
      const row = h("li", { class: "account-device", "data-session": s.id, "data-current": String(s.current) },
        h("span", { class: "match-meta" }, h("strong", {}, name), " ",
          s.current ? h("span", { class: "badge" }, w("this_device")) : null,
          s.signed_in ? ` · ${w("logged_in_at", { when: createdLabel(s.signed_in) })}` : null,
          // this device is in use right now, and a device not used since its log-in has
          // nothing to add: only another's later use says anything
          !s.current && s.last_used - (s.signed_in || 0) >= USED_SINCE
            ? ` · ${w("last_used_at", { when: createdLabel(s.last_used) })}` : null),
        h("span", { class: "match-tools" },
          h("button", { type: "button", class: "log-out-device", "aria-label": w("log_out_named", { device: name }),
            onclick: async (e) => {
              e.currentTarget.disabled = true;
              if (s.current) { await logOut(); return; }
              try {
                await api.endSession(s.id);
                row.remove();
                flash(w("device_logged_out"), "info");
              } catch (err) {
                // already over (another tab, a new password): gone from the list all the same
                if (err && err.problem && err.problem.code === "no-such-session") row.remove();
                else flash(refusal(err));
              }
            } }, w("log_out"))));
      return row;
    })));
  }).catch((err) => { box.append(h("p", { class: "error" }, refusal(err))); });
  return box;
}

// A password field with its label (and the rule, for a new one).
export function passwordField(id, label, isNew) {
  const input = h("input", { type: "password", id, required: true, minlength: isNew ? 8 : undefined,
    autocomplete: isNew ? "new-password" : "current-password" });
  return [input, h("div", { class: "field" }, h("label", { for: id }, label), input,
    isNew ? h("small", { class: "hint" }, w("password_rule")) : null)];
}

// A form whose one button sends it; a refusal is worded under it.
export function careForm(id, fields, button, label, onSubmit) {
  const error = h("p", { class: "error", id: `${id}-error`, role: "alert" });
  const submit = h("button", { type: "submit", ...button }, label);
  const form = h("form", { class: "account-form", id, onsubmit: async (e) => {
    e.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    try { await onSubmit(); } catch (err) {
      const code = err && err.problem && err.problem.code;
      error.textContent = code === "bad-credentials" ? w("wrong_password") : refusal(err);
    }
    submit.disabled = false;
  } }, ...fields, error, submit);
  return form;
}

// A new password (every other session ends; this browser gets the new session, and the list of
// devices is read again) and deleting the account for good, each asking for the password again.
function careBox(onNewSession) {
  const [current, currentField] = passwordField("care-password", w("current_password"), false);
  const [next, nextField] = passwordField("care-new-password", w("new_password"), true);
  const change = careForm("change-password", [currentField, nextField],
    { class: "primary", id: "change-password-send" }, w("change_password"), async () => {
      const s = await api.changePassword(current.value, next.value);
      saveSession({ token: s.token, name: s.account.name, expires: s.expires });
      current.value = ""; next.value = "";
      onNewSession();
      flash(w("password_changed"), "info");
    });
  const [again, againField] = passwordField("delete-password", w("password"), false);
  const remove = careForm("delete-account", [h("p", {}, w("delete_what")), againField],
    { class: "danger", id: "delete-account-send" }, w("delete_for_good"), async () => {
      await api.deleteAccount(again.value);
      endSession();
      flash(w("deleted"), "info");
    });
  return h("section", { class: "card", id: "account-care" }, h("h2", {}, w("care")),
    h("h3", {}, w("change_password")), change,
    h("details", { id: "delete-account-box" }, h("summary", {}, w("delete_account")), remove));
}

// Whether the match can change ratings: created rated, and no seat taken without an account
// (a bot's or a guest's), as api/ratings.py counts it; an open seat may still go to an account.
function counts(match) {
  return Boolean(match.rated) && (match.seats || []).every((s) => !s.joined || s.account);
}

// The account's seats on any device: a rejoin stores the seat's token in this browser (as a join
// here would have) and opens the match.
export function myMatchesBox() {
  const box = h("section", { class: "card", id: "my-matches" }, h("h2", {}, w("my_matches")));
  if (!savedSession()) { box.hidden = true; return box; }
  Promise.all([api.me(), named()]).then(([me, gameName]) => {
    if (!me.matches.length) { box.append(h("p", { class: "muted" }, w("no_matches"))); return; }
    box.append(h("ul", { class: "plain" }, me.matches.map((m) => {
      const seat = m.match.seats[m.seat];
      return h("li", { class: "account-match", "data-match": m.match.id },
        titleNode(m.match),
        h("span", { class: "match-meta" },
          `${gameName(m.match.game)} · ${statusLabel(m.match.status)}, ${w("seat_n", { n: seatNo(m.seat) })} · ${createdLabel(m.match.created)}`,
          counts(m.match) ? h("span", { class: "badge rated" }, w("rated")) : null,
          seat && seat.to_act && m.match.status === "active" ? h("span", { class: "badge turn" }, t("awaits_you")) : null),
        h("span", { class: "match-tools" },
          h("button", { type: "button", class: "primary rejoin", onclick: () => {
            saveSeat(m.match.id, { seat: m.seat, token: m.token, name: seat ? seat.name : me.name, game: m.match.game });
            navigate(matchLink(m.match.id));
          } }, w("rejoin"))));
    })));
  }).catch((err) => { box.append(h("p", { class: "error" }, refusal(err))); });
  return box;
}
