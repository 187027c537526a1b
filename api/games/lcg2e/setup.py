"""A new game (spec §3.2): a joust of 2 or a melee of 3-6 (spec §1.1); decks from the
options, the setup hand, mulligans, setup cards placed face down (secret, in player order),
revealed together, attachments attached.

Options: ``decks`` = ``"learning"`` (spec §3.1: seat 0 Stark, seat 1 Lannister; the learning
end rule of §1.4 applies), ``"box"`` (two of the box decks of §5.21, drawn from the seed), or a
list of one entry per seat, each a shipped deck id or ``{"faction", "agenda"?, "cards":
[codes]}`` checked with deckbuilding.validate_deck (tournament rules). A melee has no learning
game (the learning decks are a pair for a joust): "learning" and "box" both deal every melee
seat a box deck at random, each of the four used once before any is used twice (5-6 seats).
"""
from __future__ import annotations

from api.engine.errors import BadAction
from api.engine.rng import Rng, seed_state
from api.games.cardcore import cards, derive, moves, rounds
from api.games.lcg2e.catalog import CARDS, DECKS, deck_lists
from api.games.lcg2e.deckbuilding import validate_deck

SCHEMA_VERSION = 1
HAND = 7
SETUP_GOLD = 8
BOX = sorted(k for k, d in DECKS.items() if d["kind"] == "box")

_DECK = {"oneOf": [
    {"type": "string", "enum": sorted(DECKS)},
    {"type": "object", "required": ["faction", "cards"], "additionalProperties": False,
     "properties": {"faction": {"type": "string"}, "agenda": {"type": ["string", "null"]},
                    "cards": {"type": "array", "items": {"type": "string"}, "maxItems": 200}}}]}
OPTIONS_SCHEMA = {
    "type": "object", "additionalProperties": False,
    "properties": {"decks": {
        "default": "learning",
        "oneOf": [{"type": "string", "enum": ["learning", "box"]},
                  {"type": "array", "items": _DECK, "minItems": 2, "maxItems": 6}]}},
}


class DeckRefused(BadAction):
    """A deck breaks deck-building rules: ``errors`` lists every broken rule code."""


def default_decks(chosen, players: int, rng: Rng):
    """"learning" and "box" as deck ids, one per seat; a list is left as it is."""
    if chosen == "learning" and players == 2:
        return ["learning-stark", "learning-lannister"]
    if chosen in ("learning", "box"):
        out, box = [], []
        for _ in range(players):
            if not box:
                box = list(BOX)
            out.append(box.pop(rng.below(len(box))))
        return out
    return chosen


def _decks(options: dict, rng: Rng, players: int) -> list[dict]:
    """One {faction, agenda, draw, plots, kind} per seat."""
    chosen = default_decks(options.get("decks", "learning"), players, rng)
    if not isinstance(chosen, list) or len(chosen) != players:
        raise BadAction("bad-value", "'decks' is learning, box or one deck per seat",
                        field="decks")
    out = []
    for i, d in enumerate(chosen):
        if isinstance(d, str) and d in DECKS:
            draw, plots = deck_lists(d)
            out.append({"faction": DECKS[d]["faction"], "agenda": DECKS[d]["agenda"],
                        "draw": draw, "plots": plots, "kind": DECKS[d]["kind"]})
            continue
        if not isinstance(d, dict) or not isinstance(d.get("cards"), list) \
                or not all(isinstance(c, str) for c in d["cards"]):
            raise BadAction("bad-value", f"deck {i}: a deck id or {{faction, cards}}",
                            field=f"decks.{i}")
        problems = validate_deck(d["cards"], d.get("agenda"), d.get("faction"), "tournament")
        if problems:
            raise DeckRefused("deck/refused", f"deck {i} breaks " + ", ".join(
                sorted({p["code"] for p in problems})), field=f"decks.{i}", errors=problems,
                seat=i)
        out.append({"faction": d["faction"], "agenda": d.get("agenda"),
                    "draw": [c for c in d["cards"] if CARDS[c]["type"] != "plot"],
                    "plots": [c for c in d["cards"] if CARDS[c]["type"] == "plot"],
                    "kind": "custom"})
    return out


def new_state(players: int, options: dict | None, seed: int) -> dict:
    if not 2 <= players <= 6:
        raise BadAction("bad-value", "lcg2e is a joust of 2 or a melee of 3 to 6 players",
                        field="players")
    options = dict(options or {})
    state = {"schema_version": SCHEMA_VERSION, "rng": seed_state(seed), "n": players,
             "options": options, "result": None, "round": 0, "phase": "setup",
             "first_player": None, "active": None, "challenge": None,
             "limited": [0] * players, "challenges_made": [{} for _ in range(players)],
             "stack": []}
    decks = _decks(options, Rng(state), players)
    state["mode"] = "learning" if all(d["kind"] == "learning" for d in decks) else "standard"
    cards.init(state, "lcg2e", [d["faction"] for d in decks])
    for s, d in enumerate(decks):
        cards.deal(state, s, d["draw"], d["plots"], d["agenda"])
    if players > 2:
        from api.games.lcg2e import melee
        melee.init(state)
    # spec §3.2 step 2: the first player for setup is random
    state["first_player"] = Rng(state).below(players)
    state["stack"].append({"kind": "game", "stage": "deal"})
    return state


def player_order(state: dict) -> list[int]:
    """The first player, then clockwise (seat numbers ascending); an eliminated seat of a
    melee is skipped (spec §1.4)."""
    fp, n = state["first_player"], state["n"]
    out = [(fp + i) % n for i in range(n)]
    if "melee" in state:
        out = [s for s in out if s not in state["melee"]["eliminated"]]
    return out


# -- setup cards (spec §3.2 step 8, §6.1 #3) -------------------------------------------------

def setup_items(state: dict, seat: int) -> list[dict]:
    return [{"card": c} for c in state["seats"][seat]["hand"]
            if derive.printed(state, c)["type"] in ("character", "location", "attachment")]


def _costed(state: dict, chosen: list[str]) -> tuple[int, int]:
    """(total printed cost, Limited cards) of a setup selection: a further copy of a unique
    card becomes a duplicate at no cost."""
    seen, total, limited = set(), 0, 0
    for cid in chosen:
        p = derive.printed(state, cid)
        if p["unique"] and p["code"] in seen:
            continue
        seen.add(p["code"])
        total += p["cost"] if isinstance(p["cost"], int) else 0
        limited += "limited" in p["keywords"]
    return total, limited


def host_fits(state: dict, att: str, host: str) -> bool:
    """Printed check of a setup host (both still in hand): a character without No
    attachments (or with the attachment's trait as the exception) meeting the restriction."""
    h, a = derive.printed(state, host), derive.printed(state, att)
    if h["type"] != "character" or "no_attachments" in h["keywords"]:
        return False
    excepts = [k.split(":", 1)[1] for k in h["keywords"] if k.startswith("no_attachments_except:")]
    if excepts and not set(excepts) & set(a["traits"]):
        return False
    only = a.get("attach_only") or {}
    if "faction" in only and h["faction"] != only["faction"]:
        return False
    if "traits" in only and not set(only["traits"]) & set(h["traits"]):
        return False
    return True


def _selection(frame: dict, extra: dict | None = None) -> list[str]:
    ids = [frame["items"][i]["card"] for i in frame["chosen"]]
    return ids + ([extra["card"]] if extra else [])


def setup_addable(state: dict, frame: dict, item: dict) -> bool:
    chosen = _selection(frame, item)
    total, limited = _costed(state, chosen)
    return total <= SETUP_GOLD and limited <= 1


def hostless(state: dict, frame: dict) -> list[str]:
    """The chosen attachments no other chosen card may host: while there is one the selection
    cannot be confirmed, and the question says why (a Confirm that vanished left a player
    guessing)."""
    chosen = _selection(frame)
    return [a for a in chosen if derive.printed(state, a)["type"] == "attachment"
            and not any(host_fits(state, a, h) for h in chosen if h != a)]


def chosen_cost(state: dict, frame: dict) -> int:
    return _costed(state, _selection(frame))[0]


def setup_valid(state: dict, frame: dict) -> bool:
    total, limited = _costed(state, _selection(frame))
    if total > SETUP_GOLD or limited > 1:
        return False
    return not hostless(state, frame)


def placed(state: dict, frame: dict, seat: int, items: list[dict]) -> list:
    return moves.move(state, [i["card"] for i in items], "setup", "setup")


def reveal_setup(state: dict) -> tuple[list, list]:
    """Step 9: every setup card face up at once; characters and locations enter play (setup
    is not "entering play": no triggers), further unique copies become duplicates. Returns
    (events, [(seat, attachment id)] still to attach, in player order)."""
    events, pending = [], []
    for s in player_order(state):
        for cid in list(state["seats"][s]["setup"]):
            p = derive.printed(state, cid)
            if p["type"] == "attachment":
                pending.append([s, cid])
                continue
            twin = cards.copy_in_play(state, s, p["code"]) if p["unique"] else None
            events += moves.place_duplicate(state, cid, twin, "setup") if twin \
                else moves.enter_play(state, cid, "setup")
    return events, pending


def hosts_for(state: dict, seat: int, att: str) -> list[str]:
    return [c for c in state["seats"][seat]["play"] if moves.can_attach(state, att, c)]


def refill(state: dict) -> list:
    return rounds.refill(state, player_order(state), HAND)


def mulligan(state: dict, seat: int) -> list:
    return rounds.mulligan(state, seat, HAND)
