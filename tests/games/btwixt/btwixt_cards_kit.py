"""Helpers shared by the influence-card tests."""

from btwixt_helpers import act, give, options, set_current, with_rulers

RULERS = ["cersei", "euron", "melisandre", "doran", "tyrion", "olenna", "daenerys", "jon", "petyr"]
CUR = "ally-039"


def table(ruler="cersei", n=4):
    others = [r for r in RULERS if r != ruler][:n - 1]
    st = with_rulers(n, [ruler] + others, advanced=True, first=0)
    set_current(st, CUR)
    return st


def prefer(*vals):
    def chooser(state, seat, opts):
        for v in vals:
            for a in opts:
                if a.get("choice") == v or (isinstance(v, dict) and a.get("choice")
                                            and all(a["choice"].get(k) == x for k, x in v.items())):
                    return a
        return opts[0]
    return chooser


def answer(st, chooser=None):
    ev = []
    while st["stack"] and st["stack"][-1]["kind"] == "ask":
        seat = st["stack"][-1]["seat"]
        opts = options(st, seat)
        ev += act(st, seat, chooser(st, seat, opts) if chooser else opts[0])
    return ev


def play_card(st, card, chooser=None, seat=0, k=1):
    uid = give(st, seat, card, k)
    ev = act(st, seat, {"type": "play", "card": uid})
    return uid, ev + answer(st, chooser)


def hand(st, s=0):
    return len(st["hands"][s])


def tokens_of(st, seat):
    n = st["n"]
    return len(st["councils"][seat]["tokens"]) + len(st["councils"][(seat - 1) % n]["tokens"])


