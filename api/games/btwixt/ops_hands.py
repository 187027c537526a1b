"""Ops on hands and the influence deck (README §6.4). A hand's contents are private: events that
name cards go ``"to"`` the seats allowed to know, with a public twin that only counts."""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.btwixt.cards import pool_of
from api.games.btwixt.effects import choose, op, rulers
from api.games.btwixt.state import is_white, to_discard, to_hand


def draw(state: dict, seat: int, count: int, ev: list) -> int:
    """Draw from the influence deck; an empty deck is rebuilt from the discard pile (spec D10)."""
    got = []
    for _ in range(count):
        if not state["deck"]:
            if not state["discard"]:
                break
            state["deck"], state["discard"] = state["discard"], []
            Rng(state).shuffle(state["deck"])
            ev.append({"type": "deck-reshuffled", "size": len(state["deck"])})
        got.append(state["deck"].pop())
    state["hands"][seat].extend(got)
    if got:
        ev.append({"type": "cards-drawn", "seat": seat, "count": len(got)})
        ev.append({"type": "cards-drawn", "seat": seat, "count": len(got), "cards": got,
                   "to": [seat]})
    return len(got)


@op("draw_cards")
def op_draw_cards(state, fr, ev):
    eff = fr["eff"]
    done = False
    for s in rulers(state, fr, eff["who"], None, "who", eff.get("optional")):
        done = draw(state, s, eff["count"], ev) > 0 or done
    return done


def discard_card(state, ev, seat, uid, how):
    state["hands"][seat].remove(uid)
    where = to_discard(state, uid)
    ev.append({"type": "hand-card-discarded", "seat": seat, "card": uid, "mode": how,
               "to_place": where})


@op("discard_from_hand")
def op_discard_from_hand(state, fr, ev):
    eff = fr["eff"]
    if "seats" not in fr:
        fr["seats"] = rulers(state, fr, eff["who"], eff.get("ruler_filter"), "who",
                             eff.get("optional"))
    seats = fr["seats"]
    while fr.get("si", 0) < len(seats):
        si = fr.get("si", 0)
        s = seats[si]
        hand = state["hands"][s]
        while fr.get("ci", 0) < eff["count"] and hand:
            if eff["mode"] == "random":
                uid = hand[Rng(state).below(len(hand))]
            else:
                uid = choose(state, fr, f"d{si}_{fr.get('ci', 0)}", s,
                             lambda: [{"card": u} for u in hand], prompt="discard-card")["card"]
            discard_card(state, ev, s, uid, eff["mode"])
            fr["ci"] = fr.get("ci", 0) + 1
            fr["done"] = True
        fr["si"], fr["ci"] = si + 1, 0
    return fr.get("done", False)


@op("take_from_discard")
def op_take_from_discard(state, fr, ev):
    eff, you = fr["eff"], fr["ctx"]["you"]
    mx = (eff.get("filter") or {}).get("max_value")
    done = False
    while fr.get("i", 0) < eff["count"]:
        i = fr.get("i", 0)
        v = choose(state, fr, f"t{i}", you, lambda: _discarded(state, mx),
                   eff.get("optional") and i == 0, "take-from-discard")
        if v is None:
            break
        state["discard"].remove(v["card"])
        to_hand(state, you, v["card"])
        ev.append({"type": "card-taken-from-discard", "seat": you, "card": v["card"]})
        fr["i"] = i + 1
        done = True
    return done or fr.get("i", 0) > 0


def _discarded(state, mx) -> list[dict]:
    """Discard-pile cards worth at most ``mx`` (any value when None), as options."""
    recs = pool_of(state).uid_rec
    return [{"card": u} for u in state["discard"] if mx is None or recs[u]["value"] <= mx]


@op("take_from_hand")
def op_take_from_hand(state, fr, ev):
    eff, you = fr["eff"], fr["ctx"]["you"]
    if "seats" not in fr:
        fr["seats"] = rulers(state, fr, eff["from"], None, "from", eff.get("optional"))
    while fr.get("si", 0) < len(fr["seats"]):
        si = fr.get("si", 0)
        s = fr["seats"][si]
        if s != you:
            cands = [u for u in state["hands"][s] if not is_white(state, u)]
            for _ in range(eff["count"]):
                if not cands:
                    break
                if eff["mode"] == "random":
                    uid = cands[Rng(state).below(len(cands))]
                else:
                    if f"seen{si}" not in fr:
                        fr[f"seen{si}"] = True
                        ev.append({"type": "hand-seen", "seat": you, "whose": s,
                                   "cards": list(state["hands"][s]), "to": [you]})
                    uid = choose(state, fr, f"h{si}", you, [{"card": u} for u in cands],
                                 prompt="take-from-hand")["card"]
                cands.remove(uid)
                state["hands"][s].remove(uid)
                to_hand(state, you, uid)
                ev.append({"type": "hand-card-taken", "seat": you, "from": s})
                ev.append({"type": "hand-card-taken", "seat": you, "from": s, "card": uid,
                           "to": [you, s]})
                fr["done"] = True
        fr["si"] = si + 1
    return fr.get("done", False)


@op("look_at_hand")
def op_look_at_hand(state, fr, ev):
    eff, you = fr["eff"], fr["ctx"]["you"]
    seats = rulers(state, fr, eff["whose"], None, "whose", eff.get("optional"))
    for s in seats:
        ev.append({"type": "hand-looked-at", "seat": you, "whose": s})
        ev.append({"type": "hand-seen", "seat": you, "whose": s,
                   "cards": list(state["hands"][s]), "to": [you]})
    return bool(seats)
