"""Build the frontend's static data modules from the project's own engine data.

Run by hand when the engines' data changes (never at run time):
    .venv/bin/python frontend/tools/build_data.py
Writes js/data/btwixt-cards.js and js/data/board-map.js. Map coordinates and the Russian and
Bulgarian area names are our own, written here; facts (kinds, adjacency, ports) come from
api/games/board/data/map.json, card names and texts from api/games/btwixt/data/pool.json.
"""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "frontend" / "js" / "data"

# id: (x, y, russian, bulgarian) on a 600 x 1000 sketch of Westeros, north at the top.
GEO = {
    "castle_black": (300, 40, "Чёрный Замок", "Черният замък"),
    "karhold": (405, 95, "Кархолд", "Кархолд"),
    "bay_of_ice": (95, 120, "Ледовый залив", "Леденият залив"),
    "the_shivering_sea": (510, 140, "Дрожащее море", "Трепетното море"),
    "winterfell": (275, 160, "Винтерфелл", "Зимен хребет"),
    "port_of_winterfell": (190, 130, None, None),
    "the_stony_shore": (150, 215, "Каменистый Берег", "Каменистият бряг"),
    "widows_watch": (440, 215, "Вдовий Дозор", "Вдовишки страж"),
    "white_harbor": (345, 255, "Белая Гавань", "Бяло пристанище"),
    "port_of_white_harbor": (415, 280, None, None),
    "flints_finger": (80, 300, "Палец Кремня", "Пръстът на Флинт"),
    "greywater_watch": (185, 305, "Сероводье", "Сивата вода"),
    "moat_cailin": (290, 315, "Ров Кейлин", "Рова Кейлин"),
    "the_narrow_sea": (520, 360, "Узкое море", "Тясното море"),
    "sunset_sea": (45, 470, "Закатное море", "Морето на залеза"),
    "ironmans_bay": (150, 425, "Залив Железных Людей", "Заливът на железните"),
    "pyke": (50, 395, "Пайк", "Пайк"),
    "port_of_pyke": (75, 445, None, None),
    "seagard": (240, 375, "Сигард", "Сийгард"),
    "the_twins": (335, 385, "Близнецы", "Близнаците"),
    "the_fingers": (425, 330, "Персты", "Пръстите"),
    "the_mountains_of_the_moon": (420, 415, "Лунные горы", "Лунните планини"),
    "the_eyrie": (510, 460, "Орлиное Гнездо", "Орлово гнездо"),
    "riverrun": (250, 455, "Риверран", "Речен пад"),
    "harrenhal": (335, 470, "Харренхол", "Харенхал"),
    "crackclaw_point": (430, 510, "Мыс Раздвоенного Когтя", "Нос Раздвоен нокът"),
    "the_golden_sound": (100, 495, "Золотой пролив", "Златният проток"),
    "lannisport": (175, 545, "Ланниспорт", "Ланиспорт"),
    "port_of_lannisport": (130, 580, None, None),
    "stoney_sept": (270, 535, "Каменная Септа", "Каменна септа"),
    "blackwater": (310, 590, "Черноводная", "Черна вода"),
    "kings_landing": (410, 600, "Королевская Гавань", "Кралски пристан"),
    "blackwater_bay": (495, 555, "Залив Черноводной", "Заливът Черна вода"),
    "dragonstone": (550, 505, "Драконий Камень", "Драконов камък"),
    "port_of_dragonstone": (570, 545, None, None),
    "shipbreaker_bay": (545, 640, "Залив Губителя Кораблей", "Заливът на корабокрушенията"),
    "searoad_marches": (195, 620, "Приморские марки", "Крайбрежните марки"),
    "the_reach": (300, 665, "Простор", "Простора"),
    "kingswood": (425, 655, "Королевский лес", "Кралската гора"),
    "port_of_storms_end": (545, 705, None, None),
    "storms_end": (480, 730, "Штормовой Предел", "Бурен край"),
    "highgarden": (165, 700, "Хайгарден", "Планински рай"),
    "the_boneway": (380, 750, "Костяной путь", "Костеният път"),
    "dornish_marches": (270, 770, "Дорнийские марки", "Дорнските марки"),
    "redwyne_straights": (55, 730, "Пролив Редвин", "Протокът Редуайн"),
    "port_of_oldtown": (95, 790, None, None),
    "oldtown": (150, 800, "Староместо", "Староград"),
    "the_arbor": (50, 850, "Арбор", "Арбър"),
    "three_towers": (215, 870, "Три Башни", "Трите кули"),
    "princes_pass": (310, 850, "Принцев перевал", "Принцовият проход"),
    "sea_of_dorne": (500, 800, "Дорнийское море", "Дорнското море"),
    "yronwood": (400, 860, "Айронвуд", "Айронууд"),
    "starfall": (300, 925, "Звездопад", "Звездопад"),
    "salt_shore": (410, 935, "Солёный Берег", "Соленият бряг"),
    "sunspear": (505, 885, "Солнечное Копьё", "Слънчево копие"),
    "port_of_sunspear": (560, 925, None, None),
    "west_summer_sea": (150, 955, "Западное Летнее море", "Западното Лятно море"),
    "east_summer_sea": (510, 970, "Восточное Летнее море", "Източното Лятно море"),
}

# House card names in Russian and Bulgarian (our own transliterations).
HOUSE_CARD_NAMES = {
    "stannis_baratheon": ("Станнис Баратеон", "Станис Баратеон"),
    "renly_baratheon": ("Ренли Баратеон", "Ренли Баратеон"),
    "ser_davos_seaworth": ("Сир Давос Сиворт", "Сир Давос Сиуърт"),
    "brienne_of_tarth": ("Бриенна Тарт", "Бриен Тарт"),
    "melisandre": ("Мелисандра", "Мелисандра"),
    "salladhor_saan": ("Салладор Саан", "Саладор Саан"),
    "patchface": ("Пестряк", "Шарената глава"),
    "tywin_lannister": ("Тайвин Ланнистер", "Тайвин Ланистър"),
    "ser_gregor_clegane": ("Сир Григор Клиган", "Сир Грегор Клегейн"),
    "ser_jaime_lannister": ("Сир Джейме Ланнистер", "Сир Джайм Ланистър"),
    "the_hound": ("Пёс", "Хрътката"),
    "ser_kevan_lannister": ("Сир Киван Ланнистер", "Сир Кеван Ланистър"),
    "tyrion_lannister": ("Тирион Ланнистер", "Тирион Ланистър"),
    "cersei_lannister": ("Серсея Ланнистер", "Церсей Ланистър"),
    "eddard_stark": ("Эддард Старк", "Едард Старк"),
    "robb_stark": ("Робб Старк", "Роб Старк"),
    "roose_bolton": ("Русе Болтон", "Русе Болтън"),
    "greatjon_umber": ("Большой Джон Амбер", "Големия Джон Ъмбър"),
    "ser_rodrik_cassel": ("Сир Родрик Кассель", "Сир Родрик Касел"),
    "the_blackfish": ("Чёрная Рыба", "Черната риба"),
    "catelyn_stark": ("Кейтилин Старк", "Кейтлин Старк"),
    "the_red_viper": ("Красный Змей", "Червената усойница"),
    "areo_hotah": ("Арео Хотах", "Арео Хотах"),
    "obara_sand": ("Обара Сэнд", "Обара Санд"),
    "darkstar": ("Тёмная Звезда", "Тъмна звезда"),
    "nymeria_sand": ("Нимерия Сэнд", "Нимерия Санд"),
    "arianne_martell": ("Арианна Мартелл", "Ариан Мартел"),
    "doran_martell": ("Доран Мартелл", "Доран Мартел"),
    "euron_crows_eye": ("Эурон Вороний Глаз", "Юрон Гарваново око"),
    "victarion_greyjoy": ("Виктарион Грейджой", "Виктарион Грейджой"),
    "balon_greyjoy": ("Бейлон Грейджой", "Бейлон Грейджой"),
    "theon_greyjoy": ("Теон Грейджой", "Теон Грейджой"),
    "asha_greyjoy": ("Аша Грейджой", "Аша Грейджой"),
    "dagmar_cleftjaw": ("Дагмер Щербатый", "Дагмер Разцепената челюст"),
    "aeron_damphair": ("Эйерон Мокроголовый", "Ерон Мократа коса"),
    "mace_tyrell": ("Мейс Тирелл", "Мейс Тирел"),
    "ser_loras_tyrell": ("Сир Лорас Тирелл", "Сир Лорас Тирел"),
    "ser_garlan_tyrell": ("Сир Гарлан Тирелл", "Сир Гарлан Тирел"),
    "randyll_tarly": ("Рендилл Тарли", "Рандил Тарли"),
    "alester_florent": ("Алестер Флорент", "Алестър Флорент"),
    "margaery_tyrell": ("Маргери Тирелл", "Марджери Тирел"),
    "queen_of_thorns": ("Королева Шипов", "Кралицата на тръните"),
}


# Westeros and wildling card names in Russian and Bulgarian (our own renderings).
EVENT_CARD_NAMES = {
    "supply": ("Снабжение", "Снабдяване"),
    "mustering": ("Сбор войск", "Набиране на войски"),
    "a_throne_of_blades": ("Трон из клинков", "Трон от остриета"),
    "last_days_of_summer": ("Последние дни лета", "Последните дни на лятото"),
    "winter_is_coming": ("Зима близко", "Зимата идва"),
    "clash_of_kings": ("Битва королей", "Битка на крале"),
    "game_of_thrones": ("Игра престолов", "Игра на тронове"),
    "dark_wings_dark_words": ("Тёмные крылья, тёмные слова", "Тъмни крила, тъмни думи"),
    "wildlings_attack": ("Нашествие одичалых", "Нападение на диваците"),
    "put_to_the_sword": ("Предать мечу", "Под меча"),
    "sea_of_storms": ("Море штормов", "Море от бури"),
    "rains_of_autumn": ("Осенние дожди", "Есенни дъждове"),
    "feast_for_crows": ("Пир стервятников", "Пир за враните"),
    "web_of_lies": ("Паутина лжи", "Паяжина от лъжи"),
    "storm_of_swords": ("Буря мечей", "Вихър от мечове"),
    "a_king_beyond_the_wall": ("Король-за-Стеной", "Крал отвъд Вала"),
    "crow_killers": ("Убийцы ворон", "Убийци на врани"),
    "mammoth_riders": ("Всадники на мамонтах", "Ездачи на мамути"),
    "massing_on_the_milkwater": ("Сбор на Молочной", "Сбор при Млечната"),
    "preemptive_raid": ("Упреждающий набег", "Изпреварващ набег"),
    "rattleshirts_raiders": ("Налётчики Гремучей Рубашки", "Нападателите на Тракащата риза"),
    "silence_at_the_wall": ("Тишина на Стене", "Тишина на Вала"),
    "skinchanger_scout": ("Разведчик-оборотень", "Съгледвач-върколак"),
    "the_horde_descends": ("Нашествие орды", "Ордата се спуска"),
}


def board_map() -> dict:
    src = json.loads((ROOT / "api/games/board/data/map.json").read_text(encoding="utf-8"))
    areas = {}
    for a in src["areas"]:
        x, y, ru, bg = GEO[a["id"]]
        areas[a["id"]] = {
            "x": x, "y": y, "kind": a["kind"], "castle": a["castle"], "supply": a["supply"],
            "crowns": a["crowns"], "home": a["home"], "port_of": a.get("portOf"),
            "adjacent": sorted(a["adjacent"]),
            "name": {"en": a["name"], "ru": ru, "bg": bg},
        }
    missing = set(GEO) ^ set(areas)
    assert not missing, missing
    cards = json.loads((ROOT / "api/games/board/data/cards.json").read_text(encoding="utf-8"))
    house_cards = {}
    for house, lst in cards["houseCards"].items():
        for c in lst:
            ru, bg = HOUSE_CARD_NAMES[c["id"]]
            house_cards[c["id"]] = {"house": house, "strength": c["strength"], "swords": c["swords"],
                                    "forts": c["fortifications"], "name": {"en": c["name"], "ru": ru, "bg": bg},
                                    "text": {"en": c["ability"]}}
    event_cards = {}
    for c in [c for deck in cards["westerosDecks"].values() for c in deck] + cards["wildlingCards"]:
        ru, bg = EVENT_CARD_NAMES[c["id"]]
        event_cards[c["id"]] = {"name": {"en": c["name"], "ru": ru, "bg": bg},
                                "text": {"en": c.get("effect") or ""}}
    return {"areas": areas, "houseCards": house_cards, "eventCards": event_cards}


def btwixt_cards() -> dict:
    src = json.loads((ROOT / "api/games/btwixt/data/pool.json").read_text(encoding="utf-8"))
    out = {}
    for c in src["cards"]:
        out[c["id"]] = {
            "kind": c["kind"], "colour": c["colour"], "value": c["value"], "ruler": c["ruler"],
            "triumph": bool(c.get("triumph")),
            "name": {"en": c["name_en"], "ru": c["name_ru"], "bg": c["name_bg"]},
            "text": {"en": c.get("text_en"), "ru": c.get("text_ru")},
        }
    return out


def write(name: str, data: dict) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    (OUT / name).write_text("// Generated by frontend/tools/build_data.py: do not edit by hand.\n"
                            f"export default {body};\n", encoding="utf-8")


if __name__ == "__main__":
    write("board-map.js", board_map())
    write("btwixt-cards.js", btwixt_cards())
    print("wrote", sorted(p.name for p in OUT.iterdir()))
