"""Turn the workplace's reconstructed HBO card file into the project's own data (run by hand).

    python -m api.games.hbo.tools.convert PATH/TO/hbo/cards.json

Writes ``api/games/hbo/data/cards.json`` (printed records in cardcore's shape, plus hbo's
own fields), ``data/decks.json`` and the card names of ``data/texts/{en,ru,bg}.json`` (the
``terms`` of those files are kept as they are). The service and the tests read only those files;
this script is the record of how they were made.

Shape of a record (cardcore.catalog): ``code`` (the source's ``id``), ``name``, ``type``,
``faction`` (the house), ``loyal`` (always false: hbo has no loyalty), ``unique``, ``cost``,
``traits``, ``keywords``, ``strength``, ``icons`` (list, in military/intrigue/power order),
``plot`` (scenarios: ``{income, initiative, claim, reserve: None}``), ``attach_only``; and
hbo's own: ``income_bonus``, ``scenario_set``, ``attach_restriction``, ``ability`` (the data's
ability object, compiled onto cardcore's verbs by ``hbo/abilities.py`` at import),
``reconstructed``, ``name_en_confirmed``.
"""
from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "data")
ICONS = ("military", "intrigue", "power")


def record(c: dict) -> dict:
    out = {"code": c["id"], "name": c["name_en"], "type": c["type"], "faction": c["house"],
           "loyal": False, "unique": c["unique"], "cost": c["cost"], "traits": c["traits"],
           "keywords": c["keywords"], "income_bonus": c["income_bonus"] or 0,
           "scenario_set": c["scenario_set"], "attach_restriction": c["attach_restriction"],
           "ability": c["ability"], "reconstructed": c["reconstructed"],
           "name_en_confirmed": c["name_en_confirmed"]}
    if c["type"] == "character":
        out["strength"] = c["strength"]
        out["icons"] = [i for i in ICONS if c["icons"][i]]
    if c["type"] == "scenario":
        out["plot"] = {"income": c["income"], "initiative": c["initiative"],
                       "claim": c["claim"], "reserve": None}
    return out


def main(path: str) -> None:
    with open(path, encoding="utf-8") as f:
        src = json.load(f)
    cards = [record(c) for c in src["cards"]]
    _write("cards.json", {"game": "hbo", "status": src["status"], "notice": src["notice"],
                          "cards": cards})
    decks = {house: {"draw": {e["id"]: e["copies"] for e in d["draw_deck"]},
                     "scenarios": list(d["scenarios"])}
             for house, d in src["decks"].items()}
    decks["draft_pool"] = list(src["scenario_draft_pool"])
    _write("decks.json", decks)
    for lang, key in (("en", "name_en"), ("ru", "name_ru"), ("bg", "name_bg")):
        p = os.path.join(OUT, "texts", f"{lang}.json")
        texts = {}
        if os.path.exists(p):
            with open(p, encoding="utf-8") as f:
                texts = json.load(f)
        for c in src["cards"]:
            texts.setdefault(c["id"], {})["name"] = c[key]
            if lang == "en":
                texts[c["id"]]["text"] = c["text_en"]
        _write(os.path.join("texts", f"{lang}.json"), texts)


def _write(name: str, data) -> None:
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        if name == "cards.json":   # one card a line: readable diffs
            status = json.dumps(data["status"])
            notice = json.dumps(data["notice"], ensure_ascii=False)
            f.write(f'{{"game": "hbo", "status": {status}, "notice": {notice}, "cards": [\n')
            f.write(",\n".join(json.dumps(c, ensure_ascii=False) for c in data["cards"]))
            f.write("\n]}\n")
        else:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
