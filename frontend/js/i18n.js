// The interface's own words in the three languages the service speaks. Game-specific terms live
// with each game's renderer; labels of decisions come translated from the API.
import { savedLang, saveLang } from "./store.js";

export const LANGS = ["en", "ru", "bg"];
export const LANG_NAMES = { en: "English", ru: "Русский", bg: "Български" };

const UI = {
  app_title: { en: "Rookery", ru: "Грачевник", bg: "Гарваново гнездо" },
  tagline: {
    en: "Rules-enforcing tables for A Game of Thrones",
    ru: "Столы с соблюдением правил для «Игры престолов»",
    bg: "Маси с правила за „Игра на тронове“",
  },
  language: { en: "Language", ru: "Язык", bg: "Език" },
  lobby: { en: "Lobby", ru: "Лобби", bg: "Лоби" },
  games: { en: "Games", ru: "Игры", bg: "Игри" },
  players_range: { en: "{min}–{max} players", ru: "{min}–{max} игроков", bg: "{min}–{max} играчи" },
  players_exact: { en: "{n} player(s)", ru: "игроков: {n}", bg: "{n} играчи" },
  new_match: { en: "New match", ru: "Новая партия", bg: "Нова партия" },
  game: { en: "Game", ru: "Игра", bg: "Игра" },
  players: { en: "Players", ru: "Игроки", bg: "Играчи" },
  seed: { en: "Seed (optional)", ru: "Зерно (необязательно)", bg: "Зърно (по избор)" },
  table_name: { en: "Table name (optional)", ru: "Название стола (необязательно)", bg: "Име на масата (по избор)" },
  table_name_hint: { en: "Shown in the lists and as the match's title; without one, the players' names are.",
    ru: "Видно в списках и как заголовок партии; без него — имена игроков.",
    bg: "Вижда се в списъците и като заглавие на партията; без него — имената на играчите." },
  table_name_rule: { en: "A table name has 1 to 60 characters.", ru: "Название стола: от 1 до 60 символов.",
    bg: "Името на масата е от 1 до 60 знака." },
  create: { en: "Create match", ru: "Создать партию", bg: "Създай партия" },
  open_matches: { en: "Open matches", ru: "Открытые партии", bg: "Отворени партии" },
  running_matches: { en: "Running matches", ru: "Идущие партии", bg: "Текущи партии" },
  finished_matches: { en: "Finished matches", ru: "Завершённые партии", bg: "Приключили партии" },
  my_seats: { en: "My seats", ru: "Мои места", bg: "Моите места" },
  none_yet: { en: "None yet.", ru: "Пока нет.", bg: "Все още няма." },
  more: { en: "More", ru: "Ещё", bg: "Още" },
  refresh: { en: "Refresh", ru: "Обновить", bg: "Опресни" },
  watch: { en: "Watch", ru: "Смотреть", bg: "Гледай" },
  open: { en: "Open", ru: "Открыть", bg: "Отвори" },
  rejoin: { en: "Rejoin", ru: "Вернуться", bg: "Върни се" },
  rematch: { en: "Rematch: the same table again", ru: "Реванш: та же партия заново", bg: "Реванш: същата партия отново" },
  rematch_join: { en: "A rematch is open: join it", ru: "Реванш открыт: присоединиться", bg: "Реваншът е отворен: включете се" },
  awaits_you: { en: "your turn", ru: "ваш ход", bg: "ваш ред" },
  forget: { en: "Forget", ru: "Забыть", bg: "Забрави" },
  seat_n: { en: "Seat {n}", ru: "Место {n}", bg: "Място {n}" },
  empty_seat: { en: "empty", ru: "свободно", bg: "свободно" },
  bot: { en: "bot", ru: "бот", bg: "бот" },
  bot_n: { en: "Bot {n}", ru: "Бот {n}", bg: "Бот {n}" },
  you: { en: "you", ru: "вы", bg: "вие" },
  your_name: { en: "Your name", ru: "Ваше имя", bg: "Вашето име" },
  join: { en: "Join", ru: "Сесть", bg: "Седни" },
  join_seat: { en: "Join seat {n}", ru: "Занять место {n}", bg: "Заеми място {n}" },
  invited_to: { en: "You are invited to seat {n}: enter your name and join.", ru: "Вас пригласили на место {n}: введите имя и садитесь.",
    bg: "Поканени сте на място {n}: въведете името си и седнете." },
  invite_link: { en: "Invite link", ru: "Ссылка-приглашение", bg: "Линк за покана" },
  copy: { en: "Copy", ru: "Копировать", bg: "Копирай" },
  copied: { en: "Copied", ru: "Скопировано", bg: "Копирано" },
  bot_plays_for_me: { en: "Let a bot play for me", ru: "Пусть за меня играет бот", bg: "Нека бот играе вместо мен" },
  take_seat_back: { en: "Take my seat back", ru: "Вернуться за стол", bg: "Върни ми мястото" },
  hand_idle_seat: { en: "Idle: hand to a bot", ru: "Не ходит: отдать боту", bg: "Бездейства: дай на бот" },
  seat_handed: { en: "A bot plays that seat now.", ru: "Теперь за это место играет бот.", bg: "Сега бот играе на това място." },
  seat_taken_back: { en: "You play your seat again.", ru: "Вы снова играете сами.", bg: "Отново играете сами." },
  action_log: { en: "Action log (seed and every move, to replay the match)", ru: "Журнал ходов (зерно и все ходы, чтобы переиграть партию)",
    bg: "Дневник на ходовете (семето и всички ходове, за да се изиграе отново)" },
  leave_seat: { en: "Leave this match", ru: "Покинуть партию", bg: "Напусни партията" },
  concede: { en: "Concede the match", ru: "Сдаться", bg: "Предай партията" },
  concede_sure: { en: "Give up? The match ends for everyone, with you last.",
    ru: "Сдаться? Партия закончится для всех, вы займёте последнее место.",
    bg: "Да се предадете? Партията приключва за всички, а вие сте последни." },
  concede_yes: { en: "Yes, concede", ru: "Да, сдаюсь", bg: "Да, предавам се" },
  concede_no: { en: "Keep playing", ru: "Играть дальше", bg: "Продължи играта" },
  conceded_by: { en: "{who} conceded.", ru: "Сдался игрок: {who}.", bg: "Предаде се: {who}." },
  left_seat: { en: "You left the match; your seat is free again.", ru: "Вы покинули партию, ваше место снова свободно.",
    bg: "Напуснахте партията; мястото ви отново е свободно." },
  start_bots: { en: "Start now (bots fill empty seats)", ru: "Начать (пустые места займут боты)",
    bg: "Започни (ботове заемат празните места)" },
  status_open: { en: "waiting for players", ru: "ждёт игроков", bg: "чака играчи" },
  status_active: { en: "in play", ru: "идёт", bg: "в ход" },
  status_finished: { en: "finished", ru: "завершена", bg: "приключила" },
  status_aborted: { en: "aborted", ru: "прервана", bg: "прекратена" },
  match: { en: "Match", ru: "Партия", bg: "Партия" },
  spectator: { en: "You are watching as a spectator.", ru: "Вы смотрите как зритель.",
    bg: "Гледате като зрител." },
  playing_as: { en: "You play seat {n} ({name}).", ru: "Вы играете за место {n} ({name}).",
    bg: "Играете на място {n} ({name})." },
  to_act: { en: "To act", ru: "Ходят", bg: "На ход" },
  waiting_for: { en: "Waiting for: {who}", ru: "Ждём: {who}", bg: "Чакаме: {who}" },
  waiting_for_you: { en: "Waiting for you", ru: "Ждём вас", bg: "Чакаме вас" },
  waiting_for_you_and: { en: "Waiting for you and: {who}", ru: "Ждём вас и: {who}", bg: "Чакаме вас и: {who}" },
  your_turn: { en: "Your turn: {what}", ru: "Ваш ход: {what}", bg: "Ваш ред е: {what}" },
  lobby_title: { en: "Play A Game of Thrones with friends", ru: "Играйте в «Игру престолов» с друзьями",
    bg: "Играйте „Игра на тронове“ с приятели" },
  apply_language: { en: "press Enter to switch", ru: "Enter — переключить", bg: "Enter — превключи" },
  your_decisions: { en: "Your decisions", ru: "Ваши решения", bg: "Вашите решения" },
  no_decisions: { en: "Nothing to decide right now.", ru: "Сейчас решать нечего.",
    bg: "В момента няма какво да решавате." },
  sealed: { en: "sealed: hidden until everyone is in", ru: "скрыто, пока все не решат",
    bg: "скрито, докато всички решат" },
  your_choice: { en: "your choice", ru: "ваш выбор", bg: "вашият избор" },
  optional_sealed: { en: "Optional: you may change your choice until everyone is ready; nobody waits on it.",
    ru: "Необязательно: вы можете изменить свой выбор, пока все не будут готовы; никто этого не ждёт.",
    bg: "По избор: можете да промените избора си, докато всички са готови; никой не чака това." },
  optional: { en: "Optional: you may do this now; nobody waits on it.",
    ru: "Необязательно: вы можете сделать это сейчас; никто этого не ждёт.",
    bg: "По избор: можете да направите това сега; никой не чака това." },
  choose: { en: "Choose…", ru: "Выберите…", bg: "Изберете…" },
  confirm: { en: "Confirm", ru: "Подтвердить", bg: "Потвърди" },
  filter: { en: "Filter options", ru: "Фильтр вариантов", bg: "Филтър на опциите" },
  show_all: { en: "Show all options", ru: "Показать все варианты", bg: "Покажи всички опции" },
  close_choices: { en: "Close", ru: "Закрыть", bg: "Затвори" },
  event_log: { en: "Event log", ru: "Журнал событий", bg: "Дневник на събитията" },
  the_table: { en: "The table", ru: "Игровой стол", bg: "Игралната маса" },
  result: { en: "Result", ru: "Итог", bg: "Резултат" },
  winners: { en: "Winners: {who}", ru: "Победители: {who}", bg: "Победители: {who}" },
  scores: { en: "Scores", ru: "Очки", bg: "Точки" },
  live: { en: "live", ru: "в эфире", bg: "на живо" },
  // after the end the page still looks for chat and a rematch now and then (match.js afterEnd)
  closed: { en: "new messages looked for now and then", ru: "новые сообщения проверяются время от времени",
    bg: "новите съобщения се проверяват от време на време" },
  polling: { en: "polling", ru: "опрос", bg: "допитване" },
  reconnecting: { en: "reconnecting…", ru: "переподключение…", bg: "повторно свързване…" },
  refused: { en: "Refused", ru: "Отклонено", bg: "Отказано" },
  error: { en: "Error", ru: "Ошибка", bg: "Грешка" },
  not_found: { en: "Not found", ru: "Не найдено", bg: "Не е намерено" },
  dismiss: { en: "Dismiss", ru: "Закрыть", bg: "Затвори" },
  back_to_lobby: { en: "← Lobby", ru: "← Лобби", bg: "← Лоби" },
  loading: { en: "Loading…", ru: "Загрузка…", bg: "Зареждане…" },
  yes: { en: "yes", ru: "да", bg: "да" },
  no: { en: "no", ru: "нет", bg: "не" },
  details: { en: "Details", ru: "Подробности", bg: "Подробности" },
  created: { en: "Created", ru: "Создана", bg: "Създадена" },
  deck_builder: { en: "Build a deck", ru: "Собрать колоду", bg: "Състави тесте" },
  joined_as: { en: "You joined seat {n}.", ru: "Вы заняли место {n}.", bg: "Заехте място {n}." },
  chat: { en: "Chat", ru: "Чат", bg: "Чат" },
  chat_everyone: { en: "Everyone", ru: "Всем", bg: "До всички" },
  chat_to: { en: "To", ru: "Кому", bg: "До" },
  chat_send: { en: "Send", ru: "Отправить", bg: "Изпрати" },
  chat_placeholder: { en: "Message", ru: "Сообщение", bg: "Съобщение" },
  chat_private_to: { en: "(privately to {who})", ru: "(лично для {who})", bg: "(лично до {who})" },
  chat_spectator: { en: "Spectators read the table's chat; seated players write.",
    ru: "Зрители читают общий чат; пишут игроки за столом.",
    bg: "Зрителите четат общия чат; пишат играчите на масата." },
  notes: { en: "My notes", ru: "Мои заметки", bg: "Моите бележки" },
  notes_hint: { en: "Only you see them; they are kept as you type.",
    ru: "Их видите только вы; они сохраняются по мере ввода.",
    bg: "Виждате ги само вие; запазват се, докато пишете." },
  notes_saving: { en: "Saving…", ru: "Сохраняю…", bg: "Запазване…" },
  notes_saved: { en: "Saved", ru: "Сохранено", bg: "Запазено" },
  notes_unsaved: { en: "Not saved: {why}", ru: "Не сохранено: {why}", bg: "Не е запазено: {why}" },
  clock: { en: "Clock", ru: "Часы", bg: "Часовник" },
  clock_none: { en: "No clock", ru: "Без часов", bg: "Без часовник" },
  clock_live10: { en: "Live: 10 min + 10 s a move", ru: "Живая: 10 мин + 10 с за ход",
    bg: "На живо: 10 мин + 10 с на ход" },
  clock_live30: { en: "Live: 30 min + 30 s a move", ru: "Живая: 30 мин + 30 с за ход",
    bg: "На живо: 30 мин + 30 с на ход" },
  clock_day: { en: "By correspondence: a day a decision", ru: "По переписке: сутки на решение",
    bg: "Кореспондентски: ден за решение" },
  clock_days3: { en: "By correspondence: 3 days a decision, weekends off",
    ru: "По переписке: 3 дня на решение, без выходных", bg: "Кореспондентски: 3 дни за решение, без почивните дни" },
  clock_left: { en: "time left", ru: "осталось времени", bg: "оставащо време" },
  clock_out: { en: "time is up", ru: "время вышло", bg: "времето изтече" },
};

let lang = pickInitial();
const listeners = new Set();

function pickInitial() {
  const saved = savedLang();
  if (LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const tag = (l || "").slice(0, 2).toLowerCase();
    if (LANGS.includes(tag)) return tag;
  }
  return "en";
}

export function currentLang() { return lang; }

export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  saveLang(next);
  document.documentElement.lang = next;
  for (const fn of listeners) fn(next);
}

export function onLangChange(fn) { listeners.add(fn); return () => listeners.delete(fn); }

export function fill(text, params) {
  const filled = text.replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? String(params[k]) : m));
  return plural(filled);
}

// English templates write "{count} card(s)"; once the number is in, say "1 card" or "3 cards".
// The noun follows its number within the clause (no other number or full stop between them).
function plural(text) {
  return text.replace(/(\d+)([^\d.]*?)\b([A-Za-z]+)\(s\)/g,
    (m, n, between, word) => `${n}${between}${word}${Number(n) === 1 ? "" : "s"}`);
}

// Pick the current language from a {en, ru, bg} record, English when a translation is missing.
export function pick(forms, params) {
  if (forms === undefined || forms === null) return "";
  if (typeof forms === "string") return fill(forms, params);
  return fill(forms[lang] || forms.en || "", params);
}

// A seat as people count it: the API numbers seats from 0, a table from 1.
export function seatNo(seat) { return Number(seat) + 1; }

// The API names a bot it seats "Bot <seat number>", in English: that name is shown in the
// reader's language. A name a person chose (a seat handed to a bot keeps it) is shown as it is.
export function playerName(name, seat, bot) {
  return bot && name === `Bot ${seatNo(seat)}` ? t("bot_n", { n: seatNo(seat) }) : name;
}

// A seat (the API's {seat, name, bot}) as pages name it: its player, else "Seat N".
export function seatLabel(s) {
  return s.name ? playerName(s.name, s.seat, s.bot) : t("seat_n", { n: seatNo(s.seat) });
}

export function t(key, params) {
  const forms = UI[key];
  return forms ? pick(forms, params) : key;
}
