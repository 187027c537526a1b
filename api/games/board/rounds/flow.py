"""The board game's flow: the engine's frame stack, plus what must hold after every step."""
from __future__ import annotations

from api.engine.flow import Flow
from api.games.board.areas.ports import settle_ports_with_capture, stale_ports
from api.games.board.rounds.victory import check_victory


class BoardFlow(Flow):
    """After every automatic step and every action: a victory check (5.24: "at any moment")
    and, outside a combat, the ports of lands that changed hands settled (5.11, A-10).

    It also runs hybrid steps (both ``auto`` and ``to_act``): such a step waits while
    ``to_act`` names seats, else its ``auto`` runs.
    """

    def settle(self, state: dict) -> list:
        events: list = list(check_victory(state))
        for _ in range(100_000):
            stack = state["stack"]
            if not stack:
                return events
            if not state.get("combat") and stack[-1]["kind"] != "capture_port" and stale_ports(state):
                # Any control change outside a combat (wildling losses, marches, ...) settles
                # the ports of the lands that changed hands (5.11, A-10).
                events.extend(settle_ports_with_capture(state))
                events.extend(check_victory(state))
                continue
            frame = stack[-1]
            step = self.steps[frame["kind"]]
            if step.auto is None:
                if not step.to_act(state, frame):
                    raise RuntimeError(f"step {frame['kind']} waits for nobody")
                return events
            # hybrid steps (auto + to_act) wait while someone has to act
            if step.to_act is not None and step.to_act(state, frame):
                return events
            events.extend(step.auto(state, frame) or ())
            events.extend(check_victory(state))
        raise RuntimeError("automatic steps did not settle")
