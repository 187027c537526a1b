"""Step 6b of a combat, casualties (5.17.2): the victor's swords minus the loser's
fortifications; the loser chooses which units (by type); routed units and the loser's siege
engines are never casualties. Tides of Battle skulls follow (5.26.5)."""
from __future__ import annotations

from api.games.board.combat import tides
from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import hook
from api.games.board.combat.stages import advance
from api.games.board.combat.state import cur, destroy_fighting, fighting, other, winner_loser
from api.games.board.combat.strength import forts, swords
from api.games.board.i18n import combat as tx
from api.games.board.i18n.combat import T


def _protected(state: dict, side: str) -> bool:
    """The Blackfish: no casualties from icons, card texts or Tides of Battle."""
    return bool(hook(state, cur(state)["cards"][side], "no_casualties"))


def eligible(state: dict, side: str) -> list[dict]:
    """Routed units are never casualties; the loser's siege engines are not either, because
    they are destroyed when the loser retreats."""
    loser = side != cur(state)["winner"]
    return [u for u in fighting(state, side)
            if not u["routed"] and not (loser and u["type"] == "siege_tower")]


def take(state: dict, frame: dict) -> list:
    c = cur(state)
    if c["hits"] is None:
        w, l = winner_loser(c)
        c["hits"] = []
        n = swords(state, w) - forts(state, l)
        if n > 0 and not _protected(state, l):
            c["hits"].append([l, n, "swords"])
        for side in (l, w):   # skulls come after the sword casualties and ignore fortifications
            k = tides.skulls(state, other(side))
            if k and not _protected(state, side):
                c["hits"].append([side, k, "skull"])
    events = []
    while c["hits"]:
        side, n, cause = c["hits"][0]
        pool = eligible(state, side)
        if n <= 0 or not pool:
            c["hits"].pop(0)
            continue
        types = sorted({u["type"] for u in pool})
        if n >= len(pool):
            for u in list(pool):
                events.append(destroy_fighting(state, side, u["type"], False, cause))
            c["hits"].pop(0)
            continue
        if len(types) == 1:
            events.append(destroy_fighting(state, side, types[0], False, cause))
            c["hits"][0][1] -= 1
            continue
        push_choice(state, c[side], "casualty",
                    [{"type": "choose_casualty", "unit": t} for t in types], left=n)
        return events
    advance(frame)
    return events


def _casualty_apply(state, frame, action):
    c = cur(state)
    side, _, cause = c["hits"][0]
    c["hits"][0][1] -= 1
    return [destroy_fighting(state, side, action["unit"], False, cause)]


register("casualty", lambda s, f, lang: T.t(lang, "casualty.prompt", left=f["left"],
                                            target=tx.area(s, cur(s)["area"], lang)),
         lambda s, f, a, lang: tx.unit(a["unit"], lang), _casualty_apply)
