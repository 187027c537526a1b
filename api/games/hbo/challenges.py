"""The Challenges phase (spec §4.4, §5.1, §5.7): each player's challenge turn, and one
challenge as a frame: declare attackers (knelt as they are declared), Ambush blocks, an action
window, defenders, an action window, then resolution in hbo's order (spec §5.1.6, A7):
"if you win" effects → unopposed (1 power) → claim → Renown → outcome reactions.

A challenge whose attackers have all left it has no winner (A8). A military claim is chosen by
the losing defender all at once (strong blow, §5.1.7); a chosen character with a duplicate
discards one instead of dying (automatic, §5.6.2) unless saves are prohibited.
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.flow import has_result, take_result
from api.engine.priority import open_window
from api.engine.select import select
from api.games.cardcore import abilities, cards, derive, effects, ops
from api.games.hbo import reactions, resolve, saves
from api.games.hbo.setup import gain_power, player_order

TYPES = ("military", "intrigue", "power")


def _chars(state: dict, seat: int) -> list[str]:
    return [c for c in state["seats"][seat]["play"]
            if derive.printed(state, c)["type"] == "character"]


def _limits(state: dict, seat: int) -> list[dict]:
    return derive.rules(state, seat, "restrict_challenges")


def allowed(state: dict, seat: int, kind: str) -> int:
    """How many challenges of ``kind`` the seat may initiate this phase (1 + extras)."""
    return 1 + sum(r["count"] for r in derive.rules(state, seat, "extra_challenge")
                   if r["challenge"] == kind)


def attackers_for(state: dict, seat: int, kind: str) -> list[str]:
    return [c for c in _chars(state, seat)
            if not state["cards"][c]["kneeling"] and kind in derive.icons(state, c)
            and not derive.rules(state, c, "cannot_attack")]


def open_types(state: dict, seat: int) -> list[str]:
    """Challenge types the seat may initiate now (spec §5.1.2, scenario limits)."""
    made = state["challenges_made"][seat]
    limits = _limits(state, seat)
    if any(len(made) >= r["max_challenges"] for r in limits if "max_challenges" in r):
        return []
    out = []
    for kind in TYPES:
        if made.count(kind) >= allowed(state, seat, kind):
            continue
        if any(kind in r.get("forbidden_types", ()) for r in limits):
            continue
        if any(kind in r.get("requires_intrigue_win_for", ()) for r in limits) \
                and not state["intrigue_won"][seat]:
            continue
        if attackers_for(state, seat, kind):
            out.append(kind)
    return out


def _cap(state: dict, seat: int, key: str, n: int) -> int:
    caps = [r[key] for r in _limits(state, seat) if key in r]
    return min([n] + caps)


def turn_auto(state: dict, fr: dict) -> list:
    """One seat's challenge turn: an action window before each challenge (§5.8.2), then
    choose a type (or finish), run the challenge, repeat."""
    seat = fr["seat"]
    if has_result(fr):
        choice = take_result(fr)
        if choice["type"] == "done":
            state["stack"].pop()
            return [{"type": "challenges-done", "seat": seat}]
        fr["window"] = False           # the next challenge has its own window before it
        state["stack"].append({"kind": "challenge", "stage": "attackers",
                               "type": choice["challenge"], "seat": seat})
        return []
    if not fr.get("window"):
        fr["window"] = True
        _window(state, "before_challenge")
        return []
    kinds = open_types(state, seat)
    if not kinds:
        state["stack"].pop()
        return [{"type": "challenges-done", "seat": seat}]
    ask(state, "challenge_choice", seat,
        [{"type": "challenge", "challenge": k} for k in kinds] + [{"type": "done"}],
        prompt="challenge")
    return []


def side_total(state: dict, ids: list[str]) -> int:
    return sum(derive.strength(state, c) or 0 for c in ids)


def challenge_auto(state: dict, fr: dict) -> list:
    return STAGES[fr["stage"]](state, fr)


def _attackers(state, fr):
    seat, kind = fr["seat"], fr["type"]
    items = [{"card": c} for c in attackers_for(state, seat, kind)]
    fr["stage"] = "declare"
    select(state, "attackers", seat, items, low=1,
           high=_cap(state, seat, "max_attackers", len(items)), prompt="attackers",
           challenge=kind)
    return []


def _declare(state, fr):
    seat, kind = fr["seat"], fr["type"]
    chosen = [i["card"] for i in take_result(fr)]
    other = 1 - seat
    state["challenge"] = {"type": kind, "attacker": seat, "defender": other,
                          "attackers": chosen, "defenders": [], "blocked": []}
    state["challenges_made"][seat].append(kind)
    cards.touch(state)
    kneel = [c for c in chosen
             if not any(kind in r["types"] for r in derive.rules(state, c, "no_kneel_on_declare"))]
    events = [{"type": "challenge-declared", "seat": seat, "challenge": kind,
               "attackers": list(chosen)}]
    events += ops.kneel(state, {"seat": seat}, cards=kneel)
    fr.update(stage="ambush", pending=[c for c in chosen if derive.has_keyword(state, c, "ambush")])
    return events


def _ambush(state, fr):
    """Spec §5.7.3: each Ambush attacker may pick one enemy character without Ambush, all
    different; those cannot defend."""
    ch = state["challenge"]
    if has_result(fr):
        pick = take_result(fr)
        if pick["type"] == "choose" and pick["choice"] is not None:
            ch["blocked"].append(pick["choice"])
            cards.touch(state)
            return [{"type": "ambush-blocked", "card": pick["choice"],
                     "by": fr.pop("ambusher")}]
        fr.pop("ambusher", None)
        return []
    while fr["pending"]:
        source = fr["pending"].pop(0)
        if source not in ch["attackers"]:
            continue
        targets = [c for c in _chars(state, ch["defender"])
                   if c not in ch["blocked"] and not derive.has_keyword(state, c, "ambush")]
        if not targets:
            continue
        fr["ambusher"] = source
        ask(state, "ambush", fr["seat"],
            [{"type": "choose", "choice": c} for c in targets]
            + [{"type": "choose", "choice": None}], prompt="ambush", source=source)
        return []
    fr["stage"] = "defenders"
    _window(state, "after_attackers")
    # reactions to the declaration and the initiation come before the window (§5.1.3)
    reactions.raise_(state, [{"event": "declared_as_attacker", "subject": c}
                             for c in ch["attackers"]] + [{"event": "challenge_initiated"}])
    return []


def _window(state: dict, moment: str) -> None:
    open_window(state, "window", player_order(state), phase="challenges", moment=moment)


def defenders_for(state: dict, seat: int) -> list[str]:
    ch = state["challenge"]
    return [c for c in _chars(state, seat)
            if not state["cards"][c]["kneeling"] and ch["type"] in derive.icons(state, c)
            and c not in ch["blocked"] and not derive.rules(state, c, "cannot_defend")]


def _defenders(state, fr):
    ch = state["challenge"]
    items = [{"card": c} for c in defenders_for(state, ch["defender"])]
    fr["stage"] = "defend"
    select(state, "defenders", ch["defender"], items, low=0,
           high=_cap(state, ch["defender"], "max_defenders", len(items)), prompt="defenders",
           challenge=ch["type"])
    return []


def _defend(state, fr):
    ch = state["challenge"]
    chosen = [i["card"] for i in take_result(fr)]
    ch["defenders"] = chosen
    cards.touch(state)
    events = [{"type": "defenders-declared", "seat": ch["defender"], "defenders": list(chosen)}]
    events += ops.kneel(state, {"seat": ch["defender"]}, cards=chosen)
    fr["stage"] = "resolve"
    _window(state, "after_defenders")
    reactions.raise_(state, [{"event": "declared_as_defender", "subject": c} for c in chosen])
    return events


def _resolve(state, fr):
    """Spec §5.1.6 steps 1–4.2: strengths, winner, unopposed; then the claim stage."""
    ch = state["challenge"]
    att, dfn = side_total(state, ch["attackers"]), side_total(state, ch["defenders"])
    if not ch["attackers"]:
        fr["stage"] = "end"
        return [{"type": "challenge-resolved", "challenge": ch["type"], "winner": None,
                 "strength": [att, dfn]}]
    winner = ch["attacker"] if att >= dfn else ch["defender"]
    ch.update(winner=winner, strength=[att, dfn])
    cards.touch(state)
    events = [{"type": "challenge-resolved", "challenge": ch["type"], "winner": winner,
               "strength": [att, dfn]}]
    if ch["type"] == "intrigue":
        state["intrigue_won"][winner] = True
    # §5.1.6 step 4.1: "if you win this challenge" effects of the winner (Devious Methods)
    for d in effects.take_due(state, "challenge_won"):
        if d["by"] == winner:
            events += resolve.apply(state, winner, d["source"], d["op"], d["params"], [])
    fr["stage"] = "renown"
    if winner == ch["attacker"]:
        if dfn == 0:
            events.append({"type": "unopposed", "seat": winner})
            events += gain_power(state, winner, cards.faction_ref(winner), 1)
        fr["stage"] = "claim"
    return events


def _claim(state, fr):
    """Spec §5.1.1: the defender suffers the attacker's claim, as far as possible."""
    ch = state["challenge"]
    loser, winner = ch["defender"], ch["attacker"]
    claim = derive.plot_value(state, winner, "claim")
    events = [{"type": "claim", "challenge": ch["type"], "seat": loser, "claim": claim}]
    fr["stage"] = "renown"
    if claim <= 0:
        return events
    if ch["type"] == "intrigue":
        return events + ops.discard_from_hand_random(state, {"seat": winner}, seat=loser,
                                                     count=claim)
    if ch["type"] == "power":
        return events + ops.move_power(state, {"seat": winner}, card=cards.faction_ref(loser),
                                       dest=cards.faction_ref(winner), amount=claim)
    victims = _chars(state, loser)
    count = min(claim, len(victims))
    if count:
        fr["stage"] = "casualties"
        select(state, "claim", loser, [{"card": c} for c in victims], low=count, high=count,
               prompt="claim", count=count)
    return events


def _casualties(state, fr):
    """Strong blow (§5.1.7): the chosen characters die at once (saves.py: a duplicate, or a
    save in its window, keeps one alive: it still counts as chosen)."""
    chosen = [i["card"] for i in take_result(fr)]
    fr["stage"] = "renown"
    return saves.kill(state, state["challenge"]["attacker"], chosen)


def _renown(state, fr):
    """§5.7.2: each participating Renown character of the winner gains 1 power."""
    ch = state["challenge"]
    winner = ch.get("winner")
    side = ch["attackers"] if winner == ch["attacker"] else ch["defenders"]
    events = []
    for c in side:
        if derive.has_keyword(state, c, "renown") and state["cards"][c]["zone"] == "play":
            events += gain_power(state, winner, c, 1)
    fr["stage"] = "end"
    # §5.1.6 step 5: reactions to the outcome, the challenge still in progress
    ch = state["challenge"]
    margin = abs(ch["strength"][0] - ch["strength"][1])
    reactions.raise_(state, [
        {"event": "challenge_won", "seat": winner, "margin": margin, "challenge": dict(ch)},
        {"event": "challenge_lost", "seat": 1 - winner, "margin": margin, "challenge": dict(ch)}])
    return events


def _end(state, fr):
    ch = state["challenge"]
    state["stack"].pop()
    state["challenge"] = None
    effects.drop_delayed(state, "challenge_won")      # lapsed: lost, or no winner
    events = effects.expire(state, "challenge")
    abilities.end_period(state, "challenge")
    cards.touch(state)
    return events + [{"type": "challenge-ended", "challenge": ch["type"]}]


STAGES = {"attackers": _attackers, "declare": _declare, "ambush": _ambush,
          "defenders": _defenders, "defend": _defend, "resolve": _resolve, "claim": _claim,
          "casualties": _casualties, "renown": _renown, "end": _end}
