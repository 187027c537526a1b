"""One small decision of one house during a wildling attack (decisions D11-D13).

A ``wildling_choice`` frame names a registered choice (``register``), the house it concerns,
the house that chooses (the Iron Throne holder for ties) and how many times it repeats
(``left``, e.g. "destroy one unit" twice). A choice with a single mandatory option is applied
without asking; a choice with no option is skipped (a house with fewer units than the penalty
destroys all it has).
"""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Step
from api.engine.game import decision, option
from api.games.board.areas.control import clear_empty_orders, remove_unit
from api.games.board.areas.ports import settle_ports_with_capture
from api.games.board.i18n import terms
from api.games.board.i18n.wildlings import T, card_label, unit_label
from api.games.board.seats import house_seat

PENALTY, REWARD = "wildling_penalty_choice", "wildling_reward_choice"

# choice -> {"type": action type, "options": fn(state, frame, lang) -> [option],
#            "apply": fn(state, frame, action) -> events, "mandatory": bool}
CHOICES: dict[str, dict] = {}


def register(choice: str, kind: str, options, apply, mandatory: bool = True) -> None:
    if choice in CHOICES:
        raise ValueError(f"wildling choice {choice} registered twice")
    CHOICES[choice] = {"type": kind, "options": options, "apply": apply, "mandatory": mandatory}


def push_choice(state: dict, choice: str, house: str | None, chooser: str | None = None,
                left: int = 1, **extra) -> list:
    """Ask ``chooser`` (default: ``house``) for one ``choice``; repeated ``left`` times."""
    frame = {"kind": "wildling_choice", "choice": choice, "house": house,
             "chooser": chooser or house, "left": left, **extra}
    spec = CHOICES[choice]
    opts = spec["options"](state, frame, "en")
    if not opts or left <= 0:
        return []
    if len(opts) == 1 and spec["mandatory"]:
        return spec["apply"](state, frame, opts[0]["action"])
    state["stack"].append(frame)
    return [{"type": "wildling-choice-pending", "choice": choice, "house": frame["chooser"]}]


def again(state: dict, frame: dict) -> list:
    """Push the same choice once more if it has repetitions left."""
    extra = {k: v for k, v in frame.items()
             if k not in ("kind", "choice", "house", "chooser", "left")}
    return push_choice(state, frame["choice"], frame["house"], frame["chooser"],
                       frame["left"] - 1, **extra)


def _choice_to_act(state: dict, frame: dict) -> list[int]:
    return [house_seat(state, frame["chooser"])]


def _choice_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    spec = CHOICES[frame["choice"]]
    prompt = T.t(lang, f"p.{frame['choice']}" if frame["choice"] != "bidder"
                 else f"p.bidder.{frame['role']}",
                 card=card_label(state, frame.get("card", ""), lang), left=frame["left"],
                 house=terms.house(frame["house"], lang) if frame["house"] else "")
    return [decision(f"wildling-{frame['choice']}", spec["type"], prompt,
                     spec["options"](state, frame, lang), choice=frame["choice"])]


def _choice_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    spec = CHOICES[frame["choice"]]
    opts = [o["action"] for o in spec["options"](state, frame, "en")]
    if action.get("type") != spec["type"]:
        raise BadAction("unknown-action", f"expected an action of type {spec['type']!r}",
                        field="type")
    fields = {k for o in opts for k in o} - {"type"}
    for k, v in action.items():
        if k != "type" and k not in fields:
            raise BadAction("unknown-field", f"unexpected field {k!r}", field=k)
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise BadAction("bad-field", f"{k!r} must be a string or an integer", field=k)
    shapes = [set(o) for o in opts]
    if shapes and set(action) not in shapes:
        missing = sorted(min((sh - set(action) for sh in shapes), key=len) or {"?"})
        raise BadAction("missing-field", f"this choice needs {missing[0]!r}", field=missing[0])
    if action not in opts:
        raise IllegalAction(f"illegal-action/{frame['choice']}", "that choice is not allowed now")
    state["stack"].pop()
    return spec["apply"](state, frame, action)


# units

def unit_options(state: dict, frame: dict, lang: str, types=None, area=None) -> list[dict]:
    seen, out = set(), []
    for a in sorted(state["areas"]):
        if area is not None and a != area:
            continue
        for u in state["areas"][a]["units"]:
            key = (a, u["type"])
            if u["house"] == frame["house"] and (types is None or u["type"] in types) \
                    and key not in seen:
                seen.add(key)
                out.append(option(unit_label(state, u["type"], a, lang),
                                  {"type": CHOICES[frame["choice"]]["type"], "area": a,
                                   "unit": u["type"]}))
    return out


def destroy_unit(state: dict, house: str, area: str, utype: str, reason: str) -> list:
    """Destroy one unit for a wildling penalty; the land may fall out of control (6.3)."""
    remove_unit(state, area, utype, house)
    events = [{"type": "unit-destroyed", "house": house, "area": area, "unit": utype,
               "reason": reason}]
    clear_empty_orders(state)
    return events + settle_ports_with_capture(state)


def _destroy_options(state, frame, lang):
    return unit_options(state, frame, lang, area=frame.get("area"))


def _destroy_apply(state, frame, action):
    events = destroy_unit(state, frame["house"], action["area"], action["unit"], frame["card"])
    return events + again(state, frame)


def push_destroy(state: dict, house: str, count: int, card: str, area: str | None = None) -> list:
    extra = {"card": card}
    if area is not None:
        extra["area"] = area
    return push_choice(state, "destroy", house, left=count, **extra)


register("destroy", PENALTY, _destroy_options, _destroy_apply)

STEPS = [Step("wildling_choice", to_act=_choice_to_act, decisions=_choice_decisions,
              act=_choice_act)]
