"""Every event the board games and B'Twixt emit reads as a sentence in en, ru and bg: the
frontend's own renderers (frontend/js/games/*) word the events of random games, run in Node,
and a test fails on any event that falls back to the raw "type — key: value" line or shows an
id, JSON, "undefined" or a placeholder (the lcg2e counterpart is
tests/games/lcg2e/test_frontend_data.py)."""
from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from api.games import REGISTRY
from tests.support.raw_text import raw_in

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "tests" / "support" / "word_events.mjs"

# Beside what no worded line may show (tests/support/raw_text.py): an unknown value as — or ?.
UNKNOWN = [(re.compile(r"—\s*[.,]|\s—$|\?(\s|\.|,|$)"), "an unknown value shown as — or ?")]
CYRILLIC = re.compile(r"[а-яА-ЯёЁ]")


def _play(gid: str, players: int, seed: int, options: dict, steps: int = 6000):
    """A game as a random client mixed with the game's bot plays it; returns its events and
    the final state."""
    g = REGISTRY[gid]
    rnd = random.Random(seed)
    state = g.new(players, options, seed)
    events = []
    for _ in range(steps):
        if g.result(state):
            break
        seat = rnd.choice(sorted(g.to_act(state)))
        ds = [d for d in g.decisions(state, seat, "en") if d.get("required", True)] \
            or g.decisions(state, seat, "en")
        if g.bot and rnd.random() < 0.7:
            action = g.bot(g.view(state, seat), ds, rnd.getrandbits(63))
        else:
            action = rnd.choice(rnd.choice(ds)["options"])["action"]
        events += g.apply(state, seat, action)
    return events, state


GAMES = {
    "board2e": [(3, 1, {"tides_of_battle": True}), (4, 2, {}), (6, 3, {"tides_of_battle": True})],
    "board1e": [(3, 4, {}), (5, 5, {})],
    "btwixt": [(3, 6, {}), (4, 7, {"advanced": True}), (5, 8, {"advanced": True, "ally_row": True})],
}


def _worded(gid: str):
    texts = []
    for players, seed, options in GAMES[gid]:
        events, state = _play(gid, players, seed, options)
        # one event per type and shape keeps the run short
        seen, sample = set(), []
        for ev in events:
            key = (ev["type"], tuple(sorted(ev)), tuple(sorted(
                (k, v) for k, v in ev.items() if k not in ("id", "to") and isinstance(v, (str, bool)) or v is None)))
            if key not in seen:
                seen.add(key)
                sample.append(ev)
        data = {"game": gid, "players": players, "view": REGISTRY[gid].view(state, None), "events": sample}
        run = subprocess.run(["node", "--experimental-default-type=module", str(HARNESS)],
                             input=json.dumps(data).encode(), capture_output=True, timeout=120)
        assert run.returncode == 0, run.stderr.decode()
        texts += [(t, ev) for t, ev in zip(json.loads(run.stdout), sample * 3)]
    return texts


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_event_is_worded_in_three_languages(gid):
    texts = _worded(gid)
    types = {t["type"] for t, _ in texts}
    assert len(types) >= 30, sorted(types)       # the games really ran
    problems = []
    for t, ev in texts:
        text, lang = t["text"], t["lang"]
        if t["threw"] or t["raw"]:
            problems.append(f"{lang} {t['type']}: not worded ({t['threw'] or text})")
            continue
        problems += [f"{lang} {t['type']}: {what} in {text!r} from {ev}"
                     for what in raw_in(text, lang, UNKNOWN)]
        if lang == "en" and CYRILLIC.search(text):
            problems.append(f"en {t['type']}: Cyrillic in {text!r}")
    assert not problems, "\n".join(sorted(set(problems))[:60])
