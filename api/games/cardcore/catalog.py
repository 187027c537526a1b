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

    _constants: dict = field(default_factory=dict, repr=False, compare=False)

    def abilities(self, code: str) -> tuple:
        s = self.scripts.get(code)
        return s.abilities if s else ()

    def constants(self, code: str) -> tuple:
        """``(index, ability, {layer: [modifiers]})`` of each constant ability of the card,
        its modifiers grouped by the derive layer they work in (``layer_of``: derive's
        table). Derived values are rebuilt on every change of a state; sorting a script's
        modifiers into layers once keeps that from repeating fixed work."""
        got = self._constants.get(code)
        if got is None:
            got = self._constants[code] = tuple(
                (i, ab, _by_layer(ab["modifiers"])) for i, ab in enumerate(self.abilities(code))
                if ab["kind"] == "constant")
        return got

    def add_script(self, code: str, script: Script) -> None:
        if code not in self.cards:
            raise ValueError(f"{self.name}: no card {code} to script")
        if code in self.scripts:
            raise ValueError(f"{self.name}: card {code} scripted twice")
        self.scripts[code] = script
        self._constants.pop(code, None)


def _by_layer(modifiers) -> dict[int, list]:
    from api.games.cardcore.derive import LAYERS    # derive reads catalogs: import late
    out: dict[int, list] = {}
    for m in modifiers:
        out.setdefault(LAYERS[m["verb"]], []).append(m)
    return out


def register(catalog: Catalog) -> Catalog:
    CATALOGS[catalog.name] = catalog
    return catalog


def of(state: dict) -> Catalog:
    return CATALOGS[state["catalog"]]
