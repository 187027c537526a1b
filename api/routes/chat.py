"""A match's chat: post a message (seats), read the messages the caller may see."""
from flask import Blueprint, current_app, request

from api import chat, schemas
from api.jsonio import body, json_response
from api.problems import Problem
from api.routes.common import caller, matches

POST_CHAT = schemas.PostChat()
CHAT_QUERY = schemas.ChatQuery()

bp = Blueprint("chat", __name__, url_prefix="/api/v1/matches/<mid>")


@bp.post("/chat")
def post_message(mid):
    rec, seat = caller(mid)
    args = POST_CHAT.load(body())
    limit = current_app.config["CHAT_MAX_LENGTH"]
    if len(args["text"]) > limit:
        raise Problem(422, "message-too-long", f"a message has at most {limit} characters",
                      errors={"text": [f"longer than {limit} characters"]})
    message = chat.post(matches().store, current_app.config, rec, seat, args["text"], args["to"])
    return json_response(message, 201)


@bp.get("/chat")
def read_messages(mid):
    rec, seat = caller(mid)
    args = CHAT_QUERY.load(request.args)
    return json_response({"messages": chat.read(matches().store, mid, seat, args["after"])},
                         headers={"Vary": "Authorization", "Cache-Control": "no-cache"})
