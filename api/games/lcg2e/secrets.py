"""What a joust hides from each viewer (spec §7 "Hidden information"), declared for the leak
check (Game.secrets; only tests read it).

Card ids are opaque and handed out after the shuffle (D12), so the id of a card in a hidden
place is a distinct secret: nothing the viewer may see carries it. Its code is not distinct
(the same card is public in other places) and is checked through stand-ins: a view, a
decision or a timing that depends on it is a leak. Hidden places: every draw deck (from its
owner too, with its order), another seat's hand, plot deck and setup cards, a facedown card in
play another seat controls, another seat's plot chosen but not revealed, and the RNG. In a
melee (spec §7): another seat's title chosen but not revealed, the titles set aside (from
everyone), and the stack of titles still to choose from (from all but the seat choosing now,
who looks through it).
"""
from __future__ import annotations

from api.engine.game import Secret
from api.games.cardcore.game import base_secrets

# A card may be shown on its way to a hidden place within one action: a public "moved" names
# it (a discard pile shuffled back, used plots returned to the plot deck), a revealed top card
# stays on the deck or is drawn (Gates of Winterfell); "seen" shows it to
# the seats that may see it at one end (a mulligan shows the hand to its owner before it is
# shuffled back). A spectator is never sent "seen".
PUBLIC_WAYS = ("moved", "top-card-revealed", "card-shown")
SEAT_WAYS = ("moved", "seen", "top-card-revealed", "card-shown")


def _looked_at(state: dict, me) -> set:
    """Deck cards ``me`` is looking at now (Summons: the top cards of his own deck while he
    picks among them; their ids stay hidden, their codes are offered to him)."""
    out = set()
    stack = state["stack"]
    for i, fr in enumerate(stack):
        if fr["kind"] == "ability_target" and fr.get("prompt") == "ability_search" \
                and fr["seat"] == me and i > 0 and stack[i - 1]["kind"] == "ability":
            from api.games.lcg2e.triggered import _opponent, record
            parent = stack[i - 1]
            target = record(state, [parent["card"], parent["ability"]])["target"]
            top = target.get("top") if "zone" in target else None   # Olenna's Cunning: all
            out |= set(state["seats"][me]["deck"][:top])
        # The Bear and the Maiden Fair: the top cards of a chosen player's deck, while the
        # looker puts them back
        if fr.get("look") and fr["seat"] == me:
            out |= set(state["seats"][fr["look"]["seat"]]["deck"][:fr["look"]["n"]])
    return out


def _hands_looked_at(state: dict, me) -> set:
    """Seats whose hand ``me`` is looking at now (Seen In Flames: the hand's cards are his
    options while he picks the one to discard)."""
    from api.games.lcg2e.triggered import _opponent, record
    stack = state["stack"]
    for i, fr in enumerate(stack):
        if fr["kind"] == "ability_target" and fr["seat"] == me and i > 0 \
                and stack[i - 1]["kind"] == "ability":
            t = record(state, [stack[i - 1]["card"], stack[i - 1]["ability"]])["target"] or {}
            if t.get("zone") == "hand" and t.get("pile_of") == "opponent":
                # one opponent's hand: the one he chose, else the engine's (triggered.targets)
                chosen = stack[i - 1].get("opponent")
                return {_opponent(state, me) if chosen is None else chosen}
    return set()


def secrets(state: dict, seat) -> list[Secret]:
    me, ways, out = base_secrets(state, seat, ("hand", "plot_deck", "setup"), PUBLIC_WAYS,
                                 SEAT_WAYS, looked_at=lambda me: _looked_at(state, me))
    looked = _hands_looked_at(state, me) if me is not None else set()
    if looked:
        shown = {c for s in looked for c in state["seats"][s]["hand"]}
        out = [x for x in out if not (x.at[:3] in [("seats", s, "hand") for s in looked]
                                      or (x.at[0] == "cards" and x.at[1] in shown))]
    for s in range(state["n"]):
        if s == me:
            continue
        for cid in state["seats"][s]["play"]:
            for d in [cid] + state["cards"][cid]["dups"]:
                if state["cards"][d]["face_down"]:
                    out.append(Secret(f"seat {s}'s facedown card", ("cards", d, "code"),
                                      state["cards"][d]["code"], distinct=False,
                                      shown_by=ways))
    if "melee" in state:
        for j, code in enumerate(state["melee"]["set_aside"]):
            out.append(Secret("a title set aside", ("melee", "set_aside", j), code,
                              distinct=False))
    for i, fr in enumerate(state["stack"]):
        if fr["kind"] == "title":
            out += _title_secrets(state, i, fr, me)
        if fr["kind"] != "plot":
            continue
        for key, entry in fr["entries"].items():
            if int(key) != me:
                out.append(Secret(f"seat {key}'s chosen plot", ("stack", i, "entries", key,
                                                                "card"), entry["card"]))
    return out


def _title_secrets(state: dict, i: int, fr: dict, me) -> list[Secret]:
    out = []
    for key, entry in fr["entries"].items():
        if entry and int(key) != me:
            out.append(Secret(f"seat {key}'s chosen title",
                              ("stack", i, "entries", key, "title"), entry["title"],
                              distinct=False))
    choosing = next((s for s in fr["seats"] if str(s) not in fr["entries"]), None)
    if me is None or me != choosing:
        for j, code in enumerate(fr["remaining"]):
            out.append(Secret("the titles left to choose from", ("stack", i, "remaining", j),
                              code, distinct=False))
    return out
