"""The combat's strengths as the public view shows them (the board page's combat panel).

Until the victor is decided the tally is recomputed from the board each time it is viewed, with
the same functions that decide the combat (``combat.strength``), so the panel can never disagree
with the result. It only reads public things: the units, the orders (revealed by then), the
garrison, and the house cards and Tides of Battle cards once revealed; a card chosen in secret
stays in the card choice's sealed step and is never counted before the reveal. After the victor is decided
the combat record's own ``strength`` is the final word and units may already be gone, so the
tally stops.
"""
from __future__ import annotations

from api.games.board.combat.state import SIDES, cur, live_supports
from api.games.board.combat.strength import breakdown, support_value, total


def tally(state: dict) -> dict | None:
    c = state.get("combat")
    if not c or c.get("strength") is not None or c.get("attacker") is None:
        return None
    live = {(d["area"], d["house"]) for d in live_supports(state)}
    revealed = c["cards"]["attacker"] is not None or c["cards"]["defender"] is not None
    return {
        # the parts of each side's strength: units, march or defence order, garrison, each
        # accepted support, and after the reveal the card, the Blade and the Tides card
        "sides": {s: {"parts": breakdown(state, s, with_cards=revealed),
                      "total": total(state, s, with_cards=revealed)} for s in SIDES},
        "supports": [{"area": d["area"], "house": d["house"], "side": d["side"],
                      "accepted": d["accepted"], "counts": (d["area"], d["house"]) in live,
                      "strength": support_value(state, d) if (d["area"], d["house"]) in live else 0}
                     for d in cur(state)["supports"]],
        "with_cards": revealed,
    }
