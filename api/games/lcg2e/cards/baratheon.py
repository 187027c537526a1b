"""House Baratheon (01046-01064)."""
from api.games.cardcore.abilities import constant, gains_icon, per, script, str_
from api.games.lcg2e.catalog import CATALOG

# Robert Baratheon: Intimidate and Renown are keywords.
script(CATALOG, "01048", constant("self", str_(per("count", {
    "type": "character", "kneeling": True, "other": True}))))
script(CATALOG, "01053", vanilla=True)  # Bastard in Hiding
script(CATALOG, "01055", constant("self", gains_icon("intrigue"), while_=[  # King's Hunting Party
    ["opponent_controls", {"type": "character", "traits": ["King"]}]]))
