"""Card abilities that are used, not read (spec §5.8, design §5.4): which ones a seat may use
now, and the ``ability`` frame that resolves one use.

An ability is named by ``[card id, index in its script]``. It may be used when its card is in
the zone it works from (in play, the revealed plot), face up and not blank; its ``play_if``
conditions hold; its Limit (per copy) and Max (per title and player) are not reached; every
cost can be paid; and a legal target exists if it has one (D10: nothing is listed that could
not complete). Only cards everybody can see carry such abilities here, so whether a seat has
one is public: windows may skip a seat on it without telling anything (events played from
hand are not scripted yet).

The ``ability`` frame: costs are paid (all at once), then the target is chosen (an ask of
``ability_target``), then Limit/Max are counted and the effect resolves. The effect is a list
of ``[verb, params]``; params may name ``"$self"``, ``"$target"``, ``"$you"``,
``"$opponent"``, ``"$my_faction"``, ``"$opponent_faction"`` or ``"$subject"`` (the card the
trigger is about), an amount ``{"per": ...}`` (selectors.AMOUNTS), or ``{"each": filter}``
(every card the filter matches when the effect resolves).
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.rng import Rng
from api.engine.select import select
from api.engine.flow import has_result, take_result
from api.games.cardcore import abilities, cards, derive, effects, moves, ops, selectors
from api.games.cardcore.catalog import of as catalog_of


def _from(state: dict, cid: str, ab: dict) -> str:
    ptype = derive.printed(state, cid)["type"]
    return ab.get("from") or derive.DEFAULT_FROM.get(ptype, "play")


def sources(state: dict, seat: int | None = None) -> list[str]:
    """Face-up cards whose triggered and action abilities may be used: in play, revealed
    plots and agendas, in seat order."""
    out = []
    for s, z in enumerate(state["seats"]):
        if seat is not None and s != seat:
            continue
        out += [c for c in z["play"] if not state["cards"][c]["face_down"]]
        out += [c for c in (z["plot"], z["agenda"]) if c]
    return out


def record(state: dict, ref: list) -> dict:
    cid, i = ref
    return catalog_of(state).abilities(state["cards"][cid]["code"])[i]


def listed(state: dict, cid: str) -> list[tuple[int, dict]]:
    """The card's used (non-constant) abilities that work where it is now."""
    card = state["cards"][cid]
    if card["face_down"] or derive.is_blank(state, cid):
        return []
    zone = card["zone"]
    return [(i, ab) for i, ab in enumerate(catalog_of(state).abilities(card["code"]))
            if ab["kind"] != "constant" and _from(state, cid, ab) == zone]


def ctx_of(state: dict, cid: str, event: dict | None = None) -> dict:
    return {"seat": cards.controller(state, cid), "source": cid, "event": event}


# -- may it be used now? ---------------------------------------------------------------------

def _limit_left(state: dict, cid: str, i: int, ab: dict, seat: int) -> bool:
    lim, mx = ab.get("limit"), ab.get("max")
    if lim and abilities.uses(state, abilities.limit_key(cid, i, lim["per"])) >= lim["n"]:
        return False
    code = state["cards"][cid]["code"]
    if mx and abilities.uses(state, abilities.max_key(code, seat, mx["per"])) >= mx["n"]:
        return False
    return True


def event_cost(state: dict, cid: str, ab: dict | None = None, event: dict | None = None,
               target: str | None = None) -> int:
    """An event's printed gold cost, paid when it is played from hand (X counts as 0, unless
    the ability defines it: ``"x": "event_cost"`` is the printed cost of the event whose
    ``would_initiate`` it answers, The Hand's Judgment)."""
    if state["cards"][cid]["zone"] != "hand":
        return 0
    if ab and ab.get("x") == "event_cost" and derive.printed(state, cid)["cost"] == "X":
        return (event or {}).get("cost", 0)
    if ab and ab.get("x") == "target_cost" and target:
        return derive.printed(state, target)["cost"]
    return derive.cost(state, cid) or 0


def kneel_choices(state: dict, cid: str, flt: dict) -> list[str]:
    """Standing cards the ability's controller may kneel for a ``kneel_other`` cost."""
    ctx = ctx_of(state, cid)
    return [c for c in selectors.select(derive.table(state), ctx,
                                        {**flt, "controller": "you", "kneeling": False})]


def can_pay(state: dict, cid: str, ab: dict, seat: int, event: dict | None = None) -> bool:
    gold = sum(a[1] for a in ab["cost"] if a[0] == "pay_gold") + event_cost(state, cid, ab, event)
    if state["seats"][seat]["gold"] < gold:
        return False
    for atom in ab["cost"]:
        name, args = atom[0], atom[1:]
        if name == "kneel_self" and state["cards"][cid]["kneeling"]:
            return False
        if name == "pay_gold" and state["seats"][seat]["gold"] < args[0]:
            return False
        if name == "kneel_faction_card" and state["seats"][seat]["faction_card"]["kneeling"]:
            return False
        if name == "discard_token" and \
                state["cards"][cid]["tokens"].get(args[0], 0) < (args[1] if len(args) > 1 else 1):
            return False
        if name == "kneel_other" and not kneel_choices(state, cid, args[0]):
            return False
        if name not in ("kneel_self", "pay_gold", "kneel_faction_card", "discard_token",
                        "sacrifice_self", "kneel_other"):
            return False      # a cost this flow cannot pay yet: the ability is not offered
    return True


def targets(state: dict, cid: str, ab: dict, event: dict | None = None) -> list[str]:
    """Legal targets of the ability's ``target`` (a card filter with ``max_str`` and
    ``must_change`` as extras: an ability must be able to change the state)."""
    t = ab["target"]
    if not t:
        return []
    if "names" in t:        # a name to choose, not a card (Calm Over Westeros)
        return list(t["names"])
    ctx = ctx_of(state, cid, event)
    flt = {k: v for k, v in t.items() if k not in EXTRA_TARGET_KEYS}
    reader = derive.table(state)
    found = []
    for zone in t.get("zones", [flt.get("zone", "play")]):
        z = {**flt, "zone": zone}
        if zone in ("hand", "discard", "dead"):   # one's own pile: another hand is never read
            found += [c for c in state["seats"][ctx["seat"]][zone]
                      if selectors.matches(reader, ctx, c, z)]
        elif zone == "deck":      # the top N cards of one's own deck, looked at (Summons)
            found += [c for c in state["seats"][ctx["seat"]]["deck"][:t["top"]]
                      if selectors.matches(reader, ctx, c, {**z, "controller": "any"})]
        else:
            found += selectors.select(reader, ctx, z)
    if "max_str" in t:
        found = [c for c in found if (derive.strength(state, c) or 0) <= _max_str(state, ctx, t)]
    if t.get("x_max_gold"):   # X (the target's printed cost) must be payable
        gold = state["seats"][ctx["seat"]]["gold"]
        found = [c for c in found if isinstance(derive.printed(state, c)["cost"], int)
                 and derive.printed(state, c)["cost"] <= gold]
    if "printed_str_max" in t:
        found = [c for c in found
                 if (derive.printed(state, c).get("strength") or 0) <= t["printed_str_max"]]
    if t.get("change") == "kneel":
        found = [c for c in found if not state["cards"][c]["kneeling"]]
    if t.get("change") == "stand":
        found = [c for c in found if state["cards"][c]["kneeling"]]
    if t.get("change") == "enter_play":   # a unique card with a copy in play or dead may not
        found = [c for c in found if not derive.printed(state, c)["unique"] or not (
            cards.in_dead_pile(state, ctx["seat"], derive.printed(state, c)["code"])
            or any(state["cards"][x]["code"] == state["cards"][c]["code"]
                   for x in cards.cards_in_play(state)))]
    return found


EXTRA_TARGET_KEYS = ("max_str", "change", "zones", "printed_str_max", "names", "top", "chooser",
                     "if_any", "x_max_gold")


def _max_str(state: dict, ctx: dict, t: dict) -> int:
    """``max_str``: N, or {"base": N, "if": COND, "then": M} (Grey Wind with Robb Stark)."""
    m = t["max_str"]
    if isinstance(m, int):
        return m
    return m["then"] if selectors.holds(derive.table(state), ctx, m["if"]) else m["base"]


def usable(state: dict, cid: str, i: int, ab: dict, event: dict | None = None,
           need_target: bool = True) -> bool:
    seat = cards.controller(state, cid)
    if derive.rules(state, seat, "restrict_triggering"):    # Catelyn Stark's opponents
        return False
    ctx = ctx_of(state, cid, event)
    reader = derive.table(state)
    if not all(selectors.holds(reader, ctx, c) for c in ab["play_if"]):
        return False
    if not _limit_left(state, cid, i, ab, seat) or not can_pay(state, cid, ab, seat, event):
        return False
    return not ab["target"] or ab["target"].get("if_any") or not need_target \
        or bool(targets(state, cid, ab, event))


def hand_answers(state: dict, kind: str) -> list[dict]:
    """The ``when`` of every ``kind`` ability an event held in a hand may have (public: the
    card pool, not anybody's hand)."""
    return [ab["when"] for sc in catalog_of(state).scripts.values() for ab in sc.abilities
            if ab["kind"] == kind and ab.get("from") == "hand" and ab["when"]]


def event_plays(state: dict, seat: int, phase: str) -> list[dict]:
    """``{"type": "play", "card"}`` for each event in the seat's hand whose Action it may play
    now (spec §5.7): its printed cost payable on top of the ability's own costs. Only the
    seat's own decisions read this (its hand is hidden from the others)."""
    out = []
    for cid in state["seats"][seat]["hand"]:
        p = derive.printed(state, cid)
        if p["type"] != "event":
            continue
        for i, ab in enumerate(catalog_of(state).abilities(p["code"])):
            if ab["kind"] == "action" and ab["phase"] in (None, phase) \
                    and _from(state, cid, ab) == "hand" and usable(state, cid, i, ab):
                out.append({"type": "play", "card": cid, "ability": i})
    return out


def action_plays(state: dict, seat: int, phase: str) -> list[dict]:
    """``{"type": "ability", "card", "ability"}`` for each Action the seat may use now
    (an ``X Action:`` only in phase X) on a face-up card."""
    out = []
    for cid in sources(state, seat):
        for i, ab in listed(state, cid):
            if ab["kind"] == "action" and ab["phase"] in (None, phase) \
                    and usable(state, cid, i, ab):
                out.append({"type": "ability", "card": cid, "ability": i})
    return out


# -- the ability frame -----------------------------------------------------------------------

def use(state: dict, seat: int, cid: str, i: int, event: dict | None = None,
        trigger_at: int | None = None) -> list:
    """Start one use: push its frame (it runs on the next automatic step). ``trigger_at``:
    where the trigger frame it answers sits on the stack (a save or a cancel changes that
    trigger's event: the stack round-trips through JSON, so it is found by place)."""
    state["stack"].append({"kind": "ability", "card": cid, "ability": i, "seat": seat,
                           "event": event, "stage": "costs", "trigger_at": trigger_at,
                           "played": state["cards"][cid]["zone"] == "hand",
                           # its host as it is used (a cost may sacrifice the attachment)
                           "attached": state["cards"][cid]["attached_to"]})
    return [{"type": "ability-used", "seat": seat, "card": cid, "ability": i,
             "label": record(state, [cid, i])["label"]}]


def _pay(state: dict, fr: dict, ab: dict) -> list:
    cid, seat = fr["card"], fr["seat"]
    ctx = {"seat": seat, "source": cid}
    events = []
    if state["cards"][cid]["zone"] == "hand":    # an event: its cost, then to the discard pile
        gold = event_cost(state, cid, ab, fr["event"], fr.get("target"))
        events += ops.return_gold(state, ctx, seat=seat, amount=gold) if gold else []
        events += moves.move(state, [cid], "discard", "played")
    for atom in ab["cost"]:
        name, args = atom[0], atom[1:]
        if name == "kneel_self":
            events += ops.kneel(state, ctx, cards=[cid])
        elif name == "pay_gold":
            events += ops.return_gold(state, ctx, seat=seat, amount=args[0])
        elif name == "kneel_faction_card":
            events += ops.kneel(state, ctx, cards=[cards.faction_ref(seat)])
        elif name == "discard_token":
            events += ops.discard_token(state, ctx, card=cid, token=args[0],
                                        amount=args[1] if len(args) > 1 else 1)
        elif name == "sacrifice_self":
            # reactions to it come once the ability has resolved (raised as its frame ends)
            fr["sacrificed"] = triggers_about(state, [cid])
            events += ops.sacrifice(state, ctx, cards=[cid])
        elif name == "kneel_other":
            events += ops.kneel(state, ctx, cards=[fr["kneel"]])
    return events


def _count(state: dict, fr: dict, ab: dict) -> None:
    cid, i, seat = fr["card"], fr["ability"], fr["seat"]
    if ab.get("limit"):
        abilities.count_use(state, abilities.limit_key(cid, i, ab["limit"]["per"]))
    if ab.get("max"):
        code = state["cards"][cid]["code"]
        abilities.count_use(state, abilities.max_key(code, seat, ab["max"]["per"]))


def ability_auto(state: dict, fr: dict) -> list:
    """costs (a card to kneel, a target that sets X, then all paid at once) → targets →
    choices (each player's, in player order) → effect (after ``would_initiate``) → then →
    done. A question's answer comes back into the field it was asked for (``awaiting``)."""
    ab = record(state, [fr["card"], fr["ability"]])
    if has_result(fr):
        _store(state, fr, ab, take_result(fr))
    stage = fr["stage"]
    if stage == "costs":
        other = [a for a in ab["cost"] if a[0] == "kneel_other"]
        if other and "kneel" not in fr:   # which card to kneel is chosen before paying
            fr["awaiting"] = "kneel"
            ask(state, "ability_cost", fr["seat"], [
                {"type": "choose", "choice": c}
                for c in kneel_choices(state, fr["card"], other[0][1])],
                prompt="ability_cost", source=fr["card"], public=True)
            return []
        if ab.get("x") == "target_cost" and "target" not in fr:
            # X is the printed cost of the target, so the target is named as X is set
            return _ask_target(state, fr, ab)
        # Limit/Max count when the ability is initiated, whatever happens to its effects.
        _count(state, fr, ab)
        fr["stage"] = "targets"
        return _pay(state, fr, ab)
    if stage == "targets":
        fr["stage"] = "choices"
        if ab["target"] and "target" not in fr:
            return _ask_target(state, fr, ab)
        return []
    if stage == "choices":
        if ab.get("each_chooses"):
            return _each_chooses(state, fr, ab)
        fr["stage"] = "effect"
        return []
    if stage == "effect":
        if not fr.get("initiating"):     # step 6 of §5.6: cancels may answer now
            fr["initiating"] = True
            _would_initiate(state, fr, ab)
            return []
        if fr.get("canceled"):   # costs stay paid, Limit/Max stay counted (spec §5.7, S55)
            fr["stage"] = "done"
            return []
        fr["stage"] = "then" if ab["then"] else "done"
        return run_effect(state, fr, ab)
    if stage == "then":
        if ab.get("then_target") and "then_target" not in fr:
            found = _then_targets(state, fr, ab)
            fr["then_target"] = None
            if found:     # "you may choose": nobody is a choice too
                fr["awaiting"] = "then_target"
                ask(state, "ability_target", fr["seat"],
                    [{"type": "choose", "choice": c} for c in found]
                    + [{"type": "choose", "choice": None}],
                    prompt="ability_target", source=fr["card"], public=True)
                return []
        fr["stage"] = "done"
        return run_effect(state, fr, ab, ab["then"])
    state["stack"].pop()
    if fr.get("sacrificed"):     # a card sacrificed as its cost: reactions to that now
        from api.games.lcg2e import triggers
        triggers.sacrificed(state, fr["sacrificed"], by=fr["seat"])
    return []


def _store(state: dict, fr: dict, ab: dict, result) -> None:
    key = fr.pop("awaiting")
    if key == "chosen":                    # a select: the items picked
        fr["chosen"] = fr.get("chosen", []) + [i["card"] for i in result]
    elif result.get("type") == "take":     # a card of the deck, named by its code
        top = state["seats"][fr["seat"]]["deck"][:ab["target"]["top"]]
        fr[key] = next(c for c in top if state["cards"][c]["code"] == result["code"])
    else:
        fr[key] = result["choice"]


def _ask_target(state: dict, fr: dict, ab: dict) -> list:
    """Ask for the ability's target among the legal ones now; the chooser is the ability's
    controller unless the card says an opponent chooses. A target in play is public, one in
    the chooser's hand is his alone; cards looked at in a deck are offered by their code
    (a deck card's id stays hidden, even from its owner)."""
    t = ab["target"]
    found = targets(state, fr["card"], ab, fr["event"])
    if not found:      # the only target vanished meanwhile, or "if any" found none
        if t.get("if_any"):
            fr["target"] = None
            return []
        fr["stage"] = "done"
        return []
    seat = fr["seat"] if t.get("chooser") != "opponent" else _opponent(state, fr["seat"])
    fr["awaiting"] = "target"
    if t.get("zone") == "deck":
        codes = list(dict.fromkeys(state["cards"][c]["code"] for c in found))
        ask(state, "ability_target", seat, [{"type": "take", "code": c} for c in codes],
            prompt="ability_search", source=fr["card"])
    else:     # public unless a choice may lie in the chooser's hand
        zones = t.get("zones") or [t.get("zone", "play")]
        ask(state, "ability_target", seat, [{"type": "choose", "choice": c} for c in found],
            prompt="ability_target", source=fr["card"], public="hand" not in zones)
    return []


def _each_chooses(state: dict, fr: dict, ab: dict) -> list:
    """"Each player chooses up to N <cards> he controls": the first player first, then the
    others in player order (spec §5.8 simultaneous choices); the choices are public."""
    from api.games.lcg2e.setup import player_order
    spec = ab["each_chooses"]
    order = player_order(state)
    while fr.get("chooser_i", 0) < len(order):
        seat = order[fr.get("chooser_i", 0)]
        fr["chooser_i"] = fr.get("chooser_i", 0) + 1
        mine = selectors.select(derive.table(state), {"seat": seat, "source": fr["card"]},
                                {**spec["filter"], "controller": "you"})
        if mine:
            fr["awaiting"] = "chosen"
            select(state, "ability_choice", seat, [{"card": c} for c in mine], low=0,
                   high=spec["up_to"], prompt="ability_choice", public=True,
                   count=spec["up_to"], source=fr["card"])
            return []
    fr["stage"] = "effect"
    return []


def _then_targets(state: dict, fr: dict, ab: dict) -> list[str]:
    """The cards a "then" part may choose: ``same_code`` = a copy (by title) in play of the
    card the effect found (The Tickler)."""
    t = ab["then_target"]
    codes = set(fr.get("found", ()))
    return [c for c in selectors.select(derive.table(state), ctx_of(state, fr["card"]),
                                        {k: v for k, v in t.items() if k != "same_code"})
            if not t.get("same_code") or state["cards"][c]["code"] in codes]


def triggers_about(state: dict, victims: list[str]) -> list[dict]:
    from api.games.lcg2e import triggers
    return triggers._about(state, victims)


def _would_initiate(state: dict, fr: dict, ab: dict) -> None:
    """The ``would_initiate`` timing point of one use, about to resolve: who uses which card,
    whether it is an event played from hand and its printed cost (all public: the card is
    face up or was just played)."""
    from api.games.lcg2e import triggers
    p = derive.printed(state, fr["card"])
    triggers.raise_trigger(state, "would_initiate", ability_at=len(state["stack"]) - 1,
                           card=fr["card"], seat=fr["seat"], source_type=p["type"],
                           played=fr["played"], cost=derive.cost(state, fr["card"]) or 0,
                           cannot_be_canceled=ab["cannot_be_canceled"], canceled=False)


def _opponent(state: dict, seat: int) -> int:
    from api.games.lcg2e.melee import an_opponent      # "the opponent" in a melee too
    return an_opponent(state, seat)


def _value(state: dict, fr: dict, v):
    seat = fr["seat"]
    if isinstance(v, str) and v.startswith("$"):
        return {"$self": fr["card"], "$target": fr.get("target"), "$you": seat,
                "$opponent": _opponent(state, seat), "$my_faction": cards.faction_ref(seat),
                "$opponent_faction": cards.faction_ref(_opponent(state, seat)),
                "$subject": (fr.get("event") or {}).get("subject"),
                "$attached": fr.get("attached"), "$then_target": fr.get("then_target"),
                "$not_chosen": [c for c in cards.cards_in_play(state)
                                if derive.printed(state, c)["type"] == "character"
                                and c not in fr.get("chosen", ())]}[v]
    if isinstance(v, dict) and "each" in v:   # every card matching a filter, now
        return selectors.select(derive.table(state), {"seat": seat, "source": fr["card"]},
                                v["each"])
    if isinstance(v, dict) and "per" in v:
        return selectors.amount(derive.table(state), {"seat": seat, "source": fr["card"]}, v)
    if isinstance(v, list):
        return [_value(state, fr, x) for x in v]
    return v


def run_effect(state: dict, fr: dict, ab: dict, steps: list | None = None) -> list:
    ctx = {"seat": fr["seat"], "source": fr["card"], "trigger_at": fr.get("trigger_at"),
           "found": []}
    events = []
    for verb, params in ab["effect"] if steps is None else steps:
        if verb in ("if_you_win", "delayed"):   # runs later: if its user wins this challenge
            at = "challenge_won" if verb == "if_you_win" else params["at"]   # or at a point
            effects.add_delayed(state, at, params["op"], {
                k: _value(state, fr, v) for k, v in params["params"].items()}, fr["seat"],
                source=fr["card"])
            continue
        p = {k: _value(state, fr, v) for k, v in params.items()}
        if "cards" in p:   # a target no longer where it was chosen is skipped (spec §5.8)
            zones = (ab["target"] or {}).get("zones") or [(ab["target"] or {}).get("zone", "play")]
            p["cards"] = [c for c in p["cards"] if c and (
                cards.in_play(state, c) or state["cards"][c]["zone"] in zones)]
            if not p["cards"]:
                continue
        events += (EXTRA[verb] if verb in EXTRA else ops.OPS[verb])(state, ctx, **p)
    if ctx["found"]:     # what the effect turned up, for its "then" part
        fr["found"] = ctx["found"]
    return events


def _place_duplicate(state: dict, ctx: dict, host: str, from_top_of: int, face_down: bool):
    """Arya Stark: the top card of a deck goes under ``host`` as a (facedown) duplicate."""
    deck = state["seats"][from_top_of]["deck"]
    if not deck or not cards.in_play(state, host):
        return []
    return moves.place_duplicate(state, deck[0], host, "ability", face_down=face_down)


def enters_knelt(state: dict, cid: str) -> bool:
    """"<This> enters play knelt" (Sansa Stark): a rule of the card's own script, read as it
    enters play (its constant abilities do not work before it is in play)."""
    return any(ab["kind"] == "constant" and any(m["verb"] == "enters_knelt"
                                                for m in ab["modifiers"])
               for ab in catalog_of(state).abilities(state["cards"][cid]["code"]))


def _stand(state: dict, ctx: dict, cards: list[str]):
    """Standing by an ability is a timing point ("after <this> stands")."""
    from api.games.lcg2e import triggers
    kneeling = [c for c in cards if state["cards"][c]["kneeling"]]
    events = ops.stand(state, ctx, cards=kneeling)
    if kneeling:
        triggers.raise_trigger(state, "stands", cards=kneeling)
    return events


def _put_into_play(state: dict, ctx: dict, cards: list[str]):
    """Put cards into play from hand or discard pile (not marshaling: no cost, no Limited);
    each enters play as a timing point of its own."""
    from api.games.lcg2e import triggers
    events = []
    for cid in cards:
        if state["cards"][cid]["zone"] in ("hand", "discard"):
            events += moves.enter_play(state, cid, "put", controller=ctx["seat"],
                                       kneeling=enters_knelt(state, cid))
            triggers.raise_trigger(state, "enters_play", card=cid, how="put",
                                   controller=ctx["seat"])
    return events


def run_delayed(state: dict, d: dict) -> list:
    """A delayed effect that is due (effects.take_due): cards no longer in play drop out
    ("if that card is still in play")."""
    p = dict(d["params"])
    if "cards" in p:
        p["cards"] = [c for c in p["cards"] if state["cards"][c]["zone"] == "play"]
        if not p["cards"]:
            return []
    verb = d["op"]
    return (EXTRA[verb] if verb in EXTRA else ops.OPS[verb])(
        state, {"seat": d["by"], "source": d["source"]}, **p)


def _kill(state: dict, ctx: dict, cards: list[str], cannot_be_saved: bool = False):
    """A kill by an ability runs through the trigger pipeline like a claim's (saves,
    replacements, reactions)."""
    from api.games.lcg2e import triggers
    triggers.kill(state, cards, by=ctx["seat"], cannot_be_saved=cannot_be_saved)
    return []


def _discard_from_play(state: dict, ctx: dict, cards: list[str], cannot_be_saved: bool = False):
    """Discarding from play is the ``discarded`` timing point (saves, reactions)."""
    from api.games.lcg2e import triggers
    triggers.discard(state, cards, by=ctx["seat"], cannot_be_saved=cannot_be_saved)
    return []


def _sacrifice(state: dict, ctx: dict, cards: list[str]):
    """Sacrifice (never saved), then the ``sacrificed`` timing point for reactions."""
    from api.games.lcg2e import triggers
    about = triggers._about(state, cards)
    events = ops.sacrifice(state, ctx, cards=cards)
    triggers.sacrificed(state, about, by=ctx["seat"])
    return events


def _reveal_top(state: dict, ctx: dict, seat: int, draw_if_faction: str | None = None):
    """Gates of Winterfell: the top card of the deck is shown to everybody; drawn if it is of
    the faction."""
    deck = state["seats"][seat]["deck"]
    if not deck:
        return []
    top = deck[0]
    # the code only: which card it is, not its (opaque) id, which stays hidden in the deck
    events = [{"type": "top-card-revealed", "seat": seat, "code": state["cards"][top]["code"]}]
    if draw_if_faction and derive.printed(state, top)["faction"] == draw_if_faction:
        events += ops.draw(state, ctx, seat=seat, count=1)
    return events


def _cost_reduction(state: dict, ctx: dict, seat: int, amount: int, match: dict):
    """A reduction of the next matching card the seat marshals this phase (plays.py uses it
    up when such a card is marshaled)."""
    return effects.add(state, "cost_reduction", {"amount": amount, "match": match}, "phase",
                       ctx["seat"], seat=seat, source=ctx.get("source"))


def _cancel(state: dict, ctx: dict):
    """Cancel the effects of the use whose ``would_initiate`` this ability answers."""
    tr = state["stack"][ctx["trigger_at"]]
    ev = tr["event"]
    ev["canceled"] = True
    state["stack"][ev["ability_at"]]["canceled"] = True
    return [{"type": "canceled", "card": ev["card"], "by": ctx["source"]}]


def _save(state: dict, ctx: dict, cards: list[str]):
    """Save cards from the leave-play timing point this interrupt answers (spec §5.11)."""
    ev = state["stack"][ctx["trigger_at"]]["event"]
    out = []
    for c in cards:
        if c in ev.get("cards", ()) and c not in ev["saved"]:
            ev["saved"].append(c)
            out.append({"type": "saved", "card": c, "by": ctx["source"]})
    return out


def _replace(state: dict, ctx: dict, cards: list[str], dest: str):
    """"... rather than <its usual place>" (spec §5.8 replacement): the cards leave play by
    ``dest`` (a leave-play verb of ops.OPS) when the point this interrupt answers resolves;
    the most recent replacement wins."""
    ev = state["stack"][ctx["trigger_at"]]["event"]
    for c in cards:
        if c in ev.get("cards", ()):
            ev.setdefault("replaced", {})[c] = dest
    return []


def _search_deck(state: dict, ctx: dict, seat: int, take: str | None):
    """Summons: the card taken from the cards looked at is shown to everybody (its code: the
    id it had in the deck stays hidden) and goes to the hand; then the deck is shuffled."""
    events = []
    if take and state["cards"][take]["zone"] == "deck":
        events.append({"type": "card-shown", "seat": seat, "code": state["cards"][take]["code"]})
        events += moves.move(state, [take], "hand", "search")
    Rng(state).shuffle(state["seats"][seat]["deck"])
    cards.touch(state)
    return events + [{"type": "deck-shuffled", "seat": seat}]


def _discard_top_of_deck(state: dict, ctx: dict, seat: int, count: int):
    """Discard the top cards of a deck (face up to the discard pile); what they were is kept
    for the effect's "then" part (The Tickler)."""
    ctx["found"] += [state["cards"][c]["code"] for c in state["seats"][seat]["deck"][:count]]
    return ops.discard_top_of_deck(state, ctx, seat=seat, count=count)


# verbs of the vocabulary that need more than ops.OPS: a deck to read, a timing point to raise
EXTRA = {"place_duplicate": _place_duplicate, "put_into_play": _put_into_play,
         "cost_reduction": _cost_reduction, "kill": _kill, "reveal_top": _reveal_top,
         "stand": _stand, "cancel": _cancel, "save": _save,
         "discard_from_play": _discard_from_play, "sacrifice": _sacrifice,
         "replace_leave_play": _replace, "search_deck": _search_deck,
         "discard_top_of_deck": _discard_top_of_deck}
