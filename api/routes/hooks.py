"""A seat's "your turn" webhook and browser push subscription: register, remove, read them with
their delivery logs."""
from flask import Blueprint

from api import schemas
from api.jsonio import body, json_response
from api.problems import Problem
from api.routes.common import caller, matches
from api.routes.lobby import seat_number

WEBHOOK = schemas.Webhook()
PUSH = schemas.PushSubscription()

bp = Blueprint("hooks", __name__, url_prefix="/api/v1/matches/<mid>/seats/<seat>")


def own_seat(mid, raw):
    seat = seat_number(raw)
    rec, by = caller(mid)
    if not 0 <= seat < rec.doc["players"]:
        raise Problem(404, "not-found", f"seat {seat} not found")
    if by is None:
        raise Problem(401, "seat-required", "send the seat's token")
    if by != seat:
        raise Problem(403, "not-your-seat", f"your token is for seat {by}, not seat {seat}")
    return seat


def info(mid, rec, seat):
    hook = rec.doc["seats"][seat].get("webhook")
    # The secret is never shown again; the log holds no body, only what happened.
    return {"url": hook["url"] if hook else None,
            "deliveries": deliveries(mid, seat, "webhook")}


def deliveries(mid, seat, kind):
    return [e for e in matches().store.hook_log(mid)
            if e["seat"] == seat and e.get("kind", "webhook") == kind]


def push_info(mid, rec, seat):
    sub = rec.doc["seats"][seat].get("push")
    # The browser's keys are never shown again.
    return {"endpoint": sub["endpoint"] if sub else None, "lang": sub.get("lang") if sub else None,
            "deliveries": deliveries(mid, seat, "push")}


@bp.get("/push")
def get_push(mid, seat):
    seat = own_seat(mid, seat)
    return json_response(push_info(mid, matches().load(mid), seat))


@bp.put("/push")
def put_push(mid, seat):
    seat = own_seat(mid, seat)
    args = PUSH.load(body())
    return json_response(push_info(mid, matches().set_push(mid, seat, seat, args), seat))


@bp.delete("/push")
def delete_push(mid, seat):
    seat = own_seat(mid, seat)
    return json_response(push_info(mid, matches().set_push(mid, seat, seat, None), seat))


@bp.get("/webhook")
def get_webhook(mid, seat):
    seat = own_seat(mid, seat)
    return json_response(info(mid, matches().load(mid), seat))


@bp.put("/webhook")
def put_webhook(mid, seat):
    seat = own_seat(mid, seat)
    args = WEBHOOK.load(body())
    return json_response(info(mid, matches().set_webhook(mid, seat, seat, args), seat))


@bp.delete("/webhook")
def delete_webhook(mid, seat):
    seat = own_seat(mid, seat)
    return json_response(info(mid, matches().set_webhook(mid, seat, seat, None), seat))
