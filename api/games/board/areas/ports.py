"""Ports (5.11, A-10): ships in a port belong with its land. When the land changes hands, the
new owner may replace the other house's ships with its own (``capture_port``); the rest are
destroyed.

``settle_ports_with_capture`` is called after every change of control: by a march, by combat
clean-up, by wildling losses, and by the round's flow between steps (``stale_ports``).
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.areas.control import controller, units_of
from api.games.board.areas.supply import limits, sizes_ok, unit_counts
from api.games.board.components import pieces_left
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.seats import house_seat
from api.games.board.validate import get_int, unknown


def port_ships(state: dict, port: str) -> int:
    return len(state["areas"][port]["units"])


def stale_ports(state: dict) -> bool:
    """Ships left in a port whose land changed hands (checked after every step)."""
    areas = state["areas"]
    for port in edition_of(state).ports:
        ships = areas[port]["units"]
        if ships:
            owner = controller(state, port)
            for u in ships:
                if u["house"] != owner:
                    return True
    return False


def settle_ports(state: dict) -> list:
    """Ships of a house that no longer owns a port's land are destroyed."""
    events = []
    for port in edition_of(state).ports:
        ships = state["areas"][port]["units"]
        if not ships:
            continue
        owner = controller(state, port)
        lost = [u for u in ships if u["house"] != owner]
        if lost:
            state["areas"][port]["units"] = [u for u in ships if u["house"] == owner]
            if not state["areas"][port]["units"]:
                state["areas"][port]["order"] = None
            events.append({"type": "port-ships-destroyed", "area": port,
                           "house": lost[0]["house"], "count": len(lost)})
    return events


def capture_max(state: dict, house: str, port: str) -> int:
    """How many enemy ships the new owner may replace: its free pieces, port room, supply."""
    enemy = [u for u in state["areas"][port]["units"] if u["house"] != house]
    own = len(units_of(state, port, house))
    best = 0
    for k in range(1, len(enemy) + 1):
        if k > pieces_left(state, house, "ship"):
            break
        sizes = list(unit_counts(state, house, {port: k}).values())
        if own + k <= edition_of(state).port_capacity and sizes_ok(sizes, limits(state, house)):
            best = k
    return best


def settle_ports_with_capture(state: dict) -> list:
    """Ports whose land changed hands: offer the new owner to replace the ships (5.11), else
    destroy them. Pushes a ``capture_port`` frame when there is a choice to make."""
    for port in edition_of(state).ports:
        owner = controller(state, port)
        if owner and any(u["house"] != owner for u in state["areas"][port]["units"]) \
                and capture_max(state, owner, port) > 0:
            state["stack"].append({"kind": "capture_port", "house": owner, "port": port})
            return []
    return settle_ports(state)


def _cap_to_act(state, frame):
    return [house_seat(state, frame["house"])]


def _cap_decisions(state, frame, seat, lang):
    n = capture_max(state, frame["house"], frame["port"])
    opts = [option(str(k), {"type": "capture_ships", "count": k}) for k in range(n + 1)]
    return [decision("capture_port", "capture_port_ships",
                     L.t(lang, "capture_port", area=L.area(state, frame["port"], lang)), opts)]


def _cap_act(state, frame, seat, action):
    if action["type"] != "capture_ships":
        unknown(action)
    h, port = frame["house"], frame["port"]
    k = get_int(action, "count", 0, capture_max(state, h, port))
    state["stack"].pop()
    enemy = [u for u in state["areas"][port]["units"] if u["house"] != h]
    state["areas"][port]["units"] = units_of(state, port, h) + [
        {"type": "ship", "house": h, "routed": False} for _ in range(k)]
    if not state["areas"][port]["units"]:
        state["areas"][port]["order"] = None
    elif state["areas"][port]["order"] and state["areas"][port]["order"]["house"] != h:
        state["areas"][port]["order"] = None
    ev = [{"type": "port-captured", "house": h, "area": port, "replaced": k,
           "from": enemy[0]["house"] if enemy else None, "removed": len(enemy)}]
    return ev + settle_ports_with_capture(state)


STEPS = [Step("capture_port", to_act=_cap_to_act, decisions=_cap_decisions, act=_cap_act)]
