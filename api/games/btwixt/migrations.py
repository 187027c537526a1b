"""Upgrades of stored B'Twixt states (``Game.migrations``): ``MIGRATIONS[i]`` turns a state of
schema version i+1 into one of i+2, so a match stored by an older engine plays on."""
from __future__ import annotations

SCHEMA_VERSION = 2


def _v1_to_v2(state: dict) -> dict:
    """Since v2 the questions inside abilities are the engine's ask frames (the options stored
    as actions, the answer handed back through the parent's result slot) and the draft is the
    engine's sealed step (the picks of the round in the frame, not in ``state["draft"]``)."""
    stack = []
    for f in state.get("stack", []):
        f = dict(f)
        if f.get("kind") == "ask" and "opts" in f:
            if stack:
                stack[-1] = {**stack[-1], "asking": f.pop("key")}
            f["options"] = [{"type": "choose", "choice": v} for v in f.pop("opts")]
        elif f.get("kind") == "fx" and "ret" in f:
            f["returned"] = {"done": f.pop("ret"), "that": f.pop("ret_that", None)}
        elif f.get("kind") == "draft" and "seats" not in f:
            picked = (state.get("draft") or {}).get("picked") or []
            f.update(seats=list(range(state["n"])), opened=True,
                     entries={str(s): {"type": "draft_pick", "card": c}
                              for s, c in enumerate(picked) if c is not None})
        stack.append(f)
    out = {**state, "stack": stack}
    if out.get("draft"):
        out["draft"] = {k: v for k, v in out["draft"].items() if k != "picked"}
    return out


MIGRATIONS = (_v1_to_v2,)
