"""A Game of Thrones: The Board Game, 2nd edition (game id ``board2e``).

CORE modules: data, state (setup), board (control/supply/geometry), orders, planning,
action (raids, choosing marches, consolidate power), march, muster, rounds (round frame,
clean-up, victory), view. COMBAT owns combat*.py/house_cards.py/tides.py, WESTEROS owns
westeros.py/bidding.py/wildlings.py; their ``STEPS`` are wired in here.
"""
from __future__ import annotations

import importlib

from api.engine.game import Game
from api.games.board import action, house_choice, march, muster, planning, rounds
from api.games.board.board import seat_house  # noqa: F401
from api.games.board.migrations import MIGRATIONS, SCHEMA_VERSION
from api.games.board.secrets import secrets
from api.games.board.state import OPTIONS_SCHEMA, new_state
from api.games.board.view import view as _view


def _optional_steps() -> list:
    steps = []
    for mod in ("combat", "westeros"):
        name = f"api.games.board.{mod}"
        try:
            m = importlib.import_module(name)
        except ModuleNotFoundError as exc:   # a part still being written must not break the rest
            if exc.name != name:
                raise
            continue
        steps.extend(getattr(m, "STEPS", ()))
    return steps


FLOW = rounds.BoardFlow(rounds.ROUND_STEPS + house_choice.STEPS + planning.STEPS + action.STEPS + march.STEPS
                        + muster.STEPS + _optional_steps())


def new(players: int, options: dict | None = None, seed: int = 0) -> dict:
    state = new_state(players, options, seed)
    FLOW.settle(state)
    return state


def decisions(state: dict, seat: int, lang: str = "en") -> list[dict]:
    if state.get("result") is not None:
        return []
    return FLOW.decisions(state, seat, lang)


def apply(state: dict, seat: int, action_: dict) -> list:
    return FLOW.apply(state, seat, action_)


def to_act(state: dict) -> list[int]:
    if state.get("result") is not None:
        return []
    return FLOW.to_act(state)


def result(state: dict):
    return state.get("result")


def view(state: dict, seat) -> dict:
    return _view(state, seat)


def _bot(view_, decisions_, rng_int):
    from api.games.board.bot import choose
    return choose(view_, decisions_, rng_int)


GAME = Game(
    id="board2e", name="A Game of Thrones: The Board Game (2nd edition)",
    min_players=3, max_players=6, options_schema=OPTIONS_SCHEMA,
    new=new, decisions=decisions, apply=apply, view=view, result=result, to_act=to_act,
    bot=_bot, schema_version=SCHEMA_VERSION, migrations=MIGRATIONS, secrets=secrets,
)

from api import games as _games  # noqa: E402

_games.register(GAME)
