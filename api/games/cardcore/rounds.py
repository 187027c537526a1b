"""Round pieces the card games share where they differ only in parameters (design §10.3):
the setup hand's refill and mulligan, initiative, dominance totals and the game's end."""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.cardcore import cards, derive, moves, ops


def refill(state: dict, order: list[int], hand: int) -> list:
    """Each seat in ``order`` draws up to ``hand`` cards (the starting hand after setup)."""
    events = []
    for s in order:
        short = hand - len(state["seats"][s]["hand"])
        if short > 0:
            events += ops.draw(state, {"seat": s}, seat=s, count=short)
    return events


def mulligan(state: dict, seat: int, hand: int) -> list:
    """The setup hand shuffled back into the deck and a new one of ``hand`` cards drawn."""
    cards_in_hand = list(state["seats"][seat]["hand"])
    events = moves.move(state, cards_in_hand, "deck", "mulligan", "shuffle")
    events += ops.draw(state, {"seat": seat}, seat=seat, count=hand)
    return events


def initiative(state: dict, seats: list[int] | None = None) -> tuple[int, list[int]]:
    """Highest initiative; a tie goes to the lowest power, then to chance (both games).
    ``seats``: the seats still playing (a melee's eliminated seats take no part)."""
    n = state["n"]
    values = [derive.plot_value(state, s, "initiative") for s in range(n)]
    seats = list(range(n)) if seats is None else sorted(seats)   # by seat: the draw's order
    tied = [s for s in seats if values[s] == max(values[x] for x in seats)]
    if len(tied) > 1:
        low = min(cards.power_of(state, s) for s in tied)
        tied = [s for s in tied if cards.power_of(state, s) == low]
    winner = tied[0] if len(tied) == 1 else tied[Rng(state).below(len(tied))]
    return winner, values


def dominance_totals(state: dict) -> list[int]:
    """Standing characters' STR + gold in the pool + dominance bonuses."""
    out = []
    for s in range(state["n"]):
        chars = [c for c in state["seats"][s]["play"]
                 if derive.printed(state, c)["type"] == "character"
                 and not state["cards"][c]["kneeling"]]
        out.append(sum(derive.strength(state, c) or 0 for c in chars)
                   + state["seats"][s]["gold"] + derive.dominance_bonus(state, s))
    return out


def next_active(state: dict, fr: dict, order: list[int]) -> int | None:
    """The next seat of ``order`` whose turn it is (the frame counts turns in ``fr["i"]``),
    made the active player; None, with no active player, once every seat had its turn."""
    i = fr.get("i", 0)
    seat = order[i] if i < len(order) else None
    fr["i"] = i + 1
    state["active"] = seat
    cards.touch(state)
    return seat


def game_ended(state: dict, winners: list[int], scores: list[int], reason: str) -> list:
    """The game is over: its result is set, nothing is left to do, and everyone is told."""
    state["result"] = {"winners": winners, "scores": scores, "reason": reason}
    state["stack"].clear()
    return [{"type": "game-ended", "winners": winners, "scores": scores, "reason": reason}]
