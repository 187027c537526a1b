"""The reconstructed HBO card pool as data, loaded once at import.

``data/cards.json`` (100 records made by tools/convert.py: 68 draw-deck cards and 32
scenarios, cardcore's printed shape plus hbo's ``income_bonus``, ``scenario_set``,
``attach_restriction`` and the data's one ``ability``), ``data/decks.json`` (the two fixed
50-card decks, their 7 standard scenarios each, the 18-card draft pool). The pool is a
RECONSTRUCTION, not the publisher's card list (``NOTICE``); views and the match description say
so. Card abilities are compiled onto cardcore records by abilities.py when it is imported.
"""
from __future__ import annotations

import json
import os

from api.games.cardcore.catalog import Catalog, register

DATA = os.path.join(os.path.dirname(__file__), "data")


def _load(name: str):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return json.load(f)


_FILE = _load("cards.json")
NOTICE: str = _FILE["notice"]
CARDS: dict[str, dict] = {c["code"]: c for c in _FILE["cards"]}
DECKS: dict = _load("decks.json")
HOUSES = ("stark", "lannister")

# hbo's rule parameters on the shared table (design §10.3): an attachment whose host leaves
# play is discarded (spec §2.2), never returned to hand.
CATALOG = register(Catalog("hbo", CARDS, params={"orphaned_attachments": "discard"}))


def draw_deck(house: str) -> list[str]:
    """A house's 50-card draw deck as codes with repeats."""
    return [code for code, n in DECKS[house]["draw"].items() for _ in range(n)]


def scenarios(house: str) -> list[str]:
    return list(DECKS[house]["scenarios"])


def draft_pool() -> list[str]:
    """The 18 scenarios of neither house's set (spec §5.10: the draft deck)."""
    return list(DECKS["draft_pool"])
