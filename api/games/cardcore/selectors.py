"""The closed vocabulary that constant abilities use to say WHAT they affect and WHEN.

* ``match`` (which cards or seats an ability's modifiers apply to): ``"self"``,
  ``"attached"`` (the card an attachment is on), ``"you"``, ``"opponents"``, ``"each_player"``
  (seats), or a card filter ``{"zone": "play", "type": "character", "controller": "you",
  "traits": ["Lord", "Lady"], "other": True, ...}`` (keys: :data:`FILTER_KEYS`).
* conditions (``while``): ``[name, *args]`` from :data:`CONDITIONS`, all must hold;
  ``["not", cond]`` negates one.
* amounts: an int, or ``{"per": name, "args": [...], "times": k}`` from :data:`AMOUNTS`.

Every function gets a ``reader`` (derive.Reader: printed data and the derived layers already
computed) and ``ctx`` = ``{"source": card id, "seat": its controller}``. Conditions about the
running challenge read ``state["challenge"]`` in the shape of design §3 (``type``,
``attacker``, ``defender``, ``attackers``, ``defenders``); ``state["first_player"]`` is the
first player. New entries are added here, never ad hoc in a card script.
"""
from __future__ import annotations

FILTER_KEYS = {"zone", "type", "controller", "faction", "traits", "name", "other", "kneeling",
               "unique", "loyal", "icon", "printed_cost_max", "participating", "lacks_icon",
               "printed_str_max",
               # a side of the running challenge (Castle Black, Ghaston Grey); STR below the
               # ability's source (Balon); carries no attachment
               "attacking", "defending", "str_below_source", "no_attachments"}
SEAT_MATCHES = ("you", "opponents", "each_player")
CARD_MATCHES = ("self", "attached")


def matches(reader, ctx: dict, cid: str, flt: dict) -> bool:
    state = reader.state
    card = state["cards"][cid]
    p = reader.printed(cid)
    if card["zone"] != flt.get("zone", "play") or card["face_down"]:
        return False
    want = flt.get("type")
    if want and p["type"] not in ((want,) if isinstance(want, str) else want):
        return False
    who = flt.get("controller", "any")
    if who == "you" and card["controller"] != ctx["seat"]:
        return False
    if who == "opponent" and card["controller"] == ctx["seat"]:
        return False
    if "faction" in flt and p["faction"] != flt["faction"]:
        return False
    if "traits" in flt and not set(flt["traits"]) & set(reader.traits(cid)):
        return False
    if "name" in flt and p["name"] != flt["name"]:
        return False
    if flt.get("other") and cid == ctx["source"]:
        return False
    if "kneeling" in flt and card["kneeling"] != flt["kneeling"]:
        return False
    if "unique" in flt and p["unique"] != flt["unique"]:
        return False
    if "loyal" in flt and p["loyal"] != flt["loyal"]:
        return False
    if "icon" in flt and flt["icon"] not in reader.icons(cid):
        return False
    if flt.get("participating") and cid not in [*_challenge(reader).get("attackers", ()),
                                                *_challenge(reader).get("defenders", ())]:
        return False
    if flt.get("participating") is False and cid in [  # not in the challenge (Ours is the Fury)
            *_challenge(reader).get("attackers", ()), *_challenge(reader).get("defenders", ())]:
        return False
    if "lacks_icon" in flt and flt["lacks_icon"] in reader.icons(cid):
        return False
    if "printed_str_max" in flt and not (isinstance(p.get("strength"), int)
                                         and p["strength"] <= flt["printed_str_max"]):
        return False
    if flt.get("attacking") and cid not in _challenge(reader).get("attackers", ()):
        return False
    if flt.get("defending") and cid not in _challenge(reader).get("defenders", ()):
        return False
    if flt.get("no_attachments") and card["attachments"]:
        return False
    if "printed_cost_max" in flt and not (isinstance(p["cost"], int)
                                          and p["cost"] <= flt["printed_cost_max"]):
        return False
    # a side of the running challenge (The Kraken's Grasp, Throwing Axe, Balon Greyjoy)
    for side, key in (("attacking", "attackers"), ("defending", "defenders")):
        if flt.get(side) and cid not in _challenge(reader).get(key, ()):
            return False
    # a lower STR than the ability's own card (Balon Greyjoy; read by layer 6 rules only)
    if flt.get("str_below_source") and not (
            (reader.strength(cid) or 0) < (reader.strength(ctx["source"]) or 0)):
        return False
    return True


def card_pool(state: dict, zone: str) -> list[str]:
    """Candidate ids for a filter on ``zone`` (in seat order, then zone order)."""
    key = "play" if zone == "play" else zone
    out = []
    for s in state["seats"]:
        z = s[key]
        out.extend(z if isinstance(z, list) else ([z] if z else []))
    return out


def select(reader, ctx: dict, flt: dict) -> list[str]:
    return [c for c in card_pool(reader.state, flt.get("zone", "play"))
            if matches(reader, ctx, c, flt)]


def _host(reader, ctx):
    return reader.state["cards"][ctx["source"]]["attached_to"]


def _challenge(reader):
    return reader.state.get("challenge") or {}


def _participating(reader, ctx):
    ch = _challenge(reader)
    return ctx["source"] in ch.get("attackers", ()) or ctx["source"] in ch.get("defenders", ())


CONDITIONS = {
    "first_player": lambda r, ctx: r.state.get("first_player") == ctx["seat"],
    "standing": lambda r, ctx: not r.state["cards"][ctx["source"]]["kneeling"],
    "has_duplicate": lambda r, ctx: bool(r.state["cards"][ctx["source"]]["dups"]),
    "attached_is": lambda r, ctx, name: bool(_host(r, ctx))
    and r.printed(_host(r, ctx))["name"] == name,
    "attached_has_trait": lambda r, ctx, trait: bool(_host(r, ctx))
    and trait in r.traits(_host(r, ctx)),
    # the card this attachment is on kneels (Lightbringer, Seal of the Hand)
    "attached_kneeling": lambda r, ctx: bool(_host(r, ctx))
    and r.state["cards"][_host(r, ctx)]["kneeling"],
    "you_control": lambda r, ctx, flt: bool(select(r, ctx, {**flt, "controller": "you"})),
    "opponent_controls": lambda r, ctx, flt: bool(
        select(r, ctx, {**flt, "controller": "opponent"})),
    "revealed_plot_trait": lambda r, ctx, trait: any(
        s["plot"] and trait in r.traits(s["plot"]) for s in r.state["seats"]),
    "participating": _participating,
    "attacking": lambda r, ctx: ctx["source"] in _challenge(r).get("attackers", ()),
    "defending": lambda r, ctx: ctx["source"] in _challenge(r).get("defenders", ()),
    "challenge_type": lambda r, ctx, kind: _challenge(r).get("type") == kind,
    "in_challenge": lambda r, ctx: bool(_challenge(r)),
    # the ability's controller is the challenge's "attacker" or "defender" (hbo "your_role")
    "your_role": lambda r, ctx, role: _challenge(r).get(role) == ctx["seat"],
    # the source entered play this phase in this way (Gold Cloaks: "using ambush")
    "entered_this_phase": lambda r, ctx, how: (r.state["cards"][ctx["source"]]["entered"] or {})
    == {"round": r.state.get("round"), "phase": r.state.get("phase"), "how": how},
    "opponent_faction_power": lambda r, ctx: any(
        s["faction_card"]["power"] for i, s in enumerate(r.state["seats"]) if i != ctx["seat"]),
    # the source's controller lost a challenge of this type this round (The Red Keep)
    "lost_challenge": lambda r, ctx, kind: kind in (r.state.get("challenges_lost") or {}).get(
        str(ctx["seat"]), ()),
    # the source's controller is the defending player of the current challenge
    "you_defend": lambda r, ctx: _challenge(r).get("defender") == ctx["seat"],
    # melee: the defending player bears a title your title lists as a rival (Master of Ships)
    "defender_is_rival": lambda r, ctx: _defender_is_rival(r, ctx),
    # an opponent has something an ability could take (hand counts are public): Ser Waymar
    # Royce ("choose an opponent" cards ask among eligible opponents: triggered.opponents_for)
    "opponent_has_hand": lambda r, ctx: any(
        s["hand"] for i, s in enumerate(r.state["seats"]) if i != ctx["seat"]),
    # a plot in one's own used pile (Doran's Game: X of them, none would change nothing)
    "has_used_plots": lambda r, ctx: bool(r.state["seats"][ctx["seat"]]["used_plots"]),
    # cards left in one's own deck (its count is public): Greenblood Trader
    "deck_not_empty": lambda r, ctx: bool(r.state["seats"][ctx["seat"]]["deck"]),
    # the flow counted a challenge lost as the defending player this phase (Old Bear Mormont)
    "lost_defending_this_phase": lambda r, ctx: r.state.get("uses", {}).get(
        f"lost_defending:{ctx['seat']}:phase", 0) > 0,
    # some card matching the filter is in play, anybody's (Growing Strong)
    "any_in_play": lambda r, ctx, flt: bool(select(r, ctx, flt)),
    # the source is the only attacker (The Knight of Flowers)
    "only_attacker": lambda r, ctx: list(_challenge(r).get("attackers", ())) == [ctx["source"]],
    # the card an attachment is on takes part / attacks in the challenge
    "attached_participating": lambda r, ctx: bool(_host(r, ctx)) and _host(r, ctx) in [
        *_challenge(r).get("attackers", ()), *_challenge(r).get("defenders", ())],
    "attached_attacking": lambda r, ctx: bool(_host(r, ctx))
    and _host(r, ctx) in _challenge(r).get("attackers", ()),
    # the running challenge is its attacker's first of its type this round (Drogo's Arakh)
    "first_challenge_of_type": lambda r, ctx: bool(_challenge(r)) and r.state[
        "challenges_made"][_challenge(r)["attacker"]].get(_challenge(r)["type"]) == 1,
    "phase_is": lambda r, ctx, phase: r.state.get("phase") == phase,
}


def _defender_is_rival(r, ctx: dict) -> bool:
    d = _challenge(r).get("defender")
    seats = r.state["seats"]
    if d is None or not seats[ctx["seat"]].get("title") or not seats[d].get("title"):
        return False
    theirs = r.state["cards"][seats[d]["title"]]["code"]
    return theirs in r.printed(seats[ctx["seat"]]["title"]).get("title", {}).get("rivals", ())


AMOUNTS = {
    "gold_in_pool": lambda r, ctx: r.state["seats"][ctx["seat"]]["gold"],
    # every other seat's gold together (in a joust: the opponent's pool)
    "opponent_gold_in_pool": lambda r, ctx: sum(s["gold"] for i, s in enumerate(r.state["seats"])
                                                if i != ctx["seat"]),
    "used_plots": lambda r, ctx: len(r.state["seats"][ctx["seat"]]["used_plots"]),
    "count": lambda r, ctx, flt: len(select(r, ctx, flt)),
    # one amount while a condition holds, another otherwise (Iron Fleet Scout: +2 if first)
    "if": lambda r, ctx, cond, then, else_: then if holds(r, ctx, cond) else else_,
}


def holds(reader, ctx: dict, cond: list) -> bool:
    if cond[0] == "not":
        return not holds(reader, ctx, cond[1])
    return CONDITIONS[cond[0]](reader, ctx, *cond[1:])


def amount(reader, ctx: dict, value) -> int:
    if isinstance(value, int):
        return value
    return AMOUNTS[value["per"]](reader, ctx, *value.get("args", ())) * value.get("times", 1)


def check_condition(cond) -> None:
    """Raise ValueError for a condition outside the vocabulary (checked at script import)."""
    if not isinstance(cond, (list, tuple)) or not cond:
        raise ValueError(f"bad condition {cond!r}")
    if cond[0] == "not":
        return check_condition(cond[1])
    if cond[0] not in CONDITIONS:
        raise ValueError(f"unknown condition {cond[0]!r}")


def check_match(match) -> None:
    if isinstance(match, str):
        if match not in SEAT_MATCHES + CARD_MATCHES:
            raise ValueError(f"unknown match {match!r}")
    elif not isinstance(match, dict) or set(match) - FILTER_KEYS:
        raise ValueError(f"bad card filter {match!r}")


def check_amount(value) -> None:
    if not isinstance(value, int) and (not isinstance(value, dict)
                                       or value.get("per") not in AMOUNTS):
        raise ValueError(f"bad amount {value!r}")
