"""Templates shared by several cards (design §5.8): one builder, one parametrised test."""
from __future__ import annotations

from api.games.cardcore.abilities import constant, gains_icon, per, str_, triggered


def attached_gains_icon(icon: str) -> dict:
    """"Attached character gains a [icon] icon." (Little Bird, Noble Lineage, Syrio's
    Training)."""
    return constant("attached", gains_icon(icon))


def str_per_card_you_control(flt: dict) -> dict:
    """"<This> gets +1 STR for each <filter> you control." (Drowned Men, Wardens of the
    Reach, Direwolf Pup)."""
    return constant("self", str_(per("count", {**flt, "controller": "you"})))


def cost_reducer(faction: str | None, card_type: str | None, amount: int = 1,
                 sacrifice: bool = False) -> dict:
    """"Marshaling Action: Kneel <this> to reduce the cost of the next [faction] card /
    character you marshal this phase by N." (Winterfell Steward, Heart Tree Grove, Western
    Fiefdom, Lannisport Merchant; The Kingsroad also sacrifices itself)."""
    cost = [["kneel_self"]] + ([["sacrifice_self"]] if sacrifice else [])
    match = {k: v for k, v in (("faction", faction), ("type", card_type)) if v}
    return triggered("action", [["cost_reduction", {"seat": "$you", "amount": amount,
                                                    "match": match}]],
                     phase="marshaling", cost=cost)
