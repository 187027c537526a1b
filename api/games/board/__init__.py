"""A Game of Thrones: The Board Game, 2nd edition (game id ``board2e``).

One engine serves the editions of the game: ``edition.py`` holds what differs between them
(map, components, decks, tracks, rule switches, read from ``data/<edition>/``), and
:func:`game` makes the registry's record of an edition.

The package follows the rulebook: ``setup`` (3), ``rounds`` (4.1, victory 1.3-1.4, 5.24),
``westeros`` (4.2, 4.3, Clash of Kings 5.6), ``planning`` (4.4, orders 5.7), ``action`` (4.5:
raids 5.8, marches 5.9, neutral forces 5.20, Consolidate Power 5.12), ``combat`` (5.13-5.19,
Tides of Battle 5.26, house cards 6.1), ``wildlings`` (5.21, 6.3), ``areas`` (control 5.2,
supply 5.3, mustering 5.4, ship transport 5.10, ports 5.11), ``tracks`` (influence 5.5, bids,
5.23), ``components`` (2.4), ``view`` (hidden information, 8.1) and ``i18n`` (words). Each
module's ``STEPS`` are the frame kinds it runs; :data:`FLOW` holds them all.
"""
from __future__ import annotations

from api.engine.game import Game
from api.games.board.bot import choose
from api.games.board.action import march, neutral_forces
from api.engine.flow import Flow
from api.games.board.action import phase as action_phase
from api.games.board.areas import mustering, ports, supply
from api.games.board.combat import sequence as combat
from api.games.board.edition import Edition, edition_named
from api.games.board.migrations import MIGRATIONS, SCHEMA_VERSION
from api.games.board.planning import assign, raven
from api.games.board.rounds import round as rounds
from api.games.board.rounds.flow import after_step
from api.games.board.setup import house_choice
from api.games.board.setup.new_game import new_state
from api.games.board import stored
from api.games.board.setup.options import options_schema
from api.games.board.tracks import bidding
from api.games.board.secrets import secrets
from api.games.board.view import view as _view
from api.games.board.westeros import choices, clash_of_kings
from api.games.board.westeros import phase as westeros_phase
from api.games.board.wildlings import attack, cards as wildling_cards, choice as wildling_choice
from api.games.board.wildlings import first_edition  # noqa: F401  (registers the 1E outcome)

FLOW = Flow(
    rounds.STEPS + house_choice.STEPS
    + westeros_phase.STEPS + choices.STEPS + clash_of_kings.STEPS + bidding.STEPS
    + attack.STEPS + wildling_cards.STEPS + wildling_choice.STEPS
    + assign.STEPS + raven.STEPS
    + action_phase.STEPS + march.STEPS + neutral_forces.STEPS + combat.STEPS
    + mustering.STEPS + supply.STEPS + ports.STEPS, after_step=after_step)


def new(players: int, options: dict | None = None, seed: int = 0, edition_id: str = "2e") -> dict:
    """A new game of an edition (the 2nd by default), settled up to its first decision."""
    state = new_state(edition_named(edition_id), players, options, seed)
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


def game(ed: Edition) -> Game:
    """The registry's record of an edition: only ``new`` and the options depend on it, every
    other function finds the edition in the state."""
    def new_game(players: int, options: dict | None = None, seed: int = 0) -> dict:
        return new(players, options, seed, ed.id)

    return Game(
        id=ed.game_id, name=ed.name, min_players=ed.min_players, max_players=ed.max_players,
        options_schema=options_schema(ed),
        new=new_game, decisions=decisions, apply=apply, view=view, result=result, to_act=to_act,
        bot=choose, schema_version=SCHEMA_VERSION, migrations=MIGRATIONS, secrets=secrets,
        action_types=ACTION_TYPES, pack=stored.pack, unpack=stored.unpack,
    )


ACTION_TYPES = frozenset({
    "choose_house", "place_order", "remove_order", "place_orders", "submit_orders",
    "raven_keep", "raven_pass", "raven_replace", "raven_scout",
    "raid", "march", "move", "undo", "end_march", "consolidate", "muster", "upgrade",
    "muster_done", "destroy_unit", "capture_ships", "declare_support", "accept_support",
    "choose_house_card", "use_valyrian_blade", "house_card_ability", "choose_retreat",
    "choose_put_to_the_sword", "choose_a_throne_of_blades", "choose_dark_wings_dark_words",
    "bid_influence", "bid_wildlings", "order_tied_bidders", "choose_wildling_bidder",
    "wildling_penalty_choice", "wildling_reward_choice", "neutral_support"})


GAME = game(edition_named("2e"))
GAME_1E = game(edition_named("1e"))

from api import games as _games  # noqa: E402

_games.register(GAME)
_games.register(GAME_1E)
