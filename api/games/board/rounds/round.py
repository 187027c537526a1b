"""Round structure (4.1), Clean-up (4.5 step 4), victory and game end (1.3, 1.4, 5.24)."""
from __future__ import annotations

from api.engine.flow import Flow, Step
from api.games.board import data
from api.games.board.board import (castle_count, controlled_areas, house_seat, refresh_victory,
                                   stronghold_count)
from api.games.board.planning import start_planning

# -- victory ----------------------------------------------------------------------------------


def ranking_key(state: dict, house: str):
    """Sort key, best first, for the end-of-game tiebreakers (1.4; A-20 flag)."""
    it = state["tracks"]["iron_throne"].index(house)
    hs = state["houses"][house]
    if state["options"].get("tiebreak_faq_v2"):
        return (-castle_count(state, house), -len(controlled_areas(state, house)),
                -hs["supply"], it)
    return (-castle_count(state, house), -stronghold_count(state, house), -hs["supply"],
            -hs["power"], it)


def end_game(state: dict, candidates: list[str], reason: str) -> list:
    best = sorted(candidates, key=lambda h: ranking_key(state, h))
    winner = best[0]
    order = sorted(state["houses"], key=lambda h: ranking_key(state, h))
    state["result"] = {
        "winners": [house_seat(state, winner)],
        "scores": [castle_count(state, h) for h in state["seats"]],
        "reason": reason,
        "winner_house": winner,
        "ranking": order,
        "round": state["round"],
    }
    state["phase"] = "over"
    state["stack"] = []
    state["combat"] = None
    return [{"type": "game-over", "winner": winner, "seat": house_seat(state, winner), "reason": reason}]


def check_victory(state: dict) -> list:
    """Immediate victory (1.3): a house controlling 7 castle/stronghold lands wins at once;
    several at the same instant are split by the end-game tiebreakers (A-13)."""
    if state.get("result") is not None:
        return []
    refresh_victory(state)
    if not data.rules(state)["immediate_victory"]:
        return []     # a 1E ruleset would check at the end of each turn instead
    need = data.rules(state)["castles_to_win"]
    top = [h for h, hs in state["houses"].items() if hs["victory"] >= need]
    if top:
        return end_game(state, top, "seven_castles")
    return []


PORTS = tuple(p for p, a in data.AREAS.items() if a["kind"] == "port")


def stale_ports(state: dict) -> bool:
    """Ships left in a port whose land changed hands (checked after every step)."""
    from api.games.board.board import controller
    areas = state["areas"]
    for port in PORTS:
        ships = areas[port]["units"]
        if ships:
            owner = controller(state, port)
            for u in ships:
                if u["house"] != owner:
                    return True
    return False


class BoardFlow(Flow):
    """The engine's flow plus a victory check after every step (5.24: "at any moment")."""

    def settle(self, state: dict) -> list:
        events: list = list(check_victory(state))
        for _ in range(100_000):
            stack = state["stack"]
            if not stack:
                return events
            if not state.get("combat") and stack[-1]["kind"] != "capture_port" and stale_ports(state):
                # Any control change outside a combat (wildling losses, marches, ...) settles
                # the ports of the lands that changed hands (5.11, A-10).
                from api.games.board.muster import settle_ports_with_capture
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

    def apply(self, state: dict, seat: int, action) -> list:
        return recipients_safe(super().apply(state, seat, action))


def recipients_safe(events: list) -> list:
    """An event's "to" is reserved for its recipients (a seat list). A destination area that
    slipped in under that key is renamed "dest" so the platform never misreads it."""
    out = []
    for e in events:
        to = e.get("to", [])
        if not (isinstance(to, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in to)):
            e = {("dest" if k == "to" else k): v for k, v in e.items()}
        out.append(e)
    return out


# -- the round frame ----------------------------------------------------------------------------


def _round_auto(state: dict, frame: dict) -> list:
    stage = frame["stage"]
    events: list = []
    if stage == "westeros":
        state["round"] += 1
        state["phase"] = "westeros"
        state["restrictions"] = []
        frame["stage"] = "planning"
        events.append({"type": "round-started", "round": state["round"]})
        try:
            from api.games.board import westeros
        except ModuleNotFoundError as exc:   # WESTEROS still being written
            if exc.name != "api.games.board.westeros":
                raise
            return events
        events.extend(westeros.start_westeros(state) or ())
        return events
    if stage == "planning":
        state["phase"] = "planning"
        frame["stage"] = "action"
        state["stack"].append(start_planning(state))
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
        if state["round"] >= data.rules(state)["rounds"]:
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


ROUND_STEPS = [Step("round", auto=_round_auto)]
