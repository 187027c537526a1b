"""Acceptance scenarios of the spec (§11) played through the flow, one test per scenario
named by its id (``test_sNN_…``); the coverage doc lists which scenario is where."""
from api.games.lcg2e import GAME
from tests.games.lcg2e.joust import (
    answer,
    at_plot_phase,
    choose_plots,
    decision,
    find,
    pass_windows,
)


def test_s07_used_plots_recycle_after_when_revealed():
    s = at_plot_phase(round_=7, plot_decks=(["Calling the Banners", "A Noble Cause"], None),
                      play=([], ["Tywin Lannister"]), first=0)
    noble = find(s, 0, "A Noble Cause", ("plot_deck",))
    # A Noble Cause was revealed last round: it is the revealed plot, five others are used
    from api.games.cardcore import moves
    moves.reveal_plot(s, 0, noble)
    assert len(s["seats"][0]["used_plots"]) == 5 and s["seats"][0]["plot_deck"] != []
    choose_plots(s, ("Calling the Banners", "A Clash of Kings"))
    # Lannister wins initiative (9 against 6) and names himself first player: Calling the
    # Banners' When Revealed resolves, and only then do Stark's six used plots come back
    events = answer(s, 1, lambda a: a == {"type": "first_player", "seat": 1})
    kinds = [e["type"] for e in events]
    recycled = [i for i, e in enumerate(events) if e.get("reason") == "recycled"]
    assert recycled and kinds.index("gold_gained") < recycled[0]
    seat = s["seats"][0]
    assert noble in seat["plot_deck"] and len(seat["plot_deck"]) == 6
    assert seat["used_plots"] == [] and GAME.result(s) is None
    assert derive_name(s, seat["plot"]) == "Calling the Banners"


def derive_name(state, cid):
    from api.games.cardcore import derive
    return derive.printed(state, cid)["name"]
