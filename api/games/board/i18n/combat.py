"""Prompts and labels of combat decisions in English, Russian and Bulgarian."""
from __future__ import annotations

from api.engine.i18n import Catalog
from api.games.board.edition import edition_of
from api.games.board.i18n.terms import TERMS

T = Catalog({
    **TERMS,
    "side.attacker": {"en": "the attacker ({house})", "ru": "атакующего ({house})",
                      "bg": "нападателя ({house})"},
    "side.defender": {"en": "the defender ({house})", "ru": "защитника ({house})",
                      "bg": "защитника ({house})"},
    "support.prompt": {"en": "Support from {area}: whom do you support in the combat in {target}?",
                       "ru": "Подмога из области {area}: кого вы поддерживаете в бою в {target}?",
                       "bg": "Подкрепа от {area}: кого подкрепяте в битката в {target}?"},
    "support.none": {"en": "Stay out", "ru": "Не вмешиваться", "bg": "Не се намесвам"},
    "support.for": {"en": "Support {side}", "ru": "Поддержать {side}", "bg": "Подкрепям {side}"},
    "accept.prompt": {"en": "{house} offers support from {area}. Accept it?",
                      "ru": "{house} предлагает подмогу из области {area}. Принять?",
                      "bg": "{house} предлага подкрепа от {area}. Приемате ли?"},
    "yes": {"en": "Yes", "ru": "Да", "bg": "Да"},
    "no": {"en": "No", "ru": "Нет", "bg": "Не"},
    "card.prompt": {"en": "Choose a house card for the combat in {target}",
                    "ru": "Выберите карту Дома для боя в области {target}",
                    "bg": "Изберете карта на Дом за битката в {target}"},
    "card.label": {"en": "{card} (strength {strength}, swords {swords}, fortifications {forts})",
                   "ru": "{card} (сила {strength}, мечи {swords}, крепости {forts})",
                   "bg": "{card} (сила {strength}, мечове {swords}, укрепления {forts})"},
    "blade.prompt": {"en": "Use the Valyrian Steel Blade?",
                     "ru": "Применить Валирийский меч?", "bg": "Да използвате ли Валирийския меч?"},
    "blade.plus_one": {"en": "+1 combat strength", "ru": "+1 к боевой силе",
                       "bg": "+1 бойна сила"},
    "blade.redraw": {"en": "Discard my Tides of Battle card and draw another",
                     "ru": "Сбросить карту перевеса и взять новую",
                     "bg": "Да сменя картата за превес"},
    "blade.none": {"en": "Do not use it", "ru": "Не применять", "bg": "Не го използвам"},
    "casualty.prompt": {"en": "Choose a unit to lose in {target} ({left} left)",
                        "ru": "Выберите отряд, который теряете в области {target} (осталось {left})",
                        "bg": "Изберете единица, която губите в {target} (остават {left})"},
    "retreat.prompt": {"en": "Choose where the defeated units of {house} retreat from {target}",
                       "ru": "Выберите, куда отступают разбитые отряды Дома {house} из {target}",
                       "bg": "Изберете къде отстъпват разбитите единици на {house} от {target}"},
    "retreat.label": {"en": "{area} (units lost: {loss})", "ru": "{area} (потери: {loss})",
                      "bg": "{area} (загуби: {loss})"},
    "retreat_loss.prompt": {"en": "Supply forces you to destroy a retreating unit ({left} left)",
                            "ru": "Из-за снабжения уничтожьте отступающий отряд (осталось {left})",
                            "bg": "Заради снабдяването унищожете отстъпваща единица (остават {left})"},
    "ability.prompt": {"en": "{card}: use the ability?", "ru": "{card}: применить свойство?",
                       "bg": "{card}: да използвате ли способността?"},
    "ability.skip": {"en": "Do not use it", "ru": "Не применять", "bg": "Не го използвам"},
    "ability.use": {"en": "Use it", "ru": "Применить", "bg": "Използвам"},
    "ability.card": {"en": "Play {card} instead", "ru": "Сыграть {card} вместо неё",
                     "bg": "Играя {card} вместо нея"},
    "ability.area": {"en": "{order} order in {area}", "ru": "Приказ «{order}» в области {area}",
                     "bg": "Заповед „{order}“ в {area}"},
    "ability.track": {"en": "{track} track", "ru": "Трек «{track}»", "bg": "Писта „{track}“"},
    "ability.footman": {"en": "A footman in {area}", "ru": "Пеший воин в области {area}",
                        "bg": "Пехотинец в {area}"},
    "ability.routed": {"en": "A routed footman in {area}",
                       "ru": "Беглый пеший воин в области {area}",
                       "bg": "Разбит пехотинец в {area}"},
    "ability.discard": {"en": "Discard {card}", "ru": "Сбросить {card}", "bg": "Изхвърлям {card}"},
    "rechoose.prompt": {"en": "{card} returned your card: choose another house card",
                        "ru": "{card} вернул вашу карту: выберите другую карту Дома",
                        "bg": "{card} върна картата ви: изберете друга карта"},
})


def house(h: str, lang: str) -> str:
    return T.t(lang, f"house.{h}")


def area(state: dict, a: str, lang: str) -> str:
    return edition_of(state).area_name(a, lang)


def card(state: dict, cid: str, lang: str) -> str:
    return edition_of(state).card_name(cid, lang)


def unit(t: str, lang: str) -> str:
    return T.t(lang, f"unit.{t}")
