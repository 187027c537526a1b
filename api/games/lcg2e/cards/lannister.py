"""House Lannister (01084-01102)."""
from api.games.cardcore.abilities import constant, gains_icon, per, script, str_
from api.games.lcg2e.catalog import CATALOG

script(CATALOG, "01085", vanilla=True)  # Grand Maester Pycelle: Insight
# Tywin Lannister: Renown is a keyword, "+2 Income" is data.
script(CATALOG, "01090", constant("self", str_(per("gold_in_pool"))))
script(CATALOG, "01091", vanilla=True)  # Burned Men: Ambush (2)
script(CATALOG, "01093", vanilla=True)  # Lannisport Moneylender: Limited, +1 Income
# Widow's Wail: Ambush (1) is a keyword.
script(CATALOG, "01096", constant("attached", str_(2)),
       constant("attached", gains_icon("military"), while_=[["attached_is", "Joffrey Baratheon"]]))
