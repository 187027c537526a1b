"""Choice cards (4.3, decisions D7-D9): A Throne of Blades, Dark Wings Dark Words and Put to
the Sword let the holder of a dominance token choose what happens this round."""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.edition import edition_of
from api.games.board.i18n.westeros import T
from api.games.board.seats import house_seat, seat_house
from api.games.board.tracks.influence import holder
from api.games.board.validate import check_choice
from api.games.board.westeros.cards import (RESTRICTIONS, add_restriction, collect_power,
                                            resolve_mustering, resolve_supply)
from api.games.board.westeros.clash_of_kings import start_clash_of_kings


def _option_label(state: dict, o: str, lang: str) -> str:
    ed = edition_of(state)
    return ed.card_name(o, lang) if o in ed.westeros_cards else T.t(lang, f"opt.{o}")


def _choice_options(state: dict, frame: dict, lang: str) -> list[dict]:
    kind = f"choose_{frame['card']}"
    return [option(_option_label(state, o, lang), {"type": kind, "option": o})
            for o in edition_of(state).westeros_cards[frame["card"]]["options"]]


def _choice_prompt(state: dict, card: str, lang: str) -> str:
    key = "choice.restrict" if card == "put_to_the_sword" else "choice.resolve"
    return T.t(lang, key, card=edition_of(state).card_name(card, lang))


def _choice_to_act(state: dict, frame: dict) -> list[int]:
    return [house_seat(state, holder(state, frame["track"]))]


def _choice_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    return [decision(f"choose-{frame['card']}", f"choose_{frame['card']}",
                     _choice_prompt(state, frame["card"], lang), _choice_options(state, frame, lang),
                     card=frame["card"])]


def _choice_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    check_choice(action, _choice_options(state, frame, "en"), f"choose_{frame['card']}",
                 ("option",))
    choice = action["option"]
    state["stack"].pop()
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


STEPS = [Step("westeros_choice", to_act=_choice_to_act, decisions=_choice_decisions,
              act=_choice_act)]
