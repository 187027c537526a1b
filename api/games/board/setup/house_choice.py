"""Setup step 6, Choose houses (section 3; decision D2 ``choose_house``).

With the ``choose_houses`` option every seat picks a house in play that nobody has taken, in
any order (whoever acts first), or asks for a random free one. The rest of the setup depends
only on which houses are in play, never on who plays them, so it is already done; the game
starts once every seat has a house. Without the option houses go to seats in Iron Throne order
(or at random with ``random_houses``), as the lobby seats players.
"""
from __future__ import annotations

from api.engine.ask import forced_event
from api.engine.fields import absent_or_wrong
from api.engine.flow import Step
from api.engine.game import decision, option
from api.engine.rng import Rng
from api.games.board.i18n import labels as L
from api.games.board.i18n.terms import HOUSES
from api.games.board.validate import illegal, only, unknown

RANDOM = "random"


def frame() -> dict:
    return {"kind": "choose_house"}


def free_houses(state: dict) -> list[str]:
    """Houses in play not yet taken, in Iron Throne order (the setup's own order)."""
    taken = set(state["seats"])
    return [h for h in state["tracks"]["iron_throne"] if h not in taken]


def _to_act(state, fr):
    return [s for s, h in enumerate(state["seats"]) if h is None]


def _decisions(state, fr, seat, lang):
    opts = [option(HOUSES[h].get(lang, HOUSES[h]["en"]), {"type": "choose_house", "house": h})
            for h in free_houses(state)]
    opts.append(option(L.t(lang, "random_house"), {"type": "choose_house", "house": RANDOM}))
    return [decision("choose_house", "choose_house", L.t(lang, "choose_house"), opts)]


def _act(state, fr, seat, action):
    if action["type"] != "choose_house":
        unknown(action)
    only(action, "house")
    house = action.get("house")
    if not isinstance(house, str):
        absent_or_wrong("house", house, "a house id or 'random'")
    free = free_houses(state)
    if house == RANDOM:
        house = free[Rng(state).below(len(free))]
    elif house not in free:
        illegal("house-taken", "that house is taken or not in play with this many players")
    state["seats"][seat] = house
    events = [{"type": "house-chosen", "seat": seat, "house": house}]
    waiting = _to_act(state, fr)
    if len(waiting) == 1:
        # The last seat has no choice left (setup step 6 hands it the remaining house).
        last, = waiting
        (house,) = free_houses(state)
        state["seats"][last] = house
        events += [forced_event(last, "choose_house", {"type": "choose_house", "house": house},
                               public=True),
                   {"type": "house-chosen", "seat": last, "house": house}]
    if None not in state["seats"]:
        state["stack"].pop()
    return events


STEPS = [Step("choose_house", to_act=_to_act, decisions=_decisions, act=_act)]
