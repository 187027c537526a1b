"""What one seat (or a spectator, None) sees of a joust (spec §7, design §7): both areas
through cardcore.view (hands, decks, plot decks and setup cards hidden as counts), the
revealed plots, the challenge in progress with its STR totals, and who is waited on. A
plot chosen but not yet revealed shows as "ready" only."""
from __future__ import annotations

from api.games.cardcore import cards, derive
from api.games.cardcore import view as cv
from api.games.lcg2e.challenges import side_total


def view(state: dict, seat: int | None) -> dict:
    from api.games.lcg2e.flow import FLOW
    out = {"round": state["round"], "phase": state["phase"], "mode": state["mode"],
           "first_player": state["first_player"], "active": state["active"],
           "result": state["result"],
           "seats": [cv.seat(state, s, seat) for s in range(state["n"])],
           "power": [cards.power_of(state, s) for s in range(state["n"])],
           "limited_used": list(state["limited"]),
           "to_act": FLOW.to_act(state)}
    for s, z in enumerate(out["seats"]):
        z["reserve"] = derive.plot_value(state, s, "reserve") if state["seats"][s]["plot"] \
            else None
    ch = state["challenge"]
    if ch:
        out["challenge"] = {**ch, "strength": {
            "attacker": side_total(state, ch["attackers"]),
            "defender": side_total(state, ch["defenders"])}}
    top = state["stack"][-1] if state["stack"] else None
    if top and top["kind"] == "plot":
        out["plots_chosen"] = cv.sealed({k: v for k, v in top["entries"].items()}, seat)
    if top and top["kind"] == "window":
        out["priority"] = {"window": top["phase"], "holder": top["order"][top["holder"]]}
    return out
