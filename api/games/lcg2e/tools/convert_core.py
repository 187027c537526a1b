"""Turn the workplace's Core Set card file into the project's own data files (run by hand).

    python -m api.games.lcg2e.tools.convert_core PATH/TO/core-cards.json

Writes ``api/games/lcg2e/data/cards.json`` and ``decks.json``. The service and the tests read
only those files; this script is the record of how they were made. What it derives from the
printed text (nothing else is taken from the prose, which is not shipped):

* ``keywords`` in canonical form (``ambush:2``, ``no_attachments_except:Weapon``, ...);
* ``kinds``: the ability kinds the card prints (its bold precursors, keyword lines, printed
  plot-value modifiers, host restrictions, deckbuilding text, constant text);
* ``attach_only``: the printed host restriction of an attachment ("[stark] character only");
* ``agenda``: the deckbuilding rules of the Banners and Fealty;
* ``title``: the title relations by code and the title's STR bonus.

The decks are the learning and box decks as the data README and spec §3.1/§5.21 list them.
"""
from __future__ import annotations

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "data")

KEYWORDS = {"Stealth": "stealth", "Insight": "insight", "Intimidate": "intimidate",
            "Renown": "renown", "Pillage": "pillage", "Limited": "limited",
            "Terminal": "terminal", "No attachments": "no_attachments"}
PRECURSORS = {"Action:": "action", "Marshaling Action:": "action", "Challenges Action:": "action",
              "Dominance Action:": "action", "Reaction:": "reaction", "Interrupt:": "interrupt",
              "Forced Reaction:": "forced_reaction", "Forced Interrupt:": "forced_interrupt",
              "When Revealed:": "when_revealed"}
FACTIONS = ("baratheon", "greyjoy", "lannister", "martell", "thenightswatch", "stark",
            "targaryen", "tyrell")


def keyword(printed: str) -> str:
    m = re.fullmatch(r"Ambush \((\d+)\)", printed)
    if m:
        return f"ambush:{m.group(1)}"
    m = re.fullmatch(r"No attachments except (\w+)", printed)
    if m:
        return f"no_attachments_except:{m.group(1)}"
    return KEYWORDS[printed]


def attach_only(text: str) -> dict | None:
    first = text.split("\n")[0].strip()
    m = re.fullmatch(r"\[(\w+)\] character only\.", first)
    if m:
        return {"faction": m.group(1)}
    m = re.fullmatch(r"(<i>\w+</i>(?: or <i>\w+</i>)*) character only\.", first)
    if m:
        return {"traits": re.findall(r"<i>(\w+)</i>", m.group(1))}
    return None


def kinds(card: dict) -> list[str]:
    found = set()
    for para in filter(None, (p.strip() for p in card["text"].split("\n"))):
        heads = re.findall(r"<b>([^<]*)</b>", para)
        if heads:
            found.update(PRECURSORS[h] for h in heads)
        elif re.fullmatch(r"\+\d+ (Income|Initiative|Reserve)\.", para):
            found.add("plot_modifier")
        elif all(part.strip() in KEYWORDS or re.fullmatch(r"Ambush \(\d+\)|No attachments except <i>\w+</i>", part.strip())
                 for part in para.rstrip(".").split(". ")):
            found.add("keyword")
        elif para.endswith("character only."):
            found.add("host_restriction")
        elif card["type"] == "agenda" and para.startswith("You ") and " in your deck" in para:
            found.add("deckbuilding")
        elif card["type"] == "title" and re.match(r"(Supported by|Supports:|Rivals:|\+\d+ STR)", para):
            found.add("title_relation")
        elif para.startswith("Play only"):
            found.add("play_restriction")
        else:
            found.add("constant")
    return sorted(found)


def agenda(card: dict) -> dict | None:
    m = re.search(r"non-loyal \[(\w+)\] cards.*at least (\d+) \[\1\] cards", card["text"], re.S)
    if m:
        return {"banner": m.group(1), "min_cards": int(m.group(2))}
    m = re.search(r"more than (\d+) neutral cards", card["text"])
    if m:
        return {"max_neutral": int(m.group(1))}
    return None


def convert(cards: list[dict]) -> list[dict]:
    by_name = {c["name"]: c["code"] for c in cards}
    out = []
    for c in cards:
        rec = {"code": c["code"], "name": c["name"], "type": c["type"], "faction": c["faction"],
               "loyal": c["loyal"], "unique": c["unique"], "cost": c["cost"],
               "traits": c["traits"], "keywords": [keyword(k) for k in c["keywords"]],
               "deck_limit": c["deckLimit"], "quantity": c["quantity"], "kinds": kinds(c)}
        if c["type"] == "character":
            rec["strength"] = c["strength"]
            rec["icons"] = [i for i in ("military", "intrigue", "power") if c["icons"][i]]
        if c["type"] == "plot":
            rec["plot"] = {k: c[k] for k in ("income", "initiative", "claim", "reserve")}
        if "plotModifiers" in c:
            rec["plot_modifiers"] = c["plotModifiers"]
        if c["type"] == "attachment" and attach_only(c["text"]):
            rec["attach_only"] = attach_only(c["text"])
        if c["type"] == "agenda":
            rec["agenda"] = agenda(c)
        if c["type"] == "title":
            rec["title"] = {"supported_by": [by_name[n] for n in c["supportedBy"]],
                            "supports": [by_name[n] for n in c["supports"]],
                            "rivals": [by_name[n] for n in c["rivals"]],
                            "str_bonus": c["titleStrengthBonus"]}
        out.append(rec)
    return out


def codes(first: int, last: int) -> list[str]:
    return [f"01{n:03d}" for n in range(first, last + 1)]


def full_faction(cards: list[dict], faction: str) -> dict[str, int]:
    """Every physical copy of the faction's cards in one box (README: "all cards")."""
    return {c["code"]: c["quantity"] for c in cards if c["faction"] == faction
            and c["type"] in ("character", "location", "attachment", "event")}


# The decks of the data README (learning: spec §3.1; box: spec §5.21), by printed card number.
LEARNING = {
    "learning-stark": ("stark", {28: 1, 30: 1, 35: 1, 39: 2, 40: 2}, (22, 26, 4, 7, 8, 11, 23)),
    "learning-lannister": ("lannister", {28: 1, 30: 1, 35: 1, 39: 2, 40: 2},
                           (22, 26, 16, 1, 18, 24, 2)),
}
BOX = {
    "box-old-ways": ("stark", "greyjoy", (40, 39, 32, 28, 30, 29, 35), (22, 25, 23, 17, 19, 9, 8)),
    "box-at-the-wall": ("thenightswatch", "baratheon", (40, 39, 30, 42, 31, 38, 37, 43),
                        (26, 6, 15, 16, 12, 11, 14)),
    "box-east-to-west": ("targaryen", "martell", (40, 39, 29, 42, 31, 35, 36, 41),
                         (22, 2, 4, 18, 5, 1, 10)),
    "box-secrets-and-schemes": ("lannister", "tyrell", (40, 39, 45, 33, 43, 34, 44, 28),
                                (26, 24, 7, 3, 13, 21, 20)),
}
DECK_NAMES = {
    "learning-stark": ("House Stark (learning deck)", "Дом Старков (учебная колода)",
                       "Дом Старк (учебно тесте)"),
    "learning-lannister": ("House Lannister (learning deck)", "Дом Ланнистеров (учебная колода)",
                           "Дом Ланистър (учебно тесте)"),
    "box-old-ways": ("The Old Ways", "Старые Отношения", "Старите обичаи"),
    "box-at-the-wall": ("At the Wall", "На Стену", "На Вала"),
    "box-east-to-west": ("From East to West", "С Востока на Запад", "От Изток на Запад"),
    "box-secrets-and-schemes": ("Secrets and Schemes", "Секреты и Планы", "Тайни и интриги"),
}


def decks(cards: list[dict]) -> dict:
    out = {}
    for deck_id, (faction, neutrals, plots) in LEARNING.items():
        draw = full_faction(cards, faction)
        draw.update({f"01{n:03d}": k for n, k in neutrals.items()})
        out[deck_id] = {"kind": "learning", "faction": faction, "agenda": None, "draw": draw,
                        "plots": [f"01{n:03d}" for n in plots]}
    for deck_id, (faction, second, neutrals, plots) in BOX.items():
        draw = full_faction(cards, faction)
        draw.update(full_faction(cards, second))
        draw.update({f"01{n:03d}": 1 for n in neutrals})
        out[deck_id] = {"kind": "box", "faction": faction, "second_faction": second,
                        "agenda": None, "draw": draw, "plots": [f"01{n:03d}" for n in plots]}
    for deck_id, names in DECK_NAMES.items():
        out[deck_id]["name"] = dict(zip(("en", "ru", "bg"), names))
        out[deck_id]["draw"] = dict(sorted(out[deck_id]["draw"].items()))
    return out


def main(path: str) -> None:
    with open(path, encoding="utf-8") as f:
        source = json.load(f)
    cards = convert(source)
    write(os.path.join(OUT, "cards.json"), {"set": "Core", "cards": cards}, "cards")
    write(os.path.join(OUT, "decks.json"), decks(source), None)


def write(path: str, doc: dict, rows: str | None) -> None:
    """One record a line: the files stay readable and their diffs small."""
    with open(path, "w", encoding="utf-8") as f:
        if rows:
            head = {k: v for k, v in doc.items() if k != rows}
            f.write(json.dumps(head, ensure_ascii=False)[:-1] + f', "{rows}": [\n')
            f.write(",\n".join(json.dumps(r, ensure_ascii=False) for r in doc[rows]))
            f.write("\n]}\n")
        else:
            f.write("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                                         for k, v in doc.items()) + "\n}\n")


if __name__ == "__main__":
    main(sys.argv[1])
