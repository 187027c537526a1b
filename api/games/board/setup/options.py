"""The options a match is created with: the rulebook's optional module (Tides of Battle), the
FAQ's variants and how houses go to seats (1.1, setup step 6). An edition offers some of them
(``Edition.options``); its options schema lists exactly those."""
from __future__ import annotations

from api.engine.errors import BadAction

# option -> its JSON Schema (all are booleans with a default)
OPTIONS = {
    "tides_of_battle": {"type": "boolean", "default": False,
                        "description": "Use the Tides of Battle cards (spec 5.26)."},
    "tiebreak_faq_v2": {"type": "boolean", "default": False,
                        "description": "End-of-game tiebreakers of the FAQ v2.0 (spec 1.4)."},
    "dwdw_port_income": {"type": "boolean", "default": False,
                         "description": "Dark Wings, Dark Words power option also pays ports (A-9)."},
    "lannister_port_ship_in_3p": {"type": "boolean", "default": True,
                                  "description": "Lannister starts with its port ship in 3-player games (A-19)."},
    "orders_mandatory": {"type": "boolean", "default": False,
                         "description": "Every area with units must receive an order while "
                                        "tokens last (1st edition; the official FAQ says no)."},
    "second_edition_house_cards": {"type": "boolean", "default": False,
                                   "description": "Play with the 2nd edition's printed house "
                                                  "cards instead of the reconstructed 1st-"
                                                  "edition set."},
    "random_houses": {"type": "boolean", "default": False,
                      "description": "Assign houses to seats at random."},
    "choose_houses": {"type": "boolean", "default": False,
                      "description": "Every player chooses a house (or a random free one) "
                                     "before the first round (setup step 6)."},
}


def options_schema(ed) -> dict:
    """The JSON Schema of an edition's options (``Game.options_schema``)."""
    return {"type": "object", "additionalProperties": False,
            "properties": {name: dict(OPTIONS[name], default=default(ed, name))
                           for name in ed.options}}


def default(ed, name: str) -> bool:
    """An option's default in this edition: the 1st edition draws houses at random (its Start
    cards, board-1e.md section 12 row 3) where the 2nd edition seats them in order."""
    return ed.option_defaults.get(name, OPTIONS[name]["default"])


def check_options(ed, options) -> dict:
    """Every option of the edition, with its default unless given."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise BadAction("bad-options", "options must be an object", field="options")
    out = {name: default(ed, name) for name in ed.options}
    for k, v in options.items():
        if k not in out:
            raise BadAction("unknown-option", f"unknown option {k!r}", field=f"options.{k}")
        if not isinstance(v, bool):
            raise BadAction("bad-option", f"option {k!r} must be true or false", field=f"options.{k}")
        out[k] = v
    if out.get("choose_houses") and out.get("random_houses") and default(ed, "random_houses"):
        # the 1st edition draws houses by default; choosing them replaces that draw (a lobby
        # sends every option, defaults included, so "given" cannot tell the two apart)
        out["random_houses"] = False
    if out.get("choose_houses") and out.get("random_houses"):
        raise BadAction("conflicting-options", "choose_houses and random_houses exclude each "
                        "other: players either choose their houses or get random ones",
                        field="options.choose_houses")
    return out
