"""A game's cards and decks for deck builders: the card listing and the deck check. Neither
touches a match or the store: answers depend only on the game's data and the request."""
import hashlib

from flask import Blueprint, Response, request

from api import schemas
from api.engine.i18n import pick_lang
from api.jsonio import body, dumps, json_response
from api.matches import check_deck, game_or_404
from api.problems import Problem

CARD_QUERY = schemas.CardQuery()

bp = Blueprint("cards", __name__, url_prefix="/api/v1/games/<gid>")

# The listing changes only with a deploy: caches may keep it an hour, and revalidate by ETag.
LISTING_CACHE = "public, max-age=3600"


def _decked_game(gid: str):
    game = game_or_404(gid)
    if game.card_listing is None:
        raise Problem(404, "no-cards", f"{game.name} has no card listing")
    return game


@bp.get("/cards")
def cards(gid):
    game = _decked_game(gid)
    args = CARD_QUERY.load(request.args)
    lang = pick_lang(request.headers.get("Accept-Language"))
    found = game.card_listing({k: args[k] for k in ("faction", "type", "q")}, lang)
    start, limit = args["cursor"], args["limit"]
    page = {"items": found[start:start + limit], "total": len(found),
            "next_cursor": str(start + limit) if start + limit < len(found) else None}
    raw = dumps(page)
    etag = '"' + hashlib.sha256(raw).hexdigest()[:32] + '"'
    headers = {"ETag": etag, "Cache-Control": LISTING_CACHE, "Vary": "Accept-Language",
               "Content-Language": lang}
    if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
        return Response(status=304, headers=headers)
    return Response(raw, mimetype="application/json", headers=headers)


@bp.post("/decks/check")
def check(gid):
    game = _decked_game(gid)
    deck = body()
    try:
        check_deck(game, deck)
    except Problem as exc:
        if exc.code != "deck-refused":
            raise                     # not a deck at all (its shape): 422 as at join
        problems = exc.extra["broken_rules"]
    else:
        problems = []
    summary = game.extra.get("deck_summary")
    return json_response({"legal": not problems, "broken_rules": problems,
                          **({"counts": summary(deck)} if summary else {})})
