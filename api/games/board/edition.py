"""The edition seam: what the board game's editions do differently, behind one object.

An :class:`Edition` carries one edition's map, components, decks, tracks and rule switches,
loaded once from ``data/<id>/`` and cached by id. A game state names its edition under
``state["ruleset"]`` (the state stays plain JSON), and every rule reads it through
:func:`edition_of`; no module picks an edition when it is imported.

An edition is a folder of five files:

- ``edition.json``: id, game id and name, player counts, the match options it offers (and
  the defaults it changes), and the rule switches (:class:`Rules`);
- ``map.json``: areas (kind, castle, supply, crowns, home, adjacency, ports, islands);
- ``setup.json``: constants, unit types, order tokens, influence tracks and dominance tokens,
  houses and their starting units, player counts, supply limits, King's Court stars;
- ``cards.json``: house cards (with the ability script each runs), Westeros decks, wildling cards, Tides of Battle, the wildling
  track;
- ``names.json``: Russian and Bulgarian names of areas and cards (English is in the other files).

Beside them ``texts.json`` holds the cards' and dominance tokens' Russian and Bulgarian texts for
the browser page; only frontend/tools/build_data.py reads it, never the engine.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

_DATA = Path(__file__).parent / "data"


@dataclass(frozen=True)
class Rules:
    """Rule switches; the comments give the row of board-1e.md section 12 for each."""

    turn_order: str             # row 13: "forward" (Iron Throne holder first) or "reverse"
    immediate_victory: bool     # rows 10, 52: enough castles win at once (1E: end of a turn)
    special_raid_defense: bool  # row 29: a special Raid may also remove a Defense order
    pillage_victim_loses: bool  # row 30: a raided Consolidate Power order costs its house 1 power
    raven_scout: bool           # row 33: the Messenger Raven may look at the top wildling card
    consolidate_at_sea: bool    # row 26: Consolidate Power may be ordered at sea
    attack_at_max_threat: bool  # rows 14, 17: the threat reaching its end attacks at once
    threat_after_attack: dict   # row 19: per outcome "reset" (to 0) or a move (-4: back 2 spaces)
    clash_tie_breaker: str      # row 34: "current" Iron Throne holder or the one "before_clash"
    seventh_card_returns: bool = False  # row 42: the 7th house card played returns with the rest
    special_raid_targets: int = 1       # row 29: orders one special Raid may remove
    neutral_failed_attempt: bool = False  # row 50: a march too weak for a neutral force is
    #                                       allowed and fails (its units stay where they were)
    westeros_reveal: str = "together"   # row 14: "together" (all three, icons, then I-III) or
    #                                     "one_by_one" (each card: reveal, its icons, resolve)
    consolidate_yield: str = "crowns"   # row 27: "crowns" (1 + crowns; special may muster)
    #                                     or "crest" (1, 2 in a crest area; special 3 there)
    support_refusal: bool = True        # row 44: a combatant may decline a declared support
    support_against_own: bool = False   # row 44: a house may support the enemy of its own units
    robb_redirects_attacker: bool = True  # rows 46, 47 (5.15): Robb Stark winning as
    #     defender may send the beaten attacker to any area legal for a defender's retreat (2E
    #     A-32); in the 1st edition a beaten attacker always goes back where it came from

    def __post_init__(self):
        if self.turn_order not in ("forward", "reverse"):
            raise ValueError(f"turn_order {self.turn_order!r}")
        if self.westeros_reveal not in ("together", "one_by_one"):
            raise ValueError(f"westeros_reveal {self.westeros_reveal!r}")
        if self.consolidate_yield not in ("crowns", "crest"):
            raise ValueError(f"consolidate_yield {self.consolidate_yield!r}")
        if self.special_raid_targets not in (1, 2):
            raise ValueError(f"special_raid_targets {self.special_raid_targets!r}")
        if self.clash_tie_breaker not in ("current", "before_clash"):
            raise ValueError(f"clash_tie_breaker {self.clash_tie_breaker!r}")
        if set(self.threat_after_attack) != {"nights_watch", "wildlings"} or not all(
                v == "reset" or (isinstance(v, int) and v <= 0)
                for v in self.threat_after_attack.values()):
            raise ValueError(f"threat_after_attack {self.threat_after_attack!r}")


def _load(folder: Path, name: str) -> dict:
    with open(folder / name, encoding="utf-8") as f:
        return json.load(f)


def _area(rec: dict) -> dict:
    return {
        "id": rec["id"], "name": rec["name"],
        "kind": rec["kind"], "castle": rec["castle"],
        "supply": rec["supply"], "crowns": rec["crowns"], "home": rec["home"],
        "adjacent": sorted(rec["adjacent"]),
        "port": rec.get("port"), "port_of": rec.get("portOf"), "sea_of_port": rec.get("seaOfPort"),
        "ports": list(rec.get("ports") or []), "island": bool(rec.get("island")),
    }


def _order_tokens(records: list[dict]) -> dict[str, dict]:
    """The order tokens of a house, by a stable token id.

    Ids: ``raid_1``, ``raid_2``, ``raid_s``, ``march_m1``, ``march_0``, ``march_s`` (+1),
    ``defense_1``, ``defense_2``, ``defense_s``, ``support_1``, ``support_2``, ``support_s``,
    ``consolidate_1``, ``consolidate_2``, ``consolidate_s``.
    """
    out: dict[str, dict] = {}
    for rec in records:
        # the data says "consolidate_power"; orders in the state say "consolidate"
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


class Edition:
    """One edition's facts and rule switches; read-only once loaded."""

    def __init__(self, edition_id: str):
        # "1e/2e-house-cards": the folder's edition played with a variant (VARIANTS) applied
        base_id, _, variant = edition_id.partition("/")
        folder = _DATA / base_id
        meta = _load(folder, "edition.json")
        board_map, setup = _load(folder, "map.json"), _load(folder, "setup.json")
        cards, names = _load(folder, "cards.json"), _load(folder, "names.json")
        if meta["id"] != base_id:
            raise ValueError(f"{folder}/edition.json names edition {meta['id']!r}")
        self.id: str = edition_id
        self.game_id: str = meta["game"]
        self.name: str = meta["name"]
        self.min_players: int = meta["players"]["min"]
        self.max_players: int = meta["players"]["max"]
        self.options: tuple[str, ...] = tuple(meta["options"])
        # defaults that differ from setup/options.OPTIONS (1E: houses drawn at random)
        self.option_defaults: dict[str, bool] = dict(meta.get("option_defaults", {}))
        self.rules = Rules(**meta["rules"])

        # the map (3.6, 5.1)
        self.areas: dict[str, dict] = {r["id"]: _area(r) for r in board_map["areas"]}
        self.adjacent: dict[str, frozenset] = {
            k: frozenset(v["adjacent"]) for k, v in self.areas.items()}
        self.castle_areas = tuple(a for a, r in self.areas.items() if r["castle"] != "none")
        self.stronghold_areas = tuple(a for a in self.castle_areas
                                      if self.areas[a]["castle"] == "stronghold")
        self.ports = tuple(a for a, r in self.areas.items() if r["kind"] == "port")
        # castles and strongholds with the house whose crest holds them (victory tokens)
        self.castle_homes = tuple((a, self.areas[a]["home"]) for a in self.castle_areas)
        if any(self.areas[a]["kind"] != "land" for a in self.castle_areas):
            raise ValueError("a castle or stronghold that is not a land")

        # components (2) and constants
        const = setup["constants"]
        self.rounds: int = const["rounds"]
        self.castles_to_win: int = const["castleAreasToWin"]
        self.power_per_house: int = const["powerTokensPerHouse"]
        self.starting_power: int = const["startingAvailablePowerTokens"]
        self.port_capacity: int = const["portShipCapacity"]
        self.supply_max: int = const["supplyTrackMax"]
        self._muster_points: dict[str, int] = dict(const["musterPoints"])
        self.unit_types: dict[str, dict] = dict(setup["unitTypes"])
        self.order_tokens: dict[str, dict] = _order_tokens(setup["orderTokensPerHouse"])
        self.token_ids: tuple[str, ...] = tuple(self.order_tokens)
        self.tracks: tuple[str, ...] = tuple(setup["influenceTracks"])
        self.dominance_track: dict[str, str] = {
            tok: rec["track"] for tok, rec in setup["dominanceTokens"].items()}
        self.house_setup: dict[str, dict] = {h["id"]: h for h in setup["houses"]}
        self._player_counts: dict[str, dict] = setup["playerCounts"]
        self.supply_limits: list[list[int]] = [row["armySizes"] for row in setup["supplyLimits"]]
        self.kings_court_stars: dict[int, list[int]] = {
            int(n): pc["kingsCourtStars"] for n, pc in self._player_counts.items()}

        # cards (6) and the wildling track
        self.house_cards: dict[str, dict] = {
            c["id"]: dict(c, house=h) for h, cs in cards["houseCards"].items() for c in cs}
        self.house_cards_of: dict[str, list[str]] = {
            h: [c["id"] for c in cs] for h, cs in cards["houseCards"].items()}
        # card id -> the ability script it runs (combat/house_cards registers scripts by id).
        # A 1st-edition record names its script, which may be another card's (Mace Tyrell
        # runs Ser Loras's); a 2nd-edition card with text runs its own, one without none.
        self.card_scripts: dict[str, str | None] = {
            cid: rec["script"] if "script" in rec else (cid if rec.get("ability") else None)
            for cid, rec in self.house_cards.items()}
        # deck key "1"/"2"/"3" (as in state["westeros_decks"]) -> card records
        self.westeros_cards: dict[str, dict] = {}
        self.westeros_decks: dict[str, list[str]] = {}
        for num, deck in zip(("1", "2", "3"), cards["westerosDecks"].values()):
            self.westeros_decks[num] = []
            for c in deck:
                self.westeros_cards[c["id"]] = dict(c, deck=num)
                self.westeros_decks[num] += [c["id"]] * c["count"]
        self.wildling_cards: dict[str, dict] = {c["id"]: c for c in cards["wildlingCards"]}
        self.tides_cards: dict[str, dict] = {c["id"]: c for c in cards["tidesOfBattle"]}
        self.tides_deck: list[str] = [
            c["id"] for c in cards["tidesOfBattle"] for _ in range(c["count"])]
        track = cards["wildlingThreatTrack"]
        self.threat_start: int = track["start"]
        self.threat_max: int = track["attackAt"]
        self.threat_step: int = track["positions"][1] - track["positions"][0]

        self.names: dict = names
        self._card_names = {**names["houseCards"], **names["westerosCards"],
                            **names["wildlingCards"]}
        # whether the house cards are a reconstruction (1st edition, data README)
        self.reconstructed_cards: bool = bool(cards.get("reconstructed"))
        if variant:
            VARIANTS[variant](self)

    def castles_to_win_with(self, players: int) -> int:
        """Castle and stronghold lands that win (1E: 8 with 3 players, else 7; 1.3)."""
        return self._player_counts[str(players)].get("castleAreasToWin", self.castles_to_win)

    def player_setup(self, players: int) -> dict:
        """Houses, track order, neutral forces, impassable areas... for a player count (3.2)."""
        return self._player_counts[str(players)]

    def is_adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacent[a]

    def is_castle(self, area: str) -> bool:
        return self.areas[area]["castle"] != "none"

    def muster_points(self, area: str) -> int:
        return self._muster_points[self.areas[area]["castle"]]

    def threat_after_attack(self, victory: str, threat: int) -> int:
        """Where the wildling threat goes after an attack won by ``victory`` (5.21 step 5)."""
        move = self.rules.threat_after_attack[victory]
        return 0 if move == "reset" else max(0, threat + move)

    def area_name(self, area: str, lang: str = "en") -> str:
        a = self.areas[area]
        if a["port_of"] and lang in self.names["ports"]:
            # a port is named from its land, so renaming the land renames its port too
            return self.names["ports"][lang].format(land=self.area_name(a["port_of"], lang))
        return self.names["areas"].get(area, {}).get(lang) or a["name"]

    def card_name(self, card: str, lang: str = "en") -> str:
        """The name of a house, Westeros or wildling card (English for an unknown language)."""
        rec = (self.house_cards.get(card) or self.westeros_cards.get(card)
               or self.wildling_cards[card])
        return self._card_names.get(card, {}).get(lang) or rec["name"]


def _second_edition_house_cards(ed: Edition) -> None:
    """Play with the 2nd edition's house cards of the same houses (a 1st-edition option for
    players who prefer the printed 2E set to the reconstructed one)."""
    other = edition_named("2e")
    ed.house_cards = {c: rec for c, rec in other.house_cards.items() if rec["house"] in ed.house_setup}
    ed.house_cards_of = {h: list(other.house_cards_of[h]) for h in ed.house_setup}
    ed.card_scripts = {c: other.card_scripts[c] for c in ed.house_cards}
    ed._card_names = {**ed._card_names, **other.names["houseCards"]}
    ed.reconstructed_cards = False


# variant name -> what it changes on a loaded edition
VARIANTS = {"2e-house-cards": _second_edition_house_cards}

_LOADED: dict[str, Edition] = {}


def edition_named(edition_id: str) -> Edition:
    """The edition of that id, loaded on first use."""
    ed = _LOADED.get(edition_id)
    if ed is None:
        ed = _LOADED[edition_id] = Edition(edition_id)
    return ed


def edition_of(state: dict) -> Edition:
    """The edition a game state (or a seat's view of it) is played with."""
    try:        # called for almost every rule: the loaded case is kept to two lookups
        return _LOADED[state["ruleset"]]
    except KeyError:
        return edition_named(state["ruleset"])
