"""The HBO page's data and words: js/data/hbo-cards.js (written by frontend/tools/build_data.py)
matches the engine's cards and texts, and every event type, move reason and end reason random
hbo games produce has words in the page (hbo-events.js over the shared lcg2e-events.js tables,
hbo.js's reasons)."""
import random
import re
import shutil
from pathlib import Path

import pytest

from api.games import REGISTRY
from api.games.hbo.catalog import CARDS
from api.games.hbo.words import TEXTS

from tests.support.frontend_data import assert_up_to_date, written

ROOT = Path(__file__).resolve().parents[3]
GAMES = ROOT / "frontend" / "js" / "games"
LANGS = ("en", "ru", "bg")


def test_generated_card_data_is_up_to_date():
    """Edit the hbo data or texts, then run frontend/tools/build_data.py."""
    assert_up_to_date("hbo-cards.js")


def test_every_card_has_the_engines_names_and_faces():
    data = written("hbo-cards.js")
    assert set(data["cards"]) == set(CARDS)
    for code, c in data["cards"].items():
        for lang in LANGS:
            assert c["name"][lang] == TEXTS[lang][code]["name"]
        assert c["text"].get("en") == (TEXTS["en"][code].get("text") or None)
        assert c["type"] == CARDS[code]["type"]
        assert c.get("strength") == CARDS[code].get("strength")
        assert c.get("plot") == CARDS[code].get("plot")
    assert data["factions"]["stark"]["name"]["bg"] == TEXTS["bg"]["terms"]["houses"]["stark"]


def _table(body: str, name: str) -> str:
    return body.split(f"const {name} = {{", 1)[1].split("\n};", 1)[0]


def _worded() -> tuple[set[str], set[str]]:
    """Event types and move reasons the page words: lcg2e-events.js's EV and MOVED (and the
    types eventsWith handles itself), hbo-events.js's HBO_EV and HBO_MOVED."""
    shared = (GAMES / "lcg2e-events.js").read_text(encoding="utf-8")
    own = (GAMES / "hbo-events.js").read_text(encoding="utf-8")
    types, reasons = set(re.findall(r"^\s+out\.([a-z_]+) = ", shared, re.M)), set()
    for body, ev, moved in ((shared, "EV", "MOVED"), (own, "HBO_EV", "HBO_MOVED")):
        types |= set(re.findall(r'^\s+"([a-z][a-z_-]*)": \{ en:', _table(body, ev), re.M))
        reasons |= set(re.findall(r"^\s+([a-z_]+): \{ en:", _table(body, moved), re.M))
    return types, reasons


def _random_games(games: int, max_rounds: int | None = None):
    """Each event and the final state of a few games a random client plays."""
    g = REGISTRY["hbo"]
    for seed in range(games):
        rnd = random.Random(seed)
        options = {"max_rounds": max_rounds} if max_rounds else {}
        state = g.new(2, options, seed)
        for _ in range(4000):
            if g.result(state):
                break
            seat = next(s for s in g.to_act(state) if g.decisions(state, s, "en"))
            d = rnd.choice([d for d in g.decisions(state, seat, "en") if d.get("required", True)])
            for ev in g.apply(state, seat, rnd.choice(d["options"])["action"]):
                yield ev, None
        yield None, state


def test_every_event_type_and_move_reason_the_engine_emits_is_worded():
    """A new event type (or move reason) fails here until hbo-events.js words it."""
    types, reasons = _worded()
    assert {"moved", "mulligan-decided", "challenge-declared"} <= types and {"draw", "recover"} <= reasons
    seen_types, seen_reasons = set(), set()
    for ev, _ in _random_games(6):
        if ev:
            seen_types.add(ev["type"])
            if ev["type"] == "moved":
                seen_reasons.add(ev["reason"])
    assert len(seen_types) >= 25
    assert seen_types - types == set(), "no wording in hbo-events.js"
    assert seen_reasons - reasons == set(), "no wording for these move reasons in hbo-events.js"


def test_every_end_reason_is_worded():
    body = (GAMES / "hbo.js").read_text(encoding="utf-8")
    table = body.split("export const reasons = {", 1)[1].split("\n};", 1)[0]
    worded = set(re.findall(r"^\s+([a-z_]+): \{ en:", table, re.M))
    seen = {state["result"]["reason"] for limit in (None, 2) for _, state in _random_games(2, limit) if state}
    assert "round_limit" in seen and "power" in seen
    assert seen - worded == set()


def _hbo_setup(seed: int):
    return 2, {}


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
def test_lasting_effects_read_as_sentences_in_three_languages():
    """The effects random hbo games make (through the shared lcg2e-effects.js words, with hbo's
    own card names and terms) read as sentences in en/ru/bg, never the generic line or a key."""
    from api.games.cardcore.derive import LAYERS

    from tests.support.effect_words import effect_events, problems, word, worded_verbs
    played = effect_events("hbo", 6, _hbo_setup)
    made = {ev["verb"] for ev, _ in played if ev["type"] == "effect_added"}
    assert {"modify_str", "cost_reduction"} <= made
    assert made - set(worded_verbs()) == set() and made <= set(LAYERS)
    events, views = [ev for ev, _ in played], [v for _, v in played]
    texts = word("hbo", events, views)
    assert not (found := problems(texts, events)), "\n".join(found[:40])
    strength = next(i for i, ev in enumerate(events) if ev.get("verb") == "modify_str" and ev["until"] == "challenge")
    amount = events[strength]["params"]["amount"]
    assert texts[strength]["text"].endswith(f"gets {'+' if amount > 0 else '−'}{abs(amount)} STR until the end of the challenge.")
    assert texts[len(events) + strength]["text"].endswith("СИЛ до конца вызова.")
