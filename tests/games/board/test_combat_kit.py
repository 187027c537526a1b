"""Scenario kit for the combat tests: hand-built boards, one combat at a time.

The stack holds only the combat's own frames, so when the combat ends nothing else runs and
the board can be inspected exactly as combat clean-up left it.
"""
from __future__ import annotations

from api.games import board as B
from api.games.board.combat.start import start_combat
from tests.games.board.board_helpers import (check_invariants, clear_board, new_game, order,
                                             put, seat)

__all__ = ["arena", "attack", "act", "top", "pick", "cards", "units", "check_invariants", "finish",
           "order", "put", "seat"]


def arena(players=6, seed=1, blade=False, fiefdoms=None, **options):
    """A game with an empty board (garrisons kept) and nothing pending. The Valyrian Steel
    Blade starts used unless ``blade`` (so that only Blade tests meet its decision)."""
    s = new_game(players, seed, **options)
    clear_board(s)
    s["stack"] = []
    s["blade_used"] = not blade
    if fiefdoms:
        s["tracks"]["fiefdoms"] = list(fiefdoms)
    return s


def attack(s, house, origin, target, token="march_0"):
    """March every unit of ``house`` in ``origin`` into ``target`` with the given March token."""
    order(s, origin, house, token)
    taken = [u for u in s["areas"][origin]["units"] if u["house"] == house]
    s["areas"][origin]["units"] = [u for u in s["areas"][origin]["units"] if u["house"] != house]
    events = start_combat(s, house, origin, target, taken, dict(s["areas"][origin]["order"]))
    events += B.FLOW.settle(s)
    return events


def top(s):
    """(house, action type) of the pending decision, or None when nothing is pending."""
    seats = B.to_act(s)
    if not seats:
        return None
    out = []
    for st in seats:
        for d in B.decisions(s, st):
            out.append((s["seats"][st], d["type"]))
    return out


def act(s, house, action):
    events = B.apply(s, seat(s, house), action)
    check_invariants(s)
    return events


def pick(s, house, **fields):
    """Apply the one listed option of ``house`` that has all the given fields."""
    ds = B.decisions(s, seat(s, house))
    for d in ds:
        for o in d["options"]:
            if all(o["action"].get(k) == v for k, v in fields.items()):
                return act(s, house, o["action"])
    raise AssertionError(f"no option {fields} for {house}: {[o['action'] for d in ds for o in d['options']]}")


def cards(s, **chosen):
    """Both combatants choose their house cards: cards(s, stark="eddard_stark", ...)."""
    events = []
    for h, cid in chosen.items():
        events += act(s, h, {"type": "choose_house_card", "card": cid})
    return events


def units(s, area, house=None):
    return sorted((u["type"], u["routed"]) for u in s["areas"][area]["units"]
                  if house is None or u["house"] == house)


def finish(s, kinds=("choose_retreat", "choose_casualty", "destroy_retreating")):
    """Answer the loser's remaining retreat/casualty choices with their first option."""
    events = []
    while s["combat"] is not None:
        pending = top(s) or []
        mine = [(h, t) for h, t in pending if t in kinds]
        if not mine:
            break
        h = mine[0][0]
        d = B.decisions(s, seat(s, h))[0]
        events += act(s, h, d["options"][0]["action"])
    return events
