"""Prompts and labels of the Westeros phase: the choice cards' holders (D7-D9) and sealed
bids with their ties (Clash of Kings, the Night's Watch; D5, D6, D10). A card's name and the
options that are cards come from the edition's names table; only the words around them are here.
"""
from __future__ import annotations

from api.engine.i18n import Catalog
from api.games.board.i18n.terms import TERMS

T = Catalog({
    **TERMS,
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
    "bid.prompt.iron_throne": {
        "en": "{card}: bid power for the Iron Throne track",
        "ru": "{card}: ставка власти за трек Железного трона",
        "bg": "{card}: залог сила за пистата на Железния трон"},
    "bid.prompt.fiefdoms": {
        "en": "{card}: bid power for the Fiefdoms track",
        "ru": "{card}: ставка власти за трек Вотчин",
        "bg": "{card}: залог сила за пистата на Владенията"},
    "bid.prompt.kings_court": {
        "en": "{card}: bid power for the King's Court track",
        "ru": "{card}: ставка власти за трек Королевского двора",
        "bg": "{card}: залог сила за пистата на Кралския двор"},
    "bid.prompt.wildlings": {
        "en": "{card} (strength {strength}): bid power for the Night's Watch",
        "ru": "{card} (сила {strength}): ставка власти за Ночной дозор",
        "bg": "{card} (сила {strength}): залог сила за Нощния страж"},
    "bid.label": {"en": "Bid {n}", "ru": "Ставка {n}", "bg": "Залог {n}"},
    "ties.prompt": {
        "en": "Tie on the {track} track: choose the house for position {pos}",
        "ru": "Ничья на треке «{track}»: выберите дом для позиции {pos}",
        "bg": "Равенство на пистата „{track}“: изберете дом за позиция {pos}"},
    "ties.label": {"en": "{house}", "ru": "{house}", "bg": "{house}"},
})
