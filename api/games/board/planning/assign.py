"""Planning phase (4.4): Assign Orders, Reveal Orders, Use the Messenger Raven."""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board import labels as L
from api.games.board import orders as O
from api.games.board.board import holder, house_seat, seat_house, turn_order
from api.games.board.data import rules
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
    free = O.distinct_tokens(O.unused_tokens(state, house))
    placed = O.placed_tokens(state, house)
    for a in areas:
        for tok in free:
            if O.token_allowed(state, house, tok, a, placed) is None:
                opts.append(option(f"{L.area(a, lang)}: {L.order(tok, lang)}",
                                   {"type": "place_order", "area": a, "token": tok}))
        if state["areas"][a]["order"] is not None:
            opts.append(option(f"{L.area(a, lang)}: {L.t(lang, 'remove')}",
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
    return [decision("assign_orders", "place_orders", L.t(lang, "assign_orders"), opts,
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
        a = get_area(action)
        tok = get_str(action, "token", O.TOKEN_IDS)
        _place(state, h, a, tok)
        state["areas"][a]["order"] = O.make_order(h, tok)
        events.append({"type": "order-placed", "house": h, "area": a, "token": tok, "to": [seat]})
        events.append({"type": "order-placed-hidden", "house": h, "area": a})
    elif typ == "remove_order":
        a = get_area(action)
        o = state["areas"][a]["order"]
        if not o or o["house"] != h:
            illegal("no-order", "you have no order there")
        state["areas"][a]["order"] = None
    elif typ == "place_orders":
        return _bulk(state, frame, seat, h, action)
    elif typ == "submit_orders":
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
        from api.engine.errors import BadAction
        raise BadAction("missing-field", "'orders' must map area ids to order tokens", field="orders")
    snapshot = {a: st["order"] for a, st in state["areas"].items() if st["order"] and st["order"]["house"] == h}
    for a in snapshot:
        state["areas"][a]["order"] = None
    try:
        for a, tok in orders.items():
            get_area({"area": a})
            get_str({"token": tok}, "token", O.TOKEN_IDS)
            _place(state, h, a, tok)
            state["areas"][a]["order"] = O.make_order(h, tok)
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
        state["stack"].append({"kind": "raven", "house": rh, "stage": "choose"})
    return events


# -- Messenger Raven --------------------------------------------------------------------------


def _raven_to_act(state, frame):
    return [house_seat(state, frame["house"])]


def _raven_options(state, frame, lang):
    h = frame["house"]
    if frame["stage"] == "scout":
        return [option(L.t(lang, "keep_top"), {"type": "raven_keep", "where": "top"}),
                option(L.t(lang, "to_bottom"), {"type": "raven_keep", "where": "bottom"})]
    opts = [option(L.t(lang, "pass"), {"type": "raven_pass"})]
    if state.get("wildling_deck") and rules(state)["raven_scout"]:
        opts.append(option(L.t(lang, "scout"), {"type": "raven_scout"}))
    free = O.distinct_tokens(O.unused_tokens(state, h))
    placed = O.placed_tokens(state, h)
    for a, st in state["areas"].items():
        if st["order"] and st["order"]["house"] == h:
            for tok in free:
                if O.token_allowed(state, h, tok, a, placed) is None:
                    opts.append(option(f"{L.area(a, lang)}: {L.order(tok, lang)}",
                                       {"type": "raven_replace", "area": a, "token": tok}))
    return opts


def _raven_decisions(state, frame, seat, lang):
    key = "raven_scout" if frame["stage"] == "scout" else "raven"
    return [decision("raven", "raven_action", L.t(lang, key), _raven_options(state, frame, lang))]


def _raven_act(state, frame, seat, action):
    h = frame["house"]
    typ = action["type"]
    if frame["stage"] == "scout":
        if typ != "raven_keep":
            unknown(action)
        where = get_str(action, "where", ("top", "bottom"))
        deck = state["wildling_deck"]
        if where == "bottom":
            deck.append(deck.pop(0))
        state["raven_knows_top"] = h if where == "top" else None
        state["stack"].pop()
        return [{"type": "raven-scouted", "house": h, "where": where}]
    if typ == "raven_pass":
        state["stack"].pop()
        return [{"type": "raven-passed", "house": h}]
    if typ == "raven_scout":
        if not state.get("wildling_deck") or not rules(state)["raven_scout"]:
            illegal("empty-deck", "the wildling deck is empty")
        state["raven_used"] = True
        frame["stage"] = "scout"
        return [{"type": "raven-peek", "house": h, "card": state["wildling_deck"][0],
                 "to": [house_seat(state, h)]},
                {"type": "raven-scouting", "house": h}]
    if typ == "raven_replace":
        a = get_area(action)
        tok = get_str(action, "token", O.TOKEN_IDS)
        o = state["areas"][a]["order"]
        if not o or o["house"] != h:
            illegal("no-order", "you have no order there")
        why = O.token_allowed(state, h, tok, a)
        if why or tok == o["token"]:
            illegal(why or "same-order", "that replacement is not allowed (stars, restrictions or token in use)")
        old = o["token"]
        state["areas"][a]["order"] = O.make_order(h, tok, revealed=True)
        state["raven_used"] = True
        state["stack"].pop()
        return [{"type": "raven-replaced", "house": h, "area": a, "old": old, "token": tok}]
    unknown(action)


STEPS = [
    Step("assign_orders", to_act=_assign_to_act, decisions=_assign_decisions, act=_assign_act,
         may_change=_assign_may_change),
    Step("raven", to_act=_raven_to_act, decisions=_raven_decisions, act=_raven_act),
]
