"""Make the 1st edition's data folder ``data/1e/`` from the workplace's first-edition data set
(run by hand; the service and the tests read only ``data/1e/``).

    python -m api.games.board.tools.convert_1e PATH/TO/board1e

The first-edition data set is written as changes to the second-edition board, so this script
starts from the project's own ``data/2e/`` files (the same area and card ids) and applies:

* the map diff: ports removed, garrisons dropped, the seed's two Sunset Sea edges added;
* the reconstructed product defaults for the gaps: Start-card units, supply, track orders,
  the three neutral tokens, the King's Court stars, the supply table, the Westeros decks;
* the RECONSTRUCTED house cards (strength 0-3; each names the ability script it runs, a 2nd
  edition card's where the data reuses one) -- every card is marked ``reconstructed``;
* the 1st edition's fixed wildling outcome, kept as the single record of the wildling list so
  that the attack machinery reads it like a card (it is not a card of the game).

Russian and Bulgarian names are carried over from ``data/2e/names.json`` for the shared ids.
It writes ``map.json``, ``setup.json``, ``cards.json`` and ``names.json``; ``edition.json`` (the
options and rule switches, board-1e.md section 12) is kept by hand.
"""
from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"
NOTE = ("RECONSTRUCTED: the 2003 base house cards were not found in any reachable source; "
        "this set follows the data README's principles (2nd-edition characters, strength 0-3).")


def _read(path: Path) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _write(name: str, obj: dict) -> None:
    out = DATA / "1e" / name
    out.parent.mkdir(exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")


def board_map(src: Path, base: dict) -> dict:
    diff = _read(src / "map-diff.json")
    gone = {r["id"] for r in diff["removeAreas"]}
    areas = {a["id"]: copy.deepcopy(a) for a in base["areas"] if a["id"] not in gone}
    for a in areas.values():
        a["adjacent"] = [b for b in a["adjacent"] if b not in gone]
        a["port"], a["garrison"] = None, None       # no ports, no garrisons (12.1 rows 8, 51)
        if "ports" in a:
            a["ports"] = []
    for fix in diff["setFields"]:
        areas[fix["id"]].update(fix["fields"])
    for edge in diff["removeAdjacency"]:
        areas[edge["a"]]["adjacent"].remove(edge["b"])
        areas[edge["b"]]["adjacent"].remove(edge["a"])
    for edge in diff["addAdjacency"]:
        for x, y in ((edge["a"], edge["b"]), (edge["b"], edge["a"])):
            if y not in areas[x]["adjacent"]:
                areas[x]["adjacent"] = sorted(areas[x]["adjacent"] + [y])
    # Sunspear is nobody's home in the 1st edition (no Martell)
    areas["sunspear"]["home"] = None
    return {"schemaVersion": 1, "game": "board1e",
            "description": "First-edition board: the second-edition areas without ports and "
                           "garrisons, plus the seed's Sunset Sea edges (low confidence).",
            "areas": sorted(areas.values(), key=lambda a: a["id"])}


def setup(src: Path, base: dict) -> dict:
    s = _read(src / "setup.json")
    pd = s["product_decisions"]
    start = pd["startCards"]
    const = dict(base["constants"])
    const.update({
        "rounds": s["constants"]["rounds"]["value"],
        "castleAreasToWin": 7,
        "startingAvailablePowerTokens": s["constants"]["startingAvailablePowerTokens"]["value"],
        "powerTokensPerHouse": s["constants"]["powerTokensPerHouse"]["value"],
        "portShipCapacity": 0, "victoryTrackMax": 0, "neutralForceTokensInBox": 3,
        "wildlingCards": 0, "tidesOfBattleCards": 0,
        "musterPoints": {"stronghold": 2, "castle": 1, "none": 0},
    })
    units = {k: dict(v) for k, v in base["unitTypes"].items() if k != "siege_tower"}
    for k, v in s["unitTypes"].items():
        units[k]["perHouse"] = v["perHouse"]
    units["ship"]["domain"] = "sea"
    houses = []
    for h in base["houses"]:
        if h["id"] == "martell":
            continue
        houses.append({"id": h["id"], "name": h["name"], "nameRu": h.get("nameRu"),
                       "homeArea": h["homeArea"], "garrison": None,
                       "startingUnits": start["units"][h["id"]],
                       "startingSupply": start["startingSupply"][h["id"]],
                       "startingAvailablePowerTokens": start["startingPowerTokens"]})
    neutral = pd["neutralForceStrengths"]["value"]
    stars = pd["kingsCourtStars"]["byPlayerCount"]
    counts = {}
    for n, pc in s["playerCounts"].items():
        counts[n] = {
            "houses": pc["houses"], "absentHouses": pc["absentHouses"],
            "trackOrder": start["trackOrder"][n],
            "kingsCourtStars": stars[n],
            "kingsCourtOverlay": False,
            "neutralForces": [{"area": a, "strength": neutral[a], "tokenLabel": None}
                              for a in pc["neutralTokenAreas"]],
            # absent houses' Start-card units stay as neutral forces (5.9.2)
            "absentHouseUnits": [dict(u, house=h) for h in pc["absentHouses"]
                                 for u in start["units"][h]],
            "castleAreasToWin": pc["castleAreasToWin"],
            "impassableAreas": [], "impassableTokenLabel": None, "unusablePorts": [],
            "homeGarrisons": [],
        }
    return {
        "schemaVersion": 1, "constants": const, "unitTypes": units,
        "orderTokensPerHouse": base["orderTokensPerHouse"],
        "orderPlacement": {"mandatoryDefault": False,
                           "why": "official first-edition FAQ (thronemaster): No; the seed is silent"},
        "influenceTracks": base["influenceTracks"], "dominanceTokens": base["dominanceTokens"],
        "houses": houses, "playerCounts": counts,
        "supplyLimits": [dict(r, maxArmies=len(r["armySizes"])) for r in s["supplyLimits"]["rows"]],
        "kingsCourtStars": {"3-5": [3, 3, 2, 1, 0]},
        "endGameTiebreakers": s["endGameTiebreakers"]["seed"],
    }


# Westeros cards whose 1st-edition effect is not the 2nd edition's (westeros.json, "effect")
FIRST_EDITION_WESTEROS = {
    "rains_of_autumn": {
        "kind": "support_restriction", "restriction": "no_footman_support",
        "effect": "Footmen give no support this round: a supporting Footman adds nothing to a "
                  "combat or to an attack on a neutral force."},
}


def cards(src: Path, base: dict) -> dict:
    hc = _read(src / "house-cards.json")["reconstructed"]["cards"]
    base_cards = {c["id"]: c for cs in base["houseCards"].values() for c in cs}
    houses: dict[str, list] = {}
    for c in hc:
        b = base_cards[c["id"]]
        # "script": the ability script the card runs (combat/house_cards, by script id): its
        # own for a new 1st-edition ability, a 2nd-edition card's where the data reuses one
        # (Mace Tyrell runs Ser Loras's and Loras runs Mace's), none for an icons-only card
        houses.setdefault(c["house"], []).append({
            "id": c["id"], "name": c["name"], "nameRu": c.get("name_ru") or b.get("nameRu"),
            "strength": c["strength"], "swords": c["swords"], "fortifications": c["towers"],
            "script": c["reuse_2e_card"] or (c["id"] if c["script"] == "new" else None),
            "abilityText": c["ability_text"], "timing": c["timing"],
            "basis": c["ability_basis"], "reconstructed": True})
    decks = _read(src / "setup.json")["product_decisions"]["westerosDecks"]["decks"]
    base_w = {c["id"]: c for d in base["westerosDecks"].values() for c in d}
    westeros = {}
    for num, deck in decks.items():
        westeros[num] = []
        for rec in deck:
            # "_ii"/"_iii" mark the same card in another deck: the 2nd edition's id is kept
            cid = rec["id"].removesuffix("_iii").removesuffix("_ii")
            cid = "wildlings_attack" if cid == "wildling_attack" else cid
            westeros[num].append(dict(base_w[cid], count=rec["count"],
                                      wildlingIcons=rec["wildlingIcons"],
                                      **FIRST_EDITION_WESTEROS.get(cid, {})))
    wild = _read(src / "westeros.json")["wildlings"]
    track = dict(base["wildlingThreatTrack"], start=wild["track"]["start"],
                 attackAt=wild["track"]["max"], afterWildlingVictory=0)
    return {
        "schemaVersion": 1, "reconstructed": NOTE, "houseCards": houses,
        "houseCardTimings": base["houseCardTimings"], "westerosDecks": westeros,
        "wildlingCards": [{"id": "first_edition_outcome", "name": "The wildlings (fixed outcome)",
                           "nightsWatch": wild["nightsWatchWins"], "wildlings": wild["wildlingsWin"],
                           "notACard": True}],
        "tidesOfBattle": [], "wildlingThreatTrack": track,
    }


def names(base: dict, card_data: dict, map_data: dict) -> dict:
    ids = {c["id"] for cs in card_data["houseCards"].values() for c in cs}
    wids = {c["id"] for d in card_data["westerosDecks"].values() for c in d}
    return {"description": "Russian and Bulgarian names (carried over from data/2e for shared ids).",
            "areas": {a: n for a, n in base["areas"].items()
                      if a in {r["id"] for r in map_data["areas"]}},
            "ports": base["ports"],
            "houseCards": {k: v for k, v in base["houseCards"].items() if k in ids},
            "westerosCards": {k: v for k, v in base["westerosCards"].items() if k in wids},
            "wildlingCards": {"first_edition_outcome": {"ru": "Одичалые (исход по правилам)",
                                                        "bg": "Диваците (фиксиран изход)"}}}


def main(src: str) -> None:
    src_dir = Path(src)
    base = {n: _read(DATA / "2e" / f"{n}.json") for n in ("map", "setup", "cards", "names")}
    m = board_map(src_dir, base["map"])
    c = cards(src_dir, base["cards"])
    _write("map.json", m)
    _write("setup.json", setup(src_dir, base["setup"]))
    _write("cards.json", c)
    _write("names.json", names(base["names"], c, m))


if __name__ == "__main__":
    main(sys.argv[1])
