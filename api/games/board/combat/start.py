"""The start of a combat (5.13): attacker, defender (the occupant, or the home house when only
its garrison defends, A-18), the Support orders to ask, and the ``combat`` record.

``state["combat"]`` holds the combat while it runs: ``attacker``, ``defender``, ``area``,
``origin``, ``march`` (a copy of the March order), ``attackers`` (the marching units, off the
board until clean-up), ``garrison``, ``supports`` [{area, house, side, accepted}], ``cards``
{attacker, defender} (public after the reveal), ``tides`` (public after the Tides reveal),
``blade``, ``strength``, ``winner`` (a side); every secret of a house (its Tides draws) only
under ``sealed[house]``, which the view shows to others as "ready". The house cards chosen in
secret are the entries of the sealed ``combat_cards`` frame (``combat.cards``) until revealed.
"""
from __future__ import annotations

from api.games.board.areas.control import occupant
from api.games.board.combat.stages import STAGES
from api.games.board.edition import edition_of
from api.games.board.tracks.influence import turn_order


def start_combat(state: dict, attacker: str, origin: str, target: str, units: list,
                 march_order: dict) -> list:
    """Begin a combat; pushes its frames, which pop when it is over.

    The march calls it after the order's quiet moves and its power-token decision. ``units``
    were already taken out of ``origin``; ``march_order`` is a copy of the March order, which
    stays on the board until clean-up removes it (or Ser Loras moves it)."""
    st = state["areas"][target]
    rec = edition_of(state).areas[target]
    defender = occupant(state, target) or rec["home"]
    # a garrison fights only for its own house's home area
    garrison = (st["garrison"] or 0) if rec["home"] == defender else 0
    order = turn_order(state)
    queue = []
    for a in rec["adjacent"]:
        o = state["areas"][a]["order"]
        if o and o["type"] == "support":
            queue.append(a)
    queue.sort(key=lambda a: (order.index(state["areas"][a]["order"]["house"]), a))
    state["combat"] = {
        "attacker": attacker, "defender": defender, "area": target, "origin": origin,
        "march": dict(march_order), "attackers": list(units), "garrison": garrison,
        "supports": [], "support_queue": queue,
        # per-house secrets (Tides draws) live under "sealed", which the view shows to other
        # seats only as "ready" (view.py convention); the chosen house cards are the entries
        # of the sealed ``combat_cards`` frame until they are revealed
        "sealed": {h: {"tides": None, "discarded": []} for h in (attacker, defender)},
        "cards": {"attacker": None, "defender": None},
        "queue": [], "queue_for": None, "resolved": [], "flags": {},
        "tides": {"attacker": None, "defender": None}, "tides_revealed": False,
        "blade": None, "strength": None, "winner": None,
        "hits": None, "retreat": None,
    }
    state["stack"].append({"kind": "combat", "stage": STAGES[0]})
    return [{"type": "combat-started", "attacker": attacker, "defender": defender,
             "area": target, "origin": origin, "units": [u["type"] for u in units],
             "garrison": garrison}]
