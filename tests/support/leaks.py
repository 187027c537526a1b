"""The leak check: nothing a game hides from a viewer reaches it.

Each game lists, per viewer, the facts its rules hide (``Game.secrets`` -> ``Secret``, shape and
meaning in api/engine/game.py). For a viewer (a seat, or ``None`` for a spectator) this module
looks at everything the service would hand it: the view, the decisions in every language, the
answers to a few refused actions (garbage, and another seat's option sent by this one) and the
events of an action as the platform filters them (``api.matches``).

Two probes, so that small integers and ids that are public elsewhere raise no false alarm:

- a value declared ``distinct`` (a physical card's id, the RNG state) is searched for as it is:
  as a JSON value or key, or as a whole word inside a text;
- every declared value is replaced by a unique stand-in in a copy of the state (the "stand-in
  world"): the view, decisions and errors must come out identical, and a stand-in that is
  still hidden after an action must not ride on that action's events. For events the stand-in
  world replays the action; if it cannot (the action reads a stand-in, e.g. a card lookup),
  the check falls back to the real events and counts it.

``about`` links catch a sealed value leaking in the very action that makes it.
"""
from __future__ import annotations

import copy
import random
import re
from dataclasses import dataclass, field

import orjson

from api.engine import RuleError
from api.engine.game import Secret
from api.engine.i18n import LANGS
from api.matches import strip_to, to_of, visible

GARBAGE = [None, 7, "x", {}, {"type": None}, {"type": "nonsense"}, {"type": "play"},
           {"type": "choose", "choice": {"nested": [1]}}, {"type": "bid", "bid": 10**9}]
INT_STAND_IN = 7_350_000_000_000   # far above any count, bid or id a game uses
# A needle inside a text is a whole word: "inf-red-01" is not found in "inf-red-01#2".
WORD = re.compile("[A-Za-z0-9_#-]+")


class Leak(AssertionError):
    """Something hidden from a viewer reached it."""


def clone(obj):
    return orjson.loads(orjson.dumps(obj))


def get_at(obj, at):
    for k in at:
        obj = obj[k]
    return obj


def same(a, b) -> bool:
    """Equal and of one type: 1 is not True, "1" is not 1."""
    return type(a) is type(b) and a == b


def leaves(obj, path=()):
    """(path, scalar) for every scalar of a JSON value, dict keys included (as strings)."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield (*path, "<key>"), str(k)
            yield from leaves(v, (*path, k))
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            yield from leaves(v, (*path, i))
    elif obj is not None:
        yield path, obj


def scalars(obj) -> set:
    """Every scalar of a JSON value, dict keys as strings, as (type, value) pairs (so that 1
    and True stay apart); a flat walk, much faster than :func:`leaves`."""
    out, stack = set(), [obj]
    while stack:
        o = stack.pop()
        t = type(o)
        if t is dict:
            out.update((str, str(k)) for k in o)
            stack.extend(o.values())
        elif t is list or t is tuple:
            stack.extend(o)
        elif o is not None:
            out.add((t, o))
    return out


def holds(obj, value) -> bool:
    return (type(value), value) in scalars(obj)


def words(text: str) -> set:
    return set(WORD.findall(text))


class Needles:
    """Values to find anywhere: as a scalar of the same type, or as a whole word of a text (a
    dict key is a text too: ``{"17": 2}`` names token 17). Ids and stand-ins are one word; a
    value that is not is looked for as a plain substring."""

    def __init__(self, secrets: dict):
        self.secrets = secrets                      # value -> Secret
        self.ints = {v for v in secrets if type(v) is int}
        self.words, self.phrases = {}, {}
        for v in secrets:
            if type(v) in (str, int):
                text = str(v)
                (self.words if WORD.fullmatch(text) else self.phrases)[text] = v

    def present(self, obj) -> list:
        """The needle values in ``obj`` (one fast pass)."""
        if not self.secrets:
            return []
        found = scalars(obj)
        out = [v for v in self.ints if (int, v) in found]
        text = "\x00".join(v for t, v in found if t is str)
        out += [self.words[w] for w in words(text) & self.words.keys()]
        out += [v for t, v in self.phrases.items() if t in text]
        return list({(type(v), v): v for v in out}.values())

    def find(self, obj) -> list[tuple[tuple, Secret]]:
        """(path, Secret) of every needle in ``obj``."""
        values = self.present(obj)
        if not values:
            return []
        hits = []
        for path, leaf in leaves(obj):
            for v in values:
                if same(leaf, v) or isinstance(leaf, str) and (
                        str(v) in words(leaf) if str(v) in self.words else str(v) in leaf):
                    hits.append((path, self.secrets[v]))
        return hits


def bound(obj, about, value, path=()):
    """The path of an object in ``obj`` that ties ``value`` to ``about``: ``about`` as a key
    over ``value``, or both as members of one object (``{"house": h, "bid": 3}``)."""
    if isinstance(obj, dict):
        named = [k for k, v in obj.items() if same(v, about)]
        for k, v in obj.items():
            if str(k) == str(about) and holds(v, value):
                return (*path, k)
            if named and k not in named and holds(v, value):
                return (*path, k)
        items = obj.items()
    elif isinstance(obj, list):
        items = enumerate(obj)
    else:
        return None
    for k, v in items:
        hit = bound(v, about, value, (*path, k))
        if hit:
            return hit
    return None


def declared(game, state, viewer) -> list[Secret]:
    """The game's secrets for ``viewer``, each checked against the state it describes."""
    out = game.secrets(state, viewer)
    for s in out:
        assert isinstance(s, Secret), f"{game.id}: secrets() must list Secret records, got {s!r}"
        assert type(s.value) in (str, int, bool), f"{game.id}: {s.what} at {s.at}: a secret " \
            f"is one scalar value, got {s.value!r}"
        assert not (s.distinct and type(s.value) is bool), f"{s.what}: a bool is never distinct"
        try:
            there = get_at(state, s.at)
        except (KeyError, IndexError, TypeError):
            raise AssertionError(f"{game.id}: {s.what}: no value at {s.at}") from None
        assert same(there, s.value), f"{game.id}: {s.what}: {s.at} holds {there!r}, " \
            f"not {s.value!r}"
    return out


def plant(state, secrets, counter) -> tuple[dict, dict]:
    """A copy of ``state`` with a unique stand-in at every secret's place; stand-in -> Secret."""
    world = clone(state)
    planted = {}
    for s in secrets:
        counter[0] += 1
        stand_in = (INT_STAND_IN + counter[0] if type(s.value) is int
                    else f"HIDDEN#{counter[0]}#")
        parent = get_at(world, s.at[:-1])
        parent[s.at[-1]] = stand_in
        planted[stand_in] = s
    return world, planted


def refusal(game, state, seat, action):
    """What a refused action tells the seat (all of it: code, detail, field, extras)."""
    try:
        game.apply(clone(state), seat, copy.deepcopy(action))
    except RuleError as exc:
        return {"status": exc.status, "code": exc.code, "detail": exc.detail,
                "field": getattr(exc, "field", None), "extra": exc.extra}
    return "accepted"


def first_difference(a, b, path=()):
    if type(a) is not type(b):
        return path, a, b
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                return (*path, k), a.get(k, "<absent>"), b.get(k, "<absent>")
            d = first_difference(a[k], b[k], (*path, k))
            if d:
                return d
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return (*path, "<len>"), len(a), len(b)
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, (*path, i))
            if d:
                return d
        return None
    return None if a == b else (path, a, b)


def who(viewer) -> str:
    return "a spectator" if viewer is None else f"seat {viewer}"


@dataclass
class Checker:
    """Checks one game at a time; counts what it looked at so a test can tell it was not idle."""
    game: object
    where: str = ""
    stats: dict = field(default_factory=lambda: {"states": 0, "actions": 0, "fallbacks": 0,
                                                 "secrets": 0, "shown": 0, "seen before": 0,
                                                 "kinds": set()})
    counter: list = field(default_factory=lambda: [0])

    def fail(self, text: str):
        raise Leak(f"{self.game.id} {self.where}: {text}")

    # -- what a viewer gets from a state -------------------------------------------------

    def material(self, state, viewer, probes) -> dict:
        game = self.game
        out = {"view": game.view(state, viewer), "to_act": sorted(game.to_act(state))}
        if viewer is not None:
            out["decisions"] = {lang: game.decisions(state, viewer, lang) for lang in LANGS}
            out["errors"] = [refusal(game, state, viewer, a) for a in probes]
        return out

    def check_state(self, state, viewer, probes=()) -> dict:
        """Check the view, decisions and errors of ``viewer``; returns its real material."""
        secrets = declared(self.game, state, viewer)
        self.stats["states"] += 1
        self.stats["secrets"] += len(secrets)
        self.stats["kinds"].update(s.at[0] for s in secrets)
        real = self.material(state, viewer, probes)
        needles = Needles({s.value: s for s in secrets if s.distinct})
        for part in ("view", "decisions"):
            for path, s in needles.find(real.get(part)):
                self.fail(f"{s.what} ({s.value!r}) is in the {part} of {who(viewer)} at {path}")
        for probe, answer in zip(probes, real.get("errors", ())):
            for path, s in needles.find(answer):
                if not holds(probe, s.value):   # echoing what the seat sent is no leak
                    self.fail(f"{s.what} ({s.value!r}) is in the error {who(viewer)} gets for "
                              f"{probe!r}: {answer}")
        world, planted = plant(state, secrets, self.counter)
        try:
            stood_in = self.material(world, viewer, probes)
        except Exception as exc:  # noqa: BLE001 - any crash means a hidden value was read
            self.fail(f"what {who(viewer)} gets reads a hidden value: with stand-ins for "
                      f"{sorted({s.what for s in secrets})} it raised {exc!r}")
        diff = real != stood_in and first_difference(real, stood_in)
        if diff:
            path, a, b = diff
            culprits = sorted({s.what for _, s in Needles(planted).find(b)}) or \
                "a hidden value (its stand-in changed it)"
            self.fail(f"what {who(viewer)} gets depends on {culprits}: at {path} it is {a!r} "
                      f"but {b!r} once hidden values are replaced")
        return real

    # -- what a viewer gets from an action ------------------------------------------------

    def check_events(self, before, seat, action, events, after, viewer, seen) -> None:
        """``seen``: what ``viewer`` got before the action (its real material)."""
        game = self.game
        hidden_before = declared(game, before, viewer)
        # Values the action names stay real: the acting seat may name them, and a stand-in
        # would only make the action illegal in the stand-in world.
        named = scalars(action)
        plantable = [s for s in hidden_before
                     if not s.distinct and (type(s.value), s.value) not in named]
        world, planted = plant(before, plantable, self.counter)
        try:
            w_events = game.apply(world, seat, copy.deepcopy(action))
            w_after = world
        except Exception:  # noqa: BLE001 - the stand-in world cannot replay this action
            self.stats["fallbacks"] += 1
            w_events, w_after, planted = events, after, {}
        self.stats["actions"] += 1
        hidden_after = declared(game, w_after, viewer)
        seen_values = scalars(seen)
        stood_in = {(type(v), v) for v in planted}
        finder = Needles({s.value: s for s in hidden_after
                          if s.distinct or (type(s.value), s.value) in stood_in})
        links = [s for s in hidden_after if s.about is not None]
        for event in received(w_events, viewer):
            for path, s in finder.find(event):
                if shown(event, s):
                    self.stats["shown"] += 1
                elif s.distinct and (type(s.value), s.value) in seen_values:
                    self.stats["seen before"] += 1
                else:
                    self.fail(f"{s.what} ({s.value!r}) reaches {who(viewer)} in event "
                              f"{event} at {path}")
            for s in links:
                path = bound(strip_to(event), s.about, s.value)
                if path and not shown(event, s):
                    self.fail(f"{s.what} ({s.value!r}) reaches {who(viewer)} with "
                              f"{s.about!r} in event {event} at {path}")


def shown(event, secret) -> bool:
    """An event the secret's own declaration lets carry it to this viewer."""
    return event.get("type") in secret.shown_by


def received(events, viewer) -> list[dict]:
    """The events ``viewer`` receives, decided by the platform's own filter (api.matches)."""
    rows = [(i, to_of(e), orjson.dumps(strip_to(e))) for i, e in enumerate(events)]
    got = {e["id"] for e in visible(rows, viewer)}
    return [e for i, e in enumerate(events) if i in got]


# -- a driver: random games, checked along the way --------------------------------------------

def random_options(game, players: int, seed: int, rng: random.Random) -> dict:
    """Random values for the game's boolean and enum options (a combination ``new`` accepts)."""
    props = game.options_schema.get("properties", {})
    for _ in range(50):
        opts = {}
        for k, p in props.items():
            if p.get("type") == "boolean":
                opts[k] = rng.random() < 0.5
            elif "enum" in p:
                opts[k] = rng.choice(p["enum"])
        try:
            game.new(players, opts, seed)
        except RuleError:
            continue
        return opts
    return {}


def random_settings(schema: dict, rng: random.Random) -> dict:
    """Random values for a game's seat settings (booleans, enums, lists of enum values)."""
    out = {}
    for k, p in schema.get("properties", {}).items():
        items = p.get("items", {})
        if p.get("type") == "boolean":
            out[k] = rng.random() < 0.5
        elif "enum" in p:
            out[k] = rng.choice(p["enum"])
        elif p.get("type") == "array" and "enum" in items:
            out[k] = [v for v in items["enum"] if rng.random() < 0.5]
    return out


def configure_some(game, state, players: int, rng: random.Random, share: float) -> None:
    """Give some seats random settings (what the engine then passes for them must not depend
    on what they hide: the states checked afterwards show it)."""
    if game.configure is None:
        return
    for seat in range(players):
        if rng.random() < share:
            game.configure(state, seat, random_settings(game.settings_schema, rng))


def probes_for(game, state, viewer, acting, rng) -> list:
    """Two garbage actions and, when another seat must act, one of its options."""
    out = rng.sample(GARBAGE, 2)
    others = [s for s in acting if s != viewer]
    if others:
        options = [o["action"] for d in game.decisions(state, rng.choice(others))
                   for o in d["options"]]
        if options:
            out.append(rng.choice(options))
    return out


def play(game, players: int, seed: int, check_share: float, max_steps: int = 40_000,
         checker: Checker | None = None, bot_share: float = 0.7) -> Checker:
    """One random game (random options), every viewer checked on a ``check_share`` of steps,
    on the first step that asks each kind of decision, and at the end. Raises :class:`Leak` at
    the first leak."""
    rng = random.Random(seed)
    options = random_options(game, players, seed, rng)
    checker = checker or Checker(game)
    state = game.new(players, options, seed)
    configure_some(game, state, players, rng, 0.5)
    viewers = [None, *range(players)]
    asked = set()   # decision types met so far: a rare step is checked the first time
    for step in range(max_steps):
        checker.where = f"{players}p seed {seed} options {options} step {step}"
        if game.result(state) is not None:
            break
        # now and then a seat changes its settings mid-game (games without settings draw
        # nothing here, so their random games stay the ones they were)
        if game.configure is not None and rng.random() < 0.005:
            configure_some(game, state, players, rng, 0.5)
            if game.result(state) is not None:
                break
        acting = game.to_act(state)
        seat = rng.choice(acting)
        if rng.random() < 0.1:  # sometimes a seat changes a sealed submission
            changers = [s for s in range(players) if s not in acting and game.decisions(state, s)]
            seat = rng.choice(changers) if changers else seat
        ds = game.decisions(state, seat)
        if game.bot is not None and rng.random() < bot_share:
            action = game.bot(game.view(state, seat), ds, rng.getrandbits(63))
        else:
            action = rng.choice(rng.choice(ds)["options"])["action"]
        new_kinds = {d["type"] for d in ds} - asked
        asked |= new_kinds
        if rng.random() >= check_share and not new_kinds:
            game.apply(state, seat, copy.deepcopy(action))
            continue
        seen = {v: checker.check_state(state, v, probes_for(game, state, v, acting, rng))
                for v in viewers}
        before = clone(state)
        events = game.apply(state, seat, copy.deepcopy(action))
        for v in viewers:
            checker.check_events(before, seat, action, events, state, v, seen[v])
    else:
        raise AssertionError(f"{game.id} {players}p seed {seed} did not end in {max_steps} steps")
    checker.where = f"{players}p seed {seed} options {options} at the end"
    for v in viewers:
        checker.check_state(state, v)
    return checker


# -- chat ------------------------------------------------------------------------------------
# Private chat is the platform's own secret: a message between some seats must reach no other
# seat and no spectator, through any door the HTTP service opens to them.

def chat_doors(client, mid: str, headers: dict) -> dict:
    """Everything a viewer (given by its headers) can fetch about a match, by door."""
    return {
        "chat": client.get(f"/api/v1/matches/{mid}/chat", headers=headers).json,
        "events": client.get(f"/api/v1/matches/{mid}/events", headers=headers).json,
        "view": client.get(f"/api/v1/matches/{mid}/view", headers=headers).json,
        "decisions": client.get(f"/api/v1/matches/{mid}/decisions", headers=headers).json,
        "match": client.get(f"/api/v1/matches/{mid}").json,
    }


def check_private_chat(client, mid: str, tokens: list[str], rng: random.Random,
                       messages: int = 6) -> list[tuple[int, list[int], str]]:
    """Send ``messages`` private messages between random groups of seats, each with a unique
    needle, and check every seat and a spectator: a needle shows up exactly for the sender
    and its recipients (in the chat and the events), and nowhere else. Returns what was sent."""
    players = len(tokens)
    sent = []
    for i in range(messages):
        sender = rng.randrange(players)
        others = [s for s in range(players) if s != sender]
        to = sorted(rng.sample(others, rng.randint(1, max(1, len(others) - 1))))
        needle = f"psst-{mid}-{i}-{rng.randrange(10**9)}"
        r = client.post(f"/api/v1/matches/{mid}/chat", json={"text": f"{needle} meet me", "to": to},
                        headers={"Authorization": f"Bearer {tokens[sender]}"})
        assert r.status_code == 201, r.json
        sent.append((sender, to, needle))
    viewers = [(s, {"Authorization": f"Bearer {t}"}) for s, t in enumerate(tokens)] + [(None, {})]
    for viewer, headers in viewers:
        doors = orjson.dumps(chat_doors(client, mid, headers)).decode()
        for sender, to, needle in sent:
            audience = viewer is not None and (viewer == sender or viewer in to)
            if audience != (needle in doors):
                raise Leak(f"private chat {needle} from seat {sender} to {to}: "
                           f"{'missing for' if audience else 'reached'} {who(viewer)}")
    return sent
