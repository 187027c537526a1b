"""The browser's copy of the card game's data (frontend/js/data/lcg2e-cards.js, written by
frontend/tools/build_data.py) stays in step with the engine's data and texts."""
from pathlib import Path

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
