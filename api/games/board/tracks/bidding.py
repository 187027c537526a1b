"""Sealed power bids (spec 5.6 steps 1-3 and 5, 5.21 steps 2-6; decisions D5, D6, D10).

One sealed-bid frame serves both Clash of Kings and the Night's Watch: every eligible house
secretly bids 0..its available power, may change its bid until everyone is in, and the last
submission reveals all bids at once. Bid tokens always go to the pool (5.6 step 5, 5.21 step
6), so they are taken from available power at the reveal. The revealed bids are written into
the parent frame's ``"bids"`` field, which then carries on from its own fields. Tied bidders
are ordered by the Iron Throne holder (5.6 step 2.4, 1.5), one position at a time.

While a bid is open, ``state["bids"]`` is ``{"context", "houses", "sealed": {house: bid}}``;
``bids_view`` is what a seat may see of it.
"""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.fields import match_option
from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.edition import edition_of
from api.games.board.i18n import terms
from api.games.board.i18n.westeros import T
from api.games.board.seats import house_seat, seat_house
from api.games.board.tracks.influence import holder


# -- sealed bids ------------------------------------------------------------------------

def open_bidding(state: dict, parent: dict, context: str, houses: list[str],
                 strength: int | None = None) -> list:
    """Start a sealed bid (``context``: a track id or ``"wildlings"``) among ``houses``.

    Houses without available power bid 0 without being asked (their count is public).
    The revealed bids land in ``parent["bids"]`` (parent must be on top of the stack).
    """
    sealed = {h: 0 for h in houses if state["houses"][h]["power"] <= 0}
    events = [{"type": "bidding-opened", "context": context, "houses": list(houses)}]
    if len(sealed) == len(houses):
        return events + _reveal(state, parent, context, sealed)
    state["bids"] = {"context": context, "houses": list(houses), "sealed": sealed}
    frame = {"kind": "bid", "context": context, "houses": list(houses)}
    if strength is not None:
        frame["strength"] = strength
    state["stack"].append(frame)
    return events


def _reveal(state: dict, parent: dict, context: str, bids: dict) -> list:
    for h, b in bids.items():
        state["houses"][h]["power"] -= b
    parent["bids"] = dict(bids)
    state["bids"] = {}
    return [{"type": "bids-revealed", "context": context,
             "bids": {h: bids[h] for h in bids}, "total": sum(bids.values())}]


def _bidders(state: dict, frame: dict) -> list[str]:
    return [h for h in frame["houses"] if state["houses"][h]["power"] > 0]


def _bid_to_act(state: dict, frame: dict) -> list[int]:
    sealed = state["bids"]["sealed"]
    return [house_seat(state, h) for h in _bidders(state, frame) if h not in sealed]


def _bid_may_change(state: dict, frame: dict) -> list[int]:
    """A house that bid may change its bid until every bid is in."""
    sealed = state["bids"]["sealed"]
    return [house_seat(state, h) for h in _bidders(state, frame) if h in sealed]


def _bid_type(frame: dict) -> str:
    return "bid_wildlings" if frame["context"] == "wildlings" else "bid_influence"


def _bid_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    house = seat_house(state, seat)
    typ = _bid_type(frame)
    card = "wildlings_attack" if frame["context"] == "wildlings" else "clash_of_kings"
    prompt = T.t(lang, f"bid.prompt.{frame['context']}", card=edition_of(state).card_name(card, lang),
                 strength=frame.get("strength", 0))
    opts = [option(T.t(lang, "bid.label", n=n), {"type": typ, "bid": n})
            for n in range(state["houses"][house]["power"] + 1)]
    return [decision(f"bid-{frame['context']}", typ, prompt, opts, sealed=True,
                     current=state["bids"]["sealed"].get(house))]


def _bid_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    house = seat_house(state, seat)
    typ = _bid_type(frame)
    if action.get("type") != typ:
        raise BadAction("unknown-action", f"expected an action of type {typ!r}", field="type")
    bid = action.get("bid")
    if isinstance(bid, bool) or not isinstance(bid, int):
        raise BadAction("bad-bid", "a bid is a whole number", field="bid")
    if set(action) - {"type", "bid"}:
        raise BadAction("unknown-field", "a bid has only 'type' and 'bid'", field="action")
    if bid < 0:
        raise IllegalAction("illegal-action/bid-negative", "a bid cannot be negative")
    if bid > state["houses"][house]["power"]:
        raise IllegalAction("illegal-action/bid-too-high", "you cannot bid more power than you have")
    sealed = state["bids"]["sealed"]
    sealed[house] = bid
    events = [{"type": "bid-submitted", "context": frame["context"], "house": house}]
    if all(h in sealed or state["houses"][h]["power"] <= 0 for h in frame["houses"]):
        state["stack"].pop()
        events += _reveal(state, state["stack"][-1], frame["context"],
                          {h: sealed.get(h, 0) for h in frame["houses"]})
    return events


def bids_view(state: dict, house: str | None) -> dict | None:
    """What ``house`` (None: a spectator) may see of an open bid: who is ready, and its own bid."""
    b = state.get("bids") or {}
    if not b:
        return None
    out = {"context": b["context"], "houses": list(b["houses"]),
           "ready": [h for h in b["houses"] if h in b["sealed"]]}
    if house is not None and house in b["sealed"]:
        out["mine"] = b["sealed"][house]
    return out


# -- ranking and ties (5.6 step 2.3-2.4, D6) -------------------------------------------------

def rank_groups(bids: dict) -> list[list[str]]:
    """Houses grouped by equal bid, highest bid first (group order inside is arbitrary)."""
    values = sorted(set(bids.values()), reverse=True)
    return [sorted(h for h in bids if bids[h] == v) for v in values]


def _tie_advance(state: dict, frame: dict) -> bool:
    """Place houses that are alone in their group; True when every house is placed."""
    groups = frame["groups"]
    while groups and len(groups[0]) <= 1:
        if groups[0]:
            frame["placed"].append(groups[0][0])
        groups.pop(0)
    return not groups


def _tie_finish(state: dict, frame: dict) -> list:
    parent = state["stack"][-1]
    parent["ranking"] = list(frame["placed"])
    return []


def order_ties(state: dict, parent: dict, label: str, groups: list[list[str]],
               chooser: str | None = None) -> list:
    """Turn bid groups into a ranking in ``parent["ranking"]``; ``chooser`` (default: the
    Iron Throne holder, 1.5) orders each tied group. Pushes a frame only for a real tie."""
    frame = {"kind": "order_tied_bidders", "track": label,
             "chooser": chooser or holder(state, "iron_throne"),
             "groups": [list(g) for g in groups], "placed": []}
    if _tie_advance(state, frame):
        parent["ranking"] = frame["placed"]
        return []
    state["stack"].append(frame)
    return [{"type": "tie-to-order", "track": label, "houses": list(frame["groups"][0]),
             "chooser": frame["chooser"]}]


def _tie_to_act(state: dict, frame: dict) -> list[int]:
    return [house_seat(state, frame["chooser"])]


def _tie_options(state: dict, frame: dict, lang: str) -> list[dict]:
    return [option(T.t(lang, "ties.label", house=terms.house(h, lang)),
                   {"type": "order_tied_bidders", "house": h}) for h in frame["groups"][0]]


def _tie_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    track = frame["track"]
    name = terms.track(track, lang) if track in edition_of(state).tracks else track
    prompt = T.t(lang, "ties.prompt", track=name, pos=len(frame["placed"]) + 1)
    return [decision("order-tied-bidders", "order_tied_bidders", prompt,
                     _tie_options(state, frame, lang), houses=list(frame["groups"][0]))]


def _tie_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    house = match_option([o["action"] for o in _tie_options(state, frame, "en")], action)["house"]
    frame["groups"][0].remove(house)
    frame["placed"].append(house)
    events = [{"type": "tie-ordered", "track": frame["track"], "house": house,
               "position": len(frame["placed"]), "chooser": frame["chooser"]}]
    if _tie_advance(state, frame):
        state["stack"].pop()
        events += _tie_finish(state, frame)
    return events


STEPS = [
    Step("bid", to_act=_bid_to_act, decisions=_bid_decisions, act=_bid_act,
         may_change=_bid_may_change),
    Step("order_tied_bidders", to_act=_tie_to_act, decisions=_tie_decisions, act=_tie_act),
]
