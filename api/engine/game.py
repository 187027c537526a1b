"""The protocol every game implements.

State is a plain JSON-serialisable dict (no classes, no closures) that carries its own RNG
state under ``"rng"`` and its ``"schema_version"``. Seats are numbered from 0.

- ``new(players, options, seed) -> state``
- ``decisions(state, seat, lang="en") -> [Decision]`` — what ``seat`` must decide now. The
  list of options is complete: every legal choice appears and every listed ``action`` is
  accepted verbatim by ``apply``. Large choices are split into steps so no option list
  exceeds a few hundred entries.
- ``apply(state, seat, action) -> [Event]`` — mutates ``state`` in place, or raises
  :class:`RuleError` *before* mutating anything observable (the platform also discards the
  working copy on error, so an action is never half-applied).
- ``view(state, seat_or_None) -> dict`` — what that seat (``None``: a spectator) may see.
- ``result(state) -> None | {"winners": [seat...], "scores": [...], ...}``.
- ``to_act(state) -> [seat]`` — seats with a pending decision.

A Decision is ``{"id", "type", "prompt", "options": [{"label", "action"}], "required",
"sealed"?}``. ``id`` names one occurrence of the question (``Flow`` makes it so: it never comes
back once answered); ``required`` is true when the game waits on the seat for it (the seat is
in ``to_act``), false for an optional decision (revising a sealed submission, a voluntary
ability). ``sealed`` marks simultaneous hidden submissions (orders, bids): such an action does
not depend on what other seats did meanwhile, so the platform re-validates it on fresh state
instead of refusing it as stale.

An Event is ``{"type": ..., <structured params>}``; an optional ``"to": [seat...]`` limits
who may see it (absent: everybody, spectators included). Events never carry prose only:
clients render them in their own language.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

State = dict
Action = dict
Event = dict


def option(label: str, action: Action) -> dict:
    return {"label": label, "action": action}


def decision(id: str, type: str, prompt: str, options: list[dict], sealed: bool = False,
             **extra) -> dict:
    d = {"id": id, "type": type, "prompt": prompt, "options": options}
    if sealed:
        d["sealed"] = True
    d.update(extra)
    return d


@dataclass(frozen=True)
class Game:
    id: str
    name: str
    min_players: int
    max_players: int
    options_schema: dict
    new: Callable[[int, dict, int], State]
    decisions: Callable[..., list[dict]]
    apply: Callable[[State, int, Action], list[Event]]
    view: Callable[[State, int | None], dict]
    result: Callable[[State], dict | None]
    to_act: Callable[[State], list[int]]
    schema_version: int = 1
    # Ordered pure upgrades: migrations[i] turns a state of schema_version i+1 into i+2.
    migrations: tuple[Callable[[State], State], ...] = field(default_factory=tuple)
    # Optional: a seat-aware bot for this game, (state_view, decisions, rng_int) -> action.
    bot: Callable[..., Action] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def upgrade(self, state: State) -> State:
        """Bring a stored state up to the current schema version with pure migrations."""
        v = state.get("schema_version", 1)
        while v < self.schema_version:
            state = self.migrations[v - 1](state)
            v += 1
            state["schema_version"] = v
        return state

    def is_terminal(self, state: State) -> bool:
        return self.result(state) is not None
