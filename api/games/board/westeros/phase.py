"""The Westeros phase (4.2): reveal three cards, advance the wildling threat, resolve the cards
in deck order I, II, III.

The round advances the round marker and clears last round's restrictions before calling
:func:`start_westeros`; the ``westeros`` frame pops when card III is resolved.

Decks are lists with the top card first. A revealed card goes to the bottom of its deck at
once (4.2 step 2: decks are cyclic), which is the same as after use since deck order is never
shown and nothing else draws from these decks in between.
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.rng import Rng
from api.games.board.edition import edition_of
from api.games.board.westeros.cards import resolve_card
from api.games.board.wildlings.attack import start_attack


def start_westeros(state: dict) -> list:
    """Push the Westeros phase of this round (the round marker has already advanced)."""
    state["stack"].append({"kind": "westeros", "stage": "reveal", "cards": [], "index": 0})
    return [{"type": "westeros-phase", "round": state["round"]}]


def _draw(state: dict, deck: str, events: list) -> str:
    cards = state["westeros_decks"][deck]
    card = cards.pop(0)
    while edition_of(state).westeros_cards[card]["kind"] == "reshuffle":
        # Winter Is Coming: the whole deck, itself included, is shuffled and the new top
        # card replaces it before wildling icons are counted.
        cards.append(card)
        Rng(state).shuffle(cards)
        events.append({"type": "westeros-card-revealed", "deck": deck, "card": card})
        events.append({"type": "westeros-deck-shuffled", "deck": deck})
        card = cards.pop(0)
    cards.append(card)
    events.append({"type": "westeros-card-revealed", "deck": deck, "card": card})
    return card


def advance_threat(state: dict, icons: int) -> tuple[list, bool]:
    """Move the threat one space (+2) per icon; True if it reached the end, 12 (4.2 step 3).

    Icons beyond 12 are lost (AS-12): the attack resets the token, they do not carry over.
    """
    ed = edition_of(state)
    before = state["wildling_threat"]
    state["wildling_threat"] = min(ed.threat_max, before + ed.threat_step * icons)
    events = []
    if state["wildling_threat"] != before:
        events.append({"type": "wildling-threat", "threat": state["wildling_threat"],
                       "icons": icons})
    return events, state["wildling_threat"] >= ed.threat_max and icons > 0


def _one_by_one(state: dict, frame: dict) -> list:
    """1st edition (board-1e.md 4.1.1): card I is revealed, its icons move the threat, it is
    resolved; then card II, then card III. Nobody sees a later card while choosing for an
    earlier one, and only the Wildling Attack card attacks (no attack at 12)."""
    ed = edition_of(state)
    decks = list(ed.westeros_decks)
    if frame["index"] >= len(decks):
        state["stack"].pop()
        return [{"type": "westeros-phase-ended"}]
    events: list = []
    card = _draw(state, decks[frame["index"]], events)
    frame["index"] += 1
    frame["cards"].append(card)
    state["westeros_revealed"] = list(frame["cards"])
    more, _ = advance_threat(state, ed.westeros_cards[card]["wildlingIcons"])
    return events + more + resolve_card(state, card)


def _westeros_auto(state: dict, frame: dict) -> list:
    if edition_of(state).rules.westeros_reveal == "one_by_one":
        return _one_by_one(state, frame)
    if frame["stage"] == "reveal":
        ed = edition_of(state)
        events: list = []
        frame["cards"] = [_draw(state, d, events) for d in ed.westeros_decks]
        state["westeros_revealed"] = list(frame["cards"])
        icons = sum(ed.westeros_cards[c]["wildlingIcons"] for c in frame["cards"])
        more, attack = advance_threat(state, icons)
        events += more
        frame["stage"] = "resolve"
        if attack and ed.rules.attack_at_max_threat:
            # The attack comes before any card is resolved (4.2 step 3).
            events += start_attack(state, ed.threat_max)
        return events
    if frame["index"] >= len(frame["cards"]):
        state["stack"].pop()
        return [{"type": "westeros-phase-ended"}]
    card = frame["cards"][frame["index"]]
    frame["index"] += 1
    return resolve_card(state, card)


STEPS = [Step("westeros", auto=_westeros_auto)]
