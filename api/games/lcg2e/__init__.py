"""A Game of Thrones: The Card Game, Second Edition (Core Set), the joust and the melee —
spec /rules/lcg-2e.md.

Card data (catalog.py), deck building (deckbuilding.py) and card scripts (cards/) sit on the
shared card-game library api/games/cardcore; the round runs as frames on the engine's shared
steps (flow.py: setup.py, rounds.py, challenges.py, plays.py), words in words.py, the view in
view.py; melee.py and titles.py add the melee. Registered as ``lcg2e`` (2 players: a joust;
3-6: a melee).
"""
from __future__ import annotations

from api.games import register
from api.games.cardcore.game import flow_game
from api.games.lcg2e import settings
from api.games.lcg2e.bot import choose as bot_choose
from api.games.lcg2e.decks import DECK_SCHEMA, card_listing, check_deck, summary, with_decks
from api.games.lcg2e.flow import FLOW
from api.games.lcg2e.secrets import secrets
from api.games.lcg2e.setup import OPTIONS_SCHEMA, SCHEMA_VERSION, new_state
from api.games.lcg2e.view import view

GAME = register(flow_game(
    FLOW, new_state,
    id="lcg2e",
    name="A Game of Thrones: The Card Game (Second Edition)",
    min_players=2,
    max_players=6,
    options_schema=OPTIONS_SCHEMA,
    view=view,
    bot=bot_choose,
    schema_version=SCHEMA_VERSION,
    secrets=secrets,
    action_types=frozenset({"mulligan", "keep", "plot", "first_player", "marshal", "ambush",
                            "attach", "play", "use", "ability", "challenge", "done", "save", "take",
                            "skip", "title", "opponent", "winner"}),
    settings_schema=settings.SETTINGS_SCHEMA,
    settings=settings.settings_of,
    configure=lambda state, seat, chosen: settings.configure(FLOW, state, seat, chosen),
    deck_schema=DECK_SCHEMA,
    check_deck=check_deck,
    with_decks=with_decks,
    card_listing=card_listing,
    extra={"deck_summary": summary},
))
new, decisions, apply, to_act, result = (GAME.new, GAME.decisions, GAME.apply, GAME.to_act,
                                         GAME.result)
