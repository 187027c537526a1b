"""Prompts and labels in en, ru and bg; card names come from ``data/texts/<lang>.json``.

Actions and events stay language-neutral (codes, ids, seats); only what a decision shows a
person goes through here.
"""
from __future__ import annotations

from api.games.cardcore.texts import Texts
from api.games.lcg2e.catalog import CARDS, DATA

_MESSAGES = {
    "mulligan": {"en": "Keep this setup hand or mulligan?", "ru": "Оставить стартовую руку или взять новую?",
                 "bg": "Да задържите ли ръката или да изтеглите нова?"},
    "keep": {"en": "Keep", "ru": "Оставить", "bg": "Задържане"},
    "do_mulligan": {"en": "Mulligan (shuffle back, draw 7)", "ru": "Пересдача (замешать, взять 7)",
                    "bg": "Нова ръка (разбъркване, 7 карти)"},
    "setup": {"en": "Place setup cards face down (total cost ≤ {budget}, at most 1 Limited)",
              "ru": "Выложите стартовые карты рубашкой вверх (стоимость ≤ {budget}, не более 1 «Ограничения»)",
              "bg": "Поставете начални карти с гръб нагоре (цена ≤ {budget}, най-много 1 „Ограничение“)"},
    "confirm": {"en": "Confirm", "ru": "Подтвердить", "bg": "Потвърждаване"},
    "attach_host": {"en": "Attach {card} to which character?", "ru": "К какому персонажу прикрепить {card}?",
                    "bg": "Към кой персонаж да се прикрепи {card}?"},
    "plot": {"en": "Choose your plot for this round", "ru": "Выберите замысел на этот раунд",
             "bg": "Изберете замисъл за този рунд"},
    "first_player": {"en": "You won initiative: choose the first player",
                     "ru": "Вы получили инициативу: выберите первого игрока",
                     "bg": "Спечелихте инициативата: изберете първия играч"},
    "seat": {"en": "Player {seat}", "ru": "Игрок {seat}", "bg": "Играч {seat}"},
    "you": {"en": "Yourself (player {seat})", "ru": "Вы сами (игрок {seat})", "bg": "Вие (играч {seat})"},
    "window": {"en": "{phase} phase: act or pass", "ru": "Фаза «{phase}»: действуйте или пасуйте",
               "bg": "Фаза „{phase}“: действайте или пасувайте"},
    "marshal_window": {"en": "Marshal cards ({gold} gold in your pool)",
                       "ru": "Вводите карты в игру (в казне {gold} золота)",
                       "bg": "Вкарвайте карти в игра ({gold} злато в хазната)"},
    "pass": {"en": "Pass", "ru": "Пас", "bg": "Пас"},
    "done_marshaling": {"en": "Done marshaling", "ru": "Закончить приказы", "bg": "Край на заповедите"},
    "marshal": {"en": "Marshal {card} ({cost} gold)", "ru": "Ввести {card} ({cost} зол.)",
                "bg": "Вкарване на {card} ({cost} злато)"},
    "marshal_on": {"en": "Marshal {card} onto {host} ({cost} gold)",
                   "ru": "Ввести {card} на {host} ({cost} зол.)",
                   "bg": "Вкарване на {card} върху {host} ({cost} злато)"},
    "duplicate": {"en": "Marshal {card} as a duplicate (0 gold)", "ru": "Ввести {card} как дубликат (0 зол.)",
                  "bg": "Вкарване на {card} като дубликат (0 злато)"},
    "ambush": {"en": "Ambush {card} ({cost} gold)", "ru": "Засада: {card} ({cost} зол.)",
               "bg": "Засада: {card} ({cost} злато)"},
    "ambush_on": {"en": "Ambush {card} onto {host} ({cost} gold)", "ru": "Засада: {card} на {host} ({cost} зол.)",
                  "bg": "Засада: {card} върху {host} ({cost} злато)"},
    "challenge": {"en": "Initiate a challenge or finish your challenges",
                  "ru": "Объявите вызов или завершите свои вызовы",
                  "bg": "Обявете предизвикателство или приключете"},
    "challenge_type": {"en": "{type} challenge", "ru": "{type}", "bg": "{type}"},
    "done": {"en": "No more challenges", "ru": "Больше никаких вызовов", "bg": "Без повече предизвикателства"},
    "attackers": {"en": "Declare attackers ({type})", "ru": "Объявите атакующих ({type})",
                  "bg": "Обявете нападатели ({type})"},
    "defenders": {"en": "Declare defenders ({type})", "ru": "Объявите защитников ({type})",
                  "bg": "Обявете защитници ({type})"},
    "stealth": {"en": "Stealth of {card}: choose a character to bypass",
                "ru": "Скрытность {card}: выберите персонажа, которого обойти",
                "bg": "Скритост на {card}: изберете персонаж за заобикаляне"},
    "nobody": {"en": "Nobody", "ru": "Никого", "bg": "Никого"},
    "claim_military": {"en": "Military claim: choose {count} character(s) to kill",
                       "ru": "Битва: выберите персонажей для убийства ({count})",
                       "bg": "Военна претенция: изберете персонажи за убиване ({count})"},
    "keyword_order": {"en": "Order the keywords of the winning side", "ru": "Упорядочите ключевые слова победителя",
                      "bg": "Подредете ключовите думи на победителя"},
    "renown": {"en": "Renown: place 1 power on {card}?", "ru": "Слава: положить 1 власть на {card}?",
               "bg": "Слава: 1 власт върху {card}?"},
    "insight": {"en": "Insight ({card}): draw 1 card?", "ru": "Интуиция ({card}): взять 1 карту?",
                "bg": "Интуиция ({card}): изтегляне на 1 карта?"},
    "pillage": {"en": "Pillage ({card}): discard the top card of the loser's deck?",
                "ru": "Грабёж ({card}): сбросить верхнюю карту колоды проигравшего?",
                "bg": "Грабеж ({card}): изхвърляне на горната карта от тестето на загубилия?"},
    "intimidate": {"en": "Intimidate: choose a character to kneel", "ru": "Устрашение: выберите персонажа, чтобы склонить",
                   "bg": "Сплашване: изберете персонаж за навеждане"},
    "use": {"en": "Yes", "ru": "Да", "bg": "Да"},
    "skip": {"en": "No", "ru": "Нет", "bg": "Не"},
    "play_event": {"en": "Play {card} ({cost} gold)", "ru": "Сыграть {card} ({cost} зол.)",
                   "bg": "Изиграване на {card} ({cost} злато)"},
    "save_with_duplicate": {"en": "Discard a duplicate to save {card}",
                            "ru": "Сбросить дубликат, чтобы спасти {card}",
                            "bg": "Изхвърляне на дубликат, за да се спаси {card}"},
    "use_ability": {"en": "Use {card} ({kind})", "ru": "Использовать {card} ({kind})",
                    "bg": "Използване на {card} ({kind})"},
    "trigger_window": {"en": "You may use an ability ({timing})",
                       "ru": "Вы можете применить способность ({timing})",
                       "bg": "Можете да използвате способност ({timing})"},
    "trigger_order": {"en": "Order the abilities that resolve now",
                      "ru": "Упорядочите способности, которые сейчас разыгрываются",
                      "bg": "Подредете способностите, които се разиграват сега"},
    "ability_cost": {"en": "{card}: choose a card to kneel", "ru": "{card}: выберите карту, чтобы склонить",
                     "bg": "{card}: изберете карта за навеждане"},
    "ability_target": {"en": "{card}: choose a target", "ru": "{card}: выберите цель",
                       "bg": "{card}: изберете цел"},
    "ability_search": {"en": "{card}: take one of the cards you look at",
                       "ru": "{card}: возьмите одну из просмотренных карт",
                       "bg": "{card}: вземете една от разгледаните карти"},
    "ability_choice": {"en": "{card}: choose up to {count} of your characters",
                       "ru": "{card}: выберите до {count} своих персонажей",
                       "bg": "{card}: изберете до {count} от своите персонажи"},
    # cardstt: a pick among any characters (Growing Strong); an "instead" option (Fire and Blood)
    "ability_pick": {"en": "{card}: choose up to {count} characters",
                     "ru": "{card}: выберите до {count} персонажей",
                     "bg": "{card}: изберете до {count} персонажа"},
    "ability_instead": {"en": "{card}: put the card into play instead?",
                        "ru": "{card}: ввести карту в игру вместо этого?",
                        "bg": "{card}: вкарване на картата в игра вместо това?"},
    # The Bear and the Maiden Fair
    "ability_player": {"en": "{card}: choose a player", "ru": "{card}: выберите игрока",
                       "bg": "{card}: изберете играч"},
    "ability_bottom": {"en": "{card}: choose up to {count} card(s) to put on the bottom of the deck",
                       "ru": "{card}: выберите до {count} карт, чтобы положить их под низ колоды",
                       "bg": "{card}: изберете до {count} карти за дъното на тестето"},
    "ability_order_top": {"en": "{card}: order the cards going on top (the first is the top card)",
                          "ru": "{card}: упорядочите карты для верха колоды (первая — верхняя)",
                          "bg": "{card}: подредете картите за върха (първата е най-горе)"},
    "ability_order_bottom": {"en": "{card}: order the cards going to the bottom (the last is the bottom card)",
                             "ru": "{card}: упорядочите карты для низа колоды (последняя — самая нижняя)",
                             "bg": "{card}: подредете картите за дъното (последната е най-долу)"},
    "reserve": {"en": "Reserve: discard {count} card(s) from your hand",
                "ru": "Запас: сбросьте карты из руки ({count})",
                "bg": "Резерв: изхвърлете карти от ръката ({count})"},
}


_TEXTS = Texts(DATA, CARDS, _MESSAGES)
TEXTS = _TEXTS.texts
WORDS = _TEXTS.words
t, card_name, term, name_of = _TEXTS.t, _TEXTS.card_name, _TEXTS.term, _TEXTS.name_of


def ability_label(state: dict, lang: str, cid: str, index: int) -> str:
    """"Use Eddard Stark (Reaction)": the kind names which of the card's abilities it is."""
    from api.games.lcg2e import triggered
    kind = triggered.record(state, [cid, index])["kind"]
    return t(lang, "use_ability", card=name_of(state, lang, cid), kind=term(lang, "abilities", kind))
