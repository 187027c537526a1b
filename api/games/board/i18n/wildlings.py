"""Prompts and labels of a wildling attack (5.21, 6.3; decisions D11-D13)."""
from __future__ import annotations

from api.engine.i18n import Catalog
from api.games.board.edition import edition_of
from api.games.board.i18n.terms import TERMS

T = Catalog({
    **TERMS,
    "unit_in": {"en": "{unit} in {area}", "ru": "{unit}: {area}", "bg": "{unit} в {area}"},
    "p.bidder.lowest": {"en": "Wildlings won: choose the lowest bidder among the tied houses",
                        "ru": "Одичалые победили: выберите дом с наименьшей ставкой среди равных",
                        "bg": "Диваците победиха: изберете дома с най-нисък залог сред равните"},
    "p.bidder.highest": {"en": "Night's Watch won: choose the highest bidder among the tied houses",
                         "ru": "Ночной дозор победил: выберите дом с наибольшей ставкой среди равных",
                         "bg": "Нощният страж победи: изберете дома с най-висок залог сред равните"},
    "p.destroy": {"en": "{card}: destroy one of your units ({left} left)",
                  "ru": "{card}: уничтожьте один свой отряд (осталось {left})",
                  "bg": "{card}: унищожете една своя единица (остават {left})"},
    "p.destroy_worth": {"en": "{card}: destroy units worth {left} mustering points (Footman 1, "
                               "Knight 2, Ship 1)",
                         "ru": "{card}: уничтожьте отряды на {left} очк. мобилизации (пеший 1, "
                               "рыцарь 2, корабль 1)",
                         "bg": "{card}: унищожете единици за {left} т. мобилизация (пехотинец 1, "
                               "рицар 2, кораб 1)"},
    "p.preemptive_option": {"en": "{card}: choose your penalty",
                            "ru": "{card}: выберите наказание",
                            "bg": "{card}: изберете наказанието"},
    "p.preemptive_track": {"en": "{card}: choose the track on which {house} moves down 2",
                           "ru": "{card}: выберите трек, где {house} опускается на 2",
                           "bg": "{card}: изберете пистата, където {house} слиза с 2"},
    "p.crow_destroy_knight": {"en": "{card}: no footman left, choose a knight to destroy",
                              "ru": "{card}: нет пеших воинов, выберите рыцаря на уничтожение",
                              "bg": "{card}: няма пехотинци, изберете рицар за унищожаване"},
    "p.crow_replace_knight": {"en": "{card}: choose a knight to replace by a footman",
                              "ru": "{card}: выберите рыцаря для замены пешим воином",
                              "bg": "{card}: изберете рицар, който да замените с пехотинец"},
    "p.crow_upgrade": {"en": "{card}: you may replace a footman by a knight ({left} left)",
                       "ru": "{card}: можно заменить пешего воина рыцарем (осталось {left})",
                       "bg": "{card}: можете да замените пехотинец с рицар (остават {left})"},
    "p.milkwater_discard": {"en": "{card}: discard one house card",
                            "ru": "{card}: сбросьте одну карту Дома",
                            "bg": "{card}: изхвърлете една карта на дом"},
    "p.king_track": {"en": "{card}: choose a track to drop to the last position",
                     "ru": "{card}: выберите трек, где вы опуститесь на последнее место",
                     "bg": "{card}: изберете писта, на която слизате на последно място"},
    "p.king_top": {"en": "{card}: choose a track to take position 1",
                   "ru": "{card}: выберите трек, где вы займёте первое место",
                   "bg": "{card}: изберете писта, на която заемате първо място"},
    "p.retrieve_card": {"en": "{card}: you may take one card back from your discard pile",
                        "ru": "{card}: можно вернуть одну карту из сброса",
                        "bg": "{card}: можете да върнете една карта от изхвърлените"},
    "p.horde_area": {"en": "{card}: choose the castle area where you lose 2 units",
                     "ru": "{card}: выберите замок, где вы потеряете 2 отряда",
                     "bg": "{card}: изберете замъка, където губите 2 единици"},
    "p.horde_muster": {"en": "{card}: you may muster in one of your castle areas",
                       "ru": "{card}: можно провести сбор войск в одном своём замке",
                       "bg": "{card}: можете да наберете войска в един свой замък"},
    "o.destroy_units": {"en": "Destroy 2 of your units", "ru": "Уничтожить 2 своих отряда",
                        "bg": "Унищожете 2 свои единици"},
    "o.lose_influence": {"en": "Move down 2 on your best influence track",
                         "ru": "Опуститься на 2 на лучшем треке влияния",
                         "bg": "Слезте с 2 на най-добрата си писта на влияние"},
    "o.decline": {"en": "Decline", "ru": "Отказаться", "bg": "Откажи"},
})


def unit_label(state: dict, utype: str, area: str, lang: str) -> str:
    return T.t(lang, "unit_in", unit=T.t(lang, f"unit.{utype}"),
               area=edition_of(state).area_name(area, lang))


def card_label(state: dict, card: str, lang: str) -> str:
    return edition_of(state).card_name(card, lang) if card else ""   # a bidder choice has no card
