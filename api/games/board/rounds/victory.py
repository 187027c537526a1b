"""Victory (1.2-1.4, 5.24): victory tokens follow the castle and stronghold lands a house
controls; 7 of them win at once; after the last round the end-of-game tiebreakers rank the
houses."""
from __future__ import annotations

from api.games.board.areas.control import controlled_areas, controller
from api.games.board.edition import edition_of
from api.games.board.seats import house_seat


def castle_count(state: dict, house: str) -> int:
    return sum(1 for a in edition_of(state).castle_areas if controller(state, a) == house)


def stronghold_count(state: dict, house: str) -> int:
    return sum(1 for a in edition_of(state).stronghold_areas if controller(state, a) == house)


def refresh_victory(state: dict) -> None:
    """Keep every house's victory token equal to its controlled castle/stronghold lands."""
    # This runs after every step, so ``controller`` (5.2 for lands: castles and strongholds
    # are all lands) is spelled out inline: units, else a power token, else the crest of a
    # house in play.
    houses = state["houses"]
    areas = state["areas"]
    counts = dict.fromkeys(houses, 0)
    for a, home in edition_of(state).castle_homes:
        st = areas[a]
        units = st["units"]
        owner = units[0]["house"] if units else (st["power"] or home)
        if owner in counts:
            counts[owner] += 1
    for h, hs in houses.items():
        hs["victory"] = counts[h]


def ranking_key(state: dict, house: str):
    """Sort key, best first, for the end-of-game tiebreakers (1.4; A-20 flag)."""
    it = state["tracks"]["iron_throne"].index(house)
    hs = state["houses"][house]
    if state["options"].get("tiebreak_faq_v2"):
        return (-castle_count(state, house), -len(controlled_areas(state, house)),
                -hs["supply"], it)
    return (-castle_count(state, house), -stronghold_count(state, house), -hs["supply"],
            -hs["power"], it)


def end_game(state: dict, candidates: list[str], reason: str) -> list:
    best = sorted(candidates, key=lambda h: ranking_key(state, h))
    winner = best[0]
    order = sorted(state["houses"], key=lambda h: ranking_key(state, h))
    state["result"] = {
        "winners": [house_seat(state, winner)],
        "scores": [castle_count(state, h) for h in state["seats"]],
        "reason": reason,
        "winner_house": winner,
        "ranking": order,
        "round": state["round"],
    }
    state["phase"] = "over"
    state["stack"] = []
    state["combat"] = None
    return [{"type": "game-over", "winner": winner, "seat": house_seat(state, winner), "reason": reason}]


def check_victory(state: dict) -> list:
    """Immediate victory (1.3): a house controlling 7 castle/stronghold lands wins at once;
    several at the same instant are split by the end-of-game tiebreakers (A-13)."""
    if state.get("result") is not None:
        return []
    refresh_victory(state)
    ed = edition_of(state)
    if not ed.rules.immediate_victory:
        return []     # the 1st edition checks at the end of each round instead (not built yet)
    need = ed.castles_to_win
    top = [h for h, hs in state["houses"].items() if hs["victory"] >= need]
    if top:
        return end_game(state, top, "seven_castles")
    return []
