"""A plain bot: marshal what it can, challenge while it has attackers, defend when its
eligible defenders out-STR the attack, take every keyword. It uses card abilities and plays
events when they help it (bot_cards.py judges an effect from the card's public script and
the view): Actions in action windows, Reactions and Interrupts (saves and cancels always),
and it aims them well (an opponent's best card to harm, its own to help).
In a melee it takes the first title of its liking left, challenges the opponent with the
least standing STR of the challenge's icon (for power: the one with most power, whose
faction card power claim takes), redirects a challenge aimed at itself when it bears the
Crown Regent, and adds every opponent to a Master of Whispers claim. It sees only its own
view and its decisions, and always answers a listed option."""
from __future__ import annotations

import random

from api.games.lcg2e import bot_cards

GOOD_PLAYS = ("marshal", "duplicate", "ambush")
# Master of Coin, Hand of the King, Master of Ships, Master of Whispers, Master of Laws,
# Crown Regent: gold first (this bot spends it all), then the extra challenge and STR
TITLE_TASTE = ("01209", "01208", "01207", "01206", "01210", "01211")


def _strength_of(view: dict, cid: str) -> int:
    for seat in view["seats"]:
        for c in seat["play"]:
            if c.get("id") == cid:
                return c.get("strength") or 0
    return 0


def _item(a: dict):
    return a.get("card", a.get("slot"))


def _toggles(d: dict) -> tuple[list[dict], list[dict]]:
    """(unchosen items' toggles, chosen items' toggles); items are cards or deck slots."""
    chosen = [_item(c) for c in d.get("chosen", [])]
    ts = [o["action"] for o in d["options"] if o["action"]["type"] == "toggle"]
    return [a for a in ts if _item(a) not in chosen], [a for a in ts if _item(a) in chosen]


def choose(view: dict, decisions: list[dict], seed: int) -> dict:
    rng = random.Random(seed)
    acts = [o["action"] for d in decisions for o in d["options"]]
    picked = _choose(view, decisions, rng)
    # a plan that found no listed move (e.g. a setup left without an attachment's host)
    # falls back to any listed one
    return picked if picked in acts else rng.choice(acts)


def _choose(view: dict, decisions: list[dict], rng: random.Random) -> dict | None:
    d = decisions[0]
    acts = [o["action"] for o in d["options"]]
    confirm = {"type": "confirm"} if {"type": "confirm"} in acts else None
    kind = d["type"]
    if kind == "priority":
        return _priority(view, d, acts)
    if kind == "challenge":
        picks = [a for a in acts if a["type"] == "challenge"]
        if picks and "opponent" in picks[0]:
            return _melee_challenge(view, picks, rng)
        return rng.choice(picks) if picks else acts[-1]
    if kind == "title":
        offered = {a.get("title") for a in acts}
        return next(({"type": "title", "title": t} for t in TITLE_TASTE if t in offered), None)
    if kind == "redirect":     # only a challenge aimed at this bot's own seat
        ch = view.get("challenge") or {}
        mine = _me(view)
        return {"type": "use"} if mine is not None and ch.get("defender") == mine \
            else {"type": "skip"}
    if kind == "new_opponent":
        return min(acts, key=lambda a: _standing_str(view, a["seat"], None))
    if kind == "whispers":
        add, _ = _toggles(d)
        return add[0] if add else confirm
    if kind == "ability_bottom":        # The Bear and the Maiden Fair
        return bot_cards.bottom_choice(view, d) or confirm
    if kind == "order" and d["id"].startswith("ability_order"):
        return bot_cards.order_pick(view, d)
    if kind in ("ability_choice", "ability_pick", "ability_pick_up_to"):
        return _ability_choice(view, d, confirm)
    if kind in ("ability_target", "ability_search", "ability_player", "ability_opponent",
                "ability_icon", "ability_instead"):
        return bot_cards.pick_target(view, d, acts) or {"type": "use"}
    if kind in ("ability_cost", "ability_cost_discard"):
        return bot_cards.pick_cost(view, acts)
    if kind in ("stealth", "intimidate"):   # bypass / kneel the strongest that could defend
        named = [a for a in acts if a.get("choice")]
        return max(named, key=lambda a: _strength_of(view, a["choice"])) if named else acts[-1]
    # as many as allowed (Stannis: the first characters that may stand)
    if kind in ("attackers", "stand_limit"):
        add, _ = _toggles(d)
        return add[0] if add else confirm
    if kind == "defenders":
        ch = view.get("challenge") or {}
        attack = (ch.get("strength") or {}).get("attacker", 0)
        add, have = _toggles(d)
        # a character that must defend if able (Dornish Paramour) first: the declaration
        # is confirmed only with it, and a full selection without it could only be undone
        forced = {c for e in view["effects"] if e["verb"] == "must_defend"
                  for c in e.get("cards", ())}
        add.sort(key=lambda a: a["card"] not in forced)
        if have or not confirm or sum(_strength_of(view, a["card"]) for a in add) > attack:
            if add or confirm:
                return add[0] if add else confirm
            return next((a for a in have if a["card"] not in forced), have[0])
        return confirm
    if kind in ("renown", "insight", "pillage"):
        return {"type": "use"}
    if kind == "mulligan":
        return {"type": "keep"}
    if kind == "winner":     # simultaneous winners: itself when it is among them
        return next((a for a in acts if a["seat"] == _me(view)), None)
    if kind == "setup":     # as much as fits; a stuck selection is undone at random
        add, have = _toggles(d)
        if confirm and (not add or rng.random() < 0.2):
            return confirm
        # no confirm (an attachment without a host): adding alone could cycle forever on a
        # hand whose only host costs too much with the rest, so now and then take one back
        if not confirm and have and rng.random() < 0.3:
            return rng.choice(have)
        return rng.choice(add) if add else rng.choice(have)
    if kind == "claim_military":
        add, _ = _toggles(d)
        if confirm:
            return confirm
        # its least valuable character dies (printed cost + STR + power, as it sees them)
        cards = bot_cards.in_play(view)
        return min(add, key=lambda a: bot_cards.worth(cards.get(_item(a))))
    if kind == "reserve":
        add, _ = _toggles(d)
        if confirm:
            return confirm
        return add[-1]      # discarding down to reserve: the last listed card of its hand
    return rng.choice(acts)


def _priority(view: dict, d: dict, acts: list[dict]) -> dict:
    """An action window: a free duplicate, the next cost reduction its plan uses, then marshal
    (or ambush) the first card it may (the one pending reductions are for first); then a
    card ability or event that helps now; else pass.
    A reaction/interrupt window: a save, else the first ability that helps."""
    timed = d.get("window") == "trigger_window"
    saves = [a for a in acts if a["type"] == "save"]
    if saves:
        return saves[0]
    used = [a for a in acts if a["type"] in ("ability", "play")]
    reduction = bot_cards.reduction_pick(view, [a for a in used if _reduces(view, a)])
    uses = [a for a in used if _helps(view, a, timed)]
    dups = [a for a in acts if a["type"] == "duplicate"]
    plays = sorted((a for a in acts if a["type"] in GOOD_PLAYS),
                   key=lambda a: -_reduced_cost(view, a))  # the card reductions wait for
    pick = (dups or ([reduction] if reduction else []) or plays or uses or [None])[0]
    return pick if pick else next((a for a in acts if a["type"] == "pass"), acts[-1])


def _reduced_cost(view: dict, a: dict) -> int:
    """The printed cost of this play's card when a pending cost reduction of the bot's own
    fits it (the dearest such card is the one they were planned for), else -1."""
    p = bot_cards.CARDS.get(bot_cards.code_of(view, a["card"]), {})
    fits = any(e["verb"] == "cost_reduction" and e.get("seat") == _me(view)
               and bot_cards.fits(p, e["params"]["match"]) for e in view["effects"])
    return p["cost"] if fits and isinstance(p.get("cost"), int) else -1


def _helps(view: dict, a: dict, timed: bool) -> bool:
    code = bot_cards.code_of(view, a["card"])
    return bool(code) and bot_cards.worth_using(view, a["card"], code, a["ability"], timed)


def _reduces(view: dict, a: dict) -> bool:
    code = bot_cards.code_of(view, a["card"])
    return any(v == "cost_reduction" for v, _p in bot_cards.record(code, a["ability"])["effect"])


def _ability_choice(view: dict, d: dict, confirm: dict | None) -> dict | None:
    """A selection an ability asks for: the items the bot wants, best first; as many as
    allowed, or as few as the selection accepts when they are its own cards to lose."""
    add, _have = _toggles(d)
    ranked, as_many = bot_cards.choice_order(view, d, add)
    if confirm and (not as_many or not ranked):
        return confirm
    if ranked:
        return ranked[0]
    return confirm or (add[0] if add else None)


def _standing_str(view: dict, seat: int, icon: str | None) -> int:
    return sum(c.get("strength") or 0 for c in view["seats"][seat]["play"]
               if "strength" in c and not c.get("kneeling")
               and (icon is None or icon in c.get("icons", ())))


def _melee_challenge(view: dict, picks: list[dict], rng: random.Random) -> dict:
    """A challenge type at random, then its weakest opponent (power: the richest in power)."""
    kind = rng.choice(sorted({a["challenge"] for a in picks}))
    mine = [a for a in picks if a["challenge"] == kind]
    if kind == "power":
        return max(mine, key=lambda a: (view["power"][a["opponent"]],
                                        -_standing_str(view, a["opponent"], kind)))
    return min(mine, key=lambda a: _standing_str(view, a["opponent"], kind))


_me = bot_cards.me
