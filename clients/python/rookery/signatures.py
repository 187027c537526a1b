"""Checking a "your turn" webhook: ``Rookery-Signature: t=<unix seconds>,v1=<hex>`` where the
hex is HMAC-SHA256 of ``"<t>." + raw body`` under the seat's secret."""
from __future__ import annotations

import hashlib
import hmac
import time


def verify_signature(secret: str, header: str, body: bytes, tolerance: float = 300,
                     now: float | None = None) -> bool:
    """True when the delivery is genuine and recent (its timestamp within ``tolerance``
    seconds, so a recorded delivery cannot be played to you again). Pass the raw body bytes,
    before any JSON parsing."""
    fields = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        stamp = int(fields["t"])
    except (KeyError, ValueError):
        return False
    if abs((time.time() if now is None else now) - stamp) > tolerance:
        return False
    mac = hmac.new(secret.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, fields.get("v1", ""))
