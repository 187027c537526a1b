"""The game and its rounds as frames (spec §3.2, §4; design §4).

``game`` (stage: deal → mulligan → place → reveal → attach → refill → round …) runs setup,
then pushes one ``round`` frame after another. ``round`` walks the seven phases by
``stage``; each phase sets ``state["phase"]``, does its framework steps and opens its action
window (spec §6.2), and the phase's end expires "until the end of the phase" effects.
The game ends from the victory hook (``check_end``) at any moment.
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.flow import has_result, take_result
from api.engine.order import open_order
from api.engine.priority import open_window
from api.engine.sealed import open_sealed
from api.engine.select import select
from api.games.cardcore import abilities, cards, derive, effects, moves, ops
from api.games.cardcore.rounds import dominance_totals, game_ended, initiative  # noqa: F401
from api.games.lcg2e import challenges, melee, setup, triggered, triggers
from api.games.lcg2e.setup import player_order

WIN_POWER = 15
PHASES = ("plot", "draw", "marshaling", "challenges", "dominance", "standing", "taxation")


# -- the game: setup then rounds -------------------------------------------------------------

def game_auto(state: dict, fr: dict) -> list:
    stage = fr["stage"]
    if stage == "deal":
        fr.update(stage="mulligan", i=0)
        events = [{"type": "game-started", "first_player": state["first_player"],
                   "factions": [s["faction"] for s in state["seats"]], "mode": state["mode"]}]
        for s in player_order(state):
            events += ops.draw(state, {"seat": s}, seat=s, count=setup.HAND)
        return events
    if stage in ("mulligan", "place"):
        order = player_order(state)
        if fr["i"] >= len(order):
            fr.update(stage="place" if stage == "mulligan" else "reveal", i=0)
            return []
        seat = order[fr["i"]]
        fr["i"] += 1
        if stage == "mulligan":
            ask(state, "mulligan", seat, [{"type": "keep"}, {"type": "mulligan"}],
                prompt="mulligan")
        else:
            select(state, "setup", seat, setup.setup_items(state, seat), prompt="setup")
        return []
    if stage == "reveal":
        events, pending = setup.reveal_setup(state)
        fr.update(stage="attach", pending=pending)
        return [{"type": "setup-revealed"}] + events
    if stage == "attach":
        if has_result(fr):
            seat, att = fr.pop("attaching")
            host = take_result(fr)["host"]
            return moves.enter_play(state, att, "setup", controller=seat, host=host)
        if not fr["pending"]:
            fr["stage"] = "refill"
            return []
        seat, att = fr["pending"].pop(0)
        hosts = setup.hosts_for(state, seat, att)
        if not hosts:  # validated at placement; a host lost since goes back to hand
            return moves.move(state, [att], "hand", "no_host")
        fr["attaching"] = [seat, att]
        ask(state, "attach", seat, [{"type": "attach", "host": h} for h in hosts],
            prompt="attach_host", card=att)
        return []
    if stage == "refill":
        fr["stage"] = "round"
        return setup.refill(state)
    state["round"] += 1
    state["limited"] = [0] * state["n"]
    cards.touch(state)
    state["stack"].append({"kind": "round", "stage": "plot_begins"})
    return [{"type": "round-started", "round": state["round"]}]


def mulligan_answer(state: dict, frame: dict, seat: int, action: dict) -> list:
    if action["type"] == "keep":
        return [{"type": "mulligan-kept", "seat": seat}]
    return [{"type": "mulliganed", "seat": seat}] + setup.mulligan(state, seat)


# -- the round -------------------------------------------------------------------------------

def begin(state: dict, phase: str) -> list:
    state["phase"] = phase
    state["active"] = None
    cards.touch(state)
    return [{"type": "phase-began", "phase": phase, "round": state["round"]}]


def end_phase(state: dict) -> list:
    """x.n the phase ends: its delayed effects still due run (oldest first: the flow has run
    them one by one in the first player's order already; a card test ending a phase by hand has
    not), then "until the end of the phase" ends."""
    events = []
    for d in effects.take_due(state, "phase_end"):
        events += triggered.run_delayed(state, d)
    events += effects.expire(state, "phase")
    abilities.end_period(state, "phase")
    return events + [{"type": "phase-ended", "phase": state["phase"]}]


def window(state: dict, phase: str, **fields) -> None:
    open_window(state, "window", player_order(state), phase=phase, **fields)


def round_auto(state: dict, fr: dict) -> list:
    return STAGES[fr["stage"]](state, fr)


def _begin(phase: str, next_stage: str):
    """x.1 the phase begins: its "after the phase begins" abilities answer before its steps."""
    def run(state, fr):
        fr["stage"] = next_stage
        events = begin(state, phase)
        triggers.raise_trigger(state, "phase_begins", phase=phase)
        return events
    return run


def _plot(state, fr):
    fr["stage"] = "reveal"
    events = []
    open_sealed(state, "plot", player_order(state))
    return events


def plot_choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": "plot", "card": c} for c in state["seats"][seat]["plot_deck"]]


def plots_revealed(state: dict, frame: dict) -> list:
    """1.3: all chosen plots face up at once, then initiative (I)."""
    state["stack"].pop()
    events = []
    for s in player_order(state):
        cid = frame["entries"][str(s)]["card"]
        events += moves.reveal_plot(state, s, cid)
        events += effects.expire_new_plot(state, s)
    winner, values = initiative(state, player_order(state))
    state["initiative_winner"] = winner
    cards.touch(state)
    events.append({"type": "initiative", "values": values, "winner": winner})
    return events


def _reveal(state, fr):
    fr["stage"] = "first_player"
    ask(state, "first_player", state["initiative_winner"],
        [{"type": "first_player", "seat": s} for s in sorted(player_order(state))],
        prompt="first_player")
    return []


def _first_player(state, fr):
    """1.3 II, then When Revealed abilities (1.3 III, ordered by the first player)."""
    state["first_player"] = take_result(fr)["seat"]
    cards.touch(state)
    fr["stage"] = "recycle"
    triggers.raise_trigger(state, "revealed", plots=[state["seats"][s]["plot"]
                                                     for s in player_order(state)])
    return [{"type": "first-player", "seat": state["first_player"]}]


def _recycle(state, fr):
    """Once every When Revealed ability has resolved, a seat whose plot deck is empty takes
    its used plots back (spec §5.14, S7); then the plot phase's action window."""
    events = []
    for s in player_order(state):
        if not state["seats"][s]["plot_deck"]:
            events += moves.recycle_plots(state, s)
    fr["stage"] = "plot_end"
    window(state, "plot")
    if melee.is_melee(state):     # 1.4 titles, then the window (pushed first, runs after)
        events += melee.open_titles(state, player_order(state))
    return events


def _phase_end(next_stage: str):
    """The phase ends: first its "when the phase ends" abilities (a timing point), then its
    delayed effects, one at a time in the first player's order, then the end of its lasting
    effects."""
    def run(state, fr):
        if not fr.get("ending"):
            fr["ending"] = True
            triggers.raise_trigger(state, "phase_ends", phase=state["phase"])
            return []
        if has_result(fr):                    # the first player's order came back
            fr["due"] = [fr["due"][i] for i in take_result(fr)]
        elif not fr.get("due"):               # (again, once those ran: they may have made more)
            due = fr["due"] = effects.take_due(state, "phase_end")
            if sum(1 for d in due if triggered.delayed_does_something(state, d)) > 1:
                # several at once: the first player decides their order (5.19)
                open_order(state, "delayed_order", state["first_player"], list(range(len(due))),
                           prompt="delayed_order", due=due)
                return []
        if fr["due"]:
            # one per step: a kill's saves and reactions resolve before the next effect runs
            return triggered.run_delayed(state, fr["due"].pop(0))
        del fr["ending"], fr["due"]
        fr["stage"] = next_stage
        return end_phase(state)
    return run


def _draw(state, fr):
    """2.2: two cards each; a rule may raise a seat's count (Master of Laws: one more)."""
    events = []
    for s in player_order(state):
        # 2 cards, more by the rule ``draw_phase_count`` (Master of Laws)
        more = sum(m.get("amount", 1) for m in derive.rules(state, s, "draw_phase_count"))
        events += ops.draw(state, {"seat": s}, seat=s, count=2 + more)
    fr["stage"] = "draw_end"
    window(state, "draw")
    return events


def _marshaling(state, fr):
    fr.update(stage="marshal_next", i=0, order=player_order(state))
    return []


def _next_in_turn(state, fr) -> int | None:
    """The next seat of the phase's player order (kept in the frame: a seat eliminated
    meanwhile is skipped, the others keep their turns)."""
    fr.setdefault("order", player_order(state))      # a frame a test built by hand
    while fr["i"] < len(fr["order"]):
        seat = fr["order"][fr["i"]]
        fr["i"] += 1
        if seat in player_order(state):
            return seat
    return None


def _marshal_next(state, fr):
    """3.2 for each seat in player order: collect income, then its marshaling window."""
    seat = _next_in_turn(state, fr)
    if seat is None:
        fr["stage"] = "marshaling_end"
        return []
    state["active"] = seat
    cards.touch(state)
    income = derive.plot_value(state, seat, "income")
    events = [{"type": "active-player", "seat": seat, "phase": "marshaling"}]
    if income:
        events += ops.gain_gold(state, {"seat": seat}, seat=seat, amount=income)
    window(state, "marshaling", active=seat)
    # "after <a player> collects income" (A Meager Contribution): before his window opens
    triggers.raise_trigger(state, "collects_income", seat=seat, amount=income)
    return events


def _challenges(state, fr):
    fr.update(stage="challenges_next", i=0, order=player_order(state))
    state["challenges_made"] = [{} for _ in range(state["n"])]
    state.pop("challenges_lost", None)
    if melee.is_melee(state):
        melee.new_phase(state)
    cards.touch(state)
    return []


def _challenges_next(state, fr):
    seat = _next_in_turn(state, fr)
    if seat is None:
        fr["stage"] = "challenges_end"
        state["active"] = None
        cards.touch(state)
        return []
    state["active"] = seat
    cards.touch(state)
    state["stack"].append({"kind": "challenges_turn", "seat": seat, "stage": "window"})
    return [{"type": "active-player", "seat": seat, "phase": "challenges"}]


def _dominance(state, fr):
    events = []
    totals = dominance_totals(state)
    best = max(totals[s] for s in player_order(state))
    winners = [s for s, v in enumerate(totals) if v == best and s in player_order(state)]
    winner = winners[0] if len(winners) == 1 else None
    events.append({"type": "dominance", "totals": totals, "winner": winner})
    fr["stage"] = "dominance_end"
    window(state, "dominance")
    if winner is not None:
        events += ops.gain_power(state, {"seat": winner}, card=cards.faction_ref(winner),
                                 amount=1)
        # reactions to winning dominance resolve before the phase's action window
        triggers.raise_trigger(state, "win_dominance", winner=winner)
    return events


def _stand_limit(state: dict, seat: int) -> int | None:
    """How many characters ``seat`` may stand in the standing phase (Stannis Baratheon)."""
    found = [m["amount"] for m in derive.rules(state, seat, "stand_limit")]
    return min(found) if found else None


def _limited_standing(state: dict, fr: dict) -> bool:
    """A seat under a stand limit with more kneeling characters than it may stand chooses
    which ones stand, in player order (spec §10 #28); the ones not chosen stay kneeling.
    True while a choice is pending."""
    if has_result(fr):
        chosen = {i["card"] for i in take_result(fr)}
        fr["held"] += [c for c in challenges.characters(state, fr["asked"])
                       if state["cards"][c]["kneeling"] and c not in chosen]
    order = player_order(state)
    while fr["stand_i"] < len(order):
        seat = order[fr["stand_i"]]
        fr["stand_i"] += 1
        limit = _stand_limit(state, seat)
        knelt = [c for c in challenges.characters(state, seat) if state["cards"][c]["kneeling"]]
        if limit is not None and len(knelt) > limit:
            fr["asked"] = seat
            select(state, "stand_choice", seat, [{"card": c} for c in knelt], low=limit,
                   high=limit, prompt="stand_limit", count=limit, public=True)
            return True
    return False


def _standing(state, fr):
    if "held" in fr or any(_stand_limit(state, s) is not None for s in range(state["n"])):
        fr.setdefault("held", [])
        fr.setdefault("stand_i", 0)
        if _limited_standing(state, fr):
            return []
    held = fr.pop("held", ())
    fr.pop("stand_i", None)
    fr.pop("asked", None)
    events = []
    kneeling = [c for c in cards.cards_in_play(state) if state["cards"][c]["kneeling"]
                and c not in held]
    kneeling += [cards.faction_ref(s) for s in range(state["n"])
                 if state["seats"][s]["faction_card"]["kneeling"]]
    events += ops.stand(state, {"seat": None}, cards=kneeling)
    fr["stage"] = "standing_end"
    window(state, "standing")
    if kneeling:      # reactions to standing come before the phase's action window
        triggers.raise_trigger(state, "stands", cards=kneeling)
    return events


def _taxation(state, fr):
    events = []
    for s in player_order(state):
        events += ops.return_gold(state, {"seat": s}, seat=s, amount=state["seats"][s]["gold"])
    fr.update(stage="reserve", i=0, order=player_order(state))
    return events


def _reserve(state, fr):
    """7.3 in player order: a seat over its reserve discards down to it (its choice)."""
    if has_result(fr):
        return ops.discard_from_hand(state, {"seat": None},
                                     cards=[i["card"] for i in take_result(fr)])
    seat = _next_in_turn(state, fr)
    if seat is None:
        fr["stage"] = "taxation_end"
        window(state, "taxation")
        # 7.4 (melee): the titles go back before the phase's action window
        return melee.return_titles(state) if melee.is_melee(state) else []
    hand = state["seats"][seat]["hand"]
    excess = len(hand) - derive.plot_value(state, seat, "reserve")
    if excess > 0:
        select(state, "reserve", seat, [{"card": c} for c in hand], low=excess, high=excess,
               prompt="reserve", count=excess)
    return []


def _round_end(state, fr):
    """7.5: the end of the round (the taxation phase has ended as every phase does)."""
    state["stack"].pop()
    events = effects.expire(state, "round")
    abilities.end_period(state, "round")
    return events + [{"type": "round-ended", "round": state["round"]}]


STAGES = {"plot_begins": _begin("plot", "plot"), "plot": _plot, "reveal": _reveal,
          "first_player": _first_player, "recycle": _recycle, "plot_end": _phase_end("draw_begins"),
          "draw_begins": _begin("draw", "draw"), "draw": _draw,
          "draw_end": _phase_end("marshaling_begins"),
          "marshaling_begins": _begin("marshaling", "marshaling"), "marshaling": _marshaling,
          "marshal_next": _marshal_next, "marshaling_end": _phase_end("challenges_begins"),
          "challenges_begins": _begin("challenges", "challenges"), "challenges": _challenges,
          "challenges_next": _challenges_next, "challenges_end": _phase_end("dominance_begins"),
          "dominance_begins": _begin("dominance", "dominance"), "dominance": _dominance,
          "dominance_end": _phase_end("standing_begins"),
          "standing_begins": _begin("standing", "standing"), "standing": _standing,
          "standing_end": _phase_end("taxation_begins"),
          "taxation_begins": _begin("taxation", "taxation"), "taxation": _taxation,
          "reserve": _reserve, "taxation_end": _phase_end("round_end"),
          "round_end": _round_end}


# -- the end (spec §1.3, §1.4) ---------------------------------------------------------------

# The last (state, revision) found quiet: no seat with 15 power or an empty deck. Power and
# decks change only through writers that call cards.touch (ops, moves), so the same state at
# the same revision is still quiet; the flow asks this after every automatic step, several
# times per revision. Like derive's memo it holds the state object itself, so another state
# never hits it. (tests/games/cardcore/test_derive_memo.py re-checks every hit.)
# Only a quiet answer is kept: a state found not quiet is being ended (or a seat eliminated).
_quiet = derive.Memo()


def quiet(state: dict) -> bool:
    """No seat still in the game has 15 power or an empty draw deck."""
    seats = state["seats"]
    alive = player_order(state)
    return all(seats[s]["deck"] for s in alive) and \
        all(cards.power_of(state, s) < WIN_POWER for s in alive)


def check_end(state: dict) -> list:
    """After every step: 15 power wins at once; an empty draw deck loses at once (in the
    learning game the player with more power wins instead; equal power is a draw). In a
    melee a decked seat is eliminated and the others play on, until one is left. Several
    seats at 15 at once, or every seat left decked at once: the first player picks the
    winner (``ask_winner``)."""
    if state["result"] is not None:
        return []
    # This runs after every step: the usual answer (no seat in the game has 15 power or an
    # empty deck) is found without building the scores.
    rev = state.get("rev")
    held = _quiet.held          # Memo.get inlined: no closure built on the hot path
    if held[0] is state and held[1] == rev:
        return []
    if quiet(state):
        _quiet.held = (state, rev, True)
        return []
    stack = state["stack"]
    if stack and stack[-1]["kind"] == "winner":
        return []          # the first player is choosing the winner: the game stands still
    alive = player_order(state)
    n = state["n"]
    powers = [cards.power_of(state, s) for s in range(n)]
    reason = None
    winners = [s for s in alive if powers[s] >= WIN_POWER]
    if len(winners) > 1:   # simultaneous winners: the first player picks one (§5.19)
        return ask_winner(state, winners, "power")
    if winners:
        reason = "power"
    else:
        decked = [s for s in alive if not state["seats"][s]["deck"]]
        if decked:
            if state["mode"] != "learning" and len(decked) == len(alive):
                # all remaining seats out at once: the first player orders the elimination,
                # i.e. picks who is left to win (§1.4)
                return ask_winner(state, alive, "all_decked")
            if state["mode"] == "learning":
                reason = "learning_decked"
                top = max(powers[s] for s in alive)
                winners = [s for s in alive if powers[s] == top]
                winners = winners if len(winners) == 1 else []
            elif melee.is_melee(state):
                events = melee.eliminate(state, decked)
                if len(player_order(state)) > 1:
                    return events
                return events + game_ended(state, player_order(state), powers, "last_standing")
            else:
                reason = "decked"
                winners = [s for s in range(n) if s not in decked]
    if reason is None:
        return []
    return game_ended(state, winners, powers, reason)


def ask_winner(state: dict, seats: list[int], reason: str) -> list:
    """Several seats end the game at once (``reason``: "power", all at 15 or more; or
    "all_decked", every seat left decked): the first player picks the winner among ``seats``
    (spec §5.19, §1.4). Only he is asked; the game ends with his pick (``winner_chosen``)."""
    ask(state, "winner", state["first_player"],
        [{"type": "winner", "seat": s} for s in sorted(seats)],
        prompt="winner_" + reason, reason=reason)
    return []


def winner_chosen(state: dict, frame: dict, seat: int, action: dict) -> list:
    powers = [cards.power_of(state, s) for s in range(state["n"])]
    return [{"type": "winner-chosen", "seat": seat, "winner": action["seat"]}] \
        + game_ended(state, [action["seat"]], powers, frame["reason"])
