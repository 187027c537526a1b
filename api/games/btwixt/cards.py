"""The card pool: records loaded from a JSON file, checked on load, expanded into physical cards.

The shipped pool (data/pool.json) is RECONSTRUCTED: the publisher's lists are unknown (spec §6.4),
so every record carries ``"reconstructed"`` and the pool as a whole ``"reconstructed": true``.
A published list can replace it later through :func:`load_pool` (the ``pool`` game option names
a file); it must pass :func:`validate_pool`.
"""
from __future__ import annotations

import json
import os

DATA_DIR = os.path.join(os.path.dirname(__file__), "data")
DEFAULT_POOL = os.path.join(DATA_DIR, "pool.json")

KINDS = ("ruler", "ally", "influence", "story", "unique", "power_token")
TIMINGS = ("on_play", "end_of_round", "on_accept", "during_round", "scoring", "passive")
COUNTS = {"ruler": 9, "ally": 50, "influence": 62, "story": 11, "unique": 36, "power_token": 54}

# Parameters each op accepts (README §6); anything else is a pool error.
COMMON = {"op", "optional", "if_done"}
OP_PARAMS = {
    "sequence": {"steps"},
    "choose_one": {"options", "chooser", "for_each", "ruler_filter"},
    "conditional": {"if", "then", "else"},
    "move_bid_card": {"card", "to", "from", "filter", "ruler_filter"},
    "return_to_hand": {"card", "when", "from", "filter"},
    "discard_bid_card": {"card", "from", "filter"},
    "modify_influence": {"target", "amount", "duration", "who", "per", "colour", "max_bonus"},
    "copy_effect": {"source", "timing_filter"},
    "kneel": {"who", "ruler_filter"},
    "restrict_play": {"duration", "forbid_colours", "choose_colour_from", "forbid_value_at_most",
                      "forbid_value_at_least", "max_cards_per_ruler"},
    "change_bid_rules": {"duration", "winner_tokens", "tie_break"},
    "draw_cards": {"who", "count"},
    "discard_from_hand": {"who", "count", "mode", "ruler_filter"},
    "take_from_discard": {"count", "filter"},
    "take_from_hand": {"from", "count", "mode"},
    "look_at_hand": {"whose"},
    "reveal_extra_ally": {"count", "acceptor", "when", "placement", "unclaimed", "keep",
                          "condition", "reference"},
    "kill_ally": {"target", "scope", "filter"},
    "replace_current_ally": {"put"},
    "look_at_allies": {"count", "reorder"},
    "recover_killed_ally": {"to", "filter"},
    "move_ally": {"mode", "from_scope", "to", "first", "first_scope", "second_scope",
                  "different_councils", "filter"},
    "gain_power_token": {"who", "count", "destination", "peek"},
    "peek_power_tokens": {"scope", "count"},
    "remove_power_token": {"scope", "count", "mode"},
    "restrict_placement": {"target", "rule", "applies_when", "override"},
    "modify_power": {"target", "amount", "per", "max_bonus", "floor"},
    "immune": {"scope", "from", "duration", "against"},
}
CHILDREN = {"sequence": ("steps",), "choose_one": ("options",), "conditional": ("then", "else")}


class PoolError(ValueError):
    pass


def _check_effect(eff, where: str, errors: list) -> None:
    if not isinstance(eff, dict) or eff.get("op") not in OP_PARAMS:
        errors.append(f"{where}: unknown op {eff.get('op') if isinstance(eff, dict) else eff!r}")
        return
    extra = set(eff) - COMMON - OP_PARAMS[eff["op"]]
    if extra:
        errors.append(f"{where}: {eff['op']} does not take {sorted(extra)}")
    for key in CHILDREN.get(eff["op"], ()):
        sub = eff.get(key)
        if sub is None:
            continue
        for i, child in enumerate(sub if isinstance(sub, list) else [sub]):
            _check_effect(child, f"{where}.{key}[{i}]", errors)


def validate_pool(pool: dict) -> None:
    """Raise PoolError listing every problem; a pool that passes is safe to play with."""
    errors: list[str] = []
    cards = pool.get("cards")
    if not isinstance(cards, list):
        raise PoolError("pool has no 'cards' list")
    seen, counts = set(), {k: 0 for k in KINDS}
    for c in cards:
        cid = c.get("id")
        if not isinstance(cid, str) or "#" in cid or cid in seen:
            errors.append(f"bad or duplicate id {cid!r}")
            continue
        seen.add(cid)
        kind = c.get("kind")
        if kind not in KINDS:
            errors.append(f"{cid}: unknown kind {kind!r}")
            continue
        if not isinstance(c.get("copies"), int) or c["copies"] < 1:
            errors.append(f"{cid}: copies must be a positive integer")
            continue
        counts[kind] += c["copies"]
        if kind != "ruler" and not isinstance(c.get("value"), int):
            errors.append(f"{cid}: value must be an integer")
        if kind in ("ruler", "power_token"):
            continue
        if c.get("timing") not in TIMINGS:
            errors.append(f"{cid}: unknown timing {c.get('timing')!r}")
        if kind in ("influence", "story", "unique") and c.get("colour") not in (
                "red", "green", "purple", "blue", "white"):
            errors.append(f"{cid}: bad colour {c.get('colour')!r}")
        if kind == "unique" and not isinstance(c.get("ruler"), str):
            errors.append(f"{cid}: a unique card names its ruler")
        if c.get("effect") is not None:
            _check_effect(c["effect"], cid, errors)
    rulers = {c["id"] for c in cards if c.get("kind") == "ruler"}
    for c in cards:
        if c.get("kind") == "unique" and c.get("ruler") not in rulers:
            errors.append(f"{c.get('id')}: unknown ruler {c.get('ruler')!r}")
    for kind, want in COUNTS.items():
        if counts[kind] != want:
            errors.append(f"{kind}: {counts[kind]} cards, the game has {want}")
    for r in rulers:
        n = sum(1 for c in cards if c.get("kind") == "unique" and c.get("ruler") == r)
        if n != 4:
            errors.append(f"{r}: {n} unique cards, each ruler has 4")
    if errors:
        raise PoolError("; ".join(errors))


class Pool:
    """Static card data. ``card(uid)`` works on physical ids (``inf-red-01#2``) and record ids."""

    def __init__(self, data: dict, path: str):
        self.path = path
        self.data = data
        self.reconstructed = bool(data.get("reconstructed", data.get("status") == "reconstructed"))
        self.by_id = {c["id"]: c for c in data["cards"]}
        self.uid_rec: dict[str, dict] = {}
        # Texts that depend on the pool only, filled lazily by i18n: labels is lang -> {uid:
        # "name (value)"}, texts holds other labels and prompts by a tuple key.
        self.labels: dict[str, dict[str, str]] = {}
        self.texts: dict[tuple, str] = {}
        self._abilities: dict[tuple, frozenset[str]] = {}
        self.rulers = [c["id"] for c in data["cards"] if c["kind"] == "ruler"]
        self.allies = [c["id"] for c in data["cards"] if c["kind"] == "ally"]
        self.standard, self.story, self.unique = [], [], {r: [] for r in self.rulers}
        for c in data["cards"]:
            if c["kind"] not in ("influence", "story", "unique"):
                continue
            for k in range(c["copies"]):
                uid = c["id"] if c["copies"] == 1 else f"{c['id']}#{k + 1}"
                self.uid_rec[uid] = c
                if c["kind"] == "influence":
                    self.standard.append(uid)
                elif c["kind"] == "story":
                    self.story.append(uid)
                else:
                    self.unique[c["ruler"]].append(uid)
        for a in self.allies:
            self.uid_rec[a] = self.by_id[a]
        self.white = {u for r in self.unique.values() for u in r}
        # The token value split is pool data, not code (spec D4).
        self.token_values = []
        for c in data["cards"]:
            if c["kind"] == "power_token":
                self.token_values += [c["value"]] * c["copies"]

    def card(self, uid: str) -> dict:
        return self.uid_rec[uid]

    def with_ability(self, timing: str, op: str | None = None) -> frozenset[str]:
        """Cards and allies whose ability has this timing (and this top-level op): a scan over
        every bid pile passes the others at once. Built on first use."""
        key = (timing, op)
        found = self._abilities.get(key)
        if found is None:
            found = self._abilities[key] = frozenset(
                u for u, rec in self.uid_rec.items()
                if rec.get("timing") == timing and rec.get("effect")
                and (op is None or rec["effect"]["op"] == op))
        return found


_CACHE: dict[str, Pool] = {}
# Pools a game may name in its ``pool`` option. Only the server registers paths (never a
# client), so an option can never make the engine open an arbitrary file.
POOLS: dict[str, str] = {"reconstructed": DEFAULT_POOL}


def register_pool(name: str, path: str) -> Pool:
    """Make a replacement pool file (e.g. a published list) selectable as option ``pool=name``."""
    pool = load_pool(path)
    POOLS[name] = pool.path
    _BY_NAME.pop(name, None)
    return pool


def load_pool(path: str | None = None) -> Pool:
    """Load, validate and cache a pool file (default: the shipped reconstructed pool)."""
    path = os.path.abspath(path or DEFAULT_POOL)
    pool = _CACHE.get(path)
    if pool is None:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        validate_pool(data)
        pool = _CACHE[path] = Pool(data, path)
    return pool


_BY_NAME: dict[str, Pool] = {}


def pool_of(state: dict) -> Pool:
    try:
        return _BY_NAME[state["options"]["pool"]]
    except KeyError:
        name = state["options"].get("pool", "reconstructed")
        pool = _BY_NAME[name] = load_pool(POOLS[name])
        return pool
