"""House Tyrell (01179-01197)."""
from api.games.cardcore.abilities import script
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import str_per_card_you_control

script(CATALOG, "01187", vanilla=True)  # Courtesan of the Rose
script(CATALOG, "01190", str_per_card_you_control(  # Wardens of the Reach
    {"type": "location", "traits": ["The Reach"]}))
