"""Kills and saves (spec §5.6.2, §5.8.5).

Characters killed at once: one with a duplicate discards it instead (automatically, no window),
unless the kill cannot be saved or saves are prohibited this round (You Win or You Die). Each
other victim, after every cost is paid and every target chosen, gets a save window of its own
(the ``saves`` priority window, its controller first): a save of a face-up card (Bodyguard on
the victim, discarded as its cost) or a save event played from hand (Not Today, to the discard
pile). A saved character stays where it is; in a military claim it still counts as chosen.
Then the others die together and the reactions to their deaths open.

The ``kill`` frame keeps ``victims`` (the ones without a duplicate), ``pending`` (those whose
window is still to come) and ``saved``. Who is asked in a save window is decided on public
facts only: a face-up save on the table, or cards in hand while a save event of the seat's
public deck list could save this character.
"""
from __future__ import annotations

from api.engine.errors import IllegalAction
from api.engine.priority import open_window
from api.games.cardcore import cards, derive, moves, ops
from api.games.cardcore.catalog import of as catalog_of
from api.games.hbo import resolve


def kill(state: dict, seat: int, victims: list[str], can_save: bool = True) -> list:
    """Kill ``victims`` together on behalf of ``seat``: duplicates now, the rest through the
    ``kill`` frame (their save windows, then death)."""
    can_save = can_save and not any(derive.rules(state, s, "no_saves") for s in range(state["n"]))
    events, dying = [], []
    for c in victims:
        dups = state["cards"][c]["dups"]
        if dups and can_save:
            events += moves.move(state, [dups[-1]], "discard", "duplicate_saved")
            events.append({"type": "saved", "card": c, "by": "duplicate"})
        else:
            dying.append(c)
    if dying:
        state["stack"].append({"kind": "kill", "seat": seat, "victims": dying,
                               "pending": list(dying) if can_save else [], "saved": []})
        cards.touch(state)
    return events


def kill_auto(state: dict, fr: dict) -> list:
    while fr["pending"]:
        victim = fr["pending"].pop(0)
        if state["cards"][victim]["zone"] != "play":
            continue
        if any(may_save(state, victim, s, fr) for s in range(state["n"])):
            ctrl = state["cards"][victim]["controller"]
            open_window(state, "saves", [ctrl, 1 - ctrl], phase=state["phase"], victim=victim)
            cards.touch(state)
            return []
    state["stack"].pop()
    dying = [c for c in fr["victims"]
             if c not in fr["saved"] and state["cards"][c]["zone"] == "play"]
    events = ops.kill(state, {"seat": fr["seat"]}, cards=dying)
    from api.games.hbo import reactions  # reactions resolve effects through resolve.py
    reactions.raise_(state, reactions.killed(state, events))
    return events


def _save_of(state: dict, code: str) -> dict | None:
    a = catalog_of(state).card(code)["ability"]
    return a if a and a["trigger"] == "save" and a["effect"]["op"] == "save_from_kill" else None


def _saves_victim(state: dict, seat: int, source: str | None, a: dict, victim: str) -> bool:
    sel = a["effect"]["params"]["target"]
    if sel["select"] == "attached_character":
        if source is None or state["cards"][source]["attached_to"] != victim:
            return False
        sel = {k: v for k, v in sel.items() if k != "select"}
    return resolve.passes(state, seat, source, victim, sel)


def _events_blocked(state: dict, seat: int) -> bool:
    return any("event" in r["types"] for r in derive.rules(state, seat, "restrict_play"))


def _faceup_saves(state: dict, seat: int, victim: str) -> list[str]:
    return [c for c in state["seats"][seat]["play"]
            if not derive.is_blank(state, c) and (a := _save_of(state, cards.code(state, c)))
            and _saves_victim(state, seat, c, a, victim)]


def _kill_frame(state: dict) -> dict:
    return next(f for f in reversed(state["stack"]) if f["kind"] == "kill")


def options(state: dict, frame: dict, seat: int) -> list[dict]:
    victim = frame["victim"]
    if victim in _kill_frame(state)["saved"]:
        return []
    out = [{"type": "save", "card": c} for c in _faceup_saves(state, seat, victim)]
    if _events_blocked(state, seat):
        return out
    seen = set()
    for c in state["seats"][seat]["hand"]:
        code = cards.code(state, c)
        a = _save_of(state, code)
        if code not in seen and a and catalog_of(state).card(code)["type"] == "event" \
                and _saves_victim(state, seat, c, a, victim):
            seen.add(code)        # one option per title: the copies are alike
            out.append({"type": "save", "card": c})
    return out


def may_save(state: dict, victim: str, seat: int, kill_frame: dict | None = None) -> bool:
    """Public facts only: a face-up save for ``victim``, or cards in hand while a save event
    of the seat's fixed deck list could save it."""
    if victim in (kill_frame or _kill_frame(state))["saved"]:
        return False
    if _faceup_saves(state, seat, victim):
        return True
    if not state["seats"][seat]["hand"] or _events_blocked(state, seat):
        return False
    for code in state["deck_lists"][seat]:
        a = _save_of(state, code)
        if a and catalog_of(state).card(code)["type"] == "event" \
                and _saves_victim(state, seat, None, a, victim):
            return True
    return False


def take(state: dict, frame: dict, seat: int, action: dict) -> list:
    if action not in options(state, frame, seat):
        raise IllegalAction("illegal-action/not-an-option", "that save cannot be used now")
    cid, victim = action["card"], frame["victim"]
    code = cards.code(state, cid)
    # an event is played first (to the discard pile), and the log says so before what it does
    events = moves.move(state, [cid], "discard", "played") \
        if state["cards"][cid]["zone"] == "hand" else []
    events += [{"type": "reaction-used", "seat": seat, "card": cid, "code": code,
                "event": "would_be_killed"}]
    for atom in _save_of(state, code)["cost"]:
        if atom["type"] == "discard_self":          # Bodyguard
            events += ops.discard_from_play(state, {"seat": seat}, cards=[cid])
    _kill_frame(state)["saved"].append(victim)
    cards.touch(state)
    return events + [{"type": "saved", "card": victim, "by": cid}]
