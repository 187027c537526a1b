"""Consolidate Power orders (5.12): one power token plus one per crown icon (a port: one if no
enemy ship is in its sea, 5.11; a sea: nothing); a special order may muster in its castle land
instead (5.4)."""
from __future__ import annotations

from api.engine.game import decision, option
from api.games.board.areas.control import controller, is_impassable
from api.games.board.areas.mustering import push_muster
from api.games.board.areas.transport import enemy_ships_in
from api.games.board.components import gain_power
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning.orders import orders_of
from api.games.board.seats import seat_house
from api.games.board.validate import get_area, get_str, illegal, only, unknown


def consolidate_gain(state: dict, house: str, area: str) -> int:
    """Power an order here would collect (5.12; ports 5.11; seas nothing)."""
    rec = edition_of(state).areas[area]
    if rec["kind"] == "sea":
        return 0
    if rec["kind"] == "port":
        return 0 if enemy_ships_in(state, rec["sea_of_port"], house) else 1
    if edition_of(state).rules.consolidate_yield == "crest":
        # 1st edition (board-1e.md 5.17, A23): 2 in an area with a printed house crest (a
        # home area), 3 for a special order there; 1 anywhere else
        if not rec["home"]:
            return 1
        order = state["areas"][area]["order"]
        return 3 if order and order["special"] else 2
    return 1 + rec["crowns"]


def can_muster_here(state: dict, house: str, area: str) -> bool:
    ed = edition_of(state)
    if ed.rules.consolidate_yield == "crest":
        return False        # a 1st-edition special order yields more power, it never musters
    return (ed.areas[area]["kind"] == "land" and ed.muster_points(area) > 0
            and controller(state, area) == house and not is_impassable(state, area))


def decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = []
    for a in orders_of(state, h, "consolidate"):
        opts.append(option(f"{L.area(state, a, lang)}: {L.t(lang, 'power_gain', n=consolidate_gain(state, h, a))}",
                           {"type": "consolidate", "area": a, "mode": "power"}))
        if state["areas"][a]["order"]["special"] and can_muster_here(state, h, a):
            opts.append(option(f"{L.area(state, a, lang)}: {L.t(lang, 'muster')}",
                               {"type": "consolidate", "area": a, "mode": "muster"}))
    return [decision("consolidate", "resolve_consolidate_power", L.t(lang, "consolidate"), opts)]


def act(state, frame, seat, action):
    if action["type"] != "consolidate":
        unknown(action)
    only(action, "area", "mode")
    h = seat_house(state, seat)
    a = get_area(state, action)
    mode = get_str(action, "mode", ("power", "muster"))
    if a not in orders_of(state, h, "consolidate"):
        illegal("no-consolidate", "you have no Consolidate Power order there")
    special = state["areas"][a]["order"]["special"]
    if mode == "muster" and not (special and can_muster_here(state, h, a)):
        illegal("cannot-muster", "only a special order in your castle or stronghold land can muster")
    gain = consolidate_gain(state, h, a)       # read while the order (its star) is still there
    state["areas"][a]["order"] = None
    frame["last"] = h
    frame["house"] = None
    if mode == "muster":
        push_muster(state, [h], area=a)
        return [{"type": "consolidate-muster", "house": h, "area": a}]
    got = gain_power(state, h, gain)
    return [{"type": "power-gained", "house": h, "area": a, "amount": got, "reason": "consolidate"}]
