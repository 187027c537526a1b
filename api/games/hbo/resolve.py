"""Mandatory card effects the flow runs: scenarios' "When this card is revealed" (Planning
step 7, the first player ordering two of them) and triggered passives (Varys after he enters
play, Illyrio's Gift when its owner wins dominance). Each effect is one ``effect`` frame that
asks for its targets (an ``effect_target`` ask or an ``effect_cards`` select) and then applies
the data op through cardcore's verbs.

"Each player chooses" (Marched to the Wall, Valar Morghulis; design H-G2) is one select per
player in player order whose picks stay in the frame, unseen, and are applied together once
both have chosen: the second chooser learns nothing of the first's choice.
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.rng import Rng
from api.engine.flow import has_result, take_result
from api.engine.select import select
from api.games.cardcore import cards, derive, effects, moves, ops
from api.games.hbo.setup import gain_power, player_order

# the ops an effect frame can apply (the rest of the vocabulary: coverage "not yet")
RUN_OPS = ("kneel", "stand", "kill", "discard_from_play", "draw", "gain_gold",
           "discard_from_hand", "recover", "put_into_play", "gain_power", "move_power",
           "return_to_hand", "modify_strength", "modify_claim", "sequence", "if_win_challenge",
           "cost_reduction", "search_deck")


# the ops whose "choose a card" question names what the card will undergo (texts
# ``effect_target_<op>``)
TARGET_VERBS = ("kneel", "stand", "kill", "discard_from_play", "return_to_hand",
                "modify_strength")


def runnable(ability: dict | None) -> bool:
    return bool(ability) and ability["effect"]["op"] in RUN_OPS


def _relative(seat: int, who: str) -> list[int]:
    return {"you": [seat], "opponent": [1 - seat], "each": [0, 1]}[who]


def passes(state: dict, seat: int, source: str, cid: str, sel: dict) -> bool:
    card = state["cards"][cid]
    p = derive.printed(state, cid)
    if sel.get("card_type") and p["type"] != sel["card_type"]:
        return False
    who = sel.get("controller", "any")
    if (who == "you" and card["controller"] != seat) or \
            (who == "opponent" and card["controller"] == seat):
        return False
    f = sel.get("filter") or {}
    if f.get("standing") and card["kneeling"] or f.get("knelt") and not card["kneeling"]:
        return False
    ch = state.get("challenge") or {}
    if f.get("attacking") and cid not in ch.get("attackers", ()):
        return False
    if f.get("defending") and cid not in ch.get("defenders", ()):
        return False
    if f.get("participating") and cid not in (*ch.get("attackers", ()),
                                              *ch.get("defenders", ())):
        return False
    if "max_strength" in f and (derive.strength(state, cid) or 0) > f["max_strength"]:
        return False
    if "trait" in f and not set(f["trait"]) & set(derive.traits(state, cid)):
        return False
    if "house" in f and p["faction"] != f["house"]:
        return False
    if f.get("unique") and not p["unique"]:
        return False
    if "max_printed_cost" in f and (p.get("cost") or 0) > f["max_printed_cost"]:
        return False
    return not (f.get("not_self") and cid == source)


def candidates(state: dict, seat: int, source: str, sel: dict) -> list[str]:
    """Cards in play a selector may pick (data README §3.6)."""
    pool = cards.cards_in_play(state)
    return [c for c in pool if passes(state, seat, source, c, sel)]


def push_all(state: dict, seat: int, source: str, effect: dict) -> None:
    """An ability's effect: a ``sequence`` resolves its effects in order (pushed last first);
    "if you win this challenge" is registered on the challenge (§5.1.6 step 4.1)."""
    if effect["op"] == "sequence":
        for e in reversed(effect["params"]["effects"]):
            push_all(state, seat, source, e)
    elif effect["op"] == "if_win_challenge":
        inner = effect["params"]["effect"]
        effects.add_delayed(state, "challenge_won", inner["op"], inner["params"], by=seat,
                            source=source)
    else:
        push(state, seat, source, effect)


def push(state: dict, seat: int, source: str, effect: dict, subject: str | None = None) -> None:
    """An effect of ``source`` controlled by ``seat`` (``subject``: its trigger's card)."""
    state["stack"].append({"kind": "effect", "seat": seat, "source": source,
                           "op": effect["op"], "params": effect["params"], "stage": "target",
                           "subject": subject})


def effect_auto(state: dict, fr: dict) -> list:
    if fr["stage"] == "target":
        return _target(state, fr)
    if fr["stage"] == "picks":
        return _picks(state, fr)
    if fr["stage"] == "chosen":
        r = take_result(fr)
        if fr["op"] == "search_deck":   # the first copy of the picked title in the top cards
            top = state["seats"][fr["seat"]]["deck"][:fr["params"]["depth"]]
            fr["chosen"] = [next(c for c in top if state["cards"][c]["code"] == i["code"])
                            for i in r]
        else:
            fr["chosen"] = [r["choice"]] if isinstance(r, dict) else [i["card"] for i in r]
        fr["stage"] = "apply"
        return []
    state["stack"].pop()
    return apply(state, fr["seat"], fr["source"], fr["op"], fr["params"], fr.get("chosen", []))


def _target(state, fr):
    seat, p = fr["seat"], fr["params"]
    sel = p.get("target") or (p["to"] if isinstance(p.get("to"), dict) else None)
    fr["stage"] = "apply"
    if fr["op"] == "search_deck":
        # The owner sees the top cards' codes, never their ids or order (a deck's ids are
        # secret from its owner too): one item per title of a listed type.
        top = state["seats"][seat]["deck"][:p["depth"]]
        codes = list(dict.fromkeys(state["cards"][c]["code"] for c in top
                                   if derive.printed(state, c)["type"] in p["card_type"]))
        if codes:
            fr["stage"] = "chosen"
            select(state, "effect_cards", seat, [{"code": c} for c in codes], low=0, high=1,
                   prompt="effect_search", source=fr["source"], looking=len(top))
        return []
    if fr["op"] in ("recover", "put_into_play"):
        items = pile_items(state, seat, fr["op"], p)
        if items:
            low = 0 if p.get("up_to") else min(p["count"], len(items))
            fr["stage"] = "chosen"
            select(state, "effect_cards", seat, [{"card": c} for c in items], low=low,
                   high=p["count"], prompt="effect_pile", source=fr["source"],
                   piles=list(p["from"]), dest=p.get("to", "play"))
        return []
    if not sel:
        return []
    kind = sel["select"]
    if kind == "self":
        fr["chosen"] = [fr["source"]]
        return []
    if kind == "all":
        fr["chosen"] = candidates(state, seat, fr["source"], sel)
        return []
    if kind == "trigger_subject":
        fr["chosen"] = [fr["subject"]] if fr.get("subject") else []
        return []
    if kind == "attached_character":
        host = state["cards"][fr["source"]]["attached_to"]
        fr["chosen"] = [host] if host else []
        return []
    if sel["select"] == "choose":
        options = candidates(state, seat, fr["source"], sel)
        if options:
            fr["stage"] = "chosen"
            worded = {"verb": fr["op"]} if fr["op"] in TARGET_VERBS else {}
            if fr["op"] == "modify_strength" and isinstance(p.get("amount"), int):
                worded["amount"] = p["amount"]
            ask(state, "effect_target", seat, [{"type": "choose", "choice": c} for c in options],
                prompt="effect_target", source=fr["source"], **worded)
        return []
    # each_player_chooses / all_except_each_player_chooses: one select per seat in turn
    fr.update(stage="picks", order=player_order(state), picks={})
    return []


def _picks(state, fr):
    sel = fr["params"]["target"]
    if has_result(fr):
        fr["picks"][str(fr["order"][len(fr["picks"])])] = [i["card"] for i in take_result(fr)]
    if len(fr["picks"]) == len(fr["order"]):
        fr["stage"] = "apply"
        picked = [c for cs in fr["picks"].values() for c in cs]
        if sel["select"] == "each_player_chooses":
            fr["chosen"] = picked
        else:
            fr["chosen"] = [c for c in candidates(state, fr["seat"], fr["source"],
                                                  {**sel, "controller": "any"})
                            if c not in picked]
        return []
    chooser = fr["order"][len(fr["picks"])]
    own = [c for c in candidates(state, fr["seat"], fr["source"], {**sel, "controller": "any"})
           if state["cards"][c]["controller"] == chooser]
    up_to = sel.get("up_to") or sel["select"] == "all_except_each_player_chooses"
    low = 0 if up_to else min(sel["count"], len(own))
    # Marched to the Wall: the question says the chosen characters leave play
    worded = {"verb": fr["op"]} if fr["op"] == "discard_from_play" else {}
    select(state, "effect_cards", chooser, [{"card": c} for c in own], low=low,
           high=sel["count"], prompt="effect_keep" if sel["select"].startswith("all_except")
           else "effect_cards", source=fr["source"], **worded)
    return []


def pile_items(state, seat, op, p) -> list[str]:
    """The cards of the seat's listed zones that a ``recover`` or ``put_into_play`` may take."""
    out = []
    for zone in p["from"]:
        for cid in state["seats"][seat][zone]:
            pr = derive.printed(state, cid)
            if p["card_type"] not in ("any", pr["type"]):
                continue
            f = p.get("filter") or {}
            if "max_printed_cost" in f and (pr.get("cost") or 0) > f["max_printed_cost"]:
                continue
            if "max_printed_strength" in f and (pr.get("strength") or 0) > f["max_printed_strength"]:
                continue
            if "house" in f and pr["faction"] != f["house"]:
                continue
            if op == "put_into_play" and pr["unique"] and cards.unique_bar(state, seat, cid):
                continue   # put into play: the unique rule still applies, never as a duplicate
            out.append(cid)
    return out


def apply(state: dict, seat: int, source: str, op: str, p: dict, targets: list[str]) -> list:
    ctx = {"seat": seat, "source": source}
    live = [c for c in targets if state["cards"][c]["zone"] == "play"]
    if op == "kneel":
        return ops.kneel(state, ctx, cards=live)
    if op == "stand":
        from api.games.hbo import reactions
        events = ops.stand(state, ctx, cards=live)
        reactions.raise_(state, reactions.stood(events))
        return events
    if op == "move_power":       # opponent's banner to yours, as much as is there
        return ops.move_power(state, ctx, card=cards.faction_ref(1 - seat),
                              dest=cards.faction_ref(seat), amount=p["amount"])
    if op == "kill":
        from api.games.hbo import saves   # saves resolve their windows through this module
        return saves.kill(state, seat, live, can_save=not p.get("cannot_be_saved"))
    if op == "discard_from_play":
        return ops.discard_from_play(state, ctx, cards=live)
    if op == "return_to_hand":
        return ops.return_to_hand(state, ctx, cards=live)
    if op == "modify_strength":      # fixed targets, until the end of the challenge
        return ops.OPS["modify_str"](state, ctx, until=p["duration"], cards=live,
                                     amount=p["amount"]) if live else []
    if op == "modify_claim":
        return ops.OPS["plot_value"](state, ctx, until=p["duration"], seat=seat,
                                     value="claim", amount=p["amount"])
    if op == "cost_reduction":      # the next matching card this phase (marshal.py ends it)
        from api.games.hbo.abilities import card_filter
        return effects.add(state, "cost_reduction", {
            "amount": p["amount"], "card_type": p["card_type"], "scope": p["scope"],
            "filter": card_filter({"filter": p.get("filter")})}, "phase", by=seat, seat=seat,
            source=source)
    if op == "search_deck":
        # The engine enforces the card type the spec's "reveal" lets the opponent check, so the
        # card goes to hand like a draw (seen by its owner only); the deck is shuffled anyway.
        events = moves.move(state, targets, "hand", "search")
        Rng(state).shuffle(state["seats"][seat]["deck"])
        cards.touch(state)
        return events
    if op == "draw":
        return [e for s in _relative(seat, p["player"])
                for e in ops.draw(state, {"seat": s}, seat=s, count=p["count"])]
    if op == "gain_gold":
        return [e for s in _relative(seat, p["player"])
                for e in ops.gain_gold(state, {"seat": s}, seat=s, amount=p["amount"])]
    if op == "discard_from_hand":
        return [e for s in _relative(seat, p["player"])
                for e in ops.discard_from_hand_random(state, ctx, seat=s, count=p["count"])]
    if op == "gain_power":
        if p["to"] == "your_house":
            return gain_power(state, seat, cards.faction_ref(seat), p["amount"])
        if p["to"] == "each_house":   # our extension (spec AS-39): both at once, in player order
            return [e for s in player_order(state)
                    for e in gain_power(state, s, cards.faction_ref(s), p["amount"])]
        return [e for c in live for e in gain_power(state, seat, c, p["amount"])]
    if op == "recover":
        dest = "hand" if p["to"] == "hand" else "deck"
        return moves.move(state, targets, dest, "recover", "shuffle" if dest == "deck" else "top")
    if op == "put_into_play":
        events = []
        for c in targets:
            events += ops.put_into_play(state, ctx, card=c)
            entered_play(state, c)
        return events
    raise ValueError(op)


def when_revealed(state: dict) -> list[tuple[int, str]]:
    """(owner, scenario) of each revealed scenario with a "When revealed" effect the flow
    runs, in player order."""
    out = []
    for s in player_order(state):
        cid = state["seats"][s]["plot"]
        a = derive.printed(state, cid)["ability"] if cid else None
        if a and a["trigger"] == "when_revealed" and runnable(a):
            out.append((s, cid))
    return out


def passive_on(state: dict, cid: str, event: str) -> dict | None:
    """The triggered passive of ``cid`` answering ``event``, if the flow runs it and the
    card's text is not blank."""
    a = derive.printed(state, cid)["ability"]
    if a and a["trigger"] == "passive" and a["event"] == event and runnable(a) \
            and not derive.is_blank(state, cid):
        return a
    return None


def entered_play(state: dict, cid: str) -> None:
    """A card entered play (played or put into play, never set up): its "after it enters
    play" passive resolves at once (Varys), then the reactions to it (Eddard Stark)."""
    from api.games.hbo import reactions
    reactions.raise_(state, reactions.entered(cid))
    a = passive_on(state, cid, "enters_play")
    if a:
        push(state, state["cards"][cid]["controller"], cid, a["effect"])
