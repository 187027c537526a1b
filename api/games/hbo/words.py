"""Prompts and labels in en, ru and bg; card names and game terms come from
``data/texts/<lang>.json``. Actions and events stay language-neutral (codes, ids, seats)."""
from __future__ import annotations

import json
import os

from api.engine.i18n import LANGS, Catalog
from api.games.hbo.catalog import DATA

TEXTS = {}
for _lang in LANGS:
    with open(os.path.join(DATA, "texts", f"{_lang}.json"), encoding="utf-8") as _f:
        TEXTS[_lang] = json.load(_f)

WORDS = Catalog({
    "mulligan": {"en": "Keep this setup hand or take a new one?",
                 "ru": "Оставить стартовую руку или взять новую?",
                 "bg": "Да задържите ли началната ръка или да смените ръката?"},
    "keep": {"en": "Keep", "ru": "Оставить", "bg": "Задържане"},
    "do_mulligan": {"en": "New hand (shuffle back, draw 7)", "ru": "Новая рука (замешать, взять 7)",
                    "bg": "Смяна на ръката (разбъркване, 7 карти)"},
    "setup": {"en": "Place setup cards face down: characters and locations, total cost at most {budget}, at most 1 Limited",
              "ru": "Выложите стартовые карты рубашкой вверх: персонажи и места, общая стоимость не больше {budget}, не более 1 «Ограничения»",
              "bg": "Поставете начални карти с гръб нагоре: герои и места, обща цена до {budget}, най-много 1 „Ограничение“"},
    "confirm": {"en": "Confirm", "ru": "Подтвердить", "bg": "Потвърждаване"},
    "scenario": {"en": "Choose your scenario for this round", "ru": "Выберите сценарий на этот раунд",
                 "bg": "Изберете сценарий за този рунд"},
    "scenario_option": {"en": "{card} (income {income}, initiative {initiative}, claim {claim})",
                        "ru": "{card} (доход {income}, инициатива {initiative}, удар {claim})",
                        "bg": "{card} (доход {income}, инициатива {initiative}, удар {claim})"},
    "first_player": {"en": "You won initiative: choose the first player",
                     "ru": "Инициатива за вами: выберите первого игрока",
                     "bg": "Спечелихте инициативата: изберете стартовия играч"},
    "seat": {"en": "Player {seat}", "ru": "Игрок {seat}", "bg": "Играч {seat}"},
    "you": {"en": "Yourself (player {seat})", "ru": "Вы сами (игрок {seat})", "bg": "Вие (играч {seat})"},
    "window": {"en": "{phase} phase: act or pass", "ru": "Фаза «{phase}»: действуйте или пасуйте",
               "bg": "Фаза „{phase}“: действайте или пасувайте"},
    "marshal_window": {"en": "Play cards ({gold} gold in your pool)",
                       "ru": "Вводите карты в игру (в запасе {gold} золота)",
                       "bg": "Играйте карти ({gold} злато в запаса ви)"},
    "pass": {"en": "Pass", "ru": "Пас", "bg": "Пас"},
    "done_marshaling": {"en": "End marshaling", "ru": "Закончить сбор сил", "bg": "Край на строяването"},
    "marshal": {"en": "Play {card} ({cost} gold)", "ru": "Ввести {card} ({cost} зол.)",
                "bg": "Игра на {card} ({cost} злато)"},
    "marshal_on": {"en": "Play {card} on {host} ({cost} gold)", "ru": "Ввести {card} на {host} ({cost} зол.)",
                   "bg": "Игра на {card} върху {host} ({cost} злато)"},
    "duplicate": {"en": "Attach {card} as a duplicate (free)", "ru": "Прикрепить {card} как двойника (бесплатно)",
                  "bg": "Прикрепяне на {card} като двойник (безплатно)"},
    "challenge": {"en": "Start a challenge or finish your challenges",
                  "ru": "Начните вызов или закончите свои вызовы",
                  "bg": "Започнете предизвикателство или приключете"},
    "done": {"en": "No more challenges", "ru": "Больше никаких вызовов", "bg": "Без повече предизвикателства"},
    "attackers": {"en": "{type}: declare attackers (they kneel)",
                  "ru": "{type}: объявите атакующих (они склоняются)",
                  "bg": "{type}: обявете нападатели (те се склоняват)"},
    "defenders": {"en": "{type}: declare defenders (they kneel), or none",
                  "ru": "{type}: объявите защитников (они склоняются) или никого",
                  "bg": "{type}: обявете защитници (те се склоняват) или никого"},
    "claim": {"en": "Choose {count} of your characters to be killed",
              "ru": "Выберите своих персонажей для гибели: {count}",
              "bg": "Изберете {count} от своите герои, които да бъдат унищожени"},
    "ambush": {"en": "Ambush of {card}: choose an enemy character that cannot defend",
               "ru": "Засада ({card}): выберите вражеского персонажа, который не сможет защищаться",
               "bg": "Засада на {card}: изберете вражески герой, който не може да защитава"},
    "nobody": {"en": "Nobody", "ru": "Никого", "bg": "Никого"},
})


def t(lang: str, key: str, **params) -> str:
    return WORDS.t(lang, key, **params)


def card_name(lang: str, code: str) -> str:
    entry = TEXTS.get(lang, {}).get(code) or TEXTS["en"][code]
    return entry["name"]


def term(lang: str, group: str, key: str) -> str:
    return (TEXTS.get(lang) or TEXTS["en"])["terms"][group][key]


def name_of(state: dict, lang: str, cid: str) -> str:
    return card_name(lang, state["cards"][cid]["code"])
