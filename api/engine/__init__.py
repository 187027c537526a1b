"""The engine protocol shared by every game: pure Python, no Flask, no Redis.

A game is a :class:`Game` record of plain functions over a JSON-only state dict.
See docs/architecture.md ("The engine protocol") for the contract in prose. The frame stack and
its loop are in ``flow``; the shared steps in ``ask``, ``select``, ``sealed``, ``order`` and
``priority``; field checks in ``fields``.
"""
from api.engine.errors import BadAction, IllegalAction, RuleError
from api.engine.game import Game, decision, option
from api.engine.rng import Rng

__all__ = ["BadAction", "Game", "IllegalAction", "Rng", "RuleError", "decision", "option"]
