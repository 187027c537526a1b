"""The HTTP client: a lobby handle (``Rookery``) and a seat handle (``Seat``)."""
from __future__ import annotations

import json
import random
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import requests

JSON = dict[str, Any]
# Chooses an action from a seat's view and its required decisions.
Chooser = Callable[[JSON, list[JSON]], JSON]


class ApiError(Exception):
    """An RFC 9457 problem answered by the service (``code`` is stable, ``status`` HTTP)."""

    def __init__(self, status: int, problem: JSON):
        self.status = status
        self.code: str = problem.get("code", "")
        self.problem = problem
        super().__init__(f"{status} {self.code}: {problem.get('detail', '')}")


class Rookery:
    """The service at ``base_url`` (e.g. ``http://127.0.0.1:8000``), as a spectator."""

    def __init__(self, base_url: str, lang: str = "en", timeout: float = 30.0,
                 retries: int = 4, session: requests.Session | None = None):
        self.base = base_url.rstrip("/") + "/api/v1"
        self.lang = lang
        self.timeout = timeout
        self.retries = retries
        self.http = session or requests.Session()
        self.session_token: str | None = None   # an account's, after log_in

    def request(self, method: str, path: str, token: str | None = None,
                body: JSON | None = None, params: JSON | None = None,
                idempotency_key: str | None = None) -> Any:
        """One call, retried on a lost connection, 503 and 429. A POST is retried only with an
        Idempotency-Key (the service then applies it once) or when it never reached the
        service; other calls are safe to repeat."""
        headers = {"Accept-Language": self.lang}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        for attempt in range(self.retries + 1):
            try:
                resp = self.http.request(method, self.base + path, json=body, params=params,
                                         headers=headers, timeout=self.timeout)
            except requests.ConnectionError:
                if attempt == self.retries:
                    raise
                time.sleep(min(2.0, 0.1 * 2 ** attempt))
                continue
            except requests.Timeout:
                if attempt == self.retries or (method == "POST" and not idempotency_key):
                    raise
                continue
            if resp.status_code in (429, 503) and attempt < self.retries:
                time.sleep(min(5.0, float(resp.headers.get("Retry-After", 0.2 * 2 ** attempt))))
                continue
            if resp.status_code >= 400:
                try:
                    problem = resp.json()
                except ValueError:
                    problem = {"detail": resp.text}
                raise ApiError(resp.status_code, problem)
            return resp.json() if resp.content else None
        raise AssertionError("unreachable")

    # -- the lobby ---------------------------------------------------------------------

    def games(self) -> list[JSON]:
        return self.request("GET", "/games")

    def create_match(self, game: str, players: int, options: JSON | None = None,
                     seed: int | None = None, bots: list[int] | None = None,
                     clock: JSON | None = None, rated: bool = True,
                     name: str | None = None) -> JSON:
        body: JSON = {"game": game, "players": players, "options": options or {},
                      "rated": rated}
        if name is not None:
            body["name"] = name
        if seed is not None:
            body["seed"] = seed
        if bots:
            body["bots"] = bots
        if clock:
            body["clock"] = clock
        return self.request("POST", "/matches", body=body)

    def match(self, mid: str) -> JSON:
        return self.request("GET", f"/matches/{mid}")

    def join(self, mid: str, name: str | None = None, seat: int | None = None,
             webhook: JSON | None = None) -> Seat:
        """Logged in (log_in), the seat is the account's and ``name`` may be left out."""
        body: JSON = {"name": name, "seat": seat}
        if webhook:
            body["webhook"] = webhook
        joined = self.request("POST", f"/matches/{mid}/join", token=self.session_token,
                              body=body)
        return Seat(self, mid, joined["seat"], joined["token"])

    # -- accounts (optional) -------------------------------------------------------------

    def sign_up(self, name: str, password: str) -> JSON:
        return self.request("POST", "/accounts", body={"name": name, "password": password})

    def log_in(self, name: str, password: str) -> JSON:
        """Open a session: later joins take seats for the account. Returns the session
        (``token``, ``expires``); the client keeps the token for its account calls."""
        session = self.request("POST", "/sessions", body={"name": name, "password": password})
        self.session_token = session["token"]
        return session

    def log_out(self) -> None:
        if self.session_token:
            self.request("DELETE", "/sessions/current", token=self.session_token)
            self.session_token = None

    def sessions(self) -> list[JSON]:
        """The account's open sessions (its devices), the newest log-in first; ``current``
        marks this client's."""
        return self.request("GET", "/sessions", token=self.session_token)["sessions"]

    def end_session(self, session_id: str) -> None:
        """Log out one of the account's devices by its session ``id``."""
        self.request("DELETE", f"/sessions/{quote(session_id, safe='')}", token=self.session_token)

    def change_password(self, password: str, new_password: str) -> JSON:
        """Every session of the account ends (other devices log in again); the client keeps
        the new one."""
        session = self.request("PUT", "/accounts/me/password", token=self.session_token,
                               body={"password": password, "new_password": new_password})
        self.session_token = session["token"]
        return session

    def recover(self, name: str, recovery_code: str, new_password: str) -> JSON:
        """A forgotten password replaced with the account's recovery code (given at sign-up):
        every session ends, the client keeps the new one. The answer's ``recovery_code`` is a
        new code; the one used no longer works."""
        session = self.request("POST", "/accounts/recover",
                               body={"name": name, "recovery_code": recovery_code,
                                     "new_password": new_password})
        self.session_token = session["token"]
        return session

    def new_recovery_code(self, password: str) -> str:
        """A new recovery code for the logged-in account; the previous one stops working."""
        return self.request("POST", "/accounts/me/recovery-code", token=self.session_token,
                            body={"password": password})["recovery_code"]

    def delete_account(self, password: str) -> None:
        """Delete the logged-in account for good (its seats keep playing by their tokens)."""
        self.request("DELETE", "/accounts/me", token=self.session_token,
                     body={"password": password})
        self.session_token = None

    def me(self) -> JSON:
        return self.request("GET", "/accounts/me", token=self.session_token)

    def my_seats(self) -> list[Seat]:
        """The account's seats on any device, ready to play (from their listed tokens)."""
        return [Seat(self, m["match"]["id"], m["seat"], m["token"]) for m in self.me()["matches"]]

    def account(self, name: str) -> JSON:
        return self.request("GET", f"/accounts/{name}")

    def leaderboard(self, game: str, limit: int = 50, cursor: str | None = None) -> JSON:
        params: JSON = {"limit": limit}
        if cursor:
            params["cursor"] = cursor
        return self.request("GET", f"/games/{game}/leaderboard", params=params)


class Seat:
    """One seat of one match, acting with its secret token (keep it: it is shown once)."""

    def __init__(self, api: Rookery, mid: str, seat: int, token: str):
        self.api, self.mid, self.seat, self.token = api, mid, seat, token

    def _call(self, method: str, path: str = "", **kw: Any) -> Any:
        return self.api.request(method, f"/matches/{self.mid}{path}", token=self.token, **kw)

    def match(self) -> JSON:
        return self._call("GET")

    def start(self) -> JSON:
        """Start now, bots taking the free seats."""
        return self._call("POST", "/start", body={"fill": "bots"})

    def view(self) -> JSON:
        return self._call("GET", "/view")

    def decisions(self) -> JSON:
        """``{version, decisions}``; each decision's options are complete, and every listed
        ``action`` is accepted verbatim."""
        return self._call("GET", "/decisions")

    def act(self, action: JSON, decision: str | None = None,
            version: int | None = None) -> JSON:
        """Post an action. A fresh Idempotency-Key makes retries after a lost answer safe."""
        return self._call("POST", "/actions", idempotency_key=uuid.uuid4().hex,
                          body={"action": action, "decision": decision, "version": version})

    def events(self, after: int = 0) -> list[JSON]:
        return self._call("GET", "/events", params={"after": after})

    def notes(self) -> str:
        """This seat's own notes on the match (nobody else reads them)."""
        return self._call("GET", f"/seats/{self.seat}/notes")["text"]

    def set_notes(self, text: str) -> str:
        return self._call("PUT", f"/seats/{self.seat}/notes", body={"text": text})["text"]

    def stream(self, after: int = 0, idle: float = 60.0) -> Iterator[JSON]:
        """The live events after ``after`` (Server-Sent Events). Reconnects with Last-Event-ID
        when the server closes a long stream; ends after the match's last event."""
        last = after
        while True:
            headers = {"Authorization": f"Bearer {self.token}", "Accept": "text/event-stream",
                       "Last-Event-ID": str(last)}
            with self.api.http.get(f"{self.api.base}/matches/{self.mid}/stream", headers=headers,
                                   stream=True, timeout=(10, idle)) as resp:
                if resp.status_code >= 400:
                    raise ApiError(resp.status_code, resp.json())
                data: list[str] = []
                for line in resp.iter_lines(decode_unicode=True):
                    if line.startswith("data:"):
                        data.append(line[5:].strip())
                    elif line == "" and data:
                        event = json.loads("\n".join(data))
                        data = []
                        last = event["id"]
                        yield event
                        if event["type"] in ("match-finished", "match-aborted"):
                            return
            if self.match()["status"] in ("finished", "aborted"):
                return

    def chat(self, text: str, to: list[int] | None = None) -> JSON:
        return self._call("POST", "/chat", body={"text": text, "to": to})

    def set_webhook(self, url: str, secret: str) -> JSON:
        return self._call("PUT", f"/seats/{self.seat}/webhook", body={"url": url, "secret": secret})

    def play(self, choose: Chooser | None = None, max_actions: int = 100_000) -> JSON:
        """The decisions loop: answer every required decision with ``choose(view,
        decisions)`` (a random listed option by default) until the match is over; between
        turns, wait on the event stream. Returns the finished match."""
        choose = choose or random_option
        done = 0
        after = 0
        while done < max_actions:
            pending = self.decisions()
            required = [d for d in pending["decisions"] if d["required"]]
            if not required:
                match = self.match()
                if match["status"] != "active":
                    return match
                after = self._wait(after)
                continue
            action = choose(self.view()["view"], required)
            decision = next((d["id"] for d in required
                             if any(o["action"] == action for o in d["options"])), None)
            try:
                self.act(action, decision=decision)
                done += 1
            except ApiError as exc:
                # Someone moved first (the question closed, the turn passed): look again.
                if exc.status != 409:
                    raise
        raise RuntimeError(f"gave up after {max_actions} actions")

    def _wait(self, after: int, patience: float = 2.0) -> int:
        """Until something happened in the match after event ``after``, or ``patience``
        seconds; the last event number seen. Catches up with one JSON read, else waits on the
        stream. Not forever: the match can come to wait on this seat through moves whose events
        are all private to other seats, so nothing visible arrives."""
        missed = self.events(after)
        if missed:
            return missed[-1]["id"]
        try:
            for event in self.stream(after, idle=patience):
                return event["id"]
        except (requests.ConnectionError, requests.Timeout):
            pass    # no byte for `patience` seconds (a read timeout): look at the decisions
        return after


def random_option(view: JSON, decisions: list[JSON]) -> JSON:
    """Any listed option of the first required decision: enough to finish every game."""
    return random.choice(decisions[0]["options"])["action"]
