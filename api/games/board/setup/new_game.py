"""Setup (spec section 3): a fresh game state of an edition for its player counts."""
from __future__ import annotations

from api.engine.errors import BadAction
from api.engine.rng import Rng, seed_state
from api.games.board.edition import Edition, edition_named
from api.games.board.migrations import SCHEMA_VERSION
from api.games.board.rounds.victory import refresh_victory
from api.games.board.setup import house_choice
from api.games.board.setup.options import check_options


def empty_area() -> dict:
    return {"units": [], "order": None, "power": None, "garrison": None, "neutral": None}


def unit(kind: str, house: str, routed: bool = False) -> dict:
    return {"type": kind, "house": house, "routed": routed}


def _absent_units_as_neutral(ed: Edition, state: dict, pc: dict) -> None:
    """1st edition, 3-4 players (board-1e.md 5.9.2): an absent house's Start-card units stay on
    the board and are fought like a neutral force of their combined strength; they never
    move, order, bid or need supply, so the area holds just that strength."""
    for u in pc.get("absentHouseUnits", []):
        st = state["areas"][u["area"]]
        st["neutral"] = (st["neutral"] or 0) + u["count"] * ed.unit_types[u["unit"]]["combatStrength"]


def new_state(ed: Edition, players: int, options: dict | None, seed: int) -> dict:
    lo, hi = ed.min_players, ed.max_players
    if not isinstance(players, int) or isinstance(players, bool) or not lo <= players <= hi:
        raise BadAction("bad-player-count", f"this game is for {lo} to {hi} players", field="players")
    opts = check_options(ed, options)
    if opts.get("second_edition_house_cards"):
        # the variant edition carries the other card set; the state names it (edition_of)
        ed = edition_named(f"{ed.id}/2e-house-cards")
    pc = ed.player_setup(players)
    # "ruleset" names the edition: every rule finds it through edition_of(state)
    state: dict = {
        "schema_version": SCHEMA_VERSION, "game": ed.game_id, "ruleset": ed.id,
        "rng": seed_state(int(seed)), "options": opts,
    }
    rng = Rng(state)
    houses = list(pc["trackOrder"]["iron_throne"])
    seats = list(houses)
    if opts.get("random_houses"):
        rng.shuffle(seats)
    state["seats"] = seats
    state["round"] = 1
    state["phase"] = "planning"
    state["tracks"] = {t: list(pc["trackOrder"][t]) for t in ed.tracks}
    state["blade_used"] = False
    state["raven_used"] = False
    state["wildling_threat"] = ed.threat_start
    state["westeros_decks"] = {k: rng.shuffle(list(v)) for k, v in ed.westeros_decks.items()}
    state["westeros_revealed"] = []
    state["restrictions"] = []
    state["wildling_deck"] = rng.shuffle(sorted(ed.wildling_cards))
    state["raven_knows_top"] = None
    if opts.get("tides_of_battle"):
        state["tides_deck"] = rng.shuffle(list(ed.tides_deck))
    state["areas"] = {a: empty_area() for a in ed.areas}
    # Impassable lands (3 players) and their ports are closed for the whole game (3.4).
    state["impassable"] = sorted(pc["impassableAreas"] + pc["unusablePorts"])
    for nf in pc["neutralForces"]:
        state["areas"][nf["area"]]["neutral"] = nf["strength"]
    _absent_units_as_neutral(ed, state, pc)
    for g in pc["homeGarrisons"]:
        state["areas"][g["area"]]["garrison"] = g["strength"]
    state["houses"] = {}
    for h in houses:
        hs = ed.house_setup[h]
        state["houses"][h] = {
            "power": ed.starting_power, "supply": hs["startingSupply"],
            "hand": list(ed.house_cards_of[h]), "discard": [], "victory": 0,
        }
        for u in hs["startingUnits"]:
            if (players == 3 and h == "lannister" and u.get("errata")
                    and not opts.get("lannister_port_ship_in_3p", True)):
                continue
            for _ in range(u["count"]):
                state["areas"][u["area"]]["units"].append(unit(u["unit"], h))
    state["bids"] = {}
    state["combat"] = None
    state["result"] = None
    state["stack"] = [{"kind": "round", "stage": "planning"}]
    if opts.get("choose_houses"):
        state["seats"] = [None] * len(houses)
        state["stack"].append(house_choice.frame())
    refresh_victory(state)
    return state
