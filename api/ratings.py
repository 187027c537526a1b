"""Ratings per game: openskill's Plackett-Luce model, updated once when a rated match ends.

Why openskill: it is maintained (6.x in 2026), rates any number of players in one update from
their ranks (ties allowed), and keeps an uncertainty per player like Glicko-2, which the
leaderboard uses: it ranks by the conservative estimate mu - 3 sigma, so one lucky win does not
top the board. A result ranks the seats in two places: the winners share first, everyone else
shares second (the games' results name winners; a concession makes the conceder the only
loser).

Exactly once: every account keeps the set of matches already counted, and a rating is written
only by a script that checks that set and the version the new value was computed from (another
match of the same player may finish meanwhile: then the update is computed again from fresh
values). A retry, or two processes finishing the same match, cannot count it twice.
"""
from __future__ import annotations

import logging

from openskill.models import PlackettLuce

from api.account_store import AccountStore

MODEL = PlackettLuce()
MAX_ATTEMPTS = 10
log = logging.getLogger("rookery.ratings")


def rated_seats(doc: dict) -> list[str] | None:
    """The account keys of a finished match's seats in seat order, or None when the match
    does not count: not rated, a seat without an account (bots), or one account twice."""
    if doc.get("status") != "finished" or not doc.get("rated") or not doc.get("result"):
        return None
    keys = [s.get("account") for s in doc["seats"]]
    if None in keys or len(set(keys)) != len(keys):
        return None
    return keys


def same_owner(account: dict | None, seat: dict) -> bool:
    """Whether the account now under a seat's account name is the one that took the seat (a
    seat taken before accounts were stamped is its name's)."""
    return account is not None and seat.get("account_since", account["created"]) == account["created"]


def ranks(result: dict, players: int) -> list[int]:
    winners = set(result.get("winners") or [])
    return [1 if s in winners else 2 for s in range(players)]


def record(store: AccountStore, doc: dict) -> bool:
    """Count a finished match in its players' ratings; False when it does not count or was
    already counted for everyone."""
    keys = rated_seats(doc)
    if keys is None:
        return False
    game, mid = doc["game"], doc["id"]
    place = ranks(doc["result"], len(keys))
    # A player who deleted their account is rated with the others, but nothing is kept for
    # them: no rating comes back to a name that is gone, nor goes to its next owner.
    pending = {seat for seat, key in enumerate(keys)
               if same_owner(store.load(key), doc["seats"][seat])}
    applied = False
    for _ in range(MAX_ATTEMPTS):
        current = [store.rating(k, game) for k in keys]
        rated = MODEL.rate([[MODEL.rating(mu=c["mu"], sigma=c["sigma"]) if c else MODEL.rating()]
                            for c in current], ranks=place)
        for seat in sorted(pending):
            old = current[seat]
            new = {"mu": rated[seat][0].mu, "sigma": rated[seat][0].sigma,
                   "matches": (old["matches"] if old else 0) + 1,
                   "wins": (old["wins"] if old else 0) + (place[seat] == 1),
                   "version": (old["version"] if old else 0) + 1}
            outcome = store.apply_rating(keys[seat], mid, game, old["version"] if old else None,
                                         new)
            if outcome == -1:
                continue           # moved meanwhile: computed again on the next attempt
            pending.discard(seat)
            if outcome == 1:
                applied = True
                # Read back: a later match of this player may already have moved it again.
                now = store.rating(keys[seat], game)
                store.rank(game, keys[seat], now["mu"] - 3 * now["sigma"])
        if not pending:
            return applied
    log.warning("ratings of match %s: gave up after %d attempts", mid, MAX_ATTEMPTS)
    return applied
