"""A Game of Thrones: The Card Game, Second Edition (Core Set), the joust — spec
/rules/lcg-2e.md.

Card data (catalog.py), deck building (deckbuilding.py) and card scripts (cards/) sit on the
shared card-game library api/games/cardcore; the round runs as frames on the engine's shared
steps (flow.py: setup.py, rounds.py, challenges.py, plays.py), words in words.py, the view in
view.py. Registered as ``lcg2e`` (2 players).
"""
from __future__ import annotations

from operator import itemgetter

from api.engine.errors import BadAction
from api.engine.game import Game
from api.games import register
from api.games.lcg2e import settings
from api.games.lcg2e.bot import choose as bot_choose
from api.games.lcg2e.decks import DECK_SCHEMA, card_listing, check_deck, summary, with_decks
from api.games.lcg2e.flow import FLOW
from api.games.lcg2e.secrets import secrets
from api.games.lcg2e.setup import OPTIONS_SCHEMA, SCHEMA_VERSION, new_state
from api.games.lcg2e.view import view


def new(players: int, options: dict | None = None, seed: int = 0) -> dict:
    state = new_state(players, options, seed)
    FLOW.settle(state)
    return state


def _seat(state: dict, seat) -> int:
    if type(seat) is not int or not 0 <= seat < state["n"]:
        raise BadAction("bad-seat", "no such seat", field="seat")
    return seat


def decisions(state: dict, seat: int, lang: str = "en") -> list[dict]:
    return FLOW.decisions(state, _seat(state, seat), lang if lang in ("en", "ru", "bg") else "en")


def apply(state: dict, seat: int, action) -> list:
    return FLOW.apply(state, _seat(state, seat), action)


to_act = FLOW.to_act
result = itemgetter("result")

GAME = register(Game(
    id="lcg2e",
    name="A Game of Thrones: The Card Game (Second Edition)",
    min_players=2,
    max_players=2,
    options_schema=OPTIONS_SCHEMA,
    new=new,
    decisions=decisions,
    apply=apply,
    view=view,
    result=result,
    to_act=to_act,
    bot=bot_choose,
    schema_version=SCHEMA_VERSION,
    secrets=secrets,
    action_types=frozenset({"mulligan", "keep", "plot", "first_player", "marshal", "ambush",
                            "attach", "play", "use", "ability", "challenge", "done", "save", "take",
                            "skip"}),
    settings_schema=settings.SETTINGS_SCHEMA,
    settings=settings.settings_of,
    configure=lambda state, seat, chosen: settings.configure(FLOW, state, seat, chosen),
    deck_schema=DECK_SCHEMA,
    check_deck=check_deck,
    with_decks=with_decks,
    card_listing=card_listing,
    extra={"deck_summary": summary},
))
