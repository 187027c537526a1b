"""The round (4.1): Westeros (from round 2), Planning, Action, then Clean-up (4.5 step 4); the
game ends after the last round's clean-up (1.3)."""
from __future__ import annotations

from api.engine.flow import Step
from api.games.board.edition import edition_of
from api.games.board.planning.assign import start_planning
from api.games.board.rounds.victory import end_game, end_of_round_victory
from api.games.board.westeros.phase import start_westeros


def _round_auto(state: dict, frame: dict) -> list:
    stage = frame["stage"]
    events: list = []
    if stage == "westeros":
        state["round"] += 1
        state["phase"] = "westeros"
        state["restrictions"] = []
        frame["stage"] = "planning"
        events.append({"type": "round-started", "round": state["round"]})
        events.extend(start_westeros(state))
        return events
    if stage == "planning":
        state["phase"] = "planning"
        frame["stage"] = "action"
        # a board where no house has a unit left has nothing to order (it happens in random
        # play, after wildling penalties): the empty Planning phase passes at once
        start_planning(state)
        events.append({"type": "phase", "phase": "planning", "round": state["round"]})
        return events
    if stage == "action":
        state["phase"] = "action"
        frame["stage"] = "cleanup"
        # pushed last-first: raids resolve first (4.5)
        state["stack"].append({"kind": "action_step", "order_type": "consolidate", "last": None})
        state["stack"].append({"kind": "action_step", "order_type": "march", "last": None})
        state["stack"].append({"kind": "action_step", "order_type": "raid", "last": None})
        events.append({"type": "phase", "phase": "action", "round": state["round"]})
        return events
    if stage == "cleanup":
        events.extend(cleanup(state))
        won = end_of_round_victory(state)
        if won:
            return events + won
        if state["round"] >= edition_of(state).rounds:
            return events + end_game(state, list(state["houses"]), "round_limit")
        frame["stage"] = "westeros"
        return events
    raise RuntimeError(f"unknown round stage {stage}")


def cleanup(state: dict) -> list:
    """Clean-up (4.5 step 4): orders off the board, routed units stand, Blade and Raven ready."""
    for st in state["areas"].values():
        st["order"] = None
        for u in st["units"]:
            u["routed"] = False
    state["blade_used"] = False
    state["raven_used"] = False
    return [{"type": "cleanup", "round": state["round"]}]


STEPS = [Step("round", auto=_round_auto)]
