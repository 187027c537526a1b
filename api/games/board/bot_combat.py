"""The board bot's combat choices: the house card, the Valyrian Steel Blade, support, casualties.

Everything is judged from the seat's own view. House cards in hand are public in this game, so
the view lists the opponent's hand; the card it picks in secret is not there. The strengths are
the engine's own (``combat.strength``) computed on a copy of the view's combat record with a
supposed pair of cards, so every printed number and continuous card text counts as it will.
"""
from __future__ import annotations

from api.games.board.combat.strength import total
from api.games.board.edition import edition_of

# What a card's printed strength costs when it is spent: a 4 is worth about a third of a sure
# win, so a cheap card that wins as often is played first and strong cards are kept.
CARD_COST = 0.08


def _other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


def my_side(view: dict) -> str | None:
    fight = view.get("combat") or {}
    for side in ("attacker", "defender"):
        if fight.get(side) == view.get("you"):
            return side
    return None


def wins_ties(view: dict, side: str) -> bool:
    """A tie goes to the house higher on Fiefdoms (5.16 step 5)."""
    fight, fief = view["combat"], view["tracks"]["fiefdoms"]
    return fief.index(fight[side]) < fief.index(fight[_other(side)])


def _strengths(view: dict, side: str, mine: str | None, theirs: str | None) -> tuple[int, int]:
    fight = dict(view["combat"])
    fight["cards"] = {side: mine, _other(side): theirs}
    state = dict(view, combat=fight)
    return total(state, side), total(state, _other(side))


def _beats(view: dict, side: str, mine: str, theirs: str | None, ties: bool) -> bool:
    a, b = _strengths(view, side, mine, theirs)
    return a > b or (a == b and ties)


def choose_card(view: dict, options: list[dict]) -> dict:
    """The card with the best share of wins against the opponent's cards in hand, its printed
    strength counting a little against it; with no card that can win, the weakest card."""
    side = my_side(view)
    cards = edition_of(view).house_cards
    if side is None or len(options) == 1:
        return options[0]
    foe = view["combat"][_other(side)]
    # after Tyrion cancels its card the bot chooses again against a card already revealed
    shown = view["combat"]["cards"][_other(side)]
    their_hand = [shown] if shown else view["houses"][foe]["hand"] or [None]
    ties = wins_ties(view, side)
    scored = []
    for a in options:
        share = sum(_beats(view, side, a["card"], t, ties) for t in their_hand) / len(their_hand)
        scored.append((share, a))
    rec = lambda a: cards[a["card"]]
    if max(s for s, _ in scored) == 0:
        # lost anyway: spend the weakest card, the one with most fortifications to lose less
        return min(options, key=lambda a: (rec(a)["strength"], -rec(a)["fortifications"],
                                           a["card"]))
    return max(scored, key=lambda sa: (sa[0] - CARD_COST * rec(sa[1])["strength"],
                                       rec(sa[1])["swords"], sa[1]["card"]))[1]


def use_blade(view: dict, options: list[dict]) -> dict:
    """+1 only when it turns the battle: the Blade's holder tops Fiefdoms, so it already wins
    ties and one point matters only when it is one behind. A Tides card below the deck's
    average is redrawn."""
    side = my_side(view)
    want = None
    if side is not None:
        tally = (view["combat"].get("tally") or {}).get("sides")
        if tally and any(a["use"] == "plus_one" for a in options):
            behind = tally[_other(side)]["total"] - tally[side]["total"]
            want = "plus_one" if behind == 1 else None
        if any(a["use"] == "redraw" for a in options):
            want = "redraw" if _weak_tides(view) else None
    return next((a for a in options if a["use"] == want), None) or \
        next(a for a in options if a["use"] == "none")


def _weak_tides(view: dict) -> bool:
    mine = ((view["combat"].get("sealed") or {}).get(view["you"]) or {})
    tid = mine.get("tides") if isinstance(mine, dict) else None
    deck = edition_of(view).tides_cards
    if tid not in deck:
        return False
    n = sum(c["count"] for c in deck.values())
    mean = sum(c["strength"] * c["count"] for c in deck.values()) / n
    return deck[tid]["strength"] < mean


def declare_support(view: dict, options: list[dict]) -> dict:
    """For its own side when it fights (never against its own units); otherwise for the side
    that is not ahead on castles, and for nobody when neither is behind."""
    fight = view.get("combat") or {}
    none = next(a for a in options if a["side"] == "none")
    side = my_side(view)
    if side is not None:
        return next((a for a in options if a["side"] == side), none)
    castles = {s: view["houses"][fight[s]]["victory"] for s in ("attacker", "defender")
               if fight.get(s) in view["houses"]}
    if len(castles) < 2 or castles["attacker"] == castles["defender"]:
        return none
    weaker = min(castles, key=castles.get)
    return next((a for a in options if a["side"] == weaker), none)


def cheapest_unit(view: dict, options: list[dict]) -> dict:
    """A casualty or a retreating unit lost: the one that costs least to muster again."""
    types = edition_of(view).unit_types
    return min(options, key=lambda a: (types[a["unit"]].get("musterCost") or 0,
                                       types[a["unit"]]["combatStrength"], a["unit"]))
