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

Optional parts a game may add (the platform offers the matching operations only then):

- ``settings_schema`` / ``settings(state, seat) -> dict`` / ``configure(state, seat, settings)
  -> [Event]`` — a seat's own standing preferences (lcg2e: which action windows it watches),
  kept in the state so that a replay needs them: the platform logs a change with the actions.
- ``deck_schema`` / ``check_deck(deck) -> [problem]`` / ``with_decks(options, players, seed,
  {seat: deck}) -> options`` — decks a seat brings when it joins: checked before the seat is
  taken (each problem ``{"code": "deck/...", "detail", ...}``), built into the options the
  match starts with.
- ``card_listing(filters, lang) -> [card]`` — the game's cards as clients may list them.

- ``secrets(state, seat_or_None) -> [Secret]`` (optional, but every shipped game has it) — the
  concrete facts the rules hide from that viewer now: another seat's hand, a sealed bid or an
  unrevealed order, deck order, the RNG. Only the leak check reads it
  (``tests/support/leaks.py``); see :class:`Secret` for what the check does with each one.
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
class Secret:
    """One fact hidden from one viewer, as ``Game.secrets(state, seat)`` lists them.

    ``what`` names it for a failure message ("seat 2's hand"); ``at`` is the path of its value
    in the state (keys and list indexes, e.g. ``("hands", 2, 0)``) and ``value`` the value there.

    The leak check, for a viewer, looks at its view, its decisions (prompts, labels and actions
    in every language), the error answers to a few refused actions and the events it receives:

    - It replaces the value at every ``at`` by a unique stand-in in a copy of the state: the
      view, decisions and errors must come out exactly the same (so nothing in them depends
      on a hidden value, even as a sum or a count), and no stand-in that is still hidden after
      an action may ride on the events of that action.
    - ``distinct``: nothing this viewer may see carries this value (a physical card's own id,
      the RNG state), so the real value must not appear anywhere either (as a JSON value or
      key, or as a whole word of a text). Say ``distinct=False`` for values that are public
      elsewhere or mean nothing alone: a power token's value 2, a bid of 3, an order token
      every house owns, a house card that is in a public hand but secretly chosen.
    - ``about``: for such a value, the public thing it belongs to (a house, an area). An event
      that names ``about`` must not carry ``value`` in the same object; this catches a sealed
      choice leaking in the very action that makes it, before any stand-in could stand in.
    - ``shown_by``: event types that may carry the value to this viewer on its way to where it
      is hidden when the action ends: a card shown face up, then taken back or reshuffled; a
      seat's own draw or a look an ability grants it (never listed for a spectator, so such a
      private event sent to everyone is caught).

    An action's events are judged by what is hidden after it, less what the viewer could see
    before it (a played card is public once played; a bid card going back to a hand is no news).
    """

    what: str
    at: tuple
    value: Any
    distinct: bool = True
    about: Any = None
    shown_by: tuple[str, ...] = ()


# Action types of the engine's shared steps (ask, select, order, priority), in every game.
SHARED_ACTION_TYPES = frozenset({"choose", "toggle", "confirm", "order", "pass"})


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
    # What the rules hide from a viewer now, (state, seat_or_None) -> [Secret]: read only by
    # the leak check, never at run time.
    secrets: Callable[[State, int | None], list[Secret]] | None = None
    # Every action type the game ever lists (besides the engine's shared steps'): an action of
    # one of these that the match does not expect now is stale (409), not malformed (422).
    action_types: frozenset[str] = frozenset()
    settings_schema: dict | None = None
    settings: Callable[[State, int], dict] | None = None
    configure: Callable[[State, int, dict], list[Event]] | None = None
    deck_schema: dict | None = None
    check_deck: Callable[[dict], list[dict]] | None = None
    with_decks: Callable[[dict, int, int, dict], dict] | None = None
    card_listing: Callable[[dict, str], list[dict]] | None = None
    # Optional: the stored form of a state, smaller than the one the rules work on
    # (state -> a new stored dict; the state itself is left as it is), and back (stored ->
    # the full state, in place; a state stored full must come back as itself).
    pack: Callable[[State], dict] | None = None
    unpack: Callable[[dict], State] | None = None

    def upgrade(self, state: State) -> State:
        """Bring a stored state up to the current schema version with pure migrations."""
        v = state.get("schema_version", 1)
        while v < self.schema_version:
            state = self.migrations[v - 1](state)
            v += 1
            state["schema_version"] = v
        return state

    def knows(self, action_type) -> bool:
        """Whether some question of this game takes actions of this type."""
        return action_type in self.action_types or action_type in SHARED_ACTION_TYPES

    def is_terminal(self, state: State) -> bool:
        return self.result(state) is not None
