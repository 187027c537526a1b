"""Random combats driven only by decisions(), with invariants and garbage fuzzing at every step.

Each scenario is a random board around one embattled area: random houses, units (some routed),
Support orders around it, Defense orders, hands, garrisons, Blade state and Tides option.
"""
from __future__ import annotations

import copy
import json
import random

import pytest

from api.engine.errors import RuleError
from api.games import board as B
from api.games.board.edition import edition_named
from api.games.board.areas.control import controller
from api.games.board.components import pieces_left
from api.games.board.combat.stages import STAGES
from tests.games.board.test_combat_kit import arena, attack, check_invariants, order, put

ED = edition_named("2e")
AREAS = ED.areas

HOUSES = ["stark", "greyjoy", "lannister", "baratheon", "tyrell", "martell"]
LAND = ["footman", "footman", "knight", "siege_tower"]


def _put(s, r, area, house, kind):
    """1-3 random units, within the house's pieces."""
    for _ in range(r.randint(1, 3)):
        t = "ship" if kind != "land" else r.choice(LAND)
        if pieces_left(s, house, t) <= 0:
            t = "footman" if kind == "land" else None
        if t and pieces_left(s, house, t) > 0:
            put(s, area, house, t)


def scenario(seed: int):
    r = random.Random(seed)
    s = arena(6, seed, blade=r.random() < 0.5, tides_of_battle=r.random() < 0.4)
    for t in ED.tracks:
        r.shuffle(s["tracks"][t])
    while True:
        target = r.choice(sorted(AREAS))
        kind = AREAS[target]["kind"]
        origins = [a for a in AREAS[target]["adjacent"] if AREAS[a]["kind"] == kind]
        if kind != "port" and origins:
            break
    origin = r.choice(origins)
    att, deff = r.sample(HOUSES, 2)
    home = AREAS[target]["home"]
    if kind == "land" and home and home != att and r.random() < 0.3:
        deff = home            # a home area, maybe defended by its garrison alone
        if r.random() < 0.5:
            _put(s, r, target, deff, kind)
    else:
        if home:
            s["areas"][target]["garrison"] = None
        _put(s, r, target, deff, kind)
        if r.random() < 0.3 and s["areas"][target]["units"]:
            s["areas"][target]["units"][0]["routed"] = True
    if s["areas"][target]["units"] and r.random() < 0.4:
        order(s, target, deff, r.choice(["defense_1", "defense_s", "raid_1", "support_1"]))
    _put(s, r, origin, att, kind)
    s["areas"][origin]["garrison"] = None
    # ports last: their ships belong to whoever controls the land by then
    for a in sorted(AREAS[target]["adjacent"], key=lambda a: AREAS[a]["kind"] == "port"):
        if a in (origin,) or r.random() < 0.4:
            continue
        h = r.choice(HOUSES)
        k = AREAS[a]["kind"]
        if k == "port":   # ships in a port belong to the controller of its land
            h = controller(s, a)
            if h is None:
                continue
        if k != "land" or (AREAS[a]["home"] and AREAS[a]["home"] != h):
            s["areas"][a]["garrison"] = None
        _put(s, r, a, h, k)
        if s["areas"][a]["units"]:
            order(s, a, h, r.choice(["support_1", "support_s", "support_2", "raid_1", "consolidate_1"]))
    for h in HOUSES:
        hs = s["houses"][h]
        r.shuffle(hs["hand"])
        cut = r.randint(1, 7)
        hs["hand"], hs["discard"] = hs["hand"][:cut], hs["hand"][cut:]
        hs["power"] = r.randint(0, 8)
    check_invariants(s)
    return s, att, origin, target, r


GARBAGE = [{}, {"type": None}, {"type": "choose_house_card", "card": 3},
           {"type": "declare_support", "area": "nowhere", "side": "attacker"},
           {"type": "house_card_ability"}, {"type": "choose_retreat", "area": ["x"]},
           {"type": "use_valyrian_blade", "use": True}, {"type": "choose_casualty", "unit": "dragon"},
           {"type": "accept_support", "area": "kingswood", "accept": "yes"}]


TYPES = ["declare_support", "accept_support", "choose_house_card", "house_card_ability",
         "use_valyrian_blade", "choose_casualty", "choose_retreat", "destroy_retreating",
         "capture_ships", "bogus"]
FIELDS = ["area", "side", "accept", "card", "use", "unit", "track", "routed", "discard",
          "replace_with", "count"]
VALUES = [None, True, False, 0, -1, 10 ** 9, "", "x", "kingswood", "attacker", "knight",
          "eddard_stark", [], {}, ["a"], {"k": 1}, 1.5]


def garbage(r):
    """A random malformed-or-illegal action: a known type with random fields and values."""
    a = {"type": r.choice(TYPES)}
    for f in r.sample(FIELDS, r.randint(0, 3)):
        a[f] = r.choice(VALUES)
    return a


def _cards_ok(s):
    c = s["combat"]
    stage = next((f["stage"] for f in s["stack"] if f["kind"] == "combat"), "end")
    in_play = STAGES.index(stage) <= STAGES.index("cleanup")   # clean-up discards them
    for h, hs in s["houses"].items():
        played = [c["cards"][x] for x in ("attacker", "defender")
                  if in_play and c[x] == h and c["cards"][x]]
        held = hs["hand"] + hs["discard"] + played
        assert sorted(held) == sorted(ED.house_cards_of[h]), (h, held)


def _views_hide(s):
    c = s["combat"]
    if not c:
        return
    for seat, h in enumerate(s["seats"]):
        v = B.view(s, seat)
        for other, secret in (v["combat"] or {}).get("sealed", {}).items():
            if other != h:
                assert secret == "ready"
        assert "rng" not in v


def run(seed: int):
    s, att, origin, target, r = scenario(seed)
    before = {h: sum(1 for st in s["areas"].values() for u in st["units"] if u["house"] == h)
              for h in HOUSES}
    events = attack(s, att, origin, target, token=r.choice(["march_m1", "march_0", "march_s"]))
    steps = 0
    while B.to_act(s):
        steps += 1
        assert steps < 200
        seat = r.choice(B.to_act(s))
        ds = B.decisions(s, seat)
        assert ds and all(d["options"] for d in ds)
        for lang in ("ru", "bg"):
            for d in B.decisions(s, seat, lang):
                assert d["prompt"] and all(isinstance(o["label"], str) and o["label"]
                                           for o in d["options"])
        for bad in r.sample(GARBAGE, 2) + [garbage(r) for _ in range(3)]:
            if any(all(k in bad and bad[k] == v for k, v in o["action"].items())
                   for d in ds for o in d["options"]):
                continue   # extra fields are ignored, so this one is a legal choice
            snap = json.dumps(s, sort_keys=True)
            with pytest.raises(RuleError):
                B.apply(s, seat, bad)
            assert json.dumps(s, sort_keys=True) == snap
        opts = [o["action"] for d in ds for o in d["options"]]
        for o in opts[:3]:   # every listed option is accepted
            B.apply(copy.deepcopy(s), seat, o)
        events += B.apply(s, seat, r.choice(opts))
        check_invariants(s)
        _cards_ok(s)
        _views_hide(s)
    assert s["combat"] is None and s["stack"] == []
    _cards_ok(s)
    captured = {e["house"] for e in events if e["type"] == "port-captured" and e["replaced"]}
    for h in HOUSES:
        now = sum(1 for st in s["areas"].values() for u in st["units"] if u["house"] == h)
        assert now <= before[h] or h in captured, (h, before[h], now)
    assert not (s["areas"][origin]["order"] or {}).get("type") == "march"
    for a, st in s["areas"].items():
        assert st["order"] is None or st["units"], a
    won = next(e for e in events if e["type"] == "combat-won")["winner"]
    if won == att and not any(e.get("by") == "arianne_martell" for e in events):
        assert all(u["house"] == att for u in s["areas"][target]["units"])
    return events


@pytest.mark.parametrize("chunk", range(4))
def test_random_combats(chunk):
    for seed in range(chunk * 40, chunk * 40 + 40):
        run(seed)


@pytest.mark.slow
def test_random_combats_soak():
    for seed in range(1000, 4000):
        run(seed)
