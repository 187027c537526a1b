"""Accounts (optional): sign up, log in and out, a new password, recovery codes, deleting one's account, my
seats and decks, a player's ratings, leaderboards."""
from flask import Blueprint, current_app, request

from api import account_decks, auth, schemas
from api.accounts import Accounts, rating_view
from api.account_store import AccountStore
from api.jsonio import body, json_response
from api.matches import game_or_404
from api.routes.common import matches

CREATE_ACCOUNT = schemas.Credentials()
LOG_IN = schemas.Credentials()
LEADERBOARD_QUERY = schemas.LeaderboardQuery()
SAVED_DECK = schemas.SavedDeck()
NEW_PASSWORD = schemas.NewPassword()
PASSWORD = schemas.Password()
RECOVERY = schemas.Recovery()

bp = Blueprint("accounts", __name__, url_prefix="/api/v1")


def accounts() -> Accounts:
    ext = current_app.extensions
    if "rookery.accounts" not in ext:
        ext["rookery.accounts"] = Accounts(matches().accounts, current_app.config)
    return ext["rookery.accounts"]


def login_limit() -> str:
    return current_app.config["LOGIN_RATE_LIMIT"]


def user_agent() -> str | None:
    return request.headers.get("User-Agent")


def by_address() -> str:
    return "login:" + (request.remote_addr or "unknown")


@bp.post("/accounts")
def create_account():
    args = CREATE_ACCOUNT.load(body())
    account = accounts().create(args["name"], args["password"])
    return json_response(account, 201, {"Location": f"/api/v1/accounts/{account['name']}"})


@bp.post("/sessions")
def log_in():
    args = LOG_IN.load(body())
    return json_response(accounts().login(args["name"], args["password"], user_agent()), 201)


@bp.get("/sessions")
def my_sessions():
    return json_response({"sessions": accounts().sessions(auth.bearer_token())},
                         headers={"Cache-Control": "no-store"})


@bp.delete("/sessions/current")
def log_out():
    accounts().logout(auth.bearer_token())
    return "", 204


@bp.delete("/sessions/<session_id>")
def end_session(session_id):
    accounts().end_session(auth.bearer_token(), session_id)
    return "", 204


@bp.get("/accounts/me")
def me():
    key, record = accounts().session(auth.bearer_token())
    return json_response(dict(accounts().own(record),
                              ratings=accounts().ratings_of(key),
                              matches=accounts().my_matches(key, matches())))


@bp.put("/accounts/me/password")
def change_password():
    args = NEW_PASSWORD.load(body())
    return json_response(accounts().change_password(auth.bearer_token(), args["password"],
                                                    args["new_password"], user_agent()))


@bp.post("/accounts/recover")
def recover():
    args = RECOVERY.load(body())
    return json_response(accounts().recover(args["name"], args["recovery_code"],
                                            args["new_password"], user_agent()))


@bp.post("/accounts/me/recovery-code")
def new_recovery_code():
    args = PASSWORD.load(body())
    return json_response(accounts().new_recovery_code(auth.bearer_token(), args["password"]))


@bp.delete("/accounts/me")
def delete_account():
    args = PASSWORD.load(body())
    accounts().delete(auth.bearer_token(), args["password"])
    return "", 204


@bp.get("/accounts/me/decks")
def my_decks():
    key, _ = accounts().session(auth.bearer_token())
    game = request.args.get("game") or None
    return json_response({"decks": account_decks.listed(matches().accounts, key, game)},
                         headers={"Cache-Control": "no-store"})


@bp.put("/accounts/me/decks/<deck_id>")
def save_deck(deck_id):
    key, _ = accounts().session(auth.bearer_token())
    account_decks.deck_id_or_404(deck_id)
    deck = account_decks.save(matches().accounts, key, deck_id, SAVED_DECK.load(body()))
    return json_response(deck)


@bp.delete("/accounts/me/decks/<deck_id>")
def delete_deck(deck_id):
    key, _ = accounts().session(auth.bearer_token())
    account_decks.delete(matches().accounts, key, account_decks.deck_id_or_404(deck_id))
    return "", 204


@bp.get("/accounts/<name>")
def profile(name):
    return json_response(accounts().profile(name), headers={"Cache-Control": "no-cache"})


@bp.get("/games/<gid>/leaderboard")
def leaderboard(gid):
    game_or_404(gid)
    args = LEADERBOARD_QUERY.load(request.args)
    store: AccountStore = matches().accounts
    rows, total = store.leaderboard(gid, args["cursor"], args["limit"])
    keys = [k for k, _ in rows]
    names = accounts().display_names(keys)
    ratings = store.ratings_in(keys, gid)
    items = [dict(rating_view(gid, ratings[key]), place=place, name=names[key])
             for key, place in rows if key in names and key in ratings]
    nxt = args["cursor"] + len(rows)
    return json_response({"game": gid, "items": items,
                          "next_cursor": str(nxt) if nxt < total else None},
                         headers={"Cache-Control": "no-cache"})


def install_limits(app, limiter) -> None:
    """Guessing passwords from one address is slowed here; per name, Accounts.login counts.
    The views are wrapped once registered: the limiter exists only inside create_app."""
    for view in (create_account, log_in, change_password, delete_account, recover,
                 new_recovery_code):
        endpoint = f"{bp.name}.{view.__name__}"
        app.view_functions[endpoint] = limiter.limit(login_limit, key_func=by_address)(view)

