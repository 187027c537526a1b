"""Use the Messenger Raven (4.4 step 3): the King's Court holder may replace one of its orders
or look at the top wildling card and keep it there or put it at the bottom."""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning import orders as O
from api.games.board.seats import house_seat
from api.games.board.validate import get_area, get_str, illegal, unknown


def _raven_to_act(state, frame):
    return [house_seat(state, frame["house"])]


def _raven_options(state, frame, lang):
    h = frame["house"]
    if frame["stage"] == "scout":
        return [option(L.t(lang, "keep_top"), {"type": "raven_keep", "where": "top"}),
                option(L.t(lang, "to_bottom"), {"type": "raven_keep", "where": "bottom"})]
    opts = [option(L.t(lang, "pass"), {"type": "raven_pass"})]
    if state.get("wildling_deck") and edition_of(state).rules.raven_scout:
        opts.append(option(L.t(lang, "scout"), {"type": "raven_scout"}))
    free = O.distinct_tokens(state, O.unused_tokens(state, h))
    placed = O.placed_tokens(state, h)
    for a, st in state["areas"].items():
        if st["order"] and st["order"]["house"] == h:
            for tok in free:
                if O.token_allowed(state, h, tok, a, placed) is None:
                    opts.append(option(f"{L.area(state, a, lang)}: {L.order(state, tok, lang)}",
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
        if not state.get("wildling_deck") or not edition_of(state).rules.raven_scout:
            illegal("empty-deck", "the wildling deck is empty")
        state["raven_used"] = True
        frame["stage"] = "scout"
        return [{"type": "raven-peek", "house": h, "card": state["wildling_deck"][0],
                 "to": [house_seat(state, h)]},
                {"type": "raven-scouting", "house": h}]
    if typ == "raven_replace":
        a = get_area(state, action)
        tok = get_str(action, "token", edition_of(state).order_tokens)
        o = state["areas"][a]["order"]
        if not o or o["house"] != h:
            illegal("no-order", "you have no order there")
        why = O.token_allowed(state, h, tok, a)
        if why or tok == o["token"]:
            illegal(why or "same-order", "that replacement is not allowed (stars, restrictions or token in use)")
        old = o["token"]
        state["areas"][a]["order"] = O.make_order(state, h, tok, revealed=True)
        state["raven_used"] = True
        state["stack"].pop()
        return [{"type": "raven-replaced", "house": h, "area": a, "old": old, "token": tok}]
    unknown(action)


STEPS = [Step("raven", to_act=_raven_to_act, decisions=_raven_decisions, act=_raven_act)]
