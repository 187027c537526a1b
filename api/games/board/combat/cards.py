"""Step 3 of a combat, house cards (5.16): both sides choose a card secretly and at the same
time (a sealed ``combat_cards`` frame; a side may change its card until both are in), the
cards are revealed together, and their abilities resolve by timing (``run_hooks``). The
abilities themselves are in ``combat.house_cards``."""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.combat.house_cards.registry import hook
from api.games.board.combat.stages import advance
from api.games.board.combat.state import SIDES, cur, sides_in_turn_order
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T
from api.games.board.seats import house_seat, seat_house


def choose(state: dict, frame: dict) -> list:
    c = cur(state)
    advance(frame)
    if any(state["houses"][c[s]]["hand"] for s in SIDES):
        state["stack"].append({"kind": "combat_cards"})
    return []


def _cards_to_act(state: dict, frame: dict) -> list[int]:
    c = cur(state)
    return [house_seat(state, c[s]) for s in SIDES
            if state["houses"][c[s]]["hand"] and not c["ready"][c[s]]]


def _cards_may_change(state: dict, frame: dict) -> list[int]:
    """A side that chose its card may change it until both are in (sealed)."""
    c = cur(state)
    return [house_seat(state, c[s]) for s in SIDES
            if state["houses"][c[s]]["hand"] and c["ready"][c[s]]]


def _cards_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    c = cur(state)
    house = seat_house(state, seat)
    opts = []
    for cid in state["houses"][house]["hand"]:
        rec = edition_of(state).house_cards[cid]
        label = T.t(lang, "card.label", card=tx.card(state, cid, lang), strength=rec["strength"],
                    swords=rec["swords"], forts=rec["fortifications"])
        opts.append(option(label, {"type": "choose_house_card", "card": cid}))
    return [decision("combat-choose-house-card", "choose_house_card",
                     T.t(lang, "card.prompt", target=tx.area(state, c["area"], lang)), opts, sealed=True,
                     chosen=c["sealed"][house]["card"])]


def _cards_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    c = cur(state)
    house = seat_house(state, seat)
    if action.get("type") != "choose_house_card":
        raise BadAction("unexpected-action", "the pending decision expects 'choose_house_card'",
                        field="type")
    cid = action.get("card")
    if not isinstance(cid, str):
        raise BadAction("bad-field", "field 'card' must be a house card id", field="card")
    if cid not in state["houses"][house]["hand"]:
        raise IllegalAction("illegal-action/card-not-in-hand", "that card is not in your hand")
    c["sealed"][house]["card"] = cid
    c["ready"][house] = True
    events = [{"type": "house-card-chosen", "house": house}]
    waiting = [s for s in SIDES if state["houses"][c[s]]["hand"] and not c["ready"][c[s]]]
    if not waiting:
        state["stack"].pop()
    return events


def reveal(state: dict, frame: dict) -> list:
    c = cur(state)
    for s in SIDES:
        cid = c["sealed"][c[s]]["card"]
        if cid:
            state["houses"][c[s]]["hand"].remove(cid)
            c["cards"][s] = cid
    advance(frame)
    return [{"type": "house-cards-revealed", "cards": {c[s]: c["cards"][s] for s in SIDES}}]


# -- card abilities by timing ---------------------------------------------------------------


def run_hooks(state: dict, frame: dict, name: str) -> list:
    """Resolve one pending ability of a timing per call, in turn order (5.16)."""
    c = cur(state)
    if c["queue_for"] != name:
        c["queue_for"] = name
        c["queue"] = [s for s in sides_in_turn_order(state) if hook(state, c["cards"][s], name)]
    while c["queue"]:
        side = c["queue"].pop(0)
        cid = c["cards"][side]
        key = f"{cid}:{name}"
        h = hook(state, cid, name)
        if h is None or key in c["resolved"]:
            continue   # [P-FAQ] an ability never resolves twice in one combat
        c["resolved"].append(key)
        return h(state, side) or []
    advance(frame)
    return []


STEPS = [Step("combat_cards", to_act=_cards_to_act, decisions=_cards_decisions, act=_cards_act,
              may_change=_cards_may_change)]
