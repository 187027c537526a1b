"""Westeros card effects (4.3, 6.2): Supply (5.3), Mustering (5.4), Game of Thrones (5.22),
Planning restrictions; Clash of Kings and Wildlings Attack start their own frames; a choice
card waits for its dominance-token holder (``westeros.choices``)."""
from __future__ import annotations

from api.engine.ask import ask
from api.games.board.areas.control import controlled_areas, controller, units_of
from api.games.board.areas.mustering import push_muster
from api.games.board.areas.supply import over_supply, push_reconcile, supply_icons
from api.games.board.areas.transport import enemy_ships_in
from api.games.board.components import gain_power
from api.games.board.edition import edition_of
from api.games.board.seats import house_seat
from api.games.board.tracks.influence import holder, turn_order
from api.games.board.westeros.clash_of_kings import start_clash_of_kings
from api.games.board.wildlings.attack import start_attack

# Card restriction ids -> the order-type strings of state["restrictions"], which planning reads.
RESTRICTIONS = {
    "no_defense_orders": "defense", "no_march_plus_one": "march_s", "no_raid_orders": "raid",
    "no_support_orders": "support", "no_consolidate_power_orders": "consolidate",
}
# Support restrictions (1st-edition Rains of Autumn) share state["restrictions"], which is
# cleared every round; combat/strength and the neutral-force support read them.
FOOTMAN_SUPPORT = "footman_support"
SUPPORT_RESTRICTIONS = {"no_footman_support": FOOTMAN_SUPPORT}


def resolve_card(state: dict, card: str) -> list:
    """Apply one Westeros card (4.3); may push frames that run before the next card."""
    ed = edition_of(state)
    rec = ed.westeros_cards[card]
    kind = rec["kind"]
    events = [{"type": "westeros-card-resolved", "card": card}]
    if kind == "supply":
        return events + resolve_supply(state)
    if kind == "mustering":
        return events + resolve_mustering(state)
    if kind == "clash_of_kings":
        return events + start_clash_of_kings(state)
    if kind == "game_of_thrones":
        return events + collect_power(state, ports=True)
    if kind == "wildlings_attack":
        return events + start_attack(state, state["wildling_threat"])
    if kind == "planning_restriction":
        return events + add_restriction(state, rec["restriction"])
    if kind == "support_restriction":
        r = SUPPORT_RESTRICTIONS[rec["restriction"]]
        if r not in state["restrictions"]:
            state["restrictions"].append(r)
        return events + [{"type": "support-restricted", "card": card, "unit": "footman"}]
    if kind == "choice":
        track = ed.dominance_track[rec["chooser"]]    # the dominance token's holder chooses
        ask(state, "westeros_choice", house_seat(state, holder(state, track)),
            choice_options(state, card), prompt=f"choose_{card}", card=card)
        return events + [{"type": "westeros-choice-pending", "card": card,
                          "house": holder(state, track)}]
    return events     # Last Days of Summer: the icon was its whole effect


def choice_options(state: dict, card: str) -> list[dict]:
    """The actions a choice card offers (westeros.choices answers them)."""
    return [{"type": f"choose_{card}", "option": o}
            for o in edition_of(state).westeros_cards[card]["options"]]


def resolve_supply(state: dict) -> list:
    """Supply (5.3): every house's token to its barrels (max 6), then over-limit houses
    destroy units, in turn order."""
    events = []
    for h in turn_order(state):
        level = supply_icons(state, h)
        state["houses"][h]["supply"] = level
        events.append({"type": "supply-set", "house": h, "supply": level})
    over = [h for h in turn_order(state) if over_supply(state, h) > 0]
    if over:
        push_reconcile(state, over)
    return events


def resolve_mustering(state: dict) -> list:
    """Mustering (5.4): each house in turn order, all its castles before the next house."""
    push_muster(state, turn_order(state))
    return []


def crown_income(state: dict, house: str, ports: bool = True) -> int:
    """Power a house would gain from Game of Thrones (5.22): crowns of controlled lands
    (A-27: a power token's land counts) plus, with ``ports``, Trade with the Free Cities:
    one per own port holding own ships with no enemy ship in its sea."""
    ed = edition_of(state)
    n = sum(ed.areas[a]["crowns"] for a in controlled_areas(state, house))
    if ports:
        for p in ed.ports:
            if (controller(state, p) == house and units_of(state, p, house)
                    and not enemy_ships_in(state, ed.areas[p]["sea_of_port"], house)):
                n += 1
    return n


def collect_power(state: dict, ports: bool) -> list:
    """Game of Thrones (5.22): crowns of controlled lands, plus trade through ports if
    ``ports``. Gains stop when the house has no tokens left in the pool (2.4)."""
    events = []
    for h in turn_order(state):
        want = crown_income(state, h, ports=ports)
        got = gain_power(state, h, want)
        events.append({"type": "power-gained", "house": h, "amount": got, "reason": "crowns"})
    return events


def add_restriction(state: dict, restriction: str) -> list:
    r = RESTRICTIONS[restriction]
    if r not in state["restrictions"]:
        state["restrictions"].append(r)
    return [{"type": "planning-restricted", "restriction": r}]
