"""Human labels and prompts in English, Russian and Bulgarian (actions stay language-neutral)."""
from __future__ import annotations

from api.engine.i18n import Catalog
from api.games.board.edition import edition_of
from api.games.board.i18n.terms import ORDERS, UNITS

CATALOG = Catalog({
    "assign_orders": {"en": "Place an order in every area with your units",
                      "ru": "Отдайте приказ в каждой области с вашими отрядами",
                      "bg": "Поставете заповед във всяка област с ваши отряди"},
    # orders optional (1st edition, official FAQ): any areas, then submit
    "assign_orders_optional": {"en": "Place orders in areas with your units (not every area "
                                     "needs one), then submit them",
                               "ru": "Отдайте приказы в областях с вашими отрядами (не "
                                     "обязательно в каждой) и подтвердите их",
                               "bg": "Поставете заповеди в области с ваши отряди (не е нужно "
                                     "във всяка) и ги подайте"},
    "raven": {"en": "Messenger Raven: replace an order, scout the wildlings, or pass",
              "ru": "Посыльный ворон: замените приказ, разведайте одичалых или откажитесь",
              "bg": "Гарван вестоносец: сменете заповед, разузнайте диваците или пас"},
    "raven_scout": {"en": "Keep the wildling card on top or put it at the bottom",
                    "ru": "Оставьте карту одичалых сверху или положите вниз",
                    "bg": "Оставете картата на диваците отгоре или я сложете отдолу"},
    "raid": {"en": "Resolve one of your Raid orders", "ru": "Выполните один из ваших набегов",
             "bg": "Изпълнете един от вашите набези"},
    "march_pick": {"en": "Resolve one of your March orders", "ru": "Выполните один из ваших походов",
                   "bg": "Изпълнете един от вашите походи"},
    "march": {"en": "Move units from {area}, then end the march",
              "ru": "Переместите отряды из области {area} и завершите поход",
              "bg": "Преместете отряди от {area} и завършете похода"},
    "consolidate": {"en": "Resolve one of your Consolidate Power orders",
                    "ru": "Выполните одно из ваших усилений власти",
                    "bg": "Изпълнете едно от вашите укрепвания на властта"},
    "muster": {"en": "Muster units", "ru": "Соберите войска", "bg": "Съберете войска"},
    "reconcile": {"en": "Destroy units until your armies fit your supply",
                  "ru": "Уничтожьте отряды, пока войска не уложатся в снабжение",
                  "bg": "Унищожете отряди, докато войските се поберат в снабдяването"},
    "capture_port": {"en": "Replace enemy ships in {area} with your own",
                     "ru": "Замените вражеские корабли в области {area} своими",
                     "bg": "Заменете вражеските кораби в {area} със свои"},
    "choose_house": {"en": "Choose your house", "ru": "Выберите свой Дом", "bg": "Изберете своя дом"},
    "random_house": {"en": "A random free house", "ru": "Случайный свободный Дом",
                     "bg": "Случаен свободен дом"},
    "done": {"en": "Done", "ru": "Готово", "bg": "Готово"},
    "pass": {"en": "Pass", "ru": "Пас", "bg": "Пас"},
    "submit": {"en": "Submit orders", "ru": "Отдать приказы", "bg": "Подайте заповедите"},
    "undo": {"en": "Undo the last move", "ru": "Отменить последний ход", "bg": "Отмяна на последния ход"},
    "leave_power": {"en": "Done, leaving a power token", "ru": "Готово, оставить жетон власти",
                    "bg": "Готово, оставете жетон на властта"},
    "remove": {"en": "remove the order", "ru": "убрать приказ", "bg": "махнете заповедта"},
    "scout": {"en": "Scout beyond the Wall", "ru": "Разведать за Стеной", "bg": "Разузнаване отвъд Стената"},
    "keep_top": {"en": "Keep on top", "ru": "Оставить сверху", "bg": "Оставете отгоре"},
    "to_bottom": {"en": "Put at the bottom", "ru": "Положить вниз", "bg": "Сложете отдолу"},
    "upgrade": {"en": "upgrade to", "ru": "улучшить до", "bg": "повишете до"},
    "recruit": {"en": "recruit", "ru": "нанять", "bg": "наемете"},
    "power_gain": {"en": "+{n} power", "ru": "+{n} власти", "bg": "+{n} власт"},
    "neutral_support": {"en": "Support {house}'s attack on the neutral force in {area}?",
                        "ru": "Поддержать атаку дома {house} на нейтральные силы в области {area}?",
                        "bg": "Подкрепяте ли атаката на {house} срещу неутралните сили в {area}?"},
    "yes": {"en": "Yes", "ru": "Да", "bg": "Да"},
    "no": {"en": "No", "ru": "Нет", "bg": "Не"},
    "no_target": {"en": "Remove the raid without effect", "ru": "Снять набег без эффекта",
                  "bg": "Махнете набега без ефект"},
})

UNIT_NAMES = UNITS
ORDER_NAMES = ORDERS
SPECIAL = {"en": "special", "ru": "особый", "bg": "специална"}


def order(state: dict, token: str, lang: str) -> str:
    r = edition_of(state).order_tokens[token]
    name = ORDER_NAMES[r["type"]].get(lang) or ORDER_NAMES[r["type"]]["en"]
    if r["type"] in ("march", "defense", "support"):
        name += f" {r['modifier']:+d}"
    return name + (f" ({SPECIAL.get(lang, 'special')})" if r["special"] else "")


def t(lang: str, key: str, **kw) -> str:
    return CATALOG.t(lang, key, **kw)


def area(state: dict, a: str, lang: str) -> str:
    return edition_of(state).area_name(a, lang)


def unit(u: str, lang: str) -> str:
    return UNIT_NAMES[u].get(lang) or UNIT_NAMES[u]["en"]
