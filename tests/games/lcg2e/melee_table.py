"""Driving a melee in tests: a state placed in the challenges phase with chosen titles,
characters and plots, and the answers a challenge asks for."""
from __future__ import annotations

import copy
import random

from api.games.cardcore import cards, moves
from api.games.lcg2e import GAME, melee
from api.games.lcg2e.flow import FLOW
from api.games.lcg2e.setup import player_order
from tests.games.lcg2e.joust import answer, decision, pass_windows

NOBLE_CAUSE = "01004"       # plot 5 income / 0 initiative / 1 claim / 6 reserve
# vanilla characters (no text, no keywords): code -> (STR, icons)
TUMBLESTONE = "01150"       # 2 STR, military + power
NAVIGATOR = "01076"         # 2 STR, military
COURTESAN = "01187"         # 2 STR, intrigue + power
DAYNE = "01113"             # 2 STR, military + intrigue


def give_title(state: dict, seat: int, code: str) -> None:
    m = state["melee"]
    cid = next(c for c in m["pool"] if state["cards"][c]["code"] == code)
    m["pool"].remove(cid)
    state["cards"][cid].update(zone="title", controller=seat)
    state["seats"][seat]["title"] = cid
    cards.touch(state)


def place(state: dict, seat: int, code: str, kneeling: bool = False) -> str:
    cid = cards.create(state, seat, code, "deck")
    moves.enter_play(state, cid, "setup", kneeling=kneeling)
    return cid


def melee_at(n: int, titles: dict, play: dict | None = None, first: int = 0, seed: int = 1,
             phase: str = "challenges", hands: dict | None = None, gold: dict | None = None,
             log: list | None = None) -> dict:
    """A melee of ``n`` seats in round 1: hands back in the decks (``hands[s]`` cards left),
    ``play[s]`` codes in play standing, A Noble Cause revealed by everyone, ``titles`` {seat:
    code} borne, ``first`` the first player. ``phase`` "challenges": the first player is
    asked for a challenge; another phase: the round runs from that phase's steps (its events
    go to ``log``). ``gold[s]``: gold in the seat's pool."""
    state = GAME.new(n, {}, seed)
    assert state["stack"] and state["stack"][-1]["kind"] == "mulligan"
    for s in range(n):
        z = state["seats"][s]
        moves.move(state, z["hand"][(hands or {}).get(s, 0):], "deck", "test", "bottom")
        for code in (play or {}).get(s, ()):
            place(state, s, code)
        moves.reveal_plot(state, s, cards.create(state, s, NOBLE_CAUSE, "plot_deck"))
    for s, code in titles.items():
        give_title(state, s, code)
    for s, g in (gold or {}).items():
        state["seats"][s]["gold"] = g
    state.update(round=1, phase=phase, first_player=first, active=first,
                 challenges_made=[{} for _ in range(n)])
    melee.new_phase(state)
    order = player_order(state)
    if phase == "challenges":
        state["stack"] = [{"kind": "game", "stage": "round"},
                          {"kind": "round", "stage": "challenges_next", "i": 1, "order": order},
                          {"kind": "challenges_turn", "seat": first, "stage": "ask"}]
    else:
        state["stack"] = [{"kind": "game", "stage": "round"},
                          {"kind": "round", "stage": phase}]
    cards.touch(state)
    events = FLOW.settle(state)
    if log is not None:
        log.extend(events)
    return state


def options(state: dict, seat: int) -> list[dict]:
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def declare(state: dict, seat: int, kind: str, opponent: int, attackers: list[str]) -> list:
    """``seat`` initiates a ``kind`` challenge against ``opponent`` with ``attackers``."""
    events = answer(state, seat, lambda a: a == {"type": "challenge", "challenge": kind,
                                                 "opponent": opponent})
    if seat not in GAME.to_act(state) or decision(state, seat)["type"] != "attackers":
        return events          # a single eligible character is declared by the engine
    for cid in attackers:
        events += answer(state, seat, lambda a, c=cid: a == {"type": "toggle", "card": c})
    return events + answer(state, seat, lambda a: a["type"] == "confirm")


def defend(state: dict, seat: int, defenders: list[str]) -> list:
    """``seat`` declares ``defenders`` (with none eligible the engine declares none)."""
    events = pass_windows(state)
    if seat not in GAME.to_act(state) or decision(state, seat)["type"] != "defenders":
        assert not defenders
        return events + pass_windows(state)
    for cid in defenders:
        events += answer(state, seat, lambda a, c=cid: a == {"type": "toggle", "card": c})
    events += answer(state, seat, lambda a: a["type"] == "confirm")
    return events + pass_windows(state)


def pass_all(state: dict) -> list:
    """Pass every window now open, reaction windows too, up to another decision."""
    events = []
    while GAME.result(state) is None and GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        if decision(state, seat)["type"] != "priority":
            break
        events += answer(state, seat, lambda a: a["type"] == "pass")
    return events


def to_title_choice(n: int, seed: int) -> dict:
    """A new melee played at random up to its first choice of titles."""
    rng = random.Random(seed)
    state = GAME.new(n, {}, seed)
    while not (state["stack"] and state["stack"][-1]["kind"] == "title"):
        seat = rng.choice(GAME.to_act(state))
        d = rng.choice(GAME.decisions(state, seat))
        GAME.apply(state, seat, copy.deepcopy(rng.choice(d["options"])["action"]))
    return state
