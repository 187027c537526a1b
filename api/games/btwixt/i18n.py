"""Labels and prompts in English, Russian and Bulgarian. Card names come from the pool."""
from __future__ import annotations

from api.engine.i18n import Catalog
from api.games.btwixt.cards import pool_of
from api.games.btwixt.state import council_seats

CATALOG = Catalog({
    "prompt-ruler": {"en": "Choose your ruler", "ru": "Выберите правителя",
                     "bg": "Изберете владетел"},
    "random-ruler": {"en": "A random ruler", "ru": "Случайный правитель",
                     "bg": "Случаен владетел"},
    "prompt-draft": {"en": "Pick one card and pass the rest", "ru": "Возьмите одну карту, "
                     "остальные передайте соседу", "bg": "Вземете една карта, а останалите "
                     "подайте нататък"},
    "prompt-turn": {"en": "Play an influence card or kneel",
                    "ru": "Разыграйте карту влияния или преклоните колено",
                    "bg": "Изиграйте карта за влияние или коленичете"},
    "kneel": {"en": "Kneel", "ru": "Преклонить колено", "bg": "Коленичете"},
    "decline": {"en": "Decline (the ability is optional)", "ru": "Отказаться (свойство "
                "необязательное)", "bg": "Откажете (способността не е задължителна)"},
    "seat": {"en": "Seat {seat} ({ruler})", "ru": "Место {seat} ({ruler})",
             "bg": "Място {seat} ({ruler})"},
    "council": {"en": "Council of seats {a} and {b}", "ru": "Совет мест {a} и {b}",
                "bg": "Съвет на места {a} и {b}"},
    "token": {"en": "Face-down power token #{t}", "ru": "Жетон власти лицом вниз №{t}",
              "bg": "Жетон за власт с лицето надолу №{t}"},
    "token-in": {"en": "Face-down power token {i} of {n} in the council of seats {a} and {b}",
                 "ru": "Жетон власти рубашкой вверх {i} из {n} в совете мест {a} и {b}",
                 "bg": "Жетон за власт с лицето надолу {i} от {n} в съвета на места {a} и {b}"},
    "in-bid-pile": {"en": "{card} — in the bid pile of {seat}", "ru": "{card} — в стопке ставок: {seat}",
                    "bg": "{card} — в купчината със залози на {seat}"},
    "option": {"en": "Option {i}", "ru": "Вариант {i}", "bg": "Вариант {i}"},
    "rule-own": {"en": "Follow the ally's own placement text",
                 "ru": "Следовать тексту размещения союзника",
                 "bg": "Следвайте текста за поставяне на съюзника"},
    "rule-source": {"en": "Follow the placement text of the card that revealed it",
                    "ru": "Следовать тексту карты, которая его раскрыла",
                    "bg": "Следвайте текста на картата, която го разкри"},
    "red": {"en": "Red", "ru": "Красные", "bg": "Червени"},
    "green": {"en": "Green", "ru": "Зелёные", "bg": "Зелени"},
    "purple": {"en": "Purple", "ru": "Фиолетовые", "bg": "Лилави"},
    "prompt-choose-ruler": {"en": "Choose a ruler", "ru": "Выберите правителя",
                            "bg": "Изберете владетел"},
    "prompt-choose-bid-card": {"en": "Choose a card in a bid pile",
                               "ru": "Выберите карту в стопке ставок",
                               "bg": "Изберете карта от купчина със залози"},
    "prompt-choose-copy": {"en": "Choose a card whose ability to copy",
                           "ru": "Выберите карту, свойство которой скопировать",
                           "bg": "Изберете карта, чиято способност да копирате"},
    "prompt-choose-colour": {"en": "Name a colour nobody may play this round",
                             "ru": "Назовите цвет, который нельзя разыгрывать в этом раунде",
                             "bg": "Назовете цвят, който никой не може да играе този рунд"},
    "prompt-name-ruler": {"en": "Name a ruler who wins ties this round",
                          "ru": "Назовите правителя, побеждающего при равенстве",
                          "bg": "Назовете владетел, който печели при равенство"},
    "prompt-discard-card": {"en": "Discard a card from your hand",
                            "ru": "Сбросьте карту с руки", "bg": "Изхвърлете карта от ръката"},
    "prompt-take-from-discard": {"en": "Take a card from the discard pile",
                                 "ru": "Возьмите карту из сброса",
                                 "bg": "Вземете карта от купчината за изхвърляне"},
    "prompt-take-from-hand": {"en": "Take a card from that hand", "ru": "Возьмите карту с руки",
                              "bg": "Вземете карта от ръката"},
    "prompt-keep-ally": {"en": "Choose the ally to accept", "ru": "Выберите союзника",
                         "bg": "Изберете съюзника"},
    "prompt-place-ally": {"en": "Choose the council for the ally",
                          "ru": "Выберите совет для союзника",
                          "bg": "Изберете съвета за съюзника"},
    "prompt-holder-places-ally": {"en": "Choose which of the winner's councils gets the ally",
                                  "ru": "Выберите, в какой совет победителя попадёт союзник",
                                  "bg": "Изберете в кой съвет на победителя отива съюзникът"},
    "prompt-choose-placement-rule": {"en": "Two placement texts conflict: choose one",
                                     "ru": "Два текста размещения противоречат: выберите один",
                                     "bg": "Два текста за поставяне си противоречат: изберете"},
    "prompt-place-power-token": {"en": "Place a face-down power token in one of your councils",
                                 "ru": "Положите жетон власти в один из ваших советов",
                                 "bg": "Поставете жетон за власт в един от вашите съвети"},
    "prompt-choose-council": {"en": "Choose a council", "ru": "Выберите совет",
                              "bg": "Изберете съвет"},
    "prompt-choose-token": {"en": "Choose a face-down token to look at",
                            "ru": "Выберите жетон, чтобы посмотреть",
                            "bg": "Изберете жетон, който да погледнете"},
    "prompt-choose-ally": {"en": "Choose an ally", "ru": "Выберите союзника",
                           "bg": "Изберете съюзник"},
    "prompt-choose-killed-ally": {"en": "Choose an ally from the killed pile",
                                  "ru": "Выберите союзника из стопки убитых",
                                  "bg": "Изберете съюзник от убитите"},
    "prompt-order-allies": {"en": "Put the allies back (first = top of the deck)",
                            "ru": "Верните союзников (первый — верх колоды)",
                            "bg": "Върнете съюзниците (първият е най-отгоре)"},
    "op-discard_from_hand": {"en": "Discard a card from hand", "ru": "Сбросить карту с руки",
                             "bg": "Изхвърлете карта от ръката"},
    "op-kneel": {"en": "Kneel now", "ru": "Преклонить колено", "bg": "Коленичете"},
    "op-kill_ally_current": {"en": "Kill the current ally", "ru": "Убить текущего союзника",
                             "bg": "Убийте текущия съюзник"},
    "op-kill_ally": {"en": "Kill an ally", "ru": "Убить союзника", "bg": "Убийте съюзник"},
    "prompt-choose-option": {"en": "Choose one", "ru": "Выберите одно", "bg": "Изберете едно"},
})


_PLAIN: dict = {}


def T(lang: str, key: str, **params) -> str:
    if params:
        return CATALOG.t(lang, key, **params)
    text = _PLAIN.get((lang, key))
    if text is None:
        text = _PLAIN[(lang, key)] = CATALOG.t(lang, key)
    return text


def name(state: dict, uid: str, lang: str) -> str:
    pool = pool_of(state)
    rec = pool.uid_rec.get(uid) or pool.by_id[uid]
    return rec.get("name_" + lang) or rec["name_en"]


def card_labels(pool, lang: str) -> dict[str, str]:
    """"Name (value)" of every influence card and ally of ``pool`` in ``lang``, built once:
    a pool never changes."""
    labels = pool.labels.get(lang)
    if labels is None:
        labels = pool.labels[lang] = {
            uid: f"{rec.get('name_' + lang) or rec['name_en']} ({rec['value']})"
            for uid, rec in pool.uid_rec.items()}
    return labels


def label(state: dict, v, lang: str) -> str:
    return pool_label(state, pool_of(state), v, lang)


def pool_label(state: dict, pool, v, lang: str) -> str:
    """The label of an offered value ``v``; ``pool`` is the game's (callers that label many
    values look it up once)."""
    if v is None:
        return T(lang, "decline")
    if "card" in v:
        return (pool.labels.get(lang) or card_labels(pool, lang))[v["card"]]
    if "ally" in v:
        return card_labels(pool, lang)[v["ally"]]
    # Built once: a label depends only on its key (and names on the pool, whose cache holds
    # those labels).
    if "seat" in v:
        s = v["seat"]
        key = ("seat", s, state["rulers"][s], lang)
        texts = pool.texts
        text = texts.get(key)
        if text is None:
            r = state["rulers"][s]
            # seats counted from 1, as on every page (the API numbers them from 0)
            text = texts[key] = T(lang, "seat", seat=s + 1, ruler=name(state, r, lang) if r else "?")
        return text
    if "council" in v:
        k = v["council"]
        key = ("council", k, state["n"], lang)
        text = _PLAIN.get(key)
        if text is None:
            a, b = council_seats(state, k)
            text = _PLAIN[key] = T(lang, "council", a=a + 1, b=b + 1)
        return text
    if "colour" in v:
        return T(lang, v["colour"])
    if "token" in v:
        # by its council and place there: the table shows councils, never the token's number
        for k, c in enumerate(state["councils"]):
            if v["token"] in c["tokens"]:
                a, b = council_seats(state, k)
                return T(lang, "token-in", i=c["tokens"].index(v["token"]) + 1, n=len(c["tokens"]),
                         a=a + 1, b=b + 1)
        return T(lang, "token", t=v["token"])
    if "order" in v:
        return " > ".join(name(state, a, lang) for a in v["order"])
    if "rule" in v:
        return T(lang, "rule-own" if v["rule"] == 0 else "rule-source")
    key = ("option", v["option"], v.get("op", ""), lang)
    text = _PLAIN.get(key)
    if text is None:
        text = _PLAIN[key] = _option_label(v, lang)
    return text


def _option_label(v: dict, lang: str) -> str:
    key = "op-" + v.get("op", "")
    text = T(lang, key)
    return f'{T(lang, "option", i=v["option"] + 1)}: {text}' if text != key else \
        T(lang, "option", i=v["option"] + 1)


def ask_prompt(state: dict, pool, prompt: str, src, lang: str) -> str:
    """An ability's question, headed by the name of the card or ally asking it (from ``pool``,
    the game's)."""
    key = ("prompt", prompt, src, lang)
    texts = pool.texts
    text = texts.get(key)
    if text is None:
        text = T(lang, "prompt-" + prompt)
        if src:
            text = f"{name(state, src, lang)}: {text}"
        texts[key] = text
    return text
