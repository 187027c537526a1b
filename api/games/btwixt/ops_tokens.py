"""Power tokens (spec §5.8, README §6.6). A token is an int id; its value lives only in
``state["tv"]`` (shuffled at setup, so an id says nothing) and reaches a seat only through a
private peek recorded in ``state["known"][seat]`` or at game end."""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.btwixt.effects import choose, op, rulers
from api.games.btwixt.state import ally_council, councils_of, shared_council


def draw_token(state: dict):
    """A random token from the supply, unseen; None when the supply is empty (spec §5.8)."""
    sup = state["supply"]
    if not sup:
        return None
    return sup.pop(Rng(state).below(len(sup)))


def return_to_supply(state: dict, tokens: list) -> None:
    """Tokens go back face down and the supply is mixed: nobody can follow them any more."""
    state["supply"].extend(tokens)
    gone = set(tokens)
    for k, known in enumerate(state["known"]):
        state["known"][k] = [t for t in known if t not in gone]


def place_token(state: dict, ev: list, seat: int, council, peek=False) -> bool:
    t = draw_token(state)
    if t is None:
        return False
    if council is None:
        state["current_tokens"].append(t)
    else:
        state["councils"][council]["tokens"].append(t)
    ev.append({"type": "power-token-gained", "seat": seat, "council": council, "token": t})
    if peek:
        state["known"][seat].append(t)
        ev.append({"type": "power-token-seen", "seat": seat, "token": t,
                   "value": state["tv"][t], "to": [seat]})
    return True


def _other_council(state, seat, ally):
    mine = councils_of(state, seat)
    k = ally_council(state, ally) if ally else None
    rest = [c for c in mine if c != k]
    return rest[0] if len(rest) == 1 else None


@op("gain_power_token")
def op_gain_power_token(state, fr, ev):
    eff, ctx = fr["eff"], fr["ctx"]
    dest, peek = eff["destination"], eff.get("peek", False)
    seats = rulers(state, fr, eff["who"], None, "who")
    done = fr.get("done", False)
    for s in seats:
        if dest == "your_choice":
            while fr.get("i", 0) < eff["count"] and state["supply"]:
                i = fr.get("i", 0)
                v = choose(state, fr, f"c{i}", s,
                           lambda: [{"council": k} for k in councils_of(state, s)],
                           prompt="place-power-token")
                done = place_token(state, ev, s, v["council"], peek) or done
                fr["i"], fr["done"] = i + 1, done
            continue
        if dest == "each_of_your_councils":
            targets = [k for k in councils_of(state, s) for _ in range(eff["count"])]
        elif dest == "this_council":
            k = ally_council(state, ctx.get("ally"))
            targets = [] if k is None else [k] * eff["count"]
        elif dest == "other_council":
            k = _other_council(state, s, ctx.get("ally"))
            targets = [] if k is None else [k] * eff["count"]
        elif dest == "shared_with_winner":
            k = None if state["winner"] is None else shared_council(state, s, state["winner"])
            targets = [] if k is None else [k] * eff["count"]
        else:  # current_ally: the tokens ride on the current ally (spec §5.17 Little Birds)
            targets = [None] * eff["count"] if state["current"] is not None else []
        for k in targets:
            done = place_token(state, ev, s, k, peek) or done
    return done


@op("peek_power_tokens")
def op_peek_power_tokens(state, fr, ev):
    eff, you = fr["eff"], fr["ctx"]["you"]
    scope, councils = eff["scope"], state["councils"]
    if scope == "your_councils":
        ks = list(councils_of(state, you))
    else:
        pool = range(state["n"]) if scope == "chosen_council" else councils_of(state, you)
        v = choose(state, fr, "council", you,
                   lambda: [{"council": k} for k in pool if councils[k]["tokens"]],
                   eff.get("optional"), "choose-council")
        ks = [] if v is None else [v["council"]]
    tokens = [t for k in ks for t in councils[k]["tokens"]]
    if eff["count"] != "all":
        picked = fr.setdefault("picked", [])
        while len(picked) < min(eff["count"], len(tokens)):
            picked.append(choose(state, fr, f"t{len(picked)}", you,
                                 lambda: [{"token": t} for t in tokens if t not in picked],
                                 prompt="choose-token")["token"])
        tokens = picked
    for t in tokens:
        if t not in state["known"][you]:
            state["known"][you].append(t)
    if tokens:
        ev.append({"type": "power-tokens-peeked", "seat": you, "count": len(tokens)})
        ev.append({"type": "power-tokens-seen", "seat": you,
                   "tokens": {str(t): state["tv"][t] for t in tokens}, "to": [you]})
    return bool(tokens)


@op("remove_power_token")
def op_remove_power_token(state, fr, ev):
    eff, you = fr["eff"], fr["ctx"]["you"]
    mine = councils_of(state, you)
    v = choose(state, fr, "council", you,
               lambda: [{"council": k} for k in range(state["n"])
                        if k not in mine and state["councils"][k]["tokens"]],
               eff.get("optional"), "choose-council")
    if v is None:
        return False
    toks = state["councils"][v["council"]]["tokens"]
    gone = []
    for _ in range(min(eff["count"], len(toks))):
        gone.append(toks.pop(Rng(state).below(len(toks))))
    return_to_supply(state, gone)
    ev.append({"type": "power-tokens-removed", "seat": you, "council": v["council"],
               "count": len(gone)})
    return bool(gone)
