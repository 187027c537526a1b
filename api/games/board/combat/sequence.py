"""The ``combat`` frame (5.13): one automatic frame per combat whose ``stage`` walks the
rulebook's steps (``combat.stages``), each stage run by the module of its step. Single-house
choices are ``combat_choice`` frames (``combat.choice``); the simultaneous house-card choice is
the sealed ``combat_cards`` frame (``combat.cards``).
"""
from __future__ import annotations

from api.engine.flow import Step
from api.games.board.combat import (blade, cards, casualties, choice, cleanup, retreat, support,
                                    tides, victor)
from api.games.board.combat.stages import STAGES


def _hooks(timing: str):
    return lambda state, frame: cards.run_hooks(state, frame, timing)


RUN = {
    "support": support.call_for_support,        # step 1 (5.14), with step 2 (5.15)
    "cards": cards.choose,                      # step 3 (5.16)
    "reveal": cards.reveal,
    "cancel": _hooks("cancel"),
    "immediate": _hooks("immediate"),
    "tides": tides.draw_stage,                  # 5.26
    "blade_redraw": blade.redraw_stage,
    "tides_reveal": tides.reveal_stage,
    "blade": blade.plus_one_stage,              # step 4
    "final": victor.determine,                  # steps 5 and 6a (5.17.1)
    "after_winner": _hooks("after_winner"),
    "casualties": casualties.take,              # 5.17.2
    "retreat": retreat.choose,                  # 5.17.3
    "retreat_move": retreat.move,
    "cleanup": cleanup.clean_up,                # 5.17.4
    "after_combat": _hooks("after_combat"),
    "end": cleanup.end,
}
assert list(RUN) == STAGES


def _auto(state: dict, frame: dict) -> list:
    return RUN[frame["stage"]](state, frame)


STEPS = [Step("combat", auto=_auto), choice.STEP, *cards.STEPS]
