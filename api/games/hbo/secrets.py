"""What an hbo game hides from each viewer (spec §8.1), declared for the leak check
(Game.secrets; only tests read it).

Card ids are opaque and handed out after the shuffle, so the id of a card in a hidden place is
a distinct secret. Its code is not distinct (the same card is public elsewhere, and the decks
are fixed lists both players know) and is checked through stand-ins. Hidden places: every draw
deck (from its owner too, with its order), the other seat's hand, scenario deck (which of its
7 are still available is public through the used pile, but not by id) and setup cards, the
other seat's scenario and mulligan decisions before the reveal, and the RNG. A seat searching
its deck (Summons) sees the codes of the top cards while it picks, never their ids or order.
"""
from __future__ import annotations

from api.engine.game import Secret
from api.games.cardcore.game import base_secrets

PUBLIC_WAYS = ("moved",)
SEAT_WAYS = ("moved", "seen")


def _looked_at(state: dict, me) -> list[str]:
    """The top deck cards ``me`` is looking at in an open deck search."""
    return [c for fr in state["stack"] if fr["kind"] == "effect_cards" and fr["seat"] == me
            and fr.get("looking") for c in state["seats"][me]["deck"][:fr["looking"]]]


def secrets(state: dict, seat) -> list[Secret]:
    me, _ways, out = base_secrets(state, seat, ("hand", "plot_deck", "setup"), PUBLIC_WAYS,
                                 SEAT_WAYS, looked_at=lambda me: _looked_at(state, me))
    for i, fr in enumerate(state["stack"]):
        if fr["kind"] == "draft":
            out += _draft(fr, i, me)
        if fr["kind"] not in ("scenario", "draft_keep", "draft_box"):
            continue
        field = "card" if fr["kind"] == "scenario" else "code"
        for key, entry in fr["entries"].items():
            if int(key) != me and entry is not None:
                out.append(Secret(f"seat {key}'s {fr['kind']} choice",
                                  ("stack", i, "entries", key, field), entry[field],
                                  distinct=fr["kind"] == "scenario"))
    return out


def _draft(fr: dict, i: int, me) -> list[Secret]:
    """The draft's titles (draft.py): the deck from everyone; a seat's dealt cards, drafted
    titles and chosen deck from the other seat; the 2 a seat was passed and the box (seen by
    both players) from spectators."""
    out = [Secret("the draft deck", ("stack", i, "deck", j), c, distinct=False)
           for j, c in enumerate(fr["deck"])]
    for s in range(2):
        if s == me:
            continue
        out += [Secret(f"seat {s}'s dealt scenarios", ("stack", i, "hands", s, j), c,
                       distinct=False) for j, c in enumerate(fr["hands"][s])]
        out += [Secret(f"seat {s}'s drafted scenarios", ("stack", i, "pool", s, j), c,
                       distinct=False) for j, c in enumerate(fr["pool"][s]) if j >= 7]
        out += [Secret(f"seat {s}'s scenario deck", ("stack", i, "chosen", s, j), c,
                       distinct=False) for j, c in enumerate(fr["chosen"][s] or ())]
    if me is None:
        out += [Secret(f"the scenarios passed to seat {s}", ("stack", i, "passed", s, j), c,
                       distinct=False) for s in range(2) for j, c in enumerate(fr["passed"][s])]
        out += [Secret("the box", ("stack", i, "box", j), c, distinct=False)
                for j, c in enumerate(fr["box"])]
    return out
