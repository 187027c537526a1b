"""The Action phase (4.5): Raids, then Marches, then Consolidate Power, each step going round
the houses in turn order, one order per turn, skipping houses without orders of the step's
type (AS-53). The rules of each order are in ``raid``, ``march`` and ``consolidate``.
"""
from __future__ import annotations

from api.engine.flow import Step
from api.games.board.action import consolidate, march, raid
from api.games.board.planning.orders import orders_of
from api.games.board.seats import house_seat
from api.games.board.tracks.influence import turn_order


def _next_house(state: dict, frame: dict) -> str | None:
    """Next house after the last one that acted, in the current turn order (A-25)."""
    order = turn_order(state)
    start = 0
    if frame["last"] in order:
        start = order.index(frame["last"]) + 1
    for i in range(len(order)):
        h = order[(start + i) % len(order)]
        if orders_of(state, h, frame["order_type"]):
            return h
    return None


def _auto(state, frame):
    h = _next_house(state, frame)
    if h is None:
        state["stack"].pop()
        return []
    if frame["order_type"] == "raid":
        raids = orders_of(state, h, "raid")
        if not any(raid.raid_targets(state, h, a) for a in raids):
            # 5.8: a raid with no legal target is removed without effect; targets never
            # appear later in the step, so nothing is lost by not asking.
            state["areas"][raids[0]]["order"] = None
            frame["last"] = h
            return [{"type": "raid", "house": h, "area": raids[0], "target": None, "auto": True}]
    frame["house"] = h
    return []


def _to_act(state, frame):
    h = frame.get("house")
    if h is None or not orders_of(state, h, frame["order_type"]):
        return []
    return [house_seat(state, h)]


_DECIDE = {"raid": raid.decisions, "march": march.pick_decisions, "consolidate": consolidate.decisions}
_ACT = {"raid": raid.act, "march": march.pick_act, "consolidate": consolidate.act}


def _decisions(state, frame, seat, lang):
    return _DECIDE[frame["order_type"]](state, frame, seat, lang)


def _act(state, frame, seat, action):
    return _ACT[frame["order_type"]](state, frame, seat, action)


# A hybrid step: the flow asks to_act first; with nobody to act, auto picks the next house.
STEPS = [Step("action_step", auto=_auto, to_act=_to_act, decisions=_decisions, act=_act)]
