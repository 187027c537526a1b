"""Use the Messenger Raven (4.4 step 3): the King's Court holder may replace one of its orders
or look at the top wildling card and keep it there or put it at the bottom. Both questions are
the engine's :func:`~api.engine.ask.ask` (options stored in the frame); the frame keeps the
house and the stage (``choose``, then ``scout``) for everyone to see."""
from __future__ import annotations

from api.engine.ask import ask, ask_step
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning import orders as O
from api.games.board.seats import house_seat

KIND = "raven"
_KEEP = {"top": "keep_top", "bottom": "to_bottom"}     # where -> label key


def push_raven(state: dict, house: str) -> None:
    """Ask ``house`` (the King's Court holder) what it does with the raven."""
    opts = [{"type": "raven_pass"}]
    if state.get("wildling_deck") and edition_of(state).rules.raven_scout:
        opts.append({"type": "raven_scout"})
    free = O.distinct_tokens(state, O.unused_tokens(state, house))
    placed = O.placed_tokens(state, house)
    for a, st in state["areas"].items():
        if st["order"] and st["order"]["house"] == house:
            # the same token again would change nothing (a spare copy of it may be unused)
            opts += [{"type": "raven_replace", "area": a, "token": tok} for tok in free
                     if tok != st["order"]["token"]
                     and O.token_allowed(state, house, tok, a, placed) is None]
    ask(state, KIND, house_seat(state, house), opts, prompt="raven", house=house, stage="choose")


def scout_options() -> list[dict]:
    return [{"type": "raven_keep", "where": w} for w in _KEEP]


def _label(state: dict, frame: dict, action: dict, lang: str) -> str:
    t = action["type"]
    if t == "raven_keep":
        return L.t(lang, _KEEP[action["where"]])
    if t == "raven_replace":
        return f"{L.area(state, action['area'], lang)}: {L.order(state, action['token'], lang)}"
    return L.t(lang, "pass" if t == "raven_pass" else "scout")


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    return L.t(lang, frame["prompt"])


def _answered(state: dict, frame: dict, seat: int, action: dict) -> list:
    h, typ = frame["house"], action["type"]
    if typ == "raven_keep":
        where = action["where"]
        deck = state["wildling_deck"]
        if where == "bottom":
            deck.append(deck.pop(0))
        state["raven_knows_top"] = h if where == "top" else None
        return [{"type": "raven-scouted", "house": h, "where": where}]
    if typ == "raven_pass":
        return [{"type": "raven-passed", "house": h}]
    if typ == "raven_scout":
        state["raven_used"] = True
        ask(state, KIND, seat, scout_options(), prompt="raven_scout", house=h, stage="scout")
        return [{"type": "raven-peek", "house": h, "card": state["wildling_deck"][0],
                 "to": [seat]},
                {"type": "raven-scouting", "house": h}]
    a, tok = action["area"], action["token"]
    old = state["areas"][a]["order"]["token"]
    state["areas"][a]["order"] = O.make_order(state, h, tok, revealed=True)
    state["raven_used"] = True
    return [{"type": "raven-replaced", "house": h, "area": a, "old": old, "token": tok}]


STEPS = [ask_step(KIND, prompt=_prompt, label=_label, on_answer=_answered,
                  decision_type=lambda frame: "raven_action")]
