"""Playing a match: the caller's view, decisions, actions and the event stream."""
import time

from flask import Blueprint, Response, current_app, request, stream_with_context

from api import auth, ratelimit, schemas
from api.engine.i18n import pick_lang
from api.jsonio import body, dumps, json_response
from api.matches import visible
from api.routes.common import caller, matches
from api.metrics import count_action
from api.problems import Problem

# One instance per schema: building one deep-copies its fields (~0.1 ms a request).
ACTION_REQUEST = schemas.ActionRequest()
EVENTS_QUERY = schemas.EventsQuery()
REPLAY_QUERY = schemas.ReplayQuery()

bp = Blueprint("play", __name__, url_prefix="/api/v1/matches/<mid>")

VARY = "Authorization, Accept-Language, Accept"


def etag_of(rec) -> str:
    return f'"{rec.version}"'


def view_etag(version: int, seat: int | None) -> str:
    """A view differs by seat (hands are hidden from the others): a browser that has just
    joined must not revalidate, with the ETag of the spectator's view it fetched a moment
    before, a view that would now show its hand."""
    return f'"{version}-{"x" if seat is None else seat}"'


def decisions_etag(version: int, seat: int | None, lang: str) -> str:
    """A seat's decisions change with the version, and their wording with the language; the
    seat is in it too, so a browser that switches tokens never revalidates another seat's."""
    return f'"{version}-{"x" if seat is None else seat}-{lang}"'


def not_modified(etag: str) -> bool:
    return etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]


OVER = ("finished", "aborted")
ENDINGS = ("match-finished", "match-aborted")   # the last events a match sends
MAX_EVENT_ID = 2**53   # as `after` (EventsQuery): past it a Redis stream id is invalid


@bp.get("/view")
def view(mid):
    rec, seat = caller(mid)
    etag = view_etag(rec.version, seat)
    headers = {"ETag": etag, "Vary": VARY, "Cache-Control": "no-cache"}
    if not_modified(etag):
        resp = Response(status=304, headers=headers)
    else:
        resp = json_response(matches().view(rec, seat), headers=headers)
    matches().keep(rec)
    return resp


@bp.get("/decisions")
def decisions(mid):
    rec, seat = caller(mid)
    lang = pick_lang(request.headers.get("Accept-Language"))
    etag = decisions_etag(rec.version, seat, lang)
    headers = {"ETag": etag, "Vary": VARY, "Content-Language": lang, "Cache-Control": "no-cache"}
    if not_modified(etag):
        resp = Response(status=304, headers=headers)
    else:
        resp = json_response(matches().decisions(rec, seat, lang), headers=headers)
    matches().keep(rec)
    return resp


@bp.get("/actions")
def action_log(mid):
    rec = matches().load(mid)
    return json_response(matches().action_log(rec),
                         headers={"ETag": etag_of(rec), "Cache-Control": "no-cache"})


@bp.get("/replay/<int:step>")
def replay_step(mid, step):
    rec = matches().load(mid)
    out = matches().replay_step(rec, step)
    matches().keep(rec)
    # A finished match's log never changes: neither does any step of its replay.
    return json_response(out, headers={"ETag": f'"r{step}"',
                                       "Cache-Control": "public, max-age=86400"})


@bp.get("/replay")
def replay_step_of(mid):
    """Which step of the review an event of the log belongs to (a tap on a log line)."""
    event = REPLAY_QUERY.load(request.args)["event"]
    rec = matches().load(mid)
    out = matches().replay_step_of(rec, event)
    matches().keep(rec)
    return json_response(out, headers={"Cache-Control": "public, max-age=86400"})


@bp.post("/actions")
def act(mid):
    m = matches()
    lang = pick_lang(request.headers.get("Accept-Language"))
    rate = ratelimit.pending()
    key = request.headers.get("Idempotency-Key")
    valid_key = key is None or (1 <= len(key) <= 200 and key.isprintable())
    if valid_key:
        # The usual move: the record this worker kept of the match, checked by the commit
        # itself (one round trip); the usual way below when it cannot answer.
        done, counted = m.act_on_kept(mid, auth.bearer_token(), _action_args, lang, rate, key)
        if done is not None:
            return _acted(*done, lang)
        if counted:
            rate = None
    rec = m.load(mid, rate=rate)
    seat = m.seat_of(rec, auth.bearer_token())
    action, version, decision = _action_args(seat)
    if not valid_key:
        raise Problem(422, "invalid-idempotency-key", "Idempotency-Key must be 1-200 printable "
                      "characters", errors={"Idempotency-Key": ["invalid"]})
    return _acted(*m.act_committing(mid, seat, action, version, key, decision=decision,
                                    loaded=rec, lang=lang), lang)


def _action_args(seat):
    """The request's (action, version, decision), for the seat its token names."""
    args = ACTION_REQUEST.load(body())
    if seat is not None and args["seat"] is not None and args["seat"] != seat:
        raise Problem(403, "not-your-seat", f"your token is for seat {seat}, not seat {args['seat']}")
    return args["action"], args["version"], args["decision"]


def _acted(out, new, lang):
    if new is not None:
        count_action(new.doc["game"])
    resp = json_response(out, headers={"ETag": f'"{out["version"]}"', "Content-Language": lang})
    matches().keep(new)
    return resp


@bp.get("/events")
def events(mid):
    rec, seat = caller(mid)
    matches().keep(rec)
    args = EVENTS_QUERY.load(request.args)
    if request.accept_mimetypes.best_match(["application/json", "text/event-stream"]) \
            == "text/event-stream" and "text/event-stream" in request.headers.get("Accept", ""):
        return _stream_response(mid, seat, args["after"])   # older clients: /stream is the operation
    return json_response(matches().events(mid, seat, args["after"], args["limit"]),
                         headers={"Vary": VARY, "Cache-Control": "no-cache"})


@bp.get("/stream")
def stream(mid):
    rec, seat = caller(mid)
    matches().keep(rec)
    return _stream_response(mid, seat, EVENTS_QUERY.load(request.args)["after"])


def _stream_response(mid, seat, after):
    last = request.headers.get("Last-Event-ID")
    if last is not None:
        # Validated like `after`: a number past it would break the stream read in Redis.
        try:
            after = int(last)
        except ValueError:
            after = -1
        if not 0 <= after <= MAX_EVENT_ID:
            raise Problem(422, "invalid-last-event-id",
                          f"Last-Event-ID must be an event number from 0 to {MAX_EVENT_ID}",
                          errors={"Last-Event-ID": ["not an event number"]})
    return Response(stream_with_context(_stream(mid, seat, after)),
                    mimetype="text/event-stream",
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def _stream(mid, seat, after):
    cfg = current_app.config
    store = matches().store
    deadline = time.monotonic() + cfg["SSE_MAX_SECONDS"]
    beat_ms = cfg["SSE_HEARTBEAT_SECONDS"] * 1000
    yield "retry: 2000\n\n"
    last = after
    first = True
    while time.monotonic() < deadline:
        rows = store.events_after(mid, last, 500)
        if not rows and first:
            # Caught up with a match already over: its last event went by, nothing more comes.
            rec = store.load(mid)
            if rec is None or rec.doc["status"] in OVER:
                return
        first = False
        rows = rows or store.wait_events(mid, last, beat_ms)
        if not rows:
            yield ": keep-alive\n\n"
            continue
        last = rows[-1][0]
        over = False
        for ev in visible(rows, seat):
            yield f"id: {ev['id']}\ndata: {dumps(ev).decode()}\n\n"
            over = over or ev["type"] in ENDINGS
        if over:
            return
