"""What one seat (or a spectator, None) sees (spec §8.1): both play areas through
cardcore.view (hands, decks, scenario decks and setup cards hidden as counts), the revealed and
used scenarios, the challenge in progress with its STR totals, the power pool, who is waited
on, the seat's own watched windows, and plainly that the card pool is a reconstruction. A scenario or mulligan decided but not
yet revealed shows as "ready" only."""
from __future__ import annotations

from api.games.cardcore import cards
from api.games.cardcore import view as cv
from api.games.hbo.catalog import NOTICE
from api.games.hbo.challenges import side_total
from api.games.hbo.rounds import dominance_totals
from api.games.hbo.settings import settings_of
from api.games.hbo.setup import power_pool


def view(state: dict, seat: int | None) -> dict:
    from api.games.hbo.flow import FLOW
    n = state["n"]
    out = {"seat": seat, "round": state["round"], "phase": state["phase"],
           "first_player": state["first_player"], "active": state["active"],
           "result": state["result"], "max_rounds": state["max_rounds"],
           "card_pool": {"reconstructed": True, "notice": NOTICE},
           "seats": [cv.seat(state, s, seat) for s in range(n)],
           "power": [cards.power_of(state, s) for s in range(n)],
           "power_pool": power_pool(state), "limited_used": list(state["limited"]),
           "dominance": dominance_totals(state), "to_act": FLOW.to_act(state)}
    for s, z in enumerate(out["seats"]):
        z["house"] = z["faction"]
        z["scenarios"] = z.pop("plot_deck")
        z["scenario"] = z.pop("plot")
        z["used_scenarios"] = z.pop("used_plots")
        z["banner_power"] = state["seats"][s]["faction_card"]["power"]
        z["challenges_made"] = list(state["challenges_made"][s])
    ch = state["challenge"]
    if ch:
        out["challenge"] = {**ch, "strength": {"attacker": side_total(state, ch["attackers"]),
                                               "defender": side_total(state, ch["defenders"])}}
    top = state["stack"][-1] if state["stack"] else None
    if top and top["kind"] in ("scenario", "mulligan"):
        out[top["kind"] + "_chosen"] = cv.sealed(dict(top["entries"]), seat)
    if top and top["kind"] == "window":
        out["priority"] = {"window": top["phase"], "holder": top["order"][top["holder"]]}
    if seat is not None:              # the seat's own watched windows (the page's switch)
        out["settings"] = settings_of(state, seat)
    return out
