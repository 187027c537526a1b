"""A new game (spec §3): houses, the fixed decks shuffled, the setup hand and mulligans
(simultaneous), setup cards placed face down within 5 gold and at most one Limited card, no
attachments, events or second copies of a unique card, revealed together; the hand refilled
to 7.

Options: ``houses`` — ``random`` (spec §3.2: at random; the default), ``stark-lannister``
(seat 0 plays Stark) or ``lannister-stark``; ``max_rounds`` — a platform limit, not a rule of
the game (spec §1.3 has no end but 15 power): when that round ends, the seat with more power
wins, equal power is a draw. It exists so that every game ends (design §10.2 H-G9);
``scenario_draft`` — false (default) or true: the scenario-draft variant (draft.py).
"""
from __future__ import annotations

from api.engine.errors import BadAction
from api.engine.rng import Rng, seed_state
from api.games.cardcore import cards, derive, moves, ops, rounds
from api.games.hbo import draft
from api.games.hbo.catalog import HOUSES, draw_deck, scenarios

SCHEMA_VERSION = 1
HAND = 7
SETUP_GOLD = 5
POWER_POOL = 30
MAX_ROUNDS = 40
OPTIONS_SCHEMA = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "houses": {"type": "string", "enum": ["random", "stark-lannister", "lannister-stark"],
                   "default": "random"},
        "max_rounds": {"type": "integer", "minimum": 1, "maximum": 200,
                       "default": MAX_ROUNDS},
        "scenario_draft": {"type": "boolean", "default": False,
                           "description": "The scenario-draft variant (spec §5.10): each "
                                          "player drafts 6 of the 18 other scenarios and "
                                          "chooses 7 of its 13 as its scenario deck."}},
}


def _houses(choice: str, rng: Rng) -> list[str]:
    if choice == "stark-lannister":
        return ["stark", "lannister"]
    if choice == "lannister-stark":
        return ["lannister", "stark"]
    if choice == "random":
        return list(HOUSES) if rng.below(2) == 0 else list(reversed(HOUSES))
    raise BadAction("bad-value", "'houses' is random, stark-lannister or lannister-stark",
                    field="houses")


def new_state(players: int, options: dict | None, seed: int) -> dict:
    if players != 2:
        raise BadAction("bad-value", "hbo is played by 2 players", field="players")
    options = dict(options or {})
    rounds = options.get("max_rounds", MAX_ROUNDS)
    drafting = options.get("scenario_draft", False)
    if type(drafting) is not bool:
        raise BadAction("bad-value", "'scenario_draft' is true or false", field="scenario_draft")
    if type(rounds) is not int or not 1 <= rounds <= 200:
        raise BadAction("bad-value", "'max_rounds' is a whole number from 1 to 200",
                        field="max_rounds")
    state = {"schema_version": SCHEMA_VERSION, "rng": seed_state(seed), "n": players,
             "options": options, "max_rounds": rounds, "result": None, "round": 0,
             "phase": "setup", "first_player": 0, "active": None, "challenge": None,
             "limited": [0, 0], "challenges_made": [[], []], "intrigue_won": [False, False],
             "reduced": [[], []], "stack": []}
    houses = _houses(options.get("houses", "random"), Rng(state))
    # the titles of each fixed deck: public (both players know both lists), read when the
    # flow decides on public facts whether a seat could play an event
    state["deck_lists"] = [sorted(set(draw_deck(h))) for h in houses]
    cards.init(state, "hbo", houses)
    for s, house in enumerate(houses):    # drafting: the scenario decks come from the draft
        cards.deal(state, s, draw_deck(house), [] if drafting else scenarios(house))
    state["stack"].append({"kind": "game", "stage": "deal"})
    if drafting:
        draft.start(state, houses)
    return state


def player_order(state: dict) -> list[int]:
    fp, n = state["first_player"], state["n"]
    return [(fp + i) % n for i in range(n)]


def power_pool(state: dict) -> int:
    """Tokens left in the power pool (spec §5.4.6): 30 less every token on the table."""
    return POWER_POOL - sum(cards.power_of(state, s) for s in range(state["n"]))


def gain_power(state: dict, seat: int, ref: str, amount: int) -> list:
    """Power from the pool onto a banner (``f<seat>``) or a character; a short pool gives
    what it has (spec §5.4.6)."""
    amount = min(amount, power_pool(state))
    return ops.gain_power(state, {"seat": seat}, card=ref, amount=amount) if amount > 0 else []


# -- setup cards (spec §3.6) -----------------------------------------------------------------

def setup_items(state: dict, seat: int) -> list[dict]:
    return [{"card": c} for c in state["seats"][seat]["hand"]
            if derive.printed(state, c)["type"] in ("character", "location")]


def _fits(state: dict, ids: list[str]) -> bool:
    printed = [derive.printed(state, c) for c in ids]
    unique = [p["code"] for p in printed if p["unique"]]
    return (sum(p["cost"] for p in printed) <= SETUP_GOLD
            and sum("limited" in p["keywords"] for p in printed) <= 1
            and len(unique) == len(set(unique)))


def _chosen(frame: dict) -> list[str]:
    return [frame["items"][i]["card"] for i in frame["chosen"]]


def setup_addable(state: dict, frame: dict, item: dict) -> bool:
    return _fits(state, _chosen(frame) + [item["card"]])


def setup_valid(state: dict, frame: dict) -> bool:
    return _fits(state, _chosen(frame))


def placed(state: dict, frame: dict, seat: int, items: list[dict]) -> list:
    events = moves.move(state, [i["card"] for i in items], "setup", "setup")
    return events + [{"type": "setup-placed", "seat": seat, "count": len(items)}]


def reveal_setup(state: dict) -> list:
    """Both setup areas face up at once; the cards are in play, standing, and have not
    "entered play" (no ability triggers, spec §3.6)."""
    events = []
    for s in range(state["n"]):
        for cid in list(state["seats"][s]["setup"]):
            events += moves.enter_play(state, cid, "setup")
    return events


def refill(state: dict) -> list:
    return rounds.refill(state, list(range(state["n"])), HAND)


def mulligan(state: dict, seat: int) -> list:
    return rounds.mulligan(state, seat, HAND)
