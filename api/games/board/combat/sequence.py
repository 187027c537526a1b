"""Combat (spec 5.13-5.17): from Call for Support to the victor.

``start_combat`` (called by CORE's march) records the combat in ``state["combat"]`` and pushes
one automatic ``combat`` frame whose ``stage`` walks the rulebook's steps; single-house choices
are ``combat_choice`` frames and the simultaneous house-card choice is a sealed
``combat_cards`` frame. Casualties, retreats and clean-up live in ``combat_resolution``.
"""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board import board, combat_choice, combat_resolution, data, house_cards, tides
from api.games.board import combat_text as tx
from api.games.board.combat_choice import push_choice, register
from api.games.board.combat_state import SIDES, cur, side_of, sides_in_turn_order
from api.games.board.combat_strength import breakdown, total
from api.games.board.data import AREAS

T = tx.T

STAGES = ["support", "cards", "reveal", "cancel", "immediate", "tides", "blade_redraw",
          "tides_reveal", "blade", "final", "after_winner",
          "casualties", "retreat", "retreat_move", "cleanup", "after_combat", "end"]


def start_combat(state: dict, attacker: str, origin: str, target: str, units: list,
                 march_order: dict) -> list:
    """Begin a combat; ``units`` were already taken out of ``origin`` by the march."""
    st = state["areas"][target]
    defender = board.occupant(state, target) or AREAS[target]["home"]
    # a garrison fights only for its own house's home area
    garrison = (st["garrison"] or 0) if AREAS[target]["home"] == defender else 0
    order = board.turn_order(state)
    queue = []
    for a in AREAS[target]["adjacent"]:
        o = state["areas"][a]["order"]
        if o and o["type"] == "support":
            queue.append(a)
    queue.sort(key=lambda a: (order.index(state["areas"][a]["order"]["house"]), a))
    state["combat"] = {
        "attacker": attacker, "defender": defender, "area": target, "origin": origin,
        "march": dict(march_order), "attackers": list(units), "garrison": garrison,
        "supports": [], "support_queue": queue,
        # per-house secrets (chosen card, Tides draws) live under "sealed", which the view
        # shows to other seats only as "ready" (view.py convention)
        "sealed": {h: {"card": None, "tides": None, "discarded": []} for h in (attacker, defender)},
        "ready": {attacker: False, defender: False},
        "cards": {"attacker": None, "defender": None},
        "queue": [], "queue_for": None, "resolved": [], "flags": {},
        "tides": {"attacker": None, "defender": None}, "tides_revealed": False, "blade": None, "strength": None, "winner": None,
        "hits": None, "retreat": None,
    }
    state["stack"].append({"kind": "combat", "stage": STAGES[0]})
    return [{"type": "combat-started", "attacker": attacker, "defender": defender,
             "area": target, "origin": origin, "units": [u["type"] for u in units],
             "garrison": garrison}]


def advance(frame: dict) -> None:
    frame["stage"] = STAGES[STAGES.index(frame["stage"]) + 1]


# -- step 1: Call for Support (5.14) ------------------------------------------------------


def support_options(state: dict, area: str) -> list[dict]:
    c = cur(state)
    order = state["areas"][area]["order"]
    if not order or order["type"] != "support":
        return []
    h = order["house"]
    units = [u for u in board.units_of(state, area, h) if not u["routed"]]
    if not units:
        return []   # routed units cannot support (5.17.3)
    kind, target_kind = AREAS[area]["kind"], AREAS[c["area"]]["kind"]
    if kind == "land" and target_kind == "sea":
        return []   # land units never support a combat at sea
    if kind == "port" and AREAS[area]["sea_of_port"] != c["area"]:
        return []   # ships in a port support only in the port's own sea (5.11)
    sides = [s for s in SIDES if c[s] is not None and h != c[SIDES[1 - SIDES.index(s)]]]
    return ([{"type": "declare_support", "area": area, "side": s} for s in sides]
            + [{"type": "declare_support", "area": area, "side": "none"}])


def _support(state: dict, frame: dict) -> list:
    c = cur(state)
    while c["support_queue"]:
        a = c["support_queue"].pop(0)
        opts = support_options(state, a)
        if opts:
            push_choice(state, state["areas"][a]["order"]["house"], "declare_support", opts)
            return []
    advance(frame)
    return [{"type": "combat-initial-strength",
             "strength": {c[s]: total(state, s, with_cards=False) for s in SIDES}}]


def _declare_apply(state, frame, action):
    c = cur(state)
    a, side = action["area"], action["side"]
    h = frame["house"]
    ev = {"type": "support-declared", "house": h, "area": a,
          "for": None if side == "none" else c[side]}
    if side == "none":
        return [ev]
    decl = {"area": a, "house": h, "side": side, "accepted": c[side] == h}
    c["supports"].append(decl)
    if not decl["accepted"]:
        # the supported combatant accepts or declines right after the declaration
        push_choice(state, c[side], "accept_support",
                    [{"type": "accept_support", "area": a, "accept": True},
                     {"type": "accept_support", "area": a, "accept": False}])
    return [ev]


def _accept_apply(state, frame, action):
    c = cur(state)
    decl = next(d for d in c["supports"] if d["area"] == action["area"])
    decl["accepted"] = action["accept"]
    return [{"type": "support-accepted" if action["accept"] else "support-declined",
             "house": frame["house"], "area": action["area"], "supporter": decl["house"]}]


def _support_prompt(state, frame, lang):
    a = frame["options"][0]["area"]
    return T.t(lang, "support.prompt", area=tx.area(a, lang), target=tx.area(cur(state)["area"], lang))


def _support_label(state, frame, action, lang):
    if action["side"] == "none":
        return T.t(lang, "support.none")
    side = T.t(lang, f"side.{action['side']}", house=tx.house(cur(state)[action["side"]], lang))
    return T.t(lang, "support.for", side=side)


def _accept_prompt(state, frame, lang):
    a = frame["options"][0]["area"]
    return T.t(lang, "accept.prompt", area=tx.area(a, lang),
               house=tx.house(state["areas"][a]["order"]["house"], lang))


register("declare_support", _support_prompt, _support_label, _declare_apply)
register("accept_support", _accept_prompt,
         lambda s, f, a, lang: T.t(lang, "yes" if a["accept"] else "no"), _accept_apply)

# -- step 3: choose and reveal house cards (5.16), sealed ----------------------------------


def _cards(state: dict, frame: dict) -> list:
    c = cur(state)
    advance(frame)
    if any(state["houses"][c[s]]["hand"] for s in SIDES):
        state["stack"].append({"kind": "combat_cards"})
    return []


def _cards_to_act(state: dict, frame: dict) -> list[int]:
    c = cur(state)
    return [board.house_seat(state, c[s]) for s in SIDES
            if state["houses"][c[s]]["hand"] and not c["ready"][c[s]]]


def _cards_may_change(state: dict, frame: dict) -> list[int]:
    """A side that chose its card may change it until both are in (sealed)."""
    c = cur(state)
    return [board.house_seat(state, c[s]) for s in SIDES
            if state["houses"][c[s]]["hand"] and c["ready"][c[s]]]


def _cards_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    c = cur(state)
    house = board.seat_house(state, seat)
    opts = []
    for cid in state["houses"][house]["hand"]:
        rec = data.HOUSE_CARDS[cid]
        opts.append(option(T.t(lang, "card.label", card=tx.card(cid, lang), strength=rec["strength"],
                                swords=rec["swords"], forts=rec["fortifications"]),
                           {"type": "choose_house_card", "card": cid}))
    return [decision("combat-choose-house-card", "choose_house_card",
                     T.t(lang, "card.prompt", target=tx.area(c["area"], lang)), opts, sealed=True,
                     chosen=c["sealed"][house]["card"])]


def _cards_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    c = cur(state)
    house = board.seat_house(state, seat)
    if action.get("type") != "choose_house_card":
        raise BadAction("unexpected-action", "the pending decision expects 'choose_house_card'",
                        field="type")
    cid = action.get("card")
    if not isinstance(cid, str):
        raise BadAction("bad-field", "field 'card' must be a house card id", field="card")
    if cid not in state["houses"][house]["hand"]:
        raise IllegalAction("illegal-action/card-not-in-hand", "that card is not in your hand")
    c["sealed"][house]["card"] = cid
    c["ready"][house] = True
    events = [{"type": "house-card-chosen", "house": house}]
    waiting = [s for s in SIDES if state["houses"][c[s]]["hand"] and not c["ready"][c[s]]]
    if not waiting:
        state["stack"].pop()
    return events


def _reveal(state: dict, frame: dict) -> list:
    c = cur(state)
    for s in SIDES:
        cid = c["sealed"][c[s]]["card"]
        if cid:
            state["houses"][c[s]]["hand"].remove(cid)
            c["cards"][s] = cid
    advance(frame)
    return [{"type": "house-cards-revealed", "cards": {c[s]: c["cards"][s] for s in SIDES}}]


# -- card abilities by timing ---------------------------------------------------------------


def run_hooks(state: dict, frame: dict, name: str) -> list:
    """Resolve one pending ability of a timing per call, in turn order (5.16)."""
    c = cur(state)
    if c["queue_for"] != name:
        c["queue_for"] = name
        c["queue"] = [s for s in sides_in_turn_order(state) if house_cards.hook(c["cards"][s], name)]
    while c["queue"]:
        side = c["queue"].pop(0)
        cid = c["cards"][side]
        key = f"{cid}:{name}"
        h = house_cards.hook(cid, name)
        if h is None or key in c["resolved"]:
            continue   # [P-FAQ] an ability never resolves twice in one combat
        c["resolved"].append(key)
        return h(state, side) or []
    advance(frame)
    return []


# -- step 4: Valyrian Steel Blade (5.16), with Tides of Battle (5.26) -----------------------


def _blade_side(state: dict) -> str | None:
    if state["blade_used"]:
        return None
    return side_of(cur(state), board.holder(state, "fiefdoms"))


def _tides(state: dict, frame: dict) -> list:
    advance(frame)
    return tides.draw(state) if tides.enabled(state) else []


def _blade_redraw(state: dict, frame: dict) -> list:
    advance(frame)
    side = _blade_side(state)
    if tides.enabled(state) and side:
        push_choice(state, cur(state)[side], "blade",
                    [{"type": "use_valyrian_blade", "use": "redraw"},
                     {"type": "use_valyrian_blade", "use": "none"}])
    return []


def _tides_reveal(state: dict, frame: dict) -> list:
    advance(frame)
    return tides.reveal(state) if tides.enabled(state) else []


def _blade(state: dict, frame: dict) -> list:
    advance(frame)
    side = _blade_side(state)
    if side:
        push_choice(state, cur(state)[side], "blade",
                    [{"type": "use_valyrian_blade", "use": "plus_one"},
                     {"type": "use_valyrian_blade", "use": "none"}])
    return []


def _blade_apply(state, frame, action):
    if action["use"] == "none":
        return []
    c = cur(state)
    side = side_of(c, frame["house"])
    state["blade_used"] = True   # once per round in total, +1 or redraw (5.26.2)
    events = [{"type": "blade-used", "house": frame["house"], "use": action["use"]}]
    if action["use"] == "plus_one":
        c["blade"] = side
    else:
        events += tides.redraw(state, side)
    return events


register("blade", lambda s, f, lang: T.t(lang, "blade.prompt"),
         lambda s, f, a, lang: T.t(lang, f"blade.{a['use']}"), _blade_apply)

# -- step 5 and 6a: final strength and the victor (5.17.1) -----------------------------------


def _final(state: dict, frame: dict) -> list:
    c = cur(state)
    c["strength"] = {s: total(state, s) for s in SIDES}
    a, d = c["strength"]["attacker"], c["strength"]["defender"]
    if a != d:
        c["winner"] = "attacker" if a > d else "defender"
    else:
        # ties go to the higher house on Fiefdoms, read now (Doran may have moved it, 5.23)
        fief = state["tracks"]["fiefdoms"]
        c["winner"] = min(SIDES, key=lambda s: fief.index(c[s]))
    advance(frame)
    return [{"type": "combat-strength",
             "strength": {c[s]: c["strength"][s] for s in SIDES},
             "breakdown": {c[s]: breakdown(state, s) for s in SIDES}},
            {"type": "combat-won", "winner": c[c["winner"]], "area": c["area"],
             "tie": a == d}]


def _auto(state: dict, frame: dict) -> list:
    stage = frame["stage"]
    fn = {
        "support": _support, "cards": _cards, "reveal": _reveal,
        "cancel": lambda s, f: run_hooks(s, f, "cancel"),
        "immediate": lambda s, f: run_hooks(s, f, "immediate"),
        "tides": _tides, "blade_redraw": _blade_redraw, "tides_reveal": _tides_reveal,
        "blade": _blade, "final": _final,
        "after_winner": lambda s, f: run_hooks(s, f, "after_winner"),
        "after_combat": lambda s, f: run_hooks(s, f, "after_combat"),
    }.get(stage) or combat_resolution.STAGE_FUNCS[stage]
    return fn(state, frame)


STEPS = [
    Step("combat", auto=_auto),
    combat_choice.STEP,
    Step("combat_cards", to_act=_cards_to_act, decisions=_cards_decisions, act=_cards_act,
         may_change=_cards_may_change),
]
