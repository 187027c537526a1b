"""Planning phase (4.4) steps 1 and 2: Assign Orders and Reveal Orders, which hands over to the
Messenger Raven (``planning.raven``).

Assigning orders is the engine's sealed step: a house places its orders face down area by area
(or all at once with ``place_orders``) and submits them; a submitted house may still change
them, which takes its submission back, until every house is in. When a house is short of
usable tokens the houses assign in turn order instead, one after the other (4.4). The orders
themselves are on the board (hidden by the view); the frame's entries only say who is in.
"""
from __future__ import annotations

from api.engine.errors import BadAction
from api.engine.fields import absent_or_wrong
from api.engine.sealed import is_in, open_sealed, sealed_step
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning import orders as O
from api.games.board.planning.raven import push_raven
from api.games.board.seats import house_seat, seat_house
from api.games.board.tracks.influence import holder, turn_order
from api.games.board.validate import get_area, get_str, illegal

KIND = "assign_orders"
SUBMIT = {"type": "submit_orders"}

# -- Assign Orders --------------------------------------------------------------------------


def start_planning(state: dict) -> bool:
    """Push the assign-orders frame, in turn order if some house is short of usable tokens
    (4.4). False (nothing pushed) when no house has a unit to order."""
    houses = turn_order(state)
    if not any(O.order_areas(state, h) for h in houses):
        return False
    short = any(O.usable_capacity(state, h) < len(O.order_areas(state, h)) for h in houses)
    # A house without units has nothing to order: the step lets it in with nothing.
    open_sealed(state, KIND, [house_seat(state, h) for h in houses],
                mode="sequential" if short else "simultaneous")
    return True


def _needed(state: dict, house: str, areas: list[str] | None = None) -> int:
    """Orders a house must place before submitting: one per unit area while usable tokens
    last, unless the match made orders optional (1st edition, official FAQ: option
    ``orders_mandatory`` off). ``areas``: ``order_areas(state, house)``, when known."""
    if not state["options"].get("orders_mandatory", True):
        return 0
    if areas is None:
        areas = O.order_areas(state, house)
    return min(len(areas), O.usable_capacity(state, house))


def _choices(state: dict, frame: dict, seat: int) -> list[dict]:
    house = seat_house(state, seat)
    areas, placed = O.areas_and_orders(state, house)
    if not areas:
        return []
    opts = []
    free = O.distinct_tokens(state, O.unused_tokens(state, house, placed))
    stars = O.stars_left(state, house, placed)
    board = state["areas"]
    for a, tokens in O.placeable(state, house, areas, free, placed, stars):
        for tok in tokens:
            opts.append({"type": "place_order", "area": a, "token": tok})
        if board[a]["order"] is not None:
            opts.append({"type": "remove_order", "area": a})
    if len(placed) >= _needed(state, house, areas) and not is_in(frame, seat):
        opts.append(SUBMIT)
    return opts


def _find(state: dict, frame: dict, seat: int, action: dict) -> dict | None:
    """The option of ``_choices`` equal to ``action``, found by checking that one action
    (exact keys and JSON types, as ``match_option`` compares) instead of listing the 30-odd
    options of a house; None when it is not listed (the step then lists them all to refuse
    it precisely). Almost every action of a game is an order placed, taken back or submitted."""
    typ = action.get("type")
    house = seat_house(state, seat)
    if typ == "submit_orders":
        if len(action) != 1 or is_in(frame, seat):
            return None
        areas, placed = O.areas_and_orders(state, house)
        if not areas or len(placed) < _needed(state, house, areas):
            return None
        return SUBMIT
    area = action.get("area")
    if type(area) is not str or not O.has_units(state, house, area):
        return None
    if typ == "remove_order":
        if len(action) != 2 or state["areas"][area]["order"] is None:
            return None
        return {"type": "remove_order", "area": area}
    token = action.get("token")
    if typ != "place_order" or len(action) != 3 or type(token) is not str:
        return None
    placed = O.placed_tokens(state, house)
    if token not in O.distinct_tokens(state, O.unused_tokens(state, house, placed)):
        return None
    if O.token_allowed(state, house, token, area, placed) is not None:
        return None
    return {"type": "place_order", "area": area, "token": token}


_LABELS: dict[tuple, str] = {}   # (ruleset, lang, type, area, token) -> label; lang is one of
#                                  i18n.LANGS, so this stays as small as the map's options


def _label(state: dict, frame: dict, seat: int, action: dict, lang: str) -> str:
    typ = action["type"]
    if typ == "submit_orders":
        return L.t(lang, "submit")
    k = (state["ruleset"], lang, typ, action["area"], action.get("token"))
    text = _LABELS.get(k)
    if text is None:
        what = L.order(state, action["token"], lang) if typ == "place_order" \
            else L.t(lang, "remove")
        text = _LABELS[k] = f"{L.area(state, action['area'], lang)}: {what}"
    return text


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    optional = not state["options"].get("orders_mandatory", True)
    return L.t(lang, "assign_orders_optional" if optional else "assign_orders")


def _record(state: dict, frame: dict, seat: int, action: dict) -> list:
    """One listed action: a change takes the house's submission back; "submit" hands it in."""
    house = seat_house(state, seat)
    key = str(seat)
    if action["type"] == "submit_orders":
        frame["entries"][key] = SUBMIT
        return [{"type": "orders-ready", "house": house}]
    a = action["area"]
    frame["entries"].pop(key, None)
    if action["type"] == "remove_order":
        state["areas"][a]["order"] = None
        return []
    tok = action["token"]
    state["areas"][a]["order"] = O.make_order(state, house, tok)
    return [{"type": "order-placed", "house": house, "area": a, "token": tok, "to": [seat]},
            {"type": "order-placed-hidden", "house": house, "area": a}]


def _why_not_place(state: dict, house: str, area: str, token: str) -> None:
    if area not in O.order_areas(state, house):
        illegal("no-units", "you can only give orders in areas holding your units")
    why = O.token_allowed(state, house, token, area)
    if why:
        illegal(why, {"token-in-use": "that order token is already on the board",
                      "order-restricted": "a Westeros card forbids that order this round",
                      "no-star-left": "no special order left for your King's Court position",
                      "unknown-token": "unknown order token"}[why])


def _explain(state: dict, frame: dict, seat: int, action: dict) -> None:
    """The rule an unlisted order action breaks, when it is one the board can name."""
    house = seat_house(state, seat)
    typ = action["type"]
    if typ == "place_order":
        area = get_area(state, action)
        _why_not_place(state, house, area, get_str(action, "token", edition_of(state).order_tokens))
    elif typ == "remove_order":
        o = state["areas"][get_area(state, action)]["order"]
        if not o or o["house"] != house:
            illegal("no-order", "you have no order there")
    elif typ == "submit_orders" and set(action) == {"type"}:
        if is_in(frame, seat):
            illegal("already-submitted", "your orders are already submitted")
        illegal("orders-missing", "every area with your units needs an order")


def _place_all(state: dict, frame: dict, seat: int, action: dict) -> list:
    """All of a house's orders at once ({area: token}), submitted: checked completely against
    the board without the house's current orders; on any refusal the board is as before."""
    house = seat_house(state, seat)
    orders = action.get("orders")
    if not isinstance(orders, dict):
        absent_or_wrong("orders", orders, "an object mapping area ids to order tokens")
    extra = sorted(set(action) - {"type", "orders"})
    if extra:
        raise BadAction("unknown-field", f"no listed option has a field {extra[0]!r}", field=extra[0])
    areas = state["areas"]
    before = {a: st["order"] for a, st in areas.items() if st["order"] and st["order"]["house"] == house}
    for a in before:
        areas[a]["order"] = None
    try:
        for a, tok in orders.items():
            get_area(state, {"area": a})
            get_str({"token": tok}, "token", edition_of(state).order_tokens)
            _why_not_place(state, house, a, tok)
            areas[a]["order"] = O.make_order(state, house, tok)
        if len(O.placed_tokens(state, house)) < _needed(state, house):
            illegal("orders-missing", "every area with your units needs an order")
    except Exception:
        for a in orders:
            if a in areas and areas[a]["order"] and areas[a]["order"]["house"] == house:
                areas[a]["order"] = None
        for a, o in before.items():
            areas[a]["order"] = o
        raise
    return _record(state, frame, seat, SUBMIT)


def _reveal(state: dict, frame: dict) -> list:
    state["stack"].pop()
    revealed = []
    for a, st in state["areas"].items():
        if st["order"]:
            st["order"]["revealed"] = True
            revealed.append({"area": a, "house": st["order"]["house"], "token": st["order"]["token"]})
    if not state["raven_used"]:
        push_raven(state, holder(state, "kings_court"))
    return [{"type": "orders-revealed", "orders": revealed}]


def ready_houses(state: dict, frame: dict) -> list[str]:
    """Houses that are in (submitted, or with nothing to order), in turn order: public."""
    return [seat_house(state, s) for s in frame["seats"] if is_in(frame, s)]


STEPS = [
    sealed_step(KIND, reveal=_reveal, choices=_choices, label=_label, prompt=_prompt,
                decision_type="place_orders", record=_record,
                in_turn=lambda frame: frame["mode"] == "sequential",
                bulk={"place_orders": _place_all}, explain=_explain, find=_find),
]
