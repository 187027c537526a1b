"""Prompts and labels in en, ru and bg: card names, game terms and the decisions' messages
all come from ``data/texts/<lang>.json`` (``<code>.name``, ``terms``, ``messages``). Actions
and events stay language-neutral (codes, ids, seats)."""
from __future__ import annotations

from api.games.cardcore.texts import Texts
from api.games.hbo.catalog import CARDS, DATA

_TEXTS = Texts(DATA, CARDS)
TEXTS = _TEXTS.texts
t, card_name, term, name_of = _TEXTS.t, _TEXTS.card_name, _TEXTS.term, _TEXTS.name_of
setup_card, with_strength, declaring = _TEXTS.setup_card, _TEXTS.with_strength, _TEXTS.declaring
