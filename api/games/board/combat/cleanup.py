"""Step 6d of a combat, combat clean-up (5.17.4, 5.19, A-16, A-23, A-24): the March order goes
(or moves in with Ser Loras), a winning attacker moves in and removes the defender's order,
power token and garrison, house cards go to the discard piles (hands recycle when empty),
Tides of Battle cards go back, empty areas lose their orders and ports follow their land."""
from __future__ import annotations

from api.games.board.areas.control import clear_empty_orders
from api.games.board.areas.ports import settle_ports_with_capture
from api.games.board.combat import tides
from api.games.board.combat.house_cards.registry import hook, recycle
from api.games.board.combat.retreat import origin_open
from api.games.board.combat.stages import advance
from api.games.board.combat.state import SIDES, cur, played


def clean_up(state: dict, frame: dict) -> list:
    c = cur(state)
    att, origin = c["attacker"], c["origin"]
    events = []
    o = state["areas"][origin]["order"]
    if o and o["house"] == att and o["type"] == "march":
        state["areas"][origin]["order"] = None
        events.append({"type": "order-removed", "area": origin, "house": att, "order": "march"})
    if c["winner"] == "attacker":
        events += _attacker_won(state)
    for side in SIDES:
        cid = c["cards"][side]
        if cid:
            state["houses"][c[side]]["discard"].append(cid)
    roose = c["flags"].get("roose")
    if roose:
        hs = state["houses"][c[roose]]
        back = list(hs["discard"])
        hs["hand"] += back
        hs["discard"] = []
        events.append({"type": "house-cards-returned", "house": c[roose], "cards": back,
                       "by": "roose_bolton"})
    for side in SIDES:
        events += recycle(state, c[side], keep=[c["cards"][side]])
    events.append({"type": "house-cards-discarded",
                   "cards": {c[s]: c["cards"][s] for s in SIDES if c["cards"][s]}})
    tides.give_back(state)
    clear_empty_orders(state)   # [P-FAQ] A-16
    advance(frame)
    return events + settle_ports_with_capture(state)


def _attacker_won(state: dict) -> list:
    c = cur(state)
    att, target, origin = c["attacker"], c["area"], c["origin"]
    st = state["areas"][target]
    events = []
    if c["garrison"]:
        st["garrison"] = None   # 5.19: a beaten garrison leaves the game
        events.append({"type": "garrison-removed", "area": target, "house": c["defender"]})
    if st["order"] and st["order"]["house"] != att:
        events.append({"type": "order-removed", "area": target, "house": st["order"]["house"],
                       "order": st["order"]["type"]})
        st["order"] = None
    if st["power"] and st["power"] != att:
        events.append({"type": "power-token-removed", "area": target, "house": st["power"]})
        st["power"] = None
    units, c["attackers"] = c["attackers"], []
    if not units:
        return events
    if played(c, "defender", "arianne_martell"):
        # the winners go home unrouted (or perish if home has reverted, A-31)
        if origin_open(state):
            state["areas"][origin]["units"].extend(units)
            events.append({"type": "units-moved", "house": att, "from": target, "dest": origin,
                           "units": [u["type"] for u in units], "by": "arianne_martell"})
        else:
            events += [{"type": "unit-destroyed", "house": att, "area": target, "unit": u["type"],
                        "cause": "no-retreat"} for u in units]
        return events
    st["units"].extend(units)
    events.append({"type": "units-moved", "house": att, "from": origin, "dest": target,
                   "units": [u["type"] for u in units]})
    if hook(state, c["cards"]["attacker"], "march_moves"):
        # Ser Loras (1E: Mace Tyrell): the March order moves in and may be resolved again this
        # round
        st["order"] = dict(c["march"], revealed=True)
        events.append({"type": "order-moved", "house": att, "from": origin, "dest": target,
                       "order": "march", "by": c["cards"]["attacker"]})
    return events


def end(state: dict, frame: dict) -> list:
    c = cur(state)
    state["stack"].pop()
    state["combat"] = None
    return [{"type": "combat-ended", "area": c["area"], "winner": c[c["winner"]]}]
