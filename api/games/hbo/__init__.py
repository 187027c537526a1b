"""Game of Thrones: The Card Game, HBO edition (two players) — spec /rules/hbo-card-game.md,
on the RECONSTRUCTED card pool of data/cards.json (catalog.NOTICE).

Card data (catalog.py) and the constant abilities compiled from it (abilities.py) sit on the
shared card-game library api/games/cardcore; the round runs as frames on the engine's shared
steps (flow.py: setup.py, rounds.py, marshal.py, challenges.py), words in words.py, the view in
view.py. Registered as ``hbo`` (2 players).
"""
from __future__ import annotations

from api.games import register
from api.games.cardcore.game import flow_game
from api.games.hbo import abilities  # noqa: F401  (compiles the cards' abilities)
from api.games.hbo.bot import choose as bot_choose
from api.games.hbo import settings
from api.games.hbo.flow import FLOW
from api.games.hbo.secrets import secrets
from api.games.hbo.setup import OPTIONS_SCHEMA, SCHEMA_VERSION, new_state
from api.games.hbo.view import view

# a card game on the shared Flow glue; the name says the card pool is a reconstruction
GAME = register(flow_game(
    FLOW, new_state, id="hbo", min_players=2, max_players=2, options_schema=OPTIONS_SCHEMA,
    name="Game of Thrones: The Card Game, HBO edition (reconstructed card pool)",
    view=view, bot=bot_choose, settings_schema=settings.SETTINGS_SCHEMA,
    settings=settings.settings_of,
    configure=lambda state, seat, chosen: settings.configure(FLOW, state, seat, chosen), schema_version=SCHEMA_VERSION, secrets=secrets,
    action_types=frozenset({"mulligan", "keep", "first_player", "first", "scenario", "marshal",
                            "duplicate", "action", "react", "save", "challenge", "done"})))
