"""House Stark (01141-01159)."""
from api.games.cardcore.abilities import script, triggered
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import str_per_card_you_control

# Eddard Stark: Renown is a keyword. After a challenge is initiated against you, stand him
# (offered only while he kneels: the ability must change something).
script(CATALOG, "01144", triggered(
    "reaction", [["stand", {"cards": ["$self"]}]],
    when={"event": "challenge_initiated", "tests": [["you_are_defending"]]},
    play_if=[["not", ["standing"]]]))
script(CATALOG, "01149", str_per_card_you_control(  # Direwolf Pup
    {"traits": ["Direwolf"], "other": True}))
script(CATALOG, "01150", vanilla=True)  # Tumblestone Knight
