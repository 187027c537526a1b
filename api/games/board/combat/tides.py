"""Optional module Tides of Battle (spec 5.26, cards 6.4).

Each combatant draws one card secretly after the house cards are revealed; the Blade holder
may redraw once (instead of its +1); both are revealed before final strength. Shields add
strength; swords and fortifications join the house card's icons; a skull costs the other
side one more unit (5.26.5, resolved with the casualties).
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.board.combat.stages import advance
from api.games.board.combat.state import SIDES, cur
from api.games.board.edition import edition_of
from api.games.board.seats import house_seat


def enabled(state: dict) -> bool:
    return bool(state.get("options", {}).get("tides_of_battle")) and "tides_deck" in state


def _secret(state: dict, side: str, card: str, kind: str) -> list:
    house = cur(state)[side]
    return [{"type": kind, "house": house, "card": card, "to": [house_seat(state, house)]},
            {"type": kind, "house": house}]


def draw(state: dict) -> list:
    """5.26.6: the whole deck is reshuffled right before each combat's card step."""
    c = cur(state)
    state["tides_deck"] = Rng(state).shuffle(list(edition_of(state).tides_deck))
    events = []
    for side in SIDES:
        card = c["sealed"][c[side]]["tides"] = state["tides_deck"].pop(0)
        events += _secret(state, side, card, "tides-drawn")
    return events


def redraw(state: dict, side: str) -> list:
    mine = cur(state)["sealed"][cur(state)[side]]
    mine["discarded"].append(mine["tides"])
    mine["tides"] = state["tides_deck"].pop(0)
    return _secret(state, side, mine["tides"], "tides-redrawn")


def reveal(state: dict) -> list:
    c = cur(state)
    for side in SIDES:
        c["tides"][side] = c["sealed"][c[side]]["tides"]
    c["tides_revealed"] = True
    return [{"type": "tides-revealed", "cards": {c[s]: c["tides"][s] for s in SIDES}}]


def skulls(state: dict, side: str) -> int:
    tid = cur(state)["tides"][side]
    return edition_of(state).tides_cards[tid]["skulls"] if tid else 0


def give_back(state: dict) -> None:
    """5.26.6: after the combat the drawn cards return to the deck."""
    c = cur(state)
    if not enabled(state):
        return
    for side in SIDES:
        mine = c["sealed"][c[side]]
        state["tides_deck"].extend(([mine["tides"]] if mine["tides"] else []) + mine["discarded"])
        mine["tides"], mine["discarded"] = None, []


# -- the combat stages of Tides of Battle ------------------------------------------------------


def draw_stage(state: dict, frame: dict) -> list:
    advance(frame)
    return draw(state) if enabled(state) else []


def reveal_stage(state: dict, frame: dict) -> list:
    advance(frame)
    return reveal(state) if enabled(state) else []
