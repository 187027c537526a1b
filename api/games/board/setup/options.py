"""The options a match is created with: the rulebook's optional module (Tides of Battle), the
FAQ's variants and how houses go to seats (1.1, setup step 6)."""
from __future__ import annotations

from api.engine.errors import BadAction

DEFAULT_OPTIONS = {
    "tides_of_battle": False,          # 5.26, optional module
    "tiebreak_faq_v2": False,          # 1.4 variant
    "dwdw_port_income": False,         # Dark Wings, Dark Words pays ports too
    "lannister_port_ship_in_3p": True,
    "random_houses": False,            # 1.1: houses assigned at random instead of by seat
    "choose_houses": False,            # 3 step 6 / D2: every player picks a house at the start
}

OPTIONS_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "tides_of_battle": {"type": "boolean", "default": False,
                            "description": "Use the Tides of Battle cards (spec 5.26)."},
        "tiebreak_faq_v2": {"type": "boolean", "default": False,
                            "description": "End-of-game tiebreakers of the FAQ v2.0 (spec 1.4)."},
        "dwdw_port_income": {"type": "boolean", "default": False,
                             "description": "Dark Wings, Dark Words power option also pays ports (A-9)."},
        "lannister_port_ship_in_3p": {"type": "boolean", "default": True,
                                      "description": "Lannister starts with its port ship in 3-player games (A-19)."},
        "random_houses": {"type": "boolean", "default": False,
                          "description": "Assign houses to seats at random."},
        "choose_houses": {"type": "boolean", "default": False,
                          "description": "Every player chooses a house (or a random free one) "
                                         "before the first round (setup step 6)."},
    },
}


def check_options(options) -> dict:
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise BadAction("bad-options", "options must be an object", field="options")
    out = dict(DEFAULT_OPTIONS)
    for k, v in options.items():
        if k not in DEFAULT_OPTIONS:
            raise BadAction("unknown-option", f"unknown option {k!r}", field=f"options.{k}")
        if not isinstance(v, bool):
            raise BadAction("bad-option", f"option {k!r} must be true or false", field=f"options.{k}")
        out[k] = v
    if out["choose_houses"] and out["random_houses"]:
        raise BadAction("conflicting-options", "choose_houses and random_houses exclude each "
                        "other: players either choose their houses or get random ones",
                        field="options.choose_houses")
    return out
