"""Options of one decision that read alike but name different copies of a card say what sets
each copy apart: its place, kneeling or standing, whose it is (Summer's Jon Snow in the discard
pile and the one in the dead pile; a kneeling and a standing Stark's Retinue as a claim's
victim; Milk of the Poppy onto one's own Burned Men or an opponent's). A card in a pile is not
on the table to be tapped, and a phone shows the question far from the table.

Only what differs among the alike options is said, and only public facts or the seat's own
(where its own cards are), so nothing hidden is told."""
from __future__ import annotations

from api.engine.i18n import Catalog

# the action fields that name a card in play or in a pile (a deck card is offered by its
# place or title, never by its id)
CARD_FIELDS = ("card", "choice", "host")

_WORDS = Catalog({
    "zone_hand": {"en": "hand", "ru": "рука", "bg": "ръка"},
    "zone_discard": {"en": "discard pile", "ru": "стопка сброса", "bg": "купчина за изхвърляне"},
    "zone_dead": {"en": "dead pile", "ru": "кладбище", "bg": "гробище"},
    "zone_play": {"en": "in play", "ru": "в игре", "bg": "в игра"},
    "kneeling": {"en": "kneeling", "ru": "склонённый", "bg": "преклонен"},
    "standing": {"en": "standing", "ru": "поднятый", "bg": "изправен"},
    "yours": {"en": "yours", "ru": "ваш", "bg": "ваш"},
    "player": {"en": "player {n}'s", "ru": "игрока {n}", "bg": "на играч {n}"},
})


def _facts(state: dict, seat: int, cid: str) -> dict:
    c = state["cards"][cid]
    return {"zone": c["zone"], "kneeling": bool(c.get("kneeling")) if c["zone"] == "play" else None,
            "controller": c["controller"]}


def _word(lang: str, seat: int, kind: str, value) -> str | None:
    if kind == "zone":
        key = f"zone_{value}"
        return _WORDS.t(lang, key) if key in _WORDS.messages else None
    if kind == "kneeling":
        return None if value is None else _WORDS.t(lang, "kneeling" if value else "standing")
    return _WORDS.t(lang, "yours") if value == seat else _WORDS.t(lang, "player", n=value + 1)


def _cards_named(state: dict, action: dict) -> dict:
    return {f: action[f] for f in CARD_FIELDS
            if isinstance(action.get(f), str) and action[f] in state["cards"]}


def distinguish(state: dict, seat: int, decisions: list[dict], lang: str) -> list[dict]:
    """``decisions`` with each group of alike labels told apart (new option records; the
    ones given are left as they were)."""
    out = []
    for d in decisions:
        groups: dict[str, list[int]] = {}
        for i, o in enumerate(d["options"]):
            groups.setdefault(o["label"], []).append(i)
        suffix: dict[int, str] = {}
        for label, idx in groups.items():
            if len(idx) < 2:
                continue
            named = [_cards_named(state, d["options"][i]["action"]) for i in idx]
            fields = [f for f in CARD_FIELDS if all(f in n for n in named)
                      and len({n[f] for n in named}) > 1]
            for f in fields:
                facts = [_facts(state, seat, n[f]) for n in named]
                kinds = [k for k in ("zone", "kneeling", "controller")
                         if len({x[k] for x in facts}) > 1]
                for i, x in zip(idx, facts):
                    words = [w for k in kinds if (w := _word(lang, seat, k, x[k]))]
                    if words:
                        suffix[i] = suffix.get(i, "") + " · " + ", ".join(words)
        if suffix:
            d = {**d, "options": [{**o, "label": o["label"] + suffix[i]} if i in suffix else o
                                  for i, o in enumerate(d["options"])]}
        out.append(d)
    return out
