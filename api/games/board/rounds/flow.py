"""What must hold after every step of the board game (the engine's ``after_step`` hook)."""
from __future__ import annotations

from api.games.board.areas.ports import settle_ports_with_capture, stale_ports
from api.games.board.rounds.victory import check_victory


def after_step(state: dict) -> list:
    """A victory check (5.24: "at any moment") and, outside a combat, the ports of lands that
    changed hands settled (5.11, A-10): any control change (wildling losses, marches, ...)
    may leave ships in a port whose land another house now holds."""
    events = list(check_victory(state))
    stack = state["stack"]
    if stack and not state.get("combat") and stack[-1]["kind"] != "capture_port" \
            and stale_ports(state):
        events += settle_ports_with_capture(state)
        events += check_victory(state)
    return events
