"""Decks players bring (issue #13): the deck a seat brings at join, the check the deck builder
asks for, and the card listing it builds from.

A deck is ``{"faction", "agenda"?, "cards": [codes, one per copy, plots included]}``, checked by
the tournament rules of deckbuilding.validate_deck. A seat's deck replaces, in the options the
match starts with, whatever deck the match's ``decks`` option gave that seat.
"""
from __future__ import annotations

from api.engine.rng import Rng, seed_state
from api.games.lcg2e.catalog import CARDS, FACTIONS
from api.games.lcg2e.deckbuilding import validate_deck
from api.games.lcg2e.setup import default_decks
from api.games.lcg2e.words import TEXTS

DECK_SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["faction", "cards"],
    "properties": {
        "faction": {"type": "string", "maxLength": 40},
        "agenda": {"type": ["string", "null"], "maxLength": 10},
        "cards": {"type": "array", "maxItems": 200,
                  "items": {"type": "string", "maxLength": 10}}},
}


def check_deck(deck: dict) -> list[dict]:
    """Every deck-building rule ``deck`` breaks (empty: a legal tournament deck)."""
    return validate_deck(list(deck["cards"]), deck.get("agenda"), deck.get("faction"),
                         "tournament")


def summary(deck: dict) -> dict:
    """The counts a deck builder shows beside the problems."""
    known = [CARDS[c] for c in deck["cards"] if c in CARDS]
    return {"draw": sum(c["type"] not in ("plot", "agenda", "title") for c in known),
            "plots": sum(c["type"] == "plot" for c in known)}


def with_decks(options: dict, players: int, seed: int, by_seat: dict[int, dict]) -> dict:
    """The options the match starts with: ``decks`` as one entry per seat, the seats' own decks
    in place of the ones the options gave them. "box" is resolved as setup.new_state would
    draw it from the same seed."""
    decks = list(default_decks(options.get("decks", "learning"), players,
                               Rng({"rng": seed_state(seed)})))
    for seat, deck in by_seat.items():
        decks[seat] = {"faction": deck["faction"], "agenda": deck.get("agenda"),
                       "cards": list(deck["cards"])}
    return dict(options, decks=decks)


# -- the card listing -------------------------------------------------------------------------

LISTED_FIELDS = ("code", "type", "faction", "loyal", "unique", "cost", "strength", "icons",
                 "traits", "keywords", "deck_limit", "plot", "agenda")
TYPES = ("character", "location", "attachment", "event", "plot", "agenda", "title")


def _entry(code: str, lang: str) -> dict:
    rec = CARDS[code]
    words = TEXTS[lang].get(code) or TEXTS["en"][code]
    out = {k: rec[k] for k in LISTED_FIELDS if k in rec}
    out["name"] = words["name"]
    out["text"] = words.get("text", "")
    return out


def _haystack(code: str) -> str:
    """Everything a search matches, in every language: names, texts, traits."""
    parts = []
    for lang in TEXTS:
        words = TEXTS[lang].get(code) or {}
        parts += [words.get("name", ""), words.get("text", "")]
        traits = TEXTS[lang]["terms"].get("traits", {})
        parts += [traits.get(tr, tr) for tr in CARDS[code]["traits"]]
    return "\n".join(parts).casefold()


HAYSTACKS = {code: _haystack(code) for code in CARDS}


def card_listing(filters: dict, lang: str) -> list[dict]:
    """The Core Set's cards in code order, in our own words in ``lang``: filtered by faction,
    type (one, or several joined by commas) and a text search (every word must appear in a
    name, text or trait, any language)."""
    words = (filters.get("q") or "").casefold().split()
    faction = filters.get("faction")
    kinds = set(filters["type"].split(",")) if filters.get("type") else None
    return [_entry(code, lang) for code in sorted(CARDS)
            if (faction is None or CARDS[code]["faction"] == faction)
            and (kinds is None or CARDS[code]["type"] in kinds)
            and all(w in HAYSTACKS[code] for w in words)]


FACTION_KEYS = sorted(FACTIONS) + ["neutral"]
