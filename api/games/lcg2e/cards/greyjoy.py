"""House Greyjoy (01065-01083)."""
from api.games.cardcore.abilities import constant, plot_value, script
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import str_per_card_you_control

script(CATALOG, "01066", constant("opponents", plot_value("reserve", -1),  # Alannys Greyjoy
                                  while_=[["first_player"]]))
script(CATALOG, "01070", vanilla=True)  # Maester Wendamyr: Stealth
script(CATALOG, "01072", vanilla=True)  # Black Wind's Crew: Pillage
script(CATALOG, "01073", str_per_card_you_control(  # Drowned Men
    {"type": "location", "traits": ["Warship"]}))
script(CATALOG, "01076", vanilla=True)  # Salty Navigator: +1 Initiative
