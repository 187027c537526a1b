"""Ports (5.11, A-10): ships in a port belong with its land. When the land changes hands, the
new owner may replace the other house's ships with its own (``capture_port``); the rest are
destroyed.

``settle_ports_with_capture`` is called after every change of control: by a march (by the
combat's clean-up instead when the march starts a combat: one question per port, for the
land's final owner), by combat clean-up, by wildling losses, and by the round's flow between
steps (``stale_ports``).
"""
from __future__ import annotations

from api.engine.ask import ask, ask_step
from api.games.board.areas.control import controller, units_of
from api.games.board.areas.supply import limits, sizes_ok, unit_counts
from api.games.board.components import pieces_left
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.seats import house_seat

KIND = "capture_port"


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
    """Ports whose land changed hands: ask the new owner how many ships to replace (5.11),
    else destroy them. Asks (a ``capture_port`` question) when there is a choice to make; the
    caller must let it be answered before anything else can change who holds the land."""
    for port in edition_of(state).ports:
        owner = controller(state, port)
        if owner and any(u["house"] != owner for u in state["areas"][port]["units"]):
            n = capture_max(state, owner, port)
            if n > 0:
                ask(state, KIND, house_seat(state, owner),
                    [{"type": "capture_ships", "count": k} for k in range(n + 1)],
                    prompt=KIND, house=owner, port=port)
                return []
    return settle_ports(state)


def _captured(state: dict, frame: dict, seat: int, action: dict) -> list:
    h, port, k = frame["house"], frame["port"], action["count"]
    enemy = [u for u in state["areas"][port]["units"] if u["house"] != h]
    st = state["areas"][port]
    st["units"] = units_of(state, port, h) + [
        {"type": "ship", "house": h, "routed": False} for _ in range(k)]
    if not st["units"] or (st["order"] and st["order"]["house"] != h):
        st["order"] = None
    ev = [{"type": "port-captured", "house": h, "area": port, "replaced": k,
           "from": enemy[0]["house"] if enemy else None, "removed": len(enemy)}]
    return ev + settle_ports_with_capture(state)


def _prompt(state, frame, seat, lang):
    return L.t(lang, "capture_port", area=L.area(state, frame["port"], lang))


STEPS = [ask_step(KIND, prompt=_prompt, label=lambda state, frame, a, lang: str(a["count"]),
                  decision_type=lambda frame: "capture_port_ships", on_answer=_captured)]
