"""Planning phase (4.4) steps 1 and 2: Assign Orders (sealed and simultaneous, or in turn order
when a house is short of usable tokens) and Reveal Orders, which hands over to the Messenger
Raven (``planning.raven``)."""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.engine.errors import BadAction
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning import orders as O
from api.games.board.planning.raven import push_raven
from api.games.board.seats import house_seat, seat_house
from api.games.board.tracks.influence import holder, turn_order
from api.games.board.validate import get_area, get_str, illegal, unknown

# -- Assign Orders --------------------------------------------------------------------------


def start_planning(state: dict) -> dict:
    """The assign-orders frame; in turn order if some house is short of usable tokens (4.4)."""
    short = any(O.usable_capacity(state, h) < len(O.order_areas(state, h)) for h in state["houses"])
    # A house without units has nothing to order and is not waited for.
    idle = [h for h in turn_order(state) if not O.order_areas(state, h)]
    frame = {"kind": "assign_orders", "mode": "sequential" if short else "simultaneous", "ready": idle}
    if short:
        frame["queue"] = turn_order(state)
    return frame


def _needed(state: dict, house: str) -> int:
    """Orders a house must place before submitting: one per unit area while usable tokens
    last, unless the match made orders optional (1st edition, official FAQ: option
    ``orders_mandatory`` off)."""
    if not state["options"].get("orders_mandatory", True):
        return 0
    return min(len(O.order_areas(state, house)), O.usable_capacity(state, house))


def _placed_count(state: dict, house: str) -> int:
    return len(O.placed_tokens(state, house))


def _assign_to_act(state, frame):
    if frame["mode"] == "sequential":
        q = [h for h in frame["queue"] if h not in frame["ready"]]
        return [house_seat(state, q[0])] if q else []
    return [house_seat(state, h) for h in turn_order(state) if h not in frame["ready"]]


def _assign_options(state, house, lang):
    opts = []
    areas = O.order_areas(state, house)
    free = O.distinct_tokens(state, O.unused_tokens(state, house))
    placed = O.placed_tokens(state, house)
    names = {tok: L.order(state, tok, lang) for tok in free}   # this list is built very often
    for a in areas:
        where = L.area(state, a, lang)
        for tok in free:
            if O.token_allowed(state, house, tok, a, placed) is None:
                opts.append(option(f"{where}: {names[tok]}",
                                   {"type": "place_order", "area": a, "token": tok}))
        if state["areas"][a]["order"] is not None:
            opts.append(option(f"{where}: {L.t(lang, 'remove')}",
                               {"type": "remove_order", "area": a}))
    if _placed_count(state, house) >= _needed(state, house) and house not in frame_ready(state):
        opts.append(option(L.t(lang, "submit"), {"type": "submit_orders"}))
    return opts


def _assign_may_change(state, frame):
    """Houses that submitted their orders may change them until everyone is in (sealed)."""
    if frame["mode"] != "simultaneous":
        return []
    return [house_seat(state, h) for h in frame["ready"]]


def frame_ready(state: dict) -> list:
    f = state["stack"][-1] if state["stack"] else {}
    return f.get("ready", []) if f.get("kind") == "assign_orders" else []


def _assign_decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = _assign_options(state, h, lang)
    if not opts:
        return []       # e.g. a submitted house with nothing it could still change
    optional = not state["options"].get("orders_mandatory", True)
    prompt = L.t(lang, "assign_orders_optional" if optional else "assign_orders")
    return [decision("assign_orders", "place_orders", prompt, opts,
                     sealed=frame["mode"] == "simultaneous")]


def _place(state, house, area, token):
    if area not in O.order_areas(state, house):
        illegal("no-units", "you can only give orders in areas holding your units")
    why = O.token_allowed(state, house, token, area)
    if why:
        illegal(why, {"token-in-use": "that order token is already on the board",
                      "order-restricted": "a Westeros card forbids that order this round",
                      "no-star-left": "no special order left for your King's Court position",
                      "unknown-token": "unknown order token"}[why])


def _assign_act(state, frame, seat, action):
    h = seat_house(state, seat)
    typ = action["type"]
    events = []
    if typ == "place_order":
        a = get_area(state, action)
        tok = get_str(action, "token", edition_of(state).order_tokens)
        _place(state, h, a, tok)
        state["areas"][a]["order"] = O.make_order(state, h, tok)
        events.append({"type": "order-placed", "house": h, "area": a, "token": tok, "to": [seat]})
        events.append({"type": "order-placed-hidden", "house": h, "area": a})
    elif typ == "remove_order":
        a = get_area(state, action)
        o = state["areas"][a]["order"]
        if not o or o["house"] != h:
            illegal("no-order", "you have no order there")
        state["areas"][a]["order"] = None
    elif typ == "place_orders":
        return _bulk(state, frame, seat, h, action)
    elif typ == "submit_orders":
        extra = sorted(set(action) - {"type"})
        if extra:
            raise BadAction("unknown-field", f"unexpected field {extra[0]!r}", field=extra[0])
        if h in frame["ready"]:
            illegal("already-submitted", "your orders are already submitted")
        if _placed_count(state, h) < _needed(state, h):
            illegal("orders-missing", "every area with your units needs an order")
        frame["ready"].append(h)
        events.append({"type": "orders-ready", "house": h})
        return events + _maybe_reveal(state, frame)
    else:
        unknown(action)
    if h in frame["ready"]:
        frame["ready"].remove(h)
    return events


def _bulk(state, frame, seat, h, action):
    """All orders at once ({area: token}) and submit: validated completely first."""
    orders = action.get("orders")
    if not isinstance(orders, dict):
        raise BadAction("missing-field", "'orders' must map area ids to order tokens", field="orders")
    snapshot = {a: st["order"] for a, st in state["areas"].items() if st["order"] and st["order"]["house"] == h}
    for a in snapshot:
        state["areas"][a]["order"] = None
    try:
        for a, tok in orders.items():
            get_area(state, {"area": a})
            get_str({"token": tok}, "token", edition_of(state).order_tokens)
            _place(state, h, a, tok)
            state["areas"][a]["order"] = O.make_order(state, h, tok)
        if _placed_count(state, h) < _needed(state, h):
            illegal("orders-missing", "every area with your units needs an order")
    except Exception:
        for a in orders if isinstance(orders, dict) else ():
            if a in state["areas"] and state["areas"][a]["order"] and state["areas"][a]["order"]["house"] == h:
                state["areas"][a]["order"] = None
        for a, o in snapshot.items():
            state["areas"][a]["order"] = o
        raise
    if h in frame["ready"]:
        frame["ready"].remove(h)
    return _assign_act(state, frame, seat, {"type": "submit_orders"})


def _maybe_reveal(state, frame):
    if _assign_to_act(state, frame):
        return []
    state["stack"].pop()
    revealed = []
    for a, st in state["areas"].items():
        if st["order"]:
            st["order"]["revealed"] = True
            revealed.append({"area": a, "house": st["order"]["house"], "token": st["order"]["token"]})
    events = [{"type": "orders-revealed", "orders": revealed}]
    rh = holder(state, "kings_court")
    if not state["raven_used"]:
        push_raven(state, rh)
    return events


STEPS = [
    Step("assign_orders", to_act=_assign_to_act, decisions=_assign_decisions, act=_assign_act,
         may_change=_assign_may_change),
]
