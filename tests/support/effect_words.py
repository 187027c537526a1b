"""The card games' log lines of lasting effects (frontend/js/games/lcg2e-effects.js, used by
lcg2e-events.js and, through eventsWith, hbo-events.js), for tests/games/lcg2e and
tests/games/hbo test_frontend_data.py: which verbs the page words, the effect events random games
make (each with the view of its moment, so its cards have names), and those events worded in
en/ru/bg by the page's own modules in Node (tests/support/word_events.mjs)."""
from __future__ import annotations

import functools
import json
import random
import re
import subprocess
from pathlib import Path

from api.games import REGISTRY
from tests.support.raw_text import raw_in

ROOT = Path(__file__).resolve().parents[2]
EFFECTS_JS = ROOT / "frontend" / "js" / "games" / "lcg2e-effects.js"
HARNESS = ROOT / "tests" / "support" / "word_events.mjs"
LANGS = ("en", "ru", "bg")

# The log's line for an effect its words cannot say (lcg2e-events.js's EV.effect_added).
GENERIC = {"en": "A lasting effect begins", "ru": "Начинается длительный эффект", "bg": "Започва траен ефект"}
# Beside what no worded line may show (tests/support/raw_text.py): an unknown value as "?".
UNKNOWN = [(re.compile(r"\?(\s|\.|,|$)"), "an unknown value shown as ?")]


def worded_verbs() -> dict[str, tuple[str, str, str]]:
    """{verb: (en, ru, bg)} of lcg2e-effects.js's VERBS table."""
    body = EFFECTS_JS.read_text(encoding="utf-8").split("const VERBS = {", 1)[1].split("\n};", 1)[0]
    found = re.findall(r'^  ([a-z_]+): \{ en: "([^"]+)",\s+ru: "([^"]+)",\s+bg: "([^"]+)" \},?$', body, re.M)
    return {m[0]: m[1:] for m in found}


@functools.lru_cache(maxsize=None)   # two tests of a module read the same games
def effect_events(gid: str, games: int, setup) -> list[tuple[dict, dict]]:
    """(event, public view right after it) of the effect_added / effect_ended events of a few
    games a random client plays; ``setup(seed)`` gives (players, options). One per verb, target
    kind, duration and params' keys keeps the wording run short."""
    g = REGISTRY[gid]
    out, seen = [], set()
    for seed in range(games):
        rnd = random.Random(seed)
        players, options = setup(seed)
        state = g.new(players, options, seed)
        for _ in range(3000):
            if g.result(state):
                break
            seat = next(s for s in g.to_act(state) if g.decisions(state, s, "en"))
            d = rnd.choice([d for d in g.decisions(state, seat, "en") if d.get("required", True)])
            events = g.apply(state, seat, rnd.choice(d["options"])["action"])
            for ev in events:
                if ev["type"] not in ("effect_added", "effect_ended"):
                    continue
                key = (ev["type"], ev.get("verb"), "cards" in ev, ev.get("until"),
                       tuple(sorted(ev.get("params", {}))), "source" in ev)
                if key not in seen:
                    seen.add(key)
                    out.append((ev, g.view(state, None)))
    return out


def word(gid: str, events: list[dict], views: list[dict]) -> list[dict]:
    """Each event worded by the page in en, ru and bg: [{lang, type, text, raw, threw}], the
    languages one after another, each in the events' order."""
    data = {"game": gid, "players": len(views[0]["seats"]) if views else 2, "view": views[0] if views else None,
            "views": views, "events": events}
    run = subprocess.run(["node", "--experimental-default-type=module", str(HARNESS)],
                         input=json.dumps(data).encode(), capture_output=True, timeout=120)
    assert run.returncode == 0, run.stderr.decode()
    return json.loads(run.stdout)


def problems(texts: list[dict], events: list[dict]) -> list[str]:
    """What is wrong with worded effect lines: a throw or the raw line, an effect_added that fell
    back to the generic line, a key, placeholder or missing value, English in ru/bg."""
    out = []
    for t, ev in zip(texts, events * len(LANGS)):
        text, lang = t["text"], t["lang"]
        if t["threw"] or t["raw"] or not text:
            out.append(f"{lang}: not worded ({t['threw'] or text!r}) from {ev}")
            continue
        if ev["type"] == "effect_added" and GENERIC[lang] in text:
            out.append(f"{lang}: the generic line {text!r} for {ev}")
        out += [f"{lang}: {what} in {text!r} from {ev}" for what in raw_in(text, lang, UNKNOWN)]
    return out
