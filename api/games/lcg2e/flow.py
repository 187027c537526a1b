"""lcg2e's table of steps: its own automatic steps (game, round, challenges) and the shared
ones (ask, select, sealed, order, priority windows), with their words."""
from __future__ import annotations

from api.engine.ask import ask_step
from api.engine.flow import Flow, Step
from api.engine.order import order_step
from api.engine.priority import window_step
from api.engine.sealed import sealed_step
from api.engine.select import select_step
from api.games.cardcore import derive
from api.games.lcg2e import (challenges, melee, plays, rounds, settings, setup, triggered,
                              triggers, words)
from api.games.lcg2e.words import name_of, setup_card, t, term

CHALLENGE_TYPES = ("military", "intrigue", "power")
NAMED_EFFECTS = ("draw_card", "faction_power")   # the parts of a "choose one:" (Great Kraken)
CARD_TYPES = ("character", "location", "attachment", "event")


def _seat_label(state, seat_shown, viewer, lang):
    # players counted from 1, as on every page (the API numbers seats from 0); another player
    # also by his house, as the page names every seat (a melee's "Player 3" sent the reader
    # to the seat list)
    if seat_shown == viewer:
        return t(lang, "you", seat=seat_shown + 1)
    return t(lang, "seat_house", seat=seat_shown + 1,
             house=term(lang, "factions", state["seats"][seat_shown]["faction"]))


def _house_label(state, seat_shown, viewer, lang):
    return t(lang, "house_of_you" if seat_shown == viewer else "house_of_seat", seat=seat_shown + 1,
             house=term(lang, "factions", state["seats"][seat_shown]["faction"]))


def _ask_label(state, frame, action, lang):
    kind = action["type"]
    if kind in ("keep", "use", "skip", "done"):
        return t(lang, kind)
    if kind == "mulligan":
        return t(lang, "do_mulligan")
    if kind in ("first_player", "opponent"):
        return _seat_label(state, action["seat"], frame["seat"], lang)
    if kind == "winner":                            # the house, then the player
        return _house_label(state, action["seat"], frame["seat"], lang)
    if kind == "challenge":
        if "opponent" in action:       # melee: the type and the defending opponent
            return t(lang, "challenge_against", type=term(lang, "challenges",
                                                           action["challenge"]),
                     seat=_seat_label(state, action["opponent"], frame["seat"], lang))
        return term(lang, "challenges", action["challenge"])
    if kind == "attach":
        return name_of(state, lang, action["host"])
    if kind == "choose":
        if type(action["choice"]) is int:            # a player (The Bear and the Maiden Fair)
            return _seat_label(state, action["choice"], frame["seat"], lang)
        if action["choice"] in CHALLENGE_TYPES:     # a named challenge type, or an icon
            group = "icons" if frame.get("prompt") == "ability_icon" else "challenges"
            return term(lang, group, action["choice"])
        if action["choice"] in NAMED_EFFECTS:       # "choose one:" a part of an effect
            return t(lang, "choice_" + action["choice"])
        if isinstance(action["choice"], str) and action["choice"].startswith("f"):
            # a faction card (Vanguard Lancer)
            return _house_label(state, int(action["choice"][1:]), frame["seat"], lang)
        if action["choice"] in CARD_TYPES:          # a named card type (Olenna's Cunning)
            return term(lang, "card_types", action["choice"])
        return t(lang, "nobody") if action["choice"] is None \
            else name_of(state, lang, action["choice"])
    if kind == "take":                              # a card looked at in a deck, by its code
        return words.card_name(lang, action["code"])
    if kind == "bottom":                            # none taken: to the bottom, in this order
        return t(lang, "to_bottom", cards=", ".join(words.card_name(lang, c)
                                                    for c in action["order"]))
    return kind


def _ask_prompt(state, frame, seat, lang):
    p = frame["prompt"]
    if p == "attach_host":
        return t(lang, p, card=name_of(state, lang, frame["card"]))
    if p in ("stealth", "renown", "insight", "pillage", "ability_target", "ability_cost",
             "ability_search", "ability_cost_discard", "ability_icon", "ability_instead",
             "ability_player", "ability_opponent"):
        return t(lang, p, card=name_of(state, lang, frame["source"]))
    return t(lang, p)


def _ask_extra(frame):
    out = {k: frame[k] for k in ("card", "source") if k in frame}
    if "look" in frame:     # cards looked at in a deck: whose deck (a public choice)
        out["deck"] = frame["look"]["seat"]
    return out


def _deck_prompt(state, frame, seat, lang):
    """A question about cards looked at in a deck, saying whose deck: a looker who cannot
    tell his own from an opponent's cannot tell which cards to bury."""
    owner = frame["look"]["seat"]
    return t(lang, frame["prompt"] + ("" if owner == seat else "_of"),
             card=name_of(state, lang, frame["source"]), count=frame.get("count", 0),
             seat=owner + 1)


def _item_label(state, frame, item, lang):
    if "slot" in item:     # a card looked at in a deck, by its place (its id stays hidden)
        return words.card_name(lang, frame["codes"][item["slot"]])
    if frame["prompt"] == "setup":
        return setup_card(state, lang, item["card"])
    if frame["prompt"] in ("attackers", "defenders"):
        return words.with_strength(state, lang, item["card"])
    return name_of(state, lang, item["card"])


def _opponent_label(state, frame, item, lang):
    """An opponent offered by his faction card (``f<seat>``)."""
    return _seat_label(state, int(item["card"][1:]), frame["seat"], lang)


def _title_label(state, frame, seat, action, lang):
    return words.card_name(lang, action["title"])


def _select_prompt(state, frame, seat, lang):
    p = frame["prompt"]
    if p == "setup":
        # the running total, and why Confirm is missing while an attachment has no host
        parts = [t(lang, p, budget=setup.SETUP_GOLD)]
        if frame["chosen"]:
            parts.append(t(lang, "setup_chosen", total=setup.chosen_cost(state, frame)))
        parts += [t(lang, "setup_hostless", card=name_of(state, lang, a))
                  for a in setup.hostless(state, frame)]
        return " · ".join(parts)
    if p in ("attackers", "defenders"):
        ch, ticked = state.get("challenge"), [frame["items"][i]["card"] for i in frame["chosen"]]
        return words.declaring(
            lang, t(lang, p, type=term(lang, "challenges", frame["challenge"])),
            challenges.side_strength(state, ch, "attacker") if p == "defenders" and ch else None,
            challenges.side_total(state, ticked) if ticked else None)
    if p == "ability_pick":
        return t(lang, p, card=name_of(state, lang, frame["source"]), budget=frame["budget"])
    if p == "ability_choice":     # of one's characters, or of one's discard pile (Rebuilding)
        return t(lang, "ability_choice_pile" if frame.get("pile") else p,
                 card=name_of(state, lang, frame["source"]), count=frame["count"])
    if p == "ability_bottom":
        return _deck_prompt(state, frame, seat, lang)
    if p == "ability_pick_up_to":
        return t(lang, p, card=name_of(state, lang, frame["source"]), count=frame["count"])
    return t(lang, p, count=frame.get("count", 0))


# The plays last listed: (state, derive's memo key, seat, phase, active seat) -> plays. A
# seat's options are listed for its decisions and again when it takes one (the action is
# checked against them) on the same state revision; derive's key covers what plays read.
_listed = derive.Memo()


def _window_plays(state, frame, seat) -> list[dict]:
    key = (derive.memo_key(state), seat, frame["phase"], frame.get("active"))
    listed = _listed.get(state, key, lambda: plays.plays(state, frame, seat))
    return [dict(a) for a in listed]      # callers may keep or change what they get


def _window_options(state, frame, seat, lang):
    return [{"label": plays.label(state, a, lang), "action": a}
            for a in _window_plays(state, frame, seat)]


def _window_take(state, frame, seat, action):
    return plays.take(state, seat, action)


def _window_prompt(state, frame, seat, lang):
    if frame["phase"] == "marshaling" and seat == frame.get("active"):
        return t(lang, "marshal_window", gold=state["seats"][seat]["gold"])
    return t(lang, "window", phase=term(lang, "phases", frame["phase"]))


def _pass_label(state, frame, seat, lang):
    if frame["phase"] == "marshaling" and seat == frame.get("active"):
        return t(lang, "done_marshaling")
    return t(lang, "pass")


def _window_skip(state, frame, seat):
    """Spec §6.2 [REC]: the engine may pass for a seat only on what everybody may know, never
    revealing through timing what a hidden hand holds. So a seat is left out of a window only
    when no card could give it a play there: no card in hand where hand cards may be played
    (ambush in the challenges phase). A seat that wants fewer windows sets its auto-pass
    preference (priority.set_autopass). The active seat's marshaling window is always offered
    to it (its pass is "done marshaling")."""
    if melee.is_out(state, seat):      # eliminated while the window was open
        return True
    if frame["phase"] == "marshaling" and seat == frame.get("active"):
        return False
    return not plays.may_play(state, frame, seat)


def _plot_label(state, frame, seat, action, lang):
    cid = action["card"]
    p = derive.printed(state, cid)["plot"]
    # the values spelled out, as on the plot shown on the table: bare "(4/7/1/6)" had no key
    values = ", ".join(f"{term(lang, 'plot_values', k).lower()} {p[k]}"
                       for k in ("income", "initiative", "claim", "reserve"))
    return f"{name_of(state, lang, cid)} ({values})"


def _trigger_window_label(state, action, lang):
    if action["type"] == "save":
        return t(lang, "save_with_duplicate", card=name_of(state, lang, action["card"]))
    return words.ability_label(state, lang, action["card"], action["ability"])


def _trigger_window_options(state, frame, seat, lang):
    return [{"label": _trigger_window_label(state, a, lang), "action": a}
            for a in triggers.window_plays(state, frame, seat)]


def _after_step(state: dict) -> list:
    """After every step: the game's end (15 power, decking), then "killed if its STR is 0"
    (Dracarys!, Plaza of Punishment): an ongoing condition (spec §5.11), so whatever brings
    the STR to 0 (a constant ability starting to apply, gold spent) kills at once; then a
    constant ability's STR bonus that started or grew (Randyll Tarly's reaction)."""
    events = rounds.check_end(state)
    stack = state["stack"]
    if state["result"] is None and not (stack and stack[-1]["kind"] == "winner"):
        triggered.kill_at_zero_str(state)
        triggered.constant_str_increases(state)
    return events


FLOW = Flow([
    Step("trigger", auto=triggers.trigger_auto),
    Step("ability", auto=triggered.ability_auto),
    ask_step("ability_target", prompt=_ask_prompt, label=_ask_label, extra=_ask_extra),
    ask_step("ability_cost", prompt=_ask_prompt, label=_ask_label, extra=_ask_extra),
    order_step("trigger_order", prompt=lambda s, f, seat, lang: t(lang, "trigger_order"),
               label=lambda s, f, item, lang: words.ordered_label(s, lang, item[0], item[1], f["seat"])),
    window_step("trigger_window", options=_trigger_window_options,
                take=lambda s, f, seat, a: triggers.window_take(s, f, seat, a),
                prompt=lambda s, f, seat, lang: t(lang, "trigger_window",
                                                   timing=term(lang, "abilities", f["timing"])),
                pass_label=lambda s, f, seat, lang: t(lang, "pass"),
                skip=lambda s, f, seat: melee.is_out(s, seat) or triggers.window_skip(s, f, seat),
                name=settings.trigger_window_name, plays=triggers.window_plays),
    Step("game", auto=rounds.game_auto),
    Step("round", auto=rounds.round_auto),
    Step("challenges_turn", auto=challenges.turn_auto),
    Step("challenge", auto=challenges.challenge_auto),
    ask_step("mulligan", prompt=_ask_prompt, label=_ask_label,
             on_answer=rounds.mulligan_answer),
    ask_step("attach", prompt=_ask_prompt, label=_ask_label, extra=_ask_extra),
    ask_step("first_player", prompt=_ask_prompt, label=_ask_label),
    ask_step("winner", prompt=_ask_prompt, label=_ask_label, decision_type=lambda f: "winner",
             on_answer=rounds.winner_chosen),
    ask_step("challenge_choice", prompt=_ask_prompt, label=_ask_label),
    ask_step("stealth", prompt=_ask_prompt, label=_ask_label, extra=_ask_extra),
    ask_step("keyword", prompt=_ask_prompt, label=_ask_label, extra=_ask_extra),
    ask_step("redirect", prompt=_ask_prompt, label=_ask_label),
    ask_step("new_opponent", prompt=_ask_prompt, label=_ask_label),
    select_step("whispers", prompt=_select_prompt, label=_opponent_label,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    sealed_step("title", reveal=melee.titles_revealed, choices=melee.title_choices,
                label=_title_label, prompt=lambda s, f, seat, lang: t(lang, "title"),
                decision_type="title", submitted=melee.title_chosen,
                in_turn=lambda frame: True),
    select_step("setup", prompt=_select_prompt, label=_item_label, addable=setup.setup_addable,
                valid=setup.setup_valid, on_answer=setup.placed,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("attackers", prompt=_select_prompt, label=_item_label,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("defenders", prompt=_select_prompt, label=_item_label,
                valid=challenges.defenders_valid, confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("claim", prompt=_select_prompt, label=_item_label,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("reserve", prompt=_select_prompt, label=_item_label,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("ability_choice", prompt=_select_prompt, label=_item_label, extra=_ask_extra,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("ability_pick", prompt=_select_prompt, label=_item_label,   # Consolidation
                addable=triggered.pick_addable, extra=_ask_extra,
                confirm_label=lambda lang: words.t(lang, "confirm")),
    select_step("stand_choice", prompt=_select_prompt, label=_item_label,   # Stannis Baratheon
                confirm_label=lambda lang: words.t(lang, "confirm")),
    sealed_step("plot", reveal=rounds.plots_revealed, choices=rounds.plot_choices,
                label=_plot_label, prompt=lambda s, f, seat, lang: t(lang, "plot"),
                decision_type="plot",
                submitted=lambda s, f, seat, a: [{"type": "plot-chosen", "seat": seat}]),
    order_step("ability_order", prompt=_deck_prompt, extra=_ask_extra,
               label=lambda s, f, item, lang: words.card_name(lang, f["codes"][item])),
    order_step("delayed_order", prompt=lambda s, f, seat, lang: t(lang, "delayed_order"),
               label=lambda s, f, item, lang: words.delayed_label(s, lang, f["due"][item])),
    order_step("keyword_order", prompt=lambda s, f, seat, lang: t(lang, "keyword_order"),
               label=lambda s, f, item, lang: term(lang, "keywords", item)),
    window_step("window", options=_window_options, take=_window_take, prompt=_window_prompt,
                pass_label=_pass_label, skip=_window_skip, name=settings.action_window_name,
                # read through the module: tests/games/cardcore/test_derive_memo.py wraps it
                plays=lambda s, f, seat: _window_plays(s, f, seat)),
], after_step=_after_step)
