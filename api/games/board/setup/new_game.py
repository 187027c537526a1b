"""Setup (spec section 3): a fresh game state for 3 to 6 players."""
from __future__ import annotations

from api.engine.errors import BadAction
from api.engine.rng import Rng, seed_state
from api.games.board import data
from api.games.board.migrations import SCHEMA_VERSION
from api.games.board.rounds.victory import refresh_victory
from api.games.board.setup import house_choice
from api.games.board.setup.options import check_options


def empty_area() -> dict:
    return {"units": [], "order": None, "power": None, "garrison": None, "neutral": None}


def unit(kind: str, house: str, routed: bool = False) -> dict:
    return {"type": kind, "house": house, "routed": routed}


def new_state(players: int, options: dict | None, seed: int) -> dict:
    if not isinstance(players, int) or isinstance(players, bool) or not 3 <= players <= 6:
        raise BadAction("bad-player-count", "this game is for 3 to 6 players", field="players")
    opts = check_options(options)
    pc = data.player_count_setup(players)
    state: dict = {
        "schema_version": SCHEMA_VERSION, "game": "board2e", "ruleset": "2e",
        "rng": seed_state(int(seed)), "options": opts,
    }
    rng = Rng(state)
    houses = list(pc["trackOrder"]["iron_throne"])
    seats = list(houses)
    if opts["random_houses"]:
        rng.shuffle(seats)
    state["seats"] = seats
    state["round"] = 1
    state["phase"] = "planning"
    state["tracks"] = {t: list(pc["trackOrder"][t]) for t in data.TRACKS}
    state["blade_used"] = False
    state["raven_used"] = False
    state["wildling_threat"] = data.WILDLING_TRACK["start"]
    state["westeros_decks"] = {k: rng.shuffle(list(v)) for k, v in data.WESTEROS_DECKS.items()}
    state["westeros_revealed"] = []
    state["restrictions"] = []
    state["wildling_deck"] = rng.shuffle(sorted(data.WILDLING_CARDS))
    state["raven_knows_top"] = None
    if opts["tides_of_battle"]:
        state["tides_deck"] = rng.shuffle(list(data.TIDES_DECK))
    state["areas"] = {a: empty_area() for a in data.AREAS}
    # Impassable lands (3 players) and their ports are closed for the whole game (3.4).
    state["impassable"] = sorted(pc["impassableAreas"] + pc["unusablePorts"])
    for nf in pc["neutralForces"]:
        state["areas"][nf["area"]]["neutral"] = nf["strength"]
    for g in pc["homeGarrisons"]:
        state["areas"][g["area"]]["garrison"] = g["strength"]
    state["houses"] = {}
    for h in houses:
        hs = data.HOUSE_SETUP[h]
        state["houses"][h] = {
            "power": data.rules(state)["starting_power"], "supply": hs["startingSupply"],
            "hand": list(data.HOUSE_CARDS_OF[h]), "discard": [], "victory": 0,
        }
        for u in hs["startingUnits"]:
            if (players == 3 and h == "lannister" and u.get("errata")
                    and not opts["lannister_port_ship_in_3p"]):
                continue
            for _ in range(u["count"]):
                state["areas"][u["area"]]["units"].append(unit(u["unit"], h))
    state["bids"] = {}
    state["combat"] = None
    state["result"] = None
    state["stack"] = [{"kind": "round", "stage": "planning"}]
    if opts["choose_houses"]:
        state["seats"] = [None] * len(houses)
        state["stack"].append(house_choice.frame())
    refresh_victory(state)
    return state
