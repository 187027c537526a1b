// What the browser remembers: the chosen language and the seat tokens (shown once by the API).

const LANG_KEY = "rookery.lang";
const SEAT_PREFIX = "rookery.seat.";

export function savedLang() {
  try { return localStorage.getItem(LANG_KEY); } catch { return null; }
}

export function saveLang(lang) {
  try { localStorage.setItem(LANG_KEY, lang); } catch { /* private mode: not remembered */ }
}

// One record per match id: {seat, token, name}. A person holds at most one seat per match in a
// given browser profile; joining another seat of the same match replaces the record.
export function seatFor(matchId) {
  try {
    const raw = localStorage.getItem(SEAT_PREFIX + matchId);
    return raw ? JSON.parse(raw) : null;
  } catch { return null; }
}

export function saveSeat(matchId, record) {
  localStorage.setItem(SEAT_PREFIX + matchId, JSON.stringify(record));
}

export function forgetSeat(matchId) {
  localStorage.removeItem(SEAT_PREFIX + matchId);
}

export function mySeats() {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith(SEAT_PREFIX)) continue;
    try { out.push({ matchId: key.slice(SEAT_PREFIX.length), ...JSON.parse(localStorage.getItem(key)) }); }
    catch { /* a damaged record is skipped, not fatal */ }
  }
  return out;
}

// Saved decks, per game: [{id, name, faction, agenda, cards, saved, account?}]: the decks of this
// browser, which a logged-in player's account also keeps (deck-sync.js; `account` names the
// account a deck was sent to); the server checks a deck (POST /games/{game}/decks/check) and
// receives it when the player joins a match with it.
const DECKS_PREFIX = "rookery.decks.";

export function savedDecks(game) {
  try {
    const list = JSON.parse(localStorage.getItem(DECKS_PREFIX + game) || "[]");
    return Array.isArray(list) ? list.filter((d) => d && typeof d.id === "string" && Array.isArray(d.cards)) : [];
  } catch { return []; }
}

export function saveDeck(game, deck) {
  const list = savedDecks(game).filter((d) => d.id !== deck.id);
  list.push({ ...deck, saved: Date.now() });
  localStorage.setItem(DECKS_PREFIX + game, JSON.stringify(list));
}

export function deleteDeck(game, id) {
  localStorage.setItem(DECKS_PREFIX + game, JSON.stringify(savedDecks(game).filter((d) => d.id !== id)));
}

// The account session, when the player logged in: {token, name, expires (Unix seconds)}. Play
// needs none; with one, seats joined here are the account's and listed on every device.
const SESSION_KEY = "rookery.session";

export function savedSession() {
  try {
    const s = JSON.parse(localStorage.getItem(SESSION_KEY) || "null");
    return s && typeof s.token === "string" && s.expires * 1000 > Date.now() ? s : null;
  } catch { return null; }
}

export function saveSession(session) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function forgetSession() {
  localStorage.removeItem(SESSION_KEY);
}
