"""Card sets: printed records and card scripts, looked up by the name a state carries.

A state names its set in ``state["catalog"]`` (e.g. ``"lcg2e"``); code is never stored in a
state, so the scripts (abilities) of a card are found through that name and the card's code
(design D2). Each game builds one :class:`Catalog` at import and registers it.

The printed record every game hands over (lcg2e's ``data/cards.json`` is already in this
shape; hbo's catalog translates its own): ``code, name, type, faction, loyal, unique, cost
(int | "X" | None), traits, keywords`` (canonical strings: ``stealth``, ``ambush:2``,
``no_attachments_except:Weapon``), and where they apply ``strength``, ``icons`` (list),
``plot`` (``{income, initiative, claim, reserve}``), ``plot_modifiers``, ``attach_only``
(``{"faction": f}`` or ``{"traits": [...]}``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

CATALOGS: dict[str, "Catalog"] = {}


@dataclass
class Script:
    """What a card does beyond its printed facts: ability records (see abilities.py) in
    printed order; ``vanilla`` marks a card that needs nothing but the rules."""
    abilities: tuple = ()
    vanilla: bool = False


# Rules that differ between the card games yet belong to the table (design §10.3).
DEFAULT_PARAMS = {
    # where an attachment goes when its host leaves play: lcg2e "hand" (its owner's hand;
    # Terminal ones to the discard pile, spec §5.12), hbo "discard"
    "orphaned_attachments": "hand",
}


@dataclass
class Catalog:
    name: str
    cards: dict[str, dict]
    scripts: dict[str, Script] = field(default_factory=dict)
    params: dict = field(default_factory=lambda: dict(DEFAULT_PARAMS))

    def card(self, code: str) -> dict:
        return self.cards[code]

    def abilities(self, code: str) -> tuple:
        s = self.scripts.get(code)
        return s.abilities if s else ()

    def add_script(self, code: str, script: Script) -> None:
        if code not in self.cards:
            raise ValueError(f"{self.name}: no card {code} to script")
        if code in self.scripts:
            raise ValueError(f"{self.name}: card {code} scripted twice")
        self.scripts[code] = script


def register(catalog: Catalog) -> Catalog:
    CATALOGS[catalog.name] = catalog
    return catalog


def of(state: dict) -> Catalog:
    return CATALOGS[state["catalog"]]
