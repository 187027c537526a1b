"""Who is calling: a seat (by its bearer token) or a spectator (no token)."""
from flask import request

from api.problems import Problem


def bearer_token() -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > 200:
        raise Problem(401, "bad-token", "use 'Authorization: Bearer <seat token>'")
    return token
