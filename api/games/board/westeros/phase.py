"""The Westeros phase (spec 4.2, 4.3, 6.2): reveal three cards, advance the wildling threat,
resolve the cards in deck order I, II, III. Also Supply (5.3) and Game of Thrones income (5.22).

CORE advances the round and clears last round's restrictions before calling
:func:`start_westeros`; the ``westeros`` frame pops when card III is resolved.

Decks are lists with the top card first. A revealed card goes to the bottom of its deck at
once (4.2 step 2: decks are cyclic), which is the same as after use since deck order is never
shown and nothing else draws from these decks in between.
"""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.engine.i18n import Catalog
from api.engine.rng import Rng
from api.games.board import bidding, board, data, wildlings
from api.games.board.bidding import check_choice

DECKS = ("1", "2", "3")
MAX_THREAT = 12

# Edition lookup (board-1e.md section 12, rows 14 and 17): the 2nd edition counts all icons
# first and attacks at once when the threat reaches 12; the 1st edition does neither.
AUTO_ATTACK_AT_12 = {"2e": True}

# Dominance token of a choice card -> the track whose position 1 holds it (5.5).
TOKEN_TRACK = {"iron_throne": "iron_throne", "valyrian_steel_blade": "fiefdoms",
               "messenger_raven": "kings_court"}

# cards.json restriction ids -> the order-type strings of state["restrictions"] (INTERFACE.md).
RESTRICTIONS = {
    "no_defense_orders": "defense", "no_march_plus_one": "march_s", "no_raid_orders": "raid",
    "no_support_orders": "support", "no_consolidate_power_orders": "consolidate",
}

# A choice card's name and its options that are cards (Supply, Mustering, Clash of Kings) come
# from the names table; only the words around them live here.
T = Catalog({
    "choice.resolve": {"en": "{card}: choose what every house resolves",
                       "ru": "{card}: выберите, что выполняют все дома",
                       "bg": "{card}: изберете какво изпълняват всички домове"},
    "choice.restrict": {"en": "{card}: choose a restriction for this Planning phase",
                        "ru": "{card}: выберите запрет на эту фазу замыслов",
                        "bg": "{card}: изберете забрана за тази фаза на планиране"},
    "opt.collect_crown_power": {"en": "Collect power for crowns", "ru": "Собрать власть за короны",
                                "bg": "Събиране на сила за короните"},
    "opt.no_defense_orders": {"en": "No Defense orders", "ru": "Без приказов обороны",
                              "bg": "Без заповеди за отбрана"},
    "opt.no_march_plus_one": {"en": "No March +1 order", "ru": "Без приказа похода +1",
                              "bg": "Без заповед за поход +1"},
    "opt.nothing": {"en": "Nothing happens", "ru": "Ничего не происходит", "bg": "Нищо не става"},
})


def start_westeros(state: dict) -> list:
    """Push the Westeros phase of this round (CORE has already advanced the round)."""
    state["stack"].append({"kind": "westeros", "stage": "reveal", "cards": [], "index": 0})
    return [{"type": "westeros-phase", "round": state["round"]}]


def _draw(state: dict, deck: str, events: list) -> str:
    cards = state["westeros_decks"][deck]
    card = cards.pop(0)
    while data.WESTEROS_CARDS[card]["kind"] == "reshuffle":
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
    """Move the threat one space (+2) per icon; True if it reached 12 (4.2 step 3).

    Icons beyond 12 are lost (AS-12): the attack resets the token, they do not carry over.
    """
    before = state["wildling_threat"]
    state["wildling_threat"] = min(MAX_THREAT, before + 2 * icons)
    events = []
    if state["wildling_threat"] != before:
        events.append({"type": "wildling-threat", "threat": state["wildling_threat"],
                       "icons": icons})
    return events, state["wildling_threat"] >= MAX_THREAT and icons > 0


def _westeros_auto(state: dict, frame: dict) -> list:
    if frame["stage"] == "reveal":
        events: list = []
        frame["cards"] = [_draw(state, d, events) for d in DECKS]
        state["westeros_revealed"] = list(frame["cards"])
        icons = sum(data.WESTEROS_CARDS[c]["wildlingIcons"] for c in frame["cards"])
        more, attack = advance_threat(state, icons)
        events += more
        frame["stage"] = "resolve"
        if attack and AUTO_ATTACK_AT_12[state.get("ruleset", "2e")]:
            # The attack comes before any card is resolved (4.2 step 3).
            events += wildlings.start_attack(state, MAX_THREAT)
        return events
    if frame["index"] >= len(frame["cards"]):
        state["stack"].pop()
        return [{"type": "westeros-phase-ended"}]
    card = frame["cards"][frame["index"]]
    frame["index"] += 1
    return resolve_card(state, card)


def resolve_card(state: dict, card: str) -> list:
    """Apply one Westeros card (4.3); may push frames that run before the next card."""
    rec = data.WESTEROS_CARDS[card]
    kind = rec["kind"]
    events = [{"type": "westeros-card-resolved", "card": card}]
    if kind == "supply":
        return events + resolve_supply(state)
    if kind == "mustering":
        return events + resolve_mustering(state)
    if kind == "clash_of_kings":
        return events + bidding.start_clash_of_kings(state)
    if kind == "game_of_thrones":
        return events + collect_power(state, ports=True)
    if kind == "wildlings_attack":
        return events + wildlings.start_attack(state, state["wildling_threat"])
    if kind == "planning_restriction":
        return events + add_restriction(state, rec["restriction"])
    if kind == "choice":
        track = TOKEN_TRACK[rec["chooser"]]
        state["stack"].append({"kind": "westeros_choice", "card": card, "track": track})
        return events + [{"type": "westeros-choice-pending", "card": card,
                          "house": board.holder(state, track)}]
    return events     # Last Days of Summer: the icon was its whole effect


# -- the card effects ---------------------------------------------------------------------


def resolve_supply(state: dict) -> list:
    """Supply (5.3): every house's token to its barrels (max 6), then over-limit houses
    destroy units, in turn order."""
    from api.games.board import muster
    events = []
    for h in board.turn_order(state):
        level = board.supply_icons(state, h)
        state["houses"][h]["supply"] = level
        events.append({"type": "supply-set", "house": h, "supply": level})
    over = [h for h in board.turn_order(state) if board.over_supply(state, h) > 0]
    if over:
        events += muster.push_reconcile(state, over) or []
    return events


def resolve_mustering(state: dict) -> list:
    """Mustering (5.4): each house in turn order, all its castles before the next house."""
    from api.games.board import muster
    return muster.push_muster(state, board.turn_order(state)) or []


def collect_power(state: dict, ports: bool) -> list:
    """Game of Thrones (5.22): crowns of controlled lands, plus trade through ports if
    ``ports``. Gains stop when the house has no tokens left in the pool (2.4)."""
    events = []
    for h in board.turn_order(state):
        want = board.crown_income(state, h, ports=ports)
        got = board.gain_power(state, h, want)
        events.append({"type": "power-gained", "house": h, "amount": got, "reason": "crowns"})
    return events


def add_restriction(state: dict, restriction: str) -> list:
    r = RESTRICTIONS[restriction]
    if r not in state["restrictions"]:
        state["restrictions"].append(r)
    return [{"type": "planning-restricted", "restriction": r}]


# -- choices of dominance-token holders (D7, D8, D9) ------------------------------------------


def _option_label(o: str, lang: str) -> str:
    return data.card_name(o, lang) if o in data.WESTEROS_CARDS else T.t(lang, f"opt.{o}")


def _choice_options(state: dict, frame: dict, lang: str) -> list[dict]:
    kind = f"choose_{frame['card']}"
    return [option(_option_label(o, lang), {"type": kind, "option": o})
            for o in data.WESTEROS_CARDS[frame["card"]]["options"]]


def _choice_prompt(card: str, lang: str) -> str:
    key = "choice.restrict" if card == "put_to_the_sword" else "choice.resolve"
    return T.t(lang, key, card=data.card_name(card, lang))


def _choice_to_act(state: dict, frame: dict) -> list[int]:
    return [board.house_seat(state, board.holder(state, frame["track"]))]


def _choice_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    return [decision(f"choose-{frame['card']}", f"choose_{frame['card']}",
                     _choice_prompt(frame["card"], lang), _choice_options(state, frame, lang),
                     card=frame["card"])]


def _choice_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    check_choice(action, _choice_options(state, frame, "en"), f"choose_{frame['card']}",
                 ("option",))
    choice = action["option"]
    state["stack"].pop()
    events = [{"type": "westeros-choice", "card": frame["card"], "option": choice,
               "house": board.seat_house(state, seat)}]
    if choice == "supply":
        return events + resolve_supply(state)
    if choice == "mustering":
        return events + resolve_mustering(state)
    if choice == "clash_of_kings":
        return events + bidding.start_clash_of_kings(state)
    if choice == "collect_crown_power":
        # crowns only, unless the option flag pays the ports as Game of Thrones does.
        return events + collect_power(state, ports=bool(state["options"].get("dwdw_port_income")))
    if choice in RESTRICTIONS:
        return events + add_restriction(state, choice)
    return events


def westeros_view(state: dict) -> dict:
    """Public facts of the Westeros phase for CORE's view (deck sizes only, never order)."""
    return {"revealed": list(state.get("westeros_revealed") or []),
            "deck_sizes": {d: len(state["westeros_decks"][d]) for d in DECKS},
            "restrictions": list(state.get("restrictions") or []),
            "wildling_threat": state["wildling_threat"]}


STEPS = [
    Step("westeros", auto=_westeros_auto),
    Step("westeros_choice", to_act=_choice_to_act, decisions=_choice_decisions, act=_choice_act),
    *bidding.STEPS,
    *wildlings.STEPS,
]

__all__ = ["STEPS", "start_westeros", "resolve_card", "resolve_supply", "resolve_mustering",
           "collect_power", "add_restriction", "advance_threat", "westeros_view"]
