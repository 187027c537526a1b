"""The game's own nouns in English, Russian and Bulgarian: houses, tracks, units, orders.

One table, so every prompt, label and card text names a thing the same way.
"""

HOUSES = {
    "stark": {"en": "Stark", "ru": "Старк", "bg": "Старк"},
    "lannister": {"en": "Lannister", "ru": "Ланнистер", "bg": "Ланистър"},
    "baratheon": {"en": "Baratheon", "ru": "Баратеон", "bg": "Баратеон"},
    "greyjoy": {"en": "Greyjoy", "ru": "Грейджой", "bg": "Грейджой"},
    "tyrell": {"en": "Tyrell", "ru": "Тирелл", "bg": "Тирел"},
    "martell": {"en": "Martell", "ru": "Мартелл", "bg": "Мартел"},
}

TRACKS = {
    "iron_throne": {"en": "Iron Throne", "ru": "Железный трон", "bg": "Железният трон"},
    "fiefdoms": {"en": "Fiefdoms", "ru": "Вотчины", "bg": "Владения"},
    "kings_court": {"en": "King's Court", "ru": "Королевский двор", "bg": "Кралският двор"},
}

UNITS = {
    "footman": {"en": "Footman", "ru": "Пеший воин", "bg": "Пехотинец"},
    "knight": {"en": "Knight", "ru": "Рыцарь", "bg": "Рицар"},
    "ship": {"en": "Ship", "ru": "Корабль", "bg": "Кораб"},
    "siege_tower": {"en": "Siege engine", "ru": "Осадная башня", "bg": "Обсадна кула"},
}

ORDERS = {
    "raid": {"en": "Raid", "ru": "Набег", "bg": "Набег"},
    "march": {"en": "March", "ru": "Поход", "bg": "Поход"},
    "defense": {"en": "Defense", "ru": "Оборона", "bg": "Отбрана"},
    "support": {"en": "Support", "ru": "Подмога", "bg": "Подкрепа"},
    "consolidate": {"en": "Consolidate Power", "ru": "Усиление власти",
                    "bg": "Укрепване на властта"},
}

# The same nouns as catalog entries ("house.stark", "track.fiefdoms", ...), to merge into a
# module's api.engine.i18n.Catalog.
TERMS = {f"{kind}.{key}": forms
         for kind, table in (("house", HOUSES), ("track", TRACKS), ("unit", UNITS),
                             ("order", ORDERS))
         for key, forms in table.items()}


def house(h: str, lang: str) -> str:
    return HOUSES[h].get(lang) or HOUSES[h]["en"]


def track(t: str, lang: str) -> str:
    return TRACKS[t].get(lang) or TRACKS[t]["en"]
