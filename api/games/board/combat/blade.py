"""Step 4 of a combat, the Valyrian Steel Blade (5.16): its holder (Fiefdoms position 1), as
attacker or defender, may add +1 once per round; with Tides of Battle it may instead redraw
its Tides card (5.26.2)."""
from __future__ import annotations

from api.games.board.combat import tides
from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.stages import advance
from api.games.board.combat.state import cur, side_of
from api.games.board.i18n.combat import T
from api.games.board.tracks.influence import holder


def _blade_side(state: dict) -> str | None:
    if state["blade_used"]:
        return None
    return side_of(cur(state), holder(state, "fiefdoms"))


def redraw_stage(state: dict, frame: dict) -> list:
    advance(frame)
    side = _blade_side(state)
    if tides.enabled(state) and side:
        push_choice(state, cur(state)[side], "blade",
                    [{"type": "use_valyrian_blade", "use": "redraw"},
                     {"type": "use_valyrian_blade", "use": "none"}])
    return []


def plus_one_stage(state: dict, frame: dict) -> list:
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
