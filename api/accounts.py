"""Optional accounts: sign up, log in (a bearer session with an expiry), log out, my seats.

Play never needs one: seat tokens alone still do everything. An account adds a display name
that is its own, the list of its seats on any device (with their seat tokens, shown to the
account alone) and ratings (api/ratings.py). Passwords are hashed with Argon2id (argon2-cffi's
defaults, RFC 9106's second recommended setting); neither passwords nor tokens are logged.
"""
from __future__ import annotations

import re
import time
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from api import ratings, recovery_codes, tokens
from api.account_store import AccountStore
from api.devices import device_of
from api.problems import Problem

HASHER = PasswordHasher()
NAME_MIN, NAME_MAX = 3, 24
PASSWORD_MIN, PASSWORD_MAX = 8, 200
# Letters (any script), digits, and "_" or "-" between them; a name starts with a letter.
NAME_SHAPE = re.compile(r"^[^\W\d_](?:[^\W_]|[-_](?=[^\W_]))*$")
LATIN = re.compile(r"[A-Za-z]")
CYRILLIC = re.compile(r"[\u0400-\u04FF]")


def name_key(name: str) -> str:
    """What makes two names the same: NFKC, then case folded ("Ann" and "aNN" are one name)."""
    return unicodedata.normalize("NFKC", name).casefold()


def name_problem(name: str) -> str | None:
    """Why a name cannot be an account's (None when it can)."""
    if not NAME_MIN <= len(name) <= NAME_MAX:
        return f"a name has {NAME_MIN} to {NAME_MAX} characters"
    if not NAME_SHAPE.match(name):
        return "a name is letters and digits, starting with a letter, with single '-' or '_' between them"
    if LATIN.search(name) and CYRILLIC.search(name):
        # "Аnn" with a Cyrillic А would pass for "Ann" in a leaderboard.
        return "a name uses Latin or Cyrillic letters, not both"
    return None


def credential_problem(status, code, detail, field) -> Problem:
    return Problem(status, code, detail, errors={field: [detail]})


def password_check(name: str, password: str, field: str) -> None:
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        raise credential_problem(422, "weak-password", f"a password has {PASSWORD_MIN} to "
                                 f"{PASSWORD_MAX} characters", field)
    if name_key(password) == name_key(name):
        raise credential_problem(422, "weak-password", "the password may not be the name", field)


class Accounts:
    def __init__(self, store: AccountStore, config: dict):
        self.store = store
        self.config = config

    # -- signing up, logging in and out -------------------------------------------------

    def create(self, name: str, password: str) -> dict:
        why = name_problem(name)
        if why:
            raise credential_problem(422, "invalid-name", why, "name")
        password_check(name, password, "password")
        code = recovery_codes.new_code()
        record = {"name": name, "password": off_loop(HASHER.hash, password),
                  "recovery": recovery_hash(code), "created": time.time()}
        if not self.store.create(name_key(name), record):
            if self.store.held(name_key(name)):
                raise credential_problem(409, "name-taken", f"the name '{name}' belonged to an "
                                         "account deleted lately; it is free again later", "name")
            raise credential_problem(409, "name-taken", f"the name '{name}' is taken (names are "
                                     "the same whatever their letters' case)", "name")
        return dict(self.public(record), recovery_code=code)

    def login(self, name: str, password: str, agent: str | None = None) -> dict:
        key = name_key(name)
        record = self.checked(key, self.store.load(key), password)
        return self.new_session(key, record, agent)

    def checked(self, key: str, record: dict | None, password: str) -> dict:
        """The record, once ``password`` is its password; failures are counted per name and
        too many in a window refuse even the right one for a while."""
        window = self.refuse_when_too_many(key)
        if record is None or not off_loop(_verify, record["password"], password):
            self.store.count_failure(key, window)
            # One answer for an unknown name and a wrong password.
            raise Problem(401, "bad-credentials", "no account has this name and password",
                          errors={"password": ["does not match the name"]})
        return record

    def refuse_when_too_many(self, key: str) -> int:
        """429 once the name has had too many failed guesses (passwords or recovery codes, in
        one count) in the window; otherwise the window's length, to count a failure with."""
        count, window = self.config["LOGIN_FAILURES"]
        failed, retry = self.store.failures(key)
        if failed >= count:
            raise Problem(429, "too-many-logins", f"too many failed logins for this name; try "
                          f"again in {retry} s", headers={"Retry-After": str(retry)})
        return window

    def new_session(self, key: str, record: dict, agent: str | None) -> dict:
        token = tokens.new_token()
        ttl = self.config["SESSION_TTL"]
        digest = tokens.token_hash(token)
        self.store.open_session(digest, key, ttl, device_of(agent))
        return {"token": token, "id": session_id(digest), "expires": int(time.time()) + ttl,
                "account": self.public(record)}

    def logout(self, token: str) -> None:
        key, _ = self.session(token)
        self.store.close_session(tokens.token_hash(token), key)

    # -- the account's own care: a new password, leaving for good --------------------------

    def change_password(self, token: str | None, password: str, new_password: str,
                        agent: str | None = None) -> dict:
        """A new password ends every session of the account, this one too, and opens a new
        one: a session that someone else may hold does not outlive the change."""
        key, record = self.session(token)
        self.checked(key, record, password)
        password_check(record["name"], new_password, "new_password")
        record = dict(record, password=off_loop(HASHER.hash, new_password))
        if not self.store.save(key, record):
            raise Problem(401, "bad-session", "this account no longer exists")
        self.store.close_sessions(key)
        return self.new_session(key, record, agent)

    # -- recovery codes: the way back when the password is forgotten ----------------------

    def recover(self, name: str, code: str, new_password: str, agent: str | None = None) -> dict:
        """A forgotten password replaced by the recovery code's grace: every session ends (the
        password may have leaked with the device that knew it), a new one opens, and a new code
        replaces the spent one."""
        key = name_key(name)
        window = self.refuse_when_too_many(key)
        # The rules first: a refused password tells nothing of whether the code was right.
        password_check(name, new_password, "new_password")
        record = self.store.load(key)
        stored = record.get("recovery") if record else None
        if not stored or not off_loop(_verify, stored, recovery_codes.canonical(code)):
            self.store.count_failure(key, window)
            raise bad_recovery()
        fresh = recovery_codes.new_code()
        record = dict(record, password=off_loop(HASHER.hash, new_password),
                      recovery=recovery_hash(fresh))
        # Two requests with one code: only the first to write spends it.
        if not self.store.replace_recovery(key, stored, record):
            self.store.count_failure(key, window)
            raise bad_recovery()
        self.store.close_sessions(key)
        return dict(self.new_session(key, record, agent), recovery_code=fresh)

    def new_recovery_code(self, token: str | None, password: str) -> dict:
        """A fresh code for a logged-in account (its password again); the old one stops working."""
        key, record = self.session(token)
        self.checked(key, record, password)
        code = recovery_codes.new_code()
        if not self.store.replace_recovery(key, record.get("recovery"),
                                           dict(record, recovery=recovery_hash(code))):
            # The record moved meanwhile (another new code, a recovery): ask again.
            raise Problem(409, "changed-meanwhile", "the account changed meanwhile; try again",
                          errors={"password": ["the account changed meanwhile; try again"]})
        return {"recovery_code": code}

    # -- the account's devices: its open sessions ----------------------------------------

    def sessions(self, token: str | None) -> list[dict]:
        """The account's open sessions, the newest log-in first; the caller's is marked."""
        key, _ = self.session(token)
        mine = tokens.token_hash(token)
        out = [{"id": session_id(s["hash"]), "current": s["hash"] == mine,
                "signed_in": s.get("signed_in"), "last_used": s["last_used"], "expires": s["expires"],
                "browser": s.get("browser"), "os": s.get("os"), "device": s.get("device")}
               for s in self.store.sessions(key)]
        return sorted(out, key=lambda s: -(s["signed_in"] or 0))

    def end_session(self, token: str | None, sid: str) -> None:
        """End one of the account's sessions by its id (another device, or this one)."""
        key, _ = self.session(token)
        found = [s["hash"] for s in self.store.sessions(key) if session_id(s["hash"]) == sid]
        if not found:
            raise Problem(404, "no-such-session", f"this account has no open session '{sid}'")
        self.store.close_session(found[0], key)

    def delete(self, token: str | None, password: str) -> None:
        key, record = self.session(token)
        self.checked(key, record, password)
        self.store.delete(key, self.config["DELETED_NAME_HOLD"])

    def session(self, token: str | None) -> tuple[str, dict]:
        """The account key and record of a live session token; 401 otherwise."""
        if token is None:
            raise Problem(401, "login-required", "send 'Authorization: Bearer <session token>' "
                          "(POST /api/v1/sessions gives one)")
        digest = tokens.token_hash(token)
        found = self.store.session(digest)
        record = self.store.load_seen(found[0], digest, self.config["SESSION_TTL"]) if found else None
        if record is None:
            raise Problem(401, "bad-session", "this session token has expired, was revoked or "
                          "never existed; log in again")
        return found[0], record

    # -- reading ------------------------------------------------------------------------

    def public(self, record: dict) -> dict:
        return {"name": record["name"], "created": record["created"]}

    def own(self, record: dict) -> dict:
        """What the account alone sees of itself besides the public part: never the code,
        only whether there is one (an account older than recovery codes has none)."""
        return dict(self.public(record), has_recovery_code=bool(record.get("recovery")))

    def profile(self, name: str) -> dict:
        record = self.store.load(name_key(name))
        if record is None:
            raise Problem(404, "not-found", f"account '{name}' not found")
        return dict(self.public(record), ratings=self.ratings_of(name_key(name)))

    def ratings_of(self, key: str) -> list[dict]:
        return sorted((rating_view(game, r) for game, r in self.store.ratings(key).items()),
                      key=lambda r: r["game"])

    def display_names(self, keys: list[str]) -> dict[str, str]:
        return {k: r["name"] for k, r in zip(keys, self.store.load_many(keys)) if r}

    # -- seats --------------------------------------------------------------------------

    def link(self, key: str, mid: str, seat: int, token: str) -> None:
        self.store.link_seat(key, mid, {"seat": seat, "token": token, "joined": time.time()})

    def my_matches(self, key: str, matches, limit: int = 100) -> list[dict]:
        """The account's seats, newest first, each with its match and seat token. A link whose
        match has expired, or whose seat is no longer this account's, is dropped; a rated
        match that finished without being counted is counted."""
        links = sorted(self.store.seats(key), key=lambda kv: -kv[1]["joined"])
        out = []
        recs = matches.store.load_many([mid for mid, _ in links]) if links else []
        for (mid, link), rec in zip(links, recs):
            seat = rec.doc["seats"][link["seat"]] if rec else None
            if seat is None or seat.get("account") != key or \
                    not tokens.same_hash(tokens.token_hash(link["token"]), seat["token_hash"]):
                self.store.unlink_seat(key, mid, link["seat"])
                continue
            if ratings.rated_seats(rec.doc) and not self.store.counted(key, mid):
                # Finished and rated, yet not counted: the process that finished it stopped
                # between its commit and the ratings. Counting is idempotent, so do it now.
                ratings.record(self.store, rec.doc)
            if len(out) < limit:
                out.append({"seat": link["seat"], "token": link["token"],
                            "match": matches.public(rec)})
        return out


def session_id(token_hash: str) -> str:
    """A session's public id: the start of its token's hash. It names the session to its own
    account only, and gives nothing that would let anyone use it."""
    return token_hash[:16]


def recovery_hash(code: str) -> str:
    return off_loop(HASHER.hash, recovery_codes.canonical(code))


def bad_recovery() -> Problem:
    # One answer for an unknown name, an account without a code and a wrong code.
    return Problem(401, "bad-recovery-code", "no account has this name and recovery code",
                   errors={"recovery_code": ["does not match the name"]})


def rating_view(game: str, r: dict) -> dict:
    return {"game": game, "rating": round(r["mu"] - 3 * r["sigma"], 2), "mu": round(r["mu"], 3),
            "sigma": round(r["sigma"], 3), "matches": r["matches"], "wins": r["wins"]}


def off_loop(fn, *args):
    """Run Argon2 (about 0.1 s of CPU by design) on a real thread in a gevent worker: argon2-cffi
    releases the GIL, so the worker's other greenlets (event streams, other requests) go on
    meanwhile instead of stalling behind a login."""
    try:
        from gevent import get_hub, monkey
    except ImportError:      # gevent is a dependency; without it there is no loop to spare
        return fn(*args)
    if not monkey.is_module_patched("threading"):
        return fn(*args)
    return get_hub().threadpool.apply(fn, args)


def _verify(stored: str, password: str) -> bool:
    try:
        return HASHER.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False
