"""What the route modules share: the match service and who is calling."""
from flask import current_app

from api import auth, ratelimit


def matches():
    return current_app.extensions["rookery.matches"]


def caller(mid):
    """The match record and the caller's seat (None for a spectator; a wrong token is 401)."""
    m = matches()
    rec = m.load(mid, rate=ratelimit.pending())
    return rec, m.seat_of(rec, auth.bearer_token())
