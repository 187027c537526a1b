"""Melee, 3 to 6 players (spec §1.1, §1.4, §5.20): the title pool and each round's secret
choice of titles, the relations between titles (support, rivals), whom a seat may challenge,
and elimination.

State (only in a melee, so a joust's state is as it always was)::

    state["melee"] = {"pool": [title card ids not borne], "set_aside": [codes, this round],
                      "eliminated": [seats, in the order they went], "rivals_won": [[seat, ...]
                      per seat: the rival opponents it had its rivals bonus from this round],
                      "regent_used": bool (this round), "challenged": [[[type, seat], ...]
                      per seat: its challenges this phase, by the opponent first named]}

Title cards are instances like any card (so their constant abilities and printed modifiers
work through derive), owned by nobody; a borne title sits in its bearer's ``title`` slot
(zone ``title``, controller the bearer), the others in the pool (zone ``title_pool``).
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.engine.sealed import open_sealed
from api.games.cardcore import cards, moves
from api.games.lcg2e.catalog import CARDS

TITLES = ("01206", "01207", "01208", "01209", "01210", "01211")
WHISPERS, SHIPS, HAND, COIN, LAWS, REGENT = TITLES
# spec §5.20.2: titles set aside each round, by the number of players (a melee down to two
# players after eliminations keeps the three-player count: 4 titles to choose from)
SET_ASIDE = {2: 2, 3: 2, 4: 1, 5: 1, 6: 0}


def is_melee(state: dict) -> bool:
    return "melee" in state


def init(state: dict) -> None:
    pool = []
    for code in TITLES:
        cid = f"c{state['next_id']}"
        state["next_id"] += 1
        state["cards"][cid] = {"code": code, "owner": None, "controller": None,
                               "zone": "title_pool", "kneeling": False, "face_down": False,
                               "power": 0, "tokens": {}, "attached_to": None,
                               "attachments": [], "dups": [], "dup_of": None, "entered": None}
        pool.append(cid)
    n = state["n"]
    state["melee"] = {"pool": pool, "set_aside": [], "eliminated": [],
                      "rivals_won": [[] for _ in range(n)], "regent_used": False,
                      "challenged": [[] for _ in range(n)]}


def is_out(state: dict, seat: int) -> bool:
    return is_melee(state) and seat in state["melee"]["eliminated"]


def live(state: dict) -> list[int]:
    gone = state["melee"]["eliminated"] if is_melee(state) else ()
    return [s for s in range(state["n"]) if s not in gone]


def an_opponent(state: dict, seat: int) -> int:
    """The opponent a card's "the opponent" means: in a joust the other seat; in a melee the
    other party of the challenge ``seat`` takes part in, else the next seat after it in
    player order (card texts written for a joust name no one opponent; spec §5.20.4 reads
    "the losing opponent" as the challenge's other party)."""
    if not is_melee(state):
        return 1 - seat
    ch = state.get("challenge")
    if ch and seat in (ch["attacker"], ch["defender"]):
        return ch["defender"] if seat == ch["attacker"] else ch["attacker"]
    n = state["n"]
    return next(((seat + i) % n for i in range(1, n) if (seat + i) % n in live(state)), seat)


# -- titles -----------------------------------------------------------------------------------

def title_code(state: dict, seat: int) -> str | None:
    cid = state["seats"][seat]["title"]
    return state["cards"][cid]["code"] if cid else None


def bearer(state: dict, code: str) -> int | None:
    for s in live(state):
        if title_code(state, s) == code:
            return s
    return None


def relation(code: str | None) -> dict:
    if code is None:
        return {"supports": [], "rivals": [], "supported_by": []}
    return CARDS[code]["title"]


def supports(state: dict, seat: int, other: int) -> bool:
    """``seat``'s title supports the title ``other`` bears (spec §5.20.1)."""
    theirs = title_code(state, other)
    return theirs is not None and theirs in relation(title_code(state, seat))["supports"]


def rivals(state: dict, seat: int, other: int) -> bool:
    theirs = title_code(state, other)
    return theirs is not None and theirs in relation(title_code(state, seat))["rivals"]


def open_titles(state: dict, order: list[int]) -> list:
    """1.4 step 1: the pool shuffled, titles set aside at random (hidden from everyone);
    then a secret choice, one seat at a time in player order, from what is left."""
    m = state["melee"]
    codes = Rng(state).shuffle(sorted(state["cards"][c]["code"] for c in m["pool"]))
    k = SET_ASIDE[len(order)]
    m["set_aside"] = codes[:k]
    open_sealed(state, "title", order, remaining=sorted(codes[k:]))
    return [{"type": "titles-set-aside", "count": k}]


def title_choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": "title", "title": c} for c in frame["remaining"]]


def title_chosen(state: dict, frame: dict, seat: int, action: dict) -> list:
    """The stack is passed on: the chosen title leaves it (only the chooser knows which)."""
    frame["remaining"].remove(action["title"])
    return [{"type": "title-chosen", "seat": seat}]


def titles_revealed(state: dict, frame: dict) -> list:
    """1.4 step 3: every chosen title face up at once; the rest go back to the pool."""
    state["stack"].pop()
    m = state["melee"]
    by_code = {state["cards"][c]["code"]: c for c in m["pool"]}
    shown = {}
    for s in frame["seats"]:
        entry = frame["entries"].get(str(s))
        if not entry:
            continue
        cid = by_code[entry["title"]]
        m["pool"].remove(cid)
        card = state["cards"][cid]
        card.update(zone="title", controller=s)
        state["seats"][s]["title"] = cid
        shown[str(s)] = entry["title"]
    m["set_aside"] = []
    cards.touch(state)
    return [{"type": "titles-revealed", "titles": shown}]


def return_titles(state: dict) -> list:
    """Taxation step 3 (7.4): every title back to the pool, all at once; the round's
    once-per-round title uses start again."""
    m = state["melee"]
    back = []
    for s in range(state["n"]):
        cid = state["seats"][s]["title"]
        if cid:
            state["seats"][s]["title"] = None
            state["cards"][cid].update(zone="title_pool", controller=None)
            m["pool"].append(cid)
            back.append(s)
    m["pool"].sort(key=lambda c: state["cards"][c]["code"])
    m["rivals_won"] = [[] for _ in range(state["n"])]
    m["regent_used"] = False
    cards.touch(state)
    return [{"type": "titles-returned", "seats": back}] if back else []


# -- whom a seat may challenge (spec §5.20.1, §5.20.3, §5.20.4) -------------------------------

def challengeable(state: dict, seat: int, kind: str) -> list[int]:
    """The opponents ``seat`` may initiate a ``kind`` challenge against: not one whose title
    its own title supports; the Hand of the King's second power challenge not against an
    opponent it already challenged for power this phase."""
    out = [s for s in live(state) if s != seat and not supports(state, seat, s)]
    if kind == "power" and title_code(state, seat) == HAND:
        done = [o for k, o in state["melee"]["challenged"][seat] if k == "power"]
        if done:
            out = [s for s in out if s not in done]
    return out


def note_challenge(state: dict, seat: int, kind: str, opponent: int) -> None:
    state["melee"]["challenged"][seat].append([kind, opponent])


def new_phase(state: dict) -> None:
    state["melee"]["challenged"] = [[] for _ in range(state["n"])]


# -- elimination (spec §1.4) ------------------------------------------------------------------

def eliminate(state: dict, seats: list[int]) -> list:
    """Decked seats leave the game: the cards they control in play leave it too (their own
    are removed from the game, others' go to their owners' discard piles), their titles go
    back to the pool, and a first player who leaves hands the token to the next seat on."""
    m = state["melee"]
    events = []
    for s in seats:
        m["eliminated"].append(s)
        z = state["seats"][s]
        mine = [c for c in z["play"] if state["cards"][c]["owner"] == s]
        theirs = [c for c in z["play"] if state["cards"][c]["owner"] != s]
        events.append({"type": "eliminated", "seat": s})
        if theirs:
            events += moves.move(state, theirs, "discard", "eliminated")
        if mine:
            events += moves.move(state, mine, "removed", "eliminated")
        if z["plot"]:          # its revealed plot's constant abilities end with it
            events += moves.move(state, [z["plot"]], "removed", "eliminated")
        cid = z["title"]
        if cid:
            z["title"] = None
            state["cards"][cid].update(zone="title_pool", controller=None)
            m["pool"].append(cid)
    n = state["n"]
    if state["first_player"] in m["eliminated"] and live(state):
        fp = state["first_player"]
        state["first_player"] = next((fp + i) % n for i in range(1, n)
                                     if (fp + i) % n not in m["eliminated"])
        events.append({"type": "first-player", "seat": state["first_player"]})
    cards.touch(state)
    return events
