"""The scenario-draft variant (spec §3.0, §5.10; match option ``scenario_draft``): before the
decks are shuffled, the 18 scenarios outside both houses' sets are shuffled into a draft deck.
Three times: each player is dealt 3, secretly keeps 1 and passes the other 2 to the opponent
(one sealed round), then secretly keeps 1 of the 2 passed to it and puts the other in the box
(another). Each player then secretly chooses 7 of its 13 (its house's 7 and the 6 drafted) as
its scenario deck; the other 6 go back to the box unshown.

The draft is done on titles (codes) in the ``draft`` frame: no scenario card exists until a
player's 7 are chosen, when they are created in its scenario deck (shuffled before their ids
are handed out, like every deck). Hidden in the frame (secrets.py): the draft deck, each
player's dealt cards and drafted titles from the other, the box from spectators (each boxed
card was seen by both players: the one who passed it and the one who boxed it).
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.engine.sealed import open_sealed
from api.engine.select import select
from api.games.cardcore import cards
from api.games.hbo.catalog import draft_pool, scenarios

ITERATIONS = 3
DEALT = 3
DECK = 7


def start(state: dict, houses: list[str]) -> None:
    """Push the draft (it runs before the game frame below deals the hands)."""
    deck = Rng(state).shuffle(list(draft_pool()))
    state["stack"].append({"kind": "draft", "stage": "deal", "iteration": 0, "deck": deck,
                           "pool": [list(scenarios(h)) for h in houses],
                           "hands": [[], []], "passed": [[], []], "box": [],
                           "chosen": [None, None], "chooser": 0})


def frame_of(state: dict) -> dict:
    return next(f for f in reversed(state["stack"]) if f["kind"] == "draft")


def draft_auto(state: dict, fr: dict) -> list:
    if fr["stage"] == "deal":
        if fr["iteration"] == ITERATIONS:
            fr["stage"] = "choose"
            return []
        fr["hands"] = [fr["deck"][:DEALT], fr["deck"][DEALT:2 * DEALT]]
        fr["deck"] = fr["deck"][2 * DEALT:]
        fr["iteration"] += 1
        fr["stage"] = "keep"
        open_sealed(state, "draft_keep", range(state["n"]))
        return [{"type": "draft-dealt", "round": fr["iteration"], "count": DEALT}]
    if fr["chooser"] < state["n"]:          # one after the other, each in secret
        seat = fr["chooser"]
        fr["chooser"] += 1
        select(state, "scenario_deck", seat, [{"code": c} for c in fr["pool"][seat]],
               low=DECK, high=DECK, prompt="scenario_deck", count=DECK)
        return []
    state["stack"].pop()
    rng = Rng(state)
    for s in range(state["n"]):
        for code in rng.shuffle(list(fr["chosen"][s])):
            cards.create(state, s, code, "plot_deck")
    cards.touch(state)
    return [{"type": "draft-ended", "boxed": len(fr["box"]) + 6 * state["n"]}]


def keep_choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": "draft", "code": c} for c in frame_of(state)["hands"][seat]]


def box_choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": "draft", "code": c} for c in frame_of(state)["passed"][seat]]


def kept(state: dict, frame: dict) -> list:
    """Both kept one of 3 in secret: the other 2 go to the opponent, face down."""
    state["stack"].pop()
    fr = frame_of(state)
    for s in range(state["n"]):
        code = frame["entries"][str(s)]["code"]
        fr["pool"][s].append(code)
        fr["passed"][1 - s] = [c for c in fr["hands"][s] if c != code]
    fr["hands"] = [[], []]
    fr["stage"] = "box"
    open_sealed(state, "draft_box", range(state["n"]))
    return [{"type": "draft-passed", "seat": s, "count": DEALT - 1} for s in range(state["n"])]


def boxed(state: dict, frame: dict) -> list:
    """Both kept one of the 2 passed to them: the other goes back to the box unshown."""
    state["stack"].pop()
    fr = frame_of(state)
    for s in range(state["n"]):
        code = frame["entries"][str(s)]["code"]
        fr["pool"][s].append(code)
        fr["box"] += [c for c in fr["passed"][s] if c != code]
    fr["passed"] = [[], []]
    fr["stage"] = "deal"
    return [{"type": "draft-boxed", "count": state["n"]}]


def chosen(state: dict, frame: dict, seat: int, items: list[dict]) -> list:
    frame_of(state)["chosen"][seat] = [i["code"] for i in items]
    return [{"type": "scenario-deck-chosen", "seat": seat, "count": len(items)}]
