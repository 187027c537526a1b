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
from api.engine.order import open_order
from api.engine.rng import Rng
from api.engine.select import select
from api.engine.flow import has_result, take_result
from api.games.cardcore import abilities, cards, derive, effects, moves, ops, selectors
from api.games.cardcore import cards as cards_mod   # verbs whose parameter is named ``cards``
from api.games.cardcore.catalog import of as catalog_of


def _from(state: dict, cid: str, ab: dict) -> str:
    ptype = derive.printed(state, cid)["type"]
    return ab.get("from") or derive.DEFAULT_FROM.get(ptype, "play")


def sources(state: dict, seat: int | None = None) -> list[str]:
    """Face-up cards whose triggered and action abilities may be used: in play, revealed
    plots and agendas, in seat order."""
    cards = state["cards"]
    out = []
    for z in (state["seats"] if seat is None else (state["seats"][seat],)):
        out += [c for c in z["play"] if not cards[c]["face_down"]]
        if z["plot"]:
            out.append(z["plot"])
        if z["agenda"]:
            out.append(z["agenda"])
    return out


def record(state: dict, ref: list) -> dict:
    cid, i = ref
    return catalog_of(state).abilities(state["cards"][cid]["code"])[i]


def listed(state: dict, cid: str) -> list[tuple[int, dict]]:
    """The card's used (non-constant) abilities that work where it is now."""
    card = state["cards"][cid]
    used = _index(state).used.get(card["code"])
    # most cards have no used ability: they are settled without deriving whether it is blank
    if not used or card["face_down"] or derive.is_blank(state, cid):
        return []
    zone = card["zone"]
    return [(i, ab) for i, ab in used if _from(state, cid, ab) == zone]


class _Index:
    """Facts of a card set's scripts that never change during a game, read on every step:
    each code's used abilities, the codes with an ability of a kind answering an event name,
    the codes with an Action, and the ``when`` of the abilities of events played from hand
    (``hand_answers``)."""

    def __init__(self, catalog):
        self.used: dict[str, tuple] = {}
        self.with_action = frozenset(code for code, sc in catalog.scripts.items()
                                     if any(ab["kind"] == "action" for ab in sc.abilities))
        self.answering: dict[tuple[str, str], frozenset] = {}
        self.from_hand: dict[str, list] = {}
        found: dict[tuple[str, str], set] = {}
        for code, sc in catalog.scripts.items():
            used = tuple((i, ab) for i, ab in enumerate(sc.abilities)
                         if ab["kind"] != "constant")
            if used:
                self.used[code] = used
            for _i, ab in used:
                if ab["kind"] == "when_revealed":   # answers its own plot's reveal (triggers)
                    found.setdefault(("forced_reaction", "revealed"), set()).add(code)
                    continue
                when = ab["when"] or {}
                for name in (when.get("event"), *when.get("or", ())):
                    found.setdefault((ab["kind"], name), set()).add(code)
                if ab.get("from") == "hand" and ab["when"]:
                    self.from_hand.setdefault(ab["kind"], []).append((code, ab["when"]))
                    for name in dict.fromkeys((when.get("event"), *when.get("or", ()))):
                        self.from_hand.setdefault((ab["kind"], name), []).append(
                            (code, ab["when"]))
        self.answering = {k: frozenset(v) for k, v in found.items()}


_INDEXES: dict[str, tuple] = {}     # catalog name -> (catalog, its scripts' count, _Index)


def _index(state: dict) -> _Index:
    catalog = catalog_of(state)
    got = _INDEXES.get(catalog.name)
    if got is None or got[0] is not catalog or got[1] != len(catalog.scripts):
        got = _INDEXES[catalog.name] = (catalog, len(catalog.scripts), _Index(catalog))
    return got[2]


def may_answer_codes(state: dict, kind: str, name: str) -> frozenset:
    """Codes with an ability of ``kind`` (When Revealed counting as a forced reaction to
    ``revealed``) whose ``when`` names the event ``name``: no other card can answer it."""
    return _index(state).answering.get((kind, name), frozenset())


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
        gold = (event or {}).get("cost", 0)
    elif ab and ab.get("x") == "target_cost" and target:
        gold = derive.printed(state, target)["cost"]
    else:
        gold = max(0, (derive.cost(state, cid) or 0) - sum(
            e["params"]["amount"] for e in event_reductions(state, cid)))
    return max(0, gold - first_event_reduction(state, state["cards"][cid]["controller"]))


def event_reductions(state: dict, cid: str) -> list[dict]:
    """The owner's pending "next card you play this phase" reductions that fit the event in
    hand (Fealty: a loyal card marshaled or played); spent when it is played."""
    seat, p = state["cards"][cid]["owner"], derive.printed(state, cid)
    return [e for e in state["effects"] if e["verb"] == "cost_reduction" and e["seat"] == seat
            and e["params"].get("events") and all(p.get(k) == v
                                                  for k, v in e["params"]["match"].items())]


def _first_event_key(seat: int) -> str:
    return f"first_event:{seat}:round"


def first_event_reduction(state: dict, seat: int) -> int:
    """Paxter Redwyne: the first event the seat plays this round costs less. The first event
    is counted only while such a rule works for the seat (so an event played before Paxter
    entered play this round is not remembered: the learning games, which have no such card,
    keep their exact state)."""
    if abilities.uses(state, _first_event_key(seat)):
        return 0
    return sum(m["amount"] for m in derive.rules(state, seat, "event_cost_reduction"))


def kneel_choices(state: dict, cid: str, flt) -> list[str]:
    """Standing cards the ability's controller may kneel for a ``kneel_other`` cost (``flt``
    a filter, or a list of filters any of which may match: Dracarys!)."""
    ctx = ctx_of(state, cid)
    found = []
    for f in flt if isinstance(flt, list) else [flt]:
        found += [c for c in selectors.select(derive.table(state), ctx,
                                              {**f, "controller": "you", "kneeling": False})
                  if c not in found]
    return found


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
        if name == "discard_from_hand" and not [c for c in state["seats"][seat]["hand"]
                                                if c != cid]:
            return False
        if name == "remove_self_from_game" and state["cards"][cid]["zone"] != "play":
            return False
        if name not in ("kneel_self", "pay_gold", "kneel_faction_card", "discard_token",
                        "sacrifice_self", "kneel_other", "return_self_to_hand",
                        "discard_from_hand", "remove_self_from_game"):
            return False      # a cost this flow cannot pay yet: the ability is not offered
    return True


def targets(state: dict, cid: str, ab: dict, event: dict | None = None,
            opponent: int | None = None) -> list[str]:
    """Legal targets of the ability's ``target`` (a card filter with ``max_str`` and
    ``must_change`` as extras: an ability must be able to change the state). ``opponent``:
    the one its user chose ("choose an opponent"), else the engine's ``_opponent``."""
    t = ab["target"]
    if not t:
        return []
    if "names" in t:        # a name to choose, not a card (Calm Over Westeros)
        if t.get("icons_lacked"):   # an icon the source lacks: one it has changes nothing
            return [n for n in t["names"] if n not in derive.icons(state, cid)]  # (Edric Dayne)
        # a part that would change nothing is no choice (Great Kraken's draw, deck empty)
        return [n for n in t["names"] if not _named_idle(state, cid, ab, n, event)]
    if t.get("seats"):      # a player with cards in his deck (The Bear and the Maiden Fair)
        return [s for s in range(state["n"]) if state["seats"][s]["deck"]]
    ctx = ctx_of(state, cid, event)
    flt = {k: v for k, v in t.items() if k not in EXTRA_TARGET_KEYS}
    reader = derive.table(state)
    found = []
    # whose pile: one's own, or an opponent's when the card says so (Euron Crow's Eye's
    # discard pile; Seen In Flames looks at a hand: only its chooser is shown the options)
    others = [s for s in range(len(state["seats"])) if s != ctx["seat"]]
    if t.get("victims"):     # the cards about to leave play at this point, not yet saved
        from api.games.lcg2e import triggers
        ev = event or {}
        lift = ev.get("zero_str") and triggers._is_save(ab)   # "killed if its STR is 0"
        return [c for c in ev.get("cards", ()) if c not in ev.get("saved", ())
                and c not in ev.get("leaving", ())
                and selectors.matches(reader, ctx, c, {**flt, "zone": "play"})
                and not (lift and not _lifts_zero_str(state, cid, c))]
    for zone in t.get("zones", [flt.get("zone", "play")]):
        z = {**flt, "zone": zone}
        if zone in ("hand", "discard", "dead"):   # one's own pile: another hand is never read
            # (an opponent's discard or dead pile is public: Yoren's "pile": "opponent";
            # "pile_of" reaches an opponent's hand too, for its chooser alone)
            theirs = t.get("pile_of") == "opponent" or (
                t.get("pile") == "opponent" and zone != "hand")
            piles = others if theirs else [ctx["seat"]]
            if theirs and zone == "hand":   # "an opponent's hand": the one chosen
                piles = [_opponent(state, ctx["seat"]) if opponent is None else opponent]
            found += [c for s in piles for c in state["seats"][s][zone]
                      if selectors.matches(reader, ctx, c, {**z, "controller": "any"}
                                           if s != ctx["seat"] else z)]
        elif zone == "deck":      # the top N cards of one's own deck, looked at (Summons)
            found += [c for c in state["seats"][ctx["seat"]]["deck"][:t["top"]]
                      if selectors.matches(reader, ctx, c, {**z, "controller": "any"})]
        else:
            found += selectors.select(reader, ctx, z)
    if t.get("faction_cards") == "opponent":   # an opponent's faction card too (Vanguard Lancer)
        found += [cards.faction_ref(s) for s in range(len(state["seats"])) if s != ctx["seat"]]
    if "max_str" in t:
        found = [c for c in found if (derive.strength(state, c) or 0) <= _max_str(state, ctx, t)]
    if t.get("x_max_gold"):   # X (the target's printed cost) must be payable
        gold = state["seats"][ctx["seat"]]["gold"]
        found = [c for c in found if isinstance(derive.printed(state, c)["cost"], int)
                 and derive.printed(state, c)["cost"] <= gold]
    if "printed_str_max" in t:
        found = [c for c in found
                 if (derive.printed(state, c).get("strength") or 0) <= t["printed_str_max"]]
    if t.get("has_icon"):     # a card with a challenge icon to lose (Maester Caleotte)
        found = [c for c in found if derive.icons(state, c)]
    if t.get("victim"):   # one of the cards the answered leave-play point is about, unsaved
        ev = event or {}
        found = [c for c in found if c in ev.get("cards", ()) and c not in ev.get("saved", ())
                 and c not in ev.get("leaving", ())]
    if t.get("change") == "kneel":
        found = [c for c in found if not state["cards"][c]["kneeling"]]
    if t.get("change") == "stand":
        found = [c for c in found if state["cards"][c]["kneeling"]]
    if t.get("change") == "enter_play":   # a unique card with a copy in play or dead may not
        found = [c for c in found if not derive.printed(state, c)["unique"]
                 or cards.unique_bar(state, ctx["seat"], c) != "barred"]
        # an attachment needs a legal host to enter play on (Old Bear Mormont)
        found = [c for c in found if derive.printed(state, c)["type"] != "attachment"
                 or hosts_for(state, c)]
    if "printed_cost_upto" in t:    # Lordsport Shipwright: 2, or 3 while you are first player
        top = _max_str(state, ctx, t, "printed_cost_upto")
        found = [c for c in found if isinstance(derive.printed(state, c)["cost"], int)
                 and derive.printed(state, c)["cost"] <= top]
    if t.get("seat_of_event"):      # the player the answered point names, e.g. its "loser":
        who = (event or {}).get(t["seat_of_event"])    # in a melee not every opponent is he
        found = [c for c in found if cards.controller(state, c) == who]  # (We Do Not Sow)
    if t.get("contributing"):       # one still adding its STR (The Kraken's Grasp)
        found = [c for c in found if not derive.rules(state, c, "no_str_contribution")]
    if t.get("has_power"):          # discarding power must find some (Vanguard Lancer)
        found = [c for c in found if cards.rec(state, c)["power"]]
    if t.get("chooser") == "opponent" and "names" not in t:
        # the opponent chooses among his own cards (The Queen's Assassin): in a melee not
        # among a third player's ("if you have more cards in hand": opponents_for)
        who = _opponent(state, ctx["seat"]) if opponent is None else opponent
        found = [c for c in found if cards.controller(state, c) == who]
    return found


def _lifts_zero_str(state: dict, cid: str, victim: str) -> bool:
    """Against "killed if its STR is 0" a save must also lift the condition (spec §5.11): an
    event attached to the victim as a condition (Risen from the Sea) does so only if it can
    be attached and its "+N STR" takes the STR above 0."""
    if not moves.can_attach(state, cid, victim):
        return False
    bonus = sum(m["amount"] for ab in catalog_of(state).abilities(state["cards"][cid]["code"])
                if ab["kind"] == "constant" and ab["match"] == "attached"
                for m in ab["modifiers"] if m["verb"] == "modify_str"
                and isinstance(m.get("amount"), int))
    return (derive.raw_strength(state, victim) or 0) + bonus > 0


EXTRA_TARGET_KEYS = ("max_str", "change", "zones", "printed_str_max", "names", "top", "chooser",
                     "if_any", "x_max_gold", "seats",
                     "victim", "pile", "has_icon", "rest_to_bottom",
                     "printed_cost_upto", "has_power", "faction_cards", "pile_of", "victims",
                     "icons_lacked", "contributing", "seat_of_event")


def _max_str(state: dict, ctx: dict, t: dict, key: str = "max_str") -> int:
    """``max_str``: N, or {"base": N, "if": COND, "then": M} (Grey Wind with Robb Stark)."""
    m = t[key]
    if isinstance(m, int):
        return m
    return m["then"] if selectors.holds(derive.table(state), ctx, m["if"]) else m["base"]


def usable(state: dict, cid: str, i: int, ab: dict, event: dict | None = None,
           need_target: bool = True) -> bool:
    seat = cards.controller(state, cid)
    # Catelyn Stark's opponents: a forced ability or a When Revealed is not triggered by a
    # player, it resolves by itself, so "cannot trigger" does not hold it back
    if ab["kind"] in ("action", "reaction", "interrupt") \
            and derive.rules(state, seat, "restrict_triggering"):
        return False
    ctx = ctx_of(state, cid, event)
    reader = derive.table(state)
    if not all(selectors.holds(reader, ctx, c) for c in ab["play_if"]):
        return False
    if not _limit_left(state, cid, i, ab, seat) or not can_pay(state, cid, ab, seat, event):
        return False
    if ab.get("picks") and not pick_items(state, cid, ab):
        return False
    t = ab["target"]
    opps = opponents_for(state, cid, ab) if ab.get("opponent") is not None else [None]
    if not opps:
        return False
    if all(_idle(state, cid, ab, event, o) for o in opps):
        return False
    if t and need_target and t.get("pile_of") == "opponent" \
            and "hand" in t.get("zones", [t.get("zone", "play")]):
        # An opponent's hand is read only by the ability itself, shown to its chooser alone
        # (Seen In Flames): whether it may be used rests on a public count, never on the cards.
        return any(state["seats"][_opponent(state, seat) if o is None else o]["hand"]
                   for o in opps)
    return not t or t.get("if_any") or not need_target or any(
        targets(state, cid, ab, event, opponent=o) for o in opps)


def opponents_for(state: dict, cid: str, ab: dict) -> list[int]:
    """"Choose an opponent": the opponents the ability's user may choose (``"opponent"``:
    ``{"has": "hand"|"deck"}`` one with a card there, ``"hand_smaller": True`` one holding
    fewer cards than the user; counts are public). In a joust there is one at most."""
    seat = cards.controller(state, cid)
    need = ab["opponent"]
    mine = len(state["seats"][seat]["hand"])
    return [o for o in _opponents(state, seat)
            if (not need.get("has") or state["seats"][o][need["has"]])
            and (not need.get("hand_smaller") or len(state["seats"][o]["hand"]) < mine)]


# An effect step that cannot change the game state now (spec §5.8: such an ability may not be
# initiated; what its costs would change does not count, so Messenger Raven's return to hand
# does not make a draw from an empty deck legal): a draw from an empty deck, gold moved out of
# an empty pool, power moved off a card that has none, a random discard from empty hands
# ("the attacking player's hand" in a melee: another opponent's cards do not count).
IDLE = {"draw": lambda state, p: not state["seats"][p["seat"]]["deck"],
        "move_gold": lambda state, p: not state["seats"][p["seat"]]["gold"],
        "move_power": lambda state, p: not cards.rec(state, p["card"])["power"],
        "discard_from_hand_random": lambda state, p: not any(
            state["seats"][s]["hand"]
            for s in (p["seat"] if isinstance(p["seat"], list) else [p["seat"]]))}


def _idle_step(state: dict, cid: str, step: list, event: dict | None,
               opponent: int | None) -> bool:
    verb, params = step
    if verb not in IDLE:
        return False
    fr = {"seat": cards.controller(state, cid), "card": cid, "event": event,
          "opponent": opponent}
    p = {k: _value(state, fr, params[k]) for k in ("seat", "card") if k in params}
    if any(v is None for v in p.values()):    # a target not chosen yet: judged by targets()
        return False
    return IDLE[verb](state, p)


def _idle(state: dict, cid: str, ab: dict, event: dict | None = None,
          opponent: int | None = None) -> bool:
    """Whether every step of the ability's effect is idle (a "choose one:" part is judged
    when its name is offered, ``targets``)."""
    return bool(ab["effect"]) and all(
        _idle_step(state, cid, step, event, opponent) for step in ab["effect"]
        if "if_named" not in step[1]) and not [
        n for n in ((ab["target"] or {}).get("names") or ())
        if not _named_idle(state, cid, ab, n, event)]


def _named_idle(state: dict, cid: str, ab: dict, name: str, event: dict | None) -> bool:
    steps = [st for st in ab["effect"] if st[1].get("if_named") == name]
    return bool(steps) and all(_idle_step(state, cid, st, event, None) for st in steps)


def hand_answers(state: dict, kind: str, event: str | None = None) -> list[dict]:
    """The ``when`` of every ``kind`` ability an event held in a hand may have (public: the
    card pool, not anybody's hand); with ``event``, only those naming that event. The pool of
    a learning game is its two printed learning decks, known to all (spec §3.1): an event
    neither holds opens no window there; otherwise the pool is the whole catalog (a built
    deck is secret)."""
    pool = learning_pool() if state.get("mode") == "learning" else None
    return [when for code, when in _index(state).from_hand.get(
                kind if event is None else (kind, event), ())
            if pool is None or code in pool]


_POOL: list = []


def learning_pool() -> frozenset:
    """Every card code of the two learning decks (fixed data, read once)."""
    if not _POOL:
        from api.games.lcg2e.setup import deck_lists
        codes: set = set()
        for deck in ("learning-stark", "learning-lannister"):
            draw, plots = deck_lists(deck)
            codes |= set(draw) | set(plots)
        _POOL.append(frozenset(codes))
    return _POOL[0]


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
    with_action = _index(state).with_action
    for cid in sources(state, seat):
        if state["cards"][cid]["code"] not in with_action:
            continue
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
    played = state["cards"][cid]["zone"] == "hand"
    fr = {"kind": "ability", "card": cid, "ability": i, "seat": seat,
          "event": event, "stage": "costs", "trigger_at": trigger_at, "played": played,
          # its host as it is used (a cost may sacrifice the attachment)
          "attached": state["cards"][cid]["attached_to"]}
    state["stack"].append(fr)
    if played:
        # an event is announced as it is paid and leaves the hand, after "plays X" (_pay):
        # no answer step before paying (which card to kneel, X) shows a card still in hand
        fr["announce"] = True
        return []
    return [_used(state, fr)]


def _used(state: dict, fr: dict) -> dict:
    return {"type": "ability-used", "seat": fr["seat"], "card": fr["card"],
            "ability": fr["ability"], "label": record(state, [fr["card"], fr["ability"]])["label"]}


def _in_hand(state: dict, fr: dict) -> bool:
    return state["cards"][fr["card"]]["zone"] == "hand"


def _pay(state: dict, fr: dict, ab: dict) -> list:
    cid, seat = fr["card"], fr["seat"]
    ctx = {"seat": seat, "source": cid}
    events = []
    if state["cards"][cid]["zone"] == "hand":    # an event: to the discard pile, its cost
        gold = event_cost(state, cid, ab, fr["event"], fr.get("target"))
        if first_event_reduction(state, seat):   # Paxter Redwyne's reduction is used up
            abilities.count_use(state, _first_event_key(seat))
        # the reductions it used are spent (Fealty)
        spent = [] if ab.get("x") else [e["id"] for e in event_reductions(state, cid)]
        # the log says "plays X" before X's ability is used and paid for
        events += moves.move(state, [cid], "discard", "played")
        events += [_used(state, fr)] if fr.pop("announce", False) else []
        events += ops.return_gold(state, ctx, seat=seat, amount=gold) if gold else []
        events += effects.end(state, spent)
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
        elif name == "return_self_to_hand":      # Messenger Raven
            events += ops.return_to_hand(state, ctx, cards=[cid])
        elif name == "discard_from_hand":        # Old Forest Hunter
            events += ops.discard_from_hand(state, ctx, cards=[fr["discard"]])
        elif name == "remove_self_from_game":      # Varys
            events += ops.remove_from_game(state, ctx, cards=[cid])
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
    told = []
    if has_result(fr):
        asked = fr.get("awaiting")
        _store(state, fr, ab, take_result(fr))
        if asked == "opponent":      # asked in public: everyone learns whom
            told = [{"type": "opponent-chosen", "seat": fr["seat"], "card": fr["card"],
                     "opponent": fr["opponent"]}]
    return told + _ability_stage(state, fr, ab)


def _ability_stage(state: dict, fr: dict, ab: dict) -> list:
    stage = fr["stage"]
    if stage == "costs":
        other = [a for a in ab["cost"] if a[0] == "kneel_other"]
        if any(a[0] == "discard_from_hand" for a in ab["cost"]) and "discard" not in fr:
            # which card of the hand pays is the payer's own secret until it is discarded
            fr["awaiting"] = "discard"
            ask(state, "ability_cost", fr["seat"], [
                {"type": "choose", "choice": c}
                for c in state["seats"][fr["seat"]]["hand"] if c != fr["card"]],
                prompt="ability_cost_discard", source=fr["card"])
            return []
        if other and "kneel" not in fr:   # which card to kneel is chosen before paying
            fr["awaiting"] = "kneel"
            ask(state, "ability_cost", fr["seat"], [
                {"type": "choose", "choice": c}
                for c in kneel_choices(state, fr["card"], other[0][1])],
                prompt="ability_cost", source=fr["card"], public=not _in_hand(state, fr))
            return []
        if ab.get("x") == "target_cost" and "target" not in fr:
            # X is the printed cost of the target, so the target is named as X is set
            return _ask_target(state, fr, ab)
        # Limit/Max count when the ability is initiated, whatever happens to its effects.
        _count(state, fr, ab)
        fr["stage"] = "targets"
        return _pay(state, fr, ab)
    if stage == "targets":
        if ab.get("opponent") is not None and "opponent" not in fr:
            return _ask_opponent(state, fr, ab)
        fr["stage"] = "choices"
        if ab["target"] and "target" not in fr:
            return _ask_target(state, fr, ab)
        return []
    if stage == "choices":
        if ab.get("name_icon") and "icon" not in fr:   # "... a challenge icon of your choice"
            return _ask_icon(state, fr)
        tgt = fr.get("target")     # a card, or a name (Calm Over Westeros)
        if tgt in state["cards"] and "host" not in fr and state["cards"][tgt]["zone"] \
                == "hand" and derive.printed(state, tgt)["type"] == "attachment":
            return _ask_host(state, fr)
        if ab.get("each_chooses"):
            return _each_chooses(state, fr, ab)
        if ab.get("picks") and "chosen" not in fr:
            return _picks(state, fr, ab)
        if ab.get("pick_up_to") and "chosen" not in fr:
            return _pick_up_to(state, fr, ab)
        if ab.get("instead") and "instead" not in fr:
            return _ask_instead(state, fr, ab)
        if ab.get("search_other_type") and "taken" not in fr:
            return _search_other_type(state, fr)
        if ab.get("arrange_top") and "arranged" not in fr:
            return _arrange_top(state, fr, ab["arrange_top"])
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
        if fr.get("instead"):    # the other way the card offers (Fire and Blood)
            return run_effect(state, fr, ab, ab["instead"]["effect"])
        return run_effect(state, fr, ab)
    if stage == "then":
        if ab.get("then_target") and "then_target" not in fr:
            found = _then_targets(state, fr, ab)
            fr["then_target"] = None
            if found:     # "you may choose": nobody is a choice too
                fr["awaiting"] = "then_target"
                ask(state, "ability_target", fr["seat"],
                    [{"type": "choose", "choice": c} for c in found]
                    + ([] if ab["then_target"].get("required")
                       else [{"type": "choose", "choice": None}]),
                    prompt="ability_target", source=fr["card"], public=True)
                return []
        fr["stage"] = "done"
        if ab.get("then_if_found") and not any(   # "If it is a <type>, ..." (Heads on Spikes)
                derive.printed(state, c)["type"] == ab["then_if_found"]
                for c in fr.get("found_cards", ())):
            return []
        return run_effect(state, fr, ab, ab["then"])
    state["stack"].pop()
    kill_at_zero_str(state)
    if fr.get("played"):         # "after you play" an event (Melisandre)
        from api.games.lcg2e import triggers
        triggers.raise_if_answered(state, "event_played", card=fr["card"], seat=fr["seat"])
    if fr.get("sacrificed"):     # a card sacrificed as its cost: reactions to that now
        from api.games.lcg2e import triggers
        triggers.sacrificed(state, fr["sacrificed"], by=fr["seat"])
    return []


def _store(state: dict, fr: dict, ab: dict, result) -> None:
    key = fr.pop("awaiting")
    if key == "chosen":                    # a select: the items picked
        fr["chosen"] = fr.get("chosen", []) + [i["card"] for i in result]
    elif key == "bottom":                  # slots of the cards looked at (The Bear ...)
        fr[key] = [i["slot"] for i in result]
    elif key in ("top_order", "bottom_order"):    # an order of those slots
        fr[key] = list(result)
    elif result.get("type") == "bottom":   # none taken: the order they go under the deck in
        fr[key], fr["order"] = None, list(result["order"])
    elif result.get("type") in ("use", "skip"):    # a yes/no question (Fire and Blood)
        fr[key] = result["type"] == "use"
    elif result.get("type") == "take":     # a card of the deck, named by its code
        deck = state["seats"][fr["seat"]]["deck"]
        top = deck[:ab["target"]["top"]] if key == "target" else deck   # or the whole deck
        fr[key] = next(c for c in top if state["cards"][c]["code"] == result["code"])
    else:
        fr[key] = result["choice"]


def _ask_target(state: dict, fr: dict, ab: dict) -> list:
    """Ask for the ability's target among the legal ones now; the chooser is the ability's
    controller unless the card says an opponent chooses. A target in play is public, one in
    the chooser's hand is his alone; cards looked at in a deck are offered by their code
    (a deck card's id stays hidden, even from its owner)."""
    t = ab["target"]
    found = targets(state, fr["card"], ab, fr["event"], opponent=fr.get("opponent"))
    if not found:      # the only target vanished meanwhile, or "if any" found none
        if t.get("if_any"):
            fr["target"] = None
            return []
        fr["stage"] = "done"
        return []
    seat = fr["seat"] if t.get("chooser") != "opponent" else _value(state, fr, "$opponent")
    fr["awaiting"] = "target"
    if t.get("seats"):    # a player (The Bear and the Maiden Fair), in public
        fr["awaiting"] = "target"
        ask(state, "ability_target", seat, [{"type": "choose", "choice": s} for s in found],
            prompt="ability_player", source=fr["card"], public=True)
        return []
    if t.get("zone") == "deck":
        codes = list(dict.fromkeys(state["cards"][c]["code"] for c in found))
        options = [{"type": "take", "code": c} for c in codes]
        if t.get("rest_to_bottom"):   # "up to 1": or none, the cards under the deck in order
            seen = [state["cards"][c]["code"] for c in found]
            orders = [seen] if len(seen) < 2 else [seen, seen[::-1]]
            options += [{"type": "bottom", "order": o}
                        for i, o in enumerate(orders) if o not in orders[:i]]
        ask(state, "ability_target", seat, options, prompt="ability_search", source=fr["card"])
    else:     # public unless a choice may lie in the chooser's hand
        zones = t.get("zones") or [t.get("zone", "play")]
        ask(state, "ability_target", seat, [{"type": "choose", "choice": c} for c in found],
            prompt="ability_target", source=fr["card"],
            public="hand" not in zones and not _in_hand(state, fr))
    return []


def _ask_opponent(state: dict, fr: dict, ab: dict) -> list:
    """"Choose an opponent" (step 5 of §5.6, with the targets): the user picks one of the
    eligible opponents in public; a lone one is taken without asking (a joust)."""
    found = [o for o in opponents_for(state, fr["card"], ab)
             if not _idle(state, fr["card"], ab, fr["event"], o)]
    if ab["target"]:
        found = [o for o in found if targets(state, fr["card"], ab, fr["event"], opponent=o)
                 or ab["target"].get("if_any")]
    if len(found) < 2:
        fr["opponent"] = found[0] if found else None
        if not found:          # none is left meanwhile: the ability ends
            fr["stage"] = "done"
        return []
    fr["awaiting"] = "opponent"
    ask(state, "ability_target", fr["seat"], [{"type": "choose", "choice": o} for o in found],
        prompt="ability_opponent", source=fr["card"], public=True)
    return []


def hosts_for(state: dict, att: str) -> list[str]:
    """Cards in play ``att`` may be attached to now."""
    return [h for h in cards.cards_in_play(state) if moves.can_attach(state, att, h)]


def _ask_host(state: dict, fr: dict) -> list:
    """An attachment put into play by the ability: its user picks its host (public)."""
    hosts = hosts_for(state, fr["target"])
    if not hosts:        # its hosts left play meanwhile: it cannot enter play
        fr["stage"] = "done"
        return []
    fr["awaiting"] = "host"
    ask(state, "ability_target", fr["seat"], [{"type": "choose", "choice": h} for h in hosts],
        prompt="ability_target", source=fr["card"], public=True)
    return []


def _ask_icon(state: dict, fr: dict) -> list:
    """Maester Caleotte: the user names one of the target's challenge icons (public); with
    none left the effect has nothing to do."""
    icons = derive.icons(state, fr["target"]) if fr.get("target") else ()
    if not icons:
        fr["icon"] = None
        fr["stage"] = "done"
        return []
    fr["awaiting"] = "icon"
    ask(state, "ability_target", fr["seat"], [{"type": "choose", "choice": i} for i in icons],
        prompt="ability_icon", source=fr["card"], public=True)
    return []


def _each_chooses(state: dict, fr: dict, ab: dict) -> list:
    """"Each player chooses up to N <cards> he controls": the first player first, then the
    others in player order (spec §5.8 simultaneous choices); the choices are public."""
    from api.games.lcg2e.setup import player_order
    spec = ab["each_chooses"]
    # "you choose" (Rebuilding) or each player (Wildfire Assault, Marched to the Wall)
    order = [fr["seat"]] if spec.get("who") == "you" else player_order(state)
    while fr.get("chooser_i", 0) < len(order):
        seat = order[fr.get("chooser_i", 0)]
        fr["chooser_i"] = fr.get("chooser_i", 0) + 1
        mine = selectors.select(derive.table(state), {"seat": seat, "source": fr["card"]},
                                {**spec["filter"], "controller": "you"})
        if mine:
            fr["awaiting"] = "chosen"
            select(state, "ability_choice", seat, [{"card": c} for c in mine],
                   low=min(spec.get("low", 0), len(mine)),
                   high=spec["up_to"], prompt="ability_choice", public=True,
                   count=spec["up_to"], source=fr["card"],
                   **({"pile": True} if spec["filter"].get("zone") == "discard" else {}))
            return []
    fr["stage"] = "effect"
    return []


def pick_items(state: dict, cid: str, ab: dict) -> list[str]:
    """Cards an ability's ``picks`` may choose among (Consolidation of Power: standing
    characters, each within the STR budget)."""
    spec = ab["picks"]
    return [c for c in selectors.select(derive.table(state), ctx_of(state, cid), spec["filter"])
            if (derive.strength(state, c) or 0) <= spec["max_total_str"]]


def _picks(state: dict, fr: dict, ab: dict) -> list:
    """"Choose cards controlled by one player with a combined STR of N or less": one public
    selection; :func:`pick_addable` keeps it within the budget and one controller."""
    items = pick_items(state, fr["card"], ab)
    if not items:
        fr.update(chosen=[], stage="done")
        return []
    fr["awaiting"] = "chosen"
    select(state, "ability_pick", fr["seat"], [{"card": c} for c in items], low=1,
           prompt="ability_pick", public=True, source=fr["card"],
           budget=ab["picks"]["max_total_str"])
    return []


def pick_addable(state: dict, frame: dict, item: dict) -> bool:
    chosen = [frame["items"][i]["card"] for i in frame["chosen"]] + [item["card"]]
    return len({cards.controller(state, c) for c in chosen}) == 1 and \
        sum(derive.strength(state, c) or 0 for c in chosen) <= frame["budget"]


def _pick_up_to(state: dict, fr: dict, ab: dict) -> list:
    """"Pick up to N <cards>" (Growing Strong): the ability's controller picks among the
    cards in play that match, in public; at least one when any matches."""
    spec = ab["pick_up_to"]
    found = selectors.select(derive.table(state), ctx_of(state, fr["card"]), spec["filter"])
    if not found:
        fr["chosen"] = []
        return []
    fr["awaiting"] = "chosen"
    select(state, "ability_choice", fr["seat"], [{"card": c} for c in found], low=1,
           high=spec["up_to"], prompt="ability_pick_up_to", public=True, count=spec["up_to"],
           source=fr["card"])
    return []


def _ask_instead(state: dict, fr: dict, ab: dict) -> list:
    """"If <the target> has a trait, you may instead ..." (Fire and Blood): asked only when
    the target qualifies; the answer picks which effect resolves."""
    spec = ab["instead"]
    target = fr.get("target")
    if not target or not set(spec["if_traits"]) & set(derive.printed(state, target)["traits"]):
        fr["instead"] = False
        return []
    fr["awaiting"] = "instead"
    ask(state, "ability_target", fr["seat"], [{"type": "use"}, {"type": "skip"}],
        prompt="ability_instead", source=fr["card"], public=True)
    return []


def _search_other_type(state: dict, fr: dict) -> list:
    """Olenna's Cunning: search your deck for a card whose type is not the one named (the
    target), offered by code to the searcher alone (a deck card's id stays hidden)."""
    deck = state["seats"][fr["seat"]]["deck"]
    codes = list(dict.fromkeys(state["cards"][c]["code"] for c in deck
                               if derive.printed(state, c)["type"] != fr.get("target")))
    fr["taken"] = None
    if codes:
        fr["awaiting"] = "taken"
        ask(state, "ability_target", fr["seat"], [{"type": "take", "code": c} for c in codes],
            prompt="ability_search", source=fr["card"])
    return []


def _arrange_top(state: dict, fr: dict, spec: dict) -> list:
    """"Look at the top N cards of the chosen player's deck; put up to M of them on the
    bottom and the rest on top, in any order" (The Bear and the Maiden Fair). The looker
    picks and orders SLOTS (0 = the top card) worded by their codes, to him alone: the cards'
    ids stay hidden (secrets._looked_at lets him see these codes while he decides)."""
    seat, n = fr["target"], spec["look"]
    top = state["seats"][seat]["deck"][:n]
    codes = [state["cards"][c]["code"] for c in top]
    look = {"codes": codes, "look": {"seat": seat, "n": n}, "source": fr["card"]}
    if "bottom" not in fr:
        fr["awaiting"] = "bottom"
        select(state, "ability_choice", fr["seat"], [{"slot": i} for i in range(len(top))],
               low=0, high=spec["bottom_up_to"], prompt="ability_bottom",
               count=spec["bottom_up_to"], **look)
        return []
    for part, slots in (("top", [i for i in range(len(top)) if i not in fr["bottom"]]),
                        ("bottom", fr["bottom"])):
        if len(slots) > 1 and part + "_order" not in fr:
            fr["awaiting"] = part + "_order"
            open_order(state, "ability_order", fr["seat"], slots,
                       prompt="ability_order_" + part, **look)
            return []
        fr.setdefault(part + "_order", slots)
    fr["arranged"] = {"top": [top[i] for i in fr["top_order"]],
                      "bottom": [top[i] for i in fr["bottom_order"]]}
    return []


def _reorder_deck(state: dict, ctx: dict, seat: int, arranged: dict):
    """Put the arranged cards back: ``top`` (first = the new top card), the rest of the deck,
    then ``bottom`` (last = the bottom card). Only how many went where is public."""
    deck = state["seats"][seat]["deck"]
    moved = arranged["top"] + arranged["bottom"]
    if not moved or any(c not in deck for c in moved):
        return []
    state["seats"][seat]["deck"] = arranged["top"] + [c for c in deck if c not in moved] \
        + arranged["bottom"]
    cards_mod.touch(state)
    return [{"type": "deck-arranged", "seat": seat, "looker": ctx["seat"],
             "top": len(arranged["top"]), "bottom": len(arranged["bottom"])}]


def _then_targets(state: dict, fr: dict, ab: dict) -> list[str]:
    """The cards a "then" part may choose: ``same_code`` = a copy (by title) in play of the
    card the effect found (The Tickler)."""
    t = ab["then_target"]
    if t.get("among_chosen"):     # "then, choose one of those" (Consolidation of Power)
        return [c for c in fr.get("chosen", ()) if cards.in_play(state, c)]
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


def _opponents(state: dict, seat: int) -> list[int]:
    """Each opponent, in player order from ``seat`` (Ser Waymar Royce's "each opponent")."""
    from api.games.lcg2e.melee import live
    n = state["n"]
    return [(seat + i) % n for i in range(1, n) if (seat + i) % n in live(state)]


def _value(state: dict, fr: dict, v):
    seat = fr["seat"]
    if isinstance(v, str) and v.startswith("$"):
        # "$opponent": the one the user chose ("choose an opponent"), else the engine's
        chosen = fr.get("opponent")
        opp = _opponent(state, seat) if chosen is None else chosen
        return {"$self": fr["card"], "$target": fr.get("target"), "$you": seat,
                "$opponent": opp, "$my_faction": cards.faction_ref(seat),
                "$opponents": _opponents(state, seat),
                # the player the answered timing point is about (A Meager Contribution)
                "$event_seat": (fr.get("event") or {}).get("seat"),
                "$opponent_faction": cards.faction_ref(opp),
                "$subject": (fr.get("event") or {}).get("subject"),
                "$attached": fr.get("attached"), "$then_target": fr.get("then_target"),
                "$chosen": list(fr.get("chosen", ())), "$taken": fr.get("taken"),
                "$found_cards": list(fr.get("found_cards", ())),
                "$arranged": fr.get("arranged"),
                "$not_chosen": [c for c in cards.cards_in_play(state)
                                if derive.printed(state, c)["type"] == "character"
                                and c not in fr.get("chosen", ())],
                # the challenge type of the answered timing point (Sunspear)
                "$challenge": (fr.get("event") or {}).get("challenge"),
                "$icon": fr.get("icon"), "$host": fr.get("host"),
                "$order": fr.get("order")}[v]
    if isinstance(v, dict) and "from_event" in v:   # a number the answered point carries,
        return (fr.get("event") or {}).get(v["from_event"], 0) // v.get("each", 1)  # per N
    if isinstance(v, dict) and "each" in v:   # every card matching a filter, now
        return selectors.select(derive.table(state), {"seat": seat, "source": fr["card"]},
                                v["each"])
    if isinstance(v, dict) and "per" in v:     # "of": counted as that player sees it
        of = _value(state, fr, v["of"]) if "of" in v else seat    # (Calling the Banners)
        return selectors.amount(derive.table(state), {"seat": of, "source": fr["card"]},
                                {k: x for k, x in v.items() if k != "of"})
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
        if "if_named" in params:     # "choose one:" the part named by the target (Great Kraken)
            if fr.get("target") != params["if_named"]:
                continue
            params = {k: v for k, v in params.items() if k != "if_named"}
        p = {k: _value(state, fr, v) for k, v in params.items()}
        if "cards" in p:   # a target no longer where it was chosen is skipped (spec §5.8)
            zones = (ab["target"] or {}).get("zones") or [(ab["target"] or {}).get("zone", "play")]
            zones = zones + [(ab.get("each_chooses") or {}).get("filter", {}).get("zone", "play")]
            if verb == "place_in_dead_pile":   # a card the effect just discarded from a hand
                zones = zones + ["discard"]
            p["cards"] = [c for c in p["cards"] if c and (
                cards.in_play(state, c) or state["cards"][c]["zone"] in zones)]
            if not p["cards"]:
                continue
        run = EXTRA[verb] if verb in EXTRA else ops.OPS[verb]
        for seat_p in (p["seat"] if isinstance(p.get("seat"), list) else [None]):
            # a list of seats ("$opponents"): the verb once for each, in player order
            events += run(state, ctx, **(p if seat_p is None else {**p, "seat": seat_p}))
    if ctx["found"]:     # what the effect turned up, for its "then" part
        fr["found"] = ctx["found"]
    if ctx.get("found_cards"):
        fr["found_cards"] = ctx["found_cards"]
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


def _put_into_play(state: dict, ctx: dict, cards: list[str], host: str | None = None):
    """Put cards into play from hand or discard pile (not marshaling: no cost, no Limited);
    each enters play as a timing point of its own; an attachment on ``host``, if still legal."""
    from api.games.lcg2e import triggers
    events = []
    for cid in cards:
        if state["cards"][cid]["zone"] in ("hand", "discard", "dead"):   # dead: Fire and Blood
            p = derive.printed(state, cid)
            twin = cards_mod.copy_in_play(state, ctx["seat"], p["code"]) if p["unique"] \
                and state["cards"][cid]["owner"] == ctx["seat"] else None
            if twin:     # a further copy of one's own unique card: its duplicate (spec §5.11)
                events += moves.place_duplicate(state, cid, twin, "put")
                continue
            if p["type"] == "attachment" and not (host and moves.can_attach(state, cid, host)):
                continue
            events += moves.enter_play(state, cid, "put", controller=ctx["seat"],
                                       kneeling=enters_knelt(state, cid),
                                       host=host if p["type"] == "attachment" else None)
            triggers.raise_trigger(state, "enters_play", card=cid, how="put",
                                   controller=ctx["seat"])
    return events


def still_in_play(state: dict, d: dict) -> list[str]:
    """The cards of a delayed effect that are still in play: the only ones it acts on. A card
    that went in as a duplicate (put into play with a copy already there) is in play as a
    blank duplicate card (RR "Duplicates"), so "if it is still in play" holds for it too."""
    return [c for c in d["params"]["cards"]
            if state["cards"][c]["zone"] in ("play", "duplicate")]


# what a delayed effect does to a duplicate: leaves play with no timing point (it has no
# text, type or title: nothing answers it, and no duplicate saves a duplicate)
_DUPLICATE_DEST = {"discard_from_play": "discard", "return_to_hand": "hand"}


def delayed_does_something(state: dict, d: dict) -> bool:
    """A delayed effect on cards does nothing once none of them is in play."""
    return "cards" not in d["params"] or bool(still_in_play(state, d))


def run_delayed(state: dict, d: dict) -> list:
    """A delayed effect that is due (effects.take_due): cards no longer in play drop out
    ("if that card is still in play")."""
    p = dict(d["params"])
    verb = d["op"]
    events = []
    if "cards" in p:
        live = still_in_play(state, d)
        dups = [c for c in live if state["cards"][c]["zone"] == "duplicate"]
        if dups and verb in _DUPLICATE_DEST:     # Hear Me Roar!, Dothraki Sea
            events += moves.move(state, dups, _DUPLICATE_DEST[verb], verb)
        p["cards"] = [c for c in live if c not in dups]
        if not p["cards"]:
            return events
    return events + (EXTRA[verb] if verb in EXTRA else ops.OPS[verb])(
        state, {"seat": d["by"], "source": d["source"]}, **p)


def _kill(state: dict, ctx: dict, cards: list[str], cannot_be_saved: bool = False,
          if_token: str | None = None):
    """A kill by an ability runs through the trigger pipeline like a claim's (saves,
    replacements, reactions). ``if_token``: only the cards that still bear that token, which
    is removed first (Tears of Lys's poison at the end of the phase)."""
    from api.games.lcg2e import triggers
    events = []
    if if_token:
        cards = [c for c in cards if state["cards"][c]["tokens"].get(if_token)]
        for c in cards:
            events += ops.discard_token(state, ctx, card=c, token=if_token)
        if cards:
            triggers.kill(state, cards, by=ctx["seat"], cannot_be_saved=cannot_be_saved)
        return events
    triggers.kill(state, cards, by=ctx["seat"], cannot_be_saved=cannot_be_saved)
    return []


def _discard_from_play(state: dict, ctx: dict, cards: list[str], cannot_be_saved: bool = False):
    """Discarding from play is the ``discarded`` timing point (saves, reactions)."""
    from api.games.lcg2e import triggers
    triggers.discard(state, cards, by=ctx["seat"], cannot_be_saved=cannot_be_saved)
    return []


def _return_to_hand(state: dict, ctx: dict, cards: list[str], cannot_be_saved: bool = False):
    """Cards in play go back to hand through the ``returned`` timing point (leaving play:
    interrupts, duplicate saves); cards in a pile (Summer) go straight there."""
    from api.games.lcg2e import triggers
    in_play = [c for c in cards if state["cards"][c]["zone"] == "play"]
    rest = [c for c in cards if c not in in_play]
    events = ops.return_to_hand(state, ctx, cards=rest) if rest else []
    triggers.returned(state, in_play, by=ctx["seat"], cannot_be_saved=cannot_be_saved)
    return events


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


def _cost_reduction(state: dict, ctx: dict, seat: int, amount: int, match: dict,
                    events: bool = False):
    """A reduction of the next matching card the seat marshals this phase (plays.py uses it
    up when such a card is marshaled); with ``events``, also of the next matching event it
    plays (Fealty: "marshal or play")."""
    params = {"amount": amount, "match": match, **({"events": True} if events else {})}
    return effects.add(state, "cost_reduction", params, "phase",
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
    if ev.get("cannot_be_saved"):
        return out
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


def _remove_from_challenge(state: dict, ctx: dict, cards: list[str]):
    """Areo Hotah, Highgarden: the cards stop participating in the running challenge (they stay in play
    and keep their status)."""
    ch = state.get("challenge")
    out = []
    for c in cards:
        for side in ("attackers", "defenders"):
            if ch and c in ch.get(side, ()):
                ch[side].remove(c)
                out.append({"type": "removed-from-challenge", "card": c})
    cards_mod.touch(state)
    return out


def _take_control(state: dict, ctx: dict, cards: list[str], seat: int):
    """Take the Black: control of each card (still in play) passes to ``seat``."""
    out = []
    for c in cards:
        out += moves.take_control(state, c, seat)
    return out


def _take_one(state: dict, ctx: dict, seat: int, count: int, take: str | None = None,
               order: list | None = None):
    """Greenblood Trader: of the top ``count`` cards of the deck (looked at), ``take`` goes to
    the hand, the others to the bottom of the deck (``order``: their codes, top first, when
    none was taken; a card taken leaves one, no order to choose)."""
    top = state["seats"][seat]["deck"][:count]
    events = []
    if take in top:
        events += moves.move(state, [take], "hand", "take")
        top.remove(take)
    elif order:
        left = list(top)
        top = [left.pop(next(i for i, c in enumerate(left) if state["cards"][c]["code"] == code))
               for code in order if any(state["cards"][c]["code"] == code for c in left)] + left
    for cid in top:
        events += moves.move(state, [cid], "deck", "to_bottom", "bottom")
    return events


def _add_participant(state: dict, ctx: dict, cards: list[str], side: str):
    """Cards now participate in the running challenge on ``side`` ("attackers" or
    "defenders") without being declared (Ours is the Fury): no kneeling, no declaration."""
    ch = state.get("challenge")
    if not ch:
        return []
    added = [c for c in cards if c not in ch["attackers"] + ch["defenders"]]
    ch[side] += added
    cards_mod.touch(state)
    return [{"type": "participating", "card": c, "side": side} for c in added]


def _gain_power(state: dict, ctx: dict, card: str, amount: int):
    """A card gaining power is a timing point ("after <it> gains power": Lightbringer)."""
    from api.games.lcg2e import triggers
    events = ops.gain_power(state, ctx, card=card, amount=amount)
    if card[0] != "f":
        triggers.raise_if_answered(state, "gains_power", card=card, amount=amount)
    return events


def _attach_as_condition(state: dict, ctx: dict, card: str, host: str):
    """An event becomes an attachment on ``host`` (Risen from the Sea); its attachment text
    is the constant part of its own script, which works while it is in play. A host that may
    not take it ("No attachments") leaves it in the discard pile: the save stands."""
    if state["cards"][card]["zone"] == "play" or not cards_mod.in_play(state, host) \
            or not moves.can_attach(state, card, host):
        return []
    return moves.enter_play(state, card, "put", controller=ctx["seat"], host=host)


def _discard_from_hand_random(state: dict, ctx: dict, seat: int, count: int):
    """At random from a hand; the discarded cards (now face up in the discard pile) are kept
    for the effect's "then" part (Heads on Spikes)."""
    before = list(state["seats"][seat]["hand"])
    events = ops.discard_from_hand_random(state, ctx, seat=seat, count=count)
    ctx["found_cards"] = ctx.get("found_cards", []) + [
        c for c in before if c not in state["seats"][seat]["hand"]]
    return events


def _place_in_dead_pile(state: dict, ctx: dict, cards: list[str]):
    """A card out of play (just discarded) goes to its owner's dead pile (Heads on Spikes)."""
    return moves.move(state, [c for c in cards if state["cards"][c]["zone"] != "play"], "dead",
                      "place_in_dead_pile")


# -- cardstt (Targaryen, Tyrell) -------------------------------------------------------------

def _modify_str(state: dict, ctx: dict, until: str, cards: list[str] | None = None, **params):
    """A lasting STR change; an increase by a card effect is a timing point ("after a card
    effect increases this character's STR", Randyll Tarly)."""
    from api.games.lcg2e import triggers
    events = ops.modify_str(state, ctx, until, cards=cards, **params)
    if cards and params.get("amount", 0) > 0:
        triggers.raise_trigger(state, "str_increased", cards=list(cards))
    return events


def _kill_if_str_zero(state: dict, ctx: dict, until: str, cards: list[str]):
    """"... and it is killed if its STR becomes 0" (Dracarys!, Plaza of Punishment): a lasting
    rule on the cards, checked now and as every ability resolves (kill_at_zero_str)."""
    events = ops.kill_at_zero_str(state, ctx, until, cards=cards)
    kill_at_zero_str(state)
    return events


def kill_at_zero_str(state: dict) -> None:
    """Kill the cards in play under a ``kill_at_zero_str`` rule whose STR is 0 (together)."""
    if not any(e["verb"] == "kill_at_zero_str" for e in state["effects"]):
        return
    # A card already about to leave play (a kill or discard not yet done: its interrupts,
    # saves and replacements are being answered, Ser Davos's "instead") is not killed again:
    # each answer resolving would raise one more kill of it, and so on without end.
    leaving = {c for fr in state["stack"] if fr["kind"] == "trigger" and fr["event"].get("would")
               for c in fr["event"].get("cards", ())}
    doomed = [c for c in cards.cards_in_play(state) if state["cards"][c]["zone"] == "play"
              and c not in leaving
              and derive.rules(state, c, "kill_at_zero_str") and derive.strength(state, c) == 0]
    if doomed:
        from api.games.lcg2e import triggers
        triggers.kill(state, doomed, by=None, zero_str=True)


# The revision (derive.memo_key) a check below last found nothing risen at: until the state
# changes, the STR values and the cards in play it reads are the same, and ``str_seen`` is
# what it wrote, so it would find nothing again (derive's memo contract; checked by
# tests/games/cardcore/test_derive_memo.py).
_str_checked = derive.Memo()


def constant_str_increases(state: dict) -> None:
    """"After a card effect increases <this card>'s STR" (Randyll Tarly), for a constant
    ability: its STR bonus to the card starts (an attachment comes in, a condition starts to
    hold) or grows (Dawn, as the used pile grows) and the card's STR goes up. Checked after
    every step against the last step's values (``str_seen``, kept only for the cards that
    answer ``str_increased``); a lasting effect raises it as it is made (``_modify_str``), an
    effect ending is no increase by a card effect."""
    key = derive.memo_key(state)
    held = _str_checked.held
    if held[0] is state and held[1] == key:
        return
    listening = may_answer_codes(state, "reaction", "str_increased")
    watched = [c for c in cards.cards_in_play(state)
               if state["cards"][c]["code"] in listening]
    seen = state.get("str_seen")
    if not watched and not seen:
        _str_checked.held = (state, key, None)
        return
    now = {c: {"str": derive.strength(state, c), "by": derive.constant_str(state, c)}
           for c in watched}
    risen = [c for c in watched if c in (seen or {}) and now[c]["str"] > seen[c]["str"]
             and any(v > seen[c]["by"].get(src, 0) for src, v in now[c]["by"].items())]
    if now:
        state["str_seen"] = now
    else:
        del state["str_seen"]
    if risen:
        from api.games.lcg2e import triggers
        triggers.raise_trigger(state, "str_increased", cards=risen)
    else:
        _str_checked.held = (state, key, None)


def _place_token(state: dict, ctx: dict, card: str, token: str, amount: int = 1):
    """A token placed; a card that must be sacrificed once it carries N of them is (Ser Jorah
    Mormont: 3 betrayal tokens)."""
    events = ops.place_token(state, ctx, card=card, token=token, amount=amount)
    for m in derive.rules(state, card, "sacrifice_at_tokens"):
        if m["token"] == token and state["cards"][card]["tokens"].get(token, 0) >= m["n"] \
                and cards_mod.in_play(state, card):
            events += _sacrifice(state, {"seat": cards_mod.controller(state, card),
                                         "source": card}, cards=[card])
            break
    return events


def _return_gold(state: dict, ctx: dict, seat: int, amount):
    """``amount`` "all": the seat's whole gold pool, counted as it goes back (Supporting the
    Faith: each player's own pool)."""
    return ops.return_gold(state, ctx, seat=seat,
                           amount=state["seats"][seat]["gold"] if amount == "all" else amount)


# verbs of the vocabulary that need more than ops.OPS: a deck to read, a timing point to raise
EXTRA = {"place_duplicate": _place_duplicate, "put_into_play": _put_into_play,
         "cost_reduction": _cost_reduction, "kill": _kill, "reveal_top": _reveal_top,
         "stand": _stand, "cancel": _cancel, "save": _save,
         "discard_from_play": _discard_from_play, "sacrifice": _sacrifice,
         "return_to_hand": _return_to_hand,
         "replace_leave_play": _replace, "search_deck": _search_deck,
         "discard_top_of_deck": _discard_top_of_deck,
         "remove_from_challenge": _remove_from_challenge, "take_control": _take_control,
         "take_one": _take_one,
         "add_participant": _add_participant, "gain_power": _gain_power,
         "attach_as_condition": _attach_as_condition,
         "discard_from_hand_random": _discard_from_hand_random,
         "place_in_dead_pile": _place_in_dead_pile,
         "modify_str": _modify_str, "kill_if_str_zero": _kill_if_str_zero,
         "place_token": _place_token, "reorder_deck": _reorder_deck,
         "return_gold": _return_gold}
