"""What one seat (or a spectator) may see (8.1): no rng, no deck order, no hidden orders,
no sealed bids or card choices of others, the Raven peek only for the peeker."""
from __future__ import annotations

import orjson

from api.engine.sealed import is_in
from api.games.board.combat.cards import chosen_card
from api.games.board.combat.tally import tally
from api.games.board.planning.assign import ready_houses
from api.games.board.rounds.victory import standings
from api.games.board.seats import house_seat, seat_house
from api.games.board.tracks.bidding import bids_view

SECRET_KEY = "sealed"

# Public fields of frames (nothing secret in them), shown for the pending step.
PUBLIC_FRAME_FIELDS = {
    "assign_orders": ("mode",), "raven": ("house", "stage"),
    "action_step": ("order_type", "house"), "march": ("house", "area", "plan"),
    "neutral_support": ("house", "target", "queue"), "muster": ("house", "area", "points", "queue"),
    "reconcile": ("queue",), "capture_port": ("house", "port"),
}   # combat keeps per-house secrets under a "sealed" mapping; bids are frame entries


def _hide_sealed(obj, house):
    """Replace every ``{"sealed": {house: secret}}`` entry of other houses by "ready"."""
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            if k == SECRET_KEY and isinstance(v, dict):
                out[k] = {h: (s if h == house else "ready") for h, s in v.items()}
            else:
                out[k] = _hide_sealed(v, house)
        return out
    if isinstance(obj, list):
        return [_hide_sealed(x, house) for x in obj]
    return obj


def _cards_in(state: dict, frame: dict, c: dict, house) -> None:
    """While the house cards are chosen: who has chosen (``ready``), and one's own choice
    (``sealed[house]["card"]``), never another house's."""
    c["ready"] = {c[side]: is_in(frame, house_seat(state, c[side])) for side in ("attacker", "defender")}
    if isinstance(c["sealed"].get(house), dict):
        c["sealed"][house]["card"] = chosen_card(state, frame, house)


def view(state: dict, seat) -> dict:
    house = seat_house(state, seat) if isinstance(seat, int) and 0 <= seat < len(state["seats"]) else None
    s = orjson.loads(orjson.dumps(state))
    s.pop("rng", None)
    s["westeros_decks"] = {k: len(v) for k, v in state["westeros_decks"].items()}
    deck = state.get("wildling_deck") or []
    s["wildling_deck"] = len(deck)
    if house is not None and state.get("raven_knows_top") == house and deck:
        s["wildling_top"] = deck[0]
    if "tides_deck" in s:
        s["tides_deck"] = len(state["tides_deck"])
    for a, st in s["areas"].items():
        o = st["order"]
        if o and not o.get("revealed") and o["house"] != house:
            st["order"] = {"house": o["house"], "hidden": True}
    s["bids"] = bids = bids_view(state, house)
    if bids:    # the board's panel: every house that is in, its own bid shown to itself alone
        bids["sealed"] = {h: bids["mine"] if h == house else "ready" for h in bids["ready"]}
    s["combat"] = _hide_sealed(s.get("combat"), house)
    if s["combat"] and state["stack"] and state["stack"][-1]["kind"] == "combat_cards":
        _cards_in(state, state["stack"][-1], s["combat"], house)
    if s["combat"]:
        s["combat"]["tally"] = tally(state)
    s["stack"] = [f.get("kind") for f in state["stack"]]
    s["step"] = None
    if state["stack"]:
        top = state["stack"][-1]
        fields = PUBLIC_FRAME_FIELDS.get(top.get("kind"), ())
        s["step"] = {"kind": top.get("kind"), **{k: orjson.loads(orjson.dumps(top[k])) for k in fields if k in top}}
        if top.get("kind") == "assign_orders":
            s["step"]["ready"] = ready_houses(state, top)   # who is in; never what they placed
    s["you"] = house
    if state.get("result"):
        s["standings"] = standings(state)   # the tiebreakers' values, for the result screen
    return s
