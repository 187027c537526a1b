"""The challenges phase (spec §4.4, §5.9, §5.10): each seat in player order is active once;
between challenges an action window, then the active seat names a challenge or finishes.

A ``challenge`` frame walks 4.2 → 4.2.6 by ``stage``: attackers (a select step) → declared
(kneel) → redirect (melee: the Crown Regent's bearer may make the attacker name another
opponent) → stealth choices → window → defenders (select) → window → compare (4.2.2) →
claim (4.2.3-4.2.4; melee: rivals bonus, Master of Whispers' further opponents) → keywords
(4.2.5, the first player orders the types) → end (4.2.6).

In a melee the attacker names the defending opponent with the challenge's type (an option
``{"type": "challenge", "challenge": kind, "opponent": seat}``, melee.challengeable); a joust's
options name no opponent (there is one).
"""
from __future__ import annotations

from api.engine.ask import ask
from api.engine.flow import has_result, take_result
from api.engine.order import open_order
from api.engine.priority import open_window
from api.engine.select import select
from api.games.cardcore import abilities, cards, derive, effects, ops
from api.games.lcg2e import melee, triggered, triggers
from api.games.lcg2e.setup import player_order

TYPES = ("military", "intrigue", "power")
KEYWORD_ORDER = ("insight", "intimidate", "pillage", "renown")


def opponent(state: dict, seat: int) -> int:
    """A joust's other seat."""
    return 1 - seat


def other_side(ch: dict, seat: int) -> int:
    """The other party of a challenge: the defender for its attacker, and the reverse."""
    return ch["defender"] if seat == ch["attacker"] else ch["attacker"]


def characters(state: dict, seat: int) -> list[str]:
    return [c for c in state["seats"][seat]["play"]
            if derive.printed(state, c)["type"] == "character"]


def eligible(state: dict, seat: int, kind: str, bypassed=()) -> list[str]:
    """Standing characters of ``seat`` with the icon (spec §5.9), not bypassed by stealth."""
    return [c for c in characters(state, seat)
            if kind in derive.icons(state, c) and c not in bypassed
            and (not state["cards"][c]["kneeling"]
                 or derive.rules(state, c, "defend_while_kneeling"))]


def allowance(state: dict, seat: int, kind: str) -> int:
    extra = sum(m.get("amount", 1) for m in derive.rules(state, seat, "extra_challenge")
                if m.get("challenge") in (None, kind))
    return 1 + extra - state["challenges_made"][seat].get(kind, 0)


def restricted(state: dict, seat: int, kind: str) -> bool:
    """A rule ``restrict_challenges`` on the seat forbids this type (``challenge``: one type,
    absent: every type) against its opponent (``against``: one defender, absent: any)."""
    return any(m.get("challenge") in (None, kind)
               and m.get("against") in (None, opponent(state, seat))
               and "max_total" not in m and "until_won" not in m   # barred_types reads those
               for m in derive.rules(state, seat, "restrict_challenges"))


def open_types(state: dict, seat: int) -> list[str]:
    barred = barred_types(state, seat)
    return [k for k in TYPES if allowance(state, seat, k) > 0 and k not in barred
            and not restricted(state, seat, k)
            and [c for c in eligible(state, seat, k) if not state["cards"][c]["kneeling"]]]


def barred_types(state: dict, seat: int) -> set:
    """Challenge types the rule ``restrict_challenges`` bars now: every type once ``max_total``
    challenges were initiated this phase (Sneak Attack); ``types`` until the seat has won a
    challenge of type ``until_won`` this phase (A Game of Thrones)."""
    made = state["challenges_made"][seat]
    barred = set()
    for m in derive.rules(state, seat, "restrict_challenges"):
        if "max_total" in m and sum(made.get(k, 0) for k in TYPES) >= m["max_total"]:
            barred |= set(TYPES)
        if "until_won" in m and not made.get("won:" + m["until_won"]):
            barred |= set(m["types"])
    return barred


def declare_limit(state: dict, seat: int, side: str) -> int | None:
    """The most characters the seat may declare on ``side`` ("attackers" or "defenders") in a
    challenge, or None: rule ``declare_limit`` with ``amount`` binds both sides (Jousting
    Contest), with ``defenders`` only that side (The Knight of Flowers)."""
    limits = [m.get("amount", m.get(side)) for m in derive.rules(state, seat, "declare_limit")]
    limits = [n for n in limits if n is not None]
    return min(limits) if limits else None


# -- the active seat's turn ------------------------------------------------------------------

def turn_auto(state: dict, fr: dict) -> list:
    """``challenges_turn``: window → ask → (challenge) → window … until "done"."""
    if has_result(fr):
        picked = take_result(fr)
        if picked["type"] == "done":
            state["stack"].pop()
            return [{"type": "challenges-done", "seat": fr["seat"]}]
        state["stack"].append({"kind": "challenge", "stage": "attackers",
                               "type": picked["challenge"], "attacker": fr["seat"],
                               "defender": picked.get("opponent",
                                                      opponent(state, fr["seat"]))})
        fr["stage"] = "window"
        return []
    if fr["seat"] not in player_order(state):   # eliminated during its own turn
        state["stack"].pop()
        return []
    if fr["stage"] == "window":
        fr["stage"] = "ask"
        open_window(state, "window", player_order(state), phase="challenges",
                    active=fr["seat"], when="between")
        return []
    if melee.is_melee(state):
        options = [{"type": "challenge", "challenge": k, "opponent": o}
                   for k in open_types(state, fr["seat"])
                   for o in melee.challengeable(state, fr["seat"], k)]
    else:
        options = [{"type": "challenge", "challenge": k} for k in open_types(state, fr["seat"])]
    ask(state, "challenge_choice", fr["seat"], options + [{"type": "done"}],
        prompt="challenge")
    return []


# -- one challenge ---------------------------------------------------------------------------

def challenge_auto(state: dict, fr: dict) -> list:
    return STAGES[fr["stage"]](state, fr)


def _attackers(state, fr):
    fr["stage"] = "declared"
    items = [{"card": c} for c in eligible(state, fr["attacker"], fr["type"])
             if not state["cards"][c]["kneeling"]]
    select(state, "attackers", fr["attacker"], items, low=1, prompt="attackers",
           challenge=fr["type"], high=declare_limit(state, fr["attacker"], "attackers"))
    return []


def _declared(state, fr):
    attackers = [i["card"] for i in take_result(fr)]
    a, d = fr["attacker"], fr["defender"]
    state["challenges_made"][a][fr["type"]] = state["challenges_made"][a].get(fr["type"], 0) + 1
    state["challenge"] = {"type": fr["type"], "attacker": a, "defender": d,
                          "attackers": list(attackers), "defenders": [], "bypassed": []}
    cards.touch(state)      # derived values read the challenge (participants, its type)
    kneel = [c for c in attackers if not derive.rules(state, c, "no_kneel_on_declare")]
    events = [{"type": "challenge-initiated", "challenge": fr["type"], "attacker": a,
               "defender": d, "attackers": attackers}]
    events += ops.kneel(state, {"seat": a}, cards=kneel)
    fr["stealth"] = [c for c in attackers if derive.has_keyword(state, c, "stealth")]
    fr["stage"] = "stealth"
    if melee.is_melee(state):
        # counted against the opponent first named, even if the Regent redirects it
        melee.note_challenge(state, a, fr["type"], d)
        fr["stage"] = "redirect"
    cards.touch(state)
    return events + sync_considered(state)


def _redirect(state, fr):
    """Melee, spec §5.20.3 (decisions 18, 19): once per round, right after a challenge is
    initiated, the Crown Regent's bearer (the attacker himself too) may make the attacker
    choose another opponent; type and attackers stay, stealth targets are chosen after.
    Not offered when the attacker has no other opponent to turn to, nor while the bearer
    cannot trigger card abilities."""
    ch = state["challenge"]
    if has_result(fr):
        answer = take_result(fr)
        if fr.pop("regent_asked", False):
            if answer["type"] == "skip":
                fr["stage"] = "stealth"
                return []
            state["melee"]["regent_used"] = True
            cards.touch(state)
            others = [s for s in melee.live(state) if s not in (fr["attacker"], fr["defender"])]
            ask(state, "new_opponent", fr["attacker"],
                [{"type": "opponent", "seat": s} for s in others], prompt="new_opponent")
            return [{"type": "challenge-redirected", "seat": fr["regent"],
                     "defender": fr["defender"]}]
        fr["defender"] = ch["defender"] = answer["seat"]
        ch["redirected_from"] = fr["redirect_from_seat"]
        fr["stage"] = "stealth"
        cards.touch(state)
        return [{"type": "new-defender", "challenge": fr["type"], "defender": answer["seat"]}]
    regent = melee.bearer(state, melee.REGENT)
    others = [s for s in melee.live(state) if s not in (fr["attacker"], fr["defender"])]
    # the Regent's redirect is a card ability its bearer triggers, so Catelyn Stark
    # attacking for one of the bearer's opponents holds it back (spec §5.20.3 with §5.8)
    if regent is None or state["melee"]["regent_used"] or not others \
            or not derive.rules(state, regent, "redirect_challenge") \
            or derive.rules(state, regent, "restrict_triggering"):
        fr["stage"] = "stealth"
        return []
    fr.update(regent_asked=True, regent=regent, redirect_from_seat=fr["defender"])
    ask(state, "redirect", regent, [{"type": "use"}, {"type": "skip"}], prompt="redirect")
    return []


def _stealth(state, fr):
    """One stealth target per stealth attacker (spec §5.10), or none."""
    ch = state["challenge"]
    if has_result(fr):
        choice = take_result(fr)["choice"]
        if choice is not None:
            ch["bypassed"].append(choice)
            cards.touch(state)
            # "after <this> bypasses a character using stealth" (Ghost)
            triggers.raise_trigger(state, "bypassed_by_stealth", subject=choice,
                                   by=fr["asking"])
            return [{"type": "bypassed", "card": choice, "by": fr["asking"]}]
    if not fr["stealth"]:
        fr["stage"] = "window1"
        # the challenge is initiated (stealth targets are chosen as it is): reactions now
        triggers.raise_trigger(state, "challenge_initiated", challenge=fr["type"],
                               attacker=fr["attacker"], defender=fr["defender"],
                               attackers=list(ch["attackers"]))
        return []
    src = fr["stealth"].pop(0)
    targets = [c for c in characters(state, fr["defender"])
               if not derive.has_keyword(state, c, "stealth") and c not in ch["bypassed"]
               and not derive.rules(state, c, "stealth_immunity")]   # Benjen's Rangers
    fr["asking"] = src
    ask(state, "stealth", fr["attacker"], [{"type": "choose", "choice": c} for c in targets]
        + [{"type": "choose", "choice": None}], prompt="stealth", source=src)
    return []


def sync_considered(state: dict) -> list:
    """Characters of the attacking player "considered to be participating" (rule
    ``considered_participating``, Jon Snow) join the attackers while their condition holds and
    leave when it stops; they are never declared, so they do not kneel for it."""
    ch = state.get("challenge")
    if not ch:
        return []
    events = []
    for c in characters(state, ch["attacker"]):
        want = bool(derive.rules(state, c, "considered_participating"))
        if want and c not in ch["attackers"]:
            ch["attackers"].append(c)
            ch.setdefault("considered", []).append(c)
            events.append({"type": "considered-participating", "card": c})
        elif not want and c in ch.get("considered", ()):
            ch["attackers"].remove(c)
            ch["considered"].remove(c)
            events.append({"type": "no-longer-participating", "card": c})
        else:
            continue
        cards.touch(state)
    return events


def _window(next_stage: str, when: str):
    def run(state, fr):
        events = sync_considered(state)
        fr["stage"] = next_stage
        open_window(state, "window", player_order(state), phase="challenges",
                    active=fr["attacker"], when=when)
        return events
    return run


def _defenders(state, fr):
    fr["stage"] = "defended"
    ch = state["challenge"]
    items = [{"card": c} for c in eligible(state, fr["defender"], fr["type"], ch["bypassed"])
             if not derive.rules(state, c, "cannot_defend")]     # Ghost
    select(state, "defenders", fr["defender"], items, low=0, prompt="defenders",
           challenge=fr["type"], high=declare_limit(state, fr["defender"], "defenders"))
    return []


def _defended(state, fr):
    defenders = [i["card"] for i in take_result(fr)]
    # a character made to participate before the declaration stays in (Ours is the Fury)
    state["challenge"]["defenders"] += [c for c in defenders
                                        if c not in state["challenge"]["defenders"]]
    cards.touch(state)
    kneel = [c for c in defenders if not derive.rules(state, c, "no_kneel_on_declare")]
    fr["stage"] = "window2"
    return [{"type": "defenders-declared", "seat": fr["defender"], "defenders": defenders}] \
        + ops.kneel(state, {"seat": fr["defender"]}, cards=kneel)


def defenders_valid(state: dict, frame: dict) -> bool:
    """A character that must be declared as a defender if able (rule ``must_defend``, Dornish
    Paramour) is among the chosen defenders whenever it is among the eligible ones."""
    chosen = {frame["items"][i]["card"] for i in frame["chosen"]}   # indices of items
    return all(i["card"] in chosen for i in frame["items"]
               if derive.rules(state, i["card"], "must_defend"))


def lost_defending_key(seat: int) -> str:
    """The counter of challenges ``seat`` lost as the defending player this phase (a period
    key: the phase's end clears it)."""
    return f"lost_defending:{seat}:phase"


def side_total(state: dict, ids: list[str]) -> int:
    return sum(derive.strength(state, c) or 0 for c in ids
               if not derive.rules(state, c, "no_str_contribution"))


def side_strength(state: dict, ch: dict, role: str) -> int:
    """A side's total (4.2.2): its characters' STR, plus the side bonuses of its player's
    cards (rule ``side_str``: the melee titles' +1 STR), which count only while that player
    controls a participating character on the side (spec §5.20.1; The Red Keep's 2 STR)."""
    ids = ch["attackers"] if role == "attacker" else ch["defenders"]
    total, seat = side_total(state, ids), ch[role]
    if any(state["cards"][c]["controller"] == seat for c in ids):
        total += sum(m.get("amount", 0) for m in derive.rules(state, seat, "side_str"))
    return total


def _compare(state, fr):
    """4.2.2: ties go to the attacker; a winner needs STR ≥ 1 and a participating
    character; unopposed when the attacker wins against a defending total of 0."""
    ch = state["challenge"]
    events = sync_considered(state)
    att, dfd = side_strength(state, ch, "attacker"), side_strength(state, ch, "defender")
    winner = None
    if att >= dfd and att >= 1 and ch["attackers"]:
        winner = fr["attacker"]
    elif dfd > att and ch["defenders"]:
        winner = fr["defender"]
    if winner is not None and winner == fr["attacker"]:   # "lost a challenge as the
        uses = state["uses"]                               # defending player this phase"
        key = lost_defending_key(fr["defender"])           # (Old Bear Mormont; the touch
        uses[key] = uses.get(key, 0) + 1                   # below covers it)
    ch.update(strength={"attacker": att, "defender": dfd}, winner=winner,
              loser=None if winner is None else other_side(ch, winner),
              margin=abs(att - dfd), unopposed=winner == fr["attacker"] and dfd == 0)
    if winner is not None:   # who lost which challenge this phase (The Red Keep reads it)
        state.setdefault("challenges_lost", {}).setdefault(str(ch["loser"]), []).append(fr["type"])
    cards.touch(state)
    fr["stage"] = "claim" if winner is not None else "end"
    if winner is not None and any(m.get("until_won") == fr["type"] for m in derive.rules(
            state, winner, "restrict_challenges")):    # A Game of Thrones: a won challenge
        state["challenges_made"][winner]["won:" + fr["type"]] = 1  # noted only when it matters
    events += [{"type": "challenge-resolved", "challenge": fr["type"], "attacker": fr["attacker"],
               "defender": fr["defender"], "attacking": att, "defending": dfd, "winner": winner,
               "unopposed": ch["unopposed"]}]
    # "if you win this challenge" effects are due now, for the winner only (the rest lapse)
    for d in effects.take_due(state, "challenge_won"):
        if d["by"] == winner:
            events += triggered.run_delayed(state, d)
    if winner is not None:   # reactions to winning and losing come before 4.2.3 [RR]
        triggers.raise_trigger(state, "win_challenge", challenge=fr["type"], winner=winner,
                               loser=ch["loser"], attacker=fr["attacker"],
                               defender=fr["defender"], attackers=list(ch["attackers"]),
                               defenders=list(ch["defenders"]), margin=ch["margin"],
                               unopposed=ch["unopposed"])
    return events


def _claim(state, fr):
    """4.2.3 unopposed bonus, 4.2.4 claim (only when the attacker won)."""
    ch = state["challenge"]
    a, d = fr["attacker"], fr["defender"]
    fr["stage"] = "keywords"
    events = []
    if ch["winner"] == a and ch["unopposed"]:
        events += ops.gain_power(state, {"seat": a}, card=cards.faction_ref(a), amount=1)
    if melee.is_melee(state):
        events += _rivals_bonus(state, ch)
    if ch["winner"] != a:
        return events
    claim = derive.plot_value(state, a, "claim")
    ctx = {"seat": a, "source": None}
    if claim <= 0:
        return events
    if fr["type"] == "military":
        victims = characters(state, d)
        if victims:
            fr["stage"] = "killed"
            select(state, "claim", d, [{"card": c} for c in victims],
                   low=min(claim, len(victims)), high=min(claim, len(victims)),
                   prompt="claim_military", count=min(claim, len(victims)))
    elif fr["type"] == "intrigue":
        others = [s for s in melee.live(state) if s not in (a, d)] \
            if melee.is_melee(state) and derive.rules(state, a, "claim_extra_opponents") else []
        if others:          # Master of Whispers (decision 22): further opponents, or none
            fr.update(stage="whispers", claim=claim)
            select(state, "whispers", a, [{"card": cards.faction_ref(s)} for s in others],
                   low=0, high=len(others), prompt="whispers", public=True)
            return events
        events += ops.discard_from_hand_random(state, ctx, seat=d, count=claim)
    else:
        events += ops.move_power(state, ctx, card=cards.faction_ref(d),
                                 dest=cards.faction_ref(a), amount=claim)
    return events


def _rivals_bonus(state: dict, ch: dict) -> list:
    """4.2.3 (melee): the winner, attacking or defending, gains 1 power when the loser bears
    one of its title's rivals, once per rival opponent per round (spec §5.20.1)."""
    w, loser = ch["winner"], ch["loser"]
    if w is None or not melee.rivals(state, w, loser) \
            or loser in state["melee"]["rivals_won"][w]:
        return []
    state["melee"]["rivals_won"][w].append(loser)
    cards.touch(state)
    return [{"type": "rivals-bonus", "seat": w, "rival": loser}] + ops.gain_power(
        state, {"seat": w}, card=cards.faction_ref(w), amount=1)


def _whispers(state, fr):
    """The intrigue claim in full against the defender and each opponent the Master of
    Whispers added; only the defender lost the challenge."""
    fr["stage"] = "keywords"
    a, d = fr["attacker"], fr["defender"]
    more = [int(i["card"][1:]) for i in take_result(fr)]
    events = [{"type": "claim-opponents", "seat": a, "opponents": [d] + more}] if more else []
    for s in [d] + more:
        events += ops.discard_from_hand_random(state, {"seat": a, "source": None}, seat=s,
                                               count=fr["claim"])
    return events


def _killed(state, fr):
    """The chosen characters are killed together, through the trigger pipeline (saves,
    reactions to the kill)."""
    fr["stage"] = "keywords"
    triggers.kill(state, [i["card"] for i in take_result(fr)], by=fr["attacker"])
    return []


def _keyword_instances(state, fr, kw: str) -> list[str]:
    ch = state["challenge"]
    side = ch["attackers"] if ch["winner"] == fr["attacker"] else ch["defenders"]
    if kw == "intimidate" and ch["winner"] != fr["attacker"]:
        return []
    return [c for c in side if derive.has_keyword(state, c, kw)]


def _keywords(state, fr):
    """4.2.5: the first player orders the keyword types present."""
    ch = state["challenge"]
    if ch["winner"] is None:
        fr["stage"] = "end"
        return []
    present = [k for k in KEYWORD_ORDER if _keyword_instances(state, fr, k)]
    fr["stage"] = "keyword_next"
    if len(present) > 1:
        open_order(state, "keyword_order", state["first_player"], present,
                   prompt="keyword_order")
    else:
        fr["returned"] = present
    return []


def _keyword_next(state, fr):
    if fr.get("answer_for"):        # a keyword's question came back
        return _use_keyword(state, fr, fr.pop("answer_for"), take_result(fr))
    if has_result(fr):              # the order of the keyword types
        fr["queue"] = take_result(fr)
        fr["pending"] = []
    if not fr["pending"]:
        if not fr["queue"]:
            fr["stage"] = "end"
            return []
        kw = fr["queue"].pop(0)
        fr["pending"] = [[kw, c] for c in _keyword_instances(state, fr, kw)]
        if kw == "intimidate":      # at most one character per challenge
            fr["pending"] = fr["pending"][:1]
        return []
    kw, src = fr["pending"].pop(0)
    ch = state["challenge"]
    winner, loser = ch["winner"], ch["loser"]
    fr["answer_for"] = [kw, src]
    if kw == "intimidate":
        targets = [c for c in characters(state, loser) if not state["cards"][c]["kneeling"]
                   and (derive.strength(state, c) or 0) <= ch["margin"]]
        ask(state, "keyword", winner, [{"type": "choose", "choice": c} for c in targets]
            + [{"type": "choose", "choice": None}], prompt="intimidate", source=src)
    else:
        ask(state, "keyword", winner, [{"type": "use"}, {"type": "skip"}], prompt=kw,
            source=src)
    return []


def _use_keyword(state, fr, pending, answer) -> list:
    kw, src = pending
    ch = state["challenge"]
    winner, loser = ch["winner"], ch["loser"]
    ctx = {"seat": winner, "source": src}
    if answer["type"] == "skip" or answer.get("choice", 0) is None:
        return [{"type": "keyword-declined", "keyword": kw, "card": src}]
    if kw == "intimidate":
        return ops.kneel(state, ctx, cards=[answer["choice"]])
    if kw == "renown":
        if not cards.in_play(state, src) or state["cards"][src]["zone"] != "play":
            return []
        events = ops.gain_power(state, ctx, card=src, amount=1)
        triggers.raise_if_answered(state, "gains_power", card=src, amount=1)
        return events
    if kw == "insight":
        return ops.draw(state, ctx, seat=winner, count=1)
    top = state["seats"][loser]["deck"][:1]
    events = ops.discard_top_of_deck(state, ctx, seat=loser, count=1)
    if top:      # "after <this> discards a card using pillage" (Euron Crow's Eye)
        triggers.raise_if_answered(state, "pillage_discard", card=src, loser=loser,
                                   discarded=list(top))
    return events


def _end(state, fr):
    """4.2.6: nobody participates any more; "until the end of the challenge" ends."""
    state["stack"].pop()
    state["challenge"] = None
    events = effects.expire(state, "challenge")
    effects.drop_delayed(state, "challenge_won")
    abilities.end_period(state, "challenge")
    cards.touch(state)
    return events + [{"type": "challenge-ended", "challenge": fr["type"]}]


STAGES = {"attackers": _attackers, "declared": _declared, "redirect": _redirect,
          "stealth": _stealth, "whispers": _whispers,
          "window1": _window("defenders", "attackers_declared"), "defenders": _defenders,
          "defended": _defended, "window2": _window("compare", "defenders_declared"),
          "compare": _compare, "claim": _claim, "killed": _killed, "keywords": _keywords,
          "keyword_next": _keyword_next, "end": _end}
