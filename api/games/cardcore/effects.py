"""Lasting and delayed effects (design §5.6; spec §5.8 "Lasting effects", "Delayed effects").

A lasting effect is stored data, made by a resolved ability and read by derive.py until it
expires::

    {"id": "e4", "verb": "modify_str", "params": {"amount": 2},
     "cards": ["c17"] | None, "seat": 0 | None,     # what it applies to: cards, or a seat
     "until": "challenge" | "phase" | "round" | "new_plot",
     "by": 1, "source": "c12" | None}

Its targets are fixed when it is made (RR: a lasting effect on "each character" affects the
characters in play then). It keeps applying when its source leaves play; a target that leaves
play drops out of it (its next copy is a new object, spec §5.12), and an effect left with no
card ends. ``until`` names the timing point that ends it: the end of the challenge (4.2.6), of
the phase (after the phase-end triggers), of the round (7.5), or the next plot its maker
reveals ("until you reveal a new plot card"). Constant abilities ("while ...") are never stored:
derive.py re-reads them from the card scripts.

A delayed effect runs once at a later timing point ("at the end of the phase"; "if you win
this challenge") and is stored as ``{"id", "at", "op", "params", "by", "source"}``; the flow
takes the due ones with :func:`take_due` and runs their op (ordering them first if several,
spec §5.19).
"""
from __future__ import annotations

import copy

from api.games.cardcore.cards import touch

PERIODS = ("challenge", "phase", "round", "new_plot")
DELAYED_AT = ("phase_end", "challenge_end", "challenge_won")


def _next_id(state: dict, prefix: str) -> str:
    n = state.get("next_effect", 1)
    state["next_effect"] = n + 1
    return f"{prefix}{n}"


def add(state: dict, verb: str, params: dict, until: str, by: int,
        cards: list[str] | None = None, seat: int | None = None,
        source: str | None = None) -> list[dict]:
    """Store a lasting effect; returns its (public) event."""
    if until not in PERIODS:
        raise ValueError(f"unknown duration {until!r}")
    if (cards is None) == (seat is None):
        raise ValueError("a lasting effect applies to cards or to a seat")
    eff = {"id": _next_id(state, "e"), "verb": verb, "params": dict(params),
           "cards": list(cards) if cards is not None else None, "seat": seat,
           "until": until, "by": by, "source": source}
    state["effects"].append(eff)
    touch(state)
    # The effect's id goes out as "effect": "id" is the platform's event number. The event
    # keeps copies: the effect's card list changes as cards leave play.
    return [{"type": "effect_added", "effect": eff["id"],
             **{k: (copy.deepcopy(v) if isinstance(v, (list, dict)) else v)
                for k, v in eff.items() if v is not None and k != "id"}}]


def forget_card(state: dict, cid: str) -> None:
    """``cid`` left play: it drops out of every lasting effect; emptied effects end."""
    kept = []
    for eff in state["effects"]:
        if eff["cards"] is not None and cid in eff["cards"]:
            eff["cards"].remove(cid)
            if not eff["cards"]:
                continue
        kept.append(eff)
    state["effects"] = kept
    touch(state)


def expire(state: dict, period: str) -> list[dict]:
    """End every lasting effect that lasts until the end of ``period``."""
    return _drop(state, lambda e: e["until"] == period)


def expire_new_plot(state: dict, seat: int) -> list[dict]:
    """``seat`` revealed a new plot: its "until you reveal a new plot" effects end."""
    return _drop(state, lambda e: e["until"] == "new_plot" and e["by"] == seat)


def end(state: dict, ids: list[str]) -> list[dict]:
    """End these lasting effects now (a one-use effect that was used, e.g. a cost reduction
    of the next card marshaled)."""
    return _drop(state, lambda e: e["id"] in ids)


def _drop(state: dict, ends) -> list[dict]:
    gone = [e for e in state["effects"] if ends(e)]
    if not gone:
        return []
    state["effects"] = [e for e in state["effects"] if not ends(e)]
    touch(state)
    # Its source, as its effect_added told everyone, so a log can say whose effect ended.
    return [{"type": "effect_ended", "effect": e["id"],
             **({"source": e["source"]} if e.get("source") else {})} for e in gone]


def add_delayed(state: dict, at: str, op: str, params: dict, by: int,
                source: str | None = None) -> dict:
    if at not in DELAYED_AT:
        raise ValueError(f"unknown delayed timing {at!r}")
    d = {"id": _next_id(state, "d"), "at": at, "op": op, "params": dict(params), "by": by,
         "source": source}
    state["delayed"].append(d)
    touch(state)
    return d


def take_due(state: dict, at: str) -> list[dict]:
    """Remove and return the delayed effects due at ``at``, oldest first."""
    due = [d for d in state["delayed"] if d["at"] == at]
    if due:
        state["delayed"] = [d for d in state["delayed"] if d["at"] != at]
        touch(state)
    return due


def drop_delayed(state: dict, at: str) -> None:
    """Lapse delayed effects that can no longer happen (an "if you win this challenge"
    effect after the challenge was not won)."""
    if any(d["at"] == at for d in state["delayed"]):
        state["delayed"] = [d for d in state["delayed"] if d["at"] != at]
        touch(state)
