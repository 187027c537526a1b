"""Decks kept in an account, so a deck built on one device is there to play on another.

The browser keeps its decks too (the deck builder works without an account); with one, the page
sends each deck it saves here and reads the account's back (frontend/js/decks.js). A deck is
stored as the player left it, legal or not yet: the rules are checked when it joins a match.
"""
from __future__ import annotations

import re
import time

import jsonschema

from api.account_store import AccountStore
from api.games import REGISTRY
from api.problems import Problem

MOST_DECKS = 100
DECK_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


def deck_id_or_404(deck_id: str) -> str:
    if not DECK_ID.match(deck_id):
        raise Problem(404, "not-found", "a deck id is 1 to 40 letters, digits, '-' or '_'")
    return deck_id


def listed(store: AccountStore, key: str, game: str | None) -> list[dict]:
    decks = [d for d in store.decks(key) if game is None or d["game"] == game]
    return sorted(decks, key=lambda d: (d["saved"], d["id"]))


def save(store: AccountStore, key: str, deck_id: str, body: dict) -> dict:
    game = REGISTRY.get(body["game"])
    if game is None or game.deck_schema is None:
        raise Problem(422, "no-decks", f"'{body['game']}' is not a game played with decks",
                      errors={"game": ["not a game played with decks"]})
    shape = {k: body[k] for k in ("faction", "agenda", "cards")}
    try:
        jsonschema.validate(shape, game.deck_schema)
    except jsonschema.ValidationError as exc:
        field = ".".join(str(p) for p in exc.absolute_path) or "deck"
        raise Problem(422, "invalid-deck", exc.message, errors={field: [exc.message]}) from None
    deck = {"id": deck_id, "game": body["game"], "name": body["name"], **shape, "saved": time.time()}
    if not store.put_deck(key, deck, MOST_DECKS):
        raise Problem(409, "too-many-decks", f"an account keeps at most {MOST_DECKS} decks: "
                      "delete one to save another")
    return deck


def delete(store: AccountStore, key: str, deck_id: str) -> None:
    if not store.delete_deck(key, deck_id):
        raise Problem(404, "not-found", f"this account has no deck '{deck_id}'")
