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
    "cost": {"en": "cost {cost}", "ru": "стоимость {cost}", "bg": "цена {cost}"},
    "setup_chosen": {"en": "chosen so far: cost {total}", "ru": "выбрано: стоимость {total}",
                     "bg": "избрано досега: цена {total}"},
    "setup_hostless": {"en": "{card} needs a character among the chosen cards that it may be attached to",
                       "ru": "{card}: среди выбранных карт нет персонажа, к которому её можно прикрепить",
                       "bg": "{card}: сред избраните карти няма персонаж, към който да се прикрепи"},
    "confirm": {"en": "Confirm", "ru": "Подтвердить", "bg": "Потвърждаване"},
    "attach_host": {"en": "Attach {card} to which character?", "ru": "К какому персонажу прикрепить {card}?",
                    "bg": "Към кой персонаж да се прикрепи {card}?"},
    "plot": {"en": "Choose your plot for this round", "ru": "Выберите замысел на этот раунд",
             "bg": "Изберете замисъл за този рунд"},
    "first_player": {"en": "You won initiative: choose the first player",
                     "ru": "Вы получили инициативу: выберите первого игрока",
                     "bg": "Спечелихте инициативата: изберете първия играч"},
    "winner_power": {"en": "Several players reached 15 power at once: as the first player, choose the winner",
                     "ru": "Несколько игроков одновременно набрали 15 власти: как первый игрок, выберите победителя",
                     "bg": "Няколко играчи достигнаха 15 власт едновременно: като първи играч изберете победителя"},
    "winner_all_decked": {"en": "Every remaining player's draw deck is empty at once: as the first player, choose who wins",
                          "ru": "Колоды всех оставшихся игроков опустели одновременно: как первый игрок, выберите победителя",
                          "bg": "Тестетата на всички останали играчи се изчерпаха едновременно: като първи играч изберете победителя"},
    "seat_house": {"en": "{house} (player {seat})", "ru": "{house} (игрок {seat})", "bg": "{house} (играч {seat})"},
    "you": {"en": "Yourself (player {seat})", "ru": "Вы сами (игрок {seat})", "bg": "Вие (играч {seat})"},
    # a house, then whose it is: "House Stark — you (player 1)", "House Lannister — player 2"
    "house_of_you": {"en": "{house} — you (player {seat})", "ru": "{house} — вы (игрок {seat})",
                     "bg": "{house} — вие (играч {seat})"},
    "house_of_seat": {"en": "{house} — player {seat}", "ru": "{house} — игрок {seat}",
                      "bg": "{house} — играч {seat}"},
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
    "ambush_duplicate": {"en": "Ambush {card} as a duplicate ({cost} gold)",
                         "ru": "Засада: {card} как дубликат ({cost} зол.)",
                         "bg": "Засада: {card} като дубликат ({cost} злато)"},
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
    "trigger_order": {"en": "Abilities resolve now: which comes next?",
                      "ru": "Сейчас разыгрываются способности: какая следующая?",
                      "bg": "Сега се разиграват способности: коя е следващата?"},
    # ordered, not used: the first player orders every player's (an opponent's plot too)
    "ordered_ability": {"en": "{card} ({kind})", "ru": "{card} ({kind})", "bg": "{card} ({kind})"},
    "ordered_ability_of": {"en": "{card} ({kind}) of player {n}", "ru": "{card} ({kind}) игрока {n}",
                           "bg": "{card} ({kind}) на играч {n}"},
    "delayed_order": {"en": "Several effects happen at the end of the phase: which comes first?",
                      "ru": "В конце фазы срабатывают несколько эффектов: какой раньше?",
                      "bg": "В края на фазата се задействат няколко ефекта: кой е пръв?"},
    "delayed_kill": {"en": "{card}: {targets} killed", "ru": "{card}: {targets} погибает",
                     "bg": "{card}: {targets} е убит"},
    "delayed_return_to_hand": {"en": "{card}: {targets} returned to hand",
                               "ru": "{card}: {targets} возвращается в руку",
                               "bg": "{card}: {targets} се връща в ръката"},
    "delayed_discard_from_play": {"en": "{card}: {targets} discarded from play",
                                  "ru": "{card}: {targets} сбрасывается из игры",
                                  "bg": "{card}: {targets} се изхвърля от игра"},
    "delayed_other": {"en": "{card}: its effect at the end of the phase",
                      "ru": "{card}: его эффект в конце фазы",
                      "bg": "{card}: ефектът му в края на фазата"},
    "ability_cost": {"en": "{card}: choose a card to kneel", "ru": "{card}: выберите карту, чтобы склонить",
                     "bg": "{card}: изберете карта за навеждане"},
    "ability_cost_discard": {"en": "{card}: choose a card of your hand to discard",
                             "ru": "{card}: выберите карту из руки, чтобы сбросить",
                             "bg": "{card}: изберете карта от ръката за изхвърляне"},
    "ability_target": {"en": "{card}: choose a target", "ru": "{card}: выберите цель",
                       "bg": "{card}: изберете цел"},
    "to_bottom": {"en": "Take none; to the bottom of the deck: {cards}",
                  "ru": "Не брать; под низ колоды: {cards}",
                  "bg": "Без вземане; на дъното на тестето: {cards}"},
    "ability_icon": {"en": "{card}: choose a challenge icon", "ru": "{card}: выберите знак вызова",
                     "bg": "{card}: изберете знак за предизвикателство"},
    "ability_search": {"en": "{card}: take one of the cards you look at",
                       "ru": "{card}: возьмите одну из просмотренных карт",
                       "bg": "{card}: вземете една от разгледаните карти"},
    "ability_choice": {"en": "{card}: choose up to {count} of your characters",
                       "ru": "{card}: выберите до {count} своих персонажей",
                       "bg": "{card}: изберете до {count} от своите персонажи"},
    "ability_pick": {"en": "{card}: choose characters of one player, {budget} STR in all at most",
                     "ru": "{card}: выберите персонажей одного игрока, в сумме не больше {budget} СИЛ",
                     "bg": "{card}: изберете персонажи на един играч, общо най-много {budget} СИЛ"},
    "stand_limit": {"en": "Standing phase: choose the {count} character(s) that stand",
                    "ru": "Фаза «Подъём»: выберите персонажей, которых поднять ({count})",
                    "bg": "Фаза на изправяне: изберете персонажите, които се изправят ({count})"},
    "choice_draw_card": {"en": "Draw 1 card", "ru": "Взять 1 карту", "bg": "Изтегляне на 1 карта"},
    "choice_faction_power": {"en": "Your faction gains 1 power",
                             "ru": "Ваша фракция получает 1 власть",
                             "bg": "Вашата фракция получава 1 власт"},
    "ability_choice_pile": {"en": "{card}: choose up to {count} cards of your discard pile",
                            "ru": "{card}: выберите до {count} карт из своего сброса",
                            "bg": "{card}: изберете до {count} карти от своята купчина за изхвърляне"},
    # a pick among any characters (Growing Strong); an "instead" option (Fire and Blood)
    "ability_pick_up_to": {"en": "{card}: choose up to {count} characters",
                     "ru": "{card}: выберите до {count} персонажей",
                     "bg": "{card}: изберете до {count} персонажа"},
    "ability_instead": {"en": "{card}: put the card into play instead?",
                        "ru": "{card}: ввести карту в игру вместо этого?",
                        "bg": "{card}: вкарване на картата в игра вместо това?"},
    # "choose an opponent" (Seen In Flames, The Tickler, The Queen's Assassin, Calling the
    # Banners, Heads on Spikes)
    "ability_opponent": {"en": "{card}: choose an opponent", "ru": "{card}: выберите противника",
                         "bg": "{card}: изберете противник"},
    # The Bear and the Maiden Fair
    "ability_player": {"en": "{card}: choose a player", "ru": "{card}: выберите игрока",
                       "bg": "{card}: изберете играч"},
    # whose deck it is, said in every step: one's own (no suffix) or another player's ("_of")
    "ability_bottom": {"en": "{card}: choose up to {count} card(s) to put on the bottom of your deck",
                       "ru": "{card}: выберите до {count} карт, чтобы положить их под низ вашей колоды",
                       "bg": "{card}: изберете до {count} карти за дъното на вашето тесте"},
    "ability_bottom_of": {"en": "{card}: choose up to {count} card(s) to put on the bottom of player {seat}'s deck",
                          "ru": "{card}: выберите до {count} карт, чтобы положить их под низ колоды игрока {seat}",
                          "bg": "{card}: изберете до {count} карти за дъното на тестето на играч {seat}"},
    "ability_order_top": {"en": "{card}: order the cards going on top of your deck (the first is the top card)",
                          "ru": "{card}: упорядочите карты для верха вашей колоды (первая — верхняя)",
                          "bg": "{card}: подредете картите за върха на вашето тесте (първата е най-горе)"},
    "ability_order_top_of": {"en": "{card}: order the cards going on top of player {seat}'s deck (the first is the top card)",
                             "ru": "{card}: упорядочите карты для верха колоды игрока {seat} (первая — верхняя)",
                             "bg": "{card}: подредете картите за върха на тестето на играч {seat} (първата е най-горе)"},
    "ability_order_bottom": {"en": "{card}: order the cards going to the bottom of your deck (the last is the bottom card)",
                             "ru": "{card}: упорядочите карты для низа вашей колоды (последняя — самая нижняя)",
                             "bg": "{card}: подредете картите за дъното на вашето тесте (последната е най-долу)"},
    "ability_order_bottom_of": {"en": "{card}: order the cards going to the bottom of player {seat}'s deck (the last is the bottom card)",
                                "ru": "{card}: упорядочите карты для низа колоды игрока {seat} (последняя — самая нижняя)",
                                "bg": "{card}: подредете картите за дъното на тестето на играч {seat} (последната е най-долу)"},
    "challenge_against": {"en": "{type} against {seat}", "ru": "{type} против: {seat}",
                          "bg": "{type} срещу: {seat}"},
    "title": {"en": "Choose your title for this round (secret until everyone has chosen)",
              "ru": "Выберите титул на этот раунд (тайно, пока все не выберут)",
              "bg": "Изберете титла за този рунд (тайно, докато всички изберат)"},
    "redirect": {"en": "Crown Regent: make the attacker choose another opponent?",
                 "ru": "Регент Короны: заставить атакующего выбрать другого противника?",
                 "bg": "Регент на Короната: да избере ли нападателят друг противник?"},
    "new_opponent": {"en": "The Crown Regent redirects your challenge: choose a new opponent",
                     "ru": "Регент Короны перенаправил ваш вызов: выберите нового противника",
                     "bg": "Регентът на Короната пренасочи предизвикателството: изберете нов противник"},
    "whispers": {"en": "Master of Whispers: apply the intrigue claim to which other opponents too?",
                 "ru": "Мастер над шептунами: к каким ещё противникам применить претензию интриги?",
                 "bg": "Господар на шепнещите: към кои още противници да се приложи претенцията?"},
    "reserve": {"en": "Reserve: discard {count} card(s) from your hand",
                "ru": "Запас: сбросьте карты из руки ({count})",
                "bg": "Резерв: изхвърлете карти от ръката ({count})"},
}


_TEXTS = Texts(DATA, CARDS, _MESSAGES)
TEXTS = _TEXTS.texts
WORDS = _TEXTS.words
t, card_name, term, name_of = _TEXTS.t, _TEXTS.card_name, _TEXTS.term, _TEXTS.name_of
setup_card, with_strength, declaring = _TEXTS.setup_card, _TEXTS.with_strength, _TEXTS.declaring


def ability_label(state: dict, lang: str, cid: str, index: int) -> str:
    """"Use Eddard Stark (Reaction)": the kind names which of the card's abilities it is."""
    from api.games.lcg2e import triggered
    kind = triggered.record(state, [cid, index])["kind"]
    return t(lang, "use_ability", card=name_of(state, lang, cid), kind=term(lang, "abilities", kind))


def ordered_label(state: dict, lang: str, cid: str, index: int, seat: int) -> str:
    """"Power Behind the Throne (When Revealed) of player 2": an ability put in order by
    ``seat``, whose it is when not the seat's own."""
    from api.games.lcg2e import triggered
    kind = term(lang, "abilities", triggered.record(state, [cid, index])["kind"])
    owner = state["cards"][cid]["controller"] if cid in state["cards"] else seat
    if owner == seat:
        return t(lang, "ordered_ability", card=name_of(state, lang, cid), kind=kind)
    return t(lang, "ordered_ability_of", card=name_of(state, lang, cid), kind=kind, n=owner + 1)


def delayed_label(state: dict, lang: str, d: dict) -> str:
    """"Tears of Lys: Daenerys Targaryen killed": a delayed effect by its card and what it does
    to the cards still in play (the first player orders them)."""
    from api.games.lcg2e import triggered
    targets = triggered.still_in_play(state, d) if "cards" in d["params"] else []
    key = f"delayed_{d['op']}"
    if key not in _MESSAGES or not targets:
        key = "delayed_other"
    return t(lang, key, card=name_of(state, lang, d["source"]),
             targets=", ".join(name_of(state, lang, c) for c in targets))
