"""Random legal lcg2e decks from the whole Core Set, by seed: a faction, no agenda or Fealty
or a Banner of another faction, 7 plots, and a 60-card draw deck of that faction's cards, the
Banner's non-loyal ones and neutral ones (each title at most its deck limit), meeting the
agenda's counts. ``deckbuilding.validate_deck`` accepts every deck made here (tested)."""
from __future__ import annotations

import random

from api.games.lcg2e.catalog import CARDS, FACTIONS

DRAW = 60
FEALTY = next(c for c, x in CARDS.items() if x["type"] == "agenda" and "max_neutral" in
              (x.get("agenda") or {}))
BANNERS = {x["agenda"]["banner"]: c for c, x in CARDS.items()
           if x["type"] == "agenda" and "banner" in (x.get("agenda") or {})}


def _copies(rng: random.Random, codes: list[str], n: int) -> list[str]:
    """``n`` cards drawn from ``codes``, each at most its deck limit times."""
    pool = [c for c in codes for _ in range(CARDS[c]["deck_limit"])]
    rng.shuffle(pool)
    if len(pool) < n:
        raise ValueError("not enough cards for the deck")
    return pool[:n]


def random_deck(seed: int) -> dict:
    """``{"faction", "agenda", "cards"}`` (plots included), legal under tournament rules."""
    rng = random.Random(seed)
    faction = rng.choice(sorted(FACTIONS))
    agenda = rng.choice([None, FEALTY, "banner"])
    banner = None
    if agenda == "banner":
        banner = rng.choice(sorted(f for f in BANNERS if f != faction))
        agenda = BANNERS[banner]
    draw_types = ("character", "location", "attachment", "event")
    own = sorted(c for c, x in CARDS.items() if x["faction"] == faction and x["type"] in draw_types)
    neutral = sorted(c for c, x in CARDS.items()
                     if x["faction"] == "neutral" and x["type"] in draw_types)
    draw = []
    if banner:      # "at least 12 [faction] cards", non-loyal only
        allied = sorted(c for c, x in CARDS.items() if x["faction"] == banner
                        and x["type"] in draw_types and not x["loyal"])
        draw += _copies(rng, allied, 12)
    room = sum(CARDS[c]["deck_limit"] for c in own)     # the faction alone may fall short
    n_neutral = max(rng.randint(0, 15 if agenda == FEALTY else 25), DRAW - len(draw) - room)
    draw += _copies(rng, neutral, n_neutral)
    draw += _copies(rng, own, DRAW - len(draw))
    plots = sorted(c for c, x in CARDS.items() if x["type"] == "plot")
    return {"faction": faction, "agenda": agenda, "cards": draw + rng.sample(plots, 7)}


def ability_deck(seed: int, playable: set[str]) -> dict:
    """A legal deck that holds as many copies as allowed of the ``playable`` cards of its
    faction (faction ``seed`` mod 8) and of the neutral ones, then the faction's other cards;
    its plots include the playable plots. Fealty on odd seeds (its ability is playable), no
    agenda otherwise. For tests that want every card's ability to come up in few games."""
    rng = random.Random(seed)
    faction = sorted(FACTIONS)[seed % len(FACTIONS)]
    agenda = FEALTY if seed % 2 and FEALTY in playable else None
    draw_types = ("character", "location", "attachment", "event")

    def pool(codes):
        out = [c for c in codes for _ in range(CARDS[c]["deck_limit"])]
        rng.shuffle(out)
        return out
    own = sorted(c for c, x in CARDS.items() if x["faction"] == faction and x["type"] in draw_types)
    neutral = sorted(c for c, x in CARDS.items()
                     if x["faction"] == "neutral" and x["type"] in draw_types)
    first = pool([c for c in own if c in playable])
    room = 15 if agenda == FEALTY else DRAW
    second = pool([c for c in neutral if c in playable])[:room]
    rest = pool([c for c in own if c not in playable])
    draw = (first + second + rest)[:DRAW]
    if len(draw) < DRAW:      # a faction short of cards: neutral ones fill it
        draw += pool([c for c in neutral if c not in playable])[:DRAW - len(draw)]
    plots = sorted(c for c, x in CARDS.items() if x["type"] == "plot")
    wanted = [c for c in plots if c in playable]
    plots = wanted + rng.sample([c for c in plots if c not in wanted], 7 - len(wanted))
    return {"faction": faction, "agenda": agenda, "cards": draw + plots}
