"""Player decisions: ruler choice (§3.1 step 5), draft picks (§5.16.1), a turn in step 2
(play an influence card or kneel, §4.1, §5.5) and choices inside abilities (``ask`` frames).

Actions: ``{"type": "choose_ruler", "ruler": id | "random"}``, ``{"type": "draft_pick",
"card": uid}``, ``{"type": "play", "card": uid}``, ``{"type": "kneel"}``,
``{"type": "choose", "choice": <one of the offered values>}``.
"""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.game import decision, option
from api.engine.rng import Rng
from api.games.btwixt.bidding import may_play
from api.games.btwixt.cards import pool_of
from api.games.btwixt.effects import push_fx
from api.games.btwixt.i18n import T, name, label
from api.games.btwixt.setup import assign_ruler, free_rulers
from api.games.btwixt.state import card


def _type(action: dict, *allowed: str) -> str:
    t = action.get("type")
    if t not in allowed:
        raise BadAction("unknown-action", f"expected one of {list(allowed)}", field="type")
    return t


def _card_field(action: dict) -> str:
    uid = action.get("card")
    if not isinstance(uid, str):
        raise BadAction("missing-field", "'card' must be a card id string", field="card")
    return uid


# -- rulers ---------------------------------------------------------------------------------

def random_rulers(state: dict, ev: list) -> None:
    rng = Rng(state)
    for s in range(state["n"]):
        free = free_rulers(state)
        assign_ruler(state, s, free[rng.below(len(free))])
        ev.append({"type": "ruler-chosen", "seat": s, "ruler": state["rulers"][s]})


def rulers_to_act(state, fr):
    return [fr["order"][fr["i"]]]


def rulers_decisions(state, fr, seat, lang):
    opts = [option(name(state, r, lang), {"type": "choose_ruler", "ruler": r})
            for r in free_rulers(state)]
    opts.append(option(T(lang, "random-ruler"), {"type": "choose_ruler", "ruler": "random"}))
    return [decision("ruler", "choose_ruler", T(lang, "prompt-ruler"), opts)]


def rulers_act(state, fr, seat, action):
    _type(action, "choose_ruler")
    r = action.get("ruler")
    free = free_rulers(state)
    if not isinstance(r, str):
        raise BadAction("missing-field", "'ruler' must be a ruler id or 'random'", field="ruler")
    if r == "random":
        r = free[Rng(state).below(len(free))]
    elif r not in free:
        raise IllegalAction("illegal-action/ruler-taken", "that ruler is not available")
    assign_ruler(state, seat, r)
    fr["i"] += 1
    if fr["i"] == len(fr["order"]):
        state["stack"].pop()
    return [{"type": "ruler-chosen", "seat": seat, "ruler": r}]


# -- draft ----------------------------------------------------------------------------------

def draft_to_act(state, fr):
    d = state["draft"]
    return [s for s in range(state["n"]) if d["picked"][s] is None and d["packets"][s]]


def draft_decisions(state, fr, seat, lang):
    opts = [option(label(state, {"card": u}, lang), {"type": "draft_pick", "card": u})
            for u in state["draft"]["packets"][seat]]
    return [decision("draft", "draft_pick", T(lang, "prompt-draft"), opts, sealed=True)]


def draft_act(state, fr, seat, action):
    _type(action, "draft_pick")
    uid = _card_field(action)
    d = state["draft"]
    if uid not in d["packets"][seat]:
        raise IllegalAction("illegal-action/not-in-packet", "that card is not in your packet")
    d["picked"][seat] = uid
    ev = [{"type": "draft-picked", "seat": seat}]
    if any(p is None for p in d["picked"]):
        return ev
    n = state["n"]
    for s in range(n):
        d["packets"][s].remove(d["picked"][s])
        d["kept"][s].append(d["picked"][s])
    # Pass to the left neighbour (seat+1) or the right one (seat-1).
    d["packets"] = [d["packets"][(s - d["dir"]) % n] for s in range(n)]
    d["picked"] = [None] * n
    if all(len(p) == 1 for p in d["packets"]):  # the last pick is forced (spec §7 row 3)
        for s in range(n):
            d["kept"][s] += d["packets"][s]
            d["packets"][s] = []
    if all(not p for p in d["packets"]):
        for s in range(n):
            state["hands"][s] = d["kept"][s] + state["hands"][s]
            ev.append({"type": "hand-received", "seat": s, "cards": list(state["hands"][s]),
                       "to": [s]})
        state["draft"] = None
        state["stack"].pop()
        ev.append({"type": "draft-finished"})
    else:
        ev.append({"type": "draft-packets-passed", "direction": d["dir"]})
    return ev


# -- a turn in step 2 -----------------------------------------------------------------------

def turn_to_act(state, fr):
    return [fr["seat"]]


def turn_decisions(state, fr, seat, lang):
    pool = pool_of(state)
    free = not state["mods"] and not state["dr"]  # nothing restricts play this round
    labels, white = pool.labels, pool.white
    opts = []
    for u in state["hands"][seat]:
        if (free and u not in white) or may_play(state, seat, u):
            text = labels.get((u, lang))
            if text is None:
                text = label(state, {"card": u}, lang)
            opts.append({"label": text, "action": {"type": "play", "card": u}})
    opts.append(option(T(lang, "kneel"), {"type": "kneel"}))
    return [decision("turn", "play_or_kneel", T(lang, "prompt-turn"), opts)]


def turn_act(state, fr, seat, action):
    t = _type(action, "play", "kneel")
    stack = state["stack"]
    if t == "kneel":
        state["knelt"][seat] = True
        stack.pop()
        stack[-1]["last"] = seat
        return [{"type": "ruler-knelt", "seat": seat, "forced": False}]
    uid = _card_field(action)
    if uid not in state["hands"][seat]:
        raise IllegalAction("illegal-action/not-in-hand", "that card is not in your hand")
    if not may_play(state, seat, uid):
        raise IllegalAction("illegal-action/card-restricted",
                            "a rule in force this round forbids playing that card")
    state["hands"][seat].remove(uid)
    state["played"][seat] += 1
    state["seq"] += 1
    state["played_at"][uid] = state["seq"]
    stack.pop()
    stack[-1]["last"] = seat
    stack.append({"kind": "enter_pile", "uid": uid, "seat": seat})
    rec = card(state, uid)
    if rec["timing"] == "on_play" and rec["effect"]:
        push_fx(state, rec["effect"], {"you": seat, "src": uid, "playing": True})
    return [{"type": "card-played", "seat": seat, "card": uid}]


# -- choices inside abilities ---------------------------------------------------------------

def ask_decisions(state, fr, seat, lang):
    opts = [option(label(state, v, lang), {"type": "choose", "choice": v}) for v in fr["opts"]]
    prompt = T(lang, "prompt-" + fr["prompt"])
    if fr.get("src"):
        prompt = f"{name(state, fr['src'], lang)}: {prompt}"
    return [decision("ask", fr["prompt"], prompt, opts, source=fr.get("src"))]
