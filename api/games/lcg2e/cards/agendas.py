"""Agendas with an ability (01027 Fealty; the Banners are deckbuilding text only, neutral.py)."""
from api.games.cardcore.abilities import script, triggered
from api.games.lcg2e.catalog import CATALOG

# Fealty: at most 15 neutral cards in the deck (deckbuilding.py). Action: kneel your faction
# card to pay 1 gold less for the next loyal card you marshal or play this phase.
script(CATALOG, "01027", triggered(
    "action", [["cost_reduction", {"seat": "$you", "amount": 1, "match": {"loyal": True},
                                   "events": True}]],
    cost=[["kneel_faction_card"]]))
