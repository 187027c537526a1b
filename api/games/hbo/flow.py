"""hbo's table of steps: its own automatic steps (game, round, challenges) and the engine's
shared ones (ask, select, sealed, priority windows), with their words."""
from __future__ import annotations

from api.engine.ask import ask_step
from api.engine.errors import IllegalAction
from api.engine.flow import Flow, Step
from api.engine.priority import window_step
from api.engine.sealed import sealed_step
from api.engine.select import select_step
from api.games.cardcore import derive
from api.games.hbo import (
    actions,
    challenges,
    draft,
    marshal,
    reactions,
    resolve,
    rounds,
    saves,
    settings,
    setup,
)
from api.games.hbo.words import card_name, declaring, name_of, setup_card, t, term, with_strength


def _ask_label(state, frame, action, lang):
    kind = action["type"]
    if kind in ("keep", "done"):
        return t(lang, kind)
    if kind == "mulligan":
        return t(lang, "do_mulligan")
    if kind == "first_player":
        seat = action["seat"]
        # players counted from 1, as on every page (the API numbers seats from 0)
        return t(lang, "you" if seat == frame["seat"] else "seat", seat=seat + 1)
    if kind == "challenge":
        return term(lang, "challenges", action["challenge"])
    if kind == "first":
        return name_of(state, lang, action["card"])
    if kind == "choose":
        return t(lang, "nobody") if action["choice"] is None \
            else name_of(state, lang, action["choice"])
    return kind


def _ask_prompt(state, frame, seat, lang):
    if "verb" in frame:
        # what the chosen card will undergo: a cost's kneel and the effect's kill ask one
        # after the other for the same card's sake (A Lannister Always Pays His Debts)
        amount = frame.get("amount")
        return t(lang, f"effect_target_{frame['verb']}", card=name_of(state, lang,
                 frame["source"]), amount=f"{amount:+d}" if amount is not None else "")
    if "source" in frame:
        return t(lang, frame["prompt"], card=name_of(state, lang, frame["source"]))
    return t(lang, frame["prompt"])


def _item_label(state, frame, item, lang):
    if "code" in item:              # a title seen in a deck search (no card id shown)
        return card_name(lang, item["code"])
    if frame["prompt"] == "setup":
        return setup_card(state, lang, item["card"])
    if frame["prompt"] in ("attackers", "defenders"):
        return with_strength(state, lang, item["card"])
    return name_of(state, lang, item["card"])


def _select_prompt(state, frame, seat, lang):
    # every selection's words take what they need of these
    params = {"budget": setup.SETUP_GOLD, "count": frame.get("count", frame["high"])}
    if frame["prompt"] == "effect_pile":
        # a card taken back from a pile: from which, and where it goes (Summer, The Old Gods)
        piles = t(lang, "pile_or").join(t(lang, f"pile_{z}") for z in frame["piles"])
        return t(lang, "effect_pile_up_to" if frame["low"] < frame["high"] else "effect_pile",
                 card=name_of(state, lang, frame["source"]), count=frame["high"], piles=piles,
                 dest=t(lang, f"dest_{frame['dest']}"))
    if frame["prompt"] == "effect_cards" and "verb" in frame:
        return t(lang, f"effect_cards_{frame['verb']}", card=name_of(state, lang, frame["source"]),
                 count=frame["high"])
    if frame["prompt"] == "effect_cards" and frame["low"] < frame["high"]:
        # how many, and whether fewer will do: "choose cards" said neither
        return t(lang, "effect_cards_up_to", card=name_of(state, lang, frame["source"]),
                 count=frame["high"])
    if "source" in frame:
        params["card"] = name_of(state, lang, frame["source"])
    if "challenge" in frame:
        params["type"] = term(lang, "challenges", frame["challenge"])
    if frame["prompt"] in ("attackers", "defenders"):
        ch, ticked = state.get("challenge"), [frame["items"][i]["card"] for i in frame["chosen"]]
        return declaring(
            lang, t(lang, frame["prompt"], **params),
            challenges.side_total(state, ch["attackers"]) if frame["prompt"] == "defenders" and ch
            else None,
            challenges.side_total(state, ticked) if ticked else None)
    return t(lang, frame["prompt"], **params)


def _marshaling_turn(state, frame, seat) -> bool:
    return frame["phase"] == "marshaling" and seat == frame.get("active")


def _action_label(state, a, lang):
    """An event in hand is played, with its gold as marshaling shows a card's ("Play The
    Lion's Treachery (1 gold)"); a card in play is used."""
    cid = a["card"]
    if state["cards"][cid]["zone"] != "hand":
        return t(lang, "use_action", card=name_of(state, lang, cid))
    cost = actions.gold_cost(derive.printed(state, cid)["ability"])
    return t(lang, "play_event", card=name_of(state, lang, cid), cost=cost)


def _window_options(state, frame, seat, lang):
    out = [{"label": _action_label(state, a, lang), "action": a}
           for a in actions.options(state, seat)]
    if _marshaling_turn(state, frame, seat):
        out = [{"label": marshal.label(state, seat, a, lang), "action": a}
               for a in marshal.plays(state, seat)] + out
    return out


def _window_take(state, frame, seat, action):
    if action["type"] == "action":
        if action not in actions.options(state, seat):
            raise IllegalAction("illegal-action/not-an-option", "that action cannot be used now")
        return actions.take(state, seat, action)
    if not _marshaling_turn(state, frame, seat):
        raise IllegalAction("illegal-action/not-an-option", "only the active player plays cards")
    return marshal.take(state, seat, action)


def _window_prompt(state, frame, seat, lang):
    if _marshaling_turn(state, frame, seat):
        return t(lang, "marshal_window", gold=state["seats"][seat]["gold"])
    return t(lang, "window", phase=term(lang, "phases", frame["phase"]))


def _pass_label(state, frame, seat, lang):
    return t(lang, "done_marshaling" if _marshaling_turn(state, frame, seat) else "pass")


def _window_skip(state, frame, seat):
    """The active player's marshaling turn is always offered (its pass ends the turn); any
    other seat is asked when it may act on public facts (actions.may_act), so a skip tells
    nothing about its hand."""
    return not _marshaling_turn(state, frame, seat) and not actions.may_act(state, seat)


def _scenario_label(state, frame, seat, action, lang):
    cid = action["card"]
    p = derive.printed(state, cid)["plot"]
    return t(lang, "scenario_option", card=name_of(state, lang, cid), income=p["income"],
             initiative=p["initiative"], claim=p["claim"])


def _reaction_options(state, frame, seat, lang):
    options = reactions.eligible(state, frame, seat)
    twice = {a["card"] for a in options if sum(o["card"] == a["card"] for o in options) > 1}

    def label(a):
        # one card answering several deaths at once (Joffrey Baratheon): which one
        subject = frame["moments"][a["moment"]].get("subject")
        if a["card"] in twice and subject:
            return t(lang, "react_for", card=name_of(state, lang, a["card"]),
                     subject=name_of(state, lang, subject))
        return t(lang, "react", card=name_of(state, lang, a["card"]))
    return [{"label": label(a), "action": a} for a in options]


def _draft_label(state, frame, seat, action, lang):
    return card_name(lang, action["code"])


def _confirm(lang):
    return t(lang, "confirm")


def _effect_told(frame: dict) -> dict:
    """What the card will undergo, so a player (and the bot) can tell help from harm."""
    return {k: frame[k] for k in ("source", "verb", "amount") if k in frame}


FLOW = Flow([
    Step("game", auto=rounds.game_auto),
    Step("draft", auto=draft.draft_auto),
    sealed_step("draft_keep", reveal=draft.kept, choices=draft.keep_choices,
                label=_draft_label, prompt=lambda s, f, seat, lang: t(lang, "draft_keep"),
                decision_type="draft_keep",
                submitted=lambda s, f, seat, a: [{"type": "draft-picked", "seat": seat}]),
    sealed_step("draft_box", reveal=draft.boxed, choices=draft.box_choices,
                label=_draft_label, prompt=lambda s, f, seat, lang: t(lang, "draft_box"),
                decision_type="draft_box",
                submitted=lambda s, f, seat, a: [{"type": "draft-picked", "seat": seat}]),
    select_step("scenario_deck", prompt=_select_prompt, label=_item_label,
                on_answer=draft.chosen, confirm_label=_confirm),
    Step("round", auto=rounds.round_auto),
    Step("challenges_turn", auto=challenges.turn_auto),
    Step("challenge", auto=challenges.challenge_auto),
    Step("effect", auto=resolve.effect_auto),
    Step("kill", auto=saves.kill_auto),
    Step("reveal_order", auto=rounds.reveal_order_auto),
    ask_step("reveal_order_ask", prompt=_ask_prompt, label=_ask_label),
    ask_step("effect_target", prompt=_ask_prompt, label=_ask_label,
             extra=_effect_told),
    select_step("effect_cards", prompt=_select_prompt, label=_item_label, confirm_label=_confirm),
    sealed_step("mulligan", reveal=rounds.mulligans_revealed, choices=rounds.mulligan_choices,
                label=lambda s, f, seat, a, lang: _ask_label(s, f, a, lang),
                prompt=lambda s, f, seat, lang: t(lang, "mulligan"), decision_type="mulligan",
                submitted=lambda s, f, seat, a: [{"type": "mulligan-decided", "seat": seat}]),
    sealed_step("scenario", reveal=rounds.scenarios_revealed, choices=rounds.scenario_choices,
                label=_scenario_label, prompt=lambda s, f, seat, lang: t(lang, "scenario"),
                decision_type="scenario",
                submitted=lambda s, f, seat, a: [{"type": "scenario-chosen", "seat": seat}]),
    ask_step("first_player", prompt=_ask_prompt, label=_ask_label),
    ask_step("challenge_choice", prompt=_ask_prompt, label=_ask_label),
    ask_step("ambush", prompt=_ask_prompt, label=_ask_label,
             extra=_effect_told),
    select_step("setup", prompt=_select_prompt, label=_item_label, addable=setup.setup_addable,
                valid=setup.setup_valid, on_answer=setup.placed, confirm_label=_confirm),
    select_step("attackers", prompt=_select_prompt, label=_item_label, confirm_label=_confirm),
    select_step("defenders", prompt=_select_prompt, label=_item_label, confirm_label=_confirm),
    select_step("claim", prompt=_select_prompt, label=_item_label, confirm_label=_confirm),
    window_step("window", options=_window_options,
                take=_window_take, prompt=_window_prompt,
                pass_label=_pass_label, skip=_window_skip, name=settings.window_name),
    window_step("reactions", options=_reaction_options,
                take=lambda s, f, seat, a: reactions.take(s, f, seat, a),
                prompt=lambda s, f, seat, lang: t(lang, "reaction_window"),
                pass_label=lambda s, f, seat, lang: t(lang, "pass"),
                skip=lambda s, f, seat: not reactions.may_answer(s, f, seat),
                name=settings.window_name),
    window_step("saves", options=lambda s, f, seat, lang: [
                    {"label": t(lang, "save", card=name_of(s, lang, a["card"])), "action": a}
                    for a in saves.options(s, f, seat)],
                take=saves.take,
                prompt=lambda s, f, seat, lang: t(lang, "save_window",
                                                  card=name_of(s, lang, f["victim"])),
                pass_label=lambda s, f, seat, lang: t(lang, "pass"),
                skip=lambda s, f, seat: not saves.may_save(s, f["victim"], seat),
                name=settings.window_name),
], after_step=rounds.check_end)
