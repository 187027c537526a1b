"""Build the frontend's static data modules from the project's own engine data.

Run by hand when the engines' data changes (never at run time):
    .venv/bin/python frontend/tools/build_data.py
Writes js/data/btwixt-cards.js, js/data/board-map.js (with the 1st edition's differences
under ``editions``; the cards' texts apart, one module a language: js/data/board-texts-<lang>.js,
so a board page loads only its own language's) and js/data/lcg2e-cards.js. Only the map's drawing is ours (westeros.py
beside this file: coastlines and one point per area, the regions cut with shapely, a dev-only
dependency); everything else comes from the engines: board facts and names through the
2nd edition's ``api.games.board.edition`` (data/2e/: map, cards, names), the board's nouns from
api.games.board.i18n.terms, B'Twixt card names and texts from api/games/btwixt/data/pool.json,
the card game's facts from api/games/lcg2e/data (cards.json, factions.json) with its names, texts
and terms in three languages (texts/<lang>.json, markup in docs/games/lcg2e-texts.md), and
js/data/hbo-cards.js from api/games/hbo/data (cards.json, texts/<lang>.json).
tests/games/board/test_names.py and tests/games/lcg2e/test_frontend_data.py fail when the
written files fall behind.
"""
from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "frontend" / "js" / "data"
sys.path.insert(0, str(ROOT))   # run as a script from anywhere: import the engine's own tables
sys.path.insert(0, str(Path(__file__).resolve().parent))   # our sketch of Westeros beside it

from api.games.board.edition import edition_named  # noqa: E402
from api.games.board.i18n import terms  # noqa: E402
from westeros import GEO, path, regions  # noqa: E402

LANGS = ("en", "ru", "bg")


def room(region, at: tuple) -> int:
    """How wide a name centred on its point may be: twice the distance to the region's
    nearer edge along the name's line, so the page can size the name to fit uncut."""
    from shapely.geometry import LineString, Point
    x, y = at
    line = region.intersection(LineString([(x - 600, y), (x + 600, y)]))
    parts = [g for g in getattr(line, "geoms", [line]) if g.distance(Point(at)) < 1e-6]
    if not parts:
        return 40
    xs = [p[0] for p in parts[0].coords]
    return int(2 * min(x - min(xs), max(xs) - x))


def _player_text(text: str) -> str:
    """A card's text as a player reads it: without the notes for developers the engine's data
    carries (pointers to the README, the spec or to Swords and Ravens' behaviour)."""
    import re
    text = re.sub(r"\s*\([^)]*(?:Swords and Ravens|Thronemaster|README|spec )[^)]*\)", "", text or "")
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    return " ".join(x for x in sentences if not re.search(r"README|Swords and Ravens|Thronemaster|\bspec\b|§", x))


# The headings of a wildling card's outcomes, in the page's three languages.
WILDLING_HEADS = {
    "nightsWatchVictory": {"en": "Night's Watch victory", "ru": "Победа Ночного Дозора",
                           "bg": "Победа на Нощния страж"},
    "wildlingVictory": {"en": "Wildling victory", "ru": "Победа одичалых", "bg": "Победа на диваците"},
    "highestBidder": {"en": "the highest bidder", "ru": "наибольшая ставка", "bg": "най-високият залог"},
    "lowestBidder": {"en": "the lowest bidder", "ru": "наименьшая ставка", "bg": "най-ниският залог"},
    "everyoneElse": {"en": "everyone else", "ru": "все остальные", "bg": "всички останали"},
}
# the 1st edition's one wildling outcome names its two sides with keys of its own
WILDLING_HEADS["nightsWatch"] = WILDLING_HEADS["nightsWatchVictory"]
WILDLING_HEADS["wildlings"] = WILDLING_HEADS["wildlingVictory"]


def _wildling_text(c: dict, lang: str = "en") -> str:
    """A 2nd-edition wildling card's two outcomes, one line each; ``c`` holds the outcomes in
    the engine's shape (cards.json for English, texts.json for ru and bg)."""
    lines = []
    for key, roles in (("nightsWatchVictory", ("highestBidder", "everyoneElse")),
                       ("wildlingVictory", ("lowestBidder", "everyoneElse"))):
        part = c.get(key) or {}
        lines += [f"{WILDLING_HEADS[key][lang]}, {WILDLING_HEADS[r][lang]}: {part[r]}" for r in roles if part.get(r)]
    return "\n".join(lines)


def _card_texts(ed_id: str) -> dict:
    """data/<edition>/texts.json: the cards' and dominance tokens' Russian and Bulgarian texts."""
    return json.loads((ROOT / "api/games/board/data" / ed_id / "texts.json").read_text(encoding="utf-8"))


def _in_langs(en: str, other: dict | None) -> dict:
    """A card text in every language the data has (the page says so when one is missing)."""
    return {"en": en, **{lang: other[lang] for lang in ("ru", "bg") if en and other and other.get(lang)}}


def _wildling_langs(c: dict, other: dict | None) -> dict:
    return {"en": _wildling_text(c),
            **{lang: _wildling_text(other[lang], lang) for lang in ("ru", "bg") if other and other.get(lang)}}


def _first_edition_outcome(c: dict, other: dict | None) -> dict:
    """The 1st edition's fixed wildling outcome (no cards): its two results, one line each."""
    def text(parts: dict, lang: str) -> str:
        return "\n".join(f"{WILDLING_HEADS[k][lang]}: {_player_text(parts.get(k, ''))}"
                         for k in ("nightsWatch", "wildlings"))
    return {"en": text(c, "en"), **{lang: text(other[lang], lang) for lang in ("ru", "bg")
                                     if other and other.get(lang)}}


def _tokens(ed_id: str) -> dict:
    """The dominance tokens' names and what their holders may do, for the tracks' info buttons."""
    return _card_texts(ed_id)["tokens"]


def _names(name_of, key: str) -> dict:
    return {lang: name_of(key, lang) for lang in LANGS}


@functools.lru_cache(maxsize=1)
def _board() -> str:
    """The board page's whole data, the card texts in three languages included (JSON text, so
    each caller gets its own copy to cut); board_map and board_texts split it into modules."""
    return json.dumps(_board_whole())


# Where the card texts sit in the board's data: (section, the key of a card's text). Each
# section is in the 2nd edition's entries and, for the 1st edition, under editions["1e"].
TEXT_SECTIONS = ("houseCards", "eventCards", "tokens")


def _text_tables(data: dict):
    """(path in the texts module, a section's cards) for both editions."""
    for section in TEXT_SECTIONS:
        yield (section,), data[section]
        for ed_id, ed in data["editions"].items():
            yield ("editions", ed_id, section), ed[section]


def board_map() -> dict:
    """The map, the cards' facts and names in three languages, without the cards' texts: a page
    loads those for its language only (board_texts)."""
    data = json.loads(_board())
    for _, cards in _text_tables(data):
        for card in cards.values():
            card.pop("text")
    return data


def board_texts(lang: str) -> dict:
    """The board cards' and dominance tokens' texts in one language, in board_map's shape
    (``editions["1e"]`` for the 1st edition's own): a card's text, or ``{"en": text}`` where the
    language has none (the page then says it shows English); no entry for a card without one."""
    out: dict = {}
    for where, cards in _text_tables(json.loads(_board())):
        table = {}
        for cid, card in cards.items():
            forms = card["text"]
            if forms.get("en"):
                table[cid] = forms[lang] if forms.get(lang) else {"en": forms["en"]}
        node = out
        for key in where[:-1]:
            node = node.setdefault(key, {})
        node[where[-1]] = table
    return out


def _board_whole() -> dict:
    ed = edition_named("2e")
    areas = {}
    for a in ed.areas.values():
        x, y = GEO[a["id"]]
        areas[a["id"]] = {
            "x": x, "y": y, "kind": a["kind"], "castle": a["castle"], "supply": a["supply"],
            "crowns": a["crowns"], "home": a["home"], "port_of": a["port_of"],
            "adjacent": a["adjacent"], "name": _names(ed.area_name, a["id"]),
        }
    missing = set(GEO) ^ set(areas)
    assert not missing, missing
    # Land regions clipped to our coastline, seas filling the water up to their coasts
    # (westeros.py); ports stay small circles on the water by their land.
    shapes = regions({a: r["kind"] for a, r in areas.items()})
    for a, region in shapes.items():
        areas[a]["shape"] = path(region)
        areas[a]["room"] = room(region, GEO[a])
    house_cards = _house_cards(ed)
    event_cards = _event_cards(ed)
    nouns = {"houses": terms.HOUSES, "tracks": terms.TRACKS, "units": terms.UNITS,
             "orders": terms.ORDERS}
    tides = {t["id"]: {"strength": t["strength"], "swords": t["swords"], "forts": t["fortifications"],
                       "skulls": t["skulls"]} for t in ed.tides_cards.values()}
    return {"areas": areas, "houseCards": house_cards, "eventCards": event_cards, "terms": nouns,
            "tidesCards": tides, "tokens": _tokens("2e"),
            "editions": {"1e": first_edition()}}


def _house_cards(ed) -> dict:
    """An edition's house cards with their texts in three languages; the 1st edition's are
    reconstructed and say so (``reconstructed``), whatever the language."""
    other = _card_texts(ed.id)["houseCards"]
    out = {}
    for c in ed.house_cards.values():
        rec = {"house": c["house"], "strength": c["strength"], "swords": c["swords"],
               "forts": c["fortifications"], "name": _names(ed.card_name, c["id"]),
               "text": _in_langs(_player_text(c.get("abilityText") or c.get("ability")), other.get(c["id"]))}
        if c.get("reconstructed"):
            rec["reconstructed"] = True
        out[c["id"]] = rec
    return out


def _event_cards(ed) -> dict:
    """The 2nd edition's Westeros and wildling cards with their texts in three languages."""
    texts = _card_texts(ed.id)
    out = {}
    for c in ed.westeros_cards.values():
        out[c["id"]] = {"name": _names(ed.card_name, c["id"]),
                        "text": _in_langs(_player_text(c.get("effect")), texts["westerosCards"].get(c["id"]))}
    for c in ed.wildling_cards.values():
        out[c["id"]] = {"name": _names(ed.card_name, c["id"]),
                        "text": _wildling_langs(c, texts["wildlingCards"].get(c["id"]))}
    return out


def _first_edition_events(ed) -> dict:
    """The 1st edition's fixed wildling outcome and those of its Westeros cards whose effect is
    not the 2nd edition's (the page takes the others from the 2nd edition's entries)."""
    texts, second = _card_texts("1e"), edition_named("2e").westeros_cards
    out = {c["id"]: {"name": _names(ed.card_name, c["id"]),
                     "text": _first_edition_outcome(c, texts["wildlingCards"].get(c["id"]))}
           for c in ed.wildling_cards.values()}
    for c in ed.westeros_cards.values():
        if c["id"] not in second or second[c["id"]].get("effect") != c.get("effect"):
            out[c["id"]] = {"name": _names(ed.card_name, c["id"]),
                            "text": _in_langs(_player_text(c.get("effect")), texts["westerosCards"].get(c["id"]))}
    return out


def first_edition() -> dict:
    """What the 1st edition's board page draws differently: its areas (no ports) with their
    adjacency, its reconstructed house cards and its wildling outcome; the page takes the
    rest (coordinates, names) from the 2nd edition's entries of the same ids."""
    ed = edition_named("1e")
    return {"adjacent": {a: r["adjacent"] for a, r in ed.areas.items()},
            "houseCards": _house_cards(ed),
            "eventCards": _first_edition_events(ed), "tokens": _tokens("1e")}


def btwixt_cards() -> dict:
    src = json.loads((ROOT / "api/games/btwixt/data/pool.json").read_text(encoding="utf-8"))
    out = {}
    for c in src["cards"]:
        out[c["id"]] = {
            "kind": c["kind"], "colour": c["colour"], "value": c["value"], "ruler": c["ruler"],
            "triumph": bool(c.get("triumph")),
            # an ally whose ability changes its power at the end (the page names it beside the
            # council total it changes)
            "end_of_game": c.get("timing") == "scoring",
            "name": {"en": c["name_en"], "ru": c["name_ru"], "bg": c["name_bg"]},
            "text": {"en": c.get("text_en"), "ru": c.get("text_ru")},
        }
    return out


# The facts a card's face shows; rule-engine fields (kinds, deck_limit, quantity) stay behind.
LCG_FACE = ("type", "faction", "loyal", "unique", "cost", "strength", "icons", "traits", "keywords",
            "plot", "plot_modifiers")


def lcg2e_cards() -> dict:
    data = ROOT / "api/games/lcg2e/data"
    src = json.loads((data / "cards.json").read_text(encoding="utf-8"))["cards"]
    texts = {lang: json.loads((data / "texts" / f"{lang}.json").read_text(encoding="utf-8"))
             for lang in LANGS}
    cards = {}
    for c in src:
        rec = {k: c[k] for k in LCG_FACE if c.get(k) is not None}
        rec["name"] = {lang: texts[lang][c["code"]]["name"] for lang in LANGS}
        rec["text"] = {lang: texts[lang][c["code"]]["text"] for lang in LANGS}
        cards[c["code"]] = rec
    factions = json.loads((data / "factions.json").read_text(encoding="utf-8"))
    return {"cards": cards,
            "factions": {k: {"name": f["name"]} for k, f in factions.items()},
            "terms": {lang: texts[lang]["terms"] for lang in LANGS}}


# The HBO card game's printed facts (its engine's own shape: scenarios carry ``plot`` values).
HBO_FACE = ("type", "faction", "loyal", "unique", "cost", "strength", "icons", "traits", "keywords", "plot")


def hbo_cards() -> dict:
    """The HBO game's reconstructed pool for its page: faces, names and texts (a language
    without a text for a card falls back to English in the page), its houses as factions, its
    terms, and the notice that says the pool is a reconstruction."""
    data = ROOT / "api/games/hbo/data"
    src = json.loads((data / "cards.json").read_text(encoding="utf-8"))
    texts = {lang: json.loads((data / "texts" / f"{lang}.json").read_text(encoding="utf-8"))
             for lang in LANGS}
    cards = {}
    for c in src["cards"]:
        rec = {k: c[k] for k in HBO_FACE if c.get(k) not in (None, [], False)}
        rec["name"] = {lang: texts[lang][c["code"]]["name"] for lang in LANGS}
        rec["text"] = {lang: texts[lang][c["code"]]["text"] for lang in LANGS
                       if texts[lang][c["code"]].get("text")}
        cards[c["code"]] = rec
    houses = {k: {"name": {lang: texts[lang]["terms"]["houses"][k] for lang in LANGS}}
              for k in texts["en"]["terms"]["houses"]}
    return {"cards": cards, "factions": houses,
            "terms": {lang: texts[lang]["terms"] for lang in LANGS}}


def btwixt_prompts() -> dict:
    """B'Twixt's questions in three languages (the engine's catalogue), keyed by the prompt ids
    the view's ``pending`` names, so the table's status line never shows an id."""
    from api.games.btwixt.i18n import CATALOG
    return {k[len("prompt-"):]: v for k, v in CATALOG.messages.items() if k.startswith("prompt-")}


MODULES = {"board-map.js": board_map, "btwixt-cards.js": btwixt_cards,
           "btwixt-prompts.js": btwixt_prompts, "lcg2e-cards.js": lcg2e_cards, "hbo-cards.js": hbo_cards,
           **{f"board-texts-{lang}.js": functools.partial(board_texts, lang) for lang in LANGS}}


def render(data: dict) -> str:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return ("// Generated by frontend/tools/build_data.py: do not edit by hand.\n"
            f"export default {body};\n")


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for name, build in MODULES.items():
        (OUT / name).write_text(render(build()), encoding="utf-8")
    print("wrote", sorted(MODULES))
