"""Scenario helpers and invariant checks for the B'Twixt engine tests."""
from __future__ import annotations

import json
import random

from api.games.btwixt import GAME
from api.games.btwixt.cards import load_pool
from api.games.btwixt.state import base_id, holder_of

POOL = load_pool()
PRIVATE_KEYS = ("cards", "value", "tokens")


def new_game(n=4, first=0, seed=7, **opts):
    opts.setdefault("rulers", "random")
    return GAME.new(n, dict(opts, first_player=first), seed)


def where(state, uid):
    """Remove a card from wherever it is (deck, hands, discard, aside, box, piles). A hand it
    leaves gets the deck's top card instead, so hand sizes stay as dealt."""
    for lst in ([state["deck"], state["discard"], state["box"], state["blue_aside"]]
                + state["aside"] + state["piles"]):
        if uid in lst:
            lst.remove(uid)
            return lst
    for hand in state["hands"]:
        if uid in hand:
            hand.remove(uid)
            hand.append(state["deck"].pop(0))
            return hand
    raise AssertionError(f"{uid} not found")


def uid_of(base: str, state=None, k=1) -> str:
    rec = POOL.by_id[base]
    return base if rec["copies"] == 1 else f"{base}#{k}"


def give(state, seat, base, k=1):
    uid = uid_of(base, state, k)
    where(state, uid)
    state["hands"][seat].append(uid)
    return uid


def put_in_pile(state, seat, base, k=1):
    uid = uid_of(base, state, k)
    where(state, uid)
    state["piles"][seat].append(uid)
    state["seq"] += 1
    state["played_at"][uid] = state["seq"]
    return uid


def clear_hands(state):
    for h in state["hands"]:
        while h:
            state["deck"].append(h.pop())


def take_ally(state, ally):
    for lst in [state["ally_deck"], state["killed"], state["row"]] + \
            [c["allies"] for c in state["councils"]]:
        if ally in lst:
            lst.remove(ally)
            return
    if state["current"] == ally:
        state["current"] = None
        return
    raise AssertionError(ally)


def set_current(state, ally):
    """Replace the revealed current ally (it goes back under the deck)."""
    old = state["current"]
    if old == ally:
        return
    take_ally(state, ally)
    if old is not None:
        state["ally_deck"].insert(0, old)
    state["current"] = state["cur_id"] = ally
    rec = POOL.card(ally)
    state["dr"] = ally if rec["timing"] == "during_round" else None


def put_ally(state, ally, council):
    take_ally(state, ally)
    state["councils"][council]["allies"].append(ally)


def add_tokens(state, council, count=1):
    for _ in range(count):
        state["councils"][council]["tokens"].append(state["supply"].pop())


def act(state, seat, action):
    ev = GAME.apply(state, seat, action)
    check_invariants(state, ev)
    return ev


def play(state, seat, base, k=1):
    uid = uid_of(base, state, k)
    assert GAME.to_act(state) == [seat], (GAME.to_act(state), seat)
    return act(state, seat, {"type": "play", "card": uid})


def kneel(state, seat):
    return act(state, seat, {"type": "kneel"})


def pick(state, seat, choice):
    return act(state, seat, {"type": "choose", "choice": choice})


def options(state, seat):
    ds = GAME.decisions(state, seat)
    return [o["action"] for d in ds for o in d["options"]]


def choices(state, seat):
    return [a.get("choice") for a in options(state, seat)]


def pending(state):
    top = state["stack"][-1] if state["stack"] else None
    return top and top.get("kind"), top and top.get("prompt")


def kneel_all(state):
    """Kneel whoever is on turn until step 2 ends."""
    while state["stack"] and state["stack"][-1]["kind"] == "turn":
        kneel(state, state["stack"][-1]["seat"])


def answer_all(state, chooser=None):
    """Answer every pending ask with the first option (or ``chooser(state, seat, opts)``)."""
    while state["stack"] and state["stack"][-1]["kind"] == "ask":
        seat = state["stack"][-1]["seat"]
        opts = options(state, seat)
        act(state, seat, chooser(state, seat, opts) if chooser else opts[0])


# -- invariants ----------------------------------------------------------------------------

def expected_influence(state):
    o = state["options"]
    cards = list(POOL.standard)
    if o["vece"]:
        cards += POOL.story + [u for r in POOL.rulers for u in POOL.unique[r]]
    elif o["advanced"]:
        # only the rulers in play bring their white cards (spec §3.1 step 6)
        cards += POOL.story + [u for r in state["rulers"] if r
                                for u in POOL.unique[r]]
    return sorted(cards)


def influence_places(state):
    places = [state["deck"], state["discard"], state["box"], state["blue_aside"]]
    places += state["hands"] + state["aside"] + state["piles"]
    d = state["draft"]
    if d:
        places += d["packets"] + d["kept"]
    out = [u for p in places for u in p]
    # a card being played sits in no place until it enters a pile
    for fr in state["stack"]:
        if fr["kind"] == "enter_pile" and holder_of(state, fr["uid"]) is None:
            out.append(fr["uid"])
    return out


def ally_places(state):
    out = list(state["ally_deck"]) + list(state["row"]) + list(state["killed"])
    out += [a for c in state["councils"] for a in c["allies"]]
    if state["current"] is not None:
        out.append(state["current"])
    for e in state["sched"]:
        out += e["allies"]
    for fr in state["stack"]:
        if fr["kind"] == "accept" and not fr.get("current") and fr.get("stage") != "after":
            out += fr["allies"]
    return out


def check_invariants(state, events=(), views=True):
    infl = influence_places(state)
    if state["stack"] and state["stack"][0]["stage"] == "deal":
        infl = expected_influence(state)  # rulers still being chosen: no cards dealt yet
    assert sorted(infl) == expected_influence(state), "influence cards created or lost"
    allies = ally_places(state)
    assert sorted(allies) == sorted(POOL.allies), "allies created or lost"
    toks = list(state["supply"]) + list(state["current_tokens"])
    toks += [t for c in state["councils"] for t in c["tokens"]]
    assert sorted(toks) == list(range(54)), "power tokens created or lost"
    for ev in events:
        if "to" in ev:  # "to" is reserved for the recipient seats (api/matches.py:to_of)
            assert isinstance(ev["to"], list) and all(
                isinstance(s, int) and 0 <= s < state["n"] for s in ev["to"]), ev
        if ev.get("type") == "game-ended":
            continue
        if "to" not in ev:
            assert not any(k in ev for k in PRIVATE_KEYS), ev
        elif "value" in ev or "tokens" in ev:
            assert len(ev["to"]) == 1, ev
    if state["result"] is None and views:
        for seat in [None] + list(range(state["n"])):
            check_view(state, seat)


def check_view(state, seat):
    v = GAME.view(state, seat)
    text = json.dumps(v)
    assert "rng" not in v and "tv" not in v and "token_values" not in v
    known = set(state["known"][seat]) if seat is not None else set()
    assert {int(t) for t in v["known_tokens"]} <= known
    for s, hand in enumerate(state["hands"]):
        if s != seat:
            for u in hand:
                assert f'"{u}"' not in text, f"seat {seat} sees {s}'s card {u}"
    for u in state["deck"]:
        assert f'"{u}"' not in text
    for a in state["ally_deck"]:
        assert f'"{a}"' not in text


def random_game(n, opts, seed, check=True, bots=()):
    """Drive a whole game from decisions() alone; returns (state, steps)."""
    rng = random.Random(seed)
    state = GAME.new(n, opts, seed)
    steps = 0
    while GAME.result(state) is None:
        seats = GAME.to_act(state)
        assert seats, "nobody to act in an unfinished game"
        seat = rng.choice(seats)
        ds = GAME.decisions(state, seat)
        assert ds and ds[0]["options"]
        assert "prompt-" not in ds[0]["prompt"], ds[0]["prompt"]   # every prompt is translated
        if seat in bots:
            action = GAME.bot(GAME.view(state, seat), ds, rng.getrandbits(63))
        else:
            action = rng.choice(ds[0]["options"])["action"]
        ev = GAME.apply(state, seat, action)
        steps += 1
        if check:
            # check == "light": views are inspected every 10th step only
            check_invariants(state, ev, views=check != "light" or steps % 10 == 0)
            if steps % 25 == 0:
                assert json.loads(json.dumps(state)) == state
    return state, steps


def ids(lst):
    return [base_id(u) for u in lst]


def with_rulers(n, rulers, first=0, seed=7, **opts):
    """A game whose seats hold the given rulers (short ids: 'cersei'...), chosen by decisions."""
    state = GAME.new(n, dict(opts, first_player=first, rulers="choose"), seed)
    order = [(first + i) % n for i in range(n)]
    for s in order:
        act(state, s, {"type": "choose_ruler", "ruler": "ruler-" + rulers[s]})
    return state


def run_effect(state, eff, you, src=None, ally=None, chooser=None):
    """Run one effect now (on top of whatever is pending), answering asks with ``chooser``
    (default: the first option). Returns the events."""
    from api.games.btwixt.effects import push_fx
    from api.games.btwixt.flow import FLOW
    depth = len(state["stack"])
    ctx = {"you": you, "src": src}
    if ally:
        ctx["ally"] = ally
    push_fx(state, eff, ctx)
    ev = FLOW.settle(state)
    check_invariants(state, ev)
    while len(state["stack"]) > depth and state["stack"][-1]["kind"] == "ask":
        seat = state["stack"][-1]["seat"]
        opts = options(state, seat)
        ev += act(state, seat, chooser(state, seat, opts) if chooser else opts[0])
    return ev


def finish_round(state, chooser=None):
    """Everybody kneels; every later question gets the first option (or ``chooser``)."""
    start = (state["season"], state["round"])
    ev = []
    while state["stack"] and (state["season"], state["round"]) == start:
        top = state["stack"][-1]
        if top["kind"] == "turn":
            ev += kneel(state, top["seat"])
        elif top["kind"] == "ask":
            seat = top["seat"]
            opts = options(state, seat)
            ev += act(state, seat, chooser(state, seat, opts) if chooser else opts[0])
        elif top["kind"] == "draft":
            for s in GAME.to_act(state):
                ev += act(state, s, options(state, s)[0])
        else:
            raise AssertionError(top["kind"])
    return ev


def council_of(state, ally):
    for k, c in enumerate(state["councils"]):
        if ally in c["allies"]:
            return k
    return None
