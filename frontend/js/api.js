// The only door to the service: the public /api/v1 contract, same as third-party clients use.
import { currentLang } from "./i18n.js";
import { savedSession, seatFor } from "./store.js";

export const BASE = "/api/v1";

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.code = problem.code || null;
  }
}

function headersFor(matchId, extra = {}) {
  const headers = { "Accept-Language": currentLang(), ...extra };
  const seat = matchId ? seatFor(matchId) : null;
  if (seat && seat.token) headers.Authorization = `Bearer ${seat.token}`;
  return headers;
}

async function problemOf(res) {
  try {
    const body = await res.json();
    if (body && typeof body === "object") return body;
  } catch { /* not JSON: fall through */ }
  return { title: res.statusText, status: res.status };
}

export async function request(method, path, { body, matchId, headers = {}, etag } = {}) {
  const h = headersFor(matchId, headers);
  if (body !== undefined) h["Content-Type"] = "application/json";
  if (etag) h["If-None-Match"] = etag;
  const res = await fetch(BASE + path, {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  if (res.status === 304) return { notModified: true, etag };
  if (!res.ok) throw new ApiError(res.status, await problemOf(res));
  const data = res.status === 204 ? null : await res.json();
  return { data, etag: res.headers.get("ETag"), status: res.status };
}

export const api = {
  games: () => request("GET", "/games").then((r) => r.data),
  matches: (params = {}) => {
    const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== ""));
    return request("GET", `/matches${q.toString() ? "?" + q : ""}`).then((r) => r.data);
  },
  match: (id) => request("GET", `/matches/${encodeURIComponent(id)}`, { matchId: id }).then((r) => r.data),
  create: (body) => request("POST", "/matches", { body }).then((r) => r.data),
  // Logged in: the seat becomes the account's (the server then names it after the account).
  join: (id, name, seat, deck) => request("POST", `/matches/${encodeURIComponent(id)}/join`,
    { body: { name, ...(seat === undefined ? {} : { seat }), ...(deck ? { deck } : {}) },
      headers: sessionHeaders() }).then((r) => r.data),
  signUp: (name, password) => request("POST", "/accounts", { body: { name, password } }).then((r) => r.data),
  logIn: (name, password) => request("POST", "/sessions", { body: { name, password } }).then((r) => r.data),
  logOut: () => request("DELETE", "/sessions/current", { headers: sessionHeaders() }),
  sessions: () => request("GET", "/sessions", { headers: sessionHeaders() }).then((r) => r.data),
  endSession: (id) => request("DELETE", `/sessions/${encodeURIComponent(id)}`, { headers: sessionHeaders() }),
  me: () => request("GET", "/accounts/me", { headers: sessionHeaders() }).then((r) => r.data),
  changePassword: (password, newPassword) => request("PUT", "/accounts/me/password",
    { body: { password, new_password: newPassword }, headers: sessionHeaders() }).then((r) => r.data),
  recover: (name, code, newPassword) => request("POST", "/accounts/recover",
    { body: { name, recovery_code: code, new_password: newPassword } }).then((r) => r.data),
  newRecoveryCode: (password) => request("POST", "/accounts/me/recovery-code", { body: { password },
    headers: sessionHeaders() }).then((r) => r.data),
  deleteAccount: (password) => request("DELETE", "/accounts/me", { body: { password }, headers: sessionHeaders() }),
  myDecks: (game) => request("GET", `/accounts/me/decks?game=${encodeURIComponent(game)}`, { headers: sessionHeaders() })
    .then((r) => r.data.decks),
  putDeck: (id, deck) => request("PUT", `/accounts/me/decks/${encodeURIComponent(id)}`, { body: deck, headers: sessionHeaders() })
    .then((r) => r.data),
  deleteDeck: (id) => request("DELETE", `/accounts/me/decks/${encodeURIComponent(id)}`, { headers: sessionHeaders() }),
  account: (name) => request("GET", `/accounts/${encodeURIComponent(name)}`).then((r) => r.data),
  leaderboard: (game, cursor) => request("GET", `/games/${encodeURIComponent(game)}/leaderboard?limit=50${
    cursor ? "&cursor=" + encodeURIComponent(cursor) : ""}`).then((r) => r.data),
  cards: (game, params = {}) => {
    const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ""));
    return request("GET", `/games/${encodeURIComponent(game)}/cards${q.toString() ? "?" + q : ""}`).then((r) => r.data);
  },
  checkDeck: (game, deck) => request("POST", `/games/${encodeURIComponent(game)}/decks/check`, { body: deck })
    .then((r) => r.data),
  settings: (id, seat) => request("GET", `/matches/${encodeURIComponent(id)}/seats/${seat}/settings`, { matchId: id })
    .then((r) => r.data),
  putSettings: (id, seat, settings) => request("PUT", `/matches/${encodeURIComponent(id)}/seats/${seat}/settings`,
    { body: { settings }, matchId: id }).then((r) => r.data),
  handToBot: (id, seat) => request("POST", `/matches/${encodeURIComponent(id)}/seats/${seat}/bot`,
    { body: { bot: true }, matchId: id }).then((r) => r.data),
  takeBack: (id, seat) => request("DELETE", `/matches/${encodeURIComponent(id)}/seats/${seat}/bot`,
    { matchId: id }).then((r) => r.data),
  leave: (id) => request("POST", `/matches/${encodeURIComponent(id)}/leave`, { matchId: id })
    .then((r) => r.data),
  concede: (id) => request("POST", `/matches/${encodeURIComponent(id)}/concede`, { matchId: id })
    .then((r) => r.data),
  // A rematch of a finished match (the one another player asked for, if any): the new match.
  rematch: (id) => request("POST", `/matches/${encodeURIComponent(id)}/rematch`, { matchId: id }).then((r) => r.data),
  chat: (id, text, to) => request("POST", `/matches/${encodeURIComponent(id)}/chat`,
    { body: to ? { text, to } : { text }, matchId: id }).then((r) => r.data),
  start: (id) => request("POST", `/matches/${encodeURIComponent(id)}/start`,
    { body: { fill: "bots" }, matchId: id }).then((r) => r.data),
  view: (id, etag) => request("GET", `/matches/${encodeURIComponent(id)}/view`, { matchId: id, etag }),
  // With the ETag of the decisions held, an unchanged set answers 304 ({ notModified: true }).
  decisions: (id, etag) => request("GET", `/matches/${encodeURIComponent(id)}/decisions`, { matchId: id, etag }),
  act: (id, action, version, decision) => request("POST", `/matches/${encodeURIComponent(id)}/actions`, {
    matchId: id,
    body: { action, ...(version === undefined ? {} : { version }), ...(decision === undefined ? {} : { decision }) },
    headers: { "Idempotency-Key": newKey() },
  }).then((r) => r.data),
  events: (id, after = 0) => request("GET", `/matches/${encodeURIComponent(id)}/events?after=${after}`,
    { matchId: id }).then((r) => r.data),
  // A finished match as a spectator saw it after its step-th game action (no token: it is public).
  replayStep: (id, step) => request("GET", `/matches/${encodeURIComponent(id)}/replay/${step}`).then((r) => r.data),
  notes: (id, seat) => request("GET", `/matches/${encodeURIComponent(id)}/seats/${seat}/notes`,
    { matchId: id }).then((r) => r.data.text),
  putNotes: (id, seat, text) => request("PUT", `/matches/${encodeURIComponent(id)}/seats/${seat}/notes`,
    { body: { text }, matchId: id }).then((r) => r.data.text),
  pushKey: () => request("GET", "/push/key").then((r) => r.data.public_key),
  putPush: (id, seat, subscription) => request("PUT", `/matches/${encodeURIComponent(id)}/seats/${seat}/push`,
    { body: subscription, matchId: id }).then((r) => r.data),
  deletePush: (id, seat) => request("DELETE", `/matches/${encodeURIComponent(id)}/seats/${seat}/push`, { matchId: id })
    .then((r) => r.data),
  replayStepOf: (id, event) => request("GET", `/matches/${encodeURIComponent(id)}/replay?event=${encodeURIComponent(event)}`).then((r) => r.data),
};

function sessionHeaders() {
  const session = savedSession();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
}

function newKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Server-Sent Events over fetch: EventSource cannot send the Authorization header a seat needs.
// Calls onEvent(parsed, id) per event; resolves when the stream ends, rejects on HTTP failure.
export async function streamEvents(matchId, lastId, onEvent, signal) {
  const headers = headersFor(matchId, { Accept: "text/event-stream" });
  if (lastId) headers["Last-Event-ID"] = String(lastId);
  const res = await fetch(`${BASE}/matches/${encodeURIComponent(matchId)}/stream?after=${lastId || 0}`,
    { headers, signal, cache: "no-store" });
  if (!res.ok) throw new ApiError(res.status, await problemOf(res));
  const type = res.headers.get("Content-Type") || "";
  if (!type.includes("text/event-stream") || !res.body) throw new ApiError(res.status, { title: "no-stream" });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  let frame = { data: [], id: null, event: null };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buf += value;
    let nl;
    while ((nl = buf.search(/\r\n|\n|\r/)) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + (buf.startsWith("\r\n", nl) ? 2 : 1));
      if (line === "") {
        if (frame.data.length) {
          let ev = null;
          try { ev = JSON.parse(frame.data.join("\n")); } catch { ev = null; }
          if (ev && typeof ev === "object") onEvent(ev, frame.id, frame.event);
        }
        frame = { data: [], id: null, event: null };
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      let val = colon < 0 ? "" : line.slice(colon + 1);
      if (val.startsWith(" ")) val = val.slice(1);
      if (field === "data") frame.data.push(val);
      else if (field === "id") frame.id = val;
      else if (field === "event") frame.event = val;
    }
  }
}
