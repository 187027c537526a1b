"""Step 3 of a combat, house cards (5.16): both sides choose a card secretly and at the same
time (the engine's sealed step, a ``combat_cards`` frame whose entries are the chosen cards; a
side may change its card until both are in, and a side with one card left plays it without
being asked), the cards are revealed together, and their abilities resolve by timing
(``run_hooks``). The abilities themselves are in ``combat.house_cards``."""
from __future__ import annotations

from api.engine.flow import hand_back, take_result
from api.engine.sealed import open_sealed, sealed_step
from api.games.board.combat.house_cards.registry import hook
from api.games.board.combat.stages import advance
from api.games.board.combat.state import SIDES, cur, sides_in_turn_order
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T
from api.games.board.seats import house_seat, seat_house

KIND = "combat_cards"
CHOOSE = "choose_house_card"


def choose(state: dict, frame: dict) -> list:
    c = cur(state)
    advance(frame)
    if any(state["houses"][c[s]]["hand"] for s in SIDES):
        open_sealed(state, KIND, [house_seat(state, c[s]) for s in SIDES])
    return []


def _choices(state: dict, frame: dict, seat: int) -> list[dict]:
    return [{"type": CHOOSE, "card": cid} for cid in state["houses"][seat_house(state, seat)]["hand"]]


def _label(state: dict, frame: dict, seat: int, action: dict, lang: str) -> str:
    cid = action["card"]
    rec = edition_of(state).house_cards[cid]
    return T.t(lang, "card.label", card=tx.card(state, cid, lang), strength=rec["strength"],
               swords=rec["swords"], forts=rec["fortifications"])


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    return T.t(lang, "card.prompt", target=tx.area(state, cur(state)["area"], lang))


def _submitted(state: dict, frame: dict, seat: int, action: dict) -> list:
    return [{"type": "house-card-chosen", "house": seat_house(state, seat)}]


def chosen_card(state: dict, frame: dict, house: str) -> str | None:
    """The card ``house`` has chosen in the open ``combat_cards`` frame (its secret)."""
    e = frame["entries"].get(str(house_seat(state, house)))
    return e["card"] if e else None


def _reveal_chosen(state: dict, frame: dict) -> list:
    """Both are in: the chosen cards ({house: card}) go to the combat frame's result slot."""
    hand_back(state, {seat_house(state, s): (e["card"] if e else None)
                      for s, e in ((s, frame["entries"].get(str(s))) for s in frame["seats"])})
    return []


def reveal(state: dict, frame: dict) -> list:
    c = cur(state)
    chosen = take_result(frame) or {}
    for s in SIDES:
        cid = chosen.get(c[s])
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


STEPS = [sealed_step(KIND, reveal=_reveal_chosen, choices=_choices, label=_label, prompt=_prompt,
                     decision_type=CHOOSE, submitted=_submitted)]
