"""The browser's copy of the card game's data (frontend/js/data/lcg2e-cards.js, written by
frontend/tools/build_data.py) stays in step with the engine's data and texts."""
import shutil
from pathlib import Path

import pytest

from api.games.lcg2e.catalog import CARDS, FACTIONS
from api.games.lcg2e.words import TEXTS, card_name

from tests.support.frontend_data import assert_up_to_date, written

ROOT = Path(__file__).resolve().parents[3]


def test_generated_card_data_is_up_to_date():
    """Edit the lcg2e data or texts, then run frontend/tools/build_data.py."""
    assert_up_to_date("lcg2e-cards.js")


def test_every_card_and_faction_has_the_engines_names_in_three_languages():
    data = written("lcg2e-cards.js")
    assert set(data["cards"]) == set(CARDS)
    assert set(data["factions"]) == set(FACTIONS)
    for code, c in data["cards"].items():
        for lang in ("en", "ru", "bg"):
            assert c["name"][lang] == card_name(lang, code)
            assert c["text"][lang] == TEXTS[lang][code]["text"]
        assert c["type"] == CARDS[code]["type"]
        assert c.get("strength") == CARDS[code].get("strength")
    assert data["terms"]["ru"]["icons"]["military"] == TEXTS["ru"]["terms"]["icons"]["military"]


EVENTS_JS = ROOT / "frontend" / "js" / "games" / "lcg2e-events.js"


def _worded() -> tuple[set[str], set[str]]:
    """Event types and move reasons lcg2e-events.js words (its EV and MOVED tables)."""
    import re
    body = EVENTS_JS.read_text(encoding="utf-8")
    ev = body.split("const EV = {", 1)[1].split("\n};", 1)[0]
    moved = body.split("const MOVED = {", 1)[1].split("\n};", 1)[0]
    types = set(re.findall(r'^\s+"([a-z][a-z_-]*)": \{ en:', ev, re.M))
    types |= set(re.findall(r"^\s+out\.([a-z_]+) = ", body, re.M))
    reasons = set(re.findall(r"^\s+([a-z_]+): \{ en:", moved, re.M))
    return types, reasons


def _played_events(games: int):
    """Every event of a few random games (learning and box decks, jousts and melees of 3-6),
    as a random client plays."""
    import random

    from api.games import REGISTRY
    g = REGISTRY["lcg2e"]
    for seed in range(games):
        rnd = random.Random(seed)
        players = 2 if seed % 2 == 0 else 3 + (seed // 2) % 4
        state = g.new(players, {"decks": "learning" if seed % 2 == 0 else "box"}, seed)
        for _ in range(3000):
            if g.result(state):
                break
            seat = next(s for s in g.to_act(state) if g.decisions(state, s, "en"))
            d = rnd.choice([d for d in g.decisions(state, seat, "en") if d.get("required", True)])
            yield from g.apply(state, seat, rnd.choice(d["options"])["action"])


def test_every_event_type_the_engine_emits_is_worded():
    """A new event type (or move reason) fails here until lcg2e-events.js words it."""
    types, reasons = _worded()
    assert "moved" in types and "draw" in reasons
    seen_types, seen_reasons = set(), set()
    for ev in _played_events(8):
        seen_types.add(ev["type"])
        if ev["type"] == "moved":
            seen_reasons.add(ev["reason"])
    assert len(seen_types) >= 25
    assert seen_types - types == set(), f"no wording in {EVENTS_JS.name}"
    assert seen_reasons - reasons == set(), f"no wording for these move reasons in {EVENTS_JS.name}"


PAGE_JS = ROOT / "frontend" / "js" / "games" / "lcg2e.js"


def test_every_timing_point_a_window_answers_is_worded():
    """The view's ``trigger.event`` in a reaction or interrupt window is the ``when`` event of
    some card ability that may answer it; the page words each in its status line."""
    import re

    from api.games.lcg2e.catalog import CATALOG
    body = PAGE_JS.read_text(encoding="utf-8").split("const TRIGGER_POINTS = {", 1)[1].split("\n};", 1)[0]
    worded = {m[0]: m[1:] for m in re.findall(
        r'^\s+([a-z_]+): \{ en: "([^"]+)", ru: "([^"]+)", bg: "([^"]+)" \},$', body, re.M)}
    answered = {name for sc in CATALOG.scripts.values() for ab in sc.abilities
                if ab["kind"] in ("reaction", "interrupt") and ab.get("when")
                for name in (ab["when"]["event"], *ab["when"].get("or", ()))}
    assert {"challenge_initiated", "win_challenge", "killed"} <= answered
    assert answered - set(worded) == set(), f"no wording in {PAGE_JS.name}"
    assert all(len(set(w)) == 3 for w in worded.values()), "a point worded alike in two languages"


# -- lasting effects in the log (lcg2e-effects.js) ------------------------------------------------

# Params for the verbs whose words need some (the shapes derive.py and the flow read); a verb
# missing here is worded with none, so a new verb that needs params fails until it gets both.
EFFECT_PARAMS = {
    "gain_trait": {"trait": "Knight"}, "lose_trait": {"trait": "Lord"}, "gain_icon": {"icon": "intrigue"},
    "lose_icon": {"icon": "military"}, "gain_keyword": {"keyword": "stealth"}, "lose_keyword": {"keyword": "renown"},
    "modify_str": {"amount": 3}, "plot_value": {"value": "claim", "amount": -1}, "dominance_str": {"amount": 2},
    "set_plot_base": {"value": "income", "amount": 0}, "cost_reduction": {"amount": 1, "match": {"faction": "stark"}},
    "extra_challenge": {"challenge": "intrigue", "amount": 1}, "restrict_challenges": {"challenge": "military"},
    "declare_limit": {"amount": 1}, "side_str": {"amount": 1}, "restrict_play": {"types": ["event"]},
    "stand_limit": {"amount": 2}, "hand_ambush": {"traits": ["Knight"]}, "event_cost_reduction": {"amount": 1},
    "sacrifice_at_tokens": {"token": "gold", "n": 2},
}
# Tyrion Lannister (c1), Ser Jaime Lannister (c2), Tywin Lannister (c3) in House Lannister's play.
EFFECT_VIEW = {"seats": [
    {"faction": "lannister", "play": [{"id": "c1", "code": "01089"}, {"id": "c2", "code": "01087"},
                                      {"id": "c3", "code": "01090"}]},
    {"faction": "stark", "play": []}]}


def _effect(verb: str, params: dict, until: str = "phase", source: str | None = "c1", **target) -> dict:
    return {"type": "effect_added", "effect": "e4", "verb": verb, "params": params, **target,
            "until": until, "by": 0, **({"source": source} if source else {})}


def test_every_verb_a_lasting_effect_can_have_is_worded():
    """Every verb ops.py can make lasting (derive.py's LAYERS) has a sentence in en, ru and bg
    naming its target and its duration, and random jousts and melees make no other verb."""
    from api.games.cardcore.derive import LAYERS

    from tests.support.effect_words import effect_events, worded_verbs
    worded = worded_verbs()
    assert {"modify_str", "restrict_challenges", "no_kneel_on_declare"} <= set(LAYERS)
    assert set(LAYERS) - set(worded) == set(), "no words in lcg2e-effects.js"
    for verb, forms in worded.items():
        assert len(set(forms)) == 3, f"{verb} worded alike in two languages"
        assert all("{target}" in f and "{until}" in f for f in forms), verb
    made = {ev["verb"] for ev, _ in effect_events("lcg2e", 6, _setup) if ev["type"] == "effect_added"}
    assert {"modify_str", "plot_value"} <= made
    assert made - set(LAYERS) == set()


def _setup(seed: int):
    return (2 if seed % 2 == 0 else 3 + (seed // 2) % 4), {"decks": "learning" if seed % 2 == 0 else "box"}


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
def test_lasting_effects_read_as_sentences_in_three_languages():
    """The page words every verb, on cards and on a seat, and the effects of random games (each
    with the view of its moment), as a sentence in en/ru/bg: never the generic line, a key,
    a placeholder or English in ru/bg; a few lines word for word."""
    from api.games.cardcore.derive import LAYERS

    from tests.support.effect_words import effect_events, problems, word
    events = [_effect(v, EFFECT_PARAMS.get(v, {}), cards=["c2"]) for v in LAYERS]
    events += [_effect(v, EFFECT_PARAMS.get(v, {}), seat=1) for v in LAYERS]
    samples = [
        _effect("modify_str", {"amount": 3}, cards=["c2"]),
        _effect("restrict_challenges", {"challenge": "military"}, "round", "c3", seat=1),
        _effect("modify_str", {"amount": -2}, "challenge", None, cards=["c2", "c3"]),
        _effect("plot_value", {"value": "claim", "amount": -1}, "new_plot", "c3", seat=1),
        _effect("lose_icon", {"icon": "power"}, "phase", "c3", cards=["c2"]),
        _effect("no_kneel_on_declare", {}, "challenge", "c1", cards=["c2"]),
        _effect("cost_reduction", {"amount": 2, "match": {"faction": "stark", "type": "character"}}, seat=1),
        {"type": "effect_ended", "effect": "e4", "source": "c1"},
        _effect("some_future_verb", {}, seat=1),
    ]
    texts = word("lcg2e", events + samples, [EFFECT_VIEW] * len(events + samples))
    said = {(t["lang"], i % len(events + samples)): t["text"] for i, t in enumerate(texts)}
    n = len(events)
    assert [said["en", n + i] for i in range(len(samples))] == [
        "Tyrion Lannister: Ser Jaime Lannister gets +3 STR until the end of the phase.",
        "Tywin Lannister: P1 (House Stark) cannot initiate any military challenge until the end of the round.",
        "Each of Ser Jaime Lannister, Tywin Lannister gets −2 STR until the end of the challenge.",
        "Tywin Lannister: P1 (House Stark) gets −1 Claim until P0 (House Lannister) reveals a new plot.",
        "Tywin Lannister: Ser Jaime Lannister loses the Power icon until the end of the phase.",
        "Tyrion Lannister: Ser Jaime Lannister does not kneel when declared in a challenge until the end of the challenge.",
        "Tyrion Lannister: P1 (House Stark) pays 2 gold less for the next character of House Stark they marshal"
        " until the end of the phase.",
        "The effect of Tyrion Lannister ends.",
        "A lasting effect begins (Tyrion Lannister).",      # a verb the page has no words for
    ]
    assert said["ru", n] == "Тирион Ланнистер: Сир Джейме Ланнистер получает +3 к СИЛ до конца фазы."
    assert said["ru", n + 1] == "Тайвин Ланнистер: P1 (Дом Старков) не может объявлять вызовы вида «вызов битвы» до конца раунда."
    assert said["bg", n + 7] == "Ефектът на „Тирион Ланистър“ приключи."
    problem = problems([t for i, t in enumerate(texts) if i % len(events + samples) < n],
                       events)
    played = effect_events("lcg2e", 6, _setup)
    assert len(played) >= 6
    worded_played = word("lcg2e", [ev for ev, _ in played], [v for _, v in played])
    problem += problems(worded_played, [ev for ev, _ in played])
    assert not problem, "\n".join(problem[:40])


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
def test_several_cards_moved_in_one_line_read_in_the_plural():
    # review16: "Arya Stark, Grey Wind is killed."
    from api.games.lcg2e.catalog import BY_NAME

    from tests.support.effect_words import word
    two = [{"id": "c7", "code": BY_NAME["Arya Stark"]}, {"id": "c8", "code": BY_NAME["Grey Wind"]}]
    events = [{"type": "moved", "seat": 1, "from": "play", "dest": "dead", "reason": "kill", "cards": two},
              {"type": "moved", "seat": 1, "from": "play", "dest": "dead", "reason": "kill", "cards": two[:1]},
              {"type": "moved", "seat": 1, "from": "play", "dest": "discard", "reason": "discard_from_play",
               "cards": two}]
    said = {(t["lang"], i % 3): t["text"] for i, t in enumerate(word("lcg2e", events, [EFFECT_VIEW] * 3))}
    assert said["en", 0] == "Arya Stark, Grey Wind are killed."
    assert said["en", 1] == "Arya Stark is killed."
    assert said["en", 2] == "Arya Stark, Grey Wind are discarded from play."
    assert said["ru", 0].endswith(": убиты.") and said["bg", 0].endswith(" са убити.")


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
def test_a_forced_choice_says_what_was_chosen():
    # review16: "had a single possible choice; it was made automatically" left out what it was
    from tests.support.effect_words import word
    events = [{"type": "choice-forced", "seat": 0, "decision": "claim_military", "choice": [{"card": "c2"}]},
              {"type": "choice-forced", "seat": 0, "decision": "ability_target",
               "choice": {"type": "choose", "choice": "c3"}},
              {"type": "choice-forced", "seat": 0, "decision": "challenge", "choice": {"type": "done"}}]
    said = {(t["lang"], i % 3): t["text"] for i, t in enumerate(word("lcg2e", events, [EFFECT_VIEW] * 3))}
    assert said["en", 0] == "P0 (House Lannister) had a single possible choice, made automatically: Ser Jaime Lannister."
    assert said["en", 1].endswith("made automatically: Tywin Lannister.")
    assert said["en", 2] == "P0 (House Lannister) had a single possible choice; it was made automatically."
    assert said["ru", 0].endswith("сделан автоматически: Сир Джейме Ланнистер.")
    assert said["bg", 1].startswith("P0 (") and "Тайвин" in said["bg", 1]
