"""The trigger pipeline (spec §5.8 "Triggered abilities", design §5.4 / D5): one ``trigger``
frame per timing point a card may answer.

    {"kind": "trigger", "event": {"name": "challenge_initiated", ...}, "stage": ...,
     "answered": [[card, ability], ...], "queue": [...]}

Stages, in the rules' order: forced interrupts → interrupt window → resolve → forced
reactions → reaction window. Everything a use starts (costs, nested triggers) is pushed above
this frame and resolves before it goes on. Forced abilities that trigger together are put in
order by the first player (``trigger_order``, spec §5.8). An optional window
(``trigger_window``) is offered in player order to the seats with an eligible ability only; the
window closes when they all pass in a row; each ability copy answers one occurrence at most
once (``answered``). The abilities answering here all sit on face-up cards, so who is asked
tells nobody anything hidden.

Resolve: most timing points are "after" points whose game step has already happened (a
challenge initiated, a challenge won, dominance won, a phase begun, plots revealed): resolve
does nothing for them. A ``would`` point carries its own resolution (:data:`RESOLVE`): a kill
(``killed``) kills the cards not saved in its interrupt window, where a seat may discard a
duplicate of a card of its own to save it (spec §5.11) unless the kill cannot be saved.

Event ``when`` tests (``{"event": name, "tests": [[test, *args], ...]}``) are the closed list
:data:`TESTS`. When Revealed abilities answer the ``revealed`` point of their own plot, as
forced reactions (the first player orders them, spec §4.1).
"""
from __future__ import annotations

import orjson

from api.engine.flow import has_result, take_result
from api.engine.order import open_order
from api.engine.priority import open_window
from api.games.cardcore import cards, derive, moves, ops
from api.games.lcg2e import triggered
from api.games.lcg2e.setup import player_order

STAGES = ("forced_interrupt", "interrupt", "resolve", "forced_reaction", "reaction", "done")
OPTIONAL = {"interrupt": "interrupt", "reaction": "reaction"}
FORCED = {"forced_interrupt": "forced_interrupt", "forced_reaction": "forced_reaction"}

# event field tests, from the point of view of the ability's controller ("you")
TESTS = {
    "you_are_defending": lambda ev, you, cid: ev.get("defender") == you,
    "you_won": lambda ev, you, cid: ev.get("winner") == you,
    "challenge": lambda ev, you, cid, kind: ev.get("challenge") == kind,
    "phase": lambda ev, you, cid, phase: ev.get("phase") == phase,
    "own_plot": lambda ev, you, cid: cid in ev.get("plots", ()),
    "self_attacking": lambda ev, you, cid: cid in ev.get("attackers", ()),
    "you_lost_defending": lambda ev, you, cid: ev.get("loser") == you == ev.get("defender"),
    "self_stood": lambda ev, you, cid: cid in ev.get("cards", ()),
    "self_entered": lambda ev, you, cid: ev.get("card") == cid,
    "entered_by": lambda ev, you, cid, how: ev.get("how") == how,
    "victim_has_trait": lambda ev, you, cid, *traits: any(
        set(v["traits"]) & set(traits) for v in ev.get("victims", ())),
    "victim_yours_of_faction": lambda ev, you, cid, faction: any(
        v["controller"] == you and v["faction"] == faction for v in ev.get("victims", ())),
    "participating": lambda ev, you, cid: cid in [*ev.get("attackers", ()), *ev.get("defenders", ())],
    # would_initiate: a cancel needs something left to cancel
    "cancelable": lambda ev, you, cid: not ev.get("cannot_be_canceled") and not ev.get("canceled"),
    "event_played_by_opponent": lambda ev, you, cid: ev.get("played") and ev.get("seat") != you,
    "opponents_card_ability": lambda ev, you, cid: not ev.get("played") and ev.get("seat") != you
    and ev.get("source_type") in ("character", "location", "attachment"),
    "is_victim": lambda ev, you, cid: cid in ev.get("cards", ()) and cid not in ev.get("saved", ())
    and cid not in ev.get("leaving", ()),
    # win_challenge: you were the attacking player; won by N STR or more (Put to the Sword)
    "you_attacked": lambda ev, you, cid: ev.get("attacker") == you,
    "margin_at_least": lambda ev, you, cid, n: ev.get("margin", 0) >= n,
    # the card is among the event's cards (Randyll Tarly's STR increased)
    "self_among": lambda ev, you, cid: cid in ev.get("cards", ()),
    "challenge_one_of": lambda ev, you, cid, *kinds: ev.get("challenge") in kinds,
    # Martell, Night's Watch
    "you_lost": lambda ev, you, cid: ev.get("loser") == you,
    "won_by": lambda ev, you, cid, n: ev.get("margin", 0) >= n,
    "self_bypassed_one": lambda ev, you, cid: ev.get("by") == cid,
    "opponent_collected": lambda ev, you, cid: ev.get("seat") not in (None, you),
    # Baratheon, Greyjoy: an unopposed win (Asha, Theon, Great Kraken, We Do Not Sow)
    "unopposed": lambda ev, you, cid: bool(ev.get("unopposed")),
    "self_gained": lambda ev, you, cid: ev.get("card") == cid,       # gains_power (Lightbringer)
    "self_pillaged": lambda ev, you, cid: ev.get("card") == cid,     # pillage_discard (Euron)
    "victim_of_faction": lambda ev, you, cid, faction: any(          # Risen from the Sea
        v["faction"] == faction and v["card"] not in ev.get("saved", ())
        and v["card"] not in ev.get("leaving", ())
        for v in ev.get("victims", ())),
}

# tests that read the card a timing point is about (its traits): judged with the state
STATE_TESTS = {
    # you marshaled, or played (an event), a card with the trait (Melisandre)
    "yours_marshaled_or_played": lambda state, ev, you, cid, trait: (
        (ev["name"] == "enters_play" and ev.get("how") == "marshal"
         and ev.get("controller") == you)
        or (ev["name"] == "event_played" and ev.get("seat") == you))
    and trait in derive.traits(state, ev["card"]),
}


def _about(state: dict, victims: list[str]) -> list[dict]:
    """What each card leaving play was (reactions read it once the card has left play)."""
    return [{"card": c, "controller": cards.controller(state, c),
             "faction": derive.printed(state, c)["faction"],
             "traits": list(derive.traits(state, c))} for c in victims]


def kill(state: dict, victims: list[str], by: int | None, cannot_be_saved: bool = False,
         zero_str: bool = False) -> None:
    """Kill ``victims`` together (spec §5.12) as one ``killed`` timing point: interrupts,
    saves and replacements first, then the kill, then reactions to it. ``zero_str``: the
    kill of an ongoing "killed if its STR is 0" (only saves that lift it are offered)."""
    if victims:
        raise_trigger(state, "killed", would=True, cards=list(victims),
                      victims=_about(state, victims), saved=[], replaced={}, by=by,
                      cannot_be_saved=cannot_be_saved, **({"zero_str": True} if zero_str else {}))


def discard(state: dict, victims: list[str], by: int | None, cannot_be_saved: bool = False) -> None:
    """Discard ``victims`` from play together: the ``discarded`` timing point (saves as for a
    kill: a duplicate, Bodyguard)."""
    if victims:
        raise_trigger(state, "discarded", would=True, cards=list(victims),
                      victims=_about(state, victims), saved=[], replaced={}, by=by,
                      cannot_be_saved=cannot_be_saved)


def returned(state: dict, victims: list[str], by: int | None, cannot_be_saved: bool = False) -> None:
    """Return cards in play to their owners' hands together: the ``returned`` timing point.
    It is leaving play (spec §5.12), so "when … leaves play" interrupts (Viserys Targaryen)
    and a duplicate's save (§5.11: "would leave play") answer it."""
    if victims:
        raise_trigger(state, "returned", would=True, cards=list(victims),
                      victims=_about(state, victims), saved=[], replaced={}, by=by,
                      cannot_be_saved=cannot_be_saved)


def sacrificed(state: dict, victims: list[str], by: int | None) -> None:
    """Cards were sacrificed (they cannot be saved, spec §5.11): an "after" timing point for
    reactions (Robb Stark). ``victims`` are read before they left play."""
    if victims:
        raise_trigger(state, "sacrificed", cards=[v["card"] for v in victims], victims=victims,
                      by=by)


def _resolve_leave(verb: str):
    """Resolve a ``would`` leave-play point: saved cards stay; a replacement ("instead",
    spec §5.8: the most recent one wins) sends a card elsewhere by its own verb; the rest go
    by ``verb``. The point still happened for a replaced card (its reactions answer)."""
    def resolve(state: dict, fr: dict) -> list:
        ev = fr["event"]
        going = [c for c in ev["cards"] if c not in ev["saved"] and cards.in_play(state, c)
                 and state["cards"][c]["zone"] == "play"]
        ev["cards"] = going
        ev["victims"] = [v for v in ev["victims"] if v["card"] in going]
        ctx = {"seat": ev["by"]}
        events = []
        plain = [c for c in going if c not in ev.get("replaced", {})]
        if plain:
            events += ops.OPS[verb](state, ctx, cards=plain)
        for c in going:
            if c in ev.get("replaced", {}):
                events += ops.OPS[ev["replaced"][c]](state, ctx, cards=[c])
        return events
    return resolve


RESOLVE = {"killed": _resolve_leave("kill"), "discarded": _resolve_leave("discard_from_play"),
           "returned": _resolve_leave("return_to_hand")}


# Tests that say nothing about the card itself, so they may be judged for a card nobody sees.
HAND_TESTS = ("you_are_defending", "you_won", "challenge", "phase", "you_lost_defending",
              "cancelable", "event_played_by_opponent", "opponents_card_ability",
              "you_lost", "unopposed", "won_by", "opponent_collected", "victim_of_faction",
              "you_attacked", "margin_at_least", "challenge_one_of")


def raise_if_answered(state: dict, name: str, **fields) -> None:
    """Raise a timing point only when some card could answer it: an ability of a face-up
    card, or an event of the pool (public facts only). Points that the rules raise often and
    few cards answer (a card gains power, pillage, an event played) cost nothing otherwise."""
    kinds = ("interrupt", "reaction", "forced_interrupt", "forced_reaction")
    if any(name in ((ab["when"] or {}).get("event"), *(ab["when"] or {}).get("or", ()))
           for cid in triggered.sources(state) for _i, ab in triggered.listed(state, cid)
           if ab["kind"] in kinds) or any(
            name in (w["event"], *w.get("or", ())) for k in ("interrupt", "reaction")
            for w in triggered.hand_answers(state, k, name)):
        raise_trigger(state, name, **fields)


def raise_trigger(state: dict, name: str, **fields) -> None:
    """Push the trigger frame of one timing point (it runs on the next automatic step)."""
    state["stack"].append({"kind": "trigger", "event": {"name": name, **fields},
                           "stage": STAGES[0], "answered": []})


def _answers(state: dict, cid: str, ab: dict, event: dict) -> bool:
    if ab["kind"] == "when_revealed":
        return event["name"] == "revealed" and cid in event.get("plots", ())
    when = ab["when"] or {}
    if event["name"] not in (when.get("event"), *when.get("or", ())):
        return False
    if _is_save(ab) and (event.get("cannot_be_saved")
                         or (event.get("zero_str") and _bare_save(ab))):
        return False
    you = cards.controller(state, cid)
    for t in when.get("tests", ()):
        if t[0] in STATE_TESTS:
            if not STATE_TESTS[t[0]](state, event, you, cid, *t[1:]):
                return False
        elif t[0] in ("host_participating", "host_is_victim", "host_attacking", "host_gained"):
            host = state["cards"][cid]["attached_to"]     # the card an attachment is on
            test = {"host_participating": "participating", "host_is_victim": "is_victim",
                    "host_attacking": "self_attacking", "host_gained": "self_gained"}[t[0]]
            if not TESTS[test](event, you, host):
                return False
        elif not TESTS[t[0]](event, you, cid, *t[1:]):
            return False
    return True


def _is_save(ab: dict) -> bool:
    """A save ability (Bodyguard, Maester Aemon, Risen from the Sea): never offered against
    a leaving play that "cannot be saved" (spec §5.11)."""
    return any(step[0] == "save" for step in ab.get("effect", ()))


def _bare_save(ab: dict) -> bool:
    """A save that leaves the card as it was (Bodyguard, Maester Aemon): against a kill by an
    ongoing condition ("killed if its STR is 0") a save is allowed only if it also removes
    the condition (spec §5.11); Risen from the Sea's +1 STR condition may."""
    verbs = [step[0] for step in ab.get("effect", ())]
    return "save" in verbs and "attach_as_condition" not in verbs


def eligible(state: dict, fr: dict, kind: str, seat: int | None = None,
             hand: bool = False, public: bool = False) -> list[list]:
    """[card, ability] of every ability of ``kind`` that answers this trigger and may be used
    now, in seat then zone order; with ``hand``, also the events in ``seat``'s own hand (for
    that seat's own options only: nobody else may learn of them). With ``public`` (who is
    asked, which everybody sees), an ability whose target lies in its controller's hand
    (Dothraki Sea, The Queen of Thorns) counts when that hand holds any card: whether it holds
    a fitting one is his secret."""
    event = fr["event"]
    answering = triggered.may_answer_codes(state, kind, event["name"])
    if not answering:       # most timing points: no card of the set answers them at all
        return []
    out = []
    by_id = state["cards"]
    held = [c for c in state["seats"][seat]["hand"] if by_id[c]["code"] in answering
            and derive.printed(state, c)["type"] == "event"] if hand else []
    for cid in [c for c in triggered.sources(state, seat) if by_id[c]["code"] in answering] \
            + held:
        for i, ab in triggered.listed(state, cid):
            k = "forced_reaction" if ab["kind"] == "when_revealed" else ab["kind"]
            if (cid in held) != (ab.get("from") == "hand"):
                continue
            # forced abilities that answer together are ordered together: whether one still
            # has a target is judged as its turn comes (an earlier one may give it one)
            if k != kind or fr["answered"].count([cid, i]) >= _times(ab, event) \
                    or not _answers(state, cid, ab, event):
                continue
            need_target = kind not in FORCED
            if public and _targets_hand(ab):
                need_target = False
                if not state["seats"][cards.controller(state, cid)]["hand"]:
                    continue
            if triggered.usable(state, cid, i, ab, event, need_target=need_target):
                out.append([cid, i])
    return out


def _times(ab: dict, event: dict) -> int:
    """How often one ability may answer one timing point: once, or once per victim it is
    about ("after a Lord or Lady character is killed": two killed together, two reactions,
    Joffrey Baratheon; its Limit still counts each)."""
    traits = ab.get("per_victim")
    if not traits:
        return 1
    return sum(1 for v in event.get("victims", ()) if set(v["traits"]) & set(traits))


def _targets_hand(ab: dict) -> bool:
    t = ab.get("target") or {}
    return "hand" in (t.get("zones") or [t.get("zone", "play")])


def trigger_auto(state: dict, fr: dict) -> list:
    """Run the frame's stages. A stage that finds nothing to do (most do: few cards answer a
    timing point) changes nothing but the stage, so the next one runs at once instead of in
    another round of the flow's automatic steps: that round's end check would see the very
    state the one before this step saw."""
    stack = state["stack"]
    while True:
        rev = state.get("rev")
        events = _stage(state, fr)
        if events or not stack or stack[-1] is not fr or "queue" in fr \
                or state.get("rev") != rev:
            return events


def _stage(state: dict, fr: dict) -> list:
    stage = fr["stage"]
    if stage in FORCED:
        if has_result(fr):              # the first player's order came back
            fr["queue"] = take_result(fr)
        if "queue" not in fr:
            found = eligible(state, fr, stage)
            if len(found) > 1:
                open_order(state, "trigger_order", state["first_player"], found,
                           prompt="trigger_order")
                return []
            fr["queue"] = found
        while fr["queue"]:
            cid, i = fr["queue"].pop(0)
            fr["answered"].append([cid, i])
            ab = triggered.record(state, [cid, i])
            # an earlier forced ability may have changed what this one can do
            if cards.in_play(state, cid) and triggered.usable(state, cid, i, ab, fr["event"]):
                return triggered.use(state, cards.controller(state, cid), cid, i, fr["event"],
                                     trigger_at=len(state["stack"]) - 1)
        del fr["queue"]
        fr["stage"] = STAGES[STAGES.index(stage) + 1]
        return []
    if stage in OPTIONAL:
        fr["stage"] = STAGES[STAGES.index(stage) + 1]
        if any(may_answer(state, fr, stage, s) for s in range(state["n"])):
            open_window(state, "trigger_window", player_order(state), at=len(state["stack"]) - 1,
                        timing=stage, phase=state["phase"])
        return []
    if stage == "resolve":
        fr["stage"] = "forced_reaction"
        if fr["event"].get("would"):
            events = RESOLVE[fr["event"]["name"]](state, fr)
            if not fr["event"]["cards"]:      # nothing happened: nothing to react to
                fr["stage"] = "done"
            return events
        return []
    state["stack"].pop()
    return []


# -- the optional window ---------------------------------------------------------------------

def _trigger_of(state: dict, frame: dict) -> dict:
    return state["stack"][frame["at"]]


def saves(state: dict, fr: dict, timing: str, seat: int) -> list[dict]:
    """``{"type": "save", "card", "duplicate"}``: in the interrupt window of a card about to
    leave play (killed, discarded from play), discard a
    duplicate of a card of one's own to save it (spec §5.11; public: duplicates are seen)."""
    ev = fr["event"]
    if timing != "interrupt" or ev["name"] not in RESOLVE or ev.get("cannot_be_saved") \
            or ev.get("zero_str"):   # a duplicate's save would not lift "killed at 0 STR"
        return []
    return [{"type": "save", "card": c, "duplicate": state["cards"][c]["dups"][0]}
            for c in ev["cards"] if c not in ev["saved"] and state["cards"][c]["dups"]
            and c not in ev.get("leaving", ()) and cards.controller(state, c) == seat]


def window_plays(state: dict, frame: dict, seat: int) -> list[dict]:
    tr = _trigger_of(state, frame)
    return [{"type": "ability", "card": c, "ability": i}
            for c, i in eligible(state, tr, frame["timing"], seat, hand=True)] \
        + saves(state, tr, frame["timing"], seat)


def may_answer(state: dict, fr: dict, timing: str, seat: int) -> bool:
    """Whether ``seat`` is offered this window, on public facts only: an eligible ability on a
    face-up card, a duplicate's save, or a card in hand where some event of the card pool
    could answer this timing point (a hand is never read for it, spec §6.2 [REC])."""
    if eligible(state, fr, timing, seat, public=True) or saves(state, fr, timing, seat):
        return True
    if not state["seats"][seat]["hand"]:
        return False
    ev = fr["event"]
    return any(ev["name"] in (w["event"], *w.get("or", ())) and all(
        TESTS[t[0]](ev, seat, None, *t[1:]) for t in w.get("tests", ())
        if t[0] in HAND_TESTS) for w in triggered.hand_answers(state, timing, ev["name"]))


# The last answer of window_skip: (state, its key) -> skipped. The flow asks whether a seat is
# left out of the window several times for one state (to_act before the step, the pass for it,
# decisions and apply); the key is derive's memo key (the revision), the trigger frame as it
# is now (its event and what has answered it) and the seat.
_skipped = derive.Memo()


def skip_key(state: dict, frame: dict, seat: int) -> tuple:
    return (derive.memo_key(state), orjson.dumps(_trigger_of(state, frame)), frame["timing"],
            seat)


def window_skip(state: dict, frame: dict, seat: int) -> bool:
    return _skipped.get(state, skip_key(state, frame, seat),
                        lambda: not may_answer(state, _trigger_of(state, frame),
                                               frame["timing"], seat))


def window_take(state: dict, frame: dict, seat: int, action: dict) -> list:
    tr = _trigger_of(state, frame)
    if action["type"] == "save":
        tr["event"]["saved"].append(action["card"])
        return [{"type": "saved", "card": action["card"], "by": action["duplicate"]}] \
            + moves.move(state, [action["duplicate"]], "discard", "save")
    tr["answered"].append([action["card"], action["ability"]])
    ab = triggered.record(state, [action["card"], action["ability"]])
    if ["is_victim"] in (ab["when"] or {}).get("tests", ()) and not _is_save(ab):
        # "when X is killed / leaves play" answers X's leaving itself, which comes after
        # the "would" interrupts that may save it (spec §5.8): once it is used, X is no
        # longer saved (Viserys Targaryen's discard, then his duplicate)
        tr["event"].setdefault("leaving", []).append(action["card"])
    return triggered.use(state, seat, action["card"], action["ability"], tr["event"],
                         trigger_at=frame["at"])
