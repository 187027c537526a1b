"""House Stark (01141-01159)."""
from api.games.cardcore.abilities import script
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import str_per_card_you_control

script(CATALOG, "01149", str_per_card_you_control(  # Direwolf Pup
    {"traits": ["Direwolf"], "other": True}))
script(CATALOG, "01150", vanilla=True)  # Tumblestone Knight
