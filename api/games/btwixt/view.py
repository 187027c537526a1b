"""What one seat (or a spectator, ``None``) may see (spec §8.1).

Never shown before the end: power-token values (only the seat's own private peeks), other
hands and set-aside white cards, deck orders (sizes only), the RNG.
"""
from __future__ import annotations

from api.engine.sealed import is_in
from api.games.btwixt.bidding import dr_effect, totals
from api.games.btwixt.cards import pool_of
from api.games.btwixt.state import holder_of


def view(state: dict, seat) -> dict:
    n = state["n"]
    mine = seat if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n else None
    finished = state["result"] is not None
    top = state["stack"][-1] if state["stack"] else None
    pending = None
    if top and top["kind"] == "ask":
        pending = {"seat": top["seat"], "prompt": top["prompt"], "source": top.get("src")}
    d = state["draft"]
    v = {
        "game": "btwixt",
        "reconstructed_pool": pool_of(state).reconstructed,
        "players": n, "seat": mine, "options": dict(state["options"]),
        "season": state["season"], "round_in_season": state["round"],
        "rounds_per_season": state["rps"], "round_number": state["round_no"],
        "first_player": state["first"], "rulers": list(state["rulers"]),
        "phase": top["kind"] if top else "finished",
        "turn": top["seat"] if top and top["kind"] in ("turn", "ask") else None,
        "pending": pending,
        "hand": list(state["hands"][mine]) if mine is not None else None,
        "hand_sizes": [len(h) for h in state["hands"]],
        "unique_aside": list(state["aside"][mine]) if mine is not None else None,
        "unique_aside_sizes": [len(a) for a in state["aside"]],
        # The discard pile and hand sizes are public (spec D20).
        "deck_size": len(state["deck"]), "discard": list(state["discard"]),
        "box_size": len(state["box"]), "box_public": list(state["box_seen"]), "story_aside_size": len(state["blue_aside"]),
        "bid_piles": [list(p) for p in state["piles"]],
        "bid_totals": totals(state) if state["stack"] else None,
        "knelt": list(state["knelt"]),
        "councils": [{"seats": [k, (k + 1) % n], "allies": list(c["allies"]),
                      "tokens": list(c["tokens"])} for k, c in enumerate(state["councils"])],
        "current_ally": state["current"], "current_ally_tokens": list(state["current_tokens"]),
        "during_round_ally": state["dr"],
        "during_round_effect": dr_effect(state),
        "extra_allies": [{"allies": list(e["allies"]),
                          "card": e["uid"] if holder_of(state, e["uid"]) is not None else None}
                         for e in state["sched"]],
        "ally_row": list(state["row"]), "ally_deck_size": len(state["ally_deck"]),
        "killed": list(state["killed"]),
        "supply_size": len(state["supply"]),
        "known_tokens": ({str(t): state["tv"][t] for t in state["known"][mine]}
                         if mine is not None else {}),
        "round_effects": [{k: val for k, val in m.items() if k != "t"} | {"kind": m["t"]}
                          for m in state["mods"]],
        "winner": state["winner"],
        "draft": None,
        "result": state["result"],
    }
    if d is not None:
        v["draft"] = {"packet": list(d["packets"][mine]) if mine is not None else None,
                      "kept": list(d["kept"][mine]) if mine is not None else None,
                      "packet_sizes": [len(p) for p in d["packets"]],
                      # who has picked this round (the draft frame's sealed entries)
                      "picked": [top is not None and top["kind"] == "draft"
                                 and is_in(top, s) for s in range(n)],
                      "direction": "left" if d["dir"] == 1 else "right"}
    if finished:
        v["token_values"] = {str(t): state["tv"][t] for c in state["councils"]
                             for t in c["tokens"]}
    return v
