"""Sealed power bids (spec 5.6 steps 1-3 and 5, 5.21 steps 2-6; decisions D5, D6, D10).

A sealed-bid frame (the engine's ``sealed_step``) serves both Clash of Kings and the Night's
Watch: every eligible house secretly bids 0..its available power, may change its bid until
everyone is in, and the last submission reveals all bids at once. Bid tokens always go to the
pool (5.6 step 5, 5.21 step 6), so they are taken from available power at the reveal. The
revealed bids ({house: bid}) go to the parent frame's result slot (``take_result``). Tied
bidders are ordered by the Iron Throne holder (5.6 step 2.4, 1.5), one position at a time; the
ranking goes to the parent's result slot too.

The bids are the frame's sealed entries; ``bids_view`` is what a seat may see of them.
"""
from __future__ import annotations

from api.engine.ask import ask, ask_step
from api.engine.flow import Step, hand_back, has_result, take_result
from api.engine.sealed import entry, is_in, open_sealed, sealed_step
from api.games.board.edition import edition_of
from api.games.board.i18n import terms
from api.games.board.i18n.westeros import T
from api.games.board.seats import house_seat, seat_house
from api.games.board.tracks.influence import holder


# -- sealed bids ------------------------------------------------------------------------
# The engine's sealed step (``api.engine.sealed``): one frame per bid, entries per seat.

KIND = "bid"
TIES = "tied_bidders"            # orders the tied groups of a bid, one place at a time
PICK = "order_tied_bidders"      # asks who takes the next place


def open_bidding(state: dict, context: str, houses: list[str],
                 strength: int | None = None) -> list:
    """Start a sealed bid (``context``: a track id or ``"wildlings"``) among ``houses``.

    Houses without available power bid 0 without being asked (``choice-forced``; their count
    is public). The revealed bids ({house: bid}) go to the result slot of the frame on top of
    the stack now."""
    fields = {"context": context, "houses": list(houses)}
    if strength is not None:
        fields["strength"] = strength
    open_sealed(state, KIND, [house_seat(state, h) for h in houses], **fields)
    return [{"type": "bidding-opened", "context": context, "houses": list(houses)}]


def _reveal(state: dict, context: str, bids: dict) -> list:
    for h, b in bids.items():
        state["houses"][h]["power"] -= b
    hand_back(state, dict(bids))
    return [{"type": "bids-revealed", "context": context,
             "bids": {h: bids[h] for h in bids}, "total": sum(bids.values())}]


def _bid(frame: dict, seat: int) -> int:
    e = entry(frame, seat)
    return e["bid"] if e else 0


def _reveal_all(state: dict, frame: dict) -> list:
    bids = {seat_house(state, s): _bid(frame, s) for s in frame["seats"]}
    return _reveal(state, frame["context"], bids)


def _choices(state: dict, frame: dict, seat: int) -> list[dict]:
    power = state["houses"][seat_house(state, seat)]["power"]
    return [{"type": _bid_type(frame), "bid": n} for n in range(power + 1)]


def _bid_type(frame: dict) -> str:
    return "bid_wildlings" if frame["context"] == "wildlings" else "bid_influence"


def _submitted(state: dict, frame: dict, seat: int, action: dict) -> list:
    house = seat_house(state, seat)
    if state["houses"][house]["power"] <= 0:
        return []      # bid 0 for it when the bid opened: nobody waited for it
    return [{"type": "bid-submitted", "context": frame["context"], "house": house}]


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    card = "wildlings_attack" if frame["context"] == "wildlings" else "clash_of_kings"
    return T.t(lang, f"bid.prompt.{frame['context']}",
               card=edition_of(state).card_name(card, lang), strength=frame.get("strength", 0))


def _label(state: dict, frame: dict, seat: int, action: dict, lang: str) -> str:
    return T.t(lang, "bid.label", n=action["bid"])


def open_bid(state: dict) -> dict | None:
    """The sealed bid waiting for houses now, if any."""
    stack = state["stack"]
    return stack[-1] if stack and stack[-1]["kind"] == KIND else None


def bids_view(state: dict, house: str | None) -> dict | None:
    """What ``house`` (None: a spectator) may see of an open bid: who is ready, and its own bid."""
    frame = open_bid(state)
    if frame is None:
        return None
    out = {"context": frame["context"], "houses": list(frame["houses"]),
           "ready": [h for h in frame["houses"] if is_in(frame, house_seat(state, h))]}
    if house in out["ready"]:
        out["mine"] = _bid(frame, house_seat(state, house))
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


def order_ties(state: dict, label: str, groups: list[list[str]],
               chooser: str | None = None) -> list:
    """Turn bid groups into a ranking (a list of houses, best first) for the result slot of
    the frame on top now; ``chooser`` (default: the Iron Throne holder, 1.5) orders each tied
    group, one place at a time. Without a real tie the ranking is handed back at once."""
    frame = {"kind": TIES, "track": label,
             "chooser": chooser or holder(state, "iron_throne"),
             "groups": [list(g) for g in groups], "placed": []}
    state["stack"].append(frame)
    if _tie_advance(state, frame):
        hand_back(state, list(frame["placed"]))
        return []
    return [{"type": "tie-to-order", "track": label, "houses": list(frame["groups"][0]),
             "chooser": frame["chooser"]}]


def _ties_auto(state: dict, frame: dict) -> list:
    """Ask who takes the next place of the first tied group, place the answer, and hand the
    ranking to the parent once every house is placed."""
    if not has_result(frame):
        ask(state, PICK, house_seat(state, frame["chooser"]),
            [{"type": PICK, "house": h} for h in frame["groups"][0]], prompt=PICK,
            track=frame["track"], position=len(frame["placed"]) + 1,
            houses=list(frame["groups"][0]))
        return []
    house = take_result(frame)["house"]
    frame["groups"][0].remove(house)
    frame["placed"].append(house)
    events = [{"type": "tie-ordered", "track": frame["track"], "house": house,
               "position": len(frame["placed"]), "chooser": frame["chooser"]}]
    if _tie_advance(state, frame):
        hand_back(state, list(frame["placed"]))
    return events


def _tie_label(state: dict, frame: dict, action: dict, lang: str) -> str:
    return T.t(lang, "ties.label", house=terms.house(action["house"], lang))


def _tie_prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    track = frame["track"]
    name = terms.track(track, lang) if track in edition_of(state).tracks else track
    return T.t(lang, "ties.prompt", track=name, pos=frame["position"])


STEPS = [
    sealed_step(KIND, reveal=_reveal_all, choices=_choices, label=_label, prompt=_prompt,
                decision_type=_bid_type, submitted=_submitted),
    Step(TIES, auto=_ties_auto),
    ask_step(PICK, prompt=_tie_prompt, label=_tie_label,
             extra=lambda frame: {"houses": frame["houses"]}),
]
