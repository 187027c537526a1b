"""What B'Twixt hides from each viewer (spec §8.1), declared for the leak check (Game.secrets).

Influence cards have one id per physical card (``inf-red-01#2``), so a card in a hidden place
is named by an id nothing public carries: a distinct secret. Allies are not: an ally put back
face up (unclaimed, replaced, recovered) is in the deck with a publicly known place, so the
ally deck is declared position by position and checked through stand-ins only. Power-token
values are 1 to 3, hidden from everyone, the owner too, until the end (spec §5.8).
"""
from __future__ import annotations

from api.engine.game import Secret

# Events that show an ally face up which may go back into the ally deck in the same action
# (unclaimed to the bottom, replaced, recovered to the top): the deck then holds it at a
# public place, not a secret one.
ALLY_REVEALS = ("ally-revealed", "extra-ally-revealed", "ally-unclaimed",
                "current-ally-replaced", "ally-recovered")
# Events that show an influence card face up. Within the same action it may go back into a
# hand (taken from the discard pile, returned from a bid pile) or into the deck (the discard
# pile reshuffled for a draw): then it is hidden again, but it was shown on the way.
FACE_UP = ("card-played", "hand-card-discarded", "card-taken-from-discard", "bid-card-cleared",
           "bid-card-moved", "bid-card-returned", "bid-card-discarded", "effect-copied")
# Events that show cards to one seat (its own draw or new hand, a card taken from another
# hand, a look at another hand an ability grants).
SHOWN_TO_A_SEAT = ("cards-drawn", "hand-received", "hand-card-taken", "hand-seen")


def _offered(state: dict, seat) -> set:
    """Values the pending ability choice shows its chooser (another hand's cards, the top
    allies to reorder): while it is open they are not hidden from that seat."""
    top = state["stack"][-1] if state["stack"] else None
    if seat is None or not top or top["kind"] != "ask" or top["seat"] != seat:
        return set()
    out = set()
    for o in top["options"]:        # {"type": "choose", "choice": the ability's option}
        choice = o.get("choice")
        for v in (choice.values() if isinstance(choice, dict) else [choice]):
            out.update(v if isinstance(v, list) else [v])
    return out


def secrets(state: dict, seat) -> list[Secret]:
    n = state["n"]
    me = seat if type(seat) is int and 0 <= seat < n else None
    offered = _offered(state, me)
    out = [Secret("the random generator", ("rng",), state["rng"])]

    # How a hidden card may still reach this viewer within one action, on its way to where it
    # is hidden when the action ends: the season may end after the round's last ability, and
    # then hands go back into the deck, new hands are dealt or drafted, white cards are boxed.
    # So any card shown face up, or shown to this seat alone (never to a spectator), may be
    # anywhere hidden by then. Within a season, only a look lets a seat see another's hand:
    # other ways reach another hand only when it was just dealt (the season's first round, no
    # card played yet).
    looks = me is not None
    ways = FACE_UP + (SHOWN_TO_A_SEAT if looks else ())
    dealt = state["round"] == 1 and not any(state["played"])
    hand_ways = ways if dealt else FACE_UP + (("hand-seen",) if looks else ())

    def cards(what, path, uids, shown_by=ways):
        places = uids.items() if isinstance(uids, dict) else enumerate(uids)
        out.extend(Secret(what, (*path, i), u, shown_by=shown_by)
                   for i, u in places if u not in offered)

    for s in range(n):
        if s == me:
            continue
        cards(f"seat {s}'s hand", ("hands", s), state["hands"][s], hand_ways)
        cards(f"seat {s}'s set-aside white cards", ("aside", s), state["aside"][s])
        d = state["draft"]
        if d is not None:
            cards(f"seat {s}'s draft packet", ("draft", "packets", s), d["packets"][s])
            cards(f"seat {s}'s drafted cards", ("draft", "kept", s), d["kept"][s])
            # This round's picks wait in the engine's sealed frame until the last one is in.
            for i, fr in enumerate(state["stack"]):
                if fr["kind"] == "draft" and str(s) in fr.get("entries", {}):
                    cards(f"seat {s}'s draft pick", ("stack", i, "entries", str(s)),
                          {"card": fr["entries"][str(s)]["card"]})
    cards("the influence deck", ("deck",), state["deck"])
    cards("the story cards set aside", ("blue_aside",), state["blue_aside"])
    public_box = set(state["box_seen"])
    cards("a card boxed unseen", ("box",), {i: u for i, u in enumerate(state["box"])
                                             if u not in public_box})
    out.extend(Secret("the ally deck", ("ally_deck", i), a, distinct=False,
                      shown_by=ALLY_REVEALS + (("allies-seen",) if looks else ()))
               for i, a in enumerate(state["ally_deck"]) if a not in offered)
    if state["result"] is None:
        known = set(state["known"][me]) if me is not None else set()
        out.extend(Secret(f"power token {t}'s value", ("tv", t), v, distinct=False)
                   for t, v in enumerate(state["tv"]) if t not in known)
    return out
