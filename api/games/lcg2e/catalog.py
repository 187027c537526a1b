"""The Core Set as data: cards, factions and decks, loaded once at import.

``data/cards.json`` (211 records, made by tools/convert_core.py; facts only, no printed
prose), ``data/factions.json`` (the 8 faction cards, which are not card records: spec §2.1),
``data/decks.json`` (the learning decks of spec §3.1 and the box decks of §5.21). Card scripts
(``cards/``) register into :data:`CATALOG` when this module is imported.
"""
from __future__ import annotations

import json
import os

from api.games.cardcore.catalog import Catalog, register

DATA = os.path.join(os.path.dirname(__file__), "data")


def _load(name: str):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return json.load(f)


CARDS: dict[str, dict] = {c["code"]: c for c in _load("cards.json")["cards"]}
FACTIONS: dict[str, dict] = _load("factions.json")
DECKS: dict[str, dict] = _load("decks.json")
BY_NAME: dict[str, str] = {c["name"]: code for code, c in CARDS.items()}

CATALOG = register(Catalog("lcg2e", CARDS))


def code_of(name: str) -> str:
    return BY_NAME[name]


def deck_lists(deck_id: str) -> tuple[list[str], list[str]]:
    """A shipped deck as (draw codes with repeats, plot codes)."""
    deck = DECKS[deck_id]
    draw = [code for code, n in deck["draw"].items() for _ in range(n)]
    return draw, list(deck["plots"])


import api.games.lcg2e.cards  # noqa: E402,F401  (registers the card scripts)
import api.games.lcg2e.titles  # noqa: E402,F401  (the melee titles' scripts)
