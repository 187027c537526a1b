"""What one seat (or a spectator, None) sees of a game (spec §7, design §7): every area
through cardcore.view (hands, decks, plot decks and setup cards hidden as counts), the
revealed plots, the challenge in progress with its STR totals, and who is waited on (and,
in a reaction or interrupt window, on what timing point: ``trigger``; when several seats
end the game at once, whom the first player may pick as winner: ``choosing_winner``). A
plot chosen but not yet revealed shows as "ready" only. The lasting effects in force (what
modifies which card or seat, until when, made by whom), each seat's unused "the first
<trait> character you marshal this round costs N less" (A Noble Cause) and a seat's own
settings are shown too."""
from __future__ import annotations

from api.games.cardcore import cards, derive, moves
from api.games.cardcore import view as cv
from api.games.lcg2e import plays
from api.games.lcg2e.challenges import side_strength
from api.games.lcg2e.settings import settings_of


def view(state: dict, seat: int | None) -> dict:
    from api.games.lcg2e.flow import FLOW
    out = {"round": state["round"], "phase": state["phase"], "mode": state["mode"],
           "first_player": state["first_player"], "active": state["active"],
           "result": state["result"],
           "seats": [cv.seat(state, s, seat) for s in range(state["n"])],
           "power": [cards.power_of(state, s) for s in range(state["n"])],
           "limited_used": list(state["limited"]),
           "to_act": FLOW.to_act(state),
           "effects": [_effect(state, e, seat) for e in state["effects"]]}
    if type(seat) is int and 0 <= seat < state["n"]:
        out["settings"] = settings_of(state, seat)
    for s, z in enumerate(out["seats"]):
        z["reserve"] = derive.plot_value(state, s, "reserve") if state["seats"][s]["plot"] \
            else None
        # public (a revealed plot, the characters marshaled): what a character may cost
        z["first_marshal_reductions"] = [
            {"traits": list(m["traits"]), "amount": m["amount"], "source": m["source"]}
            for m in plays.first_reductions(state, s)]
    ch = state["challenge"]
    if ch:
        out["challenge"] = {**ch, "strength": {
            "attacker": side_strength(state, ch, "attacker"),
            "defender": side_strength(state, ch, "defender")}}
    top = state["stack"][-1] if state["stack"] else None
    if top and top["kind"] == "plot":
        out["plots_chosen"] = cv.sealed({k: v for k, v in top["entries"].items()}, seat)
    if top and top["kind"] == "title":      # who has chosen; one's own choice only
        out["titles_chosen"] = cv.sealed(dict(top["entries"]), seat)
    if "melee" in state:
        out["melee"] = _melee(state)
    if top and top["kind"] == "winner":     # simultaneous winners: whom the first player may pick
        out["choosing_winner"] = {"seat": top["seat"], "reason": top["reason"],
                                  "among": [a["seat"] for a in top["options"]]}
    if top and top["kind"] == "window":
        out["priority"] = {"window": top["phase"], "holder": top["order"][top["holder"]]}
    if top and top["kind"] == "trigger_window":
        # A reaction or interrupt window open now, so a page can say what it answers: its
        # timing, the timing point (a public game step, already in the log) and who holds it.
        out["trigger"] = {"timing": top["timing"],
                          "event": state["stack"][top["at"]]["event"]["name"],
                          "holder": top["order"][top["holder"]]}
    return out


def _seen(state: dict, cid: str | None, viewer: int | None) -> bool:
    if cid is None or cid not in state["cards"]:
        return False
    who = moves.viewers(state, cid, state["cards"][cid]["zone"])
    return who is None or viewer in who


def _effect(state: dict, eff: dict, viewer: int | None) -> dict:
    """A lasting effect as ``viewer`` may know it. Effects are made by resolved (public)
    abilities, but their source may since have gone where ``viewer`` may not look (back to a
    hand): it is then named only by its seat. Targets are cards in play or a seat."""
    out = {"id": eff["id"], "verb": eff["verb"], "params": eff["params"], "until": eff["until"],
           "by": eff["by"]}
    if eff["cards"] is not None:
        out["cards"] = [c for c in eff["cards"] if _seen(state, c, viewer)]
    if eff["seat"] is not None:
        out["seat"] = eff["seat"]
    if _seen(state, eff["source"], viewer):
        out["source"] = eff["source"]
        out["source_code"] = state["cards"][eff["source"]]["code"]
    return out


def _melee(state: dict) -> dict:
    """Public melee facts: who is out, and whom each seat may challenge now by the titles
    borne (support; spec §5.20.1) and, for the Hand of the King's extra power challenge,
    by the power challenges made this phase."""
    from api.games.lcg2e import melee
    alive = melee.live(state)
    return {"eliminated": list(state["melee"]["eliminated"]),
            "may_challenge": {str(s): {k: melee.challengeable(state, s, k)
                                       for k in ("military", "intrigue", "power")}
                              for s in alive},
            "regent_used": state["melee"]["regent_used"]}
