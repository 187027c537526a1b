"""Games and matches: list, create, read, join, leave, start, hand a seat to a bot and back."""
from flask import Blueprint, current_app, request

from api import auth, schemas
from api.games import REGISTRY
from api.jsonio import body, json_response
from api.metrics import MATCHES
from api.problems import Problem
from api.routes.accounts import accounts
from api.routes.common import caller, matches

# One instance per schema: building one deep-copies its fields (~0.1 ms a request).
CREATE_MATCH = schemas.CreateMatch()
HAND_OVER = schemas.HandOver()
JOIN_MATCH = schemas.JoinMatch()
MATCH_QUERY = schemas.MatchQuery()
SEAT_SETTINGS = schemas.SeatSettings()
START_MATCH = schemas.StartMatch()

bp = Blueprint("lobby", __name__, url_prefix="/api/v1")


@bp.get("/games")
def list_games():
    return json_response([
        {"id": g.id, "name": g.name, "min_players": g.min_players, "max_players": g.max_players,
         "options": g.options_schema,
         **({"settings": g.settings_schema} if g.settings_schema else {}),
         **({"deck": g.deck_schema} if g.deck_schema else {})} for g in REGISTRY.values()])


@bp.post("/matches")
def create_match():
    args = CREATE_MATCH.load(body())
    rec = matches().create(args["game"], args["players"], args["options"], args["seed"],
                           args["bots"], args["clock"], args["rated"], args["name"])
    MATCHES.labels(args["game"]).inc()
    return json_response(matches().public(rec), 201,
                         {"Location": f"/api/v1/matches/{rec.doc['id']}"})


@bp.get("/matches")
def list_matches():
    args = MATCH_QUERY.load(request.args)
    m = matches()
    if args["ids"] is not None:
        return json_response({"items": named_matches(m, args), "next_cursor": None})
    recs, nxt = m.store.listing(args["game"], args["status"], args["cursor"], args["limit"])
    return json_response({"items": [m.public(r) for r in recs],
                          "next_cursor": None if nxt is None else str(nxt)})


def named_matches(m, args) -> list[dict]:
    """The matches ``ids`` names, in its order, each once; a match that does not exist (or
    no longer does) or that the game/status filters leave out is not listed."""
    ids = list(dict.fromkeys(args["ids"]))
    found = [m.public(rec) for rec in m.store.load_many(ids) if rec is not None]
    return [d for d in found if args["game"] in (None, d["game"])
            and args["status"] in (None, d["status"])]


@bp.get("/matches/<mid>")
def get_match(mid):
    rec = matches().load(mid)
    resp = json_response(matches().public(rec))
    matches().keep(rec)
    return resp


@bp.post("/matches/<mid>/join")
def join_match(mid):
    args = JOIN_MATCH.load(body())
    token = auth.bearer_token()
    # With an account's session the seat becomes the account's (no session: a guest's seat).
    account = accounts().session(token) if token is not None else None
    if account is None and args["name"] is None:
        raise Problem(422, "validation-error", "a name is needed to join without an account",
                      errors={"name": ["required without an account session"]})
    rec, seat, token = matches().join(mid, args["name"], args["seat"], args["deck"],
                                      args["webhook"],
                                      (account[0], account[1]["name"], account[1]["created"])
                                      if account else None)
    if account is not None:
        accounts().link(account[0], mid, seat, token)
    return json_response({"seat": seat, "token": token, "match": matches().public(rec)}, 201)


@bp.post("/matches/<mid>/leave")
def leave_match(mid):
    _, seat = caller(mid)
    return json_response(matches().public(matches().leave(mid, seat)))


@bp.post("/matches/<mid>/concede")
def concede_match(mid):
    _, seat = caller(mid)
    return json_response(matches().public(matches().concede(mid, seat)))


@bp.post("/matches/<mid>/rematch")
def rematch(mid):
    _, seat = caller(mid)
    rec, made = matches().rematch(mid, seat)
    return json_response(matches().public(rec), 201 if made else 200,
                         {"Location": f"/api/v1/matches/{rec.doc['id']}"})


@bp.post("/matches/<mid>/start")
def start_match(mid):
    _, seat = caller(mid)
    args = START_MATCH.load(body())
    return json_response(matches().public(matches().start(mid, seat, args["fill"])))


def seat_number(raw: str) -> int:
    # Taken as text so a seat that is not a number is a 404 for every method, not a 405.
    try:
        return int(raw)
    except ValueError:
        raise Problem(404, "not-found", f"seat {raw!r} not found") from None


@bp.post("/matches/<mid>/seats/<seat>/bot")
def hand_seat_to_bot(mid, seat):
    seat = seat_number(seat)
    _, by = caller(mid)
    HAND_OVER.load(body())
    rec = matches().hand_to_bot(mid, by, seat, current_app.config["IDLE_SEAT_SECONDS"])
    return json_response(matches().public(rec))


@bp.delete("/matches/<mid>/seats/<seat>/bot")
def take_seat_back(mid, seat):
    seat = seat_number(seat)
    _, by = caller(mid)
    return json_response(matches().public(matches().take_back(mid, by, seat)))


@bp.get("/matches/<mid>/seats/<seat>/settings")
def seat_settings(mid, seat):
    seat = seat_number(seat)
    rec, by = caller(mid)
    return json_response(matches().settings(rec, by, seat), headers={"Cache-Control": "no-cache"})


@bp.put("/matches/<mid>/seats/<seat>/settings")
def change_seat_settings(mid, seat):
    seat = seat_number(seat)
    _, by = caller(mid)
    args = SEAT_SETTINGS.load(body())
    return json_response(matches().configure(mid, by, seat, args["settings"]))
