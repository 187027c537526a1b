"""A plain hbo player: plays the dearest card it can afford, attacks with everything that
may attack, defends only when its defenders can hold, keeps its hand, picks scenarios at
random. It reads only its own view and decisions and always answers with a listed option."""
from __future__ import annotations

import random


def _str(view: dict, cid: str) -> int:
    return next((c.get("strength") or 0 for s in view["seats"] for c in s["play"]
                 if c.get("id") == cid), 0)


def _split(decision: dict) -> tuple[list[dict], list[dict], dict | None]:
    """(toggles to add, toggles to remove, the confirmation or None) of a selection."""
    taken = {c.get("card", c.get("code")) for c in decision.get("chosen", [])}
    add, drop, confirm = [], [], None
    for o in decision["options"]:
        a = o["action"]
        if a["type"] == "confirm":
            confirm = a
        elif a["type"] == "toggle":
            (drop if a.get("card", a.get("code")) in taken else add).append(a)
    return add, drop, confirm


def _owner(view: dict, cid: str) -> int | None:
    return next((i for i, s in enumerate(view["seats"]) for c in s["play"]
                 if c.get("id") == cid or any(a.get("id") == cid
                                               for a in c.get("attachments", []))), None)


def _priority(options: list[dict]) -> dict:
    reacts = [o for o in options if o["action"]["type"] in ("react", "save")]
    if reacts:                 # every reaction of the pool helps its user
        return reacts[0]["action"]
    plays = [o for o in options if o["action"]["type"] in ("marshal", "duplicate")]
    if not plays:
        return options[-1]["action"]
    # the dearest first: labels end "(N gold)"; a duplicate is free and always worth it
    def price(o):
        # what tells alike options apart follows " · " (cardcore.labels): not part of the price
        digits = "".join(ch for ch in o["label"].split(" · ")[0].rsplit("(", 1)[-1] if ch.isdigit())
        return 99 if o["action"]["type"] == "duplicate" else int(digits or 0)
    return max(plays, key=price)["action"]


def _helps(decision: dict) -> bool:
    """Whether the asked effect is good for the card it lands on (the decision names it)."""
    verb = decision.get("verb")
    return verb == "stand" or (verb == "modify_strength" and (decision.get("amount") or 0) > 0)


def _effect_target(view: dict, decision: dict, acts: list[dict]) -> dict:
    """Harm lands on the opponent's strongest card, help on the bot's own strongest; with
    no card of the right side listed, the least useful of the other side takes it."""
    me = view.get("seat")
    cards = [a for a in acts if a.get("choice")]
    mine = [a for a in cards if _owner(view, a["choice"]) == me]
    theirs = [a for a in cards if _owner(view, a["choice"]) not in (None, me)]
    strength = lambda a: _str(view, a["choice"])
    want, other = (mine, theirs) if _helps(decision) else (theirs, mine)
    if want:
        return max(want, key=strength)
    if other:
        return min(other, key=strength)
    return cards[0] if cards else acts[-1]


def choose(view: dict, decisions: list[dict], seed: int) -> dict:
    rng = random.Random(seed)
    d = decisions[0]
    acts = [o["action"] for o in d["options"]]
    kind = d["type"]
    add, drop, confirm = _split(d)
    if kind == "priority":
        return _priority(d["options"])
    if kind == "mulligan":
        return {"type": "keep"}
    if kind == "challenge":
        starts = [a for a in acts if a["type"] == "challenge"]
        return rng.choice(starts) if starts else acts[-1]
    if kind == "attackers":
        return add[0] if add else confirm
    if kind == "defenders":
        attack = ((view.get("challenge") or {}).get("strength") or {}).get("attacker", 0)
        mine = sum(_str(view, c["card"]) for c in d.get("chosen", []))
        if add and mine + sum(_str(view, a["card"]) for a in add) >= attack and mine <= attack:
            return add[0]
        return confirm or acts[-1]
    if kind == "claim":
        if confirm:
            return confirm
        return min(add, key=lambda a: _str(view, a["card"]))
    if kind == "scenario_deck":      # any 7 of the 13: add until it may confirm
        return confirm or add[0]
    if kind == "setup":
        if add and rng.random() < 0.85:
            return rng.choice(add)
        return confirm or rng.choice(drop or acts)
    if kind == "effect_target":
        return _effect_target(view, d, acts)
    if kind == "ambush":
        named = [a for a in acts if a.get("choice") is not None]
        return max(named, key=lambda a: _str(view, a["choice"])) if named else acts[-1]
    return rng.choice(acts)
