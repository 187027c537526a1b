"""House Martell's cards (6.1): Nymeria Sand, Arianne, Doran."""
from __future__ import annotations

from api.games.board.combat.choice import push_choice, register
from api.games.board.combat.house_cards.registry import ability, act, ev, owner_side, prompt
from api.games.board.combat.state import cur, other
from api.games.board.edition import edition_of
from api.games.board.i18n.combat import T


def _nymeria(kind):
    def f(state, side):
        return 1 if (side == "defender") == (kind == "forts") else 0
    return f


def _doran(state, side):
    c = cur(state)
    push_choice(state, c[side], "doran",
                [act("doran_martell", track=t) for t in edition_of(state).tracks])
    return []


def _doran_apply(state, frame, action):
    """5.23: the others close up; a dominance token changes hands unflipped (it is simply
    held by whoever is first now), and a Fiefdoms change decides this combat's tie."""
    side = owner_side(state, frame)
    victim = cur(state)[other(side)]
    track = state["tracks"][action["track"]]
    track.remove(victim)
    track.append(victim)
    return [ev(state, side, "doran_martell", track=action["track"], moved=victim),
            {"type": "track-changed", "track": action["track"], "order": list(track)}]


ability("nymeria_sand", swords=_nymeria("swords"), forts=_nymeria("forts"))
ability("arianne_martell", keeps_out=True)
ability("doran_martell", immediate=_doran)


register("doran", prompt,
         lambda s, f, a, lang: T.t(lang, "ability.track", track=T.t(lang, f"track.{a['track']}")),
         _doran_apply)
