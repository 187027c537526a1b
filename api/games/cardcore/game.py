"""The glue between a card game's Flow and the engine's Game protocol (both card games are a
Flow over a state made by their ``new_state``), and the leak declarations they share."""
from __future__ import annotations

from operator import itemgetter

from api.engine.errors import BadAction
from api.engine.game import Game, Secret
from api.games.cardcore import labels, stored


def flow_game(flow, new_state, **fields) -> Game:
    """A :class:`Game` whose rules are ``flow`` (an engine Flow) over ``new_state(players,
    options, seed)``; ``fields`` are the rest of the Game (id, name, options_schema, ...)."""
    def new(players: int, options: dict | None = None, seed: int = 0) -> dict:
        state = new_state(players, options, seed)
        flow.settle(state)
        return state

    def seat_of(state: dict, seat) -> int:
        if type(seat) is not int or not 0 <= seat < state["n"]:
            raise BadAction("bad-seat", "no such seat", field="seat")
        return seat

    def decisions(state: dict, seat: int, lang: str = "en") -> list[dict]:
        seat, lang = seat_of(state, seat), lang if lang in ("en", "ru", "bg") else "en"
        return labels.distinguish(state, seat, flow.decisions(state, seat, lang), lang)

    def apply(state: dict, seat: int, action) -> list:
        return flow.apply(state, seat_of(state, seat), action)

    fields.setdefault("pack", stored.pack)         # the store keeps cards in short form
    fields.setdefault("unpack", stored.unpack)
    return Game(new=new, decisions=decisions, apply=apply, to_act=flow.to_act,
                result=itemgetter("result"), **fields)


def base_secrets(state: dict, seat, zones: tuple, public_ways: tuple,
                 seat_ways: tuple, looked_at=lambda me: ()) -> tuple[int | None, tuple, list[Secret]]:
    """(the viewing seat or None, the ways a secret may be shown to it, the secrets of the
    places every card game hides): the RNG; each draw deck (from its owner too, with its
    order); for the other seats, ``zones`` (hand, plot deck, setup cards). The id of a card
    there is a distinct secret, its code a non-distinct one (the same card is public
    elsewhere) checked through stand-ins. ``looked_at(me)``: deck cards the viewer is looking
    at now, whose codes it may see (their ids and order stay hidden)."""
    me = seat if type(seat) is int and 0 <= seat < state["n"] else None
    ways = seat_ways if me is not None else public_ways
    out = [Secret("the random generator", ("rng",), state["rng"])]

    def hide(what: str, cid: str) -> None:
        out.append(Secret(what, ("cards", cid, "code"), state["cards"][cid]["code"],
                          distinct=False, shown_by=ways))

    seen = set(looked_at(me))
    for s in range(state["n"]):
        z = state["seats"][s]
        for i, cid in enumerate(z["deck"]):
            out.append(Secret(f"seat {s}'s deck", ("seats", s, "deck", i), cid, shown_by=ways))
            if cid not in seen:
                hide(f"seat {s}'s deck card", cid)
        if s == me:
            continue
        for zone in zones:
            for i, cid in enumerate(z[zone]):
                out.append(Secret(f"seat {s}'s {zone}", ("seats", s, zone, i), cid,
                                  shown_by=ways))
                hide(f"seat {s}'s {zone} card", cid)
    return me, ways, out
