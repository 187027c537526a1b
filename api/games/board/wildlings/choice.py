"""One small decision of one house during a wildling attack (decisions D11-D13), asked with
the engine's :func:`~api.engine.ask.ask` under one step, ``wildling_choice``.

A registered choice (``register``) lists its options; the frame, pushed by :func:`push_choice`,
stores them as actions when the question comes up, and names the choice, the house it
concerns, the house that chooses (the Iron Throne holder for ties) and how many times it
repeats (``left``, e.g. "destroy one unit" twice). A choice with a single mandatory option is taken at once (``choice-forced``); a
choice with no option is skipped (a house with fewer units than the penalty destroys all it
has). Only choices that offer a way out (a "decline" option) are not mandatory, and those
always have two options or none.
"""
from __future__ import annotations

from api.engine.ask import ask, ask_step, forced_event
from api.engine.flow import ASKED, OCC, RESULT, Step
from api.engine.game import option
from api.games.board.areas.control import clear_empty_orders, remove_unit
from api.games.board.areas.ports import settle_ports_with_capture
from api.games.board.i18n import terms
from api.games.board.i18n.wildlings import T, card_label, unit_label
from api.games.board.seats import house_seat

KIND = "wildling_choice"
QUEUED = "wildling_question"   # a choice pushed, not yet asked (see push_choice)
PENALTY, REWARD = "wildling_penalty_choice", "wildling_reward_choice"
# A frame's own fields and the engine's (serial, answers): not carried over by ``again``.
_OWN = {"kind", "seat", "options", "prompt", "secret", "choice", "house", "chooser", "left",
        OCC, ASKED, RESULT}

# choice -> {"type": action type, "options": fn(state, frame, lang) -> [option],
#            "apply": fn(state, frame, action) -> events, "mandatory": bool}
CHOICES: dict[str, dict] = {}


def register(choice: str, kind: str, options, apply, mandatory: bool = True) -> None:
    if choice in CHOICES:
        raise ValueError(f"wildling choice {choice} registered twice")
    CHOICES[choice] = {"type": kind, "options": options, "apply": apply, "mandatory": mandatory}


def choice_actions(state: dict, frame: dict) -> list[dict]:
    """The actions ``frame``'s choice offers now (stored in the frame when it is asked)."""
    return [o["action"] for o in CHOICES[frame["choice"]]["options"](state, frame, "en")]


def push_choice(state: dict, choice: str, house: str | None, chooser: str | None = None,
                left: int = 1, **extra) -> list:
    """Ask ``chooser`` (default: ``house``) for one ``choice``; repeated ``left`` times.

    Whether there is a choice at all is settled now: none is skipped, a single mandatory one
    is taken at once. A real choice is queued (``wildling_question``) and asked once it comes
    up, with the options of that moment: the ports a loss leaves stale are settled between
    (``rounds.flow.after_step``), which may take a ship off the list."""
    chooser = chooser or house
    fields = {"choice": choice, "house": house, "chooser": chooser, "left": left, **extra}
    actions = choice_actions(state, fields)
    if not actions or left <= 0:
        return []
    spec = CHOICES[choice]
    if len(actions) == 1:
        if not spec["mandatory"]:
            raise RuntimeError(f"wildling choice {choice}: a way out must come with a choice")
        (only,) = actions
        return [forced_event(house_seat(state, chooser), spec["type"], only, public=True)] \
            + spec["apply"](state, {"kind": KIND, **fields}, dict(only))
    state["stack"].append({"kind": QUEUED, **fields})
    return [{"type": "wildling-choice-pending", "choice": choice, "house": chooser}]


def _ask_now(state: dict, frame: dict) -> list:
    state["stack"].pop()
    fields = {k: v for k, v in frame.items() if k != "kind"}
    ask(state, KIND, house_seat(state, frame["chooser"]), choice_actions(state, fields),
        prompt=frame["choice"], **fields)
    return []


def again(state: dict, frame: dict) -> list:
    """Push the same choice once more if it has repetitions left."""
    extra = {k: v for k, v in frame.items() if k not in _OWN}
    return push_choice(state, frame["choice"], frame["house"], frame["chooser"],
                       frame["left"] - 1, **extra)


def _prompt(state: dict, frame: dict, seat: int, lang: str) -> str:
    choice = frame["choice"]
    return T.t(lang, f"p.{choice}" if choice != "bidder" else f"p.bidder.{frame['role']}",
               card=card_label(state, frame.get("card", ""), lang), left=frame["left"],
               house=terms.house(frame["house"], lang) if frame["house"] else "")


def _label(state: dict, frame: dict, action: dict, lang: str) -> str:
    # The choice's own option list words its actions; the state has not changed since they
    # were stored (the question is on top of the stack), so the lists match item by item.
    words = CHOICES[frame["choice"]]["options"](state, frame, lang)
    return words[frame["options"].index(action)]["label"]


def _answered(state: dict, frame: dict, seat: int, action: dict) -> list:
    return CHOICES[frame["choice"]]["apply"](state, frame, action)


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

STEPS = [Step(QUEUED, auto=_ask_now), ask_step(KIND, prompt=_prompt, label=_label, on_answer=_answered,
                  decision_type=lambda frame: CHOICES[frame["choice"]]["type"],
                  extra=lambda frame: {"choice": frame["choice"]})]
