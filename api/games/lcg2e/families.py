"""Templates shared by several cards (design §5.8): one builder, one parametrised test."""
from __future__ import annotations

from api.games.cardcore.abilities import constant, gains_icon, per, str_


def attached_gains_icon(icon: str) -> dict:
    """"Attached character gains a [icon] icon." (Little Bird, Noble Lineage, Syrio's
    Training)."""
    return constant("attached", gains_icon(icon))


def str_per_card_you_control(flt: dict) -> dict:
    """"<This> gets +1 STR for each <filter> you control." (Drowned Men, Wardens of the
    Reach, Direwolf Pup)."""
    return constant("self", str_(per("count", {**flt, "controller": "you"})))
