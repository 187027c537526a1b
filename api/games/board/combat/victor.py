"""Steps 5 and 6a of a combat (5.16 step 5, 5.17.1): the final strengths and the victor; a tie
goes to the house higher on Fiefdoms, read at that moment (Doran may have moved it, 5.23)."""
from __future__ import annotations

from api.games.board.combat.stages import advance
from api.games.board.combat.state import SIDES, cur
from api.games.board.combat.strength import breakdown, total


def determine(state: dict, frame: dict) -> list:
    c = cur(state)
    c["strength"] = {s: total(state, s) for s in SIDES}
    a, d = c["strength"]["attacker"], c["strength"]["defender"]
    if a != d:
        c["winner"] = "attacker" if a > d else "defender"
    else:
        # ties go to the higher house on Fiefdoms, read now (Doran may have moved it, 5.23)
        fief = state["tracks"]["fiefdoms"]
        c["winner"] = min(SIDES, key=lambda s: fief.index(c[s]))
    advance(frame)
    return [{"type": "combat-strength",
             "strength": {c[s]: c["strength"][s] for s in SIDES},
             "breakdown": {c[s]: breakdown(state, s) for s in SIDES}},
            {"type": "combat-won", "winner": c[c["winner"]], "area": c["area"],
             "tie": a == d}]
