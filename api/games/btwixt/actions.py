"""Player decisions: ruler choice (§3.1 step 5), draft picks (§5.16.1), a turn in step 2
(play an influence card or kneel, §4.1, §5.5) and the words of choices inside abilities (the
engine's ``ask`` step, api/engine/ask.py).

Actions: ``{"type": "choose_ruler", "ruler": id | "random"}``, ``{"type": "draft_pick",
"card": uid}``, ``{"type": "play", "card": uid}``, ``{"type": "kneel"}``,
``{"type": "choose", "choice": <one of the offered values>}``.
"""
from __future__ import annotations

from api.engine.ask import forced_event
from api.engine.fields import expect_type, get_str, illegal, only
from api.engine.game import decision, option
from api.engine.rng import Rng
from api.engine.sealed import next_round
from api.games.btwixt.bidding import may_play, playable
from api.games.btwixt.cards import pool_of
from api.games.btwixt.effects import push_fx
from api.games.btwixt.i18n import T, ask_prompt, card_labels, label, name, pool_label
from api.games.btwixt.setup import assign_ruler, free_rulers
from api.games.btwixt.state import clockwise, holder_of


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
    expect_type(action, "choose_ruler")
    only(action, "ruler")
    r = get_str(action, "ruler")
    free = free_rulers(state)
    if r == "random":
        r = free[Rng(state).below(len(free))]
    elif r not in free:
        illegal("ruler-taken", "that ruler is not available")
    assign_ruler(state, seat, r)
    fr["i"] += 1
    if fr["i"] == len(fr["order"]):
        state["stack"].pop()
    return [{"type": "ruler-chosen", "seat": seat, "ruler": r}]


# -- draft: a sealed pick per round (api/engine/sealed.py) ---------------------------------

def draft_choices(state, fr, seat):
    return [{"type": "draft_pick", "card": u} for u in state["draft"]["packets"][seat]]


def draft_label(state, fr, seat, action, lang):
    return label(state, {"card": action["card"]}, lang)


def draft_prompt(state, fr, seat, lang):
    return T(lang, "prompt-draft")


def draft_picked(state, fr, seat, action):
    return [{"type": "draft-picked", "seat": seat}]


def draft_reveal(state, fr):
    """Every pick is in: each keeps their card and passes the packet on."""
    d = state["draft"]
    n = state["n"]
    for s in range(n):
        pick = fr["entries"][str(s)]["card"]
        d["packets"][s].remove(pick)
        d["kept"][s].append(pick)
    # Pass to the left neighbour (seat+1) or the right one (seat-1).
    d["packets"] = [d["packets"][(s - d["dir"]) % n] for s in range(n)]
    ev: list = []
    if all(len(p) == 1 for p in d["packets"]):  # the last pick is forced (spec §7 row 3)
        for s in range(n):
            ev.append(forced_event(s, "draft_pick", {"type": "draft_pick",
                                                     "card": d["packets"][s][0]}))
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
        next_round(fr)
        ev.append({"type": "draft-packets-passed", "direction": d["dir"]})
    return ev


# -- a turn in step 2 -----------------------------------------------------------------------

def next_turn(state: dict, rnd: dict) -> bool:
    """Step 2 (spec §4.2): push the turn of the next standing ruler clockwise after the last
    one to act (from the first player at first); False when every ruler has knelt."""
    knelt = state["knelt"]
    start = state["first"] if rnd["last"] is None else rnd["last"] + 1
    for s in clockwise(state["n"], start):
        if not knelt[s]:
            state["stack"].append({"kind": "turn", "seat": s})
            return True
    return False


def turn_to_act(state, fr):
    return [fr["seat"]]


def turn_decisions(state, fr, seat, lang):
    # Built inline (as option()/decision() would): this runs for two actions in three.
    pool = pool_of(state)
    labels = pool.labels.get(lang) or card_labels(pool, lang)
    opts = [{"label": labels[u], "action": {"type": "play", "card": u}}
            for u in playable(state, seat, state["hands"][seat], pool)]
    kneel, prompt = _TURN_TEXTS.get(lang) or _turn_texts(lang)
    opts.append({"label": kneel, "action": {"type": "kneel"}})
    return [{"id": "turn", "type": "play_or_kneel", "prompt": prompt, "options": opts}]


_TURN_TEXTS: dict[str, tuple[str, str]] = {}


def _turn_texts(lang: str) -> tuple[str, str]:
    """(kneel label, turn prompt) in ``lang``."""
    texts = _TURN_TEXTS.get(lang)
    if texts is None:
        texts = _TURN_TEXTS[lang] = (T(lang, "kneel"), T(lang, "prompt-turn"))
    return texts


def turn_act(state, fr, seat, action):
    t = action.get("type")
    if t != "play" and t != "kneel":
        expect_type(action, "play", "kneel")  # raises the usual error; inline: a hot path
    stack = state["stack"]
    if len(action) > (1 if t == "kneel" else 2):   # the common case costs one len()
        only(action, *(() if t == "kneel" else ("card",)))
    if t == "kneel":
        state["knelt"][seat] = True
        stack.pop()
        stack[-1]["last"] = seat
        next_turn(state, stack[-1])  # what the round's "play" stage would do next
        return [{"type": "ruler-knelt", "seat": seat, "forced": False}]
    uid = action.get("card")
    if type(uid) is not str:
        uid = get_str(action, "card")  # raises unless uid is a str subclass
    hand = state["hands"][seat]
    if uid not in hand:
        illegal("not-in-hand", "that card is not in your hand")
    pool = pool_of(state)
    if not may_play(state, seat, uid, pool):
        illegal("card-restricted", "a rule in force this round forbids playing that card")
    hand.remove(uid)
    state["played"][seat] += 1
    state["seq"] = seq = state["seq"] + 1
    state["played_at"][uid] = seq
    stack.pop()
    stack[-1]["last"] = seat
    rec = pool.uid_rec[uid]
    if rec["timing"] == "on_play" and rec["effect"]:
        # The card joins a pile only after its ability, which may put it elsewhere.
        stack.append({"kind": "enter_pile", "uid": uid, "seat": seat})
        push_fx(state, rec["effect"], {"you": seat, "src": uid, "playing": True})
    else:
        state["piles"][seat].append(uid)  # what enter_pile would do at once
        next_turn(state, stack[-1])  # and what the round's "play" stage would do next
    return [{"type": "card-played", "seat": seat, "card": uid}]


# -- the words of choices inside abilities (the engine's ask step) -------------------------

def ask_label(state, fr, action, lang):
    v = action["choice"]
    pool = pool_of(state)
    # Most asks offer cards: their labels are read at once, the rest via pool_label.
    if v is not None and "card" in v:
        text = (pool.labels.get(lang) or card_labels(pool, lang))[v["card"]]
        if fr.get("prompt") == "choose-bid-card":
            # two piles may hold the same card: whose pile is the choice
            holder = holder_of(state, v["card"])
            if holder is not None:
                text = T(lang, "in-bid-pile", card=text, seat=pool_label(state, pool, {"seat": holder}, lang))
        return text
    return pool_label(state, pool, v, lang)


def ask_question(state, fr, seat, lang):
    return ask_prompt(state, pool_of(state), fr["prompt"], fr.get("src"), lang)


def ask_source(fr):
    return {"source": fr.get("src")}
