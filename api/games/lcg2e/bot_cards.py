"""What the lcg2e bot makes of a card ability: whether using it helps now, and whose card a
target of it should be. It reads the public card data (the printed records and the scripts,
which are the cards' texts in data form) and the seat's own view, never the state.

The judgement is a table, not a card list: each effect verb is ``HARM`` (good on an
opponent's card), ``HELP`` (good on one's own) or a gain for the seat (draw, gold, power,
a cost reduction, a cancel...). An ability is taken when its effect helps now:
- a target must exist on the right side (an opponent's card to harm, one's own to help);
- an effect about a challenge is used only in a challenge the bot takes part in, and a STR
  swing only while the bot is not already winning it;
- standing a character is worth it only while it can still act (challenges, dominance);
- a cost that hurts the bot (sacrificing or kneeling its own character, a card from hand)
  needs a gain worth more than what it gives up;
- cost reductions are planned together for the card they will pay for (reduction_pick): as
  many as that card needs, free ones also to save gold, never more than its cost.
"""
from __future__ import annotations

from api.engine.i18n import LANGS
from api.games.lcg2e import words
from api.games.lcg2e.catalog import CARDS, CATALOG

HARM = {"kill", "kneel", "discard_from_play", "lose_icon", "discard_power", "take_control",
        "no_str_contribution", "must_defend", "cannot_defend", "discard_from_hand",
        "kill_if_str_zero", "remove_from_challenge", "place_token"}
HELP = {"stand", "gain_icon", "put_into_play", "save", "gain_power", "add_participant",
        "attach_as_condition", "replace_leave_play", "place_duplicate", "shuffle_into_deck"}
# effects that only matter inside the running challenge (its STR, its participants)
SWING = {"modify_str", "no_str_contribution", "remove_from_challenge", "add_participant"}
CHALLENGE_KEYS = ("participating", "attacking", "defending")
PILES = ("discard", "dead")


# -- the view, as the bot sees it --------------------------------------------------------------

def me(view: dict) -> int | None:
    """The bot's own seat: the one whose hand it is shown (others' are counts)."""
    return next((i for i, z in enumerate(view["seats"]) if isinstance(z["hand"], list)), None)


def in_play(view: dict) -> dict[str, dict]:
    """Every face-up card in play by id (attachments and duplicates too), with ``seat``."""
    out = {}

    def put(c, seat):
        if c.get("id"):
            out[c["id"]] = {**c, "seat": c.get("controller", seat)}
        for a in c.get("attachments", ()):
            put(a, seat)

    for s, z in enumerate(view["seats"]):
        for c in z["play"]:
            put(c, s)
    return out


def worth(card: dict | None) -> int:
    """A rough value of a card in play: printed cost + STR + power."""
    if not card:
        return 0
    p = CARDS.get(card.get("code"), {})
    cost = p.get("cost") if isinstance(p.get("cost"), int) else 0
    return cost + (card.get("strength") or 0) + card.get("power", 0)


def code_worth(code: str) -> int:
    p = CARDS.get(code, {})
    return (p.get("cost") if isinstance(p.get("cost"), int) else 0) + (p.get("strength") or 0)


def winning(view: dict, seat: int) -> bool:
    """Whether ``seat`` wins the running challenge as it stands (the attacker wins ties with
    some STR, spec §5.4)."""
    ch = view.get("challenge") or {}
    st = ch.get("strength") or {}
    att, dfn = st.get("attacker", 0), st.get("defender", 0)
    if ch.get("attacker") == seat:
        return att >= dfn and att > 0
    return dfn > att or att == 0


def my_side(view: dict, seat: int) -> bool:
    ch = view.get("challenge") or {}
    return seat in (ch.get("attacker"), ch.get("defender"))


# -- a script's effect, read as a table ----------------------------------------------------------

def record(code: str, index: int) -> dict:
    return CATALOG.abilities(code)[index]


def polarity(ab: dict, field: str = "$target") -> str | None:
    """"harm" or "help" for the card(s) named by ``field`` in the effect, None if neutral."""
    effect = list(ab.get("effect") or [])
    if field in ("$then_target",):
        effect = list(ab.get("then") or [])
    for verb, params in effect:
        named = params.get("cards", params.get("card"))
        if named != field and named != [field]:
            continue
        if verb == "modify_str":
            amount = params.get("amount")
            return "harm" if isinstance(amount, int) and amount < 0 else "help"
        if verb == "return_to_hand":   # from one's own pile it helps; from play it is a bounce
            zones = (ab.get("target") or {}).get("zones") or []
            return "help" if set(zones) & set(PILES) else "harm"
        if verb in HARM:
            return "harm"
        if verb in HELP:
            return "help"
    return None


def _matches(view: dict, card: dict, seat: int, t: dict, mine: int) -> bool:
    """A loose reading of a target filter on a card in play (the engine lists the exact
    legal targets later; this only says whether a useful one is likely)."""
    p = CARDS.get(card.get("code"), {})
    types = t.get("type")
    if types and p.get("type") not in ([types] if isinstance(types, str) else types):
        return False
    if t.get("controller") == "you" and seat != mine:
        return False
    if t.get("controller") == "opponent" and seat == mine:
        return False
    if t.get("faction") and p.get("faction") != t["faction"]:
        return False
    if t.get("traits") and not set(t["traits"]) & set(card.get("traits", p.get("traits", ()))):
        return False
    if t.get("change") == "kneel" and card.get("kneeling"):
        return False
    if t.get("change") == "stand" and not card.get("kneeling"):
        return False
    if "kneeling" in t and bool(card.get("kneeling")) != t["kneeling"]:
        return False
    return "max_str" not in t or (card.get("strength") or 0) <= _max_str(t["max_str"], view, mine)


def _max_str(m, view: dict, mine: int) -> int:
    """N, or {"base", "if": ["you_control", {"name": X}], "then"} (Grey Wind with Robb)."""
    if isinstance(m, int):
        return m
    cond = m.get("if") or []
    name = (cond[1] or {}).get("name") if len(cond) > 1 and cond[0] == "you_control" else None
    held = name and any(CARDS.get(c.get("code"), {}).get("name") == name
                        for c in in_play(view).values() if c["seat"] == mine)
    return m["then"] if held else m["base"]


def _participants(view: dict) -> set:
    ch = view.get("challenge") or {}
    return set(ch.get("attackers", ())) | set(ch.get("defenders", ()))


def candidates(view: dict, ab: dict, mine: int) -> list[dict] | None:
    """Likely targets in play of the ability, or None when its target is not a card in play
    (a name, a player, a card in a hand, deck or pile: the engine lists it when asked)."""
    t = ab.get("target")
    if not t or "names" in t or t.get("seats") or t.get("victims") or t.get("victim"):
        return None
    zones = t.get("zones") or [t.get("zone", "play")]
    if zones != ["play"]:
        return None
    ch = view.get("challenge") or {}
    found = []
    for c in in_play(view).values():
        if not _matches(view, c, c["seat"], t, mine):
            continue
        if t.get("participating") and c["id"] not in _participants(view):
            continue
        if t.get("attacking") and c["id"] not in ch.get("attackers", ()):
            continue
        if t.get("defending") and c["id"] not in ch.get("defenders", ()):
            continue
        found.append(c)
    return found


def best_target(view: dict, ab: dict, mine: int) -> dict | None:
    """The card the bot would aim the ability at, or None when no useful one is in sight."""
    found = candidates(view, ab, mine)
    if found is None:
        return None
    side = polarity(ab)
    pool = [c for c in found if (c["seat"] != mine) == (side == "harm")] if side else found
    return max(pool, key=worth) if pool else None


def _challenge_bound(ab: dict) -> bool:
    t = ab.get("target") or {}
    conds = [c[0] for c in ab.get("play_if") or []]
    return any(k in t for k in CHALLENGE_KEYS) or bool(set(conds) & {"in_challenge",
                                                                     "challenge_type"}) \
        or any(params.get("until") == "challenge" for _v, params in ab.get("effect") or [])


def _is_swing(ab: dict) -> bool:
    verbs = {v for v, _p in ab.get("effect") or []}
    return bool(verbs & SWING) or bool(ab.get("pick_up_to"))


def _verbs(ab: dict) -> set:
    return {v for v, _p in ab.get("effect") or []}


def _hand(view: dict, mine: int) -> list[dict]:
    return view["seats"][mine]["hand"] if isinstance(view["seats"][mine]["hand"], list) else []


def fits(printed: dict, match: dict) -> bool:
    """Whether a card's printed record meets a cost reduction's ``match``."""
    return all(printed.get(k) == v for k, v in match.items())


def _cost_now(view: dict, mine: int, printed: dict) -> int | None:
    """A card's cost to the seat now: a marshaled one's price, an event's printed cost."""
    if not isinstance(printed.get("cost"), int):
        return None
    return printed["cost"] if printed["type"] == "event" else price(view, mine, printed)


def _first_off(view: dict, mine: int, printed: dict) -> int:
    """What the seat's unused "first <trait> character you marshal this round" reductions
    (A Noble Cause) take off this card: they apply by themselves, nothing to use."""
    if printed.get("type") != "character":
        return 0
    return sum(m["amount"] for m in view["seats"][mine].get("first_marshal_reductions", ())
               if set(printed.get("traits", ())) & set(m["traits"]))


def price(view: dict, mine: int, printed: dict) -> int:
    """What marshaling this card would cost the seat now: its printed cost less the
    reductions pending for it (used ones) and those that apply by themselves."""
    pending = sum(e["params"]["amount"] for e in view["effects"]
                  if e["verb"] == "cost_reduction" and e.get("seat") == mine
                  and fits(printed, e["params"]["match"]))
    cost = printed["cost"] if isinstance(printed.get("cost"), int) else 0
    return max(0, cost - pending - _first_off(view, mine, printed))


def _reduction_price(view: dict, a: dict) -> int:
    """What using a reduction costs the bot: 0 (a location or the faction card knelt), 1 (a
    weak character knelt: STR 1 or less, little lost in the challenges), 2 (a
    stronger character knelt, or the card sacrificed: The Kingsroad)."""
    costs = [c[0] for c in record(code_of(view, a["card"]), a["ability"]).get("cost") or []]
    if "sacrifice_self" in costs:
        return 2
    src = in_play(view).get(a["card"])
    if "kneel_self" in costs and src and CARDS[src["code"]]["type"] == "character":
        return 1 if (src.get("strength") or 0) <= 1 else 2
    return 0


def code_of(view: dict, cid: str) -> str:
    """The code of a card the bot can see ("" for one it cannot)."""
    return (find_card(view, cid) or {}).get("code", "")


def _marshalable(view: dict, mine: int) -> list[dict]:
    """Printed records of the cards in hand a reduction could be for: characters, locations
    and attachments with a cost, leaving out those the bot can tell it may not marshal (a
    unique card in its play area or dead pile, a Limited card once one came in this round,
    an attachment with no character to go on)."""
    seat = view["seats"][mine]
    owned = {c.get("code") for c in in_play(view).values() if c["seat"] == mine} \
        | {c["code"] for c in seat["dead"]}
    chars = any(CARDS.get(c.get("code"), {}).get("type") == "character"
                for c in in_play(view).values())
    out = []
    for c in _hand(view, mine):
        p = CARDS[c["code"]]
        if p["type"] not in ("character", "location", "attachment") \
                or not isinstance(p.get("cost"), int) or p["cost"] <= 0:
            continue
        if (p["unique"] and p["code"] in owned) or (p["type"] == "attachment" and not chars) \
                or ("limited" in p.get("keywords", ()) and view["limited_used"][mine]):
            continue
        out.append(p)
    return out


# The dearest reduction used only to save gold (not to reach the card): a free one. A
# character knelt for a discount no longer attacks or defends this round.
SPARE_PRICE = 0


def reduction_pick(view: dict, offered: list[dict]) -> dict | None:
    """Which of the offered cost reductions (``ability`` actions) to use now, or None.

    Reductions pending for the seat all go to the next card it marshals that they fit, so
    they are planned for one card: the dearest in hand that they can bring within its gold
    (once some are pending, one of the cards they fit). Those it needs come cheapest first
    (see _reduction_price), a dear one dropped when cheaper ones suffice; then free ones
    while they still lower what is left to pay, which saves gold for another card; none
    beyond the card's cost. When the planned card needs nothing more it is marshaled (bot.py puts
    the plays that pending reductions fit first)."""
    mine = me(view)
    if view["phase"] != "marshaling" or view.get("active") != mine or not offered:
        return None
    gold = view["seats"][mine]["gold"]
    pending = [e["params"] for e in view["effects"]
               if e["verb"] == "cost_reduction" and e.get("seat") == mine]
    offers = []
    for a in offered:
        params = next(p for v, p in record(code_of(view, a["card"]), a["ability"])["effect"]
                      if v == "cost_reduction")
        offers.append((_reduction_price(view, a), params["amount"], params["match"], a))
    offers.sort(key=lambda o: o[0])           # cheapest first; ties in the listed order
    hand = _marshalable(view, mine)
    committed = [p for p in hand if any(fits(p, e["match"]) for e in pending)]
    for p in sorted(committed or hand, key=lambda p: -p["cost"]):
        # may go below 0 (A Noble Cause on a card of cost 1): then nothing more is needed
        left = p["cost"] - sum(e["amount"] for e in pending if fits(p, e["match"])) \
            - _first_off(view, mine, p)
        fit = [o for o in offers if fits(p, o[2])]
        plan = []
        for o in fit:                           # what it needs to reach the card
            if left <= gold:
                break
            plan.append(o)
            left -= o[1]
        if left > gold:
            continue                            # out of reach even with all of them
        for o in sorted(plan, key=lambda o: -o[0]):     # a dear one made needless by others
            if left + o[1] <= gold:
                plan.remove(o)
                left += o[1]
        for o in fit:                           # free ones save gold for another card
            if left > 0 and o not in plan and o[0] <= SPARE_PRICE:
                plan.append(o)
                left -= o[1]
        if plan:
            return min(plan, key=lambda o: o[0])[3]
        if committed:
            return None                         # the pending ones' card is paid: marshal it
    return None


def _picks_own(ab: dict) -> bool:
    """Whether the cards an ability ``picks`` should be the bot's own: when "then" one of
    them is helped (Consolidation of Power: one of the knelt characters gains 1 power, and
    they are all one player's, so kneeling an opponent's would hand him the power)."""
    return bool((ab.get("then_target") or {}).get("among_chosen")) \
        and polarity(ab, "$then_target") == "help"


def _stand_useful(view: dict) -> bool:
    return view["phase"] in ("challenges", "dominance")


def worth_using(view: dict, card_id: str, code: str, index: int, timed: bool) -> bool:
    """Whether the bot should use ability ``index`` of its card now. ``timed``: offered in a
    reaction/interrupt window (the point it answers has happened; no phase test needed)."""
    mine = me(view)
    ab = record(code, index)
    verbs = _verbs(ab)
    costs = [c[0] for c in ab.get("cost") or []]
    source = in_play(view).get(card_id)
    if "cancel" in verbs or "save" in verbs or "replace_leave_play" in verbs:
        return True         # an opponent's event or ability stopped, one's own card kept
    if "cost_reduction" in verbs:
        return False        # planned with the other reductions offered: reduction_pick
    each_kill = any(isinstance(p.get("cards"), dict) and v in HARM
                    for v, p in ab.get("effect") or [])
    if each_kill:           # Varys: every character leaves play; worth it when behind on board
        chars = [c for c in in_play(view).values() if CARDS[c["code"]]["type"] == "character"
                 and c["id"] != card_id]
        return sum(worth(c) for c in chars if c["seat"] != mine) > \
            sum(worth(c) for c in chars if c["seat"] == mine) + worth(source)
    # a reaction answers its own moment; an Action about a challenge waits for one
    if not timed and (_challenge_bound(ab) or _is_swing(ab)):
        if not my_side(view, mine):
            return False
        if "plot_value" in verbs:       # more claim: only for the attacker about to win
            return (view["challenge"]["attacker"] == mine) and winning(view, mine)
        if _is_swing(ab) and winning(view, mine):
            return False
    elif not timed:
        if "stand" in verbs and not _stand_useful(view):
            return False
        temporary = any(v == "delayed" for v, _p in ab.get("effect") or [])
        if temporary and ("put_into_play" in verbs or "stand" in verbs) and (
                view["phase"] != "challenges" or view.get("challenge")):
            return False    # a character for this phase only: before the challenges start
        if temporary and "stand" in verbs and not any(
                c.get("kneeling") and _matches(view, c, c["seat"], ab.get("target") or {}, mine)
                for c in in_play(view).values()):
            return False    # a standing one would only go back to the hand (Waking the Dragon)
        if "gain_icon" in verbs or "lose_icon" in verbs:
            if view["phase"] != "challenges" or view.get("challenge"):
                return False
            if "$self" in str(ab["effect"]) and source and len(source.get("icons", ())) >= 3:
                return False    # nothing left to gain: no repeated no-op use (Edric Dayne)
    if "discard_from_hand" in costs:    # a card for 1 gold: only when it pays for a marshal
        gold = view["seats"][mine]["gold"]
        hand = _hand(view, mine)
        return view["phase"] == "marshaling" and view.get("active") == mine and len(hand) > 1 \
            and any(_cost_now(view, mine, CARDS[c["code"]]) == gold + 1 for c in hand)
    if ab.get("picks"):     # standing characters of one player to kneel within a STR budget
        own = _picks_own(ab)
        return any((c["seat"] == mine) == own and not c.get("kneeling") and "strength" in c
                   and c["strength"] <= ab["picks"]["max_total_str"]
                   for c in in_play(view).values())
    found = candidates(view, ab, mine)
    side = polarity(ab)
    target = best_target(view, ab, mine)
    if found is not None and side and target is None:
        return False        # no card on the useful side: the target would hurt the bot
    if "sacrifice_self" in costs and side == "help" and "stand" in verbs:
        return target is not None and worth(target) > worth(source)
    knelt_char = "kneel_self" in costs and source and \
        CARDS[source["code"]]["type"] == "character" and view["phase"] in (
            "plot", "draw", "marshaling")
    if knelt_char and side == "harm":   # a character knelt before the challenges: its STR lost
        return target is not None and _harm_value(view, target) >= (source.get("strength") or 0)
    return True


# -- answers to the questions an ability asks --------------------------------------------------

def _source_ability(code: str, key: str) -> dict | None:
    abs_ = [a for a in CATALOG.abilities(code) if a["kind"] != "constant" and a.get(key)]
    return abs_[0] if abs_ else None


def pick_opponent(view: dict, code: str | None, chosen: list[dict]) -> dict:
    """"Choose an opponent": Calling the Banners pays per character that opponent has;
    every other card hurts its opponent, so the one nearest to winning (most power)."""
    if code == "01007":
        count = lambda seat: sum(1 for c in in_play(view).values()
                                 if c["seat"] == seat and CARDS[c["code"]]["type"] == "character")
        return max(chosen, key=lambda o: count(o["choice"]))
    return max(chosen, key=lambda o: view["power"][o["choice"]])


def pick_target(view: dict, d: dict, options: list[dict]) -> dict | None:
    """The option of an ``ability_target`` question the bot prefers."""
    mine = me(view)
    cards = in_play(view)
    src = find_card(view, d.get("source"))
    code = (src or {}).get("code")
    ab = _source_ability(code, "target") if code else None
    field = "$target"
    if ab is None and code:        # "then, choose ..." (The Tickler, Consolidation of Power)
        ab, field = _source_ability(code, "then_target"), "$then_target"
    chosen = [o for o in options if o.get("type") == "choose"]
    takes = [o for o in options if o.get("type") == "take"]
    if takes:       # a card of a deck by code: the dearest
        return max(takes, key=lambda o: code_worth(o["code"]))
    if not chosen:
        return None
    values = [o["choice"] for o in chosen]
    if d.get("type") == "ability_opponent":
        return pick_opponent(view, code, chosen)
    if any(isinstance(v, int) and not isinstance(v, bool) for v in values):
        mine_o = [o for o in chosen if o["choice"] == mine]
        return mine_o[0] if mine_o else chosen[0]      # a player: one's own deck
    if any(v in ("military", "intrigue", "power") for v in values):
        if ab and "$self" in str(ab.get("effect")):     # an icon gained: one it lacks
            lacking = [o for o in chosen if o["choice"] not in (src or {}).get("icons", ())]
            return (lacking or chosen)[0]
        return next(o for p in ("military", "power", "intrigue") for o in chosen
                    if o["choice"] == p) if set(values) & {"military", "power", "intrigue"} \
            else chosen[0]
    if "faction_power" in values:      # Great Kraken: power wins the game
        return next(o for o in chosen if o["choice"] == "faction_power")
    ids = [o for o in chosen if o["choice"] in cards]
    side = polarity(ab, field) if ab else None
    if not ids:         # cards in a hand or a pile (own or an opponent's): the dearest
        named = [o for o in chosen if o["choice"] is not None]
        return max(named, key=lambda o: code_worth((find_card(view, o["choice"]) or {})
                                                   .get("code", ""))) if named else chosen[0]
    theirs = [o for o in ids if cards[o["choice"]]["seat"] != mine]
    ours = [o for o in ids if cards[o["choice"]]["seat"] == mine]
    none = [o for o in chosen if o["choice"] is None]
    if side == "harm":
        if theirs:
            return max(theirs, key=lambda o: _harm_value(view, cards[o["choice"]]))
        return none[0] if none else min(ours, key=lambda o: worth(cards[o["choice"]]))
    if side == "help":
        if ours and "stand" in _verbs(ab) and "delayed" in _verbs(ab):
            # a stand for this phase only (Waking the Dragon): a standing one would only
            # go back to the hand
            ours = [o for o in ours if cards[o["choice"]].get("kneeling")] or ours
        if ours:
            return max(ours, key=lambda o: _help_value(view, cards[o["choice"]]))
        return none[0] if none else min(theirs, key=lambda o: worth(cards[o["choice"]]))
    return max(ids, key=lambda o: worth(cards[o["choice"]]))


def _harm_value(view: dict, card: dict) -> int:
    """An opponent's card to hit: a standing one first, then the most valuable."""
    return worth(card) + (3 if not card.get("kneeling") else 0)


def _help_value(view: dict, card: dict) -> int:
    """One's own card to help: one taking part in the challenge, a kneeling one (to stand)."""
    return worth(card) + (100 if card["id"] in _participants(view) else 0) \
        + (2 if card.get("kneeling") else 0)


def find_card(view: dict, cid: str | None) -> dict | None:
    """A card the view shows anywhere (in play, a plot, an agenda, a hand, a pile)."""
    if cid in in_play(view):
        return in_play(view)[cid]
    for s in view["seats"]:
        for z in ("plot", "agenda", "title"):
            if (s.get(z) or {}).get("id") == cid:
                return s[z]
        for z in ("hand", "discard", "dead"):
            if isinstance(s.get(z), list):
                for c in s[z]:
                    if c["id"] == cid:
                        return c
    return None


def pick_cost(view: dict, options: list[dict]) -> dict:
    """Which card pays a cost (one to kneel, one to discard from hand): the least valuable."""
    cards = in_play(view)
    hand = {c["id"]: c for c in _hand(view, me(view))}

    def value(o):
        cid = o.get("choice")
        return worth(cards[cid]) if cid in cards else code_worth(hand.get(cid, {}).get("code", ""))
    return min(options, key=value)


def choice_order(view: dict, d: dict, items: list[dict]) -> tuple[list[dict], bool]:
    """For a selection of cards asked by an ability: the items in the order the bot wants
    them, and whether it wants as many as allowed (True) or as few (False)."""
    cards = in_play(view)
    mine = me(view)
    src = find_card(view, d.get("source"))
    ab = _source_ability((src or {}).get("code"), "effect") if src else None
    effect = str((ab or {}).get("effect"))

    def val(a):
        return worth(cards.get(a.get("card"))) if a.get("card") in cards else \
            code_worth((find_card(view, a.get("card")) or {}).get("code", ""))
    if ab and "$not_chosen" in effect:           # the chosen are kept (Wildfire Assault)
        return sorted(items, key=val, reverse=True), True
    if ab and ab.get("picks") and _picks_own(ab):     # as few and as cheap as may be
        ours = [a for a in items if cards.get(a.get("card"), {}).get("seat") == mine]
        return sorted(ours, key=val), False
    side = polarity(ab, "$chosen") if ab else None
    if side == "harm":
        theirs = [a for a in items if cards.get(a.get("card"), {}).get("seat") not in (None, mine)]
        if theirs:
            return sorted(theirs, key=val, reverse=True), True
        return sorted(items, key=val), False     # one's own: as few and as cheap as may be
    return sorted(items, key=lambda a: (a.get("card") in _participants(view), val(a)),
                  reverse=True), True


# -- cards looked at in a deck (The Bear and the Maiden Fair) -----------------------------------
# Their ids stay hidden: the bot knows them only as its options' names, which it reads back
# as codes (in any language the engine words them in; the Core printing first).
_BY_NAME: dict[str, str] = {}


def _looked_at_worth(label: str) -> int | None:
    if not _BY_NAME:
        for code in sorted(CARDS):
            for lang in LANGS:
                _BY_NAME.setdefault(words.card_name(lang, code), code)
    code = _BY_NAME.get(label.removeprefix("☐ ").removeprefix("☑ "))
    return code_worth(code) if code else None


def _own_deck(view: dict, d: dict) -> bool:
    """Whether the looked-at cards are the bot's own deck's (the decision says whose)."""
    return d.get("deck", me(view)) == me(view)


def bottom_choice(view: dict, d: dict) -> dict | None:
    """Which looked-at card to put on the bottom next (a toggle), or None when done. Of its
    own deck the cards worth less than the mean of those it sees go to the bottom, the least
    valuable first; of an opponent's deck those worth more, the most valuable first (he
    draws the rest); as many as allowed."""
    toggles = [o for o in d["options"] if o["action"]["type"] == "toggle"]
    worths = {o["action"]["slot"]: _looked_at_worth(o["label"]) for o in toggles}
    known = [w for w in worths.values() if w is not None]
    if not known:
        return None
    mean = sum(known) / len(known)
    sign = 1 if _own_deck(view, d) else -1      # an opponent's: the best buried instead
    chosen = [c["slot"] for c in d.get("chosen", [])]
    low = [o["action"] for o in toggles if o["action"]["slot"] not in chosen
           and worths[o["action"]["slot"]] is not None
           and sign * worths[o["action"]["slot"]] < sign * mean]
    return min(low, key=lambda a: sign * worths[a["slot"]]) if low else None


def order_pick(view: dict, d: dict) -> dict:
    """Which looked-at card comes next in a pile being ordered. Its own deck: the most
    valuable (on top it is drawn first; of those going to the bottom the least valuable
    ends last). An opponent's: the least valuable (he draws it first; his best ends last)."""
    sign = 1 if _own_deck(view, d) else -1
    return max(d["options"], key=lambda o: sign * (_looked_at_worth(o["label"]) or 0))["action"]
