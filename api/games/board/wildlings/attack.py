"""Wildlings attack (5.21): sealed Night's Watch bids against the attack's strength, the
threat moved back, the top wildling card revealed and the highest or lowest bidder named
(ties: the Iron Throne holder, D11). The card itself resolves in ``wildlings.cards``."""
from __future__ import annotations

from api.engine.flow import Step, take_result
from api.engine.game import option
from api.games.board.edition import edition_of
from api.games.board.i18n import terms
from api.games.board.tracks.bidding import open_bidding
from api.games.board.tracks.influence import holder, turn_order
from api.games.board.wildlings.choice import push_choice, register


def start_attack(state: dict, strength: int, excluded: str | None = None) -> list:
    """Push a wildling attack of ``strength``; ``excluded`` neither bids nor is affected."""
    state["stack"].append({"kind": "wildling_attack", "strength": strength,
                           "excluded": excluded, "stage": "bid"})
    return [{"type": "wildlings-attack", "strength": strength, "excluded": excluded}]


def _attack_auto(state: dict, frame: dict) -> list:
    if frame["stage"] == "bid":
        frame["stage"] = "outcome"
        houses = [h for h in turn_order(state) if h != frame["excluded"]]
        return open_bidding(state, "wildlings", houses, frame["strength"])
    if frame["stage"] == "outcome":
        return _outcome(state, frame)
    # stage "pick": the Iron Throne holder has named the tied bidder
    state["stack"].pop()
    return _push_card(state, frame)


def _outcome(state: dict, frame: dict) -> list:
    bids = frame["bids"] = take_result(frame)   # kept: the wildling card reads them
    total = sum(bids.values())
    won = total >= frame["strength"]
    frame["victory"] = "nights_watch" if won else "wildlings"
    # 5.21 step 5, done before the card ([I] there): Night's Watch -> 0, else back 2 spaces.
    state["wildling_threat"] = edition_of(state).threat_after_attack(frame["victory"],
                                                                     state["wildling_threat"])
    deck = state["wildling_deck"]
    card = deck.pop(0)
    deck.append(card)                   # consequence 3: the card goes under the deck
    state["raven_knows_top"] = None     # the top card changed: any Raven peek is stale
    frame["card"] = card
    events = [{"type": "wildlings-outcome", "victory": frame["victory"], "strength": frame["strength"],
               "total": total, "threat": state["wildling_threat"]},
              {"type": "wildling-card-revealed", "card": card}]
    best = (max if won else min)(bids.values())
    tied = [h for h in turn_order(state) if bids.get(h) == best]
    frame["stage"] = "pick"
    if len(tied) == 1:
        frame["target"] = tied[0]
        state["stack"].pop()
        return events + _push_card(state, frame)
    role = "highest" if won else "lowest"
    return events + push_choice(state, "bidder", None, chooser=holder(state, "iron_throne"),
                                candidates=tied, role=role)


def _push_card(state: dict, attack: dict) -> list:
    state["stack"].append({"kind": "wildling_card", "card": attack["card"],
                           "victory": attack["victory"], "target": attack["target"],
                           "excluded": attack["excluded"], "bids": attack["bids"],
                           "stage": "target"})
    role = "highest" if attack["victory"] == "nights_watch" else "lowest"
    return [{"type": f"wildling-{role}-bidder", "house": attack["target"], "card": attack["card"]}]


# bidder ties (D11)

def _bidder_options(state, frame, lang):
    return [option(terms.house(h, lang), {"type": "choose_wildling_bidder", "house": h})
            for h in frame["candidates"]]


def _bidder_apply(state, frame, action):
    attack = state["stack"][-1]
    attack["target"] = action["house"]
    return [{"type": "wildling-bidder-chosen", "house": action["house"], "role": frame["role"],
             "chooser": frame["chooser"]}]


register("bidder", "choose_wildling_bidder", _bidder_options, _bidder_apply)

STEPS = [Step("wildling_attack", auto=_attack_auto)]
