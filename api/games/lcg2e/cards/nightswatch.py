"""The Night's Watch (01122-01140)."""
from api.games.cardcore.abilities import constant, gains_keyword, script, str_
from api.games.lcg2e.catalog import CATALOG

script(CATALOG, "01127", vanilla=True)  # Samwell Tarly: Insight, +1 Reserve
script(CATALOG, "01132", vanilla=True)  # Ranging Party: No attachments except Weapon
# Longclaw: "[thenightswatch] character only" is data (attach_only).
script(CATALOG, "01135", constant("attached", str_(1), gains_keyword("renown")))
