"""The worker's "your turn" deliveries: webhook POSTs and Web Push messages (api/push.py),
retried with backoff, logged per seat.

Jobs come from Redis (``hooks:queue``, queued by ``Matches._after_commit``); retries wait in a
sorted set scored by when they are due, so any worker process picks them up, also after a
restart. Each POST runs on a small thread pool: a slow receiver holds one thread for at most
the timeout, never the queue, a request or the game.
"""
from __future__ import annotations

import logging
import secrets
import time
from concurrent.futures import ThreadPoolExecutor

import orjson
import requests

from api import push, webhooks
from api.games import REGISTRY
from api.matches import Matches
from api.problems import Problem

log = logging.getLogger("rookery.webhooks")


class Deliveries:
    def __init__(self, matches: Matches, config: dict, threads: int = 4):
        self.matches = matches
        self.store = matches.store
        self.config = config
        self.pool = ThreadPoolExecutor(threads, thread_name_prefix="webhook")
        self.http = requests.Session()

    def step(self, wait: float = 1.0) -> int:
        """Start the due retries and at most one new job (waiting up to ``wait`` s for one).
        Returns how many deliveries were started."""
        started = 0
        for job in self.store.due_hook_retries(time.time()):
            self.pool.submit(self._guarded, job)
            started += 1
        job = self.store.next_hook_job(timeout=wait)
        if job is not None:
            for delivery in self.prepare(job):
                self.pool.submit(self._guarded, delivery)
                started += 1
        return started

    def prepare(self, job: dict) -> list[dict]:
        """A queued "seat S waits at version V" as its deliveries (to the seat's webhook, to
        its browser's push service): none when the seat no longer waits, has neither, or was
        told about these very decisions already."""
        open_now = self._open(job["match"], job["seat"])
        if open_now is None:
            return []
        rec, seat_rec, decisions = open_now
        ids = ",".join(sorted(d["id"] for d in decisions))
        if not self.store.claim_hook(job["match"], job["seat"], ids):
            return []
        common = {"match": job["match"], "seat": job["seat"], "version": rec.version,
                  "ids": ids, "attempt": 1, "first": time.time()}
        out = []
        if seat_rec.get("webhook"):
            body = {"match": job["match"], "seat": job["seat"], "version": rec.version,
                    "decisions": decisions}
            out.append(dict(common, delivery=secrets.token_hex(8), url=seat_rec["webhook"]["url"],
                            body=orjson.dumps(body).decode()))
        if seat_rec.get("push"):
            out.append(dict(common, delivery=secrets.token_hex(8), kind="push",
                            url=seat_rec["push"]["endpoint"]))
        return out

    def _open(self, mid: str, seat: int):
        rec = self.store.load(mid)
        if rec is None or rec.doc["status"] != "active":
            return None
        s = rec.doc["seats"][seat]
        if s["bot"] or not (s.get("webhook") or s.get("push")):
            return None
        game = REGISTRY[rec.doc["game"]]
        state = game.upgrade(rec.doc["state"])
        decisions = [d for d in game.decisions(state, seat) if d.get("required", True)]
        if not decisions or seat not in game.to_act(state):
            return None
        return rec, s, decisions

    def _guarded(self, job: dict) -> None:
        try:
            if job.get("kind") == "push":
                self.deliver_push(job)
            else:
                self.deliver(job)
        except Exception:  # one broken delivery must not stop the pool
            log.exception("delivery %s failed", job.get("delivery"))

    def _still_open(self, job: dict, part: str, key: str) -> dict | None:
        """A retry of an answered question would only mislead: the seat's webhook or push
        subscription when the job's question is still the one open, else None (logged)."""
        open_now = self._open(job["match"], job["seat"])
        target = open_now[1].get(part) if open_now else None
        if target is None or target[key] != job["url"] or \
                ",".join(sorted(d["id"] for d in open_now[2])) != job["ids"]:
            self._log(job, "dropped", error="the decision is no longer open")
            return None
        return target

    def _target(self, job: dict, part: str, key: str) -> dict | None:
        """The seat's webhook or push subscription to deliver to now (None: nothing to do)."""
        if job["attempt"] > 1:
            return self._still_open(job, part, key)
        rec = self.store.load(job["match"])
        return rec.doc["seats"][job["seat"]].get(part) if rec else None

    def deliver_push(self, job: dict) -> None:
        mid, seat = job["match"], job["seat"]
        sub = self._target(job, "push", "endpoint")
        if not sub:
            return
        error, status = None, None
        try:
            webhooks.check_url(sub["endpoint"], self.config["WEBHOOK_ALLOW"])
            key = push.vapid(self.store.r, self.config)
            status = push.send(sub, push.message(mid, sub), key, self.config["VAPID_SUBJECT"],
                               self.config["WEBHOOK_TIMEOUT"], self.http)
        except push.Gone as exc:
            # The browser unsubscribed or the push service forgot it: never again.
            self.matches.set_push(mid, seat, seat, None, only=sub["endpoint"])
            self._log(job, "gone", status=int(str(exc)), error="the subscription is gone")
            return
        except Problem as exc:
            error = exc.detail
        except Exception as exc:     # noqa: BLE001 - the push service or the network
            status = getattr(getattr(exc, "response", None), "status_code", None)
            error = type(exc).__name__ if status is None else f"HTTP {status}"
        self._done_or_retry(job, status, error)

    def deliver(self, job: dict) -> None:
        hook = self._target(job, "webhook", "url")
        if not hook:
            return
        secret = hook["secret"]
        body = job["body"].encode()
        error, status = None, None
        try:
            webhooks.check_url(job["url"], self.config["WEBHOOK_ALLOW"])
            headers = {"Content-Type": "application/json",
                       webhooks.SIGNATURE_HEADER: webhooks.sign(secret, int(time.time()), body),
                       "Rookery-Delivery": job["delivery"], "User-Agent": "Rookery-Webhook/1"}
            resp = self.http.post(job["url"], data=body, headers=headers,
                                  timeout=self.config["WEBHOOK_TIMEOUT"], allow_redirects=False)
            status = resp.status_code
            if not 200 <= status < 300:
                error = f"HTTP {status}"
        except Problem as exc:
            error = exc.detail
        except requests.RequestException as exc:
            error = type(exc).__name__
        self._done_or_retry(job, status, error)

    def _done_or_retry(self, job: dict, status: int | None, error: str | None) -> None:
        if error is None:
            self._log(job, "delivered", status=status)
            return
        delay = self.config["WEBHOOK_BACKOFF"] * 2 ** (job["attempt"] - 1)
        if time.time() + delay - job["first"] > self.config["WEBHOOK_GIVE_UP"]:
            self._log(job, "gave-up", status=status, error=error)
            return
        self._log(job, "retrying", status=status, error=error, retry_in=delay)
        self.store.retry_hook(dict(job, attempt=job["attempt"] + 1), time.time() + delay)

    def _log(self, job: dict, outcome: str, **extra) -> None:
        entry = {"seat": job["seat"], "delivery": job["delivery"], "version": job["version"],
                 "kind": job.get("kind", "webhook"),
                 "attempt": job["attempt"], "at": round(time.time(), 3), "outcome": outcome,
                 "status": None, "error": None}
        entry.update(extra)
        self.store.log_hook(job["match"], entry)
