"""The game and its rounds as frames (spec §3, §4).

``game`` (stage: deal → mulligan → place → reveal → refill → round …) runs setup, then pushes
one ``round`` frame after another. ``round`` walks the seven phases by ``stage``: Planning
(scenarios chosen in secret and revealed together, initiative, the first player, recycling),
Draw (2 cards), Marshaling (each player's turn in order: income, then plays), Challenges
(each player's turn), Dominance, Standing, Taxation; each phase ends with its action window
(spec §5.8.2). The game ends from the victory hook (``check_end``) at any moment.
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.flow import has_result, take_result
from api.engine.priority import open_window
from api.engine.sealed import open_sealed
from api.engine.select import select
from api.games.cardcore import abilities, cards, derive, effects, moves, ops
from api.games.cardcore.rounds import (
    dominance_totals,
    game_ended,
    initiative,
    next_active,
)
from api.games.hbo import reactions, resolve, setup
from api.games.hbo.setup import gain_power, player_order

WIN_POWER = 15


# -- the game: setup then rounds -------------------------------------------------------------

def game_auto(state: dict, fr: dict) -> list:
    stage = fr["stage"]
    if stage == "deal":
        fr["stage"] = "mulligan"
        events = [{"type": "game-started",
                   "houses": [s["faction"] for s in state["seats"]], "reconstructed": True}]
        for s in range(state["n"]):
            events += ops.draw(state, {"seat": s}, seat=s, count=setup.HAND)
        open_sealed(state, "mulligan", range(state["n"]))
        return events
    if stage == "mulligan":
        fr.update(stage="place", i=0)
        return []
    if stage == "place":
        if fr["i"] >= state["n"]:
            fr["stage"] = "reveal"
            return []
        seat = fr["i"]
        fr["i"] += 1
        select(state, "setup", seat, setup.setup_items(state, seat), prompt="setup")
        return []
    if stage == "reveal":
        fr["stage"] = "refill"
        return [{"type": "setup-revealed"}] + setup.reveal_setup(state)
    if stage == "refill":
        fr["stage"] = "round"
        return setup.refill(state)
    state["round"] += 1
    state["limited"] = [0] * state["n"]
    state["reduced"] = [[] for _ in range(state["n"])]
    cards.touch(state)
    state["stack"].append({"kind": "round", "stage": "planning"})
    return [{"type": "round-started", "round": state["round"]}]


def mulligan_choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": "keep"}, {"type": "mulligan"}]


def mulligans_revealed(state: dict, frame: dict) -> list:
    """Spec §3.5: both decided in secret; now everyone learns who took a new hand."""
    state["stack"].pop()
    events = []
    for s in range(state["n"]):
        if frame["entries"][str(s)]["type"] == "mulligan":
            events += [{"type": "mulliganed", "seat": s}] + setup.mulligan(state, s)
        else:
            events.append({"type": "mulligan-kept", "seat": s})
    return events


# -- the round -------------------------------------------------------------------------------

def begin(state: dict, phase: str) -> list:
    # effects "this phase" (an unused cost reduction) end with the phase before
    events = effects.expire(state, "phase")
    state["phase"] = phase
    state["active"] = None
    cards.touch(state)
    return events + [{"type": "phase-began", "phase": phase, "round": state["round"]}]


def window(state: dict, phase: str, **fields) -> None:
    open_window(state, "window", player_order(state), phase=phase, **fields)


def round_auto(state: dict, fr: dict) -> list:
    return STAGES[fr["stage"]](state, fr)


def _planning(state, fr):
    fr["stage"] = "first_player"
    events = begin(state, "planning")
    open_sealed(state, "scenario", range(state["n"]))
    return events


def scenario_choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": "scenario", "card": c} for c in state["seats"][seat]["plot_deck"]]


def scenarios_revealed(state: dict, frame: dict) -> list:
    """§4.1 steps 2–5: both scenarios face up at once, the previous ones become used, then
    initiative."""
    state["stack"].pop()
    events = []
    for s in range(state["n"]):
        events += moves.reveal_plot(state, s, frame["entries"][str(s)]["card"])
    winner, values = initiative(state)   # §4.1 step 5: fewer power, then chance
    state["initiative_winner"] = winner
    cards.touch(state)
    events.append({"type": "initiative", "values": values, "winner": winner})
    return events


def _first_player(state, fr):
    if has_result(fr):
        state["first_player"] = take_result(fr)["seat"]
        cards.touch(state)
        events = [{"type": "first-player", "seat": state["first_player"]}]
        for s in range(state["n"]):   # §4.1 step 4: the last one revealed recycles the rest
            if not state["seats"][s]["plot_deck"]:
                events += moves.recycle_plots(state, s)
        fr["stage"] = "draw"
        window(state, "planning")
        _when_revealed(state)
        return events
    ask(state, "first_player", state["initiative_winner"],
        [{"type": "first_player", "seat": s} for s in range(state["n"])], prompt="first_player",
        public=True)
    return []


def _when_revealed(state: dict) -> None:
    """§4.1 step 7: "When revealed" effects before the planning window; with two, the first
    player chooses which resolves first."""
    pending = resolve.when_revealed(state)
    if len(pending) == 2:
        # lists, not tuples: the frame is stored as JSON and must read back the same
        state["stack"].append({"kind": "reveal_order", "pending": [list(p) for p in pending]})
        ask(state, "reveal_order_ask", state["first_player"],
            [{"type": "first", "card": cid} for _s, cid in pending], prompt="reveal_order",
            public=True)
    elif pending:
        _push_revealed(state, pending)


def _push_revealed(state: dict, ordered: list) -> None:
    for seat, cid in reversed(ordered):      # the last pushed resolves first
        resolve.push(state, seat, cid, derive.printed(state, cid)["ability"]["effect"])


def reveal_order_auto(state: dict, fr: dict) -> list:
    first = take_result(fr)["card"]
    state["stack"].pop()
    pending = sorted(fr["pending"], key=lambda p: p[1] != first)
    _push_revealed(state, pending)
    return [{"type": "reveal-order", "seat": state["first_player"], "card": first}]


def _draw(state, fr):
    events = begin(state, "draw")
    for s in player_order(state):
        events += ops.draw(state, {"seat": s}, seat=s, count=2)
    fr["stage"] = "marshaling"
    window(state, "draw")
    return events


def income(state: dict, seat: int) -> int:
    """The scenario's income plus the additional income of the seat's cards in play, knelt or
    standing (§5.3.3)."""
    bonus = sum(derive.printed(state, c)["income_bonus"] for c in state["seats"][seat]["play"])
    return derive.plot_value(state, seat, "income") + bonus


def _marshaling(state, fr):
    fr.update(stage="marshal_next", i=0)
    return begin(state, "marshaling")


def _marshal_next(state, fr):
    """§4.3: each player in order collects income, then takes the marshaling turn; after the
    second player's turn one ordinary window closes the phase (§5.8.2)."""
    seat = next_active(state, fr, player_order(state))
    if seat is None:
        fr["stage"] = "challenges"
        window(state, "marshaling")
        return []
    gold = income(state, seat)
    events = [{"type": "active-player", "seat": seat, "phase": "marshaling"}]
    if gold:
        events += ops.gain_gold(state, {"seat": seat}, seat=seat, amount=gold)
    # the active player first; the other may answer after each marshaling operation
    open_window(state, "window", [seat, 1 - seat], phase="marshaling", active=seat)
    return events


def _challenges(state, fr):
    fr.update(stage="challenges_next", i=0)
    state["challenges_made"] = [[] for _ in range(state["n"])]
    state["intrigue_won"] = [False] * state["n"]
    return begin(state, "challenges")


def _challenges_next(state, fr):
    seat = next_active(state, fr, player_order(state))
    if seat is None:
        fr["stage"] = "dominance"
        return []
    state["stack"].append({"kind": "challenges_turn", "seat": seat})
    return [{"type": "active-player", "seat": seat, "phase": "challenges"}]


def _dominance(state, fr):
    events = begin(state, "dominance")
    totals = dominance_totals(state)
    best = max(totals)
    winners = [s for s, v in enumerate(totals) if v == best]
    winner = winners[0] if len(winners) == 1 else None
    events.append({"type": "dominance", "totals": totals, "winner": winner})
    if winner is not None:
        events += gain_power(state, winner, cards.faction_ref(winner), 1)
        reactions.raise_(state, [{"event": "dominance_won", "seat": winner}])
        plot = state["seats"][winner]["plot"]
        bonus = resolve.passive_on(state, plot, "dominance_won") if plot else None
        if bonus:     # Illyrio's Gift: with the award, before the window
            resolve.push(state, winner, plot, bonus["effect"])
    fr["stage"] = "standing"
    window(state, "dominance")
    return events


def _standing(state, fr):
    events = begin(state, "standing")
    knelt = [c for c in cards.cards_in_play(state) if state["cards"][c]["kneeling"]]
    events += ops.stand(state, {"seat": None}, cards=knelt)
    fr["stage"] = "taxation"
    window(state, "standing")
    reactions.raise_(state, reactions.stood(events))
    return events


def _taxation(state, fr):
    events = begin(state, "taxation")
    for s in player_order(state):
        events += ops.return_gold(state, {"seat": s}, seat=s, amount=state["seats"][s]["gold"])
    fr["stage"] = "end"
    window(state, "taxation")
    return events


def _round_end(state, fr):
    state["stack"].pop()
    events = effects.expire(state, "phase") + effects.expire(state, "round")
    abilities.end_period(state, "phase")
    abilities.end_period(state, "round")
    events.append({"type": "round-ended", "round": state["round"]})
    if state["round"] >= state["max_rounds"]:
        events += _finish(state, "round_limit")
    return events


STAGES = {"planning": _planning, "first_player": _first_player, "draw": _draw,
          "marshaling": _marshaling, "marshal_next": _marshal_next, "challenges": _challenges,
          "challenges_next": _challenges_next, "dominance": _dominance, "standing": _standing,
          "taxation": _taxation, "end": _round_end}


# -- the end (spec §1.3) ---------------------------------------------------------------------

def _finish(state: dict, reason: str) -> list:
    powers = [cards.power_of(state, s) for s in range(state["n"])]
    if reason == "power":
        winners = [s for s in range(state["n"]) if powers[s] >= WIN_POWER]
        if len(winners) > 1:        # simultaneous: the first player of the round wins
            winners = [state["first_player"]]
    else:                           # the platform's round limit: more power wins
        winners = [s for s in range(state["n"]) if powers[s] == max(powers)]
        winners = winners if len(winners) == 1 else []
    return game_ended(state, winners, powers, reason)


def check_end(state: dict) -> list:
    """After every step: 15 power or more wins at once (§1.3)."""
    if state["result"] is not None:
        return []
    if any(cards.power_of(state, s) >= WIN_POWER for s in range(state["n"])):
        return _finish(state, "power")
    return []
