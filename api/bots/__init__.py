"""Bots are seat types. A bot sees exactly what its seat sees: its own view and decisions.

The generic bot plays any registered game uniformly at random among the listed options; a game
may register a stronger ``Game.bot(view, decisions, rng_seed) -> action``.
"""
import random


def random_choice(view: dict, decisions: list[dict], rng_seed: int) -> dict:
    rng = random.Random(rng_seed)
    d = decisions[0]
    return rng.choice(d["options"])["action"]


def choose(game, state: dict, seat: int, rng_seed: int, strong: bool = True) -> dict | None:
    """A bot answers what the match waits on; optional decisions (revising a sealed submission)
    are left alone, so a bot never undoes its own submission."""
    decisions = [d for d in game.decisions(state, seat) if d.get("required", True)]
    if not decisions:
        return None
    view = game.view(state, seat)
    chooser = game.bot if (strong and game.bot is not None) else random_choice
    return chooser(view, decisions, rng_seed)
