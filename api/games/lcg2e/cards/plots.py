"""Plot cards (01001-01026)."""
from api.games.cardcore.abilities import blank, constant, script
from api.games.lcg2e.catalog import CATALOG

script(CATALOG, "01012", constant({"type": "character"}, blank(keep_traits=True)))  # Fortified Position
# Naval Superiority: the BASE gold value of each revealed Kingdom or Edict plot is 0;
# income modifiers still add to it.
script(CATALOG, "01017", constant({"zone": "plot", "traits": ["Kingdom", "Edict"]},
                                  {"verb": "set_plot_base", "value": "income", "amount": 0}))
script(CATALOG, "01025", vanilla=True)  # The Winds of Winter: no text
