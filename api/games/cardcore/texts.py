"""A card game's words: card names and game terms per language from its
``data/texts/<lang>.json``, and its prompts as an engine i18n Catalog. Each game makes one
:class:`Texts` and exposes ``t``, ``card_name``, ``term`` and ``name_of`` from it."""
from __future__ import annotations

import json
import os

from api.engine.i18n import LANGS, Catalog
from api.games.cardcore import derive
from api.games.cardcore.catalog import of as catalog_of


# Words both card games say alike while a seat declares attackers or defenders: on a phone
# the table, with each character's STR and the challenge's totals, is far below the question.
DECLARING = {
    "with_strength": {"en": "{card} (STR {strength})", "ru": "{card} (СИЛ {strength})",
                      "bg": "{card} (СИЛ {strength})"},
    "attacking_strength": {"en": "attackers: STR {total}", "ru": "атакующие: СИЛ {total}",
                           "bg": "нападатели: СИЛ {total}"},
    "chosen_strength": {"en": "chosen so far: STR {total}", "ru": "выбрано: СИЛ {total}",
                        "bg": "избрано досега: СИЛ {total}"},
}


class Texts:
    def __init__(self, data_dir: str, cards: dict, messages: dict | None = None):
        """``messages``: {key: {lang: text}}; without it, each language file's own
        ``messages`` ({key: text}) are used."""
        self.texts: dict = {}
        for lang in LANGS:
            with open(os.path.join(data_dir, "texts", f"{lang}.json"), encoding="utf-8") as f:
                self.texts[lang] = json.load(f)
        self.cards = cards
        if messages is None:
            messages = {}
            for lang, texts in self.texts.items():
                for key, text in texts.get("messages", {}).items():
                    messages.setdefault(key, {})[lang] = text
        self.words = Catalog({**DECLARING, **messages})

    def t(self, lang: str, key: str, **params) -> str:
        return self.words.t(lang, key, **params)

    def card_name(self, lang: str, code: str) -> str:
        """The card's name in ``lang``, else in English, else its printed name."""
        rec = self.texts.get(lang, {}).get(code) or self.texts["en"].get(code)
        return rec["name"] if rec else self.cards[code]["name"]

    def term(self, lang: str, group: str, key: str) -> str:
        return (self.texts.get(lang, {}).get("terms", {}).get(group, {}).get(key)
                or self.texts["en"]["terms"][group].get(key, key))

    def name_of(self, state: dict, lang: str, cid: str) -> str:
        """A card's name; a card set without words of its own (test fixtures) shows its
        printed name."""
        code = state["cards"][cid]["code"]
        if code not in self.cards:
            return catalog_of(state).card(code)["name"]
        return self.card_name(lang, code)

    def setup_card(self, state: dict, lang: str, cid: str) -> str:
        """A card offered at setup with what the setup budget counts: its cost (an X cost counts
        0) and Limited, so a player need not open each card's text to add them up. Each game's
        messages give ``cost``; its terms give the keyword."""
        p = derive.printed(state, cid)
        facts = [self.t(lang, "cost", cost=p["cost"] if isinstance(p["cost"], int) else 0)]
        if "limited" in p["keywords"]:
            facts.append(self.term(lang, "keywords", "limited"))
        return f"{self.name_of(state, lang, cid)} ({', '.join(facts)})"

    def with_strength(self, state: dict, lang: str, cid: str) -> str:
        """A character offered to attack or defend, with its STR."""
        return self.t(lang, "with_strength", card=self.name_of(state, lang, cid),
                      strength=derive.strength(state, cid) or 0)

    def declaring(self, lang: str, question: str, attacking: int | None,
                  chosen: int | None) -> str:
        """The question to declare attackers or defenders, with the attackers' STR to beat (when
        defending) and the STR of the characters ticked so far (when any is), as each game
        totals a side."""
        parts = [question]
        if attacking is not None:
            parts.append(self.t(lang, "attacking_strength", total=attacking))
        if chosen is not None:
            parts.append(self.t(lang, "chosen_strength", total=chosen))
        return " · ".join(parts)
