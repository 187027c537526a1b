"""Deck building (spec §5.21): every broken rule of a deck, each with a stable code.

``validate_deck(codes, agenda, faction, rules)`` returns a list of problems
``{"code": "deck/...", "detail": str, ...params}`` (empty: the deck is legal), ready to become
the ``errors`` of a problem+json answer. ``codes`` are the card codes of the draw deck and the
plot deck together, one entry per copy; ``agenda`` is the agenda's code or None.

``rules``:
* ``"tournament"`` — every rule below;
* ``"learning"`` — the learning decks (spec §3.1) are below the 60-card minimum by design (the
  learning end rule, spec §1.4, exists for that); only that rule is waived;
* ``"box"`` — the box decks "ignore loyalty and the 60-card minimum" (spec §5.21): the
  minimum and every faction/loyalty rule are waived (they mix two factions without an agenda).

Codes: ``deck/unknown-faction``, ``deck/unknown-card``, ``deck/not-in-deck`` (agendas and
titles go elsewhere), ``deck/not-an-agenda``, ``deck/plot-count`` (exactly 7),
``deck/plot-copies`` (a plot above its limit: a third copy, or a second of a plot whose deck
limit is 1, spec §10 #32), ``deck/plot-duplicates`` (more than one plot title twice),
``deck/draw-too-small`` (60), ``deck/too-many-copies`` (by title, the card's deck limit, 3),
``deck/out-of-faction`` (a card of another faction that no agenda allows),
``deck/loyal-out-of-faction`` (a loyal card of another faction: a Banner allows only non-loyal
ones), ``deck/banner-minimum`` (a Banner's "at least 12 [faction] cards"),
``deck/neutral-maximum`` (Fealty's "no more than 15 neutral cards").

Reading adopted where the spec is silent: Banner and Fealty counts are of draw-deck cards
(plots are neutral in the Core Set and neither agenda speaks of them).
"""
from __future__ import annotations

from collections import Counter

from api.games.lcg2e.catalog import CARDS, FACTIONS

PLOT_DECK_SIZE = 7
DRAW_DECK_MINIMUM = 60
RULES = ("tournament", "learning", "box")


def _problem(code: str, detail: str, **params) -> dict:
    return {"code": code, "detail": detail, **params}


def validate_deck(codes: list[str], agenda: str | None = None, faction: str | None = None,
                  rules: str = "tournament") -> list[dict]:
    if rules not in RULES:
        raise ValueError(f"unknown deck rules {rules!r}")
    problems: list[dict] = []
    if faction not in FACTIONS:
        problems.append(_problem("deck/unknown-faction", f"no faction {faction!r}",
                                 faction=faction))
    agenda_rec = None
    if agenda is not None:
        agenda_rec = CARDS.get(agenda)
        if agenda_rec is None:
            problems.append(_problem("deck/unknown-card", f"no card {agenda!r}", card=agenda))
        elif agenda_rec["type"] != "agenda":
            problems.append(_problem("deck/not-an-agenda", f"{agenda_rec['name']} is not an "
                                     "agenda", card=agenda))
            agenda_rec = None
    draw, plots = [], []
    for code in codes:
        rec = CARDS.get(code)
        if rec is None:
            problems.append(_problem("deck/unknown-card", f"no card {code!r}", card=code))
        elif rec["type"] in ("agenda", "title"):
            problems.append(_problem("deck/not-in-deck", f"{rec['name']} ({rec['type']}) "
                                     "cannot be in a deck", card=code))
        else:
            (plots if rec["type"] == "plot" else draw).append(rec)
    problems += _plots(plots)
    if rules == "tournament" and len(draw) < DRAW_DECK_MINIMUM:
        problems.append(_problem("deck/draw-too-small", f"the draw deck has {len(draw)} cards"
                                 f", at least {DRAW_DECK_MINIMUM} are needed",
                                 count=len(draw), minimum=DRAW_DECK_MINIMUM))
    problems += _copies(draw)
    if rules != "box" and faction in FACTIONS:
        problems += _factions(draw + plots, faction, (agenda_rec or {}).get("agenda") or {})
    if agenda_rec and agenda_rec.get("agenda"):
        problems += _agenda(draw, agenda_rec)
    return problems


def _plots(plots: list[dict]) -> list[dict]:
    out = []
    if len(plots) != PLOT_DECK_SIZE:
        out.append(_problem("deck/plot-count", f"the plot deck has {len(plots)} cards, it "
                            f"must have exactly {PLOT_DECK_SIZE}", count=len(plots),
                            required=PLOT_DECK_SIZE))
    by_name = Counter(p["name"] for p in plots)
    limit = {p["name"]: p["deck_limit"] for p in plots}
    code = {p["name"]: p["code"] for p in plots}     # so that clients name it in their words
    for name, n in by_name.items():
        if n > limit[name]:
            out.append(_problem("deck/plot-copies", f"{n} copies of {name}, at most "
                                f"{limit[name]}", name=name, card=code[name], count=n,
                                limit=limit[name]))
    doubled = sorted(name for name, n in by_name.items() if n >= 2)
    if len(doubled) > 1:
        out.append(_problem("deck/plot-duplicates", "only one plot may appear twice",
                            names=doubled))
    return out


def _copies(draw: list[dict]) -> list[dict]:
    out = []
    limit = {c["name"]: c["deck_limit"] for c in draw}
    code = {c["name"]: c["code"] for c in draw}
    for name, n in sorted(Counter(c["name"] for c in draw).items()):
        if n > limit[name]:
            out.append(_problem("deck/too-many-copies", f"{n} copies of {name}, at most "
                                f"{limit[name]}", name=name, card=code[name], count=n,
                                limit=limit[name]))
    return out


def _factions(cards: list[dict], faction: str, agenda: dict) -> list[dict]:
    out, seen = [], set()
    for c in cards:
        if c["faction"] in (faction, "neutral") or c["code"] in seen:
            continue
        seen.add(c["code"])
        if c["type"] != "plot" and agenda.get("banner") == c["faction"]:
            if c["loyal"]:
                out.append(_problem("deck/loyal-out-of-faction", f"{c['name']} is loyal to "
                                    f"{c['faction']}", card=c["code"], faction=c["faction"]))
        else:
            out.append(_problem("deck/out-of-faction", f"{c['name']} is a {c['faction']} "
                                "card", card=c["code"], faction=c["faction"]))
    return out


def _agenda(draw: list[dict], agenda_rec: dict) -> list[dict]:
    rule = agenda_rec["agenda"]
    if "banner" in rule:
        n = sum(c["faction"] == rule["banner"] for c in draw)
        if n < rule["min_cards"]:
            return [_problem("deck/banner-minimum", f"{agenda_rec['name']} needs at least "
                             f"{rule['min_cards']} {rule['banner']} cards, the deck has {n}",
                             faction=rule["banner"], count=n, minimum=rule["min_cards"])]
    if "max_neutral" in rule:
        n = sum(c["faction"] == "neutral" for c in draw)
        if n > rule["max_neutral"]:
            return [_problem("deck/neutral-maximum", f"{agenda_rec['name']} allows at most "
                             f"{rule['max_neutral']} neutral cards, the deck has {n}",
                             count=n, maximum=rule["max_neutral"])]
    return []
