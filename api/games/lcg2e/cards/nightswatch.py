"""The Night's Watch (01122-01140)."""
from api.games.cardcore.abilities import constant, gains_keyword, script, str_, triggered
from api.games.lcg2e.catalog import CATALOG

script(CATALOG, "01127", vanilla=True)  # Samwell Tarly: Insight, +1 Reserve
script(CATALOG, "01132", vanilla=True)  # Ranging Party: No attachments except Weapon
# Longclaw: "[thenightswatch] character only" is data (attach_only).
script(CATALOG, "01135", constant("attached", str_(1), gains_keyword("renown")))
# Benjen Stark: your Ranger characters cannot be bypassed by stealth. When he is killed, your
# faction gains 2 power; then he is shuffled into your deck instead of going to the dead pile.
script(CATALOG, "01122",
       constant({"type": "character", "controller": "you", "traits": ["Ranger"]},
                {"verb": "stealth_immunity"}),
       triggered("interrupt", [["gain_power", {"card": "$my_faction", "amount": 2}],
                               ["replace_leave_play", {"cards": ["$self"],
                                                       "dest": "shuffle_into_deck"}]],
                 when={"event": "killed", "tests": [["is_victim"]]}))
