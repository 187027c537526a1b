"""The stored form of a card-game state: a card instance keeps only what differs from a card
just created (cards.create).

Every card of every deck is an instance of 13 keys, most of them at their starting value
(standing, face up, no power, no tokens, no attachments, no duplicates, controlled by its
owner) for the whole game; card instances were 90 % of a stored lcg2e state, and every
action reads and writes the whole document. ``pack`` leaves those keys out (and ``controller`` while it is the owner);
``unpack`` puts them back in their places, so the engine always works on the full shape. A
state stored full (by an engine before this form) unpacks to itself, so no schema step is
needed: the form is the store's, not the rules'.
"""
from __future__ import annotations

# A card's keys after code, owner, controller and zone, in cards.create's order, with their
# starting value (a type: a new empty one each time).
DEFAULTS = (("kneeling", False), ("face_down", False), ("power", 0), ("tokens", dict),
            ("attached_to", None), ("attachments", list), ("dups", list), ("dup_of", None),
            ("entered", None))
KEYS = ("code", "owner", "controller", "zone") + tuple(k for k, _ in DEFAULTS)
_START = {k: (d() if isinstance(d, type) else d) for k, d in DEFAULTS}


def _at_start(key: str, value) -> bool:
    # by type too: power 0 is a start value, a False in its place would not be
    return key in _START and type(value) is type(_START[key]) and value == _START[key]


def _card(card: dict) -> dict:
    return {k: v for k, v in card.items()
            if not _at_start(k, v) and not (k == "controller" and v == card.get("owner"))}


def pack(state: dict) -> dict:
    """A copy of ``state`` with its cards in the short form (the state itself is untouched)."""
    if "cards" not in state:
        return state
    return {**state, "cards": {cid: _card(c) for cid, c in state["cards"].items()}}


def unpack(state: dict) -> dict:
    """The full shape of a stored state, changed in place (a full state is left as it is)."""
    cards = state.get("cards")
    if not cards:
        return state
    for cid, card in cards.items():
        if all(k in card for k in KEYS):
            continue        # stored full
        full = {"code": card["code"], "owner": card["owner"],
                "controller": card.get("controller", card["owner"]), "zone": card["zone"]}
        for key, start in DEFAULTS:
            full[key] = card[key] if key in card else (
                start() if isinstance(start, type) else start)
        for key, value in card.items():     # a key of a game's own, after the shared ones
            if key not in full:
                full[key] = value
        cards[cid] = full
    return state
