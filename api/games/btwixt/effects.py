"""The effect interpreter: card abilities as frames on the stack, built from a closed set of ops.

An ability runs as an ``fx`` frame ``{"kind": "fx", "eff": effect, "ctx": {...}, "p": picks}``.
``ctx`` holds who "you" is (``you``), the card or ally the text is on (``src``; ``ally`` when it
is an ally), the ruler bound by an earlier choice (``that``) and ``playing`` while an influence
card is being played. Every op is one function ``op(state, frame, events) -> done | None``
registered by name in ``OPS`` (README §6). A leaf op returns whether it changed anything; a
structural op returns None while its children run.

Choices: an op calls :func:`choose`. Without a stored pick it asks the chooser (an engine
``ask`` frame, api/engine/ask.py) and raises :class:`Wait`; the answer comes back in the frame's
result slot, :func:`resume` files it under the pick's key, and the op function runs again from
the top, so an op mutates the state only after its picks (multi-step ops keep counters in
``p``). A finished ability hands ``{"done", "that"}`` back to a parent ability the same way.
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.flow import hand_back, has_result, take_result
from api.games.btwixt.allies import kill_candidates
from api.games.btwixt.bidding import ally_immune, bid_total
from api.games.btwixt.state import (ally_council, council_seats, neighbours, others_clockwise)

OPS: dict = {}

# Questions whose options are secret to others (another ruler's hand, the ally deck's order):
# when the engine takes the only option, only the chooser is told which it was.
# Choices among public facts only (councils, rulers, placement rules): a forced one is told to
# the table. Any other forced choice may name a hidden card or token: the chooser alone hears it.
PUBLIC_ASKS = frozenset({"place-ally", "holder-places-ally", "choose-placement-rule", "name-ruler"})


class Wait(Exception):
    """An op is waiting for a choice (an ``ask`` frame is on top of the stack)."""


def op(name: str):
    def register(fn):
        OPS[name] = fn
        return fn
    return register


def push_fx(state: dict, eff: dict, ctx: dict) -> None:
    state["stack"].append({"kind": "fx", "eff": eff, "ctx": ctx, "p": {}})


def resume(fr: dict) -> None:
    """File the answer to the question the frame asked under its pick's key."""
    key = fr.pop("asking", None)
    if key is not None:
        fr["p"][key] = take_result(fr)["choice"]


def fx_auto(state: dict, fr: dict) -> list:
    """Run the op of the ``fx`` frame on top (again, after a pick or a child ability)."""
    ev: list = []
    resume(fr)
    try:
        done = OPS[fr["eff"]["op"]](state, fr, ev)
    except Wait:
        return ev
    if done is not None:
        finish(state, fr, done)
    return ev


def finish(state: dict, fr: dict, done: bool) -> None:
    """Pop a finished ability; a parent ability learns how it went (its result slot)."""
    stack = state["stack"]
    if len(stack) > 1 and stack[-2]["kind"] == "fx":
        hand_back(state, {"done": bool(done), "that": fr["ctx"].get("that")})
    else:
        stack.pop()


def child_result(fr: dict):
    """(done, that) of the child ability that just finished, or None if none did."""
    if not has_result(fr):
        return None
    r = take_result(fr)
    return r["done"], r["that"]


def choose(state: dict, fr: dict, key: str, seat: int, options, optional=False,
           prompt: str | None = None):
    """The chooser's pick among JSON ``options``; None when there is none or they decline.

    Abilities are mandatory "if possible"; only ``optional`` ones add a decline option (spec
    D19). A single option is no choice: the engine takes it for the chooser and says so
    (README §4.2). ``options`` may be a function that lists them: it is called only while the
    choice is open, not when the op runs again with the pick stored."""
    p = fr["p"]
    if key in p:
        return p[key]
    if callable(options):
        options = options()
    if not options:
        return None
    if optional:
        options = options + [None]
    prompt = prompt or (fr["eff"]["op"] if "eff" in fr else key)
    fr["asking"] = key
    ask(state, "ask", seat, [{"type": "choose", "choice": v} for v in options], prompt=prompt,
        public=prompt in PUBLIC_ASKS, src=fr.get("ctx", {}).get("src"))
    raise Wait


# -- rulers: selectors and filters (README §5) ---------------------------------------------

def your_total(state: dict, ctx: dict) -> int:
    return bid_total(state, ctx["you"], ctx["src"] if ctx.get("playing") else None)


def passes(state: dict, ctx: dict, seat: int, filt, yours: int | None = None) -> bool:
    """Does ``seat`` pass every test of the ruler filter ``filt``? ``yours`` is "your" bid
    total when the caller already knows it."""
    for f in filt or ():
        if f == "standing" and state["knelt"][seat]:
            return False
        if f == "lower_total":
            if yours is None:
                yours = your_total(state, ctx)
            if bid_total(state, seat) >= yours:
                return False
        if f == "more_hand_cards" and len(state["hands"][seat]) <= len(state["hands"][ctx["you"]]):
            return False
    return True


def passing(state: dict, ctx: dict, seats: list[int], filt) -> list[int]:
    """The ``seats`` that pass ``filt``, in order; "your" total is summed once, not per seat."""
    if not filt:
        return seats
    yours = your_total(state, ctx) if "lower_total" in filt else None
    return [s for s in seats if passes(state, ctx, s, filt, yours)]


def partner(state: dict, ctx: dict):
    k = ally_council(state, ctx.get("ally")) if ctx.get("ally") else None
    if k is None:
        return None
    a, b = council_seats(state, k)
    return b if a == ctx["you"] else a


def rulers(state: dict, fr: dict, sel: str, filt=None, key="who", optional=False) -> list[int]:
    ctx = fr["ctx"]
    you = ctx["you"]
    if sel == "you":
        return [you]
    if sel == "winner":
        return [] if state["winner"] is None else [state["winner"]]
    if sel == "that_ruler":
        return [] if ctx.get("that") is None else [ctx["that"]]
    if sel == "council_partner":
        p = partner(state, ctx)
        return [] if p is None else [p]
    if sel == "each_other_ruler":
        return passing(state, ctx, others_clockwise(state, you), filt)
    if sel == "each_neighbour":
        return passing(state, ctx, neighbours(state, you), filt)
    if key in fr["p"]:
        v = fr["p"][key]  # the op runs again after the pick: no need to list the rulers again
    else:
        if sel == "chosen_other":
            cands = others_clockwise(state, you)
        elif sel == "chosen_neighbour":
            cands = neighbours(state, you)
        else:  # chosen_any
            cands = list(range(state["n"]))
        cands = passing(state, ctx, cands, filt)
        v = choose(state, fr, key, you, [{"seat": s} for s in cands], optional, "choose-ruler")
    if v is None:
        return []
    ctx["that"] = v["seat"]
    return [v["seat"]]


def condition(state: dict, ctx: dict, cond: dict) -> bool:
    t, you, w = cond["test"], ctx["you"], state["winner"]
    if t == "you_won_bid":
        return w == you
    if t == "you_lost_bid":
        return w is not None and w != you
    if t == "neighbour_won_bid":
        return w is not None and w != you and w in neighbours(state, you)
    if t == "season_is":
        return state["season"] == cond["season"]
    return False  # scoring tests are evaluated by scoring.py only


# -- structure ops -------------------------------------------------------------------------

@op("sequence")
def op_sequence(state, fr, ev):
    steps = fr["eff"]["steps"]
    r = child_result(fr)
    if r is not None:
        done, that = r
        fr["any"] = fr.get("any", False) or done
        fr["last"] = done
        if that is not None:
            fr["ctx"]["that"] = that
        fr["i"] = fr.get("i", 0) + 1
    i = fr.get("i", 0)
    while i < len(steps):
        step = steps[i]
        if step.get("if_done") and i > 0 and not fr.get("last", False):
            fr["last"] = False
            i += 1
            continue
        fr["i"] = i
        push_fx(state, step, dict(fr["ctx"]))
        return None
    return fr.get("any", False)


def can_apply(state: dict, ctx: dict, eff: dict) -> bool:
    """Whether a ``choose_one`` option could do anything now (README §6.1)."""
    o = eff["op"]
    who = ctx.get("that") if eff.get("who") == "that_ruler" else ctx["you"]
    if o == "discard_from_hand":
        return bool(state["hands"][who])
    if o == "kneel":
        return not state["knelt"][who]
    if o == "kill_ally" and eff["target"] == "current":
        return state["current"] is not None and not ally_immune(
            state, state["current"], "kill", ctx["you"])
    if o == "kill_ally" and eff["target"] == "chosen":
        return bool(kill_candidates(state, ctx, eff))
    return True


@op("choose_one")
def op_choose_one(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    r = child_result(fr)
    if r is not None:
        ret = r[0]
        fr["any"] = fr.get("any", False) or ret
        fr["k"] = fr.get("k", 0) + 1
        if not eff.get("for_each"):
            return fr["any"]
    if eff.get("for_each"):
        if "loop" not in fr:
            fr["loop"] = rulers(state, fr, eff["for_each"])
        while fr.get("k", 0) < len(fr["loop"]):
            seat = fr["loop"][fr.get("k", 0)]
            if not passes(state, ctx, seat, eff.get("ruler_filter")):
                fr["k"] = fr.get("k", 0) + 1
                continue
            sub = dict(ctx, that=seat)
            return _choose_option(state, fr, sub, seat, f"o{fr.get('k', 0)}")
        return fr.get("any", False)
    return _choose_option(state, fr, dict(ctx), ctx["you"], "o")


def _op_name(eff: dict) -> str:
    return eff["op"] + ("_current" if eff.get("target") == "current" else "")


def _choose_option(state, fr, sub, chooser, key):
    v = choose(state, fr, key, chooser, lambda: [
        {"option": i, "op": _op_name(o)} for i, o in enumerate(fr["eff"]["options"])
        if can_apply(state, sub, o)], prompt="choose-option")
    if v is None:
        if fr["eff"].get("for_each"):
            fr["k"] = fr.get("k", 0) + 1
            return op_choose_one(state, fr, [])
        return False
    push_fx(state, fr["eff"]["options"][v["option"]], sub)
    return None


@op("conditional")
def op_conditional(state, fr, ev):
    r = child_result(fr)
    if r is not None:
        return r[0]
    eff = fr["eff"]
    branch = eff["then"] if condition(state, fr["ctx"], eff["if"]) else eff.get("else")
    if branch is None:
        return False
    push_fx(state, branch, dict(fr["ctx"]))
    return None
