"""Card instances and zones: the plain-JSON pieces every card-game state is made of.

State keys owned here (design §3)::

    "catalog": "lcg2e",            # whose printed data and scripts (catalog.py)
    "rev": 0,                      # bumped by every writer (touch); derive.py memoises on it
    "next_id": 1,                  # instance ids c1, c2, ... (opaque, D12)
    "cards": {"c7": CARD, ...},    # every physical card of the game, wherever it is
    "seats": [SEAT, ...]

    CARD = {"code", "owner", "controller", "zone", "kneeling", "face_down", "power",
            "tokens": {name: n}, "attached_to": id | None, "attachments": [id],
            "dups": [id], "dup_of": id | None, "entered": {"round", "phase", "how"} | None}

    SEAT = {"faction", "faction_card": {"kneeling", "power"}, "gold",
            "deck", "hand", "plot_deck", "used_plots", "discard", "dead", "removed", "setup",
            "play", "plot", "agenda", "title"}

Zones that are lists are ordered: ``deck`` top first; ``discard``, ``dead`` and
``used_plots`` bottom first (the top, the most recent card, is last). ``hand``, ``deck``,
``plot_deck``, ``discard``, ``dead``, ``removed``, ``setup`` and ``used_plots`` belong to the
card's owner (spec §5.12: a card always goes to its owner's out-of-play areas); ``play`` lists
the cards a seat controls in play (characters, locations and attachments, in the order they
entered); ``plot``, ``agenda`` and ``title`` hold one id or None. A duplicate is in no list: it
sits under its card (``dups``), zone ``"duplicate"``. ``card["zone"]`` mirrors list membership
for O(1) checks; only this module and moves.py write either.

Faction cards never leave play (spec §5.12) and have no code: they live in
``seat["faction_card"]`` and are referred to as ``"f<seat>"`` (``f0``, ``f1``) wherever a card
reference is expected (kneel, stand, power).
"""
from __future__ import annotations

from api.engine.rng import Rng

OWNER_ZONES = ("deck", "hand", "plot_deck", "used_plots", "discard", "dead", "removed",
               "setup")
SLOT_ZONES = ("plot", "agenda", "title")
ZONES = OWNER_ZONES + SLOT_ZONES + ("play", "duplicate")


def touch(state: dict) -> None:
    """Mark the state changed; every writer calls this so derived values are recomputed."""
    state["rev"] = state.get("rev", 0) + 1


def new_seat(faction: str | None = None) -> dict:
    seat = {"faction": faction, "faction_card": {"kneeling": False, "power": 0}, "gold": 0,
            "play": []}
    for z in OWNER_ZONES:
        seat[z] = []
    for z in SLOT_ZONES:
        seat[z] = None
    return seat


def init(state: dict, catalog: str, factions: list[str | None]) -> dict:
    """Give ``state`` the card-game pieces for one seat per faction."""
    state.update({"catalog": catalog, "rev": 0, "next_id": 1, "cards": {},
                  "seats": [new_seat(f) for f in factions], "effects": [], "delayed": [],
                  "uses": {}, "next_effect": 1})
    return state


def create(state: dict, seat: int, code: str, zone: str) -> str:
    """A new instance owned and controlled by ``seat``, placed at the end of ``zone``."""
    cid = f"c{state['next_id']}"
    state["next_id"] += 1
    state["cards"][cid] = {"code": code, "owner": seat, "controller": seat, "zone": zone,
                           "kneeling": False, "face_down": False, "power": 0, "tokens": {},
                           "attached_to": None, "attachments": [], "dups": [], "dup_of": None,
                           "entered": None}
    if zone in SLOT_ZONES:
        state["seats"][seat][zone] = cid
    elif zone != "duplicate":
        state["seats"][seat][zone].append(cid)
    touch(state)
    return cid


def deal(state: dict, seat: int, draw: list[str], plots: list[str],
         agenda: str | None = None) -> None:
    """Create a seat's deck: the draw codes are shuffled BEFORE ids are handed out, so an id
    says nothing about the card's code (D12); plots likewise."""
    rng = Rng(state)
    for code in rng.shuffle(list(draw)):
        create(state, seat, code, "deck")
    for code in rng.shuffle(list(plots)):
        create(state, seat, code, "plot_deck")
    if agenda:
        create(state, seat, agenda, "agenda")


# -- reading ---------------------------------------------------------------------------------

def is_faction_ref(ref: str) -> bool:
    return ref[0] == "f"


def faction_ref(seat: int) -> str:
    return f"f{seat}"


def rec(state: dict, ref: str) -> dict:
    """The mutable record of a card or faction card (``kneeling`` and ``power`` for both)."""
    if ref[0] == "f":
        return state["seats"][int(ref[1:])]["faction_card"]
    return state["cards"][ref]


def controller(state: dict, ref: str) -> int:
    return int(ref[1:]) if ref[0] == "f" else state["cards"][ref]["controller"]


def code(state: dict, cid: str) -> str:
    return state["cards"][cid]["code"]


def in_play(state: dict, ref: str) -> bool:
    return ref[0] == "f" or state["cards"][ref]["zone"] in ("play", "plot", "title")


def cards_in_play(state: dict, seat: int | None = None) -> list[str]:
    """Cards in the play area (characters, locations, attachments), by controller."""
    seats = state["seats"] if seat is None else [state["seats"][seat]]
    return [cid for s in seats for cid in s["play"]]


def zone_of(state: dict, seat: int, zone: str) -> list[str]:
    z = state["seats"][seat][zone]
    if zone in SLOT_ZONES:
        return [z] if z else []
    return z


def power_of(state: dict, seat: int) -> int:
    """Power on the faction card and every card the seat controls in play (spec §5.4)."""
    cards = state["cards"]
    return (state["seats"][seat]["faction_card"]["power"]
            + sum(cards[c]["power"] for c in state["seats"][seat]["play"]))


def copy_in_play(state: dict, seat: int, code: str) -> str | None:
    """The seat's copy of a card (by code) that it owns and controls in play: a unique card's
    further copy may only become its duplicate (spec §5.11)."""
    cards = state["cards"]
    for cid in state["seats"][seat]["play"]:
        if cards[cid]["code"] == code and cards[cid]["owner"] == seat:
            return cid
    return None


def in_dead_pile(state: dict, seat: int, code: str) -> bool:
    """A copy of the card is in the seat's own dead pile: the seat may not marshal, play, put
    into play or take control of another copy of it if it is unique (spec §5.11, S54)."""
    return any(state["cards"][c]["code"] == code for c in state["seats"][seat]["dead"])


def unique_bar(state: dict, seat: int, cid: str) -> str | None:
    """What stands between unique card ``cid`` and play under ``seat``'s control, marshaled,
    ambushed or put into play (spec §5.11: a player may own or control one copy in play):
    "barred" while another copy lies in the seat's dead pile (the copy itself coming back out
    of it is no bar: Aeron Damphair), whatever else is in play; "duplicate" when ``cid`` is
    the seat's own and it owns and controls a copy in play (it may only go under that one);
    "barred" when any other copy in play is owned or controlled by the seat or, for another
    player's card, by its owner (another player's own copy is no bar); None when nothing
    stands in the way. For unique cards only: this module does not read printed data."""
    cards = state["cards"]
    code, owner = cards[cid]["code"], cards[cid]["owner"]
    if any(cards[c]["code"] == code and c != cid for c in state["seats"][seat]["dead"]):
        return "barred"
    if owner == seat and copy_in_play(state, seat, code):
        return "duplicate"
    if any(cards[c]["code"] == code and {seat, owner} & {cards[c]["owner"], cards[c]["controller"]}
           for c in cards_in_play(state)):
        return "barred"
    return None
