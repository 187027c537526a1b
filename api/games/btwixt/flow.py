"""The game and its rounds as frames on the stack (spec §3, §4.1).

``game`` (stage: rulers → deal → round → end) pushes ``rulers``, ``draft`` and ``round``.
``round`` walks the six steps of spec §4.1 by ``stage``:
reveal (1) → play (2) → resolve (3a-3b) → accept (3c-3d) → token (3e) → eor (3f) →
cleanup (4) → pass (5) → advance (6). Spec §10 D1: six listed steps, step 3 split in sub-steps.
"""
from __future__ import annotations

from api.engine.ask import ask_step
from api.engine.flow import Flow, Step
from api.engine.sealed import open_sealed, sealed_step
from api.games.btwixt import actions
from api.games.btwixt.bidding import bid_winner, totals, winner_tokens
from api.games.btwixt.cards import pool_of
from api.games.btwixt.effects import fx_auto, push_fx
from api.games.btwixt.ops_allies import start_current
from api.games.btwixt.placement import accept_auto, unclaim
from api.games.btwixt.scoring import score
from api.games.btwixt.setup import build_decks, change_season, deal, fill_row
from api.games.btwixt.state import card, clockwise_from, holder_of, to_discard, to_hand


def game_auto(state: dict, fr: dict) -> list:
    ev: list = []
    stage = fr["stage"]
    if stage == "rulers":
        fr["stage"] = "deal"
        if state["options"]["rulers"] == "random":
            actions.random_rulers(state, ev)
        else:
            state["stack"].append({"kind": "rulers", "order": clockwise_from(state, state["first"]),
                                   "i": 0})
    elif stage == "deal":
        build_decks(state)
        deal(state, ev)
        fill_row(state, ev)
        fr["stage"] = "round"
        if state["draft"]:
            open_draft(state)
    elif stage == "round":
        fr["stage"] = "end"
        state["stack"].append({"kind": "round", "stage": "reveal"})
        ev.append({"type": "round-started", "season": state["season"], "round": state["round"],
                   "first": state["first"]})
    else:
        state["result"] = score(state)
        state["stack"].clear()
        ev.append({"type": "game-ended", "result": state["result"]})
    return ev


def open_draft(state: dict) -> None:
    open_sealed(state, "draft", range(state["n"]))


def round_auto(state: dict, fr: dict) -> list:
    """One stage of the round; each moves ``fr["stage"]`` on (or pushes a frame that runs
    first: a turn, an ability, an ally to place)."""
    return STAGES[fr["stage"]](state, fr)


def _reveal(state, fr):
    """Step 1: the current ally (Ally row: the row's leftmost ally, spec §5.16.3)."""
    if state["options"]["ally_row"] and state["row"]:
        ally = state["row"].pop(0)
    else:
        ally = state["ally_deck"].pop() if state["ally_deck"] else None  # spec D11
    start_current(state, ally)
    fr["stage"], fr["last"] = "play", None
    return [{"type": "ally-revealed", "ally": ally}]


def _play(state, fr):
    """Step 2: turns clockwise from the first player, knelt rulers skipped (spec §4.2)."""
    if not actions.next_turn(state, fr):
        fr["stage"] = "resolve"
    return []


def _resolve(state, fr):
    tots = totals(state)
    state["totals"] = tots
    state["winner"] = w = bid_winner(state, tots)
    fr["stage"] = "accept"
    return [{"type": "bid-won", "seat": w, "totals": tots}]


def _accept(state, fr):
    fr["stage"] = "token"
    if state["current"] is not None:
        state["stack"].append({"kind": "accept", "allies": [state["current"]],
                               "seat": state["winner"], "current": True, "rule": None,
                               "unclaimed": "bottom_of_deck", "p": {}})
    return []


def _token(state, fr):
    fr["stage"] = "eor"
    k = winner_tokens(state)
    # The token's council is chosen independently of the ally's (spec D5).
    if k > 0:
        push_fx(state, {"op": "gain_power_token", "who": "you", "count": k,
                        "destination": "your_choice"}, {"you": state["winner"], "src": None})
    # 3f order: piles clockwise from the first player, bottom card first (spec D6).
    fr["order"] = [u for s in clockwise_from(state, state["first"]) for u in state["piles"][s]]
    fr["i"] = 0
    return []


def _eor(state, fr):
    """3f: end-of-round (triumph) abilities and scheduled extra allies, in one order.

    ``fr["sub"]`` is 1 once the card at ``fr["i"]`` has had its ability; a card that has
    neither an ability to run nor an extra ally due is passed without looking for its holder."""
    pool = pool_of(state)
    # Triumphs: end-of-round abilities but the placement rules, which apply at 3d.
    eor = pool.with_ability("end_of_round")
    placers = pool.with_ability("end_of_round", "restrict_placement")
    order, i, sub = fr["order"], fr["i"], fr.get("sub", 0)
    end = len(order)
    passed = False  # fr["i"] and fr["sub"] are written back when the walk stops
    while i < end:
        uid = order[i]
        triumph = sub == 0 and uid in eor and uid not in placers
        due = _extra_allies_due(state, uid) if state["sched"] else None
        if triumph or due is not None:
            holder = holder_of(state, uid)
            if holder is not None:  # a card that left the piles does nothing
                fr["i"], fr["sub"] = i, 1
                if triumph:
                    push_fx(state, pool.uid_rec[uid]["effect"], {"you": holder, "src": uid})
                    return []
                state["sched"].remove(due)
                seat = holder if due["acceptor"] == "you" else state["winner"]
                state["stack"].append(dict(due, kind="accept", seat=seat, current=False, p={}))
                return []
        i, sub, passed = i + 1, 0, True
    if passed:
        fr["i"], fr["sub"] = i, 0
    ev: list = []
    for e in state["sched"]:
        unclaim(state, ev, e["allies"], e["unclaimed"])  # its card left the piles
    state["sched"] = []
    fr["stage"] = "cleanup"
    return ev


def _extra_allies_due(state, uid):
    """The first extra-ally entry that card ``uid`` (as played this round) scheduled, if any."""
    for e in state["sched"]:
        if e["uid"] == uid and e["gen"] == state["played_at"].get(uid):
            return e
    return None


def _cleanup(state, fr):
    """Step 4: piles to the discard pile (white cards to the box, marked cards to their
    holder's hand); knelt rulers stand; round effects end."""
    ev = []
    marks, winner = state["marks"], state["winner"]
    for s, pile in enumerate(state["piles"]):
        for uid in pile:
            # Spec D27: a card may carry ``return_only_if_holder_lost`` (default false, as for
            # the reconstructed Bribe); then a holder who won the bid discards it.
            if marks.get(uid) and (
                    not card(state, uid).get("return_only_if_holder_lost")  # keep if won
                    or s != winner):
                where = to_hand(state, s, uid)
            else:
                where = to_discard(state, uid)
            ev.append({"type": "bid-card-cleared", "seat": s, "card": uid, "to_place": where})
        state["piles"][s] = []
    n = state["n"]
    state.update({"knelt": [False] * n, "played": [0] * n, "played_at": {}, "mods": [],
                  "marks": {}, "sched": [], "dr": None, "winner": None, "totals": None,
                  "cur_id": None})
    fr["stage"] = "pass"
    return ev


def _pass(state, fr):
    state["first"] = (state["first"] + 1) % state["n"]
    fr["stage"] = "advance"
    return [{"type": "first-player-passed", "seat": state["first"]}]


def _advance(state, fr):
    ev: list = []
    if state["round"] < state["rps"]:
        state["round"] += 1
    elif state["season"] == "winter":
        state["stack"].pop()  # the game frame goes on to scoring (spec §1.3)
        return ev
    else:
        change_season(state, ev)
        if state["draft"]:
            fr["stage"] = "reveal"
            state["round_no"] += 1
            open_draft(state)
            return ev
    state["round_no"] += 1
    fr["stage"] = "reveal"
    ev.append({"type": "round-started", "season": state["season"], "round": state["round"],
               "first": state["first"]})
    return ev


STAGES = {"reveal": _reveal, "play": _play, "resolve": _resolve, "accept": _accept,
          "token": _token, "eor": _eor, "cleanup": _cleanup, "pass": _pass, "advance": _advance}


def enter_pile_auto(state: dict, fr: dict) -> list:
    """After a played card's ability: it joins its player's pile unless the ability already
    put it in another (spec §4.1 step 2)."""
    stack = state["stack"]
    stack.pop()
    uid = fr["uid"]
    if holder_of(state, uid) is None:
        state["piles"][fr["seat"]].append(uid)
    actions.next_turn(state, stack[-1])  # what the round's "play" stage would do next
    return []


FLOW = Flow([
    Step("game", auto=game_auto),
    Step("round", auto=round_auto),
    Step("fx", auto=fx_auto),
    Step("accept", auto=accept_auto),
    Step("enter_pile", auto=enter_pile_auto),
    ask_step("ask", prompt=actions.ask_question, label=actions.ask_label,
             extra=actions.ask_source, announce=True),
    Step("turn", to_act=actions.turn_to_act, decisions=actions.turn_decisions,
         act=actions.turn_act),
    Step("rulers", to_act=actions.rulers_to_act, decisions=actions.rulers_decisions,
         act=actions.rulers_act),
    sealed_step("draft", choices=actions.draft_choices, label=actions.draft_label,
                prompt=actions.draft_prompt, decision_type="draft_pick",
                submitted=actions.draft_picked, reveal=actions.draft_reveal, revisable=False),
])
