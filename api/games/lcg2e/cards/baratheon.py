"""House Baratheon (01046-01064)."""
from api.games.cardcore.abilities import constant, gains_icon, per, script, str_, triggered
from api.games.lcg2e.catalog import CATALOG

# Robert Baratheon: Intimidate and Renown are keywords.
script(CATALOG, "01048", constant("self", str_(per("count", {
    "type": "character", "kneeling": True, "other": True}))))
script(CATALOG, "01053", vanilla=True)  # Bastard in Hiding
script(CATALOG, "01055", constant("self", gains_icon("intrigue"), while_=[  # King's Hunting Party
    ["opponent_controls", {"type": "character", "traits": ["King"]}]]))
# Ser Davos Seaworth: Stealth is a keyword. When he is killed, he goes back to your hand
# instead of your dead pile (a replacement: the kill still happens for its reactions).
script(CATALOG, "01050", triggered(
    "interrupt", [["replace_leave_play", {"cards": ["$self"], "dest": "return_to_hand"}]],
    when={"event": "killed", "tests": [["is_victim"]]}))
