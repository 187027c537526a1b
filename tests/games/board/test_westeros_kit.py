"""Scenario helpers for the Westeros, bidding and wildling tests (no tests in here).

``given(players)`` gives a fresh setup with an empty stack in round 2; helpers place units,
push the WESTEROS frames and drive them through the engine's own flow.
"""
from __future__ import annotations

import json

from api.engine.errors import BadAction, IllegalAction
from api.games.board import FLOW
from api.games.board.components import pieces_left, power_on_board, power_pool
from api.games.board.edition import edition_named
from api.games.board.setup import new_game as setup
from api.games.board.wildlings import attack as wildlings

ED = edition_named("2e")


def given(players: int = 6, seed: int = 1, empty: bool = False) -> dict:
    s = setup.new_state(ED, players, None, seed)
    s["stack"] = []
    s["round"] = 2
    s["phase"] = "westeros"
    if empty:
        for st in s["areas"].values():
            st["units"] = []
    return s


def put(s: dict, area: str, house: str, *types: str) -> None:
    for t in types:
        s["areas"][area]["units"].append({"type": t, "house": house, "routed": False})


def units(s: dict, house: str, utype: str | None = None) -> int:
    return sum(1 for st in s["areas"].values() for u in st["units"]
               if u["house"] == house and (utype is None or u["type"] == utype))


def seat(s: dict, house: str) -> int:
    return s["seats"].index(house)


def settle(s: dict) -> list:
    return FLOW.settle(s)


def act(s: dict, house: str, action: dict) -> list:
    return FLOW.apply(s, seat(s, house), action)


def waiting(s: dict) -> list[str]:
    return [s["seats"][i] for i in FLOW.to_act(s)]


def top(s: dict) -> dict | None:
    return s["stack"][-1] if s["stack"] else None


def options(s: dict, house: str) -> list[dict]:
    ds = FLOW.decisions(s, seat(s, house))
    return [o["action"] for d in ds for o in d["options"]]


def bid_all(s: dict, bids: dict) -> list:
    """Submit the given bids (houses that cannot bid are skipped: they bid 0 anyway)."""
    assert top(s)["kind"] == "bid"
    kind = "bid_wildlings" if top(s)["context"] == "wildlings" else "bid_influence"
    events = []
    for h, b in bids.items():
        if h in waiting(s):
            events += act(s, h, {"type": kind, "bid": b})
    return events


def stack_westeros(s: dict, cards: list[str]) -> None:
    """Put ``cards`` (deck I, II, III) on top of the three Westeros decks."""
    for deck, card in zip(ED.westeros_decks, cards):
        d = s["westeros_decks"][deck]
        d.remove(card)
        d.insert(0, card)


def stack_wildlings(s: dict, *cards: str) -> None:
    for c in reversed(cards):
        s["wildling_deck"].remove(c)
        s["wildling_deck"].insert(0, c)


def attack(s: dict, strength: int, card: str) -> list:
    stack_wildlings(s, card)
    return wildlings.start_attack(s, strength) + settle(s)


def power_total(s: dict, house: str) -> int:
    return (s["houses"][house]["power"] + power_on_board(s, house)
            + power_pool(s, house))


def check_invariants(s: dict) -> None:
    assert json.loads(json.dumps(s)) == s
    for h, hs in s["houses"].items():
        assert 0 <= hs["power"] and power_pool(s, h) >= 0, h
        assert 0 <= hs["supply"] <= 6
        assert len(hs["hand"]) + len(hs["discard"]) == 7
        assert len(set(hs["hand"]) | set(hs["discard"])) == 7
        for utype, rec in ED.unit_types.items():
            assert pieces_left(s, h, utype) >= 0, (h, utype)
    assert s["wildling_threat"] in (0, 2, 4, 6, 8, 10, 12)
    for t in ED.tracks:
        assert sorted(s["tracks"][t]) == sorted(s["seats"])
    assert sorted(s["wildling_deck"]) == sorted(ED.wildling_cards)
    for d in ED.westeros_decks:
        assert sorted(s["westeros_decks"][d]) == sorted(ED.westeros_decks[d])


def refused(fn, *args) -> str:
    try:
        fn(*args)
    except (BadAction, IllegalAction) as e:
        return e.code
    raise AssertionError("the action was accepted")
