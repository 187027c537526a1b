"""Choice cards (4.3, decisions D7-D9): A Throne of Blades, Dark Wings Dark Words and Put to
the Sword let the holder of a dominance token choose what happens this round. The question is
the engine's :func:`~api.engine.ask.ask` (its options stored in the frame)."""
from __future__ import annotations

from api.engine.ask import ask_step
from api.games.board.edition import edition_of
from api.games.board.i18n.westeros import T
from api.games.board.seats import seat_house
from api.games.board.westeros.cards import (RESTRICTIONS, add_restriction, collect_power,
                                            resolve_mustering, resolve_supply)
from api.games.board.westeros.clash_of_kings import start_clash_of_kings

KIND = "westeros_choice"   # asked by westeros.cards (resolve_card)


def _label(state: dict, frame: dict, action: dict, lang: str) -> str:
    ed, o = edition_of(state), action["option"]
    return ed.card_name(o, lang) if o in ed.westeros_cards else T.t(lang, f"opt.{o}")


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    card = frame["card"]
    key = "choice.restrict" if card == "put_to_the_sword" else "choice.resolve"
    return T.t(lang, key, card=edition_of(state).card_name(card, lang))


def _chosen(state: dict, frame: dict, seat: int, action: dict) -> list:
    choice = action["option"]
    events = [{"type": "westeros-choice", "card": frame["card"], "option": choice,
               "house": seat_house(state, seat)}]
    if choice == "supply":
        return events + resolve_supply(state)
    if choice == "mustering":
        return events + resolve_mustering(state)
    if choice == "clash_of_kings":
        return events + start_clash_of_kings(state)
    if choice == "collect_crown_power":
        # crowns only, unless the option flag pays the ports as Game of Thrones does.
        return events + collect_power(state, ports=bool(state["options"].get("dwdw_port_income")))
    if choice in RESTRICTIONS:
        return events + add_restriction(state, choice)
    return events


STEPS = [ask_step(KIND, prompt=_prompt, label=_label, on_answer=_chosen,
                  extra=lambda frame: {"card": frame["card"]})]
