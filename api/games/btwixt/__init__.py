"""A Game of Thrones: B'Twixt (3-6 players) — spec /rules/btwixt.md, reconstructed card pool.

Exports ``GAME`` (registered as ``btwixt``) and the protocol functions.
"""
from __future__ import annotations

from operator import itemgetter

from api.engine.errors import BadAction
from api.engine.game import Game
from api.games import register
from api.games.btwixt import ops_allies, ops_bids, ops_hands, ops_tokens  # noqa: F401 (ops)
from api.games.btwixt.bot import choose as bot_choose
from api.games.btwixt.flow import FLOW
from api.games.btwixt.migrations import MIGRATIONS, SCHEMA_VERSION
from api.games.btwixt.secrets import secrets
from api.games.btwixt.setup import OPTIONS_SCHEMA
from api.games.btwixt.setup import new as _new
from api.games.btwixt.view import view


def new(players: int, options: dict | None = None, seed: int = 0) -> dict:
    state = _new(players, options, seed)
    FLOW.settle(state)
    return state


def _seat(state: dict, seat) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state["n"]:
        raise BadAction("bad-seat", "no such seat", field="seat")
    return seat


# decisions and apply run for every action: a plain seat number in range is taken as it is,
# anything else goes through _seat's full check.

def decisions(state: dict, seat: int, lang: str = "en") -> list[dict]:
    if type(seat) is not int or not 0 <= seat < state["n"]:
        seat = _seat(state, seat)
    return FLOW.decisions(state, seat, lang if lang in ("en", "ru", "bg") else "en")


def apply(state: dict, seat: int, action) -> list:
    if type(seat) is not int or not 0 <= seat < state["n"]:
        seat = _seat(state, seat)
    return FLOW.apply(state, seat, action)


to_act = FLOW.to_act  # (state) -> seats; no wrapper: it runs for every action


result = itemgetter("result")  # (state) -> None | result; no wrapper: it runs for every action


GAME = register(Game(
    id="btwixt",
    name="A Game of Thrones: B'Twixt",
    min_players=3,
    max_players=6,
    options_schema=OPTIONS_SCHEMA,
    new=new,
    decisions=decisions,
    apply=apply,
    view=view,
    result=result,
    to_act=to_act,
    bot=bot_choose,
    schema_version=SCHEMA_VERSION,
    migrations=MIGRATIONS,
    secrets=secrets,
    action_types=frozenset({"choose_ruler", "play", "kneel"}),
    extra={"reconstructed_pool": True},
))
