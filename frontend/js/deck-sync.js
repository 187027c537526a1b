// Saved decks and the account: a person logged in finds the decks they built on another device.
// The browser's list (store.js) stays what the pages read; with a session it is brought in line
// with the account's (GET /accounts/me/decks): the account's decks come in, a deck this browser
// had sent that the account no longer has was deleted elsewhere and goes, and a deck built here
// before logging in is sent to the account. Each deck sent is marked with the account's name, so
// a browser shared by two accounts never hands one's decks to the other.
import { api } from "./api.js";
import { deleteDeck, savedDecks, savedSession, saveDeck } from "./store.js";

const wire = (d, game) => ({ game, name: (d.name || "").trim() || "—", faction: d.faction, agenda: d.agenda || null,
  cards: [...d.cards] });

const pending = new Map();   // game -> the sync under way: pages opened together share one

// Resolves true once the browser's list is the account's (false: no session, or it failed;
// the browser's list then stands as it was).
export function syncDecks(game) {
  const session = savedSession();
  if (!session) return Promise.resolve(false);
  if (!pending.has(game)) {
    pending.set(game, run(game, session.name).catch(() => false).finally(() => pending.delete(game)));
  }
  return pending.get(game);
}

async function run(game, account) {
  const theirs = await api.myDecks(game);
  const ids = new Set(theirs.map((d) => d.id));
  for (const d of savedDecks(game)) {
    if (d.account === account && !ids.has(d.id)) deleteDeck(game, d.id);
    else if (!d.account) {
      await api.putDeck(d.id, wire(d, game));
      saveDeck(game, { ...d, account });
    }
  }
  for (const d of theirs) {
    saveDeck(game, { id: d.id, name: d.name, faction: d.faction, agenda: d.agenda, cards: d.cards, account });
  }
  return true;
}

// Saving and deleting: the browser's list at once, then the account's when logged in.
export async function keepDeck(game, deck) {
  const session = savedSession();
  saveDeck(game, deck);
  if (!session || (deck.account && deck.account !== session.name)) return;
  await api.putDeck(deck.id, wire(deck, game));
  saveDeck(game, { ...deck, account: session.name });
}

export async function dropDeck(game, deck) {
  const session = savedSession();
  deleteDeck(game, deck.id);
  if (session && deck.account === session.name) {
    try { await api.deleteDeck(deck.id); } catch (err) { if (err.status !== 404) throw err; }
  }
}
