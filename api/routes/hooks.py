"""A seat's "your turn" webhook and browser push subscription: register, remove, read them with
their delivery logs."""
from flask import Blueprint

from api import schemas
from api.jsonio import body, json_response
from api.problems import Problem
from api.routes.common import caller, matches
from api.routes.lobby import seat_number

bp = Blueprint("hooks", __name__, url_prefix="/api/v1/matches/<mid>/seats/<seat>")


def own_seat(mid, raw):
    """The seat number, when the caller's token is that seat's (401/403/404 otherwise), and
    the match as loaded to check it."""
    seat = seat_number(raw)
    rec, by = caller(mid)
    if not 0 <= seat < rec.doc["players"]:
        raise Problem(404, "not-found", f"seat {seat} not found")
    if by is None:
        raise Problem(401, "seat-required", "send the seat's token")
    if by != seat:
        raise Problem(403, "not-your-seat", f"your token is for seat {by}, not seat {seat}")
    return seat, rec


def deliveries(mid, seat, kind):
    return [e for e in matches().store.hook_log(mid)
            if e["seat"] == seat and e.get("kind", "webhook") == kind]


def webhook_shown(hook):
    # The secret is never shown again; the log holds no body, only what happened.
    return {"url": hook["url"] if hook else None}


def push_shown(sub):
    # The browser's keys are never shown again.
    return {"endpoint": sub["endpoint"] if sub else None, "lang": sub.get("lang") if sub else None}


def seat_hook(kind, schema, setter, shown):
    """GET, PUT and DELETE of one kind of "your turn" notice on a seat: only the seat's own
    token, the answer what may be shown of it with its delivery log."""
    def answer(mid, rec, seat):
        return json_response({**shown(rec.doc["seats"][seat].get(kind)),
                              "deliveries": deliveries(mid, seat, kind)})

    def read(mid, seat):
        seat, rec = own_seat(mid, seat)
        return answer(mid, rec, seat)

    def register(mid, seat):
        seat, _ = own_seat(mid, seat)
        args = schema.load(body())
        return answer(mid, getattr(matches(), setter)(mid, seat, seat, args), seat)

    def remove(mid, seat):
        seat, _ = own_seat(mid, seat)
        return answer(mid, getattr(matches(), setter)(mid, seat, seat, None), seat)

    for verb, view in (("get", read), ("put", register), ("delete", remove)):
        bp.add_url_rule(f"/{kind}", f"{verb}_{kind}", view, methods=[verb.upper()])


seat_hook("webhook", schemas.Webhook(), "set_webhook", webhook_shown)
seat_hook("push", schemas.PushSubscription(), "set_push", push_shown)
