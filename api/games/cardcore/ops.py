"""The verbs that need no decision: ``OPS[name](state, ctx, **params) -> events``.

``ctx`` is ``{"seat": the seat whose ability it is, "source": card id or None}``; params name
concrete cards and seats (the flow has already chosen targets). A verb does what is possible
and skips what is not (spec §5.8: a player satisfies an effect as far as he can): kneeling a
kneeling card does nothing; drawing from a short deck draws what is there.

Leave-play verbs (kill, discard_from_play, sacrifice, return_to_hand, shuffle_into_deck,
remove_from_game) are the "resolve" stage only: saves, cancels and "instead" replacements run in
the trigger pipeline around them (a seam for the flow, see the package docstring).

Lasting characteristic verbs (``modify_str``, ``gain_icon``, ``plot_value`` ...) store an
effect with ``until`` (effects.py); a constant ability never comes here (derive.py reads it).
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.cardcore import effects, moves
from api.games.cardcore.cards import rec, touch
from api.games.cardcore.derive import LAYERS, SEAT_VERBS

OPS: dict = {}


def op(fn):
    OPS[fn.__name__] = fn
    return fn


# -- status and power ------------------------------------------------------------------------

@op
def kneel(state, ctx, cards):
    out = []
    for ref in cards:
        if not rec(state, ref)["kneeling"]:
            rec(state, ref)["kneeling"] = True
            out.append({"type": "knelt", "card": ref})
    touch(state)
    return out


@op
def stand(state, ctx, cards):
    out = []
    for ref in cards:
        if rec(state, ref)["kneeling"]:
            rec(state, ref)["kneeling"] = False
            out.append({"type": "stood", "card": ref})
    touch(state)
    return out


@op
def gain_power(state, ctx, card, amount):
    rec(state, card)["power"] += amount
    touch(state)
    return [{"type": "power_gained", "card": card, "amount": amount}]


@op
def discard_power(state, ctx, card, amount):
    n = min(amount, rec(state, card)["power"])
    if not n:
        return []
    rec(state, card)["power"] -= n
    touch(state)
    return [{"type": "power_discarded", "card": card, "amount": n}]


@op
def move_power(state, ctx, card, dest, amount):
    """Moved power is not gained (spec §5.4): no power_gained event, no "gains power"
    trigger."""
    n = min(amount, rec(state, card)["power"])
    if not n:
        return []
    rec(state, card)["power"] -= n
    rec(state, dest)["power"] += n
    touch(state)
    return [{"type": "power_moved", "card": card, "dest": dest, "amount": n}]


@op
def place_token(state, ctx, card, token, amount=1):
    tokens = rec(state, card)["tokens"]
    tokens[token] = tokens.get(token, 0) + amount
    touch(state)
    return [{"type": "token_placed", "card": card, "token": token, "amount": amount}]


@op
def discard_token(state, ctx, card, token, amount=1):
    tokens = rec(state, card)["tokens"]
    n = min(amount, tokens.get(token, 0))
    if not n:
        return []
    tokens[token] -= n
    if not tokens[token]:
        del tokens[token]
    touch(state)
    return [{"type": "token_discarded", "card": card, "token": token, "amount": n}]


# -- gold ------------------------------------------------------------------------------------

@op
def gain_gold(state, ctx, seat, amount):
    state["seats"][seat]["gold"] += amount
    touch(state)
    return [{"type": "gold_gained", "seat": seat, "amount": amount}]


@op
def return_gold(state, ctx, seat, amount):
    """Gold from a pool back to the treasury (paying, taxation)."""
    n = min(amount, state["seats"][seat]["gold"])
    if not n:
        return []
    state["seats"][seat]["gold"] -= n
    touch(state)
    return [{"type": "gold_returned", "seat": seat, "amount": n}]


@op
def move_gold(state, ctx, seat, dest, amount):
    n = min(amount, state["seats"][seat]["gold"])
    if not n:
        return []
    state["seats"][seat]["gold"] -= n
    state["seats"][dest]["gold"] += n
    touch(state)
    return [{"type": "gold_moved", "seat": seat, "dest": dest, "amount": n}]


# -- deck and hand ---------------------------------------------------------------------------

@op
def draw(state, ctx, seat, count):
    deck = state["seats"][seat]["deck"]
    return moves.move(state, deck[:count], "hand", "draw") if deck and count > 0 else []


@op
def discard_from_hand(state, ctx, cards):
    return moves.move(state, list(cards), "discard", "discard_from_hand")


@op
def discard_from_hand_random(state, ctx, seat, count):
    """At random, without replacement (intrigue claim, Heads on Spikes: spec §4.4, §7)."""
    hand = list(state["seats"][seat]["hand"])
    rng = Rng(state)
    picked = [hand.pop(rng.below(len(hand))) for _ in range(min(count, len(hand)))]
    return moves.move(state, picked, "discard", "random_discard") if picked else []


@op
def discard_top_of_deck(state, ctx, seat, count):
    deck = state["seats"][seat]["deck"]
    return moves.move(state, deck[:count], "discard", "top_of_deck") if deck and count else []


# -- leaving and entering play ---------------------------------------------------------------

def _leave(dest: str, reason: str, position: str = "top"):
    def verb(state, ctx, cards):
        return moves.move(state, list(cards), dest, reason, position)
    verb.__name__ = reason
    verb.__doc__ = f"Cards leave play to their owners' {dest} ({reason}, spec §5.12)."
    return verb


kill = op(_leave("dead", "kill"))
discard_from_play = op(_leave("discard", "discard_from_play"))
sacrifice = op(_leave("discard", "sacrifice"))
return_to_hand = op(_leave("hand", "return_to_hand"))
shuffle_into_deck = op(_leave("deck", "shuffle_into_deck", "shuffle"))
remove_from_game = op(_leave("removed", "remove_from_game"))


@op
def put_into_play(state, ctx, card, controller=None, kneeling=False, host=None):
    """Not marshaling (spec §5.6): no cost, Limited does not apply, no "after you marshal"."""
    return moves.enter_play(state, card, "put", controller=controller, kneeling=kneeling,
                            host=host)


@op
def take_control(state, ctx, card, seat):
    return moves.take_control(state, card, seat)


# -- lasting characteristics -----------------------------------------------------------------

def _lasting(verb: str):
    def lasting(state, ctx, until, cards=None, seat=None, **params):
        # a rule (layer 6) may last on a seat or on cards (Unbowed, Unbent, Unbroken; Olenna's
        # Informant's extra challenge)
        if LAYERS[verb] != 6 and (verb in SEAT_VERBS) != (seat is not None):
            raise ValueError(f"{verb} applies to {'a seat' if verb in SEAT_VERBS else 'cards'}")
        return effects.add(state, verb, params, until, ctx["seat"], cards=cards, seat=seat,
                           source=ctx.get("source"))
    lasting.__name__ = verb
    lasting.__doc__ = f"A lasting {verb} on cards or a seat until ``until`` (effects.py)."
    return lasting


for _verb in LAYERS:  # also module attributes, so ops.modify_str(...) reads like the rest
    globals()[_verb] = op(_lasting(_verb))
