"""Driving a joust in tests: random legal play, and a state placed at a chosen step."""
from __future__ import annotations

import copy
import json
import random

from api.games.lcg2e import GAME


def play_random(seed: int, options: dict | None = None, max_steps: int = 20000,
                each=None):
    """Play a joust answering uniformly random listed options; ``each(state, seat, action,
    events)`` sees every step. Returns the final state."""
    rng = random.Random(seed)
    state = GAME.new(2, options or {}, seed)
    for _ in range(max_steps):
        if GAME.result(state) is not None:
            return state
        seat = rng.choice(GAME.to_act(state))
        d = rng.choice(GAME.decisions(state, seat))
        action = rng.choice(d["options"])["action"]
        events = GAME.apply(state, seat, copy.deepcopy(action))
        if each:
            each(state, seat, action, events)
        state = json.loads(json.dumps(state))   # as the platform stores it between requests
    raise AssertionError(f"seed {seed}: no result after {max_steps} steps")


def answer(state: dict, seat: int, pick) -> list:
    """Apply the first listed option of ``seat`` for which ``pick(action)`` is true."""
    for d in GAME.decisions(state, seat):
        for o in d["options"]:
            if pick(o["action"]):
                return GAME.apply(state, seat, copy.deepcopy(o["action"]))
    raise AssertionError(f"no such option for seat {seat}: "
                         f"{[o['action'] for d in GAME.decisions(state, seat) for o in d['options']]}")


def decision(state: dict, seat: int) -> dict:
    (d,) = GAME.decisions(state, seat)
    return d


def find(state: dict, seat: int, name: str, zones=("hand", "deck")) -> str:
    from api.games.lcg2e.catalog import BY_NAME
    code = BY_NAME[name]
    for z in zones:
        for cid in state["seats"][seat][z]:
            if state["cards"][cid]["code"] == code:
                return cid
    raise KeyError(f"seat {seat} has no {name} in {zones}")


def at_challenges(seed: int = 1, play=((), ()), plots=("A Noble Cause", "Marching Orders"),
                  first: int = 0, hands=((), ()), power=(0, 0)) -> dict:
    """A learning joust (seat 0 Stark, seat 1 Lannister) put straight into the challenges
    phase of round 1: hands emptied into the decks except ``hands``, ``play`` in play
    (standing; ``(name, True)`` kneeling), ``plots`` revealed, ``first`` the first player,
    whose challenge choice is asked."""
    from api.games.cardcore import cards, moves
    from api.games.lcg2e.flow import FLOW
    state = GAME.new(2, {}, seed)
    for s in (0, 1):
        moves.move(state, list(state["seats"][s]["hand"]), "deck", "test", "bottom")
        for entry in play[s]:
            name, kneeling = (entry, False) if isinstance(entry, str) else entry
            moves.enter_play(state, find(state, s, name), "setup", kneeling=kneeling)
        for name in hands[s]:
            moves.move(state, [find(state, s, name, ("deck",))], "hand", "test")
        moves.reveal_plot(state, s, find(state, s, plots[s], ("plot_deck",)))
        state["seats"][s]["faction_card"]["power"] = power[s]
    state.update(round=1, phase="challenges", first_player=first, active=first,
                 challenges_made=[{}, {}])
    state["stack"] = [{"kind": "round", "stage": "challenges_next", "i": 1},
                      {"kind": "challenges_turn", "seat": first, "stage": "ask"}]
    cards.touch(state)
    FLOW.settle(state)
    return state


def pass_windows(state: dict) -> list:
    """Pass every action window now open (a seat with cards in hand is asked: nobody may learn
    from timing whether it holds a play), stopping at any other decision, a reaction or
    interrupt window included; the events."""
    events = []
    while GAME.result(state) is None and GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        d = decision(state, seat)
        if d["type"] != "priority" or d["window"] != "window":   # not a reaction window
            break
        events += answer(state, seat, lambda a: a["type"] == "pass")
    return events


def table_game(t) -> dict:
    """Make a cardcore Table's state a joust the flow can run (no frame pending yet)."""
    from api.games.cardcore import cards
    t.state.update(n=2, stack=[], result=None, challenge=None, limited=[0, 0],
                   challenges_made=[{}, {}], mode="standard", options={}, active=None,
                   schema_version=1)
    cards.touch(t.state)
    return t.state


def fire(t, name: str, **fields) -> list:
    """Raise one timing point on a Table (made a joust) and run the flow until a seat must
    decide; the events."""
    from api.games.lcg2e import triggers
    from api.games.lcg2e.flow import FLOW
    state = t.state if "stack" in t.state else table_game(t)
    triggers.raise_trigger(state, name, **fields)
    return FLOW.settle(state)


def at_plot_phase(seed: int = 1, plot_decks=(None, None), used=((), ()), play=((), ()),
                  hands=((), ()), power=(0, 0), first: int = 0, round_: int = 2) -> dict:
    """A learning joust (seat 0 Stark, seat 1 Lannister) at the start of round ``round_``'s
    plot phase: ``plot_decks[s]`` (names) left in the plot deck (None: all seven), ``used[s]``
    moved to the used pile, hands emptied into the decks except ``hands``, ``play`` in play,
    ``first`` the first player; each seat is asked for its plot."""
    from api.games.cardcore import cards, moves
    from api.games.lcg2e.flow import FLOW
    state = GAME.new(2, {}, seed)
    for s in (0, 1):
        moves.move(state, list(state["seats"][s]["hand"]), "deck", "test", "bottom")
        for name in play[s]:
            moves.enter_play(state, find(state, s, name), "setup")
        for name in hands[s]:
            moves.move(state, [find(state, s, name, ("deck",))], "hand", "test")
        for name in used[s]:
            moves.move(state, [find(state, s, name, ("plot_deck",))], "used_plots", "test")
        if plot_decks[s] is not None:
            keep = list(plot_decks[s])
            for cid in list(state["seats"][s]["plot_deck"]):
                name = card_name(state, cid)
                if name in keep:
                    keep.remove(name)
                else:
                    moves.move(state, [cid], "used_plots", "test")
        state["seats"][s]["faction_card"]["power"] = power[s]
    state.update(round=round_, phase="taxation", first_player=first, active=None)
    state["stack"] = [{"kind": "game", "stage": "round"},
                      {"kind": "round", "stage": "plot_begins"}]
    cards.touch(state)
    FLOW.settle(state)
    return state


def card_name(state: dict, cid: str) -> str:
    from api.games.cardcore import derive
    return derive.printed(state, cid)["name"]


def choose_plots(state: dict, names) -> list:
    """Both seats choose their plot by name (the sealed step reveals them together)."""
    events = []
    for s in (0, 1):
        cid = find(state, s, names[s], ("plot_deck",))
        events += answer(state, s, lambda a, c=cid: a == {"type": "plot", "card": c})
    return events
