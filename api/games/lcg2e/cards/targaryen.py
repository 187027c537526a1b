"""House Targaryen (01160-01178)."""
from api.games.cardcore.abilities import constant, gains_keyword, script
from api.games.lcg2e.catalog import CATALOG

script(CATALOG, "01161", constant({"type": "character", "controller": "you",  # Drogon
                                   "traits": ["Stormborn"]}, gains_keyword("renown")))
script(CATALOG, "01166", constant({"type": "character", "controller": "you",  # Viserion
                                   "traits": ["Stormborn"]}, gains_keyword("stealth")))
script(CATALOG, "01168", vanilla=True)  # Braided Warrior: No attachments except Weapon
