// A match as people tell it apart: the table's name when its creator gave one, else who sits at
// it ("Alice, Bob and Bot 3", "Alice and 2 open seats"), and in lists when it was created. The
// match id is for URLs only: no page shows it.
import { h } from "./dom.js";
import { currentLang, pick, seatLabel } from "./i18n.js";

const W = {
  open_seats: {
    en: "{n} open seat(s)",
    ru: { one: "{n} свободное место", few: "{n} свободных места", other: "{n} свободных мест" },
    bg: { one: "{n} свободно място", other: "{n} свободни места" },
  },
  no_seats_yet: { en: "A new table", ru: "Новый стол", bg: "Нова маса" },
};

// The reader's own locale when it is in the page's language (en-US and en-GB write dates
// differently), else the page's language: a Russian page never gets English month names.
function locale() {
  const lang = currentLang();
  const own = (navigator.languages || [navigator.language]).find((l) => l && l.slice(0, 2).toLowerCase() === lang);
  return own || lang;
}

function openSeats(n) {
  const forms = W.open_seats[currentLang()];
  if (forms && typeof forms === "object") {
    const rule = new Intl.PluralRules(currentLang()).select(n);
    return pick(forms[rule] || forms.other, { n });
  }
  return pick(W.open_seats, { n });
}

// A seat as the match page names it: its player's name (a bot's is "Bot 3"), else its number.
export function matchTitle(m) {
  if (m.name) return m.name;
  const seats = m.seats || [];
  const names = seats.filter((s) => s.joined).map(seatLabel);
  const open = seats.length - names.length;
  if (!names.length) return open ? openSeats(open) : pick(W.no_seats_yet);
  return new Intl.ListFormat(locale(), { type: "conjunction" }).format(open ? [...names, openSeats(open)] : names);
}

// "27 Nov, 14:02" (en-GB), "Nov 27, 2:02 PM" (en-US), "27 нояб., 14:02"; the year only when it
// is not this one. ``created`` is Unix seconds, as the API gives it.
export function createdLabel(created) {
  if (typeof created !== "number") return "";
  const when = new Date(created * 1000);
  const opts = { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" };
  if (when.getFullYear() !== new Date().getFullYear()) opts.year = "numeric";
  return new Intl.DateTimeFormat(locale(), opts).format(when);
}

// The title as a list shows it: one line, cut with an ellipsis on a narrow screen (the whole of
// it in the tooltip), a link when ``href`` is given.
export function titleNode(m, href) {
  const text = matchTitle(m);
  return h(href ? "a" : "span", { class: "match-title", href, title: text }, text);
}
