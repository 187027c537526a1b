"""Raid orders (5.8): remove one adjacent enemy Raid, Support or Consolidate Power order (a
special raid also Defense); raiding Consolidate Power pillages one power token. Ports raid only
their own sea (5.11)."""
from __future__ import annotations

from api.engine.game import decision, option
from api.games.board.components import discard_power, gain_power
from api.games.board.edition import edition_of
from api.games.board.i18n import labels as L
from api.games.board.planning.orders import orders_of
from api.games.board.seats import seat_house
from api.games.board.validate import get_area, illegal, only, unknown

RAIDABLE = ("raid", "support", "consolidate")


def raid_targets(state: dict, house: str, area: str) -> list[str]:
    """Areas whose enemy order this raid may remove (5.8 geometry, 5.11 ports)."""
    ed = edition_of(state)
    o = state["areas"][area]["order"]
    special_def = o and o["special"] and ed.rules.special_raid_defense
    allowed = RAIDABLE + (("defense",) if special_def else ())
    src = ed.areas[area]
    out = []
    for t in src["adjacent"]:
        if src["kind"] == "land" and ed.areas[t]["kind"] != "land":
            continue        # a land raids neither seas nor ports
        if src["kind"] == "port" and t != src["sea_of_port"]:
            continue        # a port raids only its own sea
        to = state["areas"][t]["order"]
        if to and to["house"] != house and to["type"] in allowed:
            out.append(t)
    return out


def _raids(state: dict, house: str) -> list[str]:
    """The house's raid orders it may resolve now: a special raid half done goes on first."""
    raids = orders_of(state, house, "raid")
    started = [a for a in raids if state["areas"][a]["order"].get("raided")]
    return started or raids


def decisions(state, frame, seat, lang):
    h = seat_house(state, seat)
    opts = []
    for a in _raids(state, h):
        for t in raid_targets(state, h, a):
            opts.append(option(f"{L.area(state, a, lang)} → {L.area(state, t, lang)}",
                               {"type": "raid", "area": a, "target": t}))
        opts.append(option(f"{L.area(state, a, lang)}: {L.t(lang, 'no_target')}",
                           {"type": "raid", "area": a, "target": None}))
    return [decision("raid", "resolve_raid", L.t(lang, "raid"), opts)]


def act(state, frame, seat, action):
    if action["type"] != "raid":
        unknown(action)
    only(action, "area", "target")
    h = seat_house(state, seat)
    a = get_area(state, action)
    t = get_area(state, action, "target", allow_none=True)
    if a not in _raids(state, h):
        illegal("no-raid", "you have no Raid order there to resolve now")
    if t is not None and t not in raid_targets(state, h, a):
        illegal("bad-raid-target", "that order cannot be raided from there")
    events = [{"type": "raid", "house": h, "area": a, "target": t}]
    order = state["areas"][a]["order"]
    state["areas"][a]["order"] = None
    if t is not None:
        victim = state["areas"][t]["order"]
        state["areas"][t]["order"] = None
        events[0].update(victim=victim["house"], token=victim["token"])
        if victim["type"] == "consolidate":
            # Pillage (5.8): the raider gains even if the victim has nothing to lose.
            got = gain_power(state, h, 1)
            loses = edition_of(state).rules.pillage_victim_loses
            lost = discard_power(state, victim["house"], 1) if loses else 0
            events.append({"type": "pillage", "house": h, "victim": victim["house"],
                           "gained": got, "lost": lost})
        if (order["special"] and not order.get("raided")
                and edition_of(state).rules.special_raid_targets == 2):
            # 1st edition (5.6): a special raid removes up to two orders; it stays on the board,
            # marked, and its house is asked again for a second target (or none)
            state["areas"][a]["order"] = dict(order, raided=[t])
            if raid_targets(state, h, a):
                return events
            state["areas"][a]["order"] = None
    frame["last"] = h
    frame["house"] = None
    return events
