"""House Martell (01103-01121)."""
from api.games.cardcore.abilities import constant, gains_keyword, gains_icon, per, script, str_
from api.games.lcg2e.catalog import CATALOG

# Doran Martell: Insight is a keyword.
script(CATALOG, "01105", constant({"type": "character", "controller": "you", "faction": "martell",
                                   "traits": ["Lord", "Lady"], "other": True},
                                  str_(per("used_plots"))))
script(CATALOG, "01113", vanilla=True)  # House Dayne Knight
script(CATALOG, "01114", constant("self", gains_icon("intrigue"),  # Palace Spearman
                                  while_=[["not", ["first_player"]]]))
script(CATALOG, "01115", constant("attached", str_(per("used_plots"))),  # Dawn
       constant("attached", gains_keyword("intimidate"),
                while_=[["attached_has_trait", "House Dayne"]]))
