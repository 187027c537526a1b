"""Human labels and prompts in English, Russian and Bulgarian (actions stay language-neutral)."""
from __future__ import annotations

from api.engine.i18n import Catalog
from api.games.board import data

CATALOG = Catalog({
    "assign_orders": {"en": "Place an order in every area with your units",
                      "ru": "Отдайте приказ в каждой области с вашими отрядами",
                      "bg": "Поставете заповед във всяка област с ваши отряди"},
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
    "done": {"en": "Done", "ru": "Готово", "bg": "Готово"},
    "pass": {"en": "Pass", "ru": "Пас", "bg": "Пас"},
    "submit": {"en": "Submit orders", "ru": "Отдать приказы", "bg": "Подайте заповедите"},
    "no_target": {"en": "Remove the raid without effect", "ru": "Снять набег без эффекта",
                  "bg": "Махнете набега без ефект"},
})

UNIT_NAMES = {
    "footman": {"en": "Footman", "ru": "Пеший воин", "bg": "Пехотинец"},
    "knight": {"en": "Knight", "ru": "Рыцарь", "bg": "Рицар"},
    "ship": {"en": "Ship", "ru": "Корабль", "bg": "Кораб"},
    "siege_tower": {"en": "Siege Engine", "ru": "Осадная башня", "bg": "Обсадна кула"},
}


def t(lang: str, key: str, **kw) -> str:
    return CATALOG.t(lang, key, **kw)


def area(a: str, lang: str) -> str:
    return data.area_name(a, lang)


def unit(u: str, lang: str) -> str:
    return UNIT_NAMES[u].get(lang) or UNIT_NAMES[u]["en"]
