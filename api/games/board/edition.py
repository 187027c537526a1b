"""Static facts of the board game, loaded once from this package's own ``data/`` folder.

Everything here is read-only. Edition differences live in ``RULESETS`` (small lookups),
so a 1st-edition ruleset can later reuse the same engine with other numbers.
"""
from __future__ import annotations

import json
from pathlib import Path

_DIR = Path(__file__).parent / "data" / "2e"


def _load(name: str) -> dict:
    with open(_DIR / name, encoding="utf-8") as f:
        return json.load(f)


MAP = _load("map.json")
SETUP = _load("setup.json")
CARDS = _load("cards.json")
NAMES = _load("names.json")     # ru/bg names of areas and cards; English stays in MAP and CARDS

HOUSES = ["stark", "greyjoy", "lannister", "baratheon", "tyrell", "martell"]
TRACKS = ("iron_throne", "fiefdoms", "kings_court")
UNIT_TYPES = dict(SETUP["unitTypes"])           # id -> record (perHouse, domain, musterCost, ...)
LAND_UNITS = ("footman", "knight", "siege_tower")
CONSTANTS = dict(SETUP["constants"])


def _area(rec: dict) -> dict:
    a = {
        "id": rec["id"], "name": rec["name"],
        "kind": rec["kind"], "castle": rec["castle"],
        "supply": rec["supply"], "crowns": rec["crowns"], "home": rec["home"],
        "adjacent": sorted(rec["adjacent"]),
        "port": rec.get("port"), "port_of": rec.get("portOf"), "sea_of_port": rec.get("seaOfPort"),
        "ports": list(rec.get("ports") or []), "island": bool(rec.get("island")),
    }
    return a


AREAS: dict[str, dict] = {r["id"]: _area(r) for r in MAP["areas"]}
ADJ: dict[str, frozenset] = {k: frozenset(v["adjacent"]) for k, v in AREAS.items()}
HOME_OF: dict[str, str] = {a["home"]: k for k, a in AREAS.items() if a["home"]}   # house -> area


def adjacent(a: str, b: str) -> bool:
    return b in ADJ.get(a, ())


def is_castle(area: str) -> bool:
    return AREAS[area]["castle"] != "none"


def muster_points(area: str) -> int:
    return CONSTANTS["musterPoints"][AREAS[area]["castle"]]


HOUSE_CARDS: dict[str, dict] = {}
for _h, _cards in CARDS["houseCards"].items():
    for _c in _cards:
        HOUSE_CARDS[_c["id"]] = dict(_c, house=_h)
HOUSE_CARDS_OF: dict[str, list[str]] = {h: [c["id"] for c in cs] for h, cs in CARDS["houseCards"].items()}

# deck key "1"/"2"/"3" (as in state["westeros_decks"]) -> card records
WESTEROS_CARDS: dict[str, dict] = {}
WESTEROS_DECKS: dict[str, list[str]] = {}
for _num, (_key, _deck) in zip(("1", "2", "3"), CARDS["westerosDecks"].items()):
    WESTEROS_DECKS[_num] = []
    for _c in _deck:
        WESTEROS_CARDS[_c["id"]] = dict(_c, deck=_num)
        WESTEROS_DECKS[_num] += [_c["id"]] * _c["count"]

WILDLING_CARDS: dict[str, dict] = {c["id"]: c for c in CARDS["wildlingCards"]}
TIDES_CARDS: dict[str, dict] = {c["id"]: c for c in CARDS["tidesOfBattle"]}
TIDES_DECK: list[str] = [c["id"] for c in CARDS["tidesOfBattle"] for _ in range(c["count"])]
WILDLING_TRACK = dict(CARDS["wildlingThreatTrack"])

SUPPLY_LIMITS: list[list[int]] = [row["armySizes"] for row in SETUP["supplyLimits"]]   # by level 0..6
KINGS_COURT_STARS: dict[int, list[int]] = {
    n: SETUP["playerCounts"][str(n)]["kingsCourtStars"] for n in (3, 4, 5, 6)}


def _order_tokens() -> dict[str, dict]:
    """The 15 order tokens of a house, by a stable token id.

    Ids: ``raid_1``, ``raid_2``, ``raid_s``, ``march_m1``, ``march_0``, ``march_s`` (+1),
    ``defense_1``, ``defense_2``, ``defense_s``, ``support_1``, ``support_2``, ``support_s``,
    ``consolidate_1``, ``consolidate_2``, ``consolidate_s``.
    """
    out: dict[str, dict] = {}
    for rec in SETUP["orderTokensPerHouse"]:
        # the data says "consolidate_power"; the shared state model says "consolidate"
        typ = "consolidate" if rec["type"] == "consolidate_power" else rec["type"]
        for i in range(rec["count"]):
            if rec["special"]:
                tid = f"{typ}_s"
            elif typ == "march":
                tid = "march_m1" if rec["modifier"] == -1 else "march_0"
            else:
                tid = f"{typ}_{i + 1}"
            out[tid] = {"id": tid, "type": typ, "modifier": rec["modifier"] or 0,
                        "special": rec["special"]}
    return out


ORDER_TOKENS: dict[str, dict] = _order_tokens()
ORDER_TYPES = ("raid", "march", "defense", "support", "consolidate")


def player_count_setup(n: int) -> dict:
    return SETUP["playerCounts"][str(n)]


HOUSE_SETUP: dict[str, dict] = {h["id"]: h for h in SETUP["houses"]}

# Edition lookups. A 1st-edition ruleset would add its own row (board-1e.md section 12).
RULESETS = {
    "2e": {
        "rounds": CONSTANTS["rounds"],
        "castles_to_win": CONSTANTS["castleAreasToWin"],
        "power_per_house": CONSTANTS["powerTokensPerHouse"],
        "starting_power": CONSTANTS["startingAvailablePowerTokens"],
        "port_capacity": CONSTANTS["portShipCapacity"],
        "garrisons": True,
        "ports": True,
        "tides_available": True,
        # board-1e.md section 12, rows 13, 30, 29, 33, 26, 10: the 1st edition flips these
        "turn_order": "forward",          # 1E: "reverse" (Iron Throne holder acts last)
        "pillage_victim_loses": True,     # 1E: the raided house loses nothing
        "special_raid_defense": True,     # 1E: a special raid never removes Defense
        "raven_scout": True,              # 1E: the Raven only replaces an order
        "consolidate_at_sea": True,       # 1E: forbidden at sea
        "immediate_victory": True,        # 1E: checked at the end of a turn
    },
}


def rules(state: dict) -> dict:
    return RULESETS[state.get("ruleset", "2e")]


def area_name(area: str, lang: str = "en") -> str:
    a = AREAS[area]
    if a["port_of"] and lang in NAMES["ports"]:
        # a port is named from its land, so renaming the land renames its port too
        return NAMES["ports"][lang].format(land=area_name(a["port_of"], lang))
    return NAMES["areas"].get(area, {}).get(lang) or a["name"]


_CARD_NAMES = {**NAMES["houseCards"], **NAMES["westerosCards"], **NAMES["wildlingCards"]}


def card_name(card: str, lang: str = "en") -> str:
    """The name of a house, Westeros or wildling card (English for an unknown language)."""
    rec = HOUSE_CARDS.get(card) or WESTEROS_CARDS.get(card) or WILDLING_CARDS[card]
    return _CARD_NAMES.get(card, {}).get(lang) or rec["name"]
