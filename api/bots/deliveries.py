"""The worker's webhook deliveries: "your turn" POSTs, retried with backoff, logged per seat.

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

from api import webhooks
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
            job = self.prepare(job)
            if job is not None:
                self.pool.submit(self._guarded, job)
                started += 1
        return started

    def prepare(self, job: dict) -> dict | None:
        """A queued "seat S waits at version V" as a delivery: its body, or None when the seat
        no longer waits, has no webhook, or was told about these very decisions already."""
        open_now = self._open(job["match"], job["seat"])
        if open_now is None:
            return None
        rec, hook, decisions = open_now
        ids = ",".join(sorted(d["id"] for d in decisions))
        if not self.store.claim_hook(job["match"], job["seat"], ids):
            return None
        body = {"match": job["match"], "seat": job["seat"], "version": rec.version,
                "decisions": decisions}
        return {"match": job["match"], "seat": job["seat"], "delivery": secrets.token_hex(8),
                "version": rec.version, "ids": ids, "url": hook["url"], "attempt": 1,
                "first": time.time(), "body": orjson.dumps(body).decode()}

    def _open(self, mid: str, seat: int):
        rec = self.store.load(mid)
        if rec is None or rec.doc["status"] != "active":
            return None
        s = rec.doc["seats"][seat]
        if s["bot"] or not s.get("webhook"):
            return None
        game = REGISTRY[rec.doc["game"]]
        state = game.upgrade(rec.doc["state"])
        decisions = [d for d in game.decisions(state, seat) if d.get("required", True)]
        if not decisions or seat not in game.to_act(state):
            return None
        return rec, s["webhook"], decisions

    def _guarded(self, job: dict) -> None:
        try:
            self.deliver(job)
        except Exception:  # one broken delivery must not stop the pool
            log.exception("webhook delivery %s failed", job.get("delivery"))

    def deliver(self, job: dict) -> None:
        mid, seat = job["match"], job["seat"]
        if job["attempt"] > 1:
            # A retry of an answered question would only mislead: drop it.
            open_now = self._open(mid, seat)
            if open_now is None or open_now[1]["url"] != job["url"] or \
                    ",".join(sorted(d["id"] for d in open_now[2])) != job["ids"]:
                self._log(job, "dropped", error="the decision is no longer open")
                return
            secret = open_now[1]["secret"]
        else:
            rec = self.store.load(mid)
            hook = rec.doc["seats"][seat].get("webhook") if rec else None
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
                 "attempt": job["attempt"], "at": round(time.time(), 3), "outcome": outcome,
                 "status": None, "error": None}
        entry.update(extra)
        self.store.log_hook(job["match"], entry)
