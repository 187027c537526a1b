"""The table of house-card abilities (spec 6.1) and what several cards share.

Printed strength and icons come from the edition's data; abilities are scripts registered in
:data:`ABILITIES` by the house modules of this package, keyed by the id of the card whose text
they first implemented. Which script a card runs is the edition's (``Edition.card_scripts``):
in the 1st edition Mace Tyrell runs ``ser_loras_tyrell`` and Ser Loras runs ``mace_tyrell``,
so a script names the card actually played (``played_card``), never its own key, in events
and choices. An entry holds the hooks
its timing needs (spec 6.1, "Timing classification"):

- ``cancel(state, side)`` — "cancel/ignore" abilities, first, in turn order (Tyrion);
- ``immediate(state, side)`` — right after the reveal, in turn order;
- ``strength`` / ``swords`` / ``forts`` ``(state, side) -> int`` — continuous, at step 5;
- ``unit(state, owner, side, unit, value) -> value`` — a unit's strength (Kevan, Victarion,
  Salladhor Saan); ``defense(state, side, value)`` (Catelyn); ``zero_opponent`` (Balon);
- ``after_winner(state, side)`` — "if you win / lose", after the victor, in turn order;
- ``after_combat(state, side)`` — at the end of combat clean-up (Patchface);
- flags read by the resolution: ``no_casualties`` (Blackfish), ``retreat_chooser`` (Robb),
  ``keeps_out`` (Arianne), ``march_moves`` (Loras).
A hook that needs a choice pushes a ``combat_choice`` frame; the house module registers what
the choice does.
"""
from __future__ import annotations

from api.games.board.combat.state import cur, side_of
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T

ABILITIES: dict[str, dict] = {}


def ability(card_id: str, **hooks) -> None:
    if card_id in ABILITIES:
        raise ValueError(f"house card {card_id} has two abilities")
    ABILITIES[card_id] = hooks


def hook(state: dict, card_id: str | None, name: str):
    """The hook ``name`` of the script the played card ``card_id`` runs in this edition."""
    script = edition_of(state).card_scripts.get(card_id or "")
    return ABILITIES.get(script or "", {}).get(name)


def played_card(state: dict, side: str) -> str:
    """The house card a side plays: what a script's events and choices name."""
    return cur(state)["cards"][side]


def act(card_id: str, **fields) -> dict:
    """An option of an ability's choice."""
    return {"type": "house_card_ability", "card": card_id, **fields}


def ev(state: dict, side: str, card_id: str, **params) -> dict:
    return {"type": "house-card-ability", "house": cur(state)[side], "card": card_id, **params}


def owner_side(state: dict, frame: dict) -> str:
    """The side of the house that answers a choice."""
    return side_of(cur(state), frame["house"])


def prompt(state, frame, lang):
    return T.t(lang, "ability.prompt", card=tx.card(state, frame["options"][0]["card"], lang))


def skip(lang: str) -> str:
    return T.t(lang, "ability.skip")


def set_card(state: dict, side: str, cid: str) -> list:
    """A replacement card (Tyrion, Aeron) leaves the hand and is revealed at once."""
    c = cur(state)
    state["houses"][c[side]]["hand"].remove(cid)
    c["cards"][side] = cid
    return [{"type": "house-card-revealed", "house": c[side], "card": cid}]


def remove_order_apply(card_id: str):
    """The choice of an order to remove (Cersei, Queen of Thorns); ``area`` None skips."""
    def apply(state, frame, action):
        a = action["area"]
        if a is None:
            return []
        st = state["areas"][a]
        order = st["order"]
        st["order"] = None
        return [ev(state, owner_side(state, frame), card_id, area=a),
                {"type": "order-removed", "area": a, "house": order["house"], "order": order["type"]}]
    return apply


def order_label(state, frame, a, lang):
    if a["area"] is None:
        return skip(lang)
    order = state["areas"][a["area"]]["order"]
    return T.t(lang, "ability.area", order=T.t(lang, f"order.{order['type']}"),
               area=tx.area(state, a["area"], lang))


def recycle(state: dict, house: str, keep: list[str]) -> list:
    """An empty hand takes back every discarded card except the ones that emptied it (5.16,
    A-11)."""
    hs = state["houses"][house]
    if hs["hand"]:
        return []
    if edition_of(state).rules.seventh_card_returns:
        keep = []       # 1st edition (section 12 row 42): all seven come back
    back = [x for x in hs["discard"] if x not in keep]
    if not back:
        return []
    hs["hand"] = back
    hs["discard"] = [x for x in hs["discard"] if x in keep]
    return [{"type": "house-cards-returned", "house": house, "cards": list(back)}]
