"""The board bot's mustering: the most combat strength for its points and supply, where it
borders an enemy.

Supply limits count units, not their strength, so a Knight (2) or an upgrade is worth more
than a Footman; a Siege Engine counts only next to a castle another house holds. A land or sea
next to another house's units needs the new unit most. It musters until its points run out.
"""
from __future__ import annotations

from api.games.board.edition import edition_of

# what a new unit is worth in the fights to come, per unit type (a Siege Engine: see _siege)
WORTH = {"footman": 1.0, "knight": 2.0, "ship": 1.0}


def _siege(view: dict, area: str) -> float:
    board = edition_of(view).areas
    me = view["you"]
    for n in board[area]["adjacent"]:
        st = view["areas"][n]
        held = (st["units"][0]["house"] if st["units"] else st.get("power") or board[n]["home"])
        if board[n]["castle"] != "none" and held not in (None, me):
            return 3.0   # 4 when attacking it, 0 anywhere else
    return 0.0


def _threatened(view: dict, area: str) -> bool:
    me = view["you"]
    return any(u["house"] != me for n in edition_of(view).areas[area]["adjacent"]
               for u in view["areas"][n]["units"])


def _worth(view: dict, a: dict) -> float:
    where = a.get("to") or a["area"]
    unit = _siege(view, a["area"]) if a["unit"] == "siege_tower" else WORTH.get(a["unit"], 1.0)
    if a["type"] == "upgrade":
        unit -= WORTH["footman"]     # the footman it replaces
    return unit + (0.5 if _threatened(view, where) else 0)


def muster_scores(view: dict, options: list[dict]) -> list[tuple[float, dict]]:
    """Each muster or upgrade option with its worth (muster_done is never chosen here)."""
    return [(_worth(view, a), a) for a in options]
