"""A small game used only by the platform's tests ("Sealed Bids", id ``testgame``).

Each round every seat secretly bids one of its cards (sealed, simultaneous); when all are in,
the bids are revealed and the highest unique bid scores a point. Then the seat(s) without a
point this round draw a card, privately, in turn order. First to 3 points, or best after 5
rounds, wins. It exercises everything the platform must handle: secret hands, sealed
simultaneous decisions, one-seat-at-a-time decisions, private events and a seeded deck.
"""
from api.engine import BadAction, Game, IllegalAction, Rng, decision, option
from api.engine.game import Secret
from api.engine.flow import Flow, Step
from api.games import register

ROUNDS, TARGET = 5, 3
ACTION_TYPES = {"bid", "draw", "pass"}


def expect(action, *types):
    """A known action type that is not asked for now is illegal (409), an unknown one malformed."""
    kind = action.get("type")
    if kind in types:
        return kind
    if kind in ACTION_TYPES:
        raise IllegalAction("wrong-decision", f"'{kind}' is not what this seat must decide now")
    raise BadAction("unknown-action", f"expected one of {', '.join(types)}", field="type")


def new(players, options, seed):
    state = {"schema_version": 1, "rng": seed, "round": 1, "scores": [0] * players,
             "hands": [], "bids": [None] * players, "deck": list(range(1, 10)) * 2,
             "draws": [], "stack": [{"kind": "bid"}], "over": False}
    Rng(state).shuffle(state["deck"])
    state["hands"] = [[state["deck"].pop() for _ in range(3)] for _ in range(players)]
    return state


def _bid_to_act(state, frame):
    return [s for s, b in enumerate(state["bids"]) if b is None]


def _bid_decisions(state, frame, seat, lang):
    opts = [option(f"Bid {c}", {"type": "bid", "card": c}) for c in sorted(set(state["hands"][seat]))]
    return [decision(f"r{state['round']}-bid", "bid", "Bid one card in secret", opts, sealed=True)]


def _bid_act(state, frame, seat, action):
    expect(action, "bid")
    card = action.get("card")
    if not isinstance(card, int) or isinstance(card, bool):
        raise BadAction("bad-card", "card must be an integer", field="card")
    if card not in state["hands"][seat]:
        raise IllegalAction("card-not-in-hand", "you can only bid a card from your hand")
    state["hands"][seat].remove(card)
    state["bids"][seat] = card
    events = [{"type": "bid-placed", "seat": seat},
              {"type": "bid-card", "seat": seat, "card": card, "to": [seat]}]
    if all(b is not None for b in state["bids"]):
        events += _reveal(state)
    return events


def _reveal(state):
    bids = state["bids"]
    unique = [b for b in bids if bids.count(b) == 1]
    winner = bids.index(max(unique)) if unique else None
    events = [{"type": "bids-revealed", "bids": list(bids), "winner": winner}]
    if winner is not None:
        state["scores"][winner] += 1
    state["bids"] = [None] * len(bids)
    state["stack"][-1] = {"kind": "draw", "queue": [s for s in range(len(bids)) if s != winner]}
    return events


def _draw_to_act(state, frame):
    return frame["queue"][:1]


def _draw_decisions(state, frame, seat, lang):
    return [decision(f"r{state['round']}-draw", "draw", "Draw a card or pass",
                     [option("Draw", {"type": "draw"}), option("Pass", {"type": "pass"})])]


def _draw_act(state, frame, seat, action):
    kind = expect(action, "draw", "pass")
    frame["queue"].pop(0)
    events = [{"type": "passed", "seat": seat}]
    if kind == "draw" and state["deck"]:
        card = state["deck"].pop()
        state["hands"][seat].append(card)
        events = [{"type": "card-drawn", "seat": seat},
                  {"type": "card-drawn-private", "seat": seat, "card": card, "to": [seat]}]
    if not frame["queue"]:
        state["stack"].pop()
        events += _next_round(state)
    return events


def _next_round(state):
    if max(state["scores"]) >= TARGET or state["round"] >= ROUNDS or \
            any(not h for h in state["hands"]):
        state["over"] = True
        return [{"type": "game-over", "scores": list(state["scores"])}]
    state["round"] += 1
    state["stack"].append({"kind": "bid"})
    return [{"type": "round-started", "round": state["round"]}]


FLOW = Flow([Step("bid", to_act=_bid_to_act, decisions=_bid_decisions, act=_bid_act),
             Step("draw", to_act=_draw_to_act, decisions=_draw_decisions, act=_draw_act)])


def view(state, seat):
    return {"round": state["round"], "scores": state["scores"],
            "hand": state["hands"][seat] if seat is not None else None,
            "hand_sizes": [len(h) for h in state["hands"]],
            "bid_in": [b is not None for b in state["bids"]], "deck_size": len(state["deck"])}


def secrets(state, seat):
    """Cards are small numbers in several copies, so none is distinct: each is declared at its
    place (the leak check stands unique values in for them); a sealed bid is tied to its seat."""
    out = [Secret("the random generator", ("rng",), state["rng"])]
    for s, hand in enumerate(state["hands"]):
        if s != seat:
            out += [Secret(f"seat {s}'s hand", ("hands", s, i), c, distinct=False)
                    for i, c in enumerate(hand)]
    out += [Secret(f"seat {s}'s bid", ("bids", s), b, distinct=False, about=s)
            for s, b in enumerate(state["bids"]) if b is not None and s != seat]
    out += [Secret("the deck", ("deck", i), c, distinct=False) for i, c in enumerate(state["deck"])]
    return out


def result(state):
    if not state["over"]:
        return None
    best = max(state["scores"])
    return {"winners": [s for s, v in enumerate(state["scores"]) if v == best],
            "scores": list(state["scores"]), "reason": "points"}


GAME = register(Game(
    id="testgame", name="Sealed Bids (test game)", min_players=2, max_players=4,
    options_schema={"type": "object", "additionalProperties": False, "properties": {
        "note": {"type": "string", "maxLength": 20, "default": "", "description": "ignored"}}},
    new=new, decisions=FLOW.decisions, apply=FLOW.apply, view=view, result=result,
    to_act=FLOW.to_act, secrets=secrets, action_types=frozenset(ACTION_TYPES)))
