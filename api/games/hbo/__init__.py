"""Game of Thrones: The Card Game, HBO edition (two players) — spec /rules/hbo-card-game.md,
on the RECONSTRUCTED card pool of data/cards.json (catalog.NOTICE).

Card data (catalog.py) and the constant abilities compiled from it (abilities.py) sit on the
shared card-game library api/games/cardcore; the round runs as frames on the engine's shared
steps (flow.py: setup.py, rounds.py, marshal.py, challenges.py), words in words.py, the view in
view.py. Registered as ``hbo`` (2 players).
"""
from __future__ import annotations

from operator import itemgetter

from api.engine.errors import BadAction
from api.engine.game import Game
from api.games import register
from api.games.hbo import abilities  # noqa: F401  (compiles the cards' abilities)
from api.games.hbo.bot import choose as bot_choose
from api.games.hbo.flow import FLOW
from api.games.hbo.secrets import secrets
from api.games.hbo.setup import OPTIONS_SCHEMA, SCHEMA_VERSION, new_state
from api.games.hbo.view import view


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
    id="hbo",
    name="Game of Thrones: The Card Game, HBO edition (reconstructed card pool)",
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
))
