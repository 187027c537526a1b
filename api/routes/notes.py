"""A seat's own notes on its match (deals made, what the others hold): read and written with
the seat's token only, kept as long as the match, never part of a view, an event or a replay."""
from flask import Blueprint, current_app

from api import schemas
from api.jsonio import body, json_response
from api.problems import Problem, not_found
from api.routes.common import matches
from api.routes.hooks import own_seat

NOTES = schemas.SeatNotes()

bp = Blueprint("notes", __name__, url_prefix="/api/v1/matches/<mid>/seats/<seat>")

PRIVATE = {"Cache-Control": "no-store", "Vary": "Authorization"}


@bp.get("/notes")
def read_notes(mid, seat):
    seat, _ = own_seat(mid, seat)
    return json_response({"text": matches().store.notes(mid, seat)}, headers=PRIVATE)


@bp.put("/notes")
def write_notes(mid, seat):
    seat, _ = own_seat(mid, seat)
    text = NOTES.load(body())["text"]
    limit = current_app.config["NOTES_MAX_LENGTH"]
    if len(text) > limit:
        raise Problem(422, "notes-too-long", f"notes have at most {limit} characters",
                      errors={"text": [f"longer than {limit} characters"]})
    if not matches().store.set_notes(mid, seat, text):
        raise not_found(f"match '{mid}'")
    return json_response({"text": text}, headers=PRIVATE)
