"""Step 1 of a combat, Call for Support (5.14): Support orders adjacent to the embattled area
declare for a side in turn order, area by area; the supported combatant accepts or declines
each declaration right after it (A-7). The 1st edition (board-1e.md row 44) has no refusal and
lets a house support the enemy of its own units. The initial strength follows (5.15)."""
from __future__ import annotations

from api.games.board.areas.control import units_of
from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.stages import advance
from api.games.board.combat.state import SIDES, cur
from api.games.board.combat.strength import total
from api.games.board.edition import edition_of
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def support_options(state: dict, area: str) -> list[dict]:
    c = cur(state)
    order = state["areas"][area]["order"]
    if not order or order["type"] != "support":
        return []
    h = order["house"]
    units = [u for u in units_of(state, area, h) if not u["routed"]]
    if not units:
        return []   # routed units cannot support (5.17.3)
    areas = edition_of(state).areas
    kind, target_kind = areas[area]["kind"], areas[c["area"]]["kind"]
    if kind == "land" and target_kind == "sea":
        return []   # land units never support a combat at sea
    if kind == "port" and areas[area]["sea_of_port"] != c["area"]:
        return []   # ships in a port support only in the port's own sea (5.11)
    # 2E: never for the enemy of one's own units; 1E (row 44, A30) sets no such ban
    free = edition_of(state).rules.support_against_own
    sides = [s for s in SIDES
             if c[s] is not None and (free or h != c[SIDES[1 - SIDES.index(s)]])]
    return ([{"type": "declare_support", "area": area, "side": s} for s in sides]
            + [{"type": "declare_support", "area": area, "side": "none"}])


def call_for_support(state: dict, frame: dict) -> list:
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
    # 1E (row 44, A30): a combatant cannot refuse a declared support
    accepted = c[side] == h or not edition_of(state).rules.support_refusal
    decl = {"area": a, "house": h, "side": side, "accepted": accepted}
    c["supports"].append(decl)
    if not accepted:
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
    return T.t(lang, "support.prompt", area=tx.area(state, a, lang),
               target=tx.area(state, cur(state)["area"], lang))


def _support_label(state, frame, action, lang):
    if action["side"] == "none":
        return T.t(lang, "support.none")
    side = T.t(lang, f"side.{action['side']}", house=tx.house(cur(state)[action["side"]], lang))
    return T.t(lang, "support.for", side=side)


def _accept_prompt(state, frame, lang):
    a = frame["options"][0]["area"]
    return T.t(lang, "accept.prompt", area=tx.area(state, a, lang),
               house=tx.house(state["areas"][a]["order"]["house"], lang))


register("declare_support", _support_prompt, _support_label, _declare_apply)
register("accept_support", _accept_prompt,
         lambda s, f, a, lang: T.t(lang, "yes" if a["accept"] else "no"), _accept_apply)
