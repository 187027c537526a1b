"""Web Push: "your move" reaches a phone, or a computer whose browser has no tab of ours open.

A browser subscribes through its push service (the site's service worker, frontend/sw.js) and
hands us the subscription for one seat: the push service's URL and the browser's keys. When the
seat has to decide, the worker (api/bots/deliveries.py) sends it a small encrypted message
through that URL, signed with the site's VAPID key. The message names the table and where to go
(no decision, nothing of the game), in the language the browser asked for.

The VAPID key pair is the site's identity towards push services: every process must sign with
the same one, and a new one would orphan every subscription. It comes from ``VAPID_PRIVATE_KEY``
(PEM) or, when none is configured, is made once and kept in Redis.
"""
from __future__ import annotations

import threading

import orjson
from cryptography.hazmat.primitives import serialization
from py_vapid import Vapid02
from py_vapid.utils import b64urlencode
from pywebpush import WebPushException, webpush

from api.engine.i18n import pick_lang

VAPID_KEY = "push:vapid"
# A push service keeps an undelivered message this long (a phone switched off overnight).
TTL_SECONDS = 24 * 3600

WORDS = {
    "title": {"en": "Your move", "ru": "Ваш ход", "bg": "Ваш ход"},
    "body": {"en": "{table}: the table is waiting for you.", "ru": "{table}: стол ждёт вашего хода.",
             "bg": "{table}: масата чака вашия ход."},
}

_lock = threading.Lock()
_parsed: dict[str, Vapid02] = {}


def vapid(redis_client, config: dict) -> Vapid02:
    """The site's VAPID key (the same in every process: the one kept in Redis is read each time,
    so no process goes on signing with a key the others no longer publish)."""
    pem = config.get("VAPID_PRIVATE_KEY") or ""
    if not pem:
        held = redis_client.get(VAPID_KEY)
        if held is None:
            fresh = Vapid02()
            fresh.generate_keys()
            redis_client.set(VAPID_KEY, fresh.private_pem(), nx=True)    # the first process wins
            held = redis_client.get(VAPID_KEY)
        pem = held.decode() if isinstance(held, bytes) else held
    with _lock:
        key = _parsed.get(pem)
        if key is None:
            key = _parsed[pem] = Vapid02.from_pem(pem.encode())
        return key


def public_key(key: Vapid02) -> str:
    """The key a browser's ``pushManager.subscribe`` takes (``applicationServerKey``)."""
    raw = key.public_key.public_bytes(serialization.Encoding.X962,
                                      serialization.PublicFormat.UncompressedPoint)
    return b64urlencode(raw)


def message(mid: str, push: dict) -> bytes:
    """What the seat's browser shows: the table's name as its own page words it."""
    lang = pick_lang(push.get("lang"))
    return orjson.dumps({
        "title": WORDS["title"][lang],
        "body": WORDS["body"][lang].format(table=push.get("label") or mid),
        "url": f"/#/match/{mid}",
        "tag": f"rookery-{mid}",
    })


class Gone(Exception):
    """The push service no longer knows the subscription (the browser dropped it)."""


def send(push: dict, data: bytes, key: Vapid02, subject: str, timeout: float, session=None) -> int:
    """Sends one message; the push service's HTTP status. Raises ``Gone`` for a subscription
    that will never work again, and lets other failures (network, 5xx) through as errors."""
    subscription = {"endpoint": push["endpoint"], "keys": push["keys"]}
    try:
        resp = webpush(subscription, data.decode(), vapid_private_key=key,
                       vapid_claims={"sub": subject}, ttl=TTL_SECONDS, timeout=timeout,
                       requests_session=session)
    except WebPushException as exc:
        status = exc.response.status_code if exc.response is not None else None
        if status is not None and 200 <= status < 300:
            return status      # (pywebpush expects 201 Created; any success is one)
        if status in (404, 410):
            raise Gone(str(status)) from None
        raise
    return resp.status_code
