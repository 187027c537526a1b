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


def units_on_board(state: dict, house: str) -> int:
    return sum(1 for st in state["areas"].values() for u in st["units"] if u["house"] == house)


def ranking_key(state: dict, house: str):
    """Sort key, best first, for the end-of-game tiebreakers (1.4; A-20 flag)."""
    it = state["tracks"]["iron_throne"].index(house)
    hs = state["houses"][house]
    if not edition_of(state).rules.immediate_victory:
        # 1st edition (board-1e.md 1.3): castles, the supply track, units on the board; a tie
        # on all three is a draw, so the Iron Throne does not break it
        return (-castle_count(state, house), -hs["supply"], -units_on_board(state, house))
    if state["options"].get("tiebreak_faq_v2"):
        return (-castle_count(state, house), -len(controlled_areas(state, house)),
                -hs["supply"], it)
    return (-castle_count(state, house), -stronghold_count(state, house), -hs["supply"],
            -hs["power"], it)


def tiebreakers(state: dict) -> list[str]:
    """The names of ``ranking_key``'s parts, in its order (for the result screen)."""
    if not edition_of(state).rules.immediate_victory:
        return ["castles", "supply", "units"]
    if state["options"].get("tiebreak_faq_v2"):
        return ["castles", "areas", "supply", "iron_throne"]
    return ["castles", "strongholds", "supply", "power", "iron_throne"]


def standings(state: dict) -> dict:
    """Every house's values for the tiebreakers, all public (the result screen explains the
    ranking with them)."""
    it = state["tracks"]["iron_throne"]
    return {"tiebreakers": tiebreakers(state), "houses": {
        h: {"castles": castle_count(state, h), "strongholds": stronghold_count(state, h),
            "areas": len(controlled_areas(state, h)), "supply": hs["supply"], "power": hs["power"],
            "units": units_on_board(state, h), "iron_throne": it.index(h) + 1 if h in it else None}
        for h, hs in state["houses"].items()}}


def end_game(state: dict, candidates: list[str], reason: str) -> list:
    best = sorted(candidates, key=lambda h: ranking_key(state, h))
    winner = best[0]
    # houses equal on every tiebreaker share the win (a draw; only the 1st edition has one)
    drawn = [h for h in best if ranking_key(state, h) == ranking_key(state, winner)]
    order = sorted(state["houses"], key=lambda h: ranking_key(state, h))
    state["result"] = {
        "winners": sorted(house_seat(state, h) for h in drawn),
        "scores": [castle_count(state, h) for h in state["seats"]],
        "reason": reason,
        "winner_house": winner,
        "ranking": order,
        "round": state["round"],
    }
    state["phase"] = "over"
    state["stack"] = []
    state["combat"] = None
    # "winners": every house sharing the win (a draw), so the log line does not name one alone
    return [{"type": "game-over", "winner": winner, "seat": house_seat(state, winner), "reason": reason,
             "winners": drawn}]


def end_of_round_victory(state: dict) -> list:
    """The 1st edition's victory check at the end of each turn (board-1e.md 1.3, section 12
    rows 10 and 52): houses with enough castle and stronghold lands then, ranked by the
    end-of-game tiebreakers."""
    ed = edition_of(state)
    if ed.rules.immediate_victory or state.get("result") is not None:
        return []
    refresh_victory(state)
    need = ed.castles_to_win_with(len(state["houses"]))
    top = [h for h, hs in state["houses"].items() if hs["victory"] >= need]
    return end_game(state, top, "castles_at_end_of_turn") if top else []


def check_victory(state: dict) -> list:
    """Immediate victory (1.3): a house controlling 7 castle/stronghold lands wins at once;
    several at the same instant are split by the end-of-game tiebreakers (A-13)."""
    if state.get("result") is not None:
        return []
    refresh_victory(state)
    ed = edition_of(state)
    if not ed.rules.immediate_victory:
        return []     # the 1st edition checks at the end of each turn (end_of_round_victory)
    need = ed.castles_to_win_with(len(state["houses"]))
    top = [h for h, hs in state["houses"].items() if hs["victory"] >= need]
    if top:
        return end_game(state, top, "seven_castles")
    return []
