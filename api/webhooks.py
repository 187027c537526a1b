""""Your turn" webhooks: a seat's callback URL, signed deliveries, the SSRF guard.

A seat registers ``{url, secret}`` (at join or later). Whenever a commit leaves that seat with
a required decision, the request only queues a small job in Redis (``_after_commit``); the
worker process (``api/bots/deliveries.py``) builds the body ``{match, seat, version,
decisions}`` and POSTs it, so a slow or dead receiver never holds up a request or the game.

Signature: header ``Rookery-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
"<t>." + body)>``. The timestamp is inside the signed text, so a receiver that refuses old
timestamps (``verify``'s ``tolerance``) cannot be fed a recorded delivery again.
"""
from __future__ import annotations

import hashlib
import hmac
import ipaddress
import socket
import time
from urllib.parse import urlsplit

from api.problems import Problem

SIGNATURE_HEADER = "Rookery-Signature"
DEFAULT_TOLERANCE = 300


def sign(secret: str, timestamp: int, body: bytes) -> str:
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def verify(secret: str, header: str, body: bytes, tolerance: float = DEFAULT_TOLERANCE,
           now: float | None = None) -> bool:
    """True when ``header`` signs ``body`` with ``secret`` and its timestamp is recent."""
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    try:
        timestamp = int(parts["t"])
    except (KeyError, ValueError):
        return False
    if abs((time.time() if now is None else now) - timestamp) > tolerance:
        return False
    expected = sign(secret, timestamp, body).split("v1=", 1)[1]
    return hmac.compare_digest(expected, parts.get("v1", ""))


def address_allowed(ip: ipaddress._BaseAddress, allow: str) -> bool:
    if ip.is_global and not ip.is_multicast:
        return True
    if allow == "private":
        return True
    return allow == "loopback" and ip.is_loopback


def check_url(url: str, allow: str) -> None:
    """Refuse a callback that is not plain http(s) to a public address (unless ``allow``
    says otherwise). Every address the host name resolves to must pass, and deliveries check
    again, so a name that later points inside the operator's network is refused then too."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise _refused(url, "it must be an http or https URL with a host")
    if parts.username or parts.password:
        raise _refused(url, "it must not carry a user name or password")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
        infos = socket.getaddrinfo(parts.hostname, port, proto=socket.IPPROTO_TCP)
    except (OSError, ValueError, UnicodeError):
        raise _refused(url, "its host does not resolve") from None
    for info in infos:
        ip = ipaddress.ip_address(info[4][0].split("%")[0])
        if not address_allowed(ip, allow):
            raise _refused(url, f"its host resolves to a non-public address ({ip})")


def _refused(url: str, why: str) -> Problem:
    return Problem(422, "webhook-refused", f"the callback URL is refused: {why}",
                   errors={"webhook.url": [why]})
