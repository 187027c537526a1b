"""The steps of a combat in the rulebook's order (5.13; with Tides of Battle the [P-FAQ]
expanded list, 5.26). The ``combat`` frame's ``stage`` walks this list."""
from __future__ import annotations

STAGES = ["support", "cards", "reveal", "cancel", "immediate", "tides", "blade_redraw",
          "tides_reveal", "blade", "final", "after_winner",
          "casualties", "retreat", "retreat_move", "cleanup", "after_combat", "end"]


def advance(frame: dict) -> None:
    frame["stage"] = STAGES[STAGES.index(frame["stage"]) + 1]
