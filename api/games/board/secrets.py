"""What the board game hides from each viewer (spec 8.1, 5.25), declared for the leak check
(Game.secrets).

Nothing here is distinct but the RNG: order tokens, house cards, Westeros, wildling and Tides
cards all exist in public copies or public places, and bids are small numbers. Each hidden
value is declared at its place so the check can stand a unique value in for it; ``about``
ties a sealed choice to its house or area so an event of the very action that makes it cannot
carry it.
"""
from __future__ import annotations

from api.engine.game import Secret

ORDER_FIELDS = ("type", "token", "modifier", "special")
_SEALED = {"bid": "bid", "combat_cards": "card"}   # sealed frame kind -> the entry's secret field


def secrets(state: dict, seat) -> list[Secret]:
    seats = state["seats"]   # seat -> house (None while houses are being chosen)
    me = seats[seat] if type(seat) is int and 0 <= seat < len(seats) else None
    out = [Secret("the random generator", ("rng",), state["rng"])]
    for a, st in state["areas"].items():
        o = st["order"]
        if o and not o.get("revealed") and o["house"] != me:
            # Face down until the reveal (4.4); the token names type, star and modifier.
            out.extend(Secret(f"{o['house']}'s order in {a}", ("areas", a, "order", k), o[k],
                              distinct=False, about=a if k == "token" else None)
                       for k in ORDER_FIELDS if o.get(k) is not None)
    for i, f in enumerate(state["stack"]):
        # Sealed entries (the engine's sealed step) until their reveal pops the frame: a bid,
        # a chosen house card. A house without power bids 0 (entered for it): no secret.
        secret = _SEALED.get(f["kind"])
        for key, e in (f["entries"].items() if secret else ()):
            h = seats[int(key)]
            if e is None or h == me or (secret == "bid" and state["houses"][h]["power"] <= 0):
                continue
            out.append(Secret(f"{h}'s sealed {secret}", ("stack", i, "entries", key, secret),
                              e[secret], distinct=False, about=h))
    c = state.get("combat")
    if c:
        for h, mine in c["sealed"].items():
            if h == me:
                continue
            at = ("combat", "sealed", h)
            if mine["tides"] is not None and not c["tides_revealed"]:
                out.append(Secret(f"{h}'s Tides of Battle card", (*at, "tides"), mine["tides"],
                                  distinct=False, about=h))
            out.extend(Secret(f"{h}'s discarded Tides of Battle card", (*at, "discarded", i), t,
                              distinct=False) for i, t in enumerate(mine["discarded"]))
    # A revealed Westeros card goes under its deck, Winter Is Coming is shuffled back in, a
    # revealed wildling card goes under the wildling deck and Tides cards go back after the
    # combat: such a reveal shows a card that is in the deck again once the action is over.
    for d, cards in state["westeros_decks"].items():
        out.extend(Secret(f"Westeros deck {d}", ("westeros_decks", d, i), card, distinct=False,
                          shown_by=("westeros-card-revealed",))
                   for i, card in enumerate(cards))
    # The Raven holder sees the top wildling card while it decides, and knows it once kept.
    top = state["stack"][-1] if state["stack"] else {}
    knows_top = me is not None and (state.get("raven_knows_top") == me or (
        top.get("kind") == "raven" and top.get("stage") == "scout" and top.get("house") == me))
    deck = state.get("wildling_deck") or []
    out.extend(Secret("the wildling deck", ("wildling_deck", i), card, distinct=False,
                      shown_by=("wildling-card-revealed",) if i == len(deck) - 1 else ())
               for i, card in enumerate(deck) if i or not knows_top)
    # A combatant's own Tides draw ("tides-drawn", to it alone) may be back in the deck by the
    # end of the same action too.
    tides = ("tides-revealed",) + (("tides-drawn", "tides-redrawn") if me is not None else ())
    out.extend(Secret("the Tides of Battle deck", ("tides_deck", i), card, distinct=False,
                      shown_by=tides)
               for i, card in enumerate(state.get("tides_deck") or []))
    return out
